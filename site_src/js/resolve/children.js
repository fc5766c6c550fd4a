// @ts-check
// A decision node's public children (the second half of kernel.visit, ported): every slot's
// public code (a class, covered, raise; accept, fold, raise) bucketed by code, then each code's
// child walked (or its end scored) in code order, the traverser's action values into FA[q:] and
// the other seat's leaf weights into FA[comb:].

import { H_CAPS, H_COUNTS, H_FOLD, H_K, PATH, PATH_LEN, Walk, afterCard, payoff, values,
  without } from "./base.js";
import { code as codeOf, matvec } from "./ops.js";
import { visit } from "./visit.js";

/**
 * @param {Walk} w @param {number} T @param {number} rnd @param {number} res @param {number} lead
 * @param {number} led @param {number} step @param {number} raiser @param {number} offer
 * @param {number} turn @param {number} fresh @param {number} rr @param {number} sh
 * @param {number} actor @param {boolean} answering @param {boolean} cover @param {boolean} mine
 * @param {number} ea @param {number} na @param {number} pa @param {number} eb @param {number} nb
 * @param {number} pb @param {number} first @param {number} nd @param {number} dist
 * @param {number} slots @param {number} sigma @param {number} q @param {number} comb
 * @param {number} base @param {number} out @param {number} ia @param {number} fa
 */
