"""The tie-explorer widget (docs/*/rounds.md) in a real browser.

What only a browser shows: copy-link (the clipboard, and the copied link opening both modes'
state), keyboard-only use (the radio groups' arrow keys, the focus staying on the choices), instant
navigation, the first paint from the build's answers, axe-core in light and dark and a clean
console. The widget's behaviour against the engine (every round-results sequence with presets and
kinds of hand, the deal played card by card, every legal move, preset changes, the deal editor,
deep and hostile links) is tested in Node with the widget's own modules and the real engine:
tests/js/tie-explorer-widget.test.mjs (issue 36); its wording in es, pt and en:
tests/js/tie-explorer.test.mjs.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    WidgetDriver,
    assert_board_matches,
    axe_violations,
    clipboard_ready,
    engine_result,
    go_sidebar,
    page_without_engine,
    settle,
    strings,
    tab_to,
    use_palette,
    wait_engine,
)
from playwright.sync_api import BrowserContext, Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

WIDGET = '[data-widget="tie-explorer"]'
OUTCOMES = f"{WIDGET} .truco-tie-explorer__panel--outcomes"
CARDS = f"{WIDGET} .truco-tie-explorer__panel--cards"
P = "tie-explorer."
W = WidgetDriver(WIDGET, "rounds", P)
LETTER = {0: "M", 1: "O", None: "T"}
WORKED: dict[str, Any] = {
    "rules": "paulista",
    "players": 2,
    "score": [0, 0],
    "dealer": 1,
    "vira": "7d",
    "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
    "actions": [],
}


# --- driving the widget -------------------------------------------------------------------------


# round results


def outcome_state(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const panel = document.querySelector(sel);
          return {
            hidden: panel.hidden,
            lines: [...panel.querySelectorAll('.truco-tie-explorer__result p')].map(p => p.textContent),
            live: panel.querySelector('.truco-tie-explorer__result').getAttribute('aria-live'),
            rounds: [...panel.querySelectorAll('.truco-tie-explorer__round')].map(f => ({
              status: f.dataset.status, disabled: f.disabled,
              checked: (f.querySelector('input:checked') || {dataset: {}}).dataset.outcome || null,
            })),
            kind: panel.querySelector('select').value,
            kinds: [...panel.querySelectorAll('select option')].map(o => o.textContent),
            injected: panel.closest('[data-widget]')
              .querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        OUTCOMES,
    )
    return data


def result_lines(page: Page, answer: dict[str, Any], kind: str, at: int) -> list[str]:
    """The result box as the page's own module words a ``ties`` answer."""
    lines: list[str] = page.evaluate(
        """async ([answer, kind, at]) => {
          const root = new URL('assets/js/', location.origin + '/');
          const { resultLines } = await import(new URL('widgets/tie-explorer/outcomes.js', root).href);
          const { t } = await import(new URL('kit/page.js', root).href);
          return resultLines(answer, kind, t, at);
        }""",
        [answer, kind, at],
    )
    return lines


def choose(page: Page, round_index: int, outcome: int | None) -> None:
    value = "tie" if outcome is None else str(outcome)
    radio = page.locator(f'{OUTCOMES} .truco-tie-explorer__round[data-round="{round_index + 1}"] '
                         f'input[data-outcome="{value}"]')
    W.do(page, lambda: radio.check())


def check_ties(page: Page, preset: str | dict[str, Any], seq: list[int | None],
               kind: str = "normal") -> dict[str, Any]:
    """The round-results panel shows the engine's ``ties`` answer for ``seq``."""
    answer = engine_result("ties", rules=preset, outcomes=seq, kind=kind)
    at = engine_result("rules", rules=preset)["options"]["eleven_at"]
    got = outcome_state(page)
    assert got["lines"] == result_lines(page, answer, kind, at), (seq, preset, kind)
    assert got["live"] == "polite"
    assert got["kind"] == kind
    assert all(str(at) in label for label in got["kinds"][1:]), got["kinds"]  # the preset's threshold
    kept = seq[: answer["after"]] if answer["decided"] else seq
    for i, shown in enumerate(got["rounds"]):
        assert shown["checked"] == (("tie" if kept[i] is None else str(kept[i])) if i < len(kept) else None)
        if answer["decided"] and i >= answer["after"]:
            assert shown["status"] == "unplayed" and shown["disabled"], (seq, i, shown)
        elif i > len(kept):
            assert shown["status"] == "waiting" and shown["disabled"], (seq, i, shown)
        else:
            assert not shown["disabled"], (seq, i, shown)
    assert W.params(page).get("o") == ("-".join(LETTER[o] for o in kept) or "none")
    assert W.params(page).get("k") == (None if kind == "normal" else kind)
    assert got["injected"] == 0
    return answer


# play cards


