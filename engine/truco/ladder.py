"""The betting ladder as data: each call, what it is worth if accepted and what a fold pays.

>>> from truco.rules import Rules
>>> [(c.name, c.value, c.fold_pays) for c in calls(Rules.preset("mineiro"))]
[('truco', 4, 2), ('seis', 6, 4), ('dez', 10, 6), ('doze', 12, 10)]
"""

from __future__ import annotations

from dataclasses import dataclass

from truco.rules import Rules

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
    return [Call(i, call_name(rules, i), rules.ladder[i], rules.ladder[i - 1])
            for i in range(1, len(rules.ladder))]
