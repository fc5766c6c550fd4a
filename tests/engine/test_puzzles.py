"""Puzzles (truco.teach.puzzles): questions that fit their position, answers graded by the engine, the
answer kept out of the question, sealed codes that round-trip and refuse hostile input."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from truco import web
from truco.core.errors import TrucoError
from truco.core.explain import ERRORS
from truco.teach.puzzles import KINDS, MAX_NOTE, MAX_TITLE, WHY, Puzzle, PuzzleError, find

TIE = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h"  # round 1 tied: 3c and 3h
HAND = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-Kh-Qd"  # tie, then Qd (manilha) wins
FOLD = "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.araise-raise-fold"  # the seis folded: 3
OPEN = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c"  # seat 1 to answer the 3c
PAIRS = "v1.paulista.p4.s3-5.d3.v4d.h3c6cQc-2h6hQh-3h6sQs-Kd6dJd.a3c-2h-3h-Kd"  # partners at the top


def make(scenario: str, kind: str, **extra: Any) -> Puzzle:
    return Puzzle.from_json({"scenario": scenario, "kind": kind, **extra})


def ask(op: str, **args: Any) -> dict[str, Any]:
    reply = json.loads(web.handle(json.dumps({"op": op, "args": args})))
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def refused(op: str, **args: Any) -> dict[str, Any]:
    reply = json.loads(web.handle(json.dumps({"op": op, "args": args})))
    assert reply["ok"] is False, reply
    error: dict[str, Any] = reply["error"]
    assert error["code"] in ERRORS, error
    return error


# -- questions that fit their position ------------------------------------------------------------


def test_round_question_asks_who_and_why_and_hides_the_verdict() -> None:
    puzzle = make(TIE, "round")
    view = puzzle.view()
    obs = view["observation"]
    assert view["options"] == {"who": [0, 1, None], "why": list(WHY["round"])}
    assert [p["card"] for p in obs["table"]] == ["3c", "3h"]  # both cards on the table
    assert obs["rounds"] == [] and obs["to_act"] is None and obs["phase"] == "question"
    assert obs["hands"][view["seat"]] == ["Kh", "4s"] and obs["held"] == [2, 2]
    assert view["last"] == {"seat": 1, "action": "play 3h", "meaning": "play", "round": 1, "card": "3h"}
    # nothing said about the round: no ruling, no lead
    assert "round-tied" not in json.dumps(view) and "lead-tie" not in json.dumps(view)


def test_round_answer_then_reason_then_solution() -> None:
    puzzle = make(TIE, "round")
    assert puzzle.check({"who": 0}) == {"correct": False, "solved": False, "part": "who", "revealed": False}
    assert puzzle.check({"who": None})["correct"] is True
    wrong = puzzle.check({"who": None, "why": "higher-rank"})
    assert wrong["correct"] is False and "solution" not in wrong
    right = puzzle.check({"who": None, "why": "same-rank-tie"})
    assert right["solved"] is True
    solution = right["solution"]
    assert solution["ruling"]["code"] == "round-tied"
    assert solution["after"]["round_details"][0]["winner"] is None  # the position after, with its ruling


def test_the_right_reason_with_the_wrong_winner_does_not_solve() -> None:
    assert make(TIE, "round").check({"who": 1, "why": "same-rank-tie"})["solved"] is False


def test_lead_question_names_a_seat() -> None:
    puzzle = make(PAIRS, "lead", seat=2)
    assert puzzle.view()["options"]["who"] == [0, 1, 2, 3]
    assert puzzle.solution()["who"] == 0
    assert puzzle.check({"who": 0, "why": "lead-winner"})["solved"] is True


def test_partners_at_the_top_is_the_reason_of_the_round() -> None:
    puzzle = make(PAIRS, "round")
    assert puzzle.solution()["who"] == 0 and puzzle.solution()["why"] == "partners-top"


def test_hand_question_and_three_ties_as_one_reason() -> None:
    puzzle = make(HAND, "hand")
    assert puzzle.solution()["who"] == 1 and puzzle.solution()["why"] == "win-plus-tie"
    view = puzzle.view()
    assert view["observation"]["rounds"] == [None]  # round 1, settled before
    three = make("v1.mineiro.p2.s0-0.d1.h3c2hJs-3d2sJh.a3c-3d-2h-2s-Js-Jh", "hand")
    assert three.solution()["why"] == "three-ties" and three.solution()["who"] is None


def test_points_question_counts_the_payout() -> None:
    puzzle = make(FOLD, "points")
    assert puzzle.view()["options"] == {"points": {"min": 0, "max": 12}}
    assert puzzle.check({"points": 6})["solved"] is False
    result = puzzle.check({"points": 3})
    assert result["solved"] and result["solution"]["ruling"]["code"] == "fold-pays-previous"


def test_play_question_is_graded_by_the_coach() -> None:
    puzzle = make(OPEN, "play")
    view = puzzle.view()
    assert view["seat"] == 1 and view["last"] is None
    assert view["options"]["actions"] == view["observation"]["legal"]
    assert "3h" in view["observation"]["hands"][1] and view["observation"]["held"][0] == 2
    best = puzzle.solution()
    assert best["action"] in best["best"]
    good = puzzle.check({"action": best["action"]})
    assert good["solved"] and good["grade"] == "best"
    bad = puzzle.check({"action": "fold"})
    assert bad["solved"] is False and bad["grade"] in ("inaccuracy", "mistake", "blunder")
    assert "solution" not in bad and bad["loss"] > 0


def test_reveal_gives_the_solution_without_a_verdict() -> None:
    result = make(OPEN, "play").check(None, reveal=True)
    assert result["revealed"] and not result["solved"]
    analysis = result["solution"]["analysis"]
    assert (analysis["method"], analysis["model"]) in (("exact", "fitted"), ("sampled", "fitted"),
                                                       ("solved", "solved"))


@pytest.mark.parametrize(("scenario", "kind", "extra", "code"), [
    (TIE, "riddle", {}, "puzzle-kind"),
    (TIE, "<script>", {}, "puzzle-kind"),
    ("v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd", "round", {}, "puzzle-needs-round"),
    (OPEN, "round", {}, "puzzle-needs-round"),
    (HAND, "lead", {}, "puzzle-needs-round"),
    (OPEN, "hand", {}, "puzzle-needs-end"),
    (FOLD, "hand", {}, "puzzle-needs-end"),  # folded: the cards did not decide it
    (HAND, "play", {}, "puzzle-needs-choice"),
    (OPEN, "play", {"seat": 0}, "puzzle-needs-choice"),
    (OPEN, "play", {"show": [0]}, "puzzle-show-play"),
    (TIE, "round", {"seat": 2}, "bad-puzzle"),
    (TIE, "round", {"seat": True}, "bad-puzzle"),
    (TIE, "round", {"show": [5]}, "bad-puzzle"),
    (TIE, "round", {"note": "x" * (MAX_NOTE + 1)}, "bad-puzzle"),
    (TIE, "round", {"note": "bell\x07"}, "bad-puzzle"),
    (TIE, "round", {"note": 3}, "bad-puzzle"),
    (TIE, "round", {"title": "x" * (MAX_TITLE + 1)}, "bad-puzzle"),
    (TIE, "round", {"title": "two\nlines"}, "bad-puzzle"),
    (TIE, "round", {"title": ["a list"]}, "bad-puzzle"),
    (TIE, "round", {"answer": 1}, "bad-puzzle"),
])
def test_questions_that_do_not_fit_are_refused_with_a_code(scenario: str, kind: str,
                                                           extra: dict[str, Any], code: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        make(scenario, kind, **extra)
    assert caught.value.code == code
    assert code in ERRORS


def test_an_illegal_action_in_the_scenario_is_the_engines_refusal() -> None:
    with pytest.raises(TrucoError) as caught:
        make("v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-c3h", "round")
    assert caught.value.code == "cover-too-early" and caught.value.params["index"] == 1


@pytest.mark.parametrize("answer", [{"who": 2}, {"who": "0"}, {"who": True}, {"why": "x"},
                                    {"who": None, "why": "three-ties"}, {}])
def test_bad_answers_are_refused(answer: dict[str, Any]) -> None:
    with pytest.raises(PuzzleError) as caught:
        make(TIE, "round").check(answer)
    assert caught.value.code == "bad-answer"


@pytest.mark.parametrize("answer", [{"action": "play 8h"}, {"action": "cover 3h"}, {"action": 3}])
def test_a_play_answer_must_be_a_legal_action(answer: dict[str, Any]) -> None:
    with pytest.raises(PuzzleError):
        make(OPEN, "play").check(answer)


@pytest.mark.parametrize("points", [-1, 100, "3", 2.5, True, None])
def test_a_points_answer_is_a_whole_number(points: object) -> None:
    with pytest.raises(PuzzleError):
        make(FOLD, "points").check({"points": points})


# -- sealed codes ---------------------------------------------------------------------------------


def test_a_note_is_kept_as_plain_text() -> None:
    note = '<script>alert("x")</script> & <b>ñ</b>\nline two'
    puzzle = make(TIE, "round", note=note, show=[1])
    again = Puzzle.from_code(puzzle.to_code())
    assert again == puzzle and again.note == note and again.show == (1,)
    assert again.view()["note"] == note
    assert again.view()["shown"] == [{"seat": 1, "cards": ["Ks", "Qd"]}]


def test_a_title_names_the_puzzle_and_round_trips() -> None:
    title = "  Dos tres en la mesa: <b>¿quién gana?</b>  "
    puzzle = make(TIE, "round", title=title, note="Mira la vira")
    assert puzzle.title == title.strip()  # stripped, kept as plain text
    assert puzzle.to_json()["title"] == title.strip()
    again = Puzzle.from_code(puzzle.to_code())
    assert again == puzzle and again.title == title.strip() and again.note == "Mira la vira"
    assert again.view()["title"] == title.strip()
    # at most MAX_TITLE characters, on one line (spaces around do not count)
    longest = make(TIE, "round", title=" " + "é" * MAX_TITLE + " ")
    assert Puzzle.from_code(longest.to_code()).title == "é" * MAX_TITLE
    # the longest title and note, in four-byte characters, still fit a sealed code
    widest = make(PAIRS, "round", title="😀" * MAX_TITLE, note="😀" * MAX_NOTE, show=[1, 2, 3])
    assert Puzzle.from_code(widest.to_code()) == widest


def test_a_puzzle_without_a_title_keeps_its_code() -> None:
    """Codes sealed before titles existed read as before, and seal to the very same code."""
    data = {"scenario": TIE, "kind": "round", "seat": 0, "note": "Mira la vira"}
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    old = "Q1" + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")
    puzzle = Puzzle.from_code(old)
    assert puzzle.title == "" and puzzle.note == "Mira la vira"
    assert "title" not in puzzle.to_json() and puzzle.view()["title"] is None
    assert puzzle.to_code() == old
    assert make(TIE, "round", title="   ") == make(TIE, "round")  # a blank title is no title


def test_a_title_too_long_is_refused_with_its_length_and_the_limit() -> None:
    with pytest.raises(PuzzleError) as caught:
        make(TIE, "round", title="x" * (MAX_TITLE + 5))
    error = caught.value.to_json()
    assert error["code"] == "bad-puzzle" and error["field"] == "title"
    assert error["reason"] == "puzzle-title-long" and error["reason"] in ERRORS
    assert (error["length"], error["most"]) == (MAX_TITLE + 5, MAX_TITLE)
    assert error["message"] == f"the title has {MAX_TITLE + 5} characters; at most {MAX_TITLE} are allowed"


@pytest.mark.parametrize(("title", "said"), [
    ("Two\nlines", "the title is one line of plain text: it holds a line break"),
    ("Two\r\nlines", "the title is one line of plain text: it holds a line break"),
    ("Two\u2028lines", "the title is one line of plain text: it holds a line break"),
    ("Tab\there", "the title holds a control character (U+0009)"),
    ("bell\x07", "the title holds a control character (U+0007)"),
    ("C1\x85x", "the title holds a control character (U+0085)"),
])
def test_a_title_is_one_line_without_control_characters(title: str, said: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        make(TIE, "round", title=title)
    error = caught.value.to_json()
    assert (error["code"], error["field"], error["reason"]) == ("bad-puzzle", "title", "puzzle-title-control")
    assert error["message"] == said and error["reason"] in ERRORS


def test_the_note_is_checked_as_the_title_is_but_may_have_lines() -> None:
    assert make(TIE, "round", note="one\ntwo").note == "one\ntwo"
    for note, reason in (("x" * (MAX_NOTE + 1), "puzzle-note-long"), ("bell\x07", "puzzle-note-control")):
        with pytest.raises(PuzzleError) as caught:
            make(TIE, "round", note=note)
        assert caught.value.params["field"] == "note" and caught.value.params["reason"] == reason
        assert reason in ERRORS


def test_the_code_does_not_show_the_cards_at_a_glance() -> None:
    code = make(TIE, "round").to_code()
    assert code.startswith("Q1") and "3cKh4s" not in code
    assert all(ch.isalnum() or ch in "-_" for ch in code)


@pytest.mark.parametrize("code", [
    "", "Q1", "Q2abcd", "q1abcd", "Q1!!!!", "Q1" + "A" * 3100,
    "Q1" + base64.urlsafe_b64encode(b"not json").decode().rstrip("="),
    "Q1" + base64.urlsafe_b64encode(b"[1, 2]").decode().rstrip("="),
    "Q1" + base64.urlsafe_b64encode(b'{"scenario": "v9.x", "kind": "round"}').decode().rstrip("="),
    "Q1" + base64.urlsafe_b64encode(b'{"scenario": "' + TIE.encode() + b'", "kind": "?"}').decode(),
    "Q1" + base64.urlsafe_b64encode(b"\xff\xfe").decode().rstrip("="),
    "Q1" + base64.urlsafe_b64encode(b"[" * 50 + b"]" * 50).decode().rstrip("="),
])
def test_hostile_codes_are_refused_with_a_code(code: str) -> None:
    error = refused("puzzle", puzzle=code)
    assert error["code"] != "internal"


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text_as_a_puzzle_is_answered_never_a_crash(text: str) -> None:
    reply = json.loads(web.handle(json.dumps({"op": "puzzle", "args": {"puzzle": text}})))
    assert reply["ok"] or reply["error"]["code"] in ERRORS  # (a gallery id is a puzzle)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([TIE, PAIRS]), st.sampled_from(["round", "lead"]),
       st.text(max_size=MAX_NOTE).filter(lambda s: s.strip() == s and s.isprintable()),
       st.text(max_size=MAX_TITLE).filter(lambda s: s.strip() == s and s.isprintable()),
       st.lists(st.integers(0, 1), max_size=2))
def test_sealed_codes_round_trip(scenario: str, kind: str, note: str, title: str,
                                 show: list[int]) -> None:
    try:
        puzzle = make(scenario, kind, note=note, title=title, show=show)
    except PuzzleError:
        return  # a lead question on a round that ends the hand
    assert Puzzle.from_code(puzzle.to_code()) == puzzle
    assert find(puzzle.to_code()) == puzzle


# -- the facade -----------------------------------------------------------------------------------


def test_make_open_and_check_through_the_facade() -> None:
    made = ask("puzzle_make", puzzle={"scenario": TIE, "kind": "round", "note": "Mira la vira"})
    code = made["code"]
    assert made["view"]["note"] == "Mira la vira"
    opened = ask("puzzle_open", puzzle=code)
    assert opened["puzzle"] == {"scenario": TIE, "kind": "round", "seat": 0, "note": "Mira la vira"}
    view = ask("puzzle", puzzle=code)
    assert view["title"] is None and view["kind"] == "round"  # no title: the site says the question
    assert ask("puzzle_check", puzzle=code, answer={"who": None})["correct"] is True
    solved = ask("puzzle_check", puzzle=code, answer={"who": None, "why": "same-rank-tie"})
    assert solved["solution"]["point"] is None


def test_a_teachers_title_goes_through_the_facade() -> None:
    made = ask("puzzle_make", puzzle={"scenario": TIE, "kind": "round", "title": "Dos tres",
                                      "note": "Mira la vira"})
    assert made["puzzle"]["title"] == "Dos tres" and made["view"]["title"] == "Dos tres"
    opened = ask("puzzle_open", puzzle=made["code"])
    assert opened["puzzle"] == {"scenario": TIE, "kind": "round", "seat": 0, "title": "Dos tres",
                                "note": "Mira la vira"}
    assert ask("puzzle", puzzle=made["code"])["title"] == "Dos tres"
    error = refused("puzzle_make", puzzle={"scenario": TIE, "kind": "round", "title": "a\tb"})
    assert (error["code"], error["field"], error["reason"]) == ("bad-puzzle", "title", "puzzle-title-control")
    # a gallery puzzle's title stays the gallery's, in three languages (not one of its parts)
    assert "title" not in ask("puzzle_open", puzzle="ties-1")["puzzle"]


def test_a_gallery_puzzle_has_a_title_and_its_point_comes_with_the_solution() -> None:
    view = ask("puzzle", puzzle="ties-1")
    assert view["title"]["en"] and view["topic"] == "ties" and view["level"] == 1
    assert "point" not in view
    shown = ask("puzzle_check", puzzle="ties-1", reveal=True)
    assert shown["solution"]["point"]["pt"]
    assert ask("puzzle_open", puzzle="ties-1")["id"] == "ties-1"


def test_the_gallery_listing_gives_no_teaching_point_before_the_answer() -> None:
    """Several points state the answer (ties-1, ties-6, covering-2, truco-6, eleven-4): the
    listing the gallery page shows carries none; the point comes with the solution."""
    listing = ask("puzzle_list")
    assert listing["puzzles"] and all("point" not in p for p in listing["puzzles"])
    text = json.dumps(listing, ensure_ascii=False)
    for ref in ("ties-1", "ties-6", "covering-2", "truco-6", "eleven-4"):
        point = ask("puzzle_check", puzzle=ref, reveal=True)["solution"]["point"]
        assert point and all(point[lang] not in text for lang in ("es", "pt", "en")), ref


@pytest.mark.parametrize(("op", "args", "code"), [
    ("puzzle", {"puzzle": "nope"}, "unknown-puzzle"),
    ("puzzle", {"puzzle": ""}, "bad-puzzle"),
    ("puzzle", {}, "bad-request"),
    ("puzzle_check", {"puzzle": "ties-1", "answer": {"who": 7}}, "bad-answer"),
    ("puzzle_check", {"puzzle": "ties-1", "answer": "0"}, "bad-request"),
    ("puzzle_make", {"puzzle": {"scenario": TIE}}, "puzzle-kind"),
    ("puzzle_make", {"puzzle": {"scenario": "v1.bogus", "kind": "round"}}, "bad-code"),
    ("puzzle_make", {"puzzle": {"kind": "round"}}, "bad-puzzle"),
    ("puzzle_open", {"puzzle": "Q1@@"}, "bad-puzzle"),
])
def test_the_facade_refuses_with_codes(op: str, args: dict[str, Any], code: str) -> None:
    assert refused(op, **args)["code"] == code


def test_every_kind_is_offered() -> None:
    assert KINDS == ("play", "round", "lead", "hand", "points")
