"""What the compiled walks share (numba): modes, the tables' header, entries, a card's effect.

An entry is one int64: ``hand << 16 | held << 4 | covered``, where ``hand`` indexes the class
hands, ``held`` packs the classes still held (three 4-bit digits, ascending, 15 = none) and
``covered`` is the class covered in round 2 (15 = none).

>>> e = pack(7, (3, 1, 3))
>>> [digit(e, i) for i in range(3)], e >> 16, e & 15
([1, 3, 3], 7, 15)
>>> [digit(without(e, 3), i) for i in range(3)]
[1, 3, 15]
"""

from __future__ import annotations

from typing import Any

from numba import njit, types

from truco.solved import abstraction as _abstraction
from truco.solved.roots import pack

__all__ = ["pack"]  # an entry, as the run-time reader of roots packs it

#: ``IA``'s fixed part: the cursors (slot, node), the last round an export (or an import)
#: records, the public path's length and its codes (up to ``PATH_MAX``), then the seats whose
#: round-1 strategy a CFR pass keeps fixed (bit ``s`` for seat ``s``: their average plays there
#: and learns nothing). (The compiled walks read these constants once, when compiled, and
#: numba's cache does not notice a change here: after changing one, delete the cached
#: ``*.nbi``/``*.nbc`` under ``engine/``.)
CUR_SLOT, CUR_NODE, EXPORT_ROUNDS, PATH_LEN, PATH = 0, 1, 2, 3, 4
PATH_MAX = 60
FROZEN = PATH + PATH_MAX
IA_FIXED = FROZEN + 1
#: The tags that open a record of an export and of the list of round-2 roots.
RECORD = 7
ROOT_RECORD = 8

#: Array types of the walks' arguments (explicit signatures: a recursive function compiles once).
GI_T = types.int64[::1]
GW_T = types.float64[:, :, ::1]
RS_T = types.float32[:, ::1]
NE_T = types.int64[:, ::1]
IA_T = types.int64[::1]
OI_T = types.int64[::1]
OF_T = types.float64[::1]
FA_T = types.float64[::1]
INT = types.int64

#: What a walk does: count the tree, a CFR pass, a best response, evaluate the average strategies
#: (points, or the chance to win the hand), export them, distill rounds 2 and 3 into the keys of
#: :mod:`truco.solved.abstraction`, spread the shipped strategy back over the average, import
#: the average of the first rounds from numbers in the export's order, list the round-2 roots.
COUNT, CFR, BR, EVAL, EXPORT, WIN, DISTILL, SPREAD, IMPORT, ROOTS = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9


def _values(mode: int) -> bool:
    """Whether a walk of this mode computes values (the others count, export, distill, spread,
    import)."""
    return mode == CFR or mode == BR or mode == EVAL or mode == WIN


values = njit(cache=True, inline="always")(_values)
#: A key's row in a distilled table: room for its most actions (two plays, two covers, raise).
KEY_ROW = 6
#: The steps a shipped probability is counted in (4 bits: 0..15).
QUANTUM = 15
NONE = 15  # an empty 4-bit digit: no class

#: Offsets in the header of the integer tables (see :meth:`truco.solver.full.spec.Spec.tables`).
H_K, H_TOP, H_COVER, H_HANDS, H_CAPS, H_COUNTS, H_WIN, H_LEAD, H_EXPOSED, H_DECIDED, H_WINNER, \
    H_POINTS, H_VALUES, H_FOLD, H_WHO = range(15)


@njit(cache=True, inline="always")
def digit(e: int, i: int) -> int:
    return (e >> (4 + 4 * i)) & 15


@njit(cache=True, inline="always")
def without(e: int, x: int) -> int:
    """Entry ``e`` with one class ``x`` fewer held (the rest stays ascending)."""
    out = 0
    j = 0
    skipped = False
    for i in range(3):
        y = digit(e, i)
        if y == x and not skipped:
            skipped = True
            continue
        out |= y << (4 * j)
        j += 1
    while j < 3:
        out |= NONE << (4 * j)
        j += 1
    return (e & ~0xFFF0) | (out << 4)


