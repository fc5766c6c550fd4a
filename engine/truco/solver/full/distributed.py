"""Run the vira classes of a full solve as independent tasks: in this process, or as Ray tasks.

Every (preset, rule options, vira class) is an independent solve (:class:`FullTask`). With
``use_ray`` each is one Ray task: ``address=None`` starts Ray locally on this machine's cores,
an address (``ray://host:10001`` or ``auto``) joins a cluster the user already runs. Each task
prints its progress lines on its standard error, which Ray forwards to the driver's screen, and
checkpoints into the directory it was given (a directory all nodes share, on a cluster). Ray is
only in the offline ``solver`` extra (``pip install 'truco-lab[solver]'``), never in the browser.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

from truco.solver.full.task import FullTask, progress_line, solve_task


def run_local(task: FullTask, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Solve one task here and return its summary."""
    if progress is not None:
        progress(f"{task.name}: building the public tree ({task.iterations} iterations to run)")
    solution = solve_task(task, None if progress is None else lambda p: progress(progress_line(p)))
    return solution.summary()


def _remote_solve(task: FullTask) -> dict[str, Any]:
    import sys

    def say(line: str) -> None:
        sys.stderr.write(line + "\n")
        sys.stderr.flush()

    return run_local(task, say)


def ray_available() -> bool:
    return importlib.util.find_spec("ray") is not None


def run_ray(tasks: list[FullTask], *, address: str | None = None, num_cpus: int | None = None,
            cpus_per_task: float = 1.0) -> list[dict[str, Any]]:
    """Solve the tasks as Ray tasks (local Ray by default, on ``num_cpus`` cores or all of them;
    ``address`` for a cluster) and return their summaries in order."""
    import ray

    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"log_to_driver": True, "include_dashboard": False}
        if address is None:  # the tasks return small summaries: keep Ray's shared memory small
            kwargs["object_store_memory"] = 200 * 1024 * 1024
        if address is not None:
            kwargs["address"] = address
        elif num_cpus is not None:
            kwargs["num_cpus"] = num_cpus
        ray.init(**kwargs)
        started = True
    try:
        remote = ray.remote(num_cpus=cpus_per_task)(_remote_solve)
        refs = [remote.remote(task) for task in tasks]
        return list(ray.get(refs))
    finally:
        if started:
            ray.shutdown()
