"""Match equity: the chance of winning the match from a score, before a hand is dealt.

Points are not all worth the same: the match is a race to the target and the score is capped, so
near the end one point can be the match and three points no more than one. The table is computed
once per rules, from the end of the match back, with a plain model of a hand: either team wins
it, as likely, and the points it pays follow :data:`HAND_POINTS` (the first step of the ladder most
often; a hand of eleven or the iron hand pays the eleven value). Only plain float arithmetic in a
fixed order: the same table in every Python.

>>> table = equity(Rules())
>>> table[0][0]
0.5
>>> table[11][0] > table[10][0] > table[6][6] > table[0][11]
True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from truco.core.rules import Rules

#: How often a hand ends at each step of the ladder (0: its first value, 1: truco accepted...),
#: roughly as the site's bots play: most hands are folded or played for little.
HAND_POINTS: tuple[float, ...] = (0.72, 0.22, 0.045, 0.012, 0.003)


#: Tables kept (one per rule set; a table is (target + 1)^2 floats, target <= 30): the presets
#: and the options a reader switches between fit many times over.
EQUITY_CACHE = 64


@lru_cache(maxsize=EQUITY_CACHE)
def equity(rules: Rules) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: the chance that the team with ``a`` points beats the team with ``b``
    (``a``, ``b`` up to the target; a team at the target has won)."""
    target = rules.target
    outcomes = _hand_outcomes(rules)
    size = target + 1
    table = [[0.5] * size for _ in range(size)]
    for a in range(size):
        for b in range(size):
            if a >= target or b >= target:
                table[a][b] = 1.0 if a >= target else 0.0
    # every hand pays at least a point: scores only grow, so the states closest to the end are
    # valued first and each state once
    for total in range(2 * target - 2, -1, -1):
        for a in range(max(0, total - target + 1), min(target - 1, total) + 1):
            b = total - a
            value = 0.0
            for points, chance in outcomes(a, b):
                value += chance * (table[min(a + points, target)][b] + 1.0
                                   - table[min(b + points, target)][a]) / 2
            table[a][b] = value
    return tuple(tuple(row) for row in table)


def _hand_outcomes(rules: Rules) -> Callable[[int, int], list[tuple[int, float]]]:
    """For a score, the points a hand pays and how often (whoever wins it)."""
    ladder = rules.ladder
    steps = [(ladder[i], HAND_POINTS[i] if i < len(HAND_POINTS) else 0.0)
             for i in range(len(ladder))]
    total = math.fsum(chance for _, chance in steps)
    normal = [(points, chance / total) for points, chance in steps]
    special = [(rules.eleven_value, 1.0)]

    def outcomes(a: int, b: int) -> list[tuple[int, float]]:
        return special if a >= rules.eleven_at or b >= rules.eleven_at else normal

    return outcomes


def after(rules: Rules, score: tuple[int, int], points: tuple[int, int], team: int) -> float:
    """``team``'s chance of winning the match once a hand from ``score`` paid ``points``."""
    table = equity(rules)
    target = rules.target
    mine = min(score[team] + points[team], target)
    theirs = min(score[1 - team] + points[1 - team], target)
    return table[mine][theirs]
