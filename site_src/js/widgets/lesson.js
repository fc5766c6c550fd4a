// @ts-check
// lesson: "Your first hand in five minutes", a guided lesson in short steps (lichess "Learn" is
// the model). Each step is a short text and one thing to do — spot the card that is not in the
// deck, pick the strongest card, name the manilhas of a vira, win a round, say who wins a hand,
// answer a truco — which the engine checks (lesson/steps.js: each pick is an engine request,
// graded from its answer into praise or a hint). The last step is a real hand against the
// random bot through the training game's ops (`game_new` with a fixed seed the learner wins
// unless they fold), with a hint from the engine's coach on request.
//
//   <div data-widget="lesson"></div>        link to a step: ?lesson.step=<id> (lesson/steps.js)
//
// Progress (steps done, the step open) is kept in localStorage; any step can be opened again.
// Modules (widgets/lesson/): steps.js (the steps, their requests and grades), state.js, layout.js
// (the page parts), render.js (the nav, the feedback), open.js (a step opened and answered),
// game.js (the real hand).

import { uniqueId } from "../kit/dom.js";
import { operations } from "../kit/operation.js";
import { hasString } from "../kit/page.js";
import { errorText } from "../kit/words.js";
import { again, hint, play } from "./lesson/game.js";
import { buildLayout } from "./lesson/layout.js";
import { drawNav, say } from "./lesson/render.js";
import { createLessonState, save } from "./lesson/state.js";
import { go } from "./lesson/open.js";
import { GAME, STEP_IDS } from "./lesson/steps.js";

/** @typedef {import("../kit/initial.js").Request} Request */

/**
 * The requests the lesson makes when it opens: none that the build could answer in advance and
 * that would say an answer; the deck, so that the first paint does not wait for the engine.
 * @returns {Request[]}
 */
export function initialRequests() {
  return [{ op: "rules", args: { rules: GAME.rules } }];
}

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const id = uniqueId("truco-lesson");
  root.classList.add("truco-lesson");
  const s = createLessonState(ctx.url.get("step"));
  /** The lesson: its context, parts, state and handlers (filled in below, before any event). */
  const w = /** @type {import("./lesson/state.js").Lesson} */ ({
    root, ctx, s,
    /** any op, its answer as the engine gives it (the coach's `analyse` among them) */
    ask: /** @type {(op: string, args?: any) => Promise<any>} */ (ctx.ask),
  });
  w.ui = buildLayout(root, ctx, id, { next: () => go(w, STEP_IDS[STEP_IDS.indexOf(s.current) + 1], true) });
  w.run = operations(ctx, (err) => say(w, errorText(err, t, { has: hasString }).text, "error"));
  w.on = { go: (step, focus) => go(w, step, focus), play: w.run((action) => play(w, action)) };
  w.ui.hintButton.addEventListener("click", w.run(() => hint(w)));
  w.ui.againButton.addEventListener("click", w.run(() => again(w)));
  w.ui.resetButton.addEventListener("click", () => {
    s.progress = { done: [], at: STEP_IDS[0] };
    save(s);
    go(w, STEP_IDS[0], true);
  });

  // --- first paint -------------------------------------------------------------------------------
  await ctx.ask("rules", { rules: GAME.rules }); // answered by the build: the lesson draws at once
  drawNav(w);
  root.dataset.answers = "0";
  await go(w, s.current, false);
  ctx.ready();
}
