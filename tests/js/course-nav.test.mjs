// @ts-check
// The sidebar's ticks (node --test): which navigation links name a lesson's page, in every
// language (es at the root, pt/, en/), and which of them the stored progress has completed;
// a write through kit/dom.js store is announced (shell/nav-ticks.js marks again on it).

import assert from "node:assert/strict";
import { test } from "node:test";

import {
  isComplete, LESSONS, lessonAtPath, readCourse, STORE_KEY, withProgress, writeCourse,
} from "../../site_src/js/kit/course.js";
import { STORE_EVENT, store } from "../../site_src/js/kit/dom.js";

test("a path inside the site names a lesson's page in any language, and nothing else", () => {
  for (const lesson of LESSONS) {
    for (const lang of ["", "pt/", "en/"]) {
      for (const tail of ["/", "/index.html"]) {
        assert.equal(lessonAtPath(`${lang}${lesson.page}${tail}`), lesson, `${lang}${lesson.page}${tail}`);
      }
    }
  }
  assert.equal(lessonAtPath("/en/lesson2/"), LESSONS[1]);
  for (const other of ["", "/", "pt/", "course/", "en/course/", "cards/", "lesson", "lesson/x/", "pt/en/lesson/",
    "teachers/lesson/", "lesson2/index.htm", "xx/lesson99/", "__proto__/", "constructor/"]) {
    assert.equal(lessonAtPath(other), null, other);
  }
});

test("the links ticked are the completed lessons' only, as stored", () => {
  const first = LESSONS[0];
  const hrefs = ["", "course/", ...LESSONS.map((l) => `${l.page}/`), ...LESSONS.map((l) => `en/${l.page}/`)];
  /** @param {string | null} text */
  const ticked = (text) => {
    const course = readCourse(text);
    return hrefs.filter((h) => {
      const lesson = lessonAtPath(h);
      return !!lesson && isComplete(course, lesson.id);
    });
  };
  assert.deepEqual(ticked(null), []);
  const done = writeCourse(withProgress(readCourse(null), first.id, { done: [...first.steps], at: first.steps[0] }));
  assert.deepEqual(ticked(done), [`${first.page}/`, `en/${first.page}/`]);
  const almost = writeCourse(withProgress(readCourse(done), LESSONS[1].id, { done: LESSONS[1].steps.slice(1), at: LESSONS[1].steps[0] }));
  assert.deepEqual(ticked(almost), [`${first.page}/`, `en/${first.page}/`]);
  // the storage format as kept by the lesson widget
  assert.deepEqual(ticked(JSON.stringify({ lessons: { [first.id]: { done: [...first.steps], at: "deck" } }, last: first.id })),
    [`${first.page}/`, `en/${first.page}/`]);
});

test("a write through store is announced on window with its key", () => {
  /** @type {string[]} */
  const heard = [];
  const target = new EventTarget();
  const saved = { window: globalThis.window, localStorage: globalThis.localStorage };
  /** @type {any} */ (globalThis).window = target;
  /** @type {any} */ (globalThis).localStorage = { setItem() {}, getItem() { return null; } };
  try {
    target.addEventListener(STORE_EVENT, (e) => heard.push(/** @type {CustomEvent} */ (e).detail.key));
    store.set(STORE_KEY, "{}");
  } finally {
    /** @type {any} */ (globalThis).window = saved.window;
    /** @type {any} */ (globalThis).localStorage = saved.localStorage;
  }
  assert.deepEqual(heard, [STORE_KEY]);
});
