"""``solve full`` for a preset: one task per vira class, here or on Ray, and the report.

The report has the shape of the locked solves' (``kind``, ``rules``, ``exploitability`` weighted
by how often each vira class comes up, ``exploitability_max``, ``seconds``, ``units``, ``viras``)
with, per vira, the mão's ``value`` and ``mao_wins``, the ``exploitability`` (exact best response,
points per hand), ``iterations``, ``seconds``, ``peak_memory_mb``, the tree's ``sizes`` and the
``history`` of exploitability against iterations and seconds.

With ``fixed_round1`` each vira class is two tasks, one per seat whose round 1 is the shipped
one, held fixed, while CFR learns that seat's rounds 2-3 and the other seat's whole play: the
class's ``exploitability`` is then that of both seats playing their shipped round 1 and the
rounds 2-3 learnt under it (no ``value``), the least a re-solver of rounds 2-3 under the shipped
round 1 can reach.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from truco.core.cards import RANKS, Rank
from truco.core.rules import Rules
from truco.solved.classes import vira_classes
from truco.solver.full.distributed import run_local, run_ray
from truco.solver.full.task import METHOD, METHOD_FIXED, FullTask


def tasks_for(rules: Rules, *, iterations: int, vira: Rank | None = None, check_every: int = 10,
              checkpoint_dir: str | None = None, raises: bool = True, rule: str = "dcfr",
              target: float = 0.0, fixed_round1: bool = False) -> list[FullTask]:
    """One task per vira class (only the class of ``vira`` if given); with ``fixed_round1``
    two, one per seat whose round 1 is the shipped one."""
    seats = (0, 1) if fixed_round1 else (-1,)
    return [FullTask(rules, group, iterations, check_every, checkpoint_dir, raises, target, rule,
                     seat)
            for group in vira_classes(rules) if vira is None or vira in group.viras
            for seat in seats]


def _fixed_pairs(summaries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each vira class's two fixed-round-1 solves (seat 0's, then seat 1's) as one summary: the
    exploitability of the strategy each seat plays with its round 1 as shipped and its rounds
    2-3 as learnt is half what the best responses to the two seats win."""
    out = []
    for zero, one in zip(summaries[::2], summaries[1::2], strict=True):
        against = [zero["best_response_to_fixed"], one["best_response_to_fixed"]]
        out.append({**zero, "fixed_round1": "each seat", "value": None, "mao_wins": None,
                    "exploitability": round(sum(against) / 2, 6),
                    "best_response": [against[1], against[0]],
                    "iterations": min(zero["iterations"], one["iterations"]),
                    "seconds": zero["seconds"] + one["seconds"],
                    "peak_memory_mb": max(zero["peak_memory_mb"], one["peak_memory_mb"]),
                    "history": [zero["history"], one["history"]]})
    return out


def solve_full(rules: Rules, *, iterations: int, vira: Rank | None = None, check_every: int = 10,
               checkpoint_dir: str | None = None, rule: str = "dcfr", target: float = 0.0,
               use_ray: bool = False,
               address: str | None = None, num_cpus: int | None = None,
               fixed_round1: bool = False,
               progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    start = time.perf_counter()
    tasks = tasks_for(rules, iterations=iterations, vira=vira, check_every=check_every,
                      checkpoint_dir=checkpoint_dir, rule=rule, target=target,
                      fixed_round1=fixed_round1)
    if use_ray:
        summaries = run_ray(tasks, address=address, num_cpus=num_cpus)
    else:
        summaries = [run_local(task, progress) for task in tasks]
    if fixed_round1:
        summaries = _fixed_pairs(summaries)
        tasks = tasks[::2]
    entries: list[dict[str, Any]] = []
    weighted = weights = worst = 0.0
    for task, summary in zip(tasks, summaries, strict=True):
        share = len(task.vira_class.viras) or 1  # each vira rank is equally likely
        weighted += share * summary["exploitability"]
        weights += share
        worst = max(worst, summary["exploitability"])
        for rank in task.vira_class.viras or (None,):
            entries.append({"vira": None if rank is None else rank.value, **summary})
    order = {r.value: i for i, r in enumerate(RANKS)}
    entries.sort(key=lambda x: order.get(x["vira"], -1))
    return {"kind": "full", "rules": rules.preset_name, "options": rules.options(),
            "iterations": iterations, "target": target,
            "method": METHOD_FIXED if fixed_round1 else METHOD,
            "exploitability": weighted / weights if weights else None,
            "exploitability_max": worst, "seconds": round(time.perf_counter() - start, 1),
            "units": "points per hand: a seat's expected points minus the other seat's",
            "viras": entries}
