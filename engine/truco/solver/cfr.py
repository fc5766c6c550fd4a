"""CFR+ on a sequence-form game, exact best response and exploitability.

The game is ``x0 @ A @ x1`` (seat 0's payoff), ``A`` a sum of dense blocks and ``x`` the seats'
realization plans over their treeplexes. One iteration updates each seat in turn (alternating
updates): the gradient ``A @ x1`` (or ``-A.T @ x0``) gives each sequence its leaf values; a pass up
the treeplex adds the values of the information sets below and turns them into counterfactual
values; regret-matching+ turns regrets into the next strategy. The average strategy is the average
of the realization plans weighted by the square of the iteration number (quadratic averaging,
as in discounted CFR with gamma = 2: it forgets the poor early strategies sooner).

Exploitability is exact: a best response is one pass up the treeplex taking the best action of
every information set. The figure reported is ``(BR0 + BR1) / 2`` in points per hand, where
``BRi`` is what seat ``i`` wins by best-responding to the other seat's average strategy (their sum,
the Nash gap, is zero only at an equilibrium).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from truco.solver.tree import Tree, Treeplex

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
Blocks = list[tuple[IntArray, IntArray, FloatArray]]


class Plex:
    """A seat's treeplex as arrays, with its regrets, current strategy and average plan."""

    def __init__(self, t: Treeplex) -> None:
        a = t.arrays()
        self.parent, self.first, self.seq_infoset = a["parent"], a["first"], a["seq_infoset"]
        self.n_seq = t.n_seq
        self.levels = t.levels
        counts = np.diff(np.append(self.first, self.n_seq))
        self.width = np.zeros(self.n_seq)
        self.width[1:] = counts[self.seq_infoset[1:]]
        self.regret = np.zeros(self.n_seq)
        self.sigma = np.zeros(self.n_seq)
        self.sigma[1:] = 1.0 / self.width[1:]
        self.sigma[0] = 1.0
        self.plan = self.realize(self.sigma)
        self.average = np.zeros(self.n_seq)
        self.weight = 0.0

    def realize(self, sigma: FloatArray) -> FloatArray:
        """The realization plan of a behaviour strategy (top-down)."""
        x = np.zeros(self.n_seq)
        x[0] = 1.0
        for _, _, s0, s1 in self.levels:
            x[s0:s1] = x[self.parent[self.seq_infoset[s0:s1]]] * sigma[s0:s1]
        return x

    def behaviour(self, plan: FloatArray) -> FloatArray:
        """The behaviour strategy of a realization plan (uniform where the plan never goes)."""
        reach = plan[self.parent[self.seq_infoset[1:]]]
        sigma = np.ones(self.n_seq)
        sigma[1:] = np.where(reach > 0, plan[1:] / np.where(reach > 0, reach, 1.0),
                             1.0 / self.width[1:])
        return sigma

    def values(self, gradient: FloatArray, sigma: FloatArray | None) -> tuple[FloatArray, FloatArray]:
        """Counterfactual value of every sequence and of every information set, bottom-up; with
        ``sigma=None`` each information set takes its best action (a best response)."""
        cfv = gradient.copy()
        inf_value = np.zeros(len(self.parent))
        for i0, i1, s0, s1 in reversed(self.levels):
            v = cfv[s0:s1]
            starts = self.first[i0:i1] - s0
            if sigma is None:
                value = np.maximum.reduceat(v, starts)
            else:
                value = np.add.reduceat(v * sigma[s0:s1], starts)
            inf_value[i0:i1] = value
            np.add.at(cfv, self.parent[i0:i1], value)
        return cfv, inf_value

    def best_response(self, gradient: FloatArray, tie: float = 1e-12) -> FloatArray:
        """A pure best response to the leaf values ``gradient``: at every information set the
        first action within ``tie`` of the highest counterfactual value (rounding must not make
        a surrender, always listed last, beat a play worth exactly as much)."""
        cfv, inf_value = self.values(gradient, None)
        best = cfv[1:] >= inf_value[self.seq_infoset[1:]] - tie
        counted = np.cumsum(best)
        before = np.concatenate([[0], counted])[self.first - 1]  # best ones before each set
        sigma = np.ones(self.n_seq)
        sigma[1:] = best & (counted - before[self.seq_infoset[1:]] == 1)
        return sigma

    def update(self, gradient: FloatArray, weight: float) -> None:
        """One CFR+ step: regrets from the counterfactual values, then the next strategy."""
        cfv, inf_value = self.values(gradient, self.sigma)
        inst = cfv[1:] - inf_value[self.seq_infoset[1:]]
        np.maximum(self.regret[1:] + inst, 0.0, out=self.regret[1:])
        total = np.add.reduceat(self.regret[1:], self.first - 1)[self.seq_infoset[1:]]
        self.sigma[1:] = np.where(total > 0, self.regret[1:] / np.where(total > 0, total, 1.0),
                                  1.0 / self.width[1:])
        self.plan = self.realize(self.sigma)
        self.average += weight * self.plan
        self.weight += weight

    @property
    def mean_plan(self) -> FloatArray:
        return self.average / self.weight if self.weight else self.plan


