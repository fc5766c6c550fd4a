"""Round 3 of the hand with the ladder, walked flat (numba): the bulk of the tree.

At the start of round 3 each seat holds one card, so the round is two *betting chains*: the
leader's card turn (phase A: raise, or play; answers accept, fold or raise again; after an accept
the card is played at once) and then the follower's card turn (phase B), one per class the leader
may show, whose card ends the hand. A chain is a line of decision nodes (:func:`_nodes`) with
exits: the card played and the folds. Walking a chain is a forward pass (reaches, exits) and a
backward pass (values, regrets), with no allocation and no recursion. Phase B walks the follower's
chains of every class the leader may show at once: the follower's entries are then (class shown,
entry) pairs, one information set each, and the leader's entries are grouped by their last card.

The root (:func:`truco.solver.full.kernel`) prepares, in ``ctx``: the leader's entries sorted by
last card with their groups, the chance of every (leader entry, follower entry) pair (``wm``,
leader rows), the follower's last cards, and who wins round 3 for each pair of classes.

Layout of a root's regret blocks: phase A's node 0, then its exit's phase B (node by node), then
phase A's node 1 and its exit's phase B, and so on. A phase-B node of the follower holds, class
after class, its entries' slots; one of the leader holds its sorted entries' slots.
"""

from __future__ import annotations

from typing import Any

from numba import njit

from truco.solved.abstraction import ANSWER, I_RAISED, THEY_RAISED, TURN
from truco.solved.rulings import LEADER, TIED
from truco.solver.full.kernel_base import (
    BR,
    CFR,
    COUNT,
    DISTILL,
    EXPORT,
    H_EXPOSED,
    H_FOLD,
    H_K,
    H_POINTS,
    H_TOP,
    H_VALUES,
    H_WHO,
    H_WINNER,
    KEY_ROW,
    PATH,
    PATH_LEN,
    R_PREDICT,
    SPREAD,
    abstract_key,
    digit,
    odds_hint,
    payoff,
    record,
    relative,
    rule,
    strategy,
    update,
    values,
    without,
)

#: The root's context in ``IA``: where each part is.
C_EL, C_NL, C_GROUPS, C_EF, C_NF, C_LASTF, C_WM, C_RES, C_LEAD, C_SH = range(10)
C_SIZE = 10


@njit(cache=True)
def _zero(FA: Any, p: int, n: int) -> bool:
    for i in range(n):
        if FA[p + i] != 0.0:
            return False
    return True


@njit(cache=True, fastmath=True)
def _rows(FA: Any, wm: int, nf: int, r0: int, n: int, z: int, scale: float, out: int) -> None:
    """``out[i] += scale * sum_f wm[r0+i, f] z[f]`` for ``i < n`` (values of leader rows)."""
    if _zero(FA, z, nf):
        return
    for i in range(n):
        row = wm + (r0 + i) * nf
        s = 0.0
        for f in range(nf):
            s += FA[row + f] * FA[z + f]
        FA[out + i] += scale * s


@njit(cache=True, fastmath=True)
def _cols(FA: Any, wm: int, nf: int, r0: int, n: int, y: int, scale: float, out: int) -> None:
    """``out[f] += scale * sum_i wm[r0+i, f] y[i]`` (values of the follower's entries)."""
    for i in range(n):
        yi = FA[y + i]
        if yi == 0.0:
            continue
        row = wm + (r0 + i) * nf
        yi *= scale
        for f in range(nf):
            FA[out + f] += FA[row + f] * yi


@njit(cache=True)
def _nodes(GI: Any, xs: int, step: int, raiser: int, rr: int, on_table: int, IA: Any, at: int
           ) -> int:
    """The chain's decision nodes into ``IA[at:]``, five numbers each: actor, offer (-1 at the
    card turn), raiser, rr after it, actions. Returns how many (0: the card goes down at once)."""
    top = GI[H_TOP]
    n = 0
    if raiser != xs and step < top:
        IA[at] = xs
        IA[at + 1] = -1
        IA[at + 2] = raiser
        IA[at + 3] = rr
        IA[at + 4] = 2  # play, raise
        n = 1
        offer = step + 1
        answerer = 1 - xs
        by = xs
        while True:
            o = at + 5 * n
            IA[o] = answerer
            IA[o + 1] = offer
            IA[o + 2] = by
            IA[o + 3] = by * 2 + on_table
            IA[o + 4] = 3 if offer < top else 2  # accept, fold, raise again
            n += 1
            if offer >= top:
                break
            answerer, by = by, answerer
            offer += 1
    return n


