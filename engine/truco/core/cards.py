"""Ranks, suits and cards of the 40-card deck.

The rank order and the suit order live here, once, as data.

>>> Card.parse("q♥")
Card.parse('Qh')
>>> str(Card.parse("3C"))
'3c'
>>> len(DECK)
40
"""

from __future__ import annotations

from enum import StrEnum

from truco.core.errors import CardError


class Rank(StrEnum):
    """The ten ranks, weakest first: this order is the ordinary card order."""

    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    QUEEN = "Q"
    JACK = "J"
    KING = "K"
    ACE = "A"
    TWO = "2"
    THREE = "3"

    @property
    def order(self) -> int:
        """0 for the 4 up to 9 for the 3."""
        return RANK_ORDER[self]

    def next(self) -> Rank:
        """The next rank in the cyclic order ``4 5 6 7 Q J K A 2 3 -> 4``.

        >>> Rank.THREE.next()
        <Rank.FOUR: '4'>
        """
        return RANKS[(RANK_ORDER[self] + 1) % len(RANKS)]

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        if key in _MISSING_RANKS:
            raise CardError(text, f"there is no {key} in the 40-card deck (8, 9 and 10 are removed)",
                            code="card-not-in-deck")
        for rank in RANKS:
            if rank.value == key:
                return rank
        raise CardError(text, "unknown rank; ranks are 4 5 6 7 Q J K A 2 3", code="bad-rank")


class Suit(StrEnum):
    """The four suits; ``MANILHA_SUIT_ORDER`` ranks them for manilhas."""

    CLUBS = "c"
    HEARTS = "h"
    SPADES = "s"
    DIAMONDS = "d"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().lower()
        for suit in Suit:
            if key in (suit.value, _SYMBOLS[suit], _SYMBOLS_ALT[suit]):
                return suit
        raise CardError(text, "unknown suit; suits are c h s d (or ♣ ♥ ♠ ♦)", code="bad-suit")


RANKS: tuple[Rank, ...] = tuple(Rank)
RANK_ORDER: dict[Rank, int] = {rank: i for i, rank in enumerate(RANKS)}
#: Manilha suits, strongest first: zap (♣), copas (♥), espadilha (♠), pica-fumo (♦).
MANILHA_SUIT_ORDER: tuple[Suit, ...] = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)
#: Nicknames of the manilhas by suit.
MANILHA_NAMES: dict[Suit, str] = {
    Suit.CLUBS: "zap",
    Suit.HEARTS: "copas",
    Suit.SPADES: "espadilha",
    Suit.DIAMONDS: "pica-fumo",
}
_SYMBOLS = {Suit.CLUBS: "♣", Suit.HEARTS: "♥", Suit.SPADES: "♠", Suit.DIAMONDS: "♦"}
_SYMBOLS_ALT = {Suit.CLUBS: "♧", Suit.HEARTS: "♡", Suit.SPADES: "♤", Suit.DIAMONDS: "♢"}
_MISSING_RANKS = frozenset({"8", "9", "10"})


class Card(int):
    """A card: rank and suit. ``str(card)`` is canonical ASCII, e.g. ``'Qh'``.

    There are exactly 40 cards, made once: ``Card(rank, suit)`` returns the one card. Underneath,
    a card is the integer ``4 * rank order + suit order`` (its place in :data:`DECK`), so it hashes
    and compares in C, the same in every run (no string hashing): cards are dictionary keys and
    set members in every hot loop of the searches. Cards are immutable.

    >>> Card(Rank.QUEEN, Suit.HEARTS) is Card.parse("Qh")
    True
    """

    rank: Rank
    suit: Suit

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        known = _CARDS.get((rank, suit))
        if known is not None:
            return known
        card = int.__new__(cls, RANK_ORDER[rank] * 4 + _SUIT_ORDER[suit])
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cards are immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cards are immutable: cannot delete {name!r}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``'Qh'``, ``'qH'``, ``'Q♥'``; reject 8, 9, 10 and anything else with a reason.

        >>> Card.parse("8h")
        Traceback (most recent call last):
        ...
        truco.core.errors.CardError: bad card '8h': there is no 8 in the 40-card deck (8, 9 and 10 ...
        """
        known = _BY_TEXT.get(text) if isinstance(text, str) else None
        if known is not None:
            return known
        if not isinstance(text, str):
            raise CardError(repr(text), "a card is a string such as 'Qh'")
        body = text.strip()
        if len(body) < 2:
            raise CardError(text, "a card is a rank and a suit, such as 'Qh' or '3♣'")
        rank_text, suit_text = body[:-1], body[-1]
        try:
            rank = Rank.parse(rank_text)
        except CardError as exc:
            raise CardError(text, exc.message.split(": ", 1)[1], code=exc.code) from None
        try:
            suit = Suit.parse(suit_text)
        except CardError as exc:
            raise CardError(text, exc.message.split(": ", 1)[1], code=exc.code) from None
        return _CARDS[(rank, suit)]

    def __str__(self) -> str:
        return _TEXTS[self]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, ...]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @property
    def pretty(self) -> str:
        """Rank and suit symbol, e.g. ``'Q♥'``."""
        return f"{self.rank.value}{self.suit.symbol}"


_SUIT_ORDER: dict[Suit, int] = {suit: i for i, suit in enumerate(MANILHA_SUIT_ORDER)}
_CARDS: dict[tuple[Rank, Suit], Card] = {}
for _rank in RANKS:
    for _suit in MANILHA_SUIT_ORDER:
        _CARDS[(_rank, _suit)] = Card(_rank, _suit)
_TEXTS: dict[Card, str] = {card: f"{card.rank.value}{card.suit.value}" for card in _CARDS.values()}
_BY_TEXT: dict[str, Card] = {text: card for card, text in _TEXTS.items()}
#: The 40 cards, by rank then suit (``DECK[i] == i``).
DECK: tuple[Card, ...] = tuple(_CARDS.values())


def parse_cards(texts: list[str] | tuple[str, ...]) -> list[Card]:
    """Parse several cards.

    >>> parse_cards(["3c", "K♥"])
    [Card.parse('3c'), Card.parse('Kh')]
    """
    return [Card.parse(t) for t in texts]
