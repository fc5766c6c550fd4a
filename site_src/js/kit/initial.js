// @ts-check
// A widget's first requests, asked from its own `initialRequests` (added for the ladder and
// eleven widgets), so that what the widget asks when it opens and what the build answers in
// advance cannot drift apart. A request may depend on an earlier answer (a linked scenario's
// rules): `initialRequests(state, answered)` names it once `answered` has that answer.

import { requestKey } from "./protocol.js";

/**
 * @typedef {{op: string, args: any}} Request
 * @typedef {{preset: string, params: Record<string, string>}} OpenState
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
