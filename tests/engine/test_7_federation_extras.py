"""RULES.md section 7: Federation extras (paulista-fpt only)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_kit import ELEVEN_AT, ELEVEN_VALUE, PRESETS, result, scenario, sequence_scenario

from truco.core.rules import Rules

# -- all three rounds tied in a mão de onze: the other team scores 3 ---------------------------------


@pytest.mark.parametrize("team", [0, 1])
def test_three_ties_in_a_hand_of_eleven_the_other_team_scores_3(team: int) -> None:
    score = (11, 5) if team == 0 else (5, 11)
    data = sequence_scenario("TTT", rules="paulista-fpt", score=score)
    data["actions"] = ["accept", *data["actions"]]
    r = result(data)
    assert r["finished"] and r["winner"] == 1 - team
    assert r["points"][1 - team] == 3 and r["points"][team] == 0
    assert r["ruling"]["code"] == "three-ties-eleven"


def test_three_ties_in_a_hand_of_eleven_in_pairs_the_other_team_scores_3() -> None:
    hands = [["3c", "Kc", "Qc"], ["3h", "Kh", "Qh"], ["4s", "6s", "Js"], ["7c", "6d", "Jd"]]
    acts = ["accept", "play 3c", "play 3h", "play 4s", "play 7c", "play Kc", "play Kh", "play 6s",
            "play 6d", "play Qc", "play Qh", "play Js", "play Jd"]
    r = result(scenario(hands, acts, rules="paulista-fpt", score=(3, 11), dealer=3))
    assert r["decider"] == 1
    assert r["winner"] == 0 and r["points"] == [3, 0]


@pytest.mark.parametrize(("preset", "winner", "code"), [
    ("paulista", 0, "three-ties-mao"),  # the mão's team (seat 0) wins the hand's value
    ("mineiro", None, "three-ties-nobody"),
])
def test_three_ties_in_a_hand_of_eleven_elsewhere_follow_three_ties(preset: str, winner: int | None,
                                                                    code: str) -> None:
    data = sequence_scenario("TTT", rules=preset, score=(5, ELEVEN_AT[preset]))
    data["actions"] = ["accept", *data["actions"]]
    r = result(data)
    assert r["winner"] == winner and r["ruling"]["code"] == code
    if winner is not None:
        assert r["points"][winner] == ELEVEN_VALUE[preset]


@pytest.mark.parametrize(("preset", "winner", "code"), [
    ("paulista-fpt", None, "three-ties-iron"),
    ("paulista", 0, "three-ties-mao"),
    ("mineiro", None, "three-ties-nobody"),
])
def test_three_ties_in_the_iron_hand_nobody_scores_in_paulista_fpt(preset: str, winner: int | None,
                                                                   code: str) -> None:
    e = ELEVEN_AT[preset]
    r = result(sequence_scenario("TTT", rules=preset, score=(e, e)))
    assert r["kind"] == "iron"
    assert r["winner"] == winner and r["ruling"]["code"] == code
    assert r["points"] == ([0, 0] if winner is None else [ELEVEN_VALUE[preset], 0])


def test_eleven_three_ties_option_carries_the_federation_rule() -> None:
    data = sequence_scenario("TTT", rules="paulista", score=(11, 5), eleven_three_ties="fpt")
    data["actions"] = ["accept", *data["actions"]]
    assert result(data)["points"] == [0, 3]
    data = sequence_scenario("TTT", rules="paulista-fpt", score=(11, 5),
                             eleven_three_ties="three_ties")
    data["actions"] = ["accept", *data["actions"]]
    assert result(data)["ruling"]["code"] == "three-ties-nobody"


# -- exposed card ---------------------------------------------------------------------------------

# seat 0 wins round 1 (3c over Qh), seat 1 wins round 2 (Jh over 6c) and leads round 3 with Kh
EXPOSED_HANDS = [["3c", "6c", "Kc"], ["Qh", "Jh", "Kh"]]
ONE_ONE = ["play 3c", "play Qh", "play 6c", "play Jh"]


def exposed(actions: list[str], preset: str = "paulista-fpt", **options: Any) -> dict[str, Any]:
    return result(scenario(EXPOSED_HANDS, [*ONE_ONE, *actions], rules=preset, **options))


def test_exposed_card_raise_made_after_a_card_was_on_the_table_then_tie_raiser_loses() -> None:
    r = result(scenario([["3c", "6c", "Kc"], ["3h", "Jh", "Kh"]],
                        ["play 3c", "raise", "accept", "play 3h"], rules="paulista-fpt"))
    assert r["finished"] and r["rounds"] == [None]  # at once: after round 1
    assert r["winner"] == 0 and r["points"] == [3, 0]
    assert r["ruling"]["code"] == "exposed-card"
    assert r["ruling"]["params"]["raiser_team"] == 1 and r["ruling"]["params"]["cards"] == ["3c"]


def test_exposed_card_raising_team_loses_even_after_winning_round_1() -> None:
    r = exposed(["play Kh", "raise", "accept", "play Kc"])
    assert r["rounds"] == [0, 1, None]
    assert r["winner"] == 1 and r["points"] == [0, 3]  # not first-round-decides for team 0
    assert r["ruling"]["code"] == "exposed-card"


def test_exposed_card_other_team_scores_the_accepted_value() -> None:
    r = exposed(["play Kh", "raise", "raise", "accept", "play Kc"])
    # seat 0 raised with Kh on the table, seat 1 re-raised (the last raise, also with Kh there)
    assert r["value"] == 6 and r["winner"] == 0 and r["points"] == [6, 0]
    assert r["ruling"]["params"]["raiser_team"] == 1


def test_exposed_card_raise_before_the_tied_card_was_played_is_a_normal_tie() -> None:
    r = exposed(["raise", "accept", "play Kh", "play Kc"])
    assert r["ruling"]["code"] == "first-round-decides"
    assert r["winner"] == 0 and r["points"] == [3, 0]


def test_exposed_card_counts_only_the_last_raise_of_that_round() -> None:
    # seat 1 raises before any card of round 3; seat 0 raises again once Kh is down
    r = exposed(["raise", "accept", "play Kh", "raise", "accept", "play Kc"])
    assert r["ruling"]["code"] == "exposed-card"
    assert r["winner"] == 1 and r["points"] == [0, 6]


def test_exposed_card_a_raise_in_an_earlier_round_does_not_count() -> None:
    r = result(scenario(EXPOSED_HANDS, ["play 3c", "play Qh", "play 6c", "raise", "accept",
                                        "play Jh", "play Kh", "play Kc"], rules="paulista-fpt"))
    assert r["rounds"] == [0, 1, None]
    assert r["ruling"]["code"] == "first-round-decides" and r["points"] == [3, 0]


def test_exposed_card_only_face_up_tied_cards_count() -> None:
    # design choice: a covered card on the table is not "exposed"
    r = exposed(["cover Kh", "raise", "accept", "cover Kc"])
    assert r["rounds"] == [0, 1, None]
    assert r["ruling"]["code"] == "first-round-decides" and r["points"] == [3, 0]


def test_exposed_card_any_tied_card_counts_even_the_raising_teams_own() -> None:
    # 4 players: seat 0 plays 3c, seat 2 (seat 0's partner) raises, seat 3 ties with 3h
    hands = [["3c", "6c", "Kc"], ["4h", "Jh", "Kh"], ["6s", "Js", "Ks"], ["3h", "Jd", "Kd"]]
    r = result(scenario(hands, ["play 3c", "play 4h", "raise", "accept", "play 6s", "play 3h"],
                        rules="paulista-fpt", dealer=3))
    assert r["rounds"] == [None]
    assert r["ruling"]["code"] == "exposed-card" and r["winner"] == 1 and r["points"] == [0, 3]


@pytest.mark.parametrize("preset", ["paulista", "mineiro"])
def test_exposed_card_is_ignored_by_other_tables(preset: str) -> None:
    r = exposed(["play Kh", "raise", "accept", "play Kc"], preset=preset)
    assert r["ruling"]["code"] == "first-round-decides" and r["winner"] == 0
    assert r["points"] == [Rules.preset(preset).ladder[1], 0]


def test_exposed_card_option_switches_the_rule() -> None:
    on = exposed(["play Kh", "raise", "accept", "play Kc"], preset="paulista", exposed_card=True)
    assert on["ruling"]["code"] == "exposed-card"
    off = exposed(["play Kh", "raise", "accept", "play Kc"], exposed_card=False)
    assert off["ruling"]["code"] == "first-round-decides"


@pytest.mark.parametrize("preset", PRESETS)
def test_federation_extras_belong_to_paulista_fpt_only(preset: str) -> None:
    rules = Rules.preset(preset)
    fpt = preset == "paulista-fpt"
    assert rules.exposed_card is fpt
    assert (rules.eleven_three_ties == "fpt") is fpt
