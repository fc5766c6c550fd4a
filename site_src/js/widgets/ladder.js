// @ts-check
// ladder: a demonstration hand in which the reader makes every seat's choices (raise, accept,
// fold, or play a card to move the turn) and watches the betting ladder climb.
//
//   <div data-widget="ladder"></div>          deep link: ?ladder.s=<scenario code>
//   exercise mode ("what is the hand worth now?", "what does this fold pay?": ladder/exercise.js):
//   ?ladder.ex=1[&ladder.q=<seed>]
//
// Every state shown is the engine's answer: the value, the pending offer and who answers, who
// may raise next (`ladder`), each call's name and what a fold pays (`rules`), the legal choices
// with what each leads to (`choices`, `preview`), what each move meant (`history`) and the result
// (`ruling`, `match_rulings`). The playing part is the kit's scenario panel; this module draws
// the ladder itself.

import { el, factList } from "../kit/dom.js";
import { exercise } from "../kit/exercise.js";
import { handModel, stateSentence } from "../kit/hand-model.js";
import { openScenario } from "../kit/initial.js";
import { linkParams } from "../kit/page.js";
import { presetOf, sameRules } from "../kit/protocol.js";
import { scenarioPanel } from "../kit/scenario-panel.js";
import { ScenarioPlayer } from "../kit/scenario-player.js";
import { callText, capitalize, teamText } from "../kit/words.js";
import { ladderQuiz } from "./ladder/exercise.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../kit/words.js").Translate} Translate
 * @typedef {import("../kit/initial.js").Request} Request
 */

/** Example deals (demonstration data, not rules), dealt under paulista; `retarget` carries them. */
const DEALS = /** @type {Record<number, {vira: string, hands: string[][]}>} */ ({
  2: { vira: "4h", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]] },
  4: { vira: "4h", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "7d", "Js"], ["Ac", "6h", "5d"]] },
});

/**
 * The example hand for `players` seats under `rules`: the engine carries the paulista deal to
 * those rules (and keeps or picks the vira).
 * @param {number} players @param {RulesSpec} rules @returns {Request}
 */
export function exampleRequest(players, rules) {
  const deal = DEALS[players];
  const scenario = { rules: "paulista", players, dealer: players - 1, vira: deal.vira, hands: deal.hands };
  return { op: "retarget", args: { scenario, rules } };
}

/**
 * The requests the widget makes when it opens with these URL parameters (its own, without the
 * `ladder.` prefix): the scenario (the link's, else the example under the reader's preset), then
 * the `rules` of that scenario. A linked scenario's rules are known once the engine has answered
 * it: they are listed when `answered` (the answer to an earlier request, or undefined) has it.
 * @param {import("../kit/initial.js").OpenState} state `rules`: the reader's rules (default: the preset)
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ preset, rules = preset, params }, answered = () => undefined) {
  if (params.s === undefined) return [exampleRequest(2, rules), { op: "rules", args: { rules } }];
  const open = { op: "replay", args: { code: params.s, prefix: true } };
  const opened = answered(open);
  return opened && opened.scenario ? [open, { op: "rules", args: { rules: opened.scenario.rules } }] : [open];
}

// --- what the ladder shows, in words (pure) ----------------------------------------------------

/** The rules of a scenario the engine answered (it always names them). @param {import("../kit/protocol.js").ScenarioJson} scenario */
function rulesOf(scenario) {
  return /** @type {RulesSpec} */ (scenario.rules);
}

/** @param {ReplayResult} r @param {Translate} t */
export function valueText(r, t) {
  return r.ladder.locked ? t("ladder.value-locked", { value: r.value }) : String(r.value);
}

/** The raise waiting for an answer (the engine names its call), or "none". @param {ReplayResult} r @param {Translate} t */
export function pendingText(r, t) {
  if (!r.pending) return t("ladder.pending-none");
  const { raiser, responder, offer, call } = r.pending;
  return capitalize(t("ladder.pending-text", {
    raiser: t("seat.n", { n: raiser + 1 }), call: callText(call, t), offer, responder: t("seat.n", { n: responder + 1 }),
  }));
}

/**
 * Who may raise next and with which call (the engine's `ladder.may_raise`, `next_offer`, `next_call`).
 * @param {ReplayResult} r @param {Translate} t
 */
export function mayRaiseText(r, t) {
  const { ladder, players } = r;
  if (r.finished) return t("ladder.may-raise-over");
  if (ladder.locked) return t("ladder.may-raise-locked");
  if (ladder.next_offer === null) return t("ladder.may-raise-top");
  const who = ladder.may_raise.length === 2
    ? t(players === 2 ? "ladder.may-raise-any2" : "ladder.may-raise-any4")
    : ladder.may_raise.map((team) => teamText(team, t, players)).join(t("list.and"));
  let text = capitalize(t("ladder.may-raise-text", { who, call: callText(/** @type {string} */ (ladder.next_call), t), offer: ladder.next_offer }));
  if (ladder.last_raiser_team !== null) {
    text += ` ${capitalize(t("ladder.alternation-note", { team: teamText(ladder.last_raiser_team, t, players) }))}`;
  }
  return text;
}

/** Whose turn it is (the kit's state sentence), or that the hand is over. @param {ReplayResult} r @param {Translate} t */
export function turnText(r, t) {
  return r.finished ? t("state.over") : capitalize(stateSentence(handModel(r), t));
}

/**
 * The ladder's steps as the widget lists them: value, call name (the first step has none: it is
 * where the hand starts), what a fold to that call pays, the current and the offered step.
 * @param {ReplayResult} r @param {RulesInfo} info @param {Translate} t
 */
