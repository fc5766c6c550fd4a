"""The coach in a real browser (issue 12): hints and hand reviews on the Play page, the match
summary, the analysis page (links, stepping, the keyboard, hostile links), a phone screen.

What only a browser shows, in English (the words themselves, in es/pt/en, are unit-tested in
tests/js/coach.test.mjs): the values the page shows are the engine's, in-process, for the same
position (``truco.coach.analysis.analyse`` / ``truco.coach.review.review``); a hint asked for an old position
never shows on a new one; the review never puts a bot's hidden card in the page; the review's links
open the exact decision in the analysis page, and the match is still there when the reader comes
back; the analysis page steps through a hand by keys alone; a phone shows the whole table without
scrolling; axe-core finds nothing serious in light and dark; no console error.

Screenshots: set COACH_SHOTS=<dir> to save them (desktop and 390×844 phone, light and dark).
Timings: set COACH_TIMINGS=<file> to write how long each analysis took in the page (the engine's ``ms``).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from conftest import (
    BOOT_TIMEOUT_MS,
    ConsoleLog,
    axe_violations,
    clipboard_ready,
    open_page,
    page_path,
    quiet_search,
    settle,
    use_palette,
)
from play_kit import (
    DEAL2,
    DEAL4,
    EN,
    W,
    code_of,
    focus_game,
    open_play,
    open_setup,
    press,
    step,
    wait_idle,
)
from playwright.sync_api import Browser, Page, expect

from truco.coach.analysis import analyse
from truco.coach.review import review
from truco.core.hand import Hand
from truco.notation.scenario import Scenario
from truco.observation import Observation, observe
from truco.play.game import Game

#: a hostile link must never run script: any alert() fails the module (conftest's no_dialogs)
pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

A = "[data-widget=analysis]"
SHOTS = os.environ.get("COACH_SHOTS")
TIMINGS = os.environ.get("COACH_TIMINGS")
#: the strategy page's bluff after round 1: three moves to step through (seat 0, seat 1, seat 0)
BLUFF = "v1.paulista.p2.s0-0.d1.v7d.h3d4s6h-5dQsKc.a3d-5d"
#: the strategy page's covering example in pairs: sampled, weighted by six decisions
PAIRS = "v1.paulista.p4.s0-0.d3.v7c.h3c4cKd-AhQc6h-6s3sJh-Js5d2h.a3c-Ah-6s-Js-4c-Qc-3s"

_COACH = """
    const root = location.origin + '/assets/js/';
    const coach = { ...await import(root + 'kit/coach.js'), ...await import(root + 'kit/coach-review.js') };
    const { t } = await import(root + 'kit/page.js');
"""


def words(page: Page, body: str, arg: Any = None) -> Any:
    """Run ``body`` with the page's own coach wording (``coach``: kit/coach.js and its reviews,
    kit/coach-review.js; ``t``)."""
    return page.evaluate(f"async (arg) => {{ {_COACH} {body} }}", arg)


def shot(page: Page, name: str, selector: str | None = None) -> None:
    if not SHOTS:
        return
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    target = Path(SHOTS) / f"{name}.png"
    if selector:
        page.add_style_tag(content=".md-header { position: absolute !important; }")
        page.locator(selector).screenshot(path=str(target))
    else:
        page.screenshot(path=str(target))


def hidden_cards(hand: Hand, seat: int = 0) -> set[str]:
    """Cards ``seat`` never saw: the others' unplayed cards and their covered cards."""
    hidden = {str(c) for s in range(hand.players) if s != seat for c in hand.hands[s]}
    hidden |= {str(p.card) for r in hand.rounds for p in r.plays if p.covered and p.seat != seat}
    hidden |= {str(p.card) for p in hand.table if p.covered and p.seat != seat}
    return hidden


def widget_html(page: Page) -> str:
    """The Play widget's markup but for the list of manilhas (public: the vira's, not anyone's)."""
    html: str = page.locator(W).evaluate(
        "n => { const c = n.cloneNode(true);"
        " c.querySelectorAll('[data-role=manilhas]').forEach(m => m.remove()); return c.outerHTML; }")
    return html


