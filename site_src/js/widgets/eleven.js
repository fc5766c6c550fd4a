// @ts-check
// eleven: set the score, the number of players and the dealer; the engine says what kind of hand
// follows (normal, hand of eleven — mão de dez in mineiro —, iron hand open or blind), who decides
// and what they see, what playing and declining pay, and that the ladder is locked. The reader
// can take the decision and play the hand out (every seat, as a demonstration).
//
//   <div data-widget="eleven"></div>
//   deep links: ?eleven.score=11-7&eleven.players=4&eleven.dealer=1   or   ?eleven.s=<scenario code>
//
// Every number and ruling shown is the engine's: `kind_ruling` (the score that makes the hand
// special, its value, what declining pays), the `choices` and their `preview`, `seats` (partners),
// `hands`, and the `rules` options (target, eleven_at). The playing part is the kit's scenario
// panel; the decision has a panel of its own, ready to show each option's solved value.

import { button, el, factList, select } from "../kit/dom.js";
import { openScenario } from "../kit/initial.js";
import { presetOf, sameRules } from "../kit/protocol.js";
import { scenarioPanel } from "../kit/scenario-panel.js";
import { ScenarioPlayer } from "../kit/scenario-player.js";
import {
  actionLabel, callText, capitalize, errorText, explain, isEngineDown, pointsText, seatText, teamText,
} from "../kit/words.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../kit/words.js").Translate} Translate
 * @typedef {import("../kit/initial.js").Request} Request
 * @typedef {{score: unknown[], players: unknown, dealer: unknown}} Situation values as the link
 *   gave them: the engine judges them (a score out of range, 3 players, a dealer seat that is not)
 */

/** Example deals (demonstration data, not rules). The vira is used only by rules that turn one. */
const DEALS = /** @type {Record<number, {vira: string, hands: string[][]}>} */ ({
  2: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"]] },
  4: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"], ["Ah", "4c", "Jd"], ["Qh", "7s", "2d"]] },
});
/** The other side's score in the starting situation (any score below the hand of eleven). */
const OTHER_SCORE = 5;

/** A link value as the engine should judge it: an integer when it looks like one, else the text. @param {string} text */
function linkValue(text) {
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
}

/**
 * The situation a link describes; what it leaves out is the starting one (the first side at the
 * score of the hand of eleven, two players, the second one deals).
 * @param {Record<string, string>} params @param {RulesInfo} info @returns {Situation}
 */
export function linkSituation(params, info) {
  const players = params.players === undefined ? 2 : linkValue(params.players);
  return {
    score: params.score === undefined ? [info.options.eleven_at, OTHER_SCORE] : params.score.split("-").map(linkValue),
    players,
    dealer: params.dealer === undefined ? (typeof players === "number" ? players - 1 : 1) : linkValue(params.dealer),
  };
}

/**
 * The example hand of a situation under `rules` (the engine's `rules` answer for them).
 * @param {RulesSpec} rules @param {RulesInfo} info @param {Situation} situation
 * @returns {ScenarioJson}
 */
export function situationScenario(rules, info, { score, players, dealer }) {
  const deal = DEALS[/** @type {number} */ (players)] || DEALS[2];
  const scenario = /** @type {ScenarioJson} */ (/** @type {unknown} */ ({ rules, players, score, dealer, hands: deal.hands }));
  if (info.options.manilhas === "vira") scenario.vira = deal.vira;
  return scenario;
}

/**
 * The requests the widget makes when it opens with these URL parameters (its own, without the
 * `eleven.` prefix). A scenario code: that scenario, then its rules. Otherwise the rules of the
 * reader's preset, then the situation of the link (or the starting one), which needs the rules'
 * numbers: it is listed once `answered` (the answer to an earlier request, or undefined) has them.
 * @param {import("../kit/initial.js").OpenState} state `rules`: the reader's rules (default: the preset)
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ preset, rules: spec = preset, params }, answered = () => undefined) {
  if (params.s !== undefined) {
    const open = { op: "replay", args: { code: params.s, prefix: true } };
    const opened = answered(open);
    return opened && opened.scenario ? [open, { op: "rules", args: { rules: opened.scenario.rules } }] : [open];
  }
  const rules = { op: "rules", args: { rules: spec } };
  const info = answered(rules);
  if (!info || !info.options) return [rules];
  return [rules, { op: "replay", args: { scenario: situationScenario(spec, info, linkSituation(params, info)) } }];
}

// --- what the widget shows, in words (pure) ----------------------------------------------------

/** "Hand of 11.", "Iron hand (10×10), blind." @param {ReplayResult} r @param {Translate} t */
export function kindTitle(r, t) {
  const params = r.kind_ruling ? r.kind_ruling.params || {} : {};
  if (r.kind === "eleven") return t("eleven.kind.eleven", { at: params.at });
  if (r.kind === "iron") return t(params.blind ? "eleven.kind.iron-blind" : "eleven.kind.iron-open", { at: params.at });
  return t("eleven.kind.normal");
}

