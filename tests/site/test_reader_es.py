"""What the Spanish reader's report (issue 20) found, checked as fixed: one test per kind of finding.

Each test reads the Spanish texts a learner meets (``docs/es``, the ``"es"`` UI strings, the gallery)
and, where the sentence states a rule, asks the engine for the same fact.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from truco.core.cards import Card
from truco.core.deal import Deal
from truco.core.hand import Hand, HandKind
from truco.core.match import Match
from truco.core.rules import PRESETS
from truco.core.strength import compare
from truco.gallery import ENTRIES

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
I18N = ROOT / "site_src" / "i18n"
RULE_PAGES = ("cards", "rounds", "covered", "truco", "match", "eleven", "variants")


def md(name: str, lang: str = "es") -> str:
    return (DOCS / lang / f"{name}.md").read_text(encoding="utf-8")


def flat(text: str) -> str:
    """The prose of a page on one line: no comments, tags, Jinja calls or link targets."""
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    text = re.sub(r"\{\{.*?\}\}", " ", text)
    text = re.sub(r"</?[A-Za-z][^>]*>", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r"\s+", " ", text)


def ui(file: str, key: str, lang: str = "es") -> str:
    return str(json.loads((I18N / file).read_text(encoding="utf-8"))[key][lang])


def gallery(puzzle: str, field: str, lang: str = "es") -> str:
    return str(next(e for e in ENTRIES if e["id"] == puzzle)[field][lang])


def spanish_texts() -> list[tuple[str, str]]:
    texts = [(p.name, flat(p.read_text(encoding="utf-8"))) for p in sorted((DOCS / "es").glob("*.md"))]
    for file in sorted(I18N.rglob("*.json")):
        for key, value in json.loads(file.read_text(encoding="utf-8")).items():
            if isinstance(value, dict) and isinstance(value.get("es"), str):
                texts.append((f"{file.name}:{key}", value["es"]))
    texts += [(f"gallery:{e['id']}", f"{e['title']['es']} {e['point']['es']}") for e in ENTRIES]
    return texts


def section(text: str, heading: str) -> str:
    match = re.search(rf"(?m)^#+ {re.escape(heading)}\s*$", text)
    assert match, heading
    rest = text[match.end():]
    end = re.search(r"(?m)^#+ ", rest)
    return rest[: end.start()] if end else rest


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def kind(preset: str, score: tuple[int, int]) -> HandKind:
    rules = PRESETS[preset]
    vira = None if rules.manilhas == "fixed" else Card.parse("4h")
    deal = Deal(hands=(cards("3c 2h Ks"), cards("4d 5s 6c")), vira=vira)
    return Hand(rules, deal, dealer=1, score=score).kind


# --- sentences the site contradicts ----------------------------------------------------------------


def test_the_mineiro_hand_of_ten_is_at_ten_or_more_and_ten_eleven_is_an_iron_hand() -> None:
    assert kind("mineiro", (11, 5)) is HandKind.ELEVEN  # one team at 10 or more
    assert kind("mineiro", (10, 11)) is HandKind.IRON and kind("mineiro", (11, 11)) is HandKind.IRON
    eleven = flat(md("eleven"))
    assert "**10 o más** (10 u 11)" in eleven and "10 a 10, 10 a 11 u 11 a 11" in eleven
    for lang, phrase in (("pt", "os dois com 10 ou mais: 10 a 10, 10 a 11"),
                         ("en", "both teams are on 10 or more")):
        assert phrase in flat(md("eleven", lang)), lang
    for lang, more in (("es", "{at} puntos o más"), ("pt", "{at} pontos ou mais"),
                       ("en", "{at} points or more")):
        assert more in ui("reasons.json", "reason.iron-hand", lang), lang  # said at 10 to 11 too
    for where, text in spanish_texts():
        # an iron hand "at 10 to 10" alone would leave out 10 to 11
        for m in re.finditer(r"10 a 10\b", text):
            assert "10 a 11" in text[m.end():m.end() + 20], f"{where}: …{text[m.start() - 60:m.end() + 20]}…"
        assert not re.search(r"(los dos|ambos) con 10\)|con 10 puntos, vale 4", text), where


def test_only_the_zap_is_a_sure_winner() -> None:
    espadilha, zap = cards("5s 5c")
    assert compare(PRESETS["paulista"], Card.parse("4h"), espadilha, zap).params["winner"] == "5c"
    for lang, false in (("es", "Una manilha gana una baza segura"),
                        ("pt", "Uma manilha ganha uma rodada com certeza"),
                        ("en", "A manilha wins one round for sure")):
        assert false not in flat(md("strategy", lang)), lang
    assert "Solo el zap gana su baza con seguridad" in flat(md("strategy"))


def test_the_exposed_card_is_said_to_be_the_card_you_tie_against() -> None:
    old = re.compile(r"empardar con una carta que ya estaba|la carta con la que terminas empardando")
    for where, text in spanish_texts():
        assert not old.search(text), where
    for name in ("eleven", "truco", "glossary", "faq", "cheatsheet"):
        assert re.search(r"casi siempre (la carta expuesta es )?la del rival", flat(md(name)), re.I), name
    assert "empardas contra ella" in gallery("exposed-1", "point")
    assert "hizo el último canto" in ui("reasons.json", "reason.exposed-card")


def test_signals_still_serve_in_the_hand_of_eleven() -> None:
    useless = " ".join(section(md("signals"), "Cuándo sirven menos").split())
    assert "la regla ya le da lo que una seña le diría" not in useless
    assert "equipo rival" in useless and "solo quien decide" in useless


def test_the_mineiro_ladder_point_says_what_is_higher_and_what_is_equal() -> None:
    paulista, mineiro = PRESETS["paulista"].ladder, PRESETS["mineiro"].ladder
    assert paulista[0] < mineiro[0] and paulista[1] < mineiro[1]
    assert paulista[2] == mineiro[2] and paulista[4] == mineiro[4]  # seis and doce are equal
    for lang, equal in (("es", "el seis y el doce valen lo mismo"), ("pt", "o seis e o doze valem o mesmo"),
                        ("en", "seis and doze are worth the same")):
        point = gallery("truco-3", "point", lang)
        assert equal in point and "4" in point and "3" in point, lang


def test_the_early_end_list_and_the_raising_line_are_complete() -> None:
    early = {"es": "¿Cuándo termina la mano antes de tiempo?", "pt": "Quando a mão acaba antes da hora?",
             "en": "When does a hand end early?"}
    exposed = {"es": "carta expuesta", "pt": "carta exposta", "en": "exposed card"}
    reraise = {"es": "o al responder a un canto, subiéndolo",
               "pt": "quem responde a um pedido também pode aumentar",
               "en": "or answer a call by raising again"}
    for lang in ("es", "pt", "en"):
        assert exposed[lang] in flat(section(md("faq", lang), early[lang])), lang
        assert reraise[lang] in flat(md("cheatsheet", lang)), lang


def test_a_manilha_sentence_and_the_stale_site_claims_stay_fixed() -> None:
    covered = flat(md("covered"))
    assert "11 a 11, o en el Mineiro la de los dos equipos con 10 o más" in covered
    pairs = flat(section(md("strategy"), "Jugar primero o jugar último"))
    assert "juega último un solo jugador" in pairs and "el pie rival" in pairs
    assert "parece de alguien sin juego" not in flat(md("strategy"))


# --- language: the words of a River Plate table ----------------------------------------------------


def test_the_ui_speaks_of_the_mano_and_of_singing_not_of_mao_and_trucar() -> None:
    deal = ui("widget-play-table.json", "play-table.log.deal")
    assert deal == "Mano {n}. Reparte: {dealer}. Es mano: {mao}."
    assert ui("widget-eleven.json", "eleven.try-raise") == "Intentar cantar truco"
    assert "quiero (A), no quiero (F) o subir (T)" in ui("widget-play-table.json", "play-table.prompt.answer")
    assert "veredicto del motor" in ui("widget-covered-card.json", "covered-card.intro")


def test_the_tie_explorer_and_the_ties_table_name_the_teams_alike() -> None:
    mano, pie = ui("tables.json", "tables.ties.M"), ui("tables.json", "tables.ties.P")
    assert ui("widget-tie-explorer.json", "tie-explorer.outcome.0").lower().startswith(mano)
    assert ui("widget-tie-explorer.json", "tie-explorer.outcome.1").lower().startswith(pie)
    strategy = flat(section(md("strategy"), "Tapar"))
    assert "Los rivales (el equipo 1, jugadores 1 y 3) ganaron la primera" in strategy


def test_the_gallery_titles_read_as_spanish() -> None:
    assert gallery("ties-1", "title") == "Dos treses frente a frente"
    assert gallery("truco-2", "title") == "Truco no querido"
    assert "Minas Gerais" in gallery("truco-5", "point")
    assert gallery("eleven-6", "point").endswith("no pasa de 12.")


def test_the_lesson_names_the_french_suits() -> None:
    deck = ui("widget-lesson.json", "lesson.deck.text")
    assert "♣ tréboles, ♥ corazones, ♠ picas, ♦ diamantes" in deck and "baraja francesa" in deck
    assert "manilha" in ui("widget-lesson.json", "lesson.round.right")


# --- what a newcomer needs -------------------------------------------------------------------------


@pytest.mark.parametrize("name", RULE_PAGES)
def test_each_rule_page_ends_with_a_box_to_remember(name: str) -> None:
    text = md(name).rstrip()
    head = text.rfind('!!! tip "Para recordar"')
    assert head != -1, name
    box = text[head:].splitlines()[1:]
    assert all(line.startswith("    ") for line in box), name  # nothing after the box
    assert 3 <= sum(line.startswith("    - ") for line in box) <= 5, name


def test_the_match_page_tells_how_a_hand_starts_at_the_table() -> None:
    table = flat(section(md("match"), "En la mesa"))
    for word in ("Se sortea", "hacia la derecha", "mezcla", "corte", "tres cartas", "La vira"):
        assert word in table, word
    # "the first hand is dealt by the last player, so you are the mano": the engine's first dealer
    for players in (2, 4):
        assert Match(PRESETS["paulista"], players=players).first_dealer == players - 1
    assert "la primera mano la reparte el último jugador, así que tú eres el mano" in table


def test_the_lab_says_each_of_its_terms_in_plain_words() -> None:
    lab = flat(md("lab"))
    for definition in ("La explotabilidad es lo más que podría ganarle", "CFR+ es un método",
                       "La semilla es el número", "un intervalo de Wilson del 95 %: la franja"):
        assert definition in lab, definition
    assert "construir el sitio" not in lab and "construcción del sitio" not in flat(md("puzzles"))


def test_exacto_keeps_one_sense() -> None:
    for where, text in spanish_texts():
        assert not re.search(r"\bexact[oa]s? para\b|\bsolución\*\* exacta", text), where


# --- the argentino bridge (es, pt, en) -------------------------------------------------------------


@pytest.mark.parametrize(("lang", "falsos", "others", "argentine"), [
    ("es", "los **falsos**", "Otras diferencias de mesa", "argentin"),
    ("pt", "os *falsos*", "Outras diferenças de mesa", "argentin"),
    ("en", "the *falsos*", "Other differences at the table", "rgentin"),
])
def test_the_argentino_bridge_names_the_falsos_and_the_argentine_rule_beside_each(
        lang: str, falsos: str, others: str, argentine: str) -> None:
    page = md("argentino", lang)
    assert falsos in flat(page) and "33" not in flat(page)
    bullets = re.findall(r"(?m)^- \*\*(.+?)\*\*(.*(?:\n  .*)*)", section(page, others))
    assert len(bullets) >= 6
    contrasted = [b for b in bullets if argentine in b[1] or "gaúcho" in b[1]]
    assert len(contrasted) >= 4, bullets  # the tie lead, three ties, leaving the hand, calling out of turn
    eleven = flat(page)
    for word in {"es": ("compañero", "mano de hierro", "mano de diez"),
                 "pt": ("parceiro", "mão de ferro", "mão de dez"),
                 "en": ("partner", "iron hand", "mão de dez")}[lang]:
        assert word in eleven, word
