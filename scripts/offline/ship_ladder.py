"""Write what ships of the solved hand with the ladder: ``engine/truco/data/ladder.json``.

    python scripts/offline/ship_ladder.py --rules paulista --from CHECKPOINTS [--out FILE] [--partial]

Reads the checkpoints that ``python -m truco solve full --rules P --resume CHECKPOINTS`` left
(one per vira class), turns each into its shipped form (:mod:`truco.solver.full.ship`: round 1 as
solved, rounds 2-3 distilled, probabilities in 15ths), measures the exploitability of exactly what
ships, and merges the preset into the file (other presets already there stay). Prints one line per
vira class and the file's size, plain and gzipped.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

from truco.core.rules import Rules  # noqa: E402
from truco.solved.ladder import DATA_FILE, FORMAT, game_options  # noqa: E402
from truco.solver.full.report import tasks_for  # noqa: E402
from truco.solver.full.ship import shipped_entry  # noqa: E402
from truco.solver.full.task import METHOD  # noqa: E402

DEFAULT_OUT = ROOT / "engine" / "truco" / "data" / DATA_FILE


def ship_preset(rules: Rules, where: Path, *, partial: bool = False,
                shipped: dict[str, Any] | None = None) -> dict[str, Any]:
    """The preset's entry of the file, from its checkpoints (every vira class must have one, or
    with ``partial`` the classes that have one: the others play without the solution). A vira
    class already ``shipped`` (the preset's entry in the file) from a checkpoint of as many
    iterations is kept as it is."""
    classes = []
    top = cover_from = 0
    before = {tuple(c["viras"]): c for c in (shipped or {}).get("classes", [])}
    for task in tasks_for(rules, iterations=0, checkpoint_dir=str(where)):
        start = time.perf_counter()
        meta_file = where / f"{task.key}.json"
        done = json.loads(meta_file.read_text()) if meta_file.exists() else None
        old = before.get(tuple(r.value for r in task.vira_class.viras))
        if done is not None and old is not None and old["iterations"] == done["iterations"]:
            classes.append(old)
            print(f"{task.name}: kept ({old['iterations']} iterations)", flush=True)
            continue
        solver = task.solver()
        if not solver.load(where / f"{task.key}.npz"):
            if partial:
                print(f"{task.name}: no checkpoint in {where}, left out", flush=True)
                continue
            raise SystemExit(f"no checkpoint for {task.name} in {where}: solve it first")
        meta = json.loads((where / f"{task.key}.json").read_text())
        top, cover_from = solver.spec.top, solver.spec.cover_from
        entry, figures = shipped_entry(solver)
        del solver
        entry = {"viras": [r.value for r in task.vira_class.viras], **entry,
                 "seconds": round(float(meta["seconds"]), 1), "history": meta["history"]}
        classes.append(entry)
        print(f"{task.name}: {entry['iterations']} iterations, exploitability "
              f"{figures['exploitability']:.4f} offline, {figures['shipped_exploitability']:.4f} "
              f"shipped ({time.perf_counter() - start:.0f} s)", flush=True)
    if shipped is not None and not top:
        top, cover_from = shipped["top"], shipped["cover_from"]
    return {"preset": rules.preset_name, "options": game_options(rules), "top": top,
            "cover_from": cover_from, "method": METHOD, "classes": classes}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, help="a preset: paulista, paulista-fpt, mineiro")
    parser.add_argument("--from", dest="where", type=Path, required=True,
                        help="the checkpoint directory of the preset's solve")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--partial", action="store_true",
                        help="ship the vira classes solved so far (the others are left out)")
    args = parser.parse_args(argv)
    rules = Rules.preset(args.rules)
    data: dict[str, Any] = {"format": FORMAT, "presets": {}}
    if args.out.exists():
        data = json.loads(args.out.read_text())
    data["presets"][args.rules] = ship_preset(rules, args.where, partial=args.partial,
                                              shipped=data["presets"].get(args.rules))
    text = json.dumps(data, separators=(",", ":"), sort_keys=True)
    args.out.write_text(text)
    print(f"{args.out}: {len(text) / 1e6:.2f} MB, {len(gzip.compress(text.encode(), 9)) / 1e6:.2f} MB "
          "gzipped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
