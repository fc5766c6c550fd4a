"""Rules specs: presets, option overrides and every refusal."""

from __future__ import annotations

import json
from typing import Any

import pytest

from truco.core.errors import RulesError
from truco.core.rules import OPTION_NAMES, PRESETS, Rules


def test_option_names_are_those_of_rules_md() -> None:
    assert set(OPTION_NAMES) == {"manilhas", "ladder", "three_ties", "eleven_at", "eleven_value",
                                 "eleven_fold_pays", "iron_hand", "exposed_card", "target",
                                 "eleven_three_ties", "cover_from_round"}


@pytest.mark.parametrize("name", ["", "Paulista", "gaucho", "paulista_fpt", "mineira", "default"])
def test_unknown_preset(name: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.preset(name)
    assert err.value.code == "unknown-preset"
    assert repr(name) in err.value.message
    assert all(p in err.value.message for p in PRESETS)  # the message lists the presets
    with pytest.raises(RulesError):
        Rules.from_spec(name)
    with pytest.raises(RulesError):
        Rules.from_spec({"preset": name})


@pytest.mark.parametrize("value", [None, 3, ["paulista"], {"a": 1}])
def test_a_preset_name_must_be_a_string(value: object) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec({"preset": value})
    assert err.value.code == "unknown-preset"


@pytest.mark.parametrize("spec", [3, 2.5, True, ["paulista"], ("paulista",)])
def test_a_rules_spec_is_a_name_or_an_object(spec: object) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec(spec)
    assert err.value.code == "bad-rules"


@pytest.mark.parametrize("option", ["jokers", "preset_name", "Ladder", "three-ties", "flor", ""])
def test_unknown_option(option: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec({"preset": "paulista", option: 1})
    assert err.value.code == "unknown-option"
    assert err.value.params["option"] == option
    assert repr(option) in err.value.message
    assert "ladder" in err.value.message  # it lists the known options


BAD_VALUES: list[tuple[str, Any]] = [
    ("manilhas", "vira "), ("manilhas", "Fixed"), ("manilhas", None), ("manilhas", 1),
    ("ladder", []), ("ladder", [1]), ("ladder", [3, 1]), ("ladder", [1, 1, 3]), ("ladder", [0, 1]),
    ("ladder", [-1, 3]), ("ladder", [1.5, 3]), ("ladder", [True, 3]), ("ladder", "1 3 6 9 12"),
    ("ladder", None), ("ladder", 12), ("ladder", [1, "3"]),
    ("three_ties", "mão"), ("three_ties", "both"), ("three_ties", None), ("three_ties", 0),
    ("eleven_at", 0), ("eleven_at", 30), ("eleven_at", "11"), ("eleven_at", 11.0),
    ("eleven_at", True), ("eleven_at", None),
    ("eleven_value", 0), ("eleven_value", -3), ("eleven_value", "3"), ("eleven_value", False),
    ("eleven_fold_pays", 0), ("eleven_fold_pays", 1.5), ("eleven_fold_pays", [1]),
    ("iron_hand", "closed"), ("iron_hand", True), ("iron_hand", None),
    ("exposed_card", 1), ("exposed_card", 0), ("exposed_card", "yes"), ("exposed_card", None),
    ("eleven_three_ties", "nobody"), ("eleven_three_ties", "FPT"), ("eleven_three_ties", None),
    ("cover_from_round", 0), ("cover_from_round", 5), ("cover_from_round", "2"),
    ("cover_from_round", True),
    ("target", 1), ("target", 31), ("target", 100), ("target", "12"), ("target", 12.0), ("target", None),
]


@pytest.mark.parametrize(("option", "value"), BAD_VALUES)
def test_every_bad_option_value_is_refused(option: str, value: Any) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec({"preset": "paulista", option: value})
    assert err.value.code == "bad-option"
    assert err.value.params["option"] == option
    assert repr(option) in err.value.message and "expected" in err.value.message
    json.dumps(err.value.to_json())


def test_every_option_has_bad_values_tested() -> None:
    assert {o for o, _ in BAD_VALUES} == set(OPTION_NAMES)


@pytest.mark.parametrize(("preset", "options"), [
    ("paulista", {"eleven_at": 12}), ("paulista", {"target": 11}), ("paulista", {"target": 5}),
    ("mineiro", {"target": 10}), ("paulista", {"eleven_at": 20, "target": 20}),
])
def test_eleven_at_must_be_below_target(preset: str, options: dict[str, Any]) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec({"preset": preset, **options})
    assert err.value.code == "bad-option" and err.value.params["option"] == "eleven_at"


@pytest.mark.parametrize(("option", "value"), [
    ("manilhas", "fixed"), ("ladder", [2, 4, 8, 10, 12]), ("ladder", [1, 2]), ("three_ties", "dealer"),
    ("eleven_at", 1), ("eleven_value", 12), ("eleven_fold_pays", 12), ("iron_hand", "blind"),
    ("exposed_card", True), ("eleven_three_ties", "fpt"), ("cover_from_round", 1),
    ("cover_from_round", 4), ("target", 30), ("target", 13),
    ("ladder", [1, 2, 3, 4, 5, 6, 7, 12]),
])
def test_good_option_values_are_accepted_and_round_trip(option: str, value: Any) -> None:
    rules = Rules.from_spec({"preset": "paulista", option: value})
    got = getattr(rules, option)
    assert (list(got) if isinstance(got, tuple) else got) == value
    assert Rules.from_spec(rules.to_spec()) == rules
    assert Rules.from_spec(json.loads(json.dumps(rules.to_spec()))) == rules


def test_ladder_tuple_is_accepted_and_stored_as_a_tuple() -> None:
    assert Rules.from_spec({"preset": "paulista", "ladder": (1, 2, 3)}).ladder == (1, 2, 3)


def test_spec_of_a_plain_preset_is_its_name() -> None:
    for name in PRESETS:
        assert Rules.preset(name).to_spec() == name
    # an override equal to the preset's own value is no override at all
    assert Rules.from_spec({"preset": "mineiro", "eleven_at": 10}).to_spec() == "mineiro"


def test_options_are_json_ready() -> None:
    for name in PRESETS:
        options = Rules.preset(name).options()
        assert set(options) == set(OPTION_NAMES)
        json.dumps(options)


def test_rules_are_immutable() -> None:
    rules = Rules()
    with pytest.raises(AttributeError):
        rules.target = 15  # type: ignore[misc]


def test_every_choice_a_table_plays_is_a_valid_option_on_every_preset() -> None:
    """Options: the values the site offers on top of a preset are all accepted by the engine."""
    from truco.core.rules import PRESETS, TABLE_CHOICES, Rules

    for preset in PRESETS:
        for name, values in TABLE_CHOICES.items():
            for value in values:
                given = list(value) if isinstance(value, tuple) else value
                rules = Rules.preset(preset).with_options(**{name: given})
                assert getattr(rules, name) == value


# -- limits that come from the rules (issue 17): checked once, where rules are parsed -------------


def test_a_ladder_has_at_most_eight_steps() -> None:
    from truco.core.rules import MAX_LADDER_STEPS

    assert MAX_LADDER_STEPS == 8
    Rules.from_spec({"preset": "paulista", "ladder": list(range(1, 9))})
    for steps in (9, 15, 15_000):
        with pytest.raises(RulesError) as err:
            Rules.from_spec({"preset": "paulista", "ladder": list(range(1, steps + 1)),
                             "target": 30})
        assert err.value.code == "ladder-too-long"
        assert err.value.params == {"option": "ladder", "limit": 8, "steps": steps}
        assert "at most 8 steps" in err.value.message


@pytest.mark.parametrize("ladder", [[1, 3, 6, 9, 13], [1, 20], [2, 4, 8, 16]])
def test_no_ladder_step_is_above_the_target(ladder: list[int]) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec({"preset": "paulista", "ladder": ladder})
    assert err.value.code == "above-target"
    assert err.value.params == {"option": "ladder", "value": ladder[-1], "target": 12}
    # the same ladder under a longer match is fine
    assert Rules.from_spec({"preset": "paulista", "ladder": ladder, "target": 30}).ladder[-1] \
        == ladder[-1]


@pytest.mark.parametrize(("options", "option"), [
    ({"eleven_value": 13}, "eleven_value"), ({"eleven_fold_pays": 13}, "eleven_fold_pays"),
    ({"target": 9, "eleven_at": 8, "ladder": [1, 3], "eleven_value": 10}, "eleven_value"),
    ({"target": 8, "eleven_at": 7}, "ladder"),  # the preset's ladder tops at 12
])
def test_what_a_hand_pays_is_at_most_the_target(options: dict[str, Any], option: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec({"preset": "mineiro", **options})
    assert err.value.code == "above-target" and err.value.params["option"] == option


def test_a_shorter_match_needs_a_ladder_that_fits_it() -> None:
    rules = Rules.from_spec({"preset": "paulista", "target": 6, "eleven_at": 5,
                             "ladder": [1, 3, 6]})
    assert (rules.target, rules.ladder, rules.eleven_value) == (6, (1, 3, 6), 3)


def test_every_integer_option_is_bounded() -> None:
    from truco.core.rules import _INT_RANGES

    assert set(_INT_RANGES) | {"ladder"} >= {o for o in OPTION_NAMES
                                             if isinstance(getattr(Rules(), o), int)
                                             and not isinstance(getattr(Rules(), o), bool)}
    assert max(high for _, high in _INT_RANGES.values()) <= 30
