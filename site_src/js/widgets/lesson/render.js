// @ts-check
// lesson drawn: the steps' nav (each done one marked, the open one current), the progress line,
// the way on (previous and next lesson, the course; "lesson done" when it is), and the feedback
// (praise, a hint, what happened, an error).

import { neighbours } from "../../kit/course.js";
import { button, el } from "../../kit/dom.js";
import { repeated, save, withDone } from "./state.js";

/** @typedef {import("./state.js").Lesson} Lesson */

/** @param {Lesson} w */
export function drawNav(w) {
  const { root, ctx, s, ui } = w;
  const { t } = ctx;
  const { ids, key } = s.lesson;
  ui.navList.replaceChildren(...ids.map((step, i) => {
    const item = el("li", "truco-lesson__nav-item");
    const done = s.progress.done.includes(step);
    const link = button("", () => w.on.go(step, true), "truco-lesson__nav-button");
    link.dataset.step = step;
    link.append(el("span", "truco-lesson__nav-number", String(i + 1)), el("span", "truco-lesson__nav-name", t(key(step, "title"))));
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
  ui.progressLine.textContent = t("lesson.progress", { n: ids.indexOf(s.current) + 1, total: ids.length, done: s.progress.done.length });
  root.dataset.done = s.progress.done.join(" ");
  root.dataset.complete = String(s.progress.done.length === ids.length);
  drawLessons(w);
}

/** The way on: the previous lesson, the course, the next lesson (the next one first when this one is done). @param {Lesson} w */
function drawLessons(w) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const { previous, next } = neighbours(s.lesson.id);
  const complete = s.progress.done.length === s.lesson.ids.length;
  /** @param {string} cls @param {string} href @param {string} text */
  const link = (cls, href, text) => {
    const a = el("a", cls, text);
    a.href = href;
    // the second click of a double click on "Next step" (which moved away under it) goes nowhere
    a.addEventListener("click", (event) => {
      if (!repeated(event)) return;
      event.preventDefault();
      event.stopPropagation();
    });
    return a;
  };
  const parts = [];
  if (previous) parts.push(link("md-button truco-lesson__previous", `../${previous.page}/`, t("lesson.previous-lesson", { title: t(`course.${previous.id}.title`) })));
  parts.push(link("md-button truco-lesson__course", "../course/", t("lesson.all-lessons")));
  if (next) {
    parts.push(link(`md-button${complete ? " md-button--primary" : ""} truco-lesson__next-lesson`, `../${next.page}/`,
      t("lesson.next-lesson", { title: t(`course.${next.id}.title`) })));
  }
  ui.lessons.replaceChildren(...parts);
}

/** The lesson's last step done: said, with the way on. @param {Lesson} w */
export function sayComplete(w) {
  const { ctx, s, ui } = w;
  if (s.progress.done.length !== s.lesson.ids.length) return;
  const { next } = neighbours(s.lesson.id);
  const line = el("p", "truco-lesson__complete", ctx.t("lesson.complete"));
  if (next) {
    const a = el("a", "md-button md-button--primary", ctx.t("lesson.next-lesson", { title: ctx.t(`course.${next.id}.title`) }));
    a.href = `../${next.page}/`;
    line.append(" ", a);
  }
  ui.feedback.append(line);
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
