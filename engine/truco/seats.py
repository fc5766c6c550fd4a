"""Seats, teams and partners: who sits where, as data the pages read (never recomputed in JS).

>>> [s["partner"] for s in seat_facts(4, dealer=3)]
[2, 3, 0, 1]
>>> seat_facts(2, dealer=1)[0]
{'seat': 0, 'team': 0, 'partner': None, 'mao': True, 'dealer': False}
"""

from __future__ import annotations

from truco.rounds import team_of


def partner_of(seat: int, players: int) -> int | None:
    """The partner's seat in pairs; ``None`` heads-up."""
    return (seat + 2) % 4 if players == 4 else None


def seat_facts(players: int, *, dealer: int) -> list[dict[str, object]]:
    """For each seat: its team, its partner, and whether it is the mão or the dealer."""
    mao = (dealer + 1) % players
    return [{"seat": s, "team": team_of(s), "partner": partner_of(s, players), "mao": s == mao,
             "dealer": s == dealer} for s in range(players)]
