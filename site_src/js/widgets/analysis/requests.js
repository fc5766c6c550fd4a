// @ts-check
// analysis's first requests: the line (the link's, else the example under the reader's rules),
// then at the step shown its replay, the seat's views and the coach's analysis (the build answers
// them in advance; steps.js asks the same when the widget opens).

import { clampStep, readSeat, readStep, reviewRequest, stepRequests, viewRequests } from "./line.js";
import { viewerOf } from "./words.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/initial.js").Request} Request
 */

/** The example line without a link (demonstration data): a bluff after round 1 (strategy page). */
export const EXAMPLE = /** @type {ScenarioJson} */ ({
  rules: "paulista", players: 2, score: [0, 0], dealer: 1, vira: "7d",
  hands: [["3d", "4s", "6h"], ["5d", "Qs", "Kc"]], actions: ["play 3d", "play 5d"],
});
/** The budget of "more deals" for a sampled analysis (the engine allows up to 5,000). */
export const MORE_WORLDS = 1000;

/** The example line under `rules` (the engine carries it over and picks the vira). @param {RulesSpec} rules @returns {Request} */
export function exampleRequest(rules) {
  return { op: "retarget", args: { scenario: EXAMPLE, rules } };
}

/**
 * The seat whose view the page shows: the link's (`analysis.seat`) when the hand has it, else the
 * seat to act at the step shown (the last to move once the hand is over).
 * @param {string | undefined} param @param {ReplayResult} r
 */
export function seatFor(param, r) {
  const seat = readSeat(param);
  return seat !== null && seat < r.players ? seat : viewerOf(r);
}

/**
 * The requests the widget makes when it opens with these URL parameters (`s`, the page's position
 * code, and its own `step`, `seat`, `open`, `known`): the line (the link's, else the example under
 * the reader's rules), then, at the step shown, the replay of that position when it is not the
 * line's end, the seat's views, the coach's analysis unless the hand is over there or the seat to
 * act is another's whose cards are hidden, and the line judged from the seat (the graph).
 * @param {import("../../kit/initial.js").OpenState} state @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ preset, rules = preset, params }, answered = () => undefined) {
  const open = params.s === undefined ? exampleRequest(rules) : { op: "replay", args: { code: params.s, prefix: true } };
  const opened = answered(open);
  if (!opened || !opened.scenario) return [open];
  const line = /** @type {ScenarioJson} */ (opened.scenario);
  const moves = (line.actions || []).length;
  const step = clampStep(params.s === undefined ? null : readStep(params.step), moves);
  const known = params.known === "1";
  const showAll = known || params.open === "1";
  /** @type {Request[]} */
  const list = [open];
  /** @type {ReplayResult | undefined} */
  let shown = opened;
  if (step !== moves) {
    const { replay } = stepRequests(line, step);
    list.push(replay);
    shown = answered(replay);
    if (!shown) return list;
  }
  const r = /** @type {ReplayResult} */ (shown);
  const seat = seatFor(params.seat, r);
  const views = viewRequests(line, step, seat, showAll);
  if (views) list.push(...(views.moves === views.board ? [views.board] : [views.board, views.moves]));
  const { analyse } = stepRequests(line, step, r, undefined, known);
  if (analyse && (showAll || r.to_act === seat)) list.push(analyse);
  list.push(reviewRequest(line, seat, known));
  return list;
}
