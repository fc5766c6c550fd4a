// @ts-check
// Predict, then reveal (added for the widgets' exercise mode): a switch that turns a rule widget
// into a quiz, and the quiz panel. The widget deals a question (a situation built from the
// engine's deck or from its answers, with a seeded random source: the randomness lives here, the
// rules do not); the learner answers; only then does the widget ask the engine, whose answer
// grades the answer and explains it. The answer is never in the page before the learner answers.
// A running score is kept for the visit (sessionStorage), shown and announced.
//
//   const quiz = exercise(ctx, {name: "card-duel", block: "truco-card-duel", explore, question});
//   root.replaceChildren(quiz.switchNode, explore, quiz.node);
//   await quiz.start();          // the mode of the link, else the one the reader chose last time
//
// Links: ?<widget>.ex=1 opens the exercise mode (ex=0 the explore mode), ?<widget>.q=<seed> one
// question. Strings: exercise.* (site_src/i18n/kit-exercise.json). Styles: kit-exercise.css.
// Parts: exercise/random.js (seeds, pick, shuffle), exercise/score.js (mode, score, grading),
// exercise/view.js (the panel's DOM); this module holds the quiz's state and wires them.

import { store, uniqueId } from "./dom.js";
import { newSeed, readSeed, seeded } from "./exercise/random.js";
import { gradeAnswers, loadScore, MODE_KEY, saveScore, wantsExercise } from "./exercise/score.js";
import { addCopyLink, drawQuestion, drawScore, drawVerdict, panelView, readAnswers, say, syncGroups } from "./exercise/view.js";
import { hasString } from "./page.js";
import { errorText, isEngineDown } from "./words.js";

// the pure parts, for the widgets' question modules and the tests
export { dealSeed, newSeed, pick, readSeed, SEED_MAX, seeded, shuffle } from "./exercise/random.js";
export { gradeAnswers, loadScore, scoreText, wantsExercise } from "./exercise/score.js";

/**
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {import("./exercise/random.js").Random} Random a random number in [0, 1)
 *
 * @typedef {Object} Option one answer the learner may pick
 * @property {string} value
 * @property {string} label its words
 * @property {string} [card] a card drawn beside the words
 * @property {boolean} [covered] the card is drawn covered (face down, still named to its owner)
 *
 * @typedef {Object} Group one part of the answer: a set of radio buttons
 * @property {string} name
 * @property {string} legend what is asked
 * @property {Option[]} options
 * @property {(answers: Record<string, string>) => boolean} [needed] whether this part must be
 *   answered, given the others (default: always)
 *
 * @typedef {Object} Verdict the engine's answer, worded, and what it makes right
 * @property {string} headline e.g. "Player 2 wins with 3♦."
 * @property {string[]} why the engine's ruling in words
 * @property {Record<string, string[]>} correct per group, the values the engine's answer makes right
 *
 * @typedef {Object} Question
 * @property {string} prompt the question, one sentence (shown unless a group's legend says it)
 * @property {string} situation what the learner sees, in words (also read by screen readers)
 * @property {HTMLElement[]} figure the situation drawn (cards); never the answer
 * @property {Group[]} groups
 * @property {(answers: Record<string, string>) => Promise<Verdict>} check asks the engine
 *
 * @typedef {import("./exercise/score.js").Score} Score
 */

/**
 * @typedef {Object} ExerciseOptions
 * @property {string} name the widget's name (its stored mode and score)
 * @property {HTMLElement} explore the widget's own part, hidden while the quiz is on
 * @property {(random: Random) => Promise<Question>} question deal a question
 * @property {string} [intro] a line under the switch, while the quiz is on
 *
 * @typedef {Object} Exercise
 * @property {HTMLElement} switchNode
 * @property {HTMLElement} node
 * @property {() => boolean} on
 * @property {(params: Record<string, string>) => Promise<void>} start open in the mode the link
 *   (its `ex` and `q`) or the reader's last choice asks for
 * @property {() => Promise<void>} renew a new question if the quiz is on (the rules changed)
 */

/**
 * The exercise mode of a widget.
 * @param {import("./types.js").WidgetContext} ctx @param {ExerciseOptions} options
 * @returns {Exercise}
 */
