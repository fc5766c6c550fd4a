"""Dump a real round-2 root for scripts/bench/bench_resolve_js.mjs and time numba on it: the
tables the JavaScript re-solver reads (``gi`` int32, ``gw`` float64, little-endian, raw), the
root's state and entries (``root.json``) and the offline kernel's milliseconds per iteration of
discounted CFR on it (both seats, every hand in range: :class:`RootSolver`), measured now.

    python scripts/bench/resolve_root_dump.py OUT_DIR [--preset paulista] [--vira 7d]
        [--root A,B,STEP,RAISER] [--iterations 7]

Without ``--root`` it takes the largest unraised root (the kind most hands reach).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from bench_round2_subgames import largest_unraised
from truco.core.cards import Card
from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solver.full.spec import result_code
from truco.solver.full.subgame import RootSolver, Subgame


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--preset", default="paulista")
    parser.add_argument("--vira", default="7d")
    parser.add_argument("--root", help="A,B,STEP,RAISER (default: the largest unraised root)")
    parser.add_argument("--iterations", type=int, default=7)
    args = parser.parse_args()
    rules = Rules.preset(args.preset)
    vira = None if args.vira == "-" else Card.parse(args.vira)
    sub = Subgame(rules, Classes.of(rules, vira))
    root = (largest_unraised(sub) if args.root is None
            else tuple(int(x) for x in args.root.split(",")))
    a, b, step, raiser = root
    gi, gw = sub.tables
    assert int(np.abs(gi).max()) < 2**31
    args.out.mkdir(parents=True, exist_ok=True)
    gi.astype("<i4").tofile(args.out / "gi.bin")
    gw.astype("<f8").tofile(args.out / "gw.bin")
    winner = int(sub.spec.round_winner[0, a, b])
    lead = int(sub.spec.round_lead[0, a, b])
    state = [1, result_code(0, None if winner < 0 else winner), lead, -1, step, raiser, -1, lead,
             1, -1]
    e0, e1 = sub.entries(a, b)
    RootSolver(sub, root).run(1)  # compiled (or read from numba's cache) before the clock runs
    solver = RootSolver(sub, root)
    times = []
    for _ in range(args.iterations):
        started = time.perf_counter()
        solver.run(1)
        times.append(1e3 * (time.perf_counter() - started))
    meta = {"preset": args.preset, "vira": args.vira, "root": list(root), "state": state,
            "shown": [a, b], "entries": [[int(x) for x in e0], [int(x) for x in e1]],
            "slots": solver.slots, "hands": int(gw.shape[1]), "numba_ms": times}
    (args.out / "root.json").write_text(json.dumps(meta))
    print(json.dumps({"root": list(root), "slots": solver.slots, "numba_ms": times}))


if __name__ == "__main__":
    main()
