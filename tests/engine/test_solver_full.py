"""The solver of the hand with the ladder (truco.solver.full), on a short deck and a short ladder
defined here, checked against a brute-force best response that plays the engine's own Hand with
real cards and every legal action (round-3 covers and surrenders included)."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

from truco.actions import Action, Kind  # noqa: E402
from truco.cards import Card  # noqa: E402
from truco.deal import Deal  # noqa: E402
from truco.hand import Hand  # noqa: E402
from truco.rules import Rules  # noqa: E402
from truco.solver.cfr import Solver  # noqa: E402
from truco.solver.classes import Classes, ViraClass  # noqa: E402
from truco.solver.full.game import COVERED, FullGame  # noqa: E402
from truco.solver.full.run import FullTask, make_solver, solve_task  # noqa: E402
from truco.solver.full.tree import RAISE, build  # noqa: E402
from truco.solver.locked import LockedGame  # noqa: E402
from truco.solver.tree import ACCEPT, FOLD, Tree  # noqa: E402
from truco.solver.tree import build as locked_build  # noqa: E402
from truco.strength import strength_table  # noqa: E402

VIRA = Card.parse("7d")  # manilha Q
#: Seven cards: two 4s that tie, ordinary cards and two manilhas (Qd weakest, Qc the zap).
SHORT_DECK = tuple(Card.parse(c) for c in ("4c", "4h", "6s", "Kc", "3c", "Qd", "Qc"))
SHORT_RULES = Rules.preset("paulista").with_options(ladder=[1, 2, 4])


def short_classes(rules: Rules, vira: Card, deck: tuple[Card, ...]) -> Classes:
    """The strength classes of a short deck, by the engine's strength table."""
    table = strength_table(rules, vira)
    groups: dict[int, list[Card]] = defaultdict(list)
    for card in deck:
        groups[table[card]].append(card)
    order = sorted(groups)
    return Classes(tuple(order), tuple(tuple(groups[s]) for s in order))


@cache
def solved(rules: Rules, deck: tuple[Card, ...], iterations: int) -> tuple[Tree, Solver]:
    tree = build(FullGame(rules, short_classes(rules, VIRA, deck)))
    solver = make_solver(tree)
    solver.run(iterations=iterations)
    return tree, solver


def code_of(act: Action, classes: Classes) -> int:
    """The public action code the solver's tree uses for an engine action."""
    if act.kind is Kind.PLAY:
        assert act.card is not None
        return classes.class_of(act.card)
    return {Kind.COVER: COVERED, Kind.RAISE: RAISE, Kind.ACCEPT: ACCEPT, Kind.FOLD: FOLD}[act.kind]


_BEHAVIOUR: dict[tuple[int, int, int], np.ndarray] = {}


def behaviour(solver: Solver, seat: int) -> np.ndarray:
    """The behaviour strategy of the average plan (computed once per solver state)."""
    key = (id(solver), seat, solver.iterations)
    if key not in _BEHAVIOUR:
        p = solver.plex[seat]
        _BEHAVIOUR[key] = p.behaviour(p.mean_plan)
    return _BEHAVIOUR[key]


def policy(tree: Tree, solver: Solver, seat: int, hand: Hand, history: tuple[int, ...],
           covered: int) -> list[tuple[Action, float]]:
    """The solved strategy of ``seat`` at an engine state, extended as the tree's module says:
    where the tree has no information set (round 3, no raise open, or after a round-3 cover by
    the other seat) the seat plays its last card face up."""
    classes = tree.game.classes
    dealt = classes.hand_of(hand.deal.hands[seat])
    infoset = tree.infoset(history, tree.hands.index(dealt), covered)
    legal = hand.legal_actions()
    if infoset is None:
        assert hand.round_number == 3
        return [(next(a for a in legal if a.kind is Kind.PLAY), 1.0)]
    sigma = behaviour(solver, seat)
    out = []
    for seq, code in tree.actions(seat, infoset):
        if sigma[seq] <= 0:
            continue
        if code >= 2 * classes.size or code < 0:
            kind = {RAISE: Kind.RAISE, ACCEPT: Kind.ACCEPT, FOLD: Kind.FOLD}[code]
            act = next(a for a in legal if a.kind is kind)
        else:
            kind = Kind.PLAY if code < classes.size else Kind.COVER
            act = next(a for a in legal if a.kind is kind and a.card is not None
                       and classes.class_of(a.card) == code % classes.size)
        out.append((act, float(sigma[seq])))
    return out


