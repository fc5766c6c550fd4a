"""The analysis at the boundary: ``python -m truco analyse`` (a real subprocess) and the facade's
``analyse`` and ``game_review`` ops (typed arguments; nothing of hidden cards)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_kit import cards_in_text

from truco import web
from truco.core.explain import ERRORS, REASONS
from truco.notation.scenario import Scenario

ROOT = Path(__file__).resolve().parents[2]
POSITION: dict[str, Any] = {"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
                            "actions": ["play Kh", "play 2h"]}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "engine")}
    return subprocess.run([sys.executable, "-m", "truco", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=60, check=False)


def error_of(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    """Exit 2, one JSON object ``{"error": {"message", "code"}}`` on stdout, no traceback."""
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr + proc.stdout
    out = json.loads(proc.stdout)
    assert set(out) == {"error"}
    error: dict[str, Any] = out["error"]
    assert error["message"] and error["code"] in set(ERRORS) | set(REASONS)
    return error


# -- the command line -------------------------------------------------------------------------------


def test_analyse_prints_the_design_fields(tmp_path: Path) -> None:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(POSITION), encoding="utf-8")
    proc = run("analyse", str(path), "--seed", "3", "--worlds", "100")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    out = json.loads(proc.stdout)
    assert out["seat"] == 1 and out["method"] == "solved" and out["model"] == "solved"
    assert [a["action"] for a in out["actions"]] == ["play Qs", "play 6d", "cover Qs", "cover 6d",
                                                     "raise", "fold"]
    assert all({"action", "ev", "ci95", "win", "best"} <= set(a) for a in out["actions"])
    again = run("analyse", "-", "--seed", "3", "--worlds", "100", stdin=json.dumps(POSITION))
    assert json.loads(again.stdout) == out  # the same from standard input, deterministic
    model = run("analyse", str(path), "--model", "greedy", "--worlds", "100")
    assert json.loads(model.stdout)["model"] == "greedy"
    assert json.loads(model.stdout)["method"] == "exact"


def test_analyse_is_listed_in_the_help() -> None:
    proc = run("--help")
    assert proc.returncode == 0 and "analyse" in proc.stdout
    assert "--worlds" in run("analyse", "--help").stdout


@pytest.mark.parametrize(("args", "stdin", "code"), [
    (["analyse", "/nonexistent/position.json"], None, "unreadable-file"),
    (["analyse", "-"], "{not json", "bad-json"),
    (["analyse", "-"], "[]", "bad-scenario"),
    (["analyse", "-"], json.dumps({**POSITION, "hands": [["3c"], ["2h"]]}), "bad-hand-size"),
    (["analyse", "-"], json.dumps({**POSITION, "actions": ["play 8h"]}), "bad-action"),
    (["analyse", "-"], json.dumps({**POSITION, "actions": ["play 2h"]}), "card-not-in-hand"),
    (["analyse", "-"], json.dumps({**POSITION, "actions": ["fold"]}), "hand-over"),
    (["analyse", "-", "--worlds", "0"], json.dumps(POSITION), "bad-command"),
    (["analyse", "-", "--worlds", "999999"], json.dumps(POSITION), "bad-command"),
    (["analyse", "-", "--seed", "x"], json.dumps(POSITION), "bad-command"),
    (["analyse"], None, "bad-command"),
])
def test_analyse_bad_input_exits_2_with_an_error(args: list[str], stdin: str | None,
                                                 code: str) -> None:
    assert error_of(run(*args, stdin=stdin))["code"] == code


# -- the facade -------------------------------------------------------------------------------------


def ask(op: str, **args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(web.handle(json.dumps({"op": op, "args": args})))
    return reply


def test_the_analyse_op_answers_for_a_position() -> None:
    reply = ask("analyse", scenario=POSITION, worlds=100)
    assert reply["ok"] is True
    result = reply["result"]
    assert result["seat"] == 1 and result["method"] == "solved" and result["ms"] >= 0
    model = ask("analyse", scenario=POSITION, worlds=100, model="greedy")["result"]
    assert model["method"] == "exact" and model["model"] == "greedy"
    code = ask("encode", scenario=POSITION)["result"]["code"]
    by_code = ask("analyse", code=code, worlds=100)["result"]
    assert {k: v for k, v in by_code.items() if k != "ms"} == \
        {k: v for k, v in result.items() if k != "ms"}


@pytest.mark.parametrize(("args", "code", "argument"), [
    ({"scenario": POSITION, "worlds": "many"}, "bad-request", "worlds"),
    ({"scenario": POSITION, "seed": 1.5}, "bad-request", "seed"),
    ({"scenario": POSITION, "worlds": 0}, "bad-request", "worlds"),
    ({"code": 7}, "bad-request", "code"),
    ({"scenario": POSITION, "id": 1}, "bad-request", "id"),
    ({}, "missing-scenario", None),
    ({"scenario": {**POSITION, "actions": ["fold"]}}, "hand-over", None),
    ({"id": 987654}, "unknown-game", None),
])
def test_the_analyse_op_checks_its_arguments(args: dict[str, Any], code: str,
                                             argument: str | None) -> None:
    reply = ask("analyse", **args)
    assert reply["ok"] is False and reply["error"]["code"] == code
    if argument is not None:
        assert reply["error"]["argument"] == argument


def hidden_from_seat_0(game_id: int) -> set[str]:
    """Cards seat 0 never saw in the current hand: others' unplayed and covered cards."""
    hand = web.GAMES.get(game_id).match.hand
    assert hand is not None
    hidden = {str(c) for s in range(1, hand.players) for c in hand.hands[s]}
    hidden |= {str(p.card) for r in hand.rounds for p in r.plays if p.covered and p.seat != 0}
    hidden |= {str(p.card) for p in hand.table if p.covered and p.seat != 0}
    return hidden


