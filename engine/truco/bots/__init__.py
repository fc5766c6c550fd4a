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
#: The bots a person plays against on the site, weakest first (``greedy`` is the coach's model
#: player, not an opponent of its own).
OPPONENTS: tuple[str, ...] = ("random", "beginner", "heuristic", "search", "coach")
#: The opponent a new table on the site starts with (a newcomer's first match, from anywhere but a
#: lesson: the beginner bot; the reader's own choice is remembered by the page), and the partner
#: of a person playing in pairs.
DEFAULT_OPPONENT = "beginner"
PARTNER = "heuristic"


def get_bot(name: str) -> Bot:
    """A bot by id.

    :raises ScenarioError: ``unknown-bot``, naming the bots there are.
    """
    try:
        return BOTS[name]()
    except (KeyError, TypeError):
        raise ScenarioError(f"unknown bot {name!r}; bots are {', '.join(BOTS)}",
                            code="unknown-bot", bot=str(name)) from None


__all__ = ["BOTS", "DEFAULT_OPPONENT", "OPPONENTS", "PARTNER", "Bot", "get_bot"]
