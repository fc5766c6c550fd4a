"""RULES.md "Presets": every row of the table, as options and as play."""

from __future__ import annotations

from typing import Any

import pytest
from engine_kit import ELEVEN_AT, PRESETS, play, result, scenario, sequence_scenario

from truco.core.rules import OPTION_NAMES, Rules
from truco.core.rules import PRESETS as RULE_PRESETS
from truco.core.strength import manilhas

TABLE: dict[str, dict[str, Any]] = {
    "paulista": {"manilhas": "vira", "ladder": [1, 3, 6, 9, 12], "three_ties": "mao",
                 "eleven_at": 11, "eleven_value": 3, "eleven_fold_pays": 1, "iron_hand": "open",
                 "exposed_card": False, "target": 12},
    "paulista-fpt": {"manilhas": "vira", "ladder": [1, 3, 6, 9, 12], "three_ties": "nobody",
                     "eleven_at": 11, "eleven_value": 3, "eleven_fold_pays": 1,
                     "iron_hand": "blind", "exposed_card": True, "target": 12},
    "mineiro": {"manilhas": "fixed", "ladder": [2, 4, 6, 10, 12], "three_ties": "nobody",
                "eleven_at": 10, "eleven_value": 4, "eleven_fold_pays": 2, "iron_hand": "blind",
                "exposed_card": False, "target": 12},
}
H2 = [["3c", "Kc", "Qc"], ["6h", "Jh", "Qh"]]
WIN = ["play 3c", "play 6h", "play Kc", "play Jh"]


def test_the_three_presets_and_no_others() -> None:
    assert list(RULE_PRESETS) == list(PRESETS)


def test_default_preset_is_paulista() -> None:
    assert Rules() == Rules.preset() == Rules.preset("paulista") == Rules.from_spec(None)
    assert result({"hands": H2, "vira": "4d"})["manilhas"] == ["5c", "5h", "5s", "5d"]
    assert Rules.from_spec({"three_ties": "dealer"}).preset_name == "paulista"


# -- one test per row, the option value and what it does ----------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_row_manilhas_from_the_vira_or_fixed_4c_7h_As_7d(preset: str) -> None:
    rules = Rules.preset(preset)
    assert rules.manilhas == TABLE[preset]["manilhas"]
    r = result(scenario(H2, rules=preset, vira="Kd"))
    expected = ["Ac", "Ah", "As", "Ad"] if preset != "mineiro" else ["4c", "7h", "As", "7d"]
    assert r["manilhas"] == expected


@pytest.mark.parametrize("preset", PRESETS)
def test_row_ladder(preset: str) -> None:
    ladder = TABLE[preset]["ladder"]
    assert list(Rules.preset(preset).ladder) == ladder
    for k in range(5):
        r = result(scenario(H2, [*["raise"] * k, "accept"] if k else [], rules=preset))
        assert r["value"] == ladder[k]


@pytest.mark.parametrize("preset", PRESETS)
def test_row_three_ties(preset: str) -> None:
    assert Rules.preset(preset).three_ties == TABLE[preset]["three_ties"]
    r = result(sequence_scenario("TTT", rules=preset))
    assert r["ruling"]["code"] == "three-ties-" + TABLE[preset]["three_ties"]


@pytest.mark.parametrize("preset", PRESETS)
def test_row_eleven_at_eleven_value_eleven_fold_pays(preset: str) -> None:
    row = TABLE[preset]
    rules = Rules.preset(preset)
    assert (rules.eleven_at, rules.eleven_value, rules.eleven_fold_pays) == (
        row["eleven_at"], row["eleven_value"], row["eleven_fold_pays"])
    at = (row["eleven_at"], 0)
    assert play(scenario(H2, rules=preset, score=(row["eleven_at"] - 1, 0))).kind.value == "normal"
    assert result(scenario(H2, ["accept", *WIN], rules=preset, score=at))["points"] == [
        row["eleven_value"], 0]
    assert result(scenario(H2, ["fold"], rules=preset, score=at))["points"] == [
        0, row["eleven_fold_pays"]]


@pytest.mark.parametrize("preset", PRESETS)
def test_row_iron_hand(preset: str) -> None:
    assert Rules.preset(preset).iron_hand == TABLE[preset]["iron_hand"]
    e = ELEVEN_AT[preset]
    assert play(scenario(H2, rules=preset, score=(e, e))).blind is (
        TABLE[preset]["iron_hand"] == "blind")


@pytest.mark.parametrize("preset", PRESETS)
def test_row_exposed_card(preset: str) -> None:
    assert Rules.preset(preset).exposed_card is TABLE[preset]["exposed_card"]
    r = result(scenario([["3c", "6c", "Kc"], ["3h", "Jh", "Kh"]],
                        ["play 3c", "raise", "accept", "play 3h"], rules=preset))
    assert (r["ruling"] is not None and r["ruling"]["code"] == "exposed-card") is \
        TABLE[preset]["exposed_card"]


@pytest.mark.parametrize("preset", PRESETS)
def test_row_target(preset: str) -> None:
    assert Rules.preset(preset).target == TABLE[preset]["target"] == 12
    e = ELEVEN_AT[preset]
    r = result(scenario(H2, ["accept", *WIN], rules=preset, score=(e, 0)))
    assert r["score"][0] == 12 and r["match_winner"] == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_every_table_row_matches_the_preset_options(preset: str) -> None:
    options = Rules.preset(preset).options()
    for key, value in TABLE[preset].items():
        assert options[key] == value, key


# -- options can be overridden one by one on top of a preset ---------------------------------------

OVERRIDES: dict[str, Any] = {
    "manilhas": {"vira": "fixed", "fixed": "vira"}, "three_ties": "dealer",
    "eleven_at": 9, "eleven_value": 5, "eleven_fold_pays": 3, "iron_hand": {"open": "blind",
                                                                             "blind": "open"},
    "exposed_card": None, "eleven_three_ties": {"fpt": "three_ties", "three_ties": "fpt"},
    "cover_from_round": 3, "target": 15, "ladder": [1, 2, 4, 8],
}


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("option", OPTION_NAMES)
def test_options_can_be_overridden_one_by_one_on_top_of_a_preset(preset: str, option: str) -> None:
    base = Rules.preset(preset)
    current = getattr(base, option)
    new = OVERRIDES[option]
    if isinstance(new, dict):
        new = new[current]
    elif new is None:
        new = not current
    rules = Rules.from_spec({"preset": preset, option: new})
    got = getattr(rules, option)
    assert (list(got) if isinstance(got, tuple) else got) == new
    for other in OPTION_NAMES:
        if other != option:
            assert getattr(rules, other) == getattr(base, other), other
    assert rules.to_spec() == {"preset": preset, option: new}
    assert Rules.from_spec(rules.to_spec()) == rules


def test_manilhas_override_changes_the_cards_that_are_manilhas() -> None:
    fixed = Rules.from_spec({"preset": "paulista", "manilhas": "fixed"})
    assert [str(c) for c in manilhas(fixed, None)] == ["4c", "7h", "As", "7d"]
    assert result(scenario(H2, rules="mineiro", manilhas="vira", vira="Kd"))["manilhas"][0] == "Ac"
