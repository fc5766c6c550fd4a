"""Add the mão's first decision, valued under the solution, to the shipped ``ladder.json``.

    python scripts/offline/ship_openings.py --rules paulista [--local] [--address ADDR] [--resume DIR]
                                    [--ship-only]

The solved values of an action (:mod:`truco.solved.values`) walk the rest of the hand against
every hand the other seat may hold. Before any card is played nothing narrows those hands, and the
walk takes 1-2 s of plain Python (about 1.9 s in Pyodide) per decision. That decision depends on the
vira class and the mão's class hand only, so it is computed here once for every class hand: per
root action, the chance of each way the hand may end (the mão's signed points), from which the
values at any score follow exactly. Each vira class is a Ray task (local Ray by default, a cluster
with ``--address``, none with ``--local``) that prints its progress and checkpoints into
``--resume`` (default ``/tmp/truco-openings``): a stopped run goes on. At the end each class gets
its ``opening`` in the file, and the check is printed: the mão's value under the solution from the
table against the solver's ``shipped_value`` (equal to rounding). ``--ship-only`` computes nothing:
it writes the classes whose checkpoint is complete (the others keep walking at run time).
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

from truco.core.cards import Rank  # noqa: E402
from truco.core.rules import Rules  # noqa: E402
from truco.solved.classes import base36, hand_key, hand_weight, vira_card  # noqa: E402
from truco.solved.ladder import (  # noqa: E402
    DATA_FILE,
    QUANTUM,
    Decision,
    Line,
    ViraSolution,
    game_options,
    solution_for,
)
from truco.solved.values import OPENING_SCALE, Rulings, opening, outcomes  # noqa: E402

DEFAULT_OUT = ROOT / "engine" / "truco" / "data" / DATA_FILE


def _solution(preset: str, viras: list[str]) -> ViraSolution:
    sol = solution_for(Rules.preset(preset), vira_card(Rank(viras[0])) if viras else None)
    if sol is None:
        raise SystemExit(f"no shipped solution for {preset} {viras}: ship the ladder first")
    return sol


def solve_class(preset: str, viras: list[str], where: str) -> dict[str, Any]:
    """One vira class's table (per class hand, per root action, the outcome chances), saved
    into ``where`` every 20 hands."""
    sol = _solution(preset, viras)
    rulings = Rulings.of(Rules.preset(preset), sol.classes)
    path = Path(where) / f"{preset}-{''.join(viras) or 'none'}.json"
    done: dict[str, dict[str, list[float]]] = json.loads(path.read_text()) if path.exists() else {}
    hands = sol.classes.hands()
    start, fresh = time.perf_counter(), 0
    for hand in hands:
        name = hand_key(hand)
        if name in done:
            continue
        done[name] = {str(code): row for code, row in opening(sol, rulings, hand).items()}
        fresh += 1
        if fresh % 20 == 0 or len(done) == len(hands):
            path.write_text(json.dumps(done))
            rate = (time.perf_counter() - start) / fresh
            sys.stderr.write(f"{preset} viras {''.join(viras) or '-'}: {len(done)}/{len(hands)} "
                             f"hands ({rate:.1f} s/hand)\n")
            sys.stderr.flush()
    path.write_text(json.dumps(done))
    return {"viras": viras, "table": done}


def encode(sol: ViraSolution, table: dict[str, dict[str, list[float]]]) -> str:
    """Per class hand (the solution's order), per root action (the solver's order), the outcome
    chances in steps of 1/OPENING_SCALE, base 36: chances by ',', actions by ';', hands by ' '."""
    k = sol.classes.size
    parts = []
    for hand in sol.classes.hands():
        rows = table[hand_key(hand)]
        codes = Decision(sol, Line(k), 0, hand, hand, (0,) * k).codes()
        parts.append(";".join(",".join(base36(round(p * OPENING_SCALE)) for p in rows[str(c)])
                              for c in codes))
    return " ".join(parts)


def check(sol: ViraSolution, table: dict[str, dict[str, list[float]]],
          ends: tuple[int, ...]) -> float:
    """The mão's value under the solution from the table: each class hand by its deals, each root
    action by the solution's probability."""
    k = sol.classes.size
    total = weights = 0.0
    for hand in sol.classes.hands():
        w = hand_weight(sol.classes.caps, hand)
        found = Decision(sol, Line(k), 0, hand, hand, (0,) * k).counts()
        assert found is not None
        rows = table[hand_key(hand)]
        for code, count in zip(*found, strict=True):
            total += w * count / QUANTUM * math.fsum(
                p * o for p, o in zip(rows[str(code)], ends, strict=True))
        weights += w
    return total / weights


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, help="a preset whose solution ships")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--resume", default="/tmp/truco-openings")
    parser.add_argument("--local", action="store_true", help="no Ray: one class after another")
    parser.add_argument("--address", default=None, help="a Ray cluster's address")
    parser.add_argument("--ship-only", action="store_true",
                        help="compute nothing: ship the classes whose checkpoint is complete")
    args = parser.parse_args(argv)
    rules = Rules.preset(args.rules)
    Path(args.resume).mkdir(parents=True, exist_ok=True)
    options = json.dumps(game_options(rules), sort_keys=True)
    data = json.loads(args.out.read_text())
    preset = next((p for p in data["presets"].values()
                   if json.dumps(p["options"], sort_keys=True) == options), None)
    if preset is None:
        raise SystemExit(f"{args.out} has no solution for {args.rules}")
    jobs = [list(c["viras"]) for c in preset["classes"]]
    start = time.perf_counter()
    if args.ship_only:
        results = []
        for v in jobs:
            path = Path(args.resume) / f"{args.rules}-{''.join(v) or 'none'}.json"
            table = json.loads(path.read_text()) if path.exists() else {}
            if len(table) == len(_solution(args.rules, v).classes.hands()):
                results.append({"viras": v, "table": table})
            else:
                print(f"{args.rules} viras {''.join(v) or '-'}: {len(table)} hands done, not "
                      "shipped", flush=True)
    elif args.local:
        results = [solve_class(args.rules, v, args.resume) for v in jobs]
    else:
        import ray
        ray.init(address=args.address, include_dashboard=False, log_to_driver=True,
                 **({} if args.address else {"object_store_memory": 200 * 1024 * 1024}))
        remote = ray.remote(num_cpus=1)(solve_class)
        results = ray.get([remote.remote(args.rules, v, args.resume) for v in jobs])
        ray.shutdown()
    tables = {tuple(r["viras"]): r["table"] for r in results}
    data = json.loads(args.out.read_text())  # as it is now: other presets may have changed
    preset = next(p for p in data["presets"].values()
                  if json.dumps(p["options"], sort_keys=True) == options)
    for entry in preset["classes"]:
        if tuple(entry["viras"]) not in tables:
            continue
        sol = _solution(args.rules, entry["viras"])
        ends = outcomes(Rulings.of(rules, sol.classes))
        table = tables[tuple(entry["viras"])]
        entry["opening"] = {"outcomes": list(ends), "scale": OPENING_SCALE,
                            "values": encode(sol, table)}
        value = check(sol, table, ends)
        print(f"{args.rules} viras {''.join(entry['viras']) or '-'}: the mão's value "
              f"{value:.4f} from the table, {entry['shipped_value']:.4f} solved "
              f"(difference {value - entry['shipped_value']:+.5f})", flush=True)
    text = json.dumps(data, separators=(",", ":"))
    args.out.write_text(text)
    print(f"{time.perf_counter() - start:.0f} s; {args.out.name}: {len(text) / 1e6:.2f} MB, "
          f"{len(gzip.compress(text.encode())) / 1e6:.2f} MB gzipped", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
