"""A round 1 held fixed: what ships read back into the solver (:func:`read_shipped`, the inverse
of :func:`shipped_entry`), rounds 2-3 learnt under it (``FullSolver.fixed_round1``) and re-solved
root by root with the gadget (:mod:`truco.solver.full.resolve`), on a seven-card deck with the
whole ladder or a shorter one (re-raises included)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("numba")

from truco.core.cards import Card  # noqa: E402
from truco.core.rules import Rules  # noqa: E402
from truco.solved.classes import Classes  # noqa: E402
from truco.solver.full.kernel_base import BR  # noqa: E402
from truco.solver.full.resolve import Resolver, bounds  # noqa: E402
from truco.solver.full.ship import read_shipped, shipped_entry  # noqa: E402
from truco.solver.full.solve import FullSolver  # noqa: E402
from truco.solver.full.subgame import Subgame, root_lines  # noqa: E402

RULES = Rules.preset("paulista")  # the ladder 1-3-6-9-12
#: Seven cards in six strength classes (three 4s tie), one stays unseen.
DECK = (("4c", "4h", "4s"), ("6s",), ("Kc",), ("3c",), ("Qd",), ("Qc",))


def classes() -> Classes:
    return Classes(tuple(range(len(DECK))), tuple(tuple(Card.parse(c) for c in g) for g in DECK))


@cache
def shipped() -> tuple[dict[str, Any], dict[str, Any]]:
    """A short solve's shipped entry (as the file holds it) and its figures."""
    solver = FullSolver(RULES, classes(), rule="dcfr")
    solver.run(40)
    entry, figures = shipped_entry(solver)
    return json.loads(json.dumps(entry)), figures


def reader(rounds: int = 3) -> FullSolver:
    solver = FullSolver(RULES, classes(), rule="dcfr")
    read_shipped(solver, shipped()[0], rounds=rounds)
    return solver


def round1(solver: FullSolver) -> dict[tuple[int, ...], dict[int, tuple[float, ...]]]:
    """Round 1's strategy where it is played: path -> class hand -> probabilities."""
    return {path: {e >> 16: probs for e, (_, _, probs) in node.entries.items()}
            for path, node in solver.export(1, min_reach=0.0).items()}


def test_what_ships_read_back_into_the_solver_has_the_shipped_best_responses() -> None:
    _, figures = shipped()
    solver = reader()
    assert solver.best_responses() == pytest.approx(figures["shipped_best_responses"], abs=2e-6)
    assert solver.exploitability() == pytest.approx(figures["shipped_exploitability"], abs=2e-6)
    for path, hands in round1(solver).items():  # round 1 in 15ths, as the file writes it
        for probs in hands.values():
            assert [round(p * 15, 6) for p in probs] == [round(p * 15) for p in probs], path


def test_round_1_read_alone_leaves_the_later_rounds_and_a_fixed_round_1_never_moves() -> None:
    both = reader(rounds=1)
    assert round1(both) == round1(reader())
    before = round1(both)
    both.fixed_round1 = frozenset({0, 1})
    both.run(5)
    assert round1(both) == before  # learning happened only in rounds 2-3
    free = reader(rounds=1)
    free.run(5)
    assert round1(free) != before  # without the fixing, round 1 learns too


def test_the_best_later_rounds_under_the_shipped_round_1_lose_far_less_than_what_ships() -> None:
    """Seat s's round 1 fixed, the other seat free everywhere: CFR finds seat s's best rounds
    2-3 against every reply, round 1 included. Both seats so, the strategy played loses a small
    part of what the shipped one does (the keys of rounds 2-3 cost most of it), and less than
    re-solving rounds 2-3 against the ranges round 1 gives, which a best response punishes by
    leaving round 1's lines."""
    _, figures = shipped()
    best = []
    for seat in (0, 1):
        solver = reader(rounds=1)
        solver.fixed_round1 = frozenset({seat})
        solver.run(40)
        best.append(float(solver.values(1 - seat, BR).sum()))
    played = sum(best) / 2
    assert played < figures["shipped_exploitability"] / 5
    naive = reader(rounds=1)
    naive.fixed_round1 = frozenset({0, 1})
    naive.run(20)
    assert naive.exploitability() > 2 * played


