"""The card-duel widget (docs/*/cards.md, docs/*/rounds.md) in a real browser, checked against the
engine in-process.

For each vira, set of cards (two, or four in pairs), covered flags and preset, the widget must show
what ``truco.web`` answers to the ``compare`` op: the top card(s), the winning team or a tie, and the
ruling in words (explain.js applied to the engine's own ruling). Refused cards show the engine's
reason. Deep links, hostile links, keyboard-only use, axe-core and the console are checked too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from conftest import LANGUAGES, ConsoleLog, axe_violations, page_path, wait_engine
from playwright.sync_api import BrowserContext, Page, expect

from truco.web import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "site_src" / "i18n"
WIDGET = '[data-widget="card-duel"]'
SUIT_SYMBOLS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}


def strings(lang: str) -> dict[str, str]:
    """Every UI string of the site in ``lang`` (as the build hands them to the page)."""
    out: dict[str, str] = {}
    for path in sorted(I18N.glob("*.json")):
        for key, texts in json.loads(path.read_text(encoding="utf-8")).items():
            out[key] = texts[lang]
    return out


def engine(op: str, **args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return answer


def engine_round(preset: str, vira: str, cards: list[str], covered: list[bool]) -> dict[str, Any]:
    """What the widget asks: the manilhas for the vira, then the round; the first refusal wins."""
    manilhas = engine("manilhas", rules=preset, vira=vira)
    if not manilhas["ok"]:
        return manilhas
    answer = engine("compare", rules=preset, vira=vira, cards=cards, covered=covered)
    answer["manilhas"] = manilhas["result"]
    return answer


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


def open_page(
    page: Page,
    base_url: str,
    lang: str,
    query: str = "",
    preset: str = "paulista",
    name: str = "cards",
    hard: bool = False,
) -> None:
    """Open ``name`` with ``query``; a full load only when needed (first visit, other language)."""
    sep = "&" if query else ""
    target = f"{base_url}{page_path(lang, name)}?preset={preset}{sep}{query}"
    rest = page.url[len(base_url) :] if page.url.startswith(base_url) else None
    same_lang = rest is not None and (
        rest.startswith(f"{lang}/") if lang != "es" else not re.match(r"(pt|en)/", rest)
    )
    if hard or not same_lang or page.evaluate("() => document.documentElement.dataset.engine") != "ready":
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


def set_preset(page: Page, preset: str) -> None:
    if page.locator("#truco-preset-select").input_value() == preset:
        return
    before = answers(page)
    page.locator("#truco-preset-select").select_option(preset)
    settle(page, before)
    expect(page.locator(WIDGET)).to_have_attribute("data-preset", preset)


def fill_round(page: Page, vira: str, cards: list[str], covered: list[bool] | None = None) -> None:
    """Set the controls with the mouse-free Playwright helpers, then press Compare."""
    widget = page.locator(WIDGET)
    covered = covered or [False] * len(cards)
    radio = widget.locator(f"input[type=radio][value='{len(cards)}']")
    if not radio.is_checked():
        before = answers(page)
        radio.check()
        settle(page, before)
    if widget.locator("input[name=vira]").is_visible():
        widget.locator("input[name=vira]").fill(vira)
    for i, card in enumerate(cards):
        widget.locator(f"input[name=card{i + 1}]").fill(card)
        box = widget.locator(f"input[name=covered{i + 1}]")
        if box.is_checked() != covered[i]:
            box.set_checked(covered[i])
    before = answers(page)
    widget.locator(".truco-cd__compare").click()
    settle(page, before)


def shown(page: Page) -> dict[str, Any]:
    """What the widget shows, read from the page."""
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const text = (e) => e ? e.textContent.trim() : null;
          const unlessHidden = (e) => e.hidden ? null : text(e);
          const live = w.querySelector('.truco-cd__result');
          const players = Number(w.querySelector('input[type=radio]:checked').value);
          const field = (name) => w.querySelector(`input[name=${name}]`);
          const seats = [1, 2, 3, 4].slice(0, players);
          return {
            players,
            vira: w.querySelector('input[name=vira]').value,
            viraHidden: w.querySelector('.truco-cd__vira').hidden,
            viraDrawn: w.querySelector('.truco-cd__vira-card .truco-card')?.dataset.card || null,
            manilhaLine: text(w.querySelector('.truco-cd__manilhas')),
            noVira: unlessHidden(w.querySelector('.truco-cd__novira')),
            inputs: seats.map(i => field(`card${i}`).value),
            coveredBoxes: seats.map(i => field(`covered${i}`).checked),
            visibleSlots: [...w.querySelectorAll('.truco-cd__slot')].filter(f => !f.hidden).length,
            invalid: [...w.querySelectorAll('input[aria-invalid=true]')].map(i => i.name),
            table: [...w.querySelectorAll('.truco-cd__play')].map(li => ({
              seat: Number(li.dataset.seat),
              card: li.dataset.card,
              covered: li.dataset.covered === 'true',
              drawn: li.querySelector('.truco-card').dataset.card || null,
              back: li.querySelector('.truco-card').classList.contains('truco-card--back'),
              label: li.querySelector('.truco-card').getAttribute('aria-label'),
              top: li.classList.contains('truco-cd__play--top'),
              tie: li.classList.contains('truco-cd__play--tie'),
              who: text(li.querySelector('.truco-cd__who')),
            })),
            outcome: live.dataset.outcome || null,
            errorCode: live.dataset.outcome === 'error' ? live.dataset.code : null,
            headline: text(live.querySelector('.truco-cd__headline')),
            why: text(live.querySelector('.truco-cd__why')),
            error: text(live.querySelector('.truco-cd__error')),
            live: live.getAttribute('aria-live'),
            notice: unlessHidden(w.querySelector('.truco-cd__notice')),
            noticeCode: w.querySelector('.truco-cd__notice').dataset.code || null,
            injected: w.querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        WIDGET,
    )
    return data


def explained(page: Page, ruling: dict[str, Any], players: int) -> str:
    """explain.js (the page's own module and strings) applied to a ruling computed in-process."""
    text: str = page.evaluate(
        """async ([ruling, players]) => {
          const base = new URL('.', document.querySelector('script[src$="app.js"]').src);
          const { explain } = await import(new URL('explain.js', base).href);
          const { t } = await import(new URL('app.js', base).href);
          return explain(ruling, t, { players });
        }""",
        [ruling, players],
    )
    return text


def assert_matches_engine(
    page: Page,
    lang: str,
    preset: str,
    vira: str,
    cards: list[str],
    covered: list[bool] | None = None,
    *,
    notice: bool = False,
) -> None:
    """The widget shows exactly the engine's ``compare`` answer for this round."""
    s = strings(lang)
    covered = covered or [False] * len(cards)
    answer = engine_round(preset, vira, cards, covered)
    assert answer["ok"], answer
    res = answer["result"]
    players = len(cards)
    got = shown(page)
    assert got["live"] == "polite"
    assert got["players"] == players
    assert got["visibleSlots"] == players
    assert got["inputs"] == cards
    assert got["coveredBoxes"] == covered
    assert got["invalid"] == []
    # the table: cards in play order, covered ones face down, the engine's top card(s) marked
    assert [p["seat"] for p in got["table"]] == list(range(players))
    assert [p["card"] for p in got["table"]] == cards
    for p, card, cov in zip(got["table"], cards, covered, strict=True):
        assert p["back"] is cov
        assert p["drawn"] == (None if cov else card)
        assert pretty(card) in p["label"] if cov else p["label"] is not None
    marked = [p["seat"] for p in got["table"] if p["top"] or p["tie"]]
    assert marked == res["top"]
    assert all(p["tie"] for p in got["table"] if p["seat"] in res["top"]) is (res["winner"] is None)
    # the verdict and why, in words, from the engine's ruling
    if res["winner"] is None:
        assert got["outcome"] == "tie"
        assert got["headline"] == s["card-duel.tie"]
    else:
        assert got["outcome"] == f"team-{res['winner']}"
        seat = res["top"][0]
        assert pretty(cards[seat]) in got["headline"]
        assert str(seat + 1) in got["headline"]
    ruling = res["ruling"]
    assert explained(page, ruling, players) in got["why"]
    template = s[f"reason.{ruling['code']}"]
    nested = ruling["params"].get("compare")
    if nested and "{compare}" not in template:
        assert explained(page, nested, players) in got["why"]
    if "{lead}" not in template:
        code = "lead-tie" if res["winner"] is None else "lead-winner"
        assert explained(page, {"code": code, "params": {"seat": res["lead"]}}, players) in got["why"]
    assert s["seat.n"].format(n=res["lead"] + 1).lower() in got["why"].lower()  # who leads next
    # the vira, or the fixed manilhas
    manilhas = [m["card"] for m in answer["manilhas"]["manilhas"]]
    if answer["manilhas"]["vira"] is None:
        assert got["viraHidden"] is True
        assert got["noVira"] is not None
        assert s[f"preset.{preset}"] in got["noVira"]
        assert all(pretty(c) in got["noVira"] for c in manilhas)
    else:
        assert got["viraHidden"] is False
        assert got["noVira"] is None
        assert got["vira"] == answer["manilhas"]["vira"]
        assert got["viraDrawn"] == answer["manilhas"]["vira"]
        assert all(pretty(c) in got["manilhaLine"] for c in manilhas)
    assert (got["notice"] is not None) is notice
    assert got["injected"] == 0


def assert_refused(
    page: Page, lang: str, preset: str, vira: str, cards: list[str], covered: list[bool]
) -> None:
    """The engine refuses this round: the widget shows its reason and stays usable."""
    answer = engine_round(preset, vira, cards, covered)
    assert not answer["ok"], answer
    error = answer["error"]
    got = shown(page)
    assert got["outcome"] == "error"
    assert got["errorCode"] == error["code"]
    assert got["table"] == []
    if f"reason.{error['code']}" not in strings(lang):
        assert error["message"][:60] in got["error"]
    assert got["injected"] == 0


# --- cases --------------------------------------------------------------------------------------
# (vira, cards in play order from player 1, covered flags)

ROUNDS: list[tuple[str, list[str], list[bool]]] = [
    ("4h", ["5c", "3h"], [False, False]),  # a manilha beats the best ordinary card
    ("4h", ["5d", "5c"], [False, False]),  # two manilhas: the suit decides
    ("7d", ["3c", "3h"], [False, False]),  # same rank: a tie
    ("Qs", ["Kh", "Jd"], [False, False]),  # vira Q: the jacks are manilhas
    ("6c", ["Ah", "Kd"], [False, False]),  # higher rank
    ("7c", ["3d", "4s"], [True, False]),  # a covered card loses to any face-up card
    ("Kc", ["2c", "3d"], [True, True]),  # two covered cards tie
    ("Qs", ["3h", "Kc", "3d", "2s"], [False] * 4),  # partners share the top: their team wins
    ("Qs", ["5d", "Ah", "Ac", "7s"], [False] * 4),  # opponents tie: the first tied card leads next
    ("4h", ["3c", "2h", "3d", "2c"], [True, False, False, False]),
    ("2d", ["Kc", "Kh", "Ks", "Kd"], [False] * 4),
    ("3s", ["4d", "4c", "Ah", "7s"], [False, True, False, False]),
]


# --- tests --------------------------------------------------------------------------------------
# Ordered to keep full page loads (a Pyodide boot each) few: one per language, then soft navigation.


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rounds_show_the_engine_answer(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    open_page(page, base_url, lang, hard=True)
    assert_matches_engine(page, lang, "paulista", "4h", ["5d", "3c"])  # the starting example
    for vira, cards, covered in ROUNDS:
        fill_round(page, vira, cards, covered)
        assert_matches_engine(page, lang, "paulista", vira, cards, covered)
        query = page.evaluate("() => Object.fromEntries(new URLSearchParams(location.search))")
        assert query["card-duel.vira"] == vira
        assert query["card-duel.cards"] == "-".join(cards)
        flags = "-".join("1" if c else "0" for c in covered)
        assert query.get("card-duel.covered") == (flags if any(covered) else None)
    # the same widget on the rounds page, opened by a link with four covered/face-up cards
    open_page(
        page,
        base_url,
        lang,
        "card-duel.vira=Qs&card-duel.cards=3h-Kc-3d-2s&card-duel.covered=0-0-1-0",
        name="rounds",
    )
    assert_matches_engine(page, lang, "paulista", "Qs", ["3h", "Kc", "3d", "2s"], [False, False, True, False])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_presets_drive_the_widget(shared_page: Page, console: ConsoleLog, base_url: str, lang: str) -> None:
    page = shared_page
    vira, cards, covered = "3s", ["4c", "7h", "As", "4d"], [False] * 4  # manilhas under vira 3 and mineiro
    open_page(page, base_url, lang, f"card-duel.vira={vira}&card-duel.cards={'-'.join(cards)}")
    for preset in ("paulista", "mineiro", "paulista-fpt", "mineiro", "paulista"):
        set_preset(page, preset)
        assert_matches_engine(page, lang, preset, vira, cards, covered)
    # mineiro has no vira: a card equal to the (hidden) vira is fine there, and refused again after
    set_preset(page, "mineiro")
    fill_round(page, vira, ["3s", "7d"])
    assert_matches_engine(page, lang, "mineiro", vira, ["3s", "7d"])
    set_preset(page, "paulista")
    assert_refused(page, lang, "paulista", vira, ["3s", "7d"], [False, False])
    fill_round(page, vira, ["2s", "7d"])
    assert_matches_engine(page, lang, "paulista", vira, ["2s", "7d"])
    # opening a page under mineiro
    open_page(page, base_url, lang, "card-duel.cards=As-Ac", preset="mineiro", name="rounds")
    assert_matches_engine(page, lang, "mineiro", "4h", ["As", "Ac"])
    set_preset(page, "paulista")


REFUSED: list[tuple[str, list[str], list[bool], str]] = [
    ("4h", ["3h", "3h"], [False, False], "duplicate-card"),
    ("4h", ["4h", "3c"], [False, False], "duplicate-card"),  # the vira is out of play
    ("4h", ["8h", "3c"], [False, False], "card-not-in-deck"),
    ("4h", ["5c", "10d"], [False, False], "card-not-in-deck"),
    ("9c", ["5c", "3h"], [False, False], "card-not-in-deck"),
    ("4h", ["zz", "3c"], [False, False], "bad-rank"),
    ("4h", ["5x", "3c"], [False, False], "bad-suit"),
    ("4h", ["3c", "2h", "3c", "2c"], [False] * 4, "duplicate-card"),
]


def test_refused_cards_show_the_engine_reason(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    lang = "en"
    open_page(page, base_url, lang)
    for vira, cards, covered, code in REFUSED:
        fill_round(page, vira, cards, covered)
        assert engine_round("paulista", vira, cards, covered)["error"]["code"] == code
        assert_refused(page, lang, "paulista", vira, cards, covered)
        got = shown(page)
        bad = engine_round("paulista", vira, cards, covered)["error"].get("input")
        if bad is not None:  # the offending field is marked invalid
            names = ["vira"] + [f"card{i + 1}" for i in range(len(cards))]
            assert got["invalid"] == [n for n, v in zip(names, [vira, *cards], strict=True) if v == bad]
        # still usable: fix it and the engine answers
        fill_round(page, "4h", ["5c", "3h"] + (["2d", "Kc"] if len(cards) == 4 else []))
        assert_matches_engine(
            page, lang, "paulista", "4h", ["5c", "3h"] + (["2d", "Kc"] if len(cards) == 4 else [])
        )


def test_typed_forms_are_accepted_and_shown_canonical(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_page(page, base_url, "en")
    fill_round(page, " 4H", ["q♥", "3C"])
    assert_matches_engine(page, "en", "paulista", "4h", ["Qh", "3c"])


def test_swap_and_random_example(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "card-duel.vira=7c&card-duel.cards=3d-4s&card-duel.covered=1-0")
    assert_matches_engine(page, "en", "paulista", "7c", ["3d", "4s"], [True, False])
    widget = page.locator(WIDGET)
    before = answers(page)
    widget.locator(".truco-cd__swap").click()
    settle(page, before)
    assert_matches_engine(page, "en", "paulista", "7c", ["4s", "3d"], [False, True])
    fill_round(page, "Qs", ["3h", "Kc", "3d", "2s"])
    before = answers(page)
    widget.locator(".truco-cd__swap").click()  # in pairs: the teams exchange their cards
    settle(page, before)
    assert_matches_engine(page, "en", "paulista", "Qs", ["Kc", "3h", "2s", "3d"])
    for _ in range(4):
        before = answers(page)
        widget.locator(".truco-cd__random").click()
        settle(page, before)
        got = shown(page)
        assert_matches_engine(page, "en", "paulista", got["vira"], got["inputs"])
    # 4 -> 2 -> 4 keeps the partners' cards
    partners = shown(page)["inputs"][2:]
    before = answers(page)
    widget.locator("input[type=radio][value='2']").check()
    settle(page, before)
    assert shown(page)["players"] == 2
    before = answers(page)
    widget.locator("input[type=radio][value='4']").check()
    settle(page, before)
    assert shown(page)["inputs"][2:] == partners


def test_deep_links(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "es", "card-duel.vira=4h&card-duel.cards=5c-3h", hard=True)
    assert_matches_engine(page, "es", "paulista", "4h", ["5c", "3h"])
    open_page(page, base_url, "es", "card-duel.vira=7c&card-duel.cards=3c-2h-3d-2c&card-duel.covered=1-0-0-0")
    assert_matches_engine(page, "es", "paulista", "7c", ["3c", "2h", "3d", "2c"], [True, False, False, False])
    # forms the engine accepts are shown (and written back to the address) in canonical form
    open_page(page, base_url, "es", f"card-duel.vira={quote('q♠')}&card-duel.cards={quote('K♥-jD')}")
    assert_matches_engine(page, "es", "paulista", "Qs", ["Kh", "Jd"])
    query = page.evaluate("() => Object.fromEntries(new URLSearchParams(location.search))")
    assert query["card-duel.cards"] == "Kh-Jd"
    assert query["card-duel.vira"] == "Qs"
    # only cards: the starting vira
    open_page(page, base_url, "es", "card-duel.cards=Ac-Ad")
    assert_matches_engine(page, "es", "paulista", "4h", ["Ac", "Ad"])


HOSTILE: list[dict[str, str]] = [
    {"cards": "<img src=x onerror=alert(1)>"},
    {"cards": "8h-3c"},
    {"vira": "<script>alert(1)</script>", "cards": "5c-3h"},
    {"vira": "8h"},
    {"cards": "3h-3h"},
    {"cards": "4h-3c"},
    {"cards": "5c-3h-2d"},
    {"cards": ""},
    {"cards": "--"},
    {"cards": "5c-"},
    {"cards": "5c-3h-2d-Kc-Ah"},
    {"cards": "x" * 300},
    {"vira": "", "cards": "5c-3h"},
]


@pytest.mark.parametrize("params", HOSTILE, ids=[f"hostile{i}" for i in range(len(HOSTILE))])
def test_hostile_links(shared_page: Page, console: ConsoleLog, base_url: str, params: dict[str, str]) -> None:
    page = shared_page
    lang = "en"
    query = "&".join(f"card-duel.{k}={quote(v)}" for k, v in params.items())
    open_page(page, base_url, lang, query)
    vira = params.get("vira", "4h")[:200]
    cards = params["cards"][:400].split("-") if "cards" in params else ["5d", "3c"]
    answer = engine_round("paulista", vira, cards, [False] * len(cards))
    assert not answer["ok"]
    got = shown(page)
    assert got["notice"] is not None
    assert got["noticeCode"] == answer["error"]["code"]
    if f"reason.{answer['error']['code']}" not in strings(lang):
        assert answer["error"]["message"][:60] in got["notice"]
    assert strings(lang)["card-duel.bad_link"] in got["notice"]
    # the starting example is shown, and the widget answers the next round
    assert_matches_engine(page, lang, "paulista", "4h", ["5d", "3c"], notice=True)
    fill_round(page, "Jd", ["Kh", "Ks"])
    assert_matches_engine(page, lang, "paulista", "Jd", ["Kh", "Ks"])


@pytest.mark.parametrize("flags", ["1-x", "1-0-1", "yes", ""])
def test_unreadable_covered_flags_are_ignored_with_a_note(
    shared_page: Page, console: ConsoleLog, base_url: str, flags: str
) -> None:
    page = shared_page
    open_page(
        page, base_url, "en", f"card-duel.vira=7c&card-duel.cards=3d-4s&card-duel.covered={quote(flags)}"
    )
    got = shown(page)
    expected_note = strings("en")["card-duel.bad_covered"].format(value=flags)
    assert got["notice"] == expected_note
    assert_matches_engine(page, "en", "paulista", "7c", ["3d", "4s"], notice=True)


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "en")
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
        before = answers(page)
        key.press(keys)
        settle(page, before)

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
    assert "truco-cd__compare" in page.evaluate(active)[0]
    step("Enter")
    assert_matches_engine(page, "en", "paulista", "Qs", ["3h", "Kc", "3d", "2s"])
    # cover player 3's card with the space bar, from the keyboard again
    key.press("Shift+Tab")
    key.press("Shift+Tab")
    key.press("Shift+Tab")
    assert page.evaluate(active)[0] == "covered3"
    step("Space")
    assert_matches_engine(page, "en", "paulista", "Qs", ["3h", "Kc", "3d", "2s"], [False, False, True, False])
    # Enter in a card field compares too
    key.press("Shift+Tab")
    assert page.evaluate(active)[0] == "card3"
    key.press("ControlOrMeta+a")
    key.type("5d")
    step("Enter")
    assert_matches_engine(page, "en", "paulista", "Qs", ["3h", "Kc", "5d", "2s"], [False, False, True, False])
    # the buttons: swap, random example, copy link
    for _ in range(4):
        key.press("Tab")
    assert "truco-cd__compare" in page.evaluate(active)[0]
    key.press("Tab")
    assert "truco-cd__swap" in page.evaluate(active)[0]
    step("Enter")
    assert_matches_engine(page, "en", "paulista", "Qs", ["Kc", "3h", "2s", "5d"], [False, False, False, True])
    key.press("Tab")
    assert "truco-cd__random" in page.evaluate(active)[0]
    step("Space")
    got = shown(page)
    assert_matches_engine(page, "en", "paulista", got["vira"], got["inputs"])
    key.press("Tab")
    assert "truco-cd__copy-button" in page.evaluate(active)[0]
    key.press("Enter")
    expect(page.locator(f"{WIDGET} .truco-cd__copy-status")).not_to_have_text("")


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    open_page(
        page,
        base_url,
        "en",
        "card-duel.vira=Ks&card-duel.cards=Ac-Ah-3d-4c&card-duel.covered=0-0-0-1",
        preset="mineiro",
        name="rounds",
    )
    assert_matches_engine(page, "en", "mineiro", "Ks", ["Ac", "Ah", "3d", "4c"], [False, False, False, True])
    page.locator(f"{WIDGET} .truco-cd__copy-button").click()
    expect(page.locator(f"{WIDGET} .truco-cd__copy-status")).to_have_text(strings("en")["card-duel.copied"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert "card-duel.cards=Ac-Ah-3d-4c" in copied
    assert "card-duel.covered=0-0-0-1" in copied
    assert "preset=mineiro" in copied
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); }")
    page.locator(f"{WIDGET} .truco-cd__copy-button").click()
    field = page.locator(f"{WIDGET} .truco-cd__copy-field")
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    for part in ("card-duel.cards=Ac-Ah-3d-4c", "card-duel.covered=0-0-0-1", "preset=mineiro"):
        assert part in field.input_value()
    page.goto(copied)
    wait_engine(page)
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)
    assert_matches_engine(page, "en", "mineiro", "Ks", ["Ac", "Ah", "3d", "4c"], [False, False, False, True])
    set_preset(page, "paulista")


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "card-duel.cards=2c-2d")
    click_nav(page, "Rounds and ties")
    page.wait_for_url(re.compile(r"/en/rounds/"))
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)
    assert_matches_engine(page, "en", "paulista", "4h", ["5d", "3c"])
    click_nav(page, "Cards and manilhas")
    page.wait_for_url(re.compile(r"/en/cards/"))
    expect(page.locator(WIDGET)).to_have_attribute("data-state", "ready")
    settle(page)
    fill_round(page, "Ah", ["2c", "2d"])
    assert_matches_engine(page, "en", "paulista", "Ah", ["2c", "2d"])


