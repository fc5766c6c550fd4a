"""Replay fixtures: tests/fixtures/replay/*.json, each run through the CLI code path.

A fixture is ``{"name", "why", "scenario", "expected"}`` and optionally ``"observe"``:

- ``why`` names the RULES.md clause (section number first) or the DESIGN.md contract;
- ``expected`` is a subset of the replay result (nested objects match as subsets, lists item by
  item), or ``{"error": {"code": ..., "index": ...}}`` for input the CLI must refuse (exit 2);
- ``observe`` maps a seat to a subset of that seat's observation after the actions.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from truco.__main__ import main
from truco.notation.scenario import Scenario
from truco.observation import observe

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = sorted((ROOT / "tests" / "fixtures" / "replay").glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def mismatches(got: Any, expected: Any, where: str = "") -> list[str]:
    """Where ``got`` does not match ``expected`` (objects as subsets, lists item by item)."""
    if isinstance(expected, dict):
        if not isinstance(got, dict):
            return [f"{where}: expected an object, got {got!r}"]
        out = []
        for key, value in expected.items():
            if key not in got:
                out.append(f"{where}.{key}: missing")
            else:
                out += mismatches(got[key], value, f"{where}.{key}")
        return out
    if isinstance(expected, list):
        if not isinstance(got, list) or len(got) != len(expected):
            return [f"{where}: expected {expected!r}, got {got!r}"]
        return [m for i, (g, e) in enumerate(zip(got, expected, strict=True))
                for m in mismatches(g, e, f"{where}[{i}]")]
    if got != expected or type(got) is not type(expected):
        return [f"{where}: expected {expected!r}, got {got!r}"]
    return []


def test_the_matcher_is_strict_where_it_should_be() -> None:
    assert mismatches({"a": 1, "b": [1, {"c": 2, "d": 3}]}, {"b": [1, {"c": 2}]}) == []
    assert mismatches({"a": 1}, {"a": 2})
    assert mismatches({"a": 1}, {"b": 1})
    assert mismatches({"a": [1, 2]}, {"a": [1]})  # lists match item by item, whole
    assert mismatches({"a": True}, {"a": 1})  # no bool/int confusion
    assert mismatches({"a": None}, {"a": 0})


def test_there_are_fixtures_and_each_is_well_formed() -> None:
    assert len(FIXTURES) >= 100
    for path in FIXTURES:
        data = load(path)
        assert set(data) <= {"name", "why", "scenario", "expected", "observe"}, path.name
        assert data["name"] == path.stem
        assert data["why"] and (data["why"][0].isdigit() or data["why"].startswith(("RULES.md",
                                                                                     "DESIGN")))
        assert isinstance(data["scenario"], dict) and isinstance(data["expected"], dict)


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_replay_fixture(path: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = load(path)
    scenario_file = tmp_path / "scenario.json"
    scenario_file.write_text(json.dumps(data["scenario"]), encoding="utf-8")
    code = main(["replay", str(scenario_file)])
    out = json.loads(capsys.readouterr().out)
    expected = data["expected"]
    if "error" in expected:
        assert code == 2, out
        assert set(out) == {"error"} and out["error"]["message"]
        assert out["error"]["code"] == expected["error"]["code"], out
        assert out["error"].get("index") == expected["error"].get("index"), out
        return
    assert code == 0, out
    problems = mismatches(out, expected)
    assert not problems, f"{data['why']}\n" + "\n".join(problems)
    for seat, view in data.get("observe", {}).items():
        hand = Scenario.from_json(data["scenario"]).play()
        problems = mismatches(observe(hand, int(seat)).to_json(), view, f"seat {seat}")
        assert not problems, "\n".join(problems)


SUBPROCESS = ["worked-example-1", "worked-example-2", "ladder-fold-step-2-mineiro",
              "iron-blind-play-by-position-paulista-fpt", "error-action-after-hand-over"]


@pytest.mark.parametrize("name", SUBPROCESS)
def test_replay_fixture_as_a_subprocess(name: str) -> None:
    path = ROOT / "tests" / "fixtures" / "replay" / f"{name}.json"
    data = load(path)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "engine")}
    proc = subprocess.run([sys.executable, "-m", "truco", "replay", "-"],
                          input=json.dumps(data["scenario"]), capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60, check=False)
    assert "Traceback" not in proc.stderr
    out = json.loads(proc.stdout)
    if "error" in data["expected"]:
        assert proc.returncode == 2
        assert out["error"]["code"] == data["expected"]["error"]["code"]
        assert out["error"].get("index") == data["expected"]["error"].get("index")
    else:
        assert proc.returncode == 0
        assert not mismatches(out, data["expected"])
