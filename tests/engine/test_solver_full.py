"""The solver of the hand with the ladder (truco.solver.full), on short decks and ladders defined
here, checked against a brute-force best response that plays the engine's own Hand with real cards
and every legal action (surrenders, round-3 covers and accept-then-raise included): the reduced
tree of the solver loses nothing a player could use."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("numba")

from truco.core.actions import Action, Kind  # noqa: E402
from truco.core.cards import Card  # noqa: E402
from truco.core.deal import Deal  # noqa: E402
from truco.core.hand import Hand  # noqa: E402
from truco.core.rules import Rules  # noqa: E402
from truco.core.strength import strength_table  # noqa: E402
from truco.solved.classes import Classes  # noqa: E402
from truco.solver.full.kernel_base import NONE, pack  # noqa: E402
from truco.solver.full.solve import FullSolver, Node  # noqa: E402

VIRA = Card.parse("7d")  # manilha Q
#: Seven cards: three 4s that tie, ordinary cards and two manilhas (Qd weakest, Qc the zap).
BRUTE_DECK = tuple(Card.parse(c) for c in ("4c", "4h", "4s", "6s", "3c", "Qd", "Qc"))
BRUTE_RULES = Rules.preset("paulista").with_options(ladder=[1, 2])
#: Pairs of tied cards: three tied rounds can happen. Six cards are all dealt (each seat could
#: tell the other's hand): these cases check the tie rules' payoffs; the seven-card cases above
#: check the best response where a card stays unseen.
TIE_DECK = tuple(Card.parse(c) for c in ("4c", "4h", "6c", "6h", "Kc", "Kh"))


def short_classes(rules: Rules, deck: tuple[Card, ...]) -> Classes:
    """The strength classes of a short deck, by the engine's strength table."""
    table = strength_table(rules, VIRA)
    groups: dict[int, list[Card]] = defaultdict(list)
    for card in deck:
        groups[table[card]].append(card)
    order = sorted(groups)
    return Classes(tuple(order), tuple(tuple(groups[s]) for s in order))


@cache
def solved(rules: Rules, deck: tuple[Card, ...], iterations: int) -> FullSolver:
    solver = FullSolver(rules, short_classes(rules, deck), rule="dcfr")
    solver.run(iterations)
    return solver


class Policy:
    """The solver's exported strategy, read at engine states."""

    def __init__(self, solver: FullSolver) -> None:
        self.solver = solver
        self.classes = solver.spec.classes
        self.k = solver.spec.k
        self.nodes: dict[tuple[int, ...], Node] = solver.export(3)
        self.hand_index = {tuple(int(c) for c in h): i for i, h in enumerate(solver.spec.hands)}

    def code(self, act: Action) -> int:
        """The public code of an engine action."""
        if act.kind is Kind.PLAY:
            assert act.card is not None
            return self.classes.class_of(act.card)
        return {Kind.COVER: self.k, Kind.RAISE: self.k + 1, Kind.ACCEPT: self.k + 2,
                Kind.FOLD: self.k + 3}[act.kind]

    def path(self, history: tuple[int, ...]) -> tuple[int, ...]:
        """The tree's path: accepting and raising at once is raising again (the same thing)."""
        accept, raise_ = self.k + 2, self.k + 1
        out = [c for i, c in enumerate(history)
               if not (c == accept and i + 1 < len(history) and history[i + 1] == raise_)]
        return tuple(out)

    def __call__(self, hand: Hand, seat: int, history: tuple[int, ...], covered: int
                 ) -> Iterator[tuple[Action, float]]:
        """The solved strategy of ``seat`` at an engine state; where the tree has no decision
        (round 3 with no raise open, or after the other seat covered in round 3) the seat plays
        its last card face up."""
        legal = hand.legal_actions()
        node = self.nodes.get(self.path(history))
        if node is None or node.actor != seat:
            assert hand.round_number == 3
            yield next(a for a in legal if a.kind is Kind.PLAY), 1.0
            return
        dealt = self.hand_index[self.classes.hand_of(hand.deal.hands[seat])]
        held = tuple(self.classes.class_of(c) for c in hand.hands[seat])
        _, codes, probs = node.entries[pack(dealt, held, covered)]
        distinct = sorted(set(held))
        covers = iter(distinct)
        for code, p in zip(codes, probs, strict=True):
            if code == self.k:
                cls = next(covers)
                act = next(a for a in legal if a.kind is Kind.COVER and a.card is not None
                           and self.classes.class_of(a.card) == cls)
            elif code < self.k:
                act = next(a for a in legal if a.kind is Kind.PLAY and a.card is not None
                           and self.classes.class_of(a.card) == code)
            else:
                kind = {self.k + 1: Kind.RAISE, self.k + 2: Kind.ACCEPT, self.k + 3: Kind.FOLD}[code]
                act = next(a for a in legal if a.kind is kind)
            if p > 0:
                yield act, p


