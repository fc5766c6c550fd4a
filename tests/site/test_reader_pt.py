"""What the Portuguese reader found (shared/reviews/pt.md), fixed; and the signals page in es, pt and en.

One test per kind of finding, on the sources a reader meets: the pages, the ``pt`` UI strings and the
gallery. The words themselves (one word per concept) are checked by ``test_terms.py`` against
``site_src/terms/pt.json``; here the facts, the page structure and the signals page.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from truco.core.cards import Card
from truco.core.match import Match
from truco.core.rules import Rules
from truco.core.strength import manilhas
from truco.gallery import ENTRIES

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
RULE_PAGES = ("cards", "rounds", "covered", "truco", "match", "eleven", "variants")


def flat(lang: str, name: str) -> str:
    """A page's text on one line, without HTML comments."""
    text = (DOCS / lang / f"{name}.md").read_text(encoding="utf-8")
    return re.sub(r"\s+", " ", re.sub(r"<!--.*?-->", " ", text, flags=re.S))


def page(lang: str, name: str) -> str:
    return (DOCS / lang / f"{name}.md").read_text(encoding="utf-8")


def ui(key: str, lang: str = "pt") -> str:
    for file in (ROOT / "site_src" / "i18n").rglob("*.json"):
        data = json.loads(file.read_text(encoding="utf-8"))
        if key in data:
            return str(data[key][lang])
    raise KeyError(key)


def gallery(puzzle: str, field: str, lang: str = "pt") -> str:
    entry = next(e for e in ENTRIES if e["id"] == puzzle)
    return str(entry[field][lang])


def section(text: str, heading: str) -> str:
    """The Markdown section under ``heading`` (up to the next heading of the same or a higher level)."""
    level = len(heading) - len(heading.lstrip("#"))
    start = text.index(heading + "\n")
    rest = text[start + len(heading) + 1:]
    end = re.search(rf"(?m)^#{{1,{level}}} ", rest)
    return rest[: end.start()] if end else rest


# --- sentences the site itself contradicts ------------------------------------------------------


def test_only_the_zap_wins_a_round_for_sure() -> None:
    strategy = flat("pt", "strategy")
    assert "Uma manilha ganha uma rodada com certeza" not in strategy
    assert "Só o zap ganha uma rodada com certeza" in strategy


def test_the_mineiro_hand_of_ten_comes_at_ten_or_more() -> None:
    rules = Rules.preset("mineiro")
    assert rules.eleven_at == 10 and rules.target == 12  # so 10 and 11 are both hands of ten
    assert "a partir de **10** (com 10 ou com 11 pontos)" in flat("pt", "eleven")
    assert "10 a 11" in flat("pt", "eleven")  # an iron hand too
    assert "**Com 10 pontos** ou mais" in flat("pt", "cheatsheet")
    assert "10 ou mais" in flat("pt", "faq") and "Mineiro (10 a 10)" not in flat("pt", "faq")
    assert "com 10 ou 11 pontos" in flat("pt", "glossary")
    assert "10 ou mais" in flat("pt", "covered") and "10 ou mais" in flat("pt", "match")


def test_the_exposed_card_is_the_one_you_tie_against() -> None:
    for text in (flat("pt", "truco"), flat("pt", "glossary"), gallery("exposed-1", "point")):
        assert "empatar com uma carta que já estava" not in text
        assert re.search(r"empat\w+ contra uma carta|depois empata com ela", text), text[:80]
    assert "costuma ser a do adversário" in flat("pt", "eleven")


def test_signals_still_matter_to_the_other_team_at_eleven() -> None:
    signals = flat("pt", "signals")
    assert "a regra já dá o que um sinal diria" not in signals
    assert "o outro time joga uma mão como qualquer outra" in signals


def test_gallery_truco_3_says_seis_and_doze_are_the_same() -> None:
    point = gallery("truco-3", "point")
    assert "cada pedido aceito vale mais" not in point
    assert "seis e o doze" in point and "4" in point
    assert Rules.preset("mineiro").ladder[2] == Rules.preset("paulista").ladder[2] == 6
    assert Rules.preset("mineiro").ladder[-1] == Rules.preset("paulista").ladder[-1] == 12


def test_faq_and_cheat_sheet_miss_neither_the_exposed_card_nor_the_re_raise() -> None:
    early = section(page("pt", "faq"), "## Quando a mão acaba antes da hora?")
    assert "carta exposta" in early
    truco = section(page("pt", "cheatsheet"), "## Truco")
    assert "quem responde a um pedido também pode aumentar" in re.sub(r"\s+", " ", truco)


