// @ts-check
// covered-card: play rounds 2 and 3 of a two-player hand face up or covered.
//   <div data-widget="covered-card"></div>
//
// The reader moves for both seats (a demonstration). Round 1 of an example deal is already
// played; the kit's scenario panel (kit/scenario-panel.js) draws the board and offers the
// engine's legal card plays; every ruling comes from the scenario player (`replay`,
// `retarget`). "Try to cover in round 1" sends an illegal cover to the engine and shows its
// refusal in words. "Show what the opponent sees" draws covered cards face down and never names
// them, not in the history nor in the live region either.
//
// URL (prefix "covered-card."): s=<scenario code>, view=opponent; ex=1 the exercise mode ("who
// takes this round?", "may this card be covered now?": covered-card/exercise.js), q=<seed>.
//
// Parts: covered-card/layout.js (its own parts), covered-card/words.js (the note, the try-it,
// whose view hides a card), covered-card/exercise.js; here, the wiring.

import { exercise } from "../kit/exercise.js";
import { handModel } from "../kit/hand-model.js";
import { openScenario } from "../kit/initial.js";
import { moveSentence } from "../kit/moves.js";
import { hasString, linkParams } from "../kit/page.js";
import { sameRules } from "../kit/protocol.js";
import { cardChoices, scenarioPanel } from "../kit/scenario-panel.js";
import { rulesInfo, ScenarioPlayer } from "../kit/scenario-player.js";
import { errorText, isEngineDown } from "../kit/words.js";
import { coveredQuiz } from "./covered-card/exercise.js";
import { coveredLayout, viraFigure } from "./covered-card/layout.js";
import { coverTry, opponentOf, viewNote } from "./covered-card/words.js";

export { coverTry, opponentOf, viewNote } from "./covered-card/words.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../kit/words.js").Translate} Translate
 * @typedef {import("../kit/initial.js").Request} Request
 */

/** The example deal (data only): vira 7c, round 1 already played (A♣ beats K♦). */
const EXAMPLE = {
  rules: "paulista",
  players: 2,
  score: [0, 0],
  dealer: 1,
  vira: "7c",
  hands: [["Ac", "3d", "6h"], ["Kd", "4s", "Jh"]],
  actions: ["play Ac", "play Kd"],
};

/** The example under the reader's rules: the engine carries it over (and picks a vira). @param {RulesSpec} rules */
function exampleRequest(rules) {
  return { op: "retarget", args: { scenario: EXAMPLE, rules } };
}

