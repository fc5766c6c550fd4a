"""Rounds 2-3 of one vira class from a round-2 root, walked by the solver's kernel: the piece a
re-solver of rounds 2-3 stands on (what ships summarises those rounds into keys, which costs most
of its exploitability).

A round-2 root is the public state once round 1 is played without a fold: the class the mão
showed, the class the dealer showed, the ladder's step and the seat that raised last (-1:
nobody); covers start in round 2, so nothing is covered yet. Its subgame's shape depends on those
four only; the round-1 betting lines that reach it differ by the seats' ranges (``reach``).

>>> from truco.core.cards import Card
>>> from truco.core.rules import Rules
>>> deck = [(Card.parse(c),) for c in ("4c", "6s", "Kc", "3c", "Qd", "Qh", "Qc")]
>>> sub = Subgame(Rules().with_options(ladder=[1, 2]), Classes(tuple(range(7)), tuple(deck)))
>>> sub.size((0, 1, 0, -1))[0] > 0
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solved.roots import root_entries, root_state
from truco.solved.rulings import Rulings
from truco.solver.full.kernel_base import BR, CFR, COUNT, ROOT_RECORD, ROOTS
from truco.solver.full.solve import ARENA, ROOT_STATE, FullSolver, regret_rule, walk_node
from truco.solver.full.spec import Spec

#: (mão's class, dealer's class, ladder step, last raiser or -1)
Root = tuple[int, int, int, int]
Ints = NDArray[np.int64]
Floats = NDArray[np.float64]


def round1_states(top: int) -> Counter[tuple[int, int]]:
    """The (step, raiser) states round 1 can end in with both cards down, each with how many
    betting lines lead there (``top``: the highest ladder index a raise reaches). A seat raises
    on its own card turn, once a turn, never right after its own raise; an answer accepts,
    folds (no round 2) or raises again."""
    found: Counter[tuple[int, int]] = Counter()

    def turn(actor: int, step: int, raiser: int, fresh: bool, cards: int) -> None:
        if cards + 1 == 2:
            found[step, raiser] += 1
        else:
            turn(1, step, raiser, True, cards + 1)
        if raiser != actor and step < top and fresh:
            answer(1 - actor, actor, step + 1, actor, cards)

    def answer(answerer: int, by: int, offer: int, seat: int, cards: int) -> None:
        turn(seat, offer, by, False, cards)
        if offer < top:
            answer(by, answerer, offer + 1, seat, cards)

    turn(0, 0, -1, True, 0)
    return found


class Subgame:
    """The subgames of one vira class's round-2 roots."""

    def __init__(self, rules: Rules, classes: Classes) -> None:
        self.spec = Spec.of(rules, classes)
        self.tables = self.spec.tables()
        self.rulings = Rulings.of(rules, classes)
        self.ia: Ints = np.zeros(ARENA, dtype=np.int64)
        self.fa: Floats = np.zeros(ARENA, dtype=np.float64)

    def pairs(self) -> list[tuple[int, int]]:
        """The round-1 cards (the mão's class, the dealer's) the deck allows."""
        k, caps = self.spec.k, self.spec.caps
        return [(a, b) for a in range(k) for b in range(k) if a != b or caps[a] >= 2]

    def entries(self, a: int, b: int) -> tuple[Ints, Ints]:
        """Each seat's private states at the root: its hands that hold the card it showed (less
        that card) and that the other's shown card leaves possible. ``entry >> 16`` is the hand's
        index in :attr:`Spec.hands` and :attr:`Spec.chance`."""
        mao, dealer = root_entries(self.spec.classes, a, b)
        return np.asarray(mao, dtype=np.int64), np.asarray(dealer, dtype=np.int64)

    def mass(self, root: Root) -> float:
        """The chance of the deals that reach the root with every hand in range."""
        e0, e1 = self.entries(root[0], root[1])
        return float(self.spec.chance[np.ix_(e0 >> 16, e1 >> 16)].sum())

    def walk(self, root: Root, mode: int, regrets: NDArray[np.float32], ends: Ints, *,
             seat: int = 0, weight: float = 0.0,
             rule: tuple[float, float, float, float] = (1.0, 1.0, 1.0, 0.0),
             reach: tuple[Floats, Floats] | None = None) -> Floats:
        """One pass of the kernel in ``mode`` (:mod:`truco.solver.full.kernel_base`) over the
        root's subgame: seat ``seat``'s value of each of its private states, chance-weighted and
        summed over the other's (``reach``: each seat's reach of each private state; all 1)."""
        a, b = root[0], root[1]
        state = root_state(self.rulings, root)
        return walk_node(self.tables, self.spec.k, self.ia, self.fa, regrets, ends, seat, mode,
                         weight, rule, self.entries(a, b), state, shown=(a, b), reach=reach,
                         rounds=3, min_reach=-1.0)

    def size(self, root: Root) -> tuple[int, int]:
        """(slots, nodes): the subgame's regret entries (information sets times their actions)
        and the nodes whose subtree's end the kernel records (:class:`FullSolver`'s ``ends``)."""
        self.walk(root, COUNT, np.zeros((2, 1), dtype=np.float32), np.zeros((2, 0), dtype=np.int64))
        return int(self.ia[0]), int(self.ia[1])


