"""Count the FULL heads-up hand with the ladder under the solver's reduction, and estimate what
CFR+ would cost on it (issue 13, part 3: a measurement, not a build).

The full hand: a raise (truco, then the next steps) on your turn before your card, the answer
(accept, fold, or raise again: strict alternation), surrender on your turn, the preset's ladder
(RULES.md section 4), covering from round 2, all three rounds (round 3 is strategic once raises
exist, so it is not collapsed). Same reduction as the locked solver: strength classes; a private
state is a class hand plus the class covered in round 2 (a card covered in round 3 is the last
one, so its owner knows it without more state).

The count is exact and fast because betting and cards separate: the card tree (public card plays)
is walked once, and at every card turn a small *betting gadget* (play, or raise and a chain of
answers that ends in a fold or an accept and then the same seat's turn again) multiplies it. For
every betting state reaching a turn the gadget adds its decision nodes; the states at which the
card is played flow to the next turn.

Counted: public decision nodes (play turns and answers), information sets (decision node x private
state of the seat to act), sequences (information set x private action), leaves, and the entries
of the leaf blocks that CFR+ multiplies twice per iteration (the other seat's private states x the
actor's sequences that end the hand). Then one locked variant is solved for a few iterations here
to measure seconds per block entry and per sequence, and memory and time per iteration are
extrapolated. Run from the repository root::

    PYTHONPATH=engine python scripts/count_full_game.py [--rules paulista] [--vira 7] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from truco.cards import Rank
from truco.rounds import decide
from truco.rules import Rules
from truco.solver.classes import Classes, ClassHand, vira_card, vira_class_of
from truco.solver.locked import COVERED, round_winner

#: A betting state: (accepted ladder index, seat that made the last raise or None).
Bet = tuple[int, int | None]
Entries = tuple[int, tuple[int, ...], int]  # states, states able to play each class, play pairs


class FullGame:
    """The public tree of a heads-up hand with the ladder, counted."""

    def __init__(self, rules: Rules, classes: Classes, *, raises: bool = True,
                 reduced: bool = False) -> None:
        self.rules, self.classes = rules, classes
        self.reduced = reduced  # round 3 as truco.solver.full.tree builds it
        self.k = classes.size
        self.caps = np.asarray(classes.caps)
        self.top = len(rules.ladder) - 1 if raises else 0
        hands = classes.hands()
        self.counts = np.zeros((len(hands), self.k), dtype=np.int64)
        for i, h in enumerate(hands):
            for c in h:
                self.counts[i, c] += 1

    def hands_of(self, seat: int) -> np.ndarray:
        """The class hands (as counts) a seat may have been dealt."""
        return self.counts

    @cache  # noqa: B019 - one game per run
    def entries(self, seat: int, own: tuple[int, ...], other: tuple[int, ...], covered: bool
                ) -> Entries:
        """Private states of ``seat`` having shown ``own`` face up (sorted) and covered in round 2
        or not, when the other seat showed ``other``: how many, how many can play each class, and
        how many (state, class it can play) pairs. Each card not shown is held, covered in round 2
        (one state per covered class) or covered last in round 3."""
        shown = np.bincount(np.asarray(own, dtype=np.int64), minlength=self.k)
        seen = shown + np.bincount(np.asarray(other, dtype=np.int64), minlength=self.k)
        counts = self.hands_of(seat)
        ok = (counts >= shown).all(axis=1) & (counts + seen - shown <= self.caps).all(axis=1)
        rest = counts[ok] - shown
        if not covered:
            have = rest > 0
            return int(ok.sum()), tuple(int(x) for x in have.sum(axis=0)), int(have.sum())
        states, pairs = 0, 0
        holding = np.zeros(self.k, dtype=np.int64)
        for c2 in range(self.k):
            rows = rest[rest[:, c2] > 0].copy()
            rows[:, c2] -= 1
            have = rows > 0
            states += len(rows)
            pairs += int(have.sum())
            holding += have.sum(axis=0)
        return states, tuple(int(x) for x in holding), pairs

    @cache  # noqa: B019
    def gadget(self, bet: Bet, seat: int) -> tuple[tuple[Bet, ...], Counter[str]]:
        """The betting at one card turn of ``seat`` entered with ``bet``: the betting states of its
        play nodes (where the card is finally played), and counts of its answer nodes by the
        other seat and by this seat (``*_raise``: those that may raise again) and of its play
        nodes where raising is allowed."""
        step, raiser = bet
        plays: list[Bet] = [bet]
        n: Counter[str] = Counter()
        if raiser != seat and step < self.top:
            n["raising"] += 1
            offer, who = step + 1, seat  # a raise by ``who`` offering ladder index ``offer``
            while True:
                answerer = "other" if who == seat else "self"
                n[answerer] += 1
                if offer + 1 <= self.top:
                    n[answerer + "_raise"] += 1
                accepted, inner = self.gadget((offer, who), seat)  # accept: the turn goes on
                plays += accepted
                n += inner
                if offer + 1 > self.top:
                    break
                offer, who = offer + 1, 1 - who  # raise again: the previous raiser answers
        return tuple(plays), n

    def count(self) -> Counter[str]:
        totals: Counter[str] = Counter()
        self.walk(totals, Counter({(0, None): 1}), results=(), lead=0, led=None, shown=((), ()),
                  cov=(False, False))
        return totals

    def walk(self, totals: Counter[str], bets: Counter[Bet], *, results: tuple[int | None, ...],
             lead: int, led: int | None, shown: tuple[tuple[int, ...], tuple[int, ...]],
             cov: tuple[bool, bool]) -> None:
        """Add the counts of one card turn (all betting states reaching it) and walk on."""
        rnd = len(results) + 1
        seat = lead if led is None else 1 - lead
        mine = self.entries(seat, shown[seat], shown[1 - seat], cov[seat])
        theirs = self.entries(1 - seat, shown[1 - seat], shown[seat], cov[1 - seat])
        may_cover = rnd >= self.rules.cover_from_round
        children = []
        card_edges = end_edges = end_publics = 0
        last = self.reduced and rnd == 3  # face up, no surrender, no decision without a raise
        for shown_class in [c for c in range(self.k) if mine[1][c] > 0] + (
                [COVERED] if may_cover and mine[0] and not last else []):
            edges = mine[1][shown_class] if shown_class != COVERED else (
                mine[2] if rnd == 2 else mine[0])  # round 2: which class is covered; 3: the last
            card_edges += edges
            new = list(shown)
            if shown_class != COVERED:
                new[seat] = tuple(sorted((*shown[seat], shown_class)))
            new_cov = (cov[0] or (seat == 0 and shown_class == COVERED and rnd == 2),
                       cov[1] or (seat == 1 and shown_class == COVERED and rnd == 2))
            if led is None:
                children.append({"results": results, "lead": lead, "led": shown_class,
                                 "shown": (new[0], new[1]), "cov": new_cov})
                continue
            winner = round_winner(self.classes, lead, led, shown_class)
            after = (*results, winner)
            if decide(list(after)) is not None or len(after) == 3:
                end_edges += edges
                end_publics += 1
                continue
            children.append({"results": after, "lead": lead if winner is None else winner,
                             "led": None, "shown": (new[0], new[1]), "cov": new_cov})
        me, you = mine[0], theirs[0]
        out: Counter[Bet] = Counter()
        if led is None and rnd > 1:  # a subgame root: a round starts, one per betting state
            totals[f"round{rnd}_roots"] += sum(bets.values())
        here: Counter[str] = Counter()
        for bet, times in bets.items():
            plays, g = self.gadget(bet, seat)
            p, answers = len(plays), g["other"] + g["self"]
            # play nodes with a decision (all of them but round 3's without a raise, reduced)
            q = sum(1 for b in plays if b[1] != seat and b[0] < self.top) if last else p
            fold = 0 if last else 1  # the surrender
            here["nodes"] += times * (p + answers)
            here["play_nodes"] += times * p
            here["answer_nodes"] += times * answers
            here["infosets"] += times * ((q + g["self"]) * me + g["other"] * you)
            here["sequences"] += times * (
                q * card_edges + p * fold * me + g["raising"] * me  # cards, surrender; raise
                + (2 * g["self"] + g["self_raise"]) * me  # accept, fold; raise again
                + (2 * g["other"] + g["other_raise"]) * you)
            here["leaves"] += times * (p * (fold + end_publics) + answers)
            here["block_entries"] += times * (p * you * (fold * me + end_edges)
                                              + g["self"] * you * me + g["other"] * me * you)
            for b in plays:
                out[b] += times
        totals.update(here)
        totals.update({f"round{rnd}_{key}": n for key, n in here.items()})
        for child in children:
            self.walk(totals, out, **child)


def measure_locked(rules: Rules, classes: Classes) -> dict[str, float]:
    """Build one locked variant and time iterations: seconds per block entry and per sequence."""
    from truco.solver.cfr import Solver
    from truco.solver.locked import LockedGame
    from truco.solver.tree import build

    start = time.perf_counter()
    tree = build(LockedGame(rules, classes, "iron"))
    solver = Solver(tree)
    built = time.perf_counter() - start
    solver.step()
    entries = sum(m.size for _, _, m in solver.payoff.blocks)
    sequences = sum(p.n_seq for p in solver.plex)
    x0, x1 = solver.plex[0].plan, solver.plex[1].plan
    runs = 5
    t = time.perf_counter()
    for _ in range(runs):
        solver.payoff.times(x1)
        solver.payoff.times_t(x0)
    blocks = (time.perf_counter() - t) / runs
    t = time.perf_counter()
    for _ in range(runs):
        solver.step()
    step = (time.perf_counter() - t) / runs
    return {"block_entries": entries, "sequences": sequences,
            "infosets": sum(p.n_infosets for p in tree.players), "build_seconds": built,
            "seconds_per_iteration": step, "seconds_per_block_entry": blocks / (2 * entries),
            "seconds_per_sequence": max(step - blocks, 0.0) / sequences}


def fixed_deal(rules: Rules, classes: Classes, hands: tuple[ClassHand, ClassHand]) -> FullGame:
    """The same count for one known deal (each seat has one private state): the engine's tree of
    histories for that deal, when no two cards of a hand share a class and covering is off."""
    game = FullGame(rules, classes)
    dealt = [np.bincount(np.asarray(h), minlength=classes.size)[None, :] for h in hands]
    game.hands_of = lambda seat: dealt[seat]  # type: ignore[method-assign]
    return game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="paulista")
    parser.add_argument("--vira", default="7", help="vira rank (ignored with fixed manilhas)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--reduced", action="store_true",
                        help="count round 3 as truco.solver.full builds it (face up, no surrender, "
                             "no decision where no raise is open)")
    parser.add_argument("--ladder", default=None, help="override the ladder, e.g. 1,3")
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    if args.ladder:
        rules = rules.with_options(ladder=[int(v) for v in args.ladder.split(",")])
    vira = vira_card(Rank.parse(args.vira)) if rules.uses_vira else None
    group = vira_class_of(rules, vira)
    start = time.perf_counter()
    full = FullGame(rules, group.classes, reduced=args.reduced).count()
    counted = time.perf_counter() - start
    locked = FullGame(rules, group.classes, raises=False).count()
    measured = measure_locked(rules, group.classes)
    def per_iteration(block_entries: float, sequences: float) -> float:
        """Two block products (one per seat's update) and two passes over the sequences."""
        return (2 * block_entries * measured["seconds_per_block_entry"]
                + sequences * measured["seconds_per_sequence"])

    roots2 = full["round2_roots"]
    sub = {k: (full[f"round2_{k}"] + full[f"round3_{k}"]) / roots2
           for k in ("nodes", "infosets", "sequences", "block_entries")}
    report: dict[str, Any] = {
        "rules": rules.preset_name, "ladder": list(rules.ladder),
        "vira_class": [r.value for r in group.viras], "hands": len(group.classes.hands()),
        "full": dict(full), "locked_uncollapsed": dict(locked), "count_seconds": round(counted, 1),
        "locked_measured": measured,
        "estimate": {"seconds_per_iteration": per_iteration(full["block_entries"], full["sequences"]),
                     "memory_blocks_gb": 8 * full["block_entries"] / 1e9,
                     "memory_sequences_gb": 8 * 4 * full["sequences"] / 1e9},
        "round2_subgame_mean": {**sub, "seconds_per_iteration": per_iteration(
            sub["block_entries"], sub["sequences"]), "memory_mb": (32 * sub["sequences"]
                                                                   + 8 * sub["block_entries"]) / 1e6},
        "trunk_round1": {k: full[f"round1_{k}"] for k in ("nodes", "infosets", "sequences",
                                                          "block_entries")}}
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"{rules.preset_name}, ladder {list(rules.ladder)}, vira class "
          f"{''.join(report['vira_class']) or 'fixed'}: {report['hands']} class hands")
    print(f"{'':24}{'full hand':>20}{'locked (no raises)':>22}")
    for key in ("nodes", "play_nodes", "answer_nodes", "infosets", "sequences", "leaves",
                "block_entries"):
        print(f"  {key:<22}{full[key]:>20,}{locked[key]:>22,}")
    print(f"  counted in {counted:.1f} s")
    print("  by round (rounds 2 and 3 hang below their subgame roots: a round starting, per "
          "betting state)")
    for rnd in (1, 2, 3):
        roots = f"{full[f'round{rnd}_roots']:,} roots, " if rnd > 1 else "the trunk, "
        print(f"    round {rnd}: {roots}{full[f'round{rnd}_nodes']:,} nodes, "
              f"{full[f'round{rnd}_infosets']:,} information sets, "
              f"{full[f'round{rnd}_sequences']:,} sequences, "
              f"{full[f'round{rnd}_block_entries']:,} block entries")
    sub = report["round2_subgame_mean"]
    print(f"  a round-2 subgame (rounds 2 and 3 below one root) has on average "
          f"{sub['infosets']:,.0f} information sets, {sub['sequences']:,.0f} sequences and "
          f"{sub['block_entries']:,.0f} block entries: {sub['seconds_per_iteration'] * 1e3:.0f} ms "
          f"per iteration, {sub['memory_mb']:.0f} MB")
    m = measured
    print(f"Locked solver measured here (round 3 collapsed): {m['infosets']:,} information sets, "
          f"{m['sequences']:,} sequences, {m['block_entries']:,} block entries; "
          f"{m['seconds_per_iteration']:.3f} s per iteration = "
          f"{m['seconds_per_block_entry'] * 1e9:.2f} ns per block entry per product + "
          f"{m['seconds_per_sequence'] * 1e9:.0f} ns per sequence")
    e = report["estimate"]
    print(f"Full hand, same code: {e['seconds_per_iteration']:,.0f} s per CFR+ iteration; "
          f"{e['memory_blocks_gb']:,.1f} GB of leaf blocks (float64) + "
          f"{e['memory_sequences_gb']:,.1f} GB of per-sequence arrays")
    return 0


if __name__ == "__main__":
    sys.exit(main())
