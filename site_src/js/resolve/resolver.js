// @ts-check
// One seat's rounds 2-3 re-solved at a round-2 root, safely (engine/truco/solver/full/
// resolve.py, ported): the re-solving gadget gives the other seat, for each private state it
// may hold at the root, the choice to take a bound (what it wins best responding to a strategy
// known to be good there) instead of playing on. Discounted CFR on that game finds a strategy
// for the re-solving seat that holds each of the other seat's states to its bound.

import { BR, CFR, EVAL, regretRule } from "./base.js";
import { Subgame } from "./subgame.js";

/**
 * What the other seat wins at the root, per private state (a counterfactual value: the chance of
 * the deals and `reach`, seat `seat`'s reach of each of its own states, in it), best responding
 * to `strategy` (the root's slots: regrets, then the average) (resolve.bounds).
 * @param {Subgame} sub @param {number} seat @param {Float32Array} strategy
 * @param {ArrayLike<number>} reach @returns {Float64Array}
 */
export function bounds(sub, seat, strategy, reach) {
  const other = 1 - seat;
  const ones = new Float64Array(sub.entries[other].length).fill(1.0);
  /** @type {[ArrayLike<number>, ArrayLike<number>]} */
  const both = seat === 0 ? [reach, ones] : [ones, reach];
  return sub.walk(BR, strategy, { seat: other, reach: both });
}

/** Discounted CFR on the gadget game of one root for seat `seat`: its own `reach` per private
 * state, the other seat's `bound` per private state (resolve.Resolver). */
export class Resolver {
  /**
   * @param {{ gi: Int32Array, gw: Float64Array, state: ArrayLike<number>,
   *   shown?: [number, number] | null, entries: [ArrayLike<number>, ArrayLike<number>],
   *   seat: number, reach: ArrayLike<number>, bound: ArrayLike<number>, arena?: number,
   *   sub?: Subgame }} options (`sub`: the root's Subgame, if already built)
   */
  constructor({ gi, gw, state, shown = null, entries, seat, reach, bound, arena, sub }) {
    this.sub = sub ?? new Subgame({ gi, gw, state, shown, entries, arena });
    this.seat = seat;
    this.regrets = new Float32Array(2 * Math.max(this.sub.slots, 1));
    this.reach = Float64Array.from(reach);
    this.bound = Float64Array.from(bound);
    const n = this.bound.length;
    if (this.reach.length !== this.sub.entries[seat].length || n !== this.sub.entries[1 - seat].length) {
      throw new Error("a reach per own entry and a bound per entry of the other seat");
    }
    /** the gadget's regrets: play on (first n), take the bound (next n) */
    this.gadget = new Float64Array(2 * n);
    this.iterations = 0;
    this._follow = new Float64Array(n);
  }

  /** The other seat's chance of playing on, per private state (regret matching).
   * @param {Float64Array} [out] @returns {Float64Array} */
  follow(out = new Float64Array(this.bound.length)) {
    const g = this.gadget, n = this.bound.length;
    for (let i = 0; i < n; i++) {
      const a = g[i] > 0 ? g[i] : 0.0, b = g[n + i] > 0 ? g[n + i] : 0.0;
      const total = a + b;
      out[i] = total > 0 ? a / total : 0.5;
    }
    return out;
  }

  /** Iterate `iterations` more times. @param {number} iterations */
  run(iterations) {
    const other = 1 - this.seat, n = this.bound.length, g = this.gadget, bound = this.bound;
    for (let it = 0; it < iterations; it++) {
      this.iterations += 1;
      const t = this.iterations;
      const rule = regretRule("dcfr", t);
      const follow = this.follow(this._follow);
      /** @type {[ArrayLike<number>, ArrayLike<number>]} */
      const reach = this.seat === 0 ? [this.reach, follow] : [follow, this.reach];
      this.sub.walk(CFR, this.regrets, { seat: this.seat, weight: t * t, rule, reach });
      const values = this.sub.walk(CFR, this.regrets, { seat: other, weight: t * t, rule, reach });
      // the other seat's choice at the gadget, by the same rule as the rest
      for (let i = 0; i < n; i++) {
        const mixed = follow[i] * values[i] + (1 - follow[i]) * bound[i];
        let r = g[i];
        r *= r > 0 ? rule[0] : rule[1];
        g[i] = r + (values[i] - mixed);
        r = g[n + i];
        r *= r > 0 ? rule[0] : rule[1];
        g[n + i] = r + (bound[i] - mixed);
      }
    }
  }

  /** A seat's value per entry under the re-solved average (EVAL) or best responding to it (BR),
   * every reach 1 unless given. @param {number} mode @param {number} seat
   * @param {[ArrayLike<number>, ArrayLike<number>] | null} [reach] */
  values(mode = EVAL, seat = this.seat, reach = null) {
    return this.sub.walk(mode, this.regrets, { seat, reach });
  }

  /** How far the other seat's best response beats its bound at the worst of its states
   * (counterfactual; <= 0: every bound holds). */
  worstExcess() {
    const best = bounds(this.sub, this.seat, this.regrets, this.reach);
    let worst = 0.0;
    for (let i = 0; i < best.length; i++) worst = Math.max(worst, best[i] - this.bound[i]);
    return worst;
  }
}
