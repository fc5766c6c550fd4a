"""Write ``truco/data/outcomes.json``: how a normal heads-up hand ends under each shipped solution.

    python scripts/offline/ship_outcomes.py

For every preset of the shipped solution of the hand with the ladder (``ladder.json``), the chance
of each way a normal hand ends (the mão's signed points), over every vira and deal, when both seats
play the solution: :func:`truco.solved.outcomes.solved_normal_hand`, which walks every class hand's
first-decision table (half a second of CPython a preset, seconds in Pyodide). The match equity
table (:mod:`truco.coach.equity`) reads the result at once. Run it after ``ship_openings.py``; the
engine's tests check that the file matches the tables (``tests/engine/test_match_equity.py``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))

from truco.core.rules import Rules  # noqa: E402
from truco.solved import ladder  # noqa: E402
from truco.solved.outcomes import DATA_FILE, FORMAT, solved_normal_hand  # noqa: E402


def main() -> int:
    data = ladder.load()
    if data is None:
        print("no ladder.json: nothing to summarise", file=sys.stderr)
        return 1
    presets = {}
    for name, preset in sorted(data["presets"].items()):
        rules = Rules.from_spec(name)
        if ladder.game_options(rules) != preset["options"]:
            print(f"{name}: the preset's options differ from the solution's; skipped", file=sys.stderr)
            continue
        spread = solved_normal_hand(rules)
        if spread is None:
            print(f"{name}: no first-decision tables (run ship_openings.py); skipped", file=sys.stderr)
            continue
        mean = sum(o * p for o, p in spread)
        print(f"{name}: {len(spread)} endings, the mão's value {mean:+.5f} points per hand")
        presets[name] = {"options": preset["options"],
                         "normal": [[o, round(p, 9)] for o, p in spread]}
    out = ROOT / "engine" / "truco" / "data" / DATA_FILE
    out.write_text(json.dumps({"format": FORMAT, "units": "the mão's signed points: positive, the "
                               "mão scores them; negative, the dealer does; 0, nobody",
                               "presets": presets}, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
