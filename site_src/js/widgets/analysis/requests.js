// @ts-check
// analysis's first requests: the line (the link's, else the example under the reader's rules),
// then at the step shown its replay, the seat's views and the coach's analysis (the build answers
// them in advance; steps.js asks the same when the widget opens).

import { clampStep, readStep, stepRequests, viewRequests } from "./line.js";
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
 * The requests the widget makes when it opens with these URL parameters (`s`, the page's position
 * code, and its own `step`): the line (the link's, else the example under the reader's rules),
 * then, at the step shown, the replay of that position when it is not the line's end, and the
 * coach's analysis unless the hand is over there.
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
  if (step === moves) {
    const { analyse } = stepRequests(line, step, opened);
    return [open, ...seen(opened), ...(analyse ? [analyse] : [])];
  }
  const { replay } = stepRequests(line, step);
  const shown = answered(replay);
  if (!shown) return [open, replay];
  const { analyse } = stepRequests(line, step, shown);
  return [open, replay, ...seen(shown), ...(analyse ? [analyse] : [])];

  /** The seat's views of the step (the board) and of the line (the moves). @param {ReplayResult} r */
  function seen(r) {
    const views = viewRequests(line, step, viewerOf(r), params.open === "1");
    return !views ? [] : views.moves === views.board ? [views.board] : [views.board, views.moves];
  }
}
