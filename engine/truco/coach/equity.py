"""Match equity: the chance of winning the match from a score, before a hand is dealt.

Points are not all worth the same: the match is a race to the target and the score is capped, so
near the end one point can be the match and three points no more than one. The table is computed
once per rules and number of players, from the end of the match back, with how each kind of hand
ends: a normal hand, the hand of eleven (the team at eleven as the mão or the dealer), the iron
hand. Heads-up, where the build ships solutions for the rules, each comes from them
(:mod:`truco.solved.outcomes`: both seats play the solution, so the mão's edge, or its handicap,
counts); otherwise from a plain model (either team wins the hand, as likely, and the points follow
:data:`HAND_POINTS`). :attr:`Equity.source` says which. The mão changes every hand, so the table
also says whose turn it is to be mão. Only plain float arithmetic in a fixed order: the same table
in every Python.

>>> table = equity(Rules())
>>> table.source
'solved'
>>> round(table.before(0, 0), 3)   # the dealer of the first hand is drawn by lot
0.5
>>> table.at(0, 0, mao=True) < 0.5   # being mão first is a (small) handicap in paulista
True
>>> table.before(11, 0) > table.before(10, 0) > table.before(6, 6) > table.before(0, 11)
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from truco.core.rules import Rules
from truco.core.seats import team_of
from truco.solved.outcomes import Spread, eleven_hand, iron_hand, normal_hand

#: How often a hand ends at each step of the ladder (0: its first value, 1: truco accepted...),
#: roughly as the site's bots play: the plain model where no solution ships.
HAND_POINTS: tuple[float, ...] = (0.72, 0.22, 0.045, 0.012, 0.003)

#: Tables kept (one per rule set and number of players; a table is 2 (target + 1)^2 floats,
#: target <= 30): the presets and the options a reader switches between fit many times over.
EQUITY_CACHE = 64


@dataclass(frozen=True)
class Equity:
    """A match's chances from every score: ``chances[mine][theirs][mao]`` is the chance that the
    team with ``mine`` points beats the team with ``theirs``, before a hand where that team is
    the mão (``mao`` 1) or not (0); a team at the target has won. ``source``: ``"solved"`` where
    every kind of hand comes from the shipped solutions, ``"partly solved"`` where some do,
    ``"model"`` where none does (pairs; rules no solution covers)."""

    target: int
    chances: tuple[tuple[tuple[float, float], ...], ...]
    source: str

    def at(self, mine: int, theirs: int, *, mao: bool) -> float:
        """The chance from ``mine`` to ``theirs`` (each capped at the target)."""
        mine, theirs = min(mine, self.target), min(theirs, self.target)
        return self.chances[mine][theirs][1 if mao else 0]

    def before(self, mine: int, theirs: int) -> float:
        """The chance at a score, whoever is the mão (the mean of both)."""
        return (self.at(mine, theirs, mao=True) + self.at(mine, theirs, mao=False)) / 2


class Seen(Protocol):
    """What :class:`MatchOdds` reads of a position (a hand's view or a bot's observation)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> int: ...
    @property
    def score(self) -> tuple[int, int]: ...
    @property
    def seat(self) -> int: ...
    @property
    def mao(self) -> int: ...


@dataclass(frozen=True)
class MatchOdds:
    """One team's match chances around the hand being played: before it (:attr:`before`) and
    once it has paid some points (:meth:`after`), when the next hand's mão is the other team."""

    table: Equity
    score: tuple[int, int]
    team: int
    mao_team: int

    @classmethod
    def of(cls, view: Seen) -> MatchOdds:
        """The odds of the team of ``view``'s seat."""
        return cls(equity(view.rules, view.players), view.score, team_of(view.seat),
                   team_of(view.mao))

    @property
    def before(self) -> float:
        """The team's chance to win the match before this hand was dealt."""
        return self.table.at(self.score[self.team], self.score[1 - self.team],
                             mao=self.team == self.mao_team)

    def after(self, points: tuple[int, int]) -> float:
        """The team's chance once this hand paid ``points`` (team 0's, team 1's)."""
        mine = self.score[self.team] + points[self.team]
        theirs = self.score[1 - self.team] + points[1 - self.team]
        if mine >= self.table.target:
            return 1.0
        if theirs >= self.table.target:
            return 0.0
        return self.table.at(mine, theirs, mao=self.team != self.mao_team)


    def break_even(self, *, won: tuple[int, int], lost: tuple[int, int],
                   declined: tuple[int, int]) -> float:
        """The chance of winning the hand above which playing it (``won`` or ``lost`` points)
        gives the team a better chance to win the match than declining (``declined``); ties
        aside. 0 where playing is never worse, 1 where it is never better."""
        win, lose, fold = self.after(won), self.after(lost), self.after(declined)
        if win <= lose:
            return 1.0
        return min(1.0, max(0.0, (fold - lose) / (win - lose)))