@njit(cache=True)
def _exit(IA: Any, nodes: int, n_nodes: int, i: int, step: int, raiser: int, rr: int
          ) -> tuple[int, int, int]:
    """The state the card of exit ``i`` goes down in: (step, raiser, rr)."""
    if n_nodes == 0 or i == 0:
        return step, raiser, rr
    return IA[nodes + 5 * i + 1], IA[nodes + 5 * i + 2], IA[nodes + 5 * i + 3]


@njit(cache=True)
def _ends(GI: Any, mode: int, T: int, res: int, lead: int, step: int, FA: Any, at: int) -> None:
    """What each round-3 result is worth to ``T`` at this step, as the round results decide:
    ``FA[at + LEADER/FOLLOWER/TIED]``."""
    value = GI[GI[H_VALUES] + step]
    for r in range(3):
        code = res * 4 + (1 if r == TIED else 2 + (lead if r == LEADER else 1 - lead))
        pts = GI[GI[H_POINTS] + code]
        FA[at + r] = payoff(mode, GI[GI[H_WINNER] + code], value if pts < 0 else pts, T)


@njit(cache=True)
def _tied(GI: Any, mode: int, T: int, lead: int, c: int, step: int, rr: int, ends: int,
          FA: Any) -> float:
    """A round-3 tie with class ``c``: the exposed card's payoff to ``T`` where it applies,
    else what the round results decide (``FA[ends + TIED]``)."""
    k1 = GI[H_K] + 1
    loser = GI[GI[H_EXPOSED] + ((lead * k1 + c) * k1 + c) * 5 + rr + 1]
    if loser < 0:
        return float(FA[ends + TIED])
    return payoff(mode, 1 - loser, GI[GI[H_VALUES] + step], T)


@njit(cache=True, inline="always")
def _entry_strategy(RS: Any, FA: Any, row: int, predict: bool, skip: bool, b: int, e: int,
                    nact: int, reach: int, s: int) -> None:
    if skip and FA[reach + e] == 0.0:
        for a in range(nact):
            FA[s + e * nact + a] = 0.0
        return
    strategy(RS, FA, row, b + e * nact, nact, s + e * nact, predict)


@njit(cache=True)
def _strategies(RS: Any, FA: Any, mode: int, mine: bool, b: int, n: int, nact: int, reach: int,
                s: int) -> None:
    """The actor's strategy per entry into ``FA[s:]``: regret matching (CFR) or the average;
    none for a best responder (all 1), and none needed where the other seat's entry has no reach
    (its actions carry nothing: left 0). Each branch calls the helper with constants: a row or
    flag known only at run time makes the loop several times slower."""
    if mode == BR and mine:
        for e in range(n * nact):
            FA[s + e] = 1.0
        return
    skip = not mine and values(mode)
    if mode != CFR:
        for e in range(n):
            _entry_strategy(RS, FA, 1, False, skip, b, e, nact, reach, s)
    elif FA[R_PREDICT] > 0:
        for e in range(n):
            _entry_strategy(RS, FA, 0, True, skip, b, e, nact, reach, s)
    else:
        for e in range(n):
            _entry_strategy(RS, FA, 0, False, skip, b, e, nact, reach, s)


@njit(cache=True)
def _acts(IA: Any, K: int, offer: int, nact: int, e: int, n: int, at: int) -> None:
    """The public codes of a chain node's actions for ``n`` entries into ``IA[at:]``: the turn
    (play the last card, raise), an answer (accept, fold, raise again)."""
    j = at
    for x in range(n):
        IA[j] = nact
        if offer < 0:
            IA[j + 1] = digit(IA[e + x], 0)
            IA[j + 2] = K + 1
        else:
            IA[j + 1] = K + 2
            IA[j + 2] = K + 3
            if nact == 3:
                IA[j + 3] = K + 1
        j += 1 + nact