State = tuple[Hand, tuple[float, float], tuple[int, ...], tuple[int, int]]


def brute_best_responses(rules: Rules, deck: tuple[Card, ...], solver: FullSolver
                         ) -> tuple[float, float]:
    """What each seat wins (points per hand, its own minus the other's) best-responding to the
    solved strategy of the other seat, by walking every deal of the short deck through the
    engine's Hand with every legal action. The two best responses share one walk: each state
    carries the chance of reaching it for either responder (the other seat's solved
    probabilities so far); where a seat acts every legal action is played, its own best
    response takes the best of them and the other seat's weighs them by the solution."""
    policy = Policy(solver)
    classes = policy.classes
    deals = [(a, b) for a in itertools.combinations(deck, 3)
             for b in itertools.combinations([c for c in deck if c not in a], 3)]
    start: list[State] = [(Hand(rules, Deal((m, d), VIRA), dealer=1),
                          (1.0 / len(deals), 1.0 / len(deals)), (), (-1, -1)) for m, d in deals]

    def key(state: State, responder: int) -> tuple[object, ...]:
        hand, _, _, cov = state
        return (frozenset(hand.deal.hands[responder]), cov[responder])

    def child(state: State, act: Action, weights: tuple[float, float]) -> State:
        hand, _, history, cov = state
        seat = hand.to_act
        assert seat is not None
        nxt = hand.copy()
        nxt.apply(act)
        if act.kind is Kind.COVER and hand.round_number == 2:
            c = list(cov)
            assert act.card is not None
            c[seat] = classes.class_of(act.card)
            cov = (c[0], c[1])
        return nxt, weights, (*history, policy.code(act)), cov

    Values = dict[tuple[object, ...], float]

    def solve(states: list[State]) -> tuple[Values, Values]:
        out: tuple[Values, Values] = (defaultdict(float), defaultdict(float))
        if states[0][0].finished:
            for s in states:
                outcome = s[0].outcome
                assert outcome is not None
                margin = outcome.points[0] - outcome.points[1]
                out[0][key(s, 0)] += s[1][0] * margin
                out[1][key(s, 1)] -= s[1][1] * margin
            return out
        seat = states[0][0].to_act
        assert seat is not None
        other = 1 - seat  # the responder for whom ``seat`` plays the solution here
        groups: dict[int, list[State]] = defaultdict(list)
        choices: dict[tuple[object, ...], list[tuple[int, tuple[object, ...]]]] = defaultdict(list)
        for s in states:
            # the solution's probabilities, where the other responder's walk reaches the state
            solved = dict(policy(s[0], seat, s[2], s[3][seat])) if s[1][other] > 0 else {}
            played: set[Action] = set()
            seen: set[tuple[Kind, int]] = set()
            for act in s[0].legal_actions():
                same = (act.kind, -1 if act.card is None else classes.class_of(act.card))
                if same in seen:
                    continue  # two cards of one class are one choice
                seen.add(same)
                played.add(act)
                weights = [0.0, 0.0]
                weights[seat], weights[other] = s[1][seat], s[1][other] * solved.get(act, 0.0)
                if weights == [0.0, 0.0]:
                    continue  # neither walk reaches it
                c = child(s, act, (weights[0], weights[1]))
                code = policy.code(act)
                groups[code].append(c)
                pair = (code, key(c, seat))
                if pair not in choices[key(s, seat)]:
                    choices[key(s, seat)].append(pair)
            assert set(solved) <= played  # every action of the solution is walked
        values = {code: solve(group) for code, group in groups.items()}
        for v in values.values():
            for k, x in v[other].items():
                out[other][k] += x
        for k, options in choices.items():
            out[seat][k] = max(values[code][seat].get(after, 0.0) for code, after in options)
        return out

    out = solve(start)
    return sum(out[0].values()), sum(out[1].values())


