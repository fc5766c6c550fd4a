"""DESIGN.md contracts: card and action notation, scenario JSON and the scenario code."""

from __future__ import annotations

import json
from typing import Any

import pytest

from truco.core.actions import Action, Kind
from truco.core.cards import DECK, Card, Rank, Suit, parse_cards
from truco.core.errors import ActionError, CardError, RulesError, ScenarioError, TrucoError
from truco.notation.scenario import Scenario

EXAMPLE: dict[str, Any] = {"rules": "paulista", "players": 2, "score": [0, 0], "dealer": 1,
                           "vira": "7d", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
                           "actions": ["play 3c", "play 3h", "play Kh", "play Qd"]}

# -- cards ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["Qh", "qh", "QH", "qH", "Q♥", "q♥", "Q♡", " Qh ", "\tqh\n"])
def test_card_input_is_case_insensitive_and_takes_suit_symbols(text: str) -> None:
    card = Card.parse(text)
    assert card == Card(Rank.QUEEN, Suit.HEARTS)
    assert str(card) == "Qh"


@pytest.mark.parametrize(("symbol", "letter"), [("♣", "c"), ("♥", "h"), ("♠", "s"), ("♦", "d"),
                                                ("♧", "c"), ("♡", "h"), ("♤", "s"), ("♢", "d")])
def test_suit_symbols(symbol: str, letter: str) -> None:
    assert str(Card.parse("3" + symbol)) == "3" + letter
    assert str(Card.parse("a" + symbol)) == "A" + letter


def test_card_output_is_canonical_ascii_and_repr_pastes_back() -> None:
    for card in DECK:
        text = str(card)
        assert text.isascii() and len(text) == 2
        assert text[0] in "4567QJKA23" and text[1] in "chsd"
        assert Card.parse(text) is card
        assert Card.parse(text.lower()) is card and Card.parse(text.upper()) is card
        assert eval(repr(card), {"Card": Card}) is card
    assert Card.parse("q♥").pretty == "Q♥"
    assert [str(c) for c in parse_cards(["3C", "k♥"])] == ["3c", "Kh"]


@pytest.mark.parametrize("text", ["8h", "9c", "10d", "8♠", "10H"])
def test_8_9_10_are_rejected_as_not_in_the_40_card_deck(text: str) -> None:
    with pytest.raises(CardError) as err:
        Card.parse(text)
    assert "40-card deck" in err.value.message
    assert "8, 9 and 10" in err.value.message
    assert repr(text) in err.value.message  # the message quotes the input
    assert err.value.code == "card-not-in-deck"
    assert isinstance(err.value, ValueError)


@pytest.mark.parametrize(("text", "code"), [
    ("", "bad-card"), ("Q", "bad-card"), ("h", "bad-card"), ("Zh", "bad-rank"), ("1h", "bad-rank"),
    ("Qx", "bad-suit"), ("Q?", "bad-suit"), ("Qhh", "bad-rank"), ("QQ", "bad-suit"), ("11h", "bad-rank"),
    ("joker", "bad-rank"), ("  ", "bad-card"), ("Q-h", "bad-rank"),
])
def test_garbage_cards_are_rejected_with_a_reason(text: str, code: str) -> None:
    with pytest.raises(CardError) as err:
        Card.parse(text)
    assert err.value.code == code
    assert repr(text) in err.value.message


@pytest.mark.parametrize("value", [None, 5, ["Qh"], b"Qh"])
def test_a_card_must_be_a_string(value: object) -> None:
    with pytest.raises(CardError):
        Card.parse(value)  # type: ignore[arg-type]


# -- actions ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "canonical"), [
    ("play Qh", "play Qh"), ("PLAY qh", "play Qh"), ("play q♥", "play Qh"), ("  play   3C ", "play 3c"),
    ("cover 3♣", "cover 3c"), ("Cover ad", "cover Ad"), ("raise", "raise"), ("RAISE", "raise"),
    ("Accept", "accept"), ("fold", "fold"), ("play #1", "play #1"), ("play #3", "play #3"),
])
def test_action_strings_parse_and_print_canonically(text: str, canonical: str) -> None:
    action = Action.parse(text)
    assert str(action) == canonical
    assert Action.parse(canonical) == action
    assert eval(repr(action), {"Action": Action}) == action


def test_action_fields() -> None:
    assert Action.parse("play #2").slot == 2 and Action.parse("play #2").card is None
    assert Action.parse("cover Kh").kind is Kind.COVER and str(Action.parse("cover Kh").card) == "Kh"


