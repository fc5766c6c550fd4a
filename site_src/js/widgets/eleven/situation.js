// @ts-check
// eleven's situation: the score, the number of players and the dealer a link gives (or the
// starting one), and the example hand dealt for it (demonstration data, not rules: the engine
// judges every value and says what kind of hand follows).

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/initial.js").Request} Request
 * @typedef {import("../../kit/protocol.js").ElevenSolution} ElevenSolution
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 * @typedef {{score: unknown[], players: unknown, dealer: unknown}} Situation values as the link
 *   gave them: the engine judges them (a score out of range, 3 players, a dealer seat that is not)
 */

/** Example deals (demonstration data, not rules). The vira is used only by rules that turn one.
 * "Deal new cards" draws others from the engine's deck (demonstration data too). */
const DEALS = /** @type {Record<number, {vira: string, hands: string[][]}>} */ ({
  2: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"]] },
  4: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"], ["Ah", "4c", "Jd"], ["Qh", "7s", "2d"]] },
});
/** The other side's score in the starting situation (any score below the hand of eleven). */
const OTHER_SCORE = 5;

/** A link value as the engine should judge it: an integer when it looks like one, else the text. @param {string} text */
function linkValue(text) {
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
}

/**
 * The situation a link describes; what it leaves out is the starting one (the first side at the
 * score of the hand of eleven, two players, the second one deals).
 * @param {Record<string, string>} params @param {RulesInfo} info @returns {Situation}
 */
export function linkSituation(params, info) {
  const players = params.players === undefined ? 2 : linkValue(params.players);
  return {
    score: params.score === undefined ? [info.options.eleven_at, OTHER_SCORE] : params.score.split("-").map(linkValue),
    players,
    dealer: params.dealer === undefined ? (typeof players === "number" ? players - 1 : 1) : linkValue(params.dealer),
  };
}

/**
 * The example hand of a situation under `rules` (the engine's `rules` answer for them): the cards
 * of `deal` when it has a hand for each player, else the example deal of that many players.
 * @param {RulesSpec} rules @param {RulesInfo} info @param {Situation} situation
 * @param {{vira?: string, hands: string[][]} | null} [deal]
 * @returns {ScenarioJson}
 */
export function situationScenario(rules, info, { score, players, dealer }, deal = null) {
  const fits = deal && deal.hands.length === players && (info.options.manilhas !== "vira" || deal.vira);
  const cards = fits && deal ? deal : DEALS[/** @type {number} */ (players)] || DEALS[2];
  const scenario = /** @type {ScenarioJson} */ (/** @type {unknown} */ ({ rules, players, score, dealer, hands: cards.hands }));
  if (info.options.manilhas === "vira") scenario.vira = cards.vira || DEALS[2].vira;
  return scenario;
}

/** Whether a scenario holds the example deal of its number of players. @param {ScenarioJson} sc */
export function isExampleDeal(sc) {
  const deal = DEALS[/** @type {number} */ (sc.players)];
  return !!deal && JSON.stringify(sc.hands) === JSON.stringify(deal.hands) && (sc.vira === undefined || sc.vira === deal.vira);
}
