"""The coach's analysis (``truco.coach.analysis``): exact values where every world is enumerated, the
values the rules pay, the result's shape and the grades."""

from __future__ import annotations

import math
from typing import Any

import pytest
from engine_kit import play, scenario

from truco.coach.analysis import analyse
from truco.coach.answer import MIX_SLACK, ActionValue, Analysis, AnalysisError, Header
from truco.coach.grades import GRADES, grade
from truco.core.cards import DECK, Card
from truco.core.errors import TrucoError
from truco.core.hand import Hand
from truco.core.strength import strength_table
from truco.observation import observe


def judged(data: dict[str, Any], *, seed: int = 0, worlds: int = 160,
           model: str = "auto") -> Analysis:
    hand = play(data)
    seat = hand.to_act
    assert seat is not None
    return analyse(observe(hand, seat), seed=seed, worlds=worlds, model=model)


def analysis_of(data: dict[str, Any], *, seed: int = 0, worlds: int = 160,
                model: str = "auto") -> dict[str, Any]:
    """The analysis as the facade sends it."""
    return judged(data, seed=seed, worlds=worlds, model=model).to_json()


def by_action(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {a["action"]: a for a in result["actions"]}


def unseen_by(hand: Hand, seat: int) -> list[Card]:
    """The cards ``seat`` has not seen (the other seat's last card is one of them)."""
    seen = set(hand.deal.hands[seat]) | {p.card for r in hand.rounds for p in r.plays}
    if hand.deal.vira is not None:
        seen.add(hand.deal.vira)
    return [c for c in DECK if c not in seen]


# -- exact positions: a locked ladder, the last round, nothing left to decide ------------------------

# Iron hand (11 x 11, RULES.md section 5, preset paulista: open): worth 3, the ladder locked.
# Round 1: 3c beats 2h (seat 0); round 2: Qs beats 6c (seat 1); seat 1 leads round 3 with 6d.
IRON_1_1 = scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
                    ["play 3c", "play 2h", "play 6c", "play Qs"], score=(11, 11))


def test_section_3_one_win_each_and_a_tied_third_round_in_a_locked_hand_enumerated_by_hand() -> None:
    """RULES.md 3 (1-1 and the third round tied: the first round's winner wins) and 5 (the iron
    hand is worth 3, nobody may raise): seat 1's last card 6d against each card seat 0 may hold."""
    hand = play(IRON_1_1)
    result = analysis_of(IRON_1_1)
    assert result["method"] == "exact" and result["seat"] == 1
    table = strength_table(hand.rules, hand.deal.vira)
    mine = table[Card.parse("6d")]
    pool = unseen_by(hand, 1)
    wins = sum(1 for c in pool if table[c] < mine)  # a tie goes to seat 0, round 1's winner
    assert result["worlds"] == len(pool) == 34
    values = by_action(result)
    assert values["play 6d"]["ev"] == round(3 * (wins - (len(pool) - wins)) / len(pool), 2)
    assert values["play 6d"]["win"] == round(wins / len(pool), 3)
    assert values["play 6d"]["ci95"] is None and values["play 6d"]["exact"] is True
    # RULES.md 6: at 11 x 11 the hand's winner reaches 12 and wins the match
    assert values["play 6d"]["match"] == values["play 6d"]["win"]
    assert values["fold"]["match"] == 0.0


def test_section_1_a_covered_card_loses_to_any_face_up_card_in_the_last_round() -> None:
    """RULES.md 1 (a covered card loses to any face-up card): covering the last card loses the
    round, so the hand (seat 0 then has two wins): -3 in every world."""
    values = by_action(analysis_of(IRON_1_1))
    assert values["cover 6d"]["ev"] == -3.0 and values["cover 6d"]["win"] == 0.0


def test_section_4_surrender_pays_the_current_value_exactly() -> None:
    """RULES.md 4 (surrender pays the other team the current value): -3 in the iron hand."""
    values = by_action(analysis_of(IRON_1_1))
    assert values["fold"]["meaning"] == "surrender"
    assert values["fold"]["ev"] == -3.0 and values["fold"]["ci95"] is None
    assert values["fold"]["exact"] is True and values["fold"]["pays"] == 3


