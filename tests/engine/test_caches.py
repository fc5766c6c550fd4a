"""Every cache of the engine is bounded by size, its bound in the code: each test fills one past it
(issue 17: the equity table was cached per rule set with no limit, 21 MB -> 1.2 GB)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from truco.web import handle


def ask(op: str, **args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return reply


def _rule_sets(n: int) -> list[Any]:
    from truco.core.rules import Rules

    out = []
    for target in range(13, 31):
        for top in range(2, 13):
            out.append(Rules.from_spec({"preset": "paulista", "target": target,
                                        "ladder": [1, top]}))
    assert len(out) >= n
    return out[:n]


def test_the_equity_cache_is_bounded() -> None:
    from truco.coach.equity import EQUITY_CACHE, equity

    for rules in _rule_sets(EQUITY_CACHE + 20):
        equity(rules)
    assert equity.cache_info().maxsize == EQUITY_CACHE
    assert equity.cache_info().currsize == EQUITY_CACHE


def test_the_odds_cache_is_bounded() -> None:
    from truco.core import odds

    for rules in _rule_sets(odds.ODDS_CACHE + 4):
        odds._best_counts(rules)
    assert odds._best_counts.cache_info().currsize == odds.ODDS_CACHE


def test_the_solved_best_cards_cache_is_bounded() -> None:
    from truco.solved import eleven as solved

    solved._best_cards.cache_clear()  # whatever tests ran before in this process
    for rules in _rule_sets(40):  # one table per shipped preset and side, whatever the ladder
        assert solved.eleven_by_best_cards(rules, decider_is_mao=rules.target % 2 == 0)
    info = solved._best_cards.cache_info()
    assert info.maxsize == solved.BEST_CARDS_CACHE and info.currsize <= 2


def test_the_other_caches_are_bounded_by_their_own_limits() -> None:
    from truco.core import actions
    from truco.teach import puzzles
    from truco.web import GAMES

    for i in range(actions._CACHE_ENTRIES + 50):
        actions.Action.parse(["play 4c", "fold ", " raise", "accept"][i % 4] + " " * (i % 9))
    assert len(actions._PARSED) <= actions._CACHE_ENTRIES
    for _ in range(GAMES.limit + 3):
        ask("game_new", seed=1)
    assert len(GAMES.games) == GAMES.limit
    assert len(puzzles._ANALYSES) <= puzzles._ANALYSES_KEPT


def _solved_decisions(hands: int) -> list[Any]:
    """The observations at every decision of heads-up paulista hands (heuristic bots, fixed seeds)
    where the shipped solution of the hand with the ladder is read."""
    import random

    from truco.bots import get_bot
    from truco.core.deal import Deal
    from truco.core.hand import Hand
    from truco.core.rules import Rules
    from truco.notation.scenario import Scenario
    from truco.observation import observe

    bot, out = get_bot("heuristic"), []
    for seed in range(hands):
        rng = random.Random(seed)
        hand: Hand = Scenario(Rules(), Deal.random(Rules(), 2, rng), 2, (0, 0), 1).play()
        while (seat := hand.to_act) is not None:
            obs = observe(hand, seat)
            out.append(obs)
            hand.apply(bot.choose(obs, rng))
    return out


def test_the_solved_ladder_round_one_tables_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 35: every round-1 line read stayed parsed (up to 4096 tables of ~50 kB): the last
    used are kept, up to ladder.ROUND1_KEPT; what the solution plays is the same either way."""
    from truco.solved import ladder

    decisions = _solved_decisions(12)
    ladder._ROUND1.clear()
    unbounded = [ladder.solution_strategy(obs) for obs in decisions]
    assert len(ladder._ROUND1) > 6  # the hands read more lines than the bound below
    monkeypatch.setattr(ladder, "ROUND1_KEPT", 3)
    ladder._ROUND1.clear()
    bounded = []
    for obs in decisions:
        bounded.append(ladder.solution_strategy(obs))
        assert len(ladder._ROUND1) <= 3
    assert bounded == unbounded and any(s is not None for s in bounded)


def test_the_solved_ladder_keys_take_a_few_bytes_each() -> None:
    """Issue 35: a vira class's ~120,000 later-round keys were a dict of texts, ~15 MB a class in
    CPython (nine classes in paulista); now two arrays and a block index, parsed counts shared."""
    from truco.core.cards import Card
    from truco.core.rules import Rules
    from truco.solved.ladder import solution_for

    sol = solution_for(Rules(), Card.parse("4c"))
    assert sol is not None
    table = sol.keys
    assert len(table) > 100_000
    arrays = (table._at, table._which, table._starts)
    assert sum(a.itemsize * len(a) for a in arrays) < 16 * len(table)
    assert len(table._counts) < 4000  # one parsed list per distinct counts text, not per key


def test_the_solved_opening_tables_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    from truco.core.cards import Card
    from truco.core.rules import Rules
    from truco.solved import values
    from truco.solved.ladder import solution_for

    sol = solution_for(Rules(), Card.parse("4c"))
    assert sol is not None
    hands = sol.classes.hands()[:40]
    values._OPENINGS.clear()
    full = [values.opening_values(sol, h) for h in hands]
    monkeypatch.setattr(values, "OPENINGS_KEPT", 5)
    values._OPENINGS.clear()
    for hand, expected in zip(hands, full, strict=True):
        assert values.opening_values(sol, hand) == expected
        assert len(values._OPENINGS) <= 5
    assert any(t is not None for t in full)
