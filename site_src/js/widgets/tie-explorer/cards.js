// @ts-check
// tie-explorer, "Play cards": a two-player deal played card by card through the scenario player
// (kit/scenario-player.js). The buttons are the engine's legal choices (card plays only, unless
// the reader asks for every move); each round's ruling and the hand's outcome are the engine's,
// in words (kit/scenario-view.js). A deal editor and two example deals; a preset change carries
// the deal to the new rules (`retarget`: the engine picks the vira).

import { button, el, select, uniqueId } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { presetOf } from "../../kit/protocol.js";
import { rulesInfo, ScenarioPlayer } from "../../kit/scenario-player.js";
import { scenarioPanel } from "../../kit/scenario-view.js";
import { capitalize, cardText, errorText, isEngineDown, seatText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {{op: string, args: any}} Request
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 */

/** Example deals (data only; every ruling about them comes from the engine). */
const EXAMPLES = /** @type {Record<string, {vira: string, hands: string[][]}>} */ ({
  worked: { vira: "7d", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]] },
  ties: { vira: "2d", hands: [["Kc", "Jh", "5s"], ["Kh", "Js", "5d"]] },
});

/**
 * An example deal under the reader's rules: the engine carries it over (and picks a vira).
 * @param {RulesSpec} rules @param {string} [key]
 * @returns {Request}
 */
export function exampleRequest(rules, key = "worked") {
  const { vira, hands } = EXAMPLES[key] || EXAMPLES.worked;
  const scenario = { rules: "paulista", players: 2, score: [0, 0], dealer: 1, vira, hands, actions: [] };
  return { op: "retarget", args: { scenario, rules } };
}

/**
 * The deal the panel opens: a link's scenario code (as far as its actions are legal), else the
 * worked example.
 * @param {RulesSpec} rules @param {string | null} code
 * @returns {Request}
 */
export function openRequest(rules, code) {
  return code === null ? exampleRequest(rules) : { op: "replay", args: { code, prefix: true } };
}

/** Which example a scenario is, or "custom". @param {ScenarioJson} sc */
function exampleOf(sc) {
  for (const [key, ex] of Object.entries(EXAMPLES)) {
    const same = sc.players === 2 && JSON.stringify(ex.hands) === JSON.stringify(sc.hands);
    if (same && (!sc.vira || sc.vira === ex.vira)) return key;
  }
  return "custom";
}

/**
 * The card panel.
 * @param {import("../../app.js").WidgetContext} ctx
 * @param {ReturnType<typeof import("../../kit/operation.js").operations>} run
 * @param {{showAll: boolean}} options
 */
