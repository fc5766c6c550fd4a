"""The compiled walk of the public tree of the hand with the ladder (numba).

One recursive function, :func:`visit`, walks the public tree depth first carrying, for each seat,
its *entries* at the node (what it may privately hold) and their reach; it returns the
counterfactual value of each entry of one seat, the *traverser*. The same walk counts the tree,
runs a CFR+ pass, computes a best response, evaluates the average strategies, exports them,
imports a round 1 and lists the round-2 roots (``mode``); a CFR pass may keep a seat's round 1 as it is
(``IA[FROZEN]``).

An entry is one int64: ``hand << 16 | held << 4 | covered``, where ``hand`` indexes the class
hands, ``held`` packs the classes still held (three 4-bit digits, ascending, 15 = none) and
``covered`` is the class covered in round 2 (15 = none). Every array lives in two arenas (``IA``
for integers, ``FA`` for reals): a call receives offsets and allocates above them, so the walk
makes no allocation at all.

The tree, reduced without loss (see :mod:`truco.solver.full`):

* a card turn: play a class held, cover one (rounds ``cover_from``..2), or raise (not the seat
  that made the last raise, not above the top, and not again in a turn where it just accepted a
  re-raise: that is the same as raising again at once);
* an answer: accept, fold, or raise again;
* no surrender (weakly dominated by playing a card and folding at the next chance);
* round 3 face up (covering there is weakly dominated): with no raise open the last card is
  played at once, no decision; a follower's forced last card is evaluated in place.

Storage, in preorder: each decision node owns a block of the regret and average arrays, one slot
per (entry of the seat to act, action); ``node_end`` and ``seq_end`` (filled by the counting
walk) let a pass skip a subtree nobody reaches.

Public action codes: a class ``c`` (played face up), ``K`` covered, ``K+1`` raise, ``K+2``
accept, ``K+3`` fold.
"""

from __future__ import annotations

from typing import Any

from numba import njit, types

from truco.solved.abstraction import ANSWER, TURN, TURN_NO_RAISE
from truco.solver.full.kernel_base import (
    BR,
    CFR,
    COUNT,
    DISTILL,
    EXPORT,
    EXPORT_ROUNDS,
    FA_T,
    FROZEN,
    GI_T,
    GW_T,
    H_CAPS,
    H_COUNTS,
    H_COVER,
    H_FOLD,
    H_K,
    H_TOP,
    IA_T,
    IMPORT,
    INT,
    KEY_ROW,
    NE_T,
    NONE,
    OF_T,
    OI_T,
    PATH,
    PATH_LEN,
    R_PREDICT,
    ROOTS,
    RS_T,
    SPREAD,
    abstract_key,
    after_card,
    digit,
    payoff,
    quantize,
    record,
    record_root,
    relative,
    rule,
    shown_hint,
    strategy,
    update,
    values,
    without,
)
from truco.solver.full.round3 import (
    C_EF,
    C_EL,
    C_GROUPS,
    C_LASTF,
    C_LEAD,
    C_NF,
    C_NL,
    C_RES,
    C_SH,
    C_SIZE,
    C_WM,
    phase_a,
)


@njit(cache=True, inline="always")
def _code(answering: bool, cover: bool, x: int, k: int, d: int, K: int, IA: Any, dist: int
          ) -> int:
    """The public code of an entry's ``k``-th action (``x`` the entry, ``d`` its distinct
    classes at ``IA[dist:]``): at an answer accept, fold, raise; at a card turn the classes it
    plays, then (``cover``) covered, then raise."""
    if answering:
        return K + 2 + k if k < 2 else K + 1
    if k < d:
        return int(IA[dist + k])
    if cover and k < 2 * d:
        return K
    return K + 1


@njit(cache=True, fastmath=True)
def _matvec(GW: Any, T: int, IA: Any, ea: int, na: int, eb: int, nb: int, FA: Any, vec: int,
            out: int) -> None:
    """FA[out+i] += sum_j chance(hand(ea+i), hand(eb+j)) * FA[vec+j], seat ``T``'s hand first."""
    for i in range(na):
        h = IA[ea + i] >> 16
        s = 0.0
        for j in range(nb):
            s += GW[T, h, IA[eb + j] >> 16] * FA[vec + j]
        FA[out + i] += s