@pytest.mark.parametrize("text", [
    "", "   ", "dance", "truco", "play", "play Qh Kh", "cover", "raise now", "accept it", "fold 3",
    "cover #2", "play #0", "play #4", "play #x", "play 8h", "play Zz", "playQh",
])
def test_bad_action_strings_are_rejected(text: str) -> None:
    with pytest.raises(ActionError) as err:
        Action.parse(text)
    assert err.value.code == "bad-action"
    assert err.value.message


def test_bad_card_in_an_action_says_why() -> None:
    with pytest.raises(ActionError, match="40-card deck"):
        Action.parse("play 10h")


@pytest.mark.parametrize("value", [None, 3, ["raise"]])
def test_an_action_must_be_a_string(value: object) -> None:
    with pytest.raises(ActionError):
        Action.parse(value)  # type: ignore[arg-type]


# -- scenario JSON -----------------------------------------------------------------------------


def test_scenario_json_round_trips() -> None:
    sc = Scenario.from_json(EXAMPLE)
    assert sc.to_json() == EXAMPLE
    assert Scenario.from_json(sc.to_json()) == sc
    assert Scenario.parse_json(json.dumps(EXAMPLE)) == sc


def test_scenario_json_defaults_players_2_score_0_0_dealer_last_seat_no_actions() -> None:
    sc = Scenario.from_json({"vira": "7d", "hands": EXAMPLE["hands"]})
    out = sc.to_json()
    assert (out["rules"], out["players"], out["score"], out["dealer"], out["actions"]) == (
        "paulista", 2, [0, 0], 1, [])
    four = Scenario.from_json({"players": 4, "vira": "7d",
                               "hands": [*EXAMPLE["hands"], ["2c", "2h", "2s"], ["Jc", "Jh", "Js"]]})
    assert four.dealer == 3


def test_scenario_json_rules_object_with_overrides_round_trips() -> None:
    data = {**EXAMPLE, "rules": {"preset": "mineiro", "ladder": [2, 4, 8, 10, 12]}}
    del data["vira"]
    sc = Scenario.from_json(data)
    assert sc.rules.ladder == (2, 4, 8, 10, 12)
    assert sc.to_json() == data


def test_scenario_json_canonicalises_cards() -> None:
    sc = Scenario.from_json({"vira": "7♦", "hands": [["3C", "k♥", "4s"], ["3h", "KS", "qd"]]})
    assert sc.to_json()["vira"] == "7d"
    assert sc.to_json()["hands"] == EXAMPLE["hands"]


