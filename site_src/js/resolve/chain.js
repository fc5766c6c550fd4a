// @ts-check
// Round 3's betting chains (engine/truco/solver/full/round3.py), ported: a chain is a line of
// decision nodes (the card turn, then answers) with exits, the card played and the folds; these
// are its pieces (the nodes, an exit's state, what the round's results are worth, the actor's
// strategy, the traverser's regrets and the backward pass). phase-a.js and phase-b.js walk them.

import { BR, CFR, H_EXPOSED, H_K, H_POINTS, H_TOP, H_VALUES, H_WINNER, LEADER,
  R_PREDICT, TIED, Walk, payoff, strategy, updateWith, values } from "./base.js";
import { zero } from "./ops.js";

/** The root's context in IA: where each part is. */
export const C_EL = 0, C_NL = 1, C_GROUPS = 2, C_EF = 3, C_NF = 4, C_LASTF = 5, C_WM = 6,
  C_RES = 7, C_LEAD = 8, C_SH = 9;
export const C_SIZE = 10;

/** out[i] += scale * sum_f wm[r0+i, f] z[f] for i < n (values of leader rows).
 * @param {Float64Array} FA @param {number} wm @param {number} nf @param {number} r0
 * @param {number} n @param {number} z @param {number} scale @param {number} out */
export function rows(FA, wm, nf, r0, n, z, scale, out) {
  if (zero(FA, z, nf)) return;
  for (let i = 0; i < n; i++) {
    const row = wm + (r0 + i) * nf;
    let s = 0.0;
    for (let f = 0; f < nf; f++) s += FA[row + f] * FA[z + f];
    FA[out + i] += scale * s;
  }
}

/** out[f] += scale * sum_i wm[r0+i, f] y[i] (values of the follower's entries).
 * @param {Float64Array} FA @param {number} wm @param {number} nf @param {number} r0
 * @param {number} n @param {number} y @param {number} scale @param {number} out */
export function cols(FA, wm, nf, r0, n, y, scale, out) {
  for (let i = 0; i < n; i++) {
    let yi = FA[y + i];
    if (yi === 0.0) continue;
    const row = wm + (r0 + i) * nf;
    yi *= scale;
    for (let f = 0; f < nf; f++) FA[out + f] += FA[row + f] * yi;
  }
}

/**
 * The chain's decision nodes into IA[at:], five numbers each: actor, offer (-1 at the card
 * turn), raiser, rr after it, actions. Returns how many (0: the card goes down at once).
 * @param {Walk} w @param {number} xs @param {number} step @param {number} raiser
 * @param {number} rr @param {number} onTable @param {number} at
 */
export function chainNodes(w, xs, step, raiser, rr, onTable, at) {
  const IA = w.IA, top = w.GI[H_TOP];
  let n = 0;
  if (raiser !== xs && step < top) {
    IA[at] = xs;
    IA[at + 1] = -1;
    IA[at + 2] = raiser;
    IA[at + 3] = rr;
    IA[at + 4] = 2; // play, raise
    n = 1;
    let offer = step + 1, answerer = 1 - xs, by = xs;
    for (;;) {
      const o = at + 5 * n;
      IA[o] = answerer;
      IA[o + 1] = offer;
      IA[o + 2] = by;
      IA[o + 3] = by * 2 + onTable;
      IA[o + 4] = offer < top ? 3 : 2; // accept, fold, raise again
      n++;
      if (offer >= top) break;
      const a = answerer;
      answerer = by;
      by = a;
      offer++;
    }
  }
  return n;
}

/** The state the card of exit i goes down in: w.ac gets (step, raiser, rr).
 * @param {Walk} w @param {number} nodes @param {number} nNodes @param {number} i
 * @param {number} step @param {number} raiser @param {number} rr */
export function exitState(w, nodes, nNodes, i, step, raiser, rr) {
  const IA = w.IA, ac = w.ac;
  if (nNodes === 0 || i === 0) {
    ac[0] = step; ac[1] = raiser; ac[2] = rr;
  } else {
    ac[0] = IA[nodes + 5 * i + 1]; ac[1] = IA[nodes + 5 * i + 2]; ac[2] = IA[nodes + 5 * i + 3];
  }
}

/** What each round-3 result is worth to T at this step: FA[at + LEADER/FOLLOWER/TIED].
 * @param {Walk} w @param {number} res @param {number} lead @param {number} step @param {number} at */
export function ends(w, res, lead, step, at) {
  const GI = w.GI;
  const value = GI[GI[H_VALUES] + step];
  for (let r = 0; r < 3; r++) {
    const code = res * 4 + (r === TIED ? 1 : 2 + (r === LEADER ? lead : 1 - lead));
    const pts = GI[GI[H_POINTS] + code];
    w.FA[at + r] = payoff(w.mode, GI[GI[H_WINNER] + code], pts < 0 ? value : pts, w.T);
  }
}

/** A round-3 tie with class c: the exposed card's payoff to T where it applies, else what the
 * round results decide (FA[ends + TIED]).
 * @param {Walk} w @param {number} lead @param {number} c @param {number} step @param {number} rr
 * @param {number} at */
