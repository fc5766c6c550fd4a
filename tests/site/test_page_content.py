"""What the pages say: RULES.md in three languages, one name per concept, links that open.

Most checks read the Markdown in ``docs/``; the last ones read the site built once for this module
(without the Pyodide snapshot, which these checks do not need).
"""

from __future__ import annotations

import html
import re
from fractions import Fraction
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import built_page

from truco.core.rules import OPTION_NAMES, PRESETS, Rules
from truco.notation.scenario import Scenario
from truco.teach.tables import ladder_table

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
#: The source texts (next to the main checkout, or two levels up from a worktree); absent in CI.
SEEDS = next((p for p in (ROOT.parent / "shared" / "seeds", ROOT.parent.parent / "shared" / "seeds")
              if p.is_dir()), ROOT / "no-seeds")
LANGUAGES = ("es", "pt", "en")
NEW_PAGES = ("strategy", "faq", "argentino", "signals", "cheatsheet")
PAGES = tuple(sorted(p.stem for p in (DOCS / "es").glob("*.md")))
ALL = [(lang, name) for lang in LANGUAGES for name in PAGES]
#: The option identifiers of the engine and the words for a rule preset: only the variants page's
#: reference section (the last section of variants.md) may show them.
IDENTIFIERS = (*OPTION_NAMES, "paulista", "paulista-fpt", "mineiro", "mao", "nobody", "dealer",
               "open", "blind")
REFERENCE_HEADING = {"es": "## Nombres para enlaces", "pt": "## Nomes para links",
                     "en": "## Names used in links"}


def md(lang: str, name: str) -> str:
    return (DOCS / lang / f"{name}.md").read_text(encoding="utf-8")


def prose(text: str) -> str:
    """The text a reader reads: without HTML comments, tags, Jinja calls and link targets."""
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    text = re.sub(r"\{\{.*?\}\}", " ", text)
    text = re.sub(r"<[^>]+>", " ", text)
    return re.sub(r"\]\([^)]*\)", "]", text)


