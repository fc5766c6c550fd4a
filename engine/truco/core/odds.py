"""Exact odds of the deal: how many manilhas a hand holds, and how often an opponent holds a card
stronger than your best one. Counted over every deal (every vira, every hand) with the engine's
strength tables, in whole numbers; the chances are exact fractions.

A *best card* is named by what it is whatever the vira: a manilha by its suit (``"c"``, the zap,
down to ``"d"``) or an ordinary card by its rank (``"3"`` down to ``"4"``). With a vira, the four
cards of the manilha rank are the manilhas and the vira itself is out of play.

>>> from truco.core.rules import Rules
>>> dist = manilha_counts(Rules.preset("paulista"), cards=3)
>>> [str(p) for p in dist], sum(dist)
(['6545/9139', '2380/9139', '210/9139', '4/9139'], Fraction(1, 1))
>>> rows = stronger_by_best(Rules.preset("mineiro"))
>>> rows[0]["best"], rows[0]["stronger"][2], rows[1]["best"]
('c', Fraction(0, 1), 'h')
"""

from __future__ import annotations

from collections import Counter, defaultdict
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Any

from truco.core.cards import DECK, MANILHA_SUIT_ORDER, RANKS, Card, Suit
from truco.core.deal import HAND_SIZE
from truco.core.rules import Rules
from truco.core.strength import is_manilha, manilhas, strength_table

#: Best-card names, strongest first: the manilhas by suit, then the ordinary ranks.
BEST_NAMES: tuple[str, ...] = (*(s.value for s in MANILHA_SUIT_ORDER),
                               *(r.value for r in reversed(RANKS)))
MANILHAS = 4


def viras(rules: Rules) -> tuple[Card | None, ...]:
    """The viras a deal may turn, one per rank (its suit changes nothing here: the manilhas are
    the next rank's four cards and suits do not order ordinary cards), or ``(None,)``."""
    return tuple(Card(r, Suit.DIAMONDS) for r in RANKS) if rules.uses_vira else (None,)


def manilha_counts(rules: Rules, *, cards: int) -> list[Fraction]:
    """The chance that ``cards`` cards dealt from the deck (minus the vira) hold 0, 1, ... 4
    manilhas (up to ``min(cards, 4)``): hypergeometric, every manilha is in play."""
    if not 1 <= cards <= 2 * HAND_SIZE:
        raise ValueError("cards: a hand (3) or a pair's two hands (6)")
    deck = len(DECK) - (1 if rules.uses_vira else 0)
    total = comb(deck, cards)
    return [Fraction(comb(MANILHAS, k) * comb(deck - MANILHAS, cards - k), total)
            for k in range(min(cards, MANILHAS) + 1)]


def best_name(card: Card, table: dict[Card, int]) -> str:
    """What a best card is called: its suit for a manilha, else its rank."""
    return card.suit.value if is_manilha(table[card]) else card.rank.value


#: Count tables kept, one per rule set (a few kilobytes each).
ODDS_CACHE = 16


@lru_cache(maxsize=ODDS_CACHE)
def _best_counts(rules: Rules) -> dict[str, Counter[int]]:
    """For each best-card name: how many (vira, hand) deals have it, by the number of cards left
    unseen that are stronger than it."""
    out: dict[str, Counter[int]] = defaultdict(Counter)
    for vira in viras(rules):
        table = strength_table(rules, vira)
        deck = [c for c in DECK if c != vira]
        stronger = {s: sum(1 for c in deck if table[c] > s) for s in set(table.values())}
        for hand in combinations(deck, HAND_SIZE):
            best = max(hand, key=table.__getitem__)
            out[best_name(best, table)][stronger[table[best]]] += 1
    return out


def stronger_by_best(rules: Rules) -> list[dict[str, Any]]:
    """Per best card, strongest first: how often a hand's best card is that one (``share``), and
    the chance that some opponent holds a stronger card, heads-up (one opponent, three cards) and
    in pairs (two opponents, six cards): ``stronger[2]`` and ``stronger[4]``.

    Your other cards are never stronger than your best, so the stronger cards left are all unseen;
    the opponents' cards are any of the unseen ones alike (your partner's too, in pairs)."""
    counts = _best_counts(rules)
    deck = len(DECK) - (1 if rules.uses_vira else 0)
    unseen = deck - HAND_SIZE
    everything = sum(sum(c.values()) for c in counts.values())
    rows = []
    for name in BEST_NAMES:
        by_stronger = counts.get(name)
        if not by_stronger:
            continue
        deals = sum(by_stronger.values())
        row: dict[str, Any] = {"best": name, "share": Fraction(deals, everything), "stronger": {}}
        for players, cards in ((2, HAND_SIZE), (4, 2 * HAND_SIZE)):
            none = sum(n * comb(unseen - k, cards) for k, n in by_stronger.items())
            row["stronger"][players] = 1 - Fraction(none, deals * comb(unseen, cards))
        rows.append(row)
    return rows


def manilha_names(rules: Rules) -> list[str]:
    """The manilhas' suits strongest first (the same order under every preset)."""
    return [c.suit.value for c in manilhas(rules, viras(rules)[0])]
