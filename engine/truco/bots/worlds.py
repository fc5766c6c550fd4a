"""Possible worlds: full deals consistent with what one seat has seen, rebuilt as playable hands.

Unknown cards are dealt at random to the places this seat cannot see (others' held cards, cards
others covered, and in a blind hand its own); a deal is weighted by how well it explains the other
seats' calls; the chosen deals are rebuilt as hands by replaying the public log.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

from truco.actions import Action, Kind
from truco.bots.view import View
from truco.cards import Card
from truco.deal import Deal
from truco.hand import Hand
from truco.strength import MANILHA_BASE


@dataclass(frozen=True)
class Knowledge:
    """What the log tells a seat: each seat's known cards and where the unknown ones go."""

    view: View

    @cached_property
    def known(self) -> list[list[Card]]:
        players = self.view.players
        known: list[list[Card]] = [[] for _ in range(players)]
        for seat, text in self.view.obs.data["log"]:
            kind, _, arg = str(text).partition(" ")
            if kind in ("play", "cover") and arg != "?":
                known[int(seat)].append(Card.parse(arg))
        me = self.view.seat
        known[me] += self.view.hand
        if self.view.partner_hand:
            known[(me + 2) % players] += self.view.partner_hand
        return known

    @cached_property
    def missing(self) -> list[int]:
        return [3 - len(cards) for cards in self.known]

    @cached_property
    def calls(self) -> list[tuple[int, int, float]]:
        """(seat, log index, floor) of every raise or accept made by another seat."""
        me = self.view.seat
        return [(int(seat), i, 0.35 if text == "raise" else 0.25)
                for i, (seat, text) in enumerate(self.view.obs.data["log"])
                if int(seat) != me and text in ("raise", "accept")]

    def draw(self, rng: random.Random) -> list[list[Card]]:
        """Unknown cards for each seat, at random."""
        pool = rng.sample(self.view.unseen, sum(self.missing))
        out: list[list[Card]] = []
        start = 0
        for n in self.missing:
            out.append(pool[start:start + n])
            start += n
        return out

    def weight(self, fill: list[list[Card]]) -> float:
        """How plausible the others' raises and accepts are with these cards."""
        weight = 1.0
        if not self.calls:
            return weight
        log = self.view.obs.data["log"]
        table = self.view.strengths
        top = MANILHA_BASE + 3
        for seat, index, floor in self.calls:
            played = {str(text).partition(" ")[2] for s, text in log[:index] if int(s) == seat}
            held = [c for c in self.known[seat] + fill[seat] if str(c) not in played]
            # a covered card drawn for this seat may already be gone; that blur is accepted
            strength = sum(min(table[c], top) for c in held) / (len(held) * top) if held else 0.5
            weight *= min(1.0, max(0.05, (strength - floor - 0.1) / 0.3))
        return weight

    def build(self, fill: list[list[Card]]) -> Hand:
        """The hand with these hidden cards, in the observed state."""
        view = self.view
        data = view.obs.data
        hands = tuple(tuple(self.known[s] + fill[s]) for s in range(view.players))
        hand = Hand(view.rules, Deal(hands, view.vira), dealer=int(data["dealer"]),
                    score=(int(data["score"][0]), int(data["score"][1])))
        used = [0] * view.players
        for seat_obj, text in data["log"]:
            seat = int(seat_obj)
            if text == "cover ?":  # another seat's covered card: one of its drawn cards
                action = Action(Kind.COVER, card=fill[seat][used[seat]])
                used[seat] += 1
            else:
                action = Action.parse(str(text))
            hand.apply(action)
        return hand


def sample_worlds(view: View, rng: random.Random, *, count: int, candidates: int) -> list[Hand]:
    """``count`` worlds, resampled by plausibility from ``count * candidates`` random deals."""
    knowledge = Knowledge(view)
    draws = [knowledge.draw(rng) for _ in range(count * candidates)]
    weights = [knowledge.weight(d) for d in draws]
    draws = rng.choices(draws, weights=weights, k=count) if max(weights) > min(weights) else draws[:count]
    return [knowledge.build(d) for d in draws]
