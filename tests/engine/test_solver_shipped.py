"""The shipped solution ``truco/data/eleven.json`` is what the solver computes: its structure,
its exploitability figures, a re-solve of the quickest variant, and the exact blind lotteries."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from truco.core.rules import PRESETS, Rules
from truco.solved import eleven as solved
from truco.solved.classes import hand_key, vira_classes
from truco.solver.blind import blind_value
from truco.solver.export import key_options
from truco.solver.locked import DEALER, MAO, LockedGame
from truco.solver.variants import SEAT_NAMES, Variant, solve

DATA = solved.load()
TARGET = 1e-3


def shipped_variants() -> list[tuple[str, int, str, dict[str, Any]]]:
    """(preset, class index, 'eleven:mao' | 'eleven:dealer' | 'iron', summary) of every solve."""
    out = []
    for name, preset in DATA["presets"].items():
        for i, entry in enumerate(preset["classes"]):
            for seat in SEAT_NAMES:
                out.append((name, i, f"eleven:{seat}", entry["eleven"][seat]))
            out.append((name, i, "iron", entry["iron"]))
    return out


def test_the_file_covers_every_preset_and_vira_class_as_the_solver_sees_them() -> None:
    assert DATA["format"] == solved.FORMAT == 1
    assert set(DATA["presets"]) == set(PRESETS)
    for name, preset in DATA["presets"].items():
        rules = Rules.preset(name)
        assert preset["options"] == key_options(rules)
        groups = vira_classes(rules)
        assert [e["viras"] for e in preset["classes"]] == [[r.value for r in g.viras]
                                                           for g in groups]
        for entry, group in zip(preset["classes"], groups, strict=True):
            hands = group.classes.hands()
            assert entry["caps"] == list(group.classes.caps)
            assert entry["hands"] == "".join(hand_key(h) for h in hands)
            for seat in SEAT_NAMES:
                side = entry["eleven"][seat]
                for field in ("accept", "value_accept", "win_accept", "lead"):
                    assert len(side[field]) == len(hands)
                assert side["value_decline"] == -rules.eleven_fold_pays
                assert all(abs(v) <= rules.eleven_value for v in side["value_accept"])
                assert all(0 <= p <= 1 for p in side["accept"] + side["win_accept"])
            assert len(entry["iron"]["lead"]) == len(hands)


@pytest.mark.parametrize(("preset", "index", "kind", "summary"), shipped_variants(),
                         ids=lambda x: x if isinstance(x, str | int) else "")
def test_every_shipped_solve_has_exploitability_at_most_a_thousandth(
        preset: str, index: int, kind: str, summary: dict[str, Any]) -> None:
    assert 0 <= summary["exploitability"] <= TARGET
    assert summary["nash_gap"] == pytest.approx(2 * summary["exploitability"], abs=2e-6)
    assert summary["iterations"] > 0


def quickest() -> tuple[str, int, int]:
    """The hand-of-eleven solve that reached 0.001 in the fewest iterations."""
    best = min((v[3]["iterations_to_0.001"], v[0], v[1], v[2]) for v in shipped_variants()
               if v[2] != "iron")
    return best[1], best[2], MAO if best[3] == "eleven:mao" else DEALER


def test_a_re_solve_of_the_quickest_variant_matches_the_shipped_numbers() -> None:
    preset, index, decider = quickest()
    rules = Rules.preset(preset)
    group = vira_classes(rules)[index]
    solution = solve(Variant(rules, "eleven", group, decider), target=TARGET)
    assert solution.report.exploitability <= TARGET
    shipped = DATA["presets"][preset]["classes"][index]["eleven"][SEAT_NAMES[decider]]
    value = solution.value if decider == MAO else -solution.value
    # both are within their Nash gaps of the game's one value
    assert value == pytest.approx(shipped["value"], abs=shipped["nash_gap"]
                                  + solution.report.nash_gap + 1e-4)
    assert solution.wins(decider) == pytest.approx(shipped["decider_wins"], abs=0.01)
    # A hand's value moves with the opponent's strategy by up to about exploitability / P(hand)
    # (P(hand) is at least 1e-4): a re-solve to 0.001 agrees with the file to 0.1 point, and
    # on every decision that is not that close.
    for i, d in enumerate(solution.decisions):
        assert d.value_accept == pytest.approx(shipped["value_accept"][i], abs=0.1)
        assert d.win_accept == pytest.approx(shipped["win_accept"][i], abs=0.05)
        gap = shipped["value_accept"][i] - shipped["value_decline"]
        if abs(gap) > 0.1:
            assert (d.accept >= 0.5) == (gap > 0) == (shipped["accept"][i] >= 0.5)


@pytest.mark.parametrize("preset", ["mineiro", "paulista-fpt"])
def test_the_shipped_blind_lottery_is_exact(preset: str) -> None:
    rules = Rules.preset(preset)
    group = vira_classes(rules)[0]
    lottery = blind_value(LockedGame(rules, group.classes, "iron"))
    blind = DATA["presets"][preset]["classes"][0]["iron"]["blind"]
    assert Fraction(blind["exact_value"]) == lottery.value == 0  # nobody scores on three ties
    assert Fraction(blind["exact_mao_wins"]) == lottery.mao_wins == lottery.dealer_wins
