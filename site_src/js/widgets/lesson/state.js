// @ts-check
// lesson's state: the lesson played (lessons.js), the learner's progress in it (kept with the
// whole course's in localStorage, kit/course.js), the step open, the step's setup answer, the
// real hand, and which opening of a step is the latest; the widget's shape.

import { LEGACY_KEY, progressOf, readCourse, STORE_KEY, withProgress, writeCourse } from "../../kit/course.js";
import { store } from "../../kit/dom.js";
import { openingStep } from "./steps.js";

/**
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {import("./lessons.js").LessonDef} LessonDef
 * @typedef {Object} LessonState
 * @property {LessonDef} lesson the lesson played
 * @property {{done: string[], at: string}} progress
 * @property {string} current the step open
 * @property {any} data the step's setup answer (a position, for the steps that show one)
 * @property {{id: number | null, state: GameState | null}} game the real hand
 * @property {number} opening counts the steps opened: an answer for an older one is dropped
 * @property {number} nextAt when "Next step" was last pressed (ms): a second click of a double
 *   click that lands on what moved under it is ignored
 * @typedef {Object} Lesson one mounted lesson: its context, parts and state
 * @property {HTMLElement} root
 * @property {import("../../kit/types.js").WidgetContext} ctx
 * @property {(op: string, args?: any) => Promise<any>} ask any op, its answer as the engine gives it
 * @property {LessonState} s
 * @property {ReturnType<typeof import("./layout.js").buildLayout>} ui
 * @property {ReturnType<typeof import("../../kit/operation.js").operations>} run
 * @property {{go: (step: string | undefined, focus: boolean) => Promise<void>, play: (action: string) => Promise<void>}} on
 *   open a step; the learner's move in the real hand
 */

/** A click this soon after "Next step" is the second half of a double click. */
export const DOUBLE_CLICK_MS = 600;

/** The course as kept in this browser. */
export function loadCourse() {
  return readCourse(store.get(STORE_KEY), store.get(LEGACY_KEY));
}

/** @param {LessonDef} lesson @param {string | null} linked the step a link names @returns {LessonState} */
export function createLessonState(lesson, linked) {
  const progress = progressOf(loadCourse(), lesson.id);
  return {
    lesson, progress, current: openingStep(linked, progress, lesson.ids), data: null,
    game: { id: null, state: null }, opening: 0, nextAt: -Infinity,
  };
}

/** Keep the progress and the step open (the course's other lessons as stored). @param {LessonState} s */
export function save(s) {
  const course = withProgress(loadCourse(), s.lesson.id, { done: s.progress.done, at: s.current });
  store.set(STORE_KEY, writeCourse(course));
}

/** The learner's progress with `step` done. @param {LessonState} s @param {string} step */
export function withDone(s, step) {
  const ids = s.lesson.ids;
  if (!s.progress.done.includes(step)) s.progress = { ...s.progress, done: ids.filter((x) => x === step || s.progress.done.includes(x)) };
}

/** Whether a click now comes right after "Next step" (the reset ignores it). @param {LessonState} s @param {number} now */
export function tooSoon(s, now) {
  return now - s.nextAt < DOUBLE_CLICK_MS;
}

/**
 * Whether a click is the second (or third) of a double click: the browser counts the clicks in
 * quick succession at one place (`detail`), whatever moved under the pointer in between.
 * Keyboard presses count 0.
 * @param {Event} event
 */
export function repeated(event) {
  return event instanceof MouseEvent && event.detail > 1;
}
