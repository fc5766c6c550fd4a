// @ts-check
// A strategy read out by public path (FullSolver.export, ported for a root's subgame): one
// EXPORT walk writes a record per decision node (export.js), read back here into the average
// strategy (the current one where the average has no weight) of every entry whose own reach is
// above `minReach`, by public path from the root (kernel.py's action codes: a class played, K
// covered, K+1 raise, K+2 accept, K+3 fold).

import { EXPORT, RECORD } from "./base.js";
import { Subgame } from "./subgame.js";

/**
 * @typedef {{ reach: number, codes: number[], probs: number[] }} ExportedEntry
 * @typedef {{ round: number, actor: number, path: number[],
 *   entries: Map<number, ExportedEntry> }} ExportedNode
 */

/**
 * Every decision node of the root's rounds 2-3 under `rs` (2 rows a slot), keyed by its path
 * joined with commas. Throws if the output would need more than `size` numbers.
 * @param {Subgame} sub @param {Float32Array} rs
 * @param {{ minReach?: number, size?: number }} [options]
 * @returns {Map<string, ExportedNode>}
 */
export function exportStrategy(sub, rs, { minReach = -1.0, size = 1 << 20 } = {}) {
  const oi = new Int32Array(size);
  const of = new Float64Array(size);
  oi[0] = 4;
  sub.walk(EXPORT, rs, { oi, of, rounds: 3, minReach });
  if (oi[2]) throw new RangeError(`the export needs more than ${size} numbers`);
  /** @type {Map<string, ExportedNode>} */
  const out = new Map();
  let i = 4, f = 0;
  for (let r = 0; r < oi[1]; r++) {
    if (oi[i] !== RECORD) throw new Error("not a record of an export");
    const round = oi[i + 1], actor = oi[i + 2], plen = oi[i + 3];
    const path = Array.from(oi.subarray(i + 4, i + 4 + plen));
    i += 4 + plen;
    const na = oi[i++];
    /** @type {Map<number, ExportedEntry>} */
    const entries = new Map();
    for (let e = 0; e < na; e++) {
      const entry = oi[i], nact = oi[i + 1];
      const codes = Array.from(oi.subarray(i + 2, i + 2 + nact));
      i += 2 + nact;
      entries.set(entry, { reach: of[f], codes, probs: Array.from(of.subarray(f + 1, f + 1 + nact)) });
      f += 1 + nact;
    }
    out.set(path.join(","), { round, actor, path, entries });
  }
  return out;
}

/** The raw size of an export (numbers written), for a caller sizing its buffers.
 * @param {Subgame} sub @param {Float32Array} rs @param {number} [minReach] */
export function exportSize(sub, rs, minReach = -1.0) {
  const oi = new Int32Array(1 << 22), of = new Float64Array(1 << 22);
  oi[0] = 4;
  sub.walk(EXPORT, rs, { oi, of, rounds: 3, minReach });
  return { records: oi[1], ints: oi[0], reals: oi[3], intSum: oi.subarray(0, oi[0]).reduce((a, b) => a + b, 0),
    realSum: of.subarray(0, oi[3]).reduce((a, b) => a + b, 0), full: oi[2] === 1 };
}
