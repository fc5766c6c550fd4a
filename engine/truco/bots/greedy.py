"""The ``greedy`` bot: the greedy model (:mod:`truco.search.model`) as a bot, simple, fast and
deterministic; it is also the model that plays out hands in the coach's analyses.

>>> import random
>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> str(GreedyBot().choose(observe(hand, 1), random.Random(0)))
'play 2h'
"""

from __future__ import annotations

import random

from truco.bots.base import require_turn
from truco.core.actions import Action
from truco.observation import Observation
from truco.search.model import DEFAULT, Thresholds, observed_action


class GreedyBot:
    """The greedy policy as a bot (deterministic: the random generator is not used)."""

    name = "greedy"

    def __init__(self, thresholds: Thresholds = DEFAULT) -> None:
        self.thresholds = thresholds

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        require_turn(observation)
        return observed_action(observation, self.thresholds)
