// @ts-check
// covered-card: play rounds 2 and 3 of a two-player hand face up or covered.
//   <div data-widget="covered-card"></div>
//
// The reader moves for both seats (a demonstration). Round 1 of an example deal is already
// played; the buttons are the engine's legal card plays (kit/scenario-view.js); each round's
// ruling and the hand's outcome come from the scenario player (`replay`, `retarget`). "Try to
// cover in round 1" sends an illegal cover to the engine and shows its refusal in words. "Show
// what the opponent sees" draws covered cards face down and never names them.
//
// URL (prefix "covered-card."): s=<scenario code>, view=opponent.

import { copyLink } from "../kit/copy-link.js";
import { button, el, uniqueId } from "../kit/dom.js";
import { operations } from "../kit/operation.js";
import { hasString, linkParams } from "../kit/page.js";
import { presetOf } from "../kit/protocol.js";
import { ScenarioPlayer } from "../kit/scenario-player.js";
import { scenarioPanel } from "../kit/scenario-view.js";
import { seatParams } from "../kit/hand-model.js";
import { actionLabel, cardText, errorText, isEngineDown } from "../kit/words.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/words.js").Translate} Translate
 * @typedef {{op: string, args: any}} Request
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

/**
 * The example under the reader's rules: the engine carries it over (and picks a vira).
 * @param {import("../kit/protocol.js").RulesSpec} rules
 */
function exampleRequest(rules) {
  return { op: "retarget", args: { scenario: EXAMPLE, rules } };
}

/**
 * The requests the widget makes when it opens with these URL parameters: the link's scenario
 * (as far as its actions are legal), else the example.
 * @param {{preset: import("../kit/protocol.js").RulesSpec, params: Record<string, string>}} state
 *   `preset`: the rules (a preset name, or the reader's rules with options: ctx.rules)
 * @returns {Request[]}
 */
export function initialRequests({ preset, params }) {
  return [params.s === undefined ? exampleRequest(preset) : { op: "replay", args: { code: params.s, prefix: true } }];
}

/**
 * What the view note says: nobody covered a card yet (no step the engine calls "cover"), the
 * opponent's view, or why the covered cards show.
 * @param {ReplayResult} answer @param {boolean} hidden @param {Translate} t
 */
export function viewNote(answer, hidden, t) {
  if (!answer.history.some((step) => step.meaning === "cover")) return t("covered-card.view.none");
  return t(hidden ? "covered-card.view.hidden" : "covered-card.view.shown");
}

/**
 * The try-it: the mão covers its first card in round 1 (the engine will say whether it may).
 * @param {ReplayResult} answer @param {Translate} t
 * @returns {{action: string, label: string, what: string, scenario: import("../kit/protocol.js").ScenarioJson}}
 */
