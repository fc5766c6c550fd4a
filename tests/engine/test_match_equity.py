"""The match equity table (truco.coach.equity), built from how the solved hands end
(truco.solved.outcomes): RULES.md 5 (the hand of eleven and the iron hand) and 6 (the race to the
target, the capped score), checked against matches played out between two copies of the solution."""

from __future__ import annotations

import json
import math
import random

import pytest

from truco.bots.base import forced
from truco.bots.coach import CoachBot
from truco.coach.equity import MatchOdds, equity
from truco.core.actions import Action
from truco.core.rules import Rules
from truco.observation import Observation
from truco.play.arena import play_match
from truco.solved import ladder
from truco.solved.ladder import solution_strategy
from truco.solved.outcomes import (
    DATA_FILE,
    eleven_hand,
    iron_hand,
    normal_hand,
    solved_normal_hand,
)
from truco.solved.shipped import shipped_text

PRESETS = ("paulista", "paulista-fpt", "mineiro")


@pytest.mark.parametrize("name", ["paulista", "mineiro"])
def test_the_shipped_outcomes_are_the_solutions(name: str) -> None:
    """outcomes.json is what the solution's first-decision tables give (ship_outcomes.py), and the
    mão's mean is the solution's value for the mão, averaged over the viras."""
    rules = Rules.from_spec(name)
    shipped, computed = normal_hand(rules), solved_normal_hand(rules)
    assert shipped is not None and computed is not None
    assert [o for o, _ in shipped] == [o for o, _ in computed]
    for (_, p), (_, q) in zip(shipped, computed, strict=True):
        assert math.isclose(p, q, abs_tol=1e-8)
    summary = ladder.preset_summary(rules)
    assert summary is not None
    weights = [len(c["viras"]) or 1 for c in summary["classes"]]
    mao_value = sum(w * c["shipped_value"] for w, c in zip(weights, summary["classes"], strict=True))
    assert math.isclose(sum(o * p for o, p in shipped), mao_value / sum(weights), abs_tol=1e-4)
    assert json.loads(shipped_text(DATA_FILE) or "{}")["presets"][name]["options"] == \
        ladder.game_options(rules)


def test_every_shipped_solution_has_its_outcomes() -> None:
    """Every preset of ladder.json has its line in outcomes.json (ship_outcomes.py was run)."""
    data = ladder.load()
    assert data is not None
    for name in data["presets"]:
        assert normal_hand(Rules.from_spec(name)) is not None, name


@pytest.mark.parametrize("name", PRESETS)
def test_every_spread_is_a_way_the_rules_end_a_hand(name: str) -> None:
    """RULES.md 5: a hand of eleven ends folded (the other side scores the fold's pay) or played
    for the eleven value; the iron hand is played for it; three ties score nothing only where the
    rules say so."""
    rules = Rules.from_spec(name)
    value, pays = rules.eleven_value, rules.eleven_fold_pays
    for decider_is_mao in (True, False):
        spread = eleven_hand(rules, decider_is_mao=decider_is_mao)
        assert spread is not None
        assert math.isclose(sum(p for _, p in spread), 1.0)
        allowed = {-pays, -value, value} | ({0} if rules.three_ties == "nobody" else set())
        assert {o for o, _ in spread} <= allowed
    iron = iron_hand(rules)
    assert iron is not None and {o for o, _ in iron} <= {-value, 0, value}
    normal = normal_hand(rules)
    if normal is not None:
        ends = {abs(o) for o, _ in normal}
        assert ends <= {0, *rules.ladder}


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_the_match_is_a_race_to_the_target(name: str, players: int) -> None:
    """RULES.md 6: a team at the target has won; a point more never lowers one's chance; the two
    teams' chances before a hand add up to one (the mão of that hand being one of them)."""
    rules = Rules.from_spec(name)
    table = equity(rules, players)
    target = rules.target
    assert table.at(target, 5, mao=True) == 1.0 and table.at(5, target, mao=False) == 0.0
    for a in range(target):
        for b in range(target):
            for mao in (True, False):
                assert math.isclose(table.at(a, b, mao=mao) + table.at(b, a, mao=not mao), 1.0,
                                    abs_tol=1e-9)
            if a + 1 < target:
                assert table.before(a + 1, b) >= table.before(a, b) - 1e-12
    assert math.isclose(table.before(0, 0), 0.5, abs_tol=1e-9)


def test_where_the_table_comes_from() -> None:
    """Heads-up with solutions for every kind of hand: solved; paulista-fpt's normal hand has no
    solution: partly; pairs: the plain model."""
    assert equity(Rules.from_spec("paulista"), 2).source == "solved"
    assert equity(Rules.from_spec("mineiro"), 2).source == "solved"
    assert equity(Rules.from_spec("paulista-fpt"), 2).source == "partly solved"
    assert equity(Rules.from_spec("paulista"), 4).source == "model"


def test_the_mao_changes_every_hand() -> None:
    """After a hand the other team is the mão: MatchOdds.after reads the table that way."""
    rules = Rules()
    table = equity(rules)
    odds = MatchOdds(table, (5, 7), team=0, mao_team=0)
    assert odds.before == table.at(5, 7, mao=True)
    assert odds.after((1, 0)) == table.at(6, 7, mao=False)
    assert MatchOdds(table, (5, 7), team=0, mao_team=1).after((0, 3)) == table.at(5, 10, mao=True)
    assert odds.after((7, 0)) == 1.0 and odds.after((0, 5)) == 0.0


class Solution:
    """Two copies of the solution: the shipped solutions' moves and nothing else (the coach bot
    departs from them at a hand of eleven the score decides)."""

    name = "solution"

    def __init__(self) -> None:
        self.coach = CoachBot()

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        locked = forced(observation, rng)
        if locked is not None:
            return locked
        plan = solution_strategy(observation)
        if plan is None:  # the rest of a locked hand: not shipped, the coach's analysis plays it
            return self.coach.choose(observation, rng)
        drawn: Action = rng.choices([a for a, _ in plan], [p for _, p in plan])[0]
        return drawn


#: (preset, score, dealer, matches): scores where the table's answer is far from a plain coin
#: (the hand of eleven decides: 0.66 at paulista's 11-9, where the plain model said 0.5); 14 s.
SIMULATED = [("paulista", (11, 9), 1, 300), ("mineiro", (10, 7), 0, 200)]


@pytest.mark.parametrize(("name", "score", "dealer", "matches"), SIMULATED)
def test_the_table_is_what_matches_between_two_solutions_give(
        name: str, score: tuple[int, int], dealer: int, matches: int) -> None:
    """Matches from ``score`` between two copies of the solution (the shipped solutions: the hand
    with the ladder, the eleven, the locked hand's first card; the rest of a locked hand as the
    engine's bots play it): team 0 wins as often as the table says, within four standard errors
    (the seed is fixed)."""
    rules = Rules.from_spec(name)
    bots = [Solution(), Solution()]
    rng = random.Random(f"equity:{name}:{score}")
    wins = 0
    for _ in range(matches):
        played = play_match(bots, rules, players=2, dealer=dealer, rng=rng, score=score)
        wins += played.winner == 0
    expected = equity(rules).at(*score, mao=dealer == 1)
    error = math.sqrt(expected * (1 - expected) / matches)
    assert abs(wins / matches - expected) <= 4 * error + 1e-9, (wins / matches, expected)
