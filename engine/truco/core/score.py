"""The score: adding a hand's points, the cap at the target, and what that does to the match."""

from __future__ import annotations

from truco.core.explain import Ruling


def add_points(score: tuple[int, int], points: tuple[int, int], target: int) -> tuple[int, int]:
    """Add a hand's points and cap at the target.

    >>> add_points((11, 4), (3, 0), 12)
    (12, 4)
    """
    return (min(score[0] + points[0], target), min(score[1] + points[1], target))


def score_rulings(score: tuple[int, int], points: tuple[int, int], target: int) -> list[Ruling]:
    """What adding a hand's points does to the match: points lost to the cap, the match won.

    >>> [(r.code, r.params["team"]) for r in score_rulings((11, 4), (3, 0), 12)]
    [('score-capped', 0), ('match-won', 0)]
    >>> score_rulings((11, 4), (3, 0), 12)[0].params["counted"]
    1
    """
    after = add_points(score, points, target)
    out = [Ruling("score-capped", team=t, points=points[t], counted=after[t] - score[t], target=target)
           for t in (0, 1) if score[t] + points[t] > target]
    out += [Ruling("match-won", team=t, target=target) for t in (0, 1) if after[t] >= target]
    return out
