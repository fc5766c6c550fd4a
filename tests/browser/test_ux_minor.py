"""The UX report's minor and polish findings (12-35) that a browser shows, each where it was found.

Play: going back to the match's own rules withdraws the question about a new match (19); the keys
work before any click (28); a new visitor gets a new deal (30); a link keeps the match's hand
number (31); the reader's cards keep their title while the bots' moves are shown (32); Spanish
says "te toca" to the reader (26). The shell: the English light/dark toggle is in English (26);
the language switcher keeps the section (35). Teachers: "Order and share the set" lands at the
set builder (22); the editor's preview shows the note, the set names a teacher's own puzzle by
its note and its arrows have a tooltip (23); the worksheet puts two two-player puzzles on an A4
page (24). The lab's shaded table names its columns (25); charts stay out of the search index
(27). Small glitches (33): a lesson's short answer sits in the middle of its button, "Solved!"
gets no box after a click, and on a phone the next choice does not look chosen after a tap (15).
"""

from __future__ import annotations

import base64
import json
import re
import time
from collections.abc import Iterator

import pytest
from conftest import (
    ConsoleLog,
    clipboard_ready,
    new_context,
    open_page,
    page_path,
    quiet_search,
    settle,
    strings,
    wait_engine,
)
from play_kit import DEAL2, W, code_of, focus_game, open_play, wait_idle
from playwright.sync_api import Browser, Page, Route, expect

from truco.play.game import Game

pytestmark = pytest.mark.browser

EN = strings("en")
SET = "[data-widget=puzzle-set]"
EDITOR = "[data-widget=scenario-editor]"
GALLERY = "[data-widget=puzzle-gallery]"
PUZZLE = "[data-widget=puzzle]"
LESSON = "[data-widget=lesson]"


@pytest.fixture(scope="module")
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    context = new_context(browser, base_url, viewport={"width": 390, "height": 844},
                                  is_mobile=True, has_touch=True, service_workers="block")
    page = context.new_page()
    yield page
    context.close()


def board_hand(page: Page) -> str:
    return page.locator(f"{W} dd[data-role=hand]").inner_text()


# --- Play ------------------------------------------------------------------------------------------


def test_back_to_the_match_rules_withdraws_the_question(shared_page: Page, console: ConsoleLog) -> None:
    """Finding 19: Mineiro in the header asks first; back to Paulista there is nothing to ask."""
    page = shared_page
    open_play(page, "play-table.seed=7")
    focus_game(page)
    page.keyboard.press("1")  # a match in progress
    wait_idle(page)
    before = page.locator(W).get_attribute("data-position")
    select = page.locator("#truco-preset-select")
    confirm = page.locator(f"{W} [data-role=confirm]")
    note = page.locator(f"{W} [data-role=rules-note]")
    try:
        select.select_option("mineiro")
        expect(confirm).to_be_visible()
        page.locator(f"{W} [data-role=confirm-no]").click()
        expect(note).to_be_visible()  # this match: Paulista; the next new one: Mineiro
        select.select_option("paulista")
        expect(confirm).to_be_hidden()
        expect(note).to_be_hidden()
        # the question still open when the reader goes back: withdrawn, the match goes on
        select.select_option("mineiro")
        expect(confirm).to_be_visible()
        select.select_option("paulista")
        expect(confirm).to_be_hidden()
        expect(page.locator(f"{W} [data-role=live]")).to_have_text(EN["play-table.confirm.kept"])
        assert page.locator(W).get_attribute("data-position") == before
        expect(page.locator(W)).to_have_attribute("data-rules", "paulista")
    finally:
        select.select_option("paulista")
        wait_idle(page)


def test_the_keys_work_before_any_click(shared_page: Page, console: ConsoleLog) -> None:
    """Finding 28: on a fresh page nothing has the focus; H and 1 go to the game, not elsewhere."""
    page = shared_page
    open_play(page, "play-table.seed=7")
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    assert page.evaluate("() => document.activeElement === document.body")
    before = page.locator(W).get_attribute("data-position")
    url = page.url
    page.keyboard.press("1")
    wait_idle(page)
    assert page.locator(W).get_attribute("data-position") != before
    page.keyboard.press("n")  # not Material's "next page" while the Play page is open
    wait_idle(page)
    assert page.url == url


def test_every_new_visitor_gets_a_new_deal(browser: Browser, base_url: str) -> None:
    """Finding 30: the engine starts from one memory snapshot; the deal's seed is not in it."""
    positions = []
    for _ in range(2):
        context = browser.new_context(base_url=base_url, service_workers="block")
        quiet_search(context)
        try:
            page = context.new_page()
            page.goto(page_path("en", "play") + "?play-table.fast=1")
            wait_engine(page)
            wait_idle(page)
            positions.append(page.locator(W).get_attribute("data-position"))
        finally:
            context.close()
    assert positions[0] != positions[1]


