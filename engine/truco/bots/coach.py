"""The ``coach`` bot: plays the choice of the coach's analysis (:mod:`truco.coach.analysis`).

It sees only its own seat's observation, like every bot: the analysis deals the cards it cannot
see in every consistent way (or a sample of them), weighs each deal by how well it explains what
the others did (the model player's betting fitted to the solved hand, :mod:`truco.search.policy`),
and plays each action out with that model for every seat; the coach
plays the action with the best chance of winning the match (then the most points). Heads-up, the
hand of eleven and the mão's first card of a locked hand are the solution's
(:mod:`truco.bots.locked`), which is exact where the analysis estimates, except where the score
changes the answer at the hand of eleven: there it plays the coach's answer for the match. Every
other heads-up hand plays the shipped solution of the hand with the ladder
(:mod:`truco.solved.ladder`) where the build ships one for the rules, drawing each action with the
solution's probability.
"""

from __future__ import annotations

import random

from truco.bots.base import forced
from truco.coach import analysis
from truco.core.actions import Action
from truco.core.hand import Phase
from truco.observation import Observation
from truco.solved.ladder import solution_strategy

#: The bot's budget per decision: half the analysis's default, to decide within the bots' time.
WORLDS = 200


class CoachBot:
    """The analysis's choice (the best chance of winning the match, then the most points); with
    ``by="points"``, its first best action in points."""

    name = "coach"

    def __init__(self, *, worlds: int = WORLDS, by: str = "match", solution: bool = True,
                 model: str = "auto") -> None:
        self.worlds = worlds
        self.by = by  # "match": the analysis's choice; "points": its first best action
        self.solution = solution  # heads-up, play the solved hand with the ladder where it ships
        self.model = model  # the analysis's judge where the solution does not play (see analyse)

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        if self.by == "match" and observation.phase is Phase.ELEVEN:
            judged = analysis.solved_eleven(observation)  # where the score decides, the match's
            if judged is not None and judged.by == "match":
                return next(a for a in observation.legal if str(a) == judged.choice)
        first = forced(observation, rng)  # one legal action, or heads-up locked hands: the solution's
        if first is not None:
            return first
        solved = solution_strategy(observation) if self.solution else None
        if solved is not None:
            drawn: Action = rng.choices([a for a, _ in solved], [p for _, p in solved])[0]
            return drawn
        legal = observation.legal
        result = analysis.analyse(observation, seed=rng.getrandbits(32), worlds=self.worlds,
                                  model=self.model)
        pick = result.choice if self.by == "match" else result.best[0]
        return next(a for a in legal if str(a) == pick)
