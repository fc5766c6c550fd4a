// @ts-check
// The exercise mode's DOM: the switch, the quiz panel, a question's radio groups, the verdict.
// Each function draws from its arguments (the panel's nodes, the question, the engine's verdict);
// kit/exercise.js holds the state and wires the events.

import { copyLink } from "../copy-link.js";
import { button, el } from "../dom.js";
import { scoreText } from "./score.js";

/**
 * @typedef {import("../exercise.js").Question} Question
 * @typedef {import("../exercise.js").Verdict} Verdict
 * @typedef {import("./score.js").Score} Score
 *
 * @typedef {Object} PanelView the panel's nodes
 * @property {string} id
 * @property {HTMLElement} switchNode
 * @property {HTMLInputElement} toggle
 * @property {HTMLElement} node
 * @property {HTMLElement} scoreLine
 * @property {HTMLFormElement} form
 * @property {HTMLElement} prompt
 * @property {HTMLElement} situation
 * @property {HTMLElement} figure
 * @property {HTMLElement} groupsBox
 * @property {HTMLElement} buttons
 * @property {HTMLButtonElement} checkButton
 * @property {HTMLButtonElement} nextButton
 * @property {HTMLElement} verdict
 */

/**
 * The switch and the (hidden) panel.
 * @param {import("../types.js").WidgetContext} ctx @param {string} id @param {string} intro
 * @returns {PanelView}
 */
export function panelView(ctx, id, intro) {
  const { t } = ctx;
  const switchNode = el("div", "truco-check truco-exercise__switch");
  const toggle = el("input");
  toggle.type = "checkbox";
  toggle.id = `${id}-switch`;
  toggle.setAttribute("role", "switch");
  toggle.dataset.role = "exercise-switch";
  const toggleLabel = el("label", "", t("exercise.switch"));
  toggleLabel.htmlFor = toggle.id;
  switchNode.append(toggle, toggleLabel);

  const node = el("section", "truco-exercise");
  node.setAttribute("aria-label", t("exercise.title"));
  node.hidden = true;
  const introLine = el("p", "truco-exercise__intro", intro || t("exercise.intro"));
  const scoreLine = el("p", "truco-exercise__score");
  const form = el("form", "truco-exercise__form");
  form.noValidate = true;
  const prompt = el("p", "truco-exercise__prompt");
  prompt.id = `${id}-prompt`;
  const situation = el("p", "truco-exercise__situation");
  situation.id = `${id}-situation`;
  const figure = el("div", "truco-exercise__figure");
  const groupsBox = el("div", "truco-exercise__groups");
  const buttons = el("div", "truco-buttons truco-exercise__buttons");
  const checkButton = button(t("exercise.check"), null, "md-button md-button--primary truco-exercise__check");
  checkButton.type = "submit";
  const nextButton = button(t("exercise.next"), null, "md-button truco-button truco-exercise__next");
  buttons.append(checkButton, nextButton);
  const verdict = el("div", "truco-exercise__verdict");
  verdict.setAttribute("role", "status");
  verdict.id = `${id}-verdict`;
  form.append(prompt, situation, figure, groupsBox, buttons);
  node.append(introLine, scoreLine, form, verdict);
  return { id, switchNode, toggle, node, scoreLine, form, prompt, situation, figure, groupsBox, buttons,
    checkButton, nextButton, verdict };
}

/**
 * The question's own copy-link, added when the quiz is first shown (the explore mode keeps one
 * copy-link in the widget); told apart from the widget's by its data-role.
 * @param {import("../types.js").WidgetContext} ctx @param {PanelView} view
 */
export function addCopyLink(ctx, view) {
  if (view.buttons.querySelector(".truco-copy")) return;
  const copy = copyLink(ctx, () => ctx.url.href(), { label: ctx.t("exercise.copy") });
  /** @type {HTMLElement} */ (copy.querySelector("button")).dataset.role = "exercise-copy-link";
  view.buttons.append(copy);
}

/** A line in the verdict box. @param {PanelView} view @param {string} text @param {string} [kind] */
export function say(view, text, kind = "") {
  view.verdict.replaceChildren(...(text ? [el("p", "", text)] : []));
  view.verdict.dataset.kind = kind;
}

/** @param {PanelView} view @param {Score} score @param {import("../words.js").Translate} t */
export function drawScore(view, score, t) {
  view.scoreLine.textContent = scoreText(score, t);
  view.scoreLine.dataset.right = String(score.right);
  view.scoreLine.dataset.total = String(score.total);
}

/** The learner's answers so far, by group. @param {PanelView} view @returns {Record<string, string>} */
export function readAnswers(view) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const input of view.groupsBox.querySelectorAll("input[type=radio]")) {
    const radio = /** @type {HTMLInputElement} */ (input);
    if (radio.checked) out[/** @type {string} */ (radio.dataset.group)] = radio.value;
  }
  return out;
}

