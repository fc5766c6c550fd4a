"""The engine's rulings on strength classes: the heads-up hand with the ladder as numbers.

Every number comes from the engine: who wins a round and who leads the next one
(:func:`truco.core.rounds.settle_round`, on real cards of each strength class), what round
results decide and for whom (:func:`truco.core.rounds.settle_hand`, kind ``normal``), the
federation's exposed card (:func:`truco.core.rounds.exposed_loser`), what a hand is worth at each
step of the ladder and what a fold pays (:func:`truco.core.ladder.calls`). Seat 0 is the mão,
seat 1 the dealer; class ``k`` stands for a covered card.

The run-time reader of the solution walks them (:mod:`truco.solved.values`), and
:meth:`Rulings.kernel_ints` lays them out for a numeric kernel: the offline solver's compiled walk
(:mod:`truco.solver.full`), and a re-solver of rounds 2-3 in the browser. Standard library only.

>>> from truco.core.cards import Card
>>> rules = Rules()
>>> r = Rulings.of(rules, Classes.of(rules, Card.parse("7d")))
>>> r.k, r.top, r.values, r.fold_pays
(13, 4, (1, 3, 6, 9, 12), (0, 1, 3, 6, 9))
>>> r.winner[0, 8, 8]    # two 3s tie: nobody wins the round, the mão leads the next
(None, 0)
>>> r.winner[1, 0, 13]   # the dealer leads a 4, the mão covers: the dealer wins, leads next
(1, 1)
>>> r.settled[(None, 1)]                     # a tie, then the dealer: the hand's value
(1, None)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product

from truco.core.ladder import calls
from truco.core.rounds import Play, exposed_loser, settle_hand, settle_round
from truco.core.rules import Rules
from truco.solved.classes import Classes

Results = tuple[int | None, ...]  # round winners so far (None: a tie)
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
class Rulings:
    """The engine's rulings on classes (seat 0 the mão, class ``k`` a covered card)."""

    k: int
    top: int  # the highest ladder index a raise reaches
    cover_from: int  # the first round (0-based) a card may be covered in
    values: tuple[int, ...]  # the hand's value at each accepted ladder index
    fold_pays: tuple[int, ...]  # what folding an offer of that index pays the raiser
    winner: dict[tuple[int, int, int], tuple[int | None, int]]  # (leader, led, answer) -> (winner, next lead)
    settled: dict[Results, tuple[int | None, int | None]]  # results -> (winner, points)
    #: (leader, led, answer, raised) -> the seat that loses by the exposed card, or None;
    #: ``raised``: (the seat that raised last, cards on the table) as ``divmod(raised, 2)``
    exposed: dict[tuple[int, int, int, int], int | None]

    @classmethod
    def of(cls, rules: Rules, classes: Classes) -> Rulings:
        return _rulings(rules, classes)

    def kernel_ints(self, classes: Classes, *, raises: bool = True) -> list[int]:
        """The rulings as a numeric kernel reads them: a header of 15 numbers (K, top, the first
        round a card may be covered in, 0-based, the number of class hands, then where each
        table starts) and the tables flattened: the classes' caps, each hand's cards per class,
        the round's winner (-1 a tie) and next leader by leader, led and answered class, the
        exposed card's loser (-1 none) by those and ``raised + 1``, whether a result code
        decides the hand, for whom (-1 nobody scores) and for how many points (-1 the hand's
        value), the values and fold payouts of the ladder, and who wins round 3 from the
        leader's side (:data:`LEADER`, :data:`FOLLOWER` or :data:`TIED`). ``raises`` False: a
        ladder nobody climbs."""
        k = self.k
        top = self.top if raises else 0
        hands = classes.hands()
        counts = [sum(1 for c in hand if c == x) for hand in hands for x in range(k)]
        cells = list(product(range(2), range(k + 1), range(k + 1)))
        winner = [_seat(self.winner[c][0]) for c in cells]
        lead = [self.winner[c][1] for c in cells]
        exposed = [x for c in cells
                   for x in (-1, *(_seat(self.exposed[(*c, r)]) for r in range(4)))]
        decided, settle_winner, points = [0] * CODES, [-1] * CODES, [-1] * CODES
        for results, (team, pts) in self.settled.items():
            code = 0
            for r in results:
                code = result_code(code, r)
            decided[code] = 1
            settle_winner[code] = _seat(team)
            points[code] = -1 if pts is None else pts
        who = [TIED if w is None else LEADER if w == leader else FOLLOWER
               for leader in range(2) for a in range(k) for b in range(k)
               for w in (self.winner[leader, a, b][0],)]
        parts = [list(classes.caps), counts, winner, lead, exposed, decided, settle_winner,
                 points, list(self.values[:top + 1]), list(self.fold_pays[:top + 1]), who]
        header = [k, top, self.cover_from, len(hands)]
        at = 15
        for part in parts:
            header.append(at)
            at += len(part)
        return header + [x for part in parts for x in part]


def _seat(seat: int | None) -> int:
    return -1 if seat is None else seat


@cache
def _rulings(rules: Rules, classes: Classes) -> Rulings:
    k = classes.size
    table = {card: s for s, cards in zip(classes.strengths, classes.cards, strict=True)
             for card in cards}

    def play(seat: int, shown: int, pick: int) -> Play:
        if shown == k:  # covered: any card will do, nobody ever sees it
            return Play(seat, classes.cards[0][pick], covered=True)
        return Play(seat, classes.cards[shown][pick])

    winner: dict[tuple[int, int, int], tuple[int | None, int]] = {}
    exposed: dict[tuple[int, int, int, int], int | None] = {}
    for leader, a, b in product(range(2), range(k + 1), range(k + 1)):
        plays = (play(leader, a, 0), play(1 - leader, b, -1))
        result = settle_round(plays, table, players=2)
        winner[leader, a, b] = (result.winner, result.lead)
        covered = [p.covered for p in plays]
        for raised in range(4):
            exposed[leader, a, b, raised] = exposed_loser(rules, result.winner, result.top,
                                                          covered, divmod(raised, 2))
    settled: dict[Results, tuple[int | None, int | None]] = {}
    for n in (1, 2, 3):
        for results in product((None, 0, 1), repeat=n):
            s = settle_hand(list(results), rules, kind="normal", mao=0, dealer=1)
            if s is not None:
                settled[results] = (s.team, s.points)
    ladder = calls(rules)
    return Rulings(k, len(ladder), rules.cover_from_round - 1,
                   (rules.ladder[0], *(c.value for c in ladder)),
                   (0, *(c.fold_pays for c in ladder)), winner, settled, exposed)
