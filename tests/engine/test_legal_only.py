"""The engine refuses every action that is not in ``legal``, in every op that takes one (issue 17:
``game_act`` took ``play #1`` in an open hand, and that hand could not be reviewed afterwards).

For random states of every preset and option, heads-up and in pairs: an action a *seat* tries is
accepted iff it is in that seat's observation's ``legal`` list (``seat_check``, the one door of
``game_act`` and ``game_check``), and through the facade a training game takes exactly its
``legal`` strings."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import UNIVERSE, new_hand, setup_st

from truco.core.errors import IllegalAction
from truco.observation import observe
from truco.view import seat_check
from truco.web import handle


def ask(op: str, **args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return reply


@settings(max_examples=120, deadline=None)
@given(setup_st())
def test_a_seat_is_refused_every_action_not_in_its_legal_list(setup: tuple[Any, ...]) -> None:
    rules, players, score, seed = setup
    hand, rng = new_hand(rules, players, score, seed)
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        legal = [str(a) for a in observe(hand, seat).legal]
        for text in UNIVERSE:
            try:
                seat_check(hand, seat, text)
            except IllegalAction:
                assert text not in legal, text
            else:
                assert text in legal, (text, legal)
        hand.apply(seat_check(hand, seat, rng.choice(legal)))


def test_play_by_position_is_refused_in_an_open_hand() -> None:
    game = ask("game_new", seed=3)["result"]
    assert game["observation"]["legal"] and "play #1" not in game["observation"]["legal"]
    for op in ("game_act", "game_check"):
        refused = ask(op, id=game["id"], action="play #1")
        assert not refused["ok"] and refused["error"]["code"] == "slot-not-blind", refused


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["paulista", "paulista-fpt", "mineiro"]),
       st.sampled_from([2, 4]))
def test_a_training_game_takes_exactly_its_legal_strings(seed: int, preset: str,
                                                         players: int) -> None:
    rng = random.Random(seed)
    game = ask("game_new", rules=preset, players=players, seed=seed, opponents="random",
               partner="random")["result"]
    gid = game["id"]
    for _ in range(30):
        if game["match"]["next"] != "play":
            break
        legal = game["observation"]["legal"]
        for text in rng.sample(UNIVERSE, 12):
            answer = ask("game_check", id=gid, action=text)
            assert answer["ok"] == (text in legal), (text, legal, answer)
        moved = ask("game_act", id=gid, action=rng.choice(legal))
        assert moved["ok"], moved
        game = ask("game_state", id=gid)["result"]
    if game["match"]["next"] != "play":  # a finished hand reviews: nothing illegal slipped in
        assert ask("game_review", id=gid, worlds=20)["ok"]