export function exercise(ctx, { name, explore, question, intro = "" }) {
  const { t } = ctx;
  const view = panelView(ctx, uniqueId("truco-exercise"), intro);
  /** The quiz's state: the panel draws from it. */
  const state = {
    active: false,
    score: loadScore(name),
    /** @type {Question | null} */
    current: null,
    seed: 0,
    checked: false,
    /** a counter: a question dealt for an older request is dropped */
    dealing: 0,
  };

  const operation = (/** @type {() => Promise<void>} */ fn) => async () => {
    ctx.root.dataset.busy = "true";
    try {
      await fn();
    } catch (err) {
      if (isEngineDown(err)) {
        ctx.fail(err);
        return;
      }
      say(view, errorText(err, t, { has: hasString }).text, "error");
    } finally {
      delete ctx.root.dataset.busy;
      ctx.root.dataset.answers = String(Number(ctx.root.dataset.answers || 0) + 1);
    }
  };

  const onAnswer = () => {
    if (state.current && !state.checked) syncGroups(view, state.current);
  };

  /** Deal a new question (from the link's seed, or a new one). @param {{seed?: number | null, focus?: boolean, announce?: boolean}} [how] */
  async function deal({ seed: wanted = null, focus = false, announce = true } = {}) {
    const mine = ++state.dealing;
    const next = wanted || newSeed();
    say(view, t("exercise.dealing"));
    const q = await question(seeded(next));
    if (mine !== state.dealing || !state.active) return;
    state.seed = next;
    ctx.url.set({ ex: "1", q: state.seed });
    view.node.dataset.seed = String(state.seed);
    state.current = q;
    state.checked = false;
    drawQuestion(ctx, view, q, onAnswer);
    // said to screen readers only: the question is on the screen already
    say(view, announce ? `${t("exercise.new")} ${q.prompt} ${q.situation}` : "", announce ? "announce" : "");
    if (focus) {
      const first = /** @type {HTMLInputElement | null} */ (view.groupsBox.querySelector("input[type=radio]"));
      if (first) first.focus();
    }
  }

  /** Grade the learner's answers with the engine's answer. */
  async function check() {
    if (!state.current || state.checked) return;
    const q = state.current;
    const given = readAnswers(view);
    const missing = q.groups.find((g) => (!g.needed || g.needed(given)) && given[g.name] === undefined);
    if (missing) {
      say(view, t("exercise.missing", { what: missing.legend }), "missing");
      const first = /** @type {HTMLInputElement | null} */ (view.groupsBox.querySelector(`[data-group="${missing.name}"] input`));
      if (first) first.focus();
      return;
    }
    view.checkButton.disabled = true;
    const result = await q.check(given);
    if (q !== state.current) return;
    state.checked = true;
    const graded = gradeAnswers(q.groups, given, result.correct);
    state.score = { right: state.score.right + (graded.right ? 1 : 0), total: state.score.total + 1 };
    saveScore(name, state.score);
    drawVerdict(view, result, given, graded, state.score, t);
  }

  /** @param {boolean} on @param {{fromUser?: boolean, seed?: number | null}} [how] */
  async function setMode(on, { fromUser = false, seed: wanted = null } = {}) {
    state.active = on;
    view.toggle.checked = on;
    view.node.hidden = !on;
    explore.hidden = on;
    ctx.root.dataset.mode = on ? "exercise" : "explore";
    if (fromUser) store.set(MODE_KEY + name, on ? "1" : "0");
    if (!on) {
      state.dealing += 1;
      state.current = null;
      if (fromUser) ctx.url.set({ ex: null, q: null });
      return;
    }
    drawScore(view, state.score, t);
    addCopyLink(ctx, view);
    await deal({ seed: wanted, announce: fromUser });
  }

  view.toggle.addEventListener("change", operation(() => setMode(view.toggle.checked, { fromUser: true })));
  view.form.addEventListener("submit", (event) => {
    event.preventDefault();
    operation(check)();
  });
  view.nextButton.addEventListener("click", operation(() => deal({ focus: true, announce: false })));
  drawScore(view, state.score, t);

  return {
    switchNode: view.switchNode,
    node: view.node,
    on: () => state.active,
    /**
     * Open in the mode the link asks for, else the reader's last choice for this widget.
     * @param {Record<string, string>} params the widget's link parameters (with `ex` and `q`)
     */
    async start(params) {
      if (!wantsExercise(params, store.get(MODE_KEY + name))) {
        await setMode(false);
        return;
      }
      await operation(() => setMode(true, { seed: readSeed(params.q) }))();
    },
    renew: () => (state.active ? operation(() => deal({ announce: true }))() : Promise.resolve()),
  };
}
