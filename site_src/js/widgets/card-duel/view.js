// @ts-check
// card-duel's DOM: the form (two or four slots, the vira, the buttons), the notice, and the
// engine's answers drawn (the manilhas, the round's verdict, a refusal). Each draw function is a
// function of its arguments; card-duel.js holds the state and wires the events.

import { playFigure } from "../../kit/hand-view.js";
import { rankOf, suitOf } from "../../kit/cards.js";
import { copyLink } from "../../kit/copy-link.js";
import { button, el, showLines } from "../../kit/dom.js";
import { capitalize, cardText, joinList, seatText } from "../../kit/words.js";
import { verdict } from "./words.js";

/**
 * @typedef {import("../../kit/protocol.js").OpResults["compare"]} CompareAnswer
 * @typedef {import("../../kit/protocol.js").OpResults["manilhas"]} ManilhasAnswer
 * @typedef {import("./link.js").Round} Round
 * @typedef {import("./link.js").DuelState} DuelState
 * @typedef {ReturnType<typeof duelView>} DuelView
 */

/**
 * The widget's nodes.
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {string} id @param {string[]} deck the engine's
 */
export function duelView(ctx, id, deck) {
  const { t } = ctx;
  const form = el("form", "truco-card-duel__form");
  form.noValidate = true;
  form.setAttribute("aria-label", t("card-duel.form"));

  const mode = el("fieldset", "truco-card-duel__box truco-card-duel__mode");
  mode.append(el("legend", "truco-card-duel__legend", t("card-duel.players")));
  /** @type {Record<number, HTMLInputElement>} */
  const modeInputs = {};
  for (const n of [2, 4]) {
    const label = el("label", "truco-check");
    const input = el("input");
    input.type = "radio";
    input.name = `${id}-players`;
    input.value = String(n);
    modeInputs[n] = input;
    label.append(input, el("span", "", t(n === 2 ? "card-duel.two" : "card-duel.four")));
    mode.append(label);
  }

  const datalist = el("datalist");
  datalist.id = `${id}-deck`;
  for (const code of deck) {
    const option = el("option");
    option.value = code;
    option.label = `${cardText(code, t)} · ${t("card.label", { rank: t(`rank.${rankOf(code)}`), suit: t(`suit.${suitOf(code)}`) })}`;
    datalist.append(option);
  }

  /** @param {string} name @param {string} labelText */
  function cardInput(name, labelText) {
    const input = el("input", "truco-field__input truco-card-duel__input");
    input.type = "text";
    input.id = `${id}-${name}`;
    input.name = name;
    input.setAttribute("list", datalist.id);
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("autocapitalize", "off");
    input.size = 5;
    input.setAttribute("aria-describedby", `${id}-hint`);
    const label = el("label", "truco-field truco-card-duel__field");
    label.htmlFor = input.id;
    label.append(el("span", "truco-field__label", labelText), input);
    return { input, label };
  }

  const viraBox = el("div", "truco-card-duel__vira");
  const vira = cardInput("vira", t("hand.vira"));
  const viraCard = el("span", "truco-card-duel__vira-card");
  viraBox.append(vira.label, viraCard);
  const noVira = el("p", "truco-card-duel__novira", t("hand.no-vira"));
  noVira.hidden = true;
  const manilhaLine = el("p", "truco-card-duel__manilhas");
  const viraColumn = el("div", "truco-card-duel__vira-column");
  viraColumn.append(viraBox, noVira, manilhaLine);

  const top = el("div", "truco-card-duel__top");
  top.append(mode, viraColumn);

  const slotsBox = el("div", "truco-card-duel__slots");
  const slots = [0, 1, 2, 3].map((seat) => {
    const fieldset = el("fieldset", "truco-card-duel__box truco-card-duel__slot");
    fieldset.dataset.seat = String(seat);
    const legend = el("legend", "truco-card-duel__legend", capitalize(seatText(seat, t)));
    const card = cardInput(`card${seat + 1}`, t("card-duel.card"));
    const coverLabel = el("label", "truco-check");
    const cover = el("input");
    cover.type = "checkbox";
    cover.name = `covered${seat + 1}`;
    coverLabel.append(cover, el("span", "", t("card-duel.covered")));
    fieldset.append(legend, card.label, coverLabel);
    slotsBox.append(fieldset);
    return { fieldset, input: card.input, cover };
  });
  const pairs = el("p", "truco-card-duel__hint", t("card-duel.pairs"));

  const hint = el("p", "truco-card-duel__hint", t("card-duel.hint"));
  hint.id = `${id}-hint`;

  const buttons = el("div", "truco-buttons truco-card-duel__buttons");
  const compareButton = button(t("card-duel.compare"), null, "md-button md-button--primary truco-card-duel__compare");
  compareButton.type = "submit";
  const swapButton = button(t("card-duel.swap"), null, "md-button truco-button truco-card-duel__swap");
  const randomButton = button(t("card-duel.random"), null, "md-button truco-button truco-card-duel__random");
  const copy = copyLink(ctx, () => {
    const url = new URL(ctx.url.href());
    url.searchParams.set("preset", ctx.preset);
    return url.href;
  });
  buttons.append(compareButton, swapButton, randomButton, copy);

  form.append(top, slotsBox, pairs, hint, buttons, datalist);

  const notice = el("div", "truco-notice truco-card-duel__notice");
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  const table = el("ol", "truco-card-duel__table");
  table.setAttribute("aria-label", t("card-duel.table"));
  const live = el("div", "truco-card-duel__result");
  live.setAttribute("aria-live", "polite");
  live.id = `${id}-result`;

  const explore = el("div", "truco-card-duel__explore");
  explore.append(form, notice, table, live);
  return { id, form, modeInputs, vira, viraBox, viraCard, noVira, manilhaLine, slotsBox, slots, pairs,
    swapButton, randomButton, notice, table, live, explore };
}