@pytest.mark.parametrize(("rules", "deck"), [
    (BRUTE_RULES, BRUTE_DECK),
    (Rules.preset("paulista-fpt").with_options(ladder=[1, 2]), BRUTE_DECK),  # the exposed card
    (Rules.preset("paulista").with_options(ladder=[1, 2], three_ties="dealer"), TIE_DECK),
    (Rules.preset("paulista-fpt").with_options(ladder=[1, 2]), TIE_DECK),  # three ties: nobody
    # a ladder with re-raises (a raise answered by raising again: seis, nove), as the solver audit
    # ran it; six cards keep the brute force a few seconds
    (Rules.preset("paulista").with_options(ladder=[1, 3, 6, 9]), BRUTE_DECK[:6]),
], ids=["paulista", "fpt-exposed", "three-ties-dealer", "fpt-three-ties", "re-raises"])
def test_best_responses_of_the_solver_equal_brute_force_best_responses_in_the_engine(
        rules: Rules, deck: tuple[Card, ...]) -> None:
    solver = solved(rules, deck, 30)
    br0, br1 = solver.best_responses()
    brute0, brute1 = brute_best_responses(rules, deck, solver)
    assert brute0 == pytest.approx(br0, abs=1e-9)
    assert brute1 == pytest.approx(br1, abs=1e-9)
    assert -br1 <= solver.value() <= br0  # the game's value lies between the best responses


def test_exploitability_falls_with_iterations_and_the_value_lies_between_the_best_responses(
) -> None:
    solver = FullSolver(BRUTE_RULES, short_classes(BRUTE_RULES, BRUTE_DECK), rule="dcfr")
    seen = []
    for target in (5, 50, 300):
        solver.run(target - solver.iterations)
        br0, br1 = solver.best_responses()
        assert -br1 - 1e-12 <= solver.value() <= br0 + 1e-12
        seen.append((br0 + br1) / 2)
    assert seen[0] > seen[1] > seen[2]
    assert seen[2] < 2e-3


@pytest.mark.parametrize("rule", ["cfr+", "dcfr", "pcfr+"])
def test_every_regret_rule_solves_the_short_game(rule: str) -> None:
    solver = FullSolver(BRUTE_RULES, short_classes(BRUTE_RULES, BRUTE_DECK), rule=rule)
    solver.run(200)
    assert solver.exploitability() < 5e-3


def test_the_export_is_a_strategy_where_the_solution_plays() -> None:
    solver = solved(BRUTE_RULES, BRUTE_DECK, 30)
    nodes = solver.export(3)
    assert () in nodes and nodes[()].actor == 0 and nodes[()].round == 0
    for node in nodes.values():
        for entry, (reach, codes, probs) in node.entries.items():
            assert 0.0 <= reach <= 1.0 + 1e-9 and len(codes) == len(probs)
            assert sum(probs) == pytest.approx(1.0)
            held = 3 - [(entry >> (4 + 4 * i)) & 15 for i in range(3)].count(NONE)
            assert 0 <= held <= 3 - node.round  # a leader answering in round 3 holds none
    fewer = solver.export(2)  # rounds 1 and 2 only: the same strategies where they are
    assert 0 < len(fewer) < len(nodes)
    assert all(fewer[path] == nodes[path] for path in fewer)
    reached = solver.export(3, min_reach=0.01)  # what the solution's own play reaches
    assert 0 < len(reached) < len(nodes)
    for path, node in reached.items():
        assert set(node.entries) <= set(nodes[path].entries)
        assert all(reach > 0.01 for reach, _, _ in node.entries.values())


