"""The claims of the gallery's teaching points (truco.teach.claims): a false claim is caught with
a message that says why, a malformed one is reported (never raised), and the points once worded
too strongly stay caught in their old form."""

from __future__ import annotations

from typing import Any

import pytest

from truco import gallery
from truco.teach import claims
from truco.teach.claims import KINDS, check_claims, claim_shape, opponents_cards, shape_problems
from truco.teach.puzzles import find


def failures(puzzle_id: str, *made_up: dict[str, Any]) -> list[str]:
    """The failures of these claims, made up for a gallery puzzle."""
    return check_claims({**gallery.entry(puzzle_id), "claims": list(made_up)})


# -- a false claim is caught, with the reason ------------------------------------------------------


def test_a_chance_of_0_997_is_not_certain() -> None:
    # first-round-3: leading the zap wins the hand 99.7% of the time, not always
    found = failures("first-round-3", {"kind": "chance", "action": "play 5c", "is": "certain"})
    assert found == ["claim 1 (chance): 'play 5c' wins the hand with a chance of 0.997, not for "
                     "certain (1.0)"]
    assert failures("first-round-3", {"kind": "chance", "action": "play 4s", "is": "certain"}) == []
    assert failures("first-round-3", {"kind": "chance", "action": "play 5c", "at_least": 0.99}) == []


def test_chance_bounds_and_never() -> None:
    assert failures("truco-6", {"kind": "chance", "action": "accept", "at_most": 0.01}) == [
        "claim 1 (chance): 'accept' wins the hand with a chance of 0.091, above 0.01"]
    assert failures("truco-7", {"kind": "chance", "action": "raise", "at_least": 0.99}) == [
        "claim 1 (chance): 'raise' wins the hand with a chance of 0.940, below 0.99"]
    assert failures("ties-7", {"kind": "chance", "action": "play 4d", "is": "never"}) == []
    assert failures("ties-7", {"kind": "chance", "action": "play Kc", "is": "never"}) == [
        "claim 1 (chance): 'play Kc' wins the hand with a chance of 1.000, not never (0.0)"]


def test_best_margin_and_grade_are_the_coachs() -> None:
    found = failures("truco-6", {"kind": "best", "action": "accept"},
                     {"kind": "margin", "action": "accept", "over": "fold", "at_least": 0},
                     {"kind": "margin", "action": "fold", "over": "accept", "at_most": 0.5},
                     {"kind": "grade", "action": "accept", "no_worse_than": "good"},
                     {"kind": "grade", "action": "fold", "no_better_than": "good"})
    assert [f.split(":")[0] for f in found] == ["claim 1 (best)", "claim 2 (margin)",
                                               "claim 3 (margin)", "claim 4 (grade)",
                                               "claim 5 (grade)"]
    assert "'accept' is not one of the best actions" in found[0]
    assert "a margin of -1.46, less than +0" in found[1]
    assert "more than +0.5" in found[2]
    assert "'accept' is graded 'mistake', worse than 'good'" in found[3]
    assert "'fold' is graded 'best', better than 'good'" in found[4]


def test_a_variant_position_is_judged_at_its_own_seat_to_act() -> None:
    # truco-8 with the lowest manilha instead of copas: no clear answer any more
    variant = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-5cKsQd.a4s-5c-Ks-raise"
    assert failures("truco-8", {"kind": "margin", "scenario": variant, "action": "fold",
                                "over": "accept", "at_least": 0.25}) != []
    assert failures("truco-8", {"kind": "margin", "scenario": variant, "action": "fold",
                                "over": "accept", "at_least": -0.25, "at_most": 0.25}) == []


