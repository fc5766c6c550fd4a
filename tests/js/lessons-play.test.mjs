// @ts-check
// The lessons of play (node --test): every step's point held to the judge the site ships (the
// engine's coach, `analyse`, heads-up the solved hand): the answer each step teaches is graded
// best or good, every other move it offers is graded worse; and each lesson walked as a learner
// would, in es, pt and en: the wrong moves first (a hint, the coach's grade and what the move gave
// away, the coach's reason), then the right one (praise, the step's point, the coach's verdict),
// the progress kept step by step until the lesson is complete.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { cleanProgress, isComplete, lessonOf, LESSONS, readCourse, withProgress, writeCourse } from "../../site_src/js/kit/course.js";
import { LESSON_DEFS } from "../../site_src/js/widgets/lesson/lessons.js";
import { PLACEHOLDER, reply } from "./lesson-kit.mjs";
import { askingOnce, engineProcess, installPage, LANGUAGES, translator } from "./helpers.mjs";

installPage(); // the engine's passing grades (page data) grade the coach's steps

// the same requests in three languages: each asked once
const engine = askingOnce(engineProcess());
after(() => engine.close());

/** The lessons of play, in the course's order after the rules lessons. */
const PLAY = ["first-card", "cheap-win", "calling", "answering"];

/** What each step teaches: the moves the coach must grade best or good (every other one offered: worse). */
const RIGHT = {
  "first-card": { low: ["play 6d"], "keep-three": ["play 5c"], "two-manilhas": ["play As"], "no-manilha": ["play 2c", "play 2h"], nothing: ["play 3s"] },
  "cheap-win": { cheap: ["play 2s"], lowest: ["play 5c"], tie: ["play Qs"], "cannot-win": ["play 4h"], "only-card": ["play Ac"] },
  calling: { sure: ["raise"], strong: ["raise"], "not-yet": ["play Ad"], bluff: ["raise"], "last-bluff": ["raise"] },
  answering: { accept: ["accept"], fold: ["fold"], seis: ["raise"], "accept-seis": ["accept"], "fold-seis": ["fold"] },
};
/** The moves each step offers (the rest of the legal moves are not the step's question). */
const OFFERED = {
  "first-card": { low: ["play 5c", "play Ah", "play 6d"], "keep-three": ["play Qc", "play 3c", "play 5c"], "two-manilhas": ["play 5c", "play 5s", "play As"], "no-manilha": ["play 2c", "play 2h", "play 5s"], nothing: ["play 3s", "play 4h", "play 4s"] },
  "cheap-win": { cheap: ["play 2s", "play 5s", "play 7h"], lowest: ["play 5c", "play As", "play 3s"], tie: ["play 5h", "play Qs", "play 6d"], "cannot-win": ["play 4h", "play Qs", "play Kd"], "only-card": ["play Ac", "play Qh", "play 7s"] },
  calling: { sure: ["play 7c", "raise"], strong: ["play 2c", "play 3c", "raise"], "not-yet": ["play 5h", "play Ad", "play 7h", "raise"], bluff: ["play Kd", "play Ah", "raise"], "last-bluff": ["play 4c", "raise"] },
  answering: { accept: ["accept", "fold", "raise"], fold: ["accept", "fold", "raise"], seis: ["accept", "fold", "raise"], "accept-seis": ["accept", "fold", "raise"], "fold-seis": ["accept", "fold", "raise"] },
};

/** @param {string} lesson @param {string} step @returns {string[]} */
const rightOf = (lesson, step) => /** @type {any} */ (RIGHT)[lesson][step];

test("the lessons of play come after the rules lessons, truco before covering, each in the course's progress", () => {
  assert.deepEqual(LESSONS.map((l) => l.id),
    ["first-hand", "rounds", "ladder", "covering", "eleven", "match", ...PLAY]);
  for (const id of PLAY) {
    const lesson = /** @type {import("../../site_src/js/kit/course.js").CourseLesson} */ (lessonOf(id));
    assert.deepEqual([...LESSON_DEFS[id].ids], [...lesson.steps], id);
    assert.deepEqual(Object.keys(/** @type {any} */ (RIGHT)[id]), [...lesson.steps], id);
  }
  // the pages keep their names (lesson3 is covering, lesson4 the ladder): old links stay good
  assert.deepEqual(LESSONS.map((l) => l.page),
    ["lesson", "lesson2", "lesson4", "lesson3", "lesson5", "lesson6", "lesson7", "lesson8", "lesson9", "lesson10"]);
});

test("every step's point holds under the shipped judge: the taught move best or good, every other offered move worse", async () => {
  for (const id of PLAY) {
    for (const step of LESSON_DEFS[id].steps) {
      const where = `${id} ${step.id}`;
      const data = await engine.ask(step.setup.op, step.setup.args);
      const request = step.request("");
      assert.equal(request.op, "analyse", where);
      const analysis = await engine.ask(request.op, request.args);
      // heads-up: the solved hand judges, from the learner's seat
      assert.equal(analysis.method, "solved", where);
      assert.equal(analysis.seat, step.seat ?? 0, where);
      assert.equal(data.to_act, analysis.seat, where);
      const offered = step.options(translator("en"), data).map((o) => o.value);
      assert.deepEqual(offered.sort(), [.../** @type {any} */ (OFFERED)[id][step.id]].sort(), where);
      for (const value of offered) {
        const mine = analysis.actions.find((/** @type {any} */ a) => a.action === value);
        assert.ok(mine, `${where} ${value}`);
        const taught = rightOf(id, step.id).includes(value);
        if (taught) assert.ok(["best", "good"].includes(mine.grade), `${where}: ${value} is ${mine.grade}`);
        else assert.ok(["inaccuracy", "mistake", "blunder"].includes(mine.grade), `${where}: ${value} is ${mine.grade}`);
      }
      // the best of the offered moves is the coach's best move overall: the step asks the real question
      assert.ok(analysis.actions.filter((/** @type {any} */ a) => a.best).every((/** @type {any} */ a) => offered.includes(a.action)), where);
    }
  }
});