class Payoff:
    """``A`` as dense blocks: products with a seat-1 plan (rows) or a seat-0 plan (columns)."""

    def __init__(self, blocks: Blocks, n0: int, n1: int) -> None:
        self.blocks = blocks
        self.n0, self.n1 = n0, n1

    def times(self, x1: FloatArray) -> FloatArray:
        """``A @ x1``: seat 0's leaf value of each of its sequences."""
        out = np.zeros(self.n0)
        for rows, cols, m in self.blocks:
            out[rows] += m @ x1[cols]
        return out

    def times_t(self, x0: FloatArray) -> FloatArray:
        """``x0 @ A``: seat 0's payoff at seat 1's leaf sequences."""
        out = np.zeros(self.n1)
        for rows, cols, m in self.blocks:
            out[cols] += x0[rows] @ m
        return out

    def value(self, x0: FloatArray, x1: FloatArray) -> float:
        return float(x0 @ self.times(x1))


@dataclass
class Report:
    """Where a solve got to."""

    iterations: int
    exploitability: float  # (BR0 + BR1) / 2, points per hand
    nash_gap: float  # BR0 + BR1
    value: float  # seat 0's expected points margin under the average strategies
    seconds: float
    history: list[tuple[int, float]] = field(default_factory=list)  # (iteration, exploitability)


class Solver:
    """CFR+ (alternating updates, regret-matching+, quadratic averaging) on a tree."""

    def __init__(self, tree: Tree) -> None:
        self.tree = tree
        self.plex = (Plex(tree.players[0]), Plex(tree.players[1]))
        self.payoff = Payoff(tree.payoff(lambda r: float(r.margin)), self.plex[0].n_seq,
                             self.plex[1].n_seq)
        self.iterations = 0

    def step(self) -> None:
        self.iterations += 1
        t = float(self.iterations) ** 2  # quadratic averaging: later strategies weigh more
        p0, p1 = self.plex
        p0.update(self.payoff.times(p1.plan), t)
        p1.update(-self.payoff.times_t(p0.plan), t)

    def best_responses(self) -> tuple[float, float]:
        """What each seat wins by best-responding to the other's average strategy."""
        p0, p1 = self.plex
        br0 = p0.values(self.payoff.times(p1.mean_plan), None)[0][0]
        br1 = p1.values(-self.payoff.times_t(p0.mean_plan), None)[0][0]
        return float(br0), float(br1)

    def exploitability(self) -> float:
        br0, br1 = self.best_responses()
        return (br0 + br1) / 2

    def run(self, *, iterations: int | None = None, target: float = 1e-3, check_every: int = 10,
            max_iterations: int = 20000,
            progress: Callable[[int, float], None] | None = None) -> Report:
        """Iterate a fixed number of times, or until the exploitability is at most ``target``."""
        start = time.perf_counter()
        history: list[tuple[int, float]] = []
        limit = iterations if iterations is not None else max_iterations
        while self.iterations < limit:
            self.step()
            if iterations is None and self.iterations % check_every == 0:
                e = self.exploitability()
                history.append((self.iterations, e))
                if progress is not None:
                    progress(self.iterations, e)
                if e <= target:
                    break
        br0, br1 = self.best_responses()
        value = self.payoff.value(self.plex[0].mean_plan, self.plex[1].mean_plan)
        return Report(self.iterations, (br0 + br1) / 2, br0 + br1, value,
                      time.perf_counter() - start, history)