@njit(cache=True)
def after_card(GI: Any, rnd: int, res: int, lead: int, led: int, step: int, rr: int, c: int
                ) -> tuple[int, int, int, int, int, int, int]:
    """A card (class ``c``, or K covered) put down: (ended, winner, points, rnd, res, lead, led).

    ``ended`` 1: the hand is over (``winner`` -1: nobody scores); else the next state."""
    if led < 0:
        return 0, 0, 0, rnd, res, lead, c
    k1 = GI[H_K] + 1
    pair = (lead * k1 + led) * k1 + c
    value = GI[GI[H_VALUES] + step]
    loser = GI[GI[H_EXPOSED] + pair * 5 + rr + 1]
    if loser >= 0:
        return 1, 1 - loser, value, rnd, res, lead, led
    w = GI[GI[H_WIN] + pair]
    code = res * 4 + (1 if w < 0 else 2 + w)
    if GI[GI[H_DECIDED] + code] == 1:
        pts = GI[GI[H_POINTS] + code]
        return 1, GI[GI[H_WINNER] + code], value if pts < 0 else pts, rnd, res, lead, led
    return 0, 0, 0, rnd + 1, code, GI[GI[H_LEAD] + pair], -1




#: ``FA[0:4]``, the regret rule of a CFR pass: discount of positive regrets, of negative ones,
#: whether regrets stop at zero (CFR+), whether the last instantaneous regret predicts the next
#: (predictive CFR+, regrets then need a third row). CFR+: (1, 1, 1, 0); DCFR: (t^a/(t^a+1),
#: t^b/(t^b+1), 0, 0); PCFR+: (1, 1, 1, 1).
R_POS, R_NEG, R_FLOOR, R_PREDICT = range(4)
#: ``FA[4]``: the least own reach an export writes.
EXPORT_MIN = 4


@njit(cache=True, inline="always")
def _positive(RS: Any, row: int, i: int, predict: bool) -> float:
    x = RS[row, i]
    if predict and row == 0:
        x += RS[2, i]
    return x if x > 0 else 0.0


@njit(cache=True, inline="always")
def strategy(RS: Any, FA: Any, row: int, at: int, n: int, out: int, predict: bool) -> None:
    """Regret matching over the ``n`` slots from ``at`` into ``FA[out:]``: on the regrets (``row``
    0, plus the prediction when ``predict``) or the average (1). Where the average has no weight
    (the solution's own play never gets there) the current strategy stands in, trained
    counterfactually like every other; with no positive regret either, every action alike."""
    if n == 2:
        x0 = _positive(RS, row, at, predict)
        x1 = _positive(RS, row, at + 1, predict)
        t = x0 + x1
        if t <= 0 and row == 1:
            x0 = _positive(RS, 0, at, predict)
            x1 = _positive(RS, 0, at + 1, predict)
            t = x0 + x1
        if t > 0:
            inv = 1.0 / t
            FA[out] = x0 * inv
            FA[out + 1] = x1 * inv
        else:
            FA[out] = 0.5
            FA[out + 1] = 0.5
        return
    if n == 3:
        x0 = _positive(RS, row, at, predict)
        x1 = _positive(RS, row, at + 1, predict)
        x2 = _positive(RS, row, at + 2, predict)
        t = x0 + x1 + x2
        if t <= 0 and row == 1:
            x0 = _positive(RS, 0, at, predict)
            x1 = _positive(RS, 0, at + 1, predict)
            x2 = _positive(RS, 0, at + 2, predict)
            t = x0 + x1 + x2
        if t > 0:
            inv = 1.0 / t
            FA[out] = x0 * inv
            FA[out + 1] = x1 * inv
            FA[out + 2] = x2 * inv
        else:
            third = 1.0 / 3.0
            FA[out] = third
            FA[out + 1] = third
            FA[out + 2] = third
        return
    tot = 0.0
    for a in range(n):
        x = _positive(RS, row, at + a, predict)
        FA[out + a] = x
        tot += x
    if tot <= 0 and row == 1:
        for a in range(n):
            x = _positive(RS, 0, at + a, predict)
            FA[out + a] = x
            tot += x
    inv = 1.0 / tot if tot > 0 else 0.0
    for a in range(n):
        FA[out + a] = FA[out + a] * inv if tot > 0 else 1.0 / n


