"""After the hand (truco.coach.postmortem): the coach with every card known, and a line graded from one
seat's point of view without revealing what that seat could not see."""

from __future__ import annotations

import json

import pytest
from engine_kit import random_hand, random_playout
from hypothesis import given, settings
from hypothesis import strategies as st

from truco.coach.analysis import analyse
from truco.coach.postmortem import line_review, open_analysis
from truco.core.errors import TrucoError
from truco.core.rules import Rules
from truco.core.seats import team_of
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.search.simulate import simulate
from truco.web import handle

SEAT_1_STRONG = {"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "5s", "6d"]]}
#: a whole hand: seat 1 covers its 6d in round 2 (seat 0 never learns what it was)
COVERED_LINE = ["play Kh", "play 2h", "cover 6d", "play 3c", "raise", "accept", "play Ac",
                "play 5s"]


def hand_of(actions: list[str], data: dict[str, object] = SEAT_1_STRONG) -> Scenario:
    return Scenario.from_json({**data, "actions": actions})


def ask(op: str, **args: object) -> dict[str, object]:
    answer: dict[str, object] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return answer


def test_open_analysis_values_each_action_by_the_real_deal() -> None:
    hand = hand_of(["play Kh"]).play()
    found = open_analysis(hand).to_json()
    assert found["method"] == "open" and found["worlds"] == 1 and found["seat"] == 1
    for entry in found["actions"]:
        hand.apply(next(a for a in hand.legal_actions() if str(a) == entry["action"]))
        points, winner = simulate(hand)
        hand.undo()
        assert entry["ev"] == points[1] - points[0]
        assert entry["win"] == (1.0 if winner == 1 else 0.0)
    assert {a["action"] for a in found["actions"] if a["best"]} == {"play 2h", "play 6d", "raise"}


def test_open_analysis_line_is_legal_and_ends_the_hand() -> None:
    scenario = hand_of(["play Kh"])
    found = open_analysis(scenario.play()).to_json()
    actions = [step["action"] for step in found["line"]]
    assert actions[0] == found["choice"]
    finished = hand_of(["play Kh", *actions]).play()
    assert finished.finished
    outcome = finished.outcome
    assert outcome is not None
    best = next(a for a in found["actions"] if a["action"] == found["choice"])
    assert outcome.points[1] - outcome.points[0] == best["ev"]


def test_open_analysis_leaves_the_hand_as_it_was() -> None:
    hand = hand_of(["play Kh"]).play()
    before = observe(hand, 1).to_json()
    open_analysis(hand)
    assert observe(hand, 1).to_json() == before


def test_open_analysis_of_a_finished_hand_is_refused() -> None:
    with pytest.raises(TrucoError) as refused:
        open_analysis(hand_of(COVERED_LINE).play())
    assert refused.value.code == "hand-over"


def test_line_review_judges_only_the_viewers_decisions_from_what_it_knew() -> None:
    hand = hand_of(COVERED_LINE).play()
    review = line_review(hand, 0, worlds=40)
    assert review["outcome"] == -3.0 and review["team"] == 0
    for decision in review["decisions"]:
        if decision["seat"] == 1:
            assert decision == {"index": decision["index"], "seat": 1, "round": decision["round"],
                                "hidden": True}
        else:
            assert decision["action"] == COVERED_LINE[decision["index"]]
    first = review["decisions"][0]
    alone = analyse(observe(Scenario.from_json({**SEAT_1_STRONG, "actions": []}).play(), 0),
                    worlds=40).to_json()
    played = next(a for a in alone["actions"] if a["action"] == "play Kh")
    assert first["value"] == played["ev"]


def test_line_review_never_names_a_card_the_viewer_could_not_see() -> None:
    hand = hand_of(COVERED_LINE).play()
    text = json.dumps(line_review(hand, 0, worlds=40))
    assert "6d" not in text  # seat 1's covered card


def test_open_line_review_values_every_decision_for_the_viewers_team() -> None:
    hand = hand_of(COVERED_LINE).play()
    review = line_review(hand, 1, open_=True)
    assert review["open"] and review["team"] == 1 and review["outcome"] == 3.0
    for decision in review["decisions"]:
        assert "hidden" not in decision
        if not decision["forced"]:
            assert decision["method"] == "open"
    # the value at the last graded decision is what the hand brought the viewer's team
    last = [d for d in review["decisions"] if not d["forced"]][-1]
    assert last["value"] == 3.0


def test_review_line_op_refuses_a_bad_viewer_and_a_bad_open() -> None:
    code = hand_of(COVERED_LINE).to_code()
    assert ask("review_line", code=code, viewer=2)["error"]["code"] == "bad-viewer"  # type: ignore[index]
    assert ask("review_line", code=code, open="yes")["error"]["code"] in ("bad-request", "bad-argument")  # type: ignore[index]
    assert ask("analyse", code=code, open=True)["error"]["code"] == "hand-over"  # type: ignore[index]
    reply = ask("analyse", code=hand_of(["play Kh"]).to_code(), open=True)
    assert reply["ok"] and reply["result"]["method"] == "open"  # type: ignore[index]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 4]),
       preset=st.sampled_from(["paulista", "paulista-fpt", "mineiro"]))
def test_open_analysis_at_every_step_of_random_hands(seed: int, players: int, preset: str) -> None:
    rules = Rules.preset(preset)
    states = random_playout(random_hand(rules, players, (0, 0), seed), seed)
    for state in states[:-1]:
        found = open_analysis(state).to_json()
        seat = state.to_act
        assert seat is not None and found["team"] == team_of(seat)
        assert any(a["best"] for a in found["actions"])
        replayed = state.copy()
        for step in found["line"]:
            replayed.apply(next(a for a in replayed.legal_actions() if str(a) == step["action"]))
        assert replayed.finished