def test_with_raises_disabled_the_full_solver_reproduces_the_locked_solver() -> None:
    from truco.solver.cfr import Solver
    from truco.solver.locked import LockedGame
    from truco.solver.tree import build

    rules = Rules.preset("paulista").with_options(ladder=[3, 6])  # worth 3, as the iron hand
    classes = short_classes(rules, BRUTE_DECK)
    plain = FullSolver(rules, classes, raises=False, rule="dcfr")
    plain.run(300)
    locked = Solver(build(LockedGame(rules, classes, "iron")))
    report = locked.run(iterations=300)
    assert plain.exploitability() < 1e-3 and report.exploitability < 1e-3
    assert plain.value() == pytest.approx(report.value, abs=3e-3)


def test_raises_change_the_value_of_the_short_game() -> None:
    classes = short_classes(BRUTE_RULES, BRUTE_DECK)
    full = FullSolver(BRUTE_RULES, classes, rule="dcfr")
    plain = FullSolver(BRUTE_RULES, classes, raises=False, rule="dcfr")
    full.run(300)
    plain.run(300)
    assert full.exploitability() < 3e-3 and plain.exploitability() < 3e-3
    assert abs(full.value() - plain.value()) > 0.01


def _task(iterations: int, where: str | None = None, target: float = 0.0) -> Any:
    from truco.solved.classes import ViraClass
    from truco.solver.full.task import FullTask

    group = ViraClass((VIRA.rank,), short_classes(BRUTE_RULES, BRUTE_DECK))
    return FullTask(BRUTE_RULES, group, iterations, check_every=10, checkpoint_dir=where,
                    target=target)


def test_a_stopped_solve_resumes_from_its_checkpoint(tmp_path: Path) -> None:
    from truco.solver.full.task import solve_task

    seen: list[dict[str, Any]] = []
    first = solve_task(_task(20, str(tmp_path)), seen.append)
    again = solve_task(_task(30, str(tmp_path)), seen.append)
    straight = solve_task(_task(30))
    assert [p["iteration"] for p in seen] == [10, 20, 30]
    assert first.solver.iterations == 20 and again.solver.iterations == 30
    assert again.summary()["exploitability"] == straight.summary()["exploitability"]
    assert [h["iteration"] for h in again.history] == [10, 20, 30]
    json.dumps(again.summary())


def test_a_solve_stops_once_its_target_is_reached() -> None:
    from truco.solver.full.task import solve_task

    solution = solve_task(_task(500, target=0.01))
    assert solution.history[-1]["exploitability"] <= 0.01
    assert solution.solver.iterations < 500
    assert all(h["exploitability"] > 0.01 for h in solution.history[:-1])


@pytest.mark.ray
def test_the_vira_classes_run_as_ray_tasks_on_local_ray() -> None:
    pytest.importorskip("ray")
    from truco.solver.full.distributed import run_ray
    from truco.solver.full.task import solve_task

    tasks = [_task(10), _task(20)]
    ended: list[int] = []
    summaries = run_ray(tasks, num_cpus=1, done=lambda index, summary: ended.append(index))
    assert [s["iterations"] for s in summaries] == [10, 20]
    assert sorted(ended) == [0, 1]  # each task heard of as it ends
    # the same solve in this process: equal up to floating point (the kernels are compiled with
    # fastmath, and a worker may link cached and fresh code differently: 0.25% measured once)
    here = solve_task(tasks[1]).summary()["exploitability"]
    assert summaries[1]["exploitability"] == pytest.approx(here, rel=0.02)


def test_any_work_runs_as_tasks_here_with_progress_as_each_ends() -> None:
    """The offline scripts' tasks (run_tasks): results in the calls' order, ``done`` once a call."""
    from truco.solver.full.distributed import run_tasks

    seen: list[tuple[int, int]] = []
    results = run_tasks(pow, [(2, 3), (3, 2), (5, 0)], use_ray=False,
                        done=lambda i, r: seen.append((i, r)))
    assert results == [8, 9, 1]
    assert sorted(seen) == [(0, 8), (1, 9), (2, 1)]


