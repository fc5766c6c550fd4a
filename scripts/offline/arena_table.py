"""The arena table: every pair of bots, heads-up and in pairs, as a Markdown table.

    python scripts/offline/arena_table.py [--matches 500] [--seed 1] [--rules paulista]

Each row is ``python -m truco arena A B`` with A as team 0: A's wins, B's wins, A's win rate with
its 95% confidence interval, and points per hand for each side.
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import combinations

from truco.play.arena import run_arena

ORDER = ("search", "heuristic", "random")  # strongest first: A is always the stronger one


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="paulista")
    args = parser.parse_args(argv)
    print(f"Arena, preset {args.rules}, {args.matches} matches per row, seed {args.seed}\n")
    print("| mode | A | B | A wins | B wins | A win rate (95% CI) | points/hand A | points/hand B | s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for players in (2, 4):
        for a, b in combinations(ORDER, 2):
            started = time.perf_counter()
            r = run_arena(a, b, matches=args.matches, seed=args.seed, players=players,
                          rules=args.rules)
            low, high = r["ci95"]
            mode = "heads-up" if players == 2 else "pairs"
            print(f"| {mode} | {a} | {b} | {r['wins'][0]} | {r['wins'][1]} | "
                  f"{r['win_rate']:.3f} ({low:.3f}–{high:.3f}) | {r['points_per_hand'][0]:.2f} | "
                  f"{r['points_per_hand'][1]:.2f} | {time.perf_counter() - started:.0f} |",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
