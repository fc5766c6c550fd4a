// @ts-check
// Round 3's phase B (engine/truco/solver/full/round3.py `phase_b` and `_export_b`), ported: the
// follower's chains after the leader's last card, every class it may show at once. The
// follower's entries are then (class shown, entry) pairs, one information set each, and the
// leader's entries are grouped by their last card. A phase-B node of the follower holds, class
// after class, its entries' slots; one of the leader holds its sorted entries' slots.

import { COUNT, EXPORT, H_FOLD, H_K, H_WHO, TIED, Walk, digit, payoff, values, without }
  from "./base.js";
import { C_EF, C_EL, C_GROUPS, C_LASTF, C_LEAD, C_NF, C_NL, C_RES, C_WM, backward, chainNodes,
  cols, ends, exitState, rows, strategies, tied } from "./chain.js";
import { actsOf, record } from "./export.js";
import { zero } from "./ops.js";

/**
 * The follower's chains; returns the slots they take from `block`. `pl`/`pf`: the leader's
 * (sorted) and the follower's reaches; the traverser's values are added to FA[out:].
 * @param {Walk} w @param {number} mode @param {number} ctx @param {number} step
 * @param {number} raiser @param {number} rr @param {number} pl @param {number} pf
 * @param {number} block @param {number} out @param {number} ia @param {number} fa
 */
export function phaseB(w, mode, ctx, step, raiser, rr, pl, pf, block, out, ia, fa) {
  const IA = w.IA, FA = w.FA, GI = w.GI, T = w.T, ac = w.ac;
  const K = GI[H_K];
  const lead = IA[ctx + C_LEAD];
  const fs = 1 - lead;
  const nl = IA[ctx + C_NL], nf = IA[ctx + C_NF], groups = IA[ctx + C_GROUPS];
  const nodes = ia;
  const nNodes = chainNodes(w, fs, step, raiser, rr, 1, nodes);
  ia = nodes + 5 * (nNodes + 1);
  const cls = ia;
  let C = 0;
  for (let c = 0; c < K; c++) if (IA[groups + 2 * c + 1] > 0) IA[cls + C++] = c;
  ia = cls + C;
  const nF = C * nf; // the follower's entries: (class shown, entry) pairs
  const blk = ia;
  ia = blk + nNodes + 1;
  let cur = block;
  for (let i = 0; i < nNodes; i++) {
    IA[blk + i] = cur;
    cur += (IA[nodes + 5 * i] === fs ? nF : nl) * IA[nodes + 5 * i + 4];
  }
  const size = cur - block;
  if (mode === COUNT) return size;
  const el = IA[ctx + C_EL], ef = IA[ctx + C_EF], lastf = IA[ctx + C_LASTF];
  const wm = IA[ctx + C_WM], res = IA[ctx + C_RES];
  const tIsF = fs === T;
  const nt = tIsF ? nF : nl;
  const levels = nNodes + 1;
  const width = nF > nl ? nF : nl;
  const rF = fa;
  const rL = rF + nF * levels;
  const sig = rL + nl * levels;
  const vex = sig + 3 * width * levels;
  const vfold = vex + nt * levels;
  const vnext = vfold + nt * levels;
  const xF = vnext + nt * levels;
  const xL = xF + nF;
  const tmp = xL + nl;
  const endsAt = tmp + width;
  fa = endsAt + 3;
  w.room(ia, fa);
  for (let k = 0; k < C; k++) for (let f = 0; f < nf; f++) FA[rF + k * nf + f] = FA[pf + f];
  for (let j = 0; j < nl; j++) FA[rL + j] = FA[pl + j];
  const nExits = nNodes > 0 ? nNodes : 1;
  let live = nExits;
  for (let i = 0; i < nExits; i++) {
    const cF = rF + nF * i, cL = rL + nl * i;
    for (let j = 0; j < nt; j++) { // this level's values (levels never reached stay unread)
      FA[vex + nt * i + j] = 0.0;
      FA[vfold + nt * i + j] = 0.0;
    }
    let eF = cF, eL = cL; // the exit's reaches: the node's, but the actor's card-slot share
    if (nNodes > 0) {
      const actor = IA[nodes + 5 * i], offer = IA[nodes + 5 * i + 1], by = IA[nodes + 5 * i + 2];
      const nact = IA[nodes + 5 * i + 4];
      const isF = actor === fs;
      const na = isF ? nF : nl;
      const pa = isF ? cF : cL, po = isF ? cL : cF;
      const s = sig + 3 * width * i;
      const b = IA[blk + i];
      strategies(w, actor === T, b, na, nact, pa, s);
      if (mode === EXPORT) exportB(w, K, C, cls, groups, el, ef, nf, actor, isF, i, offer, nact, s, pa, ia);
      const pe = isF ? xF : xL;
      for (let e = 0; e < na; e++) FA[pe + e] = FA[pa + e] * FA[s + e * nact];
      if (isF) eF = xF;
      else eL = xL;
      if (i + 1 < nNodes) {
        const rSlot = offer < 0 ? 1 : 2;
        const naNext = (isF ? rF : rL) + na * (i + 1);
        const noNext = (isF ? rL : rF) + (isF ? nl : nF) * (i + 1);
        for (let e = 0; e < na; e++) FA[naNext + e] = FA[pa + e] * FA[s + e * nact + rSlot];
        for (let e = 0; e < (isF ? nl : nF); e++) FA[noNext + e] = FA[po + e];
      }
      if (offer >= 0 && values(mode)) { // the fold: the raiser scores the call before
        const u = payoff(mode, by, GI[GI[H_FOLD] + offer], T);
        const vf = vfold + nt * i;
        for (let k = 0; k < C; k++) {
          const c = IA[cls + k];
          const g0 = IA[groups + 2 * c], g = IA[groups + 2 * c + 1];
          if (actor === T) { // against the other seat's reach at the node
            if (isF) {
              for (let f = 0; f < nf; f++) FA[tmp + f] = 0.0;
              cols(FA, wm, nf, g0, g, cL + g0, 1.0, tmp);
              for (let f = 0; f < nf; f++) FA[vf + k * nf + f] = u * FA[tmp + f];
            } else {
              rows(FA, wm, nf, g0, g, cF + k * nf, u, vf + g0);
            }
          } else if (isF) { // the follower folds: weigh its reach by the fold
            for (let f = 0; f < nf; f++) {
              const e = k * nf + f;
              FA[tmp + f] = FA[cF + e] * FA[s + e * nact + 1];
            }
            rows(FA, wm, nf, g0, g, tmp, u, vf + g0);
          } else {
            for (let j = 0; j < g; j++) FA[tmp + j] = FA[cL + g0 + j] * FA[s + (g0 + j) * nact + 1];
            cols(FA, wm, nf, g0, g, tmp, u, vf + k * nf);
          }
        }
      }
    }
    // the exit: the follower's card ends the hand
    if (values(mode) && !(zero(FA, eF, nF) && zero(FA, eL, nl))) {
      exitState(w, nodes, nNodes, i, step, raiser, rr);
      const eStep = ac[0], eRr = ac[2];
      ends(w, res, lead, eStep, endsAt);
      const ve = vex + nt * i;
      for (let k = 0; k < C; k++) {
        const c = IA[cls + k];
        const g0 = IA[groups + 2 * c], g = IA[groups + 2 * c + 1];
        const tie = tied(w, lead, c, eStep, eRr, endsAt);
        const row = GI[H_WHO] + (lead * K + c) * K;
        if (!tIsF) { // the leader's rows against the follower's reach times payoff
          if (zero(FA, eF + k * nf, nf)) continue;
          for (let f = 0; f < nf; f++) {
            const r = GI[row + IA[lastf + f]];
            FA[tmp + f] = FA[eF + k * nf + f] * (r === TIED ? tie : FA[endsAt + r]);
          }
          rows(FA, wm, nf, g0, g, tmp, 1.0, ve + g0);
        } else {
          if (zero(FA, eL + g0, g)) continue;
          for (let f = 0; f < nf; f++) FA[tmp + f] = 0.0;
          cols(FA, wm, nf, g0, g, eL + g0, 1.0, tmp);
          for (let f = 0; f < nf; f++) {
            const r = GI[row + IA[lastf + f]];
            FA[ve + k * nf + f] += (r === TIED ? tie : FA[endsAt + r]) * FA[tmp + f];
          }
        }
      }
    }
    if (nNodes === 0 || i + 1 >= nNodes) {
      live = i + 1;
      break;
    }
    if (zero(FA, rF + nF * (i + 1), nF) && zero(FA, rL + nl * (i + 1), nl)) {
      live = i + 1;
      break;
    }
  }
  if (!values(mode)) return size;
  backward(w, nodes, nNodes, blk, live, nt, fs, rF, nF, rL, nl, sig, width, vex, vfold, vnext);
  if (tIsF) {
    for (let k = 0; k < C; k++) for (let f = 0; f < nf; f++) FA[out + f] += FA[vnext + k * nf + f];
  } else {
    for (let j = 0; j < nl; j++) FA[out + j] += FA[vnext + j];
  }
  return size;
}

