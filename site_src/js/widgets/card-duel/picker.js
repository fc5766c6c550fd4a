// @ts-check
// card-duel's deck picker: the engine's 40 cards as a palette (kit/deck-palette.js) under the
// fields. The field in focus last (the vira or a player's card) is the one a click fills; then
// the next field shown is. Typing still works. Cards already in a field are marked with the field
// that holds them (the engine, not this module, refuses a card used twice).

import { drawPalette } from "../../kit/deck-palette.js";
import { el } from "../../kit/dom.js";
import { cardText } from "../../kit/words.js";

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {import("./view.js").DuelView} v
 * @param {string[]} deck the engine's @param {() => void} picked a field changed (ask the engine)
 */
export function deckPicker(ctx, v, deck, picked) {
  const { t } = ctx;
  const node = el("div", "truco-card-duel__picker");
  const label = el("p", "truco-card-duel__picker-label");
  label.id = `${v.id}-picker`;
  const grid = el("div", "truco-card-duel__palette");
  grid.setAttribute("role", "grid");
  grid.setAttribute("aria-labelledby", label.id);
  node.append(label, grid);

  const fields = [v.vira.input, ...v.slots.map((s) => s.input)];
  /** The field's name: "the vira", "player 2's card". @param {HTMLInputElement} field */
  const fieldName = (field) => {
    const seat = v.slots.findIndex((s) => s.input === field);
    return seat < 0 ? t("card-duel.pick.vira") : t("card-duel.pick.card", { n: seat + 1 });
  };
  /** Whether a field is shown (the vira's only under rules that turn one; the players' in play): read
   * from the hidden attributes, not from layout (the build draws the widget in a DOM without one). */
  const isShown = (/** @type {HTMLInputElement} */ f) => !f.closest("[hidden]");
  const shown = () => fields.filter(isShown);
  let active = v.slots[0].input;
  let focus = 0;

  function draw() {
    // a redraw (an answer arriving) must not drop the keyboard focus from the deck
    const focused = typeof document === "undefined" ? null : document.activeElement;
    const hadFocus = !!focused && grid.contains(focused);
    for (const f of fields) f.closest("label")?.classList.toggle("truco-card-duel__field--active", f === active);
    label.textContent = t("card-duel.pick.label", { field: fieldName(active) });
    drawPalette(grid, deck, t, {
      focus,
      taken: (card) => {
        const holder = fields.find((f) => isShown(f) && f.value.trim().toLowerCase() === card.toLowerCase());
        return holder ? t("card-duel.pick.taken", { card: cardText(card, t), field: fieldName(holder) }) : null;
      },
      onPick: (card) => {
        active.value = card;
        const list = shown();
        const next = list[(list.indexOf(active) + 1) % list.length];
        if (next) active = next;
        draw();
        picked();
      },
      onFocus: (index) => { focus = index; },
      classes: {
        row: "truco-card-duel__palette-row", cell: "truco-card-duel__palette-cell",
        pick: "truco-card-duel__pick", taken: "truco-card-duel__pick--taken",
      },
    });
    if (hadFocus) /** @type {HTMLElement | null} */ (grid.querySelector(`[data-index="${focus}"]`))?.focus();
  }
  for (const f of fields) {
    f.addEventListener("focus", () => {
      active = f;
      draw();
    });
  }
  return { node, draw };
}
