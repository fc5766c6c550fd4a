"""The bot interface."""

from __future__ import annotations

import random
from typing import Protocol

from truco.actions import Action
from truco.observation import Observation


class Bot(Protocol):
    """A policy for one seat. It receives only that seat's observation."""

    name: str

    def choose(self, observation: Observation, rng: random.Random) -> Action: ...
