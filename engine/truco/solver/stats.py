"""How a hand goes under given strategies: how often each round is tied, how many rounds are
played, how hands end and who wins, computed exactly from the sequence form (no sampling).

The solver's leaves are results (winner, points, ruling code) and say nothing of the rounds that
led to them. :class:`TracedGame` is the same locked game whose results also carry the rounds'
winners in order: its tree has the same information sets and sequences, numbered alike (only the
leaves differ), so realization plans of a solved tree play in the traced one unchanged. The chance
of every leaf is then one pass over the leaf blocks: chance weight times both plans.

>>> from truco.core.rules import Rules
>>> from truco.solved.classes import vira_classes
>>> from truco.solver.cfr import Solver
>>> from truco.solver.tree import build
>>> rules = Rules.preset("mineiro")
>>> game = LockedGame(rules, vira_classes(rules)[0].classes, "iron")
>>> solver = Solver(build(game))
>>> solver.run(iterations=3).iterations
3
>>> plans = (solver.plex[0].mean_plan, solver.plex[1].mean_plan)
>>> figures = round_figures(leaf_chances(build(traced(game)), plans))
>>> round(figures["total"], 9), abs(figures["value"] - solver.payoff.value(*plans)) < 1e-9
(1.0, True)
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from truco.solver.locked import MAO, LockedGame, Public, Result
from truco.solver.tree import FloatArray, Tree

#: How a round went in a trace: won by the mão, by the dealer, tied.
ROUND_MARKS = {MAO: "m", 1 - MAO: "d", None: "t"}
SEP = "|"


@dataclass(frozen=True, slots=True)
class TracedGame(LockedGame):
    """A locked game whose results' codes end with ``|`` and the rounds played (``m`` the mão
    won it, ``d`` the dealer, ``t`` tied): ``'win-plus-tie|tm'``."""

    def settle(self, results: tuple[int | None, ...]) -> Result | None:
        result = LockedGame.settle(self, results)
        return None if result is None else _traced(result, results)

    def fold(self, public: Public) -> Result:
        return _traced(LockedGame.fold(self, public), public.results)

    def decline(self) -> Result:
        return _traced(LockedGame.decline(self), ())


def _traced(result: Result, results: tuple[int | None, ...]) -> Result:
    trace = "".join(ROUND_MARKS[r] for r in results)
    return Result(result.winner, result.points, f"{result.code}{SEP}{trace}")


def traced(game: LockedGame) -> TracedGame:
    """The traced twin of a locked game."""
    return TracedGame(game.rules, game.classes, game.kind, game.decider)


def leaf_chances(tree: Tree, plans: tuple[FloatArray, FloatArray],
                 chance: FloatArray | None = None) -> dict[Result, float]:
    """The chance of every leaf of ``tree`` when the seats play the realization plans ``plans``
    (``chance`` replaces the deal's chance matrix, e.g. to fix one seat's hand or both: only the
    hands it may deal are visited)."""
    weights = tree.chance if chance is None else chance
    held: tuple[NDArray[np.bool_], NDArray[np.bool_]] = (np.asarray(weights.any(axis=1)),
                                                         np.asarray(weights.any(axis=0)))
    totals = np.zeros(len(tree.leaves))
    for b in tree.blocks:
        rows, cols = np.nonzero(held[0][b.row_hands])[0], np.nonzero(held[1][b.col_hands])[0]
        if len(rows) == 0 or len(cols) == 0:
            continue
        w = (weights[np.ix_(b.row_hands[rows], b.col_hands[cols])] * plans[0][b.rows[rows]][:, None]
             * plans[1][b.cols[cols]][None, :])
        totals += np.bincount(b.leaf[np.ix_(rows, cols)].ravel().astype(np.int64), weights=w.ravel(),
                              minlength=len(tree.leaves))
    return {leaf: float(p) for leaf, p in zip(tree.leaves, totals, strict=True) if p > 0}


def round_figures(chances: dict[Result, float]) -> dict[str, Any]:
    """What traced leaf chances say: per round the chance that it is played and that it ends
    tied; how many rounds are played; how hands end (ruling codes); who wins; the mão's value."""
    played = [0.0, 0.0, 0.0]
    tied = [0.0, 0.0, 0.0]
    rounds: dict[int, float] = defaultdict(float)
    endings: dict[str, float] = defaultdict(float)
    wins = {"mao": 0.0, "dealer": 0.0, "nobody": 0.0}
    any_tie = value = total = 0.0
    for result, p in chances.items():
        code, _, trace = result.code.partition(SEP)
        total += p
        value += p * result.margin
        endings[code] += p
        rounds[len(trace)] += p
        wins["nobody" if result.winner is None else ("mao" if result.winner == MAO else "dealer")] += p
        for i, mark in enumerate(trace):
            played[i] += p
            tied[i] += p if mark == "t" else 0.0
        any_tie += p if "t" in trace else 0.0
    return {"total": total, "value": value, "played": played, "tied": tied, "any_tie": any_tie,
            "rounds": dict(sorted(rounds.items())), "endings": dict(sorted(endings.items())),
            "wins": wins}