def test_every_rule_set_the_coach_judges_is_one_run_with_a_report_each(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``solve full --rules every``: the default preset under each three-ties rule a table plays,
    the federation's and the mineiro, all their tasks in one pool, checkpointed each by its own
    key; a report per rule set, in order, each weighing only its own classes. (Here on a short
    deck: the rule sets' own vira classes are hundreds of millions of slots.)"""
    from truco.core.rules import TABLE_CHOICES
    from truco.solved.classes import ViraClass
    from truco.solver.full import report
    from truco.solver.full.task import FullTask

    every = report.EVERY_RULE_SET
    assert sorted(r.three_ties for r in every if r.preset_name == "paulista") == sorted(
        TABLE_CHOICES["three_ties"])
    assert {r.preset_name for r in every} == {"paulista", "paulista-fpt", "mineiro"}

    def short_tasks(rules: Rules, **kw: Any) -> list[FullTask]:
        short = rules.with_options(ladder=[1, 2])
        group = ViraClass((VIRA.rank,), short_classes(short, TIE_DECK))
        return [FullTask(short, group, kw["iterations"], check_every=10,
                         checkpoint_dir=kw["checkpoint_dir"])]

    monkeypatch.setattr(report, "tasks_for", short_tasks)
    heard: list[str] = []
    rule_sets = every[1:3]  # paulista under three ties "nobody" and "dealer"
    reports = report.solve_rule_sets(rule_sets, iterations=10, checkpoint_dir=str(tmp_path),
                                     progress=heard.append)
    assert [r["options"]["three_ties"] for r in reports] == ["nobody", "dealer"]
    for got in reports:
        assert got["exploitability"] == got["viras"][0]["exploitability"]
    assert reports[0]["viras"][0]["value"] != reports[1]["viras"][0]["value"]  # their own rules
    assert len(list(tmp_path.glob("*.npz"))) == 2 and heard  # a checkpoint each; progress shown


def test_solve_every_rule_set_is_for_the_hand_with_the_ladder() -> None:
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root / "engine")}
    done = subprocess.run([sys.executable, "-m", "truco", "solve", "eleven", "--rules", "every"],
                          capture_output=True, text=True, cwd=root, env=env, timeout=120, check=False)
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "bad-rules"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root / "engine")}
    return subprocess.run([sys.executable, "-m", "truco", "solve", "full", *args],
                          capture_output=True, text=True, cwd=root, env=env, timeout=120,
                          check=False)


@pytest.mark.parametrize(("args", "code"), [
    (("--rules", '{"preset": "paulista", "ladder": [1]}'), "bad-option"),
    (("--rules", "{nope"), "bad-rules"),
    (("--rules", "paulista", "--check-every", "0"), "bad-check-every"),
    (("--rules", "paulista", "--target", "-1"), "bad-target"),
    (("--rules", "paulista", "--vira", "8"), "bad-rank"),
    (("--rules", "mineiro", "--vira", "7"), "unexpected-vira"),
    (("--rules", '{"preset": "paulista", "cover_from_round": 1}'), "unsupported-rules"),
    (("--rules", "every", "--vira", "7"), "bad-vira"),
])
def test_solve_full_refuses_bad_input_with_exit_2_and_an_error_object(args: tuple[str, ...],
                                                                       code: str) -> None:
    proc = run_cli(*args)
    assert proc.returncode == 2 and "Traceback" not in proc.stdout + proc.stderr
    error = json.loads(proc.stdout)["error"]
    assert error["message"] and (error["code"] == code or code in ("bad-option", "bad-rank"))


@pytest.mark.parametrize(("preset", "vira"), [("paulista", "7d"), ("mineiro", None)])
def test_with_raises_disabled_the_full_deck_reproduces_the_shipped_locked_values(
        preset: str, vira: str | None) -> None:
    from truco.solved import eleven as solved
    from truco.solved.classes import vira_class_of

    rules = Rules.preset(preset)
    card = None if vira is None else Card.parse(vira)
    locked = rules.with_options(ladder=[rules.eleven_value, 2 * rules.eleven_value])
    solver = FullSolver(locked, vira_class_of(rules, card).classes, raises=False, rule="dcfr")
    # 30 iterations: the value is then within 1e-4 (mineiro) and 2.1e-4 (paulista) of the shipped
    # one, more than ten times inside the tolerance (50 gave 1e-4 and 1.2e-4)
    solver.run(30)
    shipped = solved.iron_value(preset, card)
    assert shipped is not None
    assert solver.value() == pytest.approx(shipped["open"]["value"], abs=3e-3)


