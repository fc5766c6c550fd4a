"""Benchmark the bots: how long one decision takes, in CPython and in the browser (Pyodide).

    python scripts/bench/bench_bots.py [--positions 200] [--no-browser] [--bots coach ...] [--modes heads-up]

Positions are sampled from heuristic-vs-heuristic games (heads-up and pairs, preset paulista,
fixed seeds); each bot decides at every position where its seat is to act. Reported: median and
95th percentile of the decision time in milliseconds, in CPython here and inside the page's
worker (op ``bot_move``, timed inside the engine, plus the round trip seen by the page), after
the page loaded the solved hand with the ladder as the Play page does (the heads-up coach plays
it; the first decision in each vira class also reads that class's tables).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from itertools import islice
from pathlib import Path
from typing import Any

from truco.bots import BOTS, get_bot
from truco.core.match import CHANCE, TERMINAL, Match
from truco.core.rules import Rules
from truco.notation.scenario import Scenario
from truco.observation import observe, observe_match


def decisions(players: int, seed: int) -> Iterator[tuple[int, str]]:
    """(round, scenario code) of each position of heuristic-vs-heuristic matches (preset paulista)
    where the seat to act has more than one legal action, in the order they come, without end."""
    rng = random.Random(seed)
    bot = get_bot("heuristic")
    while True:
        match = Match(Rules(), players=players)
        while (seat := match.current_player) != TERMINAL:
            if seat == CHANCE:
                match.deal_random(rng)
                continue
            hand = match.hand
            assert hand is not None
            if len(hand.legal_actions()) > 1:
                yield hand.round_number, Scenario(
                    hand.rules, hand.deal, hand.players, hand.score, hand.dealer,
                    tuple(str(step.action) for step in hand.log)).to_code()
            match.apply(bot.choose(observe_match(match, seat), rng))


def positions(count: int, players: int, seed: int = 1) -> list[str]:
    """Scenario codes of the first ``count`` positions where someone must decide."""
    return [code for _, code in islice(decisions(players, seed), count)]


def summary(ms: list[float]) -> str:
    ordered = sorted(ms)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):7.2f} ms   p95 {p95:7.2f} ms   max {ordered[-1]:7.2f} ms"


def cpython(codes: list[str], name: str) -> list[float]:
    bot = get_bot(name)
    times = []
    for i, code in enumerate(codes):
        hand = Scenario.from_code(code).play()
        seat = hand.to_act
        assert seat is not None
        obs = observe(hand, seat)
        started = time.perf_counter()
        bot.choose(obs, random.Random(i))
        times.append((time.perf_counter() - started) * 1000)
    return times


def browser(codes_by_mode: dict[str, list[str]], names: list[str]) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    from bench_site import CHROMIUM, FLAGS, built_site

    results: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        base, server = built_site(Path(tmp))
        try:
            with sync_playwright() as p:
                b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                page = b.new_page()
                page.goto(base + "en/")
                page.wait_for_function("document.documentElement.dataset.engine === 'ready'",
                                       timeout=60_000)
                loaded = page.evaluate(
                    """async () => {
                        const m = await import('/assets/js/engine-client.js');
                        const t = performance.now();
                        const out = await m.needData('ladder');
                        return [out.loaded, performance.now() - t];
                    }""")
                print(f"  browser  the solved hand with the ladder: loaded {loaded[0]} in "
                      f"{loaded[1]:.0f} ms (download and install, as the Play page asks for it)")
                for mode, codes in codes_by_mode.items():
                    for name in names:
                        inside, trip = [], []
                        for i, code in enumerate(codes):
                            r = page.evaluate(
                                """async ([code, bot, seed]) => {
                                    const m = await import('/assets/js/engine-client.js');
                                    const t = performance.now();
                                    const out = await m.ask('bot_move', {code, bot, seed});
                                    return [out.ms, performance.now() - t];
                                }""", [code, name, i])
                            inside.append(r[0])
                            trip.append(r[1])
                        results[f"{mode} {name}"] = (inside, trip)
                b.close()
        finally:
            server.shutdown()
            server.server_close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--bots", nargs="*", default=sorted(BOTS), choices=sorted(BOTS))
    parser.add_argument("--modes", nargs="*", default=["heads-up", "pairs"],
                        choices=["heads-up", "pairs"])
    args = parser.parse_args(argv)
    codes = {mode: positions(args.positions, 2 if mode == "heads-up" else 4) for mode in args.modes}
    names = args.bots
    print(f"bot decision time over {args.positions} positions per mode (CPython "
          f"{sys.version.split()[0]})")
    for mode, mode_codes in codes.items():
        for name in names:
            print(f"  cpython  {mode:8} {name:9} {summary(cpython(mode_codes, name))}")
    if not args.no_browser:
        for key, (inside, trip) in browser(codes, names).items():
            mode, name = key.split()
            print(f"  browser  {mode:8} {name:9} {summary(inside)}   (round trip {summary(trip)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
