// @ts-check
// Round 3 walked flat (engine/truco/solver/full/kernel.py `_round3` and round3.py `phase_a`),
// ported. At the start of round 3 each seat holds one card, so the round is two betting chains:
// the leader's card turn (phase A) and then the follower's (phase B, phase-b.js), one per class
// the leader may show. Layout of a root's regret blocks: phase A's node 0, then its exit's
// phase B (node by node), then phase A's node 1 and its exit's phase B, and so on.

import { COUNT, EXPORT, H_FOLD, H_K, PATH, PATH_LEN, Walk, digit, payoff, values } from "./base.js";
import { C_EF, C_EL, C_GROUPS, C_LASTF, C_LEAD, C_NF, C_NL, C_RES, C_SH, C_SIZE, C_WM, backward,
  chainNodes, cols, exitState, rows, strategies } from "./chain.js";
import { actsOf, record } from "./export.js";
import { phaseB } from "./phase-b.js";
import { zero } from "./ops.js";

/**
 * A round-3 root: sort the leader's entries by their last card, gather the chance of each pair
 * of entries once, walk the round, put the values back in the entries' order.
 * @param {Walk} w @param {number} res @param {number} lead @param {number} step
 * @param {number} raiser @param {number} rr @param {number} sh @param {number} e0
 * @param {number} n0 @param {number} e1 @param {number} n1 @param {number} p0 @param {number} p1
 * @param {number} out @param {number} ia @param {number} fa
 */
export function round3(w, res, lead, step, raiser, rr, sh, e0, n0, e1, n1, p0, p1, out, ia, fa) {
  const IA = w.IA, FA = w.FA, GW = w.GW, H = w.H, mode = w.mode;
  const K = w.GI[H_K];
  const el = lead === 0 ? e0 : e1, nl = lead === 0 ? n0 : n1, pl = lead === 0 ? p0 : p1;
  const ef = lead === 0 ? e1 : e0, nf = lead === 0 ? n1 : n0, pf = lead === 0 ? p1 : p0;
  const ctx = ia;
  const groups = ctx + C_SIZE;
  const order = groups + 2 * K;
  const sl = order + nl;
  ia = sl + nl;
  IA[ctx + C_EL] = sl;
  IA[ctx + C_NL] = nl;
  IA[ctx + C_GROUPS] = groups;
  IA[ctx + C_EF] = ef;
  IA[ctx + C_NF] = nf;
  IA[ctx + C_RES] = res;
  IA[ctx + C_LEAD] = lead;
  IA[ctx + C_SH] = sh;
  for (let c = 0; c < K; c++) IA[groups + 2 * c + 1] = 0;
  for (let i = 0; i < nl; i++) IA[groups + 2 * digit(IA[el + i], 0) + 1] += 1;
  let at = 0;
  for (let c = 0; c < K; c++) {
    IA[groups + 2 * c] = at;
    at += IA[groups + 2 * c + 1];
  }
  for (let i = 0; i < nl; i++) { // a stable counting sort: the same order on every walk
    const c = digit(IA[el + i], 0);
    const j = IA[groups + 2 * c];
    IA[groups + 2 * c] = j + 1;
    IA[order + j] = i;
    IA[sl + j] = IA[el + i];
  }
  for (let c = 0; c < K; c++) IA[groups + 2 * c] -= IA[groups + 2 * c + 1];
  if (mode === COUNT) {
    IA[0] += phaseA(w, COUNT, ctx, step, raiser, rr, 0, 0, IA[0], 0, ia, fa);
    return;
  }
  const lastf = ia;
  ia = lastf + nf;
  IA[ctx + C_LASTF] = lastf;
  for (let f = 0; f < nf; f++) IA[lastf + f] = digit(IA[ef + f], 0);
  const spl = fa;
  const vals = spl + nl;
  const wm = vals + nl;
  fa = wm + nl * nf;
  w.room(ia, fa);
  IA[ctx + C_WM] = wm;
  for (let j = 0; j < nl; j++) {
    FA[spl + j] = FA[pl + IA[order + j]];
    FA[vals + j] = 0.0;
    const g = (lead * H + (IA[sl + j] >> 16)) * H;
    const row = wm + j * nf;
    for (let f = 0; f < nf; f++) FA[row + f] = GW[g + (IA[ef + f] >> 16)];
  }
  const tIsL = lead === w.T;
  const dest = tIsL ? vals : out;
  const block = IA[0];
  IA[0] += phaseA(w, mode, ctx, step, raiser, rr, spl, pf, block, dest, ia, fa);
  if (tIsL) for (let j = 0; j < nl; j++) FA[out + IA[order + j]] = FA[vals + j];
}

/**
 * The leader's chain at the start of round 3, then the follower's (phaseB) after each way its
 * card goes down; returns the slots the root takes from `block` (round3.phase_a).
 * @param {Walk} w @param {number} mode @param {number} ctx @param {number} step
 * @param {number} raiser @param {number} rr @param {number} pl @param {number} pf
 * @param {number} block @param {number} out @param {number} ia @param {number} fa
 */
