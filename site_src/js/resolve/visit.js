// @ts-check
// The compiled walk of the public tree (engine/truco/solver/full/kernel.py `visit`), ported:
// one recursive function walks the public tree depth first carrying, for each seat, its entries
// at the node and their reach, and puts the traverser's counterfactual value per entry at
// FA[out:]. Every array lives in the two arenas: a call receives offsets and allocates above
// them, so the walk allocates nothing. Round 3 is walked flat (round3.js). The offline solver's
// other modes (distill, spread, import, roots) are not ported: a re-solver starts at round 2.
//
// Public action codes: a class c (played face up), K covered, K+1 raise, K+2 accept, K+3 fold.

import { BR, CFR, COUNT, EXPORT, EXPORT_ROUNDS, FROZEN, H_COVER, H_K, H_TOP, NONE, R_PREDICT,
  Walk, digit, strategy, update, values } from "./base.js";
import { children } from "./children.js";
import { matvec, zero } from "./ops.js";
import { recordNode } from "./export.js";
import { round3 } from "./round3.js";

/** Skip a node's subtree: the cursors jump to where it ends. @param {Walk} w @param {number} node */
function skip(w, node) {
  w.IA[0] = w.NE[w.nodes + node];
  w.IA[1] = w.NE[node];
}

/**
 * Walk the subtree of one public node; put seat T's value per entry at FA[out:] (kernel.visit).
 * Entries of seat s are IA[es:es+ns], reaches FA[ps:ps+ns]; IA[sh:sh+2K] counts the classes each
 * seat showed face up; `ia` and `fa` are the arenas' free tops and IA[0:2] the cursors.
 * @param {Walk} w @param {number} rnd @param {number} res @param {number} lead
 * @param {number} led @param {number} step @param {number} raiser @param {number} offer
 * @param {number} turn @param {number} fresh @param {number} rr @param {number} sh
 * @param {number} e0 @param {number} n0 @param {number} e1 @param {number} n1
 * @param {number} p0 @param {number} p1 @param {number} out @param {number} ia @param {number} fa
 */
export function visit(w, rnd, res, lead, led, step, raiser, offer, turn, fresh, rr, sh, e0, n0,
  e1, n1, p0, p1, out, ia, fa) {
  const GI = w.GI, IA = w.IA, FA = w.FA, T = w.T, mode = w.mode;
  w.room(ia, fa);
  const K = GI[H_K];
  const top = GI[H_TOP];
  const node = IA[1];
  IA[1] += 1;
  const nT = T === 0 ? n0 : n1;
  const pT = T === 0 ? p0 : p1;
  const pO = T === 0 ? p1 : p0;
  const nO = T === 0 ? n1 : n0;
  for (let i = 0; i < nT; i++) FA[out + i] = 0.0;
  // nothing below matters if the other seat never gets here, except (CFR) the traverser's own
  // average strategy: skip only when its own reach is zero too
  if (mode !== COUNT && mode !== EXPORT && zero(FA, pO, nO) && (mode !== CFR || zero(FA, pT, nT))) {
    skip(w, node);
    return;
  }
  const answering = offer >= 0;
  if (rnd === 2) { // a round-3 root: the round is walked flat
    if (mode === EXPORT && IA[EXPORT_ROUNDS] < 3) {
      skip(w, node);
      return;
    }
    round3(w, res, turn, step, raiser, rr, sh, e0, n0, e1, n1, p0, p1, out, ia, fa);
    if (mode === COUNT && w.nodes > node) {
      w.NE[node] = IA[1];
      w.NE[w.nodes + node] = IA[0];
    }
    return;
  }
  const actor = answering ? 1 - raiser : turn;
  const mayRaise = !answering && raiser !== turn && step < top && fresh === 1;
  const cover = !answering && rnd >= GI[H_COVER];
  const ea = actor === 0 ? e0 : e1, na = actor === 0 ? n0 : n1, pa = actor === 0 ? p0 : p1;
  const eb = actor === 0 ? e1 : e0, nb = actor === 0 ? n1 : n0, pb = actor === 0 ? p1 : p0;
  const mine = actor === T;
  const eT = T === 0 ? e0 : e1;

  // the actor's slots: per entry, its actions in a fixed order
  const first = ia;
  const nd = first + na + 1;
  const dist = nd + na;
  ia = dist + 3 * na;
  IA[first] = 0;
  for (let e = 0; e < na; e++) {
    const x = IA[ea + e];
    let n = 0;
    if (!answering) {
      for (let i = 0; i < 3; i++) {
        const y = digit(x, i);
        if (y === NONE) break;
        if (n === 0 || IA[dist + 3 * e + n - 1] !== y) {
          IA[dist + 3 * e + n] = y;
          n++;
        }
      }
    }
    IA[nd + e] = n;
    const k = answering ? (offer < top ? 3 : 2) : n * (cover ? 2 : 1) + (mayRaise ? 1 : 0);
    IA[first + e + 1] = IA[first + e] + k;
  }
  const slots = IA[first + na];
  const block = IA[0];
  IA[0] += slots;

  // the actor's strategy here, the traverser's action values, the leaf weights
  const sigma = fa;
  const q = sigma + slots;
  const comb = q + slots;
  const base = comb + na;
  fa = base + na;
  for (let a = 0; a < slots; a++) {
    FA[sigma + a] = 1.0;
    FA[q + a] = 0.0;
  }
  for (let e = 0; e < na; e++) FA[comb + e] = 0.0;
  // a seat's fixed round 1 plays its average and learns nothing
  const learn = mode === CFR && !(rnd === 0 && ((IA[FROZEN] >> actor) & 1) === 1);
  if (mode !== COUNT && !(mode === BR && mine)) {
    const row = learn ? 0 : 1;
    const predict = FA[R_PREDICT] > 0;
    for (let e = 0; e < na; e++) {
      const a0 = IA[first + e];
      strategy(w, row, block + a0, IA[first + e + 1] - a0, sigma + a0, predict);
    }
  }
  if (mode === EXPORT && rnd < IA[EXPORT_ROUNDS]) {
    recordNode(w, rnd, actor, answering, cover, K, ea, na, first, nd, dist, sigma, pa, ia);
  }

  // the public children, in code order (children.js), then this node's values
  children(w, T, rnd, res, lead, led, step, raiser, offer, turn, fresh, rr, sh, actor,
    answering, cover, mine, ea, na, pa, eb, nb, pb, first, nd, dist, slots, sigma, q, comb, base,
    out, ia, fa);

  if (mode === COUNT) {
    if (w.nodes > node) {
      w.NE[node] = IA[1];
      w.NE[w.nodes + node] = IA[0];
    }
    return;
  }
  if (!values(mode)) return;
  if (!mine) {
    if (!zero(FA, comb, na)) matvec(w, T, eT, nT, ea, na, comb, out);
    return;
  }
  // the traverser acts: its value per entry, and (CFR) its regrets and average
  for (let e = 0; e < na; e++) {
    const a0 = IA[first + e], a1 = IA[first + e + 1];
    let v;
    if (mode === BR) {
      v = FA[q + a0];
      for (let a = a0 + 1; a < a1; a++) if (FA[q + a] > v) v = FA[q + a];
    } else {
      v = 0.0;
      for (let a = a0; a < a1; a++) v += FA[sigma + a] * FA[q + a];
    }
    FA[out + e] = v;
    if (learn) {
      const wgt = w.wt * FA[pT + e];
      for (let a = a0; a < a1; a++) update(w, block + a, FA[q + a] - v, wgt * FA[sigma + a]);
    }
  }
}
