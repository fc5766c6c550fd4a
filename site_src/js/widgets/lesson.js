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

import { cardElement } from "../kit/cards.js";
import { button, el, store, uniqueId } from "../kit/dom.js";
import { handModel } from "../kit/hand-model.js";
import { renderChoices, renderHand } from "../kit/hand-view.js";
import { operations } from "../kit/operation.js";
import { hasString } from "../kit/page.js";
import { actionLabel, capitalize, errorText, isEngineDown, seatText } from "../kit/words.js";
import { eventLine, GAME, handResult, openingStep, readProgress, STEP_IDS, stepOf } from "./lesson/steps.js";

/**
 * @typedef {import("../kit/protocol.js").GameState} GameState
 * @typedef {import("./lesson/steps.js").LessonStep} LessonStep
 * @typedef {import("../kit/initial.js").Request} Request
 */

const STORE_KEY = "truco-lab.lesson";

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
  /** any op, its answer as the engine gives it (the coach's `analyse` among them) */
  const ask = /** @type {(op: string, args?: any) => Promise<any>} */ (ctx.ask);
  const id = uniqueId("truco-lesson");
  root.classList.add("truco-lesson");
  let progress = readProgress(store.get(STORE_KEY));
  let current = openingStep(ctx.url.get("step"), progress);
  /** the step's setup answer (the truco step's position) */
  let data = /** @type {any} */ (null);
  /** @type {{id: number | null, state: GameState | null}} the real hand */
  const game = { id: null, state: null };
  let opening = 0;

  // --- layout ----------------------------------------------------------------------------------
  const nav = el("nav", "truco-lesson__nav");
  nav.setAttribute("aria-label", t("lesson.steps"));
  const navList = el("ol", "truco-lesson__steps");
  nav.append(navList);
  const progressLine = el("p", "truco-lesson__progress");

  const panel = el("section", "truco-lesson__step");
  panel.setAttribute("aria-labelledby", `${id}-title`);
  const title = el("h2", "truco-lesson__title");
  title.id = `${id}-title`;
  title.tabIndex = -1;
  const text = el("div", "truco-lesson__text");
  const situation = el("div", "truco-lesson__situation");
  const task = el("p", "truco-lesson__task");
  task.id = `${id}-task`;
  const options = el("div", "truco-lesson__options");
  options.setAttribute("role", "group");
  options.setAttribute("aria-labelledby", task.id);
  const feedback = el("div", "truco-lesson__feedback");
  feedback.setAttribute("role", "status");
  const stepButtons = el("div", "truco-buttons truco-lesson__buttons");
  const nextButton = button(t("lesson.next"), () => go(STEP_IDS[STEP_IDS.indexOf(current) + 1], true), "md-button md-button--primary truco-lesson__next");
  const hintButton = button(t("lesson.play.hint-button"), null, "md-button truco-button truco-lesson__hint");
  const againButton = button(t("lesson.play.again"), null, "md-button truco-button truco-lesson__again");
  stepButtons.append(hintButton, againButton, nextButton);
  const log = el("ol", "truco-lesson__log");
  log.setAttribute("aria-label", t("lesson.play.log"));
  panel.append(title, text, situation, task, options, feedback, log, stepButtons);

  const footer = el("div", "truco-buttons truco-lesson__footer");
  const resetButton = button(t("lesson.reset"), null, "md-button truco-button truco-lesson__reset");
  footer.append(resetButton);
  root.replaceChildren(nav, progressLine, panel, footer);

  // --- progress --------------------------------------------------------------------------------
  function save() {
    store.set(STORE_KEY, JSON.stringify({ done: progress.done, at: current }));
  }

  /** @param {string} step */
  function markDone(step) {
    if (!progress.done.includes(step)) progress = { ...progress, done: STEP_IDS.filter((s) => s === step || progress.done.includes(s)) };
    save();
    drawNav();
  }

  function drawNav() {
    navList.replaceChildren(...STEP_IDS.map((step, i) => {
      const item = el("li", "truco-lesson__nav-item");
      const done = progress.done.includes(step);
      const link = button("", () => go(step, true), "truco-lesson__nav-button");
      link.dataset.step = step;
      link.append(el("span", "truco-lesson__nav-number", String(i + 1)), el("span", "truco-lesson__nav-name", t(`lesson.${step}.title`)));
      if (done) {
        link.append(el("span", "truco-lesson__nav-done", t("lesson.done-mark")));
        item.classList.add("truco-lesson__nav-item--done");
      }
      if (step === current) {
        link.setAttribute("aria-current", "step");
        item.classList.add("truco-lesson__nav-item--current");
      }
      item.append(link);
      return item;
    }));
    progressLine.textContent = t("lesson.progress", { n: STEP_IDS.indexOf(current) + 1, total: STEP_IDS.length, done: progress.done.length });
    root.dataset.done = progress.done.join(" ");
  }

  /** @param {string} line @param {"right" | "hint" | "info" | "error"} kind @param {string[]} [more] */
  function say(line, kind, more = []) {
    feedback.replaceChildren(el("p", "truco-lesson__feedback-head", line), ...more.map((m) => el("p", "", m)));
    feedback.dataset.kind = kind;
  }

  const run = operations(ctx, (err) => say(errorText(err, t, { has: hasString }).text, "error"));

  // --- a step ----------------------------------------------------------------------------------
  /**
   * Open a step (from the nav, "next", a link or the learner's progress).
   * @param {string | undefined} step @param {boolean} focus
   */
  async function go(step, focus) {
    if (!step) return;
    const mine = ++opening;
    current = step;
    save();
    ctx.url.set({ step: step === STEP_IDS[0] ? null : step });
    root.dataset.step = step;
    drawNav();
    title.textContent = t(`lesson.${step}.title`);
    text.replaceChildren(...t(`lesson.${step}.text`).split("\n").map((line) => el("p", "", line)));
    task.textContent = t(`lesson.${step}.task`);
    feedback.replaceChildren();
    delete feedback.dataset.kind;
    situation.replaceChildren();
    options.replaceChildren();
    log.replaceChildren();
    log.hidden = true;
    nextButton.hidden = true;
    hintButton.hidden = true;
    againButton.hidden = true;
    if (focus) title.focus();
    if (step === "play") await run(() => startGame(mine))();
    else await run(() => openStep(/** @type {LessonStep} */ (stepOf(step)), mine))();
  }

  /** @param {LessonStep} step @param {number} mine */
  async function openStep(step, mine) {
    data = step.setup ? await ask(step.setup.op, step.setup.args) : null;
    if (mine !== opening) return;
    const figure = [];
    if (step.id === "truco") {
      // the learner's view of the position (the engine's, for seat 0): the opponent's cards face down
      const model = handModel(data);
      figure.push(renderHand(t, model, { parts: ["vira", "seats", "rounds", "state"] }).node);
    }
    if (step.vira) {
      const vira = el("p", "truco-lesson__card");
      vira.append(el("span", "truco-lesson__label", t("hand.vira")), cardElement(step.vira, t));
      figure.push(vira);
    }
    if (step.led) {
      const led = el("p", "truco-lesson__card");
      led.append(el("span", "truco-lesson__label", t("lesson.led", { seat: capitalize(seatText(0, t)) })), cardElement(step.led, t));
      figure.push(led);
    }
    situation.replaceChildren(el("p", "truco-lesson__situation-text", step.situation(t, data)), ...figure);
    options.replaceChildren(...step.options(t, data).map((option) => {
      const pick = button("", null, "md-button truco-lesson__option");
      pick.dataset.value = option.value;
      if (option.card) pick.append(cardElement(option.card, t));
      pick.append(el("span", "truco-lesson__option-label", option.label));
      if (option.note) pick.append(el("span", "truco-lesson__option-note", option.note));
      pick.addEventListener("click", run(() => answer(step, option.value, pick)));
      return pick;
    }));
  }

  /** The learner picked `value`: the engine is asked, the step grades its answer. @param {LessonStep} step @param {string} value @param {HTMLButtonElement} pick */
  async function answer(step, value, pick) {
    const request = step.request(value);
    /** @type {import("./lesson/steps.js").Reply} */
    let reply;
    try {
      reply = { ok: true, answer: await ask(request.op, request.args) };
    } catch (err) {
      if (isEngineDown(err)) throw err;
      reply = { ok: false, error: err };
    }
    if (current !== step.id) return;
    const graded = step.grade(value, reply, t, data, hasString);
    for (const old of pick.querySelectorAll(".truco-lesson__mark")) old.remove();
    pick.append(el("span", "truco-lesson__mark", t(graded.right ? "lesson.mark-right" : "lesson.mark-wrong")));
    pick.dataset.graded = graded.right ? "right" : "wrong";
    say(graded.lines[0], graded.right ? "right" : "hint", graded.lines.slice(1));
    if (!graded.right) return;
    for (const other of options.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (other).disabled = true;
    markDone(step.id);
    nextButton.hidden = false;
    nextButton.focus();
  }

  // --- the real hand ---------------------------------------------------------------------------
  /** @param {number} mine */
  async function startGame(mine) {
    const state = /** @type {GameState} */ (await ctx.ask("game_new", { ...GAME }));
    if (mine !== opening) return;
    game.id = state.id ?? null;
    game.state = state;
    situation.replaceChildren();
    drawGame([]);
  }

  /** Draw the hand, the learner's choices and what just happened. @param {string[]} lines */
  function drawGame(lines) {
    const state = /** @type {GameState} */ (game.state);
    const obs = state.observation;
    const model = handModel(obs);
    situation.replaceChildren(renderHand(t, model, { parts: ["vira", "seats", "table", "rounds", "state", "result"] }).node);
    const result = handResult(model.outcome);
    options.replaceChildren(result === "playing" ? renderChoices(t, model, (action) => play(action)) : "");
    for (const line of lines) log.append(el("li", "", line));
    log.hidden = log.childElementCount === 0;
    hintButton.hidden = result !== "playing" || obs.to_act !== 0;
    againButton.hidden = result === "playing";
    root.dataset.hand = result;
    if (result === "won") {
      markDone("play");
      say(t("lesson.play.won"), "right", [t("lesson.play.next")]);
      const links = el("p", "truco-lesson__links");
      const play = el("a", "md-button md-button--primary", t("lesson.play.link-play"));
      play.href = "../play/";
      const rounds = el("a", "md-button", t("lesson.play.link-exercises"));
      rounds.href = "../rounds/";
      links.append(play, " ", rounds);
      feedback.append(links);
    } else if (result === "lost") {
      say(t("lesson.play.lost"), "hint");
    } else if (lines.length) {
      say(lines.join(" "), "info");
    }
  }

  /** The learner's move; the bot answers (the engine's events say what happened). @param {string} action */
  const play = run(async (/** @type {string} */ action) => {
    if (game.id === null || !game.state) return;
    const since = game.state.event_count;
    let state;
    try {
      state = /** @type {GameState} */ (await ctx.ask("game_act", { id: game.id, action }));
    } catch (err) {
      if (isEngineDown(err) || /** @type {any} */ (err).code !== "unknown-game") throw err;
      // the engine no longer holds this game (restarted): the same deal again
      await startGame(opening);
      say(t("lesson.play.restarted"), "info");
      return;
    }
    if (current !== "play") return;
    game.state = state;
    const events = state.events.filter((_e, i) => state.event_count - state.events.length + i >= since);
    drawGame(events.map((e) => eventLine(e, t, -1)).filter(Boolean));
    const first = /** @type {HTMLElement | null} */ (options.querySelector("button"));
    (first || (againButton.hidden ? title : againButton)).focus();
  });

  hintButton.addEventListener("click", run(async () => {
    if (game.id === null || !game.state) return;
    const analysis = await ask("analyse", { id: game.id });
    const choice = game.state.observation.choices.find((c) => c.action === analysis.choice);
    const label = choice ? actionLabel(choice, t) : analysis.choice;
    say(t("lesson.play.hint", { action: label }), "info");
  }));
  againButton.addEventListener("click", run(async () => {
    log.replaceChildren();
    await startGame(opening);
    say(t("lesson.play.dealt-again"), "info");
    const first = /** @type {HTMLElement | null} */ (options.querySelector("button"));
    if (first) first.focus();
  }));
  resetButton.addEventListener("click", () => {
    progress = { done: [], at: STEP_IDS[0] };
    save();
    go(STEP_IDS[0], true);
  });

  // --- first paint -------------------------------------------------------------------------------
  await ctx.ask("rules", { rules: GAME.rules }); // answered by the build: the lesson draws at once
  drawNav();
  root.dataset.answers = "0";
  await go(current, false);
  ctx.ready();
}
