// @ts-check
// Drawing the coach at the training table: the hint (the kit's table of values for the reader's
// choices), the review of a finished hand (each decision with its value, the best alternative and
// the engine's grade) and the match summary (share of best moves, points given away per decision,
// the costliest decisions). Each decision and mistake has a button that reopens its position in
// the analysis page; the position's code (which names every card dealt) is asked of the engine
// only when the reader presses it.

import { gradeText, matchSummaryText, mistakeText, reviewRows, reviewSummaryText } from "../../kit/coach-review.js";
import { coachValues } from "../../kit/coach-view.js";
import { button, el } from "../../kit/dom.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 * @typedef {import("../../kit/protocol.js").HandReview} HandReview
 * @typedef {import("../../kit/coach-review.js").MatchSummary} MatchSummary
 * @typedef {(hand: number, step: number) => void} OnOpen open a decision in the analysis page
 */

/**
 * The hint: the coach's values for the reader's choices at this position.
 * @param {Translate} t @param {string} lang @param {Analysis} analysis
 * @param {{forWhom: string, id: string, live: boolean, has: (key: string) => boolean}} options
 */
export function drawHint(t, lang, analysis, { forWhom, id, live, has }) {
  const box = el("section", "truco-play-table__coach");
  box.dataset.role = "coach";
  box.setAttribute("aria-labelledby", id);
  const title = el("h2", "truco-play-table__coach-title", t("play-table.coach.title"));
  title.id = id;
  box.append(title, coachValues(t, lang, analysis, { forWhom, showTime: live, has }));
  return box;
}

/** The hint while the engine works it out, or why it could not. @param {string} text @param {string} role */
export function drawCoachNote(text, role) {
  const note = el("p", "truco-play-table__coach-note", text);
  note.dataset.role = role;
  return note;
}

/**
 * An "open in analysis" button for one decision.
 * @param {Translate} t @param {number} hand @param {number} step @param {string} context said after the button's text
 * @param {OnOpen} onOpen
 */
function openButton(t, hand, step, context, onOpen) {
  const b = button(t("play-table.coach.open"), () => onOpen(hand, step), "md-button truco-button truco-play-table__open");
  b.dataset.role = "open-analysis";
  b.dataset.hand = String(hand);
  b.dataset.step = String(step);
  b.append(el("span", "truco-play-table__sr", ` (${context})`));
  return b;
}

/**
 * The review of a finished hand: a sentence for the whole hand, then each decision.
 * @param {Translate} t @param {string} lang @param {HandReview} review
 * @param {{id: string, onOpen: OnOpen, handBase?: number}} options handBase: the match's hands
 *   before the first one dealt on the page (added to the hand's number)
 */
export function drawReview(t, lang, review, { id, onOpen, handBase = 0 }) {
  const box = el("section", "truco-play-table__review");
  box.dataset.role = "review";
  box.dataset.hand = String(review.hand);
  box.setAttribute("aria-labelledby", id);
  const title = el("h3", "truco-play-table__review-title", t("play-table.coach.review-title", { n: review.hand + 1 + handBase }));
  title.id = id;
  const summary = el("p", "truco-play-table__review-summary", reviewSummaryText(review, t, lang));
  summary.dataset.role = "review-summary";
  box.append(title, summary);
  const list = el("ol", "truco-play-table__review-list");
  for (const row of reviewRows(review, t, lang)) {
    const item = el("li", "truco-play-table__decision");
    item.dataset.grade = row.grade || "forced";
    item.dataset.index = String(row.index);
    const grade = el("span", `truco-play-table__grade truco-play-table__grade--${row.grade || "forced"}`, gradeText(row.grade, t));
    grade.setAttribute("aria-hidden", "true");
    const text = el("span", "truco-play-table__decision-text", row.sentence);
    const tools = el("span", "truco-play-table__decision-tools");
    if (row.tag) tools.append(el("span", "truco-play-table__decision-tag", row.tag));
    if (row.grade !== null) tools.append(openButton(t, review.hand, row.index, t("play-table.coach.round-n", { n: row.round }), onOpen));
    item.append(grade, text, tools);
    list.append(item);
  }
  box.append(list);
  if (review.decisions.some((d) => d.grade !== null)) box.append(el("p", "truco-play-table__review-note", t("coach.grades-note")));
  return box;
}

/**
 * The match summary: the share of best moves, the points given away per decision, the costliest
 * decisions with a button to each.
 * @param {Translate} t @param {string} lang @param {MatchSummary} summary
 * @param {{id: string, onOpen: OnOpen, handBase?: number}} options
 */
export function drawMatchReview(t, lang, summary, { id, onOpen, handBase = 0 }) {
  const box = el("section", "truco-play-table__match-review");
  box.dataset.role = "match-review";
  box.setAttribute("aria-labelledby", id);
  box.dataset.best = String(summary.best);
  box.dataset.graded = String(summary.graded);
  const title = el("h3", "truco-play-table__review-title", t("play-table.coach.match-title"));
  title.id = id;
  box.append(title);
  const words = matchSummaryText(summary, t, lang);
  const figures = el("p", "truco-play-table__match-figures");
  figures.dataset.role = "accuracy";
  figures.append(el("strong", "", words.accuracy));
  if (words.perDecision) figures.append(" ", el("span", "", words.perDecision));
  box.append(figures);
  if (words.counts) box.append(el("p", "truco-play-table__match-counts", `${words.counts}.`));
  if (summary.graded === 0) return box;
  if (summary.worst.length === 0) {
    box.append(el("p", "truco-play-table__match-clean", t("play-table.coach.no-mistakes")));
    return box;
  }
  box.append(el("p", "truco-play-table__match-worst-title", t("play-table.coach.worst")));
  const list = el("ol", "truco-play-table__review-list truco-play-table__match-worst");
  for (const m of summary.worst) {
    const item = el("li", "truco-play-table__decision");
    item.dataset.grade = m.decision.grade || "";
    item.dataset.hand = String(m.hand);
    item.dataset.index = String(m.decision.index);
    const grade = el("span", `truco-play-table__grade truco-play-table__grade--${m.decision.grade}`, gradeText(m.decision.grade, t));
    grade.setAttribute("aria-hidden", "true");
    const tools = el("span", "truco-play-table__decision-tools");
    tools.append(openButton(t, m.hand, m.decision.index, t("play-table.coach.hand-round", { hand: m.hand + 1 + handBase, round: m.decision.round }), onOpen));
    item.append(grade, el("span", "truco-play-table__decision-text", mistakeText(m, t, lang)), tools);
    list.append(item);
  }
  box.append(list);
  return box;
}
