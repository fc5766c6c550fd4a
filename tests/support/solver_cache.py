"""Compile the offline solver's numba walks into numba's cache (``make test``'s first wave, and a
parallel engine run's controller: ``tests/engine/conftest.py``). Run: ``python
tests/support/solver_cache.py``.

On a fresh clone every process that imports the walks compiles them (about a minute of CPU:
numba's typing of the walk, not LLVM; ``NUMBA_OPT=0`` still takes 43 s), and two test workers
starting together compile them twice. Compiled once, the others load the cache in half a second.
"""

from __future__ import annotations

import importlib.util
import sys
import time


def compile_walks() -> bool:
    """One short solve on six cards with re-raises: the walk in every mode the tests use (CFR,
    best response, export) and the helpers it calls, with the argument types they see (a few
    seconds once compiled: export on eight cards alone took six). False
    where numba is missing (the solver extra is not installed)."""
    if importlib.util.find_spec("numba") is None:
        return False
    from truco.core.cards import Card
    from truco.core.rules import Rules
    from truco.solved.classes import Classes
    from truco.solver.full.solve import FullSolver

    deck = Classes(tuple(range(6)), tuple((Card.parse(c),) for c in
                                          ("4c", "6s", "Kc", "3c", "Qd", "Qh")))
    solver = FullSolver(Rules().with_options(ladder=[1, 3, 6, 9]), deck)
    solver.run(2)
    solver.exploitability()
    solver.export()
    return True


if __name__ == "__main__":
    start = time.perf_counter()
    done = compile_walks()
    print(f"the solver's walks {'compiled' if done else 'not compiled: no numba'} "
          f"({time.perf_counter() - start:.0f} s)")
    sys.exit(0)
