"""How the coach reads the other seats' calls where no solution applies: thresholds fitted to the
solved hand.

Pairs have no solution. The coach's analysis weighs every deal by how well it explains what the
other seats did (:mod:`truco.search.belief`: softened betting thresholds of the model player).
``scripts/offline/fit_policy.py`` reads those thresholds off the shipped heads-up solution (both seats
playing it, every betting decision with the solution's probabilities: the thresholds, the ramp's
width and the share of weak hands it raises anyway that make those decisions most likely) and
writes ``truco/data/policy.json``. The solution bluffs: a raise says less about the cards than
the model's own thresholds assume, and a fold more.

The rest of the hand is still played out with the model's own thresholds: playouts with the
thresholds fitted to the solution's most frequent choices made the pairs coach weaker (it raised
on 45% of its turns and won 45% of 300 matches against the coach before the fit; reading calls
with the fit and playing out with the model's own thresholds won 56%: see BENCHMARKS.md).

Rules with a vira read the ``paulista`` fit, fixed manilhas the ``mineiro`` one; a build without
the file reads calls with the model's own thresholds (:data:`~truco.search.model.DEFAULT`).

>>> from truco.core.rules import Rules
>>> belief_for(Rules.from_spec("paulista")).bluff > DEFAULT.bluff  # a raise may be a bluff
True
"""

from __future__ import annotations

from functools import cache

from truco.core.rules import Rules
from truco.search.model import DEFAULT, Thresholds
from truco.solved.shipped import shipped_json

DATA_FILE = "policy.json"
FORMAT = 1


@cache
def _fits() -> dict[str, Thresholds]:
    data = shipped_json(DATA_FILE, FORMAT)
    if data is None:
        return {}
    return {name: Thresholds(**fit["belief"]) for name, fit in data["presets"].items()}


def belief_for(rules: Rules) -> Thresholds:
    """The fitted thresholds for ``rules`` (see the module's docstring), else :data:`DEFAULT`."""
    return _fits().get("paulista" if rules.uses_vira else "mineiro", DEFAULT)


__all__ = ["belief_for"]