@njit(cache=True, inline="always")
def _regret_entry(RS: Any, FA: Any, mode: int, wt: float, b: int, nact: int, offer: int, s: int,
                  reach: int, ve: int, vf: int, vn: int, has_next: bool, v: int, e: int,
                  pos: float, neg: float, floor: bool, predict: bool) -> None:
    qa = FA[ve + e]
    qr = FA[vn + e] if has_next else 0.0
    if offer < 0:  # play, raise
        qb = qr
        qc = 0.0
    else:  # accept, fold, raise again
        qb = FA[vf + e]
        qc = qr
    if mode == BR:
        best = qa if qa > qb else qb
        if nact == 3 and qc > best:
            best = qc
        FA[v + e] = best
        return
    sa = FA[s + e * nact]
    sb = FA[s + e * nact + 1]
    sc = FA[s + e * nact + 2] if nact == 3 else 0.0
    val = sa * qa + sb * qb + sc * qc
    FA[v + e] = val
    if mode == CFR:
        w = wt * FA[reach + e]
        at = b + e * nact
        update(RS, at, qa - val, w * sa, pos, neg, floor, predict)
        update(RS, at + 1, qb - val, w * sb, pos, neg, floor, predict)
        if nact == 3:
            update(RS, at + 2, qc - val, w * sc, pos, neg, floor, predict)


@njit(cache=True)
def _regrets(RS: Any, FA: Any, mode: int, wt: float, b: int, nact: int, n: int, offer: int,
             s: int, reach: int, ve: int, vf: int, vn: int, has_next: bool, v: int) -> None:
    """The traverser's own node: its value per entry from each action's (the card, the fold,
    the raise), and in a CFR pass its regrets and average (the rule's flags as constants)."""
    pos, neg, floor, predict = rule(FA)
    if mode != CFR or (not floor and not predict):
        for e in range(n):
            _regret_entry(RS, FA, mode, wt, b, nact, offer, s, reach, ve, vf, vn, has_next, v, e,
                          pos, neg, False, False)
    elif not predict:
        for e in range(n):
            _regret_entry(RS, FA, mode, wt, b, nact, offer, s, reach, ve, vf, vn, has_next, v, e,
                          pos, neg, True, False)
    else:
        for e in range(n):
            _regret_entry(RS, FA, mode, wt, b, nact, offer, s, reach, ve, vf, vn, has_next, v, e,
                          pos, neg, True, True)


@njit(cache=True)
def _ship_row(RS: Any, FA: Any, OF: Any, mode: int, k: int, w: float, b: int, s: int,
              nact: int) -> None:
    """One entry of a chain node: DISTILL adds its strategy (weighted ``w``) to key ``k``'s row;
    SPREAD writes that row over its average (not where the row's number of actions is marked
    negative: the exact strategy stays, to measure what one round's keys cost) and lets every
    action be walked."""
    row = k * KEY_ROW
    if mode == DISTILL:
        OF[row + KEY_ROW - 1] = nact  # the key's number of actions
        if w > 0:
            for a in range(nact):
                OF[row + a] += w * FA[s + a]
        return
    keep = OF[row + KEY_ROW - 1] < 0  # a key marked to keep the exact strategy
    for a in range(nact):
        if not keep:
            RS[1, b + a] = OF[row + a]
        FA[s + a] = 1.0


@njit(cache=True)
def _chain_state(IA: Any, ctx: int, actor: int, offer: int, by: int, step: int, raiser: int
                 ) -> tuple[int, int, int, int]:
    """What a chain node's key says of the betting and the rounds, from ``actor``'s side: the
    kind of decision, the ladder step before any offer, who raised last, the rounds so far."""
    last = raiser if offer < 0 else by
    raised = 0 if last < 0 else (I_RAISED if last == actor else THEY_RAISED)
    kind = TURN if offer < 0 else ANSWER
    before = step if offer < 0 else offer - 1
    return kind, before, raised, relative(IA[ctx + C_RES], 2, actor)


