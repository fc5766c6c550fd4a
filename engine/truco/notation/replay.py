"""The replay result: what ``python -m truco replay`` prints for a scenario.

The omniscient view of the hand (:func:`truco.view.view` with no viewer: a scenario's author knows
every card), or, with ``viewer``, what that seat may know.

>>> sc = Scenario.from_json({"vira": "4h", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
...                         "actions": ["raise", "raise", "fold"]})
>>> r = replay(sc)
>>> r["winner"], r["points"], r["ruling"]["code"]
(1, [0, 3], 'fold-pays-previous')
>>> [(s["meaning"], s.get("call")) for s in r["history"]]
[('raise', 'truco'), ('reraise', 'seis'), ('fold', 'seis')]
"""

from __future__ import annotations

from typing import Any

from truco.notation.scenario import Scenario
from truco.view import view


def replay(scenario: Scenario, viewer: int | None = None) -> dict[str, Any]:
    """Apply the scenario's actions and describe the result (raises on the first bad action)."""
    return view(scenario.play(), viewer).to_json()
