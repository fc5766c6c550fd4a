"""Engine speed: random legal hands and matches per second, legal-action generation, undo, copy.

Each figure is the median of several runs (default 5). Run from the repository root::

    python scripts/bench/bench_engine.py [--runs 5] [--scale 1.0] [--baseline REV]

``--baseline REV`` also measures the engine of git revision ``REV`` (checked out into a temporary
directory, run in a subprocess under the same load) and prints each figure's ratio to it.
Random play surrenders often, which shortens hands: the "no surrender" rows use a random policy
that never folds on its own turn (it still folds to raises).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The engine measured: this checkout's, or another one (set by ``--baseline`` for its subprocess).
ENGINE = os.environ.get("TRUCO_BENCH_ENGINE", str(ROOT / "engine"))
# kept although the venv installs the engine: the baseline's subprocess must import the engine of
# another revision, ahead of the editable install
sys.path.insert(0, ENGINE)

from truco.core.actions import FOLD  # noqa: E402
from truco.core.deal import Deal  # noqa: E402
from truco.core.hand import Hand, Phase  # noqa: E402
from truco.core.match import CHANCE, TERMINAL, Match  # noqa: E402
from truco.core.rules import Rules  # noqa: E402

RULES = Rules()


def random_hand(players: int, rng: random.Random) -> Hand:
    """A freshly dealt hand, played to the end with random legal actions."""
    hand = Hand(RULES, Deal.random(RULES, players, rng), dealer=players - 1)
    while not hand.finished:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def random_hand_no_surrender(players: int, rng: random.Random) -> Hand:
    """A hand played to the end by a random policy that never folds on its own turn (it still
    folds to raises at random): random play surrenders often, which shortens hands."""
    hand = Hand(RULES, Deal.random(RULES, players, rng), dealer=players - 1)
    while not hand.finished:
        actions = hand.legal_actions()
        action = rng.choice(actions)
        if action is FOLD and hand.phase is Phase.PLAY:  # a surrender: draw among the others
            actions.remove(FOLD)
            action = rng.choice(actions)
        hand.apply(action)
    return hand


def random_match(players: int, rng: random.Random) -> Match:
    """A whole match to 12 with random legal actions (engine only: no observations, no bot)."""
    match = Match(RULES, players=players)
    while (seat := match.current_player) != TERMINAL:
        if seat == CHANCE:
            match.deal_random(rng)
        else:
            assert match.hand is not None
            match.apply(rng.choice(match.hand.legal_actions()))
    return match


def sample_states(players: int, count: int, rng: random.Random) -> list[Hand]:
    """Mid-hand positions (each with at least one action to undo) from random playouts."""
    states: list[Hand] = []
    while len(states) < count:
        hand = Hand(RULES, Deal.random(RULES, players, rng), dealer=players - 1)
        while not hand.finished and len(states) < count:
            hand.apply(rng.choice(hand.legal_actions()))
            if not hand.finished:
                states.append(hand.copy())
    return states


#: A benchmark run: does its work and returns (operations done, wall seconds, CPU seconds).
Run = Callable[[], tuple[int, float, float]]


class Clock:
    """Wall-clock and process CPU time together (CPU time is steadier on a busy machine)."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def stop(self) -> tuple[float, float]:
        return time.perf_counter() - self.wall, time.process_time() - self.cpu


def timed(body: Callable[[], int]) -> Run:
    """A run that times all of ``body`` (which returns how many operations it did)."""
    def run() -> tuple[int, float, float]:
        clock = Clock()
        done = body()
        return (done, *clock.stop())
    return run


def bench_hands(players: int, n: int) -> Run:
    def body() -> int:
        rng = random.Random(1)
        for _ in range(n):
            random_hand(players, rng)
        return n
    return timed(body)


def bench_hands_no_surrender(players: int, n: int) -> Run:
    def body() -> int:
        rng = random.Random(4)
        for _ in range(n):
            random_hand_no_surrender(players, rng)
        return n
    return timed(body)


def bench_matches(players: int, n: int) -> Run:
    def body() -> int:
        rng = random.Random(2)
        for _ in range(n):
            random_match(players, rng)
        return n
    return timed(body)


def bench_legal(states: list[Hand], repeat: int) -> Run:
    def body() -> int:
        for _ in range(repeat):
            for hand in states:
                hand.legal_actions()
        return repeat * len(states)
    return timed(body)


