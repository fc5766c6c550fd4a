// @ts-check
// Rounds 2-3 from a round-2 root, walked by the port of the solver's kernel (solve.walk_node and
// subgame.Subgame.walk): the arena laid out from a public node, the tree counted once (its slots
// and where each node's subtree ends), then walks in any mode. The tables come from the engine
// (Spec.tables: `gi` the integer tables with their header, `gw` the chance of each pair of class
// hands, [2, H, H] flattened); the entries too (Subgame.entries).

import { COUNT, EXPORT_MIN, EXPORT_ROUNDS, FA_FIXED, FROZEN, H_K, IA_FIXED, Walk, afterCard }
  from "./base.js";
import { visit } from "./visit.js";

/** The arenas' default size (numbers each): the solver's ARENA. */
export const ARENA = 1 << 21;

/**
 * A round-2 root's public state in visit's order (round, results, leader, led class, ladder
 * step, raiser, offer, turn, fresh turn, re-raiser), from the tables: round 1 played with the
 * mão's class `a` and the dealer's `b`, then `step` and the last `raiser` (-1: nobody).
 * @param {Int32Array} gi @param {number} a @param {number} b @param {number} step
 * @param {number} raiser @returns {number[]}
 */
export function rootState(gi, a, b, step, raiser) {
  const w = new Walk({ gi, gw: new Float64Array(0), rs: new Float32Array(0), stride: 0,
    ne: new Int32Array(0), ia: new Int32Array(0), fa: new Float64Array(0) });
  afterCard(w, 0, 0, 0, a, step, -1, b); // round 1's second card, as the kernel plays it
  if (w.ac[0] !== 0 || w.ac[3] !== 1) throw new Error(`no round-2 root after ${a}, ${b}`);
  const res = w.ac[4], lead = w.ac[5];
  return [1, res, lead, -1, step, raiser, -1, lead, 1, -1];
}

/**
 * @typedef {{ seat?: number, weight?: number, rule?: ArrayLike<number>,
 *   reach?: [ArrayLike<number>, ArrayLike<number>] | null, oi?: Int32Array | null,
 *   of?: Float64Array | null, rounds?: number, minReach?: number, frozen?: number }} WalkOptions
 */

/** One root's subgame: its tables, state, entries, arenas, size and subtree ends. */
export class Subgame {
  /**
   * @param {{ gi: Int32Array, gw: Float64Array, state: ArrayLike<number>,
   *   shown?: [number, number] | null, entries: [ArrayLike<number>, ArrayLike<number>],
   *   arena?: number }} root
   */
  constructor({ gi, gw, state, shown = null, entries, arena = ARENA }) {
    this.gi = gi;
    this.gw = gw;
    this.k = gi[H_K];
    this.state = Int32Array.from(state);
    this.shown = shown;
    this.entries = [Int32Array.from(entries[0]), Int32Array.from(entries[1])];
    this.ia = new Int32Array(arena);
    this.fa = new Float64Array(arena);
    this.ends = new Int32Array(0);
    this.walk(COUNT, new Float32Array(2));
    /** the regret entries (information sets times their actions) */
    this.slots = this.ia[0];
    /** the nodes whose subtree's end the walk records */
    this.nodes = this.ia[1];
    this.ends = new Int32Array(2 * this.nodes);
    this.walk(COUNT, new Float32Array(2));
  }

  /**
   * One walk in `mode` over the root's subgame (solve.walk_node): seat `seat`'s value of each
   * of its entries, chance-weighted and summed over the other's (`reach`: each seat's reach of
   * each entry; all 1). `rs`: the regrets, 2 (or 3: a prediction) rows of `slots` float32.
   * @param {number} mode @param {Float32Array} rs @param {WalkOptions} [options]
   * @returns {Float64Array}
   */
  walk(mode, rs, { seat = 0, weight = 0.0, rule = [1.0, 1.0, 1.0, 0.0], reach = null, oi = null,
    of = null, rounds = 3, minReach = -1.0, frozen = 0 } = {}) {
    const ia = this.ia, fa = this.fa, k = this.k;
    const [en0, en1] = this.entries;
    const n0 = en0.length, n1 = en1.length;
    const e0 = IA_FIXED, e1 = IA_FIXED + n0, sh = IA_FIXED + n0 + n1;
    const p0 = FA_FIXED, p1 = FA_FIXED + n0, out = FA_FIXED + n0 + n1;
    ia.fill(0, 0, IA_FIXED);
    ia[EXPORT_ROUNDS] = rounds;
    ia[FROZEN] = frozen;
    ia.set(en0, e0);
    ia.set(en1, e1);
    ia.fill(0, sh, sh + 2 * k);
    if (this.shown) {
      ia[sh + this.shown[0]] += 1;
      ia[sh + k + this.shown[1]] += 1;
    }
    for (let i = 0; i < 4; i++) fa[i] = rule[i];
    fa[EXPORT_MIN] = minReach;
    if (reach) {
      if (reach[0].length !== n0 || reach[1].length !== n1) throw new Error("a reach per entry");
      fa.set(reach[0], p0);
      fa.set(reach[1], p1);
    } else {
      fa.fill(1.0, p0, p0 + n0 + n1);
    }
    const stride = mode === COUNT ? 1 : this.slots;
    if (mode !== COUNT && rs.length < 2 * stride) throw new Error("two rows of regrets a slot");
    const w = new Walk({ gi: this.gi, gw: this.gw, rs, stride, ne: this.ends, ia, fa, oi, of });
    w.T = seat;
    w.mode = mode;
    w.wt = weight;
    w.readRule();
    const s = this.state;
    visit(w, s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], sh, e0, n0, e1, n1,
      p0, p1, out, sh + 2 * k, out + Math.max(n0, n1));
    return fa.slice(out, out + (seat === 0 ? n0 : n1));
  }
}
