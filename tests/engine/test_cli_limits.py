"""The command line's limits (issue 17, point 7): an input over 1 MB is ``too-large`` (it was
``unreadable-file``), and arguments that are not valid UTF-8 are refused by position with the
project's safe JSON writer (``solve`` printed lone-surrogate escapes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from truco.__main__ import MAX_INPUT_BYTES

ROOT = Path(__file__).resolve().parents[2]


def run(*args: bytes, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "engine")}
    return subprocess.run([sys.executable.encode(), b"-m", b"truco", *args], input=stdin,
                          capture_output=True, cwd=ROOT, env=env, timeout=60, check=False)


def strict_error(proc: subprocess.CompletedProcess[bytes]) -> dict[str, object]:
    """Exit 2, one line of strict UTF-8 JSON with no lone surrogate escaped in it."""
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert b"Traceback" not in proc.stderr
    text = proc.stdout.decode("utf-8")  # strict
    assert text.count("\n") == 1 and "\\ud" not in text.lower()
    error: dict[str, object] = json.loads(text)["error"]
    text.encode("utf-8")  # no lone surrogate decoded from it either
    json.dumps(error, ensure_ascii=False).encode("utf-8")
    return error


@pytest.mark.parametrize("command", [b"replay", b"analyse"])
def test_an_input_over_a_megabyte_is_too_large(command: bytes, tmp_path: Path) -> None:
    big = b'{"hands": [], "x": "' + b"a" * MAX_INPUT_BYTES + b'"}'
    path = tmp_path / "big.json"
    path.write_bytes(big)
    for proc in (run(command, str(path).encode()), run(command, b"-", stdin=big)):
        error = strict_error(proc)
        assert error["code"] == "too-large" and error["limit"] == MAX_INPUT_BYTES


@pytest.mark.parametrize("args", [
    [b"solve", b"\xff"], [b"solve", b"eleven", b"--rules", b"\xffx"],
    [b"solve", b"iron", b"--rules", b"paulista", b"--iterations", b"\xfe"],
    [b"replay", b"\xff.json"], [b"analyse", b"-", b"--seed", b"\xc3"],
    [b"arena", b"random", b"random", b"--rules", b"pau\xfflista", b"--matches", b"1"],
])
def test_arguments_that_are_not_utf8_are_refused_by_position(args: list[bytes]) -> None:
    error = strict_error(run(*args))
    bad = next(i for i, a in enumerate(args) if not _utf8(a))
    assert error["code"] == "bad-text" and error["argument"] == bad + 1


def test_solve_errors_use_the_safe_writer() -> None:
    error = strict_error(run(b"solve", b"eleven", b"--rules", "gaúcho".encode()))
    assert error["code"] == "unknown-preset" and error["preset"] == "gaúcho"


def _utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