def brute_best_response(rules: Rules, deck: tuple[Card, ...], tree: Tree, solver: Solver,
                        responder: int) -> float:
    """What ``responder`` wins (points per hand, its own minus the other's) best-responding to
    the solved strategy of the other seat, by walking every deal of the short deck through the
    engine's Hand with every legal action."""
    classes = tree.game.classes
    deals = [(a, b) for a in itertools.combinations(deck, 3)
             for b in itertools.combinations([c for c in deck if c not in a], 3)]
    sign = 1 if responder == 0 else -1
    # a state: (engine hand, weight, public history, covered class per seat)
    start = [(Hand(rules, Deal((m, d), VIRA), dealer=1), 1.0 / len(deals), (), (-1, -1))
             for m, d in deals]

    def key(state: tuple[Hand, float, tuple[int, ...], tuple[int, int]]) -> tuple[object, ...]:
        hand, _, _, cov = state
        return (frozenset(hand.deal.hands[responder]), cov[responder])

    def child(state: tuple[Hand, float, tuple[int, ...], tuple[int, int]], act: Action,
              p: float) -> tuple[Hand, float, tuple[int, ...], tuple[int, int]]:
        hand, w, history, cov = state
        seat = hand.to_act
        assert seat is not None
        nxt = hand.copy()
        nxt.apply(act)
        code = code_of(act, classes)
        if act.kind is Kind.COVER and hand.round_number == 2:
            c = list(cov)
            assert act.card is not None
            c[seat] = classes.class_of(act.card)
            cov = (c[0], c[1])
        return nxt, w * p, (*history, code), cov

    def solve(states: list[tuple[Hand, float, tuple[int, ...], tuple[int, int]]]
              ) -> dict[tuple[object, ...], float]:
        out: dict[tuple[object, ...], float] = defaultdict(float)
        if states[0][0].finished:
            for s in states:
                outcome = s[0].outcome
                assert outcome is not None
                out[key(s)] += s[1] * sign * (outcome.points[0] - outcome.points[1])
            return out
        seat = states[0][0].to_act
        groups: dict[int, list[tuple[Hand, float, tuple[int, ...], tuple[int, int]]]] = defaultdict(list)
        if seat != responder:
            for s in states:
                for act, p in policy(tree, solver, 1 - responder, s[0], s[2], s[3][seat]):
                    groups[code_of(act, classes)].append(child(s, act, p))
            for group in groups.values():
                for k, v in solve(group).items():
                    out[k] += v
            return out
        choices: dict[tuple[object, ...], list[tuple[int, tuple[object, ...]]]] = defaultdict(list)
        for s in states:
            seen: set[tuple[Kind, int]] = set()
            for act in s[0].legal_actions():
                code = code_of(act, classes)
                same = (act.kind, -1 if act.card is None else classes.class_of(act.card))
                if (act.kind is Kind.RAISE and not tree.game.raises) or same in seen:
                    continue  # two cards of one class are one choice
                seen.add(same)
                c = child(s, act, 1.0)
                groups[code].append(c)
                pair = (code, key(c))
                if pair not in choices[key(s)]:
                    choices[key(s)].append(pair)
        values = {code: solve(group) for code, group in groups.items()}
        for k, options in choices.items():
            out[k] = max(values[code].get(after, 0.0) for code, after in options)
        return out

    return sum(solve(start).values())


#: A shorter ladder (one raise) and a deck with three tied 4s for the brute force, which is slow.
BRUTE_DECK = tuple(Card.parse(c) for c in ("4c", "4h", "4s", "6s", "3c", "Qd", "Qc"))
BRUTE_RULES = Rules.preset("paulista").with_options(ladder=[1, 2])


def test_best_responses_of_the_class_tree_equal_brute_force_best_responses_in_the_engine() -> None:
    tree, solver = solved(BRUTE_RULES, BRUTE_DECK, 40)
    br0, br1 = solver.best_responses()
    brute0 = brute_best_response(BRUTE_RULES, BRUTE_DECK, tree, solver, 0)
    brute1 = brute_best_response(BRUTE_RULES, BRUTE_DECK, tree, solver, 1)
    assert brute0 == pytest.approx(br0, abs=1e-9)
    assert brute1 == pytest.approx(br1, abs=1e-9)
    p0, p1 = solver.plex  # the game's value lies between the two engine best responses
    assert -brute1 <= solver.payoff.value(p0.mean_plan, p1.mean_plan) <= brute0


def test_exploitability_falls_with_iterations_and_the_value_lies_between_the_best_responses() -> None:
    tree = build(FullGame(BRUTE_RULES, short_classes(BRUTE_RULES, VIRA, BRUTE_DECK)))
    solver = make_solver(tree)
    seen = []
    for target in (5, 50, 400):
        solver.run(iterations=target)
        br0, br1 = solver.best_responses()
        p0, p1 = solver.plex
        value = solver.payoff.value(p0.mean_plan, p1.mean_plan)
        assert -br1 - 1e-12 <= value <= br0 + 1e-12
        seen.append((br0 + br1) / 2)
    assert seen[0] > seen[1] > seen[2]
    assert seen[2] < 3e-3