@njit(cache=True, inline="always")
def update(RS: Any, i: int, r: float, avg: float, pos: float, neg: float, floor: bool,
           predict: bool) -> None:
    """Slot ``i`` gets instantaneous regret ``r`` by the regret rule (see :func:`rule`) and
    ``avg`` more weight in the average strategy."""
    x = RS[0, i]
    x = x * (pos if x > 0 else neg) + r
    if floor and x < 0:
        x = 0.0
    RS[0, i] = x
    if predict:
        RS[2, i] = r
    if avg != 0.0:
        RS[1, i] += avg


@njit(cache=True, inline="always")
def rule(FA: Any) -> tuple[float, float, bool, bool]:
    """The regret rule of this pass (``FA[0:4]``): positive and negative discounts, floor,
    prediction."""
    return FA[R_POS], FA[R_NEG], FA[R_FLOOR] > 0, FA[R_PREDICT] > 0


@njit(cache=True, inline="always")
def payoff(mode: int, winner: int, points: int, seat: int) -> float:
    """What a hand's end is worth to ``seat``: its points margin, or (``WIN``) 1 if it won."""
    if mode == WIN:
        return 1.0 if winner == seat else 0.0
    if winner < 0:
        return 0.0
    return float(points) if winner == seat else -float(points)


@njit(cache=True)
def record(IA: Any, FA: Any, OI: Any, OF: Any, rnd: int, actor: int, suffix: int, nsuf: int,
           ea: int, na: int, acts: int, slots: int, sigma: int, reach: int) -> None:
    """Write one decision node to an export: ``OI`` gets (RECORD, round, actor, path length,
    path codes, entries, then per entry its code, its number of actions and their public codes
    as ``IA[acts:]`` lists them); ``OF`` gets each entry's own reach then each slot's
    probability. Only entries whose own reach is above ``FA[EXPORT_MIN]`` are written, and a
    node with none is not. ``OI[0]``/``OI[3]`` tell where to write in ``OI``/``OF``; ``OI[1]``
    counts records, a record that does not fit sets ``OI[2]``."""
    minr = FA[EXPORT_MIN]
    kept = 0
    kept_slots = 0
    k = acts
    for e in range(na):
        n = IA[k]
        if FA[reach + e] > minr:
            kept += 1
            kept_slots += n
        k += 1 + n
    if kept == 0:
        return
    plen = IA[PATH_LEN]
    ni = 5 + plen + nsuf + 2 * kept + kept_slots
    nf = kept + kept_slots
    at = OI[0]
    af = OI[3]
    if at + ni > OI.shape[0] or af + nf > OF.shape[0]:
        OI[2] = 1
        return
    OI[at] = RECORD
    OI[at + 1] = rnd
    OI[at + 2] = actor
    OI[at + 3] = plen + nsuf
    j = at + 4
    for i in range(plen):
        OI[j] = IA[PATH + i]
        j += 1
    for i in range(nsuf):
        OI[j] = IA[suffix + i]
        j += 1
    OI[j] = kept
    j += 1
    k = acts
    f = af
    s = sigma
    for e in range(na):
        n = IA[k]
        if FA[reach + e] > minr:
            OI[j] = IA[ea + e]
            OI[j + 1] = n
            for a in range(n):
                OI[j + 2 + a] = IA[k + 1 + a]
            j += 2 + n
            OF[f] = FA[reach + e]
            for a in range(n):
                OF[f + 1 + a] = FA[s + a]
            f += 1 + n
        k += 1 + n
        s += n
    OI[0] = j
    OI[1] += 1
    OI[3] = f


