// @ts-check
// course: the course's page — its lessons in order (kit/course.js), each with its number, title,
// what it teaches, how many of its steps are done and a tick once it is complete, and one button
// to continue where the learner left off (the last lesson opened, at its step; else the first
// lesson not complete). Read from this browser's localStorage only: no engine request.
//
//   <div data-widget="course"></div>

import { continueAt, isComplete, LEGACY_KEY, LESSONS, progressOf, readCourse, STORE_KEY } from "../kit/course.js";
import { el, store } from "../kit/dom.js";

/**
 * The course page asks the engine nothing: what it shows is this browser's record.
 * @returns {import("../kit/initial.js").Request[]}
 */
export function initialRequests() {
  return [];
}

/** @type {import("../kit/types.js").Mount} */
export default function mount(root, ctx) {
  const { t } = ctx;
  root.classList.add("truco-course");
  const course = readCourse(store.get(STORE_KEY), store.get(LEGACY_KEY));
  /** @param {string} page @param {string | null} [step] */
  const href = (page, step = null) => `../${page}/${step ? `?lesson.step=${encodeURIComponent(step)}` : ""}`;

  const list = el("ol", "truco-course__lessons");
  LESSONS.forEach((lesson, i) => {
    const { done } = progressOf(course, lesson.id);
    const complete = isComplete(course, lesson.id);
    const item = el("li", "truco-course__lesson");
    item.dataset.lesson = lesson.id;
    item.dataset.complete = String(complete);
    const mark = el("span", "truco-course__mark", complete ? "✓" : String(i + 1));
    mark.setAttribute("aria-hidden", "true");
    const link = el("a", "truco-course__link", t(`course.${lesson.id}.title`));
    link.href = href(lesson.page);
    const head = el("p", "truco-course__head");
    head.append(link);
    if (complete) head.append(" ", el("span", "truco-course__done", t("course.done")));
    const about = el("p", "truco-course__about", t(`course.${lesson.id}.about`));
    const count = el("p", "truco-course__count", t("course.count", { done: done.length, total: lesson.steps.length }));
    const body = el("div", "truco-course__body");
    body.append(head, about, count);
    item.append(mark, body);
    list.append(item);
  });

  const onward = el("p", "truco-course__continue");
  const next = continueAt(course);
  if (next) {
    const go = el("a", "md-button md-button--primary truco-course__go",
      next.started ? t("course.continue", { title: t(`course.${next.lesson.id}.title`) }) : t("course.start"));
    go.href = href(next.lesson.page, next.started ? next.step : null);
    onward.append(go);
  } else {
    onward.append(el("span", "truco-course__all-done", t("course.all-done")));
  }
  const summary = el("p", "truco-course__summary",
    t("course.summary", { done: LESSONS.filter((l) => isComplete(course, l.id)).length, total: LESSONS.length }));
  root.replaceChildren(onward, summary, list);
  ctx.ready();
}
