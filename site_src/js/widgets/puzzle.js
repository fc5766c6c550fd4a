// @ts-check
// puzzle: a question about a position, answered by the student and checked by the engine — one
// puzzle, a sequence of them (a teacher's set, stepped through like the chapters of a study), or a
// printable worksheet of the set with its answer key on a separate page.
//
//   <div data-widget="puzzle"></div>
//   ?puzzle.p=ties-1,Q1...   the puzzles (gallery ids or sealed codes), in order; none: the gallery
//   ?puzzle.n=3              the puzzle shown (from 1)
//   ?puzzle.title=...        the set's title (plain text)
//   ?puzzle.sheet=1          the worksheet: every position drawn, the answer key on request
//
// The page never holds the answer before the student gives one: the question comes from the
// engine's `puzzle` op (the student's seat's view, nothing hidden, nothing decided after the last
// move), each answer goes to `puzzle_check`, and the solution comes back only once solved or when
// the student asks for it. Questions are data (a kind from a fixed list); a teacher's note is
// plain text, drawn as text.

import { copyLink } from "../kit/copy-link.js";
import { button, el, uniqueId } from "../kit/dom.js";
import { operations } from "../kit/operation.js";
import { hasString, pageData } from "../kit/page.js";
import { actionLabel, capitalize, errorText, isEngineDown } from "../kit/words.js";
import { puzzleBoard } from "../kit/teach/board.js";
import { notice as noticeBox, textField } from "../kit/teach/parts.js";
import { parseRefs } from "../kit/teach/links.js";
import { cleanTitle } from "../kit/teach/set.js";
import {
  analysisRows, levelText, methodText, questionText, seatLine, situationLine, solutionLines, summaryText, titleText, topicText,
  verdictText, whoOptions, whyOptions,
} from "../kit/teach/words.js";

/**
 * @typedef {import("../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../kit/protocol.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("../kit/protocol.js").PuzzleSolution} PuzzleSolution
 * @typedef {import("../kit/initial.js").Request} Request
 * @typedef {{status: "open" | "solved" | "revealed", tries: number, misses: number}} Progress
 *   tries: answers checked; misses: the wrong ones
 */

/** The most puzzles a worksheet draws (a sequence may hold more; the sheet says so). */
export const SHEET_MAX = 24;

/**
 * The puzzles a link names, and what it left out.
 * @param {Record<string, string>} params the widget's URL parameters (without `puzzle.`)
 */
export function linkedRefs(params) {
  return parseRefs(params.p);
}

/**
 * The requests the widget makes when it opens: the linked puzzles' questions (the one shown, or
 * every one of a worksheet); without puzzles, the gallery's list and its first puzzle.
 * @param {import("../kit/initial.js").OpenState} state
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ params }, answered = () => undefined) {
  const { refs } = linkedRefs(params);
  if (refs.length === 0) {
    const list = { op: "puzzle_list", args: {} };
    const known = answered(list);
    return known && known.puzzles && known.puzzles.length ? [list, { op: "puzzle", args: { puzzle: known.puzzles[0].id } }] : [list];
  }
  if (params.sheet === "1") return refs.slice(0, SHEET_MAX).map((ref) => ({ op: "puzzle", args: { puzzle: ref } }));
  return [{ op: "puzzle", args: { puzzle: refs[indexOf(params.n, refs.length)] } }];
}

/** The index shown (from 0) for a link's `n` (from 1). @param {string | undefined | null} n @param {number} total */
export function indexOf(n, total) {
  const value = /^\d{1,3}$/.test(n || "") ? Number(n) : 1;
  return Math.min(Math.max(value, 1), Math.max(total, 1)) - 1;
}

