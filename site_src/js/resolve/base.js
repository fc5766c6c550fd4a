// @ts-check
// What the re-solver's walks share: a port of engine/truco/solver/full/kernel_base.py (modes,
// the tables' header, entries, a card's effect, regret matching and the regret rule). The
// walks are a numeric kernel over tables the engine builds (Spec.tables): no rule of the game
// is decided here.
//
// An entry is one integer: hand << 16 | held << 4 | covered, where `hand` indexes the class
// hands, `held` packs the classes still held (three 4-bit digits, ascending, 15 = none) and
// `covered` is the class covered in round 2 (15 = none). It fits in 31 bits (a few hundred
// class hands), so the integer arena is an Int32Array.

/** IA's fixed part: the cursors (slot, node), the last round an export records, the public
 * path's length and its codes (up to PATH_MAX), then the seats whose round 1 stays fixed. */
export const CUR_SLOT = 0, CUR_NODE = 1, EXPORT_ROUNDS = 2, PATH_LEN = 3, PATH = 4;
export const PATH_MAX = 60;
export const FROZEN = PATH + PATH_MAX;
export const IA_FIXED = FROZEN + 1;
/** The tag that opens a record of an export. */
export const RECORD = 7;

/** What a walk does (the modes this port has: count, a CFR pass, a best response, evaluate the
 * average strategies, export them, the chance to win). */
export const COUNT = 0, CFR = 1, BR = 2, EVAL = 3, EXPORT = 4, WIN = 5;
export const NONE = 15; // an empty 4-bit digit: no class

/** Offsets in the header of the integer tables (Spec.tables). */
export const H_K = 0, H_TOP = 1, H_COVER = 2, H_HANDS = 3, H_CAPS = 4, H_COUNTS = 5, H_WIN = 6,
  H_LEAD = 7, H_EXPOSED = 8, H_DECIDED = 9, H_WINNER = 10, H_POINTS = 11, H_VALUES = 12,
  H_FOLD = 13, H_WHO = 14;
/** FA[0:4], the regret rule of a CFR pass; FA[4], the least own reach an export writes. */
export const R_POS = 0, R_NEG = 1, R_FLOOR = 2, R_PREDICT = 3, EXPORT_MIN = 4;
/** Where FA's fixed part ends. */
export const FA_FIXED = 5;
/** Round 3's results from the leader's side (spec.LEADER, FOLLOWER, TIED). */
export const LEADER = 0, FOLLOWER = 1, TIED = 2;

/**
 * One walk's arrays and settings, shared by every call of the walk (the numba kernel passes them
 * as arguments): the tables, the regrets (`rows` rows of `stride` float32 slots: regrets, the
 * average, a prediction), where each node's subtree ends, the two arenas, an export's output.
 */
export class Walk {
  /**
   * @param {{gi: Int32Array, gw: Float64Array, rs: Float32Array, stride: number,
   *   ne: Int32Array, ia: Int32Array, fa: Float64Array,
   *   oi?: Int32Array | null, of?: Float64Array | null}} arrays
   */
  constructor({ gi, gw, rs, stride, ne, ia, fa, oi = null, of = null }) {
    this.GI = gi;
    this.GW = gw;
    this.H = gi[H_HANDS];
    this.RS = rs;
    this.S = stride;
    this.NE = ne;
    this.nodes = ne.length >> 1; // NE is [2, nodes]: subtree ends in nodes, then in slots
    this.IA = ia;
    this.FA = fa;
    this.OI = oi ?? new Int32Array(4);
    this.OF = of ?? new Float64Array(1);
    this.T = 0;
    this.mode = COUNT;
    this.wt = 0.0;
    this.pos = 1.0;
    this.neg = 1.0;
    this.floor = true;
    this.predict = false;
    /** after_card's and _exit's answers (no tuple in the hot walk) */
    this.ac = new Int32Array(8);
  }

  /** The regret rule of this pass, from FA[0:4] (kernel_base.rule). */
  readRule() {
    const FA = this.FA;
    this.pos = FA[R_POS];
    this.neg = FA[R_NEG];
    this.floor = FA[R_FLOOR] > 0;
    this.predict = FA[R_PREDICT] > 0;
  }

