"""RULES.md section 3: Rounds, ties and who wins the hand."""

from __future__ import annotations

import pytest
from engine_kit import LADDERS, PRESETS, legal, play, result, scenario, sequence_scenario

from truco.core.errors import IllegalAction
from truco.core.rules import Rules

# -- up to three rounds, one card per player per round --------------------------------------------


@pytest.mark.parametrize("players", [2, 4])
def test_up_to_three_rounds_one_card_per_player_per_round(players: int) -> None:
    hands = [["3c", "6c", "Qc"], ["3h", "6h", "Qh"], ["3s", "6s", "Qs"], ["3d", "6d", "Qd"]]
    hand = play(scenario(hands[:players]))
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        hand.apply(f"play {hand.hands[seat][0]}")
    assert len(hand.rounds) == 3  # three tied rounds: every round is played, never a fourth
    for rnd in hand.rounds:
        assert sorted(p.seat for p in rnd.plays) == list(range(players))
    assert all(held == () for held in hand.hands)


def test_a_seat_plays_one_card_per_round() -> None:
    hand = play(scenario([["3c", "6c", "Qc"], ["3h", "6h", "Qh"]], ["play 3c"]))
    assert hand.to_act == 1
    with pytest.raises(IllegalAction):
        hand.apply("play 6c")  # seat 0's second card: not its turn (seat 1 holds no 6c)


# -- a round is won by the team holding its strongest card ---------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_round_won_by_team_holding_strongest_card_2_players(preset: str) -> None:
    hand = play(scenario([["6c", "Kc", "Qc"], ["3h", "6h", "Qh"]], ["play 6c", "play 3h"],
                         rules=preset))
    assert hand.rounds[0].winner == 1
    assert hand.rounds[0].ruling.code == "round-won"


@pytest.mark.parametrize("strongest_seat", [0, 1, 2, 3])
def test_round_won_by_team_holding_strongest_card_4_players(strongest_seat: int) -> None:
    cards = ["6c", "Kh", "Qs", "Jd"]
    cards[strongest_seat] = "3" + "chsd"[strongest_seat]
    hands = [[cards[s], "4" + "hs"[s % 2] if s < 2 else "6" + "hs"[s % 2], "A" + "chds"[s]]
             for s in range(4)]
    hand = play(scenario(hands, [f"play {cards[s]}" for s in range(4)], dealer=3))
    assert hand.rounds[0].winner == strongest_seat % 2
    assert hand.rounds[0].ruling.params["seat"] == strongest_seat


# -- tied when the strongest strength is held by cards of both teams -------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_round_tied_when_top_strength_held_by_both_teams(preset: str) -> None:
    hand = play(scenario([["3c", "Kc", "Qc"], ["3h", "6h", "Qh"]], ["play 3c", "play 3h"],
                         rules=preset))
    assert hand.rounds[0].winner is None
    assert hand.rounds[0].ruling.code == "round-tied"


def test_round_tied_in_pairs_when_top_cards_are_of_both_teams() -> None:
    hands = [["3c", "6c", "Qc"], ["4h", "6h", "Qh"], ["4s", "6s", "Qs"], ["3d", "6d", "Qd"]]
    hand = play(scenario(hands, ["play 3c", "play 4h", "play 4s", "play 3d"], dealer=3))
    assert hand.rounds[0].winner is None


def test_equal_cards_below_the_top_do_not_tie_the_round() -> None:
    hands = [["4h", "6c", "Qc"], ["4s", "6h", "Qh"], ["3s", "6s", "Qs"], ["Jd", "6d", "Kd"]]
    hand = play(scenario(hands, ["play 4h", "play 4s", "play 3s", "play Jd"], dealer=3))
    assert hand.rounds[0].winner == 0


# -- partners tying each other at the top do not tie the round -----------------------------------


def test_partners_tying_at_top_win_the_round() -> None:
    hands = [["3c", "6c", "Qc"], ["2h", "6h", "Qh"], ["3h", "6s", "Qs"], ["Kd", "6d", "Jd"]]
    hand = play(scenario(hands, ["play 3c", "play 2h", "play 3h", "play Kd"], dealer=3))
    assert hand.rounds[0].winner == 0
    assert hand.rounds[0].ruling.code == "partners-top"


