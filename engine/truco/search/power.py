"""The power of a card: the share of the cards a seat has not seen that it beats (ties count
half), and the rough win chance the powers of the cards held give.

One function counts powers (:func:`power_table`, all strengths at once and kept for reuse;
:func:`powers_of`, the same count for a few cards); every model of the kit reads them.

>>> from truco.core.cards import Card
>>> from truco.core.rules import Rules
>>> from truco.core.strength import strength_table
>>> table = strength_table(Rules(), Card.parse("4d"))
>>> seen = tuple(Card.parse(c) for c in ("5c", "3h", "4d"))
>>> powers_of(table, seen, seen[:2]) == sorted((power_table(table, seen)[table[c]] for c in seen[:2]),
...                                            reverse=True)
True
>>> round(hand_chance(powers_of(table, seen, seen[:2]), [], team=0, players=2), 3)
0.939
"""

from __future__ import annotations

from collections.abc import Sequence

from truco.core.cards import DECK, Card


def power_table(strengths: dict[Card, int], seen: Sequence[Card]) -> list[float]:
    """For each strength, the share of the cards not in ``seen`` that a card of that strength beats
    (ties count half). Kept for reuse: every world of an analysis asks for the same seats."""
    key = (id(strengths), tuple(sorted(seen)))
    table = _POWERS.get(key)
    if table is None:
        counts = _base_counts(strengths).copy()
        for card in set(seen):
            counts[strengths[card]] -= 1
        pool = sum(counts)
        table = []
        below = 0
        for count in counts:
            table.append((below + 0.5 * count) / pool if pool else 1.0)
            below += count
        if len(_POWERS) >= _POWERS_KEPT:
            _POWERS.clear()
        _POWERS[key] = table
    return table


def powers_of(strengths: dict[Card, int], seen: Sequence[Card], cards: Sequence[Card]) -> list[float]:
    """The powers of ``cards`` (best first) against the cards not in ``seen`` (distinct cards):
    what :func:`power_table` gives them, counted directly (cheaper for a few cards and a new
    ``seen``)."""
    base = _base_counts(strengths)
    below = _cumulative(strengths)
    pool = len(strengths) - len(seen)
    if not pool:
        return [1.0] * len(cards)
    seen_strengths = [strengths[c] for c in seen]
    out = []
    for card in cards:
        mine = strengths[card]
        under = below[mine]
        equal = base[mine]
        for other in seen_strengths:
            if other < mine:
                under -= 1
            elif other == mine:
                equal -= 1
        out.append((under + 0.5 * equal) / pool)
    out.sort(reverse=True)
    return out


def with_partner(mine: list[float], partner: list[float]) -> list[float]:
    """A seat's powers (best first) joined with a shown partner's: each pair of cards of the same
    rank order takes a round unless both fail."""
    if not partner:
        return mine
    return [1 - (1 - a) * (1 - b) for a, b in zip(mine, partner, strict=False)] or mine


def hand_chance(powers: list[float], results: list[int | None], team: int, players: int) -> float:
    """A rough chance of winning the hand from the powers of the cards held (best first) and the
    round results so far. Powers are the share of unseen cards each card beats."""
    if players == 4:
        powers = [min(1.0, p * 1.1) for p in powers]
    won = results.count(team)
    lost = results.count(1 - team)
    ties = results.count(None)
    if not powers:
        return 0.5
    p = powers + [0.5] * (3 - len(powers))
    if won == 1 and lost == 0:  # a tie or a win from here takes it
        return 1 - (1 - p[0]) * (1 - p[1]) if len(results) == 1 else p[0]
    if lost == 1 and won == 0 and ties == 0:
        return p[0] * p[1] if len(results) == 1 else 0.0
    if ties >= 1 and won == 0 and lost == 0:
        return p[0]
    if won == 1 and lost == 1:
        return p[0]
    # the start of the hand: two of three
    a, b, c = p[0], p[1], p[2]
    return a * b + a * (1 - b) * c + (1 - a) * b * c


def _cumulative(strengths: dict[Card, int]) -> list[int]:
    """How many cards of the deck are weaker than each strength."""
    cum = _BELOW.get(id(strengths))
    if cum is None:
        cum, total = [], 0
        for count in _base_counts(strengths):
            cum.append(total)
            total += count
        _BELOW[id(strengths)] = cum
    return cum


def _base_counts(strengths: dict[Card, int]) -> list[int]:
    """How many cards of each strength the deck holds (tables are made once: kept by id)."""
    base = _COUNTS.get(id(strengths))
    if base is None:
        base = [0] * (max(strengths.values()) + 1)
        for card in DECK:
            base[strengths[card]] += 1
        _COUNTS[id(strengths)] = base
    return base


_BELOW: dict[int, list[int]] = {}
_COUNTS: dict[int, list[int]] = {}
_POWERS: dict[tuple[int, tuple[Card, ...]], list[float]] = {}
_POWERS_KEPT = 4096
