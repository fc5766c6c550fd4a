// @ts-check
// eleven's requests: what the widget asks when it opens (the build answers them in advance), the
// seat whose view the board shows, and the values of a decision waiting (the solved game's, or
// the coach's estimate where nothing is solved).

import { linkSituation, situationScenario } from "./situation.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/initial.js").Request} Request
 * @typedef {import("../../kit/protocol.js").ElevenSolution} ElevenSolution
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 */

/**
 * The requests the widget makes when it opens with these URL parameters (its own, without the
 * `eleven.` prefix). A scenario code: that scenario, then its rules. Otherwise the rules of the
 * reader's preset, then the situation of the link (or the starting one), which needs the rules'
 * numbers: it is listed once `answered` (the answer to an earlier request, or undefined) has them.
 * @param {import("../../kit/initial.js").OpenState} state `rules`: the reader's rules (default: the preset)
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests(state, answered = () => undefined) {
  const first = scenarioRequests(state, answered);
  const replay = first.find((r) => r.op === "replay");
  const opened = replay ? answered(replay) : undefined;
  return [...first, ...viewRequests(opened), ...valueRequests(opened, answered)];
}

/**
 * The view the board shows when it is a seat's (the engine's `replay` with that viewer): the
 * decider's while a hand of eleven waits for them (their cards, their partner's in pairs), the
 * seat to act's in a blind hand (no card named, its choices by position).
 * @param {ReplayResult | undefined} r
 */
export function viewRequests(r) {
  const seat = boardSeat(r);
  return r && seat !== null ? [{ op: "replay", args: { code: r.code, viewer: seat } }] : [];
}

/**
 * The seat whose view the board shows: the decider while the hand of eleven waits for them, the
 * seat to act in a blind hand; null (every card) otherwise.
 * @param {ReplayResult | undefined} r
 */
export function boardSeat(r) {
  if (!r || typeof r.code !== "string") return null;
  if (r.phase === "eleven" && r.decider !== null) return r.decider;
  return r.blind && r.to_act !== null ? r.to_act : null;
}

/**
 * The first requests that build the scenario (the rules and the replay): the part of
 * `initialRequests` the scenario player asks. @type {import("../../kit/initial.js").InitialRequests}
 */
export function scenarioRequests({ preset, rules: spec = preset, params }, answered = () => undefined) {
  if (params.s !== undefined) {
    const open = { op: "replay", args: { code: params.s, prefix: true } };
    const opened = answered(open);
    return opened && opened.scenario ? [open, { op: "rules", args: { rules: opened.scenario.rules } }] : [open];
  }
  const rules = { op: "rules", args: { rules: spec } };
  const info = answered(rules);
  if (!info || !info.options) return [rules];
  return [rules, { op: "replay", args: { scenario: situationScenario(spec, info, linkSituation(params, info)) } }];
}

/**
 * The requests for the values of a decision waiting at state `r` (none at any other state): the
 * solved decision, and where the engine has none (pairs, rules nobody solved) the coach's
 * analysis of the same position.
 * @param {ReplayResult | undefined | null} r @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function valueRequests(r, answered = () => undefined) {
  if (!r || r.phase !== "eleven" || typeof r.code !== "string") return [];
  const solution = { op: "eleven_solution", args: { code: r.code } };
  const found = answered(solution);
  if (!found || !("solved" in found) || found.solved) return [solution];
  return [solution, { op: "analyse", args: { code: r.code } }];
}
