// @ts-check
// The course (pure: no DOM): its lessons in order, each with a language-independent id, its page
// and the ids of its steps, and the learner's progress through them as kept in localStorage
// (one key, `truco-lab.course`: {lessons: {<lesson id>: {done: [step ids], at: step id}}, last}).
// The lesson widget and the course page both read it; the steps themselves live with the lesson
// widget (widgets/lesson/*), whose modules a unit test holds to these ids.
//
// The first lesson was kept alone under `truco-lab.lesson` ({done, at}) before the course:
// readCourse takes it over when the course holds nothing for that lesson yet.

/**
 * @typedef {{id: string, page: string, steps: readonly string[]}} CourseLesson
 * @typedef {{done: string[], at: string}} LessonProgress
 * @typedef {{lessons: Record<string, LessonProgress>, last: string | null}} Course
 */

/**
 * The lessons, in order: the rules (truco before covering, whose page came first), then play.
 * `page`: the lesson's page (docs/<lang>/<page>.md; a page keeps its name when the order changes:
 * links and the learner's progress, kept by lesson id, stay good). @type {readonly CourseLesson[]}
 */
export const LESSONS = Object.freeze([
  { id: "first-hand", page: "lesson", steps: ["deck", "ranks", "vira", "suits", "round", "hand", "truco", "play"] },
  { id: "rounds", page: "lesson2", steps: ["same-rank", "manilhas", "make-tie", "lead", "tie-first", "first-decides", "tie-tie", "three-ties"] },
  { id: "ladder", page: "lesson4", steps: ["worth", "truco", "next", "fold-seis", "climb", "break-even", "accept", "fold"] },
  { id: "covering", page: "lesson3", steps: ["too-early", "loses", "two-covered", "hidden", "keep", "which"] },
  { id: "eleven", page: "lesson5", steps: ["who-decides", "partner", "stakes", "no-truco", "play", "decline", "iron", "blind"] },
  { id: "match", page: "lesson6", steps: ["target", "partner", "next-deal", "eleven-comes", "capped", "over"] },
  { id: "first-card", page: "lesson7", steps: ["low", "keep-three", "two-manilhas", "no-manilha", "nothing"] },
  { id: "cheap-win", page: "lesson8", steps: ["cheap", "lowest", "tie", "cannot-win", "only-card"] },
  { id: "calling", page: "lesson9", steps: ["sure", "strong", "not-yet", "bluff", "last-bluff"] },
  { id: "answering", page: "lesson10", steps: ["accept", "fold", "seis", "accept-seis", "fold-seis"] },
]);

export const STORE_KEY = "truco-lab.course";
/** Where the first lesson kept its progress before the course (read once, never written). */
export const LEGACY_KEY = "truco-lab.lesson";
export const FIRST = LESSONS[0].id;

/** @param {string} id @returns {CourseLesson | undefined} */
export function lessonOf(id) {
  return LESSONS.find((l) => l.id === id);
}

/** @param {string | null} text @returns {any} */
function parse(text) {
  try {
    return JSON.parse(text || "null");
  } catch {
    return null;
  }
}

/**
 * One lesson's progress from stored data: known steps only, in the lesson's order.
 * @param {CourseLesson} lesson @param {any} data @returns {LessonProgress}
 */
export function cleanProgress(lesson, data) {
  const ok = data !== null && typeof data === "object" && !Array.isArray(data);
  const done = ok && Array.isArray(data.done) ? lesson.steps.filter((id) => data.done.includes(id)) : [];
  const at = ok && lesson.steps.includes(data.at) ? data.at : lesson.steps[0];
  return { done, at };
}

/**
 * The course read back from storage (anything it holds), with the first lesson's old progress
 * taken over when the course has none for it.
 * @param {string | null} text the course key's value @param {string | null} [legacy] the old key's
 * @returns {Course}
 */
export function readCourse(text, legacy = null) {
  const data = parse(text);
  const stored = data !== null && typeof data === "object" && data.lessons !== null && typeof data.lessons === "object"
    && !Array.isArray(data.lessons) ? data.lessons : {};
  /** @type {Record<string, LessonProgress>} */
  const lessons = {};
  for (const lesson of LESSONS) {
    const own = Object.prototype.hasOwnProperty.call(stored, lesson.id) ? stored[lesson.id] : null;
    const found = own ?? (lesson.id === FIRST ? parse(legacy ?? null) : null);
    if (found) lessons[lesson.id] = cleanProgress(lesson, found);
  }
  const last = data && typeof data.last === "string" && lessonOf(data.last) ? data.last
    : lessons[FIRST] ? FIRST : null;
  return { lessons, last };
}

/** @param {Course} course @returns {string} */
export function writeCourse(course) {
  return JSON.stringify(course);
}

/** A lesson's progress (a fresh start when none is kept). @param {Course} course @param {string} id @returns {LessonProgress} */
export function progressOf(course, id) {
  const lesson = lessonOf(id);
  if (!lesson) throw new Error(`no lesson ${id}`);
  return course.lessons[id] ?? { done: [], at: lesson.steps[0] };
}

/**
 * The course with one lesson's progress replaced (that lesson is the last one opened).
 * @param {Course} course @param {string} id @param {LessonProgress} progress @returns {Course}
 */
export function withProgress(course, id, progress) {
  const lesson = lessonOf(id);
  if (!lesson) throw new Error(`no lesson ${id}`);
  return { lessons: { ...course.lessons, [id]: cleanProgress(lesson, progress) }, last: id };
}

/** Whether every step of a lesson is done. @param {Course} course @param {string} id */
export function isComplete(course, id) {
  const lesson = lessonOf(id);
  return !!lesson && progressOf(course, id).done.length === lesson.steps.length;
}

/**
 * Where "continue where you left off" leads: the last lesson opened while it is unfinished (at its
 * step), else the first unfinished lesson (at its first step not done); null when all are done.
 * `started` says whether the learner has done or opened anything yet.
 * @param {Course} course @returns {{lesson: CourseLesson, step: string, started: boolean} | null}
 */
export function continueAt(course) {
  const started = Object.keys(course.lessons).length > 0;
  const last = course.last ? lessonOf(course.last) : undefined;
  if (last && !isComplete(course, last.id)) return { lesson: last, step: progressOf(course, last.id).at, started };
  const next = LESSONS.find((l) => !isComplete(course, l.id));
  if (!next) return null;
  const { done } = progressOf(course, next.id);
  return { lesson: next, step: next.steps.find((s) => !done.includes(s)) ?? next.steps[0], started };
}

/**
 * The lesson whose page a path inside the site names (a navigation link's target), or null: the
 * path relative to the site's root, in any language (es at the root, `pt/`, `en/`), e.g.
 * "lesson/", "pt/lesson2/", "en/lesson3/index.html" (the caller leaves out links to a section, #...).
 * @param {string} path @returns {CourseLesson | null}
 */
export function lessonAtPath(path) {
  const found = /^\/?(?:[a-z]{2}\/)?([\w-]+)\/(?:index\.html)?$/.exec(path);
  return (found && LESSONS.find((l) => l.page === found[1])) || null;
}

/** The lessons before and after one in the course. @param {string} id */
export function neighbours(id) {
  const i = LESSONS.findIndex((l) => l.id === id);
  return { previous: i > 0 ? LESSONS[i - 1] : null, next: i >= 0 && i < LESSONS.length - 1 ? LESSONS[i + 1] : null };
}
