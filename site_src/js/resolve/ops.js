// @ts-check
// The walks' small numeric helpers (kernel.py `_matvec`, `_zero`, `_code`), ported.

import { Walk } from "./base.js";

/** FA[out+i] += sum_j chance(hand(ea+i), hand(eb+j)) * FA[vec+j], seat T's hand first.
 * @param {Walk} w @param {number} T @param {number} ea @param {number} na @param {number} eb
 * @param {number} nb @param {number} vec @param {number} out */
export function matvec(w, T, ea, na, eb, nb, vec, out) {
  const IA = w.IA, FA = w.FA, GW = w.GW, H = w.H;
  for (let i = 0; i < na; i++) {
    const row = (T * H + (IA[ea + i] >> 16)) * H;
    let s = 0.0;
    for (let j = 0; j < nb; j++) s += GW[row + (IA[eb + j] >> 16)] * FA[vec + j];
    FA[out + i] += s;
  }
}

/** Whether FA[p:p+n] is all zero. @param {Float64Array} FA @param {number} p @param {number} n */
export function zero(FA, p, n) {
  for (let i = 0; i < n; i++) if (FA[p + i] !== 0.0) return false;
  return true;
}

/**
 * The public code of an entry's k-th action (d its distinct classes at IA[dist:]): at an answer
 * accept, fold, raise; at a card turn the classes it plays, then (cover) covered, then raise.
 * @param {Int32Array} IA @param {boolean} answering @param {boolean} cover @param {number} k
 * @param {number} d @param {number} K @param {number} dist
 */
export function code(IA, answering, cover, k, d, K, dist) {
  if (answering) return k < 2 ? K + 2 + k : K + 1;
  if (k < d) return IA[dist + k];
  if (cover && k < 2 * d) return K;
  return K + 1;
}
