// @ts-check
// Spaced repetition for the mixed trainer: the next kind of spot is drawn with a weight per kind
// (a Leitner scheme): a kind just missed (box 0) comes back most, each pass in a row halves its
// weight down to the lowest box, a kind never tried sits in the middle, and a kind missed often
// over all its spots weighs more again. Pure; the draw takes the seeded random source of the spot
// (kit/exercise/random.js), so the same record and seed draw the same kind.

import { MAX_BOX } from "./progress.js";

/**
 * @typedef {import("./progress.js").KindStats} KindStats
 * @typedef {import("../../kit/exercise/random.js").Random} Random
 */

/** The weight of a kind never tried (that of a kind passed once). */
const UNSEEN = 2 ** (MAX_BOX - 1);

/**
 * How often a kind comes back, relative to the others.
 * @param {KindStats | undefined} s
 */
export function weight(s) {
  if (!s || s.n === 0) return UNSEEN;
  const missRate = (s.n - s.passed) / s.n;
  return 2 ** (MAX_BOX - s.box) * (1 + missRate);
}

/**
 * Every kind's chance to come next (for the stats' "comes back" column and the tests).
 * @param {Record<string, KindStats>} stats @param {readonly string[]} kinds
 * @returns {Record<string, number>}
 */
export function chances(stats, kinds) {
  const weights = kinds.map((k) => weight(stats[k]));
  const sum = weights.reduce((a, b) => a + b, 0);
  return Object.fromEntries(kinds.map((k, i) => [k, weights[i] / sum]));
}

/**
 * The next kind, drawn by weight.
 * @param {Record<string, KindStats>} stats @param {readonly string[]} kinds @param {Random} random
 */
export function pickKind(stats, kinds, random) {
  const weights = kinds.map((k) => weight(stats[k]));
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < kinds.length; i += 1) {
    r -= weights[i];
    if (r < 0) return kinds[i];
  }
  return kinds[kinds.length - 1];
}
