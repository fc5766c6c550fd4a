"""How rounds go in the solved card game: re-solve the open iron hand of every preset and vira
class (the locked heads-up card game with no decision in front) and write, for the lab page, how
often each round is tied, how many rounds are played, how hands end and who wins, exactly under
the solved strategies; and the same for the blind iron hand's lottery (exact by enumeration).

Each re-solve is the shipped one (the same CFR+ run to the same target, deterministic): its value,
exploitability and iterations are written next to the figures and checked against
``engine/truco/data/eleven.json``. Needs numpy. From the repository root (about 10 minutes)::

    python scripts/offline/solve_rounds.py [--out site_src/data/solved-rounds.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from truco.core.rules import PRESETS, Rules
from truco.solved import eleven as solved
from truco.solved.classes import vira_classes
from truco.solver.blind import ROUND_OUTCOMES, settle_rounds, tally_rounds
from truco.solver.locked import MAO, LockedGame
from truco.solver.stats import leaf_chances, round_figures, traced
from truco.solver.tree import build
from truco.solver.variants import Variant, solve

ROOT = Path(__file__).resolve().parents[2]
FORMAT = 1


def _r(x: float, digits: int = 6) -> float:
    return round(float(x), digits) + 0.0


def blind_figures(game: LockedGame) -> dict[str, Any]:
    """The blind iron hand: every deal and every order of play, exactly (fractions as text)."""
    tally = tally_rounds(game, range(len(game.classes.hands())))
    total = int(tally.sum())
    played = [0, 0, 0]
    tied = [0, 0, 0]
    rounds = {1: 0, 2: 0, 3: 0}
    wins = {"mao": 0, "dealer": 0, "nobody": 0}
    any_tie = 0
    for outcome, n in zip(ROUND_OUTCOMES, tally.tolist(), strict=True):
        if not n:
            continue
        result = settle_rounds(game, outcome)
        length = next(k for k in (1, 2, 3) if game.settle(outcome[:k]) is not None)
        rounds[length] += n
        for i in range(length):
            played[i] += n
            tied[i] += n if outcome[i] is None else 0
        any_tie += n if None in outcome[:length] else 0
        wins["nobody" if result.winner is None else ("mao" if result.winner == MAO else "dealer")] += n

    def exact(k: int) -> dict[str, Any]:
        f = Fraction(k, total)
        return {"p": _r(f), "exact": str(f)}

    return {"played": [exact(k) for k in played], "tied": [exact(k) for k in tied],
            "any_tie": exact(any_tie), "rounds": {str(k): exact(v) for k, v in rounds.items() if v},
            "wins": {k: exact(v) for k, v in wins.items()}, "deals": total}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site_src/data/solved-rounds.json")
    parser.add_argument("--presets", nargs="*", default=list(PRESETS))
    args = parser.parse_args()
    shipped = solved.load()
    target = float(shipped["target"])
    started = time.perf_counter()
    presets: dict[str, Any] = {}
    for name in args.presets:
        rules = Rules.preset(name)
        classes = []
        for index, group in enumerate(vira_classes(rules)):
            variant = Variant(rules, "iron", group)
            solution = solve(variant, target=target)
            r = solution.report
            iron = shipped["presets"][name]["classes"][index]["iron"]
            if (r.iterations, _r(r.exploitability)) != (iron["iterations"], _r(iron["exploitability"])):
                raise SystemExit(f"{variant.name}: the re-solve ({r.iterations} iterations, "
                                 f"exploitability {r.exploitability}) is not the shipped one")
            plans = (solution.solver.plex[0].mean_plan, solution.solver.plex[1].mean_plan)
            figures = round_figures(leaf_chances(build(traced(variant.game())), plans))
            assert abs(figures["total"] - 1) < 1e-9 and abs(figures["value"] - r.value) < 1e-9
            open_ = {"value": _r(r.value, 4), "exploitability": r.exploitability,
                     "iterations": r.iterations,
                     "played": [_r(x) for x in figures["played"]],
                     "tied": [_r(x) for x in figures["tied"]], "any_tie": _r(figures["any_tie"]),
                     "rounds": {str(k): _r(v) for k, v in figures["rounds"].items()},
                     "endings": {k: _r(v) for k, v in figures["endings"].items()},
                     "wins": {k: _r(v) for k, v in figures["wins"].items()}}
            classes.append({"viras": [v.value for v in group.viras], "open": open_,
                            "blind": blind_figures(variant.game())})
            print(f"{variant.name}: value {r.value:+.4f}, round 1 tied {figures['tied'][0]:.4f}, "
                  f"{r.iterations} iterations, {r.seconds:.1f} s", flush=True)
        presets[name] = {"classes": classes}
    data = {"format": FORMAT, "made": datetime.now(UTC).strftime("%Y-%m-%d"),
            "method": "each open iron hand re-solved as shipped (CFR+, exploitability <= "
                      f"{target} points per hand); figures exact under the solved (average) "
                      "strategies; blind: every deal and order of play enumerated",
            "seconds": round(time.perf_counter() - started), "presets": presets}
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
