"""The ``coach`` bot (the analysis's best action) and its model, the ``greedy`` bot."""

from __future__ import annotations

import dataclasses
import random

import pytest
from engine_kit import ELEVEN_AT, PRESETS, play, random_hand, scenario

from truco.bots import BOTS, get_bot
from truco.bots.coach import CoachBot
from truco.coach import analysis
from truco.core.rules import Rules
from truco.observation import observe
from truco.search.model import hand_action, observed_action, playout
from truco.search.simulate import simulate

CASES = [("paulista", 2, (0, 0)), ("paulista", 4, (11, 3)), ("paulista-fpt", 2, (11, 11)),
         ("mineiro", 4, (10, 10)), ("mineiro", 2, (4, 10)), ("paulista-fpt", 4, (2, 7)),
         ("paulista", 2, (11, 11)), ("mineiro", 2, (10, 10))]


def test_the_coach_and_its_model_are_bots() -> None:
    assert {"coach", "greedy"} <= set(BOTS)
    assert get_bot("coach").name == "coach" and get_bot("greedy").name == "greedy"


@pytest.mark.parametrize(("preset", "players", "score"), CASES)
def test_the_coach_returns_only_legal_actions(preset: str, players: int,
                                              score: tuple[int, int]) -> None:
    """Every preset, 2 and 4 players, hands of eleven and iron hands, blind ones included."""
    bot = CoachBot(worlds=24)
    for seed in range(2):
        rng = random.Random(seed)
        hand = random_hand(Rules.preset(preset), players, score, seed)
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            observation = observe(hand, seat)
            action = bot.choose(observation, rng)
            assert str(action) in {str(a) for a in observation.legal}, (preset, str(action))
            if hand.blind:
                assert action.card is None  # chosen by position: it cannot name an unseen card
            hand.apply(action)


@pytest.mark.parametrize("actions", [["play Kh", "play 2h"], [], ["raise"]])
def test_the_coach_plays_the_analysis_choice(actions: list[str]) -> None:
    """Where no solution of the hand with the ladder applies (here: without it; heads-up in a
    solved preset it plays the solution, ``test_ladder_solution.py``)."""
    hand = play(scenario([["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]], actions))
    seat = hand.to_act
    assert seat is not None
    observation = observe(hand, seat)
    seed = random.Random(5).getrandbits(32)
    result = analysis.analyse(observation, seed=seed)
    coach = CoachBot(solution=False)
    assert str(coach.choose(observation, random.Random(5))) == result.choice


def test_a_forced_move_is_played_without_an_analysis(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("no analysis for a forced move")

    monkeypatch.setattr(analysis, "analyse", refuse)
    hand = play(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]], ["play #1", "play #1"],
                         rules="mineiro", score=(10, 10)))
    observation = observe(hand, hand.to_act or 0)
    assert [str(a) for a in observation.legal] == ["play #2", "play #3", "fold"]
    forced = dataclasses.replace(observation, legal=observation.legal[:1],
                                 choices=observation.choices[:1])
    assert str(CoachBot().choose(forced, random.Random(0))) == "play #2"


@pytest.mark.parametrize("preset", PRESETS)
def test_the_greedy_model_decides_the_same_from_a_hand_and_from_an_observation(preset: str) -> None:
    """The playouts' model sees only what the seat may see: the same decision as the bot's."""
    e = ELEVEN_AT[preset]
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        score = [(0, 0), (e, 2), (3, e), (e, e)][seed % 4]
        hand = random_hand(Rules.preset(preset), 2 + 2 * (seed % 2), score, seed)
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            model = hand_action(hand)
            bot = observed_action(observe(hand, seat))
            assert (model.kind, model.slot) == (bot.kind, bot.slot) and \
                (hand.blind or model.card == bot.card), (seed, str(model), str(bot))
            checked += 1
            hand.apply(rng.choice(hand.legal_actions()) if rng.random() < 0.5 else model)
    assert checked > 100


@pytest.mark.parametrize("preset", PRESETS)
def test_the_lean_simulation_ends_every_hand_as_the_model_playout_does(preset: str) -> None:
    """The analysis plays worlds out on strengths only: the same outcome as the greedy playout on
    the hand, from positions of every kind (eleven, iron, blind, raises pending, covers)."""
    e = ELEVEN_AT[preset]
    rules = Rules.preset(preset)
    for seed in range(300):
        rng = random.Random(seed)
        score = [(0, 0), (e, 2), (3, e), (e, e), (6, 9)][seed % 5]
        hand = random_hand(rules if seed % 4 else rules.with_options(three_ties="dealer"),
                           2 + 2 * (seed % 2), score, seed)
        for _ in range(rng.randrange(0, 12)):
            if hand.finished:
                break
            moves = [a for a in hand.legal_actions() if str(a) != "fold" or rng.random() < 0.1]
            hand.apply(rng.choice(moves or hand.legal_actions()))
        outcome = playout(hand)
        assert simulate(hand) == (outcome.points, outcome.winner), (preset, seed)
