// @ts-check
// lesson's page parts, made once: the steps' nav and the progress line, the step (its title,
// text, situation, task, options, feedback, the hand's log and buttons), then the way on (the
// previous and next lesson, the course) and, last, the reset: a button that asks first, far
// below "Next step" and behind a confirmation whose "keep" answer comes first.

import { button, el } from "../../kit/dom.js";

/**
 * @param {HTMLElement} root @param {import("../../kit/types.js").WidgetContext} ctx @param {string} id the widget's unique id
 * @param {{next: () => void}} on
 */
export function buildLayout(root, ctx, id, on) {
  const { t } = ctx;
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
  const nextButton = button(t("lesson.next"), () => on.next(), "md-button md-button--primary truco-lesson__next");
  const hintButton = button(t("lesson.play.hint-button"), null, "md-button truco-button truco-lesson__hint");
  const againButton = button(t("lesson.play.again"), null, "md-button truco-button truco-lesson__again");
  stepButtons.append(hintButton, againButton, nextButton);
  const log = el("ol", "truco-lesson__log");
  log.setAttribute("aria-label", t("lesson.play.log"));
  panel.append(title, text, situation, task, options, feedback, log, stepButtons);

  const lessons = el("nav", "truco-lesson__lessons");
  lessons.setAttribute("aria-label", t("lesson.course-nav"));

  const footer = el("div", "truco-lesson__footer");
  const resetButton = button(t("lesson.reset"), null, "md-button truco-button truco-lesson__reset");
  const confirm = el("div", "truco-lesson__confirm");
  confirm.setAttribute("role", "group");
  confirm.hidden = true;
  const question = el("p", "truco-lesson__confirm-question", t("lesson.reset.ask"));
  question.id = `${id}-reset-ask`;
  confirm.setAttribute("aria-labelledby", question.id);
  const keepButton = button(t("lesson.reset.keep"), null, "md-button md-button--primary truco-lesson__keep");
  const wipeButton = button(t("lesson.reset.yes"), null, "md-button truco-button truco-lesson__wipe");
  const confirmButtons = el("div", "truco-buttons");
  confirmButtons.append(keepButton, wipeButton);
  confirm.append(question, confirmButtons);
  footer.append(resetButton, confirm);
  root.replaceChildren(nav, progressLine, panel, lessons, footer);
  return {
    navList, progressLine, title, text, situation, task, options, feedback, nextButton, hintButton, againButton, log,
    lessons, resetButton, confirm, keepButton, wipeButton,
  };
}
