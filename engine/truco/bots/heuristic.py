"""The ``heuristic`` bot: plays like a decent club player, from its own observation only.

It keeps manilhas for when they matter, wins rounds with the cheapest card that does it, covers a
card that cannot help, raises with strong hands and sometimes bluffs, folds hopeless hands and
decides the hand of eleven by the strength of its hand. Heads-up it plays what the solution
solved instead (:mod:`truco.bots.locked`): the hand of eleven and the mão's first card of a
locked hand.
"""

from __future__ import annotations

import random

from truco.bots.base import forced
from truco.core.actions import ACCEPT, FOLD, RAISE, Action, Kind, cover, play
from truco.core.cards import Card
from truco.core.hand import Phase
from truco.core.rounds import decide
from truco.core.strength import is_manilha
from truco.observation import Observation
from truco.search.model import cheapest_over, round_best
from truco.search.power import power_table
from truco.search.view import table_strengths, win_chance
from truco.view import HandView


class HeuristicBot:
    """Rules of thumb over a rough win chance (see :func:`truco.search.view.win_chance`)."""

    name = "heuristic"

    def __init__(self, *, bluff: float = 0.08, raise_at: float = 0.72, accept_at: float = 0.42,
                 eleven_at: float = 0.5) -> None:
        self.bluff = bluff
        self.raise_at = raise_at
        self.accept_at = accept_at
        self.eleven_at = eleven_at

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        solved = forced(observation, rng, single=False)  # heads-up locked hands: the solution's
        if solved is not None:
            return solved
        view = observation
        legal = view.legal
        if view.phase is Phase.ELEVEN:
            return ACCEPT if win_chance(view) >= self.eleven_at else FOLD
        if view.phase is Phase.ANSWER:
            return self._answer(view, legal, rng)
        if view.blind:
            return self._blind(legal, rng)
        chance = win_chance(view)
        if RAISE in legal and (chance >= self.raise_at or rng.random() < self.bluff):
            return RAISE
        return self._card(view, legal)

    def _answer(self, view: HandView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        chance = win_chance(view)
        if RAISE in legal and (chance >= self.raise_at + 0.1 or rng.random() < self.bluff / 2):
            return RAISE
        # a bigger offer asks for more confidence
        pending = view.pending
        need = self.accept_at + 0.04 * (pending.step if pending else 0)
        return ACCEPT if chance >= need else FOLD

    def _blind(self, legal: tuple[Action, ...], rng: random.Random) -> Action:
        plays = [a for a in legal if a.kind is Kind.PLAY]
        return rng.choice(plays or list(legal))

    def _card(self, view: HandView, legal: tuple[Action, ...]) -> Action:
        strengths = view.strengths
        hand = sorted(view.own, key=lambda c: strengths[c])
        if len(hand) == 1:
            return play(hand[0])
        powers = power_table(strengths, tuple(view.seen_cards()))
        can_cover = any(a.kind is Kind.COVER for a in legal)
        ours, theirs = round_best(table_strengths(view), view.team)
        results = view.results
        if theirs is None and ours is None:  # leading the round
            return play(self._lead(view, hand, powers))
        if ours is not None and (theirs is None or ours > theirs):
            # partner is winning the round: throw the weakest card away
            return self._dump(hand, can_cover, view, powers)
        target = theirs if theirs is not None else -1
        cheapest = cheapest_over([strengths[c] for c in hand], target)
        tiers = [c for c in hand if strengths[c] == target]
        settled = decide([*results, None])  # would a tie here win the hand for us?
        if tiers and settled is not None and settled.params["team"] == view.team:
            return play(tiers[0])
        if cheapest is not None:
            return play(hand[cheapest])  # the cheapest card that wins the round
        if tiers and not results:
            return play(tiers[0])
        return self._dump(hand, can_cover, view, powers)

    def _lead(self, view: HandView, hand: list[Card], powers: list[float]) -> Card:
        strengths = view.strengths
        if not view.results:
            strong = [c for c in hand if powers[strengths[c]] >= 0.75]
            if len(strong) >= 2:
                return strong[0]  # the weakest of the strong ones: keep the manilha
            ordinary = [c for c in hand if not is_manilha(strengths[c])]
            return ordinary[-1] if ordinary else hand[0]
        return hand[-1]  # later rounds decide the hand: lead the best

    def _dump(self, hand: list[Card], can_cover: bool, view: HandView,
              powers: list[float]) -> Action:
        weakest = hand[0]
        if can_cover and powers[view.strengths[weakest]] < 0.5:
            return cover(weakest)
        return play(weakest)
