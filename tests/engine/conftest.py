"""Engine tests: make the shared helpers (``engine_kit``) importable in any pytest import mode, and
compile the solver's walks once before a parallel run's workers start."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)


def pytest_configure(config: pytest.Config) -> None:
    """The controller of a parallel run (pytest-xdist) compiles numba's walks into numba's cache
    before its workers start. Without it, on a fresh clone every worker compiles them at once
    (about a minute of CPU each: numba's typing of the walk, not LLVM) and neither finds the
    other's cache in time."""
    parallel = getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput")
    if parallel and importlib.util.find_spec("numba") is not None:
        _compile_the_walks()


def _compile_the_walks() -> None:
    """One short solve on eight cards with re-raises: the walk in every mode the tests use (CFR,
    best response, export) and the helpers it calls, with the argument types they see."""
    from truco.core.cards import Card
    from truco.core.rules import Rules
    from truco.solved.classes import Classes
    from truco.solver.full.solve import FullSolver

    deck = Classes(tuple(range(8)), tuple((Card.parse(c),) for c in
                                          ("4c", "6s", "Kc", "3c", "Qd", "Qh", "Qc", "2d")))
    solver = FullSolver(Rules().with_options(ladder=[1, 3, 6, 9]), deck)
    solver.run(2)
    solver.exploitability()
    solver.export()