export function cardsPanel(ctx, run, { showAll }) {
  const { t } = ctx;
  const player = new ScenarioPlayer(ctx.ask);
  /** @type {string[]} */
  let deck = [];
  /** the last vira on the table: kept when the rules change and back */
  let lastVira = EXAMPLES.worked.vira;
  /** @param {unknown} err */
  const words = (err) => errorText(err, t, { has: hasString }).text;

  const node = el("section", "truco-tie-explorer__panel truco-tie-explorer__panel--cards");
  node.setAttribute("aria-label", t("tie-explorer.mode.cards"));
  const rulesLine = el("p", "truco-tie-explorer__rules");

  // deal editor
  const deal = el("details", "truco-tie-explorer__deal");
  const examples = ["worked", "ties", "custom"].map((key) => ({ value: key, text: t(`tie-explorer.example.${key}`) }));
  const example = select(t("tie-explorer.example.label"), examples, "worked", run(async (/** @type {string} */ key) => {
    const request = exampleRequest(ctx.rules, key);
    draw(await player.settle(request.op, request.args));
  }));
  example.input.options[2].disabled = true; // "your cards": shown, not chosen
  const pickers = el("div", "truco-tie-explorer__pickers");
  /** @type {HTMLSelectElement | null} */
  let viraSelect = null;
  /** @type {HTMLSelectElement[][]} */
  let handSelects = [];
  const apply = button(t("tie-explorer.deal.apply"), null, "md-button truco-button truco-tie-explorer__apply");
  deal.append(el("summary", "truco-tie-explorer__deal-summary", t("tie-explorer.deal.summary")), example.box, pickers, apply);

  const panel = scenarioPanel(t, "truco-tie-explorer", { onChoose: (action) => act(action) });
  const allInput = el("input");
  allInput.type = "checkbox";
  allInput.id = uniqueId("truco-tie-explorer-all");
  allInput.checked = showAll;
  const allLabel = el("label", "", t("tie-explorer.actions.all"));
  allLabel.htmlFor = allInput.id;
  const allRow = el("div", "truco-check");
  allRow.append(allInput, allLabel);
  panel.actions.append(allRow);
  const undo = button(t("scenario.undo"), null);
  const restart = button(t("tie-explorer.restart"), null);
  const controls = el("div", "truco-buttons truco-tie-explorer__buttons");
  controls.append(undo, restart);
  node.append(rulesLine, deal, panel.message, panel.board, panel.actions, controls, panel.live);

  /** @param {ScenarioJson} sc */
  function buildPickers(sc) {
    const cards = deck.map((card) => ({ value: card, text: cardText(card, t) }));
    /** @param {string} label @param {string} value */
    const picker = (label, value) => select(label, cards, value, () => {}, "truco-field truco-tie-explorer__picker");
    pickers.replaceChildren();
    viraSelect = null;
    if (sc.vira) {
      const vira = picker(t("hand.vira"), sc.vira);
      viraSelect = vira.input;
      pickers.append(vira.box);
    } else {
      pickers.append(el("p", "truco-hand__note", t("hand.no-vira")));
    }
    handSelects = sc.hands.map((hand, seat) => {
      const group = el("fieldset", "truco-tie-explorer__seat");
      group.append(el("legend", "", capitalize(seatText(seat, t))));
      const selects = hand.map((card, i) => {
        const p = picker(t("tie-explorer.deal.card", { n: i + 1 }), card);
        group.append(p.box);
        return p.input;
      });
      pickers.append(group);
      return selects;
    });
  }

  /**
   * Draw the player's answer (null: a newer request made it stale), with a note above the board
   * (null: the message stays).
   * @param {ReplayResult | null} answer @param {string | null} [note]
   */
  function draw(answer, note = "") {
    if (!answer) return;
    const sc = answer.scenario;
    if (sc.vira) lastVira = sc.vira;
    undo.disabled = restart.disabled = (sc.actions || []).length === 0;
    panel.show(answer, { note, allChoices: allInput.checked, focus: () => (undo.disabled ? allInput : undo) });
    ctx.url.set({ s: answer.code });
    rulesLine.textContent = t("scenario.rules", { preset: t(`preset.${presetOf(sc.rules)}`) });
    example.input.value = exampleOf(sc);
    buildPickers(sc);
    node.dataset.finished = String(answer.finished);
    node.dataset.code = answer.code;
  }

  const act = run(async (/** @type {string} */ action) => draw(await player.act(action)));
  undo.addEventListener("click", run(async () => draw(await player.undo())));
  restart.addEventListener("click", run(async () => draw(await player.restart())));
  allInput.addEventListener("change", run(() => {
    ctx.url.set({ all: allInput.checked ? "1" : null });
    draw(player.result, null);
  }));
  apply.addEventListener("click", run(async () => {
    const sc = { ...player.scenario, hands: handSelects.map((selects) => selects.map((s) => s.value)), actions: [] };
    if (viraSelect) sc.vira = viraSelect.value;
    try {
      draw(await player.open({ scenario: sc }));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      panel.say(t("tie-explorer.error.deal", { message: words(err) }));
    }
  }));

  return {
    node,
    /**
     * The first answer, from the widget's initial requests; a link the engine refuses falls
     * back to the worked example, saying why.
     * @param {Request} deckRequest @param {Request} request
     */
    async start(deckRequest, request) {
      ({ deck } = await rulesInfo(ctx.ask, deckRequest.args.rules));
      const { answer, refused } = await player.start(request, request.op === "replay" ? exampleRequest(ctx.rules) : null);
      draw(answer, refused ? t("link.bad", { message: words(refused) }) : "");
    },
    /**
     * The same deal and actions under other rules.
     * @param {RulesSpec} rules @param {string} preset its name
     */
    async retarget(rules, preset) {
      if (!player.result) return;
      draw(await player.retarget(rules, lastVira), t("scenario.retargeted", { preset: t(`preset.${preset}`) }));
    },
    /** An engine refusal, in words. @param {unknown} err */
    refused(err) {
      panel.say(t("engine.refused", { message: words(err) }));
    },
  };
}
