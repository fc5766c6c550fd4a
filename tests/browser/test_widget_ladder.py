"""The ladder widget (docs/*/truco.md) in a real browser, against the engine in-process.

What only a browser shows: the answers the build embeds draw the widget before the engine is up
(first paint), keyboard-only use and focus, copy link (the clipboard), axe-core in light and dark,
instant navigation, no console errors; the screen is compared with the engine's replay of the
scenario code the widget carries, as the page's own modules word it. The widget's behaviour
against the engine (moves under every preset and with pairs, a preset change keeping the moves,
undo and start over, deep and hostile links) is tested in Node with the widget mounted by the
shell's own code (tests/js/ladder-widget.test.mjs, issue 36); the words for every state and
language in tests/js/ladder.test.mjs.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    axe_violations,
    clipboard_ready,
    engine_result,
    open_page,
    page_path,
    quiet_search,
    scenario_state,
    settle,
    strings,
    tab_to,
    wait_engine,
)
from playwright.sync_api import Browser, Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

LADDER = "[data-widget=ladder]"

SHOWN_JS = """
(w) => {
  const q = (s) => w.querySelector(s);
  const all = (s) => [...w.querySelectorAll(s)];
  const text = (e) => (e && !e.hidden ? e.textContent : null);
  const field = (name) => q(`[data-field=${name}]`);
  const result = q('.truco-hand__result');
  return {
    code: w.dataset.code, value: w.dataset.value, finished: w.dataset.finished, preset: w.dataset.rulesPreset,
    fields: {value: field('value').textContent, pending: field('pending').textContent,
             offer: field('pending').dataset.offer, responder: field('pending').dataset.responder,
             may: field('may-raise').textContent, teams: field('may-raise').dataset.teams,
             turn: field('turn').textContent, seat: field('turn').dataset.seat},
    steps: all('.truco-ladder__step').map((e) => ({value: Number(e.dataset.value), text: e.textContent,
      current: e.getAttribute('aria-current') === 'step',
      offered: e.classList.contains('truco-ladder__step--offered')})),
    pairs: q('input[data-role=pairs]').checked,
    seats: all('.truco-hand__seat').map((s) => [...s.querySelectorAll('.truco-card')]
      .map((c) => c.dataset.card || null)),
    choices: all('.truco-hand__choice').map((c) => ({action: c.querySelector('button').dataset.action,
      meaning: c.querySelector('button').dataset.meaning, label: c.querySelector('button').textContent,
      note: (c.querySelector('.truco-hand__choice-note') || {}).textContent || ''})),
    choicesShown: !q('.truco-scenario__choices').hidden,
    title: q('.truco-scenario__title').textContent,
    result: result && {lines: [...result.querySelectorAll('p')].map((p) => p.textContent),
                       points: result.dataset.points},
    history: all('.truco-hand__history li').map((li) => li.textContent),
    notice: text(q('.truco-scenario__notice')),
    rulesNote: text(q('.truco-scenario__rules-note')),
    live: q('.truco-scenario__live').textContent,
    images: w.querySelectorAll('img, script, iframe').length,
  };
}
"""

#: What the page's own modules say for an engine answer (the widget's and the kit's words).
EXPECTED_JS = """
async ([r, info, err]) => {
  const at = (path) => import(new URL(`assets/js/${path}`, location.origin + '/'));
  const [L, P, M, W, H] = await Promise.all(['widgets/ladder.js', 'kit/page.js', 'kit/moves.js',
    'kit/words.js', 'kit/hand-model.js'].map(at));
  const t = P.t;
  const m = r && H.handModel(r);
  const note = (p) => M.previewText(p, t, {players: r.players});
  const previews = r ? Object.fromEntries(r.preview.map((p) => [p.action, note(p)])) : {};
  return r ? {
    value: L.valueText(r, t), pending: L.pendingText(r, t), may: L.mayRaiseText(r, t),
    turn: L.turnText(r, t),
    steps: L.ladderSteps(r, info, t),
    labels: r.choices.map((c) => W.actionLabel(c, t)), notes: r.choices.map((c) => previews[c.action] || ''),
    title: r.to_act === null ? '' : W.capitalize(t('scenario.choices', {seat: W.seatText(r.to_act, t)})),
    result: H.outcomeSentences(m, t), move: M.moveSentence(m, t),
    history: r.history.map((s) => t('hand.step',
      {Seat: W.capitalize(W.seatText(s.seat, t)), what: W.actionLabel(s, t)})),
  } : {error: W.errorText(err, t, {has: P.hasString}).text};
}
"""

def after(code: str, action: str) -> dict[str, Any]:
    scenario = engine_result("replay", code=code)["scenario"]
    return engine_result("replay", scenario={**scenario, "actions": [*scenario["actions"], action]})


def shown(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.locator(LADDER).evaluate(SHOWN_JS)
    return data


def check(page: Page) -> dict[str, Any]:
    """What the widget shows is the engine's answer for the code it carries, in the page's words."""
    snap, r, _, words = scenario_state(page, LADDER, SHOWN_JS, EXPECTED_JS)
    fields = snap["fields"]
    # the engine's state
    assert snap["value"] == str(r["value"]) and snap["finished"] == str(r["finished"]).lower()
    assert snap["pairs"] == (r["players"] == 4)
    pending = r["pending"] or {}
    assert fields["offer"] == str(pending.get("offer", ""))
    assert fields["responder"] == str(pending.get("responder", ""))
    assert fields["teams"] == ",".join(str(t) for t in r["ladder"]["may_raise"])
    assert fields["seat"] == ("" if r["to_act"] is None else str(r["to_act"]))
    assert [s["value"] for s in snap["steps"]] == r["ladder"]["steps"]
    assert [s["value"] for s in snap["steps"] if s["current"]] == (
        [] if r["ladder"]["locked"] else [r["ladder"]["steps"][r["ladder"]["step"]]])
    assert [s["value"] for s in snap["steps"] if s["offered"]] == ([pending["offer"]] if pending else [])
    assert snap["seats"] == r["hands"]  # a demonstration: every hand face up
    assert [(c["action"], c["meaning"]) for c in snap["choices"]] == [
        (c["action"], c["meaning"]) for c in r["choices"]]
    assert snap["choicesShown"] == (not r["finished"])
    assert snap["images"] == 0
    # in the page's words
    assert [fields["value"], fields["pending"], fields["may"], fields["turn"]] == [
        words["value"], words["pending"], words["may"], words["turn"]]
    for step, expected in zip(snap["steps"], words["steps"], strict=True):
        assert expected["name"] in step["text"] and expected["fold"] in step["text"]
    assert [c["label"] for c in snap["choices"]] == words["labels"]
    assert [c["note"] for c in snap["choices"]] == words["notes"]
    if not r["finished"]:
        assert snap["title"] == words["title"]
    assert snap["history"] == words["history"]
    if r["finished"]:
        assert snap["result"] is not None
        assert snap["result"]["lines"] == words["result"]
        assert snap["result"]["points"] == "-".join(str(p) for p in r["points"])
    else:
        assert snap["result"] is None
    return {**r, "said": words["move"]}


def open_ladder(page: Page, base_url: str, lang: str, query: str = "", *, full: bool = False) -> None:
    open_page(page, base_url, lang, "truco", query, full=full)
    settle(page, LADDER)


def click(page: Page, action: str) -> dict[str, Any]:
    """Click a choice; the engine's next state is on screen and said in the live region."""
    code = page.locator(LADDER).get_attribute("data-code") or ""
    expected = after(code, action)
    count = settle(page, LADDER)
    page.locator(f'{LADDER} button[data-action="{action}"]').click()
    settle(page, LADDER, count)
    r = check(page)
    assert r["code"] == expected["code"]
    assert f"ladder.s={r['code']}" in page.url
    assert shown(page)["live"] == r["said"]
    return r


