"""The vira-lookup widget (docs/*/cards.md) in a real browser, checked against the engine in-process.

What only a browser shows: axe-core in light and dark (with a link's notice shown), keyboard-only
use (the selects' arrow keys, the tab order), copy-link (the clipboard, and the copied link opened
afresh), instant navigation, and a clean console. The widget's behaviour against the engine (each
vira and preset's ``manilhas`` answer, deep links in every form the engine accepts, hostile links
with the engine's reason) is tested in Node with the widget's own module and the real engine:
tests/js/vira-lookup-widget.test.mjs (issue 36).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    axe_violations,
    clipboard_ready,
    engine,
    page_path,
    strings,
    use_palette,
    wait_engine,
)
from playwright.sync_api import BrowserContext, Page, expect

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
WIDGET = '[data-widget="vira-lookup"]'
SUIT_SYMBOLS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}


def pretty(code: str) -> str:
    return code[:-1] + SUIT_SYMBOLS[code[-1]]


# --- driving the widget -------------------------------------------------------------------------


@pytest.fixture(scope="module", autouse=True)
def no_dialogs(shared_page: Page) -> Iterator[list[str]]:
    """A hostile link must never run script: any alert() fails the module."""
    seen: list[str] = []

    def on_dialog(dialog: Any) -> None:
        seen.append(dialog.message)
        dialog.dismiss()

    shared_page.on("dialog", on_dialog)
    yield seen
    assert seen == [], f"a page opened dialogs: {seen}"


_CLICK_LINK = """href => { const a = document.createElement('a'); a.href = href; a.textContent = 'go';
    document.querySelector('article').append(a); a.click(); }"""


def click_nav(page: Page, title: str) -> None:
    """Click a page in the sidebar (instant navigation) and wait for the new page's widgets."""
    page.evaluate("() => document.querySelectorAll('[data-widget]').forEach(w => { w.dataset.old = '1'; })")
    page.locator(".md-sidebar--primary").get_by_role("link", name=title, exact=True).click()
    page.wait_for_function("() => !!document.querySelector('#test-status:not([data-old])')")


def soft_goto(page: Page, href: str) -> None:
    """Follow a link inside the site: Material's instant navigation, no new Pyodide boot."""
    page.evaluate("() => document.querySelectorAll('[data-widget]').forEach(w => { w.dataset.old = '1'; })")
    page.evaluate(_CLICK_LINK, href)
    page.wait_for_function("() => !!document.querySelector('#test-status:not([data-old])')")


def open_cards(
    page: Page, base_url: str, lang: str, query: str = "", preset: str = "paulista", hard: bool = False
) -> None:
    """Open the cards page with ``query``; a full load only when needed (first visit, language)."""
    sep = "&" if query else ""
    target = f"{base_url}{page_path(lang, 'cards')}?preset={preset}{sep}{query}"
    here = page.url
    same_lang = here.startswith(base_url) and (
        here[len(base_url) :].startswith(f"{lang}/")
        if lang != "es"
        else not re.match(r"(pt|en)/", here[len(base_url) :])
    )
    engine_ready = same_lang and page.evaluate("() => document.documentElement.dataset.engine") == "ready"
    if hard or not engine_ready:
        page.goto(target)
    else:
        soft_goto(page, base_url + page_path(lang, "index"))
        soft_goto(page, target)
    wait_engine(page)
    expect(page.locator(f"{WIDGET}:not([data-old])")).to_have_attribute("data-state", "ready")
    settle(page)


def answers(page: Page) -> int:
    return int(page.locator(WIDGET).get_attribute("data-answers") or 0)


def settle(page: Page, after: int | None = None) -> None:
    """Wait until the widget has drawn an answer (newer than ``after``) and asks nothing more."""
    page.wait_for_function(
        """([sel, after]) => { const w = document.querySelector(sel);
             return w && !w.dataset.busy && Number(w.dataset.answers || 0) > after; }""",
        arg=[WIDGET, -1 if after is None else after],
    )


def pick_vira(page: Page, code: str) -> None:
    widget = page.locator(WIDGET)
    before = answers(page)
    widget.locator("select[name=rank]").select_option(code[:-1])
    settle(page, before)
    before = answers(page)
    widget.locator("select[name=suit]").select_option(code[-1])
    settle(page, before)


