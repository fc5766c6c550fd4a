// @ts-check
// A step of the lessons of play (pure: no DOM): one decision at a real position, judged by the
// engine's coach (`analyse`, heads-up: the solved hand). The learner sees the position from their
// seat and picks one of the moves the engine offers there (those of the meanings the step asks
// about); the pick is right when the engine grades it good or better (kit/coach-review.js
// `passes`: the engine's passing grades). Either way the feedback gives the coach's grade and
// value of the pick, what it gave away against the coach's best move, and the coach's own reason
// for it (the engine's reason code in words). Words: `lesson.<lesson>.<step>.<part>` (title,
// text, task, hint, why) and `lesson.coach.*`.

import { analysisDigits, choiceOf, whyLine } from "../../kit/coach.js";
import { gradeText, passes } from "../../kit/coach-review.js";
import { amountDigits, amountText, valueText } from "../../kit/numbers.js";
import { pageData } from "../../kit/page.js";
import { actionLabel } from "../../kit/words.js";
import { stepKey } from "./kinds.js";

/**
 * @typedef {import("./steps.js").LessonStep} LessonStep
 * @typedef {import("./steps.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 * @typedef {import("../../kit/protocol.js").ActionValue} ActionValue
 * @typedef {import("../../kit/protocol.js").Step} Step
 */

/**
 * The coach's verdict on one move, in words: its grade and value, and when it is not the best,
 * the points it gives away against the best one (the engine's values; the loss is the difference
 * the engine's grade measures).
 * @param {Analysis} analysis @param {ActionValue} mine @param {Translate} t @param {string} lang
 */
export function verdictText(analysis, mine, t, lang) {
  const top = analysis.actions.filter((a) => a.best).sort((a, b) => b.ev - a.ev)[0];
  const move = actionLabel(choiceOf(mine), t);
  const grade = gradeText(mine.grade, t);
  if (!top || mine.best) {
    return t("lesson.coach.best", { move, grade, value: valueText(mine.ev, lang, analysisDigits(analysis)) });
  }
  const loss = Math.round(Math.max(0, top.ev - mine.ev) * 100) / 100;
  const digits = /** @type {1 | 2} */ (Math.max(analysisDigits(analysis), amountDigits([loss])));
  return t("lesson.coach.other", {
    move, grade, value: valueText(mine.ev, lang, digits), loss: amountText(loss, lang, digits),
    best: actionLabel(choiceOf(top), t), bestValue: valueText(top.ev, lang, digits),
  });
}

/**
 * A decision at a position: `scenario` played to the learner's turn (`seat`), the moves offered
 * those of `meanings` (the engine's `choices`: "play", "raise", "accept", "fold", "reraise"...).
 * @param {{lesson: string, id: string, scenario: Readonly<Record<string, any>>, seat?: number,
 *   meanings: readonly string[]}} spec
 * @returns {LessonStep}
 */
export function coachStep({ lesson, id, scenario, seat = 0, meanings }) {
  return {
    id,
    setup: { op: "replay", args: { scenario, viewer: seat } },
    board: true,
    vira: null,
    led: null,
    seat,
    situation: () => "",
    options: (t, data) => data.choices
      .filter((/** @type {Step} */ c) => meanings.includes(c.meaning))
      .map((/** @type {Step} */ c) => ({ value: c.action, label: actionLabel(c, t) })),
    // the coach's analysis of the position, from the learner's seat only
    request: () => ({ op: "analyse", args: { scenario } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const analysis = /** @type {Analysis} */ (reply.answer);
      const mine = analysis.actions.find((a) => a.action === value);
      if (!mine) throw new Error(`the coach has no value for ${value}`);
      const lang = pageData().lang;
      const right = passes(mine.grade);
      const head = t(right ? "lesson.well" : stepKey(lesson, id, "hint"));
      const why = right && has(stepKey(lesson, id, "why")) ? [t(stepKey(lesson, id, "why"))] : [];
      const reason = whyLine(mine.reason, t, lang, { has });
      return { right, lines: [head, ...why, verdictText(analysis, mine, t, lang), ...(reason ? [reason] : [])] };
    },
  };
}
