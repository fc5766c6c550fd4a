"""Possible worlds: full deals consistent with what one seat has seen, rebuilt as playable hands.

Unknown cards are dealt at random to the places this seat cannot see (others' held cards, cards
others covered, and in a blind hand its own); a deal is weighted by how well it explains the other
seats' calls; the chosen deals are rebuilt as hands by replaying the public log (the seat's
:class:`~truco.view.SeenStep` history, a hidden cover filled with one of the drawn cards).

>>> import random
>>> from truco.notation.scenario import Scenario
>>> from truco.view import view
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh", "play 2h", "cover Qs"]}).play()
>>> knowledge = Knowledge(view(hand, 0))  # seat 0 knows neither seat 1's cover nor its last card
>>> knowledge.missing, len(knowledge.unseen)
([0, 2], 35)
>>> world = knowledge.build(knowledge.draw(random.Random(1)))
>>> world.table, world.to_act
((Play(seat=1, card=Card.parse('6h'), covered=True),), 0)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from truco.core.actions import Action, Kind
from truco.core.cards import Card
from truco.core.deal import Deal
from truco.core.hand import Hand, Meaning
from truco.core.seats import partner_of
from truco.core.strength import MANILHA_BASE
from truco.search.view import unseen
from truco.view import HandView, SeenStep


@dataclass(frozen=True)
class Knowledge:
    """What the log tells a seat: each seat's known cards and where the unknown ones go."""

    view: HandView

    @cached_property
    def known(self) -> list[list[Card]]:
        view = self.view
        known: list[list[Card]] = [[] for _ in range(view.players)]
        for step in view.history:
            if step.card is not None:
                known[step.seat].append(step.card)
        known[view.seat] += view.own
        mate = partner_of(view.seat, view.players)
        if view.partner_hand and mate is not None:
            known[mate] += view.partner_hand
        return known

    @cached_property
    def unseen(self) -> list[Card]:
        """Cards whose place the seat does not know (see :func:`truco.search.view.unseen`)."""
        return unseen(self.view)

    @cached_property
    def missing(self) -> list[int]:
        return [3 - len(cards) for cards in self.known]

    @cached_property
    def calls(self) -> list[tuple[int, int, float]]:
        """(seat, log index, floor) of every raise or accept made by another seat."""
        me = self.view.seat
        return [(step.seat, i, 0.35 if step.meaning in _RAISES else 0.25)
                for i, step in enumerate(self.view.history)
                if step.seat != me and step.meaning in _CALLS]

    def draw(self, rng: random.Random) -> list[list[Card]]:
        """Unknown cards for each seat, at random."""
        pool = rng.sample(self.unseen, sum(self.missing))
        out: list[list[Card]] = []
        start = 0
        for n in self.missing:
            out.append(pool[start:start + n])
            start += n
        return out

    def weight(self, fill: list[list[Card]], *, least: float = 0.05) -> float:
        """How plausible the others' raises and accepts are with these cards: each call multiplies
        the weight by a factor from ``least`` (weak cards) to 1 (strong ones)."""
        weight = 1.0
        if not self.calls:
            return weight
        steps = self.view.history
        table = self.view.strengths
        top = MANILHA_BASE + 3
        for seat, index, floor in self.calls:
            played = {step.card for step in steps[:index] if step.seat == seat}
            held = [c for c in self.known[seat] + fill[seat] if c not in played]
            # a covered card drawn for this seat may already be gone; that blur is accepted
            strength = sum(min(table[c], top) for c in held) / (len(held) * top) if held else 0.5
            weight *= min(1.0, max(least, (strength - floor - 0.1) / 0.3))
        return weight

    def build(self, fill: list[list[Card]]) -> Hand:
        """The hand with these hidden cards, in the observed state."""
        view = self.view
        steps = view.history
        hands = tuple(_dealt(self.known[s] + fill[s], s, steps) for s in range(view.players))
        hand = Hand(view.rules, Deal(hands, view.vira), dealer=view.dealer, score=view.score)
        used = [0] * view.players
        for seat, known in self.actions:
            if known is None:  # another seat's covered card: one of its drawn cards
                known = Action(Kind.COVER, card=fill[seat][used[seat]])
                used[seat] += 1
            hand.apply(known)
        return hand

    @cached_property
    def actions(self) -> list[tuple[int, Action | None]]:
        """Each step's seat and action as the seat read it (``None``: another seat's covered
        card), read once for every world rebuilt."""
        return [(step.seat, None if step.hidden else step.action) for step in self.view.history]


#: Meanings of the calls that weigh a world (:attr:`Knowledge.calls`): raises and accepts.
_RAISES = (Meaning.RAISE, Meaning.RERAISE)
_CALLS = (*_RAISES, Meaning.ACCEPT, Meaning.ACCEPT_ELEVEN)


def _dealt(cards: list[Card], seat: int, steps: tuple[SeenStep, ...]) -> tuple[Card, ...]:
    """The seat's three cards in dealt order: a card played by position sits at that position."""
    placed: list[Card | None] = [None, None, None]
    for step in steps:
        if step.seat == seat and step.slot is not None and step.card is not None:
            placed[step.slot - 1] = step.card
    rest = iter(c for c in cards if c not in placed)
    return tuple(c if c is not None else next(rest) for c in placed)


def sample_worlds(view: HandView, rng: random.Random, *, count: int, candidates: int) -> list[Hand]:
    """``count`` worlds, resampled by plausibility from ``count * candidates`` random deals."""
    knowledge = Knowledge(view)
    draws = [knowledge.draw(rng) for _ in range(count * candidates)]
    weights = [knowledge.weight(d) for d in draws]
    draws = rng.choices(draws, weights=weights, k=count) if max(weights) > min(weights) else draws[:count]
    return [knowledge.build(d) for d in draws]