def cards_state(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const panel = document.querySelector(sel);
          return {
            hidden: panel.hidden,
            code: panel.dataset.code,
            finished: panel.dataset.finished,
            live: panel.querySelector('.truco-scenario__live').textContent,
            injected: panel.closest('[data-widget]')
              .querySelectorAll('script, img, iframe, object, embed').length,
          };
        }""",
        CARDS,
    )
    return data


def assert_cards(page: Page, scenario: dict[str, Any] | None = None, *, answer: dict[str, Any] | None = None,
                 show_all: bool = False) -> dict[str, Any]:
    """The card panel shows exactly the engine's replay of ``scenario`` (or ``answer``)."""
    replay = answer or engine_result("replay", scenario=scenario)
    got = cards_state(page)
    assert not got["hidden"]
    assert got["code"] == W.params(page)["s"] == replay["code"]
    assert_board_matches(page, CARDS, replay, all_choices=show_all)
    assert got["finished"] == ("true" if replay["finished"] else "false")
    assert got["injected"] == 0
    return replay


def show_cards(page: Page) -> None:
    radio = page.locator(f'{WIDGET} .truco-tie-explorer__modes input[value="cards"]')
    if not radio.is_checked():
        W.do(page, lambda: radio.check())


def act(page: Page, action: str) -> None:
    W.do(page, lambda: page.locator(f'{CARDS} button[data-action="{action}"]').click())


# --- copy-link, keyboard, navigation, accessibility ------------------------------------------------


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    clipboard_ready(page, base_url)
    W.open(page, base_url, query=f"{P}o=O-T")
    show_cards(page)
    act(page, "play 4s")
    button = page.locator(f"{WIDGET} [data-role=copy-link]")
    button.click()
    expect(page.locator(f"{WIDGET} .truco-copy__status")).to_have_text(strings("en")["copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    # without a clipboard: the link is shown in a field, selected
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); }")
    button.click()
    field = page.locator(f"{WIDGET} .truco-copy__field")
    expect(field).to_be_visible()
    expect(field).to_be_focused()
    # (the page's anchor may follow the scroll position: navigation.tracking)
    assert field.input_value().split("#")[0] == copied.split("#")[0]
    # opened afresh: the copied link differs from the address only by its fragment, and a goto
    # there alone would be a same-document jump, its widget then remounted under the test's feet
    page.goto("about:blank")
    page.goto(copied)
    wait_engine(page)
    settle(page, WIDGET)
    assert_cards(page, {**WORKED, "actions": ["play 4s"]})
    check_ties(page, "paulista", [1, None])


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, query=f"{P}o=none")
    page.locator(f"{WIDGET} .truco-tie-explorer__modes input").first.focus()
    tab_to(page, f'{OUTCOMES} .truco-tie-explorer__round[data-round="1"] input')
    W.do(page, lambda: page.keyboard.press("Space"))  # the first choice: team 1
    tab_to(page, f'{OUTCOMES} .truco-tie-explorer__round[data-round="2"] input')
    W.do(page, lambda: page.keyboard.press("ArrowDown"))  # moves to and checks the next choice
    focused = page.evaluate("() => document.activeElement.dataset.outcome")
    check_ties(page, "paulista", [0, {"0": 0, "1": 1}.get(focused)])
    # the mode switch: arrow keys
    page.locator(f'{WIDGET} .truco-tie-explorer__modes input[value="outcomes"]').focus()
    W.do(page, lambda: page.keyboard.press("ArrowRight"))
    assert not cards_state(page)["hidden"]
    tab_to(page, f"{CARDS} .truco-hand__choice-button")
    first = page.evaluate("() => document.activeElement.dataset.action")
    W.do(page, lambda: page.keyboard.press("Enter"))
    assert_cards(page, {**WORKED, "actions": [first]})
    # focus stays on the choices, so the hand can be played with Enter alone; then on the result
    while cards_state(page)["finished"] != "true":
        assert page.evaluate("() => document.activeElement.dataset.action"), "focus left the choices"
        W.do(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator(f"{CARDS} .truco-hand__result")).to_be_focused()


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, query=f"{P}o=T")
    for title, path in (("The covered card", "covered"), ("Rounds and ties", "rounds")):
        go_sidebar(page, title, f"/en/{path}/")
    expect(page.locator(f"{WIDGET}:not([data-old])")).to_have_attribute("data-state", "ready")
    settle(page, WIDGET)
    check_ties(page, "paulista", [None, 1])
    choose(page, 1, None)
    check_ties(page, "paulista", [None, None])


def test_first_paint_comes_from_the_build(
    shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    """The build embeds the engine's answers to the widget's first requests (both modes): with
    no worker at all, the widget is drawn and ready all the same."""
    with page_without_engine(shared_context, f"{base_url}en/rounds/?preset=mineiro", WIDGET) as page:
        check_ties(page, "mineiro", [None, 1])
        assert_board_matches(page, CARDS, engine_result("retarget", scenario=WORKED, rules="mineiro"))


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("pt", "dark")])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, lang: str, scheme: str) -> None:
    page = shared_page
    W.open(page, base_url, lang, f"{P}o=X")  # with the message shown
    use_palette(page, scheme)
    try:
        assert axe_violations(page) == []
        show_cards(page)
        page.locator(f"{CARDS} summary").click()
        act(page, "play 3c")
        assert axe_violations(page) == []
    finally:
        use_palette(page, "light")
