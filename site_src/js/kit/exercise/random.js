// @ts-check
// The exercises' seeded randomness: a question a link can bring back (?<widget>.q=<seed>). The
// one random helper of the site's JavaScript: it picks questions; it never deals a hand (the
// engine's `deal` op does, for a seed drawn here: dealSeed).

/** @typedef {() => number} Random a random number in [0, 1) */

/** Largest seed: nine digits, easy to read in a link. */
export const SEED_MAX = 999_999_999;

/**
 * A seeded source of random numbers in [0, 1) (mulberry32): the same seed, the same question.
 * @param {number} seed @returns {Random}
 */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed. */
export function newSeed() {
  return 1 + Math.floor(Math.random() * SEED_MAX);
}

/** A seed from a link: digits only, 1 to SEED_MAX; anything else is null. @param {string | null | undefined} text */
export function readSeed(text) {
  if (typeof text !== "string" || !/^[0-9]{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= SEED_MAX ? n : null;
}

/**
 * The seed of the engine's deal (op `deal`) for a question: drawn from the question's own
 * random source, so that the question's link deals the same cards again.
 * @param {Random} random
 */
export function dealSeed(random) {
  return Math.floor(random() * 2 ** 31);
}

/** One item, at random. @template T @param {Random} random @param {readonly T[]} items @returns {T} */
export function pick(random, items) {
  return items[Math.floor(random() * items.length)];
}

/** The items in a random order (a copy). @template T @param {Random} random @param {readonly T[]} items @returns {T[]} */
export function shuffle(random, items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
