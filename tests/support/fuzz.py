"""The large fuzzing run: the facade, the command line (real processes), scenario codes and the
differential re-deal check.

Same strategies and checks as ``tests/engine/test_fuzz.py`` (see ``tests/engine/fuzz_kit.py``),
at scale, with the heavy samples too (long ladders, the most worlds, reviews and resumes of long
games, hostile tokens). Prints how many inputs were tried, how the engine answered them (by
code) and any failure (an internal error, an exception out of ``handle()``, a traceback,
non-UTF-8 output, a hidden card in a game response). Also:

- the slow-call check: every ``handle()`` call timed (CPU time of this process, and wall time);
  a call over ``--slow`` seconds (2) fails the run;
- memory: the process's resident set sampled through the facade run, after a warm-up; a drift
  over ``--memory`` MB (20) fails the run;
- ``--redeal N``: positions of random games under random rules (every option), each checked
  against a twin with every card its seat cannot see dealt anew (``tests/engine/redeal.py``).

Run from the repository root (long runs: ``nice -n 19``)::

    .venv/bin/python tests/support/fuzz.py [--requests 100000] [--cli 2000] [--codes 20000]
        [--redeal 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "engine"))  # the strategies and checks of test_fuzz.py

import random  # noqa: E402

from fuzz_kit import (  # noqa: E402
    check_answer,
    check_cli,
    cli_inputs,
    request_texts,
    run_cli,
    scenario_codes,
)
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from redeal import check_redeal  # noqa: E402
from test_codes_round_trip import any_rules  # noqa: E402

from truco import web  # noqa: E402
from truco.core.errors import TrucoError  # noqa: E402
from truco.notation.scenario import Scenario  # noqa: E402


def _settings(n: int) -> settings:
    return settings(max_examples=n, deadline=None, database=None, phases=[Phase.generate],
                    suppress_health_check=list(HealthCheck))


#: The slow-call and memory checks (set from the command line).
LIMITS = {"slow": 2.0, "memory": 20.0}
#: Per op: calls, the slowest CPU and wall times and the request; calls over the limit.
TIMES: dict[str, dict[str, Any]] = {}
SLOW: list[dict[str, Any]] = []
MEMORY: list[tuple[int, float]] = []  # (requests so far, resident MB)


def resident_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _op_name(request: str | bytes) -> str:
    try:
        data = json.loads(request)
        return str(data["op"])[:20] if isinstance(data, dict) and "op" in data else "?"
    except (TypeError, ValueError, KeyError, RecursionError):
        return "?"


#: Requests per hypothesis run: hypothesis keeps a record of every example of a run, so a long
#: run is made of batches, and the memory measured is the engine's, not the fuzzer's.
BATCH = 2000


def fuzz_facade(n: int, rng_seed: int, tally: collections.Counter[str]) -> None:
    count = [0]
    for batch in range(0, n, BATCH):
        _facade_batch(min(BATCH, n - batch), rng_seed * 100_000 + batch, tally, count)


def _facade_batch(n: int, rng_seed: int, tally: collections.Counter[str], count: list[int]) -> None:
    @seed(rng_seed)
    @_settings(n)
    @given(request_texts(heavy=True))
    def one(request: str | bytes) -> None:
        cpu, wall = time.process_time(), time.perf_counter()
        answer = web.handle(request)  # an exception here fails the run
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        op = _op_name(request)
        entry = TIMES.setdefault(op, {"calls": 0, "cpu": 0.0, "wall": 0.0, "request": ""})
        entry["calls"] += 1
        if cpu > entry["cpu"]:
            entry.update(cpu=round(cpu, 3), request=str(request)[:300])
        entry["wall"] = max(entry["wall"], round(wall, 3))
        if cpu > LIMITS["slow"]:
            SLOW.append({"op": op, "cpu": round(cpu, 3), "wall": round(wall, 3),
                         "request": str(request)[:300]})
        check_answer(request, answer)
        reply = json.loads(answer)
        tally["ok" if reply["ok"] else reply["error"]["code"]] += 1
        count[0] += 1
        if count[0] % 1000 == 0:
            MEMORY.append((count[0], round(resident_mb(), 1)))
        if count[0] % 5000 == 0:  # progress on stderr: a long run can be read while it goes
            slowest = max(t["cpu"] for t in TIMES.values())
            print(f"  {count[0]} requests: internal 0, over {LIMITS['slow']} s {len(SLOW)}, "
                  f"slowest {slowest:.2f} s CPU, resident {MEMORY[-1][1]} MB", file=sys.stderr,
                  flush=True)

    one()


def fuzz_redeal(n: int, rng_seed: int, tally: collections.Counter[str]) -> None:
    """Random games under random rules; at every position, every seat's answers against a twin
    with every card it cannot see dealt anew."""
    from truco.core.deal import Deal
    from truco.core.hand import Hand

    positions = [0]

    @seed(rng_seed)
    @_settings(max(1, n // 12))
    @given(any_rules(), st_players(), st_seeds())
    def one(rules: Any, players: int, game_seed: int) -> None:
        rng = random.Random(game_seed)
        top = rules.target - 1
        score = rng.choice([(0, 0), (rules.eleven_at, 0), (rules.eleven_at, rules.eleven_at),
                            (rng.randint(0, top), rng.randint(0, top))])
        hand = Hand(rules, Deal.random(rules, players, rng), dealer=rng.randrange(players),
                    score=score)
        while positions[0] < n:
            seat = hand.to_act if hand.to_act is not None and rng.random() < 0.7 \
                else rng.randrange(players)
            for check in check_redeal(hand, seat, rng, worlds=12):
                tally[check] += 1
            positions[0] += 1
            tally["positions"] += 1
            if hand.finished:
                break
            hand.apply(rng.choice(hand.legal_actions()))

    one()


def st_players() -> Any:
    from hypothesis import strategies as st

    return st.sampled_from([2, 4])


def st_seeds() -> Any:
    from hypothesis import strategies as st

    return st.integers(0, 2**32 - 1)


def fuzz_cli(n: int, rng_seed: int, tally: collections.Counter[str]) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "engine"), "LC_ALL": "C", "LANG": "C"}

    @seed(rng_seed)
    @_settings(n)
    @given(cli_inputs())
    def one(case: tuple[list[str], bytes]) -> None:
        argv, stdin = case
        argv_bytes = [a.encode("utf-8", "surrogateescape") if "\udc80" <= a[:1] <= "\udcff"
                      else a.encode("utf-8", "surrogatepass").replace(b"\0", b"") for a in argv]
        done = subprocess.run([sys.executable, "-m", "truco", *argv_bytes], input=stdin,
                              capture_output=True, env=env, timeout=120, check=False)
        assert b"Traceback" not in done.stderr, done.stderr.decode("utf-8", "replace")[-2000:]
        check_cli(argv, stdin, done.returncode, done.stdout)
        if done.returncode == 0:
            tally["exit 0"] += 1
        else:
            tally[json.loads(done.stdout)["error"]["code"]] += 1

    one()


def fuzz_cli_in_process(n: int, rng_seed: int, tally: collections.Counter[str]) -> None:
    """The same command lines through ``truco.__main__.main`` in this process (no interpreter
    start-up per input: many more inputs on a busy machine; the real processes check the rest)."""
    @seed(rng_seed)
    @_settings(n)
    @given(cli_inputs())
    def one(case: tuple[list[str], bytes]) -> None:
        argv, stdin = case
        code, out = run_cli(argv, stdin)
        check_cli(argv, stdin, code, out)
        tally["exit 0" if code == 0 else json.loads(out)["error"]["code"]] += 1

    one()


def fuzz_codes(n: int, rng_seed: int, tally: collections.Counter[str]) -> None:
    @seed(rng_seed)
    @_settings(n)
    @given(scenario_codes())
    def one(code: str) -> None:
        try:
            scenario = Scenario.from_code(code)
        except TrucoError as exc:
            tally[exc.code] += 1
            return
        assert Scenario.from_code(scenario.to_code()).to_json() == scenario.to_json()
        request = json.dumps({"op": "replay", "args": {"code": code}})
        check_answer(request, web.handle(request))
        tally["read"] += 1

    one()


def report(name: str, count: int, seconds: float, tally: collections.Counter[str]) -> dict[str, Any]:
    top = ", ".join(f"{code} {n}" for code, n in tally.most_common(8))
    print(f"{name:<10} {count:>7} inputs in {seconds:6.1f} s   failures 0   answers: {top}")
    return {"inputs": count, "seconds": round(seconds, 1), "answers": dict(tally)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--cli", type=int, default=2_000)
    parser.add_argument("--codes", type=int, default=20_000)
    parser.add_argument("--redeal", type=int, default=2_000, help="positions re-dealt and checked")
    parser.add_argument("--cli-in-process", type=int, default=0,
                        help="command lines run through main() in this process")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--slow", type=float, default=2.0, help="slowest call allowed (CPU s)")
    parser.add_argument("--memory", type=float, default=20.0, help="memory drift allowed (MB)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    LIMITS.update(slow=args.slow, memory=args.memory)
    results: dict[str, Any] = {}
    for name, count, run in (("facade", args.requests, fuzz_facade), ("codes", args.codes, fuzz_codes),
                             ("redeal", args.redeal, fuzz_redeal), ("cli", args.cli, fuzz_cli),
                             ("cli-in-process", args.cli_in_process, fuzz_cli_in_process)):
        if count <= 0:
            continue
        tally: collections.Counter[str] = collections.Counter()
        started = time.perf_counter()
        run(count, args.seed, tally)
        results[name] = report(name, sum(tally.values()), time.perf_counter() - started, tally)
    failed = False
    if TIMES:
        slowest = sorted(TIMES.items(), key=lambda kv: -kv[1]["cpu"])
        print("slowest call per op (CPU s / wall s):  " + ", ".join(
            f"{op} {t['cpu']:.2f}/{t['wall']:.2f}" for op, t in slowest[:10]))
        print(f"calls over {args.slow} s: {len(SLOW)}")
        for call in SLOW[:10]:
            print("   ", call)
        failed |= bool(SLOW)
        results["slow"] = {"limit": args.slow, "over": SLOW, "slowest": dict(slowest[:10])}
    if len(MEMORY) >= 4:
        warm = MEMORY[len(MEMORY) // 10:]  # after a warm-up (caches, open games, imports)
        low, high = min(m for _, m in warm), max(m for _, m in warm)
        drift = warm[-1][1] - warm[0][1]
        print(f"memory (resident MB) after {warm[0][0]} requests: {warm[0][1]}, at the end "
              f"{warm[-1][1]} (drift {drift:+.1f}), range {low}-{high}")
        failed |= abs(drift) > args.memory or high - low > 2 * args.memory
        results["memory"] = {"samples": MEMORY, "drift": round(drift, 1), "range": [low, high]}
    if args.json:
        print(json.dumps(results))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
