"""A training game without a seed draws one from the system, not from the ``random`` module.

In the browser the engine starts from one Pyodide memory snapshot, so the module's generator is in
the same state for every visitor: a seed drawn from it gave everyone the same first deal (UX
report, finding 30). The snapshot is imitated here by putting the module's generator in one state
before each game."""

from __future__ import annotations

import random

from truco.play.game import Game


def test_games_without_a_seed_differ_even_from_one_generator_state() -> None:
    seeds = set()
    for _ in range(5):
        random.seed(2024)  # every visitor's engine starts from the same snapshot
        seeds.add(Game.new(opponents="random").origin["seed"])
    assert len(seeds) == 5


def test_a_given_seed_still_fixes_the_deal() -> None:
    a, b = Game.new(seed=7), Game.new(seed=7)
    assert a.state()["position"] == b.state()["position"]
    assert Game.from_token(a.token()).state()["position"] == a.state()["position"]
