"""The variants a preset needs solved, one solve, and what a solution says per hand.

A *variant* is one locked game: a preset, ``eleven`` or ``iron``, a vira class and, for the hand of
eleven, the seat at eleven (mão or dealer). Values are in points: a seat's expected points minus
the other seat's, before the match cap.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from truco.core.rules import Rules
from truco.solved.classes import ClassHand, ViraClass, vira_classes
from truco.solver.cfr import FloatArray, Payoff, Report, Solver
from truco.solver.locked import DEALER, MAO, LockedGame, LockedKind
from truco.solver.tree import ACCEPT, DECLINE, Tree, build

SEAT_NAMES = ("mao", "dealer")


@dataclass(frozen=True, slots=True)
class Variant:
    rules: Rules
    kind: LockedKind
    vira_class: ViraClass
    decider: int | None = None

    @property
    def name(self) -> str:
        who = "" if self.decider is None else f" decider={SEAT_NAMES[self.decider]}"
        return f"{self.rules.preset_name} {self.kind} vira={self.vira_class.key}{who}"

    def game(self) -> LockedGame:
        return LockedGame(self.rules, self.vira_class.classes, self.kind, self.decider)


def variants(rules: Rules, kind: LockedKind) -> list[Variant]:
    """Every variant of a preset: one per vira class (and per decider for the hand of eleven)."""
    deciders: tuple[int | None, ...] = (MAO, DEALER) if kind == "eleven" else (None,)
    return [Variant(rules, kind, group, d) for group in vira_classes(rules) for d in deciders]


@dataclass(frozen=True, slots=True)
class HandDecision:
    """The decider's hand of eleven with one class hand, against the solved opponent."""

    hand: ClassHand
    probability: float  # chance of being dealt this class hand
    accept: float  # probability of accepting in the solved strategy
    value_accept: float  # the decider's points margin if it accepts (then plays the solution)
    value_decline: float
    win_accept: float  # chance the decider wins the hand if it accepts


class Solution:
    """A solved variant: the tree, the solver state and the solve report."""

    def __init__(self, variant: Variant, tree: Tree, solver: Solver, report: Report) -> None:
        self.variant, self.tree, self.solver, self.report = variant, tree, solver, report
        self._wins: dict[int, Payoff] = {}

    def _win_payoff(self, seat: int) -> Payoff:
        """``A`` for "``seat`` wins the hand" (1 or 0), built once."""
        if seat not in self._wins:
            p0, p1 = self.solver.plex
            self._wins[seat] = Payoff(self.tree.payoff(lambda r: float(r.winner == seat)),
                                      p0.n_seq, p1.n_seq)
        return self._wins[seat]

    @property
    def value(self) -> float:
        """The mão's points margin under the solved strategies."""
        return self.report.value

    def wins(self, seat: int) -> float:
        """The chance that ``seat`` wins the hand (a declined hand of eleven counts too)."""
        p0, p1 = self.solver.plex
        return self._win_payoff(seat).value(p0.mean_plan, p1.mean_plan)

    def gradient(self, seat: int, payoff: Payoff, sign: float = 1.0) -> FloatArray:
        """Leaf values of ``seat``'s sequences against the other seat's solved (average) strategy."""
        other = self.solver.plex[1 - seat].mean_plan
        g = payoff.times(other) if seat == 0 else payoff.times_t(other)
        return sign * g

    @cached_property
    def best_responses(self) -> tuple[FloatArray, FloatArray]:
        """Each seat's pure best response to the other's solved strategy (points margin)."""
        sign = (1.0, -1.0)
        return (self.solver.plex[0].best_response(self.gradient(0, self.solver.payoff, sign[0])),
                self.solver.plex[1].best_response(self.gradient(1, self.solver.payoff, sign[1])))

    @cached_property
    def decisions(self) -> list[HandDecision]:
        """Per decider class hand: the solved probability of accepting, the value of accepting
        and the chance to win then, and the value of declining.

        Accepting is valued by the best continuation against the solved opponent (a best
        response below the accept): for the hands the solution accepts that is its own play (up
        to the exploitability), and for the hands it declines it answers "what if I accepted?"
        without relying on play the solution never trained."""
        seat = self.variant.decider
        if seat is None:
            raise ValueError("an iron hand has no decision")
        game = self.variant.game()
        plex = self.solver.plex[seat]
        sigma = plex.behaviour(plex.mean_plan)
        best = self.best_responses[seat]
        cfv = plex.values(self.gradient(seat, self.solver.payoff, 1.0 if seat == 0 else -1.0),
                          None)[0]
        wins = plex.values(self.gradient(seat, self._win_payoff(seat)), best)[0]
        tree = self.tree.players[seat]
        i0, i1, s0, s1 = tree.levels[0]
        actions = np.asarray(tree.seq_action[s0:s1])
        accept_seq = s0 + np.nonzero(actions == ACCEPT)[0]
        decline_seq = s0 + np.nonzero(actions == DECLINE)[0]
        assert (decline_seq == accept_seq + 1).all()  # every hand: accept, then decline
        hands = np.asarray(tree.inf_hand[i0:i1])
        prob = self.tree.chance.sum(axis=1)[hands]  # symmetric: either seat's chance of a hand
        decline = float(game.decline().margin) * (1.0 if seat == 0 else -1.0)
        return [HandDecision(self.tree.hands[h], float(prob[i]), float(sigma[a]),
                             float(cfv[a] / prob[i]), decline, float(wins[a] / prob[i]))
                for i, (h, a) in enumerate(zip(hands, accept_seq, strict=True))]

    def lead(self, *, min_reach: float = 0.01) -> list[dict[int, float]]:
        """The mão's first card per class hand (class -> probability; surrender is
        :data:`truco.solver.tree.FOLD`): the solved strategy where the mão plays the hand with
        probability at least ``min_reach``, else (a hand of eleven the solution declines) the best
        response to the solved opponent, as for the value of accepting."""
        history = () if self.variant.decider is None else (ACCEPT,)
        node = self.tree.node_of(history)
        assert node is not None
        tree = self.tree.players[MAO]
        plan = self.solver.plex[MAO].mean_plan
        best = self.best_responses[MAO]
        out: list[dict[int, float]] = [{} for _ in self.tree.hands]
        for i in range(tree.n_infosets):
            if tree.inf_node[i] != node:
                continue
            reach = plan[tree.parent[i]]
            seqs = self.tree.actions(MAO, i)
            if reach >= min_reach:
                out[tree.inf_hand[i]] = {code: float(plan[s] / reach) for s, code in seqs}
            else:
                out[tree.inf_hand[i]] = {code: float(best[s]) for s, code in seqs}
        return out

    @property
    def iterations_to(self) -> dict[float, int | None]:
        """The first checked iteration at which the exploitability was at most 1e-3 and 1e-4."""
        return {t: next((i for i, e in self.report.history if e <= t), None) for t in (1e-3, 1e-4)}


def solve(variant: Variant, *, iterations: int | None = None, target: float = 1e-3,
          progress: Callable[[int, float], None] | None = None) -> Solution:
    """Build and solve one variant: a fixed number of iterations, or until ``target``."""
    tree = build(variant.game())
    solver = Solver(tree)
    report = solver.run(iterations=iterations, target=target, progress=progress)
    return Solution(variant, tree, solver, report)
