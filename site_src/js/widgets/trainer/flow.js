// @ts-check
// The trainer's flow, pure (no DOM): which spot to ask the engine for next (the kind the learner
// chose, or for "mixed" the kind spaced repetition draws), and what a graded pick adds to the
// record. The engine draws the spot (op `trainer_spot`: the seat's view and a token that names no
// card) and grades the pick (op `trainer_check`: the coach's analysis, its grade of the pick and
// what it gave away); this module only reads their answers.

import { choiceOf } from "../../kit/coach.js";
import { seeded } from "../../kit/exercise/random.js";
import { FIRST_SEED, emptyProgress, readChoice } from "./progress.js";
import { pickKind } from "./repetition.js";

/**
 * @typedef {import("./progress.js").Progress} Progress
 * @typedef {import("./progress.js").Decision} Decision
 * @typedef {import("../../kit/protocol.js").TrainerSpot} TrainerSpot
 * @typedef {import("../../kit/protocol.js").TrainerCheck} TrainerCheck
 * @typedef {import("../../kit/protocol.js").SpotKind} SpotKind
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {{op: "trainer_spot", args: {kind: SpotKind, seed: number, rules: RulesSpec}}} SpotRequest
 */

/**
 * The kinds of spot, in the order the menu lists them (the engine's own list:
 * engine/truco/teach/trainer.py KINDS; tests/js/trainer.test.mjs holds the two together).
 * @type {readonly SpotKind[]}
 */
export const KINDS = Object.freeze(["opening", "truco-1", "truco-23", "call-mao", "call-pe", "seis", "eleven"]);
/** The learner's other choice: every kind, the ones missed more often coming back more often. */
export const MIXED = "mixed";

/** Whether `kind` names a kind of spot (or "mixed"). @param {string | null | undefined} kind */
export function isChoice(kind) {
  return kind === MIXED || KINDS.includes(/** @type {SpotKind} */ (kind));
}

/**
 * The next spot to ask for: its kind (chosen, or drawn by spaced repetition with the spot's own
 * seed) and that seed.
 * @param {Progress} p @param {RulesSpec} rules @returns {SpotRequest}
 */
export function spotRequest(p, rules) {
  const kind = /** @type {SpotKind} */ (p.choice === MIXED ? pickKind(p.stats, KINDS, seeded(p.next)) : p.choice);
  return { op: "trainer_spot", args: { kind, seed: p.next, rules } };
}

/**
 * The request a new learner's first spot makes (the page carries its answer: the build asks
 * it of the engine, site_src/hooks/prerender.py).
 * @type {import("../../kit/initial.js").InitialRequests}
 */
export function initialRequests({ preset, rules }) {
  return [spotRequest({ ...emptyProgress(), next: FIRST_SEED }, rules ?? preset)];
}

/**
 * A graded pick as the record keeps it: the engine's grade, its loss and scale, the position's
 * code for a review, what was picked and the coach's best move.
 * @param {TrainerSpot} spot @param {TrainerCheck} check @param {(grade: string | null) => boolean} passes
 * @returns {Decision}
 */
export function decisionOf(spot, check, passes) {
  const { analysis, grade } = check;
  const mine = analysis.actions.find((a) => a.action === check.action);
  const fromSpot = spot.observation.choices.find((c) => c.action === check.action);
  const move = readChoice(mine || fromSpot) || { action: check.action, meaning: "" };
  return {
    kind: spot.kind, passed: passes(grade.grade), loss: grade.loss, by: grade.by, share: grade.share,
    grade: grade.grade ?? "forced", code: check.code, step: check.step, seat: check.seat, move,
    best: mine && mine.best ? null : bestChoice(check),
  };
}

/** The coach's best move at a graded spot (the one worth most of those the engine marks best). @param {TrainerCheck} check */
export function bestChoice(check) {
  const { analysis } = check;
  const byMatch = check.grade.by === "match";
  const top = analysis.actions.filter((a) => a.best)
    .sort((a, b) => (byMatch ? b.match - a.match : b.ev - a.ev))[0];
  return top ? readChoice(choiceOf(top)) : null;
}

/** Where the Analysis page is, from the trainer's page (the same language). */
const ANALYSIS_PATH = "../analysis/";

/**
 * The Analysis page at a decision: the position's code, the step of the decision, the seat.
 * @param {string} base the trainer page's address @param {{code: string, step: number, seat: number}} at
 */
export function analysisHref(base, { code, step, seat }) {
  const url = new URL(ANALYSIS_PATH, base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("s", code);
  url.searchParams.set("analysis.step", String(step));
  url.searchParams.set("analysis.seat", String(seat));
  return url.href;
}
