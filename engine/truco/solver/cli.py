"""``python -m truco solve eleven|iron|full --rules PRESET [--iterations N] [--vira RANK] [--json]``.

``full`` (the heads-up hand with the whole ladder, :mod:`truco.solver.full`) also takes
``--resume DIR`` (checkpoints: a stopped solve goes on), ``--check-every N``, ``--rule``,
``--fixed-round1`` (each seat's round 1 as shipped, the rest learnt),
``--local`` (no Ray) and ``--address ADDR`` (each vira class a Ray task: local Ray by default, or
a cluster).

Re-solves the locked heads-up card game of a preset, every vira class (and, for the hand of
eleven, both deciders), and prints exploitability, values and time. This module imports only the
standard library; numpy is imported when a solve starts, so every other command works without it.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from typing import Any

from truco.core.cards import RANKS, Rank
from truco.core.errors import TrucoError
from truco.core.rules import Rules
from truco.notation.jsonlimits import dump_json

EXIT_BAD_INPUT = 2
DEFAULT_TARGET = 1e-3


def add_parser(sub: Any) -> None:
    """Add the ``solve`` sub-command to the engine's argument parser."""
    sp = sub.add_parser(
        "solve", help="solve a heads-up hand: the locked ones (eleven, iron) or the one with the "
                      "ladder (full)",
        description="Solve a heads-up hand of a preset and print the exploitability (exact best "
                    "response, points per hand: how much a perfect opponent could win against the "
                    "strategy), the values and the time. eleven: the locked hand of eleven with "
                    "the accept/decline decision in front, one solve per vira class and decider; "
                    "iron: the open iron hand per vira class, with the blind lottery's exact value "
                    "for blind presets (CFR+, numpy). full: the hand with the whole ladder (truco, "
                    "seis, nove, doze; accept, fold, raise again; covering; every tie rule) at a "
                    "score where no hand of eleven applies, one task per vira class solved with "
                    "discounted CFR by a compiled walk of its public tree (numpy, numba); the "
                    "tasks run as Ray tasks on local Ray (all cores) unless --local, or on the "
                    "cluster of --address. Run on a cluster: start Ray there (ray start --head), "
                    "then python -m truco solve full --rules paulista --address auto --resume "
                    "/shared/dir. Figures here (2 cores, 24 GB): a paulista vira class is 415 M "
                    "slots, 3.3 GB of float32, about 3.5 GB resident per task, 17-29 s per "
                    "iteration; exploitability 0.041 points per hand after 40 iterations (9 "
                    "classes in about 75 minutes on 2 cores), 0.011 after 80. "
                    "scripts/offline/ship_ladder.py turns the checkpoints into what the site ships "
                    "(engine/truco/data/ladder.json) and measures its exploitability.")
    sp.add_argument("kind", choices=("eleven", "iron", "full"),
                    help="which hand: the locked ones, or full (the hand with the ladder)")
    sp.add_argument("--rules", default="paulista",
                    help='preset name (default paulista), or a rules spec in JSON: '
                         '\'{"preset": "paulista", "ladder": [1, 3]}\'; with full, "every": '
                         'every rule set the coach judges (paulista under each three-ties rule, '
                         'paulista-fpt, mineiro) in one run, one task per rule set and vira class')
    sp.add_argument("--iterations", type=int, default=None,
                    help=f"iterations per variant (default: eleven and iron until the "
                         f"exploitability is at most {DEFAULT_TARGET}; full 300, or until --target)")
    sp.add_argument("--vira", default=None, help="only the vira class of this rank (e.g. 7)")
    sp.add_argument("--json", action="store_true", help="print one JSON object")
    full = sp.add_argument_group("full", "the hand with the ladder (solve full)")
    full.add_argument("--resume", metavar="DIR", default=None,
                      help="checkpoint directory: save there, and go on from what it holds")
    full.add_argument("--check-every", type=int, default=10, metavar="N",
                      help="measure the exploitability (exact best response) every N iterations")
    full.add_argument("--target", type=float, default=0.01,
                      help="stop a vira class once its exploitability is at most this (points "
                           "per hand; default 0.01; 0: run every iteration)")
    full.add_argument("--rule", choices=("dcfr", "cfr+", "pcfr+"), default="dcfr",
                      help="the regret rule (default dcfr: discounted CFR)")
    full.add_argument("--fixed-round1", action="store_true",
                      help="hold each seat's round 1 as shipped in turn and learn the rest: what "
                           "a re-solver of rounds 2-3 under the shipped round 1 can reach")
    full.add_argument("--local", action="store_true",
                      help="solve the vira classes one after another in this process, not as Ray "
                           "tasks (the default when Ray is installed: local Ray on every core)")
    full.add_argument("--address", default=None,
                      help="join this Ray cluster instead of starting one here, e.g. auto or "
                           "ray://host:10001 (checkpoints then need a directory all nodes share)")


