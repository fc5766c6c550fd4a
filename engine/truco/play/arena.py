"""Bot against bot: whole matches, alternating who deals first, reproducible for a seed.

>>> r = run_arena("heuristic", "random", matches=4, seed=1)
>>> r["matches"], sum(r["wins"])
(4, 4)
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

from truco.bots import Bot, get_bot
from truco.core.actions import Action, Kind
from truco.core.hand import HandKind
from truco.core.match import CHANCE, TERMINAL, Match
from truco.core.rules import Rules
from truco.core.seats import team_of
from truco.observation import Observation, observe_match

#: What :class:`Tally` counts: card turns where a raise was open and the raises made at them;
#: raises faced and the answers (accepted, raised again, folded).
RATES = ("turns", "raises", "answers", "accepts", "reraises", "folds")


class Tally:
    """A bot that counts how it bets in normal hands (:data:`RATES`), to compare bots' styles."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = getattr(bot, "name", type(bot).__name__)
        self.seen: Counter[str] = Counter()

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        action = self.bot.choose(observation, rng)
        if observation.kind is HandKind.NORMAL:
            kinds = {a.kind for a in observation.legal}
            if Kind.ACCEPT in kinds:
                self.seen["answers"] += 1
                self.seen[{Kind.ACCEPT: "accepts", Kind.FOLD: "folds"}.get(action.kind,
                                                                           "reraises")] += 1
            elif Kind.RAISE in kinds:
                self.seen["turns"] += 1
                self.seen["raises"] += action.kind is Kind.RAISE
        return action

    def rates(self) -> dict[str, int]:
        return {name: self.seen[name] for name in RATES}


def play_match(bots: list[Bot] | list[Tally], rules: Rules, *, players: int, dealer: int,
               rng: random.Random, score: tuple[int, int] = (0, 0)) -> Match:
    """One match (from ``score``); ``bots[team_of(seat)]`` plays each seat (team 0 against 1)."""
    match = Match(rules, players=players, dealer=dealer, score=score)
    while (seat := match.current_player) != TERMINAL:
        if seat == CHANCE:
            match.deal_random(rng)
        else:
            match.apply(bots[team_of(seat)].choose(observe_match(match, seat), rng))
    return match


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate.

    >>> [round(x, 3) for x in wilson(60, 100)]
    [0.502, 0.691]
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run_arena(a: str, b: str, *, matches: int, seed: int, players: int = 2,
              rules: str | dict[str, Any] = "paulista") -> dict[str, Any]:
    """Play ``matches`` matches of bot ``a`` (team 0) against bot ``b`` (team 1)."""
    the_rules = Rules.from_spec(rules)
    bots = [Tally(get_bot(a)), Tally(get_bot(b))]
    wins = [0, 0]
    points = [0, 0]
    hands = 0
    for i in range(matches):
        rng = random.Random(f"{seed}:{i}")
        dealer = i % 2  # seat 0 (a) deals the even matches, seat 1 (b) the odd ones
        match = play_match(bots, the_rules, players=players, dealer=dealer, rng=rng)
        winner = match.winner
        assert winner is not None
        wins[winner] += 1
        for hand in match.history + ([match.hand] if match.hand else []):
            if hand.outcome is not None:
                hands += 1
                points[0] += hand.outcome.points[0]
                points[1] += hand.outcome.points[1]
    low, high = wilson(wins[0], matches)
    return {"a": a, "b": b, "players": players, "rules": the_rules.to_spec(), "seed": seed,
            "matches": matches, "wins": wins, "win_rate": wins[0] / matches if matches else 0.0,
            "ci95": [round(low, 4), round(high, 4)], "hands": hands,
            "points_per_hand": [round(p / hands, 4) if hands else 0.0 for p in points],
            "rates": [bot.rates() for bot in bots]}
