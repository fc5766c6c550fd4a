"""RULES.md section 5: The hand of eleven and 11x11 (mão de ferro)."""

from __future__ import annotations

import json

import pytest
from engine_kit import (
    ELEVEN_AT,
    ELEVEN_FOLD_PAYS,
    ELEVEN_VALUE,
    PRESETS,
    cards_in_text,
    legal,
    observation_text,
    play,
    result,
    scenario,
)

from truco.core.actions import Kind
from truco.core.errors import IllegalAction
from truco.core.hand import Hand, HandKind, Phase
from truco.observation import observe
from truco.view import seat_check, view

H2 = [["3c", "Kc", "Qc"], ["6h", "Kh", "Qh"]]  # seat 0 wins round 1 with the 3
H4 = [["3c", "Kc", "Qc"], ["6h", "Kh", "Qh"], ["6c", "Jc", "Ac"], ["4h", "Jh", "Ah"]]


def at_eleven(preset: str, team: int, other: int = 0) -> tuple[int, int]:
    e = ELEVEN_AT[preset]
    return (e, other) if team == 0 else (other, e)


def play_out(hand: Hand) -> None:
    """Play the first held card of every seat until the hand ends; check the ladder stays locked."""
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        assert "raise" not in legal(hand) and hand.next_offer() is None
        hand.apply(next(a for a in hand.legal_actions() if a.kind is Kind.PLAY))


# -- when exactly one team has eleven_at points: mão de onze (mão de dez) ---------------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("team", [0, 1])
def test_exactly_one_team_at_eleven_at_makes_a_hand_of_eleven(preset: str, team: int) -> None:
    r = result(scenario(H2, rules=preset, score=at_eleven(preset, team, 5)))
    assert r["kind"] == "eleven" and r["phase"] == "eleven"
    below = at_eleven(preset, team, 5)
    below = (below[0] - 1, below[1]) if team == 0 else (below[0], below[1] - 1)
    assert result(scenario(H2, rules=preset, score=below))["kind"] == "normal"


def test_mineiro_hand_of_ten_at_10_points() -> None:
    assert result(scenario(H2, rules="mineiro", score=(10, 0)))["kind"] == "eleven"
    assert result(scenario(H2, rules="paulista", score=(10, 0)))["kind"] == "normal"


def test_a_team_above_eleven_at_counts_as_at_eleven() -> None:
    # design choice: "at eleven" means score >= eleven_at (mineiro can reach 11 from 10 - 1)
    assert result(scenario(H2, rules="mineiro", score=(11, 3)))["kind"] == "eleven"
    assert result(scenario(H2, rules="mineiro", score=(11, 10)))["kind"] == "iron"


@pytest.mark.parametrize("preset", PRESETS)
def test_eleven_decision_comes_before_any_card(preset: str) -> None:
    hand = play(scenario(H2, rules=preset, score=at_eleven(preset, 0)))
    assert hand.phase is Phase.ELEVEN and legal(hand) == ["accept", "fold"]
    for action in ("play 3c", "cover 3c", "raise"):
        with pytest.raises(IllegalAction) as err:
            hand.apply(action)
        assert err.value.code == "eleven-pending"


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("team", [0, 1])
def test_eleven_decider_in_2_players_is_the_player_at_eleven_even_when_other_is_mao(
        preset: str, dealer: int, team: int) -> None:
    r = result(scenario(H2, rules=preset, score=at_eleven(preset, team), dealer=dealer))
    assert r["decider"] == team and r["to_act"] == team
    assert r["mao"] == (dealer + 1) % 2  # the mão may be the other player


@pytest.mark.parametrize("preset", PRESETS)
def test_after_the_eleven_decider_accepts_the_mao_leads_round_1(preset: str) -> None:
    hand = play(scenario(H2, ["accept"], rules=preset, score=at_eleven(preset, 1), dealer=1))
    assert hand.decider == 1 and hand.mao == 0
    assert hand.to_act == 0 and legal(hand)[:3] == ["play 3c", "play Kc", "play Qc"]


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
@pytest.mark.parametrize("team", [0, 1])
def test_eleven_decider_in_pairs_is_first_of_team_from_mao(dealer: int, team: int) -> None:
    r = result(scenario(H4, score=at_eleven("paulista", team), dealer=dealer))
    mao = (dealer + 1) % 4
    expected = next(s for s in [(mao + i) % 4 for i in range(4)] if s % 2 == team)
    assert r["decider"] == expected and r["to_act"] == expected


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_eleven_decider_in_pairs_sees_the_partners_cards(dealer: int) -> None:
    hand = play(scenario(H4, score=(11, 4), dealer=dealer))
    decider = hand.decider
    assert decider is not None and decider % 2 == 0
    partner = (decider + 2) % 4
    view = observe(hand, decider).to_json()
    assert view["hands"][partner] == H4[partner]
    assert set(H4[partner]) <= cards_in_text(observation_text(hand, decider))
    for seat in range(4):
        if seat != decider:
            assert observe(hand, seat).to_json()["hands"][(seat + 2) % 4] is None
            assert not set(H4[(seat + 2) % 4]) & cards_in_text(observation_text(hand, seat))


