"""Round 3 of the hand with the ladder, walked flat (numba): the bulk of the tree.

At the start of round 3 each seat holds one card, so the round is two *betting chains*: the
leader's card turn (raise, or play; answers accept, fold or raise again; after an accept the card
is played at once) and then, for each class the leader shows, the follower's card turn, whose card
ends the hand. A chain is a line of decision nodes with exits: the card played (phase A: into the
follower's chain; phase B: the showdown) and the folds. Walking a chain is a forward pass (reaches)
and a backward pass (values, regrets), with no allocation and no recursion but phase A calling
phase B.

What a round-3 root stores: blocks of the regret and average arrays laid out by :func:`chain` in a
fixed order (node 0, its exit's subtree, node 1, its exit's subtree...). The leader's entries are
sorted by their last card so that the entries showing one class are a range.

The chance of every (leader entry, follower entry) pair is gathered once per root; ``ctx`` (in
``IA``) says where, and how many follower entries there are.
"""

from __future__ import annotations

from typing import Any

from numba import njit, types

from truco.solver.full.kernel_base import (
    BR,
    CFR,
    COUNT,
    EXPORT,
    EXPORT_ROUNDS,
    FA_T,
    GI_T,
    GW_T,
    H_FOLD,
    H_K,
    H_TOP,
    IA_T,
    INT,
    OF_T,
    OI_T,
    PATH,
    PATH_LEN,
    RS_T,
    after_card,
    digit,
    payoff,
    record,
    strategy,
    update,
    without,
)


@njit(cache=True, fastmath=True)
def _against(FA: Any, wm: int, nf: int, r0: int, nl: int, t_is_l: bool, z: int, scale: float,
             out: int) -> None:
    """The traverser's values against the other seat's vector ``z``: for the leader's rows
    ``r0..r0+nl`` of ``wm`` (``t_is_l``) ``out[i] += scale * sum_f wm[r0+i, f] z[f]``, for the
    follower ``out[f] += scale * sum_i wm[r0+i, f] z[i]``."""
    if t_is_l:
        for i in range(nl):
            row = wm + (r0 + i) * nf
            s = 0.0
            for f in range(nf):
                s += FA[row + f] * FA[z + f]
            FA[out + i] += scale * s
    else:
        for i in range(nl):
            zi = FA[z + i]
            if zi == 0.0:
                continue
            row = wm + (r0 + i) * nf
            zi *= scale
            for f in range(nf):
                FA[out + f] += FA[row + f] * zi


@njit(cache=True, fastmath=True)
def _nodes(GI: Any, xs: int, step: int, raiser: int, rr: int, on_table: int, IA: Any, at: int
           ) -> int:
    """The chain's decision nodes into ``IA[at:]``, five numbers each: actor, offer (-1 at the
    card turn), raiser, rr after it, actions. Returns how many."""
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


@njit(cache=True, fastmath=True)
def _zero(FA: Any, p: int, n: int) -> bool:
    for i in range(n):
        if FA[p + i] != 0.0:
            return False
    return True


@njit(cache=True, fastmath=True)
def _product(GI: Any, IA: Any, FA: Any, ctx: int, r0: int, nl: int, t_is_l: bool, z: int,
             scale: float, out: int, fa: int) -> None:
    """The traverser's values against the other seat's vector ``z`` (the leader's entries
    ``r0..r0+nl``), by the chance matrix the root gathered (``IA[ctx:]``: its place, the
    follower's entries)."""
    _against(FA, IA[ctx + 1], IA[ctx + 2], r0, nl, t_is_l, z, scale, out)


@njit(cache=True)
def _record(IA: Any, FA: Any, OI: Any, OF: Any, K: int, actor: int, i: int, offer: int, e: int,
            n: int, nact: int, s: int, reach: int, shown: bool, ia: int) -> None:
    """Export chain node ``i`` (its path: ``i`` raises after the chain's start); ``shown``: the
    entries still list the card their seat just led (the leader in the follower's chain)."""
    suffix = ia
    acts = suffix + i
    entries = acts + (1 + nact) * n
    if shown:
        for x in range(n):
            IA[entries + x] = without(IA[e + x], digit(IA[e + x], 0))
        e = entries
    for j in range(i):
        IA[suffix + j] = K + 1
    j = acts
    for x in range(n):
        IA[j] = nact
        if offer < 0:  # the card turn: play the last card, or raise
            IA[j + 1] = digit(IA[e + x], 0)
            IA[j + 2] = K + 1
        else:  # an answer: accept, fold, raise again
            IA[j + 1] = K + 2
            IA[j + 2] = K + 3
            if nact == 3:
                IA[j + 3] = K + 1
        j += 1 + nact
    record(IA, FA, OI, OF, 2, actor, suffix, i, e, n, acts, n * nact, s, reach)


