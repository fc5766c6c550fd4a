// @ts-check
// scenario-editor's cards section drawn from the state: the slots (the vira, three a seat), each
// a button showing its card, and the palette of the engine's 40 cards (a grid with one tab stop:
// the arrow keys move in it). A click picks a slot or deals a card (the wiring's handlers).

import { cardElement } from "../../kit/cards.js";
import { drawPalette as drawDeckPalette } from "../../kit/deck-palette.js";
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
  drawDeckPalette(ui.palette, s.info.deck, t, {
    focus: s.paletteFocus,
    taken: (card) => {
      const where = holder(s.draft, card);
      return where === null ? null : t("editor.pick-dealt", { card: cardText(card, t), slot: slotName(where, t) });
    },
    onPick: (card) => w.on.pick(card),
    onFocus: (index) => { s.paletteFocus = index; },
    takenDisabled: true,
    classes: { row: "truco-editor__palette-row", cell: "truco-editor__palette-cell", pick: "truco-editor__pick", taken: "truco-editor__pick--dealt" },
  });
}
