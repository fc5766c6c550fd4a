// @ts-check
// eleven's values of the decision (pure): both options' values from the solved game (heads-up)
// or the coach's estimate with its interval (pairs, rules nobody solved), in words, where they
// come from, and the chance of winning at which playing pays off (the rules' values).

import { chanceText, countText, format, valueText } from "../../kit/coach.js";
import { pointsText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").ElevenSolution} ElevenSolution
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 * @typedef {Object} OptionValue what one option of the decision is worth, from the decider's seat
 * @property {number} ev expected points of the hand, the decider's team's minus the other's
 * @property {[number, number] | null} ci95 the 95% interval of a sampled estimate
 * @property {number | null} win the chance of winning the hand (null: not given)
 * @property {boolean} best the solution's (or the coach's) choice
 * @property {number | null} share how often the solution takes it (null for the coach)
 * @property {boolean} sure a value that is certain (what declining pays)
 * @property {number | null} match where the score decides (solved.by "match"), the chance to win
 *   the match after it; the coach's best is then the better of these (null otherwise)
 * @typedef {Object} DecisionValues the values of both options and where they come from
 * @property {"solved" | "estimate"} kind
 * @property {Record<string, OptionValue>} options by action ("accept", "fold")
 * @property {ElevenSolution} solution the engine's `eleven_solution` answer (the rules' values)
 * @property {Analysis | null} analysis the coach's analysis (estimates only)
 */

/**
 * Both options' values, from the solved decision, or (where nothing is solved) from the coach's
 * analysis; null while the analysis is missing.
 * @param {ElevenSolution} solution @param {Analysis | null} [analysis]
 * @returns {DecisionValues | null}
 */
export function decisionValues(solution, analysis = null) {
  const solved = solution.solved;
  if (solved && solved.by === "match") { // the score decides: the coach's answer for the match
    const option = (/** @type {string} */ action, /** @type {number} */ ev, /** @type {number} */ win) => (
      { ev, ci95: null, win, best: solved.choice === action, share: null, sure: action === "fold", match: solved.match[action] });
    return { kind: "solved", solution, analysis: null,
      options: { accept: option("accept", solved.value_accept, solved.win_chance), fold: option("fold", solved.value_decline, 0) } };
  }
  if (solved) {
    const p = solved.accept_probability;
    return {
      kind: "solved", solution, analysis: null,
      options: {
        accept: { ev: solved.value_accept, ci95: null, win: solved.win_chance, best: solved.accept, share: p, sure: false, match: null },
        fold: { ev: solved.value_decline, ci95: null, win: 0, best: !solved.accept, share: 1 - p, sure: true, match: null },
      },
    };
  }
  if (!analysis) return null;
  /** @type {Record<string, OptionValue>} */
  const options = {};
  for (const a of analysis.actions) {
    // declining is certain: what it pays (the engine's win for it is 0)
    const sure = a.meaning === "decline-eleven";
    options[a.action] = { ev: a.ev, ci95: a.ci95, win: a.win, best: a.action === analysis.choice, share: null, sure, match: null };
  }
  return { kind: "estimate", solution, analysis, options };
}

/**
 * Points, signed, as the coach writes a value (kit valueText) with two decimals, the lab's
 * typographic minus: "+1.92", "−1.00". Two decimals: the solved decision's values sit close to
 * each other and to the values the lab page prints.
 * @param {number} x @param {string} lang
 */
export function pointsValue(x, lang) {
  return valueText(x, lang, 2).replace("-", "−");
}

/** A small number of points, as many decimals as it needs: "0.0001". @param {number} x @param {string} lang */
function smallNumber(x, lang) {
  return format(lang, "small", { maximumSignificantDigits: 2 }).format(x);
}

/**
 * What one option is worth, in words: exact (solved), certain (declining) or estimated.
 * @param {OptionValue} v @param {"solved" | "estimate"} kind @param {Translate} t @param {string} lang
 */
export function optionValueText(v, kind, t, lang) {
  const value = pointsValue(v.ev, lang);
  if (v.sure) return t("eleven.value.sure", { value });
  const win = v.win === null ? "" : chanceText(v.win, lang);
  if (kind === "solved") return t("eleven.value.solved", { value, win });
  if (v.ci95) return t("eleven.value.estimate", { value, win, low: pointsValue(v.ci95[0], lang), high: pointsValue(v.ci95[1], lang) });
  return t("eleven.value.estimate-exact", { value, win });
}

/** The mark of the option the solution (or the coach) takes, or "". @param {OptionValue} v @param {Translate} t @param {string} lang */
export function bestText(v, t, lang) {
  if (typeof v.match === "number") {
    const match = chanceText(v.match, lang);
    return t(v.best ? "eleven.best.match" : "eleven.match-chance", { match });
  }
  if (v.share !== null) {
    if (v.share >= 1) return t("eleven.best.solved");
    return v.share > 0 ? t("eleven.best.mixed", { share: chanceText(v.share, lang) }) : "";
  }
  return v.best ? t("eleven.best.coach") : "";
}

/**
 * Where the values come from: the solved game with its exploitability, or the coach's estimate
 * (why nothing is solved, and how the analysis was made).
 * @param {DecisionValues} values @param {Translate} t @param {string} lang
 */
export function methodText(values, t, lang) {
  const solved = values.solution.solved;
  if (values.kind === "solved" && solved) return t("eleven.method.solved", { exploitability: smallNumber(solved.exploitability, lang) });
  const why = t(values.solution.reason === "pairs" ? "eleven.method.why-pairs" : "eleven.method.why-rules");
  const a = values.analysis;
  if (!a) return why;
  const worlds = countText(a.worlds, lang);
  return `${why} ${t(a.method === "sampled" ? "eleven.method.sampled" : "eleven.method.every-deal", { worlds })}`;
}

/**
 * The chance of winning above which playing beats declining, from the rules' values the engine
 * gave: "Playing wins or loses 3 points; declining costs 1 point. ... more than 1 in 3 ...", and
 * where the score decides, the line counted in matches at this score.
 * @param {ElevenSolution} solution @param {Translate} t @param {string} lang
 */
export function breakEvenText(solution, t, lang) {
  const { numerator: n, denominator: d } = solution.break_even;
  const points = t("eleven.break-even", {
    value: solution.eleven_value, pays: pointsText(solution.fold_pays, t), chance: t("eleven.one-in", { n, d }),
  });
  if (!solution.solved || solution.solved.by !== "match") return points;
  return `${points} ${t("eleven.break-even-match", { chance: chanceText(solution.break_even_match.chance, lang) })}`;
}