test("the words of each step's point agree with the coach's numbers", async () => {
  /** @param {string} lesson @param {string} id @param {string} action */
  const action = async (lesson, id, action) => {
    const step = LESSON_DEFS[lesson].steps.find((s) => s.id === id);
    const request = /** @type {any} */ (step).request("");
    return (await engine.ask(request.op, request.args)).actions.find((/** @type {any} */ a) => a.action === action);
  };
  // "less than half, but more than the third you need"
  const accept = await action("answering", "accept", "accept");
  assert.ok(accept.win > 1 / 3 && accept.win < 0.5, String(accept.win));
  assert.equal(accept.reason.need, 0.333);
  // "far less than one time in three"; "less than half but well over a quarter"; "far less than one time in four"
  assert.ok((await action("answering", "fold", "accept")).win < 0.25);
  const seis = await action("answering", "accept-seis", "accept");
  assert.ok(seis.win > 0.3 && seis.win < 0.5 && seis.reason.need === 0.25, JSON.stringify(seis));
  assert.ok((await action("answering", "fold-seis", "accept")).win < 0.15);
  // the raise to seis and the call with the zap cannot lose; "more than nine hands in ten"
  assert.equal((await action("answering", "seis", "raise")).win, 1);
  assert.equal((await action("calling", "sure", "play 7c")).win, 1);
  assert.ok((await action("calling", "strong", "raise")).win > 0.9);
  // the bluffs: a card alone loses the hand
  assert.equal((await action("calling", "bluff", "play Kd")).win, 0);
  assert.equal((await action("calling", "last-bluff", "play 4c")).win, 0);
  // both 2s the same value
  assert.equal((await action("first-card", "no-manilha", "play 2c")).ev, (await action("first-card", "no-manilha", "play 2h")).ev);
});

for (const id of PLAY) {
  test(`lesson "${id}" walked as a learner, in every language: wrong moves hinted with what they give away, then the right one`, async () => {
    const def = LESSON_DEFS[id];
    for (const lang of LANGUAGES) {
      /** @type {string[]} */
      const missing = [];
      const t = translator(lang, missing);
      const has = (/** @type {string} */ key) => key in t.table;
      for (const key of [`course.${id}.title`, `course.${id}.about`]) assert.ok(has(key) && !PLACEHOLDER.test(t(key)), `${lang} ${key}`);
      let course = readCourse(null);
      for (const step of def.steps) {
        const where = `${lang} ${id} ${step.id}`;
        for (const part of ["title", "text", "task", "hint", "why"]) {
          assert.ok(has(def.key(step.id, part)) && !PLACEHOLDER.test(t(def.key(step.id, part))), `${where} ${part}`);
        }
        const data = await engine.ask(step.setup.op, step.setup.args);
        const options = step.options(t, data);
        const right = rightOf(id, step.id);
        // the wrong moves first, as a learner who tries them would
        const ordered = [...options.filter((o) => !right.includes(o.value)), ...options.filter((o) => right.includes(o.value))];
        for (const option of ordered) {
          assert.ok(option.label && !PLACEHOLDER.test(option.label), where);
          const request = step.request(option.value);
          const graded = step.grade(option.value, await reply(engine, request.op, request.args), t, data, has);
          for (const line of graded.lines) assert.ok(line && !PLACEHOLDER.test(line), `${where} ${option.value}: ${line}`);
          assert.equal(graded.right, right.includes(option.value), `${where} ${option.value}`);
          if (graded.right) {
            assert.equal(graded.lines[0], t("lesson.well"), where);
            assert.equal(graded.lines[1], t(def.key(step.id, "why")), where);
            break;
          }
          // a hint, then the coach's verdict with the points given away, then its reason
          assert.equal(graded.lines[0], t(def.key(step.id, "hint")), where);
          assert.ok(graded.lines[1].includes(option.label), `${where}: ${graded.lines[1]}`);
          assert.ok(graded.lines.length >= 3, `${where}: the coach's reason`);
          const done = course.lessons[id]?.done ?? [];
          assert.ok(!done.includes(step.id), where);
        }
        const progress = course.lessons[id] ?? { done: [], at: step.id };
        course = readCourse(writeCourse(withProgress(course, id, { done: [...progress.done, step.id], at: step.id })));
        assert.deepEqual(course.lessons[id], cleanProgress(/** @type {any} */ (lessonOf(id)), course.lessons[id]), where);
      }
      assert.ok(isComplete(course, id), `${lang} ${id}`);
      assert.deepEqual(missing, [], lang);
    }
  });
}
