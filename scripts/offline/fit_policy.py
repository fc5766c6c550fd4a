"""Fit how the coach reads the others' calls to the solved hand (the thresholds of its pairs analysis).

    python scripts/offline/fit_policy.py [--hands 3000] [--seed 1]
        [--rules paulista mineiro] [--out engine/truco/data/policy.json]

Pairs have no solution. The coach's analysis plays the rest of a pairs hand with a fast model
player (:mod:`truco.search.model`: a rough win chance from the cards held against thresholds that
grow with the stake) and weighs the other seats' cards by such thresholds, softened
(:mod:`truco.search.belief`). This script reads the weighing thresholds off the solved heads-up
hand instead of guessing them: both seats play ``--hands`` random hands with the shipped solution
(:func:`truco.solved.ladder.solution_strategy`), and at every betting decision the script
records the model's win chance for the seat (:func:`truco.search.model.observed_chance`), the
other side's raises and the ladder level, with the solution's probability of each answer. The
thresholds (raise, re-raise, accept, the step per level, the factor a raise of the other side
takes off the chance) and the ramp's width are the ones that make those decisions most likely
(the least cross-entropy, by coordinate search over grids, numpy), with the share of raises the
solution makes whatever its cards (``bluff``: it raises some weak hands too). The hand of eleven
keeps its threshold: heads-up, the solution decides it exactly and it is not in this data.

It prints the fit against the model's own thresholds (cross-entropy per decision) and the
solution's rates, and writes, per rule preset, the fitted :class:`~truco.search.model.Thresholds`
into the engine's data file (read by :mod:`truco.search.policy`, which says why playouts keep
the model's own thresholds).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

import numpy as np

from truco.core.actions import Kind
from truco.core.deal import Deal
from truco.core.hand import Hand, HandKind, Phase
from truco.core.rules import Rules
from truco.observation import observe
from truco.search.belief import FLOOR
from truco.search.model import DEFAULT, Thresholds, observed_chance, raises_against
from truco.solved.ladder import solution_strategy

ROOT = Path(__file__).resolve().parents[2]
#: The fitted fields, each with the grid the coordinate search walks.
GRIDS = {
    "raise_at": np.round(np.arange(0.30, 1.0001, 0.01), 3),
    "reraise_at": np.round(np.arange(0.30, 1.0001, 0.01), 3),
    "accept_at": np.round(np.arange(0.05, 0.9001, 0.01), 3),
    "step": np.round(np.arange(0.0, 0.1201, 0.005), 3),
    "shown": np.round(np.arange(0.50, 1.0001, 0.01), 3),
    "soft": np.round(np.arange(0.04, 0.8001, 0.02), 3),
    "bluff": np.round(np.arange(0.03, 0.3001, 0.01), 3),
}
FORMAT = 1


@dataclass
class Decisions:
    """Betting decisions the solution made, as columns: turns (raise or play a card) and answers
    (fold, accept, re-raise)."""

    turn: list[tuple[float, int, int, float]] = field(default_factory=list)  # chance, raises, level, p(raise)
    answer: list[tuple[float, int, int, bool, float, float, float]] = field(default_factory=list)
    # chance, raises, offer, re-raise open, p(fold), p(accept), p(re-raise)


def collect(rules: Rules, hands: int, seed: int) -> Decisions:
    """Both seats play ``hands`` random heads-up hands with the shipped solution; every betting
    decision is recorded with the solution's probabilities."""
    rng = random.Random(seed)
    out = Decisions()
    for i in range(hands):
        hand = Hand(rules, Deal.random(rules, 2, rng), dealer=i % 2)
        while hand.to_act is not None:
            obs = observe(hand, hand.to_act)
            strategy = solution_strategy(obs)
            if strategy is None:
                raise SystemExit(f"no shipped solution for {rules.to_spec()}")
            kinds = {a.kind for a in obs.legal}
            if obs.kind is HandKind.NORMAL and (Kind.RAISE in kinds or Kind.ACCEPT in kinds):
                chance, raises = observed_chance(obs), raises_against(obs)
                mass = {k: 0.0 for k in Kind}
                for action, p in strategy:
                    mass[action.kind] += p
                if obs.phase is Phase.ANSWER:
                    pending = obs.pending
                    assert pending is not None
                    out.answer.append((chance, raises, pending.step, Kind.RAISE in kinds,
                                       mass[Kind.FOLD], mass[Kind.ACCEPT], mass[Kind.RAISE]))
                else:
                    out.turn.append((chance, raises, obs.ladder.step + 1, mass[Kind.RAISE]))
            hand.apply(rng.choices([a for a, _ in strategy], [p for _, p in strategy])[0])
    return out


