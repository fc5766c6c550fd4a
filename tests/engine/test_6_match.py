"""RULES.md section 6: The match."""

from __future__ import annotations

import random

import pytest
from engine_kit import ELEVEN_AT, ELEVEN_FOLD_PAYS, ELEVEN_VALUE, LADDERS, PRESETS, result, scenario

from truco.bots import get_bot
from truco.core.cards import parse_cards
from truco.core.deal import Deal
from truco.core.errors import IllegalAction, ScenarioError
from truco.core.hand import HandKind
from truco.core.match import CHANCE, TERMINAL, Match, add_points
from truco.core.rules import Rules
from truco.observation import observe_match

H2 = [["3c", "Kc", "Qc"], ["6h", "Jh", "Qh"]]  # seat 0 wins rounds 1 and 2


def fixed_deal(rules: Rules) -> Deal:
    vira = parse_cards(["4d"])[0] if rules.uses_vira else None
    return Deal(tuple(tuple(parse_cards(h)) for h in H2), vira)


# -- first team to target points wins; the score is capped there ------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_first_team_to_target_wins_the_match(preset: str) -> None:
    rules = Rules.preset(preset)
    match = Match(rules, score=(ELEVEN_AT[preset], 0), dealer=1)
    assert match.current_player == CHANCE and match.winner is None
    hand = match.deal(fixed_deal(rules))
    assert hand.kind is HandKind.ELEVEN
    for action in ["accept", "play 3c", "play 6h", "play Kc", "play Jh"]:
        match.apply(action)
    assert hand.finished and match.winner == 0
    assert match.current_player == TERMINAL
    assert match.score == (12, 0)
    with pytest.raises(IllegalAction):
        match.deal(fixed_deal(rules))
    with pytest.raises(IllegalAction):
        match.apply("play Qc")


@pytest.mark.parametrize("preset", PRESETS)
def test_score_is_capped_at_target_3_points_at_11_make_exactly_12(preset: str) -> None:
    r = result(scenario(H2, ["accept", "play 3c", "play 6h", "play Kc", "play Jh"], rules=preset,
                        score=(11, 4)))
    assert r["points"] == [ELEVEN_VALUE[preset], 0]  # before the cap
    assert r["score"] == [12, 4]  # after the cap: exactly 12
    assert r["match_winner"] == 0


def test_score_is_capped_for_a_plain_hand_too() -> None:
    r = result(scenario(H2, ["raise", "accept", "play 3c", "play 6h", "play Kc", "play Jh"],
                        score=(10, 2)))
    assert r["points"] == [3, 0] and r["score"] == [12, 2] and r["match_winner"] == 0


def test_no_match_winner_below_target() -> None:
    r = result(scenario(H2, ["play 3c", "play 6h", "play Kc", "play Jh"], score=(9, 2)))
    assert r["score"] == [10, 2] and r["match_winner"] is None


def test_add_points_adds_then_caps() -> None:
    assert add_points((11, 4), (3, 0), 12) == (12, 4)
    assert add_points((4, 10), (0, 6), 12) == (4, 12)
    assert add_points((4, 5), (0, 0), 12) == (4, 5)
    assert add_points((0, 0), (12, 0), 12) == (12, 0)


def test_target_option_moves_the_finish_line() -> None:
    r = result(scenario(H2, ["play 3c", "play 6h", "play Kc", "play Jh"], score=(12, 0), target=15,
                        eleven_at=13))
    assert r["score"] == [13, 0] and r["match_winner"] is None
    r = result(scenario(H2, ["raise", "accept", "play 3c", "play 6h", "play Kc", "play Jh"],
                        score=(12, 0), target=15, eleven_at=13))
    assert r["score"] == [15, 0] and r["match_winner"] == 0


# -- points a hand awards are its value at the end ----------------------------------------------


