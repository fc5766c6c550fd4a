"""Open training games, each under a number, at most a few at a time (the oldest is closed).

>>> table = GameTable(limit=2)
>>> ids = [table.open(Game.new(seed=s)) for s in range(3)]
>>> ids, sorted(table.games)
([1, 2, 3], [2, 3])
>>> table.get(1)
Traceback (most recent call last):
...
truco.core.errors.ScenarioError: this game is no longer open: start a new one
"""

from __future__ import annotations

from truco.core.errors import ScenarioError
from truco.play.game import Game


class GameTable:
    """The games one page has open: numbered, bounded, the oldest closed first."""

    def __init__(self, *, limit: int = 8) -> None:
        self.limit = limit
        self.games: dict[int, Game] = {}
        self._last = 0

    def open(self, game: Game) -> int:
        """Keep ``game`` under a new number; close the oldest beyond the limit."""
        self._last += 1
        self.games[self._last] = game
        for old in sorted(self.games)[:-self.limit]:
            del self.games[old]
        return self._last

    def get(self, game_id: int) -> Game:
        game = self.games.get(game_id)
        if game is None:
            raise ScenarioError("this game is no longer open: start a new one", code="unknown-game",
                                id=game_id)
        return game
