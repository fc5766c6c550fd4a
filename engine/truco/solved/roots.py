"""A round-2 root of the shipped solution: what a re-solver of rounds 2-3 starts from.

Standard library only. Once round 1 is played without a fold, rounds 2-3 from there are one
subgame of the offline solver's kernel (:mod:`truco.solver.full.subgame`), which a re-solver
(the browser's port, ``site_src/js/resolve/``) walks from numbers: the kernel's tables of the vira
class (:func:`kernel_tables`: the engine's rulings and the chance of each pair of class hands),
the root's public state, each seat's private states there (*entries*) and each seat's reach of
them under the shipped round 1 (:func:`root_inputs`). The round-1 line comes in the kernel's codes
(a class for a card shown, ``k + 1`` raise, ``k + 2`` accept), as :class:`Line` reads it from a
seat's observation (:func:`view_root`). Rulings come from :class:`Rulings`, the shipped counts
from :class:`Decision`: nothing is ruled or parsed here.

>>> from truco.core.cards import Card
>>> from truco.solved.ladder import solution_for
>>> rules = Rules()
>>> sol = solution_for(rules, Card.parse("4h"))
>>> rulings = Rulings.of(rules, sol.classes)
>>> k = sol.classes.size
>>> got = root_inputs(sol, rulings, (2, k + 1, k + 2, 12))  # a 6, a truco accepted, a manilha
>>> got.root, got.state        # the dealer raised and won round 1: it leads round 2, at step 1
((2, 12, 1, 1), (1, 3, 1, -1, 1, 1, -1, 1, 1, -1))
>>> [len(e) for e in got.entries], all(0.0 <= r <= 1.0 for r in got.reach[0] + got.reach[1])
([75, 75], True)
>>> e = got.entries[1][0]
>>> sol.classes.hands()[e >> 16], e == pack(e >> 16, (0, 0))  # the dealer's hand, less its 12
((0, 0, 12), True)
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from math import comb, prod

from truco.core.hand import HandKind
from truco.core.rules import Rules
from truco.solved.classes import Classes, ClassHand
from truco.solved.ladder import QUANTUM, Decision, Line, ViraSolution, solution_for
from truco.solved.rulings import Rulings, result_code
from truco.solved.values import advance, to_act
from truco.view import HandView

#: (mão's class, dealer's class, ladder step, last raiser or -1)
Root = tuple[int, int, int, int]
#: An empty 4-bit digit of an entry: no class.
NONE = 15


def pack(hand: int, held: Sequence[int], covered: int = -1) -> int:
    """An entry as the kernel reads it: ``hand << 16 | held << 4 | covered``, ``held`` the
    classes still held as three 4-bit digits (ascending, 15 none), ``covered`` the class covered
    in round 2 (15 none).

    >>> e = pack(7, (3, 1))
    >>> e >> 16, (e >> 4) & 0xFFF == 1 | 3 << 4 | NONE << 8, e & 15
    (7, True, 15)
    """
    digits = [*sorted(held), *([NONE] * (3 - len(held)))]
    return hand << 16 | (digits[0] | digits[1] << 4 | digits[2] << 8) << 4 | (
        NONE if covered < 0 else covered)


def root_entries(classes: Classes, a: int, b: int) -> tuple[list[int], list[int]]:
    """Each seat's entries at a root where the mão showed class ``a`` and the dealer ``b``: its
    class hands (in :meth:`Classes.hands`' order) that hold the card it showed, less that card,
    and that the other's card leaves possible."""
    caps = classes.caps
    hands = classes.hands()
    return ([pack(i, _without(h, a)) for i, h in enumerate(hands)
             if a in h and h.count(b) <= caps[b] - 1],
            [pack(i, _without(h, b)) for i, h in enumerate(hands)
             if b in h and h.count(a) <= caps[a] - 1])


def odds(counts: Sequence[int], i: int) -> float:
    """The shipped probability of action ``i`` of a decision's counts."""
    return counts[i] / QUANTUM


@dataclass(frozen=True)
class RootInputs:
    """What the kernel needs to re-solve rounds 2-3 from one round-2 root (seat 0 the mão)."""

    root: Root
    state: tuple[int, ...]  # the kernel's public state (round, results, leader, led class,
    #                         step, raiser, offer, turn, fresh turn, re-raiser)
    entries: tuple[list[int], list[int]]  # each seat's entries (:func:`root_entries`)
    reach: tuple[list[float], list[float]]  # each seat's chance of its own round 1, per entry


def root_inputs(sol: ViraSolution, rulings: Rulings, codes: Sequence[int]) -> RootInputs:
    """The root that round 1's public line ``codes`` (the kernel's codes, as :attr:`Line.codes`)
    reaches, and each entry's reach: the product of the shipped probabilities of every action its
    seat took along the line (no chance in it: the kernel's tables carry that).

    :raises ValueError: the line is not a round 1 played to its end without a fold."""
    k = sol.classes.size
    if (rulings.k, rulings.top) != (k, sol.top):
        raise ValueError("the rulings are not the solution's game")
    line = Line(k)
    taken: list[tuple[Line, int, int]] = []  # (the line before, the seat acting, its code)
    for code in codes:
        seat = to_act(line)
        if line.rnd > 0 or code == k + 3 or code not in Decision(
                sol, line, seat, range(k), (), ()).codes():
            raise ValueError(f"{tuple(codes)}: not a round-1 line of the solved tree")
        taken.append((line, seat, code))
        line, _ = advance(line, rulings, seat, code)
    if line.rnd != 1:
        raise ValueError(f"{tuple(codes)}: round 1 is not over")
    a, b = (next(c for _, s, c in taken if s == who and c < k) for who in (0, 1))
    root = (a, b, line.step, line.raiser)
    entries = root_entries(sol.classes, a, b)
    hands = sol.classes.hands()
    reach = tuple([_reach(sol, taken, seat, hands[e >> 16]) for e in entries[seat]]
                  for seat in (0, 1))
    return RootInputs(root, root_state(rulings, root), entries, (reach[0], reach[1]))


def root_state(rulings: Rulings, root: Root) -> tuple[int, ...]:
    """A root's public state as the kernel's walk takes it: round 2, round 1's result and the
    next lead by the engine's ruling, nothing led, the ladder's step and last raiser, no offer,
    the leader to act on a fresh turn, no re-raiser."""
    a, b, step, raiser = root
    winner, lead = rulings.winner[0, a, b]
    return (1, result_code(0, winner), lead, -1, step, raiser, -1, lead, 1, -1)


def _reach(sol: ViraSolution, taken: list[tuple[Line, int, int]], seat: int, hand: ClassHand
           ) -> float:
    """Seat ``seat``'s chance of its actions along round 1 holding class hand ``hand``."""
    held, out = hand, 1.0
    for line, who, code in taken:
        if who != seat:
            continue
        found = Decision(sol, line, seat, held, hand, ()).counts()
        if found is None or code not in found[0]:  # the solution never brings the hand here
            return 0.0
        out *= odds(found[1], found[0].index(code))
        if code < sol.classes.size:
            held = _without(held, code)
    return out


def view_root(obs: HandView) -> RootInputs | None:
    """The root of a heads-up observation in rounds 2-3 (its seat to act) under the shipped
    solution; ``None`` where none applies (see :func:`truco.solved.ladder.solution_strategy`)."""
    if obs.players != 2 or obs.blind or obs.kind is not HandKind.NORMAL:
        return None
    sol = solution_for(obs.rules, obs.vira)
    line = None if sol is None else Line.of(obs, sol.classes)
    if sol is None or line is None or line.rnd == 0:
        return None
    return root_inputs(sol, Rulings.of(obs.rules, sol.classes), line.codes)


def chance_table(classes: Classes) -> array[float]:
    """The chance of each pair of class hands (:meth:`Classes.hands`) with either seat's first,
    ``[seat, own hand, other's hand]`` flattened: the deals that give them (card removal
    included) over all deals, as the solver's ``chance_matrix`` (bit for bit). The two seats'
    halves are equal (a pair's deals do not depend on who holds which).

    >>> from truco.core.cards import Card
    >>> deck = (("4c", "4h", "4s"), ("6s",), ("Kc", "Kh"), ("3c",))
    >>> c = Classes((0, 1, 2, 3), tuple(tuple(map(Card.parse, g)) for g in deck))
    >>> t, n = chance_table(c), len(c.hands())  # 7 cards: 11 class hands
    >>> len(t) == 2 * n * n, round(sum(t[:n * n]), 12), t[1 * n + 10] == 3 / (35 * 4)
    (True, 1.0, True)
    """
    caps, hands = classes.caps, classes.hands()
    binom = [[comb(c, n) for n in range(4)] for c in range(max(caps) + 1)]
    total = sum(caps)
    deals = comb(total, 3) * comb(total - 3, 3)
    parts = [tuple(Counter(h).items()) for h in hands]
    n = len(hands)
    half = array("d", bytes(8 * n * n))
    for i, part in enumerate(parts):
        left = list(caps)
        for x, c in part:
            left[x] -= c
        own = prod(binom[caps[x]][c] for x, c in part)
        for j in range(i, n):
            ways = own
            for x, c in parts[j]:
                ways *= binom[left[x]][c] if left[x] >= c else 0
            half[i * n + j] = half[j * n + i] = ways / deals
    return half + half


def kernel_tables(rules: Rules, classes: Classes) -> tuple[list[int], array[float]]:
    """A vira class's tables as the kernel reads them: the engine's rulings
    (:meth:`Rulings.kernel_ints`) and :func:`chance_table` (the solver's ``Spec.tables()``)."""
    return Rulings.of(rules, classes).kernel_ints(classes), chance_table(classes)


def _without(hand: Sequence[int], card: int) -> tuple[int, ...]:
    rest = list(hand)
    rest.remove(card)
    return tuple(sorted(rest))