@njit(cache=True)
def record_root(IA: Any, FA: Any, OI: Any, OF: Any, step: int, raiser: int, start: int, end: int,
                e0: int, n0: int, e1: int, n1: int, p0: int, p1: int) -> None:
    """Write one round-2 root to a list of them: ``OI`` gets (ROOT_RECORD, path length, path
    codes, ladder step, last raiser, its slots' start and end, each seat's number of entries and
    entries), ``OF`` each seat's reach of each entry (the average's round 1 played). ``OI[0]``/
    ``OI[3]`` tell where to write, ``OI[1]`` counts records, one that does not fit sets
    ``OI[2]``."""
    plen = IA[PATH_LEN]
    at = OI[0]
    af = OI[3]
    if at + 8 + plen + n0 + n1 > OI.shape[0] or af + n0 + n1 > OF.shape[0]:
        OI[2] = 1
        return
    OI[at] = ROOT_RECORD
    OI[at + 1] = plen
    for i in range(plen):
        OI[at + 2 + i] = IA[PATH + i]
    j = at + 2 + plen
    OI[j] = step
    OI[j + 1] = raiser
    OI[j + 2] = start
    OI[j + 3] = end
    OI[j + 4] = n0
    for i in range(n0):
        OI[j + 5 + i] = IA[e0 + i]
        OF[af + i] = FA[p0 + i]
    j += 5 + n0
    OI[j] = n1
    for i in range(n1):
        OI[j + 1 + i] = IA[e1 + i]
        OF[af + n0 + i] = FA[p1 + i]
    OI[0] = j + 1 + n1
    OI[1] += 1
    OI[3] = af + n0 + n1


#: :func:`truco.solved.abstraction.key`, compiled: the browser runs the same function in Python.
abstract_key = njit(cache=True)(_abstraction.key)
_odds_bucket = njit(cache=True)(_abstraction.odds_bucket)
_shown_bucket = njit(cache=True)(_abstraction.shown_bucket)


@njit(cache=True)
def odds_hint(GI: Any, IA: Any, hand: int, c: int, other_shown: int) -> int:
    """Round 3's hint: how many cards a seat holding class hand ``hand`` has not seen beat and
    tie class ``c`` (it sees its own cards and the other's face-up ones, ``IA[other_shown:]``)."""
    K = GI[H_K]
    caps = GI[H_CAPS]
    counts = GI[H_COUNTS] + hand * K
    beat = 0
    for x in range(c + 1, K):
        beat += GI[caps + x] - GI[counts + x] - IA[other_shown + x]
    tie = GI[caps + c] - GI[counts + c] - IA[other_shown + c]
    return _odds_bucket(beat, tie)


@njit(cache=True)
def shown_hint(GI: Any, IA: Any, other_shown: int, led: int) -> int:
    """Round 2's hint: the band of the card the other seat showed in round 1 (its face-up cards
    but the one it may have just led)."""
    K = GI[H_K]
    for x in range(K - 1, -1, -1):
        n = IA[other_shown + x] - (1 if x == led else 0)
        if n > 0:
            return _shown_bucket(x, K)
    return 0


@njit(cache=True)
def relative(res: int, rounds: int, seat: int) -> int:
    """The first ``rounds`` round results (a result code of :mod:`.spec`) from ``seat``'s side,
    as :func:`truco.solved.abstraction.key` wants them (``r1 * 3 + r2``)."""
    out = 0
    for i in range(2):
        r = _abstraction.WON
        if i < rounds:
            d = (res >> (2 * (rounds - 1 - i))) & 3  # 1 tie, 2 seat 0 won, 3 seat 1 won
            r = _abstraction.TIED if d == 1 else (_abstraction.WON if d - 2 == seat
                                                  else _abstraction.LOST)
        out = out * 3 + r
    return out


@njit(cache=True)
def quantize(FA: Any, at: int, n: int, out: int) -> None:
    """Probabilities ``FA[at:at+n]`` as counts of :data:`QUANTUM` (largest remainders: they sum to
    it exactly) into ``FA[out:]``; the browser divides by their sum."""
    total = 0.0
    for a in range(n):
        total += FA[at + a]
    given = 0
    for a in range(n):
        x = FA[at + a] / total * QUANTUM if total > 0 else QUANTUM / n
        FA[out + a] = float(int(x))
        given += int(x)
    while given < QUANTUM:  # the largest remainders get the rest, first come first
        best = -1
        best_rem = -1.0
        for a in range(n):
            x = FA[at + a] / total * QUANTUM if total > 0 else QUANTUM / n
            rem = x - FA[out + a]
            if rem > best_rem:
                best_rem = rem
                best = a
        FA[out + best] += 1.0
        given += 1
