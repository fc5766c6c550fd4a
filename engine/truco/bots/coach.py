"""The ``coach`` bot: plays the best action of the coach's analysis (:mod:`truco.analysis`).

It sees only its own seat's observation, like every bot: the analysis deals the cards it cannot
see in every consistent way (or a sample of them), weighs each deal by how well it explains the
others' calls, and plays each action out with the ``greedy`` model for every seat. Heads-up,
the hand of eleven and the mão's first card of a locked hand are the solution's
(:mod:`truco.bots.locked`), which is exact where the analysis estimates.
"""

from __future__ import annotations

import random

from truco import analysis  # a module, not its names: analysis imports the bots package too
from truco.actions import Action
from truco.bots.locked import solved_action
from truco.observation import Observation


class CoachBot:
    """The analysis's choice: its best action, or the first action in the legal order that the
    sample cannot tell from the best."""

    name = "coach"

    def __init__(self, *, worlds: int | None = None) -> None:
        self.worlds = worlds  # None: the analysis's default

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal
        if not legal:
            raise ValueError(f"seat {observation.seat} has nothing to do")
        if len(legal) == 1:
            return legal[0]
        solved = solved_action(observation, rng)  # heads-up locked hands: the solution's
        if solved is not None:
            return solved
        worlds = analysis.DEFAULT_WORLDS if self.worlds is None else self.worlds
        result = analysis.analyse(observation, seed=rng.getrandbits(32), worlds=worlds)
        return next(a for a in legal if str(a) == result["choice"])
