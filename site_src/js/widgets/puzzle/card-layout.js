// @ts-check
// puzzle's card, its parts made once: the title and what the puzzle is (topic, level, rules), the
// teacher's note, the seat and the situation, the board, the question with its answers and the
// "why?" that may follow, the feedback, the hint, the buttons (hint, reveal), the solution's
// place and the way on to the next puzzle. puzzle/card.js wires them.

import { button, el, uniqueId } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { puzzleBoard } from "../../kit/teach/board.js";
import { levelText, questionText, seatLine, situationLine, titleText, topicText } from "../../kit/teach/words.js";

/**
 * @typedef {import("../../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {ReturnType<typeof cardLayout>} CardLayout
 */

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {PuzzleView} view @param {string} lang
 * @param {{tries: number}} progress
 * @param {{hint: () => void, reveal: () => void, next: (() => void) | null}} on
 */
export function cardLayout(ctx, view, lang, progress, on) {
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
  const hintButton = button(t("puzzle.hint"), () => on.hint());
  hintButton.dataset.role = "hint";
  const revealButton = button(t("puzzle.reveal"), () => on.reveal());
  revealButton.dataset.role = "reveal";
  revealButton.hidden = progress.tries === 0;
  buttons.append(hintButton, revealButton);
  ask.append(question, answers, whyBox, feedback, hintBox, buttons);
  node.append(ask);
  const solutionBox = el("section", "truco-puzzle__solution");
  solutionBox.hidden = true;
  node.append(solutionBox);
  // on to the next puzzle, once this one is answered: below the solution, where reading ends
  const next = on.next;
  const nextButton = next
    ? button(t("puzzle.next-puzzle"), () => next(), "md-button md-button--primary truco-button truco-puzzle__next")
    : null;
  if (nextButton) {
    nextButton.dataset.role = "next-puzzle";
    const onward = el("div", "truco-puzzle__onward");
    onward.hidden = true;
    onward.append(nextButton);
    node.append(onward);
  }
  return { node, heading, answers, whyBox, whyTitle, whyList, feedback, hintBox, hintButton, revealButton, solutionBox, nextButton };
}
