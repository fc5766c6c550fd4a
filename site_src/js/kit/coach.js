// @ts-check
// The coach in words (kit addition: coach-ui): the engine's analysis of a position (`analyse`),
// as the Play and Analysis pages show it (its grades, a hand's review and a match's summary are
// in coach-review.js). Pure functions of the engine's answers, a translator and the page's
// language (numbers through Intl); every value, interval, grade and "best" is the engine's, and
// every sentence says how its numbers were obtained. Strings: coach.* (site_src/i18n/kit.json).
//
//   hintRows(analysis, t, "en") -> [{label: "Play 6♣", value: "+1.0", best: true, ...}, ...]
//   methodLines(analysis, t, "en") -> ["Exact: every one of the 7,140 deals ...", ...]
//   reasonText(action.reason, t, "en") -> "Q♥ is your only card that beats 7♥."
//
// Numbers: one decimal, unless two different values shown together would then read the same,
// then two for all of them (numbers.js valueDigits: a table, its best sentence and its badges
// share one precision, analysisDigits); points given away follow the same rule (amountDigits).

import { amountDigits, amountText, chanceText, countText, exploitabilityText, valueDigits, valueText } from "./numbers.js";
import { actionLabel, cardText, joinList, pointsText, seatText } from "./words.js";

// the numbers in words live in numbers.js; re-exported for the coach's users
export { amountDigits, amountText, chanceText, countText, format, valueDigits, valueText } from "./numbers.js";

/**
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {import("./protocol.js").Analysis} Analysis
 * @typedef {import("./protocol.js").ActionValue} ActionValue
 * @typedef {import("./protocol-types.js").Reason} Reason
 *
 * @typedef {Object} HintRow one legal action with its value, as a row of the coach's table
 * @property {string} action the engine's action string
 * @property {string} label the action in words ("Play 6♣")
 * @property {number} ev
 * @property {string} value signed, in the analysis's precision ("+1.0"; "-0.85" where one decimal
 *   would print two different values the same: analysisDigits)
 * @property {string} interval the 95% interval in words ("" when the value is exact)
 * @property {string} range the same interval in short ("+1.4 to +2.0"; "" when exact), for its column
 * @property {string} chance the chance of winning the hand ("76%")
 * @property {string} match the chance of winning the match once the hand is over ("64%")
 * @property {boolean} best
 */

/**
 * The decimals of an analysis's values, for everything that shows them together (the table, the
 * best sentence, the badges, a review's row): one unless two different values would read the same.
 * @param {{actions: {ev: number}[]}} analysis @returns {1 | 2}
 */
export function analysisDigits(analysis) {
  return valueDigits(analysis.actions.map((a) => a.ev));
}

/**
 * The 95% interval of a sampled value, in words ("" when exact).
 * @param {[number, number] | null} ci95 @param {Translate} t @param {string} lang @param {1 | 2} [digits]
 */
export function intervalText(ci95, t, lang, digits = 1) {
  if (!ci95) return "";
  return t("coach.interval", { lo: valueText(ci95[0], lang, digits), hi: valueText(ci95[1], lang, digits) });
}

/**
 * An analysed action as a choice the kit can label (it carries the engine's meaning, card, call,
 * offer, slot). @param {ActionValue} a @returns {import("./words.js").Choice}
 */
export function choiceOf(a) {
  return /** @type {import("./words.js").Choice} */ (a);
}

/**
 * The coach's table: every legal action with its value, best first (ties keep the engine's order).
 * @param {Analysis} analysis @param {Translate} t @param {string} lang @returns {HintRow[]}
 */
export function hintRows(analysis, t, lang) {
  const digits = analysisDigits(analysis);
  const order = analysis.actions.map((a, i) => ({ a, i }));
  // best first: by points, or where the score decides (analysis.by "match"), by the match
  const key = analysis.by === "match" ? (/** @type {ActionValue} */ a) => a.match : (/** @type {ActionValue} */ a) => a.ev;
  order.sort((x, y) => key(y.a) - key(x.a) || x.i - y.i);
  return order.map(({ a }) => ({
    action: a.action,
    label: actionLabel(choiceOf(a), t),
    ev: a.ev,
    value: valueText(a.ev, lang, digits),
    interval: intervalText(a.ci95, t, lang, digits),
    range: a.ci95 ? t("coach.range", { lo: valueText(a.ci95[0], lang, digits), hi: valueText(a.ci95[1], lang, digits) }) : "",
    chance: chanceText(a.win, lang),
    match: chanceText(a.match, lang),
    best: a.best,
  }));
}

/**
 * The coach's advice in one sentence: the best move(s) and their value ("Best: Play 6♣ (+1.0).").
 * @param {Analysis} analysis @param {Translate} t @param {string} lang
 */