def assert_no_card(html: str, cards: set[str]) -> None:
    for card in cards:
        found = re.search(rf"(?<![A-Za-z0-9]){card}(?![A-Za-z0-9])", html)
        assert not found, f"{card} is in the page: …{html[max(0, found.start() - 200):found.end() + 80]}…"


def shown_values(page: Page, box: str) -> list[tuple[str, float, bool, str]]:
    """The rows of the coach's table under ``box``: action, the engine's value, best, the number shown."""
    rows: list[list[Any]] = page.locator(f"{box} .truco-coach__table tbody tr").evaluate_all(
        "rs => rs.map(r => [r.dataset.action, Number(r.dataset.ev), r.dataset.best === 'true',"
        " r.querySelector('.truco-coach__number').textContent])")
    return [(a, ev, best, text) for a, ev, best, text in rows]


def expected_values(page: Page, analysis: dict[str, Any]) -> list[tuple[str, float, bool, str]]:
    """The engine's analysis as the table shows it: best value first, one decimal or two where one
    would print two different values the same (the page's Intl)."""
    ordered = sorted(analysis["actions"], key=lambda a: -a["ev"])
    texts: list[str] = words(page, "return arg.map(ev => coach.valueText(ev, 'en', coach.valueDigits(arg)));",
                             [a["ev"] for a in ordered])
    return [(a["action"], a["ev"], a["best"], text) for a, text in zip(ordered, texts, strict=True)]


def axe_in_both_schemes(page: Page, name: str, selector: str) -> None:
    """axe-core finds nothing serious in the light scheme, then in the dark one (screenshots of both)."""
    assert axe_violations(page) == []
    shot(page, f"{name}-light", selector)
    use_palette(page, "dark")
    try:
        assert axe_violations(page) == []
        shot(page, f"{name}-dark", selector)
    finally:
        use_palette(page, "light")


# --- the Play page: hints ------------------------------------------------------------------------


def test_a_hint_gives_the_engines_values_and_can_be_switched_off(
    shared_page: Page, console: ConsoleLog
) -> None:
    page = shared_page
    # round 2: seat 1 won round 1 and led Ks; the reader (3c Kh) follows
    code = code_of(DEAL2, actions=("play 4s", "play 3h", "play Ks"))
    open_play(page, f"s={code}&play-table.seed=4")
    game = Game.new(code=code, opponents="random", seed=4)
    expected = analyse(game.person_observation()).to_json()
    root = page.locator(W)
    expect(root).to_have_attribute("data-hints", "true")
    coach = page.locator(f"{W} [data-role=coach]")
    expect(coach).to_have_count(0)  # the coach says nothing until asked
    focus_game(page)
    page.keyboard.press("h")
    expect(coach).to_be_visible()
    assert shown_values(page, f"{W} [data-role=coach]") == expected_values(page, expected)
    # the method in words, what the values mean, the best move said aloud
    short = words(page, "return coach.shortMethod(arg, t, 'en');", expected)
    expect(coach.locator(".truco-coach__how summary")).to_have_text(short)
    expect(coach.locator("caption")).to_contain_text(EN["coach.for.you"])
    best = words(page, "return coach.bestText(arg, t, 'en');", expected)
    expect(page.locator(f"{W} [data-role=live]")).to_contain_text(best)
    # why the best move: the engine's reason for it, in a sentence under the best one
    why = words(page, "return coach.whyText(arg, t, 'en');", expected)
    assert why.startswith("Why: ") and expected["actions"][0]["reason"]["code"]
    expect(coach.locator(".truco-coach__why")).to_have_text(why)
    coach.locator(".truco-coach__how summary").click()
    expect(coach.locator(".truco-coach__time")).to_contain_text(re.compile(r"Worked out in [\d,.]+ m?s\."))
    # the values under the cards and the choices; the best ones starred
    for action, _ev, is_best, text in expected_values(page, expected):
        badge = page.locator(f"{W} button[data-action='{action}'] [data-role=badge]")
        if badge.count():
            expect(badge).to_have_text(text)
            assert ("truco-coach__badge--best" in (badge.get_attribute("class") or "")) is is_best
    axe_in_both_schemes(page, "hint", W)
    # the hint belongs to its position: the reader moves, it goes
    focus_game(page)
    press(page, "1")
    expect(coach).to_have_count(0)
    # switched off: no button, H says so, and the page remembers it
    open_play(page, f"s={code}&play-table.seed=4")
    open_setup(page)
    page.locator(f"{W} [data-role=hints]").uncheck()
    try:
        expect(root).to_have_attribute("data-hints", "false")
        expect(page.locator(f"{W} button[data-role=hint]")).to_have_count(0)
        focus_game(page)
        page.keyboard.press("h")
        expect(page.locator(f"{W} [data-role=live]")).to_have_text(EN["play-table.coach.hints-are-off"])
        expect(coach).to_have_count(0)
        open_play(page, f"s={code}&play-table.seed=4")
        expect(page.locator(f"{W} [data-role=hints]")).not_to_be_checked()
        expect(page.locator(f"{W} button[data-role=hint]")).to_have_count(0)
    finally:
        open_setup(page)
        page.locator(f"{W} [data-role=hints]").check()
    expect(page.locator(f"{W} button[data-role=hint]")).to_be_visible()


