"""How the coach reads the others' calls where no solution applies: thresholds fitted to the
solved hand (truco.search.policy, scripts/offline/fit_policy.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from truco.core.cards import Card
from truco.core.rules import Rules
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.search.belief import Belief
from truco.search.model import DEFAULT
from truco.search.policy import belief_for
from truco.solved.shipped import shipped_text

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "offline"))


def test_every_preset_reads_the_fit_of_its_manilhas() -> None:
    shipped = json.loads(shipped_text("policy.json") or "{}")
    assert set(shipped["presets"]) == {"paulista", "mineiro"}
    for preset in ("paulista", "paulista-fpt", "mineiro"):
        fit = shipped["presets"]["mineiro" if preset == "mineiro" else "paulista"]
        assert belief_for(Rules.from_spec(preset))._asdict() == fit["belief"] != DEFAULT._asdict()
        # the fit explains the solution's choices better than the model's own thresholds
        assert fit["cross_entropy"]["fitted"] < fit["cross_entropy"]["own"]


def test_the_shipped_fit_explains_new_solution_played_hands_better() -> None:
    """On hands the fit never saw (another seed), the shipped thresholds make the solution's
    choices likelier than the model's own: the fit is the solution's, not numbers typed in."""
    fit_policy = pytest.importorskip("fit_policy")
    np = pytest.importorskip("numpy")
    found = fit_policy.collect(Rules.from_spec("paulista"), 400, 7)
    turn, answer = np.array(found.turn), np.array(found.answer)
    shipped = belief_for(Rules.from_spec("paulista"))
    assert fit_policy.loss(shipped, turn, answer) < 0.8 * fit_policy.loss(DEFAULT, turn, answer)


def test_under_the_fit_a_raise_says_less_about_the_cards() -> None:
    """The solution raises some weak hands: a weak hand that raised is likelier, against a strong
    one, under the fitted reading than under the model's own thresholds."""
    hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
                               "actions": ["play Kh", "raise"]}).play()
    view = observe(hand, 0)
    strong = [[], [Card.parse(c) for c in ("5c", "5h", "3d")]]
    weak = [[], [Card.parse(c) for c in ("4h", "6s", "7d")]]

    def ratio(belief: Belief) -> float:
        return belief.likelihood(weak) / belief.likelihood(strong)

    assert ratio(Belief(view, belief_for(view.rules))) > ratio(Belief(view, DEFAULT))
