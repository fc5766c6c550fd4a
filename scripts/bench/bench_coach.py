"""Benchmark the coach's analysis: time per position and the stability of its top choice.

    python scripts/bench/bench_coach.py [--positions 200] [--worlds N] [--no-browser]

Positions come from real games (``heuristic`` bots, heads-up and pairs, preset paulista, fixed
seeds): ``--positions`` per round (1, 2, 3) and mode, each one where the seat to act has more than
one legal action. Reported per round and mode: the median and 95th percentile of the time of one
analysis at the default budget, in CPython here and inside the site's worker in headless Chromium
(op ``analyse``, timed inside the engine, and the round trip seen by the page), and the share of
positions where the top choice (the coach's move) is the same for two seeds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench_bots import decisions
from truco.coach.analysis import DEFAULT_WORLDS, analyse
from truco.notation.scenario import Scenario
from truco.observation import observe

ROUNDS = (1, 2, 3)
SEEDS = (1, 2)  # the two seeds whose top choices are compared


def positions(count: int, players: int, seed: int = 7) -> dict[int, list[str]]:
    """Scenario codes of positions to decide (more than one legal action), ``count`` per round."""
    out: dict[int, list[str]] = {r: [] for r in ROUNDS}
    for round_number, code in decisions(players, seed):
        if len(out[round_number]) < count:
            out[round_number].append(code)
        if all(len(codes) == count for codes in out.values()):
            return out
    raise AssertionError("unreachable: decisions never ends")


def summary(ms: list[float]) -> str:
    ordered = sorted(ms)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):7.1f} ms   p95 {p95:7.1f} ms   max {ordered[-1]:7.1f} ms"


def cpython(codes: list[str], worlds: int) -> tuple[list[float], list[float], int, int]:
    """Wall and CPU times (ms) with the first seed; how many positions keep their top choice; how
    many were analysed exactly. (CPU time is steadier on a shared machine.)"""
    times: list[float] = []
    cpu: list[float] = []
    stable = exact = 0
    for code in codes:
        hand = Scenario.from_code(code).play()
        seat = hand.to_act
        assert seat is not None
        observation = observe(hand, seat)
        started, clock = time.perf_counter(), time.process_time()
        first = analyse(observation, seed=SEEDS[0], worlds=worlds)
        times.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - clock) * 1000)
        second = analyse(observation, seed=SEEDS[1], worlds=worlds)
        stable += first["choice"] == second["choice"]
        exact += first["method"] == "exact"
    return times, cpu, stable, exact


def browser(codes: dict[str, list[str]], worlds: int) -> dict[str, tuple[list[float], list[float]]]:
    """Per bucket: engine-side and round-trip times of op ``analyse`` in the site's worker."""
    from playwright.sync_api import sync_playwright

    from bench_site import CHROMIUM, FLAGS, built_site

    os.environ.setdefault("TRUCO_SNAPSHOT", "0")
    results: dict[str, tuple[list[float], list[float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        base, server = built_site(Path(tmp))
        try:
            with sync_playwright() as p:
                b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                page = b.new_page()
                page.goto(base + "en/")
                page.wait_for_function("document.documentElement.dataset.engine === 'ready'",
                                       timeout=120_000)
                for key, bucket in codes.items():
                    inside, trip = [], []
                    for code in bucket:
                        r = page.evaluate(
                            """async ([code, seed, worlds]) => {
                                const m = await import('/assets/js/engine-client.js');
                                const t = performance.now();
                                const out = await m.ask('analyse', {code, seed, worlds});
                                return [out.ms, performance.now() - t];
                            }""", [code, SEEDS[0], worlds])
                        inside.append(r[0])
                        trip.append(r[1])
                    results[key] = (inside, trip)
                b.close()
        finally:
            server.shutdown()
            server.server_close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=200, help="positions per round and mode")
    parser.add_argument("--worlds", type=int, default=DEFAULT_WORLDS, help="the analysis budget")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args(argv)
    codes: dict[str, list[str]] = {}
    for mode, players in (("heads-up", 2), ("pairs", 4)):
        for rnd, bucket in positions(args.positions, players).items():
            codes[f"{mode} round {rnd}"] = bucket
    print(f"coach analysis over {args.positions} positions per round and mode, budget "
          f"{args.worlds} worlds (CPython {sys.version.split()[0]})")
    stable_all = total = 0
    for key, bucket in codes.items():
        times, cpu, stable, exact = cpython(bucket, args.worlds)
        stable_all += stable
        total += len(bucket)
        print(f"  cpython  {key:18} {summary(times)}   exact {exact / len(bucket):4.0%}   "
              f"top choice stable {stable / len(bucket):4.0%}")
        print(f"  cpu time {key:18} {summary(cpu)}")
    print(f"  top choice the same for seeds {SEEDS[0]} and {SEEDS[1]}: {stable_all}/{total} "
          f"= {stable_all / total:.1%}")
    if not args.no_browser:
        for key, (inside, trip) in browser(codes, args.worlds).items():
            print(f"  browser  {key:18} {summary(inside)}   (round trip {summary(trip)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
