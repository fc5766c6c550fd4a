"""Every cache of the engine is bounded by size, its bound in the code: each test fills one past it
(issue 17: the equity table was cached per rule set with no limit, 21 MB -> 1.2 GB)."""

from __future__ import annotations

import json
from typing import Any

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