def test_the_blind_iron_hand_has_no_covering_at_all() -> None:
    faq = flat("pt", "faq")
    assert "nem numa mão de ferro às cegas" not in faq
    assert "na mão de ferro às cegas não se cobre em rodada nenhuma" in faq


# --- one word per concept, where a sentence shows it ----------------------------------------------


def test_team_labels_of_the_tie_explorer_are_those_of_the_tie_table() -> None:
    mao, pe = ui("tables.ties.M"), ui("tables.ties.P")
    assert (mao, pe) == ("time da mão", "time do pé")
    assert "da mão" in ui("tie-explorer.outcome.0") and "do pé" in ui("tie-explorer.outcome.1")
    assert "cada dupla" not in ui("tie-explorer.outcomes.intro")
    assert ui("tie-explorer.ex.why.first-round-decides").startswith("Uma rodada para cada um ")


def test_partners_on_the_highest_card_are_not_a_tie_that_is_no_tie() -> None:
    for text in (ui("reason.partners-top"), ui("puzzle.why.partners-top"), gallery("pairs-1", "point")):
        assert not re.search(r"empatam no (?:topo|alto)", text), text
        assert "carta mais alta" in text


def test_buttons_and_state_name_the_call_in_lower_case_without_exclamation() -> None:
    for call in ("truco", "seis", "nove", "doze", "dez"):
        assert ui(f"call.{call}") == call
    assert ui("action.raise").format(call=ui("call.truco"), offer=3) == "Pedir truco (vale 3)"
    assert "{offer}" in ui("state.pending") and "valha" in ui("state.pending")


def test_the_reader_s_small_slips_are_gone() -> None:
    assert "Responda à pergunta" in flat("pt", "puzzles")
    assert "Em compensação" in flat("pt", "argentino") and "Em troca" not in flat("pt", "argentino")
    assert "não há ases falsos nem setes bravos" not in flat("pt", "argentino")
    assert "paus" in section(page("pt", "argentino"), "## Baralho francês")
    assert "sem contar as mãos em que ninguém marca" in ui("eleven.break-even")
    assert "ao outro time" in ui("reason.eleven-decides")
    assert gallery("eleven-4", "title") == "Onze pontos e nada na mão"
    covered = flat("pt", "covered")
    assert "só serve para entregá-la" not in covered and "você está fraco" in covered


def test_strategy_wording_the_reader_questioned() -> None:
    strategy = flat("pt", "strategy")
    assert "Se o seu parceiro é o último a jogar nesta rodada" in strategy
    assert "só o aproxima um pouco" not in strategy and "mão de onze: pese as duas coisas" in strategy
    assert "parece de quem não tem jogo" not in strategy
    assert "o `3d` que você mostrou torna crível" in strategy
    assert "decide pelas seis" not in strategy


def test_the_glossary_has_the_regional_words() -> None:
    glossary = flat("pt", "glossary")
    for word in ("*gato*", "*mole*", "*embuchar*", "*mano a mano*"):
        assert word in glossary, word


def test_exact_means_counted_over_every_case() -> None:
    for key in ("coach.method.exact", "coach.method.exact-one", "coach.short.exact",
                "coach.short.exact-one", "coach.tag.exact", "eleven.method.solved"):
        assert not ui(key).lower().startswith("exato"), key
    assert "**exata**" in flat("pt", "lab") and "solução** exata" not in flat("pt", "lab")


# --- what a newcomer needs -------------------------------------------------------------------------


@pytest.mark.parametrize("name", RULE_PAGES)
def test_each_rule_page_ends_with_a_short_box_to_remember(name: str) -> None:
    text = page("pt", name)
    if name == "variants":  # the identifiers' reference stays the page's last section
        text = text[: text.index("## Nomes para links")]
    box = text[text.index('!!! tip "Para lembrar"\n'):]
    assert text.count('!!! tip "Para lembrar"') == 1
    items = re.findall(r"(?m)^    - ", box)
    assert 3 <= len(items) <= 5, (name, len(items))
    assert all(re.match(r"(?: {4,}\S.*)?$", line) for line in box.splitlines()[1:]), name


def test_the_match_page_says_what_happens_at_the_table() -> None:
    table = re.sub(r"\s+", " ", section(page("pt", "match"), "## Na mesa"))
    for fact in ("anti-horário", "à sua direita", "embaralha", "corta", "Três cartas",
                 "carta seguinte do monte", "No Mineiro não se vira"):
        assert fact in table, fact
    # "the last seat deals first, so player 1 leads": what the engine does
    assert Match(Rules.preset("paulista"), players=2).first_dealer == 1
    assert Match(Rules.preset("paulista"), players=4).first_dealer == 3
    assert "o jogador 2, ou o 4 em duplas" in table


