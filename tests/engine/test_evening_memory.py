"""A long evening at the Play page stays light (issue 35 point 6), the short version of
``scripts/bench/evening_memory.mjs`` (100 matches against the strongest bot, in Pyodide): whole
matches through :func:`truco.web.handle` with the requests the page sends (a new match, a hint at
each of the reader's decisions, the move, each finished hand's review, the next deal), here on
CPython against a cheaper bot. The session table keeps at most its limit of games and lets the
closed ones go, and the live Python objects do not grow with the matches played."""

from __future__ import annotations

import gc
import json
import random
import weakref
from typing import Any

from truco import web
from truco.play.game import Game


def ask(op: str, **args: Any) -> Any:
    reply = json.loads(web.handle(json.dumps({"op": op, "args": args})))
    assert reply["ok"], reply
    return reply["result"]


def play_match(number: int) -> weakref.ref[Game]:
    """One whole match as the Play page plays it with hints on (the reader: a seeded random pick
    among the observation's choices, folding only when nothing else is legal); the game."""
    rng = random.Random(number)
    state = ask("game_new", rules="paulista", players=2, opponents="beginner",
                partner="heuristic", seed=number)
    game_id = state["id"]
    game = weakref.ref(web.GAMES.get(game_id))
    while state["match"]["next"] != "over":
        if state["match"]["next"] == "play":
            ask("analyse", id=game_id)  # the hint
            choices = [c["action"] for c in state["observation"]["choices"]]
            state = ask("game_act", id=game_id,
                        action=rng.choice([a for a in choices if a != "fold"] or choices))
        else:
            ask("game_review", id=game_id, hand=state["match"]["hands"] - 1)
            state = ask("game_next", id=game_id)
    ask("game_review", id=game_id, hand=state["match"]["hands"] - 1)
    return game


def live_objects() -> int:
    gc.collect()
    return len(gc.get_objects())


def test_an_evening_of_matches_keeps_the_engine_light() -> None:
    games = [play_match(n) for n in range(3)]
    after_3 = live_objects()
    games += [play_match(n) for n in range(3, 12)]
    after_12 = live_objects()
    limit = web.GAMES.limit
    assert len(web.GAMES.games) == limit
    # the games the table closed are gone from memory, the last `limit` still open
    assert [i for i, game in enumerate(games) if game() is not None] == list(range(12 - limit, 12))
    # Between match 3 and 12 bounded tables still fill (the session table from 3 games to its 8,
    # the tables read per vira, up to the deck's 40): 1.25 times the objects here. Before issue
    # 35 every position the coach read stayed parsed: 1.9 times, and growing all evening.
    assert after_12 <= 1.5 * after_3, (after_3, after_12)
