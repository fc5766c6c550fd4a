"""The bot interface, and the opening every bot shares (:func:`forced`).

>>> import random
>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "score": [11, 5],
...                            "hands": [["4h", "4s", "6c"], ["2h", "Qs", "6d"]]}).play()
>>> str(forced(observe(hand, 0), random.Random(1)))  # heads-up, the hand of eleven is solved
'fold'
>>> forced(observe(hand, 1), random.Random(1))
Traceback (most recent call last):
...
truco.core.errors.IllegalAction: seat 1 has nothing to do
"""

from __future__ import annotations

import random
from typing import Protocol

from truco.bots.locked import solved_action
from truco.core.actions import Action
from truco.core.errors import IllegalAction
from truco.observation import Observation


class Bot(Protocol):
    """A policy for one seat. It receives only that seat's observation."""

    name: str

    def choose(self, observation: Observation, rng: random.Random) -> Action: ...


def require_turn(observation: Observation) -> tuple[Action, ...]:
    """The seat's legal actions; :class:`~truco.core.errors.IllegalAction` when it is not to act."""
    legal = observation.legal
    if not legal:
        raise IllegalAction(f"seat {observation.seat} has nothing to do", code="not-your-turn",
                            seat=observation.seat, to_act=observation.to_act)
    return legal


def forced(observation: Observation, rng: random.Random, *, single: bool = True) -> Action | None:
    """What a bot plays before it thinks, or ``None``: the only legal action (with ``single``),
    and heads-up in a locked hand the solution's (:func:`~truco.bots.locked.solved_action`).
    Raises as :func:`require_turn` does when the seat is not to act."""
    legal = require_turn(observation)
    if single and len(legal) == 1:
        return legal[0]
    return solved_action(observation, rng)
