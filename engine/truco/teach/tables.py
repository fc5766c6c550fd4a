"""Data for the site's reference tables, computed from the engine (the site renders them).

>>> from truco.core.rules import Rules
>>> manilha_table(Rules())[0]["manilhas"]
['5c', '5h', '5s', '5d']
>>> [row["sequence"] for row in tie_table(Rules())][:3]
[['M', 'M'], ['M', 'P', 'M'], ['M', 'P', 'P']]
>>> ties(Rules(), [None, 1])["ruling"]["code"], ties(Rules(), [0])["decided"]
('win-plus-tie', False)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from truco.core.cards import MANILHA_NAMES, MANILHA_SUIT_ORDER, RANKS, Card
from truco.core.errors import ScenarioError
from truco.core.ladder import calls
from truco.core.rounds import Settled, settle_hand
from truco.core.rules import OPTION_NAMES, PRESETS, Rules
from truco.core.strength import manilhas, ranking

#: Round outcomes in the tie table: won by the mão's team, by the other team (pé), or tied.
OUTCOMES = ("M", "P", "T")


def manilha_table(rules: Rules) -> list[dict[str, Any]]:
    """For every vira rank: the manilha rank and the four manilhas, strongest first."""
    rows = []
    for rank in RANKS:
        vira = Card(rank, MANILHA_SUIT_ORDER[0])
        cards = manilhas(rules, vira)
        rows.append({"vira": rank.value, "manilha": cards[0].rank.value,
                     "manilhas": [str(c) for c in cards],
                     "names": [MANILHA_NAMES[c.suit] for c in cards]})
    return rows


def ranking_table(rules: Rules, vira: Card | None) -> list[dict[str, Any]]:
    """The 40 cards from strongest to weakest, grouped by equal strength."""
    top = set(manilhas(rules, vira))
    return [{"place": i + 1, "cards": [str(c) for c in group],
             "manilha": group[0] in top} for i, group in enumerate(ranking(rules, vira))]


def tie_table(rules: Rules, kind: str = "normal") -> list[dict[str, Any]]:
    """Every sequence of round outcomes that ends a hand, with who wins and why.

    Teams: ``M`` the mão's team, ``P`` the other; ``T`` a tied round.
    """
    rows: list[dict[str, Any]] = []

    def walk(seq: list[str]) -> None:
        settled = _settle(rules, [{"M": 0, "P": 1, "T": None}[o] for o in seq], kind)
        if settled is not None:
            team = settled.team
            rows.append({"sequence": list(seq), "ends_after": len(seq),
                         "winner": None if team is None else ("M" if team == 0 else "P"),
                         "ruling": settled.ruling.to_json()})
            return
        for outcome in OUTCOMES:
            walk([*seq, outcome])

    walk([])
    return rows


def _settle(rules: Rules, results: list[int | None], kind: str) -> Settled | None:
    """:func:`~truco.core.rounds.settle_hand` for a table: team 0 is the mão's (seat 0, dealer 1), and
    in a hand of eleven the team at eleven."""
    return settle_hand(results, rules, kind=kind, mao=0, dealer=1,
                       eleven_team=0 if kind == "eleven" else None)


def ties(rules: Rules, outcomes: Sequence[int | None], kind: str = "normal",
         value: int | None = None) -> dict[str, Any]:
    """Round outcomes in order (a team, or ``None`` for a tie): after which round the hand is
    decided, who wins and what it pays. ``value`` is the hand's value (default: what the hand
    starts worth, see :meth:`~truco.core.rules.Rules.start_value`); team 0 is the mão's."""
    seq = list(outcomes)
    if len(seq) > 3 or any(o not in (0, 1, None) for o in seq):
        raise ScenarioError("outcomes: up to three of 0, 1 (the team that won) or null (tie)",
                            code="bad-outcomes")
    worth = value if value is not None else rules.start_value(kind)
    for n in range(1, len(seq) + 1):
        settled = _settle(rules, seq[:n], kind)
        if settled is not None:
            return {"decided": True, "after": n, "winner": settled.team,
                    "points": worth if settled.points is None else settled.points,
                    "ruling": settled.ruling.to_json(), "unplayed": 3 - n}
    return {"decided": False, "after": len(seq), "winner": None, "points": None,
            "ruling": None, "unplayed": None}


def ladder_table(rules: Rules) -> list[dict[str, Any]]:
    """The start value, then every call with its value if accepted and its payout if folded."""
    rows: list[dict[str, Any]] = [{"step": 0, "call": None, "value": rules.ladder[0],
                                   "fold_pays": None}]
    rows += [{"step": c.step, "call": c.name, "value": c.value, "fold_pays": c.fold_pays}
             for c in calls(rules)]
    return rows


def presets_table() -> list[dict[str, Any]]:
    """Every option, its value in each preset, and whether the presets differ on it."""
    rows = []
    for name in ("manilhas", *[o for o in OPTION_NAMES if o != "manilhas"]):
        values = {p: PRESETS[p].options()[name] for p in PRESETS}
        rows.append({"option": name, "values": values,
                     "differs": len({repr(v) for v in values.values()}) > 1})
    return rows
