"""The heads-up hand with the ladder as numbers: the tables the compiled solver reads.

Every number comes from the engine: who wins a round and who leads the next one
(:func:`truco.core.rounds.settle_round`, on real cards of each strength class), whether the round
results decide the hand and for whom (:func:`truco.core.rounds.settle_hand`, kind ``normal``), the
federation's exposed card (:func:`truco.core.rounds.exposed_loser`), what a hand is worth at each step
of the ladder and what a fold pays (:func:`truco.core.ladder.calls`). The solver itself knows no rule.

Seat 0 is the mão, seat 1 the dealer; each is its own team. Classes are
:class:`truco.solved.classes.Classes` (lossless: only strengths matter); class ``K`` stands for a
covered card. A round's results are coded as base-4 digits, one per round (1 a tie, 2 the mão, 3
the dealer), so ``settle_*[code]`` says what they decide.

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
from itertools import product

import numpy as np
from numpy.typing import NDArray

from truco.core.cards import Card
from truco.core.ladder import calls
from truco.core.rounds import Play, exposed_loser, settle_hand, settle_round
from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solver.tree import chance_matrix, hand_counts

Ints = NDArray[np.int64]

#: A result code's digit per round: a tie, the mão wins, the dealer wins.
TIE, MAO_WINS, DEALER_WINS = 1, 2, 3
#: Enough codes for three rounds of base-4 digits.
CODES = 64
#: Who wins a round, from the leader's side (the kernel's round 3 reads them).
LEADER, FOLLOWER, TIED = 0, 1, 2


def result_code(code: int, winner: int | None) -> int:
    """The code of the results so far followed by one more round won by ``winner`` (None: tied)."""
    return code * 4 + (TIE if winner is None else MAO_WINS + winner)


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
        k = classes.size
        hands = classes.hands()
        counts = hand_counts(classes.caps, hands)
        ladder = calls(rules)
        top = len(ladder) if raises else 0
        winner = np.full((2, k + 1, k + 1), -1, dtype=np.int64)
        lead = np.zeros((2, k + 1, k + 1), dtype=np.int64)
        exposed = np.full((2, k + 1, k + 1, 5), -1, dtype=np.int64)
        for leader, a, b in product(range(2), range(k + 1), range(k + 1)):
            plays = (_play(classes, leader, a, 0), _play(classes, 1 - leader, b, -1))
            result = settle_round(plays, _table(classes), players=2)
            winner[leader, a, b] = -1 if result.winner is None else result.winner
            lead[leader, a, b] = result.lead
            covered = [p.covered for p in plays]
            for raised in range(4):  # (raiser, cards on the table) = divmod(raised, 2)
                loser = exposed_loser(rules, result.winner, result.top, covered,
                                      divmod(raised, 2))
                exposed[leader, a, b, raised + 1] = -1 if loser is None else loser
        decided = np.zeros(CODES, dtype=np.int64)
        settle_winner = np.full(CODES, -1, dtype=np.int64)
        points = np.full(CODES, -1, dtype=np.int64)
        for n in (1, 2, 3):
            for results in product((None, 0, 1), repeat=n):
                code = 0
                for r in results:
                    code = result_code(code, r)
                settled = settle_hand(list(results), rules, kind="normal", mao=0, dealer=1)
                if settled is not None:
                    decided[code] = 1
                    settle_winner[code] = -1 if settled.team is None else settled.team
                    points[code] = -1 if settled.points is None else settled.points
        values = np.asarray([rules.ladder[0], *(c.value for c in ladder[:top])], dtype=np.int64)
        fold_pays = np.asarray([0, *(c.fold_pays for c in ladder[:top])], dtype=np.int64)
        return cls(rules, classes, k, top, rules.cover_from_round - 1,
                   np.asarray(classes.caps, dtype=np.int64), np.asarray(hands, dtype=np.int64),
                   counts, chance_matrix(classes.caps, counts), winner, lead, exposed, decided,
                   settle_winner, points, values, fold_pays)

    def tables(self) -> tuple[Ints, NDArray[np.float64]]:
        """The tables as the kernel reads them (:mod:`truco.solver.full.kernel`): one integer
        array, a header of 15 numbers (K, top, cover_from, hands, then where each table starts)
        followed by the tables flattened (the last: who wins round 3 for each led and answered
        class, :data:`LEADER`, :data:`FOLLOWER` or :data:`TIED`); and the chance of each pair of
        hands with either seat's hand first (``[seat, own hand, other's hand]``)."""
        k = self.k
        who = np.full((2, k, k), TIED, dtype=np.int64)  # round 3: who wins, leader's view
        for leader in range(2):
            winner = self.round_winner[leader, :k, :k]
            who[leader][winner == leader] = LEADER
            who[leader][winner == 1 - leader] = FOLLOWER
        parts = [self.caps, self.counts, self.round_winner, self.round_lead, self.exposed,
                 self.settle_decided, self.settle_winner, self.settle_points, self.values,
                 self.fold_pays, who]
        header = [self.k, self.top, self.cover_from, len(self.hands)]
        at = 15
        for part in parts:
            header.append(at)
            at += part.size
        ints = np.concatenate([np.asarray(header, dtype=np.int64),
                               *(p.ravel().astype(np.int64) for p in parts)])
        chance = np.ascontiguousarray(np.stack([self.chance, self.chance.T]))
        return ints, chance


def _table(classes: Classes) -> dict[Card, int]:
    return {card: s for s, cards in zip(classes.strengths, classes.cards, strict=True)
            for card in cards}


def _play(classes: Classes, seat: int, shown: int, pick: int) -> Play:
    if shown == classes.size:  # covered: any card will do, nobody ever sees it
        return Play(seat, classes.cards[0][pick], covered=True)
    return Play(seat, classes.cards[shown][pick])