  /** Throws if a node's arena tops leave no room (typed arrays drop writes out of range).
   * @param {number} ia @param {number} fa @param {number} [more] */
  room(ia, fa, more = 4096) {
    if (ia + more > this.IA.length || fa + more > this.FA.length) {
      throw new RangeError(`the re-solver's arenas are too small (${ia}, ${fa})`);
    }
  }
}

/** Whether a walk of this mode computes values. @param {number} mode */
export function values(mode) {
  return mode === CFR || mode === BR || mode === EVAL || mode === WIN;
}

/** An entry's i-th held class (NONE: none). @param {number} e @param {number} i */
export function digit(e, i) {
  return (e >> (4 + 4 * i)) & 15;
}

/** Entry `e` with one class `x` fewer held (the rest stays ascending).
 * @param {number} e @param {number} x */
export function without(e, x) {
  let out = 0;
  let j = 0;
  let skipped = false;
  for (let i = 0; i < 3; i++) {
    const y = digit(e, i);
    if (y === x && !skipped) {
      skipped = true;
      continue;
    }
    out |= y << (4 * j);
    j++;
  }
  while (j < 3) {
    out |= NONE << (4 * j);
    j++;
  }
  return (e & ~0xfff0) | (out << 4);
}

/** An entry from a hand index, the classes still held and the class covered (-1: none).
 * @param {number} hand @param {number[]} held @param {number} [covered] */
export function pack(hand, held, covered = -1) {
  const d = [...held].sort((a, b) => a - b);
  while (d.length < 3) d.push(NONE);
  const code = d[0] | (d[1] << 4) | (d[2] << 8);
  return (hand << 16) | (code << 4) | (covered < 0 ? NONE : covered);
}

/**
 * A card (class `c`, or K covered) put down: w.ac gets (ended, winner, points, rnd, res, lead,
 * led); ended 1: the hand is over (winner -1: nobody scores), else the next state.
 * @param {Walk} w @param {number} rnd @param {number} res @param {number} lead
 * @param {number} led @param {number} step @param {number} rr @param {number} c
 */
export function afterCard(w, rnd, res, lead, led, step, rr, c) {
  const GI = w.GI, ac = w.ac;
  ac[0] = 0; ac[1] = 0; ac[2] = 0; ac[3] = rnd; ac[4] = res; ac[5] = lead; ac[6] = led;
  if (led < 0) {
    ac[6] = c;
    return;
  }
  const k1 = GI[H_K] + 1;
  const pair = (lead * k1 + led) * k1 + c;
  const value = GI[GI[H_VALUES] + step];
  const loser = GI[GI[H_EXPOSED] + pair * 5 + rr + 1];
  if (loser >= 0) {
    ac[0] = 1; ac[1] = 1 - loser; ac[2] = value;
    return;
  }
  const win = GI[GI[H_WIN] + pair];
  const code = res * 4 + (win < 0 ? 1 : 2 + win);
  if (GI[GI[H_DECIDED] + code] === 1) {
    const pts = GI[GI[H_POINTS] + code];
    ac[0] = 1; ac[1] = GI[GI[H_WINNER] + code]; ac[2] = pts < 0 ? value : pts;
    return;
  }
  ac[3] = rnd + 1; ac[4] = code; ac[5] = GI[GI[H_LEAD] + pair]; ac[6] = -1;
}

/** What a hand's end is worth to `seat`: its points margin, or (WIN) 1 if it won.
 * @param {number} mode @param {number} winner @param {number} points @param {number} seat */
export function payoff(mode, winner, points, seat) {
  if (mode === WIN) return winner === seat ? 1.0 : 0.0;
  if (winner < 0) return 0.0;
  return winner === seat ? points : -points;
}

/** A slot's positive regret (row 0, plus the prediction when `predict`) or average (row 1).
 * @param {Walk} w @param {number} row @param {number} i @param {boolean} predict */
