"""Strength classes: a locked heads-up hand without suits, and the viras that give the same game.

Outside the manilhas only a card's strength matters, and the vira removes one card of its rank, so
a hand is a multiset of *strength classes*: the distinct strengths of the cards still in the deck,
weakest first, each with its capacity (how many cards have it). The game depends only on the
capacities in strength order (the *signature*), so viras with the same signature are one game.

>>> from truco.core.rules import Rules
>>> c = Classes.of(Rules(), Card.parse("7d"))
>>> len(c.caps), sum(c.caps), c.caps[-4:]
(13, 39, (1, 1, 1, 1))
>>> c.hand_of([Card.parse("Qc"), Card.parse("3h"), Card.parse("3s")])
(8, 8, 12)
>>> [str(card) for card in c.cards[12]]
['Qc']
>>> [[r.value for r in g.viras] for g in vira_classes(Rules())][-1]
['2', '3']
>>> deal_count(c, (0, 0, 1), (0, 12, 12)), deal_count(c, (0, 0, 1), (0, 0, 12))
(0, 24)
>>> hand_key(c.hand_of([Card.parse("Qc"), Card.parse("3h"), Card.parse("3s")]))
'88c'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import comb, prod

from truco.core.cards import DECK, MANILHA_SUIT_ORDER, RANKS, Card, Rank
from truco.core.deal import HAND_SIZE
from truco.core.errors import ScenarioError
from truco.core.rules import Rules
from truco.core.strength import strength_table

#: A hand of strength classes: three class indexes, sorted (weakest first).
ClassHand = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Classes:
    """The strength classes of the cards left in the deck under one vira (or fixed manilhas)."""

    strengths: tuple[int, ...]  # the engine's strength of each class, ascending
    cards: tuple[tuple[Card, ...], ...]  # the cards of each class (the vira is not among them)

    @classmethod
    def of(cls, rules: Rules, vira: Card | None) -> Classes:
        """Group the deck minus the vira by the engine's strength table."""
        table = strength_table(rules, vira)
        groups: dict[int, list[Card]] = {}
        for card in DECK:
            if card != vira:
                groups.setdefault(table[card], []).append(card)
        order = sorted(groups)
        return cls(tuple(order), tuple(tuple(groups[s]) for s in order))

    @property
    def caps(self) -> tuple[int, ...]:
        """How many cards each class has: the signature of the game."""
        return tuple(len(cards) for cards in self.cards)

    @property
    def size(self) -> int:
        return len(self.strengths)

    def class_of(self, card: Card) -> int:
        """The class index of a card (the vira has none)."""
        index = _index_of(self)
        if card not in index:
            raise ScenarioError(f"card {card} is the vira: nobody holds it", code="vira-in-hand",
                                card=str(card))
        return index[card]

    def hand_of(self, cards: Iterable[Card]) -> ClassHand:
        """The class hand of some cards (sorted class indexes)."""
        return tuple(sorted(self.class_of(c) for c in cards))

    def hands(self) -> tuple[ClassHand, ...]:
        """Every class hand of three cards the deck allows, in lexicographic order."""
        return _hands(self.caps)

    def representative(self, hand: ClassHand) -> tuple[Card, ...]:
        """Real cards for a class hand (the first cards of each class)."""
        used: Counter[int] = Counter()
        out = []
        for k in hand:
            out.append(self.cards[k][used[k]])
            used[k] += 1
        return tuple(out)


@cache
def _index_of(classes: Classes) -> dict[Card, int]:
    return {card: k for k, cards in enumerate(classes.cards) for card in cards}


@cache
def _hands(caps: tuple[int, ...]) -> tuple[ClassHand, ...]:
    return tuple(h for h in combinations_with_replacement(range(len(caps)), HAND_SIZE)
                 if all(h.count(k) <= caps[k] for k in set(h)))


#: Class digits of a hand key: class 0 is ``'0'``, class 10 is ``'a'``.
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def base36(n: int) -> str:
    """``n >= 0`` in base 36 (the shipped files' compact numbers).

    >>> base36(0), base36(35), base36(36 * 36 + 1)
    ('0', 'z', '101')
    """
    out = ""
    while True:
        n, d = divmod(n, 36)
        out = DIGITS[d] + out
        if n == 0:
            return out


def hand_key(hand: ClassHand) -> str:
    """A class hand as three base-36 digits, weakest first: ``(0, 8, 12) -> '08c'``."""
    return "".join(DIGITS[k] for k in sorted(hand))


def hand_weight(caps: tuple[int, ...], hand: ClassHand) -> int:
    """How many real hands have this class hand."""
    counts = Counter(hand)
    return prod(comb(caps[k], n) for k, n in counts.items())


def deal_count(classes: Classes, first: ClassHand, second: ClassHand) -> int:
    """How many real deals give ``first`` to one player and ``second`` to the other
    (card removal: the second hand comes from what the first left)."""
    caps = classes.caps
    a, b = Counter(first), Counter(second)
    return prod(comb(caps[k], a[k]) * comb(caps[k] - a[k], b[k]) for k in set(a) | set(b))


@dataclass(frozen=True, slots=True)
class ViraClass:
    """Viras that give the same game (the same capacities in strength order)."""

    viras: tuple[Rank, ...]  # empty with fixed manilhas
    classes: Classes

    @property
    def key(self) -> str:
        """A short name: the viras' ranks joined (``'23'``), or ``'fixed'``."""
        return "".join(r.value for r in self.viras) or "fixed"


def vira_card(rank: Rank) -> Card:
    """The vira of a rank used to build its classes (its suit never matters: it is ordinary)."""
    return Card(rank, MANILHA_SUIT_ORDER[-1])


def vira_classes(rules: Rules) -> list[ViraClass]:
    """The distinct games of a preset: viras grouped by signature, in rank order of the first vira."""
    if not rules.uses_vira:
        return [ViraClass((), Classes.of(rules, None))]
    groups: dict[tuple[int, ...], list[Rank]] = {}
    built: dict[tuple[int, ...], Classes] = {}
    for rank in RANKS:
        classes = Classes.of(rules, vira_card(rank))
        groups.setdefault(classes.caps, []).append(rank)
        built.setdefault(classes.caps, classes)
    return [ViraClass(tuple(ranks), built[caps]) for caps, ranks in groups.items()]


def vira_class_of(rules: Rules, vira: Card | None) -> ViraClass:
    """The vira class a vira belongs to."""
    rank = None if vira is None else vira.rank
    for group in vira_classes(rules):
        if rank is None and not group.viras:
            return group
        if rank in group.viras:
            return group
    raise ScenarioError("this preset turns a vira: give one" if rank is None
                        else f"preset {rules.preset_name!r} has fixed manilhas and no vira",
                        code="missing-vira" if rank is None else "unexpected-vira")