def bench_undo(states: list[Hand], repeat: int) -> Run:
    """Only the undos are timed; making the copies to undo on is setup."""
    def run() -> tuple[int, float, float]:
        batches = [[h.copy() for h in states] for _ in range(repeat)]
        clock = Clock()
        for batch in batches:
            for hand in batch:
                hand.undo()
        return (repeat * len(states), *clock.stop())
    return run


def bench_apply_undo(states: list[Hand], repeat: int) -> Run:
    pairs = [(h, h.legal_actions()[0]) for h in states]

    def body() -> int:
        for _ in range(repeat):
            for hand, action in pairs:
                hand.apply(action)
                hand.undo()
        return repeat * len(pairs)
    return timed(body)


def bench_copy(states: list[Hand], repeat: int) -> Run:
    def body() -> int:
        for _ in range(repeat):
            for hand in states:
                hand.copy()
        return repeat * len(states)
    return timed(body)


def median_rate(run: Run, runs: int) -> tuple[float, float]:
    """Median operations per wall-clock second and per CPU second over ``runs`` runs."""
    wall, cpu = [], []
    for _ in range(runs):
        done, wall_s, cpu_s = run()
        wall.append(done / wall_s)
        cpu.append(done / max(cpu_s, 1e-9))
    return statistics.median(wall), statistics.median(cpu)


def baseline(rev: str, runs: int, scale: float) -> dict[str, list[float]]:
    """The figures of the engine at git revision ``rev``, measured by this script in a subprocess."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "engine"], check=True,
                             capture_output=True).stdout
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(tmp, filter="data")
        env = {**os.environ, "TRUCO_BENCH_ENGINE": str(Path(tmp) / "engine")}
        out = subprocess.run([sys.executable, __file__, "--runs", str(runs), "--scale", str(scale),
                              "--json"], check=True, capture_output=True, text=True, env=env).stdout
    data: dict[str, list[float]] = json.loads(out)
    return data


def measure(runs: int, s: float) -> list[tuple[str, tuple[float, float]]]:
    """Every figure: (name, (per second, per CPU second))."""
    rng = random.Random(3)
    rows: list[tuple[str, tuple[float, float]]] = []
    states2 = sample_states(2, 2000, rng)
    states4 = sample_states(4, 2000, rng)
    for players in (2, 4):
        rows.append((f"random full hands/s ({players} players)",
                     median_rate(bench_hands(players, int(2000 * s)), runs)))
    for players in (2, 4):
        rows.append((f"random full hands/s, no surrender ({players} players)",
                     median_rate(bench_hands_no_surrender(players, int(1000 * s)), runs)))
    for players in (2, 4):
        rows.append((f"random full matches/s ({players} players)",
                     median_rate(bench_matches(players, int(100 * s)), runs)))
    for players, states in ((2, states2), (4, states4)):
        rows.append((f"legal-action lists/s ({players} players)",
                     median_rate(bench_legal(states, max(1, int(20 * s))), runs)))
        rows.append((f"undo/s ({players} players)",
                     median_rate(bench_undo(states, max(1, int(20 * s))), runs)))
        rows.append((f"apply+undo pairs/s ({players} players)",
                     median_rate(bench_apply_undo(states, max(1, int(10 * s))), runs)))
        rows.append((f"copy/s ({players} players)",
                     median_rate(bench_copy(states, max(1, int(20 * s))), runs)))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (median reported)")
    parser.add_argument("--scale", type=float, default=1.0, help="work per run (1.0 ~ 0.2-0.5 s)")
    parser.add_argument("--baseline", metavar="REV",
                        help="also measure the engine of this git revision and print ratios")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    base = baseline(args.baseline, args.runs, args.scale) if args.baseline else None
    rows = measure(args.runs, args.scale)
    if args.json:
        print(json.dumps({name: list(rates) for name, rates in rows}))
        return 0
    width = max(len(name) for name, _ in rows)
    print(f"truco engine benchmark: Python {sys.version.split()[0]}, preset paulista, "
          f"median of {args.runs} runs")
    head = f"{'measure':<{width}}  {'per second':>12}  {'per CPU second':>14}"
    rule = f"{'-' * width}  {'-' * 12}  {'-' * 14}"
    if base is not None:
        head += f"  {args.baseline[:10] + ' (CPU)':>18}  {'ratio (CPU)':>11}"
        rule += f"  {'-' * 18}  {'-' * 11}"
    print(head)
    print(rule)
    for name, (wall, cpu) in rows:
        line = f"{name:<{width}}  {wall:>12,.0f}  {cpu:>14,.0f}"
        if base is not None and name in base:
            before = base[name][1]
            line += f"  {before:>18,.0f}  {cpu / before:>10.2f}x"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
