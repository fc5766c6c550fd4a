"""What one seat may know: the only thing the page or a bot ever receives.

An observation is :func:`truco.view.view` for a seat: own cards (unless the iron hand is blind),
the vira, every face-up card, covered cards as covered, the rounds, the score, the ladder and
whose turn it is. Never another seat's hidden card; a partner's cards only for the player who
decides a hand of eleven in pairs. In a blind iron hand a seat's own cards are hidden from it too,
and its legal plays are positions (``play #2``).

>>> from truco.notation.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4h", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]]}).play()
>>> obs = observe(hand, 1)
>>> obs.hands[0], [str(c) for c in obs.own], obs.legal
(None, ['3h', 'Ks', 'Qd'], ())
"""

from __future__ import annotations

from truco.core.hand import Hand
from truco.core.match import Match
from truco.view import HandView, view

#: A seat's view of a hand.
Observation = HandView


def observe(hand: Hand, seat: int) -> Observation:
    """The observation of ``seat``."""
    return view(hand, seat)


def observe_match(match: Match, seat: int) -> Observation:
    """The observation of ``seat`` in the match's hand in play."""
    return view(match.dealt(), seat)
