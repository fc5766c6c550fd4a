"""The ``random`` bot: any legal action, uniformly."""

from __future__ import annotations

import random

from truco.actions import Action
from truco.observation import Observation


class RandomBot:
    """Picks a legal action at random."""

    name = "random"

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        if not observation.legal:
            raise ValueError(f"seat {observation.seat} has nothing to do")
        return rng.choice(observation.legal)
