"""The betting ladder as data: each call, what it is worth if accepted and what a fold pays.

>>> from truco.core.rules import Rules
>>> [(c.name, c.value, c.fold_pays) for c in calls(Rules.preset("mineiro"))]
[('truco', 4, 2), ('seis', 6, 4), ('dez', 10, 6), ('doze', 12, 10)]
>>> pays(Rules(), refused=2, value=3), pays(Rules(), eleven=True, value=3), pays(Rules(), value=6)
(3, 1, 6)
"""

from __future__ import annotations

from dataclasses import dataclass

from truco.core.rules import Rules

_NUMBER_NAMES = {2: "dois", 3: "três", 4: "quatro", 5: "cinco", 6: "seis", 7: "sete", 8: "oito",
                 9: "nove", 10: "dez", 11: "onze", 12: "doze"}


@dataclass(frozen=True, slots=True)
class Call:
    """A step of the ladder above the first: its call, its value and the payout of a fold."""

    step: int  # ladder index (1 for truco)
    name: str  # the call as players say it: truco, then the value's name (seis, nove, doze...)
    value: int  # the hand's value once accepted
    fold_pays: int  # what the raising team scores if the call is folded


def call_name(rules: Rules, step: int) -> str:
    """The first raise is *truco*; later ones are named by their value."""
    if step == 1:
        return "truco"
    value = rules.ladder[step]
    return _NUMBER_NAMES.get(value, str(value))


def calls(rules: Rules) -> list[Call]:
    """Every call of the ladder, in order."""
    return [Call(i, call_name(rules, i), rules.ladder[i], pays(rules, refused=i, value=0))
            for i in range(1, len(rules.ladder))]


def pays(rules: Rules, *, value: int, refused: int | None = None, eleven: bool = False) -> int:
    """What the other team scores when a team gives up: folding a raise (``refused``, the ladder
    index it offered) pays the step before it; declining the hand of eleven (``eleven``) pays
    ``eleven_fold_pays``; a surrender pays the hand's current ``value``, never less."""
    if eleven:
        return rules.eleven_fold_pays
    if refused is not None:
        return rules.ladder[refused - 1]
    return value
