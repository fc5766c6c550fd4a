"""Rounds: who wins a round, who leads the next one, and when the hand is decided.

Pure functions over plays and round results; the hand state machine calls them.

>>> from truco.core.rules import Rules
>>> from truco.core.strength import strength_table
>>> table = strength_table(Rules(), Card.parse("7d"))
>>> plays = (Play(0, Card.parse("3c")), Play(1, Card.parse("3h")))
>>> r = settle_round(plays, table, players=2)
>>> r.winner, r.lead, r.ruling.code
(None, 0, 'round-tied')
>>> decide([None, 1]).code
'win-plus-tie'
>>> settle_hand([None, None, None], Rules(), kind="normal", mao=0, dealer=1)
Settled(team=0, points=None, ruling=Ruling(code='three-ties-mao', params={'team': 0, 'seat': 0}))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from truco.core.cards import Card
from truco.core.explain import Ruling
from truco.core.rules import Rules
from truco.core.seats import team_of
from truco.core.strength import COVERED, compare_with


class Play(NamedTuple):
    """A card put on the table by a seat, face up or covered."""

    seat: int
    card: Card
    covered: bool = False

    def public(self) -> str | None:
        """What others see: the card, or ``None`` when covered."""
        return None if self.covered else str(self.card)


class RoundResult(NamedTuple):
    """A finished round: the winning team (``None`` for a tie) and who leads next."""

    plays: tuple[Play, ...]
    winner: int | None
    lead: int
    top: tuple[int, ...]  # indexes in ``plays`` of the cards holding the top strength
    table: dict[Card, int]  # the strength table the round was judged with

    @property
    def lead_ruling(self) -> Ruling:
        """Who leads the next round, and why (the winning card's player, or after a tie the first
        player of a tied top card)."""
        return Ruling("lead-winner" if self.winner is not None else "lead-tie", seat=self.lead)

    @property
    def ruling(self) -> Ruling:
        """Why the round went this way (built on demand: searches never ask)."""
        plays, top, table = self.plays, self.top, self.table
        first = plays[top[0]]
        if self.winner is None:
            compared = compare_with(table, _face(first), _face(plays[top[1]]))
            return Ruling("round-tied", cards=[_shown(plays[i]) for i in top],
                          seats=[plays[i].seat for i in top], compare=compared.to_json(),
                          lead=first.seat)
        strengths = [COVERED if p.covered else table[p.card] for p in plays]
        others = [i for i, p in enumerate(plays) if team_of(p.seat) != self.winner]
        runner_up = max(others, key=lambda i: strengths[i])
        compared = compare_with(table, _face(first), _face(plays[runner_up]))
        code = "partners-top" if len(top) > 1 else "round-won"
        return Ruling(code, team=self.winner, seat=first.seat, card=_shown(first),
                      beaten=_shown(plays[runner_up]), compare=compared.to_json(),
                      lead=first.seat)


def settle_round(plays: tuple[Play, ...], table: dict[Card, int], *, players: int) -> RoundResult:
    """Who wins the round and who leads the next one."""
    strengths = [COVERED if p.covered else table[p.card] for p in plays]
    best = max(strengths)
    if strengths.count(best) == 1:
        i = strengths.index(best)
        first_seat = plays[i].seat
        return RoundResult(plays, team_of(first_seat), first_seat, (i,), table)
    top = tuple(i for i, s in enumerate(strengths) if s == best)
    first_seat = plays[top[0]].seat
    team = team_of(first_seat)
    tied = any(team_of(plays[i].seat) != team for i in top[1:])
    winner = None if tied else team
    return RoundResult(plays, winner, first_seat, top, table)


def _face(play: Play) -> Card | None:
    return None if play.covered else play.card


def _shown(play: Play) -> str:
    return "covered" if play.covered else str(play.card)


def decide(results: list[int | None]) -> Ruling | None:
    """How these round results decide the hand, or ``None`` while it goes on.

    Three tied rounds also return ``None`` here: the rules options settle them (see ``hand``).

    >>> decide([0, 1, None]).to_json()
    {'code': 'first-round-decides', 'params': {'team': 0}}
    >>> decide([None, None]) is None
    True
    """
    wins = [results.count(0), results.count(1)]
    ties = results.count(None)
    for team in (0, 1):
        if wins[team] == 2:
            return Ruling("two-wins", team=team)
    if ties == 1 and sum(wins) == 1:
        return Ruling("win-plus-tie", team=0 if wins[0] else 1)
    if ties == 2 and sum(wins) == 1:
        return Ruling("third-round-decides", team=0 if wins[0] else 1)
    if wins == [1, 1] and ties == 1:
        first = results[0]
        if first is not None:
            return Ruling("first-round-decides", team=first)
    return None


def settle_three_ties(rules: Rules, *, kind: str, mao: int, dealer: int,
                      eleven_team: int | None) -> tuple[int | None, int | None, Ruling]:
    """All three rounds tied: the winning team (or ``None``), the points (``None`` = the hand's
    value) and the ruling, by the options ``three_ties`` and ``eleven_three_ties``.

    >>> settle_three_ties(Rules(), kind="normal", mao=0, dealer=1, eleven_team=None)[2].code
    'three-ties-mao'
    """
    if rules.eleven_three_ties == "fpt" and kind == "eleven" and eleven_team is not None:
        other = 1 - eleven_team
        return other, rules.eleven_value, Ruling("three-ties-eleven", team=other,
                                                 value=rules.eleven_value, at=rules.eleven_at)
    if rules.eleven_three_ties == "fpt" and kind == "iron":
        return None, 0, Ruling("three-ties-iron")
    if rules.three_ties == "mao":
        return team_of(mao), None, Ruling("three-ties-mao", team=team_of(mao), seat=mao)
    if rules.three_ties == "dealer":
        return team_of(dealer), None, Ruling("three-ties-dealer", team=team_of(dealer), seat=dealer)
    return None, 0, Ruling("three-ties-nobody")


def exposed_loser(rules: Rules, winner: int | None, top: tuple[int, ...], covered: Sequence[bool],
                  round_raise: tuple[int, int] | None) -> int | None:
    """The federation's exposed card (``exposed_card``): the team that loses the hand at once
    because a round tied with a face-up card that was already on the table when the round's last
    raise was made, or ``None``. ``top`` indexes the tied top cards among the round's plays,
    ``covered`` says which plays were covered, ``round_raise`` is ``(raiser's team, cards on the
    table at that raise)`` for the round's last raise.

    >>> rules = Rules.preset("paulista-fpt")
    >>> exposed_loser(rules, None, (0, 1), [False, False], (1, 1))  # raised with the card down
    1
    >>> exposed_loser(rules, None, (0, 1), [False, False], (0, 0))  # raised before any card
    >>> exposed_loser(rules, None, (0, 1), [True, True], (1, 1))    # two covered cards
    >>> exposed_loser(Rules(), None, (0, 1), [False, False], (1, 1))  # not in plain paulista
    """
    if not rules.exposed_card or winner is not None or round_raise is None:
        return None
    team, on_table = round_raise
    if any(i < on_table and not covered[i] for i in top):
        return team
    return None


class Settled(NamedTuple):
    """How the rounds settle a hand: the winning team (``None``: nobody), the points (``None``: the
    hand's value) and why."""

    team: int | None
    points: int | None
    ruling: Ruling


def settle_hand(results: list[int | None], rules: Rules, *, kind: str, mao: int, dealer: int,
                eleven_team: int | None = None) -> Settled | None:
    """Whether the round results so far settle the hand, and how: :func:`decide` (two wins, a win
    and a tie...), then, after three tied rounds, :func:`settle_three_ties`. ``None`` while the
    hand goes on. ``kind`` is the hand's kind (``"normal"``, ``"eleven"``, ``"iron"``),
    ``eleven_team`` the team at eleven in a hand of eleven.

    >>> settle_hand([0, None], Rules(), kind="normal", mao=0, dealer=1).ruling.code
    'win-plus-tie'
    >>> settle_hand([0, 1], Rules(), kind="normal", mao=0, dealer=1) is None
    True
    """
    ruling = decide(results)
    if ruling is not None:
        return Settled(ruling.params["team"], None, ruling)
    if len(results) < 3:
        return None
    return Settled(*settle_three_ties(rules, kind=kind, mao=mao, dealer=dealer,
                                      eleven_team=eleven_team))
