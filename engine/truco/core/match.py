"""A match: hands dealt one after another until a team reaches the target.

``current_player`` is a seat, :data:`CHANCE` (a hand must be dealt) or :data:`TERMINAL`.
The RNG stays outside: pass one to :meth:`Match.deal_random`, or a :class:`Deal` to :meth:`Match.deal`.

>>> import random
>>> m = Match(Rules(), players=2)
>>> rng = random.Random(1)
>>> while m.current_player != TERMINAL:
...     if m.current_player == CHANCE:
...         _ = m.deal_random(rng)
...     else:
...         m.apply(rng.choice(m.dealt().legal_actions()))
>>> max(m.score)
12
"""

from __future__ import annotations

import random

from truco.core.actions import Action
from truco.core.deal import Deal
from truco.core.errors import IllegalAction, ScenarioError
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.core.score import add_points
from truco.core.seats import next_dealer

CHANCE = -1
TERMINAL = -2


class Match:
    """Hands in sequence with the score, the dealer's rotation and the match winner."""

    def __init__(self, rules: Rules, *, players: int = 2, score: tuple[int, int] = (0, 0),
                 dealer: int | None = None) -> None:
        if players not in (2, 4):
            raise ScenarioError(f"players must be 2 or 4, not {players!r}", code="bad-players")
        for team, points in enumerate(score):
            if not 0 <= points < rules.target:
                raise ScenarioError(f"score of team {team} must be 0..{rules.target - 1}",
                                    code="bad-score", team=team)
        self.rules = rules
        self.players = players
        self.start_score = score
        self.first_dealer = players - 1 if dealer is None else dealer
        if not 0 <= self.first_dealer < players:
            raise ScenarioError(f"dealer must be a seat 0..{players - 1}", code="bad-dealer")
        self.history: list[Hand] = []
        self.hand: Hand | None = None

    @property
    def score(self) -> tuple[int, int]:
        """The score now: after the current hand if it is over."""
        hand = self.hand
        if hand is None:
            return self.start_score
        outcome = hand.outcome
        if outcome is None:
            return hand.score  # the score the hand started with
        return add_points(hand.score, outcome.points, self.rules.target)

    @property
    def winner(self) -> int | None:
        """The team that reached the target, if any."""
        for team, points in enumerate(self.score):
            if points >= self.rules.target:
                return team
        return None

    @property
    def next_dealer(self) -> int:
        if self.hand is None:
            return self.first_dealer
        return next_dealer(self.hand.dealer, self.players)

    @property
    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        if self.hand is None or self.hand.finished:
            return CHANCE
        seat = self.hand.to_act
        assert seat is not None
        return seat

    def deal(self, deal: Deal) -> Hand:
        """Start the next hand with these cards."""
        if self.current_player != CHANCE:
            raise IllegalAction("no hand to deal now", code="not-chance")
        score, dealer = self.score, self.next_dealer  # before the finished hand joins the history
        if self.hand is not None:
            self.history.append(self.hand)
        self.hand = Hand(self.rules, deal, dealer=dealer, score=score)
        return self.hand

    def deal_random(self, rng: random.Random) -> Hand:
        return self.deal(Deal.random(self.rules, self.players, rng))

    def apply(self, action: Action | str) -> None:
        if self.hand is None or self.current_player < 0:
            raise IllegalAction(f"illegal action {str(action)!r}: no seat is to act",
                                code="hand-over", action=str(action))
        self.hand.apply(action)

    def dealt(self) -> Hand:
        """The hand in play (or the last one played)."""
        if self.hand is None:
            raise IllegalAction("no hand has been dealt", code="not-dealt")
        return self.hand
