"""How likely a world makes what the other seats did: their raises, accepts and cards.

Every decision another seat made is read against the greedy model's betting (see
:mod:`truco.search.model`): with the cards it holds in the world, how sure would the seat have been
to raise, to accept, to play the hand of eleven, or to play a card without raising when it could
have raised? The model's hard thresholds are softened into ramps (a seat a little below a threshold
still raises sometimes: people and bots bluff and misjudge), and a world's likelihood is the
product over the decisions. Only public steps and the world's cards are read: the seat's win chance
then comes from its cards still held, the rounds decided so far and the raises already made.

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> from truco.core.cards import Card
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh", "raise"]}).play()
>>> belief = Belief(observe(hand, 0))
>>> strong = [[], [Card.parse(c) for c in ("5c", "5h", "3d")]]
>>> weak = [[], [Card.parse(c) for c in ("4h", "6s", "7d")]]
>>> belief.likelihood(strong) > belief.likelihood(weak)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from truco.core.cards import Card
from truco.core.hand import HandKind, Meaning
from truco.core.seats import partner_of, team_of
from truco.search.model import DEFAULT, Thresholds, shrunk
from truco.search.power import hand_chance, powers_of, with_partner
from truco.search.worlds import Fill, Knowledge
from truco.view import HandView

#: The least likelihood of any one decision: nothing a seat does is ruled out.
FLOOR = 0.03


class Decision(NamedTuple):
    """A decision another seat made, with what the model needs to judge it."""

    seat: int
    kind: str  # "raise", "no-raise" (a card when a raise was open), "accept", "reraise", "eleven"
    at: int  # the step's place in the history (the cards played before it are known)
    results: tuple[int | None, ...]  # round winners before it
    raises: int  # raises the other team had made before it
    threshold: float  # the model's threshold for it
    reraise: float | None  # for an accept: the re-raise threshold when a re-raise was open


@dataclass(frozen=True)
class Belief:
    """The decisions of the other seats in one seat's observation, and each world's likelihood."""

    view: HandView
    th: Thresholds = DEFAULT

    @cached_property
    def knowledge(self) -> Knowledge:
        return Knowledge(self.view)

    @cached_property
    def decisions(self) -> list[Decision]:
        """Every informative decision of another seat, in order (see the module's docstring)."""
        view = self.view
        steps = view.history
        top = len(view.ladder.steps) - 1
        locked = view.kind is not HandKind.NORMAL
        winners = view.results
        th = self.th
        me = view.seat
        step = 0  # the accepted ladder index
        offer = 0  # a pending raise's index (0: none)
        last: int | None = None  # the team that made the last raise
        raises = [0, 0]
        out: list[Decision] = []
        for index, entry in enumerate(steps):
            seat = entry.seat
            team = team_of(seat)
            meaning = entry.meaning
            results = tuple(winners[:entry.round - 1])
            mine = seat == me
            before = raises[1 - team]
            if meaning is Meaning.PLAY or meaning is Meaning.COVER:
                if not mine and not locked and last != team and step < top:
                    out.append(Decision(seat, "no-raise", index, results, before,
                                        th.raise_at + th.step * step, None))
            elif meaning is Meaning.RAISE:
                if not mine:
                    out.append(Decision(seat, "raise", index, results, before,
                                        th.raise_at + th.step * step, None))
                offer, last = step + 1, team
                raises[team] += 1
            elif meaning is Meaning.RERAISE:
                if not mine:
                    out.append(Decision(seat, "reraise", index, results, before,
                                        th.reraise_at + th.step * offer, None))
                step, offer, last = offer, offer + 1, team
                raises[team] += 1
            elif meaning is Meaning.ACCEPT:
                if not mine:
                    open_ = offer < top
                    out.append(Decision(seat, "accept", index, results, before,
                                        th.accept_at + th.step * (offer - 1),
                                        th.reraise_at + th.step * offer if open_ else None))
                step, offer = offer, 0
            elif meaning is Meaning.ACCEPT_ELEVEN and not mine:
                out.append(Decision(seat, "eleven", index, results, 0, th.eleven_at, None))
        return out

    @cached_property
    def cards(self) -> list[tuple[int, Card | None, bool]]:
        """Each step's seat, the card the seat saw played (or ``None``) and whether it was another
        seat's covered card, read once for every world weighed."""
        return [(step.seat, step.card, step.hidden) for step in self.view.history]

    def likelihood(self, fill: Fill) -> float:
        """How likely the world with these hidden cards makes every decision of the others."""
        if not self.decisions:
            return 1.0
        view = self.view
        knowledge = self.knowledge
        strengths = view.strengths
        steps = self.cards
        players = view.players
        dealt = [knowledge.known[s] + fill[s] for s in range(players)]
        covers = [0] * players
        played: list[list[Card]] = [[] for _ in range(players)]
        vira: tuple[Card, ...] = () if view.vira is None else (view.vira,)
        decider = view.decider
        weight = 1.0
        done = 0
        for decision in self.decisions:
            while done < decision.at:  # the cards played before the decision
                who, card, hidden = steps[done]
                if card is not None:
                    played[who].append(card)
                elif hidden:  # another seat's covered card: one of its drawn cards
                    played[who].append(fill[who][covers[who]])
                    covers[who] += 1
                done += 1
            seat = decision.seat
            seen = tuple(dealt[seat]) + vira
            partner: tuple[Card, ...] = ()
            mate = partner_of(seat, players)
            if decider == seat and mate is not None:
                partner = tuple(dealt[mate])
                seen += partner
            held = [c for c in dealt[seat] if c not in played[seat]]
            powers = with_partner(powers_of(strengths, seen, held),
                                  powers_of(strengths, seen, partner) if partner else [])
            chance = shrunk(hand_chance(powers, list(decision.results), team_of(seat), players),
                            self.th, decision.raises)
            weight *= _odds(decision, chance, self.th.soft, self.th.bluff)
        return weight


def _odds(decision: Decision, chance: float, soft: float, bluff: float) -> float:
    """The likelihood of the decision for a seat with this (lowered) win chance; ``soft`` is half
    the width of the ramp around a threshold, ``bluff`` the least chance of a raise
    (:class:`~truco.search.model.Thresholds`)."""
    above = ramp(chance - decision.threshold, soft)
    if decision.kind in ("raise", "no-raise"):
        above = max(bluff, above)
    if decision.kind == "no-raise":
        return max(FLOOR, 1.0 - above)
    if decision.kind == "accept" and decision.reraise is not None:
        return max(FLOOR, above * (1.0 - ramp(chance - decision.reraise, soft)))
    return above


def ramp(margin: float, soft: float) -> float:
    """A soft step: the share of seats ``margin`` above a threshold that act (FLOOR to 1): a seat
    ``soft`` below it acts with the least chance, ``soft`` above it surely."""
    return min(1.0, max(FLOOR, 0.5 + margin / (2 * soft)))
