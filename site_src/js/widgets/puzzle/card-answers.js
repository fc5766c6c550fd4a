// @ts-check
// puzzle's answers, by the kind of question: the moves the engine offers (play), a number of
// points (points), or who (a team, a tie, nobody, a seat) and then why (round, lead, hand). Each
// answer calls `check` with what the engine is to grade, the button chosen and what was given.

import { button, el } from "../../kit/dom.js";
import { textField } from "../../kit/teach/parts.js";
import { whoOptions, whyOptions } from "../../kit/teach/words.js";
import { actionLabel } from "../../kit/words.js";

/**
 * @typedef {(answer: Record<string, unknown>, chosen: HTMLButtonElement | null, given: unknown) => void} Check
 */

/** An answer button: ignored once marked wrong, or while the engine is asked. @param {string} label @param {() => void} onClick */
function answerButton(label, onClick) {
  const b = button(label, () => {
    if (b.getAttribute("aria-disabled") === "true") return;
    onClick();
  }, "md-button truco-button truco-puzzle__answer");
  return b;
}

/**
 * The answers of the question, into the card's answer groups.
 * @param {import("../../kit/words.js").Translate} t @param {import("../../kit/protocol.js").PuzzleView} view
 * @param {{answers: HTMLElement, whyList: HTMLElement}} ui
 * @param {{check: Check, say: (text: string) => void}} on
 */
export function drawAnswers(t, view, ui, on) {
  const { check } = on;
  if (view.kind === "play") {
    const choices = new Map(view.observation.choices.map((c) => [c.action, c]));
    for (const action of view.options.actions || []) {
      const choice = choices.get(action);
      const b = answerButton(choice ? actionLabel(choice, t) : action, () => check({ action }, b, action));
      b.dataset.answer = action;
      ui.answers.append(b);
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
        on.say(t("puzzle.points-needed"));
        return;
      }
      check({ points: n }, null, n);
    });
    ui.answers.append(form);
  } else {
    let who = /** @type {number | null | undefined} */ (undefined);
    for (const option of whoOptions(view, t)) {
      const b = answerButton(option.label, () => {
        who = /** @type {number | null} */ (option.value);
        check({ who }, b, option.value);
      });
      b.dataset.answer = option.value === null ? "none" : String(option.value);
      ui.answers.append(b);
    }
    for (const option of whyOptions(view, t)) {
      const b = answerButton(option.label, () => check({ who, why: option.value }, b, option.value));
      b.dataset.answer = String(option.value);
      ui.whyList.append(b);
    }
  }
}
