"""Bots: ``choose(observation, rng) -> action``, seeing only their own seat's observation.

>>> sorted(BOTS)
['coach', 'greedy', 'heuristic', 'random', 'search']
"""

from __future__ import annotations

from truco.bots.base import Bot
from truco.bots.coach import CoachBot
from truco.bots.greedy import GreedyBot
from truco.bots.heuristic import HeuristicBot
from truco.bots.random_bot import RandomBot
from truco.bots.search import SearchBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "heuristic": HeuristicBot, "search": SearchBot,
                              "greedy": GreedyBot, "coach": CoachBot}


def get_bot(name: str) -> Bot:
    """A bot by id."""
    try:
        return BOTS[name]()
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; bots are {', '.join(BOTS)}") from None


__all__ = ["BOTS", "Bot", "get_bot"]
