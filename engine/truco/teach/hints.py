"""A hint for a puzzle: the rule to look at, never the answer.

A hint is a code and its parameters, worded by the site (``puzzle.hint.<code>`` in
``site_src/i18n/widget-puzzle.json``). It is read from what the student already sees — the
vira, the cards on the table, the rules — except for ``play``, where it says how many of the
seat's moves the coach grades good or better (not which).

- ``round``: the manilhas of the vira (or the fixed ones), that a covered card counts for
  nothing, or, in pairs, that a round goes to the team of its best card.
- ``lead``: who may lead next depends on who took the round just played, or on its tie.
- ``hand``: how rounds add up to a hand, with what these rules do after three ties.
- ``points``: what a hand is worth before and after each accepted call, and what a fold pays;
  in a hand of eleven or an iron hand, that nobody calls there (its value is the rules').
- ``play``: how many moves the coach grades good or better.

>>> from truco.teach.puzzles import find
>>> hint(find("manilhas-1"))["code"], hint(find("manilhas-1"))["params"]["rank"]
('hint-manilhas', '5')
>>> hint(find("pairs-1"))["code"]
'hint-partners'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from truco.coach.analysis import DEFAULT_WORLDS
from truco.coach.grades import grade
from truco.core.ladder import calls
from truco.core.strength import manilhas

if TYPE_CHECKING:
    from truco.teach.puzzles import Puzzle

#: The coach's grades that count as a good move in a hint (the ones that solve a play puzzle).
GOOD = ("best", "good")


def hint(puzzle: Puzzle, *, seed: int = 0, worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
    """The hint of a puzzle: ``{"code": ..., "params": {...}}``."""
    hand = puzzle.hand()
    rules = hand.rules
    if puzzle.kind == "play":
        analysis = puzzle.analysis(seed=seed, worlds=worlds)
        good = sum(1 for a in analysis.actions if grade(analysis, a.action).grade in GOOD)
        return {"code": "hint-play", "params": {"good": good, "moves": len(analysis.actions)}}
    if puzzle.kind == "round":
        last = hand.rounds[-1]
        if any(p.covered for p in last.plays):
            return {"code": "hint-covered", "params": {}}
        if hand.players == 4:
            return {"code": "hint-partners", "params": {}}
        top = manilhas(rules, hand.deal.vira)
        if hand.deal.vira is None:
            return {"code": "hint-fixed", "params": {"cards": [str(c) for c in top]}}
        return {"code": "hint-manilhas",
                "params": {"vira": str(hand.deal.vira), "rank": top[0].rank.value,
                           "cards": [str(c) for c in top]}}
    if puzzle.kind == "lead":
        return {"code": "hint-lead", "params": {}}
    if puzzle.kind == "hand":
        return {"code": "hint-hand", "params": {"three_ties": rules.three_ties}}
    if hand.kind != "normal":
        return {"code": "hint-points-locked", "params": {}}
    steps = [{"call": c.name, "value": c.value, "fold_pays": c.fold_pays} for c in calls(rules)]
    return {"code": "hint-points", "params": {"start": rules.ladder[0], "calls": steps}}
