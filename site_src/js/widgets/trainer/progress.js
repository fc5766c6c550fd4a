// @ts-check
// The trainer's record, kept in the browser like the course's (kit/course.js): the kind of spot
// the learner chose, the seed of the next spot, and per kind of spot what the decisions gave away
// (the engine's `loss`: points, or where the score decided, the chance to win the match), how
// many passed (the engine's passing grades), and a Leitner box for the spaced repetition
// (repetition.js); the costliest decisions, to review on the Analysis page. Pure: no DOM, no
// engine; the widget reads and writes it through kit/dom.js `store`.

/**
 * @typedef {import("../../kit/words.js").Choice} Choice
 *
 * @typedef {Object} KindStats one kind of spot
 * @property {number} n decisions
 * @property {number} passed decisions the engine graded best or good
 * @property {number} loss points given away, in the decisions judged by points
 * @property {number} byPoints decisions judged by points
 * @property {number} matchLoss the chance to win the match given away, in the others
 * @property {number} byMatch decisions judged by the match (the score decided)
 * @property {number} box the Leitner box: 0 after a miss, one more after each pass (up to MAX_BOX)
 * @property {number} last the decision number of its last spot (from 1)
 *
 * @typedef {Object} Review a costly decision, to open on the Analysis page
 * @property {string} kind
 * @property {string} code the position's code (the engine's, given with the grade)
 * @property {number} step the moves before the decision
 * @property {number} seat
 * @property {Choice} move what was picked
 * @property {Choice | null} best the coach's best move
 * @property {string} grade
 * @property {number} loss
 * @property {"points" | "match"} by
 * @property {number} share the loss on the grades' scale (the engine's `share`): what orders them
 * @property {number} at the decision's number
 *
 * @typedef {Object} Progress
 * @property {1} v
 * @property {string} choice the kind the learner chose, or "mixed"
 * @property {number} next the seed of the next spot
 * @property {number} decisions every decision graded
 * @property {Record<string, KindStats>} stats by kind
 * @property {Review[]} worst costliest first, at most WORST
 *
 * @typedef {Object} Decision one graded pick, as the widget records it
 * @property {string} kind
 * @property {boolean} passed
 * @property {number} loss
 * @property {"points" | "match"} by
 * @property {number} share
 * @property {string} grade
 * @property {string} code
 * @property {number} step
 * @property {number} seat
 * @property {Choice} move
 * @property {Choice | null} best
 */

export const STORE_KEY = "truco-lab.trainer";
/** How many costly decisions are kept for review. */
export const WORST = 8;
/** The highest Leitner box. */
export const MAX_BOX = 3;
/** The first spot's seed: a new learner's first spot is the one the page carries. */
export const FIRST_SEED = 1;

/** @returns {Progress} */
export function emptyProgress() {
  return { v: 1, choice: "mixed", next: FIRST_SEED, decisions: 0, stats: {}, worst: [] };
}

/** @returns {KindStats} */
export function emptyStats() {
  return { n: 0, passed: 0, loss: 0, byPoints: 0, matchLoss: 0, byMatch: 0, box: 0, last: 0 };
}

const count = (/** @type {unknown} */ x) => typeof x === "number" && Number.isFinite(x) && x >= 0;
const whole = (/** @type {unknown} */ x) => count(x) && Number.isInteger(x);

/** A choice as stored: what kit/words.js actionLabel reads, nothing else. @param {any} c @returns {Choice | null} */
export function readChoice(c) {
  if (!c || typeof c !== "object" || typeof c.action !== "string" || typeof c.meaning !== "string") return null;
  /** @type {Choice} */
  const out = { action: c.action, meaning: c.meaning };
  for (const key of ["card", "call"]) if (typeof c[key] === "string") /** @type {any} */ (out)[key] = c[key];
  for (const key of ["slot", "offer", "pays"]) if (whole(c[key])) /** @type {any} */ (out)[key] = c[key];
  return out;
}