/**
 * The requests the widget makes when it opens with these URL parameters (its own, without the
 * prefix): the link's scenario (as far as its actions are legal), else the example under the
 * reader's rules; then the rules of that scenario (once `answered` has the linked one).
 * @param {import("../kit/initial.js").OpenState} state `rules`: the reader's rules (default: the preset)
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ preset, rules = preset, params }, answered = () => undefined) {
  if (params.s === undefined) return [exampleRequest(rules), { op: "rules", args: { rules } }];
  const open = { op: "replay", args: { code: params.s, prefix: true } };
  const opened = answered(open);
  return opened && opened.scenario ? [open, { op: "rules", args: { rules: opened.scenario.rules } }] : [open];
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  root.classList.add("truco-covered-card");
  const player = new ScenarioPlayer(ctx.ask);
  let hidden = ctx.url.get("view") === "opponent";
  /** the last vira on the table: wanted again when the rules change back (after mineiro) */
  let lastVira = EXAMPLE.vira;
  /** @param {unknown} err */
  const words = (err) => errorText(err, t, { has: hasString }).text;

  // --- layout --------------------------------------------------------------------------------
  const panel = scenarioPanel(ctx, player, {
    parts: ["vira", "seats", "rounds", "result", "history"],
    seenBy: (r) => (hidden ? opponentOf(r) : null),
    choices: (m) => cardChoices(m),
    restart: false,
    onState: (r) => draw(r),
  });
  const { box, viewInput, note, reset, tryButton, tryResult } = coveredLayout(ctx, panel);

  /** Draw a state of the player: the panel, and this widget's own parts. @param {ReplayResult} r */
  async function draw(r) {
    if (r.scenario.vira) lastVira = r.scenario.vira;
    const drawn = panel.draw(r);
    ctx.url.set({ s: r.code });
    box.dataset.finished = String(r.finished);
    box.dataset.code = r.code;
    box.dataset.view = hidden ? "opponent" : "all";
    viewInput.checked = hidden;
    note.textContent = viewNote(r, hidden, t);
    const attempt = coverTry(r, t);
    tryButton.textContent = attempt.label;
    tryButton.dataset.action = attempt.action;
    await drawn;
  }

  /** Send the illegal cover of round 1 to the engine and show its refusal in words. */
  async function tryCover() {
    if (!player.result) return;
    const attempt = coverTry(player.result, t);
    try {
      await ctx.ask("replay", { scenario: attempt.scenario });
      tryResult.dataset.code = "accepted";
      tryResult.textContent = t("covered-card.try.accepted", { action: attempt.what });
    } catch (err) {
      if (isEngineDown(err)) throw err;
      const details = /** @type {any} */ (err).details || {};
      tryResult.dataset.code = details.reason || /** @type {any} */ (err).code;
      tryResult.textContent = t("covered-card.try.refused", { action: attempt.what, why: words(err) });
    }
  }

  reset.addEventListener("click", () => panel.run(() => {
    tryResult.textContent = "";
    delete tryResult.dataset.code;
    const { op, args } = exampleRequest(ctx.rules);
    return panel.show(player.settle(op, args), t("scenario.restarted"));
  }));
  tryButton.addEventListener("click", () => panel.run(tryCover));
  viewInput.addEventListener("change", () => panel.run(async () => {
    hidden = viewInput.checked;
    ctx.url.set({ view: hidden ? "opponent" : null });
    if (!player.result) return;
    await draw(player.result);
    // the last move said again as this view may say it (the opponent never hears the card)
    panel.announce(moveSentence(handModel(await panel.seen(player.result)), t));
  }));

  // --- exercise mode: covered cards in a round, and when a card may be covered ------------------
  const quiz = exercise(ctx, {
    name: "covered-card",
    explore: box,
    question: async (random) => {
      const { deck } = await rulesInfo(ctx.ask, "paulista");
      const quiz = await coveredQuiz(ctx.ask, random, { rules: ctx.rules, deck, t, refusal: words });
      return { ...quiz, figure: viraFigure(ctx, quiz.vira) };
    },
  });

  /** @param {string} preset */
  function onPreset(preset) {
    if (!player.result) return; // the first state is still being built: checked once it is on screen
    // the same deal and the reader's moves under the preset's own rules, as far as they stay legal
    const rules = typeof ctx.rules === "string" ? { preset: ctx.rules } : ctx.rules;
    panel.run(() => panel.show(player.retarget(rules, lastVira), t("scenario.rules-changed", { preset: t(`preset.${preset}`) })));
    quiz.renew();
  }
  ctx.onPresetChange(onPreset);

  // --- first state: the link's scenario, else the example under the reader's rules -------------
  const params = linkParams(ctx.url, ["s", "view", "ex", "q"]);
  const state = { preset: ctx.preset, rules: ctx.rules, params };
  const { first, linkError } = await openScenario(ctx, player, initialRequests, state);
  root.replaceChildren(quiz.switchNode, box, quiz.node);
  panel.opened(first, linkError);
  await draw(first);
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  await quiz.start(params);
  ctx.ready();
  // the reader switched the preset while the first (unlinked) example was being built
  if (params.s === undefined && !sameRules(first.scenario.rules, ctx.rules)) onPreset(ctx.preset);
}
