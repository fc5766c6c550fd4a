// @ts-check
// puzzle's card: one puzzle to solve — its board, its question and the answers it offers (by
// kind: a move, who wins and why, how many points), each answer checked by the engine
// (`puzzle_check`), the feedback, and the solution once solved or asked for (solution.js).

import { button, el, uniqueId } from "../../kit/dom.js";
import { operations } from "../../kit/operation.js";
import { hasString } from "../../kit/page.js";
import { actionLabel, errorText } from "../../kit/words.js";
import { puzzleBoard } from "../../kit/teach/board.js";
import { textField } from "../../kit/teach/parts.js";
import {
  hintText, levelText, questionText, seatLine, situationLine, titleText, topicText, verdictText, whoOptions, whyOptions,
} from "../../kit/teach/words.js";
import { drawSolution } from "./solution.js";

/**
 * @typedef {import("../../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../../kit/protocol.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("../../kit/protocol.js").PuzzleSolution} PuzzleSolution
 * @typedef {{status: "open" | "solved" | "revealed", tries: number, misses: number, hinted?: boolean}} Progress
 *   tries: answers checked; misses: the wrong ones; hinted: the hint was asked for
 */

/**
 * One puzzle to solve: its board, its question, the answers, the feedback, and the solution once
 * solved or shown.
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {PuzzleView} view @param {string} ref
 * @param {string} lang @param {Progress} progress
 * @param {{onProgress: () => void, onNext: (() => void) | null, setFeedback: (fn: (text: string) => void) => void}} hooks
 */
export function solveCard(ctx, view, ref, lang, progress, hooks) {
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
  const hintBox = el("p", "truco-puzzle__hint");
  hintBox.setAttribute("aria-live", "polite");
  hintBox.hidden = true;
  const buttons = el("div", "truco-puzzle__buttons");
  const hintButton = button(t("puzzle.hint"), () => showHint());
  hintButton.dataset.role = "hint";
  const revealButton = button(t("puzzle.reveal"), () => reveal());
  revealButton.dataset.role = "reveal";
  revealButton.hidden = progress.tries === 0;
  buttons.append(hintButton, revealButton);
  ask.append(question, answers, whyBox, feedback, hintBox, buttons);
  node.append(ask);
  const solutionBox = el("section", "truco-puzzle__solution");
  solutionBox.hidden = true;
  node.append(solutionBox);
  // on to the next puzzle, once this one is answered: below the solution, where reading ends
  const nextButton = hooks.onNext
    ? button(t("puzzle.next-puzzle"), () => hooks.onNext && hooks.onNext(), "md-button md-button--primary truco-button truco-puzzle__next")
    : null;
  if (nextButton) {
    nextButton.dataset.role = "next-puzzle";
    const onward = el("div", "truco-puzzle__onward");
    onward.hidden = true;
    onward.append(nextButton);
    node.append(onward);
  }
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
        say(verdictText(view, verdict, given, t, lang));
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

  /** The hint: the rule to look at (first a hint, then the answer if still stuck). */
  function showHint() {
    if (busy || progress.status !== "open") return Promise.resolve();
    busy = true;
    return run(async () => {
      try {
        const hint = /** @type {import("../../kit/protocol.js").PuzzleHint} */ (await ctx.ask("puzzle_hint", { puzzle: ref }));
        progress.hinted = true;
        hintBox.textContent = `${t("puzzle.hint-label")} ${hintText(hint, t)}`;
        hintBox.hidden = false;
        hintButton.hidden = true;
        revealButton.hidden = false;
      } finally {
        busy = false;
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
        say(verdictText(view, verdict, null, t, lang));
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
    hintButton.hidden = true;
    drawSolution(ctx, solutionBox, view, solution, verdict, lang);
    if (nextButton && nextButton.parentElement) nextButton.parentElement.hidden = false;
  }


  return { node, focusTitle: () => heading.focus() };
}