@njit(cache=True)
def _ship_a(GI: Any, RS: Any, IA: Any, FA: Any, OF: Any, mode: int, ctx: int, actor: int,
            offer: int, by: int, step: int, raiser: int, pa: int, po: int, b: int, nact: int,
            s: int, tmp: int) -> None:
    """A phase-A node (the leader's card still in its hand) for DISTILL or SPREAD."""
    K = GI[H_K]
    lead = IA[ctx + C_LEAD]
    nl = IA[ctx + C_NL]
    nf = IA[ctx + C_NF]
    wm = IA[ctx + C_WM]
    is_l = actor == lead
    n = nl if is_l else nf
    e0 = IA[ctx + C_EL] if is_l else IA[ctx + C_EF]
    kind, before, raised, results = _chain_state(IA, ctx, actor, offer, by, step, raiser)
    if mode == DISTILL:  # how likely each entry's information set is
        for e in range(n):
            FA[tmp + e] = 0.0
        if is_l:
            _rows(FA, wm, nf, 0, nl, po, 1.0, tmp)
        else:
            _cols(FA, wm, nf, 0, nl, po, 1.0, tmp)
    other = IA[ctx + C_SH] + (1 - actor) * K
    for e in range(n):
        x = IA[e0 + e]
        hint = odds_hint(GI, IA, x >> 16, digit(x, 0), other)
        key = abstract_key(2, kind, before, raised, results, 0, 0, digit(x, 0), K, hint, K)
        w = FA[pa + e] * FA[tmp + e] if mode == DISTILL else 0.0
        _ship_row(RS, FA, OF, mode, key, w, b + e * nact, s + e * nact, nact)


@njit(cache=True)
def _ship_b(GI: Any, RS: Any, IA: Any, FA: Any, OF: Any, mode: int, ctx: int, actor: int,
            offer: int, by: int, step: int, raiser: int, C: int, cls: int, cF: int, cL: int,
            b: int, nact: int, s: int, tmp: int) -> None:
    """A phase-B node (the leader's card on the table), every class shown, for DISTILL or
    SPREAD: the follower keyed by its last card and the card led, the leader by the card it
    led (it holds nothing more)."""
    K = GI[H_K]
    lead = IA[ctx + C_LEAD]
    nf = IA[ctx + C_NF]
    wm = IA[ctx + C_WM]
    groups = IA[ctx + C_GROUPS]
    lastf = IA[ctx + C_LASTF]
    is_f = actor != lead
    kind, before, raised, results = _chain_state(IA, ctx, actor, offer, by, step, raiser)
    for k in range(C):
        c = IA[cls + k]
        g0 = IA[groups + 2 * c]
        g = IA[groups + 2 * c + 1]
        if is_f:
            if mode == DISTILL:
                for f in range(nf):
                    FA[tmp + f] = 0.0
                _cols(FA, wm, nf, g0, g, cL + g0, 1.0, tmp)
            other = IA[ctx + C_SH] + lead * K  # the leader's face-up cards, and the one led
            for f in range(nf):
                e = k * nf + f
                hand = IA[IA[ctx + C_EF] + f] >> 16
                IA[other + c] += 1
                hint = odds_hint(GI, IA, hand, IA[lastf + f], other)
                IA[other + c] -= 1
                key = abstract_key(2, kind, before, raised, results, 1, c, IA[lastf + f], K, hint,
                                   K)
                w = FA[cF + e] * FA[tmp + f] if mode == DISTILL else 0.0
                _ship_row(RS, FA, OF, mode, key, w, b + e * nact, s + e * nact, nact)
        else:
            if mode == DISTILL:
                for j in range(g):
                    FA[tmp + j] = 0.0
                _rows(FA, wm, nf, g0, g, cF + k * nf, 1.0, tmp)
            other = IA[ctx + C_SH] + (1 - lead) * K
            el = IA[ctx + C_EL]
            for j in range(g):
                e = g0 + j
                hint = odds_hint(GI, IA, IA[el + e] >> 16, c, other)
                key = abstract_key(2, kind, before, raised, results, 2, c, K, K, hint, K)
                w = FA[cL + e] * FA[tmp + j] if mode == DISTILL else 0.0
                _ship_row(RS, FA, OF, mode, key, w, b + e * nact, s + e * nact, nact)


