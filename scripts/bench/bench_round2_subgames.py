"""How big the rounds 2-3 subgames of the hand with the ladder are, and how fast CFR solves one:
the measurements behind a re-solver of rounds 2-3 (issue 34 point 1), made with the offline
solver's own kernel (needs the solver extra: numpy, numba).

    python scripts/bench/bench_round2_subgames.py sizes [--preset paulista] [--vira 7d]
    python scripts/bench/bench_round2_subgames.py cfr [--preset paulista] [--vira 7d]
        [--root A,B,STEP,RAISER] [--iterations 100]

A round-2 root is the public state once round 1 is played without a fold: the classes ``A`` (the
mão's card) and ``B`` (the dealer's), the ladder's step and who raised last (-1: nobody). The
subgame's shape depends on those four only; the round-1 betting lines that reach a root differ
by the seats' ranges. ``sizes`` counts every root's slots (regret entries: information sets times
their actions) as :class:`FullSolver` counts its own; ``cfr`` runs discounted CFR (the solver's
rule) on one root with every hand in range (:mod:`truco.solver.full.subgame`), printing the time
per iteration and the subgame's exploitability (half NashConv, points per hand reaching the root). Without
``--root`` it takes the largest unraised root, the kind most hands reach.
"""

from __future__ import annotations

import argparse
import statistics
import time

from truco.core.cards import Card
from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solver.full.subgame import Root, RootSolver, Subgame, round1_states


def sizes(sub: Subgame) -> None:
    states = round1_states(sub.spec.top)
    rows = [(sub.size((a, b, step, raiser)), (a, b, step, raiser), lines)
            for a, b in sub.pairs() for (step, raiser), lines in states.items()]
    slots = sorted(s for (s, _), _, _ in rows)
    unraised = sorted(s for (s, _), root, _ in rows if root[2] == 0)
    print(f"{len(sub.pairs())} card pairs x {len(states)} (step, raiser) states = {len(rows)} "
          f"shapes; {sum(n for _, _, n in rows)} roots counted by betting line")
    print(f"slots per root: min {slots[0]:,}, median {int(statistics.median(slots)):,}, "
          f"75th percentile {slots[3 * len(slots) // 4]:,}, max {slots[-1]:,}, "
          f"mean {int(statistics.mean(slots)):,}")
    print(f"unraised roots: min {unraised[0]:,}, median {int(statistics.median(unraised)):,}, "
          f"max {unraised[-1]:,}")
    (most, nodes), root, _ = max(rows)
    e0, e1 = sub.entries(root[0], root[1])
    print(f"largest: root {','.join(map(str, root))}, {len(e0)} x {len(e1)} private states, "
          f"{most:,} slots ({nodes:,} nodes in the kernel's count)")


def largest_unraised(sub: Subgame) -> Root:
    return max(((a, b, 0, -1) for a, b in sub.pairs()), key=lambda root: sub.size(root)[0])


def cfr(sub: Subgame, root: Root, iterations: int) -> None:
    RootSolver(sub, root).run(1)  # compiles the kernel, if numba's cache does not hold it
    solver = RootSolver(sub, root)
    e0, e1 = sub.entries(root[0], root[1])
    print(f"root {','.join(map(str, root))}: {len(e0)} x {len(e1)} private states, "
          f"{solver.slots:,} slots")
    spent = 0.0
    while solver.iterations < iterations:
        started = time.perf_counter()
        solver.run(1)
        spent += time.perf_counter() - started
        t = solver.iterations
        if t in (10, 20, 50, 100, 200, 400) or t == iterations:
            print(f"  {t:4d} iterations: {1e3 * spent / t:.1f} ms an iteration; exploitability "
                  f"{solver.exploitability():.4f} points a hand at this root", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=["sizes", "cfr"])
    parser.add_argument("--preset", default="paulista")
    parser.add_argument("--vira", default="7d",
                        help="a card of the vira class ('-': mineiro's fixed manilhas)")
    parser.add_argument("--root", help="A,B,STEP,RAISER (cfr; default: the largest unraised root)")
    parser.add_argument("--iterations", type=int, default=100)
    args = parser.parse_args()
    rules = Rules.preset(args.preset)
    vira = None if args.vira == "-" else Card.parse(args.vira)
    sub = Subgame(rules, Classes.of(rules, vira))
    if args.what == "sizes":
        sizes(sub)
    else:
        root = (largest_unraised(sub) if args.root is None
                else tuple(int(x) for x in args.root.split(",")))
        cfr(sub, root, args.iterations)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
