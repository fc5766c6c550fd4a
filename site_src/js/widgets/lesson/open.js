// @ts-check
// lesson's steps opened and answered: a step's text, its situation (drawn from the engine's
// setup answer), its options; each pick is an engine request, graded by lesson/steps.js into
// praise or a hint. The last step is the real hand (game.js).

import { cardElement } from "../../kit/cards.js";
import { button, el } from "../../kit/dom.js";
import { handModel } from "../../kit/hand-model.js";
import { renderHand } from "../../kit/hand-view.js";
import { hasString } from "../../kit/page.js";
import { capitalize, isEngineDown, readerSeatNames } from "../../kit/words.js";
import { startGame } from "./game.js";
import { LEARNER } from "./steps.js";
import { drawNav, markDone, say, sayComplete } from "./render.js";
import { repeated, save } from "./state.js";

/**
 * @typedef {import("./state.js").Lesson} Lesson
 * @typedef {import("./steps.js").LessonStep} LessonStep
 */

/**
 * Open a step (from the nav, "next", a link or the learner's progress).
 * @param {Lesson} w @param {string | undefined} step @param {boolean} focus
 */
export async function go(w, step, focus) {
  const { root, ctx, s, ui } = w;
  const { t } = ctx;
  const { ids, key } = s.lesson;
  if (!step) return;
  const mine = ++s.opening;
  s.current = step;
  save(s);
  ctx.url.set({ step: step === ids[0] ? null : step });
  root.dataset.step = step;
  drawNav(w);
  ui.title.textContent = t(key(step, "title"));
  const words = s.lesson.steps.find((x) => x.id === step)?.words || {};
  ui.text.replaceChildren(...t(key(step, "text"), words).split("\n").map((line) => el("p", "", line)));
  ui.task.textContent = t(key(step, "task"), words);
  ui.feedback.replaceChildren();
  delete ui.feedback.dataset.kind;
  ui.situation.replaceChildren();
  ui.options.replaceChildren();
  ui.log.replaceChildren();
  ui.log.hidden = true;
  ui.nextButton.hidden = true;
  ui.hintButton.hidden = true;
  ui.againButton.hidden = true;
  if (focus) {
    // the title comes into view below the site's sticky header (its scroll-margin, widget-lesson.css)
    ui.title.focus({ preventScroll: true });
    ui.title.scrollIntoView({ block: "nearest" });
  }
  const found = s.lesson.steps.find((x) => x.id === step);
  if (!found) await w.run(() => startGame(w, mine))(); // lesson 1's real hand
  else await w.run(() => openStep(w, found, mine))();
}

/** @param {Lesson} w @param {LessonStep} step @param {number} mine */
async function openStep(w, step, mine) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  s.data = step.setup ? await w.ask(step.setup.op, step.setup.args) : null;
  if (mine !== s.opening) return;
  const data = s.data;
  const figure = [];
  if (step.board) {
    // the learner's view of the position (the engine's, for seat 0): the opponent's cards face down
    const model = handModel(data);
    const names = readerSeatNames(t, model.viewer ?? LEARNER);
    figure.push(renderHand(t, model, { parts: ["vira", "seats", "rounds", "state"], name: names, rulingName: names }).node);
  }
  if (step.vira) {
    const vira = el("p", "truco-lesson__card");
    vira.append(el("span", "truco-lesson__label", t("hand.vira")), cardElement(step.vira, t));
    figure.push(vira);
  }
  if (step.led) {
    // the opponent led; the learner answers from the other seat (step.seat)
    const me = step.seat ?? LEARNER;
    const leader = readerSeatNames(t, me)(1 - me);
    const led = el("p", "truco-lesson__card");
    led.append(el("span", "truco-lesson__label", t("lesson.led", { seat: leader, Seat: capitalize(leader) })), cardElement(step.led, t));
    figure.push(led);
  }
  if (step.shown) {
    const row = el("div", "truco-lesson__shown");
    for (const shown of step.shown(t, data)) {
      const item = el("p", "truco-lesson__card");
      item.append(el("span", "truco-lesson__label", shown.label));
      if (shown.result !== undefined) item.append(el("span", "truco-lesson__result", shown.result));
      else item.append(cardElement(shown.card, t));
      if (shown.covered) item.dataset.covered = "true";
      row.append(item);
    }
    figure.push(row);
  }
  const words = step.situation(t, data);
  ui.situation.replaceChildren(...(words ? [el("p", "truco-lesson__situation-text", words)] : []), ...figure);
  ui.options.replaceChildren(...step.options(t, data).map((option) => {
    const pick = button("", null, "md-button truco-lesson__option");
    pick.dataset.value = option.value;
    if (option.card) pick.append(cardElement(option.card, t));
    pick.append(el("span", "truco-lesson__option-label", option.label));
    if (option.note) pick.append(el("span", "truco-lesson__option-note", option.note));
    const picked = w.run(() => answer(w, step, option.value, pick));
    // the second click of a double click (on "Next step", which moved away under it) is no answer
    pick.addEventListener("click", (event) => { if (!repeated(event)) picked(); });
    return pick;
  }));
  // a step done before (a reload, the nav): the way on is open at once, as right after the answer
  const ids = s.lesson.ids;
  if (s.progress.done.includes(step.id) && ids.indexOf(step.id) < ids.length - 1) ui.nextButton.hidden = false;
}

/**
 * The learner picked `value`: the engine is asked, the step grades its answer.
 * @param {Lesson} w @param {LessonStep} step @param {string} value @param {HTMLButtonElement} pick
 */
async function answer(w, step, value, pick) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const request = step.request(value);
  /** @type {import("./steps.js").Reply} */
  let reply;
  try {
    reply = { ok: true, answer: await w.ask(request.op, request.args) };
  } catch (err) {
    if (isEngineDown(err)) throw err;
    reply = { ok: false, error: err };
  }
  if (s.current !== step.id) return;
  const graded = step.grade(value, reply, t, s.data, hasString);
  for (const old of pick.querySelectorAll(".truco-lesson__mark")) old.remove();
  pick.append(el("span", "truco-lesson__mark", t(graded.right ? "lesson.mark-right" : "lesson.mark-wrong")));
  pick.dataset.graded = graded.right ? "right" : "wrong";
  say(w, graded.lines[0], graded.right ? "right" : "hint", graded.lines.slice(1));
  if (!graded.right) return;
  for (const other of ui.options.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (other).disabled = true;
  markDone(w, step.id);
  sayComplete(w);
  const last = s.lesson.ids.indexOf(step.id) === s.lesson.ids.length - 1;
  ui.nextButton.hidden = last;
  const onward = /** @type {HTMLElement | null} */ (ui.feedback.querySelector("a"));
  if (!last) ui.nextButton.focus();
  else if (onward) onward.focus();
}