/** Why: the engine's ruling for a special hand; for a normal one, what it would take. @param {ReplayResult} r @param {RulesInfo} info @param {Translate} t */
export function kindNote(r, info, t) {
  if (r.kind_ruling) return explain(r.kind_ruling, t, { players: r.players });
  return t("eleven.note.normal", { n: info.options.eleven_at, value: r.ladder.steps[0] });
}

/** @param {ReplayResult} r @param {Translate} t */
export function deciderText(r, t) {
  if (r.decider === null) return t(r.kind === "iron" ? "eleven.decider-none-iron" : "eleven.decider-none");
  const name = capitalize(seatText(r.decider, t));
  return r.players === 4 ? `${name} (${teamText(r.seats[r.decider].team, t, 4)})` : name;
}

/** The seats whose cards the decider looks at: their own, and their partner's in pairs. @param {ReplayResult} r @returns {number[]} */
export function seenSeats(r) {
  if (r.phase !== "eleven" || r.decider === null) return [];
  const partner = r.seats[r.decider].partner;
  return partner === null ? [r.decider] : [r.decider, partner];
}

/** @param {ReplayResult} r @param {Translate} t */
export function seesText(r, t) {
  const [decider, partner] = seenSeats(r);
  if (decider === undefined) return "";
  const seat = capitalize(seatText(decider, t));
  return partner === undefined ? t("eleven.sees-own", { seat }) : t("eleven.sees-partner", { seat, partner: seatText(partner, t) });
}

/**
 * The decision's options: each legal choice, its label, and what it leads to (playing: what the
 * hand is worth, the engine's preview; declining: who scores what, the engine's choice).
 * @param {ReplayResult} r @param {Translate} t
 * @returns {{action: string, meaning: string, label: string, pays: string}[]}
 */
export function decisionOptions(r, t) {
  if (r.phase !== "eleven") return [];
  return r.choices.map((choice) => {
    const preview = r.preview.find((p) => p.action === choice.action);
    const pays = choice.meaning === "accept-eleven"
      ? t("eleven.option-accept", { value: preview ? preview.value : r.value })
      : t("eleven.option-decline", { team: teamText(choice.team, t, r.players), points: pointsText(choice.pays || 0, t) });
    return { action: choice.action, meaning: choice.meaning, label: actionLabel(choice, t), pays };
  });
}

/** The engine allowed a raise: the probe's last step says who called what. @param {ReplayResult} probe @param {Translate} t */
export function tryAllowedText(probe, t) {
  const step = probe.history[probe.history.length - 1];
  return capitalize(t("eleven.try-allowed", { seat: seatText(step.seat, t), call: callText(step.call, t), offer: step.offer }));
}

