// @ts-check
// The coach in words (kit addition: coach-ui): the engine's analysis of a position (`analyse`),
// its review of a finished hand (`game_review`) and a match's accuracy summary, as the Play and
// Analysis pages show them. Pure functions of the engine's answers, a translator and the page's
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

import { amountDigits, amountText, chanceText, countText, valueDigits, valueText } from "./numbers.js";
import { catalog } from "./page.js";
import { actionLabel, cardText, joinList, pointsText, seatText } from "./words.js";

// the numbers in words live in numbers.js; re-exported for the coach's users
export { amountDigits, amountText, chanceText, countText, format, valueDigits, valueText } from "./numbers.js";

/**
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {import("./protocol.js").Analysis} Analysis
 * @typedef {import("./protocol.js").ActionValue} ActionValue
 * @typedef {import("./protocol-types.js").Reason} Reason
 * @typedef {import("./protocol.js").HandReview} HandReview
 * @typedef {import("./protocol.js").ReviewDecision} ReviewDecision
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
 * @property {boolean} best
 *
 * @typedef {Object} ReviewRow one decision of a hand's review
 * @property {number} index the decision's place in the hand's moves (for a link to it)
 * @property {number} round
 * @property {string} label what was played, in words
 * @property {string | null} grade the engine's grade name, null for a forced move
 * @property {string} gradeText
 * @property {number} loss points given away against the best move (the engine's)
 * @property {string} value the move's value ("" when forced)
 * @property {1 | 2} digits the decimals of the row's numbers (its analysis's, or two where one
 *   would print a loss as "0.0")
 * @property {string} interval
 * @property {string} tag how the value was obtained ("exact", "sampled, 95% interval: …"; "" when forced)
 * @property {string} bestLabel the best move in words ("" when the move played was best or forced)
 * @property {string} bestValue
 * @property {string} sentence the whole row in one sentence (screen readers, the live region)
 *
 * @typedef {Object} Mistake a costly decision of the match, for its summary
 * @property {number} hand the hand's number in the match, from 0
 * @property {ReviewDecision} decision
 *
 * @typedef {Object} MatchSummary
 * @property {number} decisions every decision the reader made
 * @property {number} graded the ones with a choice (not forced)
 * @property {number} best graded decisions that were a best move
 * @property {Record<string, number>} grades count by grade
 * @property {number} loss points given away in all
 * @property {Mistake[]} worst the costliest inaccuracies, mistakes and blunders, worst first
 */

/** The engine's grades, best first (truco/analysis.py GRADES; truco/review.py GRADE_NAMES). */
export const GRADES = Object.freeze(["best", "good", "inaccuracy", "mistake", "blunder"]);
/** Grades that count as mistakes in a match summary. */
const COSTLY = new Set(["inaccuracy", "mistake", "blunder"]);
/** How many of the worst decisions a match summary lists. */
export const WORST = 3;

/**
 * Whether the engine's grade counts as a right answer (a lesson's step, as a puzzle: the engine's
 * list of passing grades, page data). @param {string | null | undefined} grade
 */
export function passes(grade) {
  return typeof grade === "string" && catalog().passing.includes(grade);
}

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
function choiceOf(a) {
  return /** @type {import("./words.js").Choice} */ (a);
}

/**
 * The coach's table: every legal action with its value, best first (ties keep the engine's order).
 * @param {Analysis} analysis @param {Translate} t @param {string} lang @returns {HintRow[]}
 */
