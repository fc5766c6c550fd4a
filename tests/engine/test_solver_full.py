"""The solver of the hand with the ladder (truco.solver.full), on a short deck and a short ladder
defined here, checked against a brute-force best response that plays the engine's own Hand with
real cards and every legal action (round-3 covers and surrenders included)."""

from __future__ import annotations

import itertools
import json
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
from truco.solver.full.run import make_solver  # noqa: E402
from truco.solver.classes import Classes, ViraClass  # noqa: E402
from truco.solver.full.game import COVERED, FullGame  # noqa: E402
from truco.solver.full.run import FullTask, solve_task  # noqa: E402
from truco.solver.full.tree import RAISE, build  # noqa: E402
from truco.solver.tree import ACCEPT, FOLD, Tree  # noqa: E402
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
def solved(rules: Rules, iterations: int) -> tuple[Tree, Solver]:
    tree = build(FullGame(rules, short_classes(rules, VIRA, SHORT_DECK)))
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


def brute_best_response(rules: Rules, tree: Tree, solver: Solver, responder: int) -> float:
    """What ``responder`` wins (points per hand, its own minus the other's) best-responding to
    the solved strategy of the other seat, by walking every deal of the short deck through the
    engine's Hand with every legal action."""
    classes = tree.game.classes
    deals = [(a, tuple(c for c in SHORT_DECK if c not in a and c in b))
             for a in itertools.combinations(SHORT_DECK, 3)
             for b in itertools.combinations([c for c in SHORT_DECK if c not in a], 3)]
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


def test_best_responses_of_the_class_tree_equal_brute_force_best_responses_in_the_engine() -> None:
    tree, solver = solved(SHORT_RULES, 60)
    br0, br1 = solver.best_responses()
    assert brute_best_response(SHORT_RULES, tree, solver, 0) == pytest.approx(br0, abs=1e-9)
    assert brute_best_response(SHORT_RULES, tree, solver, 1) == pytest.approx(br1, abs=1e-9)


def test_exploitability_falls_with_iterations_and_the_value_lies_between_the_best_responses() -> None:
    tree = build(FullGame(SHORT_RULES, short_classes(SHORT_RULES, VIRA, SHORT_DECK)))
    solver = make_solver(tree)
    seen = []
    for target in (5, 50, 500):
        solver.run(iterations=target)
        br0, br1 = solver.best_responses()
        p0, p1 = solver.plex
        value = solver.payoff.value(p0.mean_plan, p1.mean_plan)
        assert -br1 - 1e-12 <= value <= br0 + 1e-12
        seen.append((br0 + br1) / 2)
    assert seen[0] > seen[1] > seen[2]
    assert seen[2] < 2e-3


def test_raises_change_the_short_game_and_its_value_is_certified_by_the_engine() -> None:
    tree, solver = solved(SHORT_RULES, 500)
    p0, p1 = solver.plex
    value = solver.payoff.value(p0.mean_plan, p1.mean_plan)
    upper = brute_best_response(SHORT_RULES, tree, solver, 0)  # the mão's best against the dealer
    lower = -brute_best_response(SHORT_RULES, tree, solver, 1)
    assert lower <= value <= upper and upper - lower < 4e-3  # the game's value lies in between
    locked = build(FullGame(SHORT_RULES, tree.game.classes, raises=False))
    plain = make_solver(locked)
    plain.run(iterations=500)
    assert abs(plain.exploitability()) < 2e-3
    q0, q1 = plain.plex
    assert abs(plain.payoff.value(q0.mean_plan, q1.mean_plan) - value) > 0.01
