"""The heads-up hand with the ladder on strength classes: public plays and bets in, rulings out.

Seat 0 is the mão, seat 1 the dealer (each its own team), at a score where no hand of eleven
applies. Every ruling comes from the engine: a round's winner and the next lead from
:func:`truco.rounds.settle_round` (played with real cards of each class), the hand from
:func:`truco.rounds.settle_hand` (kind ``normal``), what a hand is worth once a call is accepted
from :func:`truco.ladder.calls`, what a fold or a surrender pays from :func:`truco.ladder.pays`.
Outcomes depend on public plays and bets.

The federation's exposed-card rule (``exposed_card``) lives inside the hand's state machine and not
in a function the solver can call, so rule sets with it are refused until the engine has one.

>>> from truco.cards import Card
>>> from truco.rules import Rules
>>> from truco.solver.classes import Classes
>>> game = FullGame(Rules(), Classes.of(Rules(), Card.parse("7d")))
>>> game.top, game.value(0), game.value(2), game.fold_pays(1), game.fold_pays(4)
(4, 1, 6, 1, 9)
>>> p = game.show(game.show(game.start(), 8, 3), 8, 3)   # two 3s: the first round ties
>>> p.results, p.lead
((None,), 0)
>>> game.show(game.show(p, 0, 3), COVERED, 3).result     # a face-up 4 beats a covered card
Result(winner=0, points=(3, 0), code='win-plus-tie')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from truco.cards import Card
from truco.ladder import calls, pays
from truco.rounds import Play, settle_hand, settle_round
from truco.rules import Rules
from truco.solver.classes import Classes
from truco.solver.locked import COVERED, DEALER, MAO, Public, Result

__all__ = ["COVERED", "DEALER", "MAO", "FullGame", "Public", "Result"]


@dataclass(frozen=True, slots=True)
class FullGame:
    """One heads-up hand with the ladder: rules, strength classes, and whether raises exist."""

    rules: Rules
    classes: Classes
    raises: bool = True
    _calls: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rules.exposed_card:
            raise ValueError("the exposed-card rule is not a function of the engine yet: the full "
                             "solver cannot state it without coding it twice")
        if self.rules.cover_from_round < 2:
            raise ValueError("the solver needs cover_from_round >= 2 (no covering in round 1)")
        object.__setattr__(self, "_calls", tuple((c.value, pays(self.rules, refused=c.step, value=0))
                                                 for c in calls(self.rules)))

    @property
    def top(self) -> int:
        """The highest ladder index a raise can reach (0: raises disabled)."""
        return len(self._calls) if self.raises else 0

    def value(self, step: int) -> int:
        """What the hand is worth at ladder index ``step`` (0: no call accepted yet)."""
        return self.rules.ladder[0] if step == 0 else self._calls[step - 1][0]

    def fold_pays(self, offer: int) -> int:
        """What folding the call that offers ladder index ``offer`` pays the raiser."""
        return self._calls[offer - 1][1]

    def start(self) -> Public:
        return Public()

    def may_cover(self, public: Public) -> bool:
        return public.round >= self.rules.cover_from_round

    def show(self, public: Public, shown: int, value: int) -> Public:
        """The seat to act puts down a card of class ``shown`` (or :data:`COVERED`); a hand that
        this decides is worth ``value``."""
        if public.result is not None:
            raise ValueError("the hand is over")
        if public.led is None:
            return public._replace(led=shown)
        winner, lead = round_outcome(self.classes, public.lead, public.led, shown)
        results = (*public.results, winner)
        return Public(results, lead, None, self.settle(results, value))

    def settle(self, results: tuple[int | None, ...], value: int) -> Result | None:
        """The result once the rounds decide the hand (``None`` while it goes on)."""
        settled = settle_hand(list(results), self.rules, kind="normal", mao=MAO, dealer=DEALER)
        if settled is None:
            return None
        points = value if settled.points is None else settled.points
        return award(settled.team, points, settled.ruling.code)

    def surrender(self, actor: int, step: int) -> Result:
        """The seat to act gives up on its turn: the other seat scores the hand's current value."""
        return award(1 - actor, pays(self.rules, value=self.value(step)), "surrender")

    def fold(self, raiser: int, offer: int) -> Result:
        """The call offering ``offer`` is folded: the raiser scores the value before the call."""
        return award(raiser, self.fold_pays(offer), "fold-pays-previous")


def award(team: int | None, points: int, code: str) -> Result:
    awarded = (0, 0) if team is None else ((points, 0) if team == 0 else (0, points))
    return Result(team, awarded, code)


@cache
def round_outcome(classes: Classes, lead: int, led: int, shown: int) -> tuple[int | None, int]:
    """The seat that wins a round (``None``: tied) and the seat that leads the next one, by the
    engine's :func:`settle_round` on real cards of the classes shown."""
    plays = (_play(classes, lead, led, 0), _play(classes, 1 - lead, shown, -1))
    table = {card: s for s, cards in zip(classes.strengths, classes.cards, strict=True)
             for card in cards}
    result = settle_round(plays, table, players=2)
    return result.winner, result.lead


def _play(classes: Classes, seat: int, shown: int, pick: int) -> Play:
    if shown == COVERED:  # any card will do: nobody ever sees it
        card: Card = classes.cards[0][pick]
        return Play(seat, card, covered=True)
    return Play(seat, classes.cards[shown][pick])
