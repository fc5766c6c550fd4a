// @ts-check
// covered-card's words and facts (pure), from the engine's answers: the note under the board
// (nobody covered yet, the opponent's view, or why the covered cards show), whose view hides the
// last covered card, and the try-it (the mão covers its first card in round 1).

import { seatParams } from "../../kit/hand-model.js";
import { actionLabel, cardText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/words.js").Translate} Translate
 */

/**
 * What the view note says: nobody covered a card yet (no step the engine calls "cover"), the
 * opponent's view, or why the covered cards show.
 * @param {ReplayResult} answer @param {boolean} hidden @param {Translate} t
 */
export function viewNote(answer, hidden, t) {
  if (!answer.history.some((step) => step.meaning === "cover")) return t("covered-card.view.none");
  return t(hidden ? "covered-card.view.hidden" : "covered-card.view.shown");
}

/**
 * The opponent of the player who covered last (the next rival seat, from the engine's seat facts):
 * whose view hides the covered card (null before anyone covered: nothing to hide).
 * @param {ReplayResult} answer @returns {number | null}
 */
export function opponentOf(answer) {
  const covers = answer.history.filter((step) => step.meaning === "cover");
  if (covers.length === 0) return null;
  const seat = covers[covers.length - 1].seat;
  const team = answer.seats[seat].team;
  const rivals = answer.seats.filter((s) => s.team !== team);
  return (rivals.find((s) => s.seat > seat) || rivals[0]).seat;
}

/**
 * The try-it: the mão covers its first card in round 1 (the engine will say whether it may).
 * @param {ReplayResult} answer @param {Translate} t
 * @returns {{action: string, label: string, what: string, scenario: import("../../kit/protocol.js").ScenarioJson}}
 */
export function coverTry(answer, t) {
  const mao = answer.seats.find((s) => s.mao);
  const seat = mao ? mao.seat : answer.mao;
  const card = answer.scenario.hands[seat][0];
  const action = `cover ${card}`;
  return {
    action,
    label: t("covered-card.try.button", { ...seatParams(seat, t), card: cardText(card, t) }),
    what: actionLabel({ action, meaning: "cover", seat, card }, t),
    scenario: { ...answer.scenario, actions: [action] },
  };
}
