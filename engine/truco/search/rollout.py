"""A fast policy for the ``search`` bot's playouts, on a full-information hand.

Each seat uses only its own cards and the table (not the others' hidden cards): the greedy
model's card (:func:`~truco.search.model.hand_card`: the cheapest card that takes the round,
else its weakest); it answers raises by the strength of its own hand.

>>> import random
>>> from truco.notation.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> str(greedy_action(hand, random.Random(0))), playout(hand, random.Random(0))
('play 2h', (1, 0))
"""

from __future__ import annotations

import random

from truco.core.actions import ACCEPT, FOLD, RAISE, Action, Kind
from truco.core.hand import Hand, Phase
from truco.core.seats import team_of
from truco.search.model import hand_card, play_to_end
from truco.search.power import hand_chance, powers_of


def answer(hand: Hand, seat: int) -> Action:
    """Answer a raise (or the hand of eleven) as the ``heuristic`` bot would, from own cards."""
    chance = seat_chance(hand, seat)
    pending = hand.pending
    if pending is not None and chance >= 0.82 and hand.may_raise(team_of(seat)):
        return RAISE
    step = pending.offer if pending is not None else 0
    return ACCEPT if chance >= 0.42 + 0.04 * step else FOLD


def seat_chance(hand: Hand, seat: int) -> float:
    """What ``seat`` can tell of its chances: its cards against every card it has not seen."""
    seen = set(hand.deal.hands[seat])
    if hand.deal.vira is not None:
        seen.add(hand.deal.vira)
    for play_ in hand.table:
        seen.add(play_.card)
    for result in hand.rounds:
        for play_ in result.plays:
            seen.add(play_.card)
    powers = powers_of(hand.strengths, tuple(seen), hand.hands[seat])
    return hand_chance(powers, [r.winner for r in hand.rounds], team_of(seat), hand.players)


def greedy_action(hand: Hand, rng: random.Random) -> Action:
    seat = hand.to_act
    assert seat is not None
    phase = hand.phase
    if phase is Phase.ELEVEN or phase is Phase.ANSWER:
        return answer(hand, seat)
    if hand.blind:
        return rng.choice([a for a in hand.legal_actions() if a.kind is Kind.PLAY])
    return hand_card(hand, seat)


def playout(hand: Hand, rng: random.Random) -> tuple[int, int]:
    """Play the hand to its end with the greedy policy; the points it awards. Undoes itself."""
    return play_to_end(hand, lambda h: greedy_action(h, rng)).points


def is_card(action: Action) -> bool:
    return action.kind in (Kind.PLAY, Kind.COVER)