def test_rules_facts_are_the_engines() -> None:
    found = failures(
        "manilhas-1",
        {"kind": "manilhas", "cards": ["5h", "5c", "5s", "5d"]},
        {"kind": "manilhas", "vira": "3d", "cards": ["4c", "4h", "4s", "4d"]},
        {"kind": "compare", "cards": "3", "against": "ordinary", "result": "win"},
        {"kind": "compare", "cards": "covered", "against": "4", "result": "lose"},
        {"kind": "round", "first": 0, "plays": ["3c", "3h"], "winner": 0},
        {"kind": "rounds", "results": [None, None, None], "winner": None},
        {"kind": "ladder", "values": [1, 3, 6, 9, 12], "fold_pays": [1, 3, 6, 12]},
        {"kind": "position", "actions": [], "value": 3, "mao": 0, "can_raise": True},
        {"kind": "sees", "seat": 0, "whose": 1})
    assert found == [
        "claim 1 (manilhas): the manilhas, strongest first, are 5c 5h 5s 5d, not 5h 5c 5s 5d",
        "claim 3 (compare): not every card ends as 'win': 3c against 3h: tie; 3c against 3s: tie; "
        "3c against 3d: tie (and 9 more)",
        "claim 5 (round): the round goes to nobody (a tie), not team 0",
        "claim 6 (rounds): after rounds [tie, tie, tie] the hand goes to team 0 (three-ties-mao), "
        "not to nobody (a tie)",
        "claim 7 (ladder): the ladder's fold_pays are [1, 3, 6, 9], not [1, 3, 6, 12]",
        "claim 8 (position): value is 1, not 3",
        "claim 9 (sees): seat 0 does not see the cards of seat 1",
    ]


def test_opponents_are_every_card_an_opponent_may_still_hold() -> None:
    # truco-7: seat 1 holds Qs and As; seat 0 has played 3c and Kh, the vira is 7d (manilha Q)
    puzzle = find("truco-7")
    held = {str(c) for c in opponents_cards(puzzle.hand(), puzzle.seat)}
    assert not held & {"Qs", "As", "3c", "Kh", "2h", "7d"}
    assert {"Qc", "Qh", "4c", "3d"} <= held and len(held) == 34
    found = failures("truco-7", {"kind": "compare", "cards": "Qs", "against": "opponents",
                                 "result": "win"})
    assert len(found) == 1 and "Qs against Qc: lose; Qs against Qh: lose" in found[0]
    assert failures("ties-7", {"kind": "compare", "cards": "Kc", "against": "opponents",
                               "result": "win"}) == []


# -- malformed claims are reported, never raised -----------------------------------------------------


def test_an_unknown_kind_is_reported_with_the_known_ones() -> None:
    found = failures("ties-1", {"kind": "luck", "action": "play 3c"})
    assert found == ["claim 1: unknown claim kind 'luck'; kinds are " + ", ".join(KINDS)]


@pytest.mark.parametrize(("claim", "problem"), [
    ("certain", 'a claim is an object with a "kind"'),
    ({"action": "fold"}, "unknown claim kind '(none)'"),
    ({"kind": "best"}, "best: 'action' is missing"),
    ({"kind": "best", "action": "fold", "why": "x"}, "best: unknown key 'why'"),
    ({"kind": "chance", "action": "fold"}, "chance: states nothing: give one of is, at_least, at_most"),
    ({"kind": "chance", "action": "fold", "is": "sure"}, "chance: 'is' is \"certain\" or \"never\""),
    ({"kind": "chance", "action": "fold", "at_least": 1.5}, "chance: 'at_least' is a chance from 0 to 1"),
    ({"kind": "rounds", "results": [2], "winner": 0}, "rounds: 'results' is one to three results"),
    ({"kind": "round", "first": 0, "plays": ["3c"], "winner": 0}, "round: 'plays' is the round's cards"),
    ({"kind": "grade", "action": "fold", "no_better_than": "awful"}, "grade: 'no_better_than' is a grade"),
    ({"kind": "position", "value": True}, "position: 'value' is an integer"),
    ({"kind": "position", "actions": ["3c.v4h"], "value": 1},
     "position: 'actions' is a list of actions as in a scenario code"),
    ({"kind": "ladder", "values": [1], "scenario": "x", "actions": []},
     'ladder: give "scenario" or "actions", not both'),
])
def test_malformed_claims_are_reported(claim: Any, problem: str) -> None:
    shape = claim_shape(claim)
    assert shape is not None and shape.startswith(problem), shape
    assert failures("ties-1", claim) == [f"claim 1: {shape}"]