class RootSolver:
    """Discounted CFR (the solver's rule) on one root's subgame, every hand in range."""

    def __init__(self, sub: Subgame, root: Root) -> None:
        self.sub, self.root = sub, root
        slots, nodes = sub.size(root)
        self.slots = slots
        self.ends: Ints = np.zeros((2, nodes), dtype=np.int64)
        sub.walk(root, COUNT, np.zeros((2, 1), dtype=np.float32), self.ends)
        self.regrets: NDArray[np.float32] = np.zeros((2, slots), dtype=np.float32)
        self.iterations = 0
        self.mass = sub.mass(root)

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self.iterations += 1
            t = self.iterations
            rule = regret_rule("dcfr", t)
            for seat in (0, 1):
                self.sub.walk(self.root, CFR, self.regrets, self.ends, seat=seat,
                              weight=float(t) ** 2, rule=rule)

    def exploitability(self) -> float:
        """Half NashConv of the average strategy, in points per hand that reaches the root."""
        best = [self.sub.walk(self.root, BR, self.regrets, self.ends, seat=seat).sum()
                for seat in (0, 1)]
        return float(best[0] + best[1]) / 2 / self.mass


@dataclass(frozen=True, slots=True)
class RootLine:
    """A round-2 root as a round-1 line of a :class:`FullSolver`'s tree reaches it: the public
    path there, the root, where its slots lie in the solver's arrays (the subgame's own layout:
    :meth:`Subgame.walk` from the root walks the same slots in the same order) and each seat's
    entries with their reach under the solver's round 1 (its average)."""

    path: tuple[int, ...]
    root: Root
    slots: tuple[int, int]
    entries: tuple[Ints, Ints]
    reach: tuple[Floats, Floats]


def root_lines(solver: FullSolver, size: int = 1 << 24) -> list[RootLine]:
    """Every round-2 root of the solver's tree, by round-1 line, in the tree's order."""
    oi: Ints = np.zeros(size, dtype=np.int64)
    of: Floats = np.zeros(size, dtype=np.float64)
    oi[0] = 4
    k = solver.spec.k
    walk_node((solver.gi, solver.gw), k, solver.ia, solver.fa, solver.rs, solver.ends, 0,
              ROOTS, 0.0, (1.0, 1.0, 1.0, 0.0), (solver.root, solver.root), ROOT_STATE,
              out_arrays=(oi, of))
    if oi[2]:
        raise ValueError(f"the list of roots needs more than {size} numbers")
    out = []
    i, f = 4, 0
    for _ in range(int(oi[1])):
        assert oi[i] == ROOT_RECORD
        plen = int(oi[i + 1])
        path = tuple(int(c) for c in oi[i + 2:i + 2 + plen])
        i += 2 + plen
        step, raiser, start, end, n0 = (int(x) for x in oi[i:i + 5])
        e0 = oi[i + 5:i + 5 + n0].copy()
        i += 5 + n0
        n1 = int(oi[i])
        e1 = oi[i + 1:i + 1 + n1].copy()
        i += 1 + n1
        r0, r1 = of[f:f + n0].copy(), of[f + n0:f + n0 + n1].copy()
        f += n0 + n1
        a, b = (c for c in path if c < k)
        out.append(RootLine(path, (a, b, step, raiser), (start, end), (e0, e1), (r0, r1)))
    return out
