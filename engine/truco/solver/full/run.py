"""Solve one vira class of the hand with the ladder: CFR+, checkpoints, progress, a summary.

A solve is :class:`truco.solver.cfr.Solver` on :func:`truco.solver.full.tree.build`; every
``check_every`` iterations it measures the exploitability of the average strategy by exact best
response (points per hand: ``(BR0 + BR1) / 2``, the locked solver's definition), reports progress
and, with a checkpoint directory, saves its state (regrets, current and average plans) so that a
stopped solve goes on from there. Checkpoints are keyed by the rules, the vira class and whether
raises exist; a checkpoint of another game is never loaded.
"""

from __future__ import annotations

import hashlib
import json
import resource
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from truco.rules import Rules
from truco.solver.cfr import Payoff, Solver
from truco.solver.classes import ViraClass
from truco.solver.full.game import MAO, FullGame
from truco.solver.full.tree import build
from truco.solver.tree import Tree

METHOD = ("CFR+ (alternating updates, regret-matching+, quadratic averaging) on the whole public "
          "tree of the hand with the ladder, strength classes (lossless), round 3 played face up "
          "without surrender (weakly dominated, see truco.solver.full.tree); exploitability by "
          "exact best response in that tree, equal to the whole game's")
FORMAT = 1

Progress = Callable[[dict[str, Any]], None]


@dataclass(frozen=True, slots=True)
class FullTask:
    """One independent solve: a rule set, a vira class, iterations, where to checkpoint."""

    rules: Rules
    vira_class: ViraClass
    iterations: int
    check_every: int = 10
    checkpoint_dir: str | None = None
    raises: bool = True
    target: float = 0.0  # stop early once the exploitability is at most this (0: never)

    @property
    def name(self) -> str:
        return f"{self.rules.preset_name} full vira={self.vira_class.key}"

    def game(self) -> FullGame:
        return FullGame(self.rules, self.vira_class.classes, raises=self.raises)

    @property
    def key(self) -> str:
        """A file-safe key of the game solved (rules and options, vira class, raises)."""
        spec = json.dumps({"rules": self.rules.options(), "preset": self.rules.preset_name,
                           "caps": self.vira_class.classes.caps, "raises": self.raises},
                          sort_keys=True, default=list)
        digest = hashlib.sha256(spec.encode()).hexdigest()[:12]
        return f"{self.rules.preset_name}-{self.vira_class.key}-{digest}"


@dataclass
class FullSolution:
    """A finished (or stopped) solve: the tree, the solver and its history."""

    task: FullTask
    tree: Tree
    solver: Solver
    history: list[dict[str, float]] = field(default_factory=list)
    seconds: float = 0.0

    def value(self) -> float:
        p0, p1 = self.solver.plex
        return self.solver.payoff.value(p0.mean_plan, p1.mean_plan)

    def mao_wins(self) -> float:
        p0, p1 = self.solver.plex
        wins = SparsePayoff(self.tree.payoff(lambda r: float(r.winner == MAO)), p0.n_seq, p1.n_seq)
        return wins.value(p0.mean_plan, p1.mean_plan)

    def sizes(self) -> dict[str, int]:
        return {"infosets": sum(p.n_infosets for p in self.tree.players),
                "sequences": sum(p.n_seq for p in self.tree.players),
                "payoff_entries": payoff_entries(self.solver.payoff),
                "public_nodes": len(self.tree.nodes), "class_hands": len(self.tree.hands)}

    def summary(self) -> dict[str, Any]:
        br0, br1 = self.solver.best_responses()
        return {"vira_class": self.task.vira_class.key, "value": round(self.value(), 6),
                "mao_wins": round(self.mao_wins(), 6),
                "exploitability": round((br0 + br1) / 2, 6), "nash_gap": round(br0 + br1, 6),
                "best_response": [round(br0, 6), round(br1, 6)],
                "iterations": self.solver.iterations, "seconds": round(self.seconds, 1),
                "peak_memory_mb": peak_memory_mb(), "method": METHOD, "sizes": self.sizes(),
                "history": self.history}


def payoff_entries(payoff: Payoff) -> int:
    """How many nonzero entries of ``A`` a product touches."""
    if isinstance(payoff, SparsePayoff):
        return payoff.entries
    return int(sum(m.size for _, _, m in payoff.blocks))


def peak_memory_mb() -> float:
    """The peak resident memory of this process so far (Linux reports kilobytes)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


_STATE = ("regret", "sigma", "plan", "average")


def save(path: Path, solution: FullSolution) -> None:
    """Write the solver's state atomically (a stopped write leaves the previous checkpoint)."""
    path.mkdir(parents=True, exist_ok=True)
    arrays: dict[str, Any] = {}
    for seat, p in enumerate(solution.solver.plex):
        for name in _STATE:
            arrays[f"{name}{seat}"] = getattr(p, name)
        arrays[f"weight{seat}"] = np.asarray(p.weight)
    key = solution.task.key
    tmp = path / f"{key}.tmp.npz"
    np.savez(tmp, **arrays)
    tmp.replace(path / f"{key}.npz")
    meta = {"format": FORMAT, "task": solution.task.name, "iterations": solution.solver.iterations,
            "seconds": solution.seconds, "history": solution.history}
    (path / f"{key}.tmp.json").write_text(json.dumps(meta))
    (path / f"{key}.tmp.json").replace(path / f"{key}.json")