/** Progress through a sequence, kept while the visit lasts (instant navigation remounts). */
const progressKept = new Map();

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const lang = pageData().lang;
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of ["p", "n", "title", "sheet"]) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value;
  }
  const linked = linkedRefs(params);
  const title = cleanTitle(params.title);
  const box = el("div", "truco-puzzle");
  const notice = noticeBox();
  box.append(notice);

  /** @param {string} text */
  function warn(text) {
    notice.textContent = notice.hidden ? text : `${notice.textContent} ${text}`;
    notice.hidden = false;
  }
  /** @param {unknown} err */
  const reason = (err) => errorText(err, t, { has: hasString }).text;

  let refs = linked.refs;
  if (params.p !== undefined && (linked.dropped > 0 || refs.length === 0)) {
    warn(refs.length ? t("puzzle.link.dropped", { n: linked.dropped }) : t("puzzle.link.none"));
  }
  if (refs.length === 0) {
    const list = await ctx.ask("puzzle_list", {});
    refs = list.puzzles.map((p) => p.id);
  }
  if (params.sheet === "1") {
    await sheet(root, ctx, box, refs, title, warn);
    return;
  }

  // --- one puzzle at a time -------------------------------------------------------------------
  const key = refs.join(",");
  /** @type {Progress[]} */
  const progress = progressKept.get(key) || refs.map(() => ({ status: "open", tries: 0, misses: 0 }));
  progressKept.set(key, progress);
  let index = indexOf(params.n, refs.length);

  const head = el("div", "truco-puzzle__sequence");
  const count = el("p", "truco-puzzle__count");
  count.setAttribute("aria-live", "polite");
  const nav = el("div", "truco-puzzle__nav");
  const prev = button(t("puzzle.previous"), () => go(index - 1));
  prev.dataset.role = "previous";
  const next = button(t("puzzle.next"), () => go(index + 1));
  next.dataset.role = "next";
  nav.append(prev, next);
  const dots = el("ol", "truco-puzzle__dots");
  dots.setAttribute("aria-label", t("puzzle.progress"));
  head.append(count, nav, dots);
  head.hidden = refs.length < 2;
  if (title) head.prepend(el("p", "truco-puzzle__set-title", title));

  const stage = el("div", "truco-puzzle__stage");
  const summary = el("p", "truco-puzzle__summary");
  summary.hidden = true;
  const foot = el("div", "truco-puzzle__foot");
  foot.append(copyLink(ctx, () => ctx.url.href(), { label: t("puzzle.copy") }));
  box.append(head, stage, summary, foot);

  const run = operations(ctx, (err) => {
    feedbackLine(reason(err));
  });
  /** @type {(text: string) => void} */
  let feedbackLine = (text) => warn(text);

  function drawProgress() {
    count.textContent = t("puzzle.count", { n: index + 1, total: refs.length });
    prev.disabled = index === 0;
    next.disabled = index >= refs.length - 1;
    dots.replaceChildren(...progress.map((p, i) => {
      const item = el("li", `truco-puzzle__dot truco-puzzle__dot--${p.status}`);
      if (i === index) {
        item.classList.add("truco-puzzle__dot--current");
        item.setAttribute("aria-current", "step");
      }
      item.dataset.status = p.status;
      const link = el("a", "truco-puzzle__dot-link", String(i + 1));
      const url = new URL(location.href);
      url.searchParams.set("puzzle.n", String(i + 1));
      link.href = url.href;
      link.setAttribute("aria-label", t("puzzle.dot", { n: i + 1, status: t(`puzzle.status.${p.status}`) }));
      link.addEventListener("click", (event) => {
        event.preventDefault();
        go(i);
      });
      item.append(link);
      return item;
    }));
    const done = progress.filter((p) => p.status !== "open").length;
    summary.hidden = refs.length < 2 || done === 0;
    summary.textContent = summaryText(progress, t);
  }

  /** @param {number} to */
  async function go(to) {
    if (to < 0 || to >= refs.length || to === index) return;
    index = to;
    ctx.url.set({ n: refs.length > 1 ? index + 1 : null });
    await run(() => show(true))();
  }

  /** @param {boolean} focus move the focus to the new puzzle's title */
  async function show(focus) {
    drawProgress();
    const ref = refs[index];
    let view;
    try {
      view = /** @type {PuzzleView} */ (await ctx.ask("puzzle", { puzzle: ref }));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      const failed = el("div", "truco-puzzle__card truco-puzzle__card--error");
      failed.append(el("p", "truco-teach-notice", t("puzzle.link.bad", { n: index + 1, why: reason(err) })));
      stage.replaceChildren(failed);
      root.dataset.puzzle = "";
      return;
    }
    if (refs[index] !== ref) return;
    const card = solveCard(ctx, view, ref, lang, progress[index], {
      onProgress: () => drawProgress(),
      onNext: index < refs.length - 1 ? () => go(index + 1) : null,
      setFeedback: (fn) => { feedbackLine = fn; },
    });
    stage.replaceChildren(card.node);
    root.dataset.puzzle = ref;
    root.dataset.kind = view.kind;
    if (focus) card.focusTitle();
  }

  root.replaceChildren(box);
  await show(false);
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
}

