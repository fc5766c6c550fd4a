"""The browser re-solver's inputs (:mod:`truco.solved.roots`, standard library) are the offline
solver's: on a seven-card deck with the ladder 1-3-6 (re-raises included), every round-2 root of
a solver that read a shipped entry's round 1 has the same root, kernel state, entries and reaches
as the run-time module gives from the round-1 line alone, and the kernel's tables are
``Spec.tables()``; then a real paulista class from an engine hand."""

from __future__ import annotations

import json
import struct
from collections.abc import Sequence
from functools import cache
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("numba")

from truco.core.cards import Card  # noqa: E402
from truco.core.rules import Rules  # noqa: E402
from truco.notation.scenario import Scenario  # noqa: E402
from truco.observation import observe  # noqa: E402
from truco.solved import roots  # noqa: E402
from truco.solved.classes import Classes  # noqa: E402
from truco.solved.ladder import Line, ViraSolution, solution_for  # noqa: E402
from truco.solved.rulings import Rulings  # noqa: E402
from truco.solver.full.ship import read_shipped, shipped_entry  # noqa: E402
from truco.solver.full.solve import FullSolver  # noqa: E402
from truco.solver.full.spec import Spec, result_code  # noqa: E402
from truco.solver.full.subgame import RootLine, Subgame, root_lines  # noqa: E402

RULES = Rules.preset("paulista").with_options(ladder=[1, 3, 6])
#: tests/engine/test_solver_round1.py's deck: seven cards in six strength classes.
DECK = (("4c", "4h", "4s"), ("6s",), ("Kc",), ("3c",), ("Qd",), ("Qc",))


def classes() -> Classes:
    return Classes(tuple(range(len(DECK))), tuple(tuple(Card.parse(c) for c in g) for g in DECK))


@cache
def setup() -> tuple[ViraSolution, FullSolver, list[RootLine]]:
    """A short solve's shipped entry as the reader holds it, and a solver that read its round 1
    (the later rounds as they were), with its round-2 roots."""
    solver = FullSolver(RULES, classes(), rule="dcfr")
    solver.run(20)
    entry: dict[str, Any] = json.loads(json.dumps(shipped_entry(solver)[0]))
    spec = solver.spec
    sol = ViraSolution.from_entry(entry, spec.classes, spec.top, spec.cover_from)
    fresh = FullSolver(RULES, classes(), rule="dcfr")
    read_shipped(fresh, entry, rounds=1)
    return sol, fresh, root_lines(fresh)


def kernel_state(spec: Spec, a: int, b: int, step: int, raiser: int) -> tuple[int, ...]:
    """The root's state as ``Subgame.walk`` lays it out, from the solver's arrays."""
    winner = int(spec.round_winner[0, a, b])
    lead = int(spec.round_lead[0, a, b])
    return (1, result_code(0, None if winner < 0 else winner), lead, -1, step, raiser, -1, lead,
            1, -1)


def float32_odds(counts: Sequence[int], i: int) -> float:
    """The solver's probability of a shipped count: ``read_shipped`` stores ``count / 15`` in its
    float32 average, which the kernel normalises in float64."""
    stored: list[float] = [struct.unpack("f", struct.pack("f", c / 15))[0] for c in counts]
    total = 0.0
    for x in stored:
        total += x
    return stored[i] * (1.0 / total)


def test_every_root_of_the_solver_is_the_run_time_modules_from_its_round_1_line(
        monkeypatch: pytest.MonkeyPatch) -> None:
    sol, solver, lines = setup()
    rulings = Rulings.of(RULES, classes())
    sub = Subgame(RULES, classes())
    assert len(lines) > 100 and {line.root[3] for line in lines} == {-1, 0, 1}
    assert any(line.root[2] == 2 for line in lines)  # a raise raised again
    got = {line.path: roots.root_inputs(sol, rulings, line.path) for line in lines}
    positive = 0
    for line in lines:
        mine = got[line.path]
        assert mine.root == line.root
        assert mine.state == kernel_state(solver.spec, *line.root)
        assert mine.state == roots.root_state(rulings, line.root)
        assert mine.entries == (line.entries[0].tolist(), line.entries[1].tolist())
        assert mine.entries == tuple(e.tolist() for e in sub.entries(*line.root[:2]))
        for seat in (0, 1):
            # the exact shipped probabilities; the solver holds them in float32
            assert mine.reach[seat] == pytest.approx(line.reach[seat].tolist(), rel=1e-6, abs=0)
            positive += sum(r > 0 for r in mine.reach[seat])
    assert positive > 1000
    # with the solver's float32 rounding, to the last bit
    monkeypatch.setattr(roots, "odds", float32_odds)
    for line in lines:
        mine = roots.root_inputs(sol, rulings, line.path)
        for seat in (0, 1):
            assert np.abs(np.asarray(mine.reach[seat]) - line.reach[seat]).max() <= 1e-12


