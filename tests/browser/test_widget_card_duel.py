"""The card-duel widget (docs/*/cards.md, docs/*/rounds.md) in a real browser.

What only a browser shows: keyboard-only use (the tab order, the arrow keys in the deck), the deck
filling the field in focus last, copy-link (the clipboard, the section it lands on), instant
navigation, the first paint from the build's answers, axe-core in light and dark, and a clean
console. The widget's behaviour against the engine (every kind of round, presets, refusals, typed
forms, swap and random examples, deep, hostile and half-readable links) is tested in Node with the
widget's own modules and the real engine: tests/js/card-duel-widget.test.mjs (issue 36); its
wording in es, pt and en: tests/js/card-duel.test.mjs.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    WidgetDriver,
    axe_violations,
    clipboard_ready,
    engine,
    go_sidebar,
    open_page,
    page_without_engine,
    settle,
    strings,
    use_palette,
    wait_engine,
)
from playwright.sync_api import BrowserContext, Page, expect

pytestmark = pytest.mark.browser

WIDGET = '[data-widget="card-duel"]'
W = WidgetDriver(WIDGET, "cards", "card-duel.")
SUIT_SYMBOLS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}


@pytest.fixture(scope="module", autouse=True)
def _guards(no_dialogs: None) -> None:
    """A page that opens a dialog (a hostile link ran alert()) fails the module."""


def set_preset(page: Page, preset: str) -> None:
    W.preset(page, preset)
    expect(page.locator(WIDGET)).to_have_attribute("data-preset", preset)


def fill_round(page: Page, vira: str, cards: list[str], covered: list[bool] | None = None) -> None:
    """Set the controls (quietly: the keyboard test types for real), then press Compare."""
    widget = page.locator(WIDGET)
    covered = covered or [False] * len(cards)
    radio = widget.locator(f"input[type=radio][value='{len(cards)}']")
    if not radio.is_checked():
        W.do(page, lambda: radio.check())
    page.evaluate(
        """([sel, vira, cards, covered]) => { const w = document.querySelector(sel);
             const field = (name) => w.querySelector(`input[name=${name}]`);
             if (field('vira').checkVisibility()) field('vira').value = vira;
             cards.forEach((card, i) => { field(`card${i + 1}`).value = card;
               field(`covered${i + 1}`).checked = covered[i]; }); }""",
        [WIDGET, vira, cards, covered],
    )
    W.do(page, lambda: widget.locator(".truco-card-duel__compare").click())


def shown(page: Page) -> dict[str, Any]:
    """What the widget shows, read from the page."""
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const text = (e) => e ? e.textContent.trim() : null;
          const unlessHidden = (e) => e.hidden ? null : text(e);
          const live = w.querySelector('.truco-card-duel__result');
          const players = Number(w.querySelector('input[type=radio]:checked').value);
          const field = (name) => w.querySelector(`input[name=${name}]`);
          const seats = [1, 2, 3, 4].slice(0, players);
          return {
            players,
            vira: field('vira').value,
            viraHidden: w.querySelector('.truco-card-duel__vira').hidden,
            viraDrawn: w.querySelector('.truco-card-duel__vira-card .truco-card')?.dataset.card || null,
            manilhaLine: text(w.querySelector('.truco-card-duel__manilhas')),
            noVira: unlessHidden(w.querySelector('.truco-card-duel__novira')),
            inputs: seats.map(i => field(`card${i}`).value),
            coveredBoxes: seats.map(i => field(`covered${i}`).checked),
            visibleSlots: [...w.querySelectorAll('.truco-card-duel__slot')].filter(f => !f.hidden).length,
            invalid: [...w.querySelectorAll('input[aria-invalid=true]')].map(i => i.name),
            table: [...w.querySelectorAll('.truco-card-duel__play')].map(li => ({
              seat: Number(li.dataset.seat),
              card: li.dataset.card,
              covered: li.dataset.covered === 'true',
              drawn: li.querySelector('.truco-card').dataset.card || null,
              label: li.querySelector('.truco-card').getAttribute('aria-label'),
              top: li.classList.contains('truco-card-duel__play--top'),
              tie: li.classList.contains('truco-card-duel__play--tie'),
            })),
            outcome: live.dataset.outcome || null,
            errorCode: live.dataset.outcome === 'error' ? live.dataset.code : null,
            headline: text(live.querySelector('.truco-card-duel__headline')),
            why: text(live.querySelector('.truco-card-duel__why')),
            error: text(live.querySelector('.truco-card-duel__error')),
            live: live.getAttribute('aria-live'),
            notice: unlessHidden(w.querySelector('.truco-card-duel__notice')),
            noticeCode: w.querySelector('.truco-card-duel__notice').dataset.code || null,
            injected: w.querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        WIDGET,
    )
    return data


def worded(page: Page, answer: dict[str, Any]) -> dict[str, str]:
    """The verdict of the page's own card-duel module for an answer computed in-process."""
    words: dict[str, str] = page.evaluate(
        """async (answer) => {
          const root = new URL('assets/js/', location.origin + '/');
          const { verdict } = await import(new URL('widgets/card-duel.js', root).href);
          const { t } = await import(new URL('kit/page.js', root).href);
          return verdict(answer, t, answer.cards.length);
        }""",
        answer,
    )
    return words


