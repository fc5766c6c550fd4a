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
// the ladder itself: ladder/render.js (its parts, drawn), ladder/words.js (what they say),
// ladder/exercise.js (the exercise's questions); here, the wiring.

import { exercise } from "../kit/exercise.js";
import { openScenario } from "../kit/initial.js";
import { linkParams } from "../kit/page.js";
import { presetOf, sameRules } from "../kit/protocol.js";
import { scenarioPanel } from "../kit/scenario-panel.js";
import { ScenarioPlayer } from "../kit/scenario-player.js";
import { ladderQuiz } from "./ladder/exercise.js";
import { drawLadder, ladderLayout } from "./ladder/render.js";
import { rulesOf } from "./ladder/words.js";

export { ladderSteps, mayRaiseText, pendingText, turnText, valueText } from "./ladder/words.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
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

// --- the widget --------------------------------------------------------------------------------

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const player = new ScenarioPlayer(ctx.ask);
  /** @type {RulesInfo | null} */
  let info = null;

  const ui = ladderLayout(ctx);
  const panel = scenarioPanel(ctx, player, {
    onState: (r, rules) => {
      info = rules;
      draw(r);
      ctx.url.set({ s: r.code });
    },
  });
  const { box } = ui;
  box.append(ui.intro, ui.pairsLabel, panel.top, ui.status, ui.stepsBox, panel.node);

  /** @param {ReplayResult} r */
  function draw(r) {
    if (!info) return;
    drawLadder(ctx, root, ui, r, info);
    panel.draw(r);
  }

  ui.pairs.addEventListener("change", () => {
    if (!player.result) return;
    const players = ui.pairs.checked ? 4 : 2;
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
