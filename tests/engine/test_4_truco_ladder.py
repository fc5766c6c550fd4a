"""RULES.md section 4: Truco, the betting ladder."""

from __future__ import annotations

import pytest
from engine_kit import LADDERS, PRESETS, legal, play, result, scenario

from truco.core.errors import IllegalAction
from truco.core.hand import Phase
from truco.core.ladder import calls
from truco.core.rules import Rules

H2 = [["3c", "Kc", "Qc"], ["3h", "Kh", "Qh"]]
H4 = [["3c", "Kc", "Qc"], ["3h", "Kh", "Qh"], ["6c", "Jc", "Ac"], ["6h", "Jh", "Ah"]]
STEPS = [1, 2, 3, 4]  # ladder indexes a raise can offer


def raises(k: int) -> list[str]:
    """k raises in a row: the first, then re-raises (answered each time by the previous raiser)."""
    return ["raise"] * k


# -- a hand starts worth the first step; the ladders -------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_hand_starts_worth_the_first_step_of_the_ladder(preset: str) -> None:
    r = result(scenario(H2, rules=preset))
    assert r["value"] == LADDERS[preset][0]
    assert r["ladder"]["steps"] == LADDERS[preset]


@pytest.mark.parametrize("preset", PRESETS)
def test_ladder_of_each_preset(preset: str) -> None:
    assert list(Rules.preset(preset).ladder) == LADDERS[preset]


def test_mineiro_ladder_option_2_4_8_10_12() -> None:
    r = result(scenario(H2, raises(2), rules="mineiro", ladder=[2, 4, 8, 10, 12]))
    assert r["value"] == 4 and r["pending"]["offer"] == 8


def test_calls_are_truco_then_seis_nove_doze() -> None:
    assert [c.name for c in calls(Rules())] == ["truco", "seis", "nove", "doze"]
    assert [(c.value, c.fold_pays) for c in calls(Rules())] == [(3, 1), (6, 3), (9, 6), (12, 9)]


# -- raise: on your turn, before you play your card, if no raise is pending ----------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("step", STEPS)
def test_raise_offers_the_next_step(preset: str, step: int) -> None:
    r = result(scenario(H2, raises(step), rules=preset))
    assert r["pending"]["offer"] == LADDERS[preset][step]
    assert r["value"] == LADDERS[preset][step - 1]
    # the view names the call waiting for an answer and the one that would raise it again
    named = {c.value: c.name for c in calls(Rules.preset(preset))}
    assert r["pending"]["call"] == named[r["pending"]["offer"]]
    offer = r["ladder"]["next_offer"]
    assert r["ladder"]["next_call"] == (None if offer is None else named[offer])
    before = result(scenario(H2, raises(step - 1), rules=preset))["ladder"]
    assert (before["next_offer"], before["next_call"]) == (r["pending"]["offer"], r["pending"]["call"])


def test_raise_on_your_turn_before_you_play_your_card() -> None:
    hand = play(scenario(H2))
    assert "raise" in legal(hand)
    hand.apply("raise")
    assert hand.pending is not None and hand.pending.raiser == 0
    hand.apply("accept")
    hand.apply("play 3c")  # the raiser still plays its card afterwards
    assert hand.table[0].seat == 0
    # once seat 0 has played, a raise now is seat 1's, on seat 1's turn
    hand.apply("raise")
    assert hand.pending is not None and hand.pending.raiser == 1


@pytest.mark.parametrize("card", ["play 3c", "play Kc", "cover Kc"])
def test_raise_pauses_the_cards_until_answered(card: str) -> None:
    hand = play(scenario(H2, ["raise"]))
    assert hand.phase is Phase.ANSWER
    assert legal(hand) == ["accept", "fold", "raise"]
    before = hand.fingerprint()
    for action in (card, "play 3h"):
        with pytest.raises(IllegalAction) as err:
            hand.apply(action)
        assert err.value.code == "raise-pending"
    assert hand.fingerprint() == before


def test_no_raise_while_a_raise_is_pending_except_the_answer() -> None:
    hand = play(scenario(H2, ["raise"]))
    assert hand.to_act == 1  # only the answering seat acts; its raise is a re-raise
    hand.apply("raise")
    assert hand.pending is not None and hand.pending.raiser == 1 and hand.to_act == 0


# -- the answer comes from the next opponent in seat order after the raiser ----------------------


@pytest.mark.parametrize("dealer", [0, 1])
def test_answer_comes_from_the_other_player_in_2_player_games(dealer: int) -> None:
    hand = play(scenario(H2, ["raise"], dealer=dealer))
    raiser = (dealer + 1) % 2
    assert hand.pending is not None
    assert (hand.pending.raiser, hand.pending.responder, hand.to_act) == (raiser, 1 - raiser,
                                                                          1 - raiser)