def assert_matches_engine(page: Page, preset: str, vira: str, cards: list[str],
                          covered: list[bool] | None = None, *, notice: bool = False,
                          typed: list[str] | None = None) -> None:
    """The widget shows exactly the engine's ``compare`` answer for this round (``typed``: the
    cards as the reader typed them, when not canonical)."""
    covered = covered or [False] * len(cards)
    answer = engine("compare", rules=preset, vira=vira, cards=typed or cards, covered=covered)
    manilhas = engine("manilhas", rules=preset, vira=vira)
    assert answer["ok"] and manilhas["ok"], (answer, manilhas)
    res, man = answer["result"], manilhas["result"]
    players = len(cards)
    got = shown(page)
    assert got["live"] == "polite"
    assert (got["players"], got["visibleSlots"]) == (players, players)
    assert got["inputs"] == res["cards"] == cards  # canonical, as the engine read them
    assert got["coveredBoxes"] == covered
    assert got["invalid"] == []
    # the table: cards in play order, covered ones marked, the engine's top card(s) marked
    assert [p["seat"] for p in got["table"]] == list(range(players))
    assert [p["card"] for p in got["table"]] == res["cards"]
    assert [p["covered"] for p in got["table"]] == covered
    for p, card, cov in zip(got["table"], res["cards"], covered, strict=True):
        assert p["drawn"] == card
        assert (card[:-1] + SUIT_SYMBOLS[card[-1]] in p["label"]) if cov else p["label"]
    assert [p["seat"] for p in got["table"] if p["top"] or p["tie"]] == res["top"]
    assert all(p["tie"] for p in got["table"] if p["seat"] in res["top"]) is (res["winner"] is None)
    # the verdict, worded by the page's own module from the engine's answer
    expected = worded(page, res)
    outcome = "tie" if res["winner"] is None else f"team-{res['winner']}"
    assert got["outcome"] == expected["outcome"] == outcome
    assert (got["headline"], got["why"]) == (expected["headline"], expected["why"])
    # the vira, or the fixed manilhas
    if man["vira"] is None:
        assert got["viraHidden"] is True and got["noVira"]
    else:
        assert got["viraHidden"] is False and got["noVira"] is None
        assert got["vira"] == got["viraDrawn"] == man["vira"]
    assert all(m["card"][:-1] + SUIT_SYMBOLS[m["card"][-1]] in got["manilhaLine"] for m in man["manilhas"])
    assert (got["notice"] is not None) is notice
    assert got["injected"] == 0


