// @ts-check
// ladder's own parts: made once (the note, the pairs switch, the facts: value, pending raise,
// who may raise, whose turn; the ladder's steps), and drawn from each state the engine answers
// (the kit's scenario panel draws the hand itself).

import { el, factList } from "../../kit/dom.js";
import { presetOf } from "../../kit/protocol.js";
import { ladderSteps, mayRaiseText, pendingText, turnText, valueText } from "./words.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("./words.js").RulesInfo} RulesInfo
 * @typedef {ReturnType<typeof ladderLayout>} LadderLayout
 */

/** @param {import("../../kit/types.js").WidgetContext} ctx */
export function ladderLayout(ctx) {
  const { t } = ctx;
  const box = el("div", "truco-ladder");
  const intro = el("p", "truco-ladder__intro", t("ladder.demo-note"));
  const pairsLabel = el("label", "truco-ladder__pairs");
  const pairs = el("input", "truco-ladder__pairs-box");
  pairs.type = "checkbox";
  pairs.dataset.role = "pairs";
  pairsLabel.append(pairs, " ", t("ladder.pairs"));

  const { node: status, fields } = factList("truco-ladder", t, {
    value: "ladder.value", pending: "ladder.pending", "may-raise": "ladder.may-raise", turn: "ladder.turn",
  });

  const stepsBox = el("section", "truco-ladder__steps-box");
  const steps = el("ol", "truco-ladder__steps");
  steps.setAttribute("aria-label", t("ladder.steps"));
  stepsBox.append(el("p", "truco-ladder__title", t("ladder.steps")), steps);
  return { box, intro, pairsLabel, pairs, status, fields, stepsBox, steps };
}

/**
 * A state of the hand: the widget's data attributes, the facts and the ladder's steps.
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {HTMLElement} root @param {LadderLayout} ui
 * @param {ReplayResult} r @param {RulesInfo} info
 */
export function drawLadder(ctx, root, ui, r, info) {
  const { t } = ctx;
  const { fields } = ui;
  root.dataset.code = r.code;
  root.dataset.value = String(r.value);
  root.dataset.finished = String(r.finished);
  root.dataset.rulesPreset = presetOf(r.scenario.rules);
  ui.pairs.checked = r.players === 4;

  fields.value.textContent = valueText(r, t);
  fields.value.dataset.value = String(r.value);
  fields.pending.textContent = pendingText(r, t);
  fields.pending.dataset.offer = r.pending ? String(r.pending.offer) : "";
  fields.pending.dataset.responder = r.pending ? String(r.pending.responder) : "";
  fields["may-raise"].textContent = mayRaiseText(r, t);
  fields["may-raise"].dataset.teams = r.ladder.may_raise.join(",");
  fields.turn.textContent = turnText(r, t);
  fields.turn.dataset.seat = r.to_act === null ? "" : String(r.to_act);

  ui.steps.replaceChildren(...ladderSteps(r, info, t).map((s) => {
    const item = el("li", "truco-ladder__step");
    item.dataset.step = String(s.index);
    item.dataset.value = String(s.value);
    item.append(el("span", "truco-ladder__step-value", String(s.value)), el("span", "truco-ladder__step-name", s.name));
    if (s.fold) item.append(el("span", "truco-ladder__step-fold", s.fold));
    if (s.current) {
      item.classList.add("truco-ladder__step--current");
      item.setAttribute("aria-current", "step");
      item.append(el("span", "truco-ladder__badge", t("ladder.step-current")));
    }
    if (s.offered) {
      item.classList.add("truco-ladder__step--offered");
      item.append(el("span", "truco-ladder__badge truco-ladder__badge--offered", t("ladder.step-offered")));
    }
    return item;
  }));
  ui.stepsBox.classList.toggle("truco-ladder__steps-box--locked", r.ladder.locked);
}
