// @ts-check
// analysis's state: the line shown (and the one the link opened), the step, what is on screen
// (the replay, the seat's views, the coach's analysis), and the engine's answers of this visit
// (each request asked once). Pure facts read from it; no DOM.

import { prerendered } from "../../kit/page.js";
import { requestKey } from "../../kit/protocol.js";
import { scenarioAt } from "./line.js";
import { EXAMPLE } from "./requests.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../../kit/initial.js").Request} Request
 * @typedef {import("../../kit/protocol.js").LineReview} LineReview
 * @typedef {{replay: ReplayResult, board: ReplayResult, line: ReplayResult | null, analysis: Analysis | null, live: boolean, worlds?: number, hidden: boolean}} Shown
 *   `hidden`: the seat to act is not the viewer's and its cards are not shown: its choices are not analysed
 * @typedef {Object} AnalysisState
 * @property {ScenarioJson} line the line shown
 * @property {ScenarioJson | null} linked the line the link (or a pasted code) opened, to go back to
 * @property {boolean} inUrl whether the address carries the line and step (a link, a pasted code, or once the reader moves)
 * @property {number} step
 * @property {boolean} showAll every hand face up
 * @property {boolean} known the coach's values with every card known (the post-mortem; every hand is then face up)
 * @property {number} seat the seat whose view the page shows (fixed while stepping)
 * @property {boolean} seatChosen whether the reader (or the link) chose it; else each line opens at its decider's seat
 * @property {LineReview | null} review the line's moves judged from the seat (the graph, the grades)
 * @property {string} reviewKey which line, seat and mode `review` is (or is being asked) for
 * @property {Shown | null} shown what is on screen
 * @property {number} generation counts the steps shown: an answer for an older one is dropped
 * @property {Map<string, Promise<any>>} answers the engine's answers for this visit, by request
 * @property {Map<string, ReplayResult>} ends replays of whole lines (their moves in words, their code)
 * @typedef {Object} AnalysisWidget one mounted widget: its context, parts, state and handlers
 * @property {HTMLElement} root
 * @property {import("../../kit/types.js").WidgetContext} ctx
 * @property {AnalysisState} s
 * @property {ReturnType<typeof import("./layout.js").buildLayout>} ui
 * @property {ReturnType<typeof import("../../kit/operation.js").operations>} run
 * @property {(err: unknown) => string} reason a refusal in words
 * @property {{moveTo: (target: number) => Promise<void>, tryMove: (action: string) => void}} on
 */

/**
 * @param {{showAll: boolean, known: boolean, seat: number | null}} from the link's choices
 * @returns {AnalysisState}
 */
export function createAnalysisState({ showAll, known, seat }) {
  return { line: EXAMPLE, linked: null, inUrl: false, step: 0, showAll: showAll || known, known, seat: seat === null ? 0 : seat,
    seatChosen: seat !== null, review: null, reviewKey: "", shown: null, generation: 0, answers: new Map(), ends: new Map() };
}

/** Whether the seat to act's choices may be shown: the viewer's own, or every card is face up. @param {AnalysisState} s @param {ReplayResult} r */
export function judged(s, r) {
  return s.showAll || r.to_act === null || r.to_act === s.seat;
}

/** @param {ScenarioJson} l */
export function movesOf(l) {
  return (l.actions || []).length;
}

/** The key of the replay of the whole line. @param {AnalysisState} s */
export function endKey(s) {
  return requestKey("replay", { scenario: scenarioAt(s.line, movesOf(s.line)) });
}

/** The code of the whole line (its replay carries it), or of the position shown until it is known. @param {AnalysisState} s */
export function lineCode(s) {
  const end = s.ends.get(endKey(s));
  return end ? end.code : s.shown ? s.shown.replay.code : "";
}

/**
 * The engine's answer to a request (each asked once per visit).
 * @param {AnalysisState} s @param {import("../../kit/types.js").WidgetContext} ctx @param {Request} request
 */
export function askOnce(s, ctx, request) {
  const key = requestKey(request.op, request.args);
  let found = s.answers.get(key);
  if (!found) {
    found = ctx.ask(/** @type {any} */ (request.op), request.args);
    s.answers.set(key, found);
    found.catch(() => s.answers.delete(key));
  }
  return found;
}

/** Whether the answer to `request` was computed when the site was built (its time is not the page's). @param {Request} request */
export function builtIn(request) {
  return prerendered(requestKey(request.op, request.args)).found;
}
