// @ts-check
// Words of the analysis page: where the position stands in the line, whose view it is, the moves
// of the line, what was played at a decision against the coach's best. Pure functions of the
// engine's answers (a replay of the position, the coach's analysis) and a translator; what the
// values are and how they were obtained come from the kit (kit/coach.js).

import { analysisDigits, valueText } from "../../kit/coach.js";
import { stateSentence } from "../../kit/hand-model.js";
import { actionLabel, capitalize, seatText, teamText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 * @typedef {import("../../kit/protocol.js").Step} Step
 * @typedef {import("../../kit/hand-model.js").HandModel} HandModel
 */

/**
 * Whose view the page shows: the seat to act, or, once the hand is over, the seat that made the
 * last move (the deal's mão when there was none).
 * @param {ReplayResult} r
 */
export function viewerOf(r) {
  if (r.to_act !== null) return r.to_act;
  const last = r.history[r.history.length - 1];
  return last ? last.seat : r.mao;
}

/**
 * A move of the line in words (as the view it comes from tells it: another seat's covered card
 * has no name there).
 * @param {Step} step @param {Translate} t
 */
export function moveText(step, t) {
  return t("hand.step", { Seat: capitalize(seatText(step.seat, t)), what: actionLabel(step, t) });
}

/**
 * Where the position stands: "The deal (before any of the 4 moves)." / "After move 2 of 4." and
 * what happens now (the kit's sentence), or that the hand is over.
 * @param {ReplayResult} r @param {number} step @param {number} moves @param {HandModel} m @param {Translate} t
 */
export function positionText(r, step, moves, m, t) {
  const where = step === 0 ? t(moves === 0 ? "analysis.at-deal-only" : "analysis.at-deal", { n: moves })
    : t("analysis.at-step", { step, moves });
  const now = r.finished ? t("state.over") : capitalize(stateSentence(m, t));
  return `${where} ${now}`;
}

/** "for player 2" (heads-up) or "for team 1" (pairs): whose points the values are. @param {ReplayResult} r @param {number} seat @param {Translate} t */
export function forWhomText(r, seat, t) {
  const team = r.seats.find((s) => s.seat === seat);
  const who = r.players === 4 && team ? teamText(team.team, t, 4) : seatText(seat, t);
  return t("coach.for.seat", { seat: who });
}

/**
 * What was played at this decision, with its value, against the coach's best ("" when the line
 * ends here or the move is not one of the analysed actions).
 * @param {Analysis} analysis @param {string | null} played @param {Translate} t @param {string} lang
 */
export function playedText(analysis, played, t, lang) {
  if (played === null) return "";
  const entry = analysis.actions.find((a) => a.action === played);
  if (!entry) return "";
  const move = actionLabel(/** @type {import("../../kit/words.js").Choice} */ (entry), t);
  const digits = analysisDigits(analysis); // the table's precision
  if (entry.best) return t("analysis.played-best", { move, value: valueText(entry.ev, lang, digits) });
  const best = analysis.actions.find((a) => a.best);
  return t("analysis.played-other", { move, value: valueText(entry.ev, lang, digits),
    best: best ? actionLabel(/** @type {import("../../kit/words.js").Choice} */ (best), t) : "",
    bestValue: best ? valueText(best.ev, lang, digits) : "" });
}

/** A seat as the seat picker names it: "Player 1", in pairs with its team. @param {ReplayResult} r @param {number} seat @param {Translate} t */
export function seatOptionText(r, seat, t) {
  const name = capitalize(seatText(seat, t));
  const found = r.seats.find((x) => x.seat === seat);
  return r.players === 4 && found ? `${name} (${teamText(found.team, t, 4)})` : name;
}

/** Whose points the graph shows: the seat heads-up, its team in pairs. @param {ReplayResult} r @param {number} seat @param {Translate} t */
export function teamOfViewerText(r, seat, t) {
  const found = r.seats.find((x) => x.seat === seat);
  return r.players === 4 && found ? teamText(found.team, t, 4) : seatText(seat, t);
}
