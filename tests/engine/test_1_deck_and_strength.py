"""RULES.md section 1: Deck and strength."""

from __future__ import annotations

import json

import pytest
from engine_kit import PRESETS, VIRA_PRESETS, play, scenario

from truco.core.cards import DECK, MANILHA_NAMES, RANKS, Card, Rank, Suit
from truco.core.errors import CardError, ScenarioError
from truco.core.rules import Rules
from truco.core.strength import (
    FIXED_MANILHAS,
    compare,
    manilha_rank,
    manilhas,
    ranking,
    strength_table,
)
from truco.observation import observe

CYCLE = ["4", "5", "6", "7", "Q", "J", "K", "A", "2", "3"]


def table_for(preset: str, vira: str | None = "4d") -> dict[Card, int]:
    rules = Rules.preset(preset)
    return strength_table(rules, Card.parse(vira) if rules.uses_vira and vira else None)


def ordinary(preset: str, vira: str = "4d") -> list[Card]:
    rules = Rules.preset(preset)
    tops = set(manilhas(rules, Card.parse(vira) if rules.uses_vira else None))
    return [c for c in DECK if c not in tops]


# -- 40 cards: the ten ranks above in four suits (no 8, 9, 10, no jokers) ---------------------


def test_deck_has_40_cards_ten_ranks_in_four_suits() -> None:
    assert len(DECK) == 40
    assert len(set(DECK)) == 40
    assert [r.value for r in RANKS] == CYCLE
    assert {c.suit for c in DECK} == set(Suit)
    for rank in RANKS:
        assert sum(c.rank is rank for c in DECK) == 4


@pytest.mark.parametrize("rank", ["8", "9", "10"])
def test_deck_has_no_8_9_10(rank: str) -> None:
    assert all(c.rank.value != rank for c in DECK)
    with pytest.raises(CardError, match="40-card deck"):
        Card.parse(rank + "h")


@pytest.mark.parametrize("text", ["Jk", "joker", "JOKER", "Xh", "1c", "0d"])
def test_deck_has_no_jokers(text: str) -> None:
    assert {str(c) for c in DECK} == {r + s for r in CYCLE for s in "chsd"}
    with pytest.raises(CardError):
        Card.parse(text)


# -- ordinary rank order 4 5 6 7 Q J K A 2 3; suit never matters; same rank ties ---------------


@pytest.mark.parametrize("preset", PRESETS)
def test_ordinary_rank_order_is_4_5_6_7_Q_J_K_A_2_3(preset: str) -> None:
    table = table_for(preset)
    cards = ordinary(preset)
    for a in cards:
        for b in cards:
            expected = CYCLE.index(a.rank.value) - CYCLE.index(b.rank.value)
            got = table[a] - table[b]
            assert (got > 0) == (expected > 0) and (got == 0) == (expected == 0), (a, b)


@pytest.mark.parametrize("preset", PRESETS)
def test_ordinary_4_is_weakest_and_3_strongest(preset: str) -> None:
    table = table_for(preset)
    cards = ordinary(preset)
    weakest = min(table[c] for c in cards)
    strongest = max(table[c] for c in cards)
    assert {c.rank.value for c in cards if table[c] == weakest} == {"4"}
    assert {c.rank.value for c in cards if table[c] == strongest} == {"3"}


@pytest.mark.parametrize("preset", PRESETS)
def test_same_rank_ordinary_cards_tie_whatever_the_suit(preset: str) -> None:
    rules = Rules.preset(preset)
    vira = Card.parse("4d") if rules.uses_vira else None
    for a in ordinary(preset):
        for b in ordinary(preset):
            if a.rank is b.rank and a != b:
                ruling = compare(rules, vira, a, b)
                assert ruling.code == "same-rank-tie", (a, b)


@pytest.mark.parametrize("preset", PRESETS)
def test_same_rank_ordinary_cards_tie_in_a_round(preset: str) -> None:
    hand = play(scenario([["Kc", "6c", "Qc"], ["Kh", "6h", "Qh"]], ["play Kc", "play Kh"],
                         rules=preset))
    assert hand.rounds[0].winner is None


# -- vira presets ------------------------------------------------------------------------------


@pytest.mark.parametrize(("vira_rank", "manilha"), list(zip(CYCLE, CYCLE[1:] + CYCLE[:1], strict=True)))
def test_manilha_rank_is_the_rank_after_the_vira(vira_rank: str, manilha: str) -> None:
    for suit in "chsd":
        assert manilha_rank(Card.parse(vira_rank + suit)).value == manilha