def use_palette(page: Page, scheme: str) -> None:
    """Material's palette toggle: "default" (light) or "slate" (dark)."""
    page.evaluate(
        "s => document.querySelector(`input[name=__palette][data-md-color-scheme=${s}]`).click()", scheme
    )
    page.wait_for_function("s => document.body.dataset.mdColorScheme === s", arg=scheme)


AXE_RUNS = [(lang, scheme) for lang in ("en", "pt", "es") for scheme in ("light", "dark")]


@pytest.mark.parametrize(("lang", "scheme"), AXE_RUNS, ids=[f"{la}-{sc}" for la, sc in AXE_RUNS])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, lang: str, scheme: str) -> None:
    page = shared_page
    open_page(
        page,
        base_url,
        lang,
        "card-duel.vira=Qs&card-duel.cards=3h-Kc-3d-2s&card-duel.covered=0-1-0-0",
        name="rounds",
    )
    use_palette(page, "slate" if scheme == "dark" else "default")
    try:
        violations = axe_violations(page)
        assert violations == [], "\n".join(violations)
        fill_round(page, "4h", ["3h", "3h"])  # an error shown
        violations = axe_violations(page)
        assert violations == [], "\n".join(violations)
        set_preset(page, "mineiro")
        violations = axe_violations(page)
        assert violations == [], "\n".join(violations)
        set_preset(page, "paulista")
        open_page(page, base_url, lang, "card-duel.cards=%3Cb%3E")  # the link notice shown
        violations = axe_violations(page)
        assert violations == [], "\n".join(violations)
    finally:
        use_palette(page, "default")
