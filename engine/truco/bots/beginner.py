"""The ``beginner`` bot: plays like someone who has just learnt the rules, from its own
observation only.

It never gives a hand up on its own (no surrender; a fold only to a raise it does not like, or
where the solved hand of eleven says so), calls truco now and then when its hand is good and
never bluffs, accepts a raise mostly with a decent hand and sometimes without one, and plays its
cards simply: mostly the cheapest card that wins the round, else its weakest, now and then just
any card; it leads any card and never covers. Heads-up, the hand of eleven and the mão's first
card of a locked hand are the solution's (:mod:`truco.bots.locked`), as for every bot.

>>> import random
>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "4s"], ["5h", "6s", "7d"]],
...                            "actions": ["play 3c"]}).play()
>>> str(BeginnerBot().choose(observe(hand, 1), random.Random(1)))  # the fives are the manilhas
'play 5h'
"""

from __future__ import annotations

import random

from truco.bots.base import forced
from truco.core.actions import ACCEPT, FOLD, RAISE, Action, Kind, play
from truco.core.hand import Phase
from truco.observation import Observation
from truco.search.model import cheapest_over, round_best
from truco.search.view import table_strengths, win_chance


class BeginnerBot:
    """Simple rules over a rough win chance (:func:`truco.search.view.win_chance`)."""

    name = "beginner"

    def __init__(self, *, call_at: float = 0.68, call_rate: float = 0.6,
                 accept: tuple[tuple[float, float], ...] = ((0.6, 0.9), (0.4, 0.6), (0.0, 0.3)),
                 raise_back_at: float = 0.88, eleven_at: float = 0.5, careless: float = 0.3) -> None:
        self.call_at = call_at  # calls truco only from this win chance on...
        self.call_rate = call_rate  # ...and then not every time
        self.accept = accept  # (from this chance, the share of raises accepted), best first
        self.raise_back_at = raise_back_at
        self.eleven_at = eleven_at
        self.careless = careless  # the share of cards played without a thought

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        solved = forced(observation, rng, single=True)  # the only move, or the solution's
        if solved is not None:
            return solved
        view = observation
        legal = view.legal
        if view.phase is Phase.ELEVEN:
            return ACCEPT if win_chance(view) >= self.eleven_at else FOLD
        chance = win_chance(view)
        if view.phase is Phase.ANSWER:
            if RAISE in legal and chance >= self.raise_back_at:
                return RAISE
            share = next((s for at, s in self.accept if chance >= at), 0.0)
            return ACCEPT if rng.random() < share else FOLD
        if RAISE in legal and chance >= self.call_at and rng.random() < self.call_rate:
            return RAISE
        plays = [a for a in legal if a.kind is Kind.PLAY]
        if view.blind or not view.own or rng.random() < self.careless:
            return rng.choice(plays)
        strengths = view.strengths
        hand = sorted(view.own, key=lambda c: strengths[c])
        ours, theirs = round_best(table_strengths(view), view.team)
        if theirs is None and ours is None:
            return rng.choice(plays)  # leading: any card
        if ours is not None and (theirs is None or ours > theirs):
            return play(hand[0])  # its side is winning the round: its weakest
        cheapest = cheapest_over([strengths[c] for c in hand], theirs if theirs is not None else -1)
        return play(hand[cheapest] if cheapest is not None else hand[0])
