"""Bots: ``choose(observation, rng) -> action``, seeing only their own seat's observation.

>>> sorted(BOTS)
['beginner', 'coach', 'greedy', 'heuristic', 'random', 'search']
"""

from __future__ import annotations

from truco.bots.base import Bot
from truco.bots.beginner import BeginnerBot
from truco.bots.coach import CoachBot
from truco.bots.greedy import GreedyBot
from truco.bots.heuristic import HeuristicBot
from truco.bots.random_bot import RandomBot
from truco.bots.search import SearchBot
from truco.core.errors import ScenarioError

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "beginner": BeginnerBot, "heuristic": HeuristicBot,
                              "search": SearchBot, "greedy": GreedyBot, "coach": CoachBot}


def get_bot(name: str) -> Bot:
    """A bot by id.

    :raises ScenarioError: ``unknown-bot``, naming the bots there are.
    """
    try:
        return BOTS[name]()
    except (KeyError, TypeError):
        raise ScenarioError(f"unknown bot {name!r}; bots are {', '.join(BOTS)}",
                            code="unknown-bot", bot=str(name)) from None


__all__ = ["BOTS", "Bot", "get_bot"]