export function hintRows(analysis, t, lang) {
  const digits = analysisDigits(analysis);
  const order = analysis.actions.map((a, i) => ({ a, i }));
  order.sort((x, y) => y.a.ev - x.a.ev || x.i - y.i);
  return order.map(({ a }) => ({
    action: a.action,
    label: actionLabel(choiceOf(a), t),
    ev: a.ev,
    value: valueText(a.ev, lang, digits),
    interval: intervalText(a.ci95, t, lang, digits),
    range: a.ci95 ? t("coach.range", { lo: valueText(a.ci95[0], lang, digits), hi: valueText(a.ci95[1], lang, digits) }) : "",
    chance: chanceText(a.win, lang),
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
  const value = valueText(best[0].ev, lang, analysisDigits(analysis));
  return best.length === 1 ? t("coach.best-one", { move: labels[0], value })
    : t("coach.best-many", { moves: joinList(labels, t, "or"), value });
}

/**
 * The reason of the coach's move: the first best action's (the engine's `reason`), null when it
 * gives none. @param {Analysis} analysis @returns {Reason | null}
 */
export function bestReason(analysis) {
  const best = analysis.actions.find((a) => a.best);
  return best && best.reason ? best.reason : null;
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
    const exploitability = amountText(analysis.exploitability || 0, lang);
    const weighed = !analysis.weighted ? t("coach.solved.weighted.no")
      : t(analysis.calls === 1 ? "coach.solved.weighted.one" : "coach.solved.weighted.many", { n: countText(analysis.calls, lang) });
    return [t("coach.method.solved", { worlds, exploitability }), weighed];
  }
  const method = analysis.method === "exact"
    ? t(analysis.worlds === 1 ? "coach.method.exact-one" : "coach.method.exact", { worlds })
    : t("coach.method.sampled", { worlds });
  const modelKey = `coach.model.${analysis.model}`;
  const model = t("coach.model", { model: has(modelKey) ? t(modelKey) : analysis.model });
  const weighed = !analysis.weighted ? t("coach.weighted.no")
    : t(analysis.calls === 1 ? "coach.weighted.one" : "coach.weighted.many", { n: countText(analysis.calls, lang) });
  return [method, model, weighed];
}

/** How the values were obtained, in a few words ("Exact: all 7,140 possible deals"). @param {Analysis} analysis @param {Translate} t @param {string} lang */
export function shortMethod(analysis, t, lang) {
  const worlds = countText(analysis.worlds, lang);
  if (analysis.method === "open") return t("coach.short.open");
  if (analysis.method === "solved") return t("coach.short.solved", { exploitability: amountText(analysis.exploitability || 0, lang) });
  if (analysis.method === "sampled") return t("coach.short.sampled", { worlds });
  return t(analysis.worlds === 1 ? "coach.short.exact-one" : "coach.short.exact", { worlds });
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

// --- reviews ---------------------------------------------------------------------------------

/**
 * A decision as a choice the kit can label: the analysed action when there is an analysis, else
 * (a forced move) what the action string itself names.
 * @param {ReviewDecision} d @returns {import("./words.js").Choice}
 */
export function decisionChoice(d) {
  const analysed = d.analysis && d.analysis.actions.find((a) => a.action === d.action);
  if (analysed) return choiceOf(analysed);
  const [verb, arg = ""] = d.action.split(" ");
  /** @type {import("./words.js").Choice} */
  const choice = { action: d.action, meaning: d.meaning };
  if ((verb === "play" || verb === "cover") && arg.startsWith("#")) choice.slot = Number(arg.slice(1));
  else if (verb === "play" || verb === "cover") choice.card = arg;
  return choice;
}

/** The engine's grade in words. @param {string | null} grade @param {Translate} t */
export function gradeText(grade, t) {
  return t(grade === null ? "coach.grade.forced" : `coach.grade.${grade}`);
}

/**
 * Every decision of a hand's review as a row: what was played, its value, the best move when it
 * was not this one, the grade.
 * @param {HandReview} review @param {Translate} t @param {string} lang @returns {ReviewRow[]}
 */
export function reviewRows(review, t, lang) {
  return review.decisions.map((d) => {
    const label = actionLabel(decisionChoice(d), t);
    const gradeWords = gradeText(d.grade, t);
    /** @type {ReviewRow} */
    const row = {
      index: d.index, round: d.round, label, grade: d.grade, gradeText: gradeWords,
      loss: d.loss || 0, value: "", digits: 1, interval: "", tag: "", bestLabel: "", bestValue: "", sentence: "",
    };
    const analysis = d.analysis;
    const played = analysis && analysis.actions.find((a) => a.action === d.action);
    if (!analysis || !played) {
      row.sentence = t("coach.review.forced", { round: d.round, move: label });
      return row;
    }
    const digits = row.loss ? /** @type {1 | 2} */ (Math.max(analysisDigits(analysis), amountDigits([row.loss]))) : analysisDigits(analysis);
    row.digits = digits;
    row.value = valueText(played.ev, lang, digits);
    row.interval = intervalText(played.ci95, t, lang, digits);
    row.tag = valueTag(played, t, lang, analysis.method, digits);
    const top = played.best ? null : analysis.actions.find((a) => a.best);
    if (top) {
      row.bestLabel = actionLabel(choiceOf(top), t);
      row.bestValue = valueText(top.ev, lang, digits);
      row.sentence = t("coach.review.other", { round: d.round, move: label, value: row.value, grade: gradeWords,
        best: row.bestLabel, bestValue: row.bestValue, loss: amountText(row.loss, lang, digits) });
    } else {
      row.sentence = t("coach.review.best", { round: d.round, move: label, value: row.value, grade: gradeWords });
    }
    return row;
  });
}

/** "3 best moves", "1 blunder". @param {string} grade @param {number} n @param {Translate} t */
function countOf(grade, n, t) {
  return t(`coach.count.${grade}.${n === 1 ? "one" : "many"}`, { n });
}

/**
 * A hand's review in one sentence: how many decisions, by grade, and the points given away.
 * @param {HandReview} review @param {Translate} t @param {string} lang
 */
export function reviewSummaryText(review, t, lang) {
  const s = review.summary;
  if (s.decisions === 0) return t("coach.review.none");
  const counts = GRADES.filter((g) => s.grades[g]).map((g) => countOf(g, s.grades[g], t));
  const forced = s.decisions - s.graded;
  if (forced) counts.push(countOf("forced", forced, t));
  const head = t(s.decisions === 1 ? "coach.review.one" : "coach.review.many", { n: s.decisions, counts: joinList(counts, t) });
  return `${head} ${t("coach.review.loss", { loss: amountText(s.loss, lang, amountDigits([s.loss])) })}`;
}

// --- a match ---------------------------------------------------------------------------------

/**
 * The match's figures from its hands' reviews (each the engine's): decisions, best moves, points
 * given away and the costliest decisions.
 * @param {HandReview[]} reviews @returns {MatchSummary}
 */
export function matchSummary(reviews) {
  /** @type {Record<string, number>} */
  const grades = Object.fromEntries(GRADES.map((g) => [g, 0]));
  let decisions = 0;
  let graded = 0;
  let loss = 0;
  /** @type {Mistake[]} */
  const costly = [];
  for (const review of reviews) {
    decisions += review.summary.decisions;
    graded += review.summary.graded;
    loss += review.summary.loss;
    for (const g of GRADES) grades[g] += review.summary.grades[g] || 0;
    for (const decision of review.decisions) {
      if (decision.grade && COSTLY.has(decision.grade)) costly.push({ hand: review.hand, decision });
    }
  }
  costly.sort((a, b) => (b.decision.loss || 0) - (a.decision.loss || 0) || a.hand - b.hand || a.decision.index - b.decision.index);
  return { decisions, graded, best: grades.best, grades, loss, worst: costly.slice(0, WORST) };
}

/**
 * The match summary in words: the share of best moves, the points given away per decision.
 * @param {MatchSummary} s @param {Translate} t @param {string} lang
 * @returns {{accuracy: string, perDecision: string, counts: string}}
 */
export function matchSummaryText(s, t, lang) {
  if (s.graded === 0) return { accuracy: t("coach.match.no-choices"), perDecision: "", counts: "" };
  const counts = GRADES.filter((g) => s.grades[g]).map((g) => countOf(g, s.grades[g], t));
  return {
    accuracy: t("coach.match.accuracy", { share: chanceText(s.best / s.graded, lang), best: s.best, graded: s.graded }),
    perDecision: t("coach.match.per-decision", { loss: amountText(s.loss / s.graded, lang, amountDigits([s.loss / s.graded])) }),
    counts: joinList(counts, t),
  };
}

/**
 * One of the match's costliest decisions in words ("Hand 3, round 2: Accept (worth 3), a blunder:
 * 1.9 points given away; best was Fold (-1.0).").
 * @param {Mistake} m @param {Translate} t @param {string} lang
 */
export function mistakeText(m, t, lang) {
  const [row] = reviewRows({ hand: m.hand, seat: 0, decisions: [m.decision], summary: { decisions: 1, graded: 1, grades: {}, loss: 0 }, outcome: null }, t, lang);
  return t("coach.match.mistake", { hand: m.hand + 1, round: m.decision.round, move: row.label, grade: row.gradeText,
    loss: amountText(row.loss, lang, row.digits), best: row.bestLabel, bestValue: row.bestValue });
}
