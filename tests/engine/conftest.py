"""Engine tests: make the shared helpers (``engine_kit``) importable in any pytest import mode, and
compile the solver's walks once before a parallel run's workers start."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
SUPPORT = str(HERE.parent / "support")  # solver_cache, shared with make test's first wave
if SUPPORT not in sys.path:
    sys.path.append(SUPPORT)

from solver_cache import compile_walks  # noqa: E402


def pytest_configure(config: pytest.Config) -> None:
    """The controller of a parallel run (pytest-xdist) compiles numba's walks into numba's cache
    before its workers start (``make test`` did it in its first wave: then this loads the cache).
    Without it, on a fresh clone every worker compiles them at once (about a minute of CPU each)
    and neither finds the other's cache in time."""
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        compile_walks()