@njit(cache=True, fastmath=True)
def _zero(FA: Any, p: int, n: int) -> bool:
    for i in range(n):
        if FA[p + i] != 0.0:
            return False
    return True


@njit(cache=True)
def _shipped(GI: Any, GW: Any, RS: Any, IA: Any, FA: Any, OF: Any, mode: int, rnd: int, res: int,
             lead: int, actor: int, kind: int, step: int, raiser: int, led: int, sh: int, ea: int, na: int,
             eb: int, nb: int, pa: int, pb: int, first: int, block: int, sigma: int, fa: int
             ) -> None:
    """DISTILL: add each entry's strategy, weighted by how likely its information set is, to its
    key's row of ``OF``; SPREAD: write the shipped strategy over the average (round 1 quantised,
    round 2 the key's row, but a key whose number of actions is marked negative: the exact
    strategy stays), then let every action be walked (all 1)."""
    K = GI[H_K]
    if rnd == 0:
        if mode == SPREAD:
            for e in range(na):
                a0 = IA[first + e]
                n = IA[first + e + 1] - a0
                quantize(FA, sigma + a0, n, fa)
                for a in range(n):
                    RS[1, block + a0 + a] = FA[fa + a]
                    FA[sigma + a0 + a] = 1.0
        return
    raised = 0 if raiser < 0 else (1 if raiser == actor else 2)
    results = relative(res, rnd, actor)
    follows = 0 if led < 0 else (2 if actor == lead else 1)
    hint = shown_hint(GI, IA, sh + (1 - actor) * K, led if follows == 1 else -1)
    mass = fa
    if mode == DISTILL:
        for e in range(na):
            FA[mass + e] = 0.0
        _matvec(GW, actor, IA, ea, na, eb, nb, FA, pb, mass)
    for e in range(na):
        x = IA[ea + e]
        h0 = digit(x, 0)
        h1 = digit(x, 1)
        k = abstract_key(rnd, kind, step, raised, results, follows, led if led >= 0 else 0,
                         K if h0 == NONE else h0, K if h1 == NONE else h1, hint, K)
        a0 = IA[first + e]
        n = IA[first + e + 1] - a0
        row = k * KEY_ROW
        if mode == DISTILL:
            OF[row + KEY_ROW - 1] = n  # the key's number of actions
            w = FA[pa + e] * FA[mass + e]
            if w > 0:
                for a in range(n):
                    OF[row + a] += w * FA[sigma + a0 + a]
        else:
            keep = OF[row + KEY_ROW - 1] < 0  # a key marked to keep the exact strategy
            for a in range(n):
                if not keep:
                    RS[1, block + a0 + a] = OF[row + a]
                FA[sigma + a0 + a] = 1.0


