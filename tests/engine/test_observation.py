"""Information hiding: what one seat's observation may and may not contain."""

from __future__ import annotations

import json

import pytest
from engine_kit import (
    ELEVEN_AT,
    PRESETS,
    cards_in_text,
    observation_text,
    play,
    random_hand,
    random_playout,
    scenario,
    visible_cards,
)

from truco.core.rules import Rules
from truco.observation import observe
from truco.view import view

H4 = [["3c", "Kc", "Qc"], ["6h", "Kh", "Qh"], ["6c", "Jc", "Ac"], ["4h", "Jh", "Ah"]]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("kind", ["normal", "eleven", "iron"])
def test_a_seat_never_sees_another_seats_hidden_or_covered_card(preset: str, players: int,
                                                                kind: str) -> None:
    rules = Rules.preset(preset)
    e = ELEVEN_AT[preset]
    score = {"normal": (3, 7), "eleven": (e, 4), "iron": (e, e)}[kind]
    for seed in range(25):
        for hand in random_playout(random_hand(rules, players, score, seed), seed):
            every = {str(c) for h in hand.deal.hands for c in h}
            for seat in range(players):
                leaked = (cards_in_text(observation_text(hand, seat)) & every) - visible_cards(hand,
                                                                                               seat)
                assert not leaked, (seed, seat, leaked, hand.log)


def test_covered_card_is_hidden_on_the_table_in_rounds_and_in_the_history() -> None:
    hand = play(scenario([["Kc", "3c", "Qc"], ["6h", "4h", "Qh"]], ["play Kc", "play 6h", "cover 3c"]))
    other = observe(hand, 1).to_json()
    assert other["table"] == [{"seat": 0, "card": None, "covered": True}]
    assert other["history"][-1] == {"seat": 0, "action": "cover ?", "meaning": "cover", "round": 2}
    assert "3c" not in json.dumps(other)
    own = observe(hand, 0).to_json()
    assert own["table"] == [{"seat": 0, "card": "3c", "covered": True}]
    assert own["history"][-1] == {"seat": 0, "action": "cover 3c", "meaning": "cover", "round": 2,
                                  "card": "3c"}
    hand.apply("play 4h")  # the round ends: still hidden in the finished round and its ruling
    assert "3c" not in json.dumps(observe(hand, 1).to_json())
    assert observe(hand, 1).to_json()["round_details"][1]["plays"][0]["card"] is None


def test_opponents_cards_are_not_in_the_observation_until_played() -> None:
    hand = play(scenario([["Kc", "3c", "Qc"], ["6h", "4h", "Qh"]], ["play Kc"]))
    text = json.dumps(observe(hand, 1).to_json())
    assert "Kc" in text and "3c" not in text and "Qc" not in text
    assert observe(hand, 1).to_json()["held"] == [2, 3]


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
@pytest.mark.parametrize("players", [2, 4])
def test_blind_iron_hand_hides_own_cards_and_gives_play_by_position(preset: str,
                                                                    players: int) -> None:
    e = ELEVEN_AT[preset]
    hand = play(scenario(H4[:players], rules=preset, score=(e, e)))
    for seat in range(players):
        obs = observe(hand, seat)
        assert obs.own == () and obs.to_json()["hands"] == [None] * players
        assert not set(H4[seat]) & cards_in_text(observation_text(hand, seat))
        assert obs.to_json()["slots"][seat] == [1, 2, 3]
    assert [str(a) for a in observe(hand, 0).legal] == ["play #1", "play #2", "play #3", "fold"]
    hand.apply(str(observe(hand, 0).legal[2]))
    assert str(hand.table[0].card) == H4[0][2]  # the card at position 3, now face up for all
    assert all(H4[0][2] in observation_text(hand, s) for s in range(players))


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_partner_cards_only_for_the_eleven_decider_in_pairs(dealer: int) -> None:
    hand = play(scenario(H4, score=(2, 11), dealer=dealer))
    decider = hand.decider
    assert decider is not None
    for seat in range(4):
        hands = observe(hand, seat).to_json()["hands"]
        partner_hand = hands[(seat + 2) % 4]
        assert [s for s in range(4) if hands[s] is not None] == sorted({seat, (seat + 2) % 4}
                                                                        if seat == decider else {seat})
        if seat == decider:
            assert partner_hand == H4[(seat + 2) % 4]
        else:
            assert partner_hand is None
    hand.apply("accept")
    while not hand.finished:  # whatever happens, nobody else ever sees a partner's cards
        actor = hand.to_act
        assert actor is not None
        for other in range(4):
            if other != decider:
                leaked = cards_in_text(observation_text(hand, other)) - visible_cards(hand, other)
                assert not leaked
        hand.apply(f"play {hand.hands[actor][0]}")


def test_no_partner_cards_in_2_player_hands_of_eleven_or_normal_hands_in_pairs() -> None:
    hand = play(scenario(H4[:2], score=(11, 0)))
    assert observe(hand, 0).to_json()["hands"][1] is None
    hand = play(scenario(H4, score=(0, 0)))
    assert all(observe(hand, s).partner_hand == () for s in range(4))
    assert all(observe(hand, s).to_json()["hands"][(s + 2) % 4] is None for s in range(4))


def test_only_the_seat_to_act_gets_legal_actions() -> None:
    hand = play(scenario(H4))
    assert [str(a) for a in observe(hand, 0).legal][:3] == ["play 3c", "play Kc", "play Qc"]
    for seat in (1, 2, 3):
        assert observe(hand, seat).legal == () and observe(hand, seat).to_json()["legal"] == []


def test_observation_is_json_ready_and_names_the_public_state() -> None:
    hand = play(scenario(H4[:2], ["raise"], vira="7s"))
    data = observe(hand, 1).to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["viewer"] == 1 and data["seats"][1]["team"] == 1 and data["vira"] == "7s"
    assert data["pending"] == {"raiser": 0, "responder": 1, "call": "truco", "offer": 3}
    assert data["to_act"] == 1 and data["legal"] == ["accept", "fold", "raise"]
    assert data["hands"] == [None, H4[1]] and data["manilhas"] == ["Qc", "Qh", "Qs", "Qd"]


def test_one_view_serves_replay_and_observation_with_the_same_fields() -> None:
    """The replay (no viewer) and a seat's observation are one view: the same keys, and the same
    values wherever the seat may know them."""
    hand = play(scenario(H4[:2], ["play 3c", "play 6h", "cover Kc"], vira="7s"))
    omniscient, seat = view(hand).to_json(), observe(hand, 1).to_json()
    assert set(omniscient) == set(seat)
    same = set(omniscient) - {"viewer", "hands", "table", "history", "legal", "choices",
                              "round_details"}
    assert {k: omniscient[k] for k in same} == {k: seat[k] for k in same}
    assert omniscient["hands"][0] == ["Qc"] and seat["hands"][0] is None
    assert omniscient["table"][0]["card"] == "Kc" and seat["table"][0]["card"] is None


@pytest.mark.parametrize("seat", [-1, 2, 4])
def test_observation_of_a_seat_that_does_not_exist(seat: int) -> None:
    hand = play(scenario(H4[:2]))
    with pytest.raises(ValueError, match="no seat"):
        observe(hand, seat)
