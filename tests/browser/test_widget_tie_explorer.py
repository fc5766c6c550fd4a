"""The tie-explorer widget (docs/*/rounds.md) in a real browser.

Round results: the round outcomes the reader clicks go to the engine in the page (``ties``) and
the result box shows its answer as the page's own module words it (``resultLines`` of
tie-explorer/outcomes.js; every sequence, preset, kind and language is checked in Node, in
tests/js/tie-explorer.test.mjs); rounds that are not played are disabled. Play cards: a deal
played through the scenario player; the board is compared with the engine's ``replay`` answer
computed in-process, worded by the page's own kit modules. Presets, the deal editor, deep and
hostile links, copy-link, keyboard-only use, instant navigation, the first paint from the build's
answers, axe-core in light and dark and a clean console.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, quote

import pytest
from conftest import (
    ConsoleLog,
    WidgetDriver,
    assert_board_matches,
    axe_violations,
    engine,
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


def message(page: Page, panel: str) -> str | None:
    """The message of a mode: the round results' own line, or the card panel's notice."""
    where = ".truco-tie-explorer__message" if panel == OUTCOMES else ".truco-scenario__notice"
    text: str | None = page.evaluate(
        "sel => { const m = document.querySelector(sel); return m.hidden ? null : m.textContent; }",
        f"{panel} {where}",
    )
    return text


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


def clear_rounds(page: Page) -> None:
    W.do(page, lambda: page.locator(f"{OUTCOMES} .truco-tie-explorer__buttons button").click())


def choose(page: Page, round_index: int, outcome: int | None) -> None:
    value = "tie" if outcome is None else str(outcome)
    radio = page.locator(f'{OUTCOMES} .truco-tie-explorer__round[data-round="{round_index + 1}"] '
                         f'input[data-outcome="{value}"]')
    W.do(page, lambda: radio.check())


def play_outcomes(page: Page, seq: list[int | None]) -> None:
    clear_rounds(page)
    for i, outcome in enumerate(seq):
        choose(page, i, outcome)


def set_kind(page: Page, kind: str) -> None:
    select = page.locator(f"{OUTCOMES} select")
    if select.input_value() != kind:
        W.do(page, lambda: select.select_option(kind))


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


# --- round results --------------------------------------------------------------------------------

SEQUENCES: list[list[int | None]] = [
    [0, 0],  # two wins
    [None, 1],  # a tie, then a win
    [0, 1, None],  # one each, the third tied: the first decides
    [None, None, 0],  # two ties: the third decides
    [None, None, None],  # three ties: the preset's rule
    [1, 0, 1],
]


def test_round_results_match_the_ties_op(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, hard=True)
    check_ties(page, "paulista", [None, 1])  # the starting example
    for seq in SEQUENCES:
        play_outcomes(page, seq)
        check_ties(page, "paulista", seq)
    # other presets and kinds of hand: the engine's numbers (mineiro: the hand of 10)
    for preset, kind in (("mineiro", "eleven"), ("paulista-fpt", "eleven"), ("paulista-fpt", "iron")):
        W.preset(page, preset)
        set_kind(page, kind)
        for seq in ([None, None, None], [0, 1, None]):
            play_outcomes(page, seq)
            check_ties(page, preset, seq, kind)
    fpt = engine_result("ties", rules="paulista-fpt", outcomes=[None] * 3, kind="eleven")
    assert fpt["ruling"]["code"] == "three-ties-eleven"
    set_kind(page, "normal")
    W.preset(page, "paulista")


def test_changing_an_early_round_drops_the_rounds_no_longer_played(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    W.open(page, base_url, query=f"{P}o=T-T-M")
    check_ties(page, "paulista", [None, None, 0])
    choose(page, 1, 1)  # T-O-M: a tie and a win decide in round 2
    answer = check_ties(page, "paulista", [None, 1, 0])
    assert answer["decided"] and answer["after"] == 2


# --- play cards -----------------------------------------------------------------------------------


def test_worked_example_card_by_card(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url)
    show_cards(page)
    assert W.params(page).get("m") == "cards"
    scenario = dict(WORKED)
    assert_cards(page, scenario)
    for action in ("play 3c", "play 3h", "play Kh", "play Qd"):
        act(page, action)
        scenario = {**scenario, "actions": [*scenario["actions"], action]}
        replay = assert_cards(page, scenario)
    assert replay["finished"] and replay["winner"] == 1 and len(replay["rounds"]) == 2
    # the summary announced to screen readers says the hand's outcome
    words = page.evaluate(
        """async (ruling) => { const root = new URL('assets/js/', location.origin + '/');
             const { explain } = await import(new URL('kit/words.js', root).href);
             const { t } = await import(new URL('kit/page.js', root).href); return explain(ruling, t); }""",
        replay["ruling"],
    )
    assert words in cards_state(page)["live"]
    # undo and restart
    undo, restart = page.locator(f"{CARDS} [data-role=undo]"), page.locator(f"{CARDS} [data-role=reset]")
    W.do(page, lambda: undo.click())
    assert_cards(page, {**scenario, "actions": scenario["actions"][:-1]})
    W.do(page, lambda: restart.click())
    assert_cards(page, WORKED)
    expect(undo).to_be_disabled()


def test_every_legal_move_and_covering(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, query=f"{P}m=cards")
    all_box = page.locator(f"{CARDS} .truco-check input")
    W.do(page, lambda: all_box.check())
    assert W.params(page).get("all") == "1"
    scenario = dict(WORKED)
    assert_cards(page, scenario, show_all=True)
    for action in ("raise", "accept", "play 3c", "play 3h", "cover Kh", "play Ks"):
        act(page, action)
        scenario = {**scenario, "actions": [*scenario["actions"], action]}
        assert_cards(page, scenario, show_all=True)
    W.do(page, lambda: all_box.uncheck())
    assert_cards(page, scenario)


def test_preset_change_carries_the_deal(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, "es", f"{P}m=cards")
    for action in ("play 3c", "play 3h"):
        act(page, action)
    scenario = {**WORKED, "actions": ["play 3c", "play 3h"]}
    for preset in ("mineiro", "paulista-fpt", "paulista"):
        W.preset(page, preset)
        moved = engine_result("retarget", scenario=scenario, rules=preset, vira="7d")
        assert_cards(page, answer=moved)
        es = strings("es")
        assert cards_state(page)["live"] == es["scenario.rules-changed"].format(preset=es[f"preset.{preset}"])
        scenario = moved["scenario"]
    assert scenario.get("vira") == "7d", "the vira comes back after mineiro"


def test_deal_editor(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, query=f"{P}m=cards")
    panel = page.locator(CARDS)
    panel.locator("summary").click()
    # the three-ties example
    W.do(page, lambda: panel.locator(".truco-tie-explorer__deal select").first.select_option("ties"))
    ties = {**WORKED, "vira": "2d", "hands": [["Kc", "Jh", "5s"], ["Kh", "Js", "5d"]]}
    assert_cards(page, ties)
    for action in ("play Kc", "play Kh", "play Jh", "play Js", "play 5s", "play 5d"):
        act(page, action)
        ties = {**ties, "actions": [*ties["actions"], action]}
    assert assert_cards(page, ties)["ruling"]["code"] == "three-ties-mao"
    # a deal with a duplicated card: the engine refuses, in words, and the widget stays usable
    pickers = panel.locator(".truco-tie-explorer__pickers select")
    pickers.nth(1).select_option("Kh")  # player 1's first card, the same as player 2's
    W.do(page, lambda: panel.locator(".truco-tie-explorer__apply").click())
    bad = {**ties, "hands": [["Kh", "Jh", "5s"], ["Kh", "Js", "5d"]], "actions": []}
    error = engine("replay", scenario=bad)
    assert not error["ok"] and error["error"]["code"] == "duplicate-card"
    text = message(page, CARDS)
    assert text is not None and text.startswith(strings("en")[f"{P}error.deal"])
    assert_cards(page, ties)
    # a good custom deal
    pickers.nth(1).select_option("2c")
    W.do(page, lambda: panel.locator(".truco-tie-explorer__apply").click())
    assert_cards(page, {**ties, "hands": [["2c", "Jh", "5s"], ["Kh", "Js", "5d"]], "actions": []})
    assert message(page, CARDS) is None


# --- links ------------------------------------------------------------------------------------------


def test_deep_links_restore_the_state(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    W.open(page, base_url, "es", f"{P}o=T-T-T&{P}k=eleven", preset="paulista-fpt")
    assert outcome_state(page)["kind"] == "eleven"
    answer = check_ties(page, "paulista-fpt", [None, None, None], "eleven")
    assert answer["ruling"]["code"] == "three-ties-eleven"
    # a scenario code opens the card mode at that exact position
    scenario = {**WORKED, "actions": ["play 3c", "play 3h", "cover Kh"]}
    code = engine_result("replay", scenario=scenario)["code"]
    W.open(page, base_url, "es", f"{P}s={code}")
    assert_cards(page, scenario)
    # both modes' state in one link; the mode parameter picks the visible one
    W.open(page, base_url, "es", f"{P}s={code}&{P}o=M-O&{P}m=cards", preset="mineiro")
    assert_cards(page, scenario)  # the code's own preset, not the selector's
    check_ties(page, "mineiro", [0, 1])
    W.preset(page, "paulista")
    # the reader's rule options (?options=) go to the engine with the preset (ctx.rules)
    options = quote(json.dumps({"three_ties": "dealer"}))
    W.open(page, base_url, "es", f"options={options}&{P}o=T-T-T")
    answer = check_ties(page, {"preset": "paulista", "three_ties": "dealer"}, [None, None, None])
    assert answer["ruling"]["code"] == "three-ties-dealer"


HOSTILE = [
    f"{P}s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    f"{P}s=v2.paulista.p2",
    f"{P}s=v1.paulista.p2.s0-0.d1.v7d.h8cKh4s-3hKsQd",
    f"{P}s=v1.mineiro.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd",
    f"{P}s=junk",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_scenario_links(shared_page: Page, console: ConsoleLog, base_url: str, query: str) -> None:
    page = shared_page
    W.open(page, base_url, query=query)
    error = engine("replay", code=parse_qs(query)[f"{P}s"][0])
    assert not error["ok"]
    text = message(page, CARDS)
    assert text is not None and text.startswith(strings("en")["scenario.link-error"])
    # falls back to the worked example, which still plays
    assert_cards(page, WORKED)
    act(page, "play 3c")
    assert_cards(page, {**WORKED, "actions": ["play 3c"]})


def test_link_with_an_illegal_action_keeps_the_legal_ones(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    code = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-c4s-2c"  # 2c is nobody's card
    error = engine("replay", code=code)
    assert not error["ok"] and error["error"]["index"] == 3
    W.open(page, base_url, query=f"{P}s={code}")
    assert_cards(page, {**WORKED, "actions": ["play 3c", "play 3h", "cover 4s"]})
    text = message(page, CARDS)
    s = strings("en")
    assert text is not None and text.startswith(s["scenario.link-stopped"])
    assert s["scenario.stopped"].format(n=4) in text


@pytest.mark.parametrize("query", [f"{P}o=%3Cscript%3Ealert(1)%3C/script%3E", f"{P}o=M-M-M-M", f"{P}o=X"])
def test_hostile_outcome_links(shared_page: Page, console: ConsoleLog, base_url: str, query: str) -> None:
    page = shared_page
    W.open(page, base_url, query=f"{query}&{P}k=%3Cb%3E")
    assert message(page, OUTCOMES) == strings("en")[f"{P}error.outcomes"]
    check_ties(page, "paulista", [None, 1])
    choose(page, 0, 0)
    assert message(page, OUTCOMES) is None
    check_ties(page, "paulista", [0, 1])


def test_copy_link(
    shared_page: Page, shared_context: BrowserContext, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    shared_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
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
    page.goto(copied)
    wait_engine(page)
    settle(page, WIDGET)
    assert_cards(page, {**WORKED, "actions": ["play 4s"]})
    check_ties(page, "paulista", [1, None])


# --- keyboard, navigation, accessibility ------------------------------------------------------------


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