def test_the_lab_explains_its_words_in_plain_sentences() -> None:
    words = section(page("pt", "lab"), "## As palavras desta página")
    items = re.split(r"(?m)^- ", words)[1:]
    names = [re.match(r"\*\*(.+?)\*\*", item).group(1) for item in items]  # type: ignore[union-attr]
    assert names == ["CFR+", "Explorabilidade", "Intervalo de Wilson", "Semente"]
    for item in items:
        assert re.sub(r"\s+", " ", item).strip().count(". ") == 0  # one sentence each


def test_learner_pages_keep_developer_words_out() -> None:
    assert "construção do site" not in flat("pt", "puzzles") + flat("pt", "lab")
    assert "preset" not in ui("reason.unknown-preset") and "preset" not in ui("reason.bad-rules")
    assert "greedy" not in ui("coach.model.greedy")


# --- the signals page, in es, pt and en -----------------------------------------------------------

SIGNALS = {
    "es": {"who": "## Quién le hace señas a quién, y cuándo", "swap": "### Lo que cambia de una mesa a otra",
           "closed": r"cierra\w* los ojos", "eleven": "equipo rival juega una mano como cualquier otra",
           "useless": "la regla ya le da lo que una seña"},
    "pt": {"who": "## Quem faz sinal para quem, e quando", "swap": "### O que muda de uma mesa para outra",
           "closed": r"fech\w* os olhos", "eleven": "o outro time joga uma mão como qualquer outra",
           "useless": "a regra já dá o que um sinal diria"},
    "en": {"who": "## Who signals to whom, and when", "swap": "### What changes from table to table",
           "closed": r"close\w* their eyes", "eleven": "the other team plays an ordinary hand",
           "useless": "the rule already gives what a signal would say"},
}


def manilha_table(lang: str) -> list[list[str]]:
    rows = [line for line in page(lang, "signals").splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows if "---" not in row]


@pytest.mark.parametrize("lang", SIGNALS)
def test_signals_table_has_a_paulista_and_a_mineiro_column_from_the_engine(lang: str) -> None:
    head, *body = manilha_table(lang)
    assert len(head) == 4 and "4♥" in head[1] and "Mineiro" in head[2]
    paulista = [c.pretty for c in manilhas(Rules.preset("paulista"), Card.parse("4h"))]
    mineiro = [c.pretty for c in manilhas(Rules.preset("mineiro"), None)]
    assert [row[1] for row in body] == paulista
    assert [row[2] for row in body] == mineiro
    assert [row[0].split()[0].strip(",") for row in body] == ["zap", "copas", "espadilha", "pica-fumo"]


@pytest.mark.parametrize("lang", SIGNALS)
def test_signals_page_says_who_signals_whom_and_when(lang: str) -> None:
    text = page(lang, "signals")
    who = re.sub(r"\s+", " ", section(text, SIGNALS[lang]["who"]))
    pe = {"es": "**pie**", "pt": "**pé**", "en": "**pé**"}[lang]
    first = {"es": "Antes de la primera carta", "pt": "Antes da primeira carta",
             "en": "Before the first card"}
    assert pe in who and first[lang] in who
    pairs = r"jogador 2 avisa o jogador 4|jugador 2 le avisa al jugador 4|Player 2 signals to player 4"
    assert re.search(pairs, who)


@pytest.mark.parametrize("lang", SIGNALS)
def test_signals_page_names_the_common_swap_and_drops_what_sao_paulo_does_not_use(lang: str) -> None:
    text = page(lang, "signals")
    swap = re.sub(r"\s+", " ", section(text, SIGNALS[lang]["swap"])).lower()
    assert "copas" in swap and "espadilha" in swap
    assert not re.search(SIGNALS[lang]["closed"], text)
    assert "São Paulo" in text


@pytest.mark.parametrize("lang", SIGNALS)
def test_signals_at_eleven_serve_the_other_team(lang: str) -> None:
    text = re.sub(r"\s+", " ", page(lang, "signals"))
    assert SIGNALS[lang]["eleven"] in text
    assert SIGNALS[lang]["useless"] not in text


def test_signals_page_in_portuguese_uses_brazilian_quotes_and_the_pe_of_the_glossary() -> None:
    text = page("pt", "signals")
    assert "«" not in text and "»" not in text
    assert "quem joga por último na rodada, o pé" not in re.sub(r"\s+", " ", text)
    glossary = next(line for line in page("pt", "glossary").splitlines() if line.startswith("| el pie |"))
    assert "deu as cartas" in glossary and "o **pé**, quem deu as cartas" in re.sub(r"\s+", " ", text)
