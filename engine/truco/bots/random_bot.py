"""The ``random`` bot: any legal action, uniformly."""

from __future__ import annotations

import random

from truco.bots.base import require_turn
from truco.core.actions import Action
from truco.observation import Observation


class RandomBot:
    """Picks a legal action at random."""

    name = "random"

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        return rng.choice(require_turn(observation))
