"""The locked-ladder heads-up hand on strength classes: public plays in, rulings out.

Seat 0 is the mão, seat 1 the dealer (each is its own team). Every ruling comes from the engine:
rounds from :func:`truco.core.rounds.settle_round` (played with real cards of each class), the hand from
:func:`truco.core.rounds.decide` and :func:`truco.core.rounds.settle_three_ties`. No raise exists while the
ladder is locked, so the exposed-card rule never applies. Outcomes depend on public plays alone.

>>> from truco.core.rules import Rules
>>> from truco.solved.classes import Classes
>>> game = LockedGame(Rules(), Classes.of(Rules(), Card.parse("7d")), "eleven", decider=1)
>>> p = game.show(game.show(game.start(), 8), 8)   # two 3s: the first round ties
>>> p.results, p.lead
((None,), 0)
>>> p = game.show(game.show(p, 0), COVERED)      # a face-up 4 beats a covered card
>>> p.result
Result(winner=0, points=(3, 0), code='win-plus-tie')
>>> game.fold(game.start()).margin, game.decline().margin
(-3, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal, NamedTuple

from truco.core.cards import Card
from truco.core.ladder import pays
from truco.core.rounds import Play, settle_hand, settle_round
from truco.core.rules import Rules
from truco.solved.classes import Classes

#: What the other seat sees of a covered card.
COVERED = -1
MAO, DEALER = 0, 1
LockedKind = Literal["eleven", "iron"]


@dataclass(frozen=True, slots=True)
class Result:
    """How a hand ended: the winning seat (or ``None``), the points per seat and the ruling code."""

    winner: int | None
    points: tuple[int, int]
    code: str

    @property
    def margin(self) -> int:
        """The mão's points minus the dealer's: the zero-sum payoff the solver uses."""
        return self.points[0] - self.points[1]


class Public(NamedTuple):
    """What everybody knows: the rounds' winners, who leads, the card led this round, the result."""

    results: tuple[int | None, ...] = ()
    lead: int = MAO
    led: int | None = None  # the class shown by the leader this round (COVERED), or None
    result: Result | None = None

    @property
    def round(self) -> int:
        return len(self.results) + 1

    @property
    def to_act(self) -> int:
        return self.lead if self.led is None else 1 - self.lead


@dataclass(frozen=True, slots=True)
class LockedGame:
    """One locked heads-up game: rules, strength classes, kind and who decides a hand of eleven."""

    rules: Rules
    classes: Classes
    kind: LockedKind
    decider: int | None = None  # the seat at eleven (``kind == "eleven"`` only)

    def __post_init__(self) -> None:
        if (self.kind == "eleven") != (self.decider in (MAO, DEALER)):
            raise ValueError("a hand of eleven has a decider (0 or 1); an iron hand has none")

    @property
    def value(self) -> int:
        """What the hand is worth: ``eleven_value`` in both locked hands."""
        return self.rules.eleven_value

    def start(self) -> Public:
        return Public()

    def may_cover(self, public: Public) -> bool:
        return public.round >= self.rules.cover_from_round

    def show(self, public: Public, shown: int) -> Public:
        """The seat to act puts down a card of class ``shown`` (or :data:`COVERED`)."""
        if public.result is not None:
            raise ValueError("the hand is over")
        if public.led is None:
            return public._replace(led=shown)
        winner = round_winner(self.classes, public.lead, public.led, shown)
        results = (*public.results, winner)
        lead = public.lead if winner is None else winner
        return Public(results, lead, None, self.settle(results))

    def settle(self, results: tuple[int | None, ...]) -> Result | None:
        """The result once the rounds decide the hand (``None`` while it goes on)."""
        settled = settle_hand(list(results), self.rules, kind=self.kind, mao=MAO, dealer=DEALER,
                              eleven_team=self.decider)
        if settled is None:
            return None
        return self._award(settled.team, self.value if settled.points is None else settled.points,
                           settled.ruling.code)

    def fold(self, public: Public) -> Result:
        """The seat to act surrenders: the other seat scores the hand's value."""
        return self._award(1 - public.to_act, pays(self.rules, value=self.value), "surrender")

    def decline(self) -> Result:
        """The decider declines the hand of eleven: the other seat scores ``eleven_fold_pays``."""
        if self.decider is None:
            raise ValueError("only a hand of eleven can be declined")
        return self._award(1 - self.decider, pays(self.rules, value=self.value, eleven=True),
                           "eleven-fold")

    @staticmethod
    def _award(team: int | None, points: int, code: str) -> Result:
        awarded = (0, 0) if team is None else ((points, 0) if team == 0 else (0, points))
        return Result(team, awarded, code)


def round_winner(classes: Classes, lead: int, led: int, shown: int) -> int | None:
    """The seat that wins a round (``None`` for a tie), by the engine's :func:`settle_round`."""
    return _round_winner(classes, lead, led, shown)


@cache
def _round_winner(classes: Classes, lead: int, led: int, shown: int) -> int | None:
    plays = (_play(classes, lead, led, 0), _play(classes, 1 - lead, shown, -1))
    table = {card: s for s, cards in zip(classes.strengths, classes.cards, strict=True)
             for card in cards}
    return settle_round(plays, table, players=2).winner


def _play(classes: Classes, seat: int, shown: int, pick: int) -> Play:
    if shown == COVERED:  # any card will do: nobody ever sees it
        card: Card = classes.cards[0][pick]
        return Play(seat, card, covered=True)
    return Play(seat, classes.cards[shown][pick])
