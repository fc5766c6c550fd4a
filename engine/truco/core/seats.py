"""Seats, teams and partners: who sits where, as data the pages read (never recomputed in JS).

>>> [s.partner for s in seating(4, dealer=3)]
[2, 3, 0, 1]
>>> seating(2, dealer=1)[0].to_json()
{'seat': 0, 'team': 0, 'partner': None, 'mao': True, 'dealer': False}
"""

from __future__ import annotations

from dataclasses import dataclass


def team_of(seat: int) -> int:
    """Seats 0 and 2 are team 0; seats 1 and 3 are team 1."""
    return seat % 2


def partner_of(seat: int, players: int) -> int | None:
    """The partner's seat in pairs; ``None`` heads-up."""
    return (seat + 2) % 4 if players == 4 else None


def mao_of(dealer: int, players: int) -> int:
    """The mão: the seat after the dealer, who plays first."""
    return (dealer + 1) % players


def next_dealer(dealer: int, players: int) -> int:
    """Who deals the next hand of a match: the deal passes to the seat after this hand's dealer."""
    return (dealer + 1) % players


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat of a hand: its team, its partner, and whether it is the mão or the dealer."""

    seat: int
    team: int
    partner: int | None
    mao: bool
    dealer: bool

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "team": self.team, "partner": self.partner, "mao": self.mao,
                "dealer": self.dealer}


def seating(players: int, *, dealer: int) -> tuple[Seat, ...]:
    """Every seat of a hand dealt by ``dealer``."""
    mao = mao_of(dealer, players)
    return tuple(Seat(s, team_of(s), partner_of(s, players), s == mao, s == dealer)
                 for s in range(players))


def seat_facts(players: int, *, dealer: int) -> list[dict[str, object]]:
    """:func:`seating` as JSON."""
    return [s.to_json() for s in seating(players, dealer=dealer)]