def test_an_entry_of_another_tree_is_refused() -> None:
    entry, _ = shipped()
    solver = FullSolver(RULES, classes(), rule="dcfr")
    with pytest.raises(ValueError, match="caps"):
        read_shipped(solver, {**entry, "caps": [*entry["caps"][:-1], 2]})
    line = next(iter(entry["round1"]))
    longer = {**entry["round1"], line: entry["round1"][line] + "f"}
    with pytest.raises(ValueError, match="too many"):
        read_shipped(solver, {**entry, "round1": longer})
    with pytest.raises(ValueError, match="numbers for"):
        solver.import_round1(lambda path, widths: {h: (1.0,) * (n + 1) for h, n in widths.items()})


@pytest.mark.parametrize("seat", [0, 1])
def test_re_solving_every_root_with_the_gadget_plays_as_well_as_the_solve_its_bounds_come_from(
        seat: int) -> None:
    """The browser's method, offline: at every round-2 root, seat ``seat`` re-solves its rounds
    2-3 from its reach under the shipped round 1, the other seat's bounds being what it wins
    best responding to a solve with that round 1 fixed; put together, the re-solved rounds give
    the other seat what that solve gives it, and each root's bounds hold."""
    rules = RULES.with_options(ladder=[1, 3, 6])
    solver = FullSolver(rules, classes(), rule="dcfr")
    solver.run(20)
    entry, _ = shipped_entry(solver)
    fixed = FullSolver(rules, classes(), rule="dcfr")
    read_shipped(fixed, entry, rounds=1)
    fixed.fixed_round1 = frozenset({seat})
    fixed.run(40)
    target = float(fixed.values(1 - seat, BR).sum())
    solved = fixed.rs.copy()
    sub = Subgame(rules, classes())
    lines = root_lines(fixed)
    assert sum(hi - lo for lo, hi in (line.slots for line in lines)) < fixed.sizes.slots
    for line in lines:
        lo, hi = line.slots
        assert sub.size(line.root)[0] == hi - lo
        bound = bounds(sub, line.root, seat, solved[:, lo:hi], line.reach[seat])
        resolver = Resolver(sub, line.root, seat, line.reach[seat], bound)
        resolver.run(100)
        assert resolver.worst_excess() < 1e-3
        fixed.rs[:, lo:hi] = resolver.regrets
    assert float(fixed.values(1 - seat, BR).sum()) == pytest.approx(target, abs=2e-3)


def test_the_fixed_round_1_solves_are_two_tasks_a_vira_class_and_pair_into_one_figure() -> None:
    """``solve full --fixed-round1``: one task per seat whose round 1 is the shipped one (each
    its own checkpoint), and the class's exploitability is half what both best responses win."""
    from truco.solved.classes import vira_classes
    from truco.solver.full.report import _fixed_pairs, tasks_for
    from truco.solver.full.ship import shipped_class_entry

    rules = Rules.preset("paulista")
    tasks = tasks_for(rules, iterations=5, fixed_round1=True)
    groups = vira_classes(rules)
    assert [(t.vira_class, t.fixed_round1) for t in tasks] == [(g, s) for g in groups
                                                               for s in (0, 1)]
    assert len({t.key for t in tasks}) == len(tasks)
    assert "seat 1 wins" in tasks[0].figure and "seat 0 wins" in tasks[1].figure
    for group in groups:  # each class's shipped entry is found, and is of its own class
        assert shipped_class_entry(rules, group)["caps"] == list(group.classes.caps)
    with pytest.raises(ValueError, match="no shipped solution"):
        shipped_class_entry(Rules.preset("paulista-fpt"), vira_classes(rules)[0])
    one = {"best_response_to_fixed": 0.3, "iterations": 9, "seconds": 1.0,
           "peak_memory_mb": 5.0, "history": []}
    other = {**one, "best_response_to_fixed": -0.1, "iterations": 7, "peak_memory_mb": 6.0}
    (pair,) = _fixed_pairs([one, other])
    assert pair["exploitability"] == pytest.approx(0.1)
    assert pair["best_response"] == [-0.1, 0.3]  # seat 0's (against seat 1), then seat 1's
    assert pair["iterations"] == 7 and pair["peak_memory_mb"] == 6.0 and pair["value"] is None
