"""The solved hand of eleven in the browser and the lab page (English; the words of every language
are checked in Node, tests/js/eleven.test.mjs, and the charts' numbers in tests/site/test_lab.py).

What only a browser shows: the eleven widget's values are the engine's in-process answers for the
code on screen (the solved decision with two players, the coach's estimate with its interval in
pairs, computed by the engine in the page), worded by the page's own modules; they are drawn from
the build's answers before the engine is up; new cards keep the link; the lab page's charts and
tables switch with the rules selector; axe-core in light and dark; a phone's width.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    axe_violations,
    engine_result,
    new_context,
    open_page,
    page_path,
    page_without_engine,
    settle,
    tab_to,
    use_palette,
)
from playwright.sync_api import Browser, Page, expect

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site_src" / "hooks"))

import lab

from truco.core import odds
from truco.core.rules import Rules
from truco.solved import ladder as ladder_solution

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

ELEVEN = "[data-widget=eleven]"
PAIRS = "?preset=paulista&eleven.score=11-7&eleven.players=4&eleven.dealer=1"

SHOWN_JS = """(w) => {
  const q = (s) => w.querySelector(s);
  const text = (s) => { const e = q(s); return e && !e.hidden ? e.textContent : null; };
  return {
    code: w.dataset.code, values: w.dataset.values,
    options: [...w.querySelectorAll('.truco-eleven__option')].map((o) => ({
      action: o.dataset.action, ev: o.dataset.ev === undefined ? null : Number(o.dataset.ev),
      best: o.dataset.best, value: o.querySelector('.truco-eleven__option-value')?.textContent ?? null})),
    method: text('.truco-eleven__method'), breakEven: text('.truco-eleven__break-even'),
    status: text('.truco-eleven__values-status'),
  };
}"""

WORDS_JS = """async ([solution, analysis]) => {
  const at = (path) => import(new URL(`assets/js/${path}`, location.origin + '/'));
  const [E, P, W] = await Promise.all(['widgets/eleven.js', 'kit/page.js', 'kit/words.js'].map(at));
  const lang = P.pageData().lang;
  const v = E.decisionValues(solution, analysis);
  const line = (o) => { const best = E.bestText(o, P.t, lang);
    return W.capitalize(E.optionValueText(o, v.kind, P.t, lang)) + (best ? ` ${best}` : ''); };
  return {kind: v.kind, options: Object.fromEntries(Object.entries(v.options).map(([a, o]) => [a, line(o)])),
          method: E.methodText(v, P.t, lang), breakEven: E.breakEvenText(solution, P.t)};
}"""


def shown(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.locator(ELEVEN).evaluate(SHOWN_JS)
    return data


def values_on_screen(page: Page) -> dict[str, Any]:
    """Wait for the values of the state on screen; check them against the engine in-process and
    the page's own words; return the engine's answers."""
    page.wait_for_function("s => ['solved', 'estimate', 'none', 'error'].includes(document.querySelector(s)"
                           ".dataset.values)", arg=ELEVEN)
    snap = shown(page)
    assert snap["values"] in ("solved", "estimate"), snap
    solution = engine_result("eleven_solution", code=snap["code"])
    analysis = None if solution["solved"] else engine_result("analyse", code=snap["code"])
    words = page.evaluate(WORDS_JS, [solution, analysis])
    assert snap["values"] == words["kind"] == ("solved" if solution["solved"] else "estimate")
    for option in snap["options"]:
        assert option["value"] == words["options"][option["action"]], option
    if solution["solved"]:
        s = solution["solved"]
        evs = {o["action"]: o["ev"] for o in snap["options"]}
        assert evs == {"accept": s["value_accept"], "fold": s["value_decline"]}
        # the coach's answer: the solution's, or where the score decides, the match's (by "match")
        accept = s["choice"] == "accept" if s.get("by") == "match" else s["accept"]
        assert {o["action"]: o["best"] for o in snap["options"]} == {"accept": str(accept).lower(),
                                                                       "fold": str(not accept).lower()}
    else:
        assert analysis is not None
        by_action = {a["action"]: a for a in analysis["actions"]}
        for option in snap["options"]:
            assert option["ev"] == by_action[option["action"]]["ev"]
            assert option["best"] == str(option["action"] == analysis["choice"]).lower()
    assert (snap["method"], snap["breakEven"], snap["status"]) == (words["method"], words["breakEven"], None)
    return {"solution": solution, "analysis": analysis, "code": snap["code"]}


def choose(page: Page, role: str, value: str) -> None:
    count = settle(page, ELEVEN)
    page.locator(f"{ELEVEN} select[data-role={role}]").select_option(value)
    settle(page, ELEVEN, count)


def click(page: Page, selector: str) -> None:
    count = settle(page, ELEVEN)
    page.locator(f"{ELEVEN} {selector}").first.click()
    settle(page, ELEVEN, count)


# --- the eleven widget ----------------------------------------------------------------------------


def test_two_players_see_the_solved_decision_of_the_engine(shared_page: Page, console: ConsoleLog,
                                                            base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "eleven", "?preset=paulista", full=True)
    settle(page, ELEVEN)
    first = values_on_screen(page)
    assert first["solution"]["decider_is_mao"] and first["solution"]["break_even"]["denominator"] == 3
    # the dealer at eleven decides: another solve, the same break-even
    choose(page, "score0", "4")
    choose(page, "score1", "11")
    dealer = values_on_screen(page)
    assert not dealer["solution"]["decider_is_mao"] and dealer["solution"]["decider"] == 1
    # mineiro: its own values (4 or 2) and its own solution
    count = settle(page, ELEVEN)
    page.select_option("#truco-preset-select", "mineiro")
    settle(page, ELEVEN, count)
    choose(page, "score1", "10")
    mineiro = values_on_screen(page)
    assert (mineiro["solution"]["eleven_value"], mineiro["solution"]["fold_pays"]) == (4, 2)
    assert mineiro["solution"]["solved"]["vira_class"] == "fixed"
    # new cards: the values follow, and the link carries the cards
    for _ in range(2):
        click(page, "button[data-role=deal]")
        dealt = values_on_screen(page)
        assert f"eleven.s={dealt['code']}" in page.url
    # playing the hand leaves no decision (no values); undo brings them back from memory
    click(page, 'button[data-action="accept"]')
    assert shown(page)["values"] == "none" and page.locator(f"{ELEVEN} .truco-eleven__decision").is_hidden()
    click(page, "button[data-role=undo]")
    assert values_on_screen(page)["code"] == dealt["code"]
    page.select_option("#truco-preset-select", "paulista")
    settle(page, ELEVEN)


def test_pairs_see_the_coachs_estimate_with_its_interval(shared_page: Page, console: ConsoleLog,
                                                         base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "eleven", PAIRS)
    settle(page, ELEVEN)
    got = values_on_screen(page)
    assert got["solution"]["reason"] == "pairs" and got["analysis"]["method"] == "sampled"
    accept = next(o for o in shown(page)["options"] if o["action"] == "accept")
    low, high = next(a["ci95"] for a in got["analysis"]["actions"] if a["action"] == "accept")
    for end in (low, high):
        assert f"{end:+.2f}".replace("-", "−") in accept["value"], accept

    # the same deal for two players: solved
    choose(page, "players", "2")
    assert values_on_screen(page)["solution"]["solved"] is not None


def test_values_are_drawn_from_the_build_before_the_engine_is_up(shared_context: Any, base_url: str) -> None:
    with page_without_engine(shared_context, base_url + page_path("en", "eleven") + "?preset=mineiro",
                             ELEVEN) as page:
        expect(page.locator(ELEVEN)).to_have_attribute("data-values", "solved")
        code = page.locator(ELEVEN).get_attribute("data-code")
        solution = engine_result("eleven_solution", code=code)
        evs = page.locator(f"{ELEVEN} .truco-eleven__option").evaluate_all(
            "os => os.map(o => Number(o.dataset.ev))")
        assert evs == [solution["solved"]["value_accept"], solution["solved"]["value_decline"]]


def test_keyboard_deals_new_cards_and_keeps_the_focus(shared_page: Page, console: ConsoleLog,
                                                      base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "eleven", "?preset=paulista")
    settle(page, ELEVEN)
    before = shown(page)["code"]
    page.locator("body").click(position={"x": 5, "y": 5})
    tab_to(page, f"{ELEVEN} button[data-role=deal]")
    count = settle(page, ELEVEN)
    page.keyboard.press("Enter")
    settle(page, ELEVEN, count)
    assert page.evaluate("() => document.activeElement.dataset.role") == "deal"
    assert values_on_screen(page)["code"] != before


# --- the lab page ---------------------------------------------------------------------------------


def visible_charts(page: Page) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = page.evaluate("""() => [...document.querySelectorAll('figure.truco-chart')]
      .filter((f) => f.offsetParent !== null)
      .map((f) => ({chart: f.dataset.chart, preset: f.closest('[data-preset]').dataset.preset,
                    rows: [...f.querySelectorAll('tbody tr')]
                      .map((r) => [...r.children].map((c) => c.textContent))}))""")
    return data


def test_the_lab_charts_switch_with_the_rules_selector(shared_page: Page, console: ConsoleLog,
                                                       base_url: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "lab", "?preset=paulista")
    names = ["manilhas", "stronger", "eleven-mao", "eleven-dealer", "eleven-value", "iron", "ties",
             "match", "match-eleven", "arena-2", "arena-4"]
    ladder = ["ladder-value", "ladder-truco", "ladder-answer"]
    for preset in ("paulista", "mineiro", "paulista-fpt"):
        if page.locator("#truco-preset-select").input_value() != preset:
            page.select_option("#truco-preset-select", preset)
        charts = visible_charts(page)
        summary = ladder_solution.preset_summary(Rules.preset(preset))
        # the hand with the ladder: its charts where a solution ships, else a sentence that says so
        # (then the score's: the match equity and the eleven's line by score)
        expected = names[:7] + (ladder if summary else []) + names[7:]
        assert [c["chart"] for c in charts] == expected and {c["preset"] for c in charts} == {preset}
        missing = page.locator(f"[data-preset={preset}] .truco-lab-missing")
        if summary:
            value = next(c for c in charts if c["chart"] == "ladder-value")
            assert len(value["rows"]) == len(summary["classes"])
            expect(missing).to_have_count(0)
        else:
            expect(missing.first).to_be_visible()
            expect(missing.first).to_contain_text("not solved")
        rules = Rules.preset(preset)
        manilhas = charts[0]["rows"]
        exact = odds.manilha_counts(rules, cards=3)
        assert [r[1] for r in manilhas[:4]] == [lab.percent(p, "en") for p in exact]
        stronger = charts[1]["rows"]
        assert stronger[0][0] == ("Zap 4♣" if preset == "mineiro" else "Zap ♣")
        grid = page.locator(f"[data-preset={preset}] figure[data-chart=eleven-mao]")
        assert f"has {rules.eleven_at}" in grid.inner_text()
    # a data table opens with the keyboard
    page.select_option("#truco-preset-select", "paulista")
    summary = page.locator("[data-preset=paulista] figure[data-chart=stronger] summary")
    summary.focus()
    page.keyboard.press("Enter")
    expect(page.locator("[data-preset=paulista] figure[data-chart=stronger] details table")).to_be_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, scheme: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "lab", "?preset=mineiro")
    use_palette(page, scheme)
    try:
        page.evaluate("() => document.querySelectorAll('[data-preset=mineiro] details')"
                      ".forEach((d) => { d.open = true; })")
        assert axe_violations(page) == []
        open_page(page, base_url, "en", "eleven", PAIRS)
        settle(page, ELEVEN)
        values_on_screen(page)
        assert axe_violations(page) == []
    finally:
        use_palette(page, "light")


def overflowing(page: Page) -> list[str]:
    """Elements of the page's article that reach past the viewport's right edge (but what a closed
    disclosure hides, and what scrolls inside a table's own box)."""
    found: list[str] = page.evaluate("""() => [...document.querySelectorAll('article *')]
      .filter((e) => e.offsetParent !== null && !e.closest('details:not([open]), .md-typeset__scrollwrap')
                     && e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => `${e.tagName}.${e.className}`)""")
    return found


def test_a_phone_reads_the_charts_and_the_values_without_scrolling_sideways(browser: Browser,
                                                                           base_url: str) -> None:
    context = new_context(browser, base_url, service_workers="block",
                                  viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        console = ConsoleLog(page)
        page.goto(page_path("en", "lab") + "?preset=paulista")
        assert overflowing(page) == []
        page.evaluate("() => document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        assert overflowing(page) == []
        heat = page.locator("[data-preset=paulista] figure[data-chart=eleven-mao] .truco-heat")
        assert heat.evaluate("(e) => e.scrollWidth <= e.clientWidth + 1")  # the whole grid fits
        # a bar chart's label sits above its bars; the shaded table scrolls inside its own box
        chart = "[data-preset=paulista] figure[data-chart=stronger] "
        label, track = (page.locator(chart + s).first.bounding_box()
                        for s in (".truco-chart__label", ".truco-chart__track"))
        assert label and track and label["y"] + label["height"] <= track["y"] + 1
        page.goto(page_path("en", "eleven") + "?preset=paulista")
        expect(page.locator(ELEVEN)).to_have_attribute("data-values", "solved")
        assert overflowing(page) == []
        assert not [e for e in console.errors if not re.search(r"worker|favicon", e)], console.errors
    finally:
        context.close()
