// @ts-check
// lesson drawn: the steps' nav (each done one marked, the open one current), the progress line,
// and the feedback (praise, a hint, what happened, an error).

import { button, el } from "../../kit/dom.js";
import { save, withDone } from "./state.js";
import { STEP_IDS } from "./steps.js";

/** @typedef {import("./state.js").Lesson} Lesson */

/** @param {Lesson} w */
export function drawNav(w) {
  const { root, ctx, s, ui } = w;
  const { t } = ctx;
  ui.navList.replaceChildren(...STEP_IDS.map((step, i) => {
    const item = el("li", "truco-lesson__nav-item");
    const done = s.progress.done.includes(step);
    const link = button("", () => w.on.go(step, true), "truco-lesson__nav-button");
    link.dataset.step = step;
    link.append(el("span", "truco-lesson__nav-number", String(i + 1)), el("span", "truco-lesson__nav-name", t(`lesson.${step}.title`)));
    if (done) {
      link.append(el("span", "truco-lesson__nav-done", t("lesson.done-mark")));
      item.classList.add("truco-lesson__nav-item--done");
    }
    if (step === s.current) {
      link.setAttribute("aria-current", "step");
      item.classList.add("truco-lesson__nav-item--current");
    }
    item.append(link);
    return item;
  }));
  ui.progressLine.textContent = t("lesson.progress", { n: STEP_IDS.indexOf(s.current) + 1, total: STEP_IDS.length, done: s.progress.done.length });
  root.dataset.done = s.progress.done.join(" ");
}

/** A step done: kept, and the nav says so. @param {Lesson} w @param {string} step */
export function markDone(w, step) {
  withDone(w.s, step);
  save(w.s);
  drawNav(w);
}

/** @param {Lesson} w @param {string} line @param {"right" | "hint" | "info" | "error"} kind @param {string[]} [more] */
export function say(w, line, kind, more = []) {
  const { feedback } = w.ui;
  feedback.replaceChildren(el("p", "truco-lesson__feedback-head", line), ...more.map((m) => el("p", "", m)));
  feedback.dataset.kind = kind;
}
