"""The ``coach`` bot: plays the best action of the coach's analysis (:mod:`truco.analysis`).

It sees only its own seat's observation, like every bot: the analysis deals the cards it cannot
see in every consistent way (or a sample of them), weighs each deal by how well it explains the
others' calls, and plays each action out with the ``greedy`` model for every seat.
"""

from __future__ import annotations

import random

from truco import analysis  # a module, not its names: analysis imports the bots package too
from truco.actions import Action
from truco.observation import Observation


class CoachBot:
    """The analysis's choice: its best action (the first of them when several tie)."""

    name = "coach"

    def __init__(self, *, worlds: int | None = None, by: str = "match") -> None:
        self.worlds = worlds  # None: the analysis's default
        self.by = by  # "match": the analysis's choice; "points": its first best action

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal
        if not legal:
            raise ValueError(f"seat {observation.seat} has nothing to do")
        if len(legal) == 1:
            return legal[0]
        worlds = analysis.DEFAULT_WORLDS if self.worlds is None else self.worlds
        result = analysis.analyse(observation, seed=rng.getrandbits(32), worlds=worlds)
        pick = result["choice"] if self.by == "match" else next(
            a["action"] for a in result["actions"] if a["best"])
        return next(a for a in legal if str(a) == pick)
