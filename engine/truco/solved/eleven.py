"""The solved locked heads-up hand, as shipped: answers read from ``truco/data/eleven.json``.

Standard library only (the solver that wrote the file needs numpy; this reader does not). The file
is read with :mod:`importlib.resources`, so it works from a zip import too, and falls back to the
file next to this module. Values are points: a seat's expected points minus the other seat's, before
the match cap. Rules whose locked game the file does not cover (another ``three_ties``,
``eleven_value``...) get ``None``; options that do not change it (the ladder, ``exposed_card``)
do not matter.

>>> d = eleven_decision("paulista", "4d", ["5c", "3h", "3s"], decider_is_mao=True)
>>> d["accept"], d["method"], d["value_decline"]
(True, 'solved', -1)
>>> d["exploitability"] <= 0.001
True
>>> eleven_decision({"preset": "paulista", "eleven_value": 4}, "4d", ["5c", "3h", "3s"],
...                 decider_is_mao=True) is None
True
>>> iron = iron_value("mineiro", None)
>>> iron["iron_hand"], iron["method"], iron["value"] == iron["blind"]["value"] == 0
('blind', 'exact-lottery', True)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations
from typing import Any, TypedDict

from truco.core.cards import DECK, Card
from truco.core.errors import ScenarioError
from truco.core.odds import best_name, viras
from truco.core.rules import Rules
from truco.core.strength import strength_table
from truco.solved.classes import DIGITS, Classes, hand_key, vira_class_of
from truco.solved.shipped import shipped_text

#: The shipped file and the format this reader understands.
DATA_FILE = "eleven.json"
FORMAT = 1


class ElevenDecision(TypedDict):
    """The decider's hand of eleven, from its own seat, against the solved opponent."""

    accept: bool  # what the solution does (accepting with probability >= 1/2)
    accept_probability: float  # 0 or 1 unless the solution mixes (near-indifferent hands)
    value_accept: float  # expected points margin if it accepts and plays on at its best
    value_decline: float  # -eleven_fold_pays
    win_chance: float  # chance to win the hand if it accepts (and plays on at its best)
    exploitability: float  # of the solve behind these numbers, points per hand
    iterations: int
    hand_class: str  # the class hand (three base-36 class digits, weakest first)
    vira_class: str  # the viras that share this solution, e.g. '23'
    method: str  # 'solved'


class IronSide(TypedDict):
    value: float  # the mão's expected points margin
    mao_wins: float


class IronValue(TypedDict):
    """The iron hand (11x11) from the mão's seat, under these rules' ``iron_hand``."""

    value: float
    mao_wins: float
    iron_hand: str  # 'open' or 'blind'
    method: str  # 'solved' (open) or 'exact-lottery' (blind)
    open: IronSide  # the solved open hand: both see their cards
    blind: IronSide  # the blind lottery: every card picked at random
    exploitability: float  # of the open solve
    vira_class: str


@cache
def load() -> dict[str, Any]:
    """The shipped solution (parsed once)."""
    text = shipped_text(DATA_FILE)
    if text is None:
        raise ValueError(f"this build ships no {DATA_FILE}")
    data: dict[str, Any] = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError(f"{DATA_FILE} has format {data.get('format')!r}; this reader reads {FORMAT}")
    return data


def covers(rules: Rules | str | dict[str, Any]) -> bool:
    """Whether the shipped solution covers these rules' locked game.

    >>> covers("paulista-fpt"), covers({"preset": "paulista", "ladder": [1, 3, 6, 9, 12]})
    (True, True)
    >>> covers({"preset": "paulista", "three_ties": "dealer"})
    False
    """
    return _preset(Rules.from_spec(rules)) is not None


def _preset(rules: Rules) -> dict[str, Any] | None:
    for entry in load()["presets"].values():
        if all(getattr(rules, k) == v for k, v in entry["options"].items()):
            return dict(entry)
    return None


def _vira(vira: Card | str | None) -> Card | None:
    return Card.parse(vira) if isinstance(vira, str) else vira


def _class(rules: Rules, vira: Card | None) -> tuple[dict[str, Any], Classes] | None:
    """The file's entry for this vira's class, and the classes under this very vira."""
    preset = _preset(rules)
    group = vira_class_of(rules, vira)  # raises if a vira is missing or unexpected
    if preset is None:
        return None
    names = [r.value for r in group.viras]
    for entry in preset["classes"]:
        if entry["viras"] == names:
            classes = Classes.of(rules, vira)
            if tuple(entry["caps"]) != classes.caps:
                raise ValueError(f"{DATA_FILE} does not match the engine's strengths: re-solve it")
            return dict(entry), classes
    return None


