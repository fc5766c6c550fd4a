// @ts-check
// puzzle's first requests: the linked puzzles' questions (the one shown, or every one of a
// worksheet), or the gallery's list and its first puzzle; and the index a link's `n` names.

import { parseRefs } from "../../kit/teach/links.js";
import { galleryOrder } from "../../kit/teach/solved.js";

/**
 * @typedef {import("../../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../../kit/protocol.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("../../kit/protocol.js").PuzzleSolution} PuzzleSolution
 * @typedef {import("../../kit/initial.js").Request} Request
 * @typedef {{status: "open" | "solved" | "revealed", tries: number, misses: number, hinted?: boolean}} Progress
 *   tries: answers checked; misses: the wrong ones; hinted: the hint was asked for
 */

/** The most puzzles a worksheet draws (a sequence may hold more; the sheet says so). */
export const SHEET_MAX = 24;

/**
 * The puzzles a link names, and what it left out.
 * @param {Record<string, string>} params the widget's URL parameters (without `puzzle.`)
 */
export function linkedRefs(params) {
  return parseRefs(params.p);
}

/**
 * The requests the widget makes when it opens: the linked puzzles' questions (the one shown, or
 * every one of a worksheet); without puzzles, the gallery's list and its first puzzle in gallery
 * order (what a learner who has solved none meets first; one who has goes on where they left).
 * @param {import("../../kit/initial.js").OpenState} state
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ params }, answered = () => undefined) {
  const { refs } = linkedRefs(params);
  if (refs.length === 0) {
    const list = { op: "puzzle_list", args: {} };
    const known = answered(list);
    return known && known.puzzles && known.puzzles.length ? [list, { op: "puzzle", args: { puzzle: galleryOrder(known)[0] } }] : [list];
  }
  if (params.sheet === "1") return refs.slice(0, SHEET_MAX).map((ref) => ({ op: "puzzle", args: { puzzle: ref } }));
  return [{ op: "puzzle", args: { puzzle: refs[indexOf(params.n, refs.length)] } }];
}

/** The index shown (from 0) for a link's `n` (from 1). @param {string | undefined | null} n @param {number} total */
export function indexOf(n, total) {
  const value = /^\d{1,3}$/.test(n || "") ? Number(n) : 1;
  return Math.min(Math.max(value, 1), Math.max(total, 1)) - 1;
}