def bad(**changes: Any) -> dict[str, Any]:
    data = dict(EXAMPLE)
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(("data", "error", "code"), [
    ([], ScenarioError, "bad-scenario"),
    ("paulista", ScenarioError, "bad-scenario"),
    (bad(colour="red"), ScenarioError, "unknown-field"),
    (bad(rules="truco-gaucho"), RulesError, "unknown-preset"),
    (bad(rules={"preset": "nope"}), RulesError, "unknown-preset"),
    (bad(rules={"preset": "paulista", "jokers": True}), RulesError, "unknown-option"),
    (bad(rules={"preset": "paulista", "target": 0}), RulesError, "bad-option"),
    (bad(rules=7), RulesError, "bad-rules"),
    (bad(rules=["paulista"]), RulesError, "bad-rules"),
    (bad(players=3), ScenarioError, "bad-players"),
    (bad(players="2"), ScenarioError, "bad-players"),
    (bad(players=True), ScenarioError, "bad-players"),
    (bad(players=2.0), ScenarioError, "bad-players"),
    (bad(players=4), ScenarioError, "bad-hands"),
    (bad(score=[0]), ScenarioError, "bad-score"),
    (bad(score=[0, 0, 0]), ScenarioError, "bad-score"),
    (bad(score="0-0"), ScenarioError, "bad-score"),
    (bad(score=[0, "1"]), ScenarioError, "bad-score"),
    (bad(score=[True, 0]), ScenarioError, "bad-score"),
    (bad(score=[1.0, 0]), ScenarioError, "bad-score"),
    (bad(score=[-1, 0]), ScenarioError, "bad-score"),
    (bad(score=[0, 12]), ScenarioError, "bad-score"),
    (bad(dealer=2), ScenarioError, "bad-dealer"),
    (bad(dealer=-1), ScenarioError, "bad-dealer"),
    (bad(dealer="1"), ScenarioError, "bad-dealer"),
    (bad(dealer=True), ScenarioError, "bad-dealer"),
    (bad(hands=...), ScenarioError, "missing-hands"),
    (bad(hands="3c Kh 4s"), ScenarioError, "bad-hands"),
    (bad(hands=["3c", "Kh"]), ScenarioError, "bad-hands"),
    (bad(hands=[["3c", "Kh", "4s"]]), ScenarioError, "bad-hands"),
    (bad(hands=[["3c", "Kh", "4s"], ["3h", "Ks"]]), ScenarioError, "bad-hand-size"),
    (bad(hands=[["3c", "Kh", "4s", "2c"], ["3h", "Ks", "Qd"]]), ScenarioError, "bad-hand-size"),
    (bad(hands=[["3c", "Kh", "4s"], ["3h", "Ks", "3c"]]), ScenarioError, "duplicate-card"),
    (bad(hands=[["3c", "Kh", "7d"], ["3h", "Ks", "Qd"]]), ScenarioError, "duplicate-card"),
    (bad(hands=[["3c", "Kh", "9s"], ["3h", "Ks", "Qd"]]), CardError, "card-not-in-deck"),
    (bad(hands=[["3c", "Kh", "Xs"], ["3h", "Ks", "Qd"]]), CardError, "bad-rank"),
    (bad(hands=[["3c", "Kh", 4], ["3h", "Ks", "Qd"]]), ScenarioError, "bad-card"),
    (bad(vira=...), ScenarioError, "missing-vira"),
    (bad(vira="8d"), CardError, "card-not-in-deck"),
    (bad(vira=7), ScenarioError, "bad-card"),
    (bad(rules="mineiro"), ScenarioError, "unexpected-vira"),
    (bad(actions="play 3c"), ScenarioError, "bad-actions"),
    (bad(actions=["play 3c", 5]), ScenarioError, "bad-actions"),
])
def test_scenario_json_error_paths(data: Any, error: type[TrucoError], code: str) -> None:
    with pytest.raises(error) as err:
        Scenario.from_json(data)
    assert err.value.code == code
    assert err.value.message
    json.dumps(err.value.to_json())  # every error is JSON-ready


@pytest.mark.parametrize("text", ["", "{", "{'rules': 'paulista'}", "[1, 2", "nul", "{\"a\": }",
                                  pytest.param("[" * 100_000 + "]" * 100_000, id="deeply-nested")])
def test_malformed_scenario_json_is_a_scenario_error(text: str) -> None:
    with pytest.raises(ScenarioError) as err:
        Scenario.parse_json(text)
    assert err.value.code == "bad-json"


def test_an_unreadable_action_is_refused_when_the_scenario_is_read_with_its_index() -> None:
    with pytest.raises(TrucoError) as err:
        Scenario.from_json(bad(actions=["play 3c", "dance"]))
    assert err.value.code == "bad-action"
    assert err.value.params["index"] == 1
    assert err.value.message.startswith("action 1 ")


def test_actions_are_kept_in_canonical_notation() -> None:
    sc = Scenario.from_json(bad(actions=["PLAY 3♣", " raise "]))
    assert sc.to_json()["actions"] == ["play 3c", "raise"]


@pytest.mark.parametrize(("actions", "code"), [
    (["play Kh"], "card-not-in-hand"), (["accept"], "no-raise-pending"),
])
def test_a_bad_action_in_a_scenario_is_reported_when_played_with_its_index(
        actions: list[str], code: str) -> None:
    sc = Scenario.from_json(bad(actions=["play 3c", *actions]))
    with pytest.raises(TrucoError) as err:
        sc.play()
    assert err.value.code == code
    assert err.value.params["index"] == 1
    assert err.value.message.startswith("action 1 ")


# -- scenario code ---------------------------------------------------------------------------------

EXAMPLE_CODE = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-Kh-Qd"


def test_scenario_code_of_the_example() -> None:
    sc = Scenario.from_json(EXAMPLE)
    assert sc.to_code() == EXAMPLE_CODE
    assert Scenario.from_code(EXAMPLE_CODE) == sc


