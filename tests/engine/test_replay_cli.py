"""``python -m truco replay``: run as a real subprocess, as a user meets it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE: dict[str, Any] = {"rules": "paulista", "players": 2, "score": [0, 0], "dealer": 1,
                           "vira": "7d", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
                           "actions": ["play 3c", "play 3h", "play Kh", "play Qd"]}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "engine")}
    return subprocess.run([sys.executable, "-m", "truco", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=60, check=False)


def error_of(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    """Exit 2, one JSON object ``{"error": {"message": ...}}`` on stdout, no traceback."""
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout
    out = json.loads(proc.stdout)
    assert set(out) == {"error"}
    error: dict[str, Any] = out["error"]
    assert isinstance(error["message"], str) and error["message"]
    return error


def test_replay_from_stdin() -> None:
    proc = run("replay", "-", stdin=json.dumps(EXAMPLE))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)
    assert out["finished"] is True and out["winner"] == 1
    assert out["points"] == [0, 1] and out["score"] == [0, 1]
    assert out["match_winner"] is None and out["value"] == 1
    assert out["rounds"] == [None, 1] and out["to_act"] is None and out["legal"] == []


def test_replay_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({**EXAMPLE, "actions": ["play 3c"]}), encoding="utf-8")
    proc = run("replay", str(path))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["finished"] is False and out["winner"] is None and out["to_act"] == 1
    assert out["legal"] == ["play 3h", "play Ks", "play Qd", "raise", "fold"]
    assert out["points"] == [0, 0] and out["score"] == [0, 0] and out["rounds"] == []


def test_replay_result_has_every_design_field() -> None:
    out = json.loads(run("replay", "-", stdin=json.dumps(EXAMPLE)).stdout)
    for key in ("finished", "winner", "points", "score", "match_winner", "value", "rounds", "to_act",
                "legal"):
        assert key in out
    assert out["ruling"]["code"] == "win-plus-tie"  # and an explanation


def test_replay_output_is_one_json_line_even_with_unicode_input() -> None:
    proc = run("replay", "-", stdin=json.dumps({**EXAMPLE, "vira": "7♦"}, ensure_ascii=False))
    assert proc.returncode == 0
    assert proc.stdout.count("\n") == 1


def with_(**changes: Any) -> str:
    return json.dumps({**EXAMPLE, **changes})


BAD_INPUTS: list[tuple[str, str, str, int | None]] = [
    # (name, stdin, expected code, expected index)
    ("malformed JSON", '{"rules": "paulista",', "bad-json", None),
    ("empty input", "", "bad-json", None),
    ("deeply nested JSON", "[" * 50_000 + "]" * 50_000, "too-deep", None),
    ("not an object", "[1, 2, 3]", "bad-scenario", None),
    ("bad card", with_(hands=[["3c", "Kh", "4x"], ["3h", "Ks", "Qd"]]), "bad-suit", None),
    ("8 is not in the deck", with_(hands=[["3c", "Kh", "8s"], ["3h", "Ks", "Qd"]]),
     "card-not-in-deck", None),
    ("duplicate card", with_(hands=[["3c", "Kh", "4s"], ["3h", "Ks", "3c"]]), "duplicate-card", None),
    ("vira also in a hand", with_(vira="3c"), "duplicate-card", None),
    ("wrong hand size", with_(hands=[["3c", "Kh"], ["3h", "Ks", "Qd"]]), "bad-hand-size", None),
    ("wrong number of hands", with_(hands=[["3c", "Kh", "4s"]]), "bad-hands", None),
    ("score out of range", with_(score=[12, 0]), "bad-score", None),
    ("negative score", with_(score=[0, -1]), "bad-score", None),
    ("missing vira", json.dumps({k: v for k, v in EXAMPLE.items() if k != "vira"}), "missing-vira",
     None),
    ("vira given to mineiro", with_(rules="mineiro"), "unexpected-vira", None),
    ("unknown preset", with_(rules="truco-gaucho"), "unknown-preset", None),
    ("unknown option", with_(rules={"preset": "paulista", "flor": True}), "unknown-option", None),
    ("bad option value", with_(rules={"preset": "paulista", "three_ties": "sometimes"}), "bad-option",
     None),
    ("bad players", with_(players=3), "bad-players", None),
    ("bad dealer", with_(dealer=7), "bad-dealer", None),
    ("unknown field", with_(seed=3), "unknown-field", None),
    ("unparseable action", with_(actions=["play 3c", "shout truco"]), "bad-action", 1),
    ("illegal action", with_(actions=["play 3c", "accept"]), "no-raise-pending", 1),
    ("cover in round 1", with_(actions=["cover 3c"]), "cover-too-early", 0),
    ("out-of-turn action", with_(actions=["play 3c", "play Kh"]), "card-not-in-hand", 1),
    ("action after the hand ended", with_(actions=[*EXAMPLE["actions"], "play 4s"]), "hand-over", 4),
    ("raise after the top step", with_(actions=["raise"] * 5), "ladder-top", 4),
]


@pytest.mark.parametrize(("stdin", "code", "index"), [b[1:] for b in BAD_INPUTS],
                         ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_exits_2_with_a_json_error_and_no_traceback(stdin: str, code: str,
                                                              index: int | None) -> None:
    error = error_of(run("replay", "-", stdin=stdin))
    assert error["code"] == code
    if index is None:
        assert "index" not in error
    else:
        assert error["index"] == index
        assert f"action {index}" in error["message"]


def test_action_after_the_hand_ended_names_the_action_and_its_index() -> None:
    error = error_of(run("replay", "-", stdin=with_(actions=[*EXAMPLE["actions"], "play 4s"])))
    assert error["index"] == 4 and "over" in error["message"] and "play 4s" in error["message"]


def test_unreadable_file(tmp_path: Path) -> None:
    error = error_of(run("replay", str(tmp_path / "missing.json")))
    assert error["code"] == "unreadable-file" and "missing.json" in error["message"]
    error = error_of(run("replay", str(tmp_path)))  # a directory
    assert error["code"] == "unreadable-file"
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert error_of(run("replay", str(binary)))["code"] == "bad-text"  # not UTF-8: never echoed


def test_no_command() -> None:
    error = error_of(run())
    assert error["code"] == "bad-command"


@pytest.mark.parametrize("args", [("dance",), ("replay",), ("replay", "a.json", "b.json"),
                                  ("--colour",)])
def test_bad_command_line(args: tuple[str, ...]) -> None:
    assert error_of(run(*args))["code"] == "bad-command"


def test_help_explains_the_commands() -> None:
    proc = run("--help")
    assert proc.returncode == 0
    assert "replay" in proc.stdout and "scenario" in proc.stdout.lower()
    proc = run("replay", "--help")
    assert proc.returncode == 0
    text = proc.stdout.lower()
    assert "scenario json" in text and "standard input" in text and "-" in text
    for field in ("finished", "winner", "points", "legal"):
        assert field in text
