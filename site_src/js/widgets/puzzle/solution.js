// @ts-check
// puzzle's solution drawn, once solved or shown: the engine's solution in words, the coach's
// values of every move (a table, with each move's grade) or the hand played out, and the point.
// The table is the coach's (kit/coach.js): its column names, numbers, caption and method sentences.

import { methodLines, shortMethod, valueCaption } from "../../kit/coach.js";
import { el, uniqueId } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { puzzleBoard } from "../../kit/teach/board.js";
import { analysisRows, solutionLines } from "../../kit/teach/words.js";

/**
 * @typedef {import("../../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../../kit/protocol.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("../../kit/protocol.js").PuzzleSolution} PuzzleSolution
 * @typedef {{status: "open" | "solved" | "revealed", tries: number, misses: number}} Progress
 *   tries: answers checked; misses: the wrong ones
 */

/**
 * The solution in `solutionBox`, its heading focused.
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {HTMLElement} solutionBox @param {PuzzleView} view
 * @param {PuzzleSolution} solution @param {PuzzleVerdict} verdict @param {string} lang
 */
export function drawSolution(ctx, solutionBox, view, solution, verdict, lang) {
  const { t } = ctx;
  const headingId = uniqueId("truco-puzzle-answer");
  const h = el("h3", "truco-puzzle__question", t(verdict.revealed ? "puzzle.the-answer" : "puzzle.solved"));
  h.id = headingId;
  h.tabIndex = -1;
  solutionBox.setAttribute("aria-labelledby", headingId);
  const lines = solutionLines(view, solution, t, lang).map((line) => el("p", "truco-puzzle__solution-line", line));
  solutionBox.replaceChildren(h, ...lines);
  if (solution.kind === "play" && solution.analysis) {
    solutionBox.append(analysisTable(ctx, view, solution, lang));
  } else if (solution.after && (solution.kind === "hand" || solution.kind === "points")) {
    const after = el("div", "truco-puzzle__after");
    after.append(el("p", "truco-puzzle__after-title", t("puzzle.after")),
      puzzleBoard(t, view, { observation: solution.after, parts: ["rounds", "result"] }).node);
    solutionBox.append(after);
  }
  if (solution.point && solution.point[lang]) {
    const point = el("p", "truco-puzzle__point");
    point.append(el("strong", "", t("puzzle.point")), " ", solution.point[lang]);
    solutionBox.append(point);
  }
  solutionBox.hidden = false;
  solutionBox.dataset.kind = solution.kind;
  h.focus();
}

/**
 * The coach's values of every move, with the grade of each and how they were obtained, in the
 * coach's words (the Play page's table, plus the grade column).
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {PuzzleView} view @param {PuzzleSolution} solution
 * @param {string} lang
 */
function analysisTable(ctx, view, solution, lang) {
  const { t } = ctx;
  const analysis = /** @type {NonNullable<PuzzleSolution["analysis"]>} */ (solution.analysis);
  const wrap = el("div", "truco-puzzle__analysis");
  const table = el("table", "truco-puzzle__table");
  const caption = el("caption", "", t("puzzle.table.caption"));
  const headRow = el("tr");
  for (const key of ["coach.head.move", "coach.head.value", "coach.head.win", "coach.head.grade"]) {
    const th = el("th", "", t(key));
    th.scope = "col";
    headRow.append(th);
  }
  const thead = el("thead");
  thead.append(headRow);
  const tbody = el("tbody");
  for (const row of analysisRows(analysis, solution.grades || {}, t, lang)) {
    const tr = el("tr", row.best ? "truco-puzzle__row--best" : "");
    tr.dataset.action = row.action;
    tr.dataset.ev = String(row.ev);
    const th = el("th", "", row.label);
    th.scope = "row";
    tr.append(th, el("td", "", row.value), el("td", "", row.win), el("td", "", row.grade));
    tbody.append(tr);
  }
  table.append(caption, thead, tbody);
  const scroll = el("div", "truco-puzzle__table-wrap");
  scroll.tabIndex = 0; // a narrow screen scrolls the table: reachable by keyboard
  scroll.setAttribute("role", "region");
  scroll.setAttribute("aria-label", t("puzzle.table.caption"));
  scroll.append(table);
  // how the values were obtained: the coach's short method, its sentences behind it
  const how = el("details", "truco-puzzle__method truco-disclosure");
  how.append(el("summary", "", shortMethod(analysis, t, lang, { has: hasString })));
  for (const line of methodLines(analysis, t, lang, { has: hasString })) how.append(el("p", "", line));
  // what Value and Wins mean, and why they may disagree: the coach's caption
  const meaning = el("p", "truco-puzzle__method", valueCaption(t(view.players === 4 ? "coach.for.your-team" : "coach.for.you"), t));
  wrap.append(scroll, meaning, how);
  return wrap;
}
