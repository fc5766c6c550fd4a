"""A fast greedy policy for playouts inside a search, on a full-information hand.

Each seat uses only its own cards and the table (not the others' hidden cards): the cheapest card
that takes the round, else its weakest; it answers raises by the strength of its own hand.
"""

from __future__ import annotations

import random

from truco.actions import ACCEPT, FOLD, RAISE, Action, Kind, play
from truco.bots.view import hand_chance
from truco.cards import DECK
from truco.hand import Hand, Phase
from truco.seats import team_of


def answer(hand: Hand, seat: int) -> Action:
    """Answer a raise (or the hand of eleven) as the ``heuristic`` bot would, from own cards."""
    chance = seat_chance(hand, seat)
    pending = hand.pending
    if pending is not None and chance >= 0.82 and hand.may_raise(team_of(seat)):
        return RAISE
    step = pending.offer if pending is not None else 0
    return ACCEPT if chance >= 0.42 + 0.04 * step else FOLD


def seat_chance(hand: Hand, seat: int) -> float:
    """What ``seat`` can tell of its chances: its cards against every card it has not seen."""
    table = hand.strengths
    seen = set(hand.deal.hands[seat])
    if hand.deal.vira is not None:
        seen.add(hand.deal.vira)
    for play_ in hand.table:
        seen.add(play_.card)
    for result in hand.rounds:
        for play_ in result.plays:
            seen.add(play_.card)
    unseen = [table[c] for c in DECK if c not in seen]
    n = len(unseen) or 1
    powers = sorted(((sum(1.0 if mine > s else 0.5 if mine == s else 0.0 for s in unseen) / n)
                     for mine in (table[c] for c in hand.hands[seat])), reverse=True)
    return hand_chance(powers, [r.winner for r in hand.rounds], team_of(seat), hand.players)


def greedy_action(hand: Hand, rng: random.Random) -> Action:
    seat = hand.to_act
    assert seat is not None
    phase = hand.phase
    if phase is Phase.ELEVEN or phase is Phase.ANSWER:
        return answer(hand, seat)
    if hand.blind:
        return rng.choice([a for a in hand.legal_actions() if a.kind is Kind.PLAY])
    cards = sorted(hand.hands[seat], key=hand.strengths.__getitem__)
    table = hand.table
    strengths = hand.strengths
    mine = team_of(seat)
    best_theirs = max((strengths[p.card] if not p.covered else -1 for p in table
                       if team_of(p.seat) != mine), default=None)
    best_ours = max((strengths[p.card] if not p.covered else -1 for p in table
                     if team_of(p.seat) == mine), default=None)
    if best_theirs is None and best_ours is None:
        return play(cards[-1] if hand.rounds else cards[len(cards) // 2])
    if best_ours is not None and (best_theirs is None or best_ours > best_theirs):
        return play(cards[0])
    target = best_theirs if best_theirs is not None else -1
    for card in cards:
        if strengths[card] > target:
            return play(card)
    return play(cards[0])


def playout(hand: Hand, rng: random.Random) -> tuple[int, int]:
    """Play the hand to its end with the greedy policy; the points it awards. Undoes itself."""
    steps = 0
    while not hand.finished:
        hand.apply(greedy_action(hand, rng))
        steps += 1
    outcome = hand.outcome
    assert outcome is not None
    points = outcome.points
    for _ in range(steps):
        hand.undo()
    return points


def is_card(action: Action) -> bool:
    return action.kind in (Kind.PLAY, Kind.COVER)