WIN = ["play 3c", "play 6h", "play Kc", "play Jh"]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("how", "actions", "score", "points"), [
    ("first step", WIN, (0, 0), lambda p: LADDERS[p][0]),
    ("accepted truco", ["raise", "accept", *WIN], (0, 0), lambda p: LADDERS[p][1]),
    ("accepted seis", ["raise", "raise", "accept", *WIN], (0, 0), lambda p: LADDERS[p][2]),
    ("hand of eleven", ["accept", *WIN], "eleven", lambda p: ELEVEN_VALUE[p]),
    ("eleven fold", ["fold"], "eleven-other", lambda p: ELEVEN_FOLD_PAYS[p]),
    ("truco fold", ["raise", "fold"], (0, 0), lambda p: LADDERS[p][0]),
    ("seis fold", ["raise", "raise", "raise", "fold"], (0, 0), lambda p: LADDERS[p][2]),
])
def test_points_a_hand_awards_are_its_value_at_the_end(preset: str, how: str, actions: list[str],
                                                       score: object, points: object) -> None:
    e = ELEVEN_AT[preset]
    start = {"eleven": (e, 0), "eleven-other": (0, e)}.get(score, score)  # type: ignore[call-overload]
    r = result(scenario(H2, actions, rules=preset, score=start))
    assert r["finished"] and r["winner"] == 0
    assert r["points"] == [points(preset), 0]  # type: ignore[operator]


# -- a match from start to end --------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_a_random_match_ends_with_one_team_exactly_at_target(preset: str, players: int) -> None:
    rules = Rules.preset(preset)
    bot = get_bot("random")
    for seed in range(5):
        rng = random.Random(seed)
        match = Match(rules, players=players)
        while match.current_player != TERMINAL:
            if match.current_player == CHANCE:
                match.deal_random(rng)
            else:
                match.apply(bot.choose(observe_match(match, match.current_player), rng))
        assert match.winner is not None
        assert match.score[match.winner] == 12 and match.score[1 - match.winner] < 12


def test_the_next_hand_starts_from_the_match_score() -> None:
    rules = Rules()
    match = Match(rules, score=(10, 0), dealer=1)
    match.deal(fixed_deal(rules))
    for action in WIN:
        match.apply(action)
    assert match.score == (11, 0) and match.current_player == CHANCE
    hand = match.deal(fixed_deal(rules))
    assert hand.kind is HandKind.ELEVEN and hand.score == (11, 0)
    assert hand.dealer == 0  # the deal passed on


@pytest.mark.parametrize(("kwargs", "code"), [
    ({"score": (12, 0)}, "bad-score"), ({"score": (0, -1)}, "bad-score"),
    ({"dealer": 2}, "bad-dealer"), ({"dealer": -1}, "bad-dealer"), ({"players": 3}, "bad-players"),
])
def test_match_refuses_a_bad_start(kwargs: dict[str, object], code: str) -> None:
    with pytest.raises(ScenarioError) as err:
        Match(Rules(), **kwargs)  # type: ignore[arg-type]
    assert err.value.code == code


def test_match_refuses_actions_and_observations_before_a_deal() -> None:
    match = Match(Rules())
    with pytest.raises(IllegalAction):
        match.apply("play 3c")
    with pytest.raises(IllegalAction):
        observe_match(match, 0)


def test_a_finished_hand_names_who_deals_the_next_one() -> None:
    """The deal passes to the next seat: the replay of a finished hand says who deals the next
    hand of the match and who is its mão, as the match itself deals it."""
    import json

    from truco.web import handle

    scenario = {"players": 4, "dealer": 3, "vira": "Kd", "score": [3, 2], "actions": ["fold"],
                "hands": [["7c", "Jh", "2s"], ["6h", "Qs", "4d"], ["Ac", "3h", "5s"], ["Qd", "Jc", "7h"]]}
    done = json.loads(handle(json.dumps({"op": "replay", "args": {"scenario": scenario}})))["result"]
    assert done["next_hand"] == {"dealer": 0, "mao": 1}
    open_ = {**scenario, "actions": []}
    playing = json.loads(handle(json.dumps({"op": "replay", "args": {"scenario": open_}})))
    assert playing["result"]["next_hand"] is None