export function tied(w, lead, c, step, rr, at) {
  const GI = w.GI, k1 = GI[H_K] + 1;
  const loser = GI[GI[H_EXPOSED] + ((lead * k1 + c) * k1 + c) * 5 + rr + 1];
  if (loser < 0) return w.FA[at + TIED];
  return payoff(w.mode, 1 - loser, GI[GI[H_VALUES] + step], w.T);
}

/**
 * The actor's strategy per entry into FA[s:]: regret matching (CFR) or the average; none for a
 * best responder (all 1), and none needed where the actor's entry (the traverser's opponent)
 * has no reach (left 0).
 * @param {Walk} w @param {boolean} mine @param {number} b @param {number} n @param {number} nact
 * @param {number} reach @param {number} s
 */
export function strategies(w, mine, b, n, nact, reach, s) {
  const FA = w.FA, mode = w.mode;
  if (mode === BR && mine) {
    for (let e = 0; e < n * nact; e++) FA[s + e] = 1.0;
    return;
  }
  const skip = !mine && values(mode);
  const row = mode === CFR ? 0 : 1;
  const predict = mode === CFR && FA[R_PREDICT] > 0; // (visit passes the flag at row 1 too)
  for (let e = 0; e < n; e++) {
    if (skip && FA[reach + e] === 0.0) {
      for (let a = 0; a < nact; a++) FA[s + e * nact + a] = 0.0;
    } else {
      strategy(w, row, b + e * nact, nact, s + e * nact, predict);
    }
  }
}

/**
 * The traverser's own node: its value per entry from each action's (the card, the fold, the
 * raise), and in a CFR pass its regrets and average.
 * @param {Walk} w @param {number} b @param {number} nact @param {number} n @param {number} offer
 * @param {number} s @param {number} reach @param {number} ve @param {number} vf @param {number} vn
 * @param {boolean} hasNext @param {number} v
 */
export function regrets(w, b, nact, n, offer, s, reach, ve, vf, vn, hasNext, v) {
  const FA = w.FA, mode = w.mode, wt = w.wt;
  // round3._regrets' flags: a predicting rule always floors here (visit reads FA[R_FLOOR])
  const predict = w.predict, floor = w.floor || predict;
  for (let e = 0; e < n; e++) {
    const qa = FA[ve + e];
    const qr = hasNext ? FA[vn + e] : 0.0;
    let qb, qc;
    if (offer < 0) { // play, raise
      qb = qr;
      qc = 0.0;
    } else { // accept, fold, raise again
      qb = FA[vf + e];
      qc = qr;
    }
    if (mode === BR) {
      let best = qa > qb ? qa : qb;
      if (nact === 3 && qc > best) best = qc;
      FA[v + e] = best;
      continue;
    }
    const sa = FA[s + e * nact], sb = FA[s + e * nact + 1];
    const sc = nact === 3 ? FA[s + e * nact + 2] : 0.0;
    const val = sa * qa + sb * qb + sc * qc;
    FA[v + e] = val;
    if (mode === CFR) {
      const wgt = wt * FA[reach + e];
      const at = b + e * nact;
      updateWith(w, at, qa - val, wgt * sa, floor, predict);
      updateWith(w, at + 1, qb - val, wgt * sb, floor, predict);
      if (nact === 3) updateWith(w, at + 2, qc - val, wgt * sc, floor, predict);
    }
  }
}

/**
 * A chain's backward pass: the traverser's value at each node, from the last reached up (xs is
 * the seat whose entries are rX's).
 * @param {Walk} w @param {number} nodes @param {number} nNodes @param {number} blk
 * @param {number} live @param {number} nt @param {number} xs @param {number} rX @param {number} nX
 * @param {number} rY @param {number} nY @param {number} sig @param {number} width
 * @param {number} vex @param {number} vfold @param {number} vnext
 */
export function backward(w, nodes, nNodes, blk, live, nt, xs, rX, nX, rY, nY, sig, width, vex,
  vfold, vnext) {
  const IA = w.IA, FA = w.FA;
  for (let i = live - 1; i >= 0; i--) {
    const v = vnext + nt * i, ve = vex + nt * i, vf = vfold + nt * i, vn = vnext + nt * (i + 1);
    const hasNext = i + 1 < live;
    if (nNodes === 0) {
      for (let e = 0; e < nt; e++) FA[v + e] = FA[ve + e];
      continue;
    }
    const actor = IA[nodes + 5 * i];
    if (actor !== w.T) {
      for (let e = 0; e < nt; e++) FA[v + e] = FA[ve + e] + FA[vf + e] + (hasNext ? FA[vn + e] : 0.0);
      continue;
    }
    const reach = actor === xs ? rX + nX * i : rY + nY * i;
    regrets(w, IA[blk + i], IA[nodes + 5 * i + 4], nt, IA[nodes + 5 * i + 1],
      sig + 3 * width * i, reach, ve, vf, vn, hasNext, v);
  }
}
