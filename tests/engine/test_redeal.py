"""The differential check in the test run: for positions of random hands under every preset and
option, re-dealing every card a seat cannot see changes no answer it gets (``redeal.py``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from redeal import check_redeal, redeal
from test_properties import new_hand, setup_st

from truco.observation import observe

#: The 40 random hands in four parts, which a parallel run shares out between its workers.
PARTS = 4


@pytest.mark.parametrize("part", range(PARTS))
@settings(max_examples=40 // PARTS, deadline=None)
@given(setup=setup_st())
def test_re_dealing_what_a_seat_cannot_see_changes_nothing_it_is_told(
        part: int, setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    checked: set[str] = set()
    while True:
        for seat in range(players):
            checked |= set(check_redeal(hand, seat, rng, worlds=8))
        if hand.finished:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    assert {"observation", "analysis", "review"} <= checked


def test_a_re_deal_changes_what_the_seat_cannot_see() -> None:
    rng = random.Random(3)
    from truco.core.rules import Rules

    hand, _ = new_hand(Rules(), 2, (0, 0), 5)
    twin = redeal(hand, 0, rng)
    assert twin.deal.hands[0] == hand.deal.hands[0] and twin.deal.vira == hand.deal.vira
    assert twin.deal.hands[1] != hand.deal.hands[1]
    assert observe(twin, 0).to_json() == observe(hand, 0).to_json()
