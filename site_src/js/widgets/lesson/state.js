// @ts-check
// lesson's state: the learner's progress (kept in localStorage), the step open, the step's setup
// answer, the real hand, and which opening of a step is the latest; the widget's shape.

import { store } from "../../kit/dom.js";
import { openingStep, readProgress, STEP_IDS } from "./steps.js";

/**
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {Object} LessonState
 * @property {{done: string[], at: string}} progress
 * @property {string} current the step open
 * @property {any} data the step's setup answer (the truco step's position)
 * @property {{id: number | null, state: GameState | null}} game the real hand
 * @property {number} opening counts the steps opened: an answer for an older one is dropped
 * @typedef {Object} Lesson one mounted lesson: its context, parts and state
 * @property {HTMLElement} root
 * @property {import("../../app.js").WidgetContext} ctx
 * @property {(op: string, args?: any) => Promise<any>} ask any op, its answer as the engine gives it
 * @property {LessonState} s
 * @property {ReturnType<typeof import("./layout.js").buildLayout>} ui
 * @property {ReturnType<typeof import("../../kit/operation.js").operations>} run
 * @property {{go: (step: string | undefined, focus: boolean) => Promise<void>, play: (action: string) => Promise<void>}} on
 *   open a step; the learner's move in the real hand
 */

export const STORE_KEY = "truco-lab.lesson";

/** @param {string | null} linked the step a link names @returns {LessonState} */
export function createLessonState(linked) {
  const progress = readProgress(store.get(STORE_KEY));
  return { progress, current: openingStep(linked, progress), data: null, game: { id: null, state: null }, opening: 0 };
}

/** Keep the progress and the step open. @param {LessonState} s */
export function save(s) {
  store.set(STORE_KEY, JSON.stringify({ done: s.progress.done, at: s.current }));
}

/** The learner's progress with `step` done. @param {LessonState} s @param {string} step */
export function withDone(s, step) {
  if (!s.progress.done.includes(step)) s.progress = { ...s.progress, done: STEP_IDS.filter((x) => x === step || s.progress.done.includes(x)) };
}
