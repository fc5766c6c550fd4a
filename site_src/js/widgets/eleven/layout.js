// @ts-check
// eleven's page parts, made once: the situation's controls (score, players, dealer, new cards),
// the facts of the hand, the decision (who decides, what they see, each option and its value,
// where the values come from) and the raise probe. The scenario panel's parts go between them
// (the wiring puts them in); the controls call the wiring's handlers (`on`).

import { button, el, factList, select } from "../../kit/dom.js";

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx
 * @param {{control: () => void, newDeal: () => void, tryRaise: () => void}} on
 */
export function buildLayout(ctx, on) {
  const { t } = ctx;
  const box = el("div", "truco-eleven");
  const controls = el("fieldset", "truco-eleven__controls");
  controls.append(el("legend", "truco-eleven__legend", t("eleven.setup")));
  /** @param {string} role */
  const control = (role) => {
    const { box: label, input } = select("", [], "", () => on.control(), "truco-field truco-eleven__control");
    input.dataset.role = role;
    controls.append(label);
    return { name: /** @type {HTMLElement} */ (label.firstChild), input };
  };
  const score0 = control("score0");
  const score1 = control("score1");
  const playersControl = control("players");
  const dealerControl = control("dealer");
  playersControl.name.textContent = t("eleven.players");
  dealerControl.name.textContent = t("eleven.dealer");
  const dealButton = button(t("eleven.deal"), () => on.newDeal(), "md-button truco-button truco-eleven__deal");
  dealButton.dataset.role = "deal";
  controls.append(dealButton);

  const { node: summary, fields } = factList("truco-eleven", t, {
    kind: "eleven.kind", decider: "eleven.decider", value: "eleven.value", cards: "eleven.cards", ladder: "eleven.ladder",
  });

  // the decision: who decides, what they see, what each option pays (a solver's values go with
  // each option: .truco-eleven__option)
  const decision = el("section", "truco-eleven__decision");
  const seesLine = el("p", "truco-eleven__sees");
  const seen = el("div", "truco-eleven__seen");
  const options = el("ul", "truco-eleven__options");
  // where the options' values come from, when playing pays off, and what they leave out
  const valuesBox = el("div", "truco-eleven__values");
  const valuesStatus = el("p", "truco-eleven__values-status");
  const methodLine = el("p", "truco-eleven__method");
  const breakEven = el("p", "truco-eleven__break-even");
  const scopeNote = el("p", "truco-eleven__note", t("eleven.values-note"));
  valuesBox.append(valuesStatus, methodLine, breakEven, scopeNote);
  decision.append(el("p", "truco-eleven__title", t("eleven.decision")), seesLine, seen,
    el("p", "truco-eleven__note", t("eleven.others-hidden")), options, valuesBox);

  const tryBox = el("div", "truco-eleven__try");
  const tryButton = button(t("eleven.try-raise"), () => on.tryRaise());
  tryButton.dataset.role = "try-raise";
  const tryOut = el("p", "truco-eleven__try-out");
  tryOut.setAttribute("role", "status");
  tryOut.hidden = true;
  tryBox.append(tryButton, tryOut);
  return {
    box, controls, score0, score1, playersControl, dealerControl, summary, fields,
    decision, seesLine, seen, options, valuesStatus, methodLine, breakEven, scopeNote, tryBox, tryOut,
  };
}
