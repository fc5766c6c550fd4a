// @ts-check
// eleven's transitions: the values of a decision asked (and drawn if still on screen), the URL
// following the scenario, new example cards, the reader's controls, the raise probe (allowed, or
// refused and why, before and after the decision) and the reader's preset carried over.

import { askInitial } from "../../kit/initial.js";
import { isEngineDown } from "../../kit/words.js";
import { drawValues, draw } from "./render.js";
import { valueRequests } from "./requests.js";
import { isExampleDeal, situationScenario } from "./situation.js";
import { decisionValues } from "./values.js";
import { kindNote, kindTitle, tryAllowedText } from "./words.js";

/**
 * @typedef {import("./state.js").Eleven} Eleven
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/initial.js").Request} Request
 */

/**
 * Ask the values of the decision waiting at `r` (the solved decision, or the coach's estimate)
 * and draw them if `r` is still the state on screen. `data-values` says where they are:
 * loading, solved, estimate, error, or none (no decision waiting).
 * @param {Eleven} w @param {ReplayResult} r
 */
export async function loadValues(w, r) {
  const { root, ctx, s } = w;
  if (r.phase !== "eleven") {
    root.dataset.values = "none";
    return;
  }
  const known = s.valuesByCode.get(r.code);
  if (known) {
    root.dataset.values = known.kind;
    return;
  }
  root.dataset.values = "loading";
  /** @type {string} */
  let state;
  try {
    const ask = (/** @type {Request} */ q) => ctx.ask(/** @type {"eleven_solution" | "analyse"} */ (q.op), q.args);
    const [solution, analysis] = await askInitial(ask, (_, answered) => valueRequests(r, answered), { preset: ctx.preset, params: {} });
    const values = decisionValues(solution, analysis || null);
    if (!values) throw new Error("no values");
    s.valuesByCode.set(r.code, values);
    state = values.kind;
  } catch (err) {
    s.valuesFailed.set(r.code, w.reason(err, r.players));
    state = "error";
  }
  if (r !== w.player.result) return;
  drawValues(w, r);
  root.dataset.values = state;
}

/** @param {Eleven} w @param {ReplayResult} r */
export function syncUrl(w, r) {
  const sc = r.scenario;
  const score = /** @type {number[]} */ (sc.score);
  // the cards travel in the scenario code once they are not the example deal
  w.ctx.url.set({ score: `${score[0]}-${score[1]}`, players: sc.players, dealer: sc.dealer,
    s: (sc.actions || []).length > 0 || !isExampleDeal(sc) ? r.code : null });
}

/** What the kind of hand is, said. @param {Eleven} w @param {ReplayResult} r */
const kindSaid = (w, r) => `${kindTitle(r, w.ctx.t)} ${w.s.info ? kindNote(r, w.s.info, w.ctx.t) : ""}`.trim();

/** New example cards, the same situation. @param {Eleven} w */
export function newDeal(w) {
  const { player, panel, s } = w;
  const r = player.result;
  if (!r || !s.info || panel.busy()) return;
  const sc = r.scenario;
  const situation = { score: /** @type {number[]} */ (sc.score), players: r.players, dealer: r.dealer };
  const rules = /** @type {RulesSpec} */ (sc.rules);
  const info = s.info;
  panel.run(async () => {
    // the engine deals (its shuffle, its deck): the widget only places the cards in the situation
    const dealt = await w.ctx.ask("deal", { rules, players: r.players, dealer: r.dealer });
    const { vira, hands } = dealt.scenario;
    const scenario = situationScenario(rules, info, situation, vira ? { vira, hands } : { hands });
    await panel.show(player.settle("replay", { scenario }), (next) => `${w.ctx.t("eleven.dealt")} ${kindSaid(w, next)}`);
  });
}

/** The reader changed the score, the players or the dealer. @param {Eleven} w */
export function onControl(w) {
  const { player, panel, s, ui } = w;
  if (!player.result || !s.info) return;
  const rules = /** @type {RulesSpec} */ (player.scenario.rules);
  const players = Number(ui.playersControl.input.value);
  const dealer = Math.min(Number(ui.dealerControl.input.value), players - 1);
  const situation = { score: [Number(ui.score0.input.value), Number(ui.score1.input.value)], players, dealer };
  const sc = player.scenario;
  const deal = { vira: sc.vira, hands: sc.hands };
  const scenario = situationScenario(rules, s.info, situation, deal);
  panel.run(async () => {
    try {
      await panel.show(player.settle("replay", { scenario }), (next) => kindSaid(w, next));
    } catch (err) {
      if (player.result) draw(w, player.result); // refused: the controls show the situation again
      throw err;
    }
  });
}

/** Try a raise: the engine allows it or says why not (and after the decision, why still not). @param {Eleven} w */
export function tryRaise(w) {
  const { player, panel, ctx, ui } = w;
  const { t } = ctx;
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
      text = t("eleven.try-refused", { why: w.reason(err, r.players) });
      if (code === "eleven-pending") {
        // the decision comes first; and once the hand is played, the ladder stays locked
        try {
          await probe(["accept", "raise"]);
        } catch (after) {
          if (isEngineDown(after)) throw after;
          code = /** @type {any} */ (after).code;
          text += ` ${t("eleven.try-after-accept", { why: w.reason(after, r.players) })}`;
        }
      }
    }
    if (r !== player.result) return;
    ui.tryOut.hidden = false;
    ui.tryOut.dataset.code = code;
    ui.tryOut.textContent = text;
  });
}

/** The reader's preset: the same deal, score and moves under its rules. @param {Eleven} w @param {string} preset */
export function onPreset(w, preset) {
  const { player, panel, ctx } = w;
  if (!player.result) return; // the first state is still being built: checked once it is on screen
  // the same deal, score and moves under the preset's own rules, as far as they stay legal
  const said = ctx.t("scenario.rules-changed", { preset: ctx.t(`preset.${preset}`) });
  const rules = typeof ctx.rules === "string" ? { preset: ctx.rules } : ctx.rules;
  panel.run(() => panel.show(player.retarget(rules), (r) => `${said} ${kindSaid(w, r)}`));
}
