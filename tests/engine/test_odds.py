"""The deal's exact odds the lab page charts (RULES.md 1 and 2): how many manilhas a hand holds,
and the chance that an opponent holds a card stronger than your best one, by that best card;
checked against brute-force counts with the engine's own strength tables."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, pairwise
from math import comb

import pytest

from truco.core import odds
from truco.core.cards import DECK, Card
from truco.core.rules import Rules
from truco.core.strength import manilhas, strength_table

PRESETS = ("paulista", "paulista-fpt", "mineiro")


@pytest.mark.parametrize("preset", PRESETS)
def test_manilha_counts_add_up_to_one_and_average_what_the_deck_holds(preset: str) -> None:
    rules = Rules.preset(preset)
    deck = 39 if rules.uses_vira else 40
    for cards in (3, 6):
        dist = odds.manilha_counts(rules, cards=cards)
        assert len(dist) == min(cards, 4) + 1 and sum(dist) == 1
        assert sum(k * p for k, p in enumerate(dist)) == Fraction(4 * cards, deck)


@pytest.mark.parametrize(("preset", "vira"), [("paulista", "7d"), ("paulista", "3c"), ("mineiro", None)])
def test_manilha_counts_of_a_hand_are_a_brute_force_count(preset: str, vira: str | None) -> None:
    rules = Rules.preset(preset)
    v = None if vira is None else Card.parse(vira)
    tops = set(manilhas(rules, v))
    deck = [c for c in DECK if c != v]
    counts = [0, 0, 0, 0]
    for hand in combinations(deck, 3):
        counts[len(tops.intersection(hand))] += 1
    total = sum(counts)
    assert odds.manilha_counts(rules, cards=3) == [Fraction(n, total) for n in counts]


def test_manilha_counts_refuse_a_number_of_cards_that_is_no_hand() -> None:
    with pytest.raises(ValueError, match="cards"):
        odds.manilha_counts(Rules(), cards=7)


def stronger_by_enumeration(rules: Rules, vira: Card | None, hand: tuple[Card, ...], cards: int) -> Fraction:
    """The chance that ``cards`` cards dealt from the ones unseen hold a card stronger than the
    hand's best, by listing every such set of cards."""
    table = strength_table(rules, vira)
    best = max(table[c] for c in hand)
    unseen = [c for c in DECK if c != vira and c not in hand]
    stronger = {c for c in unseen if table[c] > best}
    sets = beaten = 0
    for dealt in combinations(unseen, cards):
        sets += 1
        beaten += not stronger.isdisjoint(dealt)
    assert sets == comb(len(unseen), cards)
    return Fraction(beaten, sets)


@pytest.mark.parametrize(("preset", "vira", "hand"), [
    ("paulista", "7d", "Qh 3c 4s"),   # copas: only the zap beats it
    ("paulista", "7d", "3c 3h 2s"),   # the best ordinary card, twice
    ("paulista", "Kc", "Ks Ac 5d"),   # the vira's rank and the manilha rank's neighbour
    ("paulista-fpt", "2h", "Ah Kd Js"),
    ("mineiro", None, "7s Ac 5d"),    # mineiro: the 7 of spades and the ace of clubs are ordinary
])
def test_a_stronger_card_heads_up_is_a_brute_force_count(preset: str, vira: str | None, hand: str) -> None:
    rules = Rules.preset(preset)
    v = None if vira is None else Card.parse(vira)
    cards = tuple(Card.parse(c) for c in hand.split())
    table = strength_table(rules, v)
    unseen = 36 if v is not None else 37
    n = sum(1 for c in DECK if c != v and c not in cards and table[c] > max(table[x] for x in cards))
    formula = 1 - Fraction(comb(unseen - n, 3), comb(unseen, 3))
    assert stronger_by_enumeration(rules, v, cards, 3) == formula


def test_a_stronger_card_in_pairs_is_a_brute_force_count() -> None:
    rules = Rules()
    v, hand = Card.parse("4d"), (Card.parse("5s"), Card.parse("3c"), Card.parse("Kh"))  # espadilha
    table = strength_table(rules, v)
    n = sum(1 for c in DECK if c != v and c not in hand and table[c] > table[hand[0]])
    assert n == 2  # the zap and copas
    assert stronger_by_enumeration(rules, v, hand, 6) == 1 - Fraction(comb(34, 6), comb(36, 6))


@pytest.mark.parametrize("preset", ["paulista", "mineiro"])  # paulista-fpt has paulista's cards
def test_stronger_by_best_averages_every_hand_of_every_vira(preset: str) -> None:
    rules = Rules.preset(preset)
    rows = odds.stronger_by_best(rules)
    assert [r["best"] for r in rows] == [n for n in odds.BEST_NAMES if any(r["best"] == n for r in rows)]
    assert sum(r["share"] for r in rows) == 1
    # the hands of each best card, every vira alike, each with its exact chance
    totals: dict[str, list[Fraction]] = {}
    for vira in odds.viras(rules):
        table = strength_table(rules, vira)
        deck = [c for c in DECK if c != vira]
        for hand in combinations(deck, 3):
            best = max(hand, key=table.__getitem__)
            n = sum(1 for c in deck if table[c] > table[best])
            unseen = len(deck) - 3
            entry = totals.setdefault(odds.best_name(best, table), [Fraction(0), Fraction(0), Fraction(0)])
            entry[0] += 1
            entry[1] += 1 - Fraction(comb(unseen - n, 3), comb(unseen, 3))
            entry[2] += 1 - Fraction(comb(unseen - n, 6), comb(unseen, 6))
    for row in rows:
        count, two, four = totals[row["best"]]
        assert (row["stronger"][2], row["stronger"][4]) == (two / count, four / count), row["best"]
    # the zap is never beaten; weaker best cards are beaten more often, in pairs more than heads-up
    assert rows[0]["best"] == "c" and rows[0]["stronger"] == {2: 0, 4: 0}
    for a, b in pairwise(rows):
        assert a["stronger"][2] <= b["stronger"][2] and a["stronger"][4] <= b["stronger"][4]
    assert all(r["stronger"][2] <= r["stronger"][4] for r in rows)
    if preset == "paulista":
        assert odds.stronger_by_best(Rules.preset("paulista-fpt")) == rows


def test_best_cards_are_named_whatever_the_vira() -> None:
    rules = Rules()
    table = strength_table(rules, Card.parse("7d"))  # the queens are manilhas
    assert [odds.best_name(Card.parse(c), table) for c in ("Qc", "Qd", "3s", "7h")] == ["c", "d", "3", "7"]
    fixed = strength_table(Rules.preset("mineiro"), None)
    assert [odds.best_name(Card.parse(c), fixed) for c in ("4c", "7h", "As", "7d", "7c", "Ad")] == \
        ["c", "h", "s", "d", "7", "A"]
    assert odds.manilha_names(rules) == odds.manilha_names(Rules.preset("mineiro")) == ["c", "h", "s", "d"]
