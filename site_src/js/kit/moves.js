// @ts-check
// Moves in words (added for the ladder and eleven widgets): what a legal choice leads to (the
// engine's `preview` entry for it) and what the last move did (the engine's `history`). Pure
// functions of the engine's answers and a translator; strings: preview.* (site_src/i18n/kit.json).
//
//   previewText({action: "raise", meaning: "raise", finished: false, offer: 3, to_act: 1, ...}, t)
//     -> "offers 3; player 2 answers"

import { outcomeSentences, stateSentence } from "./hand-model.js";
import { actionLabel, capitalize, pointsText, seatText, teamText } from "./words.js";

/**
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {import("./protocol.js").ReplayResult} ReplayResult
 * @typedef {ReplayResult["preview"][number]} Preview
 */

/**
 * Who scores what, from the points the engine awards ([team 0, team 1]).
 * @param {number[] | null} points @param {Translate} t @param {number} players
 * @param {(seat: number) => string} [name] a 2-player game's seats by name (words/readerSeatNames)
 */
export function payoutText(points, t, players, name) {
  const parts = [0, 1].filter((team) => points && points[team] > 0)
    .map((team) => t("preview.scores", { team: teamText(team, t, players, name), points: pointsText(/** @type {number[]} */ (points)[team], t) }));
  return parts.length ? parts.join(t("list.and")) : t("preview.nobody");
}

/**
 * What a legal choice leads to, from the engine's preview of it. A card played blind is not
 * named: nobody knows it until it is on the table.
 * @param {Preview} p @param {Translate} t
 * @param {{players?: number, name?: (seat: number) => string}} [options] `name`: the seats by name
 */
export function previewText(p, t, { players = 2, name } = {}) {
  if (p.meaning === "blind-play") return t("preview.hidden");
  if (p.finished) {
    const what = payoutText(p.points, t, players, name);
    return ["fold", "surrender", "decline-eleven"].includes(p.meaning) ? what : t("preview.ends", { what });
  }
  const seat = p.to_act === null ? "" : (name ? name(p.to_act) : seatText(p.to_act, t));
  if (p.meaning === "accept" || p.meaning === "accept-eleven") return t("preview.worth", { value: p.value });
  if (p.meaning === "raise") return t("preview.offers", { offer: p.offer, seat });
  if (p.meaning === "reraise") return t("preview.reraise", { value: p.value, offer: p.offer, seat });
  return t("preview.next", { seat });
}

/**
 * What the last move did and where the hand stands now, for a live region: "Player 1: Call
 * Truco! (to 3). Player 1 raised to 3: player 2 answers."
 * @param {import("./hand-model.js").HandModel} m @param {Translate} t
 */
export function moveSentence(m, t) {
  const step = m.history[m.history.length - 1];
  const parts = [];
  if (step) {
    const did = t("hand.step", { Seat: capitalize(seatText(step.seat, t)), what: actionLabel(step, t) });
    parts.push(/[.!?]$/.test(did) ? did : `${did}.`);
  }
  if (m.finished) parts.push(...outcomeSentences(m, t).slice(0, 2));
  else parts.push(stateSentence(m, t));
  return parts.filter(Boolean).join(" ");
}