# -- every world at once, or a sample of them: for analyses ----------------------------------------

#: A world for an analysis: the hidden cards of each seat (see :meth:`Knowledge.build`) and how many
#: concrete deals it stands for.
Fill = list[list[Card]]


def slot_groups(knowledge: Knowledge) -> list[tuple[int, int, bool]]:
    """The places of hidden cards as (seat, how many, ordered): for each seat its covered cards
    (in the order covered), then its held cards. Held cards are ordered by position only in a blind
    hand, where a card is played by its position."""
    view = knowledge.view
    covers = [0] * view.players
    for step in view.history:
        if step.hidden:
            covers[step.seat] += 1
    blind = view.blind
    out = []
    for seat, missing in enumerate(knowledge.missing):
        if covers[seat]:
            out.append((seat, covers[seat], True))
        if missing - covers[seat]:
            out.append((seat, missing - covers[seat], blind))
    return out


def exact_fills(knowledge: Knowledge, limit: int) -> list[tuple[Fill, int]] | None:
    """Every world consistent with the observation, as (fill, count), in a fixed order; ``None`` if
    there are more than ``limit`` of them.

    Cards of equal strength are interchangeable in every outcome and in every seat's reasoning, so
    worlds that differ only by such cards are one world here, counted as many times as the deals
    it stands for: the counts add up to the number of consistent deals.
    """
    table = knowledge.view.strengths
    classes: dict[int, list[Card]] = {}
    for card in knowledge.unseen:
        classes.setdefault(table[card], []).append(card)
    pools = list(classes.values())
    groups = slot_groups(knowledge)
    out: list[tuple[Fill, int]] = []
    fill: Fill = [[] for _ in knowledge.missing]
    used = [0] * len(pools)  # cards of each class handed out so far
    copies = [0] * len(pools)  # ... of them to the group being filled

    def place(g: int, size: int, start: int, count: int) -> bool:
        """Fill group ``g`` from its ``size``-th card on; ``False`` once over the limit."""
        if g == len(groups):
            out.append(([list(cards) for cards in fill], count))
            return len(out) <= limit
        seat, want, ordered = groups[g]
        if size == want:  # the next group starts with no copies of its own
            saved = copies[:]
            copies[:] = [0] * len(pools)
            ok = place(g + 1, 0, 0, count)
            copies[:] = saved
            return ok
        for k in range(0 if ordered else start, len(pools)):
            left = len(pools[k]) - used[k]
            if left <= 0:
                continue
            fill[seat].append(pools[k][used[k]])
            used[k] += 1
            copies[k] += 1
            # ordered: any of the ``left`` cards; unordered: a multiset, counted by binomials
            ways = count * left if ordered else count * left // copies[k]
            ok = place(g, size + 1, k, ways)
            copies[k] -= 1
            used[k] -= 1
            fill[seat].pop()
            if not ok:
                return False
        return True

    return out if place(0, 0, 0, 1) else None


def sample_fills(knowledge: Knowledge, rng: random.Random, count: int) -> list[Fill]:
    """``count`` worlds drawn uniformly from the consistent deals (a partial Fisher-Yates shuffle
    of the unseen cards with ``getrandbits``: the same draws in every Python version)."""
    pool = knowledge.unseen
    need = sum(knowledge.missing)
    getrandbits = rng.getrandbits
    out: list[Fill] = []
    for _ in range(count):
        cards = list(pool)
        n = len(cards)
        for i in range(need):
            span = n - i
            bits = span.bit_length()
            j = getrandbits(bits)
            while j >= span:
                j = getrandbits(bits)
            cards[i], cards[i + j] = cards[i + j], cards[i]
        fill: Fill = []
        start = 0
        for missing in knowledge.missing:
            fill.append(cards[start:start + missing])
            start += missing
        out.append(fill)
    return out


def resampled_fills(knowledge: Knowledge, rng: random.Random, count: int, *, candidates: int,
                    weigh: Callable[[Fill], float] | None) -> list[tuple[Fill, float]]:
    """``count`` worlds drawn in proportion to their plausibility ``weigh(fill)``, as (fill, times
    drawn): ``count * candidates`` uniform draws (just ``count`` when nothing weighs them), then
    systematic resampling by weight. Worlds alike in strength (see :func:`exact_fills`) are merged.
    """
    draws = sample_fills(knowledge, rng, count * candidates if weigh is not None else count)
    if weigh is not None:
        weights = [weigh(fill) for fill in draws]
        step = math.fsum(weights) / count
        point = rng.random() * step  # one offset for all: systematic resampling
        chosen: list[Fill] = []
        running = 0.0
        for fill, weight in zip(draws, weights, strict=True):
            running += weight
            while point < running and len(chosen) < count:
                chosen.append(fill)
                point += step
        draws = chosen
    table = knowledge.view.strengths
    groups = slot_groups(knowledge)
    merged: dict[tuple[tuple[int, ...], ...], list[Any]] = {}
    for fill in draws:
        key = tuple(tuple(table[c] for c in cards) for cards in _canonical(fill, groups, table))
        if key in merged:
            merged[key][1] += 1.0
        else:
            merged[key] = [fill, 1.0]
    return [(fill, times) for fill, times in merged.values()]


def _canonical(fill: Fill, groups: list[tuple[int, int, bool]],
               table: dict[Card, int]) -> list[list[Card]]:
    """The fill with each unordered group sorted by strength (alike worlds compare equal)."""
    out = []
    for seat, cards in enumerate(fill):
        start = 0
        parts: list[Card] = []
        for _, size, ordered in (g for g in groups if g[0] == seat):
            part = cards[start:start + size]
            parts += part if ordered else sorted(part, key=table.__getitem__)
            start += size
        out.append(parts)
    return out
