// @ts-check
// The course (node --test): its lessons' ids held to the lesson widget's step modules; the
// progress kept per lesson id, read back whatever storage holds, the first lesson's old progress
// taken over; "continue where you left off"; and lessons 2 to 5 graded from real engine answers
// in es, pt and en (the right options praised, every other one hinted at, the words complete).

import assert from "node:assert/strict";
import { after, test } from "node:test";

import {
  continueAt, isComplete, lessonOf, LESSONS, neighbours, progressOf, readCourse, withProgress, writeCourse,
} from "../../site_src/js/kit/course.js";
import { LESSON_DEFS, lessonDef } from "../../site_src/js/widgets/lesson/lessons.js";
import { PLACEHOLDER, rightOptions } from "./lesson-kit.mjs";
import { engineProcess, installPage, LANGUAGES, translator } from "./helpers.mjs";

installPage(); // the engine's passing grades (page data) grade the coach's steps

const engine = engineProcess();
after(() => engine.close());

test("the course's lessons are the lesson widget's, step for step; a page names one by id", () => {
  assert.deepEqual(LESSONS.map((l) => l.id), Object.keys(LESSON_DEFS));
  for (const lesson of LESSONS) {
    const def = LESSON_DEFS[lesson.id];
    assert.deepEqual([...def.ids], [...lesson.steps], lesson.id);
    assert.ok(lesson.steps.length >= 5 && lesson.steps.length <= 10, lesson.id);
    assert.equal(new Set(lesson.steps).size, lesson.steps.length, lesson.id);
  }
  assert.equal(lessonDef("rounds").id, "rounds");
  assert.equal(lessonDef(undefined).id, "first-hand");
  for (const hostile of ["__proto__", "constructor", "<img>", ""]) assert.equal(lessonDef(hostile).id, "first-hand");
  assert.deepEqual(neighbours("rounds"), { previous: LESSONS[0], next: LESSONS[2] });
  assert.equal(neighbours("first-hand").previous, null);
});

test("progress is kept per lesson id, read back whatever storage holds", () => {
  const empty = { lessons: {}, last: null };
  for (const junk of [null, "not json", "[1,2]", '{"lessons": [1]}', '{"lessons": {"rounds": "x"}}', "42"]) {
    const course = readCourse(junk);
    assert.deepEqual(Object.keys(course.lessons).filter((id) => course.lessons[id].done.length), [], String(junk));
  }
  assert.deepEqual(readCourse(null), empty);
  const stored = readCourse(JSON.stringify({
    lessons: { rounds: { done: ["lead", "nope", "same-rank"], at: "<script>" }, "no-such": { done: ["x"] } }, last: "rounds",
  }));
  assert.deepEqual(stored.lessons, { rounds: { done: ["same-rank", "lead"], at: "same-rank" } });
  assert.equal(stored.last, "rounds");
  assert.equal(readCourse('{"last": "__proto__"}').last, null);
  // one lesson's progress changes; the others stay; written and read back the same
  let course = withProgress(stored, "covering", { done: ["loses"], at: "hidden" });
  assert.deepEqual(progressOf(course, "rounds"), { done: ["same-rank", "lead"], at: "same-rank" });
  assert.deepEqual(progressOf(course, "covering"), { done: ["loses"], at: "hidden" });
  assert.deepEqual(progressOf(course, "first-hand"), { done: [], at: "deck" });
  assert.deepEqual(readCourse(writeCourse(course)), course);
  course = withProgress(course, "covering", { done: [.../** @type {any} */ (lessonOf("covering")).steps], at: "which" });
  assert.ok(isComplete(course, "covering") && !isComplete(course, "rounds"));
});

test("the first lesson's progress from before the course is taken over, once", () => {
  const legacy = JSON.stringify({ done: ["deck", "ranks", "vira"], at: "suits" });
  const course = readCourse(null, legacy);
  assert.deepEqual(course.lessons["first-hand"], { done: ["deck", "ranks", "vira"], at: "suits" });
  assert.equal(course.last, "first-hand");
  // the course's own record wins over the old key
  const own = writeCourse(withProgress({ lessons: {}, last: null }, "first-hand", { done: [], at: "deck" }));
  assert.deepEqual(readCourse(own, legacy).lessons["first-hand"], { done: [], at: "deck" });
  assert.deepEqual(readCourse(null, "{garbage").lessons, {});
});

