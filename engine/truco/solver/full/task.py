"""One independent solve (a rule set and a vira class): iterate, measure, checkpoint, report.

Every ``check_every`` iterations a task measures the exploitability of its average strategy by
exact best response, says where it is (iteration, exploitability, time left) and, with a
checkpoint directory, saves its state there; a stopped task given the same directory goes on from
its last checkpoint. A checkpoint is keyed by the rules, the vira class, whether raises exist and
the regret rule, and is never loaded into another game.
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

from truco.core.rules import Rules
from truco.solved.classes import ViraClass
from truco.solver.full.kernel_base import BR
from truco.solver.full.ship import read_shipped, shipped_class_entry
from truco.solver.full.solve import FullSolver

METHOD = ("discounted CFR (alpha 1.5, beta 0, gamma 2; alternating updates) on the public tree "
          "of the hand with the ladder: strength classes, each seat's private state a class "
          "hand and what it covered, card removal exact; reductions that lose nothing (no "
          "surrender, round 3 face up, no raise right after accepting a re-raise); "
          "exploitability by exact best response")

METHOD_FIXED = ("one seat's round 1 as shipped, held fixed; discounted CFR (alpha 1.5, beta 0, "
                "gamma 2) learns that seat's rounds 2-3 and the other seat's whole play on the "
                "public tree of the hand with the ladder; what the other seat wins by exact best "
                "response")

Progress = Callable[[dict[str, Any]], None]


@dataclass(frozen=True, slots=True)
class FullTask:
    """One solve: a rule set, a vira class, how far to go, where to checkpoint."""

    rules: Rules
    vira_class: ViraClass
    iterations: int
    check_every: int = 10
    checkpoint_dir: str | None = None
    raises: bool = True
    target: float = 0.0  # stop early once the exploitability is at most this (0: never)
    rule: str = "dcfr"
    #: A seat whose round 1 is the shipped one, held fixed (-1: none): CFR learns that seat's
    #: rounds 2-3 and the other seat's whole play, so the figure followed is what the other seat
    #: wins best responding to the fixed seat (see :meth:`measure`).
    fixed_round1: int = -1

    @property
    def name(self) -> str:
        fixed = "" if self.fixed_round1 < 0 else f" seat {self.fixed_round1}'s round 1 shipped"
        return f"{self.rules.preset_name} full vira={self.vira_class.key}{fixed}"

    @property
    def key(self) -> str:
        """A file-safe key of the game solved and how."""
        spec = json.dumps({"rules": self.rules.options(), "preset": self.rules.preset_name,
                           "caps": self.vira_class.classes.caps, "raises": self.raises,
                           "rule": self.rule, "fixed_round1": self.fixed_round1},
                          sort_keys=True, default=list)
        digest = hashlib.sha256(spec.encode()).hexdigest()[:12]
        return f"{self.rules.preset_name}-{self.vira_class.key}-{digest}"

    def solver(self) -> FullSolver:
        solver = FullSolver(self.rules, self.vira_class.classes, raises=self.raises,
                            rule=self.rule)
        if self.fixed_round1 >= 0:
            solver.fixed_round1 = frozenset({self.fixed_round1})
        return solver

    def start(self, solver: FullSolver) -> None:
        """A fresh solve's starting point: all zero, or the shipped round 1 of the fixed seat
        (both seats' round 1 are read; the other seat's learns from there)."""
        if self.fixed_round1 >= 0:
            read_shipped(solver, shipped_class_entry(self.rules, self.vira_class), rounds=1)

    @property
    def figure(self) -> str:
        """What :meth:`measure` gives, in words."""
        if self.fixed_round1 < 0:
            return "exploitability"
        return f"what seat {1 - self.fixed_round1} wins best responding"

    def measure(self, solver: FullSolver) -> float:
        """The figure a check follows: the exploitability; with a seat's round 1 fixed, what the
        other seat wins best responding to that seat (round 1 as shipped, rounds 2-3 as
        learnt). The class's exploitability, both seats playing so, is half the sum of the two
        seats' figures (:func:`truco.solver.full.report.solve_full` pairs them)."""
        if self.fixed_round1 < 0:
            return solver.exploitability()
        return float(solver.values(1 - self.fixed_round1, BR).sum())