# --- tests --------------------------------------------------------------------------------------


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url)
    page.evaluate(
        """sel => { const w = document.querySelector(sel);
             const before = [...document.querySelectorAll('a[href], button, select, input')]
               .filter(e => e.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING)
               .filter(e => e.checkVisibility());
             before[before.length - 1].focus(); }""",
        WIDGET,
    )
    key = page.keyboard
    active = "() => { const a = document.activeElement; return [a.name || a.className, a.type]; }"

    def step(keys: str) -> None:
        W.do(page, lambda: key.press(keys))

    key.press("Tab")  # the exercise mode's switch comes first (tests/browser/test_exercise.py)
    assert page.evaluate("() => document.activeElement.dataset.role") == "exercise-switch"
    key.press("Tab")
    assert page.evaluate(active)[1] == "radio"
    assert page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle") != "none"
    step("ArrowDown")  # two players -> four
    assert shown(page)["players"] == 4
    key.press("Tab")
    assert page.evaluate(active)[0] == "vira"
    key.press("ControlOrMeta+a")
    key.type("qs")
    key.press("Tab")
    assert page.evaluate(active)[0] == "card1"
    for i, card in enumerate(["3h", "kc", "3D", "2s"]):
        key.press("ControlOrMeta+a")
        key.type(card)
        key.press("Tab")
        assert page.evaluate(active)[0] == f"covered{i + 1}"
        key.press("Tab")
    assert "truco-card-duel__pick" in page.evaluate(active)[0]  # the deck: one tab stop
    key.press("Tab")
    assert "truco-card-duel__compare" in page.evaluate(active)[0]
    step("Enter")
    assert_matches_engine(page, "paulista", "Qs", ["3h", "Kc", "3d", "2s"])
    # cover player 3's card with the space bar (back past the deck, covered4 and card4)
    for _ in range(4):
        key.press("Shift+Tab")
    assert page.evaluate(active)[0] == "covered3"
    step("Space")
    assert_matches_engine(page, "paulista", "Qs", ["3h", "Kc", "3d", "2s"], [False, False, True, False])
    # Enter in a card field compares too
    key.press("Shift+Tab")
    assert page.evaluate(active)[0] == "card3"
    key.press("ControlOrMeta+a")
    key.type("5d")
    step("Enter")
    assert_matches_engine(page, "paulista", "Qs", ["3h", "Kc", "5d", "2s"], [False, False, True, False])
    # the buttons: compare, swap, random example, copy link (past covered3, card4, covered4, the deck)
    for _ in range(5):
        key.press("Tab")
    assert "truco-card-duel__compare" in page.evaluate(active)[0]
    key.press("Tab")
    assert "truco-card-duel__swap" in page.evaluate(active)[0]
    step("Enter")
    assert_matches_engine(page, "paulista", "Qs", ["Kc", "3h", "2s", "5d"], [False, False, False, True])
    key.press("Tab")
    assert "truco-card-duel__random" in page.evaluate(active)[0]
    step("Space")
    got = shown(page)
    assert_matches_engine(page, "paulista", got["vira"], got["inputs"])
    key.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.role") == "copy-link"
    key.press("Enter")
    expect(page.locator(f"{WIDGET} .truco-copy__status")).not_to_have_text("")


