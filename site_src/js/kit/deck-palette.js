// @ts-check
// The deck as a palette of card buttons: one row a suit, in the engine's deck order, each card
// drawn with its text label, one tab stop for the whole grid (the arrow keys, Home and End move in
// it). The widget says which cards are taken (and by what, for screen readers) and what a pick
// does; the palette holds no rule (the engine refuses a card used twice, not this module).
//
//   drawPalette(grid, deck, t, { focus: 0, taken: (card) => null, onPick: (card) => {...} });

import { cardElement, suitOf } from "./cards.js";
import { el } from "./dom.js";
import { cardText } from "./words.js";

/**
 * @typedef {Object} PaletteOptions
 * @property {number} focus the card (index in the deck) that holds the tab stop
 * @property {(card: string) => string | null} taken what a taken card's label says it is taken by
 *   (null: free)
 * @property {boolean} [takenDisabled] a taken card is marked aria-disabled (its click still
 *   reaches onPick, which says why nothing happens)
 * @property {(card: string, index: number) => void} onPick
 * @property {(index: number) => void} [onFocus] the tab stop moved
 * @property {{row: string, cell: string, pick: string, taken: string}} [classes] the widget's
 *   classes for the rows, the cells, the buttons and a taken card's button
 */

const CLASSES = { row: "truco-palette__row", cell: "truco-palette__cell", pick: "truco-palette__pick", taken: "truco-palette__pick--taken" };

/** The deck by suit, in the deck's order. @param {string[]} deck @returns {string[][]} */
export function suitRows(deck) {
  const bySuit = new Map();
  for (const card of deck) {
    const suit = suitOf(card);
    if (!bySuit.has(suit)) bySuit.set(suit, []);
    bySuit.get(suit).push(card);
  }
  return [...bySuit.values()];
}

/**
 * Where an arrow key, Home or End moves the tab stop in a grid of `total` cards `width` wide
 * (null: a key the palette does not use; a move off the grid stays where it is).
 * @param {string} key @param {number} at @param {number} width @param {number} total @returns {number | null}
 */
export function paletteMove(key, at, width, total) {
  const moves = /** @type {Record<string, number>} */ ({ ArrowRight: 1, ArrowLeft: -1, ArrowDown: width, ArrowUp: -width });
  let to;
  if (key in moves) to = at + moves[key];
  else if (key === "Home") to = at - (at % width);
  else if (key === "End") to = at - (at % width) + width - 1;
  else return null;
  return to < 0 || to >= total ? at : to;
}

/**
 * Draw the palette into `grid` (a role=grid element the widget labels).
 * @param {HTMLElement} grid @param {string[]} deck @param {import("./words.js").Translate} t @param {PaletteOptions} options
 */
export function drawPalette(grid, deck, t, { focus, taken, onPick, onFocus = () => {}, takenDisabled = false, classes = CLASSES }) {
  const rows = suitRows(deck);
  const width = rows.length ? rows[0].length : 1;
  let index = 0;
  /** @param {number} to */
  const moveTo = (to) => {
    for (const b of grid.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (b).tabIndex = Number(/** @type {HTMLElement} */ (b).dataset.index) === to ? 0 : -1;
    const target = /** @type {HTMLElement | null} */ (grid.querySelector(`[data-index="${to}"]`));
    if (target) target.focus();
    onFocus(to);
  };
  grid.replaceChildren(...rows.map((cards) => {
    const row = el("div", classes.row);
    row.setAttribute("role", "row");
    for (const card of cards) {
      const at = index;
      const cell = el("span", classes.cell);
      cell.setAttribute("role", "gridcell");
      const b = el("button", classes.pick);
      b.type = "button";
      b.dataset.card = card;
      b.dataset.index = String(at);
      b.tabIndex = at === focus ? 0 : -1;
      const face = cardElement(card, t);
      face.setAttribute("aria-hidden", "true");
      b.append(face);
      const by = taken(card);
      if (by !== null) {
        b.classList.add(classes.taken);
        if (takenDisabled) b.setAttribute("aria-disabled", "true");
        b.setAttribute("aria-label", by);
      } else b.setAttribute("aria-label", cardText(card, t));
      b.addEventListener("click", () => {
        onFocus(at);
        onPick(card, at);
      });
      b.addEventListener("keydown", (event) => {
        const to = paletteMove(event.key, at, width, deck.length);
        if (to === null) return;
        event.preventDefault();
        moveTo(to);
      });
      b.addEventListener("focus", () => onFocus(at));
      cell.append(b);
      row.append(cell);
      index += 1;
    }
    return row;
  }));
}
