"""The deal: three cards per seat and, in vira presets, the vira. The RNG lives outside.

>>> import random
>>> from truco.core.rules import Rules
>>> d = Deal.random(Rules(), 2, random.Random(7))
>>> len(d.hands), [len(h) for h in d.hands], d.vira is not None
(2, [3, 3], True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from random import Random

from truco.core.cards import DECK, Card
from truco.core.errors import ScenarioError
from truco.core.rules import Rules

HAND_SIZE = 3


def shuffled(cards: tuple[Card, ...], rng: random.Random) -> list[Card]:
    """The cards in a random order: exactly what ``rng.shuffle`` does (Fisher-Yates from the end,
    each index drawn with ``getrandbits`` and rejection), written out so that dealing costs no
    method call per card and stays the same whatever the Python version's ``shuffle``.

    >>> rng = random.Random(5)
    >>> deck = list(DECK)
    >>> random.Random(5).shuffle(deck)
    >>> shuffled(DECK, rng) == deck
    True
    """
    deck = list(cards)
    getrandbits = rng.getrandbits
    bits = _BITS if len(deck) < len(_BITS) else [n.bit_length() for n in range(len(deck) + 1)]
    for i in range(len(deck) - 1, 0, -1):
        k = bits[i + 1]
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


#: ``n.bit_length()`` for the sizes of a deck (looked up, not computed, in the hot loop).
_BITS = [n.bit_length() for n in range(41)]


@dataclass(frozen=True, slots=True)
class Deal:
    """Cards dealt to each seat (in seat order) and the vira (``None`` with fixed manilhas)."""

    hands: tuple[tuple[Card, ...], ...]
    vira: Card | None

    @classmethod
    def random(cls, rules: Rules, players: int, rng: random.Random) -> Deal:
        """Shuffle with ``rng`` and deal."""
        deck = shuffled(DECK, rng)
        hands = tuple(tuple(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(players))
        vira = deck[players * HAND_SIZE] if rules.uses_vira else None
        return cls(hands, vira)

    @classmethod
    def around(cls, rules: Rules, players: int, rng: Random,
               hands: list[list[Card | None]], vira: Card | None) -> Deal:
        """Keep the cards already placed (``None``: an empty slot) and deal every empty slot,
        the hands seat by seat and then the vira, from a shuffle of the cards left.

        >>> from truco.core.rules import Rules
        >>> kept = [[Card.parse("3c"), None, None], [None, None, None]]
        >>> d = Deal.around(Rules(), 2, random.Random(7), kept, None)
        >>> d.hands[0][0], len(set(d.hands[0] + d.hands[1] + (d.vira,)))
        (Card.parse('3c'), 7)
        """
        if len(hands) != players:
            raise ScenarioError(f"{players} players need {players} hands, got {len(hands)}",
                                code="bad-hands")
        for seat, hand in enumerate(hands):
            if len(hand) != HAND_SIZE:
                raise ScenarioError(f"seat {seat} must hold {HAND_SIZE} slots, got {len(hand)}",
                                    code="bad-hand-size", seat=seat)
        if vira is not None and not rules.uses_vira:
            raise ScenarioError(f"preset {rules.preset_name!r} has fixed manilhas and no vira",
                                code="unexpected-vira")
        placed = [c for hand in hands for c in hand if c is not None]
        check_distinct(placed, vira)
        taken = {*placed, vira}
        left = iter(shuffled(tuple(c for c in DECK if c not in taken), rng))
        dealt = tuple(tuple(c if c is not None else next(left) for c in hand) for hand in hands)
        if rules.uses_vira and vira is None:
            vira = next(left)
        return cls(dealt, vira)

    def check(self, rules: Rules, players: int) -> None:
        """Raise :class:`ScenarioError` unless this is a legal deal for ``players`` seats."""
        every = [c for hand in self.hands for c in hand]
        if (players in (2, 4) and len(self.hands) == players and len(every) == HAND_SIZE * players
                and all(len(hand) == HAND_SIZE for hand in self.hands)
                and (self.vira is not None) == rules.uses_vira
                and len(set(every)) == len(every) and self.vira not in every):
            return  # the common case: a good deal, checked at a glance
        if players not in (2, 4):
            raise ScenarioError(f"players must be 2 or 4, not {players!r}", code="bad-players")
        if len(self.hands) != players:
            raise ScenarioError(f"{players} players need {players} hands, got {len(self.hands)}",
                                code="bad-hands")
        for seat, hand in enumerate(self.hands):
            if len(hand) != HAND_SIZE:
                raise ScenarioError(f"seat {seat} must hold {HAND_SIZE} cards, got {len(hand)}",
                                    code="bad-hand-size", seat=seat)
        if rules.uses_vira and self.vira is None:
            raise ScenarioError(f"preset {rules.preset_name!r} turns a vira: give one",
                                code="missing-vira")
        if not rules.uses_vira and self.vira is not None:
            raise ScenarioError(f"preset {rules.preset_name!r} has fixed manilhas and no vira",
                                code="unexpected-vira")
        seen: set[Card] = set()
        every = [c for hand in self.hands for c in hand]
        every += [self.vira] if self.vira is not None else []
        for card in every:
            if card in seen:
                raise ScenarioError(f"card {card} appears twice in the deal", code="duplicate-card",
                                    card=str(card))
            seen.add(card)


def check_distinct(cards: list[Card], vira: Card | None) -> None:
    """Raise :class:`ScenarioError` (``duplicate-card``) if a card comes twice or is the vira:
    every card of the deck exists once (for cards that are not a deal, such as one round's: a
    deal says so with :meth:`Deal.check`).

    >>> check_distinct([Card.parse("3c"), Card.parse("4d")], Card.parse("4d"))
    Traceback (most recent call last):
    ...
    truco.core.errors.ScenarioError: 4d is the vira: every card is unique
    """
    seen = set() if vira is None else {vira}
    for card in cards:
        if card in seen:
            what = "is the vira" if card == vira else "appears twice"
            raise ScenarioError(f"{card} {what}: every card is unique", code="duplicate-card",
                                card=str(card))
        seen.add(card)