@njit(cache=True, fastmath=True)
def phase_b(GI: Any, RS: Any, IA: Any, FA: Any, OI: Any, OF: Any, T: int, mode: int, wt: float,
            ctx: int, step: int, raiser: int, rr: int, pl: int, pf: int, block: int, out: int,
            ia: int, fa: int) -> int:
    """The follower's chains after the leader's last card, every class it may show at once;
    returns the slots they take from ``block``. ``pl``/``pf``: the leader's (sorted) and the
    follower's reaches; the traverser's values are added to ``FA[out:]``."""
    K = GI[H_K]
    lead = IA[ctx + C_LEAD]
    fs = 1 - lead
    nl = IA[ctx + C_NL]
    nf = IA[ctx + C_NF]
    groups = IA[ctx + C_GROUPS]
    nodes = ia
    n_nodes = _nodes(GI, fs, step, raiser, rr, 1, IA, nodes)
    ia = nodes + 5 * (n_nodes + 1)
    cls = ia
    C = 0
    for c in range(K):
        if IA[groups + 2 * c + 1] > 0:
            IA[cls + C] = c
            C += 1
    ia = cls + C
    nF = C * nf  # the follower's entries: (class shown, entry) pairs
    blk = ia
    ia = blk + n_nodes + 1
    cur = block
    for i in range(n_nodes):
        IA[blk + i] = cur
        cur += (nF if IA[nodes + 5 * i] == fs else nl) * IA[nodes + 5 * i + 4]
    size = cur - block
    if mode == COUNT:
        return size
    el = IA[ctx + C_EL]
    ef = IA[ctx + C_EF]
    lastf = IA[ctx + C_LASTF]
    wm = IA[ctx + C_WM]
    res = IA[ctx + C_RES]
    t_is_f = fs == T
    nt = nF if t_is_f else nl
    levels = n_nodes + 1
    width = nF if nF > nl else nl
    rF = fa
    rL = rF + nF * levels
    sig = rL + nl * levels
    vex = sig + 3 * width * levels
    vfold = vex + nt * levels
    vnext = vfold + nt * levels
    xF = vnext + nt * levels
    xL = xF + nF
    tmp = xL + nl
    ends = tmp + width
    fa = ends + 3
    for k in range(C):
        for f in range(nf):
            FA[rF + k * nf + f] = FA[pf + f]
    for j in range(nl):
        FA[rL + j] = FA[pl + j]
    n_exits = n_nodes if n_nodes > 0 else 1
    live = n_exits
    for i in range(n_exits):
        cF = rF + nF * i
        cL = rL + nl * i
        for j in range(nt):  # this level's values (levels never reached stay unread)
            FA[vex + nt * i + j] = 0.0
            FA[vfold + nt * i + j] = 0.0
        eF = cF  # the exit's reaches: the node's, but the actor's card-slot share
        eL = cL
        if n_nodes > 0:
            actor = IA[nodes + 5 * i]
            offer = IA[nodes + 5 * i + 1]
            by = IA[nodes + 5 * i + 2]
            nact = IA[nodes + 5 * i + 4]
            is_f = actor == fs
            na = nF if is_f else nl
            pa = cF if is_f else cL
            po = cL if is_f else cF
            s = sig + 3 * width * i
            b = IA[blk + i]
            _strategies(RS, FA, mode, actor == T, b, na, nact, pa, s)
            if mode == DISTILL or mode == SPREAD:
                _ship_b(GI, RS, IA, FA, OF, mode, ctx, actor, offer, by, step, raiser, C, cls,
                        cF, cL, b, nact, s, tmp)
            if mode == EXPORT:
                _export_b(IA, FA, OI, OF, K, C, cls, groups, el, ef, nf, actor, is_f, i, offer,
                          nact, s, pa, ia)
            pe = xF if is_f else xL
            for e in range(na):
                FA[pe + e] = FA[pa + e] * FA[s + e * nact]
            if is_f:
                eF = xF
            else:
                eL = xL
            if i + 1 < n_nodes:
                r_slot = 1 if offer < 0 else 2
                na_next = (rF if is_f else rL) + na * (i + 1)
                no_next = (rL if is_f else rF) + (nl if is_f else nF) * (i + 1)
                for e in range(na):
                    FA[na_next + e] = FA[pa + e] * FA[s + e * nact + r_slot]
                for e in range(nl if is_f else nF):
                    FA[no_next + e] = FA[po + e]
            if offer >= 0 and values(mode):  # the fold: the raiser scores the call before
                u = payoff(mode, by, GI[GI[H_FOLD] + offer], T)
                vf = vfold + nt * i
                for k in range(C):
                    c = IA[cls + k]
                    g0 = IA[groups + 2 * c]
                    g = IA[groups + 2 * c + 1]
                    if actor == T:  # against the other seat's reach at the node
                        if is_f:
                            for f in range(nf):
                                FA[tmp + f] = 0.0
                            _cols(FA, wm, nf, g0, g, cL + g0, 1.0, tmp)
                            for f in range(nf):
                                FA[vf + k * nf + f] = u * FA[tmp + f]
                        else:
                            _rows(FA, wm, nf, g0, g, cF + k * nf, u, vf + g0)
                    elif is_f:  # the follower folds: weigh its reach by the fold
                        for f in range(nf):
                            e = k * nf + f
                            FA[tmp + f] = FA[cF + e] * FA[s + e * nact + 1]
                        _rows(FA, wm, nf, g0, g, tmp, u, vf + g0)
                    else:
                        for j in range(g):
                            FA[tmp + j] = FA[cL + g0 + j] * FA[s + (g0 + j) * nact + 1]
                        _cols(FA, wm, nf, g0, g, tmp, u, vf + k * nf)
        # the exit: the follower's card ends the hand
        if values(mode) and not (_zero(FA, eF, nF) and _zero(FA, eL, nl)):
            e_step, _, e_rr = _exit(IA, nodes, n_nodes, i, step, raiser, rr)
            _ends(GI, mode, T, res, lead, e_step, FA, ends)
            ve = vex + nt * i
            for k in range(C):
                c = IA[cls + k]
                g0 = IA[groups + 2 * c]
                g = IA[groups + 2 * c + 1]
                tie = _tied(GI, mode, T, lead, c, e_step, e_rr, ends, FA)
                row = GI[H_WHO] + (lead * K + c) * K
                if not t_is_f:  # the leader's rows against the follower's reach times payoff
                    if _zero(FA, eF + k * nf, nf):
                        continue
                    for f in range(nf):
                        r = GI[row + IA[lastf + f]]
                        FA[tmp + f] = FA[eF + k * nf + f] * (tie if r == TIED else FA[ends + r])
                    _rows(FA, wm, nf, g0, g, tmp, 1.0, ve + g0)
                else:
                    if _zero(FA, eL + g0, g):
                        continue
                    for f in range(nf):
                        FA[tmp + f] = 0.0
                    _cols(FA, wm, nf, g0, g, eL + g0, 1.0, tmp)
                    for f in range(nf):
                        r = GI[row + IA[lastf + f]]
                        FA[ve + k * nf + f] += (tie if r == TIED else FA[ends + r]) * FA[tmp + f]
        if n_nodes == 0 or i + 1 >= n_nodes:
            live = i + 1
            break
        if _zero(FA, rF + nF * (i + 1), nF) and _zero(FA, rL + nl * (i + 1), nl):
            live = i + 1
            break
    if not values(mode):
        return size
    _backward(RS, FA, IA, mode, wt, T, nodes, n_nodes, blk, live, nt, fs, rF, nF, rL, nl, sig,
              width, vex, vfold, vnext)
    if t_is_f:
        for k in range(C):
            for f in range(nf):
                FA[out + f] += FA[vnext + k * nf + f]
    else:
        for j in range(nl):
            FA[out + j] += FA[vnext + j]
    return size


