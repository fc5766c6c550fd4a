"""How to play rounds 2-3 under the shipped round 1: the candidates measured on a short deck.

Issue 34 point 1 asks what the browser plays to be within 0.01 of equilibrium; what ships today
summarises rounds 2-3 into keys. This solves a seven-card deck (six strength classes, one card
unseen) with the whole ladder, ships it as ``scripts/offline/ship_ladder.py`` does, reads it back
into the solver and measures, by exact best response (points per hand, half NashConv):

* ``shipped``: round 1 and the keys, as the browser plays now;
* ``naive``: rounds 2-3 re-solved by CFR against the ranges round 1 gives (both seats' round 1
  held fixed);
* ``gadget, keys' bounds``: every root re-solved with the gadget, the other seat's bounds being
  what it wins against the keys (the browser could compute these without new data);
* ``fixed round 1``: each seat's round 1 held fixed while CFR learns its rounds 2-3 and the other
  seat's whole play (``solve full --fixed-round1``): the least a re-solver can reach;
* ``gadget, solve's bounds``: every root re-solved with the gadget, bounds from those solves
  (what would ship: a few numbers per root and private state).

    python scripts/bench/bench_resolve_methods.py [--blueprint 40] [--iterations 60] [--root 200]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from truco.core.cards import Card
from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solver.full.kernel_base import BR
from truco.solver.full.resolve import Resolver, bounds
from truco.solver.full.ship import read_shipped, shipped_entry
from truco.solver.full.solve import FullSolver
from truco.solver.full.subgame import Subgame, root_lines

DECK = (("4c", "4h", "4s"), ("6s",), ("Kc",), ("3c",), ("Qd",), ("Qc",))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blueprint", type=int, default=40, help="iterations of the solve shipped")
    parser.add_argument("--iterations", type=int, default=60,
                        help="iterations of the fixed-round-1 and naive solves")
    parser.add_argument("--root", type=int, default=200, help="gadget iterations at each root")
    args = parser.parse_args()
    rules = Rules.preset("paulista")
    classes = Classes(tuple(range(len(DECK))),
                      tuple(tuple(Card.parse(c) for c in group) for group in DECK))
    start = time.perf_counter()
    solver = FullSolver(rules, classes, rule="dcfr")
    solver.run(args.blueprint)
    entry, figures = shipped_entry(solver)
    sub = Subgame(rules, classes)

    def fresh(rounds: int, fixed: frozenset[int] = frozenset()) -> FullSolver:
        out = FullSolver(rules, classes, rule="dcfr")
        read_shipped(out, entry, rounds=rounds)
        out.fixed_round1 = fixed
        return out

    def regadget(base: FullSolver, seat: int) -> float:
        """The other seat's best response once seat ``seat`` re-solves every root, bounds from
        what ``base`` plays there."""
        kept = base.rs.copy()
        for line in root_lines(base):
            lo, hi = line.slots
            reach = line.reach[seat]
            resolver = Resolver(sub, line.root, seat, reach,
                                bounds(sub, line.root, seat, kept[:, lo:hi], reach))
            resolver.run(args.root)
            base.rs[:, lo:hi] = resolver.regrets
        best = float(base.values(1 - seat, BR).sum())
        base.rs[:] = kept
        return best

    rows = [("blueprint (offline, not shipped)", figures["exploitability"]),
            ("shipped: round 1 and the keys", figures["shipped_exploitability"])]
    naive = fresh(1, frozenset({0, 1}))
    naive.run(args.iterations)
    rows.append((f"naive re-solve ({args.iterations} iterations)", naive.exploitability()))
    keys = fresh(3)
    rows.append((f"gadget, keys' bounds ({args.root} a root)",
                 (regadget(keys, 0) + regadget(keys, 1)) / 2))
    fixed = [fresh(1, frozenset({seat})) for seat in (0, 1)]
    for f in fixed:
        f.run(args.iterations)
    rows.append((f"fixed round 1 ({args.iterations} iterations)",
                 sum(float(f.values(1 - s, BR).sum()) for s, f in enumerate(fixed)) / 2))
    rows.append((f"gadget, the fixed solves' bounds ({args.root} a root)",
                 (regadget(fixed[0], 0) + regadget(fixed[1], 1)) / 2))
    print(f"seven cards, {len(DECK)} classes, ladder {list(rules.ladder)}: "
          f"{solver.sizes.slots:,} slots, {len(root_lines(solver))} round-2 roots by line")
    print("| what is played | exploitability (points per hand) |\n|---|---|")
    for name, value in rows:
        print(f"| {name} | {value:.4f} |")
    print(f"({time.perf_counter() - start:.0f} s)")
    assert np.isfinite([v for _, v in rows]).all()


if __name__ == "__main__":
    main()