/** @param {any} r @returns {Review | null} */
function readReview(r) {
  if (!r || typeof r !== "object") return null;
  const move = readChoice(r.move);
  if (!move || typeof r.kind !== "string" || typeof r.code !== "string" || r.code.length > 400
    || !whole(r.step) || !whole(r.seat) || typeof r.grade !== "string" || !count(r.loss)
    || (r.by !== "points" && r.by !== "match") || !count(r.share) || !whole(r.at)) return null;
  return { kind: r.kind, code: r.code, step: r.step, seat: r.seat, move, best: readChoice(r.best),
    grade: r.grade, loss: r.loss, by: r.by, share: r.share, at: r.at };
}

/**
 * The record stored under STORE_KEY (JSON text), cleaned: anything unreadable is left out, a
 * kind the page does not offer (`kinds`) is dropped.
 * @param {string | null} text @param {readonly string[]} kinds @returns {Progress}
 */
export function readProgress(text, kinds) {
  const out = emptyProgress();
  /** @type {any} */
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    return out;
  }
  if (!data || typeof data !== "object" || data.v !== 1) return out;
  if (data.choice === "mixed" || kinds.includes(data.choice)) out.choice = data.choice;
  if (whole(data.next) && data.next >= 1 && data.next < 2 ** 31) out.next = data.next;
  if (whole(data.decisions)) out.decisions = data.decisions;
  for (const kind of kinds) {
    const s = data.stats && data.stats[kind];
    if (!s || typeof s !== "object") continue;
    const fields = /** @type {(keyof KindStats)[]} */ (Object.keys(emptyStats()));
    if (!fields.every((f) => count(s[f]))) continue;
    out.stats[kind] = /** @type {KindStats} */ (Object.fromEntries(fields.map((f) => [f, s[f]])));
    out.stats[kind].box = Math.min(MAX_BOX, Math.floor(out.stats[kind].box));
  }
  if (Array.isArray(data.worst)) {
    out.worst = data.worst.map(readReview).filter((r) => r !== null && kinds.includes(r.kind)).slice(0, WORST);
  }
  return out;
}

/** The record as stored. @param {Progress} p */
export function writeProgress(p) {
  return JSON.stringify(p);
}

/**
 * The record after one graded decision: the kind's figures, its box (back to 0 after a miss),
 * and the costly decisions list (costliest first by the grades' scale, then the latest).
 * @param {Progress} p @param {Decision} d @returns {Progress}
 */
export function record(p, d) {
  const decisions = p.decisions + 1;
  const was = p.stats[d.kind] || emptyStats();
  const byMatch = d.by === "match";
  /** @type {KindStats} */
  const stats = {
    n: was.n + 1,
    passed: was.passed + (d.passed ? 1 : 0),
    loss: was.loss + (byMatch ? 0 : d.loss),
    byPoints: was.byPoints + (byMatch ? 0 : 1),
    matchLoss: was.matchLoss + (byMatch ? d.loss : 0),
    byMatch: was.byMatch + (byMatch ? 1 : 0),
    box: d.passed ? Math.min(MAX_BOX, was.box + 1) : 0,
    last: decisions,
  };
  let worst = p.worst;
  if (!d.passed) {
    /** @type {Review} */
    const review = { kind: d.kind, code: d.code, step: d.step, seat: d.seat, move: d.move, best: d.best,
      grade: d.grade, loss: d.loss, by: d.by, share: d.share, at: decisions };
    worst = [...p.worst, review].sort((a, b) => b.share - a.share || b.at - a.at).slice(0, WORST);
  }
  return { ...p, decisions, stats: { ...p.stats, [d.kind]: stats }, worst };
}

/**
 * The running score: every kind added up.
 * @param {Progress} p
 * @returns {{n: number, passed: number, loss: number, byPoints: number, matchLoss: number, byMatch: number}}
 */
export function totals(p) {
  const out = { n: 0, passed: 0, loss: 0, byPoints: 0, matchLoss: 0, byMatch: 0 };
  for (const s of Object.values(p.stats)) {
    out.n += s.n;
    out.passed += s.passed;
    out.loss += s.loss;
    out.byPoints += s.byPoints;
    out.matchLoss += s.matchLoss;
    out.byMatch += s.byMatch;
  }
  return out;
}

/** The same record with its figures cleared (the chosen kind and the next seed stay). @param {Progress} p */
export function cleared(p) {
  return { ...emptyProgress(), choice: p.choice, next: p.next };
}
