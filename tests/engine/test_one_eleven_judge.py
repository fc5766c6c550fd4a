"""One judge at the hand of eleven (issue 34): wherever a heads-up eleven decision is judged —
the analysis (Play's hint, the Analysis page), a puzzle, the coach bot — the values, the win
chance, the grades and the choice are the shipped solution's, as the eleven page (op
``eleven_solution``) gives them."""

from __future__ import annotations

import json
import random

import pytest

from truco.bots import get_bot
from truco.coach.analysis import analyse
from truco.core.deal import Deal
from truco.core.hand import Hand, Phase
from truco.core.rules import Rules
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.teach.puzzles import Puzzle
from truco.web import handle


def eleven_hands(preset: str, count: int, seed: int) -> list[Hand]:
    """Random heads-up hands of eleven waiting for the decision (either seat at eleven)."""
    rules = Rules.preset(preset)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        at = rules.eleven_at
        score = (at, rng.randrange(0, at)) if rng.random() < 0.5 else (rng.randrange(0, at), at)
        hand = Hand(rules, Deal.random(rules, 2, rng), dealer=rng.randrange(2), score=score)
        if hand.phase is Phase.ELEVEN:
            found.append(hand)
    return found


@pytest.mark.parametrize("preset", ["paulista", "paulista-fpt", "mineiro"])
def test_the_analysis_of_an_eleven_decision_is_the_eleven_pages(preset: str) -> None:
    for hand in eleven_hands(preset, 12, seed=len(preset)):
        seat = hand.decider
        assert seat is not None
        code = hand_code(hand)
        page = json.loads(handle(json.dumps({"op": "eleven_solution", "args": {"code": code}})))
        assert page["ok"], page
        solved = page["result"]["solved"]
        assert solved is not None
        found = analyse(observe(hand, seat))
        assert found.method == found.model == "solved"
        accept = next(a for a in found.actions if a.meaning == "accept-eleven")
        decline = next(a for a in found.actions if a.meaning != "accept-eleven")
        assert accept.ev == round(solved["value_accept"], 2)
        assert accept.win == round(solved["win_chance"], 3)
        assert decline.ev == -hand.rules.eleven_fold_pays
        assert [a.action for a in found.actions] == [str(a) for a in observe(hand, seat).legal]
        grades = {a["action"]: a["grade"] for a in found.to_json()["actions"]}
        assert grades == solved["grades"]
        # the coach's choice is the eleven page's answer
        assert found.choice == solved["choice"] and found.by == solved["by"]
        if found.by == "points":  # where the score does not decide, the solution's own answer
            assert (found.choice == accept.action) == solved["accept"]
        assert found.exploitability == solved["exploitability"]


def test_a_puzzle_at_an_eleven_decision_is_graded_by_the_solution() -> None:
    (hand,) = eleven_hands("paulista", 1, seed=7)
    seat = hand.decider
    assert seat is not None
    puzzle = Puzzle.from_json({"scenario": hand_code(hand), "kind": "play", "seat": seat})
    solution = puzzle.solution()
    found = analyse(observe(hand, seat))
    assert solution["analysis"] == found.to_json()
    assert solution["action"] == found.choice


def test_the_coach_bot_decides_an_eleven_as_the_coach_judges_it() -> None:
    """The coach bot plays the coach's answer: the solution's, or where the score decides, the
    better chance to win the match."""
    by_match = 0
    for hand in eleven_hands("paulista", 12, seed=11):
        seat = hand.decider
        assert seat is not None
        seen = observe(hand, seat)
        played = get_bot("coach").choose(seen, random.Random(1))
        assert played in seen.legal
        judged = analyse(seen)
        if judged.by == "match":
            by_match += 1
            assert str(played) == judged.choice
        else:  # the solution's own answer (it mixes only where both are worth about the same)
            assert judged.action(str(played)).best
    assert by_match > 0


def hand_code(hand: Hand) -> str:
    return Scenario.from_json({
        "rules": "paulista" if hand.rules == Rules.preset("paulista") else
        next(p for p in ("paulista-fpt", "mineiro") if hand.rules == Rules.preset(p)),
        "players": 2, "score": list(hand.score), "dealer": hand.dealer,
        **({"vira": str(hand.deal.vira)} if hand.deal.vira is not None else {}),
        "hands": [[str(c) for c in cards] for cards in hand.deal.hands],
        "actions": []}).to_code()
