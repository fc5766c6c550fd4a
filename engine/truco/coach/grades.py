"""Grades: what a move gives away against the coach's best, on the scale of the points at stake.

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> from truco.coach.analysis import analyse
>>> hand = Scenario.from_json({"vira": "4d", "score": [11, 11],
...                            "hands": [["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
...                            "actions": ["play 3c", "play 2h", "play 6c", "play Qs"]}).play()
>>> judged = grade(analyse(observe(hand, 1)), "cover 6d")
>>> judged.grade, judged.loss, judged.best
('good', 0.53, ('play 6d',))
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from truco.core.actions import Action

#: Grades by the points lost against the best action, as a share of the points at stake in the
#: decision (the hand's value, or the offer when the action compared raises or answers a raise).
#: With EV = stake * (2 * win chance - 1), a share ``r`` of the stake is ``r / 2`` of the hand's
#: win chance: the bounds are 10, 20 and 30 percentage points of the chance to win the hand. (Lichess
#: grades by 0.1, 0.2 and 0.3 on its winning-chances scale, which runs from -1 to 1: 5, 10 and 15
#: points of a 0-100% chance. The site's bounds are twice as wide: a hand is coarser than a move.)
GRADES: tuple[tuple[str, float], ...] = (("good", 0.2), ("inaccuracy", 0.4), ("mistake", 0.6),
                                         ("blunder", math.inf))
#: Every grade an action may get, best first: ``best`` (a top action), then :data:`GRADES`.
GRADE_NAMES: tuple[str, ...] = ("best", *(name for name, _ in GRADES))
#: The grades that count as a right answer: a puzzle solved, a lesson's step passed (the others
#: are the costly ones a match summary lists).
PASSING: tuple[str, ...] = ("best", "good")


class Valued(Protocol):
    """What a grade reads of one action's value (:class:`truco.coach.answer.ActionValue`)."""

    @property
    def ev(self) -> float: ...
    @property
    def match(self) -> float: ...

    @property
    def best(self) -> bool: ...

    @property
    def offer(self) -> int: ...


class Staked(Protocol):
    """The stake of the decision (:class:`truco.coach.answer.Header`)."""

    @property
    def stake(self) -> int: ...


class Judged(Protocol):
    """What a grade reads of an analysis (:class:`truco.coach.answer.Analysis`, which grades its
    own actions with :func:`grade` when it writes its JSON: hence a protocol, not an import)."""

    @property
    def header(self) -> Staked: ...
    @property
    def by(self) -> str: ...

    @property
    def actions(self) -> Sequence[Valued]: ...

    @property
    def best(self) -> tuple[str, ...]: ...

    @property
    def top(self) -> Valued: ...

    def action(self, text: str) -> Valued: ...


@dataclass(frozen=True)
class Grade:
    """A move's grade: ``grade`` (``None`` for a forced move), what it gives up against the best
    action (``loss``: points, or where the analysis judges by the match (``by`` ``"match"``),
    the chance to win the match, 0 to 1), that loss as a share (``share``: of the points at stake
    between the two, ``stake``; by the match, twice the chance given away, so that the bounds
    are the same percentage points of winning chances), and the best actions."""

    grade: str | None
    forced: bool
    loss: float
    best: tuple[str, ...]
    share: float
    stake: int
    by: str = "points"

    def to_json(self) -> dict[str, Any]:
        return {"grade": self.grade, "forced": self.forced, "loss": self.loss,
                "best": list(self.best), "share": self.share, "stake": self.stake, "by": self.by}


def grade(analysis: Judged, action: str | Action) -> Grade:
    """The grade of ``action`` in an analysis. A forced move (one legal action) is never graded."""
    entry = analysis.action(str(action))
    stake = analysis.header.stake
    if len(analysis.actions) == 1:
        return Grade(grade=None, forced=True, loss=0.0, best=analysis.best, share=0.0, stake=stake)
    top = analysis.top
    if analysis.by == "match":
        chance = round(max(0.0, top.match - entry.match), 3)  # shown as a percentage, 1 decimal
        name = "best" if entry.best else next(g for g, bound in GRADES if 2 * chance < bound)
        return Grade(grade=name, forced=False, loss=chance, best=analysis.best,
                     share=round(2 * chance, 3), stake=stake, by="match")
    loss = round(max(0.0, top.ev - entry.ev), 2)  # values are shown to 2 decimals
    stake = max(stake, entry.offer, top.offer)
    share = round(loss / stake, 3) if stake else 0.0
    name = "best" if entry.best else next(g for g, bound in GRADES if share < bound)
    return Grade(grade=name, forced=False, loss=loss, best=analysis.best, share=share, stake=stake)
