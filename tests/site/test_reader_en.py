"""What an English newcomer needs from the pages (issue 20, review en.md): checks on docs/en.

One word per concept is checked by test_terms.py against site_src/terms/en.json; here: the table
procedure on the Match page, a "To remember" box closing every rule page, the two meanings of
*mão*, Paulista and Mineiro tied to their states, the Mineiro hand of ten from 10 on, the re-raise
among the raising moments, the FAQ's list of early ends, the lab's terms in plain words, the
Options panel and the coach's H key where they are used, the reference table's values the engine
takes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from truco.core.rules import TABLE_CHOICES

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
RULE_PAGES = ("cards", "rounds", "covered", "truco", "match", "eleven", "variants")


def md(name: str, lang: str = "en") -> str:
    return (DOCS / lang / f"{name}.md").read_text(encoding="utf-8")


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def section(text: str, heading: str) -> str:
    match = re.search(rf"(?m)^#+ {re.escape(heading)}\s*$", text)
    assert match, f"no heading {heading!r}"
    rest = text[match.end():]
    end = re.search(r"(?m)^#+ ", rest)
    return rest[: end.start()] if end else rest


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", flat(text)) if s.strip()]


@pytest.mark.parametrize("name", RULE_PAGES)
def test_each_rule_page_ends_with_a_short_to_remember_box(name: str) -> None:
    text = md(name).rstrip()
    marker = '!!! tip "To remember"'
    assert text.count(marker) == 1, name
    box = text[text.index(marker) + len(marker):]
    lines = [line for line in box.splitlines() if line.strip()]
    assert all(line.startswith("    ") for line in lines), f"{name}: the box is the end of the page"
    bullets = [line for line in lines if line.lstrip().startswith("- ")]
    assert 3 <= len(bullets) <= 5 and len(lines) <= 5, (name, lines)


def test_the_match_page_gives_the_table_procedure() -> None:
    text = md("match")
    table = flat(section(text, "At the table")).lower()
    for words in ("first dealer", "by lot", "counter-clockwise", "on your right", "shuffles", "cuts",
                  "three cards", "next card of the pack", "vira"):
        assert words in table, words
    # the section comes before scoring, after the seats and the deal
    order = [text.index(h) for h in ("## Dealer, mão and pé", "## At the table", "## Winning the match")]
    assert order == sorted(order)
    # and the cheat sheet has the deal in one line
    assert "## Deal and lead" in md("cheatsheet")


@pytest.mark.parametrize("name", ["index", "glossary"])
def test_mao_is_said_to_mean_both_the_player_and_the_hand(name: str) -> None:
    text = flat(md(name))
    said = [s for s in re.split(r"\n\s*\n|\|\s*\n", md(name))
            if "mão de onze" in s and re.search(r"\bhand\b", s) and re.search(r"(leads|player)", s)]
    assert said, f"{name}: no passage gives both meanings of mão"
    assert "means" in flat(said[0]) or "meaning" in flat(said[0])
    assert text


@pytest.mark.parametrize("name", ["index", "variants"])
def test_paulista_and_mineiro_are_tied_to_their_states(name: str) -> None:
    text = sentences(md(name))
    assert any("Paulista" in s and "São Paulo" in s for s in text), name
    assert any("Mineiro" in s and "Minas Gerais" in s for s in text), name


@pytest.mark.parametrize("name", ["eleven", "faq", "cheatsheet", "glossary", "variants", "match"])
def test_the_mineiro_hand_of_ten_is_from_ten_on(name: str) -> None:
    text = flat(md(name))
    assert "10×10" not in text
    assert re.search(r"10 (points )?or more|from \*?\*?10 points on|both on 10 or more", text), name


def test_the_raising_moments_include_the_re_raise() -> None:
    raising = flat(section(md("truco"), "Raising"))
    assert "answer to a raise" in raising and "raising again" in raising
    sheet = flat(section(md("cheatsheet"), "Truco"))
    assert "raising again" in sheet


def test_the_faq_lists_every_early_end() -> None:
    ends = flat(section(md("faq"), "When does a hand end early?"))
    for words in ("two rounds", "tied", "folds a raise", "re-raise", "surrenders", "declines",
                  "exposed card"):
        assert words in ends, words


@pytest.mark.parametrize(("term", "gloss"), [
    ("CFR+", r"CFR\+ is a method that"),
    ("exploitability", r"its \*\*exploitability\*\*: the most"),
    ("seed", r"A seed is the number"),
    ("Wilson interval", r"Wilson interval: the range"),
])
def test_the_lab_says_each_term_in_one_plain_sentence(term: str, gloss: str) -> None:
    text = flat(md("lab"))
    assert term in text
    assert re.search(gloss, text), term


def test_the_lab_says_options_do_not_change_its_charts() -> None:
    intro = flat(md("lab").split("\n## ")[0])
    assert "**Options**" in intro and "do not change these charts" in intro


@pytest.mark.parametrize("lang", ["es", "pt", "en"])
def test_play_and_analysis_explain_the_h_key_and_the_options_panel(lang: str) -> None:
    play, analysis = md("play", lang), md("analysis", lang)
    assert re.search(r"(?m)^\| `H` \|", play), lang
    options = {"es": "**Opciones**", "pt": "**Opções**", "en": "**Options**"}[lang]
    for text in (play, analysis):
        assert options in text, lang
        assert "`H`" in text, lang


def test_the_options_panel_is_explained_on_home_and_variants() -> None:
    assert "**Options**" in md("index")
    assert "## Your table's own rules: the Options panel" in md("variants")


def test_the_reference_table_lists_the_values_the_engine_and_the_panel_take() -> None:
    row = next(line for line in md("variants").splitlines() if line.startswith("| `cover_from_round`"))
    values = [int(v) for v in re.findall(r"`(\d+)`", row)]
    panel = json.loads((ROOT / "site_src" / "i18n" / "strings.json").read_text(encoding="utf-8"))
    prefix = "options.value.cover_from_round."
    offered = sorted(int(k.rsplit(".", 1)[1]) for k in panel if k.startswith(prefix))
    assert values == offered == sorted(TABLE_CHOICES["cover_from_round"])


def test_the_ranking_table_names_its_vira() -> None:
    intro = flat(section(md("cards"), "The full ranking for one vira"))
    assert "for a given vira" not in intro
    assert "`7d` (7♦)" in intro
    tables = json.loads((ROOT / "site_src" / "i18n" / "tables.json").read_text(encoding="utf-8"))
    assert "out of play" not in tables["tables.ranking.vira_out"]["en"]