export function bestText(analysis, t, lang) {
  const mix = mixText(analysis, t, lang);
  if (mix) return mix;
  const best = analysis.actions.filter((a) => a.best);
  if (best.length === 0) return "";
  const labels = best.map((a) => actionLabel(choiceOf(a), t));
  if (analysis.by === "match") {
    const match = chanceText(best[0].match, lang);
    return best.length === 1 ? t("coach.best-match-one", { move: labels[0], match })
      : t("coach.best-match-many", { moves: joinList(labels, t, "or"), match });
  }
  const value = valueText(best[0].ev, lang, analysisDigits(analysis));
  return best.length === 1 ? t("coach.best-one", { move: labels[0], value })
    : t("coach.best-many", { moves: joinList(labels, t, "or"), value });
}

/**
 * The reason of the coach's move: the first best action's (the engine's `reason`), null when it
 * gives none. @param {Analysis} analysis @returns {Reason | null}
 */
export function bestReason(analysis) {
  // the coach's own move (in a mix, the one it plays most), so the "why" explains what it names
  const best = analysis.actions.find((a) => a.best && a.action === analysis.choice) || analysis.actions.find((a) => a.best);
  return best && best.reason ? best.reason : null;
}

/**
 * The best action a move's loss is measured from (the engine's grades): the one worth the most
 * points, or where the score decides (`by` "match"), the best chance to win the match; the first
 * such in the engine's order. @param {Analysis} analysis @returns {ActionValue | undefined}
 */
export function referenceBest(analysis) {
  const key = analysis.by === "match" ? (/** @type {ActionValue} */ a) => a.match : (/** @type {ActionValue} */ a) => a.ev;
  let found;
  for (const a of analysis.actions) if (a.best && (!found || key(a) > key(found))) found = a;
  return found;
}

/**
 * What a move does, in one sentence, from the engine's reason code and its parameters
 * (truco/reasons.py; strings coach.why.<code>): "Q♥ is your only card that beats 7♥." Cards in
 * the parameters are card strings ("covered" for a card nobody may see), points whole numbers,
 * chances from 0 to 1. "" for a code the page has no words for.
 * @param {Reason | null | undefined} reason @param {Translate} t @param {string} lang
 * @param {{has?: (key: string) => boolean}} [options]
 */
export function reasonText(reason, t, lang, { has = () => true } = {}) {
  if (!reason || !reason.code) return "";
  const key = `coach.why.${reason.code}`;
  if (!has(key)) return "";
  /** @type {Record<string, string | number>} */
  const params = {};
  for (const [name, value] of Object.entries(reason)) {
    if (name === "code" || value === null || value === undefined) continue;
    if (CARD_PARAMS.has(name)) params[name] = cardText(String(value), t);
    else if (POINT_PARAMS.has(name)) params[name] = pointsText(Number(value), t);
    else if (CHANCE_PARAMS.has(name)) params[name] = chanceText(Number(value), lang);
    else if (name === "seat") params[name] = seatText(Number(value), t);
    else params[name] = /** @type {string | number} */ (value);
  }
  return t(key, params);
}

/** The reason's parameters that are cards, points and chances (truco/reasons.py). */
const CARD_PARAMS = new Set(["card", "beaten", "kept", "cheaper", "tied", "partner", "lowest"]);
const POINT_PARAMS = new Set(["offer", "pays", "value", "accepted"]);
const CHANCE_PARAMS = new Set(["win", "need"]);

/** Languages that write a sentence after a colon in lower case ("Por qué: querer juega…"). */
const LOWER_AFTER_COLON = new Set(["es", "pt"]);

/**
 * "Why: …" for a reason ("" when there is none, or no words for it).
 * @param {Reason | null | undefined} reason @param {Translate} t @param {string} lang
 * @param {{has?: (key: string) => boolean}} [options]
 */
export function whyLine(reason, t, lang, options = {}) {
  const text = reasonText(reason, t, lang, options);
  if (!text) return "";
  const said = LOWER_AFTER_COLON.has(lang) ? text.charAt(0).toLocaleLowerCase(lang) + text.slice(1) : text;
  return t("coach.why", { reason: said });
}

/**
 * "Why: …" for the coach's move, the first best action's reason ("" when it has none).
 * @param {Analysis} analysis @param {Translate} t @param {string} lang @param {{has?: (key: string) => boolean}} [options]
 */
export function whyText(analysis, t, lang, options = {}) {
  return whyLine(bestReason(analysis), t, lang, options);
}

/**
 * How the values were obtained, in three sentences: exact or sampled (with how many deals), the
 * model that plays the rest of the hand, and whether the deals were weighted by the others' calls.
 * @param {Analysis} analysis @param {Translate} t @param {string} lang @param {{has?: (key: string) => boolean}} [options]
 * @returns {string[]}
 */