def paragraphs(text: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", text) if p.strip()]


def sentences(text: str) -> list[str]:
    flat = re.sub(r"\s+", " ", prose(text))
    return [s for s in re.split(r"(?<=[.!?:;])\s+", flat) if s.strip()]


def section(text: str, heading_pattern: str) -> str:
    """The Markdown from the first heading matching ``heading_pattern`` to the next heading."""
    match = re.search(rf"(?im)^#+ .*{heading_pattern}.*$", text)
    assert match, f"no heading matching {heading_pattern!r}"
    rest = text[match.end():]
    end = re.search(r"(?m)^#+ ", rest)
    return rest[: end.start()] if end else rest


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in ``text``, as lists of cells."""
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not re.match(r"^\|[-| :]+\|$", line):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows


# --- the page set ---------------------------------------------------------------------------------


def test_every_language_has_the_same_pages() -> None:
    for lang in LANGUAGES:
        assert sorted(p.stem for p in (DOCS / lang).glob("*.md")) == list(PAGES), lang
    assert set(NEW_PAGES) <= set(PAGES)


def test_new_pages_are_in_the_nav_with_spanish_and_portuguese_titles() -> None:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = re.search(r"(?m)^nav:\n((?:  .*\n)+)", config)
    assert nav
    pages = dict(re.findall(r"(?m)^ +- (.+): (\w+)\.md$", nav.group(1)))
    # one Puzzles entry (the puzzle and the gallery on one page); the old puzzle/ address only
    # forwards there, outside the nav
    assert sorted(pages.values()) == sorted(set(PAGES) - {"puzzle"})
    sections = re.findall(r"(?m)^ +- (.+):$", nav.group(1))
    assert sections == ["Learn", "Play and train", "Teach", "Reference"]
    # the course first (its lessons in the course's order: truco before covering, then the lessons
    # of play), then the rule pages in the order a hand is played
    learn = re.search(r"(?m)^  - Learn:\n((?:      .*\n)+)", nav.group(1))
    assert learn and re.findall(r"(\w+)\.md", learn.group(1)) == [
        "course", "lesson", "lesson2", "lesson4", "lesson3", "lesson5", "lesson6",
        "lesson7", "lesson8", "lesson9", "lesson10",
        "cards", "rounds", "covered", "truco", "match", "eleven", "variants"]
    entries = {**pages, **dict.fromkeys(sections, "")}
    for lang in ("es", "pt"):
        pattern = rf"(?ms)- locale: {lang}\n.*?nav_translations:\n((?:            [^\n]*\n)+)"
        block = re.search(pattern, config)
        assert block, lang
        translated = dict(re.findall(r"            (.+): (.+)", block.group(1)))
        assert sorted(translated) == sorted(entries), f"nav_translations for {lang}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_home_puts_the_course_play_and_puzzles_first(lang: str) -> None:
    """The first links of the home page are its three doors: the course, Play, Puzzles."""
    first = re.findall(r"\]\((\w+)\.md\)", md(lang, "index"))[:3]
    assert first == ["course", "play", "puzzles"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_home_reading_table_links_every_page(lang: str) -> None:
    table = section(md(lang, "index"), r"(Sigue leyendo|Por onde seguir|Where to go next)")
    linked = set(re.findall(r"\]\((\w+)\.md\)", table))
    # puzzle/: the old address of the puzzles; the course's lessons after the first are reached
    # from the course page and from each lesson's "next lesson"
    assert linked >= set(PAGES) - {"index", "puzzle", "lesson2", "lesson3", "lesson4", "lesson5", "lesson6",
                                   "lesson7", "lesson8", "lesson9", "lesson10"}
    assert linked <= set(PAGES)


# --- defects of issue 10 --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_home_page_calls_truco_on_your_turn_only(lang: str) -> None:
    text = prose(md(lang, "index"))
    assert not re.search(r"cualquier momento|qualquer momento|any moment|any time", text, re.I)
    intro = paragraphs(text)[1]
    turn = {"es": r"le toca, antes de tirar su carta", "pt": r"na vez, antes de jogar a sua carta",
            "en": r"whose turn it is may, before playing a card"}[lang]
    assert re.search(turn, re.sub(r"\s+", " ", intro)), intro


@pytest.mark.parametrize(("lang", "name"), ALL)
def test_the_federation_rules_are_attributed_not_asserted(lang: str, name: str) -> None:
    for paragraph in paragraphs(prose(md(lang, name))):
        for row in paragraph.split("\n|"):
            if "Federação Paulista de Truco" in row:
                assert re.search(r"atribu|attributed", row), f"{lang}/{name}: {row.strip()[:120]}"


@pytest.mark.parametrize(("lang", "name"), ALL)
def test_the_open_iron_hand_is_not_played_face_up(lang: str, name: str) -> None:
    text = re.sub(r"\s+", " ", prose(md(lang, name)))
    assert not re.search(r"cartas vistas|cartas a la vista|cartas abertas|open cards", text, re.I)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_open_iron_hand_means_each_player_sees_their_own_cards(lang: str) -> None:
    own = {"es": "sus propias cartas", "pt": "próprias cartas", "en": "their own cards"}[lang]
    for name in ("eleven", "variants", "faq"):
        assert own in re.sub(r"\s+", " ", prose(md(lang, name))), f"{lang}/{name}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_exposed_card_counts_only_face_up_cards(lang: str) -> None:
    face_up, covered = {"es": ("boca arriba", "tapadas"), "pt": ("virada para cima", "cobertas"),
                        "en": ("face up", "covered")}[lang]
    for name in ("eleven", "faq"):
        text = re.sub(r"\s+", " ", section(md(lang, name), r"(expuesta|exposta|exposed)"))
        assert face_up in text and covered in text, f"{lang}/{name}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rounds_page_keeps_only_the_engine_tie_table(lang: str) -> None:
    text = md(lang, "rounds")
    assert text.count('{{ table("ties") }}') == 1
    # no hand-written sequence table (rows such as "| G P E |", "| W L T |") and no letter legend
    assert not re.search(r"(?m)^\|\s*([A-Z]\s+){1,2}[A-Z]\s*(/|\|)", text)
    assert not re.search(r"\b[A-Z] = ", text)
    assert not re.search(r"\bG por P\b|\bV por D\b|W and L swapped", text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_iron_hand_does_not_always_end_the_match(lang: str) -> None:
    text = re.sub(r"\s+", " ", prose(md(lang, "match")))
    assert not re.search(r"se define con la|se decide na mão de ferro|match ends with the", text)
    another = {"es": "otra mano de hierro", "pt": "outra mão de ferro", "en": "another mão de ferro"}[lang]
    assert another in text


def glossary_rows(lang: str) -> list[list[str]]:
    rows = table_rows(md(lang, "glossary"))
    header = ["Español", "Português", "English"]
    assert rows[0][:3] == header
    body = [r for r in rows if r[:3] != header]
    assert all(len(r) == 4 and all(r) for r in body), [r for r in body if len(r) != 4]
    return body


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_is_three_columns_of_terms_and_a_definition(lang: str) -> None:
    rows = glossary_rows(lang)
    assert len(rows) >= 50
    # the same terms, in the same order, on every language's page
    assert [r[:3] for r in rows] == [r[:3] for r in glossary_rows("es")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_keeps_folding_and_surrendering_apart(lang: str) -> None:
    rows = glossary_rows(lang)
    fold = [r for r in rows if "no querer" in r[0]]
    surrender = [r for r in rows if "irse al mazo" in r[0]]
    assert len(fold) == 1 and len(surrender) == 1
    assert "mazo" not in fold[0][0] and "baralho" not in fold[0][1] and fold[0][2] == "fold"
    assert surrender[0][2] == "surrender" and "ir ao baralho" in surrender[0][1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_has_the_words_each_language_asked_for(lang: str) -> None:
    rows = glossary_rows(lang)
    es, pt, en = (" | ".join(r[i] for r in rows) for i in range(3))
    for word in ("empardar", "retrucar", "señas", "la primera", "el pie", "el mano"):
        assert word in es, word
    for word in ("copeta", "melar", "empachar", "desce", "cai", "time", "ir ao baralho"):
        assert word in pt, word
    for word in ("round (trick)", "seis", "nove", "doze", "fold", "surrender", "accept"):
        assert word in en, word
    pie = next(r for r in rows if r[0] == "el pie")
    assert re.search(r"repartió|deu as cartas|dealer", pie[3])


def test_spanish_uses_one_name_per_concept() -> None:
    for name in PAGES:
        if name == "glossary":
            continue
        text = md("es", name)
        for sentence in sentences(text):
            if re.search(r"\bmão\b|\bpé\b", sentence):
                assert re.search(r"Brasil|portugués", sentence), f"es/{name}: {sentence}"
        flat = re.sub(r"\s+", " ", prose(text))
        assert not re.search(r"\b(la|el|de la|del) mão\b", flat), name
        assert "cangou" not in flat or "portugués" in flat, name
        assert not re.search(r"habitual del club|la ofrece", flat), name


def test_spanish_explains_the_pie_and_the_french_copas_and_espadas() -> None:
    match = re.sub(r"\s+", " ", prose(md("es", "match")))
    assert "el pie" in match and "equipo del pie" in match
    cards = re.sub(r"\s+", " ", prose(md("es", "cards")))
    assert "baraja española" in cards and "corazones ♥" in cards and "picas ♠" in cards


def test_portuguese_says_time_for_a_team() -> None:
    for name in PAGES:
        if name == "glossary":
            continue
        flat = re.sub(r"\s+", " ", prose(md("pt", name)))
        assert not re.search(r"\bdupla (\d|do|da|de)\b", flat, re.I), name


def test_english_names_the_calls_in_portuguese_and_fixes_its_wording() -> None:
    for name in PAGES:
        flat = re.sub(r"\s+", " ", prose(md("en", name)))
        assert not re.search(r"\b(Six|Nine|Twelve|Ten)!", flat), name
        assert not re.search(r"strongest strength|the other 5s|the French deck", flat), name
        assert not re.search(r"\bcall(s|ed|ing)? (a|the) (raise|truco|seis)\b.*\baccept", flat), name
    truco = re.sub(r"\s+", " ", prose(md("en", "truco")))
    for call in ("**truco**", "**seis**", "**nove**", "**doze**", "**dez**"):
        assert call in md("en", "truco").replace("\n", " "), call
    assert "proper names" in truco
    assert "call a *trick*" in re.sub(r"\s+", " ", md("en", "rounds"))


@pytest.mark.parametrize(("lang", "name"), ALL)
def test_identifiers_and_the_word_preset_stay_out_of_learner_prose(lang: str, name: str) -> None:
    text = md(lang, name)
    if name == "variants":
        text = text[: text.index(REFERENCE_HEADING[lang])]
    text = prose(text)
    assert not re.search(r"\bpresets?\b", text, re.I), f"{lang}/{name}"
    for ident in IDENTIFIERS:
        assert f"`{ident}`" not in text, f"{lang}/{name}: `{ident}`"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_variants_reference_lists_every_option_the_engine_has(lang: str) -> None:
    text = md(lang, "variants")
    reference = text[text.index(REFERENCE_HEADING[lang]):]
    listed = {r[0].strip("`") for r in table_rows(reference)[1:]}
    assert listed == {"preset", *OPTION_NAMES}


@pytest.mark.parametrize(("lang", "name"), ALL)
def test_no_page_promises_a_control_that_does_not_exist(lang: str, name: str) -> None:
    flat = re.sub(r"\s+", " ", prose(md(lang, name)))
    promises = (r"puedes activarla", r"tus propias reglas", r"Monte as suas regras", r"your own rules",
                r"Dá para ligar", r"switch it on", r"el sitio la ofrece", r"o site oferece isso",
                r"the site offers this", r"se puede cambiar por separado", r"pode ser trocada",
                r"can be overridden")
    for phrase in promises:
        assert not re.search(phrase, flat, re.I), f"{lang}/{name}: {phrase}"


# --- links into the widgets ------------------------------------------------------------------------


def widget_links(lang: str) -> list[tuple[str, dict[str, str]]]:
    """(target page, query parameters) of every link with a query string in a language's pages."""
    links = []
    for name in PAGES:
        for target in re.findall(r"\]\((\w+\.md\?[^)#\s]+)\)", md(lang, name)):
            parts = urlsplit(target)
            query = {k: v[0] for k, v in parse_qs(parts.query, keep_blank_values=True).items()}
            links.append((parts.path[:-3], query))
    return links


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_widget_link_opens_in_the_engine(lang: str) -> None:
    links = widget_links(lang)
    assert len(links) >= 8
    for page, query in links:
        assert page in PAGES, page
        target = md(lang, page)
        if "preset" in query:
            assert query["preset"] in PRESETS
        widgets = {key.split(".")[0] for key in query if "." in key}
        for widget in widgets:
            assert f'data-widget="{widget}"' in target, f"{page} has no {widget} widget"
        for key, value in query.items():
            if key.endswith(".s"):
                hand = Scenario.from_code(value).play()  # raises on a bad code or action
                assert not hand.finished, f"{value}: the linked position is already over"
            if key == "card-duel.cards":
                assert len(value.split("-")) in (2, 4)
            if key == "tie-explorer.o":
                assert set(value.split("-")) <= {"M", "O", "T"}


ANALYSIS_LINK = r"\]\(analysis\.md\?s=([^)&#\s]+)\)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_strategy_examples_open_in_analysis_at_a_decision(lang: str) -> None:
    """Every example links to its position on the analysis page (``?s=CODE``), a decision to make."""
    text = md(lang, "strategy")
    codes = re.findall(ANALYSIS_LINK, text)
    assert len(codes) == text.count("!!! example") >= 7
    assert "analysis-link" not in text
    for code in codes:
        assert not Scenario.from_code(code).play().finished
    assert codes == re.findall(ANALYSIS_LINK, md("es", "strategy"))


def test_strategy_positions_are_the_ones_the_text_describes() -> None:
    by_rule = {}
    for code in re.findall(ANALYSIS_LINK, md("es", "strategy")):
        hand = Scenario.from_code(code).play()
        by_rule[code] = hand
    zap = next(h for c, h in by_rule.items() if ".h7cKhJd-5c3d6s." in c)
    assert zap.to_act == 1 and "raise" in [str(a) for a in zap.legal_actions()]
    eleven = next(h for c, h in by_rule.items() if ".s11-7." in c)
    assert eleven.kind.value == "eleven" and eleven.decider == 0
    truco = next(h for c, h in by_rule.items() if ".s5-10." in c)
    assert truco.pending is not None and truco.to_act == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_strategy_accept_thresholds_follow_from_the_engine_ladder(lang: str) -> None:
    """Accepting a raise beats folding when the chance p of winning the hand gives
    p*value - (1-p)*value > -fold_pays, i.e. p > (value - fold_pays) / (2 * value)."""
    text = section(md(lang, "strategy"), r"(querer un truco|aceitar um truco|accept a truco)")
    rows = [r for r in table_rows(text) if re.search(r"\d", r[1])]
    assert len(rows) == 4
    for column, preset in ((1, "paulista"), (2, "mineiro")):
        steps = [row for row in ladder_table(Rules.preset(preset)) if row["fold_pays"] is not None]
        for row, step in zip(rows, steps, strict=True):
            shown = Fraction(1, int(re.search(r"(\d+)\D*$", row[column]).group(1)))
            assert shown == Fraction(step["value"] - step["fold_pays"], 2 * step["value"]), (preset, row)


# --- the cheat sheet and printing -----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cheatsheet_has_the_engine_tables_and_eleven_facts_of_each_rule_set(lang: str) -> None:
    text = md(lang, "cheatsheet")
    for table in ("manilhas", "ties", "ladder"):
        assert f'{{{{ table("{table}") }}}}' in text
    assert '<div class="truco-cheatsheet" markdown>' in text
    eleven = section(text, r"(once|onze|eleven)")
    blocks = dict(re.findall(r'data-preset="([\w-]+)" markdown>\n(.*?)</div>', eleven, re.S))
    assert sorted(blocks) == sorted(PRESETS)
    at = {"es": r"\*\*Si un solo equipo tiene (\d+)( u \d+)?\*\*",
          "pt": r"\*\*Com (\d+)( ou \d+)? pontos\*\*",
          "en": r"\*\*At (\d+)( or \d+)? points\*\*"}
    for preset, block in blocks.items():
        rules = Rules.preset(preset)
        flat = re.sub(r"\s+", " ", block)
        assert int(re.search(at[lang], flat).group(1)) == rules.eleven_at, preset
        bold = [int(n) for n in re.findall(r"\*\*(\d+)\*\*", flat)]
        assert bold[:2] == [rules.eleven_value, rules.eleven_fold_pays], preset


def test_print_css_hides_the_chrome_and_keeps_tables_whole() -> None:
    css = (ROOT / "site_src" / "css" / "print.css").read_text(encoding="utf-8")
    assert css.lstrip().startswith("/*") and "@media print" in css
    body = css[css.index("@media print"):]
    for selector in (".md-header", ".md-sidebar", ".md-footer", ".md-search", ".truco-preset"):
        assert selector in body, selector
    assert "break-inside: avoid" in body
    assert ".truco-cheatsheet" in body
    # a comment that holds "*/" (e.g. a path glob) ends early and drops the whole @media block
    rules = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    assert "*/" not in rules and "/*" not in rules
    assert rules.strip().startswith("@media print {") and rules.count("{") == rules.count("}")


# --- the built site -----------------------------------------------------------------------------


def built(site: Path, lang: str, name: str) -> str:
    return built_page(site, lang, name).read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_argentino_page_draws_both_decks_with_text_labels(site: Path, lang: str) -> None:
    page = built(site, lang, "argentino")
    card = r'<span class="truco-card[^"]*"([^>]*)>(.*?)</span>(?=<span class="truco-card[ "]|</p>)'
    cards = re.findall(card, page)
    spanish = [c for c in cards if 'class="truco-card__suit-' in c[1]]
    french = [c for c in cards if 'class="truco-card__suit"' in c[1]]
    assert len(spanish) >= 11 and len(french) >= 11
    for attrs, inner in cards:
        assert 'role="img"' in attrs
        label = re.search(r'aria-label="([^"]+)"', attrs)
        assert label and label.group(1).strip()
        assert inner.count('aria-hidden="true"') == 2
    for suit in ("oro", "copa", "espada", "basto"):
        assert f'class="truco-card__suit-{suit}"' in page
    # Material's instant navigation rewrites every [href]; an SVG <use href> would make it throw
    assert "<use" not in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cheatsheet_is_built_with_one_block_per_rule_set_and_the_print_stylesheet(
    site: Path, lang: str
) -> None:
    page = built(site, lang, "cheatsheet")
    assert '<div class="truco-cheatsheet">' in page
    for table in ("manilhas", "ties", "ladder"):
        assert page.count(f'data-table="{table}"') == len(PRESETS)
    assert 'href="../../assets/css/print.css"' in page or 'href="../assets/css/print.css"' in page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_strategy_links_keep_their_query_strings(site: Path, lang: str) -> None:
    page = html.unescape(built(site, lang, "strategy"))
    assert re.search(r'href="\.\./truco/\?preset=paulista&ladder\.s=v1\.', page)
    assert len(re.findall(r'href="\.\./analysis/\?s=v1\.[^"&]+"', page)) >= 7


# --- own words --------------------------------------------------------------------------------------


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts are not next to this checkout")
def test_no_page_shares_eight_words_in_a_row_with_a_seed_text() -> None:
    def words(text: str) -> list[str]:
        return re.findall(r"\w+", text.lower())

    grams: set[tuple[str, ...]] = set()
    for seed in SEEDS.glob("*.txt"):
        w = words(seed.read_text(errors="ignore"))
        grams.update(tuple(w[i:i + 8]) for i in range(len(w) - 7))
    shared = []
    for path in sorted(DOCS.rglob("*.md")):
        w = words(path.read_text(encoding="utf-8"))
        shared += [f"{path.relative_to(DOCS)}: {' '.join(w[i:i + 8])}"
                   for i in range(len(w) - 7) if tuple(w[i:i + 8]) in grams]
    assert shared == []


# --- house customs the Options panel plays: no page may say the site lacks them --------------------

#: Each table custom the header's Options panel plays (an option value of truco.core.rules.TABLE_CHOICES
#: that the three rule sets do not all use) and how a page names it, per language.
HOUSE_CUSTOMS = {
    ("three_ties", "dealer"): {"es": "quien repartió", "pt": "quem deu as cartas", "en": "dealer's team"},
    ("ladder", (2, 4, 8, 10, 12)): {"es": "2 4 8 10 12", "pt": "2 4 8 10 12", "en": "2 4 8 10 12"},
    ("iron_hand", "blind"): {"es": "a ciegas", "pt": "às cegas", "en": "blind"},
}
#: Ways a page would say the site does not play something (what the reviews found, and kin).
LACKS = {
    "es": r"(el sitio|que trae el sitio)[^.]*(todavía no|no (la |lo |los |las )?juega|por ahora)",
    "pt": r"(o site|que o site traz)[^.]*(ainda não|não (a |o |os |as )?joga|por enquanto)",
    "en": r"(not (yet )?played by the site|the site (does not|doesn't|cannot) play|for now the site)",
}


@pytest.mark.parametrize(("option", "value"), list(HOUSE_CUSTOMS))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_says_the_site_lacks_a_custom_the_options_panel_plays(lang: str, option: str,
                                                                      value: object) -> None:
    """The Options panel plays this custom (its value is among the engine's table choices), the
    variants page names it among the customs the panel plays, and no page says the site does not
    play it."""
    from truco.core.rules import TABLE_CHOICES

    assert value in TABLE_CHOICES[option]
    Rules.from_spec({"preset": "paulista", option: list(value) if isinstance(value, tuple) else value})
    customs = section(md(lang, "variants"),
                      r"(Otras costumbres|Outros costumes|Other table customs|Your table's own rules)")
    assert HOUSE_CUSTOMS[(option, value)][lang] in customs
    for name in PAGES:
        for sentence in re.split(r"(?<=[.!?])\s+", prose(md(lang, name))):
            assert not re.search(LACKS[lang], sentence, re.I), f"{lang}/{name}: {sentence.strip()}"
