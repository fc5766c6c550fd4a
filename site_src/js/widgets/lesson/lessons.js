// @ts-check
// The course's lessons as the lesson widget plays them (pure: no DOM): each lesson's steps (one
// module each: steps.js is lesson 1, "Your first hand"; rounds.js; ladder.js; covering.js; eleven.js; match.js; then the
// lessons of play, each step a decision the coach judges: first-card.js, cheap-win.js, calling.js, answering.js) and the UI string
// of a step's part. The order, pages and step ids of the course are kit/course.js's; a unit test
// holds the two together.

import { LESSONS } from "../../kit/course.js";
import * as answering from "./answering.js";
import * as calling from "./calling.js";
import * as cheapWin from "./cheap-win.js";
import * as covering from "./covering.js";
import * as eleven from "./eleven.js";
import * as firstCard from "./first-card.js";
import * as ladder from "./ladder.js";
import * as match from "./match.js";
import * as rounds from "./rounds.js";
import * as first from "./steps.js";

/**
 * @typedef {import("./steps.js").LessonStep} LessonStep
 * @typedef {Object} LessonDef
 * @property {string} id the course's id of the lesson
 * @property {readonly LessonStep[]} steps the steps the learner answers (lesson 1's real hand is not one)
 * @property {readonly string[]} ids every step's id, in order
 * @property {(step: string, part: string) => string} key the UI string of a step's part
 */

/** @type {Record<string, LessonDef>} */
export const LESSON_DEFS = {
  "first-hand": { id: "first-hand", steps: first.STEPS, ids: first.STEP_IDS, key: (step, part) => `lesson.${step}.${part}` },
  rounds: { id: "rounds", steps: rounds.STEPS, ids: rounds.STEP_IDS, key: (step, part) => `lesson.rounds.${step}.${part}` },
  ladder: { id: "ladder", steps: ladder.STEPS, ids: ladder.STEP_IDS, key: (step, part) => `lesson.ladder.${step}.${part}` },
  covering: { id: "covering", steps: covering.STEPS, ids: covering.STEP_IDS, key: (step, part) => `lesson.covering.${step}.${part}` },
  eleven: { id: "eleven", steps: eleven.STEPS, ids: eleven.STEP_IDS, key: (step, part) => `lesson.eleven.${step}.${part}` },
  match: { id: "match", steps: match.STEPS, ids: match.STEP_IDS, key: (step, part) => `lesson.match.${step}.${part}` },
  ...Object.fromEntries(/** @type {[string, {STEPS: LessonStep[], STEP_IDS: string[]}][]} */ ([
    ["first-card", firstCard], ["cheap-win", cheapWin], ["calling", calling], ["answering", answering],
  ]).map(([id, m]) => [id, { id, steps: m.STEPS, ids: m.STEP_IDS, key: (/** @type {string} */ step, /** @type {string} */ part) => `lesson.${id}.${step}.${part}` }])),
};

/** The lesson a page names (`data-lesson`), else the first. @param {string | undefined} id @returns {LessonDef} */
export function lessonDef(id) {
  const known = id && Object.prototype.hasOwnProperty.call(LESSON_DEFS, id) && LESSONS.some((l) => l.id === id);
  return LESSON_DEFS[known ? /** @type {string} */ (id) : LESSONS[0].id];
}
