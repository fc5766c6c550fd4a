// @ts-check
// A widget's first requests, asked from its own `initialRequests` (added for the ladder and
// eleven widgets), so that what the widget asks when it opens and what the build answers in
// advance cannot drift apart. A request may depend on an earlier answer (a linked scenario's
// rules): `initialRequests(state, answered)` names it once `answered` has that answer.

import { requestKey } from "./protocol.js";
import { rulesInfo } from "./scenario-player.js";
import { isEngineDown } from "./words.js";

/**
 * @typedef {{op: string, args: any}} Request
 * @typedef {{preset: string, rules?: import("./protocol.js").RulesSpec, params: Record<string, string>, data?: Record<string, string>}} OpenState
 *   `rules`: the reader's rules (the preset with its options); the preset's name when left out;
 *   `data`: the widget element's own data attributes (a lesson page's `data-lesson`)
 * @typedef {(state: OpenState, answered?: (request: Request) => any) => Request[]} InitialRequests
 */

/**
 * Ask each request `initialRequests` names, in order, until it names no new one; the answers in
 * the order of its last list. A refusal rejects (the widget then opens another state).
 * @param {(request: Request) => Promise<any>} ask
 * @param {InitialRequests} initialRequests @param {OpenState} state
 * @returns {Promise<any[]>}
 */
export async function askInitial(ask, initialRequests, state) {
  /** @type {Map<string, any>} */
  const got = new Map();
  const key = (/** @type {Request} */ r) => requestKey(r.op, r.args);
  const answered = (/** @type {Request} */ r) => got.get(key(r));
  for (;;) {
    const requests = initialRequests(state, answered);
    const next = requests.find((r) => !got.has(key(r)));
    if (!next) return requests.map(answered);
    got.set(key(next), await ask(next));
  }
}

/**
 * A scenario widget's first state: its first requests asked in order (scenarios through the
 * player, so that it holds the answer; rules through the visit's cache). A link the engine
 * refuses opens the plain state instead (`linkError` says why); an engine outage rejects.
 * @param {{ask: (op: any, args?: any) => Promise<any>}} ctx
 * @param {import("./scenario-player.js").ScenarioPlayer} player
 * @param {InitialRequests} initialRequests @param {OpenState} state
 * @returns {Promise<{first: import("./protocol.js").ReplayResult,
 *   info: import("./protocol.js").OpResults["rules"], linkError: unknown}>}
 */
export async function openScenario(ctx, player, initialRequests, state) {
  const ask = (/** @type {Request} */ r) => (r.op === "rules" ? rulesInfo(ctx.ask, r.args.rules) : player.settle(r.op, r.args));
  /** @type {unknown} */
  let linkError = null;
  try {
    await askInitial(ask, initialRequests, state);
  } catch (err) {
    if (isEngineDown(err)) throw err;
    linkError = err;
    await askInitial(ask, initialRequests, { ...state, params: {} });
  }
  const first = /** @type {import("./protocol.js").ReplayResult} */ (player.result);
  const info = await rulesInfo(ctx.ask, /** @type {import("./protocol.js").RulesSpec} */ (first.scenario.rules));
  return { first, info, linkError };
}