export function ladderSteps(r, info, t) {
  return r.ladder.steps.map((value, index) => {
    const call = info.calls.find((c) => c.step === index);
    return {
      index,
      value,
      name: call ? callText(call.name, t) : t("ladder.step-start"),
      fold: call ? t("ladder.step-fold", { points: call.fold_pays }) : "",
      current: !r.ladder.locked && index === r.ladder.step,
      offered: r.pending !== null && r.pending.offer === value,
    };
  });
}

// --- the widget --------------------------------------------------------------------------------

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const player = new ScenarioPlayer(ctx.ask);
  /** @type {RulesInfo | null} */
  let info = null;

  const box = el("div", "truco-ladder");
  const intro = el("p", "truco-ladder__intro", t("ladder.demo-note"));
  const pairsLabel = el("label", "truco-ladder__pairs");
  const pairs = el("input", "truco-ladder__pairs-box");
  pairs.type = "checkbox";
  pairs.dataset.role = "pairs";
  pairsLabel.append(pairs, " ", t("ladder.pairs"));

  const { node: status, fields } = factList("truco-ladder", t, {
    value: "ladder.value", pending: "ladder.pending", "may-raise": "ladder.may-raise", turn: "ladder.turn",
  });

  const stepsBox = el("section", "truco-ladder__steps-box");
  const steps = el("ol", "truco-ladder__steps");
  steps.setAttribute("aria-label", t("ladder.steps"));
  stepsBox.append(el("p", "truco-ladder__title", t("ladder.steps")), steps);

  const panel = scenarioPanel(ctx, player, {
    onState: (r, rules) => {
      info = rules;
      draw(r);
      ctx.url.set({ s: r.code });
    },
  });
  box.append(intro, pairsLabel, panel.top, status, stepsBox, panel.node);

  /** @param {ReplayResult} r */
  function draw(r) {
    if (!info) return;
    root.dataset.code = r.code;
    root.dataset.value = String(r.value);
    root.dataset.finished = String(r.finished);
    root.dataset.rulesPreset = presetOf(r.scenario.rules);
    pairs.checked = r.players === 4;

    fields.value.textContent = valueText(r, t);
    fields.value.dataset.value = String(r.value);
    fields.pending.textContent = pendingText(r, t);
    fields.pending.dataset.offer = r.pending ? String(r.pending.offer) : "";
    fields.pending.dataset.responder = r.pending ? String(r.pending.responder) : "";
    fields["may-raise"].textContent = mayRaiseText(r, t);
    fields["may-raise"].dataset.teams = r.ladder.may_raise.join(",");
    fields.turn.textContent = turnText(r, t);
    fields.turn.dataset.seat = r.to_act === null ? "" : String(r.to_act);

    steps.replaceChildren(...ladderSteps(r, info, t).map((s) => {
      const item = el("li", "truco-ladder__step");
      item.dataset.step = String(s.index);
      item.dataset.value = String(s.value);
      item.append(el("span", "truco-ladder__step-value", String(s.value)), el("span", "truco-ladder__step-name", s.name));
      if (s.fold) item.append(el("span", "truco-ladder__step-fold", s.fold));
      if (s.current) {
        item.classList.add("truco-ladder__step--current");
        item.setAttribute("aria-current", "step");
        item.append(el("span", "truco-ladder__badge", t("ladder.step-current")));
      }
      if (s.offered) {
        item.classList.add("truco-ladder__step--offered");
        item.append(el("span", "truco-ladder__badge truco-ladder__badge--offered", t("ladder.step-offered")));
      }
      return item;
    }));
    stepsBox.classList.toggle("truco-ladder__steps-box--locked", r.ladder.locked);
    panel.draw(r);
  }

  pairs.addEventListener("change", () => {
    if (!player.result) return;
    const players = pairs.checked ? 4 : 2;
    const { op, args } = exampleRequest(players, rulesOf(player.scenario));
    panel.run(() => panel.show(player.settle(op, args), t("ladder.players-changed", { n: players })));
  });

  // --- exercise mode: what is the hand worth, what does a fold pay? -----------------------------
  const quiz = exercise(ctx, {
    name: "ladder",
    explore: box,
    question: async (random) => {
      const presetName = t(`preset.${presetOf(ctx.rules)}`);
      return { ...(await ladderQuiz(ctx.ask, random, { rules: ctx.rules, presetName, t })), figure: [] };
    },
  });

  /** @param {string} preset */
  function onPreset(preset) {
    if (!player.result) return; // the first state is still being built: checked once it is on screen
    // the same deal and the reader's moves under the preset's own rules, as far as they stay legal
    const rules = typeof ctx.rules === "string" ? { preset: ctx.rules } : ctx.rules;
    panel.run(() => panel.show(player.retarget(rules), t("scenario.rules-changed", { preset: t(`preset.${preset}`) })));
    quiz.renew();
  }
  ctx.onPresetChange(onPreset);

  // --- first state: the link's scenario, else the example under the reader's preset -----------
  const link = ctx.url.get("s");
  const quizParams = linkParams(ctx.url, ["s", "ex", "q"]);
  /** @type {import("../kit/initial.js").OpenState} */
  const state = { preset: ctx.preset, rules: ctx.rules, params: link === null ? {} : { s: link } };
  const { first, info: rules, linkError } = await openScenario(ctx, player, initialRequests, state);
  info = rules;
  root.replaceChildren(quiz.switchNode, box, quiz.node);
  panel.opened(first, linkError);
  draw(first);
  // a link the engine refused goes; a link it stopped short keeps what is shown
  if (link !== null) ctx.url.set({ s: linkError ? null : first.code });
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  await quiz.start(quizParams);
  ctx.ready();
  // the reader switched the preset while the first (unlinked) example was being built
  if (link === null && !sameRules(first.scenario.rules, ctx.rules)) onPreset(ctx.preset);
}
