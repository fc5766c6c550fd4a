// @ts-check
// The learner's record of the gallery's puzzles, kept in the browser (localStorage): which ones
// were solved (at the first try or after a miss) or had their answer shown, the current run of
// first-try solves and the best one. The gallery marks its thumbnails from it and the puzzle
// widget leads on to the next puzzle not solved yet (of the same topic and level first). Pure
// functions over a store (kit/dom.js `store`, or a Map in tests); only gallery ids are recorded
// (a teacher's sealed codes are not the gallery's).

import { isGalleryId } from "./links.js";

/**
 * @typedef {"first-try" | "solved" | "revealed"} Mark how a puzzle ended, best first
 * @typedef {{marks: Record<string, Mark>, streak: number, best: number}} Solved
 * @typedef {{get: (key: string) => string | null, set: (key: string, value: string) => void}} Store
 * @typedef {{status: "open" | "solved" | "revealed", misses: number, hinted?: boolean}} Finished a
 *   puzzle's progress (a solve after a hint is not a first try)
 * @typedef {{id: string, topic: string, level: number}} Placed a gallery puzzle's place: its topic and level
 */

export const SOLVED_KEY = "truco-lab.puzzles-solved";
/** The marks, best first. */
export const MARKS = /** @type {const} */ (["first-try", "solved", "revealed"]);

/** An empty record. @returns {Solved} */
export function emptyRecord() {
  return { marks: {}, streak: 0, best: 0 };
}

/** A record from anything (stored JSON that may be damaged): only what is readable. @param {unknown} raw @returns {Solved} */
export function cleanRecord(raw) {
  const data = raw && typeof raw === "object" ? /** @type {any} */ (raw) : {};
  /** @type {Record<string, Mark>} */
  const marks = {};
  if (data.marks && typeof data.marks === "object") {
    for (const [id, mark] of Object.entries(data.marks)) {
      if (isGalleryId(id) && MARKS.includes(/** @type {Mark} */ (mark))) marks[id] = /** @type {Mark} */ (mark);
    }
  }
  const count = (/** @type {unknown} */ n) => (Number.isInteger(n) && /** @type {number} */ (n) >= 0 ? /** @type {number} */ (n) : 0);
  const streak = count(data.streak);
  return { marks, streak, best: Math.max(count(data.best), streak) };
}

/** The record kept in the browser. @param {Store} store @returns {Solved} */
export function loadRecord(store) {
  try {
    return cleanRecord(JSON.parse(store.get(SOLVED_KEY) || "{}"));
  } catch {
    return emptyRecord();
  }
}

/** Keep a record. @param {Store} store @param {Solved} record */
export function saveRecord(store, record) {
  store.set(SOLVED_KEY, JSON.stringify(cleanRecord(record)));
}

/** How a finished puzzle ended (null while it is open). @param {Finished} progress @returns {Mark | null} */
export function markOf(progress) {
  if (progress.status === "revealed") return "revealed";
  if (progress.status === "solved") return progress.misses === 0 && !progress.hinted ? "first-try" : "solved";
  return null;
}

/**
 * The record once the puzzle `id` ended as `progress` says. A puzzle keeps its best mark; the run
 * of first-try solves grows with a new puzzle solved at the first try and ends with any other
 * ending (a puzzle solved before neither grows it nor ends it: it was known).
 * @param {Solved} record @param {string} id @param {Finished} progress @returns {Solved}
 */
export function recordEnding(record, id, progress) {
  const mark = markOf(progress);
  if (mark === null || !isGalleryId(id)) return record;
  const before = record.marks[id];
  const known = before === "first-try" || before === "solved";
  const kept = before && MARKS.indexOf(before) < MARKS.indexOf(mark) ? before : mark;
  const streak = known ? record.streak : mark === "first-try" ? record.streak + 1 : 0;
  return { marks: { ...record.marks, [id]: kept }, streak, best: Math.max(record.best, streak) };
}

/** Whether a puzzle counts as solved (its answer found, not shown). @param {Solved} record @param {string} id */
export function isSolved(record, id) {
  const mark = record.marks[id];
  return mark === "first-try" || mark === "solved";
}

/**
 * The next puzzle of `order` not solved yet, after `after` (from the start when it is not in the
 * order), wrapping round; null when every one is solved.
 * @param {string[]} order @param {Solved} record @param {string | null} after @returns {string | null}
 */
export function nextUnsolved(order, record, after) {
  const start = after === null ? -1 : order.indexOf(after);
  for (let k = 1; k <= order.length; k += 1) {
    const id = order[(start + k + order.length) % order.length];
    if (id !== after && !isSolved(record, id)) return id;
  }
  return null;
}

/** How many puzzles of `order` are solved, at the first try, and had their answer shown. @param {string[]} order @param {Solved} record */
export function tally(order, record) {
  let solved = 0, firstTry = 0, revealed = 0;
  for (const id of order) {
    const mark = record.marks[id];
    if (mark === "first-try") firstTry += 1;
    if (mark === "revealed") revealed += 1;
    if (isSolved(record, id)) solved += 1;
  }
  return { solved, firstTry, revealed, total: order.length };
}

/**
 * The puzzle to go on to after `after`: the next one not solved yet of the same topic and level
 * (wrapping round within them), else the next one not solved yet in gallery order from there on
 * (the topic's next levels, then the next topics, wrapping round); from the start when `after` is
 * not a gallery puzzle; null when every one is solved.
 * @param {Placed[]} items the gallery's puzzles in gallery order (`galleryItems`)
 * @param {Solved} record @param {string | null} after @returns {string | null}
 */
export function nextPuzzle(items, record, after) {
  const here = items.find((p) => p.id === after);
  if (here) {
    const group = items.filter((p) => p.topic === here.topic && p.level === here.level).map((p) => p.id);
    const found = nextUnsolved(group, record, after);
    if (found !== null) return found;
  }
  return nextUnsolved(items.map((p) => p.id), record, after);
}

/**
 * The gallery's puzzles in the order it shows them: by topic, then by level (the listing's order
 * within a level).
 * @template {Placed} T
 * @param {{topics: string[], puzzles: T[]}} listing
 * @returns {T[]}
 */
export function galleryItems(listing) {
  return listing.topics.flatMap((topic) => listing.puzzles.filter((p) => p.topic === topic)
    .sort((a, b) => a.level - b.level));
}

/**
 * The gallery's puzzle ids in the order it shows them (`galleryItems`).
 * @param {{topics: string[], puzzles: Placed[]}} listing
 * @returns {string[]}
 */
export function galleryOrder(listing) {
  return galleryItems(listing).map((p) => p.id);
}
