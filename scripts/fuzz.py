"""The large fuzzing run: the facade, the command line (real processes) and scenario codes.

Same strategies and checks as ``tests/engine/test_fuzz.py`` (see ``tests/engine/fuzz_kit.py``),
at scale. Prints how many inputs were tried, how the engine answered them (by code) and any
failure (an internal error, an exception out of ``handle()``, a traceback, non-UTF-8 output, a
hidden card in a game response). Run from the repository root::

    .venv/bin/python scripts/fuzz.py [--requests 100000] [--cli 5000] [--codes 20000] [--seed 1]
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

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "engine"), str(ROOT / "tests" / "engine")]

from fuzz_kit import (  # noqa: E402
    check_answer,
    check_cli,
    cli_inputs,
    request_texts,
    scenario_codes,
)
from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402

from truco import web  # noqa: E402
from truco.errors import TrucoError  # noqa: E402
from truco.scenario import Scenario  # noqa: E402


def _settings(n: int) -> settings:
    return settings(max_examples=n, deadline=None, database=None, phases=[Phase.generate],
                    suppress_health_check=list(HealthCheck))


def fuzz_facade(n: int, rng_seed: int, tally: collections.Counter[str]) -> None:
    @seed(rng_seed)
    @_settings(n)
    @given(request_texts())
    def one(request: str | bytes) -> None:
        answer = web.handle(request)  # an exception here fails the run
        check_answer(request, answer)
        reply = json.loads(answer)
        tally["ok" if reply["ok"] else reply["error"]["code"]] += 1

    one()


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
    parser.add_argument("--cli", type=int, default=5_000)
    parser.add_argument("--codes", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = {}
    for name, count, run in (("facade", args.requests, fuzz_facade), ("codes", args.codes, fuzz_codes),
                             ("cli", args.cli, fuzz_cli)):
        if count <= 0:
            continue
        tally: collections.Counter[str] = collections.Counter()
        started = time.perf_counter()
        run(count, args.seed, tally)
        results[name] = report(name, sum(tally.values()), time.perf_counter() - started, tally)
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
