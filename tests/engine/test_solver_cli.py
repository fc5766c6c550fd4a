"""``python -m truco solve``: run as a real subprocess, as a user meets it (DESIGN.md "Solver")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, code: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "engine"), "OPENBLAS_NUM_THREADS": "1"}
    command = [sys.executable, "-c", code, *args] if code else [sys.executable, "-m", "truco", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env, timeout=300,
                          check=False)


def error_of(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr + proc.stdout
    out = json.loads(proc.stdout)
    assert set(out) == {"error"}
    error: dict[str, Any] = out["error"]
    assert error["message"] and error["code"]
    return error


def test_help_lists_solve() -> None:
    proc = run("--help")
    assert proc.returncode == 0 and "solve" in proc.stdout


def test_solve_eleven_prints_exploitability_and_a_value_per_vira_and_decider() -> None:
    proc = run("solve", "eleven", "--rules", "paulista", "--vira", "2", "--iterations", "2",
               "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["kind"] == "eleven" and out["rules"] == "paulista" and out["seconds"] > 0
    assert out["exploitability"] > 0
    entries = out["viras"]
    assert [(e["vira"], e["decider"]) for e in entries] == [
        ("2", "dealer"), ("2", "mao"), ("3", "dealer"), ("3", "mao")]  # viras 2 and 3: one game
    for e in entries:
        assert e["vira_class"] == "23" and e["iterations"] == 2
        assert {"value", "mao_wins", "exploitability"} <= set(e)
        assert -1 <= e["value"] <= 3 and 0 <= e["mao_wins"] <= 1


def test_solve_iron_of_a_blind_preset_labels_the_exact_blind_value() -> None:
    proc = run("solve", "iron", "--rules", "mineiro", "--iterations", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    (entry,) = out["viras"]
    assert entry["vira"] is None and out["iron_hand"] == "blind"
    assert entry["blind"]["value"] == 0 and "blind" in entry["blind"]["label"]
    assert "decider" not in entry


@pytest.mark.parametrize(("args", "code"), [
    (("solve", "eleven", "--rules", "gaucho"), "unknown-preset"),
    (("solve", "eleven", "--iterations", "0"), "bad-iterations"),
    (("solve", "eleven", "--iterations", "many"), "bad-command"),
    (("solve", "twelve"), "bad-command"),
    (("solve", "iron", "--rules", "mineiro", "--vira", "7"), "unexpected-vira"),
    (("solve", "iron", "--vira", "9"), "card-not-in-deck"),
])
def test_bad_solve_input_exits_2_with_an_error_object(args: tuple[str, ...], code: str) -> None:
    assert error_of(run(*args))["code"] == code


HIDE_NUMPY = ("import sys; sys.modules['numpy'] = None; from truco.__main__ import main; "
              "sys.exit(main(sys.argv[1:]))")


def test_without_numpy_solve_says_so_and_every_other_command_works() -> None:
    assert error_of(run("solve", "iron", code=HIDE_NUMPY))["code"] == "missing-numpy"
    scenario = json.dumps({"rules": "paulista", "vira": "7d",
                           "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]]})
    proc = subprocess.run([sys.executable, "-c", HIDE_NUMPY, "replay", "-"], input=scenario,
                          capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "engine")})
    assert proc.returncode == 0 and json.loads(proc.stdout)["to_act"] == 0
    proc = run(code="import sys; sys.modules['numpy'] = None; import truco, truco.solved.eleven, "
                    "truco.solver.cli; print(truco.solved.eleven.covers('paulista'))")
    assert proc.returncode == 0 and proc.stdout.strip() == "True"


def test_the_full_solve_text_prints_nash_conv_beside_the_exploitability() -> None:
    """The exploitability is half of NashConv; the text names both (most published figures are
    NashConv), from one report."""
    from truco.core.rules import Rules
    from truco.solver.cli import _full_table

    report = {"rules": "paulista", "options": Rules.preset("paulista").options(),
              "exploitability": 0.041, "exploitability_max": 0.05, "seconds": 1.0,
              "method": "dcfr", "viras": [{"vira": "7", "value": -0.1, "mao_wins": 0.49,
                                            "exploitability": 0.041, "iterations": 40, "seconds": 1.0,
                                            "peak_memory_mb": 10.0}]}
    head = _full_table(report).splitlines()[0]
    assert head.startswith("paulista full:")
    assert "exploitability 0.041000" in head and "NashConv 0.082000" in head
    # a rule set off its preset's rules says which (solve full --rules every solves three such)
    tied = {**report, "options": Rules.preset("paulista").with_options(three_ties="dealer").options()}
    assert _full_table(tied).startswith("paulista (three_ties=dealer) full:")
