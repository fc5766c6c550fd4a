// @ts-check
// The teacher's set: an ordered list of puzzles (gallery ids and sealed codes) with a title, kept
// in the browser (localStorage) so that the gallery, the editor and the teachers' page add to the
// same set, and turned into a link: a sequence to solve one by one, or a printable worksheet.
// Pure functions over a store (kit/dom.js `store`, or a Map in tests).

import { isPuzzleRef, MAX_SET } from "./links.js";

/**
 * @typedef {{title: string, items: string[]}} PuzzleSet
 * @typedef {{get: (key: string) => string | null, set: (key: string, value: string) => void}} Store
 */

export const SET_KEY = "truco-lab.puzzle-set";
/** The longest set title (characters): plain text, shown as text. */
export const MAX_TITLE = 80;

/** A set title as it may be shown: plain text, one line, trimmed. @param {unknown} text */
export function cleanTitle(text) {
  return String(text ?? "").replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_TITLE);
}

/** A set from anything (stored JSON that may be damaged): only what is readable. @param {unknown} raw @returns {PuzzleSet} */
export function cleanSet(raw) {
  const data = raw && typeof raw === "object" ? /** @type {any} */ (raw) : {};
  const items = Array.isArray(data.items) ? data.items.filter((x) => typeof x === "string" && isPuzzleRef(x)) : [];
  return { title: cleanTitle(data.title), items: [...new Set(items)].slice(0, MAX_SET) };
}

/** The set kept in the browser. @param {Store} store @returns {PuzzleSet} */
export function loadSet(store) {
  try {
    return cleanSet(JSON.parse(store.get(SET_KEY) || "{}"));
  } catch {
    return cleanSet({});
  }
}

/** Keep a set. @param {Store} store @param {PuzzleSet} set */
export function saveSet(store, set) {
  store.set(SET_KEY, JSON.stringify(cleanSet(set)));
}

/**
 * The set with a puzzle added at the end (a puzzle is in a set once).
 * @param {PuzzleSet} set @param {string} ref @returns {{set: PuzzleSet, added: boolean, full: boolean}}
 */
export function addTo(set, ref) {
  if (!isPuzzleRef(ref) || set.items.includes(ref)) return { set, added: false, full: false };
  if (set.items.length >= MAX_SET) return { set, added: false, full: true };
  return { set: { ...set, items: [...set.items, ref] }, added: true, full: false };
}

/** The set without a puzzle. @param {PuzzleSet} set @param {string} ref @returns {PuzzleSet} */
export function removeFrom(set, ref) {
  return { ...set, items: set.items.filter((x) => x !== ref) };
}

/**
 * The set with the puzzle at `index` moved by `by` places (kept within the list).
 * @param {PuzzleSet} set @param {number} index @param {number} by @returns {PuzzleSet}
 */
export function move(set, index, by) {
  const to = Math.max(0, Math.min(set.items.length - 1, index + by));
  if (index < 0 || index >= set.items.length || to === index) return set;
  const items = [...set.items];
  const [item] = items.splice(index, 1);
  items.splice(to, 0, item);
  return { ...set, items };
}
