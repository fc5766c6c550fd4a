// @ts-check
// puzzle's worksheet: every puzzle of the set drawn as the student sees it, the answers as boxes
// to tick, and on request the answer key (from the engine), on a page of its own when printed.

import { button, el } from "../../kit/dom.js";
import { operations } from "../../kit/operation.js";
import { hasString, pageData } from "../../kit/page.js";
import { actionLabel, errorText, isEngineDown } from "../../kit/words.js";
import { puzzleBoard } from "../../kit/teach/board.js";
import { questionText, seatLine, situationLine, solutionLines, titleText, whoOptions } from "../../kit/teach/words.js";
import { SHEET_MAX } from "./requests.js";

/**
 * @typedef {import("../../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../../kit/protocol.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("../../kit/protocol.js").PuzzleSolution} PuzzleSolution
 * @typedef {{status: "open" | "solved" | "revealed", tries: number, misses: number}} Progress
 *   tries: answers checked; misses: the wrong ones
 */


/**
 * The worksheet: every puzzle of the set drawn as the student sees it, the answers as boxes to
 * tick, and on request the answer key (from the engine), on a page of its own when printed.
 * @param {HTMLElement} root @param {import("../../kit/types.js").WidgetContext} ctx @param {HTMLElement} box
 * @param {string[]} refs @param {string} title @param {(text: string) => void} warn
 */
export async function sheet(root, ctx, box, refs, title, warn) {
  const { t } = ctx;
  const lang = pageData().lang;
  const shown = refs.slice(0, SHEET_MAX);
  if (refs.length > SHEET_MAX) warn(t("puzzle.sheet.cut", { n: SHEET_MAX, total: refs.length }));
  root.dataset.mode = "sheet";
  const head = el("div", "truco-puzzle__sheet-head");
  head.append(el("h2", "truco-puzzle__sheet-title", title || t("puzzle.sheet.title")));
  head.append(el("p", "truco-puzzle__sheet-lines", t("puzzle.sheet.name")));
  head.append(el("p", "truco-puzzle__sheet-intro", t("puzzle.sheet.intro")));
  const tools = el("div", "truco-puzzle__sheet-tools");
  const printButton = button(t("puzzle.sheet.print"), () => window.print());
  printButton.dataset.role = "print";
  const keyButton = button(t("puzzle.sheet.add-key"), () => addKey());
  keyButton.dataset.role = "answer-key";
  tools.append(printButton, keyButton, el("span", "truco-puzzle__sheet-tip", t("puzzle.sheet.tip")));
  const list = el("ol", "truco-puzzle__sheet-list");
  const key = el("section", "truco-puzzle__key");
  key.hidden = true;
  box.append(head, tools, list, key);
  /** @type {(PuzzleView | null)[]} */
  const views = [];
  for (const [i, ref] of shown.entries()) {
    const item = el("li", "truco-puzzle__sheet-item");
    item.dataset.puzzle = ref;
    try {
      const view = /** @type {PuzzleView} */ (await ctx.ask("puzzle", { puzzle: ref }));
      views.push(view);
      item.append(el("h3", "truco-puzzle__sheet-q", `${i + 1}. ${titleText(view, lang, t)}`));
      if (view.note) item.append(el("p", "truco-puzzle__note-text", view.note));
      item.append(el("p", "truco-puzzle__seat", `${seatLine(view, t)} ${situationLine(view, t)}`));
      const board = el("div", "truco-puzzle__board");
      board.append(puzzleBoard(t, view, { parts: ["vira", "seats", "rounds", "history"] }).node);
      item.append(board, el("p", "truco-puzzle__question", questionText(view.kind, t)));
      item.append(tickBoxes(ctx, view));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      views.push(null);
      item.append(el("p", "truco-teach-notice", t("puzzle.link.bad", { n: i + 1, why: errorText(err, t, { has: hasString }).text })));
    }
    list.append(item);
  }

  const run = operations(ctx, (err) => warn(errorText(err, t, { has: hasString }).text));
  const addKey = run(async () => {
    keyButton.disabled = true;
    const entries = el("ol", "truco-puzzle__key-list");
    for (const [i, ref] of shown.entries()) {
      const view = views[i];
      if (!view) continue;
      const verdict = /** @type {PuzzleVerdict} */ (await ctx.ask("puzzle_check", { puzzle: ref, reveal: true }));
      const solution = /** @type {PuzzleSolution} */ (verdict.solution);
      const item = el("li", "truco-puzzle__key-item");
      item.value = i + 1;
      item.append(el("strong", "", titleText(view, lang, t)));
      for (const line of solutionLines(view, solution, t, lang)) item.append(el("p", "truco-puzzle__solution-line", line));
      if (solution.point && solution.point[lang]) item.append(el("p", "truco-puzzle__point", solution.point[lang]));
      entries.append(item);
    }
    key.replaceChildren(el("h2", "truco-puzzle__sheet-title", t("puzzle.sheet.key")), entries);
    key.hidden = false;
    root.dataset.key = "shown";
  });

  root.replaceChildren(box);
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
}

/**
 * The answers of a worksheet question as boxes to tick (and lines to write the reason on).
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {PuzzleView} view
 */
function tickBoxes(ctx, view) {
  const { t } = ctx;
  const wrap = el("div", "truco-puzzle__ticks");
  /** @type {string[]} */
  let labels = [];
  if (view.kind === "play") {
    const choices = new Map(view.observation.choices.map((c) => [c.action, c]));
    labels = (view.options.actions || []).map((a) => {
      const choice = choices.get(a);
      return choice ? actionLabel(choice, t) : a;
    });
  } else if (view.kind !== "points") labels = whoOptions(view, t).map((o) => o.label);
  const list = el("ul", "truco-puzzle__tick-list");
  for (const label of labels) list.append(el("li", "truco-puzzle__tick", label));
  if (labels.length) wrap.append(list);
  if (view.kind === "points") wrap.append(el("p", "truco-puzzle__write", t("puzzle.sheet.points")));
  // a reason to write: the ones the puzzle checks, and for a move the student's own
  if (view.options.why || view.kind === "play") wrap.append(el("p", "truco-puzzle__write", t("puzzle.sheet.why")));
  return wrap;
}