@dataclass
class FullSolution:
    """A finished (or stopped) task: the solver and its history of exploitability."""

    task: FullTask
    solver: FullSolver
    history: list[dict[str, float]] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> dict[str, Any]:
        s = self.solver
        if self.task.fixed_round1 >= 0:
            return {"vira_class": self.task.vira_class.key,
                    "fixed_round1": self.task.fixed_round1,
                    "best_response_to_fixed": round(self.task.measure(s), 6),
                    "iterations": s.iterations, "seconds": round(self.seconds, 1),
                    "peak_memory_mb": peak_memory_mb(), "method": METHOD_FIXED,
                    "sizes": {"nodes": s.sizes.nodes, "slots": s.sizes.slots,
                              "class_hands": s.sizes.hands},
                    "history": self.history}
        br0, br1 = s.best_responses()
        return {"vira_class": self.task.vira_class.key, "value": round(s.value(), 6),
                "mao_wins": round(s.mao_wins(), 6),
                "exploitability": round((br0 + br1) / 2, 6), "nash_gap": round(br0 + br1, 6),
                "best_response": [round(br0, 6), round(br1, 6)], "iterations": s.iterations,
                "seconds": round(self.seconds, 1), "peak_memory_mb": peak_memory_mb(),
                "method": METHOD, "sizes": {"nodes": s.sizes.nodes, "slots": s.sizes.slots,
                                            "class_hands": s.sizes.hands},
                "history": self.history}


def peak_memory_mb() -> float:
    """The peak resident memory of this process so far (Linux reports kilobytes)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def solve_task(task: FullTask, progress: Progress | None = None) -> FullSolution:
    """Build, resume from the checkpoint if any, iterate, measure, save; return the solution."""
    start = time.perf_counter()
    solver = task.solver()
    solution = FullSolution(task, solver)
    where = Path(task.checkpoint_dir) if task.checkpoint_dir else None
    resumed = False
    if where is not None:
        where.mkdir(parents=True, exist_ok=True)
        if solver.load(where / f"{task.key}.npz"):
            meta = json.loads((where / f"{task.key}.json").read_text())
            solution.history = list(meta["history"])
            solution.seconds = float(meta["seconds"])
            resumed = True
    if not resumed:
        task.start(solver)
    built = time.perf_counter() - start
    clock = time.perf_counter()
    base = solution.seconds
    first = solver.iterations
    while solver.iterations < task.iterations:
        solver.step()
        i = solver.iterations
        if i % task.check_every == 0 or i == task.iterations:
            e = task.measure(solver)
            solution.seconds = base + time.perf_counter() - clock
            solution.history.append({"iteration": i, "exploitability": round(e, 6),
                                     "seconds": round(solution.seconds, 1)})
            if where is not None:
                save(where, solution)
            if progress is not None:
                rate = (time.perf_counter() - clock) / max(i - first, 1)
                progress({"task": task.name, "iteration": i, "iterations": task.iterations,
                          "exploitability": e, "figure": task.figure, "seconds": solution.seconds,
                          "left": rate * (task.iterations - i), "build_seconds": built})
            if task.fixed_round1 < 0 and e <= task.target:  # a best response's gain may be < 0
                break
    solution.seconds = base + time.perf_counter() - clock
    return solution


def save(where: Path, solution: FullSolution) -> None:
    """The solver's state and the task's history, each written atomically."""
    key = solution.task.key
    solution.solver.save(where / f"{key}.npz", {"task": solution.task.name})
    meta = {"task": solution.task.name, "iterations": solution.solver.iterations,
            "seconds": solution.seconds, "history": solution.history}
    tmp = where / f"{key}.tmp.json"
    tmp.write_text(json.dumps(meta))
    tmp.replace(where / f"{key}.json")


def progress_line(p: dict[str, Any]) -> str:
    """One line of progress for the screen."""
    figure = p.get("figure", "exploitability")
    return (f"{p['task']}: iteration {p['iteration']}/{p['iterations']}, {figure} "
            f"{p['exploitability']:.6f} points per hand, {p['seconds']:.0f} s, "
            f"~{p['left']:.0f} s left")