def set_pairs(page: Page, on: bool) -> None:
    box = page.locator(f"{LADDER} input[data-role=pairs]")
    if box.is_checked() != on:
        count = settle(page, LADDER)
        box.click()
        settle(page, LADDER, count)
        assert len(shown(page)["seats"]) == (4 if on else 2)


def reset(page: Page) -> None:
    button = page.locator(f"{LADDER} button[data-role=reset]")
    if button.is_enabled():
        count = settle(page, LADDER)
        button.click()
        settle(page, LADDER, count)
    assert engine_result("replay", code=shown(page)["code"])["scenario"]["actions"] == []


# --- tests -------------------------------------------------------------------------------------------


def test_drawn_from_the_build_before_the_engine_is_up(browser: Browser, base_url: str) -> None:
    """The page embeds the engine's answers to the widget's first requests: with no engine at all
    (the worker never loads) the example is on screen, and a move says the engine is missing."""
    context = browser.new_context(base_url=base_url, service_workers="block")
    quiet_search(context)
    try:
        page = context.new_page()
        console = ConsoleLog(page)
        page.route("**/worker.js*", lambda route: route.abort())
        page.goto(page_path("en", "truco") + "?preset=mineiro")
        expect(page.locator(LADDER)).to_have_attribute("data-state", "ready")
        assert page.evaluate("() => document.documentElement.dataset.engine") != "ready"
        first = page.evaluate(
            "async () => (await import(new URL('assets/js/widgets/ladder.js', location.origin + '/')))"
            ".initialRequests({preset: 'mineiro', params: {}})[0]")
        opened = engine_result(first["op"], **first["args"])
        assert shown(page)["code"] == opened["code"] and "vira" not in opened["scenario"]
        page.locator(f'{LADDER} button[data-action="raise"]').click()
        wait_engine(page, "failed")
        expect(page.locator(LADDER)).to_have_attribute("data-state", "error")
        said = page.locator(f"{LADDER} .truco-widget__error p").first
        expect(said).to_have_text(strings("en")["engine.failed"])
        expect(page.locator(f"{LADDER} .truco-widget__retry")).to_have_text(strings("en")["engine.retry"])
        assert all("worker" in e or "Failed to load" in e for e in console.errors), console.errors
    finally:
        context.close()


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_ladder(page, base_url, "en", "?preset=paulista")
    set_pairs(page, False)
    reset(page)

    def press(key: str) -> None:
        count = settle(page, LADDER)
        page.keyboard.press(key)
        settle(page, LADDER, count)
        check(page)

    page.locator("body").click(position={"x": 5, "y": 5})
    tab_to(page, f"{LADDER} input[data-role=pairs]")
    assert page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle") != "none"
    tab_to(page, f'{LADDER} button[data-action="raise"]')
    press("Enter")
    # focus moved to the next choices: the responder's first one, "accept"
    assert page.evaluate("() => document.activeElement.dataset.action") == "accept"
    press("Space")
    tab_to(page, f"{LADDER} button[data-role=undo]")
    press("Enter")
    assert page.evaluate("() => document.activeElement.dataset.role") == "undo"
    assert engine_result("replay", code=shown(page)["code"])["pending"] is not None
    tab_to(page, f'{LADDER} button[data-action="fold"]')
    press("Enter")
    # the hand is over: the result has the focus
    assert page.evaluate("() => document.activeElement.classList.contains('truco-hand__result')")
    tab_to(page, f"{LADDER} input[data-role=pairs]")
    press("Space")
    assert len(shown(page)["seats"]) == 4
    set_pairs(page, False)


