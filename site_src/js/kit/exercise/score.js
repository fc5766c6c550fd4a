// @ts-check
// The exercise mode's pure parts: which mode a link opens, the running score (kept for the visit
// in sessionStorage) and the grading of answers against what the engine's answer makes right.

/**
 * @typedef {import("../words.js").Translate} Translate
 * @typedef {{right: number, total: number}} Score
 * @typedef {import("../exercise.js").Group} Group
 */

/**
 * Whether the widget opens in exercise mode: the link says so (`ex` 1 or 0); a link to an
 * explored state (any other of the widget's parameters) opens it in explore mode; else the
 * reader's last choice for this widget.
 * @param {Record<string, string>} params the widget's link parameters
 * @param {string | null} stored "1" when the reader last left the widget in exercise mode
 */
export function wantsExercise(params, stored) {
  if (params.ex === "1") return true;
  if (params.ex !== undefined) return false;
  if (Object.keys(params).some((name) => name !== "q")) return false;
  return stored === "1" || params.q !== undefined;
}

/** The running score in words. @param {Score} score @param {Translate} t */
export function scoreText(score, t) {
  return score.total === 0 ? t("exercise.score-none") : t("exercise.score", { right: score.right, total: score.total });
}

/**
 * Whether the answers match what the engine's answer makes right, part by part (a part that is
 * not needed is not graded).
 * @param {Group[]} groups @param {Record<string, string>} answers @param {Record<string, string[]>} correct
 * @returns {{right: boolean, parts: Record<string, boolean>}}
 */
export function gradeAnswers(groups, answers, correct) {
  /** @type {Record<string, boolean>} */
  const parts = {};
  for (const group of groups) {
    if (group.needed && !group.needed(answers)) continue;
    parts[group.name] = (correct[group.name] || []).includes(answers[group.name]);
  }
  return { right: Object.values(parts).every(Boolean), parts };
}

const SCORE_KEY = "truco-lab.exercise.score.";
/** The key of the reader's last mode of a widget (kit/dom.js store). */
export const MODE_KEY = "truco-lab.exercise.mode.";

/** The visit's score of a widget (sessionStorage, else this page's memory). */
const memory = /** @type {Map<string, Score>} */ (new Map());

/** @param {string} name @returns {Score} */
export function loadScore(name) {
  const kept = memory.get(name);
  if (kept) return { ...kept };
  try {
    const data = JSON.parse(sessionStorage.getItem(SCORE_KEY + name) || "null");
    if (data && Number.isInteger(data.right) && Number.isInteger(data.total) && data.right >= 0 && data.right <= data.total) {
      return { right: data.right, total: data.total };
    }
  } catch {
    // no storage, or unreadable: a new score
  }
  return { right: 0, total: 0 };
}

/** @param {string} name @param {Score} score */
export function saveScore(name, score) {
  memory.set(name, { ...score });
  try {
    sessionStorage.setItem(SCORE_KEY + name, JSON.stringify(score));
  } catch {
    // the score lasts for this page only
  }
}
