"""How a heads-up hand ends when both seats play the shipped solutions, averaged over the viras.

Standard library only. The match equity table (:mod:`truco.coach.equity`) needs, for each kind of
hand, the chance of each way it may end; the shipped solutions give them exactly:

- a normal hand (:func:`normal_hand`): the solution of the hand with the ladder, from the mão's
  first decision's table (``opening`` in ``ladder.json``: for each class hand of the mão and each
  of its first actions, the chance of every ending), the mão's hands counted by their deals and
  its first action drawn as the solution draws it (:func:`solved_normal_hand`, half a second of
  CPython over every class hand, so ``scripts/offline/ship_outcomes.py`` keeps its result in
  ``outcomes.json``, which the engine's zip carries: the browser reads it at once);
- the hand of eleven (:func:`eleven_hand`), with the player at eleven as the mão or the dealer,
  and the iron hand (:func:`iron_hand`), from the solved eleven's summaries (``eleven.json``).

A :data:`Spread` lists signed points and their chances: positive, the side named (the mão, or the
player at eleven) scores them; negative, the other side does; 0, nobody scores. Every vira rank is
as likely as any other, so a vira class counts by its number of viras. ``None`` where no solution
ships for the rules.

>>> from truco.core.rules import Rules
>>> spread = normal_hand(Rules())
>>> round(sum(p for _, p in spread), 9), round(sum(o * p for o, p in spread), 2)
(1.0, -0.22)
>>> [o for o, p in eleven_hand(Rules(), decider_is_mao=True) if p > 0]   # fold, lose, win
[-3, -1, 3]
"""

from __future__ import annotations

import json
import math
from functools import cache

from truco.core.rules import Rules
from truco.solved import eleven, ladder
from truco.solved.classes import hand_weight, vira_card, vira_classes
from truco.solved.ladder import QUANTUM, Decision, Line, game_options, solution_for
from truco.solved.shipped import shipped_json
from truco.solved.values import opening_values

DATA_FILE = "outcomes.json"
FORMAT = 1

#: Signed points and their chances (see the module's docstring), ascending by points.
Spread = tuple[tuple[int, float], ...]


#: Below this a chance is the rounding of the shipped numbers, not a way the hand ends.
NEGLIGIBLE = 1e-7


def _spread(chances: dict[int, float]) -> Spread:
    kept = {o: p for o, p in chances.items() if p > NEGLIGIBLE}
    total = math.fsum(kept.values())
    return tuple((o, p / total) for o, p in sorted(kept.items()))


@cache
def _shipped() -> dict[str, Spread]:
    data = shipped_json(DATA_FILE, FORMAT)
    if data is None:
        return {}
    return {json.dumps(entry["options"], sort_keys=True):
            _spread({int(o): float(p) for o, p in entry["normal"]})
            for entry in data["presets"].values()}


def normal_hand(rules: Rules) -> Spread | None:
    """A normal heads-up hand under the shipped solution of the hand with the ladder: the mão's
    signed points and their chances, as ``outcomes.json`` keeps them for every solution that
    ships (:func:`solved_normal_hand` computes them); ``None`` for other rules. (Never the
    megabytes of ``ladder.json``, which a browser fetches only for the pages that need them.)"""
    return _shipped().get(json.dumps(game_options(rules), sort_keys=True))


@cache
def solved_normal_hand(rules: Rules) -> Spread | None:
    """:func:`normal_hand` computed from the solution's tables (``None`` without them)."""
    if ladder.preset_summary(rules) is None:
        return None
    chances: dict[int, float] = {}
    groups = vira_classes(rules)
    for group in groups:
        vira = vira_card(group.viras[0]) if group.viras else None
        sol = solution_for(rules, vira)
        if sol is None:
            return None
        k = sol.classes.size
        share = (len(group.viras) or 1) / (sum(len(g.viras) for g in groups) or 1)
        hands = sol.classes.hands()
        deals = math.fsum(hand_weight(sol.classes.caps, h) for h in hands)
        for hand in hands:
            table = opening_values(sol, hand)
            found = Decision(sol, Line(k), 0, hand, hand, (0,) * k).counts()
            if table is None or found is None:
                return None
            weight = share * hand_weight(sol.classes.caps, hand) / deals
            for code, count in zip(*found, strict=True):
                ends, odds = table[code]
                for end, p in zip(ends, odds, strict=True):
                    chances[end] = chances.get(end, 0.0) + weight * count / QUANTUM * p
    return _spread(chances)


@cache
def eleven_hand(rules: Rules, *, decider_is_mao: bool) -> Spread | None:
    """A heads-up hand of eleven under the solved eleven: the decider's signed points (it folds:
    the other side scores the fold's pay; it plays: the hand's value to the winner, or nobody
    where three ties score nothing); ``None`` if no solution ships for ``rules``."""
    summaries = eleven.class_summaries(rules)
    if summaries is None:
        return None
    value, pays = rules.eleven_value, rules.eleven_fold_pays
    nobody = rules.eleven_three_ties == "three_ties" and rules.three_ties == "nobody"
    chances: dict[int, float] = {}
    for entry in summaries:
        side = entry["mao" if decider_is_mao else "dealer"]
        # value = V * wins - V * loses - F * folds, every number the decider's
        folds = 1.0 - side["accepts"]
        loses = side["accepts"] - side["wins"]
        if nobody:  # three ties may score nothing: the value says how often the decider loses
            loses = max(0.0, (value * side["wins"] - pays * folds - side["value"]) / value)
        for end, p in ((-pays, folds), (value, side["wins"]), (-value, loses),
                       (0, max(0.0, side["accepts"] - side["wins"] - loses))):
            chances[end] = chances.get(end, 0.0) + entry["chance"] * p
    return _spread(chances)


@cache
def iron_hand(rules: Rules) -> Spread | None:
    """A heads-up iron hand (both at eleven) under the solved open hand or the blind lottery, as
    ``rules.iron_hand`` says: the mão's signed points; ``None`` if no solution ships."""
    summaries = eleven.class_summaries(rules)
    if summaries is None:
        return None
    value = rules.eleven_value
    chances: dict[int, float] = {}
    for entry in summaries:
        if rules.iron_hand == "blind":
            wins = entry["blind"]["mao_wins"]
            loses = wins - entry["blind"]["value"] / value
        else:
            wins, loses = entry["iron"]["mao_wins"], entry["iron"]["dealer_wins"]
        for end, p in ((value, wins), (-value, loses), (0, max(0.0, 1.0 - wins - loses))):
            chances[end] = chances.get(end, 0.0) + entry["chance"] * p
    return _spread(chances)