@njit(cache=True, fastmath=True)
def _showdown(GI: Any, FA: Any, IA: Any, T: int, mode: int, res: int, lead: int, led: int, step: int,
              rr: int, ef: int, nf: int, pf: int, nl: int, pl: int, ctx: int, r0: int,
              t_is_f: bool, out: int, fa: int) -> None:
    """The follower plays its last card: the traverser's values at the end of the hand."""
    if t_is_f:  # out[f] = u(f) * sum_i wm[r0+i, f] pl[i]
        tmp = fa
        for f in range(nf):
            FA[tmp + f] = 0.0
        _product(GI, IA, FA, ctx, r0, nl, False, pl, 1.0, tmp, tmp + nf)
        for f in range(nf):
            if FA[tmp + f] == 0.0:
                continue
            _, w, pts, _, _, _, _ = after_card(GI, 2, res, lead, led, step, rr,
                                               digit(IA[ef + f], 0))
            u = payoff(mode, w, pts, T)
            FA[out + f] += u * FA[tmp + f]
    else:  # out[i] = sum_f wm[r0+i, f] pf[f] u(f)
        tmp = fa
        for f in range(nf):
            if FA[pf + f] == 0.0:
                FA[tmp + f] = 0.0
                continue
            _, w, pts, _, _, _, _ = after_card(GI, 2, res, lead, led, step, rr,
                                               digit(IA[ef + f], 0))
            u = payoff(mode, w, pts, T)
            FA[tmp + f] = u * FA[pf + f]
        _product(GI, IA, FA, ctx, r0, nl, True, tmp, 1.0, out, tmp + nf)


#: The signature of :func:`chain`: explicit, so that the recursion compiles once.
CHAIN_SIGNATURE = INT(GI_T, GW_T, RS_T, IA_T, FA_T, OI_T, OF_T, INT, INT, types.float64,
                    *([INT] * 21))