@pytest.mark.parametrize("raiser", [0, 1, 2, 3])
def test_answer_comes_from_the_next_opponent_after_the_raiser_in_pairs(raiser: int) -> None:
    # dealer 3: seat 0 leads; seats before the raiser play their first card
    acts = [f"play {H4[s][0]}" for s in range(raiser)] + ["raise"]
    hand = play(scenario(H4, acts, dealer=3))
    assert hand.pending is not None
    assert hand.pending.raiser == raiser
    assert hand.pending.responder == (raiser + 1) % 4 == hand.to_act


# -- accept / fold / raise again -------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("step", STEPS)
def test_accept_makes_the_hand_worth_the_offer(preset: str, step: int) -> None:
    r = result(scenario(H2, [*raises(step), "accept"], rules=preset))
    assert r["value"] == LADDERS[preset][step]
    assert r["pending"] is None


def test_accept_resumes_play_with_the_player_whose_turn_it_was() -> None:
    hand = play(scenario(H2, ["raise", "accept"]))
    assert hand.to_act == 0
    hand = play(scenario(H2, ["play 3c", "raise", "accept"]))
    assert hand.to_act == 1
    hand = play(scenario(H2, ["play 3c", "raise", "raise", "accept"]))  # accepted by seat 1
    assert hand.to_act == 1
    hand = play(scenario(H4, ["play 3c", "play 3h", "raise", "accept"], dealer=3))
    assert hand.to_act == 2  # seat 2 raised, seat 3 accepted: seat 2 plays


@pytest.mark.parametrize("preset", ["paulista", "paulista-fpt"])
def test_fold_of_first_truco_pays_1(preset: str) -> None:
    r = result(scenario(H2, ["raise", "fold"], rules=preset))
    assert r["finished"] and r["winner"] == 0 and r["points"] == [1, 0]
    assert r["ruling"]["code"] == "fold-pays-previous"


def test_fold_of_first_truco_pays_2_in_mineiro() -> None:
    r = result(scenario(H2, ["raise", "fold"], rules="mineiro"))
    assert r["points"] == [2, 0]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("step", STEPS)
def test_fold_pays_the_raising_team_the_value_before_the_raise(preset: str, step: int) -> None:
    r = result(scenario(H2, [*raises(step), "fold"], rules=preset))
    raiser_team = (step - 1) % 2  # seat 0 made raises 1 and 3, seat 1 raises 2 and 4
    assert r["finished"] and r["winner"] == raiser_team
    assert r["points"][raiser_team] == LADDERS[preset][step - 1]
    assert r["points"][1 - raiser_team] == 0
    assert r["ruling"]["params"]["offer"] == LADDERS[preset][step]


def test_fold_of_a_later_raise_pays_the_accepted_value() -> None:
    r = result(scenario(H2, ["raise", "accept", "play 3c", "raise", "fold"]))
    assert r["winner"] == 1 and r["points"] == [0, 3]


@pytest.mark.parametrize("preset", PRESETS)
def test_reraise_accepts_the_offer_and_offers_the_next_step(preset: str) -> None:
    r = result(scenario(H2, ["raise", "raise"], rules=preset))
    assert r["value"] == LADDERS[preset][1]
    assert r["ladder"]["step"] == 1
    assert r["pending"]["offer"] == LADDERS[preset][2]


def test_reraise_is_answered_by_the_player_who_made_the_previous_raise_2_players() -> None:
    hand = play(scenario(H2, ["raise", "raise"]))
    assert hand.pending is not None
    assert (hand.pending.raiser, hand.pending.responder) == (1, 0)
    hand.apply("raise")
    assert hand.pending is not None
    assert (hand.pending.raiser, hand.pending.responder) == (0, 1)


@pytest.mark.parametrize("first_raiser", [0, 1, 2, 3])
def test_reraise_is_answered_by_the_previous_raiser_in_pairs(first_raiser: int) -> None:
    acts = [f"play {H4[s][0]}" for s in range(first_raiser)] + ["raise", "raise"]
    hand = play(scenario(H4, acts, dealer=3))
    answerer = (first_raiser + 1) % 4
    assert hand.pending is not None
    assert (hand.pending.raiser, hand.pending.responder) == (answerer, first_raiser)
    hand.apply("raise")  # and back again: the answerer of the first raise answers
    assert hand.pending is not None
    assert (hand.pending.raiser, hand.pending.responder) == (first_raiser, answerer)


# -- strict alternation ---------------------------------------------------------------------------


def test_raising_team_cannot_make_the_next_raise() -> None:
    hand = play(scenario(H2, ["raise", "accept"]))
    assert hand.to_act == 0 and "raise" not in legal(hand)
    with pytest.raises(IllegalAction) as err:
        hand.apply("raise")
    assert err.value.code == "alternation"