export function methodLines(analysis, t, lang, { has = () => true } = {}) {
  const worlds = countText(analysis.worlds, lang);
  if (analysis.method === "open") return [t("coach.method.open")];
  if (analysis.method === "solved") {
    const exploitability = exploitabilityText(analysis.exploitability || 0, lang);
    const weighed = !analysis.weighted ? t("coach.solved.weighted.no")
      : t(analysis.calls === 1 ? "coach.solved.weighted.one" : "coach.solved.weighted.many", { n: countText(analysis.calls, lang) });
    // a solution of other rules, measured under these: the page says so (the engine's word)
    const other = analysis.solved_for;
    if (other) return [t("coach.method.solved-other", { worlds, exploitability, preset: presetText(other, t, has) }), weighed];
    return [t("coach.method.solved", { worlds, exploitability }), weighed];
  }
  const method = analysis.method === "exact"
    ? t(analysis.worlds === 1 ? "coach.method.exact-one" : "coach.method.exact", { worlds })
    : t("coach.method.sampled", { worlds });
  // why no solution judges here (the engine's reason): never a silent fallback
  const unsolved = analysis.unsolved && has(`coach.unsolved.${analysis.unsolved}`) ? [t(`coach.unsolved.${analysis.unsolved}`)] : [];
  const modelKey = `coach.model.${analysis.model}`;
  const model = t("coach.model", { model: has(modelKey) ? t(modelKey) : analysis.model });
  const weighed = !analysis.weighted ? t("coach.weighted.no")
    : t(analysis.calls === 1 ? "coach.weighted.one" : "coach.weighted.many", { n: countText(analysis.calls, lang) });
  return [...unsolved, method, model, weighed];
}

/** A preset's name as the page says it ("Paulista"); its key where the page has no words for it. @param {string} name @param {Translate} t @param {(key: string) => boolean} has */
function presetText(name, t, has) {
  return has(`preset.${name}`) ? t(`preset.${name}`) : name;
}

/**
 * How the values were obtained, in a few words ("Exact: all 7,140 possible deals").
 * @param {Analysis} analysis @param {Translate} t @param {string} lang @param {{has?: (key: string) => boolean}} [options]
 */
export function shortMethod(analysis, t, lang, { has = () => true } = {}) {
  const worlds = countText(analysis.worlds, lang);
  if (analysis.method === "open") return t("coach.short.open");
  if (analysis.method === "solved") {
    const exploitability = exploitabilityText(analysis.exploitability || 0, lang);
    const other = analysis.solved_for;
    return other ? t("coach.short.solved-other", { exploitability, preset: presetText(other, t, has) })
      : t("coach.short.solved", { exploitability });
  }
  const short = analysis.method === "sampled" ? t("coach.short.sampled", { worlds })
    : t(analysis.worlds === 1 ? "coach.short.exact-one" : "coach.short.exact", { worlds });
  const unsolved = analysis.unsolved === "rules" || analysis.unsolved === "pairs" ? analysis.unsolved : null;
  return unsolved ? `${short} · ${t(`coach.short.unsolved-${unsolved}`)}` : short;
}

/**
 * How a value was obtained, with its interval ("solved", "exact", "sampled, 95% interval: …").
 * @param {ActionValue} a @param {Translate} t @param {string} lang @param {string} [method] the analysis's method
 * @param {1 | 2} [digits] the analysis's precision (analysisDigits)
 */
export function valueTag(a, t, lang, method = "", digits = /** @type {1 | 2} */ (1)) {
  if (method === "solved") return t("coach.tag.solved");
  if (method === "open") return t("coach.tag.open");
  return a.ci95 ? t("coach.tag.sampled", { interval: intervalText(a.ci95, t, lang, digits) }) : t("coach.tag.exact");
}

/**
 * Where the solved strategy mixes, the moves it mixes with how often it plays each, in a
 * sentence ("" where it does not mix or the values are not the solved game's).
 * @param {Analysis} analysis @param {Translate} t @param {string} lang
 */
export function mixText(analysis, t, lang) {
  const mixes = analysis.mixes || [];
  if (analysis.method !== "solved" || mixes.length < 2) return "";
  const items = mixes.map((m) => {
    const a = analysis.actions.find((x) => x.action === m.action);
    const move = a ? actionLabel(choiceOf(a), t) : m.action;
    return t("coach.mix.item", { move, share: chanceText(m.probability, lang) });
  });
  return t("coach.mix", { moves: joinList(items, t) });
}

/** What the value column means, for whom ("for you", "for player 2"). @param {string} forWhom @param {Translate} t */
export function valueCaption(forWhom, t) {
  return t("coach.caption", { for: forWhom });
}

/** How long the engine took ("worked out in 85 ms"). @param {number | undefined} ms @param {Translate} t @param {string} lang */
export function timeText(ms, t, lang) {
  if (typeof ms !== "number") return "";
  return ms < 1000 ? t("coach.time-ms", { ms: countText(Math.max(1, Math.round(ms)), lang) })
    : t("coach.time-s", { s: amountText(ms / 1000, lang) });
}
