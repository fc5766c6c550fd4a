"""Puzzle hints: the rule to look at, never the answer (truco.teach.hints)."""

from __future__ import annotations

import json

import pytest

from truco import gallery, web
from truco.teach.hints import hint
from truco.teach.puzzles import find

CODES = {"hint-play", "hint-covered", "hint-partners", "hint-fixed", "hint-manilhas", "hint-lead",
         "hint-hand", "hint-points", "hint-points-locked"}


@pytest.mark.parametrize("entry", gallery.ENTRIES, ids=lambda e: e["id"])
def test_every_gallery_puzzle_has_a_hint_that_keeps_its_answer(entry: dict[str, object]) -> None:
    puzzle = find(str(entry["id"]))
    given = hint(puzzle)
    assert given["code"] in CODES
    solution = puzzle.solution()
    text = json.dumps(given)
    if "why" in solution:
        assert solution["why"] not in text
    if solution["kind"] == "play":
        assert solution["action"] not in text
        assert 1 <= given["params"]["good"] <= given["params"]["moves"]
    hand = puzzle.hand()
    if puzzle.kind == "round" and any(p.covered for p in hand.rounds[-1].plays):
        assert given["code"] == "hint-covered"
    if puzzle.kind == "points" and hand.kind != "normal":
        assert given["code"] == "hint-points-locked"


def test_the_hint_op_answers_and_refuses_an_unknown_puzzle_clearly() -> None:
    ok = json.loads(web.handle(json.dumps({"op": "puzzle_hint", "args": {"puzzle": "manilhas-1"}})))
    assert ok["ok"] and ok["result"]["code"] == "hint-manilhas"
    bad = json.loads(web.handle(json.dumps({"op": "puzzle_hint", "args": {"puzzle": "nope-99"}})))
    assert not bad["ok"] and bad["error"]["code"] != "internal"
