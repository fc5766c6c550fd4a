"""The heads-up hand with the ladder as numbers: the tables the compiled solver reads.

Every number comes from the engine, through :class:`truco.solved.rulings.Rulings` (the same
rulings the run-time reader walks): who wins a round and who leads the next one, whether the round
results decide the hand and for whom, the federation's exposed card, what a hand is worth at each
step of the ladder and what a fold pays. The solver itself knows no rule. This module adds numpy
arrays of them and the chance of each pair of class hands.

Seat 0 is the mão, seat 1 the dealer; each is its own team. Classes are
:class:`truco.solved.classes.Classes` (lossless: only strengths matter); class ``K`` stands for a
covered card. A round's results are coded as base-4 digits, one per round (1 a tie, 2 the mão, 3
the dealer), so ``settle_*[code]`` says what they decide.

>>> from truco.core.cards import Card
>>> from truco.core.rules import Rules
>>> from truco.solved.classes import Classes
>>> spec = Spec.of(Rules(), Classes.of(Rules(), Card.parse("7d")))
>>> spec.k, spec.top, spec.values.tolist(), spec.fold_pays.tolist()
(13, 4, [1, 3, 6, 9, 12], [0, 1, 3, 6, 9])
>>> int(spec.round_winner[0, 8, 8]), int(spec.round_lead[0, 8, 8])   # two 3s tie, mão leads
(-1, 0)
>>> int(spec.round_winner[1, 0, spec.k])                              # a 4 beats a covered card
1
>>> code = result_code(result_code(0, None), 1)                      # a tie, then the dealer
>>> int(spec.settle_winner[code]), int(spec.settle_points[code])    # wins: the hand's value
(1, -1)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solved.rulings import CODES, Rulings, result_code
from truco.solver.tree import chance_matrix, hand_counts

Ints = NDArray[np.int64]

__all__ = ["Spec", "result_code"]


@dataclass(frozen=True)
class Spec:
    """One heads-up hand with the ladder, as arrays (class ``k`` is a covered card)."""

    rules: Rules
    classes: Classes
    k: int  # strength classes
    top: int  # the highest ladder index a raise reaches (0: raises disabled)
    cover_from: int  # the first round (0-based) where a card may be covered
    caps: Ints  # cards per class
    hands: Ints  # class hands, weakest class first (hands x 3)
    counts: Ints  # cards of each class per hand (hands x classes)
    chance: NDArray[np.float64]  # P(mão holds hand i, dealer holds hand j), card removal included
    round_winner: Ints  # [leader, led class, answered class] -> seat, or -1 for a tie
    round_lead: Ints  # [leader, led class, answered class] -> the seat that leads next
    exposed: Ints  # [leader, led, answered, round raise + 1] -> the seat that loses, or -1
    settle_decided: Ints  # [result code] -> 1 if the results decide the hand
    settle_winner: Ints  # [result code] -> the winning seat, or -1: nobody scores
    settle_points: Ints  # [result code] -> the points, or -1: the hand's value
    values: Ints  # [ladder index] -> what the hand is worth there
    fold_pays: Ints  # [offer] -> what folding that offer pays the raiser (index 0 unused)

    @classmethod
    def of(cls, rules: Rules, classes: Classes, *, raises: bool = True) -> Spec:
        if rules.cover_from_round < 2:
            raise ValueError("the solver needs cover_from_round >= 2 (no covering in round 1)")
        rulings = Rulings.of(rules, classes)
        ints = rulings.kernel_ints(classes, raises=raises)
        k = classes.size
        hands = classes.hands()

        def part(i: int, shape: tuple[int, ...]) -> Ints:  # the header's i-th table
            start, size = ints[4 + i], int(np.prod(shape))
            return np.asarray(ints[start:start + size], dtype=np.int64).reshape(shape)

        cells = (2, k + 1, k + 1)
        top = ints[1]
        counts = hand_counts(classes.caps, hands)
        return cls(rules, classes, k, top, ints[2], part(0, (k,)),
                   np.asarray(hands, dtype=np.int64), counts,
                   chance_matrix(classes.caps, counts), part(2, cells), part(3, cells),
                   part(4, (*cells, 5)), part(5, (CODES,)), part(6, (CODES,)),
                   part(7, (CODES,)), part(8, (top + 1,)), part(9, (top + 1,)))

    def tables(self) -> tuple[Ints, NDArray[np.float64]]:
        """The tables as the kernel reads them (:mod:`truco.solver.full.kernel`): one integer
        array (:meth:`truco.solved.rulings.Rulings.kernel_ints`: a header, then the tables) and
        the chance of each pair of hands with either seat's hand first (``[seat, own hand,
        other's hand]``)."""
        ints = Rulings.of(self.rules, self.classes).kernel_ints(self.classes,
                                                                 raises=self.top > 0)
        chance = np.ascontiguousarray(np.stack([self.chance, self.chance.T]))
        return np.asarray(ints, dtype=np.int64), chance
