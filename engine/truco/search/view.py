"""What a search reads from a seat's :class:`~truco.view.HandView` beyond its fields: the cards
the seat has not seen, the round's cards as strengths, and a rough chance to win the hand.

Only the view is read; the strength of a card is the view's own table.

>>> from truco.notation.scenario import Scenario
>>> from truco.view import view
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> seen = view(hand, 1)
>>> len(unseen(seen)), table_strengths(seen), round(win_chance(seen), 3)
(35, [(0, 6)], 0.314)
"""

from __future__ import annotations

from truco.core.cards import DECK, Card
from truco.core.strength import COVERED
from truco.search.power import hand_chance, powers_of, with_partner
from truco.view import HandView


def unseen(view: HandView) -> list[Card]:
    """Cards whose place the seat does not know (in others' hands, covered, or undealt)."""
    seen = view.seen_cards()
    return [c for c in DECK if c not in seen]


def table_strengths(view: HandView) -> list[tuple[int, int]]:
    """(seat, strength) of the cards on the table this round; covered cards are weakest."""
    strengths = view.strengths
    return [(p.seat, COVERED if p.covered or p.card is None else strengths[p.card])
            for p in view.table]


def win_chance(view: HandView) -> float:
    """A rough chance that the seat's team wins the hand from here: the powers of its cards (and a
    shown partner's) against every card it has not seen."""
    seen = tuple(view.seen_cards())
    strengths = view.strengths
    powers = with_partner(powers_of(strengths, seen, view.own),
                          powers_of(strengths, seen, view.partner_hand))
    return hand_chance(powers, view.results, view.team, view.players)
