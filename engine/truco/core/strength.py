"""Card strength under a vira or under fixed manilhas, and comparing two cards with a reason.

>>> from truco.core.rules import Rules
>>> paulista = Rules.preset("paulista")
>>> manilha_rank(Card.parse("7d"))
<Rank.QUEEN: 'Q'>
>>> [str(c) for c in manilhas(paulista, Card.parse("4h"))]
['5c', '5h', '5s', '5d']
>>> compare(paulista, Card.parse("4h"), Card.parse("5c"), Card.parse("3h")).to_json()
{'code': 'manilha-beats-ordinary', 'params': {'winner': '5c', 'loser': '3h'}}
"""

from __future__ import annotations

from truco.core.cards import DECK, MANILHA_SUIT_ORDER, RANKS, Card, Rank
from truco.core.errors import ScenarioError
from truco.core.explain import Ruling
from truco.core.rules import Rules

#: Strength of a covered card: below every face-up card.
COVERED = -1
#: Manilhas are stronger than every ordinary card (ordinary strengths are 0..9).
MANILHA_BASE = len(RANKS)
#: The fixed manilhas of the ``mineiro`` preset, strongest first.
FIXED_MANILHAS: tuple[Card, ...] = tuple(Card.parse(c) for c in ("4c", "7h", "As", "7d"))


def manilha_rank(vira: Card) -> Rank:
    """The rank after the vira's in the cyclic order (3 -> 4)."""
    return vira.rank.next()


def manilhas(rules: Rules, vira: Card | None) -> tuple[Card, ...]:
    """The four manilhas, strongest first."""
    if not rules.uses_vira:
        return FIXED_MANILHAS
    if vira is None:
        raise ScenarioError("this preset turns a vira: give one", code="missing-vira")
    rank = manilha_rank(vira)
    return tuple(Card(rank, suit) for suit in MANILHA_SUIT_ORDER)


def strength_table(rules: Rules, vira: Card | None) -> dict[Card, int]:
    """Strength of all 40 cards: ordinary cards 0..9 by rank, manilhas above, strongest highest.

    The table is shared between callers (made once per vira): read it, never change it.
    """
    if not rules.uses_vira:
        return _FIXED_TABLE
    if vira is None:
        raise ScenarioError("this preset turns a vira: give one", code="missing-vira")
    return _VIRA_TABLES[vira]


def _strength_table(top: tuple[Card, ...]) -> dict[Card, int]:
    table = {card: card.rank.order for card in DECK}
    for i, card in enumerate(reversed(top)):
        table[card] = MANILHA_BASE + i
    return table


_FIXED_TABLE = _strength_table(FIXED_MANILHAS)
_VIRA_TABLES: dict[Card, dict[Card, int]] = {
    vira: _strength_table(tuple(Card(manilha_rank(vira), suit) for suit in MANILHA_SUIT_ORDER))
    for vira in DECK}


def ranking(rules: Rules, vira: Card | None) -> list[list[Card]]:
    """The 40 cards in groups of equal strength, strongest group first (vira included)."""
    table = strength_table(rules, vira)
    groups: dict[int, list[Card]] = {}
    for card in DECK:
        groups.setdefault(table[card], []).append(card)
    return [groups[s] for s in sorted(groups, reverse=True)]


def is_manilha(strength: int) -> bool:
    return strength >= MANILHA_BASE


def compare(rules: Rules, vira: Card | None, a: Card | None, b: Card | None) -> Ruling:
    """Compare two cards (``None`` = covered). The ruling names the winner, or ``tie``."""
    table = strength_table(rules, vira)
    return compare_with(table, a, b)


def compare_with(table: dict[Card, int], a: Card | None, b: Card | None) -> Ruling:
    """:func:`compare` with a precomputed strength table."""
    if a is None and b is None:
        return Ruling("covered-tie")
    if a is None or b is None:
        face_up = a if b is None else b
        return Ruling("covered-loses", winner=str(face_up), loser="covered")
    sa, sb = table[a], table[b]
    hi, lo = (a, b) if sa >= sb else (b, a)
    shi, slo = max(sa, sb), min(sa, sb)
    if is_manilha(shi) and is_manilha(slo):
        return Ruling("manilha-suit", winner=str(hi), loser=str(lo))
    if is_manilha(shi):
        return Ruling("manilha-beats-ordinary", winner=str(hi), loser=str(lo))
    if shi == slo:
        return Ruling("same-rank-tie", cards=[str(a), str(b)], rank=a.rank.value)
    return Ruling("higher-rank", winner=str(hi), loser=str(lo))
