"""The lab page's charts (site_src/hooks/lab.py): one block per rule preset, each chart's numbers the
engine's (exact odds, the shipped solution) or the data files' (the rounds under the solution, the
bots' ladder), those files consistent with the solution and with the arena they say they ran, the
build-only strings complete, and a data file that does not match fails the build."""

from __future__ import annotations

import html
import json
import re
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "site_src" / "hooks"))

import charts  # noqa: E402
import lab  # noqa: E402
import lab_match  # noqa: E402, F401  (registers the match equity charts)
import tables  # noqa: E402
from mkdocs.exceptions import PluginError  # noqa: E402

import i18n  # noqa: E402
from truco.coach.equity import eleven_break_even, equity  # noqa: E402
from truco.core import odds  # noqa: E402
from truco.core.rules import Rules  # noqa: E402
from truco.play.arena import run_arena, wilson  # noqa: E402
from truco.solved import eleven as solved  # noqa: E402
from truco.solved import ladder as ladder_solution  # noqa: E402

LANGUAGES = ("es", "pt", "en")
PRESETS = tables.PRESETS
CHARTS = {"lab_manilhas": {}, "lab_stronger": {}, "lab_eleven_grid": {"decider": "mao"},
          "lab_eleven_value": {}, "lab_iron": {}, "lab_ties": {}, "lab_ladder_value": {},
          "lab_ladder_truco": {}, "lab_ladder_answer": {}, "lab_match": {}, "lab_match_eleven": {},
          "lab_arena": {"players": 2}}


def blocks(markup: str) -> dict[str, str]:
    """The chart's block for each preset."""
    block = r'<div class="truco-preset-block" data-preset="([\w-]+)">\n(.*?)\n</div>(?=\n<div|$)'
    found = dict(re.findall(block, markup, re.S))
    assert sorted(found) == sorted(PRESETS)
    return found