def set_preset(page: Page, preset: str) -> None:
    if page.locator("#truco-preset-select").input_value() == preset:
        return
    before = answers(page)
    page.locator("#truco-preset-select").select_option(preset)
    settle(page, before)
    expect(page.locator(f"{WIDGET} .truco-vira-lookup__result")).to_have_attribute("data-preset", preset)


def shown(page: Page) -> dict[str, Any]:
    """What the widget shows, read from the page."""
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const text = (e) => e ? e.textContent.trim() : null;
          const unlessHidden = (e) => e.hidden ? null : text(e);
          const rank = w.querySelector('.truco-vira-lookup__rank-value');
          return {
            summary: text(w.querySelector('.truco-vira-lookup__summary')),
            pickHidden: w.querySelector('.truco-vira-lookup__pick').hidden,
            noVira: unlessHidden(w.querySelector('.truco-vira-lookup__novira')),
            rankSelect: w.querySelector('select[name=rank]').value,
            suitSelect: w.querySelector('select[name=suit]').value,
            viraDrawn: (w.querySelector('.truco-vira-lookup__vira .truco-card')
                        || {dataset: {}}).dataset.card || null,
            manilhaRank: rank ? text(rank) : null,
            manilhas: [...w.querySelectorAll('.truco-vira-lookup__manilha')].map(li => ({
              card: li.dataset.card,
              drawn: li.querySelector('.truco-card').dataset.card,
              label: li.querySelector('.truco-card').getAttribute('aria-label'),
              nickname: text(li.querySelector('.truco-vira-lookup__nickname')),
              shown: text(li.querySelector('.truco-vira-lookup__manilha-card')),
            })),
            ranking: [...w.querySelectorAll('.truco-vira-lookup__group')].map(li => ({
              place: Number(li.dataset.place),
              placeText: text(li.querySelector('.truco-vira-lookup__place')),
              cards: [...li.querySelectorAll('.truco-card')].map(c => c.dataset.card),
              manilha: !!li.querySelector('.truco-vira-lookup__tag'),
            })),
            viraMarks: [...w.querySelectorAll('.truco-vira-lookup__is-vira')].map(m => ({
              card: m.dataset.vira,
              badge: text(m.querySelector('.truco-vira-lookup__vira-badge')),
              label: m.querySelector('.truco-card').getAttribute('aria-label'),
            })),
            notice: unlessHidden(w.querySelector('.truco-vira-lookup__notice')),
            noticeCode: w.querySelector('.truco-vira-lookup__notice').dataset.code || null,
            injected: w.querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        WIDGET,
    )
    return data


def assert_matches_engine(page: Page, lang: str, preset: str, vira: str | None) -> None:
    """The widget shows exactly the engine's ``manilhas`` answer for (preset, vira)."""
    s = strings(lang)
    answer = engine("manilhas", rules=preset, vira=vira)
    assert answer["ok"], answer
    expected = answer["result"]
    got = shown(page)
    assert [m["card"] for m in got["manilhas"]] == [m["card"] for m in expected["manilhas"]]
    assert [m["drawn"] for m in got["manilhas"]] == [m["card"] for m in expected["manilhas"]]
    for m, e in zip(got["manilhas"], expected["manilhas"], strict=True):
        suit_name = s[f"suit.{e['card'][-1]}"]
        assert e["name"] in m["nickname"], (m, e)
        if suit_name.lower() != e["name"].lower():
            assert suit_name in m["nickname"], (m, suit_name)
        assert m["shown"] == pretty(e["card"])
        assert m["label"] == s["card.label"].format(rank=s[f"rank.{e['card'][:-1]}"], suit=suit_name)
    assert [(g["place"], g["cards"], g["manilha"]) for g in got["ranking"]] == [
        (g["place"], g["cards"], g["manilha"]) for g in expected["ranking"]
    ]
    assert [g["placeText"] for g in got["ranking"]] == [str(g["place"]) for g in expected["ranking"]]
    assert sum(len(g["cards"]) for g in got["ranking"]) == 40
    for m in expected["manilhas"]:
        assert pretty(m["card"]) in got["summary"]
    if expected["vira"] is None:
        # fixed manilhas: no vira anywhere, the widget says so
        assert got["pickHidden"] is True
        assert got["noVira"] and s[f"preset.{preset}"] in got["noVira"]
        assert got["viraMarks"] == []
        assert got["manilhaRank"] is None
    else:
        assert got["pickHidden"] is False
        assert got["noVira"] is None
        assert got["manilhaRank"] == expected["manilha_rank"]
        assert got["viraDrawn"] == expected["vira"]
        assert got["rankSelect"] + got["suitSelect"] == expected["vira"]
        assert [m["card"] for m in got["viraMarks"]] == [expected["vira"]]
        mark = s["vira-lookup.vira_mark"]
        assert got["viraMarks"][0]["badge"] == mark
        assert mark in got["viraMarks"][0]["label"]
        assert pretty(expected["vira"]) in got["summary"]
    assert got["injected"] == 0


