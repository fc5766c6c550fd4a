"""One seat's rounds 2-3 re-solved at a round-2 root, safely: the re-solving gadget.

What ships summarises rounds 2-3, and that costs most of its exploitability; a re-solver plays
them from the root it reaches instead. Re-solving against the ranges round 1 gives is not enough:
a best response leaves round 1's lines for roots the ranges call impossible, where the re-solved
strategy never learnt to defend (``tests/engine/test_solver_round1.py`` measures it). The gadget
(Burch, Johanson and Bowling, *Solving imperfect information games using decomposition*, 2014)
gives the other seat, for each private state it may hold at the root, the choice to take a
*bound* instead of playing on: the counterfactual value it has against a strategy known to be
good there (what it wins best responding to it). CFR on that game finds a strategy for the
re-solving seat (its reach: round 1 as played) that holds each of the other seat's states to
its bound, so played at every root it is as hard to exploit as the strategy the bounds come
from, and can only be better.

>>> from truco.core.cards import Card
>>> from truco.core.rules import Rules
>>> from truco.solved.classes import Classes
>>> deck = [(Card.parse(c),) for c in ("4c", "6s", "Kc", "3c", "Qd", "Qh", "Qc")]
>>> sub = Subgame(Rules().with_options(ladder=[1, 2]), Classes(tuple(range(7)), tuple(deck)))
>>> root = (0, 1, 0, -1)
>>> n0, n1 = (len(e) for e in sub.entries(0, 1))
>>> resolver = Resolver(sub, root, 0, np.ones(n0), np.full(n1, 10.0))  # bounds it cannot reach
>>> resolver.run(20)
>>> bool(resolver.follow().min() == 0.0)  # the other seat takes its bound everywhere
True
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from truco.solver.full.kernel_base import BR, CFR, COUNT
from truco.solver.full.solve import regret_rule
from truco.solver.full.subgame import Floats, Ints, Root, Subgame


def bounds(sub: Subgame, root: Root, seat: int, strategy: NDArray[np.float32],
           reach: Floats) -> Floats:
    """What the other seat wins at the root, per private state (a counterfactual value: the
    chance of the deals and ``reach``, seat ``seat``'s reach of each of its own states, in it),
    best responding to the strategy ``strategy`` (the root's slots, its average in row 1)."""
    other = 1 - seat
    ends = _ends(sub, root)
    n = len(sub.entries(root[0], root[1])[other])
    both = (reach, np.ones(n)) if seat == 0 else (np.ones(n), reach)
    return sub.walk(root, BR, np.ascontiguousarray(strategy), ends, seat=other, reach=both)


def _ends(sub: Subgame, root: Root) -> Ints:
    _, nodes = sub.size(root)
    ends: Ints = np.zeros((2, nodes), dtype=np.int64)
    sub.walk(root, COUNT, np.zeros((2, 1), dtype=np.float32), ends)
    return ends


class Resolver:
    """Discounted CFR on the gadget game of one root for seat ``seat``: its own ``reach`` per
    private state, the other seat's ``bound`` per private state."""

    def __init__(self, sub: Subgame, root: Root, seat: int, reach: Floats, bound: Floats
                 ) -> None:
        self.sub, self.root, self.seat = sub, root, seat
        self.ends = _ends(sub, root)
        slots, _ = sub.size(root)
        self.regrets: NDArray[np.float32] = np.zeros((2, slots), dtype=np.float32)
        self.reach = np.asarray(reach, dtype=np.float64)
        self.bound = np.asarray(bound, dtype=np.float64)
        self.gadget: Floats = np.zeros((2, len(self.bound)))  # regrets: play on, take the bound
        self.iterations = 0

    def follow(self) -> Floats:
        """The other seat's chance of playing on, per private state (regret matching)."""
        pos = np.maximum(self.gadget, 0.0)
        total = pos.sum(axis=0)
        out: Floats = np.where(total > 0, pos[0] / np.where(total > 0, total, 1.0), 0.5)
        return out

    def run(self, iterations: int) -> None:
        other = 1 - self.seat
        for _ in range(iterations):
            self.iterations += 1
            t = self.iterations
            rule = regret_rule("dcfr", t)
            follow = self.follow()
            reach = (self.reach, follow) if self.seat == 0 else (follow, self.reach)
            for traverser in (self.seat, other):
                values = self.sub.walk(self.root, CFR, self.regrets, self.ends, seat=traverser,
                                       weight=float(t) ** 2, rule=rule, reach=reach)
            # the other seat's choice at the gadget, by the same rule as the rest
            mixed = follow * values + (1 - follow) * self.bound
            for row, value in ((0, values), (1, self.bound)):
                r = self.gadget[row]
                r *= np.where(r > 0, rule[0], rule[1])
                r += value - mixed

    def worst_excess(self) -> float:
        """How far the other seat's best response beats its bound at the worst of its states
        (counterfactual, so weighted by the chance of getting there; <= 0: every bound holds)."""
        best = bounds(self.sub, self.root, self.seat, self.regrets, self.reach)
        return float((best - self.bound).max(initial=0.0))


#: One root to re-solve: the root, the re-solving seat's reach there, the other seat's bounds.
Job = tuple[Root, Floats, Floats]


def resolve_roots(sub: Subgame, seat: int, jobs: list[Job], iterations: int
                  ) -> NDArray[np.float32]:
    """Re-solve seat ``seat`` at each root of ``jobs`` for ``iterations``: their regrets and
    averages one after the other (``(2, total slots)``, in the jobs' order), as the solver's
    arrays hold a root's."""
    parts = []
    for root, reach, bound in jobs:
        resolver = Resolver(sub, root, seat, reach, bound)
        resolver.run(iterations)
        parts.append(resolver.regrets)
    return np.concatenate(parts, axis=1) if parts else np.zeros((2, 0), dtype=np.float32)