// --- the widget --------------------------------------------------------------------------------

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const player = new ScenarioPlayer(ctx.ask);
  /** @type {RulesInfo | null} */
  let info = null;
  const reason = (/** @type {unknown} */ err, /** @type {number} */ players) => errorText(err, t, { players }).text;

  // --- layout ------------------------------------------------------------------------------------
  const box = el("div", "truco-eleven");
  const controls = el("fieldset", "truco-eleven__controls");
  controls.append(el("legend", "truco-eleven__legend", t("eleven.setup")));
  /** @param {string} role */
  const control = (role) => {
    const { box: label, input } = select("", [], "", () => onControl(), "truco-field truco-eleven__control");
    input.dataset.role = role;
    controls.append(label);
    return { name: /** @type {HTMLElement} */ (label.firstChild), input };
  };
  const score0 = control("score0");
  const score1 = control("score1");
  const playersControl = control("players");
  const dealerControl = control("dealer");
  playersControl.name.textContent = t("eleven.players");
  dealerControl.name.textContent = t("eleven.dealer");

  const { node: summary, fields } = factList("truco-eleven", t, {
    kind: "eleven.kind", decider: "eleven.decider", value: "eleven.value", cards: "eleven.cards", ladder: "eleven.ladder",
  });

  // the decision: who decides, what they see, what each option pays (a solver's values go with
  // each option: .truco-eleven__option)
  const decision = el("section", "truco-eleven__decision");
  const seesLine = el("p", "truco-eleven__sees");
  const seen = el("div", "truco-eleven__seen");
  const options = el("ul", "truco-eleven__options");
  decision.append(el("p", "truco-eleven__title", t("eleven.decision")), seesLine, seen,
    el("p", "truco-eleven__note", t("eleven.others-hidden")), options);

  const tryBox = el("div", "truco-eleven__try");
  const tryButton = button(t("eleven.try-raise"), () => tryRaise());
  tryButton.dataset.role = "try-raise";
  const tryOut = el("p", "truco-eleven__try-out");
  tryOut.setAttribute("role", "status");
  tryOut.hidden = true;
  tryBox.append(tryButton, tryOut);

  const panel = scenarioPanel(ctx, player, {
    visible: (r) => {
      const shown = seenSeats(r);
      return (seat) => shown.length === 0 || shown.includes(seat);
    },
    onState: (r, rules) => {
      info = rules;
      draw(r);
      syncUrl(r);
    },
  });
  box.append(controls, panel.top, summary, decision, tryBox, panel.node);

  // --- drawing -------------------------------------------------------------------------------------
  /**
   * @param {HTMLSelectElement} input @param {unknown[]} values
   * @param {(v: any) => string} text @param {unknown} selected
   */
  function fill(input, values, text, selected) {
    input.replaceChildren(...values.map((v) => {
      const option = el("option", "", text(v));
      option.value = String(v);
      return option;
    }));
    input.value = String(selected);
  }

  /** @param {ReplayResult} r */
  function draw(r) {
    if (!info) return;
    const sc = r.scenario;
    const score = /** @type {number[]} */ (sc.score);
    root.dataset.code = r.code;
    root.dataset.kind = r.kind;
    root.dataset.blind = String(r.blind);
    root.dataset.value = String(r.value);
    root.dataset.finished = String(r.finished);
    root.dataset.rulesPreset = presetOf(sc.rules);

    // the controls show the scenario
    const scores = Array.from({ length: info.options.target }, (_, i) => i);
    const points = r.players === 2 ? "eleven.points-player" : "eleven.points-team";
    score0.name.textContent = t(points, { n: 1 });
    score1.name.textContent = t(points, { n: 2 });
    fill(score0.input, scores, String, score[0]);
    fill(score1.input, scores, String, score[1]);
    fill(playersControl.input, [2, 4], (n) => t(`eleven.players-${n}`), r.players);
    fill(dealerControl.input, r.seats.map((s) => s.seat), (s) => capitalize(seatText(s, t)), r.dealer);

    // the hand as dealt: its kind, who decides, its value, the cards, the ladder
    fields.kind.replaceChildren(el("strong", "", kindTitle(r, t)), " ", el("span", "", kindNote(r, info, t)));
    fields.kind.dataset.kind = r.kind;
    fields.decider.textContent = deciderText(r, t);
    fields.decider.dataset.seat = r.decider === null ? "" : String(r.decider);
    fields.value.textContent = String(r.value);
    fields.value.dataset.value = String(r.value);
    fields.cards.textContent = t(r.blind ? "eleven.cards-blind" : "eleven.cards-open");
    fields.ladder.textContent = t(r.ladder.locked ? "eleven.ladder-locked" : "eleven.ladder-open");
    fields.ladder.dataset.locked = String(r.ladder.locked);

    // the decision, while it is to be taken
    const seats = seenSeats(r);
    decision.hidden = seats.length === 0;
    seesLine.textContent = seesText(r, t);
    seen.replaceChildren(...seats.map((seat) => {
      const group = el("div", "truco-eleven__seen-group");
      group.dataset.seat = String(seat);
      const cards = el("span", "truco-eleven__seen-cards");
      cards.append(...r.hands[seat].map((card) => ctx.card(card)));
      group.append(cards, el("span", "truco-eleven__seen-seat", capitalize(seatText(seat, t))));
      return group;
    }));
    options.replaceChildren(...decisionOptions(r, t).map((o) => {
      const item = el("li", "truco-eleven__option");
      item.dataset.action = o.action;
      item.dataset.meaning = o.meaning;
      item.append(el("strong", "truco-eleven__option-label", o.label), " — ", el("span", "truco-eleven__option-pays", o.pays));
      return item;
    }));
    tryOut.hidden = true;
    tryOut.textContent = "";
    delete tryOut.dataset.code;
    panel.draw(r);
  }

  /** @param {ReplayResult} r */
  function syncUrl(r) {
    const sc = r.scenario;
    const score = /** @type {number[]} */ (sc.score);
    ctx.url.set({ score: `${score[0]}-${score[1]}`, players: sc.players, dealer: sc.dealer,
      s: (sc.actions || []).length > 0 ? r.code : null });
  }

  /** @param {ReplayResult} r */
  const kindSaid = (r) => `${kindTitle(r, t)} ${info ? kindNote(r, info, t) : ""}`.trim();

  // --- the reader's controls -----------------------------------------------------------------------
  function onControl() {
    if (!player.result || !info) return;
    const rules = /** @type {RulesSpec} */ (player.scenario.rules);
    const players = Number(playersControl.input.value);
    const dealer = Math.min(Number(dealerControl.input.value), players - 1);
    const situation = { score: [Number(score0.input.value), Number(score1.input.value)], players, dealer };
    const scenario = situationScenario(rules, info, situation);
    panel.run(async () => {
      try {
        await panel.show(player.settle("replay", { scenario }), kindSaid);
      } catch (err) {
        if (player.result) draw(player.result); // refused: the controls show the situation again
        throw err;
      }
    });
  }

  function tryRaise() {
    const r = player.result;
    if (!r || panel.busy()) return;
    const probe = (/** @type {string[]} */ more) => ctx.ask("replay", { scenario: { ...r.scenario, actions: [...(r.scenario.actions || []), ...more] } });
    panel.run(async () => {
      let text;
      let code;
      try {
        text = tryAllowedText(await probe(["raise"]), t);
        code = "allowed";
      } catch (err) {
        if (isEngineDown(err)) throw err;
        code = /** @type {any} */ (err).code;
        text = t("eleven.try-refused", { why: reason(err, r.players) });
        if (code === "eleven-pending") {
          // the decision comes first; and once the hand is played, the ladder stays locked
          try {
            await probe(["accept", "raise"]);
          } catch (after) {
            if (isEngineDown(after)) throw after;
            code = /** @type {any} */ (after).code;
            text += ` ${t("eleven.try-after-accept", { why: reason(after, r.players) })}`;
          }
        }
      }
      if (r !== player.result) return;
      tryOut.hidden = false;
      tryOut.dataset.code = code;
      tryOut.textContent = text;
    });
  }

  /** @param {string} preset */
  function onPreset(preset) {
    if (!player.result) return; // the first state is still being built: checked once it is on screen
    // the same deal, score and moves under the preset's own rules, as far as they stay legal
    const said = t("scenario.rules-changed", { preset: t(`preset.${preset}`) });
    const rules = typeof ctx.rules === "string" ? { preset: ctx.rules } : ctx.rules;
    panel.run(() => panel.show(player.retarget(rules), (r) => `${said} ${kindSaid(r)}`));
  }
  ctx.onPresetChange(onPreset);

  // --- first state: the link's scenario, else its situation, else the starting one --------------------
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of ["s", "score", "players", "dealer"]) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value;
  }
  if (params.s !== undefined) for (const name of ["score", "players", "dealer"]) delete params[name];
  const { first, info: rules, linkError } = await openScenario(ctx, player, initialRequests, { preset: ctx.preset, rules: ctx.rules, params });
  info = rules;
  root.replaceChildren(box);
  panel.opened(first, linkError);
  draw(first);
  if (Object.keys(params).length > 0) syncUrl(first);
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  // the reader switched the preset while the first (unlinked) situation was being built
  if (params.s === undefined && !sameRules(first.scenario.rules, ctx.rules)) onPreset(ctx.preset);
}
