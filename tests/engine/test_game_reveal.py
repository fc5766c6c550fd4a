"""The training game turns the other hands face up once a hand is over, never before."""

from __future__ import annotations

from truco.play.game import Game


def _finish(game: Game) -> None:
    for _ in range(20):
        state = game.state()
        if state["match"]["next"] != "play":
            return
        game.act(state["observation"]["legal"][0])


def test_no_reveal_while_the_hand_goes_on() -> None:
    for seed in range(20):
        game = Game.new(players=4 if seed % 2 else 2, opponents="random", seed=seed)
        state = game.state()
        if state["match"]["next"] == "play":
            assert state["reveal"] is None


def test_every_hand_face_up_when_it_ends() -> None:
    for seed in range(20):
        players = 4 if seed % 2 else 2
        game = Game.new(players=players, opponents="random", seed=seed)
        _finish(game)
        state = game.state()
        assert state["match"]["next"] in ("deal", "over")
        hand = game.match.hand
        assert hand is not None and hand.finished
        assert state["reveal"] == [[str(c) for c in held] for held in hand.hands]
        assert len(state["reveal"]) == players
        # what seat 0 saw of itself is what the reveal says
        own = state["observation"]["hands"][0]
        if own is not None:
            assert state["reveal"][0] == own
        if state["match"]["next"] == "deal":
            game.next_hand()
            if game.state()["match"]["next"] == "play":
                assert game.state()["reveal"] is None
