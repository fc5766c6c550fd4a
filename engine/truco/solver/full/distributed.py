"""Run the vira classes of a full solve as independent tasks: in this process, or as Ray tasks.

Every (preset, rule options, vira class) is an independent solve (:class:`FullTask`). With
``use_ray`` each is one Ray task: ``address=None`` starts Ray locally on this machine's cores,
an address (``ray://host:10001`` or ``auto``) joins a cluster the user already runs. Each task
prints its progress lines on its standard error, which Ray forwards to the driver's screen, and
checkpoints into the directory it was given (a directory all nodes share, on a cluster). Ray is
only in the offline ``solver`` extra (``pip install 'truco-lab[solver]'``), never in the browser.
"""

from __future__ import annotations

import contextlib
import importlib.util
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from truco.solver.full.task import FullTask, progress_line, solve_task

R = TypeVar("R")


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


@contextlib.contextmanager
def ray_session(address: str | None = None, num_cpus: int | None = None) -> Iterator[None]:
    """Ray for the block: a cluster at ``address``, else local Ray on ``num_cpus`` cores (or all
    of them) with a small object store (the tasks return small results). A session already
    running is used as it is and left running."""
    import ray

    if ray.is_initialized():
        yield
        return
    kwargs: dict[str, Any] = {"log_to_driver": True, "include_dashboard": False}
    if address is not None:
        kwargs["address"] = address
    else:
        kwargs["object_store_memory"] = 200 * 1024 * 1024
        if num_cpus is not None:
            kwargs["num_cpus"] = num_cpus
    ray.init(**kwargs)
    try:
        yield
    finally:
        ray.shutdown()


def run_tasks(work: Callable[..., R], calls: Sequence[tuple[Any, ...]], *, use_ray: bool = True,
              address: str | None = None, num_cpus: int | None = None,
              cpus_per_task: float = 1.0,
              done: Callable[[int, R], None] | None = None) -> list[R]:
    """``work(*call)`` for every call, as Ray tasks (:func:`ray_session`) or, without
    ``use_ray``, one after the other here; ``done(index, result)`` as each one ends, in the order
    they end (progress on screen, results saved as they come). The results in the calls' order."""
    results: dict[int, R] = {}
    if not use_ray:
        for index, call in enumerate(calls):
            results[index] = work(*call)
            if done is not None:
                done(index, results[index])
        return [results[i] for i in range(len(calls))]
    import ray

    with ray_session(address, num_cpus):
        remote = ray.remote(num_cpus=cpus_per_task)(work)
        index_of = {remote.remote(*call): index for index, call in enumerate(calls)}
        pending = list(index_of)
        while pending:
            finished, pending = ray.wait(pending, num_returns=1)
            index = index_of[finished[0]]
            results[index] = ray.get(finished[0])
            if done is not None:
                done(index, results[index])
    return [results[i] for i in range(len(calls))]


def run_ray(tasks: list[FullTask], *, address: str | None = None, num_cpus: int | None = None,
            cpus_per_task: float = 1.0,
            done: Callable[[int, dict[str, Any]], None] | None = None) -> list[dict[str, Any]]:
    """Solve the tasks as Ray tasks (local Ray by default, on ``num_cpus`` cores or all of them;
    ``address`` for a cluster) and return their summaries in order; ``done(index, summary)`` as
    each one ends."""
    return run_tasks(_remote_solve, [(task,) for task in tasks], address=address,
                     num_cpus=num_cpus, cpus_per_task=cpus_per_task, done=done)
