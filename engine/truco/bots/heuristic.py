"""The ``heuristic`` bot: plays like a decent club player, from its own observation only.

It keeps manilhas for when they matter, wins rounds with the cheapest card that does it, covers a
card that cannot help, raises with strong hands and sometimes bluffs, folds hopeless hands and
decides the hand of eleven by the strength of its hand. Heads-up it plays what the solution
solved instead (:mod:`truco.bots.locked`): the hand of eleven and the mão's first card of a
locked hand.
"""

from __future__ import annotations

import random

from truco.actions import ACCEPT, FOLD, RAISE, Action, Kind, cover, play
from truco.bots.locked import solved_action
from truco.bots.view import View
from truco.cards import Card
from truco.observation import Observation


class HeuristicBot:
    """Rules of thumb over a rough win chance (see :meth:`View.win_chance`)."""

    name = "heuristic"

    def __init__(self, *, bluff: float = 0.08, raise_at: float = 0.72, accept_at: float = 0.42,
                 eleven_at: float = 0.5) -> None:
        self.bluff = bluff
        self.raise_at = raise_at
        self.accept_at = accept_at
        self.eleven_at = eleven_at

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal
        if not legal:
            raise ValueError(f"seat {observation.seat} has nothing to do")
        solved = solved_action(observation, rng)  # heads-up locked hands: the solution's
        if solved is not None:
            return solved
        view = View(observation)
        phase = observation.data["phase"]
        if phase == "eleven":
            return ACCEPT if view.win_chance() >= self.eleven_at else FOLD
        if phase == "answer":
            return self._answer(view, legal, rng)
        if observation.data["blind"]:
            return self._blind(legal, rng)
        chance = view.win_chance()
        if RAISE in legal and (chance >= self.raise_at or rng.random() < self.bluff):
            return RAISE
        return self._card(view, legal)

    def _answer(self, view: View, legal: tuple[Action, ...], rng: random.Random) -> Action:
        chance = view.win_chance()
        if RAISE in legal and (chance >= self.raise_at + 0.1 or rng.random() < self.bluff / 2):
            return RAISE
        # a bigger offer asks for more confidence
        ladder = view.obs.data["ladder"]
        steps = ladder["steps"]
        pending = view.obs.data["pending"]
        offer = pending["offer"] if pending else steps[0]
        need = self.accept_at + 0.04 * steps.index(offer)
        return ACCEPT if chance >= need else FOLD

    def _blind(self, legal: tuple[Action, ...], rng: random.Random) -> Action:
        plays = [a for a in legal if a.kind is Kind.PLAY]
        return rng.choice(plays or list(legal))

    def _card(self, view: View, legal: tuple[Action, ...]) -> Action:
        hand = sorted(view.hand, key=lambda c: view.strengths[c])
        if len(hand) == 1:
            return play(hand[0])
        can_cover = any(a.kind is Kind.COVER for a in legal)
        theirs = view.best_on_table(1 - view.team)
        ours = view.best_on_table(view.team)
        results = view.results
        if theirs is None and ours is None:  # leading the round
            return play(self._lead(view, hand))
        if ours is not None and (theirs is None or ours > theirs):
            # partner is winning the round: throw the weakest card away
            return self._dump(hand, can_cover, view)
        target = theirs if theirs is not None else -1
        winners = [c for c in hand if view.strengths[c] > target]
        tiers = [c for c in hand if view.strengths[c] == target]
        tie_wins = bool(results) and results[0] == view.team
        if tiers and tie_wins:
            return play(tiers[0])  # a tie wins the hand after a won round
        if winners:
            return play(winners[0])  # the cheapest card that wins the round
        if tiers and not results:
            return play(tiers[0])
        return self._dump(hand, can_cover, view)

    def _lead(self, view: View, hand: list[Card]) -> Card:
        results = view.results
        if not results:
            strong = [c for c in hand if view.power(c) >= 0.75]
            if len(strong) >= 2:
                return strong[0]  # the weakest of the strong ones: keep the manilha
            ordinary = [c for c in hand if not view.is_manilha(c)]
            return ordinary[-1] if ordinary else hand[0]
        return hand[-1]  # later rounds decide the hand: lead the best

    def _dump(self, hand: list[Card], can_cover: bool, view: View) -> Action:
        weakest = hand[0]
        if can_cover and view.power(weakest) < 0.5:
            return cover(weakest)
        return play(weakest)
