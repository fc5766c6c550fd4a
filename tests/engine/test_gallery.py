"""The puzzle gallery: every puzzle replayed through the engine, its stated answer checked, and
every claim of its teaching point checked (:mod:`truco.teach.claims`).

A wrong or stale puzzle (the rules changed, a card was mistyped, the coach changed its mind)
fails here, and so does a point the engine contradicts. The question a student sees is also
checked: nothing hidden, nothing of the answer, none of the claims.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from truco import gallery, web
from truco.coach.grades import grade
from truco.teach import claims, puzzles
from truco.teach.claims import check_claims
from truco.teach.puzzles import find

IDS = [e["id"] for e in gallery.ENTRIES]


def test_the_gallery_holds_at_least_36_puzzles_over_every_topic_and_level() -> None:
    assert len(IDS) >= 36
    assert claims.gallery_problems() == []
    for topic in gallery.TOPICS:
        assert sum(e["topic"] == topic for e in gallery.ENTRIES) >= 4, topic
    assert {e["level"] for e in gallery.ENTRIES} == set(gallery.LEVELS)
    assert {e["kind"] for e in gallery.ENTRIES} == set(puzzles.KINDS)
    presets = {find(i).scenario.rules.preset_name for i in IDS}
    assert presets == {"paulista", "paulista-fpt", "mineiro"}
    assert any(find(i).scenario.players == 4 for i in IDS)


@pytest.mark.parametrize("puzzle_id", IDS)
def test_the_stated_answer_is_the_engines(puzzle_id: str) -> None:
    entry = gallery.entry(puzzle_id)
    puzzle = find(puzzle_id)
    stated: dict[str, Any] = entry["answer"]
    solution = puzzle.solution()
    if puzzle.kind == "play":
        analysis = solution["analysis"]
        assert solution["action"] == stated["action"], [(a["action"], a["ev"]) for a in analysis["actions"]]
        assert grade(puzzle.analysis(), stated["action"]).grade == "best"
        # the student's answer is graded as the test expects: the stated one solves the puzzle
        assert puzzle.check({"action": stated["action"]})["solved"] is True
        # and at least one other action does not
        others = [a["action"] for a in analysis["actions"] if a["action"] != stated["action"]]
        assert any(not puzzle.check({"action": a})["solved"] for a in others)
    else:
        assert {key: solution[key] for key in stated} == stated, solution["ruling"]
        answer = {key: stated[key] for key in ("who", "why", "points") if key in stated}
        assert puzzle.check(answer)["solved"] is True


@pytest.mark.parametrize("puzzle_id", IDS)
def test_every_claim_of_the_teaching_point_holds(puzzle_id: str) -> None:
    entry = gallery.entry(puzzle_id)
    assert entry["claims"], "the point states nothing the engine checks"
    assert check_claims(entry) == []


#: What a page never receives of a gallery entry before the student answers.
SECRET = {"answer", "solution", "who", "why", "points", "claims"}


def without_manilhas(view: dict[str, Any]) -> str:
    """The view's text without the list of the four manilhas (which names cards, none of them
    anyone's), for a search for hidden cards."""
    data = json.loads(json.dumps(view))
    data.get("observation", data).pop("manilhas", None)
    return json.dumps(data)


def hidden_cards(puzzle: puzzles.Puzzle) -> set[str]:
    """Cards the student may not see: other seats' held cards (unless shown), and covered cards
    of other seats (and, in a blind iron hand, the student's own unplayed cards)."""
    hand = puzzle.hand()
    out: set[str] = set()
    for seat, held in enumerate(hand.hands):
        if seat in puzzle.show:
            continue
        if seat != puzzle.seat or hand.blind:
            partner_view = (puzzle.kind == "play" and hand.decider == puzzle.seat
                            and hand.players == 4 and seat == (puzzle.seat + 2) % 4)
            if not partner_view:
                out |= {str(c) for c in held}
    for played in [*(p for r in hand.rounds for p in r.plays), *hand.table]:
        if played.covered and played.seat != puzzle.seat:
            out.add(str(played.card))
    return out


@pytest.mark.parametrize("puzzle_id", IDS)
def test_the_question_shows_no_hidden_card_and_no_answer(puzzle_id: str) -> None:
    puzzle = find(puzzle_id)
    view = web.op_puzzle(puzzle=puzzle_id)
    text = without_manilhas(view)
    for card in hidden_cards(puzzle):
        assert f'"{card}"' not in text, card
    assert not SECRET & set(view)
    assert '"claims"' not in json.dumps(view)
    obs = view["observation"]
    if puzzle.kind != "play":
        before = puzzle.scenario.with_actions(puzzle.scenario.actions[:-1]).play()
        assert obs["to_act"] is None and obs["winner"] is None and obs["legal"] == []
        assert obs["ruling"] is None and not obs["finished"]
        assert len(obs["rounds"]) == len(before.rounds)  # the round in question is not settled
        assert obs["history"][-1] == view["last"]


def test_the_listing_is_what_the_gallery_page_draws() -> None:
    listed = web.op_puzzle_list()
    assert [p["id"] for p in listed["puzzles"]] == IDS
    assert listed["topics"] == list(gallery.TOPICS)
    for item in listed["puzzles"]:
        puzzle = find(item["id"])
        view = puzzle.view()
        assert item["thumb"]["hand"] == view["observation"]["hands"][view["seat"]]
        for card in hidden_cards(puzzle):
            assert f'"{card}"' not in json.dumps(item["thumb"]), (item["id"], card)
    assert not any({"answer", "solution", "claims"} & set(item) for item in listed["puzzles"])
    assert '"claims"' not in json.dumps(listed)


@pytest.mark.parametrize("puzzle_id", IDS)
def test_the_solution_brings_the_point_never_the_claims(puzzle_id: str) -> None:
    revealed = web.op_puzzle_check(puzzle=puzzle_id, reveal=True)
    assert revealed["solution"]["point"] == gallery.entry(puzzle_id)["point"]
    assert '"claims"' not in json.dumps(revealed)
    assert "claims" not in web.op_puzzle_open(puzzle=puzzle_id)["puzzle"]


def test_an_unknown_gallery_id_is_refused_by_name() -> None:
    reply = json.loads(web.handle(json.dumps({"op": "puzzle", "args": {"puzzle": "ties-99"}})))
    assert reply["ok"] is False
    assert reply["error"]["code"] == "unknown-puzzle"
    assert "ties-99" in reply["error"]["message"]