@pytest.mark.parametrize("preset", PRESETS)
def test_eleven_accept_makes_the_hand_worth_eleven_value(preset: str) -> None:
    hand = play(scenario(H2, ["accept"], rules=preset, score=at_eleven(preset, 0)))
    assert hand.value == ELEVEN_VALUE[preset] and hand.phase is Phase.PLAY
    assert hand.to_act == 0
    play_out(hand)
    assert hand.outcome is not None
    winner = hand.outcome.winner
    assert winner is not None and hand.outcome.points[winner] == ELEVEN_VALUE[preset]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("team", [0, 1])
def test_eleven_fold_pays_the_other_team_eleven_fold_pays_and_no_card_is_played(
        preset: str, team: int) -> None:
    r = result(scenario(H2, ["fold"], rules=preset, score=at_eleven(preset, team)))
    assert r["finished"] and r["winner"] == 1 - team
    assert r["points"][1 - team] == ELEVEN_FOLD_PAYS[preset] and r["points"][team] == 0
    assert r["rounds"] == [] and r["round_details"] == [] and r["table"] == []
    assert r["ruling"]["code"] == "eleven-fold"


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_ladder_is_locked_for_both_teams_for_the_whole_hand_of_eleven(preset: str,
                                                                      players: int) -> None:
    hands = H2 if players == 2 else H4
    hand = play(scenario(hands, ["accept"], rules=preset, score=at_eleven(preset, 1)))
    assert hand.locked
    play_out(hand)


@pytest.mark.parametrize("preset", PRESETS)
def test_surrender_in_a_hand_of_eleven_pays_the_eleven_value(preset: str) -> None:
    r = result(scenario(H2, ["accept", "fold"], rules=preset, score=at_eleven(preset, 0)))
    assert r["winner"] == 1 and r["points"][1] == ELEVEN_VALUE[preset]


# -- both teams at eleven_at: mão de ferro ---------------------------------------------------------


def iron(preset: str) -> tuple[int, int]:
    return (ELEVEN_AT[preset], ELEVEN_AT[preset])


@pytest.mark.parametrize("preset", PRESETS)
def test_iron_hand_when_both_teams_are_at_eleven_no_decision(preset: str) -> None:
    hand = play(scenario(H2, rules=preset, score=iron(preset)))
    assert hand.kind is HandKind.IRON and hand.phase is Phase.PLAY
    assert hand.decider is None and "accept" not in legal(hand)
    assert hand.to_act == hand.mao


@pytest.mark.parametrize("preset", PRESETS)
def test_iron_hand_is_worth_eleven_value(preset: str) -> None:
    hand = play(scenario(H2, rules=preset, score=iron(preset)))
    assert hand.value == ELEVEN_VALUE[preset]
    play_out(hand)
    assert hand.outcome is not None and max(hand.outcome.points) == ELEVEN_VALUE[preset]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_iron_hand_ladder_is_locked(preset: str, players: int) -> None:
    hand = play(scenario(H2 if players == 2 else H4, rules=preset, score=iron(preset)))
    assert hand.locked
    play_out(hand)


