"""Action strings: ``play <card>``, ``cover <card>``, ``raise``, ``accept``, ``fold``.

In a blind iron hand a seat that cannot see its cards plays by position: ``play #2``.

>>> Action.parse("PLAY q♥")
Action.parse('play Qh')
>>> str(Action.parse("play #2"))
'play #2'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from truco.core.cards import DECK, Card
from truco.core.errors import ActionError, CardError


class Kind(StrEnum):
    PLAY = "play"
    COVER = "cover"
    RAISE = "raise"
    ACCEPT = "accept"
    FOLD = "fold"


CARD_KINDS = (Kind.PLAY, Kind.COVER)


@dataclass(frozen=True, slots=True)
class Action:
    """One action of the seat to act. ``card`` for play/cover; ``slot`` (1..3) for blind play."""

    kind: Kind
    card: Card | None = None
    slot: int | None = None

    @classmethod
    def parse(cls, text: str) -> Action:
        known = _PARSED.get(text) if isinstance(text, str) else None
        if known is not None:
            return known
        action = cls._parse(text)
        if len(_PARSED) < _CACHE_ENTRIES and len(text) <= _CACHE_KEY_CHARS:
            _PARSED[text] = action
        return action

    @classmethod
    def _parse(cls, text: str) -> Action:
        if not isinstance(text, str):
            raise ActionError(f"an action is a string, not {text!r}", input=repr(text))
        words = text.split()
        if not words:
            raise ActionError("empty action; actions are play <card>, cover <card>, raise, "
                              "accept, fold", input=text)
        head = words[0].lower()
        try:
            kind = Kind(head)
        except ValueError:
            raise ActionError(f"unknown action {text!r}; actions are play <card>, cover <card>, "
                              "raise, accept, fold", input=text) from None
        if kind in CARD_KINDS:
            if len(words) != 2:
                raise ActionError(f"{kind.value!r} needs one card, as in '{kind.value} Qh'",
                                  input=text)
            arg = words[1]
            if arg.startswith("#"):
                if kind is not Kind.PLAY or arg[1:] not in ("1", "2", "3"):
                    raise ActionError(f"bad position in {text!r}: use 'play #1' to 'play #3'",
                                      input=text)
                return cls(kind, slot=int(arg[1:]))
            try:
                return cls(kind, card=Card.parse(arg))
            except CardError as exc:
                raise ActionError(f"bad action {text!r}: {exc.message}", input=text) from None
        if len(words) != 1:
            raise ActionError(f"{kind.value!r} takes no argument", input=text)
        return cls(kind)

    def __str__(self) -> str:
        if self.slot is not None:
            return f"{self.kind.value} #{self.slot}"
        if self.card is not None:
            return f"{self.kind.value} {self.card}"
        return self.kind.value

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


#: Parsed actions by text, for the hot loops of searches: bounded in entries and key length.
_PARSED: dict[str, Action] = {}
_CACHE_ENTRIES = 1000
_CACHE_KEY_CHARS = 16
RAISE = Action(Kind.RAISE)
ACCEPT = Action(Kind.ACCEPT)
FOLD = Action(Kind.FOLD)


#: ``play <card>`` and ``cover <card>`` for every card, made once (searches ask for them often).
PLAYS: dict[Card, Action] = {card: Action(Kind.PLAY, card=card) for card in DECK}
COVERS: dict[Card, Action] = {card: Action(Kind.COVER, card=card) for card in DECK}


def play(card: Card) -> Action:
    return PLAYS[card]


def cover(card: Card) -> Action:
    return COVERS[card]
