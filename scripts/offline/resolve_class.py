"""Re-solve every round-2 root of a vira class with the gadget and measure what that plays.

Issue 34's check of the re-solver, offline: for each seat, the fixed-round-1 solve of the class
(``python -m truco solve full --fixed-round1 --resume DIR``, the same ``DIR``) gives the seat's
reach at each round-2 root (the shipped round 1) and the other seat's bounds there (what it wins
best responding to that solve); every root is re-solved with the gadget
(:class:`truco.solver.full.resolve.Resolver`) as Ray tasks (local Ray, or ``--address`` a
cluster), each task's result saved in ``DIR`` (a stopped run goes on); the re-solved rounds 2-3
are put together in the solver's arrays and the other seat's exact best response is taken.
The figure is the exploitability of both seats playing the shipped round 1 and re-solving every
root, next to the fixed-round-1 solves' own::

    python scripts/offline/resolve_class.py --rules paulista --vira 4 --resume DIR \
        [--iterations 100] [--tasks 12] [--address auto]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from truco.core.cards import Rank
from truco.core.rules import Rules
from truco.solved.classes import vira_classes
from truco.solver.full.distributed import run_tasks
from truco.solver.full.resolve import Job, bounds, resolve_roots
from truco.solver.full.subgame import RootLine, Subgame, root_lines
from truco.solver.full.task import FullTask, peak_memory_mb


def _solve_part(rules: Rules, vira: str, seat: int, jobs: list[Job], iterations: int,
                path: str) -> str:
    group = next(g for g in vira_classes(rules) if g.key == vira)
    np.save(path, resolve_roots(Subgame(rules, group.classes), seat, jobs, iterations))
    return path


def _parts(lines: list[RootLine], tasks: int) -> list[list[int]]:
    """The roots dealt into ``tasks`` parts of about equal slots, largest first."""
    order = sorted(range(len(lines)), key=lambda i: lines[i].slots[0] - lines[i].slots[1])
    parts: list[list[int]] = [[] for _ in range(tasks)]
    load = [0] * tasks
    for i in order:
        j = load.index(min(load))
        parts[j].append(i)
        load[j] += lines[i].slots[1] - lines[i].slots[0]
    return [sorted(p) for p in parts if p]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="paulista")
    parser.add_argument("--vira", required=True, help="a rank of the vira class (e.g. 4)")
    parser.add_argument("--resume", required=True, type=Path,
                        help="the fixed-round-1 solves' checkpoint directory")
    parser.add_argument("--iterations", type=int, default=100, help="per root (default 100)")
    parser.add_argument("--tasks", type=int, default=12, help="Ray tasks per seat (default 12)")
    parser.add_argument("--address", default=None, help="a Ray cluster to join (default: local)")
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    group = next(g for g in vira_classes(rules) if Rank(args.vira) in g.viras)
    start = time.perf_counter()
    sub = Subgame(rules, group.classes)
    plan: dict[int, tuple[FullTask, list[RootLine], list[list[int]], float]] = {}
    calls: list[tuple[Any, ...]] = []
    names: list[tuple[int, int]] = []
    for seat in (0, 1):
        task = FullTask(rules, group, 0, checkpoint_dir=str(args.resume), fixed_round1=seat)
        solver = task.solver()
        if not solver.load(args.resume / f"{task.key}.npz"):
            sys.exit(f"no fixed-round-1 solve of seat {seat} in {args.resume}: run "
                     f"python -m truco solve full --rules {args.rules} --vira {args.vira} "
                     f"--fixed-round1 --resume {args.resume}")
        before = task.measure(solver)
        lines = root_lines(solver)
        parts = _parts(lines, args.tasks)
        plan[seat] = (task, lines, parts, before)
        print(f"seat {seat}: {solver.iterations} iterations solved, the other seat wins "
              f"{before:.6f} best responding; {len(lines)} roots in {len(parts)} tasks",
              flush=True)
        for n, part in enumerate(parts):
            path = args.resume / f"{task.key}-resolved-{args.iterations}-{n}.npy"
            if path.exists():
                continue
            jobs = []
            for i in part:
                line = lines[i]
                lo, hi = line.slots
                reach = line.reach[seat]
                jobs.append((line.root, reach, bounds(sub, line.root, seat, solver.rs[:, lo:hi],
                                                      reach)))
            calls.append((rules, group.key, seat, jobs, args.iterations, str(path)))
            names.append((seat, n))
        del solver
    ended = 0

    def say(index: int, _: object) -> None:
        nonlocal ended
        ended += 1
        print(f"re-solved seat {names[index][0]}'s part {names[index][1]} ({ended}/{len(calls)}), "
              f"{time.perf_counter() - start:.0f} s", flush=True)

    run_tasks(_solve_part, calls, address=args.address, done=say)
    figures = {}
    for seat, (task, lines, parts, before) in plan.items():
        solver = task.solver()
        solver.load(args.resume / f"{task.key}.npz")
        for n, part in enumerate(parts):
            solved = np.load(args.resume / f"{task.key}-resolved-{args.iterations}-{n}.npy")
            at = 0
            for i in part:
                lo, hi = lines[i].slots
                solver.rs[:, lo:hi] = solved[:, at:at + hi - lo]
                at += hi - lo
        after = task.measure(solver)
        figures[seat] = (before, after)
        print(f"seat {seat}: the other seat wins {after:.6f} best responding to the re-solved "
              f"rounds 2-3 ({before:.6f} against the fixed-round-1 solve)", flush=True)
        del solver
    report = {"rules": args.rules, "vira_class": group.key, "iterations_per_root": args.iterations,
              "exploitability_fixed_round1_solves": round(sum(b for b, _ in figures.values()) / 2, 6),
              "exploitability_resolved": round(sum(a for _, a in figures.values()) / 2, 6),
              "seconds": round(time.perf_counter() - start, 1), "peak_memory_mb": peak_memory_mb()}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