def test_accepting_team_may_raise_later_on_its_own_turn() -> None:
    hand = play(scenario(H2, ["raise", "accept", "play 3c"]))
    assert hand.to_act == 1 and "raise" in legal(hand)
    hand.apply("raise")
    assert hand.pending is not None and hand.pending.offer == 2


def test_accepting_team_may_raise_in_a_later_round() -> None:
    hand = play(scenario(H2, ["raise", "accept", "play Kc", "play 3h"]))  # seat 1 leads round 2
    assert hand.to_act == 1 and "raise" in legal(hand)


def test_raising_team_may_not_raise_later_in_the_hand() -> None:
    hand = play(scenario(H2, ["raise", "accept", "play 3c", "play Kh"]))  # seat 0 leads round 2
    assert hand.to_act == 0 and "raise" not in legal(hand)
    hand.apply("play Qc")
    hand.apply("play 3h")  # seat 1 wins round 2 and leads round 3
    hand.apply("play Qh")
    assert hand.to_act == 0 and "raise" not in legal(hand)
    assert hand.may_raise(1) and not hand.may_raise(0)


def test_other_team_may_raise_at_once_as_a_reraise() -> None:
    hand = play(scenario(H2, ["raise"]))
    assert "raise" in legal(hand)


def test_in_pairs_partner_of_the_last_raiser_cannot_raise() -> None:
    hand = play(scenario(H4, ["raise", "accept", "play 3c", "play 3h"], dealer=3))
    assert hand.to_act == 2 and "raise" not in legal(hand)
    hand.apply("play 6c")
    assert hand.to_act == 3 and "raise" in legal(hand)


# -- nothing above the top step; no raise while locked ---------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_nothing_above_the_top_step(preset: str) -> None:
    hand = play(scenario(H2, raises(4), rules=preset))
    assert hand.pending is not None and hand.rules.ladder[hand.pending.offer] == 12
    assert legal(hand) == ["accept", "fold"]
    with pytest.raises(IllegalAction) as err:
        hand.apply("raise")
    assert err.value.code == "ladder-top"
    hand.apply("accept")
    assert hand.value == 12 and hand.next_offer() is None
    hand.apply("play 3c")
    assert "raise" not in legal(hand)  # seat 1 could raise by alternation, but not above 12


@pytest.mark.parametrize("score", [(11, 0), (11, 11)])
def test_no_raise_while_the_ladder_is_locked(score: tuple[int, int]) -> None:
    hand = play(scenario(H2, score=score))
    if score == (11, 0):
        hand.apply("accept")
    for _ in range(2):
        assert "raise" not in legal(hand)
        with pytest.raises(IllegalAction) as err:
            hand.apply("raise")
        assert err.value.code == "ladder-locked"
        seat = hand.to_act
        assert seat is not None
        hand.apply(f"play {hand.hands[seat][0]}")


# -- surrender ----------------------------------------------------------------------------------


def test_surrender_is_always_legal_on_your_turn() -> None:
    hand = play(scenario(H2))
    for action in ["raise", "accept", "play 3c", "raise", "accept", "play 3h", "play Kc",
                   "play Kh", "play Qc"]:
        if hand.phase is Phase.PLAY:
            assert "fold" in legal(hand)
        hand.apply(action)
    assert hand.phase is Phase.PLAY and "fold" in legal(hand)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("step", [0, *STEPS])
@pytest.mark.parametrize("who", [0, 1])
def test_surrender_pays_current_value_never_less(preset: str, step: int, who: int) -> None:
    acts = [*raises(step), "accept"] if step else []
    acts += ["play 3c"] if who == 1 else []
    r = result(scenario(H2, [*acts, "fold"], rules=preset))
    assert r["finished"] and r["winner"] == 1 - who
    assert r["points"][1 - who] == LADDERS[preset][step]
    assert r["ruling"]["code"] == "surrender"


def test_surrender_pays_the_same_as_folding_would() -> None:
    surrender = result(scenario(H2, ["raise", "accept", "play 3c", "fold"]))
    folded = result(scenario(H2, ["raise", "accept", "play 3c", "raise", "fold"]))
    assert surrender["points"] == [3, 0]
    assert folded["points"] == [0, 3]  # the mirror case: a fold also pays the accepted 3


# -- RULES.md worked example ----------------------------------------------------------------


def test_worked_example_2_truco_seis_fold_seat_1_scores_3() -> None:
    r = result({"rules": "paulista", "players": 2, "dealer": 1, "vira": "4h",
                "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
                "actions": ["raise", "raise", "fold"]})
    assert r["finished"] and r["winner"] == 1 and r["points"] == [0, 3]
    assert r["ruling"]["code"] == "fold-pays-previous"
