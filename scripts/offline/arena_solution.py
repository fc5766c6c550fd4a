"""The heads-up coach on the solved hand with the ladder, measured: matches against today's
coach (the analysis's choice, as before the solution shipped) and against the search bot, with
how often each bot raises, accepts and folds.

    python scripts/offline/arena_solution.py [--matches 500] [--seed 1] [--rules paulista] [--players 2]
        [--pairs coach:coach-before ...]

Each match-up plays ``--matches`` whole heads-up matches (who deals first alternates; match ``i``
draws its cards from ``random.Random(f"{seed}:{i}")``) and prints the first bot's win rate with its
95% Wilson interval, points per hand, and per bot: the share of its turns with truco open where it
raised, and of the raises it faced that it accepted, raised again or folded.

In pairs (``--players 4``) no solution applies: ``coach`` is the analysis with the model player
fitted to the solution (:mod:`truco.search.policy`), ``coach-greedy`` the same analysis with the
model's own thresholds (the coach before the fit).
"""

from __future__ import annotations

import argparse
import random
import time

from truco.bots import get_bot
from truco.bots.coach import CoachBot
from truco.core.rules import Rules
from truco.play.arena import Tally, play_match, wilson
from truco.solved.ladder import load


def rates(tally: Tally) -> str:
    s = tally.seen

    def share(n: int, d: int) -> str:
        return f"{100 * n / d:5.1f}%" if d else "   - "
    return (f"raises {share(s['raises'], s['turns'])} of {s['turns']} turns; answers: accepts "
            f"{share(s['accepts'], s['answers'])}, raises again {share(s['reraises'], s['answers'])}, "
            f"folds {share(s['folds'], s['answers'])} of {s['answers']}")


def make(name: str) -> Tally:
    if name == "coach":
        tally = Tally(CoachBot())
        tally.name = "coach"
    elif name == "coach-greedy":  # where the solution does not play: the model's own thresholds
        tally = Tally(CoachBot(model="greedy"))
        tally.name = "coach (calls read greedily)"
    elif name == "coach-before":
        tally = Tally(CoachBot(solution=False))
        tally.name = "coach (analysis, before)"
    else:
        tally = Tally(get_bot(name))
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="paulista")
    parser.add_argument("--players", type=int, default=2, choices=[2, 4])
    parser.add_argument("--pairs", nargs="*", default=["coach:coach-before", "coach:search",
                                                       "coach-before:search"])
    args = parser.parse_args(argv)
    if load() is None:
        raise SystemExit("this checkout ships no ladder.json: solve and ship it first")
    rules = Rules.preset(args.rules)
    for pair in args.pairs:
        a, b = (make(n) for n in pair.split(":"))
        wins = [0, 0]
        points = [0, 0]
        hands = 0
        start = time.perf_counter()
        for i in range(args.matches):
            match = play_match([a, b], rules, players=args.players, dealer=i % 2,
                               rng=random.Random(f"{args.seed}:{i}"))
            assert match.winner is not None
            wins[match.winner] += 1
            for hand in match.history:
                if hand.outcome is not None:
                    hands += 1
                    points[0] += hand.outcome.points[0]
                    points[1] += hand.outcome.points[1]
        low, high = wilson(wins[0], args.matches)
        print(f"{a.name} vs {b.name}: wins {wins[0] / args.matches:.3f} "
              f"[{low:.3f}, {high:.3f}] of {args.matches} matches, points per hand "
              f"{points[0] / hands:.3f} vs {points[1] / hands:.3f} "
              f"({time.perf_counter() - start:.0f} s)")
        for bot in (a, b):
            print(f"    {bot.name}: {rates(bot)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
