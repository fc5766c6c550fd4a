"""Data for the site's reference tables, computed from the engine (the site renders them).

>>> from truco.rules import Rules
>>> manilha_table(Rules())[0]["manilhas"]
['5c', '5h', '5s', '5d']
>>> [row["sequence"] for row in tie_table(Rules())][:3]
[['M', 'M'], ['M', 'P', 'M'], ['M', 'P', 'P']]
"""

from __future__ import annotations

from typing import Any

from truco.cards import MANILHA_NAMES, MANILHA_SUIT_ORDER, RANKS, Card
from truco.ladder import calls
from truco.rounds import decide, settle_three_ties
from truco.rules import OPTION_NAMES, PRESETS, Rules
from truco.strength import manilhas, ranking

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
        results: list[int | None] = [{"M": 0, "P": 1, "T": None}[o] for o in seq]
        ruling = decide(results) if seq else None
        if ruling is not None:
            team = ruling.params["team"]
            rows.append({"sequence": list(seq), "ends_after": len(seq),
                         "winner": "M" if team == 0 else "P", "ruling": ruling.to_json()})
            return
        if len(seq) == 3:
            eleven_team = 0 if kind == "eleven" else None
            team_, _, tie_ruling = settle_three_ties(rules, kind=kind, mao=0, dealer=1,
                                                     eleven_team=eleven_team)
            winner = None if team_ is None else ("M" if team_ == 0 else "P")
            rows.append({"sequence": list(seq), "ends_after": 3, "winner": winner,
                         "ruling": tie_ruling.to_json()})
            return
        for outcome in OUTCOMES:
            walk([*seq, outcome])

    walk([])
    return rows


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
