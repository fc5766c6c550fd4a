"""Play a class-level strategy in the card-level engine: from a :class:`truco.core.hand.Hand` to the
solver's information set, and from a sequence back to an engine action.

The hand is heads-up with dealer seat 1 (so seat 0 is the mão, as in the solver), locked (a hand
of eleven or the iron hand). Round 3 is not in the solver's tree: its one card is played face up.
A tree is built with one vira of its vira class; ``classes`` maps the hand's real cards under the
hand's own vira (every vira of the class numbers the classes alike).
"""

from __future__ import annotations

from truco.core.actions import ACCEPT as ACCEPT_ACTION
from truco.core.actions import FOLD as FOLD_ACTION
from truco.core.actions import Action, Kind, cover, play
from truco.core.hand import Hand, Phase
from truco.solved.classes import Classes
from truco.solver.locked import COVERED
from truco.solver.tree import ACCEPT, DECLINE, FOLD, Tree


def history(classes: Classes, hand: Hand) -> tuple[int, ...]:
    """The public actions so far, as the solver's tree names them."""
    out: list[int] = []
    for act in (step.action for step in hand.log):
        if act.kind is Kind.ACCEPT:
            out.append(ACCEPT)
        elif act.kind is Kind.COVER:
            out.append(COVERED)
        elif act.kind is Kind.PLAY and act.card is not None:
            out.append(classes.class_of(act.card))
    return tuple(out)


def covered_class(classes: Classes, hand: Hand, seat: int) -> int:
    """The class of the card ``seat`` covered so far (-1 if none)."""
    for step in hand.log:
        who, act = step.seat, step.action
        if who == seat and act.kind is Kind.COVER and act.card is not None:
            return classes.class_of(act.card)
    return -1


def infoset(tree: Tree, classes: Classes, hand: Hand) -> int | None:
    """The solver's information set of the seat to act (``None`` in round 3)."""
    seat = hand.to_act
    if seat is None:
        return None
    if classes.caps != tree.game.classes.caps:
        raise ValueError("this hand's vira is not in the tree's vira class")
    index = tree.hands.index(classes.hand_of(hand.deal.hands[seat]))
    return tree.infoset(history(classes, hand), index, covered_class(classes, hand, seat))


def engine_action(classes: Classes, hand: Hand, code: int) -> Action:
    """The engine action of a solver action code for the seat to act (first card of a class)."""
    if code == ACCEPT:
        return ACCEPT_ACTION
    if code in (DECLINE, FOLD):
        return FOLD_ACTION
    seat = hand.to_act
    assert seat is not None
    k = classes.size
    card = next(c for c in hand.hands[seat] if classes.class_of(c) == code % k)
    return play(card) if code < k else cover(card)


def policy(tree: Tree, classes: Classes, sigmas: tuple[list[float], list[float]], hand: Hand
           ) -> list[tuple[Action, float]]:
    """The engine actions of the seat to act with their probabilities under behaviour strategies
    ``sigmas`` (one probability per sequence, per seat)."""
    seat = hand.to_act
    if seat is None:
        return []
    found = infoset(tree, classes, hand)
    if found is None:  # round 3: the last card, face up
        if hand.phase is not Phase.PLAY or len(hand.hands[seat]) != 1:
            raise ValueError("no information set for this position")
        return [(play(hand.hands[seat][0]), 1.0)]
    return [(engine_action(classes, hand, code), sigmas[seat][s])
            for s, code in tree.actions(seat, found)]
