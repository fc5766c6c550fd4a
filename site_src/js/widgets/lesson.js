// @ts-check
// lesson: one lesson of the course (kit/course.js: the lessons in order), in short steps in the
// manner of lichess "Learn". Each step is a short text and one thing to do, which the engine
// checks (each pick is an engine request, graded from its answer into praise or a hint):
// lesson 1, "Your first hand" (lesson/steps.js: the deck, the manilhas, a round, a hand, a truco,
// then a real hand against the random bot through the training game's ops, with the coach's
// hint); lesson 2, "Rounds and every tie" (lesson/rounds.js); lesson 3, "Covering"
// (lesson/covering.js).
//
//   <div data-widget="lesson" data-lesson="rounds"></div>   (no data-lesson: lesson 1)
//   link to a step: ?lesson.step=<id>
//
// Progress (steps done, the step open) is kept per lesson id in localStorage with the course's
// (kit/course.js); any step can be opened again; starting a lesson over asks first.
// Modules (widgets/lesson/): lessons.js (the lessons), steps.js, rounds.js, covering.js, kinds.js
// (the steps, their requests and grades), state.js, layout.js (the page parts), render.js (the
// nav, the way on, the feedback), open.js (a step opened and answered), game.js (the real hand).

import { uniqueId } from "../kit/dom.js";
import { operations } from "../kit/operation.js";
import { hasString } from "../kit/page.js";
import { errorText } from "../kit/words.js";
import { again, hint, play } from "./lesson/game.js";
import { buildLayout } from "./lesson/layout.js";
import { lessonDef } from "./lesson/lessons.js";
import { drawNav, say } from "./lesson/render.js";
import { createLessonState, repeated, save, tooSoon } from "./lesson/state.js";
import { go } from "./lesson/open.js";
import { GAME } from "./lesson/steps.js";

/** @typedef {import("../kit/initial.js").Request} Request */

/**
 * The requests the lesson makes when it opens for a new learner: the deck, and its first step's
 * position when it has one (`data.lesson`: the page's lesson), so that the first paint does not
 * wait for the engine. None says an answer: each answer is the engine's reply to a pick.
 * @param {import("../kit/initial.js").OpenState} state
 * @returns {Request[]}
 */
export function initialRequests({ data = {} }) {
  const first = lessonDef(data.lesson).steps[0];
  const setup = first && first.setup ? [first.setup] : [];
  return [{ op: "rules", args: { rules: GAME.rules } }, ...setup];
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const id = uniqueId("truco-lesson");
  root.classList.add("truco-lesson");
  const lesson = lessonDef(root.dataset.lesson);
  root.dataset.lessonId = lesson.id;
  const s = createLessonState(lesson, ctx.url.get("step"));
  const ids = lesson.ids;
  /** The lesson: its context, parts, state and handlers (filled in below, before any event). */
  const w = /** @type {import("./lesson/state.js").Lesson} */ ({
    root, ctx, s,
    /** any op, its answer as the engine gives it (the coach's `analyse` among them) */
    ask: /** @type {(op: string, args?: any) => Promise<any>} */ (ctx.ask),
  });
  w.ui = buildLayout(root, ctx, id, {
    next: () => {
      s.nextAt = performance.now();
      go(w, ids[ids.indexOf(s.current) + 1], true);
    },
  });
  w.run = operations(ctx, (err) => say(w, errorText(err, t, { has: hasString }).text, "error"));
  w.on = { go: (step, focus) => go(w, step, focus), play: w.run((action) => play(w, action)) };
  w.ui.hintButton.addEventListener("click", w.run(() => hint(w)));
  w.ui.againButton.addEventListener("click", w.run(() => again(w)));
  // starting over asks first; the second click of a double click on "Next step" never counts
  const { resetButton, confirm, keepButton, wipeButton } = w.ui;
  /** @param {boolean} asking */
  const asking = (asking) => {
    confirm.hidden = !asking;
    resetButton.hidden = asking;
    (asking ? keepButton : resetButton).focus();
  };
  resetButton.addEventListener("click", (event) => {
    if (!repeated(event) && !tooSoon(s, performance.now())) asking(true);
  });
  keepButton.addEventListener("click", () => asking(false));
  wipeButton.addEventListener("click", (event) => {
    if (repeated(event) || tooSoon(s, performance.now())) return;
    s.progress = { done: [], at: ids[0] };
    confirm.hidden = true;
    resetButton.hidden = false;
    save(s);
    go(w, ids[0], true);
  });

  // --- first paint -------------------------------------------------------------------------------
  await ctx.ask("rules", { rules: GAME.rules }); // answered by the build: the lesson draws at once
  drawNav(w);
  root.dataset.answers = "0";
  await go(w, s.current, false);
  ctx.ready();
}