function positive(w, row, i, predict) {
  let x = w.RS[row * w.S + i];
  if (predict && row === 0) x = Math.fround(x + w.RS[2 * w.S + i]); // float32, as numba adds
  return x > 0 ? x : 0.0;
}

/**
 * Regret matching over the `n` slots from `at` into FA[out:]: on the regrets (row 0) or the
 * average (row 1); where the average has no weight the current strategy stands in; with no
 * positive regret either, every action alike (kernel_base.strategy).
 * @param {Walk} w @param {number} row @param {number} at @param {number} n @param {number} out
 * @param {boolean} predict
 */
export function strategy(w, row, at, n, out, predict) {
  const FA = w.FA;
  if (n === 2) {
    let x0 = positive(w, row, at, predict), x1 = positive(w, row, at + 1, predict);
    let t = x0 + x1;
    if (t <= 0 && row === 1) {
      x0 = positive(w, 0, at, predict);
      x1 = positive(w, 0, at + 1, predict);
      t = x0 + x1;
    }
    if (t > 0) {
      const inv = 1.0 / t;
      FA[out] = x0 * inv;
      FA[out + 1] = x1 * inv;
    } else {
      FA[out] = 0.5;
      FA[out + 1] = 0.5;
    }
    return;
  }
  if (n === 3) {
    let x0 = positive(w, row, at, predict), x1 = positive(w, row, at + 1, predict);
    let x2 = positive(w, row, at + 2, predict);
    let t = x0 + x1 + x2;
    if (t <= 0 && row === 1) {
      x0 = positive(w, 0, at, predict);
      x1 = positive(w, 0, at + 1, predict);
      x2 = positive(w, 0, at + 2, predict);
      t = x0 + x1 + x2;
    }
    if (t > 0) {
      const inv = 1.0 / t;
      FA[out] = x0 * inv;
      FA[out + 1] = x1 * inv;
      FA[out + 2] = x2 * inv;
    } else {
      const third = 1.0 / 3.0;
      FA[out] = third;
      FA[out + 1] = third;
      FA[out + 2] = third;
    }
    return;
  }
  let tot = 0.0;
  for (let a = 0; a < n; a++) {
    const x = positive(w, row, at + a, predict);
    FA[out + a] = x;
    tot += x;
  }
  if (tot <= 0 && row === 1) {
    for (let a = 0; a < n; a++) {
      const x = positive(w, 0, at + a, predict);
      FA[out + a] = x;
      tot += x;
    }
  }
  const inv = tot > 0 ? 1.0 / tot : 0.0;
  for (let a = 0; a < n; a++) FA[out + a] = tot > 0 ? FA[out + a] * inv : 1.0 / n;
}

/**
 * Slot `i` gets instantaneous regret `r` by the pass's regret rule and `avg` more weight in the
 * average strategy (kernel_base.update; the float32 store rounds as numba's does).
 * @param {Walk} w @param {number} i @param {number} r @param {number} avg
 */
export function update(w, i, r, avg) {
  updateWith(w, i, r, avg, w.floor, w.predict);
}

/** update with the flags given. @param {Walk} w @param {number} i @param {number} r
 * @param {number} avg @param {boolean} floor @param {boolean} predict */
export function updateWith(w, i, r, avg, floor, predict) {
  const RS = w.RS;
  let x = RS[i];
  x = x * (x > 0 ? w.pos : w.neg) + r;
  if (floor && x < 0) x = 0.0;
  RS[i] = x;
  if (predict) RS[2 * w.S + i] = r;
  if (avg !== 0.0) RS[w.S + i] += avg;
}

/** The regret rule `rule` ("cfr+", "dcfr", "pcfr+") at iteration t, as the walk reads it
 * (solve.regret_rule). @param {string} rule @param {number} t @returns {number[]} */
export function regretRule(rule, t) {
  if (rule === "dcfr") {
    const a = (t - 1) ** 1.5;
    return [a / (a + 1), 0.5, 0.0, 0.0];
  }
  return [1.0, 1.0, 1.0, rule === "pcfr+" ? 1.0 : 0.0];
}
