"""Re-solve every locked heads-up variant of every preset and write ``engine/truco/data/eleven.json``.

Every vira class of ``paulista`` and ``paulista-fpt`` (9 each) and ``mineiro`` (1), the hand of
eleven with the mão and with the dealer deciding, and the iron hand (open, solved; blind, exact).
Needs numpy. Run from the repository root (about half an hour on two cores)::

    python scripts/offline/solve_all.py [--target 0.0001] [--out engine/truco/data/eleven.json]
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from pathlib import Path
from typing import Any

from truco.core.rules import PRESETS, Rules
from truco.solved.classes import vira_classes
from truco.solver.blind import blind_value
from truco.solver.export import class_data, document, eleven_summary, iron_data, preset_data, write
from truco.solver.locked import DEALER, MAO
from truco.solver.variants import SEAT_NAMES, Solution, Variant, solve

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", type=float, default=1e-4,
                        help="exploitability to reach, points per hand (default 0.0001)")
    parser.add_argument("--out", type=Path, default=ROOT / "engine/truco/data/eleven.json")
    parser.add_argument("--presets", nargs="*", default=list(PRESETS))
    args = parser.parse_args()
    start = time.perf_counter()
    presets: dict[str, dict[str, Any]] = {}
    for name in args.presets:
        rules = Rules.preset(name)
        classes = []
        for group in vira_classes(rules):
            def run(variant: Variant) -> Solution:
                solution = solve(variant, target=args.target)
                r = solution.report
                print(f"{variant.name}: exploitability {r.exploitability:.6f}, value(mão) "
                      f"{r.value:+.4f}, {r.iterations} iterations, {r.seconds:.1f} s", flush=True)
                return solution

            eleven = {SEAT_NAMES[d]: eleven_summary(run(Variant(rules, "eleven", group, d)))
                      for d in (MAO, DEALER)}
            variant = Variant(rules, "iron", group)
            iron = iron_data(run(variant), blind_value(variant.game()))
            classes.append(class_data(group, eleven, iron))
        presets[name] = preset_data(rules, classes)
    size = write(args.out, document(presets, target=args.target))
    packed = len(gzip.compress(args.out.read_bytes(), 9))
    print(f"wrote {args.out}: {size} bytes, {packed} gzipped, in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