def test_cards_are_picked_from_the_deck(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """A click on a card of the deck fills the field in focus last, then the next one; the arrow
    keys move in the deck and Enter picks; cards in a field are marked with the field."""
    page = shared_page
    W.open(page, base_url)
    widget = page.locator(WIDGET)
    picks = widget.locator(".truco-card-duel__pick")
    expect(picks).to_have_count(40)
    assert picks.first.get_attribute("aria-label")  # a text label for every card
    # the vira first, then player 1's and player 2's cards, by clicks only
    widget.locator("input[name=vira]").click()
    expect(widget.locator(".truco-card-duel__picker-label")).to_contain_text("the vira")
    for card in ("7d", "3c", "3h"):
        W.do(page, lambda c=card: widget.locator(f".truco-card-duel__pick[data-card='{c}']").click())
    assert_matches_engine(page, "paulista", "7d", ["3c", "3h"])
    taken = widget.locator(".truco-card-duel__pick[data-card='3c']")
    expect(taken).to_have_class(re.compile("truco-card-duel__pick--taken"))
    assert "player 1" in (taken.get_attribute("aria-label") or "")
    # after the last field the vira comes round again; a card already used is the engine's to refuse
    expect(widget.locator(".truco-card-duel__picker-label")).to_contain_text("the vira")
    widget.locator("input[name=card2]").focus()
    W.do(page, lambda: widget.locator(".truco-card-duel__pick[data-card='3c']").click())
    expect(widget.locator(".truco-card-duel__error")).to_be_visible()
    expect(widget.locator(".truco-card-duel__result")).to_have_attribute("data-outcome", "error")
    # by keyboard: into the deck, along a row, Enter puts the card in player 2's field
    widget.locator("input[name=card2]").focus()
    widget.locator(".truco-card-duel__pick[tabindex='0']").focus()
    start = widget.locator(".truco-card-duel__pick[tabindex='0']").get_attribute("data-card")
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("() => document.activeElement.dataset.card")
    assert moved and moved != start
    W.do(page, lambda: page.keyboard.press("Enter"))
    assert shown(page)["inputs"][1] == moved
    console.assert_clean()


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    clipboard_ready(page, base_url)
    query_text = "card-duel.vira=Ks&card-duel.cards=Ac-Ah-3d-4c&card-duel.covered=0-0-0-1"
    W.open(page, base_url, query=query_text, preset="mineiro", name="rounds")
    assert_matches_engine(page, "mineiro", "Ks", ["Ac", "Ah", "3d", "4c"], [False, False, False, True])
    # the page's other widgets write their own state in the URL as they open: let them settle
    page.wait_for_function("() => [...document.querySelectorAll('[data-widget]')].every("
                           "w => w.dataset.state === 'ready' && !w.dataset.busy)")
    button = page.locator(f"{WIDGET} [data-role=copy-link]")
    button.click()
    expect(page.locator(f"{WIDGET} .truco-copy__status")).to_have_text(strings("en")["copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    for part in ("card-duel.cards=Ac-Ah-3d-4c", "card-duel.covered=0-0-0-1", "preset=mineiro"):
        assert part in copied
    # the link lands on the widget's section, whatever the reader scrolled to (the address bar's
    # fragment follows the scroll: Material's section tracker)
    section = page.evaluate(f"""() => {{ const w = document.querySelector('{WIDGET}');
        const hs = [...document.querySelectorAll('article h2[id], article h3[id]')]
          .filter(h => h.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING);
        return hs[hs.length - 1].id; }}""")
    assert copied.endswith(f"#{section}")
    page.evaluate("() => { location.hash = 'somewhere-else'; }")
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); }")
    button.click()
    field = page.locator(f"{WIDGET} .truco-copy__field")
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    assert field.input_value() == copied
    page.goto("about:blank")  # opened afresh: a goto that changes only the fragment is a jump
    page.goto(copied)
    wait_engine(page)
    settle(page, WIDGET)
    assert_matches_engine(page, "mineiro", "Ks", ["Ac", "Ah", "3d", "4c"], [False, False, False, True])
    set_preset(page, "paulista")


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, query="card-duel.cards=2c-2d")
    for title, path in (("Rounds and ties", "rounds"), ("Cards and manilhas", "cards")):
        go_sidebar(page, title, f"/en/{path}/")
        expect(page.locator(f"{WIDGET}:not([data-old])")).to_have_attribute("data-state", "ready")
        settle(page, WIDGET)
        assert_matches_engine(page, "paulista", "4h", ["5d", "3c"])
    fill_round(page, "Ah", ["2c", "2d"])
    assert_matches_engine(page, "paulista", "Ah", ["2c", "2d"])


def test_first_paint_comes_from_the_build(
    shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    """The build embeds the engine's answers to the widget's first requests: with no worker at
    all, the starting example is drawn (and the widget is ready) all the same."""
    with page_without_engine(shared_context, f"{base_url}en/cards/?preset=mineiro", WIDGET) as page:
        assert shown(page)["inputs"] == ["5d", "3c"]
        assert_matches_engine(page, "mineiro", "4h", ["5d", "3c"])


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("es", "dark")])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, lang: str, scheme: str) -> None:
    page = shared_page
    query_text = "card-duel.vira=Qs&card-duel.cards=3h-Kc-3d-2s&card-duel.covered=0-1-0-0"
    W.open(page, base_url, lang, query_text, name="rounds")
    use_palette(page, scheme)
    try:
        assert axe_violations(page) == []
        fill_round(page, "4h", ["3h", "3h"])  # an error shown
        assert axe_violations(page) == []
        set_preset(page, "mineiro")
        assert axe_violations(page) == []
        set_preset(page, "paulista")
        open_page(page, base_url, lang, "cards", "?card-duel.cards=%3Cb%3E")
        settle(page, WIDGET)  # the link notice shown
        assert shown(page)["notice"] is not None
        assert axe_violations(page) == []
    finally:
        use_palette(page, "light")