def load(path: Path, solution: FullSolution) -> bool:
    """Load a checkpoint of the same game into ``solution``; ``False`` if there is none."""
    key = solution.task.key
    arrays_file, meta_file = path / f"{key}.npz", path / f"{key}.json"
    if not arrays_file.exists() or not meta_file.exists():
        return False
    meta = json.loads(meta_file.read_text())
    if meta.get("format") != FORMAT:
        raise ValueError(f"checkpoint {meta_file} has format {meta.get('format')}, not {FORMAT}")
    with np.load(arrays_file) as data:
        for seat, p in enumerate(solution.solver.plex):
            for name in _STATE:
                saved = data[f"{name}{seat}"]
                if saved.shape != getattr(p, name).shape:
                    raise ValueError(f"checkpoint {arrays_file} does not fit this game")
                setattr(p, name, saved.copy())
            p.weight = float(data[f"weight{seat}"])
    solution.solver.iterations = int(meta["iterations"])
    solution.seconds = float(meta["seconds"])
    solution.history = list(meta["history"])
    return True


def solve_task(task: FullTask, progress: Progress | None = None) -> FullSolution:
    """Build, resume from the checkpoint if any, iterate, measure, save; return the solution."""
    start = time.perf_counter()
    tree = build(task.game())
    solver = make_solver(tree)
    solution = FullSolution(task, tree, solver)
    where = Path(task.checkpoint_dir) if task.checkpoint_dir else None
    if where is not None:
        load(where, solution)
    built = time.perf_counter() - start
    clock = time.perf_counter()
    base = solution.seconds
    first = solver.iterations
    while solver.iterations < task.iterations:
        solver.step()
        i = solver.iterations
        if i % task.check_every == 0 or i == task.iterations:
            br0, br1 = solver.best_responses()
            e = (br0 + br1) / 2
            solution.seconds = base + time.perf_counter() - clock
            solution.history.append({"iteration": i, "exploitability": e,
                                     "seconds": round(solution.seconds, 2)})
            if where is not None:
                save(where, solution)
            if progress is not None:
                rate = (time.perf_counter() - clock) / max(i - first, 1)
                progress({"task": task.name, "iteration": i, "iterations": task.iterations,
                          "exploitability": e, "seconds": solution.seconds,
                          "left": rate * (task.iterations - i), "build_seconds": built})
            if e <= task.target:
                break
    solution.seconds = base + time.perf_counter() - clock
    return solution


def progress_line(p: dict[str, Any]) -> str:
    """One line of progress for the screen."""
    return (f"{p['task']}: iteration {p['iteration']}/{p['iterations']}, exploitability "
            f"{p['exploitability']:.6f} points per hand, {p['seconds']:.0f} s, "
            f"~{p['left']:.0f} s left")


class SparsePayoff(Payoff):
    """``A`` as :class:`truco.solver.cfr.Payoff` has it, with the many small blocks of a tree with
    betting (one per decision node) merged into one coordinate list: one ``bincount`` per product
    instead of a Python loop over tens of thousands of tiny matrices. Blocks of at least
    ``dense_from`` entries stay dense."""

    def __init__(self, blocks: list[tuple[Any, Any, Any]], n0: int, n1: int,
                 dense_from: int = 4096) -> None:
        dense = [b for b in blocks if b[2].size >= dense_from]
        small = [b for b in blocks if b[2].size < dense_from]
        super().__init__(dense, n0, n1)
        self.all_blocks = blocks
        if small:
            self.rows = np.concatenate([np.repeat(r, len(c)) for r, c, _ in small])
            self.cols = np.concatenate([np.tile(c, len(r)) for r, c, _ in small])
            self.vals = np.concatenate([m.ravel() for _, _, m in small])
            keep = self.vals != 0
            self.rows, self.cols, self.vals = self.rows[keep], self.cols[keep], self.vals[keep]
        else:
            self.rows = self.cols = np.zeros(0, dtype=np.int64)
            self.vals = np.zeros(0)

    @property
    def entries(self) -> int:
        return int(sum(m.size for _, _, m in self.blocks) + len(self.vals))

    def times(self, x1: Any) -> Any:
        out = super().times(x1)
        out += np.bincount(self.rows, weights=self.vals * x1[self.cols], minlength=self.n0)
        return out

    def times_t(self, x0: Any) -> Any:
        out = super().times_t(x0)
        out += np.bincount(self.cols, weights=self.vals * x0[self.rows], minlength=self.n1)
        return out


def make_solver(tree: Tree) -> Solver:
    """:class:`truco.solver.cfr.Solver` on ``tree`` with the payoff as :class:`SparsePayoff`."""
    solver = Solver(tree)
    p0, p1 = solver.plex
    solver.payoff = SparsePayoff(solver.payoff.blocks, p0.n_seq, p1.n_seq)
    return solver