def test_copy_link(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    clipboard_ready(page, base_url)
    open_ladder(page, base_url, "pt", "?preset=paulista")
    set_pairs(page, False)
    reset(page)
    code = click(page, "raise")["code"]
    status = page.locator(f"{LADDER} .truco-copy__status")
    page.locator(f"{LADDER} button[data-role=copy-link]").click()
    expect(status).to_have_text(strings("pt")["copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied.split("#")[0] == page.url.split("#")[0] and f"ladder.s={code}" in copied
    # without a clipboard: the link is selected in a field
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); }")
    page.locator(f"{LADDER} button[data-role=copy-link]").click()
    field = page.locator(f"{LADDER} .truco-copy__field")
    expect(field).to_be_focused()
    assert field.input_value().split("#")[0] == page.url.split("#")[0]
    expect(status).to_have_text(strings("pt")["copy.manual"])
    # the copied link opens exactly this state
    open_ladder(page, base_url, "pt", "?" + copied.split("?", 1)[1])
    assert check(page)["code"] == code


@pytest.mark.parametrize(("scheme", "lang"), [("light", "es"), ("dark", "en")])
def test_axe_in_every_state(
    shared_page: Page, console: ConsoleLog, base_url: str, scheme: str, lang: str
) -> None:
    page = shared_page
    page.emulate_media(color_scheme=scheme)
    try:
        open_ladder(page, base_url, lang, "?preset=paulista")
        set_pairs(page, False)
        reset(page)
        assert axe_violations(page) == []
        click(page, "raise")  # a pending offer
        assert axe_violations(page) == []
        click(page, "fold")  # the result
        assert axe_violations(page) == []
        open_ladder(page, base_url, lang, "?ladder.s=junk")  # the error message
        assert axe_violations(page) == []
    finally:
        page.emulate_media(color_scheme="light")


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_ladder(page, base_url, "en", "?preset=paulista")
    sidebar = page.locator(".md-sidebar--primary")
    sidebar.get_by_role("link", name="Hand of eleven and iron hand", exact=True).click()
    settle(page, "[data-widget=eleven]")
    sidebar.get_by_role("link", name="Truco and the ladder", exact=True).click()
    settle(page, LADDER)
    check(page)
    click(page, "raise")
