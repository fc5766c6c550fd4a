"""The bots' ladder for the lab page: every pair of bots, heads-up and in pairs, for each rule
preset, played in the arena; written to a data file the site build reads.

    python scripts/offline/arena_ladder.py [--matches 200] [--seed 1]
        [--presets paulista paulista-fpt mineiro] [--players 2 4] [--out site_src/data/arena.json]

Each matchup is ``truco.play.arena.run_arena(a, b)`` (bot ``a`` is team 0; who deals first alternates
from match to match; match ``i`` draws its cards from ``random.Random(f"{seed}:{i}")``), with its
wins, its 95% Wilson interval, points per hand and the time it took. The file says when it was
made, the seed and the engine version, and each match-up its match count; match-ups already in the
file with the same seed and match count are kept (the run can be resumed, and presets can be run
with different match counts: ``--presets mineiro --matches 100`` keeps the others' results; so
does ``--players 2`` for the pairs' match-ups; ``--redo coach`` plays the chosen presets' match-ups
of the coach again, after the coach changed). Each match-up also records how each bot bets
(``rates``, :class:`truco.play.arena.Tally`): its raises at the card turns where a raise was open, and
how it answered the raises it faced.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import UTC, datetime
from itertools import combinations
from pathlib import Path
from typing import Any

from truco import __version__
from truco.play.arena import run_arena

ROOT = Path(__file__).resolve().parents[2]
#: Strongest first (as measured): in each matchup the first is team 0.
BOTS = ("coach", "search", "heuristic", "random")
FORMAT = 1


def key(preset: str, players: int, a: str, b: str) -> str:
    return f"{preset}/{players}/{a}-{b}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--presets", nargs="*", default=["paulista", "paulista-fpt", "mineiro"])
    parser.add_argument("--players", nargs="*", type=int, default=[2, 4], choices=[2, 4])
    parser.add_argument("--out", type=Path, default=ROOT / "site_src" / "data" / "arena.json")
    parser.add_argument("--redo", nargs="*", default=[], choices=BOTS,
                        help="play again the chosen presets' match-ups of these bots (a bot changed)")
    args = parser.parse_args(argv)
    data: dict[str, Any] = {}
    if args.out.exists():
        data = json.loads(args.out.read_text(encoding="utf-8"))
        if data.get("seed") != args.seed:
            data = {}
    results: dict[str, Any] = {k: r for k, r in data.get("results", {}).items()
                               if r["rules"] not in args.presets or r["players"] not in args.players
                               or (r["matches"] == args.matches and "rates" in r
                                   and r["a"] not in args.redo and r["b"] not in args.redo)}
    started = time.perf_counter()
    for preset in args.presets:
        for players in args.players:
            for a, b in combinations(BOTS, 2):
                name = key(preset, players, a, b)
                if name in results:
                    continue
                t = time.perf_counter()
                r = run_arena(a, b, matches=args.matches, seed=args.seed, players=players, rules=preset)
                r["seconds"] = round(time.perf_counter() - t, 1)
                r["made"] = datetime.now(UTC).strftime("%Y-%m-%d")
                results[name] = r
                print(f"{name}: {r['wins']} win rate {r['win_rate']:.3f} {r['ci95']}, "
                      f"{r['seconds']} s", flush=True)
                out = {"format": FORMAT, "seed": args.seed, "bots": list(BOTS), "engine": __version__,
                       "made": max(x["made"] for x in results.values()),
                       "command": "python scripts/offline/arena_ladder.py "
                                  f"--presets PRESET --matches N --seed {args.seed}",
                       "results": dict(sorted(results.items()))}
                args.out.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