test("continue where you left off: the last lesson opened while unfinished, else the first unfinished", () => {
  const fresh = continueAt(readCourse(null));
  assert.ok(fresh && fresh.lesson.id === "first-hand" && fresh.step === "deck" && !fresh.started);
  let course = withProgress(readCourse(null), "first-hand", { done: ["deck"], at: "ranks" });
  assert.deepEqual({ ...continueAt(course), lesson: continueAt(course)?.lesson.id }, { lesson: "first-hand", step: "ranks", started: true });
  course = withProgress(course, "first-hand", { done: [...LESSONS[0].steps], at: "play" });
  assert.equal(continueAt(course)?.lesson.id, "rounds");
  assert.equal(continueAt(course)?.step, "same-rank");
  course = withProgress(course, "covering", { done: ["too-early"], at: "loses" });
  assert.deepEqual([continueAt(course)?.lesson.id, continueAt(course)?.step], ["covering", "loses"]);
  for (const lesson of LESSONS) course = withProgress(course, lesson.id, { done: [...lesson.steps], at: lesson.steps[0] });
  assert.equal(continueAt(course), null);
});

/** The options each step of lessons 2 to 5 must grade right (every other option is a hint). */
const RIGHT = {
  rounds: {
    "same-rank": ["tie"], manilhas: ["opponent"], "make-tie": ["Kc"], lead: ["me"], "tie-first": ["opponent"],
    "first-decides": ["opponent"], "tie-tie": ["me"], "three-ties": ["me"],
  },
  covering: {
    "too-early": ["no"], loses: ["opponent"], "two-covered": ["tie"], hidden: ["nothing"], keep: ["play 3s"], which: ["cover 4d"],
  },
  ladder: {
    worth: ["1"], truco: ["3"], next: ["opponent"], "fold-seis": ["3"], climb: ["9"], "break-even": ["1/3"], accept: ["accept"],
    fold: ["fold"],
  },
  eleven: {
    "who-decides": ["opponent"], partner: ["partner"], stakes: ["3-1"], "no-truco": ["no"], play: ["accept"], decline: ["fold"],
    iron: ["play"], blind: ["none"],
  },
  match: {
    target: ["12"], partner: ["3"], "next-deal": ["1"], "eleven-comes": ["11-8"], capped: ["12-9"], over: ["nobody"],
  },
};


test("lessons 2 to 6: every option graded from the engine's answer, in every language", async () => {
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    const has = (/** @type {string} */ key) => key in t.table;
    for (const id of /** @type {const} */ (["rounds", "covering", "ladder", "eleven", "match"])) {
      const def = LESSON_DEFS[id];
      for (const key of [`course.${id}.title`, `course.${id}.about`]) assert.ok(has(key) && !PLACEHOLDER.test(t(key)), `${lang} ${key}`);
      for (const step of def.steps) {
        const where = `${lang} ${id} ${step.id}`;
        const data = step.setup ? await engine.ask(step.setup.op, step.setup.args) : null;
        for (const part of ["title", "text", "task", "hint"]) assert.ok(has(def.key(step.id, part)), `${where} ${part}`);
        for (const shown of step.shown ? step.shown(t, data) : []) assert.ok(shown.label && !PLACEHOLDER.test(shown.label), where);
        assert.deepEqual(await rightOptions(engine, step, data, t, has, where), [.../** @type {Record<string, string[]>} */ (RIGHT[id])[step.id]].sort(), where);
      }
    }
    assert.deepEqual(missing, [], lang);
  }
});

test("the covering lesson's positions: the engine refuses a cover in round 1 and never names a covered card", async () => {
  const covering = LESSON_DEFS.covering.steps;
  const early = covering.find((s) => s.id === "too-early");
  const refused = await engine.ask(early.request("no").op, early.request("no").args);
  assert.equal(refused.refused.code, "cover-too-early");
  const hidden = covering.find((s) => s.id === "hidden");
  const seen = await engine.ask(hidden.request("nothing").op, hidden.request("nothing").args);
  assert.equal(seen.viewer, 1);
  assert.ok(!JSON.stringify(seen.table).includes("4d"), JSON.stringify(seen.table));
});