@njit(cache=True, fastmath=True)
def _round3(GI: Any, GW: Any, RS: Any, IA: Any, FA: Any, OI: Any, OF: Any, T: int, mode: int,
            wt: float, res: int, lead: int, step: int, raiser: int, rr: int, sh: int, e0: int,
            n0: int, e1: int, n1: int, p0: int, p1: int, out: int, ia: int, fa: int) -> None:
    """A round-3 root: sort the leader's entries by their last card, gather the chance of each
    pair of entries once, walk the round
    (:func:`truco.solver.full.round3.phase_a`), put the values back in the entries' order."""
    K = GI[H_K]
    el, nl, pl = (e0, n0, p0) if lead == 0 else (e1, n1, p1)
    ef, nf, pf = (e1, n1, p1) if lead == 0 else (e0, n0, p0)
    ctx = ia
    groups = ctx + C_SIZE
    order = groups + 2 * K
    sl = order + nl
    ia = sl + nl
    IA[ctx + C_EL] = sl
    IA[ctx + C_NL] = nl
    IA[ctx + C_GROUPS] = groups
    IA[ctx + C_EF] = ef
    IA[ctx + C_NF] = nf
    IA[ctx + C_RES] = res
    IA[ctx + C_LEAD] = lead
    IA[ctx + C_SH] = sh
    for c in range(K):
        IA[groups + 2 * c + 1] = 0
    for i in range(nl):
        IA[groups + 2 * digit(IA[el + i], 0) + 1] += 1
    at = 0
    for c in range(K):
        IA[groups + 2 * c] = at
        at += IA[groups + 2 * c + 1]
    for i in range(nl):  # a stable counting sort: the same order on every walk
        c = digit(IA[el + i], 0)
        j = IA[groups + 2 * c]
        IA[groups + 2 * c] = j + 1
        IA[order + j] = i
        IA[sl + j] = IA[el + i]
    for c in range(K):
        IA[groups + 2 * c] -= IA[groups + 2 * c + 1]
    if mode == COUNT:
        IA[0] += phase_a(GI, RS, IA, FA, OI, OF, T, COUNT, wt, ctx, step, raiser, rr, 0, 0,
                         IA[0], 0, ia, fa)
        return
    lastf = ia
    ia = lastf + nf
    IA[ctx + C_LASTF] = lastf
    for f in range(nf):
        IA[lastf + f] = digit(IA[ef + f], 0)
    spl = fa
    vals = spl + nl
    wm = vals + nl
    fa = wm + nl * nf
    IA[ctx + C_WM] = wm
    for j in range(nl):
        FA[spl + j] = FA[pl + IA[order + j]]
        FA[vals + j] = 0.0
        h = IA[sl + j] >> 16
        row = wm + j * nf
        for f in range(nf):
            FA[row + f] = GW[lead, h, IA[ef + f] >> 16]
    t_is_l = lead == T
    dest = vals if t_is_l else out
    block = IA[0]
    IA[0] += phase_a(GI, RS, IA, FA, OI, OF, T, mode, wt, ctx, step, raiser, rr, spl, pf, block,
                     dest, ia, fa)
    if t_is_l:
        for j in range(nl):
            FA[out + IA[order + j]] = FA[vals + j]


#: The signature of :func:`visit`: explicit, so that the recursion compiles once.
VISIT_SIGNATURE = INT(GI_T, GW_T, RS_T, NE_T, IA_T, FA_T, OI_T, OF_T, INT, INT, types.float64,
                    *([INT] * 20))