/**
 * Groups not needed by the answers so far are disabled (e.g. "why" once "not decided" is picked).
 * @param {PanelView} view @param {Question} q
 */
export function syncGroups(view, q) {
  const now = readAnswers(view);
  for (const group of q.groups) {
    const set = /** @type {HTMLFieldSetElement | null} */ (view.groupsBox.querySelector(`[data-group="${group.name}"]`));
    if (set) set.disabled = group.needed ? !group.needed(now) : false;
  }
}

/**
 * A question, unanswered: its prompt, situation, figure and radio groups.
 * @param {import("../types.js").WidgetContext} ctx @param {PanelView} view @param {Question} q
 * @param {() => void} onChange an answer was picked
 */
export function drawQuestion(ctx, view, q, onChange) {
  const { t } = ctx;
  const { prompt, situation, figure, groupsBox } = view;
  prompt.textContent = q.prompt;
  prompt.hidden = q.groups.some((group) => group.legend === q.prompt);
  situation.textContent = q.situation;
  figure.replaceChildren(...q.figure);
  figure.hidden = q.figure.length === 0;
  groupsBox.replaceChildren(...q.groups.map((group) => {
    const set = el("fieldset", "truco-exercise__group");
    set.dataset.group = group.name;
    set.setAttribute("aria-describedby", situation.id);
    set.append(el("legend", "truco-exercise__legend", group.legend));
    const radioName = `${view.id}-${group.name}`;
    const list = el("div", "truco-exercise__options");
    for (const option of group.options) {
      const label = el("label", "truco-exercise__option");
      const input = el("input");
      input.type = "radio";
      input.name = radioName;
      input.value = option.value;
      input.dataset.group = group.name;
      input.addEventListener("change", onChange);
      label.dataset.value = option.value;
      label.append(input);
      if (option.card) {
        const card = ctx.card(option.card);
        if (option.covered) {
          card.classList.add("truco-card--covered");
          card.setAttribute("aria-label", t("hand.covered-known", { card: card.getAttribute("aria-label") || option.card }));
        }
        label.append(card);
      }
      label.append(el("span", "truco-exercise__option-text", option.label));
      list.append(label);
    }
    set.append(list);
    return set;
  }));
  syncGroups(view, q);
  view.checkButton.hidden = false;
  view.checkButton.disabled = false;
  view.nextButton.hidden = true;
  view.node.dataset.phase = "question";
  view.form.setAttribute("aria-labelledby", prompt.id);
}

/**
 * The engine's verdict on the learner's answers: the options it makes right marked (and a wrong
 * pick), the groups locked, the verdict and the score said.
 * @param {PanelView} view @param {Verdict} result @param {Record<string, string>} given
 * @param {{right: boolean, parts: Record<string, boolean>}} graded @param {Score} score
 * @param {import("../words.js").Translate} t
 */
export function drawVerdict(view, result, given, graded, score, t) {
  const { right } = graded;
  drawScore(view, score, t);
  markOptions(view, result.correct, given, graded.parts, t);
  for (const set of view.groupsBox.querySelectorAll("fieldset")) /** @type {HTMLFieldSetElement} */ (set).disabled = true;
  const head = t(right ? "exercise.right" : "exercise.wrong");
  view.verdict.replaceChildren(
    el("p", "truco-exercise__verdict-head", `${head} ${result.headline}`),
    ...result.why.map((line) => el("p", "truco-exercise__why", line)),
    el("p", "truco-exercise__verdict-score", scoreText(score, t)),
  );
  view.verdict.dataset.kind = right ? "right" : "wrong";
  view.node.dataset.phase = "answered";
  view.node.dataset.right = String(right);
  view.checkButton.hidden = true;
  view.nextButton.hidden = false;
  view.nextButton.focus();
}

/**
 * After checking: the options the engine makes right are marked, and a wrong pick too.
 * @param {PanelView} view @param {Record<string, string[]>} correct @param {Record<string, string>} given
 * @param {Record<string, boolean>} parts @param {import("../words.js").Translate} t
 */
function markOptions(view, correct, given, parts, t) {
  for (const label of view.groupsBox.querySelectorAll(".truco-exercise__option")) {
    const option = /** @type {HTMLElement} */ (label);
    const input = /** @type {HTMLInputElement} */ (option.querySelector("input"));
    const group = /** @type {string} */ (input.dataset.group);
    if (!(group in parts)) continue;
    const isRight = (correct[group] || []).includes(input.value);
    const picked = given[group] === input.value;
    if (isRight) {
      option.classList.add("truco-exercise__option--right");
      option.append(el("span", "truco-exercise__mark", t("exercise.mark-right")));
    } else if (picked) {
      option.classList.add("truco-exercise__option--wrong");
      option.append(el("span", "truco-exercise__mark", t("exercise.mark-wrong")));
    }
  }
}