@pytest.mark.parametrize(("rules", "deck"), [
    (BRUTE_RULES, BRUTE_DECK),
    (Rules.preset("paulista"), BRUTE_DECK),  # the whole ladder
    (Rules.preset("paulista-fpt").with_options(ladder=[1, 2]), TIE_DECK),
], ids=["paulista-short-ladder", "paulista", "fpt-ties"])
def test_the_shipped_reader_plays_exactly_the_shipped_strategy_at_engine_states(
        rules: Rules, deck: tuple[Card, ...]) -> None:
    """What ships (round 1 as solved, rounds 2-3 distilled, all in 15ths), read back by the
    standard-library reader at the engine's own observations of random hands, equals the
    solver's shipped strategy at every decision; and its exploitability is measured."""
    import random

    from truco.solved.ladder import ViraSolution
    from truco.solver.full.ship import shipped_entry
    from truco.view import view

    solver = FullSolver(rules, short_classes(rules, deck), rule="dcfr")
    solver.run(100)
    entry, figures = shipped_entry(solver)
    assert figures["exploitability"] < 0.01
    # the shipped strategy is a strategy: its best responses bracket a value, it is exploitable
    br0, br1 = figures["shipped_best_responses"]
    assert br0 + br1 > 0 and figures["shipped_exploitability"] >= figures["exploitability"]
    entry = json.loads(json.dumps(entry))  # as the file holds it
    reader = ViraSolution.from_entry(entry, solver.spec.classes, solver.spec.top,
                                     solver.spec.cover_from)
    policy = Policy(solver)  # the solver's average, which is now the shipped strategy
    cls = solver.spec.classes.class_of

    def by_choice(options: list[tuple[Action, float]]) -> dict[tuple[Kind, int], float]:
        out: dict[tuple[Kind, int], float] = defaultdict(float)
        for act, p in options:
            out[(act.kind, -1 if act.card is None else cls(act.card))] += p
        return dict(out)

    rng = random.Random(7)
    checked = 0
    for _ in range(150):
        cards = list(deck)
        rng.shuffle(cards)
        hand = Hand(rules, Deal((tuple(cards[:3]), tuple(cards[3:6])), VIRA), dealer=1)
        history: tuple[int, ...] = ()
        covered = [-1, -1]
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            expected = by_choice(list(policy(hand, seat, history, covered[seat])))
            got = reader.strategy(view(hand, seat))
            assert got is not None
            assert by_choice(got) == pytest.approx(expected, abs=1e-9), (history, seat)
            checked += 1
            acts, probs = zip(*policy(hand, seat, history, covered[seat]), strict=True)
            act = rng.choices(acts, probs)[0]
            if act.kind is Kind.COVER and hand.round_number == 2:
                assert act.card is not None
                covered[seat] = cls(act.card)
            history = (*history, policy.code(act))
            hand.apply(act)
    assert checked > 500


def test_a_checkpoint_loads_into_the_solver_s_own_arrays_exactly(tmp_path: Path) -> None:
    """Loading reads the regrets straight into the solver's array (one copy of gigabytes on a
    full solve, not two), bit for bit; a checkpoint of another tree is refused."""
    solver = solved(BRUTE_RULES, BRUTE_DECK, 7)
    path = tmp_path / "rs.npz"
    solver.save(path, {"why": "test"})
    fresh = FullSolver(BRUTE_RULES, short_classes(BRUTE_RULES, BRUTE_DECK), rule="dcfr")
    memory = fresh.rs.ctypes.data
    assert fresh.load(path) and fresh.iterations == 7
    assert fresh.rs.ctypes.data == memory  # the same array, filled in place
    assert np.array_equal(fresh.rs, solver.rs)
    other = FullSolver(BRUTE_RULES, short_classes(BRUTE_RULES, TIE_DECK), rule="dcfr")
    with pytest.raises(ValueError, match="not of this game"):
        other.load(path)