/**
 * One puzzle to solve: its board, its question, the answers, the feedback, and the solution once
 * solved or shown.
 * @param {import("../app.js").WidgetContext} ctx @param {PuzzleView} view @param {string} ref
 * @param {string} lang @param {Progress} progress
 * @param {{onProgress: () => void, onNext: (() => void) | null, setFeedback: (fn: (text: string) => void) => void}} hooks
 */
function solveCard(ctx, view, ref, lang, progress, hooks) {
  const { t } = ctx;
  const node = el("article", "truco-puzzle__card");
  node.dataset.kind = view.kind;
  const titleId = uniqueId("truco-puzzle-title");
  const heading = el("h2", "truco-puzzle__title", titleText(view, lang, t));
  heading.id = titleId;
  heading.tabIndex = -1;
  node.setAttribute("aria-labelledby", titleId);
  const meta = el("p", "truco-puzzle__meta");
  const tags = [];
  if (view.topic) tags.push(topicText(view.topic, t));
  if (view.level) tags.push(levelText(view.level, t));
  tags.push(t("puzzle.rules", { rules: hasString(`preset.${view.preset}`) ? t(`preset.${view.preset}`) : view.preset }));
  if (typeof view.rules === "object") tags.push(t("puzzle.rules-changed"));
  meta.textContent = tags.join(" · ");
  node.append(heading, meta);
  if (view.note) {
    const note = el("div", "truco-puzzle__note");
    note.append(el("p", "truco-puzzle__note-label", t("puzzle.note")), el("p", "truco-puzzle__note-text", view.note));
    node.append(note);
  }
  node.append(el("p", "truco-puzzle__seat", `${seatLine(view, t)} ${situationLine(view, t)}`));
  const board = el("div", "truco-puzzle__board");
  board.append(puzzleBoard(t, view).node);
  node.append(board);

  // the question and its answers
  const ask = el("section", "truco-puzzle__ask");
  const questionId = uniqueId("truco-puzzle-question");
  const question = el("h3", "truco-puzzle__question", questionText(view.kind, t));
  question.id = questionId;
  question.tabIndex = -1;
  const answers = el("div", "truco-puzzle__answers");
  answers.setAttribute("role", "group");
  answers.setAttribute("aria-labelledby", questionId);
  const whyBox = el("div", "truco-puzzle__why");
  whyBox.hidden = true;
  const whyId = uniqueId("truco-puzzle-why");
  const whyTitle = el("h3", "truco-puzzle__question", t("puzzle.ask.why"));
  whyTitle.id = whyId;
  whyTitle.tabIndex = -1;
  const whyList = el("div", "truco-puzzle__answers");
  whyList.setAttribute("role", "group");
  whyList.setAttribute("aria-labelledby", whyId);
  whyBox.append(whyTitle, whyList);
  const feedback = el("p", "truco-puzzle__feedback");
  feedback.setAttribute("aria-live", "polite");
  const buttons = el("div", "truco-puzzle__buttons");
  const revealButton = button(t("puzzle.reveal"), () => reveal());
  revealButton.dataset.role = "reveal";
  revealButton.hidden = progress.tries === 0;
  const nextButton = hooks.onNext ? button(t("puzzle.next-puzzle"), () => hooks.onNext && hooks.onNext()) : null;
  if (nextButton) {
    nextButton.dataset.role = "next-puzzle";
    nextButton.hidden = true;
    buttons.append(revealButton, nextButton);
  } else buttons.append(revealButton);
  ask.append(question, answers, whyBox, feedback, buttons);
  node.append(ask);
  const solutionBox = el("section", "truco-puzzle__solution");
  solutionBox.hidden = true;
  node.append(solutionBox);
  hooks.setFeedback((text) => say(text));

  /** @param {string} text */
  function say(text) {
    feedback.textContent = text;
  }

  let who = /** @type {number | null | undefined} */ (undefined);
  let busy = false;
  const run = operations(ctx, (err) => say(errorText(err, t, { has: hasString }).text));

  /**
   * @param {Record<string, unknown>} answer @param {HTMLButtonElement | null} chosen
   * @param {unknown} given
   */
  function check(answer, chosen, given) {
    if (busy || progress.status !== "open") return Promise.resolve();
    busy = true;
    node.dataset.busy = "true";
    if (view.kind === "play") say(t("puzzle.thinking"));
    return run(async () => {
      try {
        const verdict = /** @type {PuzzleVerdict} */ (await ctx.ask("puzzle_check", { puzzle: ref, answer }));
        progress.tries += 1;
        if (!verdict.correct) progress.misses += 1;
        revealButton.hidden = false;
        say(verdictText(view, verdict, given, t));
        if (verdict.solved) {
          progress.status = "solved";
          if (chosen) chosen.classList.add("truco-puzzle__answer--right");
          finish(/** @type {PuzzleSolution} */ (verdict.solution), verdict);
        } else if (verdict.correct && verdict.part === "who") {
          if (chosen) chosen.classList.add("truco-puzzle__answer--right");
          for (const b of answers.querySelectorAll("button")) b.setAttribute("aria-disabled", "true");
          whyBox.hidden = false;
          whyTitle.focus();
        } else if (chosen) {
          chosen.classList.add("truco-puzzle__answer--wrong");
          chosen.setAttribute("aria-disabled", "true");
          chosen.dataset.verdict = verdict.grade || "wrong";
        }
        hooks.onProgress();
      } finally {
        busy = false;
        delete node.dataset.busy;
      }
    })();
  }

  function reveal() {
    if (busy || progress.status !== "open") return Promise.resolve();
    busy = true;
    return run(async () => {
      try {
        const verdict = /** @type {PuzzleVerdict} */ (await ctx.ask("puzzle_check", { puzzle: ref, reveal: true }));
        progress.status = "revealed";
        say(verdictText(view, verdict, null, t));
        finish(/** @type {PuzzleSolution} */ (verdict.solution), verdict);
        hooks.onProgress();
      } finally {
        busy = false;
      }
    })();
  }

  /** An answer button: ignored once marked wrong, or while the engine is asked. @param {string} label @param {() => void} onClick */
  function answerButton(label, onClick) {
    const b = button(label, () => {
      if (b.getAttribute("aria-disabled") === "true") return;
      onClick();
    }, "md-button truco-button truco-puzzle__answer");
    return b;
  }

  if (view.kind === "play") {
    const choices = new Map(view.observation.choices.map((c) => [c.action, c]));
    for (const action of view.options.actions || []) {
      const choice = choices.get(action);
      const b = answerButton(choice ? actionLabel(choice, t) : action, () => check({ action }, b, action));
      b.dataset.answer = action;
      answers.append(b);
    }
  } else if (view.kind === "points") {
    const range = view.options.points || { min: 0, max: 12 };
    const form = el("form", "truco-puzzle__points");
    const { label, input } = textField(t("puzzle.points-label"), "truco-puzzle__points-input",
      { type: "number", labelClass: "truco-puzzle__points-label" });
    input.inputMode = "numeric";
    input.min = String(range.min);
    input.max = String(range.max);
    input.step = "1";
    input.required = true;
    const submit = el("button", "md-button truco-button", t("puzzle.check"));
    submit.type = "submit";
    submit.dataset.role = "check";
    form.append(label, input, submit);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const n = Number(input.value);
      if (input.value === "" || !Number.isInteger(n)) {
        say(t("puzzle.points-needed"));
        return;
      }
      check({ points: n }, null, n);
    });
    answers.append(form);
  } else {
    for (const option of whoOptions(view, t)) {
      const b = answerButton(option.label, () => {
        who = /** @type {number | null} */ (option.value);
        check({ who }, b, option.value);
      });
      b.dataset.answer = option.value === null ? "none" : String(option.value);
      answers.append(b);
    }
    for (const option of whyOptions(view, t)) {
      const b = answerButton(option.label, () => check({ who, why: option.value }, b, option.value));
      b.dataset.answer = String(option.value);
      whyList.append(b);
    }
  }

  /** @param {PuzzleSolution} solution @param {PuzzleVerdict} verdict */
  function finish(solution, verdict) {
    node.dataset.status = progress.status;
    for (const b of node.querySelectorAll(".truco-puzzle__ask button")) {
      if (b !== revealButton && b !== nextButton) b.setAttribute("aria-disabled", "true");
    }
    for (const input of node.querySelectorAll(".truco-puzzle__ask input")) /** @type {HTMLInputElement} */ (input).readOnly = true;
    revealButton.hidden = true;
    if (nextButton) nextButton.hidden = false;
    drawSolution(solution, verdict);
  }

  /** @param {PuzzleSolution} solution @param {PuzzleVerdict} verdict */
  function drawSolution(solution, verdict) {
    const headingId = uniqueId("truco-puzzle-answer");
    const h = el("h3", "truco-puzzle__question", t(verdict.revealed ? "puzzle.the-answer" : "puzzle.solved"));
    h.id = headingId;
    h.tabIndex = -1;
    solutionBox.setAttribute("aria-labelledby", headingId);
    const lines = solutionLines(view, solution, t).map((line) => el("p", "truco-puzzle__solution-line", line));
    solutionBox.replaceChildren(h, ...lines);
    if (solution.kind === "play" && solution.analysis) {
      solutionBox.append(analysisTable(ctx, solution));
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

  return { node, focusTitle: () => heading.focus() };
}

/**
 * The coach's values of every move, with the grade of each and how they were obtained.
 * @param {import("../app.js").WidgetContext} ctx @param {PuzzleSolution} solution
 */
function analysisTable(ctx, solution) {
  const { t } = ctx;
  const analysis = /** @type {NonNullable<PuzzleSolution["analysis"]>} */ (solution.analysis);
  const wrap = el("div", "truco-puzzle__analysis");
  const table = el("table", "truco-puzzle__table");
  const caption = el("caption", "", t("puzzle.table.caption"));
  const headRow = el("tr");
  for (const key of ["move", "ev", "win", "grade"]) {
    const th = el("th", "", t(`puzzle.table.${key}`));
    th.scope = "col";
    headRow.append(th);
  }
  const thead = el("thead");
  thead.append(headRow);
  const tbody = el("tbody");
  for (const row of analysisRows(analysis, solution.grades || {}, t)) {
    const tr = el("tr", row.best ? "truco-puzzle__row--best" : "");
    tr.dataset.action = row.action;
    const th = el("th", "", row.label);
    th.scope = "row";
    tr.append(th, el("td", "", row.ev), el("td", "", row.win), el("td", "", row.grade));
    tbody.append(tr);
  }
  table.append(caption, thead, tbody);
  const scroll = el("div", "truco-puzzle__table-wrap");
  scroll.tabIndex = 0; // a narrow screen scrolls the table: reachable by keyboard
  scroll.setAttribute("role", "region");
  scroll.setAttribute("aria-label", t("puzzle.table.caption"));
  scroll.append(table);
  wrap.append(scroll, el("p", "truco-puzzle__method", `${t("puzzle.values")} ${capitalize(methodText(analysis, t))}`));
  return wrap;
}

/**
 * The worksheet: every puzzle of the set drawn as the student sees it, the answers as boxes to
 * tick, and on request the answer key (from the engine), on a page of its own when printed.
 * @param {HTMLElement} root @param {import("../app.js").WidgetContext} ctx @param {HTMLElement} box
 * @param {string[]} refs @param {string} title @param {(text: string) => void} warn
 */
async function sheet(root, ctx, box, refs, title, warn) {
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
      for (const line of solutionLines(view, solution, t)) item.append(el("p", "truco-puzzle__solution-line", line));
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
 * @param {import("../app.js").WidgetContext} ctx @param {PuzzleView} view
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
  if (view.options.why) wrap.append(el("p", "truco-puzzle__write", t("puzzle.sheet.why")));
  return wrap;
}

