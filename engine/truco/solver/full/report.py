"""``solve full`` for a preset, or for every rule set the coach judges (:data:`EVERY_RULE_SET`):
one task per rule set and vira class, here or on Ray, and a report per rule set.

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
from collections.abc import Callable, Sequence
from typing import Any

from truco.core.cards import RANKS, Rank
from truco.core.rules import TABLE_CHOICES, Rules
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


#: Every heads-up rule set the coach should judge by a solution of its own rules (issue 34
#: point 3): the default preset under each three-ties rule a table plays (the Options panel's
#: choices), the federation's preset and the mineiro.
EVERY_RULE_SET: tuple[Rules, ...] = (
    *(Rules.preset("paulista").with_options(three_ties=choice) for choice in TABLE_CHOICES["three_ties"]),
    Rules.preset("paulista-fpt"),
    Rules.preset("mineiro"),
)


def solve_full(rules: Rules, *, iterations: int, vira: Rank | None = None, check_every: int = 10,
               checkpoint_dir: str | None = None, rule: str = "dcfr", target: float = 0.0,
               use_ray: bool = False,
               address: str | None = None, num_cpus: int | None = None,
               fixed_round1: bool = False,
               progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Solve one rule set (:func:`solve_rule_sets` with one) and return its report."""
    return solve_rule_sets((rules,), iterations=iterations, vira=vira, check_every=check_every,
                           checkpoint_dir=checkpoint_dir, rule=rule, target=target,
                           use_ray=use_ray, address=address, num_cpus=num_cpus,
                           fixed_round1=fixed_round1, progress=progress)[0]


def solve_rule_sets(rule_sets: Sequence[Rules], *, iterations: int, vira: Rank | None = None,
                    check_every: int = 10, checkpoint_dir: str | None = None, rule: str = "dcfr",
                    target: float = 0.0, use_ray: bool = False, address: str | None = None,
                    num_cpus: int | None = None, fixed_round1: bool = False,
                    progress: Callable[[str], None] | None = None) -> list[dict[str, Any]]:
    """Solve several rule sets in one run: every (rule set, vira class) task of them all goes to
    one pool (Ray's, or one after another here), each checkpointed under ``checkpoint_dir`` by
    its own key, so a stopped run goes on where each task stopped. ``progress`` hears of each
    task as it ends. One report per rule set, in their order (its ``seconds``: the whole run's)."""
    start = time.perf_counter()
    per_set = [tasks_for(rules, iterations=iterations, vira=vira, check_every=check_every,
                         checkpoint_dir=checkpoint_dir, rule=rule, target=target,
                         fixed_round1=fixed_round1) for rules in rule_sets]
    tasks = [task for group in per_set for task in group]
    if use_ray:
        ended = 0

        def done(index: int, summary: dict[str, Any]) -> None:
            nonlocal ended
            ended += 1
            if progress is not None:
                progress(f"{tasks[index].name}: done, exploitability {summary['exploitability']:.6f}"
                         f" after {summary['iterations']} iterations ({ended} of {len(tasks)})")

        summaries = run_ray(tasks, address=address, num_cpus=num_cpus, done=done)
    else:
        summaries = [run_local(task, progress) for task in tasks]
    reports = []
    at = 0
    for rules, group in zip(rule_sets, per_set, strict=True):
        reports.append(_report(rules, group, summaries[at:at + len(group)], iterations=iterations,
                               target=target, fixed_round1=fixed_round1,
                               seconds=time.perf_counter() - start))
        at += len(group)
    return reports


def _report(rules: Rules, tasks: list[FullTask], summaries: list[dict[str, Any]], *, iterations: int,
            target: float, fixed_round1: bool, seconds: float) -> dict[str, Any]:
    """One rule set's report from its tasks' summaries."""
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
            "exploitability_max": worst, "seconds": round(seconds, 1),
            "units": "points per hand: a seat's expected points minus the other seat's",
            "viras": entries}