def _ramp(margin: np.ndarray, soft: float) -> np.ndarray:
    return np.clip(0.5 + margin / (2 * soft), FLOOR, 1.0)


def loss(th: Thresholds, turn: np.ndarray, answer: np.ndarray) -> float:
    """Mean cross-entropy of the solution's choices under the softened thresholds (what the
    belief reads), per decision."""
    total = 0.0
    if len(turn):
        chance = turn[:, 0] * th.shown ** turn[:, 1]
        up = np.maximum(th.bluff, _ramp(chance - (th.raise_at + th.step * (turn[:, 2] - 1)),
                                         th.soft))
        up = np.clip(up, FLOOR, 1 - FLOOR)
        total -= float(np.sum(turn[:, 3] * np.log(up) + (1 - turn[:, 3]) * np.log(1 - up)))
    if len(answer):
        chance = answer[:, 0] * th.shown ** answer[:, 1]
        offer, open_ = answer[:, 2], answer[:, 3] > 0
        stays = _ramp(chance - (th.accept_at + th.step * (offer - 1)), th.soft)
        again = np.where(open_, _ramp(chance - (th.reraise_at + th.step * offer), th.soft), 0.0)
        again = np.minimum(again, stays)
        p_fold = np.clip(1 - stays, FLOOR, 1.0)
        p_accept = np.clip(stays - again, FLOOR, 1.0)
        p_raise = np.clip(again, FLOOR, 1.0)
        total -= float(np.sum(answer[:, 4] * np.log(p_fold) + answer[:, 5] * np.log(p_accept)
                              + answer[:, 6] * np.log(p_raise)))
    return total / max(1, len(turn) + len(answer))


def fit(score: Callable[[Thresholds], float], start: Thresholds, fields: tuple[str, ...],
        sweeps: int = 8) -> Thresholds:
    """Coordinate search: each field in turn set to its grid value with the least ``score``."""
    th = start
    for _ in range(sweeps):
        before = th
        for name in fields:
            grid = GRIDS[name]
            scores = [score(th._replace(**{name: float(v)})) for v in grid]
            th = th._replace(**{name: float(grid[int(np.argmin(scores))])})
        if th == before:
            break
    return th


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", nargs="*", default=["paulista", "mineiro"])
    parser.add_argument("--out", type=Path, default=ROOT / "engine" / "truco" / "data" / "policy.json")
    args = parser.parse_args(argv)
    data = {"format": FORMAT, "hands": args.hands, "seed": args.seed, "presets": {}}
    for preset in args.rules:
        started = time.perf_counter()
        found = collect(Rules.from_spec(preset), args.hands, args.seed)
        turn, answer = np.array(found.turn, dtype=float), np.array(found.answer, dtype=float)
        took = time.perf_counter() - started
        belief = fit(partial(loss, turn=turn, answer=answer), DEFAULT, tuple(GRIDS))
        print(f"{preset}: {len(turn)} turns with a raise open, {len(answer)} answers "
              f"({args.hands} hands, {took:.0f} s)")
        for name, th in (("own", DEFAULT), ("fitted", belief)):
            print(f"  {name:6} cross-entropy {loss(th, turn, answer):.4f}  "
                  + " ".join(f"{k}={getattr(th, k):g}" for k in GRIDS))
        print(f"  solution: raises at {100 * turn[:, 3].mean():.1f}% of turns; answers fold "
              f"{100 * answer[:, 4].mean():.1f}%, accept {100 * answer[:, 5].mean():.1f}%, "
              f"re-raise {100 * answer[:, 6].mean():.1f}%")
        data["presets"][preset] = {
            "belief": belief._asdict(), "turns": len(turn), "answers": len(answer),
            "cross_entropy": {"own": round(loss(DEFAULT, turn, answer), 4),
                              "fitted": round(loss(belief, turn, answer), 4)}}
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