@pytest.mark.parametrize(("preset", "tie_goes_to"), [("paulista", 0), ("paulista-fpt", 1)])
def test_section_5_and_7_an_accepted_hand_of_eleven_after_two_ties_enumerated_by_hand(
        preset: str, tie_goes_to: int) -> None:
    """RULES.md 5 (an accepted hand of eleven is worth 3, the ladder locked), 3 (two ties: the
    third round decides; three ties: paulista gives the hand to the mão) and 7 (paulista-fpt:
    three ties in a hand of eleven, the team at 11 scores nothing and the other team 3).
    Seat 0 (at 11, the mão) accepted; rounds 1 and 2 tied; it leads round 3 with Ks."""
    data = scenario([["3c", "Jc", "Ks"], ["3h", "Jh", "6d"]],
                    ["accept", "play 3c", "play 3h", "play Jc", "play Jh"], rules=preset,
                    score=(11, 4))
    hand = play(data)
    result = analysis_of(data)
    assert result["method"] == "exact" and result["seat"] == 0 and result["value"] == 3
    table = strength_table(hand.rules, hand.deal.vira)
    mine = table[Card.parse("Ks")]
    pool = unseen_by(hand, 0)
    wins = sum(1 for c in pool if table[c] < mine or (table[c] == mine and tie_goes_to == 0))
    values = by_action(result)
    assert result["worlds"] == len(pool)
    assert values["play Ks"]["ev"] == round(3 * (2 * wins - len(pool)) / len(pool), 2)
    assert values["play Ks"]["win"] == round(wins / len(pool), 3)
    assert values["cover Ks"]["ev"] == -3.0
    assert values["fold"]["ev"] == -3.0
    assert [a["action"] for a in result["actions"]] == ["play Ks", "cover Ks", "fold"]


def test_section_5_iron_hand_blind_positions_are_alike() -> None:
    """RULES.md 5 (blind iron hand: a card is picked by its position, unseen): every position is
    worth the same, exactly (the cards at the positions are alike to the seat)."""
    data = scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]], ["play #1", "play #1"],
                    rules="mineiro", score=(10, 10))
    result = analysis_of(data, worlds=40)
    plays = [a for a in result["actions"] if a["action"].startswith("play #")]
    assert [a["action"] for a in plays] == ["play #2", "play #3"]
    assert plays[0]["ev"] == plays[1]["ev"] and plays[0]["win"] == plays[1]["win"]
    assert all("card" not in a for a in result["actions"])  # unseen: no card is named


# -- what the rules pay, the shape ---------------------------------------------------------------


def test_folding_a_raise_pays_the_value_before_it() -> None:
    """RULES.md 4: folding the first truco pays 1; folding a seis pays 3."""
    truco = by_action(analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]], ["raise"])))
    assert truco["fold"]["ev"] == -1.0 and truco["fold"]["meaning"] == "fold"
    seis = by_action(analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
                                          ["raise", "raise"])))
    assert seis["fold"]["ev"] == -3.0 and seis["fold"]["pays"] == 3


def test_declining_the_hand_of_eleven_pays_its_fold_value() -> None:
    """RULES.md 5: declining pays the other team 1 (mineiro: 2)."""
    paulista = by_action(analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
                                              score=(11, 3))))
    assert paulista["fold"]["meaning"] == "decline-eleven" and paulista["fold"]["ev"] == -1.0
    mineiro = by_action(analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
                                             rules="mineiro", score=(3, 10))))
    assert mineiro["fold"]["ev"] == -2.0


def test_the_result_has_the_design_fields() -> None:
    result = analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]]), worlds=30,
                         model="greedy")
    assert {"seat", "method", "worlds", "model", "actions", "weighted"} <= set(result)
    assert result["method"] == "sampled" and result["worlds"] == 30 and result["model"] == "greedy"
    hand = play(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]]))
    assert [a["action"] for a in result["actions"]] == [str(a) for a in hand.legal_actions()]
    for entry in result["actions"]:
        assert {"action", "ev", "ci95", "win", "best", "meaning"} <= set(entry)
        if entry["meaning"] != "surrender":
            low, high = entry["ci95"]
            assert low <= entry["ev"] <= high
    assert sum(a["best"] for a in result["actions"]) >= 1


def test_what_the_others_did_weighs_the_worlds() -> None:
    """A raise, or a card played when a raise was open, tells something of the cards held."""
    first = analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]]), worlds=20)
    assert first["weighted"] is False and first["calls"] == 0
    quiet = analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]], ["play 3c"]), worlds=20)
    assert quiet["weighted"] is True and quiet["calls"] == 1  # it could have raised
    raised = analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]], ["raise"]), worlds=20)
    assert raised["weighted"] is True and raised["calls"] == 1