@njit(CHAIN_SIGNATURE, cache=True, fastmath=True)
def chain(GI: Any, GW: Any, RS: Any, IA: Any, FA: Any, OI: Any, OF: Any, T: int, mode: int,
          wt: float,
          phase: int, res: int, lead: int, led: int, step: int, raiser: int, rr: int,
          ex: int, nx: int, px: int, ey: int, ny: int, py: int,
          wm: int, nf: int, r0: int, groups: int, block: int, out: int, ia: int, fa: int) -> int:
    # ``wm`` is the root's context (see the module's text)
    """One betting chain of round 3; returns the slots it and its subtrees take from ``block``.

    Phase 0 (A): the leader (seat ``lead``) is X with entries ``ex`` (sorted by last card, rows of
    ``wm``), the follower Y. Phase 1 (B): the follower is X, the leader's entries showing ``led``
    are Y (rows ``r0..r0+ny`` of ``wm``). ``IA[groups:]`` holds per class the first sorted leader
    entry and how many (phase A). The traverser's values go to ``FA[out:]`` (X's or Y's entries,
    whichever seat ``T`` is); ``COUNT`` only measures."""
    K = GI[H_K]
    xs = lead if phase == 0 else 1 - lead
    nl = nx if phase == 0 else ny  # the leader's entries here
    t_is_x = xs == T
    t_is_l = lead == T
    nt = nx if t_is_x else ny
    nodes = ia
    n_nodes = _nodes(GI, xs, step, raiser, rr, phase, IA, nodes)
    ia = nodes + 5 * (n_nodes + 1)
    # the layout: node blocks and exit subtrees, in order
    blk = ia
    ext = blk + n_nodes + 1
    ia = ext + n_nodes + 2
    cur = block
    n_exits = n_nodes if n_nodes > 0 else 1
    for i in range(n_exits):
        if n_nodes > 0:
            actor = IA[nodes + 5 * i]
            na = nx if actor == xs else ny
            IA[blk + i] = cur
            cur += na * IA[nodes + 5 * i + 4]
        IA[ext + i] = cur
        if phase == 0:  # the leader's card: the follower's chain for every class it may show
            e_step = step if (n_nodes == 0 or i == 0) else IA[nodes + 5 * i + 1]
            e_raiser = raiser if (n_nodes == 0 or i == 0) else IA[nodes + 5 * i + 2]
            e_rr = rr if (n_nodes == 0 or i == 0) else IA[nodes + 5 * i + 3]
            for c in range(K):
                g = IA[groups + 2 * c + 1]
                if g > 0:
                    z = ia - ia  # an int64 zero: a literal would type a second, unresolved chain
                    cur += chain(GI, GW, RS, IA, FA, OI, OF, T, z + COUNT, wt, z + 1, res, lead, c,
                                 e_step, e_raiser, e_rr, z, nf, z, z, g, z, wm, nf, z, groups,
                                 cur, z, ia, fa)
    size = cur - block
    if mode == COUNT:
        return size

    # forward: reaches at each node (X's then Y's), the actor's strategy, exits' values
    rx = fa
    ry = rx + nx * (n_nodes + 1)
    fa = ry + ny * (n_nodes + 1)
    sig = fa  # per node, the actor's strategy (max 3 actions)
    fa = sig + 3 * (nx if nx > ny else ny) * (n_nodes + 1)
    vex = fa  # per exit, the traverser's value (the card played)
    vfold = vex + nt * n_exits  # per node, the traverser's value through the fold
    vnext = vfold + nt * (n_nodes + 1)  # per node, the traverser's value at the node
    fa = vnext + nt * (n_nodes + 1)
    for j in range(nt * n_exits):
        FA[vex + j] = 0.0
    for j in range(nt * (n_nodes + 1)):
        FA[vfold + j] = 0.0
        FA[vnext + j] = 0.0
    for j in range(nx):
        FA[rx + j] = FA[px + j]
    for j in range(ny):
        FA[ry + j] = FA[py + j]
    width = nx if nx > ny else ny
    live = n_exits
    for i in range(n_exits):
        cx = rx + nx * i
        cy = ry + ny * i
        ox = cx + nx  # reaches into the next node
        oy = cy + ny
        # the exit's reaches (the card played): X's and Y's
        ex_x = fa
        ex_y = ex_x + nx
        fa2 = ex_y + ny
        for j in range(nx):
            FA[ex_x + j] = FA[cx + j]
        for j in range(ny):
            FA[ex_y + j] = FA[cy + j]
        if n_nodes > 0:
            actor = IA[nodes + 5 * i]
            offer = IA[nodes + 5 * i + 1]
            by = IA[nodes + 5 * i + 2]
            nact = IA[nodes + 5 * i + 4]
            is_x = actor == xs
            na = nx if is_x else ny
            pa = cx if is_x else cy
            s = sig + 3 * width * i
            b = IA[blk + i]
            mine = actor == T
            if mode == BR and mine:
                for e in range(na * nact):
                    FA[s + e] = 1.0
            else:
                row = 0 if mode == CFR else 1
                for e in range(na):
                    strategy(RS, FA, row, b + e * nact, nact, s + e * nact)
            if mode == EXPORT and IA[EXPORT_ROUNDS] > 2:
                ea = ex if is_x else ey
                shown = phase == 1 and actor == lead
                _record(IA, FA, OI, OF, K, actor, i, offer, ea, na, nact, s, pa, shown, ia)
            # the card exit: slot 0 (play at the turn, accept at an answer)
            pe = ex_x if is_x else ex_y
            for e in range(na):
                FA[pe + e] = FA[pa + e] * FA[s + e * nact]
            # the raise: into the next node (the turn's slot 1, an answer's slot 2)
            r_slot = 1 if offer < 0 else 2
            nox = ox if is_x else oy
            oth = oy if is_x else ox
            n_o = ny if is_x else nx
            po = cy if is_x else cx
            if i + 1 < n_nodes:
                for e in range(na):
                    FA[nox + e] = FA[pa + e] * FA[s + e * nact + r_slot]
                for e in range(n_o):
                    FA[oth + e] = FA[po + e]
            # the fold (answers): the raiser scores what the call before it was worth
            if offer >= 0 and mode != EXPORT:
                u = payoff(mode, by, GI[GI[H_FOLD] + offer], T)
                vf = vfold + nt * i
                if mine:
                    tmp = fa2
                    for e in range(na):
                        FA[tmp + e] = 0.0
                    # against the other seat's reach at the node
                    _product(GI, IA, FA, wm, r0, nl, t_is_l, po, 1.0, tmp, fa2 + na)
                    for e in range(na):
                        FA[vf + e] = u * FA[tmp + e]
                else:
                    tmp = fa2
                    for e in range(na):
                        FA[tmp + e] = FA[pa + e] * FA[s + e * nact + 1]
                    _product(GI, IA, FA, wm, r0, nl, t_is_l, tmp, u, vf, fa2 + na)
        # the exit's subtree: the follower's chain per class shown (A), or the showdown (B)
        ve = vex + nt * i
        e_step = step if (n_nodes == 0 or i == 0) else IA[nodes + 5 * i + 1]
        e_raiser = raiser if (n_nodes == 0 or i == 0) else IA[nodes + 5 * i + 2]
        e_rr = rr if (n_nodes == 0 or i == 0) else IA[nodes + 5 * i + 3]
        if not (_zero(FA, ex_x, nx) and _zero(FA, ex_y, ny)):
            if phase == 0:
                cb = IA[ext + i]
                for c in range(K):
                    g0 = IA[groups + 2 * c]
                    g = IA[groups + 2 * c + 1]
                    if g == 0:
                        continue
                    sub = fa2
                    fa3 = sub + (g if t_is_l else nf)
                    for j in range(g if t_is_l else nf):
                        FA[sub + j] = 0.0
                    # phase B: X = the follower (all its entries), Y = the leader's class c
                    depth = IA[PATH_LEN]
                    if mode == EXPORT:  # the path: the raises, the accept, the card shown
                        for j in range(i):
                            IA[PATH + depth + j] = K + 1
                        if i > 0:
                            IA[PATH + depth + i] = K + 2
                        IA[PATH + depth + i + (1 if i > 0 else 0)] = c
                        IA[PATH_LEN] = depth + i + (2 if i > 0 else 1)
                    cb += chain(GI, GW, RS, IA, FA, OI, OF, T, mode, wt, phase + 1, res, lead, c,
                                e_step, e_raiser, e_rr, ey, ny, ex_y, ex + g0, g, ex_x + g0,
                                wm, nf, g0, groups, cb, sub, ia, fa3)
                    IA[PATH_LEN] = depth
                    if t_is_l:
                        for j in range(g):
                            FA[ve + g0 + j] = FA[sub + j]
                    else:
                        for j in range(nf):
                            FA[ve + j] += FA[sub + j]
            elif mode != EXPORT:
                _showdown(GI, FA, IA, T, mode, res, lead, led, e_step, e_rr, ex, nx, ex_x, ny, ex_y,
                          wm, r0, t_is_x, ve, fa2)
        if n_nodes == 0 or i + 1 >= n_nodes or (_zero(FA, ox, nx) and _zero(FA, oy, ny)):
            live = i + 1
            break

    if mode == EXPORT:
        return size
    # backward: the traverser's value at each node, regrets and average at its own nodes
    for i in range(live - 1, -1, -1):
        v = vnext + nt * i
        ve = vex + nt * i
        nv = vnext + nt * (i + 1)
        vf = vfold + nt * i
        has_next = i + 1 < live
        if n_nodes == 0:
            for e in range(nt):
                FA[v + e] = FA[ve + e]
            continue
        actor = IA[nodes + 5 * i]
        offer = IA[nodes + 5 * i + 1]
        nact = IA[nodes + 5 * i + 4]
        s = sig + 3 * width * i
        if actor != T:
            for e in range(nt):
                FA[v + e] = FA[ve + e] + FA[vf + e] + (FA[nv + e] if has_next else 0.0)
            continue
        b = IA[blk + i]
        is_x = actor == xs
        pa = (rx if is_x else ry) + (nx if is_x else ny) * i
        for e in range(nt):
            q0 = FA[ve + e]
            q1 = FA[vf + e] if offer >= 0 else 0.0
            qr = FA[nv + e] if has_next else 0.0
            # slots: turn (play, raise); answer (accept, fold, raise)
            if offer < 0:
                qa = q0
                qb = qr
                qc = 0.0
            else:
                qa = q0
                qb = q1
                qc = qr
            if mode == BR:
                best = qa
                if qb > best:
                    best = qb
                if nact == 3 and qc > best:
                    best = qc
                FA[v + e] = best
                continue
            sa = FA[s + e * nact]
            sb = FA[s + e * nact + 1]
            sc = FA[s + e * nact + 2] if nact == 3 else 0.0
            val = sa * qa + sb * qb + sc * qc
            FA[v + e] = val
            if mode == CFR:
                w = wt * FA[pa + e]
                base = b + e * nact
                update(RS, FA, base, qa - val, w * sa)
                update(RS, FA, base + 1, qb - val, w * sb)
                if nact == 3:
                    update(RS, FA, base + 2, qc - val, w * sc)
    for e in range(nt):
        FA[out + e] += FA[vnext + e]
    return size