def test_with_raises_disabled_the_full_solver_reproduces_the_locked_solver() -> None:
    rules = Rules.preset("paulista").with_options(ladder=[3, 6])  # worth 3, as the iron hand
    classes = short_classes(rules, VIRA, SHORT_DECK)
    plain = make_solver(build(FullGame(rules, classes, raises=False)))
    plain.run(iterations=300)
    locked = Solver(locked_build(LockedGame(rules, classes, "iron")))
    locked.run(iterations=300)
    q0, q1 = plain.plex
    r0, r1 = locked.plex
    assert plain.exploitability() < 1e-3 and locked.exploitability() < 1e-3
    assert plain.payoff.value(q0.mean_plan, q1.mean_plan) == pytest.approx(
        locked.payoff.value(r0.mean_plan, r1.mean_plan), abs=3e-3)
    assert [p.n_infosets for p in plain.tree.players] == [p.n_infosets for p in locked.tree.players]


def test_raises_change_the_value_of_the_short_game() -> None:
    rules = BRUTE_RULES
    classes = short_classes(rules, VIRA, BRUTE_DECK)
    full = make_solver(build(FullGame(rules, classes)))
    full.run(iterations=300)
    plain = make_solver(build(FullGame(rules, classes, raises=False)))
    plain.run(iterations=300)
    assert full.exploitability() < 3e-3 and plain.exploitability() < 3e-3
    assert abs(full.payoff.value(*(p.mean_plan for p in full.plex))
               - plain.payoff.value(*(p.mean_plan for p in plain.plex))) > 0.01


def test_a_stopped_solve_resumes_from_its_checkpoint(tmp_path: Path) -> None:
    group = ViraClass((VIRA.rank,), short_classes(BRUTE_RULES, VIRA, BRUTE_DECK))
    seen: list[dict[str, object]] = []
    first = solve_task(FullTask(BRUTE_RULES, group, 20, check_every=10,
                                checkpoint_dir=str(tmp_path)), seen.append)
    again = solve_task(FullTask(BRUTE_RULES, group, 30, check_every=10,
                                checkpoint_dir=str(tmp_path)), seen.append)
    straight = solve_task(FullTask(BRUTE_RULES, group, 30, check_every=10))
    assert [p["iteration"] for p in seen] == [10, 20, 30]
    assert again.solver.iterations == 30 and first.solver.iterations == 20
    assert again.summary()["exploitability"] == straight.summary()["exploitability"]
    assert len(again.history) == 3
    json.dumps(again.summary())


@pytest.mark.ray
def test_the_vira_classes_run_as_ray_tasks_on_local_ray() -> None:
    pytest.importorskip("ray")
    from truco.solver.full.distributed import run_ray

    group = ViraClass((VIRA.rank,), short_classes(BRUTE_RULES, VIRA, BRUTE_DECK))
    tasks = [FullTask(BRUTE_RULES, group, n, check_every=10) for n in (10, 20)]
    summaries = run_ray(tasks, num_cpus=1)
    assert [s["iterations"] for s in summaries] == [10, 20]
    here = solve_task(tasks[1]).summary()
    assert summaries[1]["exploitability"] == here["exploitability"]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root / "engine"), "OPENBLAS_NUM_THREADS": "1"}
    return subprocess.run([sys.executable, "-m", "truco", "solve", "full", *args], capture_output=True,
                          text=True, cwd=root, env=env, timeout=120, check=False)


@pytest.mark.parametrize(("args", "code"), [
    (("--rules", "paulista-fpt"), "unsupported-rules"),
    (("--rules", '{"preset": "paulista", "ladder": [1]}'), "bad-option"),
    (("--rules", "{nope"), "bad-rules"),
    (("--rules", "paulista", "--check-every", "0"), "bad-check-every"),
])
def test_solve_full_refuses_bad_input_with_exit_2_and_an_error_object(args: tuple[str, ...],
                                                                       code: str) -> None:
    proc = run_cli(*args)
    assert proc.returncode == 2 and "Traceback" not in proc.stdout + proc.stderr
    error = json.loads(proc.stdout)["error"]
    assert error["message"] and (error["code"] == code or code == "bad-option")


@pytest.mark.skipif(not os.environ.get("TRUCO_SLOW_TESTS"), reason="80 s: set TRUCO_SLOW_TESTS=1")
def test_reraise_chains_to_the_top_of_a_four_step_ladder_match_the_engine_brute_force() -> None:
    rules = Rules.preset("paulista").with_options(ladder=[1, 2, 4, 8])
    deck = tuple(Card.parse(c) for c in ("4c", "4h", "4s", "4d", "3c", "Qd", "Qc"))
    tree, solver = solved(rules, deck, 40)
    br0, br1 = solver.best_responses()
    assert brute_best_response(rules, deck, tree, solver, 0) == pytest.approx(br0, abs=1e-9)
    assert brute_best_response(rules, deck, tree, solver, 1) == pytest.approx(br1, abs=1e-9)