def _error(message: str, code: str) -> int:
    sys.stdout.write(dump_json({"error": {"message": message, "code": code}}) + "\n")
    return EXIT_BAD_INPUT


def run(args: argparse.Namespace) -> int:
    """Check the input, solve, print. Bad input exits 2 with an error object on stdout."""
    every = args.rules == EVERY
    if every and args.kind != "full":
        return _error(f"--rules {EVERY} is for solve full", "bad-rules")
    if every and args.vira is not None:
        return _error(f"--vira picks a class of one rule set, not of --rules {EVERY}", "bad-vira")
    rules = Rules()
    vira = None
    try:
        if not every:
            rules = (Rules.from_spec(json.loads(args.rules)) if args.rules.lstrip().startswith("{")
                     else Rules.preset(args.rules))
            vira = None if args.vira is None else Rank.parse(args.vira)
    except TrucoError as exc:
        sys.stdout.write(dump_json({"error": exc.to_json()}) + "\n")
        return EXIT_BAD_INPUT
    except json.JSONDecodeError as exc:
        return _error(f"--rules is not a preset name nor JSON: {exc}", "bad-rules")
    if args.iterations is not None and not 1 <= args.iterations <= 100_000:
        return _error("--iterations must be from 1 to 100000", "bad-iterations")
    if vira is not None and not rules.uses_vira:
        return _error(f"preset {rules.preset_name!r} has fixed manilhas and no vira", "unexpected-vira")
    if importlib.util.find_spec("numpy") is None:
        return _error("the solver needs numpy: pip install 'truco-lab[solver]'", "missing-numpy")
    if every:
        from truco.solver.full.report import EVERY_RULE_SET  # needs numpy

        return _run_full(args, EVERY_RULE_SET, None)
    if args.kind == "full":
        return _run_full(args, (rules,), vira)
    report = solve_preset(rules, args.kind, iterations=args.iterations, vira=vira,
                          progress=None if args.json else _progress)
    if args.json:
        sys.stdout.write(dump_json(report) + "\n")
    else:
        sys.stdout.write(_table(report))
    return 0


#: ``--rules every``: every rule set the coach judges (truco.solver.full.report.EVERY_RULE_SET)
EVERY = "every"


def _run_full(args: argparse.Namespace, rule_sets: tuple[Rules, ...], vira: Rank | None) -> int:
    if importlib.util.find_spec("numba") is None:
        return _error("the solver needs numba: pip install 'truco-lab[solver]'", "missing-numba")
    from truco.solver.full.distributed import ray_available
    from truco.solver.full.report import solve_rule_sets

    if not 1 <= args.check_every <= 100_000:
        return _error("--check-every must be from 1 to 100000", "bad-check-every")
    if not 0 <= args.target < 12:
        return _error("--target must be from 0 to 12 points per hand", "bad-target")
    if any(rules.cover_from_round < 2 for rules in rule_sets):
        return _error("the solver needs covering from round 2 on at the earliest",
                      "unsupported-rules")
    use_ray = not args.local and (args.address is not None or ray_available())
    if args.address is not None and not ray_available():
        return _error("--address needs Ray: pip install 'truco-lab[solver]'", "missing-ray")
    reports = solve_rule_sets(rule_sets, iterations=args.iterations or 300, vira=vira,
                              check_every=args.check_every, checkpoint_dir=args.resume,
                              rule=args.rule, target=args.target, fixed_round1=args.fixed_round1,
                              use_ray=use_ray, address=args.address,
                              progress=None if args.json else _progress)
    if args.json:  # one rule set: its report; --rules every: the reports, in EVERY_RULE_SET's order
        sys.stdout.write(dump_json(reports[0] if args.rules != EVERY else {"reports": reports}) + "\n")
    else:
        sys.stdout.write("\n".join(_full_table(report) for report in reports))
    return 0