def test_manilha_rank_follows_vira_cyclically_3_to_4() -> None:
    assert manilha_rank(Card.parse("3s")) is Rank.FOUR
    # and in play: with vira 3s, the humble 4d beats a 3
    hand = play(scenario([["3c", "6c", "Qc"], ["4d", "6h", "Qh"]], ["play 3c", "play 4d"],
                         vira="3s"))
    assert hand.rounds[0].winner == 1


@pytest.mark.parametrize("preset", VIRA_PRESETS)
@pytest.mark.parametrize("vira_rank", CYCLE)
def test_four_manilhas_beat_every_other_card(preset: str, vira_rank: str) -> None:
    rules = Rules.preset(preset)
    vira = Card.parse(vira_rank + "h")
    table = strength_table(rules, vira)
    tops = manilhas(rules, vira)
    assert len(tops) == 4 and {c.rank for c in tops} == {vira.rank.next()}
    weakest_manilha = min(table[c] for c in tops)
    assert all(table[c] < weakest_manilha for c in DECK if c not in tops)


@pytest.mark.parametrize("preset", VIRA_PRESETS)
@pytest.mark.parametrize("vira_rank", CYCLE)
def test_manilhas_rank_by_suit_clubs_hearts_spades_diamonds(preset: str, vira_rank: str) -> None:
    rules = Rules.preset(preset)
    vira = Card.parse(vira_rank + "s")
    table = strength_table(rules, vira)
    rank = manilha_rank(vira).value
    zap, copas, espadilha, ouros = (Card.parse(rank + s) for s in "chsd")
    assert table[zap] > table[copas] > table[espadilha] > table[ouros]
    assert [str(c) for c in manilhas(rules, vira)] == [rank + s for s in "chsd"]
    assert compare(rules, vira, copas, zap).to_json()["params"]["winner"] == str(zap)
    assert compare(rules, vira, copas, zap).code == "manilha-suit"


def test_manilha_nicknames_zap_copas_espadilha_pica_fumo() -> None:
    assert [MANILHA_NAMES[s] for s in (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)] == [
        "zap", "copas", "espadilha", "pica-fumo"]


@pytest.mark.parametrize("preset", VIRA_PRESETS)
def test_with_vira_4_5c_is_the_strongest_card(preset: str) -> None:
    rules = Rules.preset(preset)
    for suit in "chsd":
        groups = ranking(rules, Card.parse("4" + suit))
        assert groups[0] == [Card.parse("5c")]


@pytest.mark.parametrize("preset", VIRA_PRESETS)
def test_with_vira_4_5c_wins_a_round_against_a_3(preset: str) -> None:
    hand = play(scenario([["3c", "6c", "Qc"], ["5c", "6h", "Qh"]], ["play 3c", "play 5c"],
                         rules=preset, vira="4h"))
    assert hand.rounds[0].winner == 1
    assert hand.rounds[0].ruling.params["compare"]["code"] == "manilha-beats-ordinary"


@pytest.mark.parametrize("preset", VIRA_PRESETS)
def test_vira_is_nobodys_card(preset: str) -> None:
    with pytest.raises(ScenarioError, match="twice") as err:
        play(scenario([["4d", "6c", "Qc"], ["3h", "6h", "Qh"]], rules=preset, vira="4d"))
    assert err.value.code == "duplicate-card"
    hand = play(scenario([["3c", "6c", "Qc"], ["3h", "6h", "Qh"]], rules=preset, vira="4d"))
    assert all(Card.parse("4d") not in held for held in hand.hands)


