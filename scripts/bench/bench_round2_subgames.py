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
their actions) as :class:`FullSolver` counts its own; ``cfr`` runs discounted
CFR (the solver's rule) on one root with every hand in range, printing the time per iteration and
the subgame's exploitability (half NashConv, points per hand reaching the root). Without
``--root`` it takes the largest unraised root, the kind most hands reach.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

import numpy as np

from truco.core.cards import Card
from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solver.full import kernel
from truco.solver.full.kernel_base import BR, CFR, COUNT, EXPORT_ROUNDS, IA_FIXED, pack
from truco.solver.full.solve import ARENA, FA_FIXED
from truco.solver.full.spec import Spec, result_code

Root = tuple[int, int, int, int]


def round1_states(top: int) -> Counter[tuple[int, int]]:
    """The (step, raiser) states round 1 can end in with both cards down, each with how many
    betting lines lead there: a raise only on one's own card turn, once a turn, never twice in
    a row by the same seat; an answer accepts, folds (no round 2) or raises again."""
    found: Counter[tuple[int, int]] = Counter()

    def turn(actor: int, step: int, raiser: int, fresh: bool, cards: int) -> None:
        if cards + 1 == 2:
            found[step, raiser] += 1
        else:
            turn(1, step, raiser, True, cards + 1)
        if raiser != actor and step < top and fresh:
            answer(1 - actor, actor, step + 1, actor, cards)

    def answer(answerer: int, by: int, offer: int, seat: int, cards: int) -> None:
        turn(seat, offer, by, False, cards)
        if offer < top:
            answer(by, answerer, offer + 1, seat, cards)

    turn(0, 0, -1, True, 0)
    return found


class Subgame:
    """Rounds 2-3 of one vira class from a round-2 root, walked by the solver's kernel."""

    def __init__(self, rules: Rules, classes: Classes) -> None:
        self.spec = Spec.of(rules, classes)
        self.tables = self.spec.tables()
        self.hands = [tuple(int(c) for c in hand) for hand in self.spec.hands]
        self.ia = np.zeros(ARENA, dtype=np.int64)
        self.fa = np.zeros(ARENA, dtype=np.float64)

    def pairs(self) -> list[tuple[int, int]]:
        """The round-1 cards (class of the mão's, class of the dealer's) the deck allows."""
        k, caps = self.spec.k, self.spec.caps
        return [(a, b) for a in range(k) for b in range(k) if a != b or caps[a] >= 2]

    def entries(self, a: int, b: int) -> tuple[np.ndarray, np.ndarray]:
        """Each seat's private states at the root: its hands holding the card it showed, less
        that card, that the other's shown card leaves possible (card removal)."""
        spec = self.spec
        mine = [pack(i, _without(h, a)) for i, h in enumerate(self.hands)
                if a in h and spec.counts[i, b] <= spec.caps[b] - 1]
        theirs = [pack(i, _without(h, b)) for i, h in enumerate(self.hands)
                  if b in h and spec.counts[i, a] <= spec.caps[a] - 1]
        return np.asarray(mine, dtype=np.int64), np.asarray(theirs, dtype=np.int64)

    def walk(self, root: Root, mode: int, regrets: np.ndarray, ends: np.ndarray, *,
             seat: int = 0, weight: float = 0.0,
             rule: tuple[float, float, float, float] = (1.0, 1.0, 1.0, 0.0)) -> np.ndarray:
        """One pass of the kernel in ``mode`` from the root, every hand in range; the values of
        ``seat``'s private states."""
        a, b, step, raiser = root
        e0, e1 = self.entries(a, b)
        n0, n1, k = len(e0), len(e1), self.spec.k
        ia, fa = self.ia, self.fa
        first, second, shown = IA_FIXED, IA_FIXED + n0, IA_FIXED + n0 + n1
        p0, p1, out = FA_FIXED, FA_FIXED + n0, FA_FIXED + n0 + n1
        ia[:IA_FIXED] = 0
        ia[EXPORT_ROUNDS] = 3
        ia[first:first + n0] = e0
        ia[second:second + n1] = e1
        ia[shown:shown + 2 * k] = 0
        ia[shown + a] += 1
        ia[shown + k + b] += 1
        fa[:4] = rule
        fa[4] = -1.0
        fa[p0:p0 + n0 + n1] = 1.0
        winner = int(self.spec.round_winner[0, a, b])
        result = result_code(0, None if winner < 0 else winner)
        lead = int(self.spec.round_lead[0, a, b])
        kernel.visit(*self.tables, regrets, ends, ia, fa, np.zeros(4, dtype=np.int64),
                     np.zeros(1), seat, mode, weight, 1, result, lead, -1, step, raiser, -1,
                     lead, 1, -1, shown, first, n0, second, n1, p0, p1, out, shown + 2 * k,
                     out + max(n0, n1))
        return fa[out:out + (n0 if seat == 0 else n1)].copy()

    def size(self, root: Root) -> tuple[int, int]:
        """(slots, nodes) of the subgame: its regret entries, and the nodes whose subtree's end
        the kernel records (:class:`FullSolver`'s ``ends``)."""
        self.walk(root, COUNT, np.zeros((2, 1), dtype=np.float32), np.zeros((2, 0), dtype=np.int64))
        return int(self.ia[0]), int(self.ia[1])


def _without(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    rest = list(hand)
    rest.remove(card)
    return tuple(sorted(rest))


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
    slots, nodes = sub.size(root)
    ends = np.zeros((2, nodes), dtype=np.int64)
    sub.walk(root, COUNT, np.zeros((2, 1), dtype=np.float32), ends)
    regrets = np.zeros((2, slots), dtype=np.float32)
    e0, e1 = sub.entries(root[0], root[1])
    # the chance of the deals that reach the root with every hand in range: the values' total
    mass = float(sub.spec.chance[np.ix_(e0 >> 16, e1 >> 16)].sum())
    print(f"root {','.join(map(str, root))}: {len(e0)} x {len(e1)} private states, {slots:,} slots")

    def exploitability() -> float:
        best = [sub.walk(root, BR, regrets, ends, seat=seat).sum() for seat in (0, 1)]
        return float(best[0] + best[1]) / 2 / mass

    sub.walk(root, CFR, regrets, ends, rule=(0.5, 0.5, 0.0, 0.0))  # compiles, if not cached
    regrets[:] = 0
    spent = 0.0
    for t in range(1, iterations + 1):
        x = (t - 1) ** 1.5
        rule = (x / (x + 1), 0.5, 0.0, 0.0)  # discounted CFR, as the solver runs it
        started = time.perf_counter()
        for seat in (0, 1):
            sub.walk(root, CFR, regrets, ends, seat=seat, weight=float(t) ** 2, rule=rule)
        spent += time.perf_counter() - started
        if t in (10, 20, 50, 100, 200, 400) or t == iterations:
            print(f"  {t:4d} iterations: {1e3 * spent / t:.1f} ms an iteration; "
                  f"exploitability {exploitability():.4f} points a hand at this root", flush=True)


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
