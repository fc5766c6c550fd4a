"""RULES.md section 2: Seats, deal, who leads."""

from __future__ import annotations

import random

import pytest
from engine_kit import PRESETS, play, result, scenario

from truco.core.deal import Deal
from truco.core.errors import ScenarioError
from truco.core.match import CHANCE, Match
from truco.core.rules import Rules
from truco.core.seats import team_of

HANDS4 = [["3c", "6c", "Qc"], ["3h", "6h", "Qh"], ["Jc", "Kc", "Ac"], ["Jh", "Kh", "Ah"]]


# -- 2 players (seats 0, 1) or 4 players in pairs ---------------------------------------------


def test_two_players_are_seats_0_and_1_one_per_team() -> None:
    hand = play(scenario(HANDS4[:2]))
    assert hand.players == 2
    assert [team_of(s) for s in range(2)] == [0, 1]


def test_four_players_team_0_is_seats_0_and_2_team_1_is_seats_1_and_3() -> None:
    hand = play(scenario(HANDS4))
    assert hand.players == 4
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]


@pytest.mark.parametrize("players", [1, 3, 5, 6])
def test_only_2_or_4_players(players: int) -> None:
    hands = [["3c", "6c", "Qc"], ["3h", "6h", "Qh"], ["Jc", "Kc", "Ac"], ["Jh", "Kh", "Ah"],
             ["Js", "Ks", "2s"], ["Jd", "Kd", "Ad"]][:players]
    with pytest.raises(ScenarioError) as err:
        play({**scenario(hands), "players": players})
    assert err.value.code in ("bad-players", "bad-hands")
    with pytest.raises(ScenarioError):
        Match(Rules(), players=players)


@pytest.mark.parametrize(("players", "dealer"), [(2, 0), (2, 1), (4, 0), (4, 1), (4, 2), (4, 3)])
def test_play_goes_in_seat_order_i_to_i_plus_1_mod_n(players: int, dealer: int) -> None:
    hands = HANDS4[:players]
    hand = play(scenario(hands, dealer=dealer))
    order = []
    for _ in range(players):
        seat = hand.to_act
        assert seat is not None
        order.append(seat)
        hand.apply(f"play {hand.hands[seat][2]}")
    first = (dealer + 1) % players
    assert order == [(first + i) % players for i in range(players)]


def test_scores_are_per_team_team0_team1() -> None:
    # 4 players: seat 2 (team 0) holds the best card of every round; team 0 scores
    hands = [["4h", "4s", "6s"], ["6h", "6d", "Qd"], ["3c", "3s", "2c"], ["Jh", "Jd", "Kd"]]
    r = result(scenario(hands, ["play 4h", "play 6h", "play 3c", "play Jh",
                                "play 3s", "play Jd", "play 4s", "play 6d"], dealer=3))
    assert r["finished"] and r["winner"] == 0
    assert r["points"] == [1, 0] and r["score"] == [1, 0]


# -- each player gets 3 cards ---------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_each_player_gets_three_cards(preset: str, players: int) -> None:
    rules = Rules.preset(preset)
    for seed in range(50):
        deal = Deal.random(rules, players, random.Random(seed))
        assert [len(h) for h in deal.hands] == [3] * players
        every = [c for h in deal.hands for c in h] + ([deal.vira] if deal.vira else [])
        assert len(set(every)) == len(every)
        assert (deal.vira is not None) == rules.uses_vira
        deal.check(rules, players)


@pytest.mark.parametrize("size", [0, 2, 4])
def test_a_hand_of_other_than_three_cards_is_refused(size: int) -> None:
    cards = ["3c", "6c", "Qc", "Jc"][:size]
    with pytest.raises(ScenarioError) as err:
        play(scenario([cards, ["3h", "6h", "Qh"]]))
    assert err.value.code == "bad-hand-size"


# -- the player after the dealer is the mão and leads round 1 -----------------------------------


@pytest.mark.parametrize(("players", "dealer"), [(2, 0), (2, 1), (4, 0), (4, 1), (4, 2), (4, 3)])
def test_player_after_dealer_is_mao_and_leads_round_1(players: int, dealer: int) -> None:
    r = result(scenario(HANDS4[:players], dealer=dealer))
    assert r["mao"] == (dealer + 1) % players
    assert r["to_act"] == (dealer + 1) % players


def test_default_dealer_is_last_seat_so_seat_0_leads() -> None:
    for players in (2, 4):
        r = result(scenario(HANDS4[:players]))
        assert r["dealer"] == players - 1 and r["mao"] == 0 and r["to_act"] == 0


# -- the deal passes to the next seat every hand ---------------------------------------------


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("first_dealer", [0, 1])
def test_deal_passes_to_next_seat_every_hand(players: int, first_dealer: int) -> None:
    match = Match(Rules(), players=players, dealer=first_dealer)
    rng = random.Random(3)
    dealers = []
    for _ in range(6):
        assert match.current_player == CHANCE
        hand = match.deal_random(rng)
        dealers.append(hand.dealer)
        assert hand.mao == (hand.dealer + 1) % players
        match.apply("fold")  # the mão surrenders: the hand ends at once
    assert dealers == [(first_dealer + i) % players for i in range(6)]
