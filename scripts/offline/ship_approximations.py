"""Measure a shipped solution under other rules and record it: the coach then plays it there,
labelled as an approximation with its own exploitability (issue 34 point 3).

    python scripts/offline/ship_approximations.py --solved paulista \\
        --under paulista-fpt --under '{"preset": "paulista", "three_ties": "nobody"}' \\
        [--local | --address ADDR] [--out FILE]

For every rule set ``--under`` (a preset or a JSON rule spec) with the same strength classes,
each vira class of the ``--solved`` preset's shipped tables (``engine/truco/data/ladder.json``) is
read into a solver of those rules and its exact best responses are taken
(:func:`truco.solver.full.ship.shipped_under`), one Ray task per rule set and class (local Ray on
every core by default, ``--address`` a cluster, ``--local`` none). The figures go into the solved
preset's entry of the file as ``also``: the options, a name, and per vira class the shipped
exploitability under them. Prints one line per task as it ends.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from truco.core.rules import Rules
from truco.solved.classes import ViraClass, vira_classes
from truco.solved.ladder import DATA_FILE, game_options
from truco.solver.full.distributed import run_tasks
from truco.solver.full.ship import shipped_under

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = ROOT / "engine" / "truco" / "data" / DATA_FILE


def _rules(text: str) -> Rules:
    return Rules.from_spec(json.loads(text)) if text.lstrip().startswith("{") else Rules.preset(text)


def _name(rules: Rules, solved: Rules) -> str:
    """A short name: the preset, or the solved preset and the options that differ."""
    if rules.options() == Rules.preset(rules.preset_name).options():
        return rules.preset_name
    base = game_options(solved)
    diff = {k: v for k, v in game_options(rules).items() if base.get(k) != v}
    return f"{solved.preset_name} " + " ".join(f"{k}={v}" for k, v in sorted(diff.items()))


def _measure(under: str, solved: str, vira_class: ViraClass) -> dict[str, Any]:
    start = time.perf_counter()
    out = shipped_under(_rules(under), Rules.preset(solved), vira_class)
    return {**out, "seconds": round(time.perf_counter() - start, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solved", default="paulista", help="the preset whose tables ship")
    parser.add_argument("--under", action="append", required=True,
                        help="a rule set to measure them under (a preset or a JSON spec)")
    parser.add_argument("--local", action="store_true", help="no Ray: one task after another")
    parser.add_argument("--address", default=None, help="a Ray cluster to join")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    solved = Rules.preset(args.solved)
    data = json.loads(args.out.read_text())
    entry = next(p for p in data["presets"].values() if p["preset"] == args.solved)
    jobs = [(under, group) for under in args.under for group in vira_classes(solved)]
    start = time.perf_counter()

    def say(index: int, result: dict[str, Any]) -> None:
        under, group = jobs[index]
        print(f"{under} vira {group.key}: {result}", flush=True)

    results = run_tasks(_measure, [(under, args.solved, group) for under, group in jobs],
                        use_ray=not args.local, address=args.address, done=say)
    also = []
    for under in args.under:
        rules = _rules(under)
        classes = [r for (u, _), r in zip(jobs, results, strict=True) if u == under]
        also.append({"name": _name(rules, solved), "options": game_options(rules),
                     "classes": [{k: v for k, v in c.items() if k != "seconds"} for c in classes]})
    kept = [a for a in entry.get("also", []) if a["options"] not in [x["options"] for x in also]]
    entry["also"] = kept + also
    args.out.write_text(json.dumps(data, separators=(",", ":"), sort_keys=True))
    print(f"wrote {args.out} ({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
