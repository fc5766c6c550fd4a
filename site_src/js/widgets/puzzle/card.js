// @ts-check
// puzzle's card: one puzzle to solve — its board, its question and the answers it offers (by
// kind: a move, who wins and why, how many points), each answer checked by the engine
// (`puzzle_check`), the feedback, and the solution once solved or asked for (solution.js).
// Its parts: card-layout.js (made once), card-answers.js (the answers by kind); here, what an
// answer, the hint and "show the answer" do.

import { operations } from "../../kit/operation.js";
import { hasString } from "../../kit/page.js";
import { errorText } from "../../kit/words.js";
import { hintText, verdictText } from "../../kit/teach/words.js";
import { drawAnswers } from "./card-answers.js";
import { cardLayout } from "./card-layout.js";
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
  const ui = cardLayout(ctx, view, lang, progress, {
    hint: () => showHint(),
    reveal: () => reveal(),
    next: hooks.onNext ? () => hooks.onNext && hooks.onNext() : null,
  });
  const { node } = ui;
  hooks.setFeedback((text) => say(text));

  /** @param {string} text */
  function say(text) {
    ui.feedback.textContent = text;
  }

  let busy = false;
  const run = operations(ctx, (err) => say(errorText(err, t, { has: hasString }).text));

  /**
   * One question to the engine at a time, and none once the puzzle is over.
   * @param {() => Promise<void>} fn
   */
  function once(fn) {
    if (busy || progress.status !== "open") return Promise.resolve();
    busy = true;
    return run(async () => {
      try {
        await fn();
      } finally {
        busy = false;
      }
    })();
  }

  /**
   * @param {Record<string, unknown>} answer @param {HTMLButtonElement | null} chosen
   * @param {unknown} given
   */
  function check(answer, chosen, given) {
    return once(async () => {
      node.dataset.busy = "true";
      if (view.kind === "play") say(t("puzzle.thinking"));
      try {
        const verdict = /** @type {PuzzleVerdict} */ (await ctx.ask("puzzle_check", { puzzle: ref, answer }));
        progress.tries += 1;
        if (!verdict.correct) progress.misses += 1;
        ui.revealButton.hidden = false;
        say(verdictText(view, verdict, given, t, lang));
        if (verdict.solved) {
          progress.status = "solved";
          if (chosen) chosen.classList.add("truco-puzzle__answer--right");
          finish(/** @type {PuzzleSolution} */ (verdict.solution), verdict);
        } else if (verdict.correct && verdict.part === "who") {
          if (chosen) chosen.classList.add("truco-puzzle__answer--right");
          for (const b of ui.answers.querySelectorAll("button")) b.setAttribute("aria-disabled", "true");
          ui.whyBox.hidden = false;
          ui.whyTitle.focus();
        } else if (chosen) {
          chosen.classList.add("truco-puzzle__answer--wrong");
          chosen.setAttribute("aria-disabled", "true");
          chosen.dataset.verdict = verdict.grade || "wrong";
        }
        hooks.onProgress();
      } finally {
        delete node.dataset.busy;
      }
    });
  }

  /** The hint: the rule to look at (first a hint, then the answer if still stuck). */
  function showHint() {
    return once(async () => {
      const hint = /** @type {import("../../kit/protocol.js").PuzzleHint} */ (await ctx.ask("puzzle_hint", { puzzle: ref }));
      progress.hinted = true;
      ui.hintBox.textContent = `${t("puzzle.hint-label")} ${hintText(hint, t)}`;
      ui.hintBox.hidden = false;
      ui.hintButton.hidden = true;
      ui.revealButton.hidden = false;
    });
  }

  function reveal() {
    return once(async () => {
      const verdict = /** @type {PuzzleVerdict} */ (await ctx.ask("puzzle_check", { puzzle: ref, reveal: true }));
      progress.status = "revealed";
      say(verdictText(view, verdict, null, t, lang));
      finish(/** @type {PuzzleSolution} */ (verdict.solution), verdict);
      hooks.onProgress();
    });
  }

  drawAnswers(t, view, ui, { check: (answer, chosen, given) => { check(answer, chosen, given); }, say });

  /** @param {PuzzleSolution} solution @param {PuzzleVerdict} verdict */
  function finish(solution, verdict) {
    node.dataset.status = progress.status;
    for (const b of node.querySelectorAll(".truco-puzzle__ask button")) {
      if (b !== ui.revealButton && b !== ui.nextButton) b.setAttribute("aria-disabled", "true");
    }
    for (const input of node.querySelectorAll(".truco-puzzle__ask input")) /** @type {HTMLInputElement} */ (input).readOnly = true;
    ui.revealButton.hidden = true;
    ui.hintButton.hidden = true;
    drawSolution(ctx, ui.solutionBox, view, solution, verdict, lang);
    if (ui.nextButton && ui.nextButton.parentElement) ui.nextButton.parentElement.hidden = false;
  }

  return { node, focusTitle: () => ui.heading.focus() };
}
