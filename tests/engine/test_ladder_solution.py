"""The shipped solution of the hand with the ladder (``truco/data/ladder.json``) as the engine
reads it (:mod:`truco.solved.ladder`) and as the heads-up coach plays it. The reader itself is
checked against the solver's shipped strategy in ``test_solver_full.py`` (short decks)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from engine_kit import random_hand

from truco.bots import get_bot
from truco.core.rules import Rules
from truco.observation import observe
from truco.solved import abstraction as ab
from truco.solved.abstraction import MAX_CLASSES
from truco.solved.classes import vira_card, vira_classes
from truco.solved.ladder import game_options, load, solution_for, solution_strategy
from truco.solved.ladder import install as install_data

DATA = load()
shipped = pytest.mark.skipif(DATA is None, reason="this build ships no ladder.json")


@pytest.mark.parametrize("preset", ["paulista", "paulista-fpt", "mineiro"])
def test_the_keys_have_room_for_every_strength_class_of_a_preset(preset: str) -> None:
    """A class beyond the keys' room would give no key (and the solver refuses to distill)."""
    rules = Rules.preset(preset)
    assert all(g.classes.size <= MAX_CLASSES for g in vira_classes(rules))
    assert ab.key(2, ab.TURN, 0, ab.NONE_RAISED, 0, 0, 0, MAX_CLASSES - 1, MAX_CLASSES, 0,
                  MAX_CLASSES) < ab.KEYS


def shipped_presets() -> list[str]:
    assert DATA is not None
    return sorted(DATA["presets"])


@shipped
def test_every_vira_class_of_a_shipped_preset_is_there_with_how_it_was_obtained() -> None:
    assert DATA is not None
    for name in shipped_presets():
        rules = Rules.preset(name)
        for group in vira_classes(rules):
            sol = solution_for(rules, vira_card(group.viras[0]) if group.viras else None)
            assert sol is not None, (name, group.key)
            info = sol.info
            assert info["iterations"] > 0
            # what ships is measured, and is no closer to equilibrium than the offline strategy
            assert 0 <= info["exploitability"] <= info["shipped_exploitability"] < 0.5
            br0, br1 = info["shipped_best_responses"]
            assert br0 + br1 == pytest.approx(2 * info["shipped_exploitability"], abs=2e-6)


@shipped
@pytest.mark.parametrize("seed", range(6))
def test_the_heads_up_coach_plays_the_solution_with_legal_actions_only(seed: int) -> None:
    """Random heads-up hands of a shipped preset: at every decision the solution gives legal
    actions whose probabilities sum to 1, and the coach's choice is one of them."""
    rules = Rules.preset(shipped_presets()[0])
    coach = get_bot("coach")
    rng = random.Random(seed)
    decisions = solved = 0
    for n in range(8):
        hand = random_hand(rules, 2, (rng.randrange(0, 10), rng.randrange(0, 10)), seed * 100 + n)
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            obs = observe(hand, seat)
            plan = solution_strategy(obs)
            action = coach.choose(obs, random.Random(seed + n))
            legal = {str(a) for a in obs.legal}
            assert str(action) in legal
            decisions += 1
            if plan is not None:
                solved += 1
                assert sum(p for _, p in plan) == pytest.approx(1.0)
                assert all(str(a) in legal and p > 0 for a, p in plan)
                assert str(action) in {str(a) for a, _ in plan}
            hand.apply(action)
    assert solved >= 0.9 * decisions  # both seats follow the solution: it stays in its tree


@shipped
def test_the_solution_does_not_apply_where_it_was_not_solved() -> None:
    rules = Rules.preset(shipped_presets()[0])
    pairs = random_hand(rules, 4, (0, 0), 3)
    assert solution_strategy(observe(pairs, pairs.to_act or 0)) is None
    eleven = random_hand(rules, 2, (rules.eleven_at, 4), 5)
    assert solution_strategy(observe(eleven, eleven.to_act or 0)) is None
    other = random_hand(rules.with_options(cover_from_round=3), 2, (0, 0), 7)
    assert solution_strategy(observe(other, other.to_act or 0)) is None  # never measured there
    idle = random_hand(rules, 2, (0, 0), 9)
    assert solution_strategy(observe(idle, 1 - (idle.to_act or 0))) is None  # not its turn


@shipped
@pytest.mark.parametrize("spec", [{"preset": "paulista", "three_ties": "nobody"},
                                  {"preset": "paulista", "three_ties": "dealer"},
                                  {"preset": "paulista-fpt"}])
def test_under_rules_it_was_measured_for_the_solution_plays_with_its_exploitability_there(
        spec: dict[str, Any]) -> None:
    """Issue 34 point 3: a preset's solution measured under other rules (the file's ``also``)
    plays there, saying what it was solved for and how far from equilibrium it is under these
    rules (not its own preset's figure); a vira class not measured there is not played."""
    assert DATA is not None
    rules = Rules.from_spec(spec)
    also = next(a for p in DATA["presets"].values() for a in p.get("also", [])
                if a["options"] == game_options(rules))
    for group in vira_classes(rules):
        sol = solution_for(rules, vira_card(group.viras[0]))
        measured = next((c for c in also["classes"] if c["viras"] == [r.value for r in group.viras]),
                        None)
        if measured is None:
            assert sol is None
            continue
        assert sol is not None and sol.info["solved_for"] == "paulista"
        assert sol.info["shipped_exploitability"] == measured["shipped_exploitability"] < 0.5
        br0, br1 = sol.info["shipped_best_responses"]
        assert br0 + br1 == pytest.approx(2 * measured["shipped_exploitability"], abs=2e-6)
        assert sol.info["exploitability"] is None  # the offline figure is of other rules
    coach = get_bot("coach")
    for n in range(4):  # and the coach plays it, legally, at every decision it covers
        hand = random_hand(rules, 2, (0, 0), 40 + n)
        while not hand.finished:
            obs = observe(hand, hand.to_act or 0)
            plan = solution_strategy(obs)
            action = coach.choose(obs, random.Random(n))
            assert str(action) in {str(a) for a in obs.legal}
            if plan is not None:
                assert str(action) in {str(a) for a, _ in plan}
            hand.apply(action)


@shipped
@pytest.mark.parametrize("text", ["", "not json", "[]", json.dumps({"format": 99})])
def test_a_malformed_data_file_is_refused_with_a_clear_message(text: str) -> None:
    with pytest.raises(ValueError, match=r"ladder\.json|Expecting|JSON"):
        install_data(text)
    assert load() is DATA  # what was installed stays


@shipped
def test_accepting_a_re_raise_and_raising_at_once_is_read_as_raising_again() -> None:
    """The solver's tree has no raise right after accepting a re-raise (the same as raising
    again instead of accepting): the reader answers that line as the one it stands for."""
    from truco.notation.scenario import Scenario

    base = {"vira": "4h", "hands": [["5d", "5s", "3c"], ["5c", "5h", "3s"]]}

    def plan(actions: list[str]) -> list[tuple[str, float]] | None:
        hand = Scenario.from_json({**base, "actions": actions}).play()
        found = solution_strategy(observe(hand, hand.to_act or 0))
        return None if found is None else [(str(a), p) for a, p in found]

    later = plan(["raise", "raise", "accept", "raise"])
    assert later is not None and later == plan(["raise", "raise", "raise"])
