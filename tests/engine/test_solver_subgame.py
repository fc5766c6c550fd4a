"""Rounds 2-3 from a round-2 root (truco.solver.full.subgame): the subgames of every root add up
to the whole tree as the solver counts it, and CFR on one root converges."""

from __future__ import annotations

import pytest

from truco.core.cards import Card
from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solver.full.solve import FullSolver
from truco.solver.full.subgame import RootSolver, Subgame, round1_states

#: eight cards, each its own strength class (the solver's doctest deck and the 2 of diamonds)
DECK = Classes(tuple(range(8)), tuple((Card.parse(c),) for c in
                                      ("4c", "6s", "Kc", "3c", "Qd", "Qh", "Qc", "2d")))


@pytest.mark.parametrize("ladder", [[1, 2], [1, 3, 6, 9]], ids=["truco", "re-raises"])
def test_round_1_and_every_round_2_subgame_are_the_whole_tree(ladder: list[int]) -> None:
    """Round 1's slots, plus each round-2 root's slots once for every betting line of round 1
    that reaches it, are the slots of the whole tree: the subgame walk starts where the solver's
    own walk enters round 2, with the same entries and the same state."""
    rules = Rules().with_options(ladder=ladder)
    whole = FullSolver(rules, DECK)
    round1 = sum(len(codes) for node in whole.export(1).values()
                 for _, codes, _ in node.entries.values())
    sub = Subgame(rules, DECK)
    lines = round1_states(sub.spec.top)
    later = sum(count * sub.size((a, b, step, raiser))[0]
                for a, b in sub.pairs() for (step, raiser), count in lines.items())
    assert round1 > 0 and later > 0
    assert round1 + later == whole.sizes.slots


def test_round1_states_count_the_betting_lines_of_a_truco() -> None:
    """With one raise (top 1): no raise; the mão's truco on its card, accepted; the dealer's
    truco on its card, accepted."""
    assert round1_states(1) == {(0, -1): 1, (1, 0): 1, (1, 1): 1}


def test_cfr_on_a_root_converges() -> None:
    sub = Subgame(Rules().with_options(ladder=[1, 3, 6, 9]), DECK)
    root = max(((a, b, 0, -1) for a, b in sub.pairs()), key=lambda r: sub.size(r)[0])
    solver = RootSolver(sub, root)
    seen = []
    for target in (5, 50, 300):
        solver.run(target - solver.iterations)
        seen.append(solver.exploitability())
    assert seen[0] > seen[1] > seen[2] >= -1e-9
    assert seen[2] < 5e-3