def test_a_position_link_keeps_the_hand_number(shared_page: Page, console: ConsoleLog) -> None:
    """Finding 31: a link taken at hand 2 reopens at hand 2 (the position's code counts no hands)."""
    page = shared_page
    open_play(page, "play-table.seed=7")
    for _ in range(12):  # play hand 1 out with the first legal button
        if page.locator(W).get_attribute("data-phase") != "play":
            break
        choice = f"{W} [data-role=hand] [data-role=card]:not([disabled]), {W} [data-role=accept]"
        page.locator(choice).first.click()
        wait_idle(page)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.keyboard.press("n")
    wait_idle(page)
    assert board_hand(page) == EN["play-table.board.hand-n"].format(n=2)
    clipboard_ready(page)
    page.locator(f"{W} [data-role=copy-link]").click()
    field = page.locator(f"{W} .truco-copy__field")
    expect(page.locator(f"{W} .truco-copy__status")).not_to_have_text("")
    href = (field.input_value() if field.is_visible()
            else page.evaluate("() => navigator.clipboard.readText()"))
    assert "play-table.hand=2" in href, href
    code = code_of(DEAL2)
    open_play(page, f"s={code}&play-table.hand=5")
    assert board_hand(page) == EN["play-table.board.hand-n"].format(n=5)
    expect(page.locator(f"{W} [data-role=log] li").nth(1)).to_contain_text("Hand 5.")


def test_the_cards_keep_their_title_while_the_bots_play(shared_page: Page, console: ConsoleLog) -> None:
    """Finding 32: "Cards you did not get to play" only once the hand's end is on the felt."""
    page = shared_page
    # the reader won round 1 and leads round 2 with the zap: the bot's answer ends the hand
    code = code_of({"vira": "7d", "hands": [["Qc", "3c", "4s"], ["5h", "6h", "4d"]]},
                   actions=("play 3c", "play 5h"))
    game = Game.new(code=code, opponents="heuristic", seed=1)
    game.act("play Qc")
    assert game.state()["match"]["next"] == "deal" and game.state()["observation"]["hands"][0] == ["4s"]
    open_play(page, f"s={code}&play-table.opponents=heuristic&play-table.seed=1", fast=False)
    page.evaluate("""sel => { window.__seen = []; const w = document.querySelector(sel);
        window.__timer = setInterval(() => window.__seen.push([
          w.querySelector('[data-role=prompt]').textContent,
          (w.querySelector('.truco-play-table__hand-title') || {}).textContent || '']), 40); }""", W)
    page.locator(f"{W} [data-role=card][data-action='play Qc']").click()
    wait_idle(page)
    seen = page.evaluate("() => { clearInterval(window.__timer); return window.__seen; }")
    waiting = [title for prompt, title in seen if prompt == EN["play-table.prompt.wait"]]
    assert waiting, "the bot's move was not shown with a pause"
    assert EN["play-table.hand-left"] not in waiting
    expect(page.locator(f"{W} .truco-play-table__hand-title")).to_have_text(EN["play-table.hand-left"])


