// @ts-check
// scenario-editor's cards section drawn from the state: the slots (the vira, three a seat), each
// a button showing its card, and the palette of the engine's 40 cards (a grid with one tab stop:
// the arrow keys move in it). A click picks a slot or deals a card (the wiring's handlers).

import { cardElement } from "../../kit/cards.js";
import { el } from "../../kit/dom.js";
import { capitalize, cardText, seatText } from "../../kit/words.js";
import { cardAt, holder, slotSeat } from "../../kit/teach/draft.js";
import { usesVira } from "./state.js";

/** @typedef {import("./state.js").Editor} Editor */

/** A slot's name for people: "the vira", "player 2, card 3". @param {string} slot @param {import("../../kit/words.js").Translate} t */
export function slotName(slot, t) {
  const at = slotSeat(slot);
  return at ? t("editor.slot", { seat: seatText(at.seat, t), n: at.index + 1 }) : t("editor.slot-vira");
}

/** @param {Editor} w */
export function drawCards(w) {
  const { t } = w.ctx;
  const { s, ui } = w;
  const rows = [];
  if (usesVira(s)) rows.push({ label: t("hand.vira"), slots: ["vira"] });
  s.draft.hands.forEach((hand, seat) => rows.push({ label: capitalize(seatText(seat, t)), slots: hand.map((_, i) => `${seat}.${i}`) }));
  ui.slotsBox.replaceChildren(...rows.map((row) => {
    const line = el("div", "truco-editor__slot-row");
    line.append(el("span", "truco-editor__slot-label", row.label));
    const group = el("div", "truco-editor__slot-group");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", row.label);
    for (const slot of row.slots) {
      const card = cardAt(s.draft, slot);
      const b = el("button", "truco-editor__slot");
      b.type = "button";
      b.dataset.slot = slot;
      b.setAttribute("aria-pressed", String(slot === s.active));
      b.setAttribute("aria-label", `${capitalize(slotName(slot, t))}: ${card ? cardText(card, t) : t("editor.empty")}`);
      if (card) {
        const face = cardElement(card, t);
        face.setAttribute("aria-hidden", "true");
        b.append(face);
        b.dataset.card = card;
      } else b.append(el("span", "truco-editor__slot-empty", "+"));
      b.addEventListener("click", () => w.on.selectSlot(slot));
      b.addEventListener("keydown", (event) => {
        if (event.key === "Delete" || event.key === "Backspace") {
          event.preventDefault();
          w.on.removeSlot(slot);
        }
      });
      group.append(b);
    }
    line.append(group);
    return line;
  }));
  ui.removeButton.disabled = s.active === null || cardAt(s.draft, s.active) === null;
  drawPalette(w);
}

/** @param {Editor} w @param {string} slot */
export function focusSlot(w, slot) {
  const b = /** @type {HTMLElement | null} */ (w.ui.slotsBox.querySelector(`[data-slot="${slot}"]`));
  if (b) b.focus();
}

/** @param {Editor} w */
function drawPalette(w) {
  const { t } = w.ctx;
  const { s, ui } = w;
  const bySuit = new Map();
  for (const card of s.info.deck) {
    const suit = card.slice(-1);
    if (!bySuit.has(suit)) bySuit.set(suit, []);
    bySuit.get(suit).push(card);
  }
  const rows = [...bySuit.values()];
  let index = 0;
  ui.palette.replaceChildren(...rows.map((cards) => {
    const row = el("div", "truco-editor__palette-row");
    row.setAttribute("role", "row");
    for (const card of cards) {
      const where = holder(s.draft, card);
      const cell = el("span", "truco-editor__palette-cell");
      cell.setAttribute("role", "gridcell");
      const b = el("button", "truco-editor__pick");
      b.type = "button";
      b.dataset.card = card;
      b.dataset.index = String(index);
      b.tabIndex = index === s.paletteFocus ? 0 : -1;
      const face = cardElement(card, t);
      face.setAttribute("aria-hidden", "true");
      b.append(face);
      const label = cardText(card, t);
      if (where !== null) {
        b.setAttribute("aria-disabled", "true");
        b.classList.add("truco-editor__pick--dealt");
        b.setAttribute("aria-label", t("editor.pick-dealt", { card: label, slot: slotName(where, t) }));
      } else b.setAttribute("aria-label", label);
      b.addEventListener("click", () => {
        s.paletteFocus = Number(b.dataset.index);
        w.on.pick(card);
      });
      b.addEventListener("keydown", (event) => paletteKey(w, event, Number(b.dataset.index), cards.length));
      b.addEventListener("focus", () => {
        s.paletteFocus = Number(b.dataset.index);
      });
      cell.append(b);
      row.append(cell);
      index += 1;
    }
    return row;
  }));
}

/**
 * Arrow keys move within the palette (one tab stop for 40 cards).
 * @param {Editor} w @param {KeyboardEvent} event @param {number} at @param {number} width
 */
function paletteKey(w, event, at, width) {
  const { s, ui } = w;
  const total = s.info.deck.length;
  const moves = /** @type {Record<string, number>} */ ({ ArrowRight: 1, ArrowLeft: -1, ArrowDown: width, ArrowUp: -width });
  let to = at;
  if (event.key in moves) to = at + moves[event.key];
  else if (event.key === "Home") to = at - (at % width);
  else if (event.key === "End") to = at - (at % width) + width - 1;
  else return;
  event.preventDefault();
  if (to < 0 || to >= total) return;
  s.paletteFocus = to;
  for (const b of ui.palette.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (b).tabIndex = Number(/** @type {HTMLElement} */ (b).dataset.index) === to ? 0 : -1;
  const target = /** @type {HTMLElement | null} */ (ui.palette.querySelector(`[data-index="${to}"]`));
  if (target) target.focus();
}