@pytest.mark.parametrize("preset", VIRA_PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_vira_is_visible_to_all(preset: str, players: int) -> None:
    hands = [["3c", "6c", "Qc"], ["3h", "6h", "Qh"], ["Jc", "Kc", "Ac"], ["Jh", "Kh", "Ah"]]
    hand = play(scenario(hands[:players], rules=preset, vira="7s"))
    for seat in range(players):
        assert observe(hand, seat).to_json()["vira"] == "7s"


@pytest.mark.parametrize("preset", VIRA_PRESETS)
def test_vira_presets_need_a_vira(preset: str) -> None:
    with pytest.raises(ScenarioError) as err:
        play(scenario([["3c", "6c", "Qc"], ["3h", "6h", "Qh"]], rules=preset, vira=None))
    assert err.value.code == "missing-vira"


# -- fixed-manilha preset (mineiro) -------------------------------------------------------------


def test_mineiro_has_no_vira() -> None:
    data = scenario([["3c", "6c", "Qc"], ["3h", "6h", "Qh"]], rules="mineiro")
    assert "vira" not in data
    assert play(data).deal.vira is None
    with pytest.raises(ScenarioError) as err:
        play({**data, "vira": "4d"})
    assert err.value.code == "unexpected-vira"


def test_mineiro_fixed_manilhas_4c_7h_As_7d_strongest_first() -> None:
    rules = Rules.preset("mineiro")
    assert [str(c) for c in manilhas(rules, None)] == ["4c", "7h", "As", "7d"]
    assert [str(c) for c in FIXED_MANILHAS] == ["4c", "7h", "As", "7d"]
    table = strength_table(rules, None)
    four_c, seven_h, ace_s, seven_d = (Card.parse(c) for c in ("4c", "7h", "As", "7d"))
    assert table[four_c] > table[seven_h] > table[ace_s] > table[seven_d]
    assert all(table[seven_d] > table[c] for c in DECK if c not in FIXED_MANILHAS)
    assert ranking(rules, None)[0] == [four_c]


def test_mineiro_fixed_manilhas_beat_a_3_in_play() -> None:
    hand = play(scenario([["3c", "6c", "Qc"], ["7d", "6h", "Qh"]], ["play 3c", "play 7d"],
                         rules="mineiro"))
    assert hand.rounds[0].winner == 1


@pytest.mark.parametrize(("a", "b", "code"), [
    ("4h", "5c", "higher-rank"),  # the other 4s are the weakest cards
    ("4s", "4d", "same-rank-tie"),
    ("7c", "Qc", "higher-rank"),  # the other 7s rank as 7s
    ("7s", "7c", "same-rank-tie"),
    ("Ah", "2c", "higher-rank"),  # the other aces rank as aces
    ("Ac", "Ad", "same-rank-tie"),
    ("Ah", "Kc", "higher-rank"),
])
def test_mineiro_other_4s_7s_aces_rank_by_rank(a: str, b: str, code: str) -> None:
    rules = Rules.preset("mineiro")
    ruling = compare(rules, None, Card.parse(a), Card.parse(b))
    assert ruling.code == code
    if code == "higher-rank":
        stronger = max(a, b, key=lambda c: CYCLE.index(c[0]))
        assert ruling.params["winner"] == stronger


def test_mineiro_ignores_the_vira_rule_5s_are_ordinary() -> None:
    table = table_for("mineiro", None)
    assert table[Card.parse("5c")] == table[Card.parse("5d")] < table[Card.parse("6h")]


# -- covered card ---------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_covered_card_loses_to_any_face_up_card(preset: str) -> None:
    rules = Rules.preset(preset)
    vira = Card.parse("4d") if rules.uses_vira else None
    weakest_face_up = Card.parse("4h")
    strongest = ranking(rules, vira)[0][0]
    assert compare(rules, vira, None, weakest_face_up).code == "covered-loses"
    assert compare(rules, vira, None, weakest_face_up).params["winner"] == "4h"
    # in play: round 2, the strongest card covered loses to a 4 face up
    mao_hand = ["6c", str(strongest), "Qc"]
    hand = play(scenario([mao_hand, ["6h", "4h", "Qh"]],
                         ["play 6c", "play 6h", f"cover {strongest}", "play 4h"], rules=preset))
    assert hand.rounds[1].winner == 1
    assert hand.rounds[1].ruling.params["compare"]["code"] == "covered-loses"


@pytest.mark.parametrize("preset", PRESETS)
def test_two_covered_cards_tie(preset: str) -> None:
    rules = Rules.preset(preset)
    assert compare(rules, None if not rules.uses_vira else Card.parse("4d"), None, None).code == \
        "covered-tie"
    hand = play(scenario([["6c", "3c", "Qc"], ["6h", "4h", "Qh"]],
                         ["play 6c", "play 6h", "cover 3c", "cover 4h"], rules=preset))
    assert hand.rounds[1].winner is None


@pytest.mark.parametrize("preset", PRESETS)
def test_covered_card_identity_never_revealed_to_others_even_at_end_of_hand(preset: str) -> None:
    # seat 0 covers 3c in round 2; the hand then ends; seat 1 never learns it was the 3c
    hand = play(scenario([["Kc", "3c", "Qc"], ["6h", "4h", "Qh"]],
                         ["play Kc", "play 6h", "cover 3c", "play 4h", "play Qh", "play Qc"],
                         rules=preset))
    assert hand.finished
    other = json.dumps(observe(hand, 1).to_json())
    assert "3c" not in other
    assert "cover ?" in other
    own = json.dumps(observe(hand, 0).to_json())
    assert "3c" in own  # the player who covered it still knows