def eleven_break_even(rules: Rules, theirs: int, *, decider_is_mao: bool,
                      players: int = 2) -> float:
    """Heads-up (or pairs), the player at eleven against ``theirs`` points: the chance of winning
    the hand of eleven above which accepting it gives the better chance to win the match (ties
    aside; in points alone the line is fold's pay over the two values, a third in paulista).

    >>> round(eleven_break_even(Rules(), 9, decider_is_mao=True), 2)   # a loss is the match
    0.63
    """
    at, value, pays = rules.eleven_at, rules.eleven_value, rules.eleven_fold_pays
    odds = MatchOdds(equity(rules, players), (at, theirs), 0, 0 if decider_is_mao else 1)
    return odds.break_even(won=(value, 0), lost=(0, value), declined=(0, pays))


@lru_cache(maxsize=EQUITY_CACHE)
def equity(rules: Rules, players: int = 2) -> Equity:
    """The match equity table of ``rules`` with ``players`` players (see :class:`Equity`)."""
    kinds = _Kinds(rules, players)
    target = rules.target
    size = target + 1
    table = [[[0.5, 0.5] for _ in range(size)] for _ in range(size)]
    for a in range(size):
        for b in range(size):
            if a >= target or b >= target:
                table[a][b] = [1.0, 1.0] if a >= target else [0.0, 0.0]

    def later(a: int, b: int, mao_a: bool, signed: int, next_mao_a: bool) -> float:
        """Team a's chance after a hand whose mão (a's team if ``mao_a``) scored ``signed``."""
        if (signed > 0) == mao_a:
            a += abs(signed)
        else:
            b += abs(signed)
        return table[min(a, target)][min(b, target)][1 if next_mao_a else 0]

    # every hand but one that scores nothing moves the score on: the states closest to the end
    # are valued first, each once; a hand that scores nothing leaves the score and passes the
    # mão on, so the two states of a score (a's team mão or not) are solved together
    for total in range(2 * target - 2, -1, -1):
        for a in range(max(0, total - target + 1), min(target - 1, total) + 1):
            b = total - a
            moved, still = [0.0, 0.0], [0.0, 0.0]
            for mao_a in (True, False):
                for signed, chance in kinds.spread(a, b, mao_a):
                    if signed == 0:
                        still[mao_a] += chance
                    else:
                        moved[mao_a] += chance * later(a, b, mao_a, signed, not mao_a)
            # x = moved[1] + still[1] * y (a mão now, not next), y = moved[0] + still[0] * x
            loop = 1.0 - still[1] * still[0]
            x = (moved[1] + still[1] * moved[0]) / loop if loop > 0 else 0.5
            table[a][b] = [moved[0] + still[0] * x, x]
    chances = tuple(tuple((row[0], row[1]) for row in line) for line in table)
    return Equity(target, chances, kinds.source)


class _Kinds:
    """How each kind of hand ends for a rule set: solved spreads where they ship, else the model."""

    def __init__(self, rules: Rules, players: int) -> None:
        self.rules = rules
        model = _model(rules)
        heads_up = players == 2
        normal = normal_hand(rules) if heads_up else None
        eleven = {side: eleven_hand(rules, decider_is_mao=side) if heads_up else None
                  for side in (True, False)}
        iron = iron_hand(rules) if heads_up else None
        found = [normal, eleven[True], eleven[False], iron]
        self.source = ("solved" if all(f is not None for f in found) else
                       "model" if all(f is None for f in found) else "partly solved")
        self.normal = normal or model[0]
        self.eleven = {side: spread or model[1] for side, spread in eleven.items()}
        self.iron = iron or model[1]

    def spread(self, a: int, b: int, mao_a: bool) -> Spread:
        """The hand at ``a``-``b`` as the mão's signed points."""
        at = self.rules.eleven_at
        if a >= at and b >= at:
            return self.iron
        if a >= at or b >= at:
            decider_is_mao = (a >= at) == mao_a
            spread = self.eleven[decider_is_mao]
            return spread if decider_is_mao else tuple((-o, p) for o, p in spread)
        return self.normal


def _model(rules: Rules) -> tuple[Spread, Spread]:
    """The plain model: a normal hand and a hand of eleven (or iron), either side as likely."""
    ladder = rules.ladder
    steps = [(ladder[i], HAND_POINTS[i] if i < len(HAND_POINTS) else 0.0)
             for i in range(len(ladder))]
    total = math.fsum(chance for _, chance in steps)
    normal = tuple(sorted((sign * points, chance / total / 2) for points, chance in steps
                          for sign in (1, -1) if chance > 0))
    value = rules.eleven_value
    return normal, ((-value, 0.5), (value, 0.5))
