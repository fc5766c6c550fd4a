"""Solved values (truco/ladder_values.py): each action worth what the engine's hand brings when
both seats then play the shipped solution, the other seat's cards weighted by Bayes on it."""

from __future__ import annotations

import random
import statistics

import pytest

from truco.core.actions import Action
from truco.core.cards import DECK, Card
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.solved.ladder import solution_for, solution_strategy
from truco.solved.values import solved_values

pytestmark = pytest.mark.skipif(solution_for(Rules(), Card.parse("4h")) is None,
                                reason="this build ships no solution of the hand with the ladder")


def hand_of(vira: str | None, mao: list[str], pe: list[str], actions: list[str],
            rules: str = "paulista") -> Hand:
    spec = {"rules": rules, "hands": [mao, pe], "actions": actions}
    return Scenario.from_json(spec if vira is None else {**spec, "vira": vira}).play()


def drawn(strategy: list[tuple[Action, float]], rng: random.Random) -> Action:
    return rng.choices([a for a, _ in strategy], [p for _, p in strategy])[0]


def finish(hand: Hand, rng: random.Random) -> None:
    """Both seats play the shipped solution to the end (as the coach bot does)."""
    while hand.to_act is not None:
        strategy = solution_strategy(observe(hand, hand.to_act))
        assert strategy is not None
        hand.apply(drawn(strategy, rng))


def within(value: float, samples: list[float], sigmas: float = 4.0) -> bool:
    error = statistics.stdev(samples) / len(samples) ** 0.5
    return abs(statistics.mean(samples) - value) <= sigmas * error


def test_the_mao_s_values_are_the_engine_played_by_the_solution() -> None:
    """The mão's first card, valued by the walk, against the engine dealing the dealer's cards at
    random and both seats drawing every action from the solution (a sampled check)."""
    vira, mine = "4h", ["5c", "3d", "2s"]
    found = solved_values(observe(hand_of(vira, mine, ["6h", "Ks", "Qd"], []), 0))
    assert found is not None
    rest = [c for c in DECK if str(c) not in [*mine, vira]]
    rng = random.Random(1)
    nets = []
    for _ in range(1500):
        hand = hand_of(vira, mine, [str(c) for c in rng.sample(rest, 3)], ["play 2s"])
        finish(hand, rng)
        assert hand.outcome is not None
        nets.append(hand.outcome.points[0] - hand.outcome.points[1])
    value = found.values["play 2s"]
    assert value is not None and within(value[0], nets)


def test_the_other_seat_s_cards_are_weighted_by_bayes_on_the_solution() -> None:
    """The dealer after the mão led a 2: the mão's hands weighted by how likely the solution leads
    a 2 with each; checked against deals drawn at random, kept when the solution led a 2."""
    vira, pe = "4h", ["6h", "Ks", "Qd"]
    sol = solution_for(Rules(), Card.parse(vira))
    assert sol is not None
    two = sol.classes.class_of(Card.parse("2s"))
    found = solved_values(observe(hand_of(vira, ["2s", "Ac", "Jd"], pe, ["play 2s"]), 1))
    assert found is not None and found.hands < 200  # a 2 led says a lot of the mão's hand
    rest = [c for c in DECK if str(c) not in [*pe, vira]]
    rng = random.Random(2)
    nets: list[float] = []
    while len(nets) < 1500:
        mao = [str(c) for c in rng.sample(rest, 3)]
        hand = hand_of(vira, mao, pe, [])
        strategy = solution_strategy(observe(hand, 0))
        assert strategy is not None
        first = drawn(strategy, rng)
        if first.card is None or str(first).startswith("cover") or \
                sol.classes.class_of(first.card) != two:
            continue
        hand.apply(first)
        hand.apply(next(a for a in hand.legal_actions() if str(a) == "play 6h"))
        finish(hand, rng)
        assert hand.outcome is not None
        nets.append(hand.outcome.points[1] - hand.outcome.points[0])
    value = found.values["play 6h"]
    assert value is not None and within(value[0], nets)


@pytest.mark.parametrize("rules", ["paulista", "mineiro"])
def test_every_decision_of_solution_played_hands_has_solved_values(rules: str) -> None:
    """At every decision of hands the solution plays, the walk's line of play agrees with the
    observation's and every action but those that end the hand gets a value."""
    rng = random.Random(3)
    deck = list(DECK)
    for _ in range(6):
        cards = [str(c) for c in rng.sample(deck, 7)]
        vira = None if rules == "mineiro" else cards[0]
        hand = hand_of(vira, cards[1:4], cards[4:7], [], rules=rules)
        decisions = 0
        while hand.to_act is not None:
            obs = observe(hand, hand.to_act)
            strategy = solution_strategy(obs)
            assert strategy is not None
            if len(obs.legal) > 1 and any(s.card is not None for s in obs.history):
                found = solved_values(obs)
                assert found is not None, [s.text for s in obs.history]
                open_ = [str(a) for a, c in zip(obs.legal, obs.choices, strict=True)
                         if c.step.meaning.value not in ("surrender", "fold")]
                assert all(found.values[a] is not None for a in open_)
                decisions += 1
            hand.apply(drawn(strategy, rng))
        assert decisions >= 1


def test_no_solved_values_where_the_solution_does_not_apply() -> None:
    """Pairs, a hand of eleven, rules the file does not cover: no solved values."""
    pairs = Scenario.from_json({"vira": "4h", "players": 4, "hands": [
        ["3c", "Kh", "6c"], ["2h", "Qs", "6d"], ["Ac", "Jh", "7c"], ["2d", "Ks", "5d"]],
        "actions": []}).play()
    assert solved_values(observe(pairs, 0)) is None
    eleven = Scenario.from_json({"vira": "4h", "score": [11, 3], "hands": [
        ["3c", "Kh", "6c"], ["2h", "Qs", "6d"]], "actions": []}).play()
    assert solved_values(observe(eleven, eleven.to_act or 0)) is None
    fpt = hand_of("4h", ["3c", "Kh", "6c"], ["2h", "Qs", "6d"], [], rules="paulista-fpt")
    assert solved_values(observe(fpt, 0)) is None


def test_an_action_the_solution_never_takes_is_valued_with_the_best_follow_up() -> None:
    """Leading the zap is not what the solution does with this hand: its value plays the rest as
    the solution where it has an answer and the seat's best where it has none, never nothing."""
    found = solved_values(observe(hand_of("4h", ["5c", "3d", "2s"], ["6h", "Ks", "Qd"], []), 0))
    assert found is not None and "play 5c" not in found.strategy
    zap = found.values["play 5c"]
    assert zap is not None and -12 <= zap[0] <= 12 and 0 <= zap[1] <= 1


def test_the_shipped_opening_table_is_the_walk() -> None:
    """The mão's first decision ships as a table (scripts/offline/ship_openings.py): for a class hand, every
    root action's outcome chances equal the walk's, off-solution actions (played with the seat's
    best follow-up) included."""
    from truco.solved.values import Rulings, opening, opening_values

    rules = Rules()
    sol = solution_for(rules, Card.parse("4h"))
    assert sol is not None
    hand = (7, 8, 12)  # a 2, a 3 and the zap: the solution leads the 2 and never the zap
    table = opening_values(sol, hand)
    if table is None:
        pytest.skip("this build ships no opening table for vira 4")
    walked = opening(sol, Rulings.of(rules, sol.classes), hand)
    assert set(walked) == set(table)
    for code, chances in walked.items():
        assert table[code][1] == pytest.approx(chances, abs=2e-5), code