@njit(VISIT_SIGNATURE, cache=True, fastmath=True)
def visit(GI: Any, GW: Any, RS: Any, NE: Any, IA: Any, FA: Any, OI: Any, OF: Any, T: int,
          mode: int, wt: float,
          rnd: int, res: int, lead: int, led: int, step: int, raiser: int, offer: int, turn: int,
          fresh: int, rr: int, sh: int, e0: int, n0: int, e1: int, n1: int, p0: int, p1: int,
          out: int, ia: int, fa: int) -> int:
    """Walk the subtree of one public node; put seat ``T``'s value per entry at ``FA[out:]``.

    Entries of seat s are ``IA[es:es+ns]``, reaches ``FA[ps:ps+ns]``; ``IA[sh:sh+2K]`` counts
    the classes each seat showed face up; ``ia`` and ``fa`` are the arenas' free tops and
    ``IA[0:2]`` the cursors (slot, node). ``GI`` holds the integer tables, ``GW[s]`` the chance
    of each pair of hands with seat ``s``'s first, ``RS`` the regrets (row 0) and the average
    (row 1), ``NE`` where each node's subtree ends (nodes, slots); ``wt`` weighs this
    iteration's strategy in the average (CFR)."""
    K = GI[H_K]
    top = GI[H_TOP]
    node = IA[1]
    IA[1] += 1
    nT = n0 if T == 0 else n1
    pT = p0 if T == 0 else p1
    pO = p1 if T == 0 else p0
    nO = n1 if T == 0 else n0
    for i in range(nT):
        FA[out + i] = 0.0
    # nothing below matters if the other seat never gets here, except (CFR) the traverser's own
    # average strategy: skip only when its own reach is zero too
    if (mode != COUNT and mode != EXPORT and mode != SPREAD and mode != IMPORT and mode != ROOTS
            and _zero(FA, pO, nO) and (mode != CFR or _zero(FA, pT, nT))):
        IA[0] = NE[1, node]
        IA[1] = NE[0, node]
        return 0
    if (mode == IMPORT and rnd >= IA[EXPORT_ROUNDS]) or (mode == ROOTS and rnd >= 1):
        if mode == ROOTS:  # a round-2 root: listed with its slots and who may be there
            record_root(IA, FA, OI, OF, step, raiser, IA[0], NE[1, node], e0, n0, e1, n1, p0,
                        p1)
        IA[0] = NE[1, node]  # past the rounds read in or listed: skip the rest
        IA[1] = NE[0, node]
        return 0

    answering = offer >= 0
    if rnd == 2:  # a round-3 root: the round is walked flat
        if mode == EXPORT and IA[EXPORT_ROUNDS] < 3:  # not recorded: skip its slots
            IA[0] = NE[1, node]
            IA[1] = NE[0, node]
            return 0
        _round3(GI, GW, RS, IA, FA, OI, OF, T, mode, wt, res, turn, step, raiser, rr, sh, e0, n0, e1,
                n1, p0, p1, out, ia, fa)
        if mode == COUNT and NE.shape[1] > node:
            NE[0, node] = IA[1]
            NE[1, node] = IA[0]
        return 0
    actor = (1 - raiser) if answering else turn
    may_raise = (not answering) and raiser != turn and step < top and fresh == 1
    cover = (not answering) and rnd >= GI[H_COVER]
    ea, na, pa = (e0, n0, p0) if actor == 0 else (e1, n1, p1)
    eb, nb, pb = (e1, n1, p1) if actor == 0 else (e0, n0, p0)
    mine = actor == T
    eT = e0 if T == 0 else e1

    # the actor's slots: per entry, its actions in a fixed order
    first = ia
    nd = first + na + 1
    dist = nd + na
    ia = dist + 3 * na
    IA[first] = 0
    for e in range(na):
        x = IA[ea + e]
        n = 0
        if not answering:
            for i in range(3):
                y = digit(x, i)
                if y == NONE:
                    break
                if n == 0 or IA[dist + 3 * e + n - 1] != y:
                    IA[dist + 3 * e + n] = y
                    n += 1
        IA[nd + e] = n
        if answering:
            k = 3 if offer < top else 2
        else:
            k = n * (2 if cover else 1) + (1 if may_raise else 0)
        IA[first + e + 1] = IA[first + e] + k
    slots = IA[first + na]
    block = IA[0]
    IA[0] += slots

    # the actor's strategy here, the traverser's action values, the leaf weights
    sigma = fa
    q = sigma + slots
    comb = q + slots
    base = comb + na
    fa = base + na
    for a in range(slots):
        FA[sigma + a] = 1.0
        FA[q + a] = 0.0
    for e in range(na):
        FA[comb + e] = 0.0
    have_base = False
    # a seat's fixed round 1 plays its average and learns nothing
    learn = mode == CFR and not (rnd == 0 and (IA[FROZEN] >> actor) & 1 == 1)
    if mode != COUNT and not (mode == BR and mine):
        row = 0 if learn else 1
        for e in range(na):
            a0 = IA[first + e]
            a1 = IA[first + e + 1]
            strategy(RS, FA, row, block + a0, a1 - a0, sigma + a0, FA[R_PREDICT] > 0)

    if mode == DISTILL or mode == SPREAD:
        kind = ANSWER if answering else (TURN if may_raise else TURN_NO_RAISE)
        _shipped(GI, GW, RS, IA, FA, OF, mode, rnd, res, lead, actor, kind, step, raiser, led, sh, ea,
                 na, eb, nb, pa, pb, first, block, sigma, fa)

    if mode == IMPORT:  # the average read in from OF[OI[0]:], the export's order; walk all
        at = OI[0]
        if at + slots > OF.shape[0]:
            OI[2] = 1
        else:
            for a in range(slots):
                RS[1, block + a] = OF[at + a]
                FA[sigma + a] = 1.0
            OI[0] = at + slots

    if mode == EXPORT and rnd < IA[EXPORT_ROUNDS]:
        acts = ia
        j = acts
        for e in range(na):
            n = IA[first + e + 1] - IA[first + e]
            IA[j] = n
            for a in range(n):
                IA[j + 1 + a] = _code(answering, cover, IA[ea + e], a, IA[nd + e], K, IA,
                                      dist + 3 * e)
            j += 1 + n
        record(IA, FA, OI, OF, rnd, actor, j, 0, ea, na, acts, slots, sigma, pa)

    # every slot's public code (a class, covered, raise; accept, fold, raise), bucketed by code
    n_codes = K + 4
    cnt = ia
    pos = cnt + n_codes + 1
    b_ce = pos + n_codes
    b_src = b_ce + slots
    b_slot = b_src + slots
    ia = b_slot + slots
    for c in range(n_codes + 1):
        IA[cnt + c] = 0
    for e in range(na):
        x = IA[ea + e]
        f = IA[first + e]
        d = IA[nd + e]
        for a in range(f, IA[first + e + 1]):
            IA[cnt + _code(answering, cover, x, a - f, d, K, IA, dist + 3 * e) + 1] += 1
    for c in range(n_codes):
        IA[cnt + c + 1] += IA[cnt + c]
        IA[pos + c] = IA[cnt + c]
    for e in range(na):
        x = IA[ea + e]
        f = IA[first + e]
        d = IA[nd + e]
        for a in range(f, IA[first + e + 1]):
            k = a - f
            code = _code(answering, cover, x, k, d, K, IA, dist + 3 * e)
            i = IA[pos + code]
            IA[pos + code] = i + 1
            IA[b_src + i] = e
            IA[b_slot + i] = a
            if code < K:
                IA[b_ce + i] = without(x, code)
            elif code == K:
                y = IA[dist + 3 * e + k - d]
                IA[b_ce + i] = (without(x, y) & ~15) | y

    # the public children, in code order
    for code in range(n_codes):
        lo = IA[cnt + code]
        m = IA[cnt + code + 1] - lo
        if m == 0:
            continue
        # a bet keeps every entry, in order: the parent's entries serve as the child's
        ce = b_ce + lo if code <= K else ea
        src_e = b_src + lo
        slot = b_slot + lo
        cia = ia

        # what the action leads to
        ended = 0
        winner = -1
        points = 0
        n_rnd, n_res, n_lead, n_led = rnd, res, lead, led
        n_step, n_raiser, n_offer, n_turn, n_fresh, n_rr = step, raiser, -1, turn, fresh, rr
        if answering:
            if code == K + 2:  # accept: back to the card turn, no raise again in it
                n_step = offer
                n_fresh = 0
            elif code == K + 3:  # fold: the raiser scores the value before the call
                ended = 1
                winner = raiser
                points = GI[GI[H_FOLD] + offer]
            else:  # raise again: accept and offer the next step; the previous raiser answers
                n_step = offer
                n_raiser = actor
                n_offer = offer + 1
                n_rr = actor * 2 + (1 if led >= 0 else 0)
        elif code == K + 1:
            n_raiser = actor
            n_offer = step + 1
            n_rr = actor * 2 + (1 if led >= 0 else 0)
        else:
            ended, winner, points, n_rnd, n_res, n_lead, n_led = after_card(
                GI, rnd, res, lead, led, step, rr, code)
            if not ended:
                n_fresh = 1
                if n_rnd != rnd:
                    n_turn = n_lead
                    n_rr = -1
                else:
                    n_turn = 1 - actor

        if ended:
            u = payoff(mode, winner, points, T)
            if not values(mode) or u == 0.0:
                continue
            if mine:
                if not have_base:
                    for e in range(na):
                        FA[base + e] = 0.0
                    _matvec(GW, T, IA, ea, na, eb, nb, FA, pb, base)
                    have_base = True
                for i in range(m):
                    FA[q + IA[slot + i]] = u * FA[base + IA[src_e + i]]
            else:
                for i in range(m):
                    e = IA[src_e + i]
                    FA[comb + e] += u * FA[pa + e] * FA[sigma + IA[slot + i]]
            continue

        # the child's reaches (the actor's), and the other seat's entries that fit a card shown
        cp = fa
        cfa = cp + m
        for i in range(m):
            FA[cp + i] = FA[pa + IA[src_e + i]] * FA[sigma + IA[slot + i]]
        nsh = sh
        ob, onb, opb = eb, nb, pb
        keep = -1  # the other seat's child entries are its entries (else IA[keep:] says which)
        if code < K:  # a card shown face up: the other seat cannot hold what makes too many
            nsh = cia
            cia = nsh + 2 * K
            for j in range(2 * K):
                IA[nsh + j] = IA[sh + j]
            IA[nsh + actor * K + code] += 1
            limit = GI[GI[H_CAPS] + code] - IA[nsh + actor * K + code]
            if limit < 3:  # a hand holds three cards at most: else nothing is excluded
                counts = GI[H_COUNTS] + code
                nk = 0
                keep = cia
                for j in range(nb):
                    if GI[counts + (IA[eb + j] >> 16) * K] <= limit:
                        IA[keep + nk] = j
                        nk += 1
                if nk < nb:
                    cia = keep + nk
                    ob = cia
                    cia = ob + nk
                    opb = cfa
                    cfa = opb + nk
                    for j in range(nk):
                        IA[ob + j] = IA[eb + IA[keep + j]]
                        FA[opb + j] = FA[pb + IA[keep + j]]
                    onb = nk
                else:
                    keep = -1
        cout = cfa
        cfa = cout + (m if mine else onb)

        depth = IA[PATH_LEN]
        IA[PATH + depth] = code
        IA[PATH_LEN] = depth + 1
        if actor == 0:
            visit(GI, GW, RS, NE, IA, FA, OI, OF, T, mode, wt, n_rnd, n_res, n_lead, n_led, n_step, n_raiser,
                  n_offer, n_turn, n_fresh, n_rr, nsh, ce, m, ob, onb, cp, opb, cout, cia, cfa)
        else:
            visit(GI, GW, RS, NE, IA, FA, OI, OF, T, mode, wt, n_rnd, n_res, n_lead, n_led, n_step, n_raiser,
                  n_offer, n_turn, n_fresh, n_rr, nsh, ob, onb, ce, m, opb, cp, cout, cia, cfa)
        IA[PATH_LEN] = depth
        if mine:
            for i in range(m):
                FA[q + IA[slot + i]] = FA[cout + i]
        else:
            for i in range(onb):
                FA[out + (i if keep < 0 else IA[keep + i])] += FA[cout + i]

    if mode == COUNT:
        if NE.shape[1] > node:
            NE[0, node] = IA[1]
            NE[1, node] = IA[0]
        return 0
    if not values(mode):
        return 0
    if not mine:
        if not _zero(FA, comb, na):
            _matvec(GW, T, IA, eT, nT, ea, na, FA, comb, out)
        return 0
    # the traverser acts: its value per entry, and (CFR) its regrets and average
    pos, neg, floor, predict = rule(FA)
    for e in range(na):
        a0 = IA[first + e]
        a1 = IA[first + e + 1]
        if mode == BR:
            v = FA[q + a0]
            for a in range(a0 + 1, a1):
                if FA[q + a] > v:
                    v = FA[q + a]
        else:
            v = 0.0
            for a in range(a0, a1):
                v += FA[sigma + a] * FA[q + a]
        FA[out + e] = v
        if learn:
            w = wt * FA[pT + e]
            for a in range(a0, a1):
                update(RS, block + a, FA[q + a] - v, w * FA[sigma + a], pos, neg, floor,
                       predict)
    return 0
