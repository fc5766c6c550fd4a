// @ts-check
// card-duel's wording of the engine's `compare` answer. Pure.

import { capitalize, cardText, explain, reasonKey, seatText, teamText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").OpResults["compare"]} CompareAnswer
 */

/**
 * The verdict of a comparison in words: the headline (who wins, or a tie) and why (the engine's
 * ruling, with the comparison, and the engine's ruling on who leads next when the first does not say it).
 * @param {CompareAnswer} answer @param {Translate} t @param {number} players
 * @returns {{headline: string, why: string, outcome: string}}
 */
export function verdict(answer, t, players) {
  const ruling = answer.ruling;
  const tie = answer.winner === null;
  let headline = t("card-duel.tie");
  if (!tie) {
    const seat = answer.top[0];
    const card = cardText(ruling.params && ruling.params.card ? ruling.params.card : answer.cards[seat], t);
    headline = players === 2
      ? t("card-duel.wins2", { card, seat: seatText(seat, t) })
      : t("card-duel.wins4", { card, seat: seatText(seat, t), team: teamText(answer.winner, t, 4) });
  }
  const template = t(reasonKey(ruling));
  const parts = [explain(ruling, t, { players })];
  const nested = ruling.params && ruling.params.compare;
  if (nested && !template.includes("{compare}")) parts.push(explain(nested, t, { players }));
  if (!template.includes("{lead}")) {
    parts.push(explain(answer.lead_ruling, t, { players }));
  }
  return { headline: capitalize(headline), why: parts.filter(Boolean).join(" "), outcome: tie ? "tie" : `team-${answer.winner}` };
}

