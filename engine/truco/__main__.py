"""Command line: ``python -m truco replay FILE`` (``-`` reads standard input)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from truco.errors import TrucoError
from truco.replay import replay
from truco.scenario import Scenario

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
    return 0


if __name__ == "__main__":
    sys.exit(main())