@pytest.mark.parametrize("players", [2, 4])
def test_a_training_game_is_analysed_and_reviewed_without_hidden_cards(players: int) -> None:
    game_id = ask("game_new", seed=11 + players, players=players, opponents="heuristic")["result"]["id"]
    assert ask("game_review", id=game_id)["error"]["code"] == "hand-not-over"
    hinted = 0
    while True:
        state = ask("game_state", id=game_id)["result"]
        if state["match"]["next"] != "play":
            break
        hint = ask("analyse", id=game_id, worlds=20)
        assert hint["ok"] is True and hint["result"]["seat"] == 0
        assert not cards_in_text(json.dumps(hint)) & hidden_from_seat_0(game_id)
        hinted += 1
        legal = state["observation"]["legal"]
        move = next((a for a in legal if a.startswith("cover")), None) or \
            next(a for a in legal if a != "fold")
        assert ask("game_act", id=game_id, action=move)["ok"] is True
    assert hinted >= 1
    assert ask("analyse", id=game_id)["error"]["code"] == "not-your-turn"
    reply = ask("game_review", id=game_id, worlds=20)
    assert reply["ok"] is True, reply
    review = reply["result"]
    assert review["hand"] == 0 and review["seat"] == 0 and review["decisions"]
    for decision in review["decisions"]:
        assert decision["grade"] in (None, "best", "good", "inaccuracy", "mistake", "blunder")
        assert decision["forced"] is (decision["grade"] is None)
    leaked = cards_in_text(json.dumps(review)) & hidden_from_seat_0(game_id)
    assert not leaked, leaked
    assert ask("game_review", id=game_id, hand=3)["error"]["argument"] == "hand"


def test_a_finished_hand_of_a_training_game_has_a_position_code() -> None:
    """``game_code`` with ``hand``: the code of a finished hand as it was played to its end (the
    review's links open its decisions); the hand being played is not a finished hand."""
    game_id = ask("game_new", seed=5, opponents="random")["result"]["id"]
    assert ask("game_code", id=game_id, hand=0)["error"]["code"] == "hand-not-over"
    while ask("game_state", id=game_id)["result"]["match"]["next"] == "play":
        legal = ask("game_state", id=game_id)["result"]["observation"]["legal"]
        ask("game_act", id=game_id, action=next(a for a in legal if a != "fold"))
    code = ask("game_code", id=game_id, hand=0)["result"]["code"]
    assert code == ask("game_code", id=game_id)["result"]["code"]
    assert Scenario.from_code(code).play().finished
    ask("game_next", id=game_id)
    assert ask("game_code", id=game_id, hand=0)["result"]["code"] == code
    assert ask("game_code", id=game_id)["result"]["code"] != code
    assert ask("game_code", id=game_id, hand=2)["error"]["argument"] == "hand"
    assert ask("game_code", id=game_id, hand="x")["error"]["argument"] == "hand"
