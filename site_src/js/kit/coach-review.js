// @ts-check
// The coach's grades in words (kit addition: coach-ui): a grade, a finished hand's review
// (`game_review`) and a match's summary added up from its hands' reviews, as the Play and
// Analysis pages show them. Pure functions of the engine's answers, a translator and the page's
// language: the grades, their order and which of them pass are the engine's (page data,
// kit/page.js catalog()), every value and loss the engine's review. The analysis in words: coach.js.
//
//   reviewRows(review, t, "en") -> [{label: "Play 6♣", grade: "good", sentence: "…", ...}, ...]
//   matchSummaryText(matchSummary(reviews), t, "en").accuracy -> "Best moves: 75% (6 of 8)."

import { analysisDigits, choiceOf, intervalText, referenceBest, valueTag } from "./coach.js";
import { amountDigits, amountText, chanceText, valueText } from "./numbers.js";
import { catalog } from "./page.js";
import { actionLabel, joinList } from "./words.js";

/**
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {import("./protocol.js").HandReview} HandReview
 * @typedef {import("./protocol.js").ReviewDecision} ReviewDecision
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
 * @property {number} loss points given away in all (in the decisions judged by points)
 * @property {number} byPoints the graded decisions judged by points (the others by the match,
 *   where the score decided: their loss is a chance, not points)
 * @property {Mistake[]} worst the costliest decisions that did not pass (inaccuracies, mistakes,
 *   blunders), worst first
 */

/** How many of the worst decisions a match summary lists. */
export const WORST = 3;

/** The engine's grades, best first (truco.coach.grades.GRADE_NAMES, page data). @returns {readonly string[]} */
export function grades() {
  return catalog().grades;
}

/**
 * Whether the engine's grade counts as a right answer (a lesson's step, as a puzzle's move: the
 * engine's passing grades, page data). @param {string | null | undefined} grade
 */
export function passes(grade) {
  return typeof grade === "string" && catalog().passing.includes(grade);
}

/** Whether a decision's grade is a costly one: graded, and not passing. @param {string | null | undefined} grade */
function costly(grade) {
  return typeof grade === "string" && !passes(grade);
}

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
    // the best move named is the one the loss is measured from (in a mix, the one worth the most)
    const top = played.best ? null : referenceBest(analysis);
    if (d.by === "match") { // the score decided: the move's chance to win the match, and what it gave away of it
      row.value = chanceText(played.match, lang);
      row.bestLabel = top ? actionLabel(choiceOf(top), t) : "";
      row.bestValue = top ? chanceText(top.match, lang) : "";
      row.sentence = top
        ? t("coach.review.other-match", { round: d.round, move: label, value: row.value, grade: gradeWords,
          best: row.bestLabel, bestValue: row.bestValue, loss: percentagePoints(row.loss, lang) })
        : t("coach.review.best-match", { round: d.round, move: label, value: row.value, grade: gradeWords });
      return row;
    }
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
  const counts = grades().filter((g) => s.grades[g]).map((g) => countOf(g, s.grades[g], t));
  const forced = s.decisions - s.graded;
  if (forced) counts.push(countOf("forced", forced, t));
  const head = t(s.decisions === 1 ? "coach.review.one" : "coach.review.many", { n: s.decisions, counts: joinList(counts, t) });
  const lost = `${head} ${t("coach.review.loss", { loss: amountText(s.loss, lang, amountDigits([s.loss])) })}`;
  return s.by_match ? `${lost} ${t("coach.review.match-loss", { loss: percentagePoints(s.match_loss || 0, lang) })}` : lost;
}

/** A chance given away as percentage points ("8.5"), as the coach's amounts are written. @param {number} chance @param {string} lang */
function percentagePoints(chance, lang) {
  return amountText(100 * chance, lang, amountDigits([100 * chance]));
}

// --- a match ---------------------------------------------------------------------------------

/**
 * The match's figures from its hands' reviews (each the engine's): decisions, best moves, points
 * given away and the costliest decisions.
 * @param {HandReview[]} reviews @returns {MatchSummary}
 */
export function matchSummary(reviews) {
  const names = grades();
  /** @type {Record<string, number>} */
  const counted = Object.fromEntries(names.map((g) => [g, 0]));
  let decisions = 0;
  let graded = 0;
  let loss = 0;
  let byPoints = 0; // the decisions judged by points: what `loss` is averaged over
  /** @type {Mistake[]} */
  const worst = [];
  for (const review of reviews) {
    decisions += review.summary.decisions;
    graded += review.summary.graded;
    loss += review.summary.loss;
    byPoints += review.summary.graded - (review.summary.by_match || 0);
    for (const g of names) counted[g] += review.summary.grades[g] || 0;
    for (const decision of review.decisions) {
      if (costly(decision.grade)) worst.push({ hand: review.hand, decision });
    }
  }
  // costliest first by the grades' scale (a share of the stake, or of the chance to win the match)
  worst.sort((a, b) => (b.decision.share || 0) - (a.decision.share || 0) || a.hand - b.hand || a.decision.index - b.decision.index);
  return { decisions, graded, byPoints, best: counted[names[0]] ?? 0, grades: counted, loss, worst: worst.slice(0, WORST) };
}

/**
 * The match summary in words: the share of best moves, the points given away per decision.
 * @param {MatchSummary} s @param {Translate} t @param {string} lang
 * @returns {{accuracy: string, perDecision: string, counts: string}}
 */
export function matchSummaryText(s, t, lang) {
  if (s.graded === 0) return { accuracy: t("coach.match.no-choices"), perDecision: "", counts: "" };
  const counts = grades().filter((g) => s.grades[g]).map((g) => countOf(g, s.grades[g], t));
  return {
    accuracy: t("coach.match.accuracy", { share: chanceText(s.best / s.graded, lang), best: s.best, graded: s.graded }),
    perDecision: s.byPoints ? t("coach.match.per-decision", { loss: amountText(s.loss / s.byPoints, lang, amountDigits([s.loss / s.byPoints])) }) : "",
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
  if (m.decision.by === "match") {
    return t("coach.match.mistake-match", { hand: m.hand + 1, round: m.decision.round, move: row.label, grade: row.gradeText,
      loss: percentagePoints(row.loss, lang), best: row.bestLabel, bestValue: row.bestValue });
  }
  return t("coach.match.mistake", { hand: m.hand + 1, round: m.decision.round, move: row.label, grade: row.gradeText,
    loss: amountText(row.loss, lang, row.digits), best: row.bestLabel, bestValue: row.bestValue });
}
