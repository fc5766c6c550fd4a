// @ts-check
// covered-card's own parts, made once around the kit's scenario panel: the intro, the switch to
// the opponent's view, the note, the reset, and the try-it (a cover in round 1, sent to the
// engine, whose refusal is shown in words).

import { button, el, uniqueId } from "../../kit/dom.js";

/** @typedef {ReturnType<typeof coveredLayout>} CoveredLayout */

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx
 * @param {{top: HTMLElement, node: HTMLElement}} panel the scenario panel's parts
 */
export function coveredLayout(ctx, panel) {
  const { t } = ctx;
  const box = el("div", "truco-covered-card__box");
  const intro = el("p", "truco-covered-card__intro", t("covered-card.intro"));

  const viewInput = el("input");
  viewInput.type = "checkbox";
  viewInput.id = uniqueId("truco-covered-card-view");
  const viewLabel = el("label", "", t("covered-card.view.opponent"));
  viewLabel.htmlFor = viewInput.id;
  const viewRow = el("div", "truco-check truco-covered-card__view");
  viewRow.append(viewInput, viewLabel);
  const note = el("p", "truco-covered-card__note");
  const reset = button(t("covered-card.reset"), null, "md-button truco-button truco-covered-card__reset");

  const tryBox = el("div", "truco-covered-card__try");
  const tryButton = button("", null, "md-button truco-button truco-covered-card__try-button");
  const tryResult = el("p", "truco-covered-card__try-result");
  tryResult.setAttribute("aria-live", "polite");
  tryBox.append(el("p", "truco-covered-card__try-title", t("covered-card.try.title")), tryButton, tryResult);

  box.append(intro, panel.top, panel.node, viewRow, note, reset, tryBox);
  return { box, viewInput, note, reset, tryButton, tryResult };
}

/**
 * The vira drawn for an exercise question (none where the rules have no vira).
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {string | null} vira @returns {HTMLElement[]}
 */
export function viraFigure(ctx, vira) {
  if (vira === null) return [];
  const shown = el("p", "truco-covered-card__ex-vira");
  shown.append(el("span", "truco-covered-card__ex-label", ctx.t("hand.vira")), ctx.card(vira));
  return [shown];
}