def _hand_index(entry: dict[str, Any], classes: Classes, vira: Card | None,
                cards: Sequence[Card | str]) -> tuple[int, str]:
    hand = [Card.parse(c) if isinstance(c, str) else c for c in cards]
    if len(hand) != 3 or len(set(hand)) != 3:
        raise ScenarioError("a hand is three different cards", code="bad-hand-size")
    if vira is not None and vira in hand:
        raise ScenarioError(f"card {vira} is the vira: nobody holds it", code="duplicate-card",
                            card=str(vira))
    key = hand_key(classes.hand_of(hand))
    keys: str = entry["hands"]
    index = next(i for i in range(0, len(keys), 3) if keys[i:i + 3] == key) // 3
    return index, key


def eleven_break_even(rules: Rules) -> Fraction:
    """The chance of winning above which playing a hand of eleven pays: accepting wins or loses
    ``eleven_value``, declining loses ``eleven_fold_pays``, so in a hand that always has a winner
    accepting pays when it is won more often than ``(value - fold_pays) / (2 * value)``.

    >>> eleven_break_even(Rules()), eleven_break_even(Rules.preset("mineiro"))
    (Fraction(1, 3), Fraction(1, 4))
    """
    value, pays = rules.eleven_value, rules.eleven_fold_pays
    return Fraction(value - pays, 2 * value)


def eleven_decision(rules: Rules | str | dict[str, Any], vira: Card | str | None,
                    hand_cards: Sequence[Card | str], decider_is_mao: bool) -> ElevenDecision | None:
    """Accept or decline a heads-up hand of eleven holding ``hand_cards`` under ``vira``
    (``None`` with fixed manilhas); ``decider_is_mao`` says whether the player at eleven is the mão.
    ``None`` when the shipped solution does not cover these rules.

    :raises ScenarioError: a missing or unexpected vira, or a hand that is not three cards.
    """
    the_rules = Rules.from_spec(rules)
    v = _vira(vira)
    found = _class(the_rules, v)
    if found is None:
        return None
    entry, classes = found
    index, key = _hand_index(entry, classes, v, hand_cards)
    side = entry["eleven"]["mao" if decider_is_mao else "dealer"]
    p = float(side["accept"][index])
    return ElevenDecision(accept=p >= 0.5, accept_probability=p,
                          value_accept=side["value_accept"][index],
                          value_decline=side["value_decline"],
                          win_chance=side["win_accept"][index],
                          exploitability=side["exploitability"], iterations=side["iterations"],
                          hand_class=key, vira_class="".join(entry["viras"]) or "fixed",
                          method="solved")


def iron_value(rules: Rules | str | dict[str, Any], vira: Card | str | None) -> IronValue | None:
    """The iron hand's value and the mão's chance to win, as these rules play it (``iron_hand``
    open: the solved game; blind: the exact lottery), with both figures side by side."""
    the_rules = Rules.from_spec(rules)
    found = _class(the_rules, _vira(vira))
    if found is None:
        return None
    iron = found[0]["iron"]
    opened = IronSide(value=iron["value"], mao_wins=iron["mao_wins"])
    blind = IronSide(value=iron["blind"]["value"], mao_wins=iron["blind"]["mao_wins"])
    played = blind if the_rules.iron_hand == "blind" else opened
    return IronValue(value=played["value"], mao_wins=played["mao_wins"],
                     iron_hand=the_rules.iron_hand,
                     method="exact-lottery" if the_rules.iron_hand == "blind" else "solved",
                     open=opened, blind=blind, exploitability=iron["exploitability"],
                     vira_class="".join(found[0]["viras"]) or "fixed")


class SideSummary(TypedDict):
    """The hand of eleven of a vira class with one decider, from the decider's seat."""

    value: float  # expected points margin under the solution
    wins: float  # the chance to win the hand (a declined hand is lost)
    accepts: float  # the share of hands it plays
    exploitability: float
    iterations: int


class OpenIron(TypedDict):
    """The open iron hand of a vira class, from the mão's seat."""

    value: float
    mao_wins: float
    dealer_wins: float  # (what neither wins: three ties that score nothing)
    exploitability: float
    iterations: int


class ClassSummary(TypedDict):
    """A vira class of the shipped solution: its viras, how likely it is, and its solves."""

    viras: list[str]  # the ranks of its viras (empty with fixed manilhas)
    chance: float  # the chance that the vira is one of them
    mao: SideSummary  # the hand of eleven, the mão at eleven
    dealer: SideSummary  # the hand of eleven, the dealer at eleven
    iron: OpenIron  # the open iron hand (solved)
    blind: IronSide  # the blind iron hand (exact lottery)