def table_cells(markup: str) -> list[list[str]]:
    """The data table's rows (header cell first), as text."""
    body = markup[markup.index("<tbody>"):markup.index("</tbody>")]
    return [[html.unescape(c) for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", body)]


def test_the_lab_page_calls_the_same_charts_in_every_language() -> None:
    pages = {lang: (ROOT / "docs" / lang / "lab.md").read_text("utf-8") for lang in LANGUAGES}
    calls = {lang: re.findall(r"\{\{ table\((.*?)\) \}\}", text) for lang, text in pages.items()}
    assert calls["es"] == calls["pt"] == calls["en"]
    assert {re.match(r'"(\w+)"', c).group(1) for c in calls["en"]} == set(CHARTS)  # type: ignore[union-attr]


@pytest.mark.parametrize("name", CHARTS)
def test_every_chart_has_a_block_per_preset_a_caption_an_alt_text_and_a_data_table(name: str) -> None:
    for lang in LANGUAGES:
        markup = tables.render_table(name, lang, **CHARTS[name])
        assert "\n\n" not in markup  # one raw HTML block for Markdown
        for preset, block in blocks(markup).items():
            if name.startswith("lab_ladder") and ladder_solution.preset_summary(
                    Rules.preset(preset)) is None:  # the hand with the ladder not solved here
                assert "truco-chart" not in block
                assert ("truco-lab-missing" in block) == (name == "lab_ladder_value")
                continue
            assert block.count('<figure class="truco-chart') == 1, (lang, preset)
            assert '<figcaption class="truco-chart__caption">' in block
            if "truco-chart--heat" not in block:  # a shaded table is its own data table
                alt = re.search(r'role="img" aria-label="([^"]+)"', block)
                assert alt and len(html.unescape(alt.group(1))) > 40, (name, lang, preset)
                assert "<details" in block and "<table>" in block
            assert not re.search(r"\{\w+\}", html.unescape(block)), (name, lang, preset)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_manilha_chart_shows_the_exact_odds_of_each_preset(lang: str) -> None:
    for preset, block in blocks(tables.render_table("lab_manilhas", lang)).items():
        rules = Rules.preset(preset)
        hand, pair = odds.manilha_counts(rules, cards=3), odds.manilha_counts(rules, cards=6)
        rows = table_cells(block)
        assert [r[1] for r in rows[:4]] == [lab.percent(p, lang) for p in hand]
        assert [r[2] for r in rows] == [lab.percent(p, lang) for p in pair]


def test_the_stronger_card_chart_is_the_exact_odds_by_best_card() -> None:
    for preset, block in blocks(tables.render_table("lab_stronger", "en")).items():
        rows = table_cells(block)
        expected = odds.stronger_by_best(Rules.preset(preset))
        assert len(rows) == len(expected) == 14
        for row, entry in zip(rows, expected, strict=True):
            assert row[1:] == [lab.percent(entry["share"], "en"), lab.percent(entry["stronger"][2], "en"),
                               lab.percent(entry["stronger"][4], "en")]
    mineiro = table_cells(blocks(tables.render_table("lab_stronger", "en"))["mineiro"])
    assert mineiro[0][0] == "Zap 4♣" and mineiro[3][0] == "Pica-fumo 7♦"


@pytest.mark.parametrize("decider", ["mao", "dealer"])
def test_the_hand_of_eleven_grid_is_the_solutions_share_of_hands_played(decider: str) -> None:
    markup = tables.render_table("lab_eleven_grid", "en", decider=decider)
    for preset, block in blocks(markup).items():
        grid = solved.eleven_by_best_cards(preset, decider_is_mao=decider == "mao")
        assert grid is not None
        shaded = [float(x) for x in re.findall(r'style="--share:([\d.]+)"', block)]
        assert len(shaded) == len(grid)
        assert sorted(shaded) == sorted(round(p, 3) for p, _ in grid.values())
        at = str(Rules.preset(preset).eleven_at)
        assert f"has {at}." in block
    with pytest.raises(PluginError, match="decider"):
        tables.render_table("lab_eleven_grid", "en", decider="nobody")


def test_the_value_of_being_at_eleven_is_the_solutions_average_over_the_viras() -> None:
    for preset, block in blocks(tables.render_table("lab_eleven_value", "en")).items():
        classes = solved.class_summaries(preset)
        assert classes is not None
        for side, text in (("mao", "The mão has"), ("dealer", "The dealer has")):
            value = sum(c["chance"] * c[side]["value"] for c in classes)  # type: ignore[literal-required]
            assert f">{lab.signed(value, 'en')}<" in block and text in block
        rows = table_cells(block)
        assert len(rows) == len(classes) + (1 if len(classes) > 1 else 0)
        rules = Rules.preset(preset)
        assert f"−{rules.eleven_fold_pays}, what declining" in block  # the line: declining every hand


def test_the_iron_chart_and_the_ties_chart_are_the_solutions_and_the_lotterys() -> None:
    iron = blocks(tables.render_table("lab_iron", "en"))
    ties = blocks(tables.render_table("lab_ties", "en"))
    rounds = lab.rounds_data()
    for preset in PRESETS:
        classes = solved.class_summaries(preset)
        assert classes is not None
        mao = sum(c["chance"] * c["iron"]["mao_wins"] for c in classes)
        assert lab.percent(mao, "en") in iron[preset]
        blind = Fraction(rounds[preset]["classes"][0]["blind"]["wins"]["mao"]["exact"])
        assert float(blind) == pytest.approx(classes[0]["blind"]["mao_wins"], abs=1e-6)
        rows = table_cells(ties[preset])
        data = rounds[preset]["classes"]
        solved_tie = sum(c["chance"] * d["open"]["tied"][0] for c, d in zip(classes, data, strict=True))
        assert rows[0][1:] == [lab.percent(solved_tie, "en"),
                               lab.percent(Fraction(data[0]["blind"]["tied"][0]["exact"]), "en")]


# --- the data files ------------------------------------------------------------------------------


def test_the_rounds_file_is_the_shipped_solutions_and_adds_up() -> None:
    data = lab.rounds_data()
    shipped = solved.load()["presets"]
    for preset in PRESETS:
        for mine, entry in zip(data[preset]["classes"], shipped[preset]["classes"], strict=True):
            assert mine["viras"] == entry["viras"]
            o, iron = mine["open"], entry["iron"]
            assert (o["value"], o["iterations"]) == (iron["value"], iron["iterations"])
            assert o["exploitability"] == pytest.approx(iron["exploitability"], abs=1e-6)
            assert o["wins"]["mao"] == pytest.approx(iron["mao_wins"], abs=1e-4)
            assert sum(o["wins"].values()) == pytest.approx(1, abs=1e-5)
            assert sum(o["rounds"].values()) == pytest.approx(1, abs=1e-5)
            assert sum(o["endings"].values()) == pytest.approx(1, abs=1e-5)
            assert all(0 <= t <= p + 1e-9 for t, p in zip(o["tied"], o["played"], strict=True))
            assert o["played"][0] >= o["played"][1] >= o["played"][2]
            b = mine["blind"]
            assert Fraction(b["wins"]["mao"]["exact"]) == Fraction(iron["blind"]["exact_mao_wins"])
            assert sum(Fraction(w["exact"]) for w in b["wins"].values()) == 1
            assert all(abs(float(Fraction(w["exact"])) - w["p"]) < 1e-6 for w in b["tied"] + b["played"])


def test_the_arena_file_holds_every_match_up_of_every_preset_with_its_interval() -> None:
    data = lab.arena_data()
    assert isinstance(data["seed"], int) and re.fullmatch(r"\d{4}-\d\d-\d\d", data["made"])
    for preset in PRESETS:
        for players in (2, 4):
            for a, b in lab.matchups():
                r = data["results"][f"{preset}/{players}/{a}-{b}"]
                assert (r["a"], r["b"], r["players"], r["rules"], r["seed"]) == (a, b, players, preset,
                                                                                  data["seed"])
                assert sum(r["wins"]) == r["matches"] >= 100
                assert r["win_rate"] == r["wins"][0] / r["matches"]
                assert r["ci95"] == [round(x, 4) for x in wilson(r["wins"][0], r["matches"])]


def test_the_arena_file_is_what_the_arena_plays_now() -> None:
    """The quickest match-up, played again: the same wins (re-run scripts/offline/arena_ladder.py when the
    bots change)."""
    data = lab.arena_data()
    r = data["results"]["paulista/2/heuristic-random"]
    again = run_arena("heuristic", "random", matches=r["matches"], seed=data["seed"], players=2,
                      rules="paulista")
    assert again["wins"] == r["wins"] and again["hands"] == r["hands"]


def test_a_data_file_that_does_not_match_the_solution_fails_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data: dict[str, Any] = json.loads(lab.ROUNDS_FILE.read_text(encoding="utf-8"))
    data["presets"]["mineiro"]["classes"][0]["open"]["value"] += 0.01
    bad = tmp_path / "rounds.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(lab, "ROUNDS_FILE", bad)
    lab.rounds_data.cache_clear()
    try:
        with pytest.raises(PluginError, match="does not match the shipped solution"):
            lab.rounds_data()
        monkeypatch.setattr(lab, "ROUNDS_FILE", tmp_path / "missing.json")
        lab.rounds_data.cache_clear()
        with pytest.raises(PluginError, match=r"solve_rounds\.py"):
            lab.rounds_data()
        monkeypatch.setattr(lab, "ARENA_FILE", tmp_path / "missing.json")
        lab.arena_data.cache_clear()
        with pytest.raises(PluginError, match=r"arena_ladder\.py"):
            tables.render_table("lab_arena", "en", players=2)
    finally:
        lab.rounds_data.cache_clear()
        lab.arena_data.cache_clear()


# --- strings and drawing -------------------------------------------------------------------------


def test_the_build_only_strings_are_complete_and_stay_out_of_the_pages() -> None:
    build = i18n.load_strings(i18n.BUILD_STRINGS_DIR, shell=False)
    assert build and all(key.startswith("lab.") for key in build)
    assert not set(build) & set(i18n.load_strings())  # the page data carries load_strings() only
    fixed = re.compile(r"\b(1[0-2])\b|\b(en once|com onze|at eleven|está en once|con once)\b", re.I)
    found = [(k, lang) for k, texts in build.items() for lang, text in texts.items() if fixed.search(text)]
    assert found == []


def test_numbers_read_in_each_language() -> None:
    assert lab.percent(Fraction(1, 3), "es") == "33,3\u00a0%" and lab.percent(0.0004, "en") == "0.04%"
    assert lab.percent(0.00001, "pt") == "<0,01%"
    assert lab.signed(-0.3241, "en") == "−0.32" and lab.signed(0.113, "pt") == "+0,11"
    assert lab.signed(0.001, "en") == "0.00"


def test_charts_draw_bars_whiskers_and_shaded_cells_from_their_values() -> None:
    scale = charts.Scale(-1, 1, [(-1, "-1"), (0, "0"), (1, "1")], reference=-1)
    out = charts.bar_chart("t", caption="c", alt="a", series=[charts.Series("a", "A")],
                           rows=[charts.Row("neg", [charts.Bar(-0.5, "-0.5")]),
                                 charts.Row("ci", [charts.Bar(0.5, "0.5", 0.25, 0.75)])],
                           scale=scale, table="<table></table>", data_label="Data")
    assert 'style="left:25.0%;width:25.0%"' in out  # from -0.5 to 0
    assert 'truco-chart__whisker truco-chart__whisker--a" style="left:62.5%;width:25.0%"' in out
    assert 'truco-chart__dot truco-chart__dot--a" style="left:75.0%"' in out
    assert 'class="truco-chart__ref" style="left:0.0%"' in out and "truco-chart--interval" in out
    heat = charts.heat_table("h", caption="c", corner="x", columns=["a"],
                             rows=[("row", "r", [(0.5, "50"), None])], sentence="s", legend="l")
    assert 'style="--share:0.5">50</td>' in heat and "truco-heat__cell--none" in heat
    assert "<script" not in charts.data_table("<script>", ["<b>"], [["<i>", "x"]])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_match_tables_are_the_engines(lang: str) -> None:
    """Every cell of the match equity chart is the engine's chance from that score (heads-up), and
    of the hand-of-eleven chart the engine's break-even; each caption says where the table comes
    from (paulista-fpt's normal hand is not solved: partly)."""
    t = i18n.translator(lang)
    match = blocks(tables.render_table("lab_match", lang))
    eleven = blocks(tables.render_table("lab_match_eleven", lang))
    for preset in PRESETS:
        rules = Rules.preset(preset)
        table = equity(rules, 2)
        rows = table_cells(match[preset])
        assert len(rows) == rules.target
        for mine, row in enumerate(rows):
            assert row[1:] == [lab.number(100 * table.before(mine, theirs), lang, 0)
                               for theirs in range(rules.target)]
        lines = table_cells(eleven[preset])
        for row, mao in zip(lines, (True, False), strict=True):
            assert row[1:] == [lab.number(100 * eleven_break_even(rules, p, decider_is_mao=mao), lang, 0)
                               for p in range(rules.eleven_at)]
        source = t(f"lab.match.source-{table.source.replace(' ', '-')}")
        assert html.unescape(source) in html.unescape(match[preset])
        assert table.source == ("partly solved" if preset == "paulista-fpt" else "solved")
