"""Undo and copy: cheap take-backs for search bots, exact to the last field."""

from __future__ import annotations

import pytest
from engine_kit import ELEVEN_AT, PRESETS, play, random_hand, scenario

from truco.core.errors import IllegalAction
from truco.core.rules import Rules

H2 = [["3c", "Kc", "Qc"], ["3h", "Kh", "Qh"]]


@pytest.mark.parametrize("action", ["play 3c", "raise", "fold"])
def test_undo_takes_back_the_last_action_and_returns_it(action: str) -> None:
    hand = play(scenario(H2))
    before = hand.fingerprint()
    hand.apply(action)
    assert hand.fingerprint() != before
    assert str(hand.undo()) == action
    assert hand.fingerprint() == before


@pytest.mark.parametrize(("prefix", "action"), [
    (["raise"], "accept"), (["raise"], "fold"), (["raise"], "raise"),
    (["play 3c"], "play 3h"),  # ends a round
    (["play 3c", "play 3h", "play Kc", "play Kh", "play Qc"], "play Qh"),  # ends the hand
    (["play 3c", "play 3h"], "cover Kc"),
])
def test_undo_restores_the_state_after_every_kind_of_action(prefix: list[str], action: str) -> None:
    hand = play(scenario(H2, prefix))
    before = hand.fingerprint()
    hand.apply(action)
    hand.undo()
    assert hand.fingerprint() == before
    hand.apply(action)  # and the same action can be made again
    assert str(hand.log[-1].action) == action


def test_undo_of_the_eleven_decision_and_a_blind_play() -> None:
    hand = play(scenario(H2, score=(11, 3)))
    start = hand.fingerprint()
    hand.apply("accept")
    hand.undo()
    assert hand.fingerprint() == start
    hand = play(scenario(H2, rules="mineiro", score=(10, 10)))
    start = hand.fingerprint()
    step = hand.apply("play #2")
    assert str(step.action.card) == "Kc" and step.meaning == "blind-play"  # made concrete
    assert str(hand.undo()) == "play #2"
    assert hand.fingerprint() == start


def test_undo_all_the_way_back_to_the_deal() -> None:
    hand = play(scenario(H2))
    start = hand.fingerprint()
    actions = ["raise", "accept", "play 3c", "raise", "raise", "accept", "play 3h", "play Kc",
               "play Kh", "play Qc", "play Qh"]
    for a in actions:
        hand.apply(a)
    assert hand.finished
    taken = [str(hand.undo()) for _ in actions]
    assert taken == actions[::-1]
    assert hand.fingerprint() == start
    with pytest.raises(IllegalAction) as err:
        hand.undo()
    assert err.value.code == "nothing-to-undo"


def test_an_illegal_action_changes_nothing_and_leaves_nothing_to_undo() -> None:
    hand = play(scenario(H2))
    before = hand.fingerprint()
    with pytest.raises(IllegalAction):
        hand.apply("accept")
    assert hand.fingerprint() == before
    with pytest.raises(IllegalAction):
        hand.undo()


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_undo_after_every_action_of_random_hands(preset: str, players: int) -> None:
    import random

    rules = Rules.preset(preset)
    e = ELEVEN_AT[preset]
    for seed, score in enumerate([(0, 0), (e, 2), (e, e), (5, 9)] * 5):
        rng = random.Random(seed)
        hand = random_hand(rules, players, score, seed)
        while not hand.finished:
            for action in hand.legal_actions():
                before = hand.fingerprint()
                hand.apply(action)
                assert hand.undo() == action
                assert hand.fingerprint() == before
            hand.apply(rng.choice(hand.legal_actions()))


def test_copy_is_independent_both_ways() -> None:
    hand = play(scenario(H2, ["raise", "accept"]))
    twin = hand.copy()
    assert twin.fingerprint() == hand.fingerprint()
    twin.apply("play 3c")
    assert hand.to_act == 0 and [p.card for p in hand.table] == []
    hand.apply("play Kc")
    assert str(twin.table[0].card) == "3c"
    twin.undo()
    twin.undo()  # the copy has its own undo stack: back past the accept
    assert twin.pending is not None
    assert hand.pending is None and str(hand.table[0].card) == "Kc"
    hand.undo()
    assert hand.to_act == 0 and hand.value == 3
