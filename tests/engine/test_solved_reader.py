"""``truco.solved.eleven``: the stdlib-only reader of the shipped solution maps real hands to the solved
class hands, refuses rules it does not cover, and loads from a zip import and from a plain copy."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from truco.core.cards import DECK, MANILHA_SUIT_ORDER, RANKS, Card
from truco.core.errors import RulesError, ScenarioError
from truco.core.rules import Rules
from truco.core.strength import strength_table
from truco.solved import eleven as solved
from truco.solved import shipped

PACKAGE = Path(__file__).resolve().parents[2] / "engine" / "truco"
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def class_key_by_strength(rules: Rules, vira: Card | None, cards: list[Card]) -> str:
    """The class hand computed straight from the engine's strength table: a card's class is the
    rank of its strength among the strengths of the cards left in the deck."""
    table = strength_table(rules, vira)
    strengths = sorted({s for c, s in table.items() if c != vira})
    return "".join(sorted(DIGITS[strengths.index(table[c])] for c in cards))


@pytest.mark.parametrize("preset", ["paulista", "paulista-fpt", "mineiro"])
def test_real_hands_map_to_the_class_hand_of_their_strengths(preset: str) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(preset)
    for _ in range(200):
        deck = list(DECK)
        rng.shuffle(deck)
        vira = deck[3] if rules.uses_vira else None
        cards = deck[:3]
        for decider_is_mao in (True, False):
            d = solved.eleven_decision(rules, vira, cards, decider_is_mao)
            assert d is not None
            assert d["hand_class"] == class_key_by_strength(rules, vira, cards)
            assert d["method"] == "solved" and d["exploitability"] <= 0.001
            assert d["accept"] == (d["accept_probability"] >= 0.5)
            assert 0 <= d["win_chance"] <= 1
            assert -rules.eleven_value <= d["value_accept"] <= rules.eleven_value
            assert d["value_decline"] == -rules.eleven_fold_pays


@pytest.mark.parametrize("vira", ["4h", "7c", "Ks", "3d"])
def test_a_hand_with_the_zap_maps_to_the_class_with_the_zap(vira: str) -> None:
    rules = Rules()
    v = Card.parse(vira)
    zap = Card(v.rank.next(), MANILHA_SUIT_ORDER[0])
    table = strength_table(rules, v)
    ordinary = sorted((c for c in DECK if c not in (v, zap) and table[c] < 10), key=table.get)
    weakest, others = ordinary[0], ordinary[-2:]  # two of the strongest ordinary cards
    d = solved.eleven_decision(rules, v, [zap, *others], decider_is_mao=True)
    assert d is not None and d["hand_class"][-1] == "c"  # class 12: the strongest of 13
    without = solved.eleven_decision(rules, v, [weakest, *others], decider_is_mao=True)
    assert without is not None and without["hand_class"][0] == "0"
    assert d["value_accept"] > without["value_accept"] and d["win_chance"] > without["win_chance"]


def test_every_vira_of_a_class_gives_the_same_answer_for_equivalent_hands() -> None:
    rules = Rules()
    # vira 2 (manilha 3) and vira 3 (manilha 4): the zap, the vira's rank, the weakest rank
    under_2 = solved.eleven_decision(rules, "2s", ["3c", "2h", "4s"], decider_is_mao=False)
    under_3 = solved.eleven_decision(rules, "3s", ["4c", "3h", "5s"], decider_is_mao=False)
    assert under_2 is not None and under_2 == under_3 and under_2["vira_class"] == "23"
    # suits of ordinary cards and of the vira never matter
    a = solved.eleven_decision(rules, "7d", ["3c", "Kh", "4s"], decider_is_mao=True)
    b = solved.eleven_decision(rules, "7h", ["3d", "Ks", "4c"], decider_is_mao=True)
    assert a == b


def test_each_vira_class_has_its_own_answer_and_both_deciders_differ() -> None:
    rules = Rules()
    seen = {}
    for rank in RANKS:
        vira = Card(rank, MANILHA_SUIT_ORDER[-1])
        iron = solved.iron_value(rules, vira)
        assert iron is not None
        seen[iron["vira_class"]] = iron["open"]["value"]
    assert sorted(seen) == ["23", "4", "5", "6", "7", "A", "J", "K", "Q"]
    mao = solved.eleven_decision(rules, "7d", ["3c", "Kh", "4s"], decider_is_mao=True)
    dealer = solved.eleven_decision(rules, "7d", ["3c", "Kh", "4s"], decider_is_mao=False)
    assert mao is not None and dealer is not None and mao != dealer


def test_options_that_change_the_locked_game_are_refused_others_do_not_matter() -> None:
    hand = ["3c", "Kh", "4s"]
    for changed in ({"three_ties": "dealer"}, {"eleven_value": 4}, {"eleven_fold_pays": 2},
                    {"cover_from_round": 3}, {"eleven_three_ties": "fpt"}):
        spec = {"preset": "paulista", **changed}
        assert solved.eleven_decision(spec, "7d", hand, True) is None
        assert solved.iron_value(spec, "7d") is None
        assert not solved.covers(spec)
    base = solved.eleven_decision("paulista", "7d", hand, True)
    for same in ({"ladder": [1, 3, 6, 9, 12]}, {"exposed_card": True}, {"target": 15},
                 {"eleven_at": 10}):
        assert solved.eleven_decision({"preset": "paulista", **same}, "7d", hand, True) == base
    fpt = solved.eleven_decision({"preset": "paulista-fpt", "exposed_card": False}, "7d", hand, True)
    assert fpt == solved.eleven_decision("paulista-fpt", "7d", hand, True) != base


def test_bad_input_gets_a_clear_error() -> None:
    with pytest.raises(ScenarioError, match="vira"):
        solved.eleven_decision("paulista", None, ["3c", "Kh", "4s"], True)
    with pytest.raises(ScenarioError, match="fixed manilhas"):
        solved.eleven_decision("mineiro", "7d", ["3c", "Kh", "4s"], True)
    with pytest.raises(ScenarioError, match="vira"):
        solved.eleven_decision("paulista", "7d", ["7d", "Kh", "4s"], True)
    with pytest.raises(ScenarioError, match="three"):
        solved.eleven_decision("paulista", "7d", ["3c", "Kh"], True)
    with pytest.raises(ScenarioError, match="three"):
        solved.eleven_decision("paulista", "7d", ["3c", "3c", "4s"], True)
    with pytest.raises(RulesError):
        solved.eleven_decision("truco-gaucho", "7d", ["3c", "Kh", "4s"], True)


def test_iron_value_follows_the_iron_hand_option() -> None:
    opened = solved.iron_value("paulista", "7d")
    assert opened is not None and opened["method"] == "solved"
    assert opened["value"] == opened["open"]["value"] < 0  # the dealer answers round 1 seeing it
    blind = solved.iron_value({"preset": "paulista", "iron_hand": "blind"}, "7d")
    assert blind is not None and blind["method"] == "exact-lottery"
    assert blind["value"] == blind["blind"]["value"] == opened["blind"]["value"]
    assert 0 < blind["value"] < 0.01  # three ties go to the mão
    for preset in ("paulista-fpt", "mineiro"):
        v = solved.iron_value(preset, None if preset == "mineiro" else "7d")
        assert v is not None and v["iron_hand"] == "blind" and v["value"] == 0
        assert v["open"]["value"] < 0


def test_opening_lead_names_cards_of_the_hand() -> None:
    for iron in (True, False):
        lead = solved.opening_lead("paulista", "7d", ["3c", "Kh", "4s"], iron=iron)
        assert lead is not None and set(lead) <= {"3c", "Kh", "4s", "fold"}
        assert sum(lead.values()) == pytest.approx(1.0, abs=1e-3)


def _run_reader(path_entry: str, cwd: Path) -> dict[str, object]:
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); import truco, truco.solved.eleven as s; "
            "d = s.eleven_decision('paulista', '7d', ['3c', 'Kh', '4s'], True); "
            "print(json.dumps({'file': truco.__file__, 'decision': d, "
            "'iron': s.iron_value('mineiro', None)}))")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.run([sys.executable, "-c", code, path_entry], capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    out: dict[str, object] = json.loads(proc.stdout)
    return out


def _package_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and (p.suffix in (".py", ".json") or p.name == "py.typed"))


def test_the_reader_works_from_a_zip_import(tmp_path: Path) -> None:
    archive = tmp_path / "engine.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in _package_files():
            zf.write(path, f"truco/{path.relative_to(PACKAGE).as_posix()}")
    out = _run_reader(str(archive), tmp_path)
    assert str(out["file"]).startswith(str(archive))
    assert out["decision"] == solved.eleven_decision("paulista", "7d", ["3c", "Kh", "4s"], True)
    assert out["iron"] == solved.iron_value("mineiro", None)


def test_the_reader_works_from_a_package_unpacked_in_the_working_directory(tmp_path: Path) -> None:
    for path in _package_files():  # as the browser does: the zip's files in the working directory
        target = tmp_path / "truco" / path.relative_to(PACKAGE)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    out = _run_reader("", tmp_path)
    assert Path(str(out["file"])).resolve().is_relative_to(tmp_path.resolve())
    assert out["decision"] == solved.eleven_decision("paulista", "7d", ["3c", "Kh", "4s"], True)


def test_the_reader_falls_back_to_the_file_next_to_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(_: str) -> object:
        raise ModuleNotFoundError("no resources here")

    solved.load.cache_clear()
    monkeypatch.setattr(shipped.resources, "files", broken)
    try:
        assert solved.load()["format"] == solved.FORMAT
    finally:
        solved.load.cache_clear()
