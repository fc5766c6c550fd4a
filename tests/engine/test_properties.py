"""Properties over random seeds, presets, 2 and 4 players and random scores (Hypothesis)."""

from __future__ import annotations

import json
import random
from typing import Any

from engine_kit import cards_in_text, observation_text, visible_cards
from hypothesis import given, settings
from hypothesis import strategies as st

from truco.bots import get_bot
from truco.core.actions import Action
from truco.core.cards import DECK
from truco.core.deal import Deal
from truco.core.errors import IllegalAction
from truco.core.hand import Hand
from truco.core.match import CHANCE, TERMINAL, Match
from truco.core.rules import PRESETS, Rules
from truco.notation.replay import replay
from truco.notation.scenario import Scenario
from truco.observation import observe, observe_match
from truco.view import view

FAST = settings(max_examples=150, deadline=None)
SLOW = settings(max_examples=40, deadline=None)

#: Every action string a seat could try: the legal list must agree with ``check`` on all of them.
UNIVERSE = (["raise", "accept", "fold", "play #1", "play #2", "play #3"]
            + [f"{verb} {card}" for verb in ("play", "cover") for card in DECK])

OVERRIDES: list[dict[str, Any]] = [
    {}, {}, {}, {"three_ties": "dealer"}, {"iron_hand": "blind"}, {"iron_hand": "open"},
    {"exposed_card": True}, {"cover_from_round": 1}, {"cover_from_round": 4},
    {"ladder": [2, 4, 8, 10, 12]}, {"eleven_three_ties": "fpt"}, {"manilhas": "fixed"},
]


@st.composite
def rules_st(draw: st.DrawFn) -> Rules:
    preset = draw(st.sampled_from(sorted(PRESETS)))
    options = draw(st.sampled_from(OVERRIDES))
    if "manilhas" in options and preset == "mineiro":
        options = {"manilhas": "vira"}
    return Rules.from_spec({"preset": preset, **options})


@st.composite
def score_st(draw: st.DrawFn, rules: Rules) -> tuple[int, int]:
    e, top = rules.eleven_at, rules.target - 1
    special = st.sampled_from([(0, 0), (e, 0), (0, e), (e, e), (e, top), (top, e), (e - 1, e - 1)])
    plain = st.tuples(st.integers(0, top), st.integers(0, top))
    score: tuple[int, int] = draw(st.one_of(special, plain))
    return score


@st.composite
def setup_st(draw: st.DrawFn) -> tuple[Rules, int, tuple[int, int], int]:
    rules = draw(rules_st())
    players = draw(st.sampled_from([2, 4]))
    score = draw(score_st(rules))
    seed = draw(st.integers(0, 2**32 - 1))
    return rules, players, score, seed


def new_hand(rules: Rules, players: int, score: tuple[int, int], seed: int) -> tuple[Hand,
                                                                                  random.Random]:
    rng = random.Random(seed)
    deal = Deal.random(rules, players, rng)
    return Hand(rules, deal, dealer=rng.randrange(players), score=score), rng


def legal_values(rules: Rules) -> set[int]:
    return {0, *rules.ladder, rules.eleven_value, rules.eleven_fold_pays}


# -- random legal play always ends; every award is a legal value ------------------------------------