def class_summaries(rules: Rules | str | dict[str, Any]) -> list[ClassSummary] | None:
    """Every vira class's solves for these rules, in the order of the ranks of their viras
    (``None`` when the shipped solution does not cover these rules). Each vira rank is as likely
    as any other, so a class's chance is its number of viras over ten.

    >>> [(c["viras"], c["chance"]) for c in class_summaries("paulista")][-2:]
    [(['A'], 0.1), (['2', '3'], 0.2)]
    >>> c = class_summaries("mineiro")[0]
    >>> c["viras"], c["chance"], c["iron"]["mao_wins"] < 0.5 < c["iron"]["dealer_wins"]
    ([], 1.0, True)
    """
    preset = _preset(Rules.from_spec(rules))
    if preset is None:
        return None
    total = sum(len(e["viras"]) for e in preset["classes"]) or 1
    out = []
    for entry in preset["classes"]:
        sides = {name: SideSummary(value=side["value"], wins=side["decider_wins"],
                                   accepts=side["accepts"], exploitability=side["exploitability"],
                                   iterations=side["iterations"])
                 for name, side in entry["eleven"].items()}
        iron = entry["iron"]
        out.append(ClassSummary(
            viras=list(entry["viras"]), chance=(len(entry["viras"]) or total) / total,
            mao=sides["mao"], dealer=sides["dealer"],
            iron=OpenIron(value=iron["value"], mao_wins=iron["mao_wins"],
                          dealer_wins=iron["dealer_wins"], exploitability=iron["exploitability"],
                          iterations=iron["iterations"]),
            blind=IronSide(value=iron["blind"]["value"], mao_wins=iron["blind"]["mao_wins"])))
    return out


def eleven_by_best_cards(rules: Rules | str | dict[str, Any], *, decider_is_mao: bool
                         ) -> dict[tuple[str, str], tuple[float, int]] | None:
    """How often the solution plays a heads-up hand of eleven, by the hand's best two cards
    (named as :func:`truco.core.odds.best_name` names them: a manilha by its suit, else by its rank):
    ``(best, second) -> (share of those hands accepted, how many deals have them)``, over every
    third card and every vira. ``None`` when the shipped solution does not cover these rules.

    >>> grid = eleven_by_best_cards("paulista", decider_is_mao=True)
    >>> grid[("c", "h")][0], grid[("5", "4")][0]
    (1.0, 0.0)
    """
    the_rules = Rules.from_spec(rules)
    entry = _preset(the_rules)
    if entry is None:
        return None
    # only the options the solution was made for matter: one table per shipped preset and side
    return dict(_best_cards(Rules(**entry["options"]), decider_is_mao))


#: Best-card tables kept, one per shipped preset and decider (the file has three presets).
BEST_CARDS_CACHE = 8


@lru_cache(maxsize=BEST_CARDS_CACHE)
def _best_cards(the_rules: Rules, decider_is_mao: bool) -> dict[tuple[str, str], tuple[float, int]]:
    accepted: dict[tuple[str, str], float] = {}
    deals: dict[tuple[str, str], int] = {}
    for vira in viras(the_rules):
        found = _class(the_rules, vira)
        assert found is not None
        entry, classes = found
        keys: str = entry["hands"]
        index = {keys[i:i + 3]: i // 3 for i in range(0, len(keys), 3)}
        side = entry["eleven"]["mao" if decider_is_mao else "dealer"]
        table = strength_table(the_rules, vira)
        deck = [c for c in DECK if c != vira]
        for hand in combinations(deck, 3):
            p = float(side["accept"][index[hand_key(classes.hand_of(hand))]])
            best, second = sorted(hand, key=table.__getitem__, reverse=True)[:2]
            cell = (best_name(best, table), best_name(second, table))
            accepted[cell] = accepted.get(cell, 0.0) + p
            deals[cell] = deals.get(cell, 0) + 1
    return {cell: (accepted[cell] / n, n) for cell, n in deals.items()}


def opening_lead(rules: Rules | str | dict[str, Any], vira: Card | str | None,
                 hand_cards: Sequence[Card | str], *, iron: bool = False,
                 decider_is_mao: bool = True) -> dict[str, float] | None:
    """The mão's first card in the solved locked hand: card -> probability (``'fold'`` for a
    surrender). ``iron`` for the (open) iron hand, else the hand of eleven with the decider given
    (for a hand the solution declines: the best first card if it were accepted). ``None`` when
    the shipped solution does not cover these rules.

    >>> opening_lead("paulista", "4d", ["5c", "4h", "4s"], iron=True)
    {'4h': 1.0}
    """
    the_rules = Rules.from_spec(rules)
    v = _vira(vira)
    found = _class(the_rules, v)
    if found is None:
        return None
    entry, classes = found
    index, _ = _hand_index(entry, classes, v, hand_cards)
    side = entry["iron"] if iron else entry["eleven"]["mao" if decider_is_mao else "dealer"]
    text: str = side["lead"][index]
    hand = [Card.parse(c) if isinstance(c, str) else c for c in hand_cards]
    out: dict[str, float] = {}
    for part in text.split():
        name, _, share = part.partition(":")
        p = float(share) if share else 1.0
        if name == "-":
            out["fold"] = p
        else:
            card = next(c for c in hand if classes.class_of(c) == DIGITS.index(name))
            out[str(card)] = p
    total = sum(out.values())
    return {card: round(p / total, 4) for card, p in out.items()}