# --- tests --------------------------------------------------------------------------------------

AXE_RUNS = [("en", "light"), ("pt", "dark")]


@pytest.mark.parametrize(("lang", "scheme"), AXE_RUNS, ids=[f"{la}-{sc}" for la, sc in AXE_RUNS])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, lang: str, scheme: str) -> None:
    page = shared_page
    open_cards(page, base_url, lang, "vira-lookup.vira=7d")
    use_palette(page, scheme)
    try:
        violations = axe_violations(page)
        assert violations == [], "\n".join(violations)
        set_preset(page, "mineiro")
        violations = axe_violations(page)
        assert violations == [], "\n".join(violations)
        open_cards(page, base_url, lang, "vira-lookup.vira=%3Cb%3E8h")  # with the notice shown
        assert shown(page)["notice"] is not None
        violations = axe_violations(page)
        assert violations == [], "\n".join(violations)
    finally:
        use_palette(page, "light")


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_cards(page, base_url, "es", "vira-lookup.vira=4c")
    # start on the last focusable element before the widget, then use the keyboard only
    page.evaluate(
        """sel => { const w = document.querySelector(sel);
             const before = [...document.querySelectorAll('a[href], button, select, input')]
               .filter(e => e.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING)
               .filter(e => e.checkVisibility());
             before[before.length - 1].focus(); }""",
        WIDGET,
    )
    page.keyboard.press("Tab")  # the exercise mode's switch comes first (tests/browser/test_exercise.py)
    assert page.evaluate("() => document.activeElement.dataset.role") == "exercise-switch"
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.name") == "rank"
    assert page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle") != "none"
    before = answers(page)
    page.keyboard.press("ArrowDown")  # 4 -> 5
    settle(page, before)
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.name") == "suit"
    before = answers(page)
    page.keyboard.press("ArrowDown")  # clubs -> hearts
    settle(page, before)
    assert_matches_engine(page, "es", "paulista", "5h")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.role") == "copy-link"
    page.keyboard.press("Enter")
    expect(page.locator(f"{WIDGET} .truco-copy__status")).not_to_have_text("")


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    clipboard_ready(page, base_url)
    open_cards(page, base_url, "en", "vira-lookup.vira=Jc", preset="paulista-fpt")
    page.locator(f"{WIDGET}  [data-role=copy-link]").click()
    expect(page.locator(f"{WIDGET} .truco-copy__status")).to_have_text(strings("en")["copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert "vira-lookup.vira=Jc" in copied
    assert "preset=paulista-fpt" in copied
    # without a clipboard: the link is shown in a field, selected
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); }")
    page.locator(f"{WIDGET}  [data-role=copy-link]").click()
    field = page.locator(f"{WIDGET} .truco-copy__field")
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    assert "vira-lookup.vira=Jc" in field.input_value()
    # the copied link, opened afresh, shows the same state (from another page: the copied link
    # differs from the address only by its section, which a goto would take as a jump in the page)
    page.goto("about:blank")
    page.goto(copied)
    wait_engine(page)
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)
    assert_matches_engine(page, "en", "paulista-fpt", "Jc")
    set_preset(page, "paulista")


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_cards(page, base_url, "en", "vira-lookup.vira=2c")
    click_nav(page, "Rounds and ties")
    page.wait_for_url(re.compile(r"/en/rounds/"))
    click_nav(page, "Cards and manilhas")
    page.wait_for_url(re.compile(r"/en/cards/"))
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)
    assert_matches_engine(page, "en", "paulista", "4h")
    pick_vira(page, "5s")
    assert_matches_engine(page, "en", "paulista", "5s")