def test_a_finished_hand_or_another_seat_cannot_be_analysed() -> None:
    hand = play(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]], ["fold"]))
    with pytest.raises(TrucoError) as over:
        analyse(observe(hand, 0))
    assert over.value.code == "hand-over"
    hand = play(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]]))
    with pytest.raises(TrucoError) as idle:
        analyse(observe(hand, 1))
    assert idle.value.code == "not-your-turn"
    with pytest.raises(TrucoError) as budget:
        analyse(observe(hand, 0), worlds=0)
    assert budget.value.code == "bad-request"


# -- grades ------------------------------------------------------------------------------------------


def made_up(evs: dict[str, float], *, stake: int = 1, offers: dict[str, int] | None = None) -> Analysis:
    """An analysis with these values (for the grade thresholds)."""
    top = max(evs.values())
    actions = tuple(
        ActionValue(action=action, meaning="raise" if action == "raise" else "play", ev=ev,
                    ci95=None, win=0.5, match=0.5, exact=True, reason={}, best=ev == top,
                    said={"offer": offers[action]} if offers and action in offers else {})
        for action, ev in evs.items())
    header = Header(seat=0, team=0, method="exact", value=1, stake=stake, match=0.5)
    return Analysis(header=header, actions=actions, choice=actions[0].action)


@pytest.mark.parametrize(("loss", "expected"), [
    (0.0, "best"), (0.1, "good"), (0.19, "good"), (0.2, "inaccuracy"), (0.39, "inaccuracy"),
    (0.4, "mistake"), (0.59, "mistake"), (0.6, "blunder"), (2.0, "blunder")])
def test_grades_by_the_share_of_the_stake_lost(loss: float, expected: str) -> None:
    result = made_up({"play Ac": 0.5, "play 4d": 0.5 - loss}, stake=1)
    action = "play Ac" if loss == 0 else "play 4d"
    assert grade(result, action).grade == expected
    assert [name for name, _ in GRADES] == ["good", "inaccuracy", "mistake", "blunder"]


def test_the_same_loss_weighs_less_in_a_bigger_hand() -> None:
    """Losing 0.4 points is a mistake in a hand worth 1, and only good in a hand worth 9."""
    assert grade(made_up({"a": 0.4, "b": 0.0}, stake=1), "b").grade == "mistake"
    assert grade(made_up({"a": 3.4, "b": 3.0}, stake=9), "b").grade == "good"


def test_a_raise_puts_its_offer_at_stake() -> None:
    """Not raising when raising was best is judged against the offer (3), not the value (1)."""
    result = made_up({"raise": 1.0, "play Ac": 0.4}, stake=1, offers={"raise": 3})
    graded = grade(result, "play Ac")
    assert graded.stake == 3 and graded.share == 0.2 and graded.grade == "inaccuracy"


def test_a_forced_move_is_never_graded() -> None:
    only = ActionValue(action="play #1", meaning="blind-play", ev=-1.0, ci95=None, win=0.0,
                       match=0.5, exact=True, reason={}, best=True)
    graded = grade(Analysis(header=Header(seat=0, team=0, method="exact", value=3, stake=3,
                                          match=0.5), actions=(only,), choice="play #1"), "play #1")
    assert graded.grade is None and graded.forced is True


def test_grade_of_an_action_not_analysed_is_refused() -> None:
    with pytest.raises(TrucoError):
        grade(made_up({"a": 0.0, "b": 1.0}), "c")


def test_a_real_analysis_grades_its_best_action_best() -> None:
    found = judged(IRON_1_1)
    result = found.to_json()
    top = max(result["actions"], key=lambda a: a["ev"])
    assert grade(found, top["action"]).grade == "best"
    # the JSON carries each action's grade, the same as grade() gives
    assert [a["grade"] for a in result["actions"]] == [grade(found, a.action).grade for a in found.actions]
    graded = grade(found, "cover 6d")
    assert graded.loss == round(top["ev"] + 3.0, 2)
    assert math.isclose(graded.share, round(graded.loss / 3, 3), abs_tol=1e-3)


def test_heads_up_values_are_the_solved_games() -> None:
    """A heads-up normal hand the shipped solution covers is judged by the solved game: every
    value exact (no interval), labelled ``solved`` with the solution's exploitability, each action
    with how often the solution plays it; the actions of a mix within MIX_SLACK of the top are
    best, one the solution plays but which is worth less is graded by what it loses."""
    found = judged(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]]))
    result = found.to_json()
    assert result["method"] == result["model"] == "solved"
    assert 0 < result["exploitability"] < 0.5 and result["iterations"] > 0
    assert all(a["ci95"] is None and a["exact"] for a in result["actions"])
    played = [a for a in result["actions"] if a["probability"] > 0]
    assert played and abs(sum(a["probability"] for a in played) - 1) < 0.01
    top = max(a["ev"] for a in result["actions"])
    best = [a for a in played if top - a["ev"] <= MIX_SLACK]
    assert all(a["best"] for a in best)
    # here the solution also leads 6c, 0.14 below 3c: good, not best, and not in the mix
    six = next(a for a in result["actions"] if a["action"] == "play 6c")
    assert six["probability"] > 0 and not six["best"]
    assert grade(found, "play 6c").grade == "good"
    assert result["mixes"] == ([] if len(best) == 1 else
                               [{"action": a["action"], "probability": a["probability"]}
                                for a in best])
    assert result["choice"] == max(best, key=lambda a: a["probability"])["action"]


