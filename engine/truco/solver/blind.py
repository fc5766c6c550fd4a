"""The blind iron hand (RULES.md 5, ``iron_hand: "blind"``): nobody sees their cards, so every
choice is a uniformly random card and the hand is a lottery. Its value is exact: every pair of
class hands with its integer deal count, every order of both hands, outcomes by the engine's
rulings (:class:`truco.solver.locked.LockedGame`). Surrendering never helps (it loses the value
for sure, and playing on never loses more), so nobody surrenders.

>>> from truco.core.rules import Rules
>>> from truco.solved.classes import vira_classes
>>> rules = Rules.preset("mineiro")
>>> lottery = blind_value(LockedGame(rules, vira_classes(rules)[0].classes, "iron"))
>>> lottery.deals == 40 * 39 * 38 // 6 * (37 * 36 * 35 // 6) * 36
True
>>> 0 < lottery.mao_wins < 1
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations, product

import numpy as np
from numpy.typing import NDArray

from truco.solver.locked import MAO, LockedGame, Result, round_winner
from truco.solver.tree import deal_counts, hand_counts

#: How a round can go: the mão wins it, the dealer wins it, tied.
_OUTCOMES: tuple[int | None, ...] = (MAO, 1 - MAO, None)


@dataclass(frozen=True, slots=True)
class Lottery:
    """The exact blind iron hand: the mão's expected margin and its chance to win."""

    value: Fraction
    mao_wins: Fraction
    dealer_wins: Fraction
    deals: int  # deals times orders of play enumerated


def blind_value(game: LockedGame) -> Lottery:
    """Enumerate every deal and every order of play of a blind iron hand."""
    tally = tally_rounds(game, range(len(game.classes.hands())))
    total = int(tally.sum())
    value = mao = dealer = 0
    for outcome, n in zip(ROUND_OUTCOMES, tally.tolist(), strict=True):
        result = settle_rounds(game, outcome)
        value += n * result.margin
        mao += n * (result.winner == MAO)
        dealer += n * (result.winner == 1 - MAO)
    return Lottery(Fraction(value, total), Fraction(mao, total), Fraction(dealer, total), total)


#: Every way three rounds can go (the winning seat or ``None`` for a tie), in tally order.
ROUND_OUTCOMES: tuple[tuple[int | None, ...], ...] = tuple(product(_OUTCOMES, repeat=3))


def tally_rounds(game: LockedGame, mao_hands: Iterable[int]) -> NDArray[np.int64]:
    """For the mão holding each of ``mao_hands`` (indexes in ``classes.hands()``): how many deals
    and orders of play make the three rounds go each way of :data:`ROUND_OUTCOMES`."""
    classes = game.classes
    hands = classes.hands()
    counts = deal_counts(classes.caps, hand_counts(classes.caps, hands))
    orders = np.array([list(permutations(h)) for h in hands])  # hands x 6 x 3
    k = classes.size
    code = np.array([[_OUTCOMES.index(round_winner(classes, MAO, a, b)) for b in range(k)]
                     for a in range(k)], dtype=np.int64)
    tally = np.zeros(len(ROUND_OUTCOMES), dtype=np.int64)
    for i in mao_hands:  # the mão's hand, against every dealer hand and both orders of play
        rounds = code[orders[i][None, :, None, :], orders[:, None, :, :]]  # hands x 6 x 6 x 3
        key = rounds[..., 0] * 9 + rounds[..., 1] * 3 + rounds[..., 2]
        weights = np.broadcast_to(counts[i][:, None, None], key.shape)
        tally += np.bincount(key.ravel(), weights=weights.ravel(),
                             minlength=len(ROUND_OUTCOMES)).astype(np.int64)
    return tally


def settle_rounds(game: LockedGame, outcomes: tuple[int | None, ...]) -> Result:
    """The result of rounds going this way (the hand stops once decided)."""
    for n in range(1, 4):
        result = game.settle(outcomes[:n])
        if result is not None:
            return result
    raise AssertionError("three rounds always settle the hand")