@njit(cache=True)
def _backward(RS: Any, FA: Any, IA: Any, mode: int, wt: float, T: int, nodes: int,
              n_nodes: int, blk: int, live: int, nt: int, xs: int, rX: int, nX: int, rY: int,
              nY: int, sig: int, width: int, vex: int, vfold: int, vnext: int) -> None:
    """A chain's backward pass: the traverser's value at each node, from the last reached up
    (``xs`` is the seat whose entries are ``rX``'s)."""
    for i in range(live - 1, -1, -1):
        v = vnext + nt * i
        ve = vex + nt * i
        vf = vfold + nt * i
        vn = vnext + nt * (i + 1)
        has_next = i + 1 < live
        if n_nodes == 0:
            for e in range(nt):
                FA[v + e] = FA[ve + e]
            continue
        actor = IA[nodes + 5 * i]
        if actor != T:
            for e in range(nt):
                FA[v + e] = FA[ve + e] + FA[vf + e] + (FA[vn + e] if has_next else 0.0)
            continue
        reach = rX + nX * i if actor == xs else rY + nY * i
        _regrets(RS, FA, mode, wt, IA[blk + i], IA[nodes + 5 * i + 4], nt, IA[nodes + 5 * i + 1],
                 sig + 3 * width * i, reach, ve, vf, vn, has_next, v)


