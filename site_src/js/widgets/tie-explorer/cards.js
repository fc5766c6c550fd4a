// @ts-check
// tie-explorer, "Play cards": a two-player deal played card by card through the scenario player,
// drawn by the kit's scenario panel (kit/scenario-panel.js): the buttons are the engine's legal
// choices (card plays only, unless the reader asks for every move); each round's ruling and the
// hand's outcome are the engine's, in words. A deal editor and two example deals; a preset change
// carries the deal to the new rules (`retarget`: the engine picks the vira).

import { button, el, select, uniqueId } from "../../kit/dom.js";
import { openScenario } from "../../kit/initial.js";
import { hasString } from "../../kit/page.js";
import { cardChoices, scenarioPanel } from "../../kit/scenario-panel.js";
import { rulesInfo, ScenarioPlayer } from "../../kit/scenario-player.js";
import { capitalize, cardText, errorText, isEngineDown, seatText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../../kit/initial.js").Request} Request
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
 * The card panel's first requests (part of the widget's initialRequests): the deck for the card
 * pickers, the deal (a link's scenario code as far as its actions are legal, else the worked
 * example under the reader's rules), then that deal's rules (once `answered` has a linked one).
 * @param {import("../../kit/initial.js").OpenState} state @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function cardRequests({ preset, rules = preset, params }, answered = () => undefined) {
  const deck = { op: "rules", args: { rules: "paulista" } };
  if (params.s === undefined) return [deck, exampleRequest(rules), { op: "rules", args: { rules } }];
  const open = { op: "replay", args: { code: params.s, prefix: true } };
  const opened = answered(open);
  return opened && opened.scenario ? [deck, open, { op: "rules", args: { rules: opened.scenario.rules } }] : [deck, open];
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
 * @param {import("../../kit/types.js").WidgetContext} ctx
 * @param {{showAll: boolean}} options
 */
export function cardsPanel(ctx, { showAll }) {
  const { t } = ctx;
  const player = new ScenarioPlayer(ctx.ask);
  /** @type {string[]} */
  let deck = [];
  /** the last vira on the table: wanted again when the rules change back (after mineiro) */
  let lastVira = EXAMPLES.worked.vira;
  /** @param {unknown} err */
  const words = (err) => errorText(err, t, { has: hasString }).text;

  const node = el("section", "truco-tie-explorer__panel truco-tie-explorer__panel--cards");
  node.setAttribute("aria-label", t("tie-explorer.mode.cards"));
  const allInput = el("input");
  allInput.type = "checkbox";
  allInput.id = uniqueId("truco-tie-explorer-all");
  allInput.checked = showAll;
  const panel = scenarioPanel(ctx, player, {
    choices: (m) => cardChoices(m, allInput.checked),
    copy: false, // the widget's copy-link serves both modes
    onState: (r) => draw(r),
  });

  // deal editor
  const deal = el("details", "truco-tie-explorer__deal");
  const examples = ["worked", "ties", "custom"].map((key) => ({ value: key, text: t(`tie-explorer.example.${key}`) }));
  const example = select(t("tie-explorer.example.label"), examples, "worked", (key) => panel.run(() => {
    const { op, args } = exampleRequest(ctx.rules, key);
    return panel.show(player.settle(op, args), t("scenario.restarted"));
  }));
  example.input.options[2].disabled = true; // "your cards": shown, not chosen
  const pickers = el("div", "truco-tie-explorer__pickers");
  /** @type {HTMLSelectElement | null} */
  let viraSelect = null;
  /** @type {HTMLSelectElement[][]} */
  let handSelects = [];
  const apply = button(t("tie-explorer.deal.apply"), null, "md-button truco-button truco-tie-explorer__apply");
  deal.append(el("summary", "truco-tie-explorer__deal-summary", t("tie-explorer.deal.summary")), example.box, pickers, apply);

  const allLabel = el("label", "", t("tie-explorer.actions.all"));
  allLabel.htmlFor = allInput.id;
  const allRow = el("div", "truco-check");
  allRow.append(allInput, allLabel);
  node.append(panel.top, deal, panel.node, allRow);

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

  /** Draw a state of the player: the panel, and this panel's own parts. @param {ReplayResult} r */
  function draw(r) {
    if (r.scenario.vira) lastVira = r.scenario.vira;
    panel.draw(r);
    ctx.url.set({ s: r.code });
    example.input.value = exampleOf(r.scenario);
    buildPickers(r.scenario);
    node.dataset.finished = String(r.finished);
    node.dataset.code = r.code;
  }

  allInput.addEventListener("change", () => panel.run(() => {
    ctx.url.set({ all: allInput.checked ? "1" : null });
    if (player.result) draw(player.result);
  }));
  apply.addEventListener("click", () => panel.run(async () => {
    const sc = { ...player.scenario, hands: handSelects.map((selects) => selects.map((s) => s.value)), actions: [] };
    if (viraSelect) sc.vira = viraSelect.value;
    try {
      await panel.show(player.open({ scenario: sc }), t("scenario.restarted"));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      panel.refuse(err, t("tie-explorer.error.deal"));
    }
  }));

  return {
    node,
    /**
     * The first state, from the widget's initial requests; a link the engine refuses opens the
     * worked example instead (the panel says why).
     * @param {import("../../kit/initial.js").OpenState} state
     */
    async start(state) {
      const { first, linkError } = await openScenario(ctx, player, cardRequests, state);
      ({ deck } = await rulesInfo(ctx.ask, "paulista"));
      panel.opened(first, linkError);
      draw(first);
    },
    /**
     * The same deal and actions under the reader's (new) rules, as far as they stay legal.
     * @param {string} preset its name
     */
    retarget(preset) {
      if (!player.result) return Promise.resolve();
      const rules = typeof ctx.rules === "string" ? { preset: ctx.rules } : ctx.rules;
      return panel.show(player.retarget(rules, lastVira), t("scenario.rules-changed", { preset: t(`preset.${preset}`) }));
    },
    /** Run an engine round trip of the widget through the panel (busy, answers, refusals). */
    run: panel.run,
  };
}