/** The controls from the state. @param {DuelView} v @param {DuelState} state @param {import("../../kit/words.js").Translate} t */
export function syncControls(v, state, t) {
  v.modeInputs[2].checked = state.players === 2;
  v.modeInputs[4].checked = state.players === 4;
  v.vira.input.value = state.vira;
  v.slots.forEach((slot, seat) => {
    slot.fieldset.hidden = seat >= state.players;
    slot.input.value = state.cards[seat];
    slot.cover.checked = state.covered[seat];
  });
  v.pairs.hidden = state.players !== 4;
  v.slotsBox.dataset.players = String(state.players);
  v.swapButton.textContent = t(state.players === 2 ? "card-duel.swap" : "card-duel.swap_teams");
}

/** The state from the controls (what the reader typed). @param {DuelView} v @param {DuelState} state */
export function readControls(v, state) {
  state.vira = v.vira.input.value;
  v.slots.forEach((slot, seat) => {
    state.cards[seat] = slot.input.value;
    state.covered[seat] = slot.cover.checked;
  });
}

/** @param {DuelView} v @param {string[]} lines */
export function showNotice(v, lines) {
  showLines(v.notice, lines);
}

/** @param {DuelView} v */
export function clearNotice(v) {
  showLines(v.notice, []);
  delete v.notice.dataset.code;
}

/** The field the engine named as the offending input is marked invalid. @param {DuelView} v @param {any} err */
export function markInvalid(v, err) {
  const bad = err && err.details && typeof err.details.input === "string" ? err.details.input : null;
  for (const input of [v.vira.input, ...v.slots.map((s) => s.input)]) {
    const invalid = bad !== null && input.value === bad;
    if (invalid) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    input.setAttribute("aria-describedby", invalid ? `${v.live.id} ${v.id}-hint` : `${v.id}-hint`);
  }
}

/**
 * The vira's manilhas (nothing when the engine refused the vira).
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {DuelView} v @param {PromiseSettledResult<ManilhasAnswer>} settled
 */
export function drawManilhas(ctx, v, settled) {
  const { t } = ctx;
  if (settled.status === "rejected") {
    v.viraCard.replaceChildren();
    v.manilhaLine.textContent = "";
    return;
  }
  const data = settled.value;
  const fixed = data.vira === null;
  v.viraBox.hidden = fixed;
  v.noVira.hidden = !fixed;
  v.viraCard.replaceChildren(...(fixed ? [] : [ctx.card(data.vira)]));
  v.manilhaLine.textContent = `${t("hand.manilhas")} ${joinList(data.manilhas.map((m) => cardText(m.card, t)), t)}`;
}

/**
 * The round on the table and the engine's verdict.
 * @param {import("../../kit/words.js").Translate} t @param {DuelView} v @param {CompareAnswer} answer @param {Round} round
 */
export function drawVerdict(t, v, answer, round) {
  const players = answer.cards.length;
  const { headline, why, outcome } = verdict(answer, t, players);
  v.table.replaceChildren(
    ...answer.cards.map((card, seat) => {
      const covered = round.covered[seat];
      const item = el("li", "truco-card-duel__play");
      item.dataset.seat = String(seat);
      item.dataset.card = card;
      if (covered) item.dataset.covered = "true";
      const who = capitalize(seatText(seat, t));
      item.append(playFigure(t, { seat, card, covered }, covered ? t("hand.covered-by", { seat: who }) : who));
      if (answer.top.includes(seat)) {
        const tie = answer.winner === null;
        item.classList.add(tie ? "truco-card-duel__play--tie" : "truco-card-duel__play--top");
        item.append(el("span", "truco-card-duel__badge", t(tie ? "card-duel.badge_tie" : "card-duel.badge_win")));
      }
      return item;
    }),
  );
  v.table.hidden = false;
  v.live.replaceChildren(el("p", "truco-card-duel__headline", headline), el("p", "truco-card-duel__why", why));
  v.live.dataset.outcome = outcome;
  delete v.live.dataset.code;
}

/**
 * The engine's refusal of the round, in words, with the field it names marked.
 * @param {import("../../kit/words.js").Translate} t @param {DuelView} v @param {any} err @param {string} reason
 */
export function drawRefusal(t, v, err, reason) {
  markInvalid(v, err);
  v.table.replaceChildren();
  v.table.hidden = true;
  const box = el("p", "truco-notice truco-card-duel__error");
  box.append(el("strong", "", t("card-duel.refused")), ` ${reason}`);
  v.live.replaceChildren(box);
  v.live.dataset.outcome = "error";
  v.live.dataset.code = err && err.code ? err.code : "";
}