/**
 * Export phase-B node i once per class shown: its path is the class, then i raises; the
 * leader's entries without the card it led.
 * @param {Walk} w @param {number} K @param {number} C @param {number} cls @param {number} groups
 * @param {number} el @param {number} ef @param {number} nf @param {number} actor
 * @param {boolean} isF @param {number} i @param {number} offer @param {number} nact
 * @param {number} s @param {number} reach @param {number} ia
 */
function exportB(w, K, C, cls, groups, el, ef, nf, actor, isF, i, offer, nact, s, reach, ia) {
  const IA = w.IA;
  const suffix = ia;
  const entries = suffix + i + 1;
  for (let k = 0; k < C; k++) {
    const c = IA[cls + k];
    IA[suffix] = c;
    for (let j = 0; j < i; j++) IA[suffix + 1 + j] = K + 1;
    let e, n, sg, rc;
    if (isF) {
      e = ef; n = nf; sg = s + k * nf * nact; rc = reach + k * nf;
    } else {
      const g0 = IA[groups + 2 * c];
      n = IA[groups + 2 * c + 1];
      for (let x = 0; x < n; x++) {
        const y = IA[el + g0 + x];
        IA[entries + x] = without(y, digit(y, 0));
      }
      e = entries; sg = s + g0 * nact; rc = reach + g0;
    }
    const acts = entries + n;
    actsOf(w, K, offer, nact, e, n, acts); // the leader only answers: codes alike
    record(w, 2, actor, suffix, i + 1, e, n, acts, sg, rc);
  }
}