def test_a_line_that_is_not_a_finished_round_1_is_refused() -> None:
    sol, _, lines = setup()
    rulings = Rulings.of(RULES, classes())
    k = sol.classes.size
    path = lines[0].path
    for bad in (path[:-1], (*path, 0), (k + 2, 0, 1), (0, k + 1, k + 3), (0, k, 1),
                (k + 1, k + 1, k + 1, k + 1, 0, 1)):  # past the top of the ladder
        with pytest.raises(ValueError):
            roots.root_inputs(sol, rulings, bad)


def test_the_kernel_tables_are_the_solvers() -> None:
    for rules, cls in ((RULES, classes()),
                       (Rules.preset("paulista"), Classes.of(Rules(), Card.parse("4h")))):
        gi, chance = roots.kernel_tables(rules, cls)
        ints, weights = Spec.of(rules, cls).tables()
        assert gi == ints.tolist()
        assert np.array_equal(np.frombuffer(chance, dtype=np.float64), weights.ravel())


def test_a_paulista_hand_in_round_2_reads_its_root_from_the_shipped_solution() -> None:
    """Round 1 of a real hand (the dealer's truco after the mão's card, accepted; both cards
    down: lines the solution plays): the root, from the seat's own observation, is the one its
    line names, with the solver's entries; each seat's reach of its real hand is what the
    shipped solution plays at that seat's observations along round 1."""
    dealt = [["3h", "Qs", "Qc"], ["Ad", "Jd", "2c"]]
    actions = ["play Qs", "raise", "accept", "play Jd"]

    def view(n: int, seat: int) -> Any:
        return observe(Scenario.from_json({"vira": "4h", "hands": dealt,
                                           "actions": actions[:n]}).play(), seat)

    obs = view(4, 1)  # the dealer won round 1 and leads round 2
    assert obs.to_act == 1
    got = roots.view_root(obs)
    sol = solution_for(obs.rules, obs.vira)
    assert got is not None and sol is not None
    k, cls = sol.classes.size, sol.classes.class_of
    queen, jack = cls(Card.parse("Qs")), cls(Card.parse("Jd"))
    line = Line.of(obs, sol.classes)
    assert line is not None and line.codes == (queen, k + 1, k + 2, jack)
    assert got.root == (queen, jack, 1, 1)  # the dealer raised, the mão accepted
    entries = Subgame(obs.rules, sol.classes).entries(queen, jack)
    assert got.entries == (entries[0].tolist(), entries[1].tolist())
    for reach in got.reach:
        assert all(0.0 <= r <= 1.0 for r in reach) and sum(r > 0 for r in reach) > 10
    hands = sol.classes.hands()
    for seat, turns in ((0, ((0, "play Qs"), (2, "accept"))), (1, ((1, "raise"), (3, "play Jd")))):
        expected = 1.0
        for n, action in turns:  # the seat's own decisions, as the engine's player reads them
            strategy = sol.strategy(view(n, seat))
            assert strategy is not None
            expected *= dict((str(a), p) for a, p in strategy).get(action, 0.0)
        hand = hands.index(tuple(sorted(cls(Card.parse(c)) for c in dealt[seat])))
        at = [e >> 16 for e in got.entries[seat]].index(hand)
        assert expected > 0.05
        assert got.reach[seat][at] == pytest.approx(expected, rel=1e-12, abs=0)
    assert roots.view_root(view(1, 1)) is None  # still round 1
