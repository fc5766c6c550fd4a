"""A reload keeps the match (issue 35): the page keeps the game's token in the browser's storage,
where the engine allows it (``keep_refused``). Every card of the match follows from the token's
seed, so during a blind iron hand, whose cards the person does not see, their own included, the
engine refuses (``blind-secret``) until the hand is over; the game reopened from a token kept
before is the same game, at the same position."""

from __future__ import annotations

from truco.play.game import Game
from truco.web import op_game_act, op_game_new, op_game_resume

BLIND = "v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd"  # the iron hand, played blind


def test_a_normal_hand_may_be_kept_and_reopens_where_it_was() -> None:
    game = op_game_new(opponents="beginner", seed=11)
    assert game["keep_refused"] is None
    action = game["observation"]["legal"][0]
    state = op_game_act(id=game["id"], action=action)
    again = op_game_resume(token=state["token"])
    assert again["position"] == state["position"]
    assert again["match"] == state["match"] and again["bots"] == state["bots"]
    assert again["keep_refused"] is None


def test_a_blind_iron_hand_in_progress_is_not_kept_and_after_it_the_match_is() -> None:
    game = op_game_new(code=BLIND, opponents="random", seed=1)
    assert game["observation"]["blind"] and game["keep_refused"] == "blind-secret"
    state = op_game_act(id=game["id"], action="fold")  # the hand is over: its cards are shown
    assert state["match"]["next"] != "play" and state["keep_refused"] is None


def test_the_refusal_names_no_card() -> None:
    game = Game.new(code=BLIND, opponents="random", seed=1)
    refusal = game.state()["keep_refused"]
    assert refusal == "blind-secret"
    for card in ("3c", "Kh", "4s", "3h", "Ks", "Qd"):
        assert card not in refusal