def test_a_hint_asked_before_a_move_never_shows_on_the_next_position(
    shared_page: Page, console: ConsoleLog
) -> None:
    """The coach never holds up the game: the reader may move while it thinks; its answer, late for
    the position it was asked at, is dropped."""
    page = shared_page
    open_play(page, f"s={code_of(DEAL2)}&play-table.seed=6")
    before = page.locator(W).get_attribute("data-position")
    focus_game(page)
    page.keyboard.press("h")
    page.keyboard.press("1")  # at once: the move goes to the engine right behind the hint
    wait_idle(page)
    expect(page.locator(W)).not_to_have_attribute("data-position", before or "")
    page.wait_for_timeout(300)  # any answer still on its way has arrived
    expect(page.locator(f"{W} [data-role=coach]")).to_have_count(0)
    expect(page.locator(f"{W} [data-role=badge]")).to_have_count(0)


# --- the Play page: reviews, the match summary, links into analysis --------------------------------


def test_reviews_and_the_match_summary_are_the_engines_and_open_in_analysis(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_play(page, "play-table.seed=7")
    game = Game.new(rules="paulista", players=2, opponents="random", partner="heuristic", seed=7)
    state = game.state()
    focus_game(page)
    reviews = []
    for _ in range(600):
        if state["match"]["next"] == "play":
            # the reader's decisions so far stay unreviewed while the hand is being played
            expect(page.locator(f"{W} [data-role=review]")).to_have_count(0)
            hand = game.match.hand
            assert hand is not None
            assert_no_card(widget_html(page), hidden_cards(hand))
            state = step(page, game)
            continue
        number = state["match"]["hands"] - 1
        finished = game.finished_hand(number)[1]
        expected = review(finished, seat=0)
        box = page.locator(f"{W} [data-role=review][data-hand='{number}']")
        expect(box).to_be_visible()
        grades = box.locator("li").evaluate_all("ns => ns.map(n => n.dataset.grade)")
        assert grades == [d["grade"] or "forced" for d in expected["decisions"]]
        texts = words(page, "return coach.reviewRows(arg, t, 'en').map(r => r.sentence);",
                      {"hand": number, **expected})
        for i, text in enumerate(texts):
            expect(box.locator("li").nth(i)).to_contain_text(text)
        summary = words(page, "return coach.reviewSummaryText(arg, t, 'en');", expected)
        expect(box.locator("[data-role=review-summary]")).to_have_text(summary)
        # the hand is over: the cards the bot kept are turned face up (issue 19), never the ones
        # it covered
        kept = {str(c) for s in range(finished.players) if s != 0 for c in finished.hands[s]}
        assert_no_card(widget_html(page), hidden_cards(finished) - kept)
        for card in kept:
            expect(page.locator(f"{W} [data-role=felt] .truco-card[data-card='{card}']")).to_have_count(1)
        reviews.append({"hand": number, **expected})
        if state["match"]["next"] == "over":
            break
        state = step(page, game)
    assert state["match"]["next"] == "over"
    # the match summary: the engine's grades added up
    match = page.locator(f"{W} [data-role=match-review]")
    expect(match).to_be_visible()
    graded = sum(r["summary"]["graded"] for r in reviews)
    best = sum(r["summary"]["grades"]["best"] for r in reviews)
    expect(match).to_have_attribute("data-graded", str(graded))
    expect(match).to_have_attribute("data-best", str(best))
    figures = words(page, "return coach.matchSummaryText(coach.matchSummary(arg), t, 'en');", reviews)
    expect(match.locator("[data-role=accuracy]")).to_contain_text(figures["accuracy"])
    costly = sorted(((r["hand"], d) for r in reviews for d in r["decisions"]
                     if d["grade"] in ("inaccuracy", "mistake", "blunder")),
                    key=lambda x: (-x[1]["share"], x[0], x[1]["index"]))  # the grades' scale
    buttons = match.locator("[data-role=open-analysis]")
    expect(buttons).to_have_count(min(3, len(costly)))
    axe = axe_violations(page)
    assert axe == [], axe
    shot(page, "match-review", W)
    if not costly:
        return
    # the costliest decision opens in the analysis page, at its step, the move played marked
    hand_number, decision = costly[0]
    full = Scenario.from_code(game.position_code(hand_number))
    at = full.with_actions(full.actions[: decision["index"]]).to_code()
    buttons.first.click()
    page.wait_for_url(re.compile(r"/en/analysis/\?"))
    settle(page, A)
    root = page.locator(A)
    expect(root).to_have_attribute("data-step", str(decision["index"]))
    expect(root).to_have_attribute("data-code", at)
    expect(root).to_have_attribute("data-viewer", "0")
    expect(page.locator(f"{A} tr[data-played=true]")).to_have_attribute("data-action", decision["action"])
    query = parse_qs(urlsplit(page.url).query)
    assert query["s"] == [full.to_code()] and query["analysis.step"] == [str(decision["index"])]
    assert query["analysis.seat"] == ["0"]  # from the reader's seat
    # back on the Play page, the match is where it was, its summary too
    page.locator("nav.md-nav--primary a[href$='play/']").first.click()
    page.wait_for_url(re.compile(r"/play/"))
    wait_idle(page)
    expect(page.locator(W)).to_have_attribute("data-next", "over")
    expect(page.locator(f"{W} [data-role=match-review]")).to_be_visible()


def test_the_position_on_the_table_opens_in_analysis(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL4, actions=("play 3c", "play 3h", "play 2c", "play Jc"))
    open_play(page, f"s={code}&play-table.players=4&play-table.opponents=heuristic&play-table.seed=2")
    game = Game.new(code=code, opponents="heuristic", seed=2)
    page.locator(f"{W} [data-role=open-position]").click()
    page.wait_for_url(re.compile(r"/en/analysis/\?"))
    settle(page, A)
    expect(page.locator(A)).to_have_attribute("data-code", game.position_code())
    expect(page.locator(A)).to_have_attribute("data-viewer", "0")


# --- the analysis page -----------------------------------------------------------------------------


def _observation(code: str, step: int | None = None) -> Observation:
    """The seat to act's observation at a step of a line (its end when None)."""
    scenario = Scenario.from_code(code)
    if step is not None:
        scenario = scenario.with_actions(scenario.actions[:step])
    hand = scenario.play()
    assert hand.to_act is not None
    return observe(hand, hand.to_act)


def analysis_of(code: str, step: int | None = None) -> dict[str, Any]:
    """The engine's analysis at a step of a line (its end when None)."""
    return analyse(_observation(code, step)).to_json()


def test_the_analysis_page_steps_through_a_hand_with_the_keys(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_page(page, base_url, "en", "analysis", f"?s={BLUFF}")
    settle(page, A)
    root = page.locator(A)
    expect(root).to_have_attribute("data-step", "2")
    expect(root).to_have_attribute("data-moves", "2")
    expect(root).to_have_attribute("data-viewer", "0")
    assert shown_values(page, A) == expected_values(page, analysis_of(BLUFF))
    # the seat to act's view: its own cards face up, the opponent's face down
    seats = page.locator(f"{A} .truco-hand__seat")
    expect(seats.nth(0).locator(".truco-card[data-card]")).to_have_count(2)
    expect(seats.nth(1).locator(".truco-card--back")).to_have_count(2)
    expect(page.locator(f"{A} [data-role=where]")).to_contain_text("After move 2 of 2.")
    axe_in_both_schemes(page, "analysis", A)
    # keys alone: Tab into the widget, then ← goes back one decision: the opponent's, analysed for it
    page.locator(f"{A} [data-role=back]").focus()
    page.keyboard.press("ArrowLeft")
    expect(root).to_have_attribute("data-step", "1")
    expect(root).to_have_attribute("data-viewer", "0")  # the page stays with seat 0
    expect(page.locator(f"{A} .truco-coach__table")).to_have_count(0)  # seat 1's choices are its own
    # seen from seat 1: its decision, analysed for it
    page.locator(f"{A} [data-role=seat]").select_option("1")
    expect(root).to_have_attribute("data-analysed", "true")
    expect(root).to_have_attribute("data-viewer", "1")
    assert shown_values(page, A) == expected_values(page, analysis_of(BLUFF, 1))
    expect(page.locator(f"{A} tr[data-played=true]")).to_have_attribute("data-action", "play 5d")
    expect(page.locator(f"{A} [data-role=played]")).to_contain_text("Played here: Play 5♦, value")
    expect(seats.nth(0).locator(".truco-card--back")).to_have_count(2)  # seat 0's cards now hidden
    assert parse_qs(urlsplit(page.url).query)["analysis.step"] == ["1"]
    page.locator(f"{A} [data-role=seat]").select_option("0")
    expect(root).to_have_attribute("data-viewer", "0")
    page.locator(f"{A} [data-role=back]").focus()
    page.keyboard.press("Home")
    expect(root).to_have_attribute("data-step", "0")
    expect(page.locator(f"{A} [data-role=where]")).to_contain_text("The deal, before the first move.")
    # the focus is not lost on a button that became disabled
    assert page.evaluate("() => document.activeElement.dataset.role") == "forward"
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-step", "1")
    page.keyboard.press("End")
    expect(root).to_have_attribute("data-step", "2")
    assert "analysis.step" not in parse_qs(urlsplit(page.url).query)
    # the live region says where we are and the best move
    expect(page.locator(f"{A} [data-role=live]")).to_contain_text("After move 2 of 2.")
    # try another move: the line goes on with it; back to the link's moves
    page.locator(f"{A} [data-role=try][data-action=raise]").click()
    settle(page, A)
    expect(root).to_have_attribute("data-step", "3")
    expect(root).to_have_attribute("data-viewer", "0")  # the opponent answers the truco, seen from seat 0
    page.locator(f"{A} [data-role=back-to-link]").click()
    expect(root).to_have_attribute("data-moves", "2")
    # a link to this very decision
    page.locator(f"{A} [data-role=back]").click()
    expect(root).to_have_attribute("data-step", "1")
    clipboard_ready(page)
    page.locator(f"{A} [data-role=copy-link]").click()
    field = page.locator(f"{A} .truco-copy__field")
    expect(page.locator(f"{A} .truco-copy__status")).not_to_have_text("")
    href = field.input_value() if field.is_visible() \
        else page.evaluate("() => navigator.clipboard.readText()")
    assert parse_qs(urlsplit(href).query) == {"s": [BLUFF], "analysis.step": ["1"], "analysis.seat": ["0"]}
    # every player's cards, for a talk after the hand
    page.locator(f"{A} [data-role=show-all]").check()
    expect(page.locator(f"{A} .truco-hand__seat .truco-card--back")).to_have_count(0)
    page.locator(f"{A} [data-role=show-all]").uncheck()


def test_a_sampled_analysis_shows_its_intervals_and_can_sample_more(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_page(page, base_url, "en", "analysis", f"?s={PAIRS}")
    settle(page, A)
    expected = analysis_of(PAIRS)
    assert expected["method"] == "sampled"
    assert shown_values(page, A) == expected_values(page, expected)
    # the intervals in their own column (a surrender pays what the rules say: exact)
    ranges = words(page, "return coach.hintRows(arg, t, 'en').map(r => r.range || t('coach.tag.exact'));",
                   expected)
    assert page.locator(f"{A} tbody .truco-coach__interval").all_inner_texts() == ranges
    assert any(r != "exact" for r in ranges) and "exact" in ranges
    expect(page.locator(f"{A} .truco-coach__how summary")).to_contain_text(
        f"Sampled: {expected['worlds']} deals")
    expect(page.locator(f"{A} [data-role=more]")).to_be_visible()
    answers = settle(page, A)
    page.locator(f"{A} [data-role=more]").click()
    settle(page, A, answers)
    # a bigger budget: sampled with 1,000 deals, or every deal when they are few enough
    more = analyse(_observation(PAIRS), worlds=1000).to_json()
    assert shown_values(page, A) == expected_values(page, more)
    short = words(page, "return coach.shortMethod(arg, t, 'en');", more)
    expect(page.locator(f"{A} .truco-coach__how summary")).to_have_text(short)
    expect(page.locator(f"{A} [data-role=more]")).to_be_hidden()
    # pairs: the values are the team's
    expect(page.locator(f"{A} caption")).to_contain_text("for team 2")


def test_hostile_and_broken_links_open_the_example_with_a_message(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    for query, message in [
        (f"?s={quote('<img src=x onerror=alert(1)>')}", EN["analysis.link-bad"]),
        ("?s=v1.paulista.p2.s0-0.d1.v8d.h3cKh4s-3hKsQd", EN["analysis.link-bad"]),
    ]:
        open_page(page, base_url, "en", "analysis", query)
        settle(page, A)
        expect(page.locator(f"{A} [data-role=notice]")).to_contain_text(message)
        expect(page.locator(A)).to_have_attribute("data-rules-preset", "paulista")
        assert page.locator(f"{A} img, {A} script").count() == 0
        assert "s" not in parse_qs(urlsplit(page.url).query)
    # an illegal move stops the line there; a step beyond the end is the end
    line = code_of(DEAL2, actions=("play 3c", "play 3h"))
    open_page(page, base_url, "en", "analysis", f"?s={line}.a2c&analysis.step=99")
    settle(page, A)
    expect(page.locator(f"{A} [data-role=notice]")).to_contain_text("The link's moves stop at move")
    expect(page.locator(A)).to_have_attribute("data-moves", "0")
    # a pasted link opens its position
    page.locator(f"{A} [data-role=open-field]").fill(f"{base_url}en/play/?s={BLUFF}&play-table.seed=3")
    page.locator(f"{A} [data-role=open-field]").press("Enter")
    settle(page, A)
    expect(page.locator(A)).to_have_attribute("data-moves", "2")
    expect(page.locator(f"{A} [data-role=notice]")).to_be_hidden()


def test_the_strategy_examples_open_in_analysis(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    open_page(page, base_url, "en", "strategy")
    links = page.locator("article a[href*='analysis/?s=']")
    text = (Path(__file__).resolve().parents[2] / "docs" / "en" / "strategy.md").read_text(encoding="utf-8")
    expect(links).to_have_count(len(re.findall(r"\(analysis\.md\?s=", text)))  # one per example
    code = parse_qs(urlsplit(links.first.get_attribute("href") or "").query)["s"][0]
    links.first.click()
    page.wait_for_url(re.compile(r"/en/analysis/\?s="))
    settle(page, A)
    expect(page.locator(A)).to_have_attribute("data-code", code)
    expect(page.locator(A)).to_have_attribute("data-analysed", "true")


def test_how_long_an_analysis_takes_in_the_page(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    """The engine's own time (``ms``) for the strategy page's positions and a sampled one with a
    bigger budget, in the page's worker (Pyodide)."""
    page = shared_page
    open_page(page, base_url, "en", "analysis")
    settle(page, A)
    text = (Path(__file__).resolve().parents[2] / "docs" / "en" / "strategy.md").read_text(encoding="utf-8")
    codes = re.findall(r"analysis\.md\?s=([^)]+)\)", text)
    times: list[dict[str, Any]] = page.evaluate(
        """async (codes) => {
             const { ask } = await import(location.origin + '/assets/js/engine-client.js');
             const out = [];
             for (const [code, worlds] of codes) {
               const started = performance.now();
               const r = await ask('analyse', { code, worlds }, { timeout: 60000 });
               const roundTrip = performance.now() - started;
               out.push({ code, worlds, method: r.method, ms: r.ms, round_trip: roundTrip });
             }
             return out;
           }""", [[c, 200] for c in codes] + [[PAIRS, 1000]])
    if TIMINGS:
        Path(TIMINGS).write_text(json.dumps(times, indent=1), encoding="utf-8")
    for entry in times:
        assert entry["ms"] < 10_000, entry


# --- a phone -----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    """A 390×844 touch screen (its own context: one more engine boot)."""
    context = browser.new_context(base_url=base_url, service_workers="block",
                                  viewport={"width": 390, "height": 844},
                                  device_scale_factor=2, is_mobile=True, has_touch=True)
    quiet_search(context)
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    yield page
    context.close()


def fits(page: Page, selectors: list[str]) -> dict[str, Any]:
    """Where each element is once the game is scrolled to the top of the screen (under the header)."""
    boxes: dict[str, Any] = page.evaluate(
        """(sels) => {
             const game = document.querySelector('.truco-play-table__game');
             game.scrollIntoView({block: 'start'});
             const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
             const out = {header, height: innerHeight, width: document.documentElement.scrollWidth};
             for (const s of sels) {
               const n = document.querySelector(s);
               const r = n.getBoundingClientRect();
               out[s] = {top: r.top, bottom: r.bottom};
             }
             return out;
           }""", selectors)
    return boxes


def test_a_phone_shows_the_whole_table_without_scrolling(
    phone: Page, base_url: str, axe: Any
) -> None:
    page = phone
    log = ConsoleLog(page)
    # before the engine is up (here it never comes: no worker), the analysis page's example is on
    # screen with the coach's values, which the build worked out
    page.route("**/worker.js*", lambda route: route.abort())
    page.goto(page_path("en", "analysis"))
    expect(page.locator(A)).to_have_attribute("data-state", "ready")
    expect(page.locator(A)).to_have_attribute("data-analysed", "true")
    assert page.evaluate("() => document.documentElement.dataset.engine") != "ready"
    expect(page.locator(f"{A} .truco-coach__table tbody tr").first).to_be_visible()
    expect(page.locator(f"{A} .truco-coach__time")).to_have_count(0)  # a build's time is not the page's
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.unroute("**/worker.js*")
    expected_errors = ("worker", "Failed to load", "engine")
    assert [e for e in log.errors if not any(word in e for word in expected_errors)] == []
    log.clear()
    # the hardest screen: round 3, two rounds played, a card on the table, the hint open
    code = code_of(DEAL2, actions=("play 3c", "play Ks", "play 4s", "play 3h", "play Qd"))
    page.goto(f"{page_path('en', 'play')}?s={code}&play-table.fast=1")
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)
    # the header names the site, in full
    title = page.locator(".md-header__topic").first.locator(".md-ellipsis")
    expect(title).to_have_text("Truco Lab")
    assert title.evaluate("n => n.scrollWidth <= n.clientWidth && n.getBoundingClientRect().width > 40")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390, "nothing wider than the screen"
    # the settings are folded away during a match
    expect(page.locator(f"{W} [data-role=setup]")).not_to_have_attribute("open", "")
    page.locator(f"{W} button[data-role=hint]").tap()
    expect(page.locator(f"{W} [data-role=coach]")).to_be_visible()
    where = fits(page, [f"{W} [data-role=felt]", f"{W} [data-role=hand]", f"{W} .truco-play-table__actions",
                        f"{W} [data-role=coach]"])
    assert where["width"] <= 390
    assert where[f"{W} [data-role=felt]"]["top"] >= where["header"] - 1, where
    for part in (f"{W} [data-role=hand]", f"{W} .truco-play-table__actions", f"{W} [data-role=coach]"):
        assert where[part]["bottom"] <= where["height"], (part, where)
    shot(page, "phone-play-hint")
    # every control of the game is a 44 px tap target
    small = page.evaluate(
        """(sel) => [...document.querySelectorAll(sel + ' .truco-play-table__game button')]
             .filter(b => b.offsetParent !== null)
             .map(b => [b.textContent.trim(), b.getBoundingClientRect()])
             .filter(([, r]) => r.height < 43.5 || r.width < 43.5)
             .map(([t, r]) => `${t}: ${r.width}x${r.height}`)""", W)
    assert small == []
    # pairs: three cards already on the table in round 2, a sampled hint with its intervals
    pairs = code_of(DEAL4, actions=("play 4s", "play Qd", "play 5s", "play 6h",  # player 2 takes round 1
                                    "play 3h", "play 2c", "play Jc"))
    open_page(page, base_url, "en", "play", f"?s={pairs}&play-table.fast=1&play-table.players=4")
    page.wait_for_selector(f"{W}:not([data-old])[data-state=ready]")
    wait_idle(page)
    expect(page.locator(f"{W} [data-role=felt] [data-role=table] figure")).to_have_count(3)
    page.locator(f"{W} button[data-role=hint]").tap()
    expect(page.locator(f"{W} [data-role=coach] .truco-coach__interval").first).to_be_visible()
    where = fits(page, [f"{W} [data-role=felt]", f"{W} [data-role=coach]"])
    assert where[f"{W} [data-role=coach]"]["bottom"] <= where["height"], where
    assert where["width"] <= 390
    shot(page, "phone-pairs-hint")
    # the rules live behind one header button, with the preset inside
    page.locator(".truco-options__summary").tap()
    expect(page.locator("#truco-preset-select-panel")).to_be_visible()
    expect(page.locator("#truco-preset")).to_be_hidden()
    page.locator(".truco-options__summary").tap()
    assert axe(page) == []
    # play on: the hand ends, the review shows, the next hand fits again
    page.locator(f"{W} [data-role=hand] [data-role=card]").first.tap()
    wait_idle(page)
    if page.locator(W).get_attribute("data-next") == "deal":
        expect(page.locator(f"{W} [data-role=review]")).to_be_visible()
        shot(page, "phone-review")
        page.locator(f"{W} [data-role=next]").tap()
        wait_idle(page)
        where = fits(page, [f"{W} [data-role=hand]", f"{W} .truco-play-table__actions"])
        for part in (f"{W} [data-role=hand]", f"{W} .truco-play-table__actions"):
            assert where[part]["bottom"] <= where["height"], (part, where)
    # the analysis page fits the width too
    page.goto(f"{page_path('en', 'analysis')}?s={BLUFF}")
    page.wait_for_selector(f"{A}[data-state=ready]")
    settle(page, A)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    shot(page, "phone-analysis")
    log.assert_clean()
