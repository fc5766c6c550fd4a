"""Command line: ``python -m truco replay FILE`` (``-`` reads standard input), ``analyse FILE``,
``arena``, ``solve``.

Whatever it is given, a command prints UTF-8 JSON (or, for ``arena`` and ``solve`` without
``--json``, a table) and exits 0, or 2 with ``{"error": {"code", "message", ...}}``: never a
traceback.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from truco.bots import BOTS
from truco.coach.analysis import DEFAULT_WORLDS, MAX_WORLDS, MODELS, analyse
from truco.core.errors import ScenarioError, TrucoError
from truco.notation.jsonlimits import BoundaryError, dump_json, read_json
from truco.notation.replay import replay
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.play.arena import run_arena
from truco.solver import cli as solver_cli

EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # argparse errors also exit 2, with JSON on stdout
        _print({"error": {"message": message, "code": "bad-command"}})
        sys.exit(EXIT_BAD_INPUT)


def _print(obj: object) -> None:
    _write(dump_json(obj) + "\n")


def _write(text: str) -> None:
    """UTF-8 on standard output whatever the locale; unpaired surrogates become U+FFFD."""
    data = text.encode("utf-8", "replace")
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text stream without bytes underneath (an embedding, a test)
        sys.stdout.write(data.decode("utf-8"))
        return
    sys.stdout.flush()
    buffer.write(data)
    buffer.flush()


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
    an = sub.add_parser("analyse", help="the value of every legal action for the seat to act",
                        description="Read a scenario JSON, and for the seat to act in the position "
                                    "it reaches, from that seat's observation only, print the "
                                    "expected points (net, for its team) and the win chance of "
                                    "every legal action, with a 95%% interval when sampled, and "
                                    "the best action(s): {seat, method, worlds, model, actions}. "
                                    "Heads-up hands the shipped solution covers are judged by "
                                    "the solved game (model and method \"solved\", with its "
                                    "exploitability); others by the greedy model's playouts.")
    an.add_argument("file", help="scenario JSON file, or - for standard input")
    an.add_argument("--seed", type=int, default=0, help="random seed for sampled worlds (default 0)")
    an.add_argument("--worlds", type=int, default=DEFAULT_WORLDS,
                    help=f"worlds to evaluate: all when that many cover every consistent deal, "
                         f"else a sample of that size (1..{MAX_WORLDS}, default {DEFAULT_WORLDS})")
    an.add_argument("--model", choices=MODELS, default="auto",
                    help="the judge: solved (the solved heads-up hand), greedy (the model's "
                         "playouts), auto (solved where it applies; the default)")
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


#: Largest input file read (bytes): a scenario is a few hundred.
MAX_INPUT_BYTES = 1_000_000


def _read(path: str) -> bytes:
    """The bytes of ``path`` (``-``: standard input), at most :data:`MAX_INPUT_BYTES`."""
    if path == "-":
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    else:
        with open(path, "rb") as f:
            data = f.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise BoundaryError(f"the input is larger than {MAX_INPUT_BYTES} bytes", code="too-large",
                            limit=MAX_INPUT_BYTES)
    return data


def _scenario_from(path: str) -> Scenario:
    try:
        data = _read(path)
    except BoundaryError:  # too large: said as such, not as an unreadable file
        raise
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL or not valid Unicode
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else "not a readable path"
        raise BoundaryError(f"cannot read {path!r}: {why}", code="unreadable-file") from None
    return Scenario.from_json(read_json(data, max_chars=MAX_INPUT_BYTES, what="the scenario"))


def _check_arguments(argv: list[str]) -> None:
    """Arguments must be valid UTF-8 (on POSIX, invalid bytes reach Python as lone surrogates):
    refused by position, never echoed."""
    for index, arg in enumerate(argv):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise BoundaryError(f"argument {index + 1} is not valid UTF-8 (character {exc.start})",
                                code="bad-text", position=exc.start, argument=index + 1) from None


def main(argv: list[str] | None = None) -> int:
    try:
        _check_arguments(sys.argv[1:] if argv is None else argv)
        return _main(argv)
    except SystemExit as exc:  # argparse's --help (0) and its errors (2, already printed)
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT
    except TrucoError as exc:
        _print({"error": exc.to_json()})
    except Exception as exc:  # a bug: still JSON, still exit 2
        _print({"error": {"message": f"{type(exc).__name__}: {exc}", "code": "internal"}})
    return EXIT_BAD_INPUT


def _main(argv: list[str] | None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        _print(replay(_scenario_from(args.file)))
    elif args.command == "analyse":
        return _analyse(args)
    elif args.command == "arena":
        return _arena(args)
    elif args.command == "solve":
        return solver_cli.run(args)
    return 0


def _analyse(args: argparse.Namespace) -> int:
    if not 1 <= args.worlds <= MAX_WORLDS:
        _print({"error": {"message": f"--worlds must be from 1 to {MAX_WORLDS}",
                          "code": "bad-command"}})
        return EXIT_BAD_INPUT
    hand = _scenario_from(args.file).play()
    seat = hand.to_act
    if seat is None:
        raise ScenarioError("the hand is over: no one is to act, there is nothing to analyse",
                            code="hand-over")
    _print(analyse(observe(hand, seat), seed=args.seed, worlds=args.worlds,
                   model=args.model).to_json())
    return 0


def _arena(args: argparse.Namespace) -> int:
    if args.matches < 1:
        _print({"error": {"message": "--matches must be at least 1", "code": "bad-command"}})
        return EXIT_BAD_INPUT
    report = run_arena(args.a, args.b, matches=args.matches, seed=args.seed,
                       players=args.players, rules=args.rules)
    if args.json:
        _print(report)
        return 0
    low, high = report["ci95"]
    _write(
        f"{report['a']} vs {report['b']}: {report['matches']} matches, {report['players']} players, "
        f"rules {report['rules']}, seed {report['seed']}\n"
        f"  wins        {report['wins'][0]:>6} {report['wins'][1]:>6}\n"
        f"  win rate A  {report['win_rate']:.3f}  (95% CI {low:.3f}-{high:.3f})\n"
        f"  points/hand {report['points_per_hand'][0]:>6.2f} {report['points_per_hand'][1]:>6.2f}"
        f"  over {report['hands']} hands\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
