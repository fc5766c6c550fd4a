"""Command line: ``python -m truco replay FILE`` (``-`` reads standard input), ``arena``, ``solve``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from truco.arena import run_arena
from truco.bots import BOTS
from truco.errors import TrucoError
from truco.replay import replay
from truco.scenario import Scenario
from truco.solver import cli as solver_cli

EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # argparse errors also exit 2, with JSON on stdout
        _print({"error": {"message": message, "code": "bad-command"}})
        sys.exit(EXIT_BAD_INPUT)


def _print(obj: object) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m truco",
                     description="Truco Paulista rules engine. Commands print one JSON object; "
                                 "bad input exits 2 with {\"error\": {...}}.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    rp = sub.add_parser("replay", help="replay a scenario JSON and print the result",
                        description="Read a scenario JSON (rules, players, score, dealer, vira, "
                                    "hands, actions), apply its actions in order and print the "
                                    "result: finished, winner, points, score, match_winner, "
                                    "value, rounds, to_act, legal, and explanations.")
    rp.add_argument("file", help="scenario JSON file, or - for standard input")
    ap = sub.add_parser("arena", help="play bot against bot and report the win rate",
                        description="Play N whole matches of bot A (team 0) against bot B (team 1), "
                                    "alternating who deals first, and report matches won, a 95%% "
                                    "confidence interval for A's win rate and points per hand. "
                                    "Reproducible for a seed.")
    ap.add_argument("a", choices=sorted(BOTS), help="bot A")
    ap.add_argument("b", choices=sorted(BOTS), help="bot B")
    ap.add_argument("--matches", type=int, default=100, help="matches to play (default 100)")
    ap.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    ap.add_argument("--players", type=int, choices=(2, 4), default=2, help="2 (default) or 4")
    ap.add_argument("--rules", default="paulista", help="preset name (default paulista)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    solver_cli.add_parser(sub)
    return parser


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        try:
            text = _read(args.file)
        except (OSError, UnicodeDecodeError) as exc:
            _print({"error": {"message": f"cannot read {args.file!r}: {exc}",
                              "code": "unreadable-file"}})
            return EXIT_BAD_INPUT
        try:
            result = replay(Scenario.parse_json(text))
        except TrucoError as exc:
            _print({"error": exc.to_json()})
            return EXIT_BAD_INPUT
        _print(result)
    elif args.command == "arena":
        return _arena(args)
    elif args.command == "solve":
        return solver_cli.run(args)
    return 0


def _arena(args: argparse.Namespace) -> int:
    if args.matches < 1:
        _print({"error": {"message": "--matches must be at least 1", "code": "bad-command"}})
        return EXIT_BAD_INPUT
    try:
        report = run_arena(args.a, args.b, matches=args.matches, seed=args.seed,
                           players=args.players, rules=args.rules)
    except TrucoError as exc:
        _print({"error": exc.to_json()})
        return EXIT_BAD_INPUT
    if args.json:
        _print(report)
        return 0
    low, high = report["ci95"]
    sys.stdout.write(
        f"{report['a']} vs {report['b']}: {report['matches']} matches, {report['players']} players, "
        f"rules {report['rules']}, seed {report['seed']}\n"
        f"  wins        {report['wins'][0]:>6} {report['wins'][1]:>6}\n"
        f"  win rate A  {report['win_rate']:.3f}  (95% CI {low:.3f}-{high:.3f})\n"
        f"  points/hand {report['points_per_hand'][0]:>6.2f} {report['points_per_hand'][1]:>6.2f}"
        f"  over {report['hands']} hands\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
