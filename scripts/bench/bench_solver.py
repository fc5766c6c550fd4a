"""Solver benchmark: per preset, solve time, iterations to reach 0.001, final exploitability, and
the shipped data file's size.

For each preset and locked hand (eleven with the mão deciding, iron) one representative variant
(the first vira class) is solved to the target ``--runs`` times: the median build and solve times.
With ``--full`` every variant of the preset is also solved once to the target (what
``python -m truco solve`` does). The shipped file's own figures (solved to 0.0001 by
``scripts/offline/solve_all.py``) are summarised too. Run from the repository root::

    python scripts/bench/bench_solver.py [--runs 3] [--full] [--json]
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from truco.core.rules import PRESETS, Rules
from truco.solver.cfr import Solver
from truco.solver.locked import MAO
from truco.solver.tree import build
from truco.solver.variants import Variant, variants

DATA = Path(__file__).resolve().parents[2] / "engine" / "truco" / "data" / "eleven.json"


def time_variant(variant: Variant, target: float) -> dict[str, float]:
    start = time.perf_counter()
    tree = build(variant.game())
    built = time.perf_counter() - start
    solver = Solver(tree)
    report = solver.run(target=target)
    return {"build": built, "solve": report.seconds, "iterations": report.iterations,
            "exploitability": report.exploitability,
            "seconds_per_iteration": report.seconds / report.iterations}


def median_of(runs: list[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def shipped(name: str) -> dict[str, Any]:
    """The shipped file's figures for a preset: variants, total solve seconds, worst exploitability."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    solves = []
    for entry in data["presets"][name]["classes"]:
        solves += [entry["eleven"]["mao"], entry["eleven"]["dealer"], entry["iron"]]
    return {"variants": len(solves), "seconds": sum(s["seconds"] for s in solves),
            "worst_exploitability": max(s["exploitability"] for s in solves),
            "iterations": [min(s["iterations"] for s in solves), max(s["iterations"] for s in solves)],
            "iterations_to_0.001": [min(s["iterations_to_0.001"] for s in solves),
                                    max(s["iterations_to_0.001"] for s in solves)]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--target", type=float, default=1e-3)
    parser.add_argument("--full", action="store_true", help="also solve every variant once")
    parser.add_argument("--presets", nargs="*", default=list(PRESETS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for name in args.presets:
        rules = Rules.preset(name)
        for kind in ("eleven", "iron"):
            every = variants(rules, kind)  # type: ignore[arg-type]
            first = next(v for v in every if v.decider in (None, MAO))
            runs = [time_variant(first, args.target) for _ in range(args.runs)]
            row: dict[str, Any] = {"preset": name, "kind": kind, "variant": first.name,
                                   "runs": args.runs, **median_of(runs), "variants": len(every)}
            if args.full:
                start = time.perf_counter()
                worst = max(time_variant(v, args.target)["exploitability"] for v in every)
                row["full_seconds"] = time.perf_counter() - start
                row["full_worst_exploitability"] = worst
            rows.append(row)
            print(f"{row['variant']}: {row['solve']:.1f} s", file=sys.stderr, flush=True)
    raw = DATA.read_bytes()
    size = {"bytes": len(raw), "gzip_bytes": len(gzip.compress(raw, 9))}
    ship = {name: shipped(name) for name in args.presets}
    if args.json:
        print(json.dumps({"rows": rows, "data_file": size, "shipped": ship}))
        return 0
    print(f"Representative variant per preset and hand, solved to {args.target} "
          f"(median of {args.runs} runs)")
    print(f"{'preset':<13}{'hand':<7}{'build s':>8}{'solve s':>9}{'s/iter':>8}{'iters':>7}"
          f"{'exploit.':>10}{'variants':>9}" + (f"{'all s':>8}{'worst':>10}" if args.full else ""))
    for r in rows:
        line = (f"{r['preset']:<13}{r['kind']:<7}{r['build']:>8.1f}{r['solve']:>9.1f}"
                f"{r['seconds_per_iteration']:>8.3f}{r['iterations']:>7.0f}"
                f"{r['exploitability']:>10.6f}{r['variants']:>9}")
        if args.full:
            line += f"{r['full_seconds']:>8.0f}{r['full_worst_exploitability']:>10.6f}"
        print(line)
    print("\nShipped solution (scripts/offline/solve_all.py, target 0.0001, one run)")
    print(f"{'preset':<13}{'variants':>9}{'solve s':>9}{'iterations':>12}{'to 0.001':>10}"
          f"{'worst exploit.':>16}")
    for name, s in ship.items():
        print(f"{name:<13}{s['variants']:>9}{s['seconds']:>9.0f}"
              f"{'-'.join(map(str, s['iterations'])):>12}"
              f"{'-'.join(map(str, s['iterations_to_0.001'])):>10}{s['worst_exploitability']:>16.6f}")
    print(f"\nData file {DATA.name}: {size['bytes']:,} bytes, {size['gzip_bytes']:,} gzipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