def test_partners_tying_at_top_with_an_opponent_also_tying_is_a_tied_round() -> None:
    hands = [["3c", "6c", "Qc"], ["3h", "6h", "Qh"], ["3s", "6s", "Qs"], ["Kd", "6d", "Jd"]]
    hand = play(scenario(hands, ["play 3c", "play 3h", "play 3s", "play Kd"], dealer=3))
    assert hand.rounds[0].winner is None


# -- who leads the next round ------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1])
def test_player_of_winning_card_leads_next_round_2_players(dealer: int) -> None:
    mao = (dealer + 1) % 2
    hands = [["6c", "Kc", "Qc"], ["3h", "6h", "Qh"]]
    first, second = ("play 6c", "play 3h") if mao == 0 else ("play 3h", "play 6c")
    hand = play(scenario(hands, [first, second], dealer=dealer))
    assert hand.to_act == 1
    assert hand.rounds[0].lead == 1


@pytest.mark.parametrize("winner", [0, 1, 2, 3])
def test_player_of_winning_card_leads_next_round_4_players(winner: int) -> None:
    cards = ["6c", "Kh", "Qs", "Jd"]
    cards[winner] = "3" + "chsd"[winner]
    hands = [[cards[s], "4" + "hs"[s % 2] if s < 2 else "6" + "hs"[s % 2], "A" + "chds"[s]]
             for s in range(4)]
    hand = play(scenario(hands, [f"play {cards[(1 + i) % 4]}" for i in range(4)], dealer=0))
    assert hand.to_act == winner


def test_partners_tied_at_top_first_of_them_to_play_leads() -> None:
    # dealer 0: seat 1 is mão; seats 3 and 1 tie at the top, seat 1 played first
    hands = [["Kc", "6c", "Qc"], ["3c", "6h", "Qh"], ["2h", "6s", "Qs"], ["3d", "6d", "Jd"]]
    hand = play(scenario(hands, ["play 3c", "play 2h", "play 3d", "play Kc"], dealer=0))
    assert hand.rounds[0].winner == 1
    assert hand.to_act == 1
    # the same tie with seat 3 first (dealer 2: seat 3 is mão)
    hand = play(scenario(hands, ["play 3d", "play Kc", "play 3c", "play 2h"], dealer=2))
    assert hand.to_act == 3


def test_after_tie_first_player_of_a_tied_top_card_leads() -> None:
    # dealer 3, seat 0 is mão; the tie is between seat 1 and seat 2: seat 1 leads, not the mão
    hands = [["4h", "6c", "Qc"], ["3c", "6h", "Qh"], ["3h", "6s", "Qs"], ["Kd", "6d", "Jd"]]
    hand = play(scenario(hands, ["play 4h", "play 3c", "play 3h", "play Kd"], dealer=3))
    assert hand.rounds[0].winner is None
    assert hand.rounds[0].lead == 1
    assert hand.to_act == 1


@pytest.mark.parametrize("dealer", [0, 1])
def test_after_tie_in_two_players_leader_of_tied_round_leads_again(dealer: int) -> None:
    mao = (dealer + 1) % 2
    first, second = ("play 3c", "play 3h") if mao == 0 else ("play 3h", "play 3c")
    hand = play(scenario([["3c", "Kc", "Qc"], ["3h", "6h", "Qh"]], [first, second],
                         dealer=dealer))
    assert hand.to_act == mao


# -- covering from round 2 on, never in round 1 (option cover_from_round, default 2) --------------


@pytest.mark.parametrize("preset", PRESETS)
def test_covering_never_allowed_in_round_1(preset: str) -> None:
    hand = play(scenario([["3c", "Kc", "Qc"], ["3h", "6h", "Qh"]], rules=preset))
    assert not any(a.startswith("cover") for a in legal(hand))
    with pytest.raises(IllegalAction) as err:
        hand.apply("cover 3c")
    assert err.value.code == "cover-too-early"
    assert err.value.params["round"] == 1 and err.value.params["from_round"] == 2
    hand.apply("play 3c")
    assert not any(a.startswith("cover") for a in legal(hand))


