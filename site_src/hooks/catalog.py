"""The engine's lists a page's JavaScript needs, written into every page's data (``catalog``;
``site_src/js/kit/page.js`` ``catalog()`` reads it), so that no JavaScript module keeps a copy:

- ``grades``: every grade the coach gives, best first (:data:`truco.coach.grades.GRADE_NAMES`),
  and ``passing``, the ones that count as a right answer (:data:`truco.coach.grades.PASSING`);
- ``opponents``: the bots a person plays against, weakest first, with the ``opponent`` a table
  starts with and the ``partner`` of a person in pairs (:mod:`truco.bots`).

The presets are the page data's ``presets`` (``tables.PRESETS``: the engine's
:data:`truco.core.rules.PRESETS`).

>>> sorted(catalog())
['grades', 'opponent', 'opponents', 'partner', 'passing']
>>> catalog()["grades"][0], catalog()["passing"]
('best', ['best', 'good'])
"""

from __future__ import annotations

from typing import Any

from truco.bots import DEFAULT_OPPONENT, OPPONENTS, PARTNER
from truco.coach.grades import GRADE_NAMES, PASSING


def catalog() -> dict[str, Any]:
    """The engine's lists for the page data (lists: JSON keeps their order)."""
    return {"grades": list(GRADE_NAMES), "passing": list(PASSING), "opponents": list(OPPONENTS),
            "opponent": DEFAULT_OPPONENT, "partner": PARTNER}