def test_iron_hand_open_cards_are_dealt_and_seen_normally() -> None:
    hand = play(scenario(H2, ["play 3c", "play 6h"], rules="paulista", score=(11, 11)))
    assert not hand.blind
    view = observe(hand, 0).to_json()
    assert view["hands"][view["viewer"]] == ["Kc", "Qc"]
    assert "play Kc" in view["legal"] and "cover Kc" in view["legal"]  # covering as usual


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
@pytest.mark.parametrize("players", [2, 4])
def test_iron_hand_blind_nobody_looks_at_their_own_cards(preset: str, players: int) -> None:
    hands = H2 if players == 2 else H4
    hand = play(scenario(hands, rules=preset, score=iron(preset)))
    assert hand.blind
    for seat in range(players):
        view = observe(hand, seat).to_json()
        assert view["hands"][view["viewer"]] is None and view["blind"] is True
        assert not set(hands[seat]) & cards_in_text(observation_text(hand, seat))


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
def test_iron_hand_blind_player_picks_a_card_by_its_position(preset: str) -> None:
    hand = play(scenario(H2, rules=preset, score=iron(preset)))
    view = observe(hand, 0)
    assert [str(a) for a in view.legal] == ["play #1", "play #2", "play #3", "fold"]
    hand.apply("play #2")
    assert str(hand.table[0].card) == "Kc" and not hand.table[0].covered
    hand.apply("play #1")  # seat 1's first card: 6h
    assert str(hand.rounds[0].plays[1].card) == "6h"
    assert hand.rounds[0].winner == 0

@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
def test_iron_hand_blind_positions_stay_those_of_the_deal(preset: str) -> None:
    hand = play(scenario(H2, ["play #2", "play #3", "play #1"], rules=preset, score=iron(preset)))
    # round 1: Kc vs Qh, seat 0 wins and leads; it played #2 then #1 (3c)
    assert hand.rounds[0].winner == 0
    view = observe(hand, 1)
    assert view.to_json()["slots"][view.seat] == [1, 2]
    assert [str(a) for a in view.legal] == ["play #1", "play #2", "fold"]
    with pytest.raises(IllegalAction) as err:
        hand.apply("play #3")
    assert err.value.code == "card-not-in-hand"


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
def test_iron_hand_blind_no_covered_cards(preset: str) -> None:
    hand = play(scenario(H2, ["play #1", "play #1"], rules=preset, score=iron(preset)))
    assert hand.rounds and hand.to_act == 0
    assert not any(a.startswith("cover") for a in legal(hand))
    for card in ("Kc", "Jh", "4s"):  # held, the other seat's, undealt: the same refusal
        with pytest.raises(IllegalAction) as err:
            hand.apply(f"cover {card}")
        assert err.value.code == "cover-blind"


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
@pytest.mark.parametrize("players", [2, 4])
def test_iron_hand_blind_a_card_is_picked_by_position_only(preset: str, players: int) -> None:
    """5: nobody looks at their own cards: a seat naming a card is refused whatever it holds, so a
    refusal never tells where a card is."""
    hands = H2 if players == 2 else H4
    hand = play(scenario(hands, rules=preset, score=iron(preset)))
    refusals = set()
    for card in [*hands[0], *hands[1], "4s", "6d"]:
        with pytest.raises(IllegalAction) as err:
            seat_check(hand, 0, f"play {card}")
        refusals.add((err.value.code, err.value.message.replace(card, "?")))
    assert len(refusals) == 1 and next(iter(refusals))[0] == "blind-slot"
    assert [str(a) for a in observe(hand, 0).legal][:3] == ["play #1", "play #2", "play #3"]


@pytest.mark.parametrize("preset", ["paulista-fpt", "mineiro"])
def test_iron_hand_blind_the_deals_author_may_name_the_card(preset: str) -> None:
    """5 and the replay contract: a fully dealt scenario names every card, so its author may write
    ``play <card>`` for a blind seat (the same play as its position); the omniscient view lists
    cards, and a card the seat does not hold is refused as in any hand."""
    by_name = play(scenario(H2, ["play Kc", "play 6h"], rules=preset, score=iron(preset)))
    by_slot = play(scenario(H2, ["play #2", "play #1"], rules=preset, score=iron(preset)))
    assert by_name.rounds == by_slot.rounds and [s.action for s in by_name.log] == [
        s.action for s in by_slot.log]
    assert [str(a) for a in view(by_name).legal] == ["play 3c", "play Qc", "fold"]
    with pytest.raises(IllegalAction) as err:
        by_name.check("play 4s")
    assert err.value.code == "card-not-in-hand"


@pytest.mark.parametrize(("preset", "option", "blind"),
                         [("paulista", "blind", True), ("paulista-fpt", "open", False),
                          ("mineiro", "open", False)])
def test_iron_hand_option_overrides_the_preset(preset: str, option: str, blind: bool) -> None:
    hand = play(scenario(H2, rules=preset, score=iron(preset), iron_hand=option))
    assert hand.blind is blind
    assert (observe(hand, 0).to_json()["hands"][0] is None) is blind
    assert json.dumps(observe(hand, 0).to_json())  # JSON-ready either way