@njit(cache=True)
def _export_b(IA: Any, FA: Any, OI: Any, OF: Any, K: int, C: int, cls: int, groups: int, el: int,
              ef: int, nf: int, actor: int, is_f: bool, i: int, offer: int, nact: int, s: int,
              reach: int, ia: int) -> None:
    """Export phase-B node ``i`` once per class shown: its path is the class, then ``i`` raises;
    the leader's entries without the card it led."""
    suffix = ia
    entries = suffix + i + 1
    for k in range(C):
        c = IA[cls + k]
        IA[suffix] = c
        for j in range(i):
            IA[suffix + 1 + j] = K + 1
        if is_f:
            e, n, sg, rc = ef, nf, s + k * nf * nact, reach + k * nf
        else:
            g0 = IA[groups + 2 * c]
            n = IA[groups + 2 * c + 1]
            for x in range(n):
                y = IA[el + g0 + x]
                IA[entries + x] = without(y, digit(y, 0))
            e, sg, rc = entries, s + g0 * nact, reach + g0
        acts = entries + n
        _acts(IA, K, offer, nact, e, n, acts)  # the leader only answers: codes alike
        record(IA, FA, OI, OF, 2, actor, suffix, i + 1, e, n, acts, n * nact, sg, rc)


@njit(cache=True, fastmath=True)
def phase_a(GI: Any, RS: Any, IA: Any, FA: Any, OI: Any, OF: Any, T: int, mode: int, wt: float,
            ctx: int, step: int, raiser: int, rr: int, pl: int, pf: int, block: int, out: int,
            ia: int, fa: int) -> int:
    """The leader's chain at the start of round 3, then the follower's (:func:`phase_b`) after
    each way its card goes down; returns the slots the root takes from ``block``."""
    K = GI[H_K]
    lead = IA[ctx + C_LEAD]
    nl = IA[ctx + C_NL]
    nf = IA[ctx + C_NF]
    nodes = ia
    n_nodes = _nodes(GI, lead, step, raiser, rr, 0, IA, nodes)
    ia = nodes + 5 * (n_nodes + 1)
    n_exits = n_nodes if n_nodes > 0 else 1
    blk = ia
    ext = blk + n_exits
    ia = ext + n_exits
    cur = block
    for i in range(n_exits):
        if n_nodes > 0:
            IA[blk + i] = cur
            cur += (nl if IA[nodes + 5 * i] == lead else nf) * IA[nodes + 5 * i + 4]
        IA[ext + i] = cur
        e_step, e_raiser, e_rr = _exit(IA, nodes, n_nodes, i, step, raiser, rr)
        cur += phase_b(GI, RS, IA, FA, OI, OF, T, COUNT, wt, ctx, e_step, e_raiser, e_rr, 0, 0,
                       cur, 0, ia, fa)
    size = cur - block
    if mode == COUNT:
        return size
    el = IA[ctx + C_EL]
    ef = IA[ctx + C_EF]
    wm = IA[ctx + C_WM]
    t_is_l = lead == T
    nt = nl if t_is_l else nf
    levels = n_nodes + 1
    width = nl if nl > nf else nf
    rL = fa
    rF = rL + nl * levels
    sig = rF + nf * levels
    vex = sig + 3 * width * levels
    vfold = vex + nt * levels
    vnext = vfold + nt * levels
    xL = vnext + nt * levels
    xF = xL + nl
    tmp = xF + nf
    fa = tmp + width
    for j in range(nl):
        FA[rL + j] = FA[pl + j]
    for j in range(nf):
        FA[rF + j] = FA[pf + j]
    live = n_exits
    for i in range(n_exits):
        cL = rL + nl * i
        cF = rF + nf * i
        for j in range(nt):  # this level's values (levels never reached stay unread)
            FA[vex + nt * i + j] = 0.0
            FA[vfold + nt * i + j] = 0.0
        eL = cL  # the exit's reaches: the node's, but the actor's card-slot share
        eF = cF
        if n_nodes > 0:
            actor = IA[nodes + 5 * i]
            offer = IA[nodes + 5 * i + 1]
            by = IA[nodes + 5 * i + 2]
            nact = IA[nodes + 5 * i + 4]
            is_l = actor == lead
            na = nl if is_l else nf
            pa = cL if is_l else cF
            po = cF if is_l else cL
            s = sig + 3 * width * i
            b = IA[blk + i]
            _strategies(RS, FA, mode, actor == T, b, na, nact, pa, s)
            if mode == DISTILL or mode == SPREAD:
                _ship_a(GI, RS, IA, FA, OF, mode, ctx, actor, offer, by, step, raiser, pa, po, b,
                        nact, s, tmp)
            if mode == EXPORT:
                suffix = ia
                for j in range(i):
                    IA[suffix + j] = K + 1
                ea = el if is_l else ef
                acts = suffix + i
                _acts(IA, K, offer, nact, ea, na, acts)
                record(IA, FA, OI, OF, 2, actor, suffix, i, ea, na, acts, na * nact, s, pa)
            pe = xL if is_l else xF
            for e in range(na):
                FA[pe + e] = FA[pa + e] * FA[s + e * nact]
            if is_l:
                eL = xL
            else:
                eF = xF
            if i + 1 < n_nodes:
                r_slot = 1 if offer < 0 else 2
                na_next = (rL if is_l else rF) + na * (i + 1)
                no_next = (rF if is_l else rL) + (nf if is_l else nl) * (i + 1)
                for e in range(na):
                    FA[na_next + e] = FA[pa + e] * FA[s + e * nact + r_slot]
                for e in range(nf if is_l else nl):
                    FA[no_next + e] = FA[po + e]
            if offer >= 0 and values(mode):  # the fold: the raiser scores the call before
                u = payoff(mode, by, GI[GI[H_FOLD] + offer], T)
                vf = vfold + nt * i
                if actor == T:
                    for e in range(na):
                        FA[tmp + e] = 0.0
                    if t_is_l:
                        _rows(FA, wm, nf, 0, nl, po, 1.0, tmp)
                    else:
                        _cols(FA, wm, nf, 0, nl, po, 1.0, tmp)
                    for e in range(na):
                        FA[vf + e] = u * FA[tmp + e]
                else:
                    for e in range(na):
                        FA[tmp + e] = FA[pa + e] * FA[s + e * nact + 1]
                    if t_is_l:
                        _rows(FA, wm, nf, 0, nl, tmp, u, vf)
                    else:
                        _cols(FA, wm, nf, 0, nl, tmp, u, vf)
        # the exit: the leader's card, then the follower's chains
        if not (_zero(FA, eL, nl) and _zero(FA, eF, nf)):
            e_step, e_raiser, e_rr = _exit(IA, nodes, n_nodes, i, step, raiser, rr)
            depth = IA[PATH_LEN]
            if mode == EXPORT:  # the path: the raises, then the accept
                for j in range(i):
                    IA[PATH + depth + j] = K + 1
                if i > 0:
                    IA[PATH + depth + i] = K + 2
                IA[PATH_LEN] = depth + i + (1 if i > 0 else 0)
            phase_b(GI, RS, IA, FA, OI, OF, T, mode, wt, ctx, e_step, e_raiser, e_rr, eL, eF,
                    IA[ext + i], vex + nt * i, ia, fa)
            IA[PATH_LEN] = depth
        if n_nodes == 0 or i + 1 >= n_nodes:
            live = i + 1
            break
        if _zero(FA, rL + nl * (i + 1), nl) and _zero(FA, rF + nf * (i + 1), nf):
            live = i + 1
            break
    if not values(mode):
        return size
    _backward(RS, FA, IA, mode, wt, T, nodes, n_nodes, blk, live, nt, lead, rL, nl, rF, nf, sig,
              width, vex, vfold, vnext)
    for j in range(nt):
        FA[out + j] += FA[vnext + j]
    return size