def test_a_leftover_of_the_solution_is_never_best() -> None:
    """A rare line where the shipped solution keeps a leftover on a poor move (seat 0 behind after
    a lost round: a truco it plays 7% of the time, worth -3.76 beside a fold at -1.0) is graded by
    what it loses, stays out of the mix, and is never the coach's choice."""
    played = {"vira": "7d", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
              "actions": ["play 4s", "play 3h", "play Ks"], "dealer": 1}
    found = judged(played)
    result = found.to_json()
    assert result["method"] == "solved"
    values = {a["action"]: a for a in result["actions"]}
    assert values["raise"]["probability"] > 0 and not values["raise"]["best"]
    assert grade(found, "raise").grade == "blunder"
    assert result["mixes"] == []
    assert values[result["choice"]]["best"]


def test_the_model_judges_where_no_solution_applies() -> None:
    """Pairs, or a caller who asks for the model: the model's playouts (fitted to the solution,
    or the greedy thresholds when asked), sampled or exact."""
    four = {"vira": "4h", "players": 4, "hands": [["3c", "Kh", "6c"], ["2h", "Qs", "6d"],
                                                 ["Ac", "Jh", "7c"], ["2d", "Ks", "5d"]],
            "actions": []}
    pairs = analysis_of(four, worlds=40)
    assert pairs["model"] == "fitted" and pairs["method"] in ("exact", "sampled")
    assert analysis_of(four, worlds=40, model="greedy")["model"] == "greedy"
    with pytest.raises(AnalysisError) as raised:
        analysis_of(four, worlds=40, model="solved")
    assert raised.value.code == "no-solution"
    with pytest.raises(AnalysisError) as raised:
        analysis_of(scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]]), model="oracle")
    assert raised.value.code == "bad-request"


@pytest.mark.parametrize(("code", "why"), [
    ("v1.paulista-fpt.p2.s0-0.d1.v4h.h2d6c5s-AhKc7d", "rules"),
    ("v1.paulista.p2.s0-0.d1.v4h.h2d6c5s-AhKc7d", None),
    ("v1.paulista.p4.s0-0.d3.v7c.h3c4cKd-AhQc6h-6s3sJh-Js5d2h", "pairs"),
])
def test_where_no_solution_judges_the_answer_says_why(code: str, why: str | None) -> None:
    """Issue 34: off the solved rules the coach does not fall back in silence."""
    from truco.notation.scenario import Scenario

    hand = Scenario.from_code(code).play()
    seat = hand.to_act
    assert seat is not None
    found = analyse(observe(hand, seat)).to_json()
    assert found["unsolved"] == why
    assert (found["method"] == "solved") == (why is None)
    asked = analyse(observe(hand, seat), model="greedy").to_json()
    assert asked["unsolved"] == "asked"


def test_under_rules_the_solution_was_measured_for_the_answer_says_whose_it_is() -> None:
    """Issue 34 point 3: a tie rule changed, the paulista solution judges, the answer saying it
    was solved for paulista and giving its exploitability measured under these rules."""
    from truco.notation.scenario import Scenario
    from truco.solved.ladder import solution_for

    hand = Scenario.from_json({"rules": {"preset": "paulista", "three_ties": "dealer"},
                               "hands": [["2d", "6c", "5s"], ["Ah", "Kc", "7d"]],
                               "vira": "4h"}).play()
    seat = hand.to_act
    assert seat is not None
    view = observe(hand, seat)
    found = analyse(view).to_json()
    sol = solution_for(view.rules, view.vira)
    assert sol is not None
    assert found["method"] == "solved" and found["solved_for"] == "paulista"
    assert found["exploitability"] == sol.info["shipped_exploitability"]
    own = analyse(observe(Scenario.from_json({"rules": "paulista",
                                              "hands": [["2d", "6c", "5s"], ["Ah", "Kc", "7d"]],
                                              "vira": "4h"}).play(), seat)).to_json()
    assert "solved_for" not in own and own["exploitability"] != found["exploitability"]
