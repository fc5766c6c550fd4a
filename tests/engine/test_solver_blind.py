"""The blind iron hand (RULES.md 5, ``iron_hand: "blind"``) is a lottery; its exact value counts
every deal and every order of play, and each order ends as the engine's blind hand ends."""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations

import pytest

from truco.core.cards import DECK
from truco.core.deal import Deal
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.solved.classes import Classes, vira_classes
from truco.solver.blind import ROUND_OUTCOMES, blind_value, settle_rounds, tally_rounds
from truco.solver.locked import MAO, LockedGame, Result, round_winner
from truco.solver.tree import deal_counts, hand_counts


def orders_by_classes(game: LockedGame, mao: tuple[int, ...], dealer: tuple[int, ...]
                      ) -> Counter[tuple[int | None, ...]]:
    """How the three rounds go for every order of both class hands (rounds judged one by one)."""
    out: Counter[tuple[int | None, ...]] = Counter()
    for p in permutations(mao):
        for q in permutations(dealer):
            out[tuple(round_winner(game.classes, MAO, a, b) for a, b in zip(p, q, strict=True))] += 1
    return out


def engine_blind_results(rules: Rules, deal: Deal) -> list[Result]:
    """The engine's blind iron hand played by position in all 36 orders."""
    out = []
    at = rules.eleven_at
    for p in permutations((1, 2, 3)):
        for q in permutations((1, 2, 3)):
            hand = Hand(rules, deal, dealer=1, score=(at, at))
            assert hand.blind
            picks = {0: list(p), 1: list(q)}
            while not hand.finished:
                seat = hand.to_act
                assert seat is not None
                hand.apply(f"play #{picks[seat].pop(0)}")
            assert hand.outcome is not None
            o = hand.outcome
            out.append(Result(o.winner, o.points, o.ruling.code))
    return out


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
def test_every_order_of_a_blind_hand_ends_as_the_engine_says(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    for _ in range(25):
        deal = Deal.random(rules, 2, rng)
        classes = Classes.of(rules, deal.vira)
        game = LockedGame(rules, classes, "iron")
        mine = Counter()
        for outcome, n in orders_by_classes(game, classes.hand_of(deal.hands[0]),
                                            classes.hand_of(deal.hands[1])).items():
            mine[settle_rounds(game, outcome)] += n
        assert mine == Counter(engine_blind_results(rules, deal))


@pytest.mark.parametrize("preset", ["paulista", "mineiro"])
def test_the_vectorised_tally_counts_every_deal_and_order(preset: str) -> None:
    rules = Rules.preset(preset)
    game = LockedGame(rules, vira_classes(rules)[0].classes, "iron")
    hands = game.classes.hands()
    counts = deal_counts(game.classes.caps, hand_counts(game.classes.caps, hands))
    i = random.Random(1).randrange(len(hands))
    expected: Counter[tuple[int | None, ...]] = Counter()
    for j, dealer in enumerate(hands):
        if counts[i, j]:
            for outcome, n in orders_by_classes(game, hands[i], dealer).items():
                expected[outcome] += int(counts[i, j]) * n
    tally = tally_rounds(game, [i])
    assert dict(zip(ROUND_OUTCOMES, tally.tolist(), strict=True)) == {
        o: expected.get(o, 0) for o in ROUND_OUTCOMES}


def test_blind_lottery_totals_and_symmetry() -> None:
    deck = len(DECK) - 1  # the vira is out
    for preset in ("paulista", "paulista-fpt"):
        rules = Rules.preset(preset)
        lottery = blind_value(LockedGame(rules, vira_classes(rules)[0].classes, "iron"))
        assert lottery.deals == (deck * (deck - 1) * (deck - 2) // 6
                                 * ((deck - 3) * (deck - 4) * (deck - 5) // 6) * 36)
        assert lottery.mao_wins + lottery.dealer_wins <= 1
    paulista = blind_value(LockedGame(Rules(), vira_classes(Rules())[0].classes, "iron"))
    # the only asymmetry: three ties go to the mão in paulista, to nobody in paulista-fpt
    assert paulista.mao_wins > paulista.dealer_wins and paulista.value > 0