export function phaseA(w, mode, ctx, step, raiser, rr, pl, pf, block, out, ia, fa) {
  const IA = w.IA, FA = w.FA, GI = w.GI, T = w.T, ac = w.ac;
  const K = GI[H_K];
  const lead = IA[ctx + C_LEAD], nl = IA[ctx + C_NL], nf = IA[ctx + C_NF];
  const nodes = ia;
  const nNodes = chainNodes(w, lead, step, raiser, rr, 0, nodes);
  ia = nodes + 5 * (nNodes + 1);
  const nExits = nNodes > 0 ? nNodes : 1;
  const blk = ia;
  const ext = blk + nExits;
  ia = ext + nExits;
  let cur = block;
  for (let i = 0; i < nExits; i++) {
    if (nNodes > 0) {
      IA[blk + i] = cur;
      cur += (IA[nodes + 5 * i] === lead ? nl : nf) * IA[nodes + 5 * i + 4];
    }
    IA[ext + i] = cur;
    exitState(w, nodes, nNodes, i, step, raiser, rr);
    cur += phaseB(w, COUNT, ctx, ac[0], ac[1], ac[2], 0, 0, cur, 0, ia, fa);
  }
  const size = cur - block;
  if (mode === COUNT) return size;
  const el = IA[ctx + C_EL], ef = IA[ctx + C_EF], wm = IA[ctx + C_WM];
  const tIsL = lead === T;
  const nt = tIsL ? nl : nf;
  const levels = nNodes + 1;
  const width = nl > nf ? nl : nf;
  const rL = fa;
  const rF = rL + nl * levels;
  const sig = rF + nf * levels;
  const vex = sig + 3 * width * levels;
  const vfold = vex + nt * levels;
  const vnext = vfold + nt * levels;
  const xL = vnext + nt * levels;
  const xF = xL + nl;
  const tmp = xF + nf;
  fa = tmp + width;
  w.room(ia, fa);
  for (let j = 0; j < nl; j++) FA[rL + j] = FA[pl + j];
  for (let j = 0; j < nf; j++) FA[rF + j] = FA[pf + j];
  let live = nExits;
  for (let i = 0; i < nExits; i++) {
    const cL = rL + nl * i, cF = rF + nf * i;
    for (let j = 0; j < nt; j++) { // this level's values (levels never reached stay unread)
      FA[vex + nt * i + j] = 0.0;
      FA[vfold + nt * i + j] = 0.0;
    }
    let eL = cL, eF = cF; // the exit's reaches: the node's, but the actor's card-slot share
    if (nNodes > 0) {
      const actor = IA[nodes + 5 * i], offer = IA[nodes + 5 * i + 1], by = IA[nodes + 5 * i + 2];
      const nact = IA[nodes + 5 * i + 4];
      const isL = actor === lead;
      const na = isL ? nl : nf;
      const pa = isL ? cL : cF, po = isL ? cF : cL;
      const s = sig + 3 * width * i;
      const b = IA[blk + i];
      strategies(w, actor === T, b, na, nact, pa, s);
      if (mode === EXPORT) {
        const suffix = ia;
        for (let j = 0; j < i; j++) IA[suffix + j] = K + 1;
        const ea = isL ? el : ef;
        const acts = suffix + i;
        actsOf(w, K, offer, nact, ea, na, acts);
        record(w, 2, actor, suffix, i, ea, na, acts, s, pa);
      }
      const pe = isL ? xL : xF;
      for (let e = 0; e < na; e++) FA[pe + e] = FA[pa + e] * FA[s + e * nact];
      if (isL) eL = xL;
      else eF = xF;
      if (i + 1 < nNodes) {
        const rSlot = offer < 0 ? 1 : 2;
        const naNext = (isL ? rL : rF) + na * (i + 1);
        const noNext = (isL ? rF : rL) + (isL ? nf : nl) * (i + 1);
        for (let e = 0; e < na; e++) FA[naNext + e] = FA[pa + e] * FA[s + e * nact + rSlot];
        for (let e = 0; e < (isL ? nf : nl); e++) FA[noNext + e] = FA[po + e];
      }
      if (offer >= 0 && values(mode)) { // the fold: the raiser scores the call before
        const u = payoff(mode, by, GI[GI[H_FOLD] + offer], T);
        const vf = vfold + nt * i;
        if (actor === T) {
          for (let e = 0; e < na; e++) FA[tmp + e] = 0.0;
          if (tIsL) rows(FA, wm, nf, 0, nl, po, 1.0, tmp);
          else cols(FA, wm, nf, 0, nl, po, 1.0, tmp);
          for (let e = 0; e < na; e++) FA[vf + e] = u * FA[tmp + e];
        } else {
          for (let e = 0; e < na; e++) FA[tmp + e] = FA[pa + e] * FA[s + e * nact + 1];
          if (tIsL) rows(FA, wm, nf, 0, nl, tmp, u, vf);
          else cols(FA, wm, nf, 0, nl, tmp, u, vf);
        }
      }
    }
    // the exit: the leader's card, then the follower's chains
    if (!(zero(FA, eL, nl) && zero(FA, eF, nf))) {
      exitState(w, nodes, nNodes, i, step, raiser, rr);
      const eStep = ac[0], eRaiser = ac[1], eRr = ac[2];
      const depth = IA[PATH_LEN];
      if (mode === EXPORT) { // the path: the raises, then the accept
        for (let j = 0; j < i; j++) IA[PATH + depth + j] = K + 1;
        if (i > 0) IA[PATH + depth + i] = K + 2;
        IA[PATH_LEN] = depth + i + (i > 0 ? 1 : 0);
      }
      phaseB(w, mode, ctx, eStep, eRaiser, eRr, eL, eF, IA[ext + i], vex + nt * i, ia, fa);
      IA[PATH_LEN] = depth;
    }
    if (nNodes === 0 || i + 1 >= nNodes) {
      live = i + 1;
      break;
    }
    if (zero(FA, rL + nl * (i + 1), nl) && zero(FA, rF + nf * (i + 1), nf)) {
      live = i + 1;
      break;
    }
  }
  if (!values(mode)) return size;
  backward(w, nodes, nNodes, blk, live, nt, lead, rL, nl, rF, nf, sig, width, vex, vfold, vnext);
  for (let j = 0; j < nt; j++) FA[out + j] += FA[vnext + j];
  return size;
}