export function children(w, T, rnd, res, lead, led, step, raiser, offer, turn, fresh, rr, sh,
  actor, answering, cover, mine, ea, na, pa, eb, nb, pb, first, nd, dist, slots, sigma, q, comb,
  base, out, ia, fa) {
  const GI = w.GI, IA = w.IA, FA = w.FA, mode = w.mode, ac = w.ac;
  const K = GI[H_K];
  const nCodes = K + 4;
  const cnt = ia;
  const pos = cnt + nCodes + 1;
  const bCe = pos + nCodes;
  const bSrc = bCe + slots;
  const bSlot = bSrc + slots;
  ia = bSlot + slots;
  w.room(ia, fa);
  for (let c = 0; c < nCodes + 1; c++) IA[cnt + c] = 0;
  for (let e = 0; e < na; e++) {
    const f = IA[first + e], d = IA[nd + e];
    for (let a = f; a < IA[first + e + 1]; a++) {
      IA[cnt + codeOf(IA, answering, cover, a - f, d, K, dist + 3 * e) + 1] += 1;
    }
  }
  for (let c = 0; c < nCodes; c++) {
    IA[cnt + c + 1] += IA[cnt + c];
    IA[pos + c] = IA[cnt + c];
  }
  for (let e = 0; e < na; e++) {
    const x = IA[ea + e], f = IA[first + e], d = IA[nd + e];
    for (let a = f; a < IA[first + e + 1]; a++) {
      const k = a - f;
      const code = codeOf(IA, answering, cover, k, d, K, dist + 3 * e);
      const i = IA[pos + code];
      IA[pos + code] = i + 1;
      IA[bSrc + i] = e;
      IA[bSlot + i] = a;
      if (code < K) {
        IA[bCe + i] = without(x, code);
      } else if (code === K) {
        const y = IA[dist + 3 * e + k - d];
        IA[bCe + i] = (without(x, y) & ~15) | y;
      }
    }
  }
  let haveBase = false;
  for (let code = 0; code < nCodes; code++) {
    const lo = IA[cnt + code];
    const m = IA[cnt + code + 1] - lo;
    if (m === 0) continue;
    // a bet keeps every entry, in order: the parent's entries serve as the child's
    const ce = code <= K ? bCe + lo : ea;
    const srcE = bSrc + lo;
    const slot = bSlot + lo;
    let cia = ia;

    // what the action leads to
    let ended = 0, winner = -1, points = 0;
    let nRnd = rnd, nRes = res, nLead = lead, nLed = led;
    let nStep = step, nRaiser = raiser, nOffer = -1, nTurn = turn, nFresh = fresh, nRr = rr;
    if (answering) {
      if (code === K + 2) { // accept: back to the card turn, no raise again in it
        nStep = offer;
        nFresh = 0;
      } else if (code === K + 3) { // fold: the raiser scores the value before the call
        ended = 1;
        winner = raiser;
        points = GI[GI[H_FOLD] + offer];
      } else { // raise again: accept and offer the next step; the previous raiser answers
        nStep = offer;
        nRaiser = actor;
        nOffer = offer + 1;
        nRr = actor * 2 + (led >= 0 ? 1 : 0);
      }
    } else if (code === K + 1) {
      nRaiser = actor;
      nOffer = step + 1;
      nRr = actor * 2 + (led >= 0 ? 1 : 0);
    } else {
      afterCard(w, rnd, res, lead, led, step, rr, code);
      ended = ac[0]; winner = ac[1]; points = ac[2];
      nRnd = ac[3]; nRes = ac[4]; nLead = ac[5]; nLed = ac[6];
      if (!ended) {
        nFresh = 1;
        if (nRnd !== rnd) {
          nTurn = nLead;
          nRr = -1;
        } else {
          nTurn = 1 - actor;
        }
      }
    }

    if (ended) {
      const u = payoff(mode, winner, points, T);
      if (!values(mode) || u === 0.0) continue;
      if (mine) {
        if (!haveBase) {
          for (let e = 0; e < na; e++) FA[base + e] = 0.0;
          matvec(w, T, ea, na, eb, nb, pb, base);
          haveBase = true;
        }
        for (let i = 0; i < m; i++) FA[q + IA[slot + i]] = u * FA[base + IA[srcE + i]];
      } else {
        for (let i = 0; i < m; i++) {
          const e = IA[srcE + i];
          FA[comb + e] += u * FA[pa + e] * FA[sigma + IA[slot + i]];
        }
      }
      continue;
    }

    // the child's reaches (the actor's), and the other seat's entries that fit a card shown
    const cp = fa;
    let cfa = cp + m;
    for (let i = 0; i < m; i++) FA[cp + i] = FA[pa + IA[srcE + i]] * FA[sigma + IA[slot + i]];
    let nsh = sh;
    let ob = eb, onb = nb, opb = pb;
    let keep = -1; // the other seat's child entries are its entries (else IA[keep:] says which)
    if (code < K) { // a card shown face up: the other seat cannot hold what makes too many
      nsh = cia;
      cia = nsh + 2 * K;
      for (let j = 0; j < 2 * K; j++) IA[nsh + j] = IA[sh + j];
      IA[nsh + actor * K + code] += 1;
      const limit = GI[GI[H_CAPS] + code] - IA[nsh + actor * K + code];
      if (limit < 3) { // a hand holds three cards at most: else nothing is excluded
        const counts = GI[H_COUNTS] + code;
        let nk = 0;
        keep = cia;
        for (let j = 0; j < nb; j++) {
          if (GI[counts + (IA[eb + j] >> 16) * K] <= limit) {
            IA[keep + nk] = j;
            nk++;
          }
        }
        if (nk < nb) {
          cia = keep + nk;
          ob = cia;
          cia = ob + nk;
          opb = cfa;
          cfa = opb + nk;
          for (let j = 0; j < nk; j++) {
            IA[ob + j] = IA[eb + IA[keep + j]];
            FA[opb + j] = FA[pb + IA[keep + j]];
          }
          onb = nk;
        } else {
          keep = -1;
        }
      }
    }
    const cout = cfa;
    cfa = cout + (mine ? m : onb);

    const depth = IA[PATH_LEN];
    IA[PATH + depth] = code;
    IA[PATH_LEN] = depth + 1;
    if (actor === 0) {
      visit(w, nRnd, nRes, nLead, nLed, nStep, nRaiser, nOffer, nTurn, nFresh, nRr, nsh, ce, m,
        ob, onb, cp, opb, cout, cia, cfa);
    } else {
      visit(w, nRnd, nRes, nLead, nLed, nStep, nRaiser, nOffer, nTurn, nFresh, nRr, nsh, ob, onb,
        ce, m, opb, cp, cout, cia, cfa);
    }
    IA[PATH_LEN] = depth;
    if (mine) {
      for (let i = 0; i < m; i++) FA[q + IA[slot + i]] = FA[cout + i];
    } else {
      for (let i = 0; i < onb; i++) FA[out + (keep < 0 ? i : IA[keep + i])] += FA[cout + i];
    }
  }
}