@FAST
@given(setup_st())
def test_random_legal_play_always_ends_with_a_legal_award(setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    for _ in range(3 * players + 3 + 2 * len(rules.ladder) + 2):  # cards + raises + answers + eleven
        if hand.finished:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    assert hand.finished and hand.outcome is not None
    assert hand.to_act is None and hand.legal_actions() == []
    points = hand.outcome.points
    assert min(points) == 0 and max(points) in legal_values(rules)
    if hand.outcome.winner is None:
        assert points == (0, 0)
    else:
        assert points[1 - hand.outcome.winner] == 0


@SLOW
@given(rules_st(), st.sampled_from([2, 4]), st.integers(0, 2**32 - 1))
def test_random_matches_always_end_and_no_score_passes_the_target(rules: Rules, players: int,
                                                                  seed: int) -> None:
    rng = random.Random(seed)
    bot = get_bot("random")
    match = Match(rules, players=players, dealer=rng.randrange(players))
    hands = 0
    while match.current_player != TERMINAL:
        if match.current_player == CHANCE:
            hand = match.deal_random(rng)
            hands += 1
            assert hands <= 40 * rules.target
            assert hand.score == match.score
        else:
            match.apply(bot.choose(observe_match(match, match.current_player), rng))
            outcome = match.hand.outcome if match.hand else None
            if outcome is not None:
                assert max(outcome.points) in legal_values(rules)
        assert all(0 <= s <= rules.target for s in match.score)
    winner = match.winner
    assert winner is not None and match.score[winner] == rules.target
    assert match.score[1 - winner] < rules.target


# -- undo and copy ---------------------------------------------------------------------------------


@FAST
@given(setup_st())
def test_undo_restores_the_exact_state_after_any_action(setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    history = [hand.fingerprint()]
    while not hand.finished:
        for action in hand.legal_actions():
            before = hand.fingerprint()
            hand.apply(action)
            assert hand.undo() == action
            assert hand.fingerprint() == before
        hand.apply(rng.choice(hand.legal_actions()))
        history.append(hand.fingerprint())
    for fingerprint in reversed(history[:-1]):  # and all the way back
        hand.undo()
        assert hand.fingerprint() == fingerprint


@FAST
@given(setup_st())
def test_copy_is_independent(setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    while not hand.finished:
        twin = hand.copy()
        assert twin.fingerprint() == hand.fingerprint()
        mine = hand.fingerprint()
        while not twin.finished:
            twin.apply(rng.choice(twin.legal_actions()))
        assert hand.fingerprint() == mine
        hand.apply(rng.choice(hand.legal_actions()))
        if twin.log:
            twin.undo()  # the twin's undo stack is its own
        assert hand.fingerprint() != mine or hand.finished


# -- information hiding --------------------------------------------------------------------------


@FAST
@given(setup_st())
def test_observations_never_contain_a_hidden_card(setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    dealt = {str(c) for h in hand.deal.hands for c in h}
    while True:
        for seat in range(players):
            text = observation_text(hand, seat)
            leaked = (cards_in_text(text) & dealt) - visible_cards(hand, seat)
            assert not leaked, (seat, leaked)
            json.loads(text)
        if hand.finished:
            break
        hand.apply(rng.choice(hand.legal_actions()))


# -- the legal list and check agree --------------------------------------------------------------


@FAST
@given(setup_st())
def test_legal_list_and_check_agree(setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    while True:
        legal = {str(a) for a in hand.legal_actions()}
        seat = hand.to_act
        for text in UNIVERSE:
            allowed = text in legal  # "play #k" in an open hand too: never (slot-not-blind)
            if text.startswith("play ") and "#" not in text and seat is not None and hand.blind:
                # a card named by the deal's author: the same play as its position
                dealt = [str(c) for c in hand.deal.hands[seat]]
                name = text.removeprefix("play ")
                allowed = name in dealt and f"play #{dealt.index(name) + 1}" in legal
            before = hand.fingerprint()
            if allowed:
                hand.apply(text)
                hand.undo()
            else:
                try:
                    hand.apply(text)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"{text!r} accepted but not in {sorted(legal)}")
            assert hand.fingerprint() == before
        if seat is not None:  # what the seat's own observation offers is accepted too
            for action in observe(hand, seat).legal:
                hand.apply(action)
                hand.undo()
        if hand.finished:
            break
        hand.apply(rng.choice(sorted(legal)))


# -- scenarios: JSON and code round-trip; a recorded game replays to the same result -------------------


def recorded(hand: Hand, rules: Rules, score: tuple[int, int]) -> Scenario:
    return Scenario(rules, hand.deal, hand.players, score, hand.dealer,
                    tuple(str(step.action) for step in hand.log))


@FAST
@given(setup_st(), st.integers(0, 30))
def test_scenario_json_and_code_round_trip(setup: tuple[Any, ...], stop: int) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    for _ in range(stop):
        if hand.finished:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    sc = recorded(hand, rules, score)
    assert Scenario.from_json(sc.to_json()) == sc
    assert Scenario.from_json(json.loads(json.dumps(sc.to_json()))) == sc
    code = sc.to_code()
    assert all(ch.isalnum() or ch in "-._" for ch in code)
    assert Scenario.from_code(code) == sc
    assert Scenario.from_code(code).to_code() == code


@FAST
@given(setup_st())
def test_a_recorded_game_replays_to_the_same_result(setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        if hand.blind and rng.random() < 0.5:  # blind plays as a player makes them: by position
            choice: Action | str = rng.choice(observe(hand, seat).legal)
        else:
            choice = rng.choice(hand.legal_actions())
        hand.apply(choice)
        sc = recorded(hand, rules, score)
        assert replay(sc) == view(hand).to_json()
        assert replay(Scenario.from_code(sc.to_code())) == view(hand).to_json()
