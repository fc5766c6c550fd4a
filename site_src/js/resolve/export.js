// @ts-check
// An export's records (kernel_base.record and the EXPORT part of kernel.visit and round3.py),
// ported: each decision node's average strategy (the current one where the average has no
// weight) by public path, for the entries whose own reach is above FA[EXPORT_MIN].
//
// OI gets (RECORD, round, actor, path length, path codes, entries, then per entry its code, its
// number of actions and their public codes); OF gets each entry's own reach then each slot's
// probability. OI[0]/OI[3] tell where to write in OI/OF; OI[1] counts records, a record that
// does not fit sets OI[2].

import { EXPORT_MIN, PATH, PATH_LEN, RECORD, Walk, digit } from "./base.js";
import { code } from "./ops.js";

/**
 * Write one decision node: `IA[acts:]` lists per entry its number of actions and their codes,
 * `IA[suffix:suffix+nsuf]` extends the path.
 * @param {Walk} w @param {number} rnd @param {number} actor @param {number} suffix
 * @param {number} nsuf @param {number} ea @param {number} na @param {number} acts
 * @param {number} sigma @param {number} reach
 */
export function record(w, rnd, actor, suffix, nsuf, ea, na, acts, sigma, reach) {
  const IA = w.IA, FA = w.FA, OI = w.OI, OF = w.OF;
  const minr = FA[EXPORT_MIN];
  let kept = 0, keptSlots = 0;
  let k = acts;
  for (let e = 0; e < na; e++) {
    const n = IA[k];
    if (FA[reach + e] > minr) {
      kept++;
      keptSlots += n;
    }
    k += 1 + n;
  }
  if (kept === 0) return;
  const plen = IA[PATH_LEN];
  const ni = 5 + plen + nsuf + 2 * kept + keptSlots;
  const nf = kept + keptSlots;
  const at = OI[0], af = OI[3];
  if (at + ni > OI.length || af + nf > OF.length) {
    OI[2] = 1;
    return;
  }
  OI[at] = RECORD;
  OI[at + 1] = rnd;
  OI[at + 2] = actor;
  OI[at + 3] = plen + nsuf;
  let j = at + 4;
  for (let i = 0; i < plen; i++) OI[j++] = IA[PATH + i];
  for (let i = 0; i < nsuf; i++) OI[j++] = IA[suffix + i];
  OI[j++] = kept;
  k = acts;
  let f = af, s = sigma;
  for (let e = 0; e < na; e++) {
    const n = IA[k];
    if (FA[reach + e] > minr) {
      OI[j] = IA[ea + e];
      OI[j + 1] = n;
      for (let a = 0; a < n; a++) OI[j + 2 + a] = IA[k + 1 + a];
      j += 2 + n;
      OF[f] = FA[reach + e];
      for (let a = 0; a < n; a++) OF[f + 1 + a] = FA[s + a];
      f += 1 + n;
    }
    k += 1 + n;
    s += n;
  }
  OI[0] = j;
  OI[1] += 1;
  OI[3] = f;
}

/**
 * A decision node of rounds 1-2 (kernel.visit's export): its actions' codes, then its record.
 * @param {Walk} w @param {number} rnd @param {number} actor @param {boolean} answering
 * @param {boolean} cover @param {number} K @param {number} ea @param {number} na
 * @param {number} first @param {number} nd @param {number} dist @param {number} sigma
 * @param {number} pa @param {number} ia
 */
export function recordNode(w, rnd, actor, answering, cover, K, ea, na, first, nd, dist, sigma,
  pa, ia) {
  const IA = w.IA;
  const acts = ia;
  let j = acts;
  for (let e = 0; e < na; e++) {
    const n = IA[first + e + 1] - IA[first + e];
    IA[j] = n;
    for (let a = 0; a < n; a++) {
      IA[j + 1 + a] = code(IA, answering, cover, a, IA[nd + e], K, dist + 3 * e);
    }
    j += 1 + n;
  }
  record(w, rnd, actor, j, 0, ea, na, acts, sigma, pa);
}

/**
 * The public codes of a round-3 chain node's actions for `n` entries into IA[at:] (round3._acts):
 * the turn (play the last card, raise), an answer (accept, fold, raise again).
 * @param {Walk} w @param {number} K @param {number} offer @param {number} nact @param {number} e
 * @param {number} n @param {number} at
 */
export function actsOf(w, K, offer, nact, e, n, at) {
  const IA = w.IA;
  let j = at;
  for (let x = 0; x < n; x++) {
    IA[j] = nact;
    if (offer < 0) {
      IA[j + 1] = digit(IA[e + x], 0);
      IA[j + 2] = K + 1;
    } else {
      IA[j + 1] = K + 2;
      IA[j + 2] = K + 3;
      if (nact === 3) IA[j + 3] = K + 1;
    }
    j += 1 + nact;
  }
}
