// @ts-check
// eleven drawn from the engine's answer on screen: the controls show its situation, the facts of
// the hand (kind, decider, value, cards, ladder), the decision while it waits (what the decider
// sees, in the decider's own view), and each option with its value once known.

import { el } from "../../kit/dom.js";
import { presetOf } from "../../kit/protocol.js";
import { capitalize, seatText } from "../../kit/words.js";
import { bestText, breakEvenText, methodText, optionValueText } from "./values.js";
import { decisionOptions, deciderText, kindNote, kindTitle, seenSeats, seesText } from "./words.js";

/**
 * @typedef {import("./state.js").Eleven} Eleven
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 */

/**
 * @param {HTMLSelectElement} input @param {unknown[]} values
 * @param {(v: any) => string} text @param {unknown} selected
 */
function fill(input, values, text, selected) {
  input.replaceChildren(...values.map((v) => {
    const option = el("option", "", text(v));
    option.value = String(v);
    return option;
  }));
  input.value = String(selected);
}

/** @param {Eleven} w @param {ReplayResult} r */
export async function draw(w, r) {
  const { root, ctx, ui, panel } = w;
  const { t } = ctx;
  const drawn = panel.draw(r);
  const view = await panel.seen(r);
  const info = w.s.info;
  if (!info) return;
  const sc = r.scenario;
  const score = /** @type {number[]} */ (sc.score);
  root.dataset.code = r.code;
  root.dataset.kind = r.kind;
  root.dataset.blind = String(r.blind);
  root.dataset.value = String(r.value);
  root.dataset.finished = String(r.finished);
  root.dataset.rulesPreset = presetOf(sc.rules);

  // the controls show the scenario
  const scores = Array.from({ length: info.options.target }, (_, i) => i);
  const points = r.players === 2 ? "eleven.points-player" : "eleven.points-team";
  ui.score0.name.textContent = t(points, { n: 1 });
  ui.score1.name.textContent = t(points, { n: 2 });
  fill(ui.score0.input, scores, String, score[0]);
  fill(ui.score1.input, scores, String, score[1]);
  fill(ui.playersControl.input, [2, 4], (n) => t(`eleven.players-${n}`), r.players);
  fill(ui.dealerControl.input, r.seats.map((s) => s.seat), (s) => capitalize(seatText(s, t)), r.dealer);

  // the hand as dealt: its kind, who decides, its value, the cards, the ladder
  const { fields } = ui;
  fields.kind.replaceChildren(el("strong", "", kindTitle(r, t)), " ", el("span", "", kindNote(r, info, t)));
  fields.kind.dataset.kind = r.kind;
  fields.decider.textContent = deciderText(r, t);
  fields.decider.dataset.seat = r.decider === null ? "" : String(r.decider);
  fields.value.textContent = String(r.value);
  fields.value.dataset.value = String(r.value);
  fields.cards.textContent = t(r.blind ? "eleven.cards-blind" : "eleven.cards-open");
  fields.ladder.textContent = t(r.ladder.locked ? "eleven.ladder-locked" : "eleven.ladder-open");
  fields.ladder.dataset.locked = String(r.ladder.locked);

  // the decision, while it is to be taken
  const seats = seenSeats(view);
  ui.decision.hidden = seats.length === 0;
  ui.seesLine.textContent = seesText(view, t);
  // the vira is face up for everyone: shown beside the cards it makes strong or weak
  const vira = [];
  if (sc.vira) {
    const group = el("div", "truco-eleven__seen-vira");
    group.dataset.vira = sc.vira;
    group.append(ctx.card(sc.vira), el("span", "truco-eleven__seen-seat", t("hand.vira")));
    vira.push(group);
  }
  ui.seen.replaceChildren(...vira, ...seats.map((seat) => {
    const group = el("div", "truco-eleven__seen-group");
    group.dataset.seat = String(seat);
    const cards = el("span", "truco-eleven__seen-cards");
    cards.append(...(view.hands[seat] || []).map((card) => ctx.card(card)));
    group.append(cards, el("span", "truco-eleven__seen-seat", capitalize(seatText(seat, t))));
    return group;
  }));
  drawValues(w, r);
  ui.tryOut.hidden = true;
  ui.tryOut.textContent = "";
  delete ui.tryOut.dataset.code;
  await drawn;
}

/** The options and their values (when known), where they come from, the break-even chance. @param {Eleven} w @param {ReplayResult} r */
export function drawValues(w, r) {
  const { ctx, ui, s } = w;
  const { t } = ctx;
  const values = s.valuesByCode.get(r.code) || null;
  ui.options.replaceChildren(...decisionOptions(r, t).map((o) => {
    const item = el("li", "truco-eleven__option");
    item.dataset.action = o.action;
    item.dataset.meaning = o.meaning;
    item.append(el("strong", "truco-eleven__option-label", o.label), " — ", el("span", "truco-eleven__option-pays", o.pays));
    const v = values ? values.options[o.action] : undefined;
    if (v) {
      item.dataset.ev = String(v.ev);
      item.dataset.best = String(v.best);
      const line = el("span", "truco-eleven__option-value", capitalize(optionValueText(v, values ? values.kind : "solved", t, ctx.lang)));
      const best = bestText(v, t, ctx.lang);
      if (best) line.append(" ", el("strong", "truco-eleven__option-best", best));
      item.append(line);
    }
    return item;
  }));
  const failed = s.valuesFailed.get(r.code);
  ui.valuesStatus.hidden = !!values;
  ui.valuesStatus.textContent = values ? "" : failed ? t("eleven.values-error", { why: failed }) : t("eleven.values-loading");
  ui.methodLine.hidden = !values;
  ui.methodLine.textContent = values ? methodText(values, t, ctx.lang) : "";
  ui.methodLine.dataset.kind = values ? values.kind : "";
  ui.breakEven.hidden = !values;
  ui.breakEven.textContent = values ? breakEvenText(values.solution, t, ctx.lang) : "";
  ui.scopeNote.hidden = !values;
}
