"""The ``search`` bot: samples worlds consistent with its observation and picks the action with
the best expected points (for its team, minus the other team's), card play and betting alike.

Worlds are drawn many at a time, weighted by how well they explain the other seats' calls (a
raise hints at strong cards), and resampled by weight before any playout is spent on them.
Heads-up, the hand of eleven and the mão's first card of a locked hand are the solution's
(:mod:`truco.bots.locked`).
"""

from __future__ import annotations

import random

from truco.bots.base import forced
from truco.core.actions import Action, Kind
from truco.observation import Observation
from truco.search.rollout import playout
from truco.search.worlds import sample_worlds
from truco.view import HandView


class SearchBot:
    """Perfect-information Monte Carlo with one greedy playout per world and action."""

    name = "search"

    def __init__(self, *, worlds: int = 60, candidates: int = 4, playouts: int = 200) -> None:
        self.worlds = worlds
        self.candidates = candidates
        self.playouts = playouts  # the budget per decision: fewer worlds when there are many actions

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        first = forced(observation, rng)  # one legal action, or heads-up locked hands: the solution's
        if first is not None:
            return first
        legal = list(observation.legal)
        if observation.blind:
            plays = [a for a in legal if a.kind is Kind.PLAY]
            return rng.choice(plays or legal)
        view = observation
        legal = _worth_trying(legal, view)
        team = view.team
        totals = [0.0] * len(legal)
        count = max(12, min(self.worlds, self.playouts // len(legal)))
        for world in sample_worlds(view, rng, count=count, candidates=self.candidates):
            for i, action in enumerate(legal):
                world.apply(action)
                outcome = world.outcome
                points = outcome.points if outcome is not None else playout(world, rng)
                world.undo()
                totals[i] += points[team] - points[1 - team]
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]


def _worth_trying(legal: list[Action], view: HandView) -> list[Action]:
    """Covering only ever makes sense for the weakest card held: drop the other covers."""
    covers = [a for a in legal if a.kind is Kind.COVER and a.card is not None]
    if len(covers) <= 1:
        return legal
    weakest = min(covers, key=lambda a: view.strengths[a.card])  # type: ignore[index]
    return [a for a in legal if a.kind is not Kind.COVER or a is weakest]
