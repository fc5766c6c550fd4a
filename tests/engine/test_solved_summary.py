"""What the lab page charts of the shipped solution (RULES.md 5) is the solution's: the summaries
of every vira class, and the hands of eleven played by their best two cards, recomputed here from
the reader's per-hand answers."""

from __future__ import annotations

from itertools import combinations

import pytest

from truco.core import odds
from truco.core.cards import DECK
from truco.core.rules import Rules
from truco.core.strength import strength_table
from truco.solved import eleven as solved

PRESETS = ("paulista", "paulista-fpt", "mineiro")
DATA = solved.load()


@pytest.mark.parametrize("preset", PRESETS)
def test_class_summaries_are_the_files_numbers_with_each_viras_chance(preset: str) -> None:
    summaries = solved.class_summaries(preset)
    assert summaries is not None
    entries = DATA["presets"][preset]["classes"]
    assert sum(c["chance"] for c in summaries) == pytest.approx(1)
    for summary, entry in zip(summaries, entries, strict=True):
        assert summary["viras"] == entry["viras"]
        assert summary["chance"] == (len(entry["viras"]) / 10 if entry["viras"] else 1)
        for side in ("mao", "dealer"):
            shipped = entry["eleven"][side]
            assert summary[side] == {
                "value": shipped["value"], "wins": shipped["decider_wins"], "accepts": shipped["accepts"],
                "exploitability": shipped["exploitability"], "iterations": shipped["iterations"]}
        iron = entry["iron"]
        assert summary["iron"]["value"] == iron["value"] and summary["iron"]["mao_wins"] == iron["mao_wins"]
        assert summary["iron"]["dealer_wins"] == iron["dealer_wins"]
        assert summary["blind"] == {"value": iron["blind"]["value"], "mao_wins": iron["blind"]["mao_wins"]}
    assert solved.class_summaries({"preset": "paulista", "three_ties": "dealer"}) is None


def test_the_hands_played_by_best_cards_are_the_readers_answers_for_every_hand() -> None:
    rules = Rules.preset("mineiro")  # one deck (no vira): every hand is read through the public reader
    table = strength_table(rules, None)
    for decider_is_mao in (True, False):
        grid = solved.eleven_by_best_cards(rules, decider_is_mao=decider_is_mao)
        assert grid is not None
        expected: dict[tuple[str, str], list[float]] = {}
        for hand in combinations(DECK, 3):
            d = solved.eleven_decision(rules, None, hand, decider_is_mao=decider_is_mao)
            assert d is not None
            best, second = sorted(hand, key=table.__getitem__, reverse=True)[:2]
            named = (odds.best_name(best, table), odds.best_name(second, table))
            cell = expected.setdefault(named, [0.0, 0.0])
            cell[0] += d["accept_probability"]
            cell[1] += 1
        assert set(grid) == set(expected)
        for cell, (share, deals) in grid.items():
            assert deals == expected[cell][1]
            assert share == pytest.approx(expected[cell][0] / deals, abs=1e-12)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_share_of_hands_played_is_the_files_over_every_vira(preset: str) -> None:
    summaries = solved.class_summaries(preset)
    assert summaries is not None
    for side in ("mao", "dealer"):
        grid = solved.eleven_by_best_cards(preset, decider_is_mao=side == "mao")
        assert grid is not None
        deals = sum(n for _, n in grid.values())
        viras = 10 if Rules.preset(preset).uses_vira else 1
        assert deals == viras * len(list(combinations(range(39 if viras > 1 else 40), 3)))
        share = sum(p * n for p, n in grid.values()) / deals
        shipped = sum(c["chance"] * c[side]["accepts"] for c in summaries)
        assert share == pytest.approx(shipped, abs=2e-3)  # the file's per-hand answers have 3 decimals
        # two manilhas are always played; the weakest hands never are
        assert grid[("c", "h")][0] == 1.0 and grid[("5", "4")][0] == 0.0