@pytest.mark.parametrize("data", [
    EXAMPLE,
    {**EXAMPLE, "actions": []},
    {**EXAMPLE, "score": [11, 7], "actions": ["accept", "play 3c", "fold"]},
    {**EXAMPLE, "actions": ["raise", "raise", "accept", "play 3c", "play 3h", "cover Kh"]},
    {**EXAMPLE, "rules": {"preset": "paulista", "three_ties": "dealer", "exposed_card": True,
                          "cover_from_round": 3, "target": 15}},
    {**EXAMPLE, "rules": "paulista-fpt", "score": [11, 11], "actions": ["play #2", "play #1"]},
    {"rules": {"preset": "mineiro", "ladder": [2, 4, 8, 10, 12], "iron_hand": "open"}, "players": 2,
     "score": [3, 9], "dealer": 0, "hands": EXAMPLE["hands"], "actions": ["raise", "fold"]},
    {"rules": {"preset": "paulista-fpt", "eleven_three_ties": "three_ties"}, "players": 4,
     "score": [0, 0], "dealer": 2, "vira": "Ad",
     "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "2h", "2s"], ["Jc", "Jh", "Js"]],
     "actions": ["play Jc", "raise", "accept"]},
])
def test_scenario_code_round_trips_with_scenario_json(data: dict[str, Any]) -> None:
    sc = Scenario.from_json(data)
    code = sc.to_code()
    assert all(ch.isalnum() or ch in "-._" for ch in code)  # URL-safe
    back = Scenario.from_code(code)
    assert back == sc
    assert back.to_json() == sc.to_json()
    assert back.to_code() == code


@pytest.mark.parametrize(("code", "error", "expected"), [
    ("", ScenarioError, "bad-code"),
    ("v1.paulista.h3c Kh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista.v7♦.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1." + "x" * 2000, ScenarioError, "bad-code"),
    ("v2.paulista.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code-version"),
    ("paulista.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code-version"),
    ("v1", ScenarioError, "bad-code"),
    ("v1.gaucho.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista", ScenarioError, "missing-hands"),
    ("v1.paulista.v7d.h3cKh4s-3hKsQd.zebra", ScenarioError, "bad-code"),
    ("v1.paulista..v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista.pfour.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista.p3.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-players"),
    ("v1.paulista.s0.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista.s0-12.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-score"),
    ("v1.paulista.dx.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista.d5.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-dealer"),
    ("v1.paulista.v8d.h3cKh4s-3hKsQd", CardError, "card-not-in-deck"),
    ("v1.paulista.h3cKh4s-3hKsQd", ScenarioError, "missing-vira"),
    ("v1.mineiro.v7d.h3cKh4s-3hKsQd", ScenarioError, "unexpected-vira"),
    ("v1.paulista.v7d.h3cKh4-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista.v7d.h3cKh4s-3hKs", ScenarioError, "bad-hand-size"),
    ("v1.paulista.v7d.h3cKh4s-3hKs3c", ScenarioError, "duplicate-card"),
    ("v1.paulista.v7d.h3cKh9s-3hKsQd", CardError, "card-not-in-deck"),
    ("v1.paulista.ojokers-1.v7d.h3cKh4s-3hKsQd", ScenarioError, "unknown-option"),
    ("v1.paulista.otarget-x.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
    ("v1.paulista.otarget-99999.v7d.h3cKh4s-3hKsQd", RulesError, "bad-option"),
    ("v1.paulista.oexposed_card-2.v7d.h3cKh4s-3hKsQd", RulesError, "bad-option"),
    ("v1.paulista.othree_ties-sometimes.v7d.h3cKh4s-3hKsQd", RulesError, "bad-option"),
    ("v1.paulista.oladder-3-1.v7d.h3cKh4s-3hKsQd", RulesError, "bad-option"),
    ("v1.paulista.oladder-a-b.v7d.h3cKh4s-3hKsQd", ScenarioError, "bad-code"),
])
def test_scenario_code_error_paths(code: str, error: type[TrucoError], expected: str) -> None:
    with pytest.raises(error) as err:
        Scenario.from_code(code)
    assert err.value.code == expected
    assert err.value.message


@pytest.mark.parametrize("value", [None, 12, b"v1.paulista"])
def test_scenario_code_must_be_a_string(value: object) -> None:
    with pytest.raises(ScenarioError):
        Scenario.from_code(value)  # type: ignore[arg-type]


def test_scenario_code_bad_action_token_is_reported_with_its_index() -> None:
    with pytest.raises(TrucoError) as err:
        Scenario.from_code("v1.paulista.v7d.h3cKh4s-3hKsQd.a3c-zz")
    assert err.value.params["index"] == 1