test("the eleven lesson's positions: who decides, what each seat sees, and hands the solved game does not mix", async () => {
  const steps = LESSON_DEFS.eleven.steps;
  const ask = (/** @type {string} */ id, /** @type {string} */ value) => {
    const request = /** @type {any} */ (steps.find((s) => s.id === id)).request(value);
    return engine.ask(request.op, request.args);
  };
  // heads-up the player at 11 decides even when the other one is the mão
  const who = await ask("who-decides", "opponent");
  assert.deepEqual([who.kind, who.decider, who.mao], ["eleven", 1, 0]);
  // in pairs the decider sees the partner's cards, never the other side's
  const pairs = await ask("partner", "partner");
  assert.deepEqual(pairs.hands.map((/** @type {unknown} */ h) => h !== null), [true, false, true, false]);
  assert.equal((await ask("no-truco", "no")).refused.code, "ladder-locked");
  // the two hands to judge: the solution is pure (no mixing), and the decline hand is the mão's only
  const play = await ask("play", "accept");
  const decline = await ask("decline", "fold");
  assert.deepEqual([play.solved.accept_probability, decline.solved.accept_probability], [1, 0]);
  // at 11-9 a lost hand of eleven is the match: the line the steps teach is the one counted in matches
  assert.ok(play.break_even_match.chance > 0.5 && play.break_even_match.chance > play.break_even.chance + 0.2);
  assert.ok(play.solved.win_chance > play.break_even_match.chance + 0.1 && decline.solved.win_chance < decline.break_even_match.chance - 0.1);
  assert.deepEqual([play.solved.choice, decline.solved.choice], ["accept", "fold"]);
  const { TO_DECLINE } = await import("../../site_src/js/widgets/lesson/eleven.js");
  const notMao = await engine.ask("eleven_solution", { scenario: { ...TO_DECLINE, dealer: 0 } });
  assert.equal(notMao.decider_is_mao, false);
  // the step's "why": counting points alone the solution plays these cards when not leading; at this score the coach does not
  assert.equal(notMao.solved.accept_probability, 1);
  assert.deepEqual([notMao.solved.by, notMao.solved.choice], ["match", "fold"]);
  // 11–11: nobody decides; open under paulista, blind (own cards unseen) under paulista-fpt
  const iron = await ask("iron", "play");
  assert.deepEqual([iron.kind, iron.decider, iron.value, iron.blind], ["iron", null, 3, false]);
  const blind = await ask("blind", "none");
  assert.deepEqual([blind.kind, blind.blind, blind.hands[0]], ["iron", true, null]);
});

test("the ladder lesson's positions: the solved game's best answer, and the break-even from the engine's values", async () => {
  const { ACCEPT, FOLD } = await import("../../site_src/js/widgets/lesson/ladder.js");
  for (const [scenario, best] of /** @type {const} */ ([[ACCEPT, "accept"], [FOLD, "fold"]])) {
    const a = await engine.ask("analyse", { scenario });
    assert.equal(a.method, "solved");
    // one best answer, never mixed with another: the step's "right" is the coach's only answer
    assert.deepEqual(a.actions.filter((/** @type {any} */ x) => x.best || x.probability > 0).map((/** @type {any} */ x) => x.action), [best]);
  }
  const accept = (await engine.ask("analyse", { scenario: ACCEPT })).actions.find((/** @type {any} */ x) => x.action === "accept");
  const fold = (await engine.ask("analyse", { scenario: FOLD })).actions.find((/** @type {any} */ x) => x.action === "accept");
  // under half yet over a third; far under a third
  assert.ok(accept.win > 1 / 3 + 0.1 && accept.win < 0.5, String(accept.win));
  assert.ok(fold.win < 1 / 3 - 0.1, String(fold.win));
  const truco = (await engine.ask("rules", { rules: "paulista" })).calls[0];
  assert.deepEqual([truco.name, truco.value, truco.fold_pays], ["truco", 3, 1]);
});

test("the match lesson's positions: the next hand's dealer as the engine says it, and as its match deals it; the capped score", async () => {
  const { PAIRS, NEAR_END } = await import("../../site_src/js/widgets/lesson/match.js");
  const steps = LESSON_DEFS.match.steps;
  const next = /** @type {any} */ (steps.find((s) => s.id === "next-deal")).request("1");
  const finished = await engine.ask(next.op, next.args);
  assert.deepEqual(finished.next_hand, { dealer: 0, mao: 1 });
  // the training game, played on from the same finished hand, deals the next hand the same way
  const game = await engine.ask("game_new", { players: 4, seed: 1, opponents: "heuristic", code: finished.code });
  const dealt = await engine.ask("game_next", { id: game.id });
  assert.deepEqual([dealt.observation.dealer, dealt.observation.mao], [0, 1]);
  const end = await engine.ask("replay", { scenario: NEAR_END, viewer: 0 });
  assert.deepEqual([end.score, end.match_winner, end.match_rulings.map((/** @type {any} */ r) => r.code)],
    [[12, 9], 0, ["score-capped", "match-won"]]);
  assert.equal(PAIRS.players, 4);
  // the seats laid out for the partner step: who deals and who is the mão are the engine's seat facts
  const t = translator("en");
  const partner = /** @type {any} */ (steps.find((s) => s.id === "partner"));
  const seats = await engine.ask(partner.setup.op, partner.setup.args);
  assert.deepEqual(seats.seats.map((/** @type {any} */ s) => [s.dealer, s.mao]),
    [[false, true], [false, false], [false, false], [true, false]]);
  assert.deepEqual(partner.shown(t, seats).map((/** @type {any} */ s) => s.result),
    [t("lesson.match.shown.mao"), t("lesson.match.shown.seat"), t("lesson.match.shown.seat"), t("lesson.match.shown.dealer")]);
});
