"""The puzzle gallery: curated puzzles as data, one module per topic.

Each entry is a puzzle (:mod:`truco.teach.puzzles`) with an ``id``, a ``level`` (1 first steps, 2
practice, 3 challenge), a title and a one-line point in es, pt and en, the ``answer`` its author
states, and ``claims``: what the point says, in a form the engine checks
(:mod:`truco.teach.claims`). Neither the answer nor the claims are sent to a page: the engine
works the answer out again when a student answers, and the tests check that the answer agrees and
that every claim holds.

>>> len(ENTRIES) >= 36, TOPICS[0], entry("ties-1")["kind"]
(True, 'manilhas', 'round')
"""

from __future__ import annotations

from typing import Any

from truco.core.errors import TrucoError
from truco.gallery import (
    covering,
    eleven,
    exposed,
    first_round,
    iron,
    manilhas,
    pairs,
    ties,
    truco_ladder,
)

_MODULES = (manilhas, first_round, ties, covering, truco_ladder, eleven, iron, exposed, pairs)
#: The topics, in the order the gallery shows them.
TOPICS: tuple[str, ...] = tuple(m.TOPIC for m in _MODULES)
#: The levels: 1 first steps, 2 practice, 3 challenge.
LEVELS: tuple[int, ...] = (1, 2, 3)
LANGUAGES: tuple[str, ...] = ("es", "pt", "en")
#: Every entry, with its topic, in gallery order.
ENTRIES: tuple[dict[str, Any], ...] = tuple({**p, "topic": m.TOPIC} for m in _MODULES
                                             for p in m.PUZZLES)
ENTRIES_BY_ID: dict[str, dict[str, Any]] = {e["id"]: e for e in ENTRIES}


class UnknownPuzzle(TrucoError):
    """No gallery puzzle has that id."""

    code = "unknown-puzzle"


def entry(puzzle_id: str) -> dict[str, Any]:
    """The gallery entry with that id."""
    found = ENTRIES_BY_ID.get(puzzle_id) if isinstance(puzzle_id, str) else None
    if found is None:
        shown = puzzle_id[:40] if isinstance(puzzle_id, str) else repr(puzzle_id)[:40]
        raise UnknownPuzzle(f"no gallery puzzle is called {shown!r}", code="unknown-puzzle",
                            id=shown)
    return found