@pytest.mark.parametrize("preset", PRESETS)
def test_covering_allowed_from_round_2(preset: str) -> None:
    hand = play(scenario([["3c", "Kc", "Qc"], ["3h", "6h", "Qh"]], ["play 3c", "play 3h"],
                         rules=preset))
    assert {"cover Kc", "cover Qc"} <= set(legal(hand))
    hand.apply("cover Kc")
    assert {"cover 6h", "cover Qh"} <= set(legal(hand))
    hand.apply("cover 6h")
    assert hand.rounds[1].winner is None  # two covered cards
    assert {"cover Qc"} <= set(legal(hand))  # round 3 too


@pytest.mark.parametrize(("cover_from_round", "allowed"),
                         [(1, [1, 2, 3]), (2, [2, 3]), (3, [3]), (4, [])])
def test_cover_from_round_option(cover_from_round: int, allowed: list[int]) -> None:
    hand = play(scenario([["3c", "Kc", "Qc"], ["3h", "Kh", "Qh"]],
                         cover_from_round=cover_from_round))
    for rnd in (1, 2, 3):
        assert any(a.startswith("cover") for a in legal(hand)) == (rnd in allowed), rnd
        card = hand.hands[0][0]
        hand.apply(f"play {card}")
        hand.apply(f"play {hand.hands[1][0]}")


def test_cover_from_round_4_means_never() -> None:
    assert Rules.from_spec({"preset": "paulista", "cover_from_round": 4}).cover_from_round == 4


# -- the hand ends at once when the result is fixed ----------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("outcomes", "team"), [("00", 0), ("11", 1), ("010", 0), ("101", 1)])
def test_a_team_that_has_won_two_rounds_wins(preset: str, outcomes: str, team: int) -> None:
    r = result(sequence_scenario(outcomes, rules=preset))
    assert r["finished"] and r["winner"] == team
    assert r["ruling"]["code"] == "two-wins"
    assert r["points"][team] == LADDERS[preset][0]


@pytest.mark.parametrize("preset", PRESETS)
def test_two_wins_end_the_hand_early_round_3_not_played(preset: str) -> None:
    hand = play(sequence_scenario("00", rules=preset))
    assert hand.finished and len(hand.rounds) == 2
    assert [len(h) for h in hand.hands] == [1, 1]  # the third cards are never played
    assert legal(hand) == [] and hand.to_act is None
    with pytest.raises(IllegalAction) as err:
        hand.apply("play Ac")
    assert err.value.code == "hand-over"


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("outcomes", "team"), [("0T", 0), ("1T", 1), ("T0", 0), ("T1", 1)])
def test_one_win_plus_one_tie_in_any_order_wins_for_team_with_the_win(
        preset: str, outcomes: str, team: int) -> None:
    r = result(sequence_scenario(outcomes, rules=preset))
    assert r["finished"] and r["winner"] == team
    assert r["ruling"]["code"] == "win-plus-tie"
    assert r["rounds"] == [None if o == "T" else int(o) for o in outcomes]  # round 3 not played


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("outcomes", "team"), [("01T", 0), ("10T", 1)])
def test_one_one_with_third_round_tied_winner_of_first_round_wins(
        preset: str, outcomes: str, team: int) -> None:
    r = result(sequence_scenario(outcomes, rules=preset))
    assert r["finished"] and r["winner"] == team
    assert r["ruling"]["code"] == "first-round-decides"


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("outcomes", "team"), [("TT0", 0), ("TT1", 1)])
def test_tie_tie_then_a_win_winner_of_round_3_wins(preset: str, outcomes: str, team: int) -> None:
    r = result(sequence_scenario(outcomes, rules=preset))
    assert r["finished"] and r["winner"] == team
    assert r["ruling"]["code"] == "third-round-decides"


@pytest.mark.parametrize("preset", PRESETS)
def test_tie_tie_is_not_decided_yet(preset: str) -> None:
    r = result(sequence_scenario("TT", rules=preset))
    assert not r["finished"] and r["to_act"] == 0