def _full_table(report: dict[str, Any]) -> str:
    # exploitability here is half of NashConv (what a best responder alternating seats wins per
    # hand); most published figures are NashConv, so both are printed
    preset = Rules.preset(report["rules"]).options()
    changed = [f"{name}={value}" for name, value in report["options"].items() if preset.get(name) != value]
    named = report["rules"] + (f" ({', '.join(changed)})" if changed else "")
    head = (f"{named} full: exploitability {report['exploitability']:.6f} overall "
            f"(max {report['exploitability_max']:.6f}) points per hand, "
            f"NashConv {2 * report['exploitability']:.6f}, {report['seconds']:.1f} s\n")
    lines = [head, "  vira  value(mão)  mão wins  exploitability  iterations  seconds  peak MB\n"]
    for e in report["viras"]:
        value = "-" if e["value"] is None else f"{e['value']:+.4f}"
        wins = "-" if e["mao_wins"] is None else f"{e['mao_wins']:.4f}"
        lines.append(f"  {e['vira'] or '-':<4}  {value:>10}  {wins:>8}  "
                     f"{e['exploitability']:>14.6f}  {e['iterations']:>10}  {e['seconds']:>7.1f}"
                     f"  {e['peak_memory_mb']:>7.0f}\n")
    lines.append(f"  method: {report['method']}\n")
    return "".join(lines)


def _progress(line: str) -> None:
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def solve_preset(rules: Rules, kind: str, *, iterations: int | None = None,
                 target: float = DEFAULT_TARGET, vira: Rank | None = None,
                 progress: Any = None) -> dict[str, Any]:
    """Solve every variant of a preset and report per vira (viras of one class share a solve)."""
    from truco.solver.blind import blind_value
    from truco.solver.export import blind_summary, eleven_summary, iron_summary
    from truco.solver.variants import solve, variants

    start = time.perf_counter()
    entries: list[dict[str, Any]] = []
    weighted = 0.0
    weights = 0.0
    worst = 0.0
    for variant in variants(rules, "eleven" if kind == "eleven" else "iron"):
        group = variant.vira_class
        if vira is not None and vira not in group.viras:
            continue
        solution = solve(variant, iterations=iterations, target=target)
        if kind == "eleven":
            summary = eleven_summary(solution, hands=False)
        else:
            lottery = blind_value(variant.game()) if rules.iron_hand == "blind" else None
            summary = iron_summary(solution, lottery)
            if lottery is not None:
                summary["blind"] = {"label": "blind iron hand: every choice is a random card; "
                                             "exact value by enumeration", **blind_summary(lottery)}
        summary["vira_class"] = group.key
        e = solution.report.exploitability
        share = len(group.viras) or 1  # each vira rank is equally likely
        weighted += share * e
        weights += share
        worst = max(worst, e)
        for rank in group.viras or (None,):
            entries.append({"vira": None if rank is None else rank.value, **summary})
        if progress is not None:
            progress(f"{variant.name}: exploitability {e:.6f} after {solution.report.iterations} "
                     f"iterations, {solution.report.seconds:.1f} s")
        del solution
    order = {r.value: i for i, r in enumerate(RANKS)}
    entries.sort(key=lambda x: (order.get(x["vira"], -1), x.get("decider", "")))
    return {"kind": kind, "rules": rules.preset_name, "iron_hand": rules.iron_hand,
            "target": None if iterations is not None else target, "iterations": iterations,
            "exploitability": weighted / weights if weights else None,
            "exploitability_max": worst, "seconds": round(time.perf_counter() - start, 1),
            "units": "points per hand: a seat's expected points minus the other seat's",
            "viras": entries}


def _table(report: dict[str, Any]) -> str:
    eleven = report["kind"] == "eleven"
    head = (f"{report['rules']} {report['kind']}: exploitability {report['exploitability']:.6f} "
            f"overall (max {report['exploitability_max']:.6f}) points per hand, "
            f"{report['seconds']:.1f} s\n")
    who = "decider  value(decider)" if eleven else "value(mão)"
    lines = [head, f"  vira  {who}  mão wins  exploitability  iterations\n"]
    for e in report["viras"]:
        vira = e["vira"] or "-"
        value = f"{e['decider']:<8} {e['value']:>+13.4f}" if eleven else f"{e['value']:>+10.4f}"
        blind = ""
        if "blind" in e:
            blind = f"  blind: {e['blind']['value']:+.6f}, mão wins {e['blind']['mao_wins']:.4f}"
        lines.append(f"  {vira:<4}  {value}  {e['mao_wins']:>8.4f}  {e['exploitability']:>14.6f}"
                     f"  {e['iterations']:>10}{blind}\n")
    return "".join(lines)