export function coverTry(answer, t) {
  const mao = answer.seats.find((s) => s.mao);
  const seat = mao ? mao.seat : answer.mao;
  const card = answer.scenario.hands[seat][0];
  const action = `cover ${card}`;
  return {
    action,
    label: t("covered-card.try.button", { ...seatParams(seat, t), card: cardText(card, t) }),
    what: actionLabel({ action, meaning: "cover", seat, card }, t),
    scenario: { ...answer.scenario, actions: [action] },
  };
}

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  root.classList.add("truco-covered-card");
  const player = new ScenarioPlayer(ctx.ask);
  let hidden = ctx.url.get("view") === "opponent";
  /** the last vira on the table: kept when the rules change and back */
  let lastVira = EXAMPLE.vira;
  const [first] = initialRequests({ preset: ctx.rules, params: linkParams(ctx.url, ["s", "view"]) });
  /** @param {unknown} err */
  const words = (err) => errorText(err, t, { has: hasString }).text;

  // --- layout --------------------------------------------------------------------------------
  const box = el("div", "truco-covered-card__box");
  const intro = el("p", "truco-covered-card__intro", t("covered-card.intro"));
  const rulesLine = el("p", "truco-covered-card__rules");
  const panel = scenarioPanel(t, "truco-covered-card", { onChoose: (action) => act(action) });

  const viewInput = el("input");
  viewInput.type = "checkbox";
  viewInput.id = uniqueId("truco-covered-card-view");
  const viewLabel = el("label", "", t("covered-card.view.opponent"));
  viewLabel.htmlFor = viewInput.id;
  const viewRow = el("div", "truco-check truco-covered-card__view");
  viewRow.append(viewInput, viewLabel);
  const note = el("p", "truco-covered-card__note");

  const undo = button(t("scenario.undo"), null);
  const reset = button(t("covered-card.reset"), null);
  const controls = el("div", "truco-buttons truco-covered-card__buttons");
  controls.append(undo, reset);

  const tryBox = el("div", "truco-covered-card__try");
  const tryButton = button("", null, "md-button truco-button truco-covered-card__try-button");
  const tryResult = el("p", "truco-covered-card__try-result");
  tryResult.setAttribute("aria-live", "polite");
  tryBox.append(el("p", "truco-covered-card__try-title", t("covered-card.try.title")), tryButton, tryResult);

  box.append(intro, rulesLine, panel.message, panel.board, panel.actions, viewRow, note, controls, tryBox,
    panel.live, copyLink(ctx, () => ctx.url.href()));
  root.replaceChildren(box);

  /**
   * Draw the player's answer (null: a newer request made it stale), with a note above the board
   * (null: the message stays).
   * @param {ReplayResult | null} answer @param {string | null} [text]
   */
  function draw(answer, text = "") {
    if (!answer) return;
    const sc = answer.scenario;
    if (sc.vira) lastVira = sc.vira;
    undo.disabled = (sc.actions || []).length === 0;
    panel.show(answer, { note: text, hideCovered: hidden, focus: () => (undo.disabled ? reset : undo) });
    ctx.url.set({ s: answer.code });
    rulesLine.textContent = t("scenario.rules", { preset: t(`preset.${presetOf(sc.rules)}`) });
    box.dataset.finished = String(answer.finished);
    box.dataset.code = answer.code;
    box.dataset.view = hidden ? "opponent" : "all";
    viewInput.checked = hidden;
    note.textContent = viewNote(answer, hidden, t);
    const attempt = coverTry(answer, t);
    tryButton.textContent = attempt.label;
    tryButton.dataset.action = attempt.action;
  }

  /** Send the illegal cover of round 1 to the engine and show its refusal in words. */
  async function tryCover() {
    if (!player.result) return;
    const attempt = coverTry(player.result, t);
    const action = attempt.what;
    try {
      await ctx.ask("replay", { scenario: attempt.scenario });
      tryResult.dataset.code = "accepted";
      tryResult.textContent = t("covered-card.try.accepted", { action });
    } catch (err) {
      if (isEngineDown(err)) throw err;
      const details = /** @type {any} */ (err).details || {};
      tryResult.dataset.code = details.reason || /** @type {any} */ (err).code;
      tryResult.textContent = t("covered-card.try.refused", { action, why: words(err) });
    }
  }

  const run = operations(ctx, (err) => panel.say(t("engine.refused", { message: words(err) })));
  const act = run(async (/** @type {string} */ action) => draw(await player.act(action)));
  undo.addEventListener("click", run(async () => draw(await player.undo())));
  reset.addEventListener("click", run(async () => {
    tryResult.textContent = "";
    delete tryResult.dataset.code;
    const example = exampleRequest(ctx.rules);
    draw(await player.settle(example.op, example.args));
  }));
  tryButton.addEventListener("click", run(tryCover));
  viewInput.addEventListener("change", run(() => {
    hidden = viewInput.checked;
    ctx.url.set({ view: hidden ? "opponent" : null });
    draw(player.result, null);
  }));

  // --- first answer: the link's scenario, or the example -----------------------------------------
  root.dataset.busy = "true";
  try {
    const { answer, refused } = await player.start(first, first.op === "replay" ? exampleRequest(ctx.rules) : null);
    draw(answer, refused ? t("link.bad", { message: words(refused) }) : "");
  } finally {
    delete root.dataset.busy;
  }
  root.dataset.answers = "1";
  ctx.ready();

  ctx.onPresetChange(run(async (/** @type {string} */ preset) => {
    draw(await player.retarget(ctx.rules, lastVira), t("scenario.retargeted", { preset: t(`preset.${preset}`) }));
  }));
}