@pytest.mark.parametrize("dealer", [0, 1])
def test_three_ties_mao_the_maos_team_wins_in_paulista(dealer: int) -> None:
    r = result(sequence_scenario("TTT", rules="paulista", dealer=dealer))
    mao = (dealer + 1) % 2
    assert r["winner"] == mao and r["ruling"]["code"] == "three-ties-mao"
    assert r["points"][mao] == 1


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
def test_three_ties_nobody_scores_in_paulista_fpt_and_mineiro(preset: str) -> None:
    r = result(sequence_scenario("TTT", rules=preset))
    assert r["finished"] and r["winner"] is None
    assert r["points"] == [0, 0] and r["ruling"]["code"] == "three-ties-nobody"


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("dealer", [0, 1])
def test_three_ties_dealer_the_dealers_team_wins_with_option_dealer(preset: str, dealer: int) -> None:
    r = result(sequence_scenario("TTT", rules=preset, dealer=dealer, three_ties="dealer"))
    assert r["winner"] == dealer and r["ruling"]["code"] == "three-ties-dealer"
    assert r["points"][dealer] == LADDERS[preset][0]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("option", ["mao", "nobody", "dealer"])
def test_three_ties_option_overrides_every_preset(preset: str, option: str) -> None:
    r = result(sequence_scenario("TTT", rules=preset, three_ties=option))
    assert r["ruling"]["code"] == f"three-ties-{option}"
    assert r["winner"] == {"mao": 0, "nobody": None, "dealer": 1}[option]


def test_three_ties_in_pairs_mao_and_dealer_teams() -> None:
    hands = [["3c", "Kc", "Qc"], ["3h", "Kh", "Qh"], ["4s", "6s", "Js"], ["7c", "6d", "Jd"]]
    acts = ["play 3h", "play 4s", "play 7c", "play 3c",  # dealer 0: seat 1 is mão
            "play Kh", "play 6s", "play 6d", "play Kc",
            "play Qh", "play Js", "play Jd", "play Qc"]
    r = result(scenario(hands, acts, dealer=0))
    assert r["rounds"] == [None, None, None]
    assert r["winner"] == 1 and r["ruling"]["code"] == "three-ties-mao"
    r = result(scenario(hands, acts, dealer=0, three_ties="dealer"))
    assert r["winner"] == 0 and r["ruling"]["code"] == "three-ties-dealer"


def test_points_of_a_decided_hand_are_its_value_at_the_end() -> None:
    r = result(sequence_scenario("0T", rules="paulista"))
    assert r["points"] == [1, 0] and r["value"] == 1


# -- RULES.md worked examples ---------------------------------------------------------------


def test_worked_example_1_tie_then_seat_1_wins_round_2_and_scores_1() -> None:
    r = result({"rules": "paulista", "players": 2, "score": [0, 0], "dealer": 1, "vira": "7d",
                "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
                "actions": ["play 3c", "play 3h", "play Kh", "play Qd"]})
    assert r["rounds"] == [None, 1]
    assert r["round_details"][0]["lead"] == 0  # seat 0 leads again after the tie
    assert r["finished"] and r["winner"] == 1 and r["points"] == [0, 1]
    assert r["ruling"]["code"] == "win-plus-tie"
    assert r["manilhas"][0] == "Qc"  # vira 7d: manilha Q


def test_worked_example_3_covered_3d_loses_to_face_up_4s() -> None:
    data = {"rules": "paulista", "players": 2, "dealer": 1, "vira": "7c",
            "hands": [["Kh", "3d", "6c"], ["Jh", "4s", "6h"]],
            "actions": ["play Kh", "play Jh", "cover 3d", "play 4s"]}
    r = result(data)
    assert r["rounds"] == [0, 1]
    assert r["round_details"][1]["ruling"]["params"]["compare"]["code"] == "covered-loses"
    assert r["to_act"] == 1  # the winner of round 2 leads round 3


def test_cover_from_round_4_never_allows_a_covered_card() -> None:
    """3 (option cover_from_round): 4 means never; the refusal says so."""
    hand = play(scenario([["3c", "Kc", "Qc"], ["3h", "6h", "Qh"]], ["play 3c", "play 3h"],
                         cover_from_round=4))
    assert not any(a.startswith("cover") for a in legal(hand))
    with pytest.raises(IllegalAction) as err:
        hand.apply("cover Kc")
    assert err.value.code == "cover-never"