def test_spanish_says_te_toca_to_the_reader(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """Finding 26: "Tú (jugador 1) (mano, te toca)", not "le toca"."""
    page = shared_page
    es = strings("es")
    query = "?play-table.seed=7&play-table.fast=1&play-table.opponents=random"
    open_page(page, base_url, "es", "play", query)
    wait_engine(page)
    wait_idle(page)
    me = page.locator(f"{W} [data-role=felt] .truco-hand__seat[data-seat='0'] .truco-hand__roles")
    expect(me).to_contain_text(es["play-table.role.your-turn"])
    assert "le toca" not in (me.text_content() or "")


# --- the shell -------------------------------------------------------------------------------------


def test_the_english_light_dark_toggle_speaks_english(shared_page: Page, console: ConsoleLog,
                                                      base_url: str) -> None:
    """Finding 26: the toggle's tooltip came from the Portuguese build."""
    page = shared_page
    expected = {"es": "Cambiar al modo", "pt": "Mudar para o modo", "en": "Switch to"}
    for lang, start in expected.items():
        open_page(page, base_url, lang, "glossary", full=True)
        titles = page.locator("form[data-md-component=palette] label").evaluate_all(
            "ls => ls.map(l => l.getAttribute('title'))")
        assert titles and all(t.startswith(start) for t in titles), (lang, titles)


def test_the_language_switcher_keeps_the_section(shared_page: Page, console: ConsoleLog,
                                                 base_url: str) -> None:
    """Finding 35: /en/rounds/#when-the-hand-is-decided in Spanish is that section, not the top."""
    page = shared_page
    page.goto(base_url + page_path("en", "rounds") + "?tie-explorer.r1=3c-3h#when-the-hand-is-decided")
    page.evaluate("() => document.querySelector('a.md-select__link[hreflang=es]').click()")
    page.wait_for_url(re.compile(r"127\.0\.0\.1:\d+/rounds/\?.*#"))
    assert "tie-explorer.r1=3c-3h" in page.url
    section = page.url.rsplit("#", 1)[1]
    heading = page.locator(f"article h2[id='{section}']")
    expect(heading).to_have_text(re.compile("decidida"))
    # an id every language shares is kept as it is
    page.goto(base_url + page_path("en", "teachers") + "#your-set")
    page.evaluate("() => document.querySelector('a.md-select__link[hreflang=pt]').click()")
    page.wait_for_url(re.compile(r"/pt/teachers/#your-set$"))


# --- teachers --------------------------------------------------------------------------------------


def sealed(data: dict[str, object]) -> str:
    return "Q1" + base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


NOTE = "Two threes on the table: who wins? Think about ties before you answer."
OWN = sealed({"scenario": "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h", "kind": "round", "note": NOTE})


def test_order_and_share_the_set_lands_at_the_set_builder(shared_page: Page, console: ConsoleLog,
                                                          base_url: str) -> None:
    """Finding 22 (the gallery's link) and 23 (the set's names and tooltips, the editor's preview)."""
    page = shared_page
    open_page(page, base_url, "en", "editor", f"?scenario-editor.p={OWN}")
    settle(page, EDITOR)
    page.evaluate("() => localStorage.removeItem('truco-lab.puzzle-set')")
    # the preview shows the note as the student will meet it
    page.locator(f"{EDITOR} .truco-editor__preview summary").first.click()
    expect(page.locator(f"{EDITOR} [data-role=preview-note]")).to_contain_text(NOTE)
    expect(page.locator(f"{EDITOR} [data-role=preview-note]")).to_contain_text(EN["puzzle.note"])
    page.locator(f"{EDITOR} [data-role=add-to-set]").click()
    link = page.locator(f"{EDITOR} a", has_text=EN["editor.links.set-page"])
    assert (link.get_attribute("href") or "").endswith("/en/teachers/#your-set")
    open_page(page, base_url, "en", "puzzles")
    settle(page, GALLERY)
    page.locator(f"{GALLERY} [data-puzzle='ties-3'] [data-role=toggle-set]").click()
    manage = page.locator(f"{GALLERY} a", has_text=EN["gallery.set.manage"])
    assert (manage.get_attribute("href") or "").endswith("/en/teachers/#your-set")
    # Material's trackers of the page left behind (its scroll offset, its section in the address)
    # write into the new page's history entry when it comes slowly: the shell brings the link's
    # section back (shell/landing.js), in the address and at the top, below the header. The page
    # is held back here so that they always do.
    def slowly(route: Route) -> None:
        time.sleep(0.6)
        route.fallback()

    page.route(re.compile(r"/en/teachers/$"), slowly)
    try:
        manage.click()
        page.wait_for_url(re.compile(r"/en/teachers/#your-set$"))
        settle(page, SET)
    finally:
        page.unroute(re.compile(r"/en/teachers/$"))
    page.wait_for_function(
        "() => { const top = document.getElementById('your-set')?.getBoundingClientRect().top;"
        " return top !== undefined && top >= 0 && top < 200; }")
    assert page.url.endswith("/en/teachers/#your-set")
    names = page.locator(f"{SET} .truco-set__name")
    expect(names.first).to_contain_text("Two threes on the table")  # a teacher's own: by its note
    for role, key in (("up", "set.up"), ("down", "set.down"), ("remove", "set.remove")):
        tool = page.locator(f"{SET} [data-role={role}]").first
        assert tool.get_attribute("title") == tool.get_attribute("aria-label")
        assert (tool.get_attribute("title") or "").startswith(EN[key].split("“")[0])
    page.evaluate("() => localStorage.removeItem('truco-lab.puzzle-set')")


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", data))


def test_the_worksheet_puts_two_puzzles_on_a_page(shared_page: Page, console: ConsoleLog,
                                                  base_url: str) -> None:
    """Finding 24: four two-player puzzles took four A4 pages; two pages now."""
    page = shared_page
    sheet = "?puzzle.p=manilhas-1,manilhas-2,manilhas-3,manilhas-6&puzzle.sheet=1"
    open_page(page, base_url, "en", "puzzles", sheet)
    settle(page, PUZZLE)
    assert page.locator(f"{PUZZLE} .truco-puzzle__sheet-item").count() == 4
    page.emulate_media(media="print")
    try:
        future = page.locator(f"{PUZZLE} .truco-hand__round[data-status=future]").first
        expect(future).to_be_hidden()
        assert pdf_pages(page.pdf(format="A4")) == 2
    finally:
        page.emulate_media(media="screen")


# --- the lab and search ----------------------------------------------------------------------------


def test_the_shaded_table_names_its_columns_and_charts_stay_out_of_search(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """Findings 25 and 27."""
    page = shared_page
    open_page(page, base_url, "en", "lab")
    heat = page.locator("figure.truco-chart--heat:visible").first
    heads = heat.locator("thead th")
    assert heads.nth(1).inner_text() == "♥" and heads.nth(1).get_attribute("title") == "Copas ♥"
    expect(heat.locator(".truco-heat__legend")).to_contain_text("The bluer the cell")
    index = page.evaluate("async () => (await fetch('/en/search/search_index.json')).json()")
    lab = [d for d in index["docs"] if d["location"].startswith("en/lab/")]
    assert lab and not [d["location"] for d in lab if re.search(r"\d%[+−\d]|Data table[A-Z]", d["text"])]


def test_a_search_lists_the_pages_of_the_readers_language(browser: Browser, base_url: str) -> None:
    """Material's search, its own worker (not the tests' idle one): on a Portuguese page a word
    all three languages use finds Portuguese pages only, not each page three times (one index per
    language: site_src/hooks/search_split.py); on a Spanish page, Spanish ones."""
    context = browser.new_context(base_url=base_url, service_workers="block")
    try:
        page = context.new_page()
        for lang, prefix in (("pt", "/pt/"), ("es", "/")):
            page.goto(page_path(lang, "rounds"))
            query = page.locator("input.md-search__input")
            page.keyboard.press("s")
            expect(query).to_be_focused()
            query.press_sequentially("manilha", delay=20)
            expect(page.locator(".md-search-result__item").first).to_be_visible(timeout=20_000)
            found = page.locator(".md-search-result__item > a").evaluate_all(
                "links => links.map((a) => new URL(a.href).pathname)")
            assert found and all(path.startswith(prefix) for path in found), (lang, found)
            assert not any(path.startswith(("/pt/", "/en/")) for path in found if prefix == "/"), found
    finally:
        context.close()


# --- small glitches --------------------------------------------------------------------------------


def test_small_glitches(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """Finding 33: a lesson's short answers sit in the middle of their buttons; "Solved!" gets
    the focus (for screen readers) without a box drawn round it after a click."""
    page = shared_page
    open_page(page, base_url, "en", "lesson", "?lesson.step=vira")
    settle(page, LESSON)
    option = page.locator(f"{LESSON} .truco-lesson__option").first
    button, label = option.bounding_box(), option.locator(".truco-lesson__option-label").bounding_box()
    assert button and label
    assert abs((button["y"] + button["height"] / 2) - (label["y"] + label["height"] / 2)) < 2
    open_page(page, base_url, "en", "puzzles", "?puzzle.p=manilhas-1")
    settle(page, PUZZLE)
    before = settle(page, PUZZLE)
    page.locator(f"{PUZZLE} [data-answer='1']").first.click()
    before = settle(page, PUZZLE, before)
    page.locator(f"{PUZZLE} [data-answer='manilha-beats-ordinary']").first.click()
    settle(page, PUZZLE, before)
    solved = page.locator(f"{PUZZLE} .truco-puzzle__solution h3")
    expect(solved).to_be_focused()
    assert solved.evaluate("h => getComputedStyle(h).outlineStyle") == "none"


def test_a_tap_does_not_make_the_next_choice_look_chosen(phone: Page) -> None:
    """Finding 15: after a tap the focus moves to the next choice; it is not filled like a pick."""
    page = phone
    page.goto(page_path("en", "lesson") + "?lesson.step=play")
    wait_engine(page)
    settle(page, LESSON)
    before = settle(page, LESSON)
    page.locator(f"{LESSON} .truco-hand__choice-button").first.tap()
    settle(page, LESSON, before)
    focused = page.evaluate("""() => { const a = document.activeElement;
        return a && a.matches('.truco-hand__choice-button')
          ? getComputedStyle(a).backgroundColor : null; }""")
    assert focused in (None, "rgba(0, 0, 0, 0)"), focused