def test_claims_that_cannot_be_checked_where_they_stand_are_reported() -> None:
    found = failures("ties-1",
                     {"kind": "best", "action": "play Kh"},  # a 'round' question has no choice
                     {"kind": "position", "actions": ["9c"], "value": 1},
                     {"kind": "position", "scenario": "v1.nope", "value": 1},
                     {"kind": "position", "winner": 0},  # the hand goes on after round 1
                     {"kind": "best", "action": "play 3d", "actions": ["3c", "3h"]},
                     {"kind": "round", "first": 0, "plays": ["3c", "3c"], "winner": None},
                     {"kind": "compare", "cards": "9", "against": "3", "result": "win"})
    assert len(found) == 7
    assert all(": cannot be checked: " in f for f in found), found
    assert "'play 3d' is not an action here" in found[4]


def test_an_entry_without_claims_or_with_a_broken_puzzle_is_reported() -> None:
    entry = {k: v for k, v in gallery.entry("ties-1").items() if k != "claims"}
    assert check_claims(entry) == ["no claims: the point states nothing the engine checks"]
    assert check_claims({**entry, "claims": "all true"}) == ["claims are a non-empty list"]
    broken = {**entry, "scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3c",
              "claims": [{"kind": "position", "mao": 0}]}
    found = check_claims(broken)
    assert len(found) == 1 and found[0].startswith("the puzzle cannot be read: ")


def test_the_gallery_reports_missing_and_malformed_claims(monkeypatch: pytest.MonkeyPatch) -> None:
    first, second, *rest = gallery.ENTRIES
    changed = ({k: v for k, v in first.items() if k != "claims"},
               {**second, "claims": [{"kind": "best"}, {"kind": "luck"}]}, *rest)
    monkeypatch.setattr(gallery, "ENTRIES", changed)
    assert claims.gallery_problems() == [
        f"{first['id']}: claims check the point",
        f"{second['id']}: claim 1: best: 'action' is missing",
        f"{second['id']}: claim 2: unknown claim kind 'luck'; kinds are " + ", ".join(KINDS),
    ]
    assert shape_problems([]) == ["claims are a non-empty list"]


# -- the points that said too much stay caught in their old form ----------------------------------


def test_the_old_wording_of_rewritten_points_is_false() -> None:
    # truco-6 said "no chance of winning": accepting still wins about one hand in eleven
    assert failures("truco-6", {"kind": "chance", "action": "accept", "is": "never"}) != []
    # eleven-4 said "a lost hand": accepting wins 0.3% of the time
    assert failures("eleven-4", {"kind": "chance", "action": "accept", "is": "never"}) != []
    # first-round-3 said "with two manilhas": with the two lowest, giving the round away is not best
    low = "v1.paulista.p2.s0-0.d1.v4h.h5s5d4s-3hKsQd"
    assert failures("first-round-3", {"kind": "best", "scenario": low, "action": "play 4s"}) != []
    # covering-4 said "if the third round ties, the first decides": not after two tied rounds
    assert failures("covering-4", {"kind": "rounds", "results": [None, None, None], "winner": 0,
                                   "why": "first-round-decides"}) == [
        "claim 1 (rounds): after rounds [tie, tie, tie] the hand goes to team 0 (three-ties-mao), "
        "not by 'first-round-decides'"]
    # eleven-6 said a hand of eleven is "worth more than a normal one": a normal hand reaches 6
    assert failures("eleven-6", {"kind": "position", "scenario": "v1.paulista.p2.s0-0.d1.vJd."
                                 "hKc3h5s-2hQs4d.araise-raise-accept", "value": 3}) != []


def test_every_kind_is_used_by_the_gallery() -> None:
    used = {c["kind"] for e in gallery.ENTRIES for c in e["claims"]}
    assert used == set(claims.KINDS)
