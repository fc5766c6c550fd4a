// @ts-check
// Drawing puzzles: the question's position as the student's seat sees it (the kit's hand
// renderer, with the cards the teacher chose to show), and a small thumbnail for the gallery.
// Only what the engine sent is drawn: a puzzle view never holds a card the student may not see.

import { cardElement } from "../cards.js";
import { el } from "../dom.js";
import { handModel } from "../hand-model.js";
import { renderHand } from "../hand-view.js";
import { capitalize, seatText, teamText } from "../words.js";

/**
 * @typedef {import("../words.js").Translate} Translate
 * @typedef {import("../protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../protocol.js").GalleryItem} GalleryItem
 * @typedef {import("../hand-view.js").Part} Part
 */

/**
 * The board of a puzzle: vira, seats (the student's marked "you"), the rounds with the cards on
 * the table, what happened so far.
 * @param {Translate} t @param {PuzzleView} view @param {{parts?: Part[], observation?: import("../protocol.js").Observation}} [options]
 *   `observation`: draw another view of the same seat (the position after the last move)
 */
export function puzzleBoard(t, view, { parts, observation } = {}) {
  const obs = observation || view.observation;
  const m = handModel(obs);
  for (const shown of view.shown || []) {
    const seat = m.seats[shown.seat];
    if (seat) seat.cards = [...shown.cards];
  }
  const you = t("puzzle.you");
  const chosen = parts || /** @type {Part[]} */ (view.kind === "play" ? ["vira", "seats", "rounds", "state", "history"] : ["vira", "seats", "rounds", "history"]);
  return renderHand(t, m, {
    parts: chosen,
    badges: (seat) => (seat === view.seat ? [you] : view.shown.some((s) => s.seat === seat) ? [t("puzzle.shown")] : []),
  });
}

/**
 * A thumbnail of a gallery puzzle: the vira, the student's cards, the cards on the table and the
 * score, small. The text alternative says the same in words.
 * @param {Translate} t @param {GalleryItem} item
 */
export function thumbnail(t, item) {
  const th = item.thumb;
  const box = el("div", "truco-teach-thumb");
  box.dataset.players = String(th.players);
  const row = (/** @type {string} */ label, /** @type {(string | null)[]} */ cards, /** @type {string} */ role) => {
    const line = el("div", "truco-teach-thumb__row");
    line.dataset.role = role;
    line.append(el("span", "truco-teach-thumb__label", label));
    const list = el("span", "truco-teach-thumb__cards");
    for (const card of cards) list.append(cardElement(card, t));
    if (cards.length === 0) list.append(el("span", "truco-teach-thumb__none", "—"));
    line.append(list);
    return line;
  };
  if (th.vira) box.append(row(t("hand.vira"), [th.vira], "vira"));
  const own = th.hand ? th.hand : Array.from({ length: th.held[th.seat] || 0 }, () => null);
  box.append(row(capitalize(t("puzzle.thumb.you", { seat: seatText(th.seat, t) })), own, "hand"));
  box.append(row(t("puzzle.thumb.table"), th.table.map((p) => (p.covered && !p.card ? null : p.card)), "table"));
  const score = el("p", "truco-teach-thumb__score", t("outcome.score", {
    a: th.score[0], b: th.score[1], t1: teamText(0, t, th.players), t2: teamText(1, t, th.players),
  }));
  box.append(score);
  return box;
}
