"""The eleven widget (docs/*/eleven.md) in a real browser, against the engine in-process.

What only a browser shows: keyboard-only use and focus, copy link (the clipboard), axe-core in
light and dark, no console errors; the screen is compared with the engine's replay of the widget's
scenario code (``data-code``) as the page's own modules word it. The widget's behaviour against
the engine (situations and decisions under each preset, the locked ladder, the blind iron hand,
presets, the engine's deal, deep links and bad link values) is tested in Node with the widget
mounted by the shell's own code (tests/js/eleven-widget.test.mjs, issue 36); the words for every
situation, preset and language in tests/js/eleven.test.mjs.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    axe_violations,
    clipboard_ready,
    engine,
    engine_result,
    open_page,
    page_error,
    scenario_state,
    settle,
    strings,
    tab_to,
)
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

ELEVEN = "[data-widget=eleven]"
PAIRS_11_7 = "?preset=paulista&eleven.score=11-7&eleven.players=4&eleven.dealer=1"

SHOWN_JS = """
(w) => {
  const q = (s) => w.querySelector(s);
  const all = (s) => [...w.querySelectorAll(s)];
  const sel = (role) => q(`select[data-role=${role}]`);
  const cards = (e) => [...e.querySelectorAll('.truco-card')].map((c) => c.dataset.card || null);
  const field = (name) => q(`[data-field=${name}]`);
  const tryOut = q('.truco-eleven__try-out');
  const notice = q('.truco-scenario__notice');
  const result = q('.truco-hand__result');
  return {
    code: w.dataset.code, kind: w.dataset.kind, blind: w.dataset.blind, finished: w.dataset.finished,
    selects: Object.fromEntries(['score0', 'score1', 'players', 'dealer'].map((r) => [r, sel(r).value])),
    options: Object.fromEntries(['score0', 'dealer'].map((r) => [r, [...sel(r).options].map((o) => o.value)])
    ),
    labels: ['score0', 'score1'].map((r) => sel(r).parentElement.querySelector('.truco-field__label')
      .textContent),
    fields: Object.fromEntries(['kind', 'decider', 'value', 'cards', 'ladder']
      .map((f) => [f, field(f).textContent])),
    decider: field('decider').dataset.seat, locked: field('ladder').dataset.locked,
    decision: q('.truco-eleven__decision').hidden ? null : {
      sees: q('.truco-eleven__sees').textContent,
      vira: all('.truco-eleven__seen-vira').map(cards).flat(),
      seen: all('.truco-eleven__seen-group').map((g) => ({seat: Number(g.dataset.seat), cards: cards(g)})),
      options: all('.truco-eleven__option').map((o) => ({action: o.dataset.action,
        text: `${o.querySelector('.truco-eleven__option-label').textContent} — `
          + o.querySelector('.truco-eleven__option-pays').textContent}))},
    seats: all('.truco-hand__seat').map(cards),
    table: all('.truco-hand__round[data-status=current] .truco-card').map((c) => c.dataset.card || null),
    choices: all('.truco-hand__choice button').map((b) => b.dataset.action),
    tryOut: tryOut.hidden ? null : {code: tryOut.dataset.code, text: tryOut.textContent},
    notice: notice.hidden ? null : notice.textContent,
    result: result && [...result.querySelectorAll('p')].map((p) => p.textContent),
    live: q('.truco-scenario__live').textContent,
    images: w.querySelectorAll('img, script, iframe').length,
  };
}
"""

#: What the page's own modules say for an engine answer (the widget's and the kit's words).
EXPECTED_JS = """
async ([r, info, err]) => {
  const at = (path) => import(new URL(`assets/js/${path}`, location.origin + '/'));
  const [E, P, W, H] = await Promise.all(['widgets/eleven.js', 'kit/page.js', 'kit/words.js',
    'kit/hand-model.js'].map(at));
  const t = P.t;
  if (!r) return {error: W.errorText(err, t, {has: P.hasString}).text};
  return {
    kind: `${E.kindTitle(r, t)} ${E.kindNote(r, info, t)}`, decider: E.deciderText(r, t),
    options: E.decisionOptions(r, t).map((o) => `${o.label} — ${o.pays}`),
    cards: t(r.blind ? 'eleven.cards-blind' : 'eleven.cards-open'),
    ladder: t(r.ladder.locked ? 'eleven.ladder-locked' : 'eleven.ladder-open'),
    labels: [1, 2].map((n) => t(r.players === 2 ? 'eleven.points-player' : 'eleven.points-team', {n})),
    result: H.outcomeSentences(H.handModel(r), t),
  };
}
"""

#: What the page says for the engine's answer to a raise probe: allowed, or refused and why.
PROBE_JS = """
async ([probe, errors]) => {
  const at = (path) => import(new URL(`assets/js/${path}`, location.origin + '/'));
  const [E, P, W] = await Promise.all(['widgets/eleven.js', 'kit/page.js', 'kit/words.js'].map(at));
  const why = (e) => W.errorText(e, P.t, {has: P.hasString}).text;
  return probe ? E.tryAllowedText(probe, P.t) : errors.map(why);
}
"""


#: Who the decider's view says looks at which cards, in the page's words.
SEES_JS = """
async (view) => {
  const at = (path) => import(new URL(`assets/js/${path}`, location.origin + '/'));
  const [E, P] = await Promise.all(['widgets/eleven.js', 'kit/page.js'].map(at));
  return E.seesText(view, P.t);
}
"""


def with_moves(r: dict[str, Any], *moves: str) -> dict[str, Any]:
    """The engine's answer for the scenario of ``r`` with more moves (ok or error)."""
    scenario = r["scenario"]
    return engine("replay", scenario={**scenario, "actions": [*scenario["actions"], *moves]})


def check(page: Page) -> dict[str, Any]:
    """The screen agrees with the engine's replay of the widget's code, worded by the page."""
    snap, r, info, words = scenario_state(page, ELEVEN, SHOWN_JS, EXPECTED_JS)
    sc = r["scenario"]
    # the controls show the scenario; the scores run up to the rules' target
    assert snap["selects"] == {"score0": str(sc["score"][0]), "score1": str(sc["score"][1]),
                               "players": str(r["players"]), "dealer": str(r["dealer"])}
    assert snap["options"]["score0"] == [str(i) for i in range(info["options"]["target"])]
    assert snap["options"]["dealer"] == [str(s["seat"]) for s in r["seats"]]
    assert snap["labels"] == words["labels"]
    # the hand: its kind and why, who decides, the cards, the ladder
    assert (snap["kind"], snap["blind"]) == (r["kind"], str(r["blind"]).lower())
    assert snap["decider"] == ("" if r["decider"] is None else str(r["decider"]))
    assert snap["locked"] == str(r["ladder"]["locked"]).lower()
    assert snap["fields"] == {"kind": words["kind"], "decider": words["decider"], "value": str(r["value"]),
                              "cards": words["cards"], "ladder": words["ladder"]}
    # the board is a seat's view, the engine's (replay with a viewer): the decider's while the
    # decision waits (their cards and their partner's, the opponents' face down), the seat to
    # act's in a blind hand (no card at all, its choices by position)
    seat = r["decider"] if r["phase"] == "eleven" else r["to_act"] if r["blind"] else None
    view = r if seat is None else engine_result("replay", code=r["code"], viewer=seat)
    assert view["viewer"] == seat
    if r["phase"] == "eleven":
        seen = [r["decider"]] + ([] if r["players"] == 2 else [r["seats"][r["decider"]]["partner"]])
        assert [s for s in range(r["players"]) if view["hands"][s] is not None] == sorted(seen)
        assert snap["decision"] == {
            "sees": page.evaluate(SEES_JS, view), "seen": [{"seat": s, "cards": r["hands"][s]} for s in seen],
            "vira": [sc["vira"]] if sc.get("vira") else [],  # beside the cards, where it is decided
            "options": [{"action": c["action"], "text": o}
                        for c, o in zip(r["choices"], words["options"], strict=True)]}
    else:
        assert snap["decision"] is None
        if r["blind"]:
            assert all(card is None for cards in snap["seats"] for card in cards)
    assert snap["seats"] == [cards if cards is not None else [None] * n
                             for cards, n in zip(view["hands"], view["held"], strict=True)]
    own = view["viewer"] is not None and view["to_act"] == view["viewer"]
    assert snap["choices"] == [c["action"] for c in (view if own else r)["choices"]]
    assert snap["result"] == (words["result"] if r["finished"] else None)
    assert snap["images"] == 0
    return r


def shown(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = page.locator(ELEVEN).evaluate(SHOWN_JS)
    return data


def open_eleven(page: Page, base_url: str, lang: str, query: str = "", *, full: bool = False) -> None:
    open_page(page, base_url, lang, "eleven", query, full=full)
    settle(page, ELEVEN)


def choose(page: Page, role: str, value: int) -> None:
    select = page.locator(f"{ELEVEN} select[data-role={role}]")
    if select.input_value() != str(value):
        count = settle(page, ELEVEN)
        select.select_option(str(value))
        settle(page, ELEVEN, count)


def set_situation(page: Page, score: tuple[int, int], players: int, dealer: int) -> dict[str, Any]:
    choose(page, "players", players)
    choose(page, "dealer", dealer)
    choose(page, "score0", score[0])
    choose(page, "score1", score[1])
    r = check(page)
    assert (r["scenario"]["score"], r["players"], r["dealer"]) == (list(score), players, dealer)
    assert r["scenario"]["actions"] == []
    assert f"eleven.score={score[0]}-{score[1]}" in page.url and f"eleven.players={players}" in page.url
    return r


def click(page: Page, selector: str) -> dict[str, Any]:
    count = settle(page, ELEVEN)
    page.locator(f"{ELEVEN} {selector}").first.click()
    settle(page, ELEVEN, count)
    return check(page)


def play(page: Page, action: str) -> dict[str, Any]:
    """Make a move; the engine's next state is on screen."""
    expected = with_moves(engine_result("replay", code=shown(page)["code"]), action)["result"]
    r = click(page, f'button[data-action="{action}"]')
    assert r["code"] == expected["code"]
    return r


def try_raise(page: Page, r: dict[str, Any]) -> None:
    """The probe says what the engine says to a raise now; probing changes nothing."""
    count = settle(page, ELEVEN)
    page.locator(f"{ELEVEN} button[data-role=try-raise]").click()
    settle(page, ELEVEN, count)
    out = shown(page)["tryOut"]
    assert out is not None
    raised = with_moves(r, "raise")
    if raised["ok"]:
        assert out["code"] == "allowed"
        assert out["text"] == page.evaluate(PROBE_JS, [raised["result"], None])
    else:
        errors = [raised]
        if raised["error"]["code"] == "eleven-pending":  # and once the hand is played, still locked
            errors.append(with_moves(r, "accept", "raise"))
        assert out["code"] == errors[-1]["error"]["code"]
        for why in page.evaluate(PROBE_JS, [None, [page_error(e["error"]) for e in errors]]):
            assert why in out["text"]
    assert shown(page)["code"] == r["code"]


# --- tests -------------------------------------------------------------------------------------------

def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_eleven(page, base_url, "es", "?preset=paulista&eleven.score=11-5&eleven.players=2&eleven.dealer=1")

    def press(key: str) -> dict[str, Any]:
        count = settle(page, ELEVEN)
        page.keyboard.press(key)
        settle(page, ELEVEN, count)
        return check(page)

    page.locator("body").click(position={"x": 5, "y": 5})
    tab_to(page, f"{ELEVEN} select[data-role=score1]")
    r = press("ArrowDown")  # 5 -> 6
    assert r["scenario"]["score"] == [11, 6]
    assert page.evaluate("() => document.activeElement.dataset.role") == "score1"
    tab_to(page, f"{ELEVEN} button[data-role=try-raise]")
    press("Enter")
    assert shown(page)["tryOut"] is not None
    assert page.evaluate("() => document.activeElement.dataset.role") == "try-raise"
    tab_to(page, f'{ELEVEN} button[data-action="accept"]')
    accepted = press("Enter")
    assert page.evaluate("() => document.activeElement.dataset.action") == accepted["choices"][0]["action"]
    tab_to(page, f"{ELEVEN} button[data-role=undo]")
    assert press("Enter")["code"] == r["code"]
    tab_to(page, f'{ELEVEN} button[data-action="fold"]', limit=60)
    done = press("Enter")
    assert done["ruling"]["code"] == "eleven-fold"
    assert page.evaluate("() => document.activeElement.classList.contains('truco-hand__result')")


def test_copy_link(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    clipboard_ready(page, base_url)
    open_eleven(page, base_url, "en", "?preset=paulista")
    set_situation(page, (11, 9), 4, 0)
    code = play(page, "accept")["code"]
    page.locator(f"{ELEVEN} button[data-role=copy-link]").click()
    expect(page.locator(f"{ELEVEN} .truco-copy__status")).to_have_text(strings("en")["copy.done"])
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied.split("#")[0] == page.url.split("#")[0]
    assert f"eleven.s={code}" in copied and "eleven.score=11-9" in copied
    open_eleven(page, base_url, "en", "?" + copied.split("?", 1)[1])
    assert check(page)["code"] == code


@pytest.mark.parametrize(("scheme", "lang"), [("light", "en"), ("dark", "es")])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, scheme: str, lang: str) -> None:
    page = shared_page
    page.emulate_media(color_scheme=scheme)
    try:
        open_eleven(page, base_url, lang, PAIRS_11_7)
        assert axe_violations(page) == []
        try_raise(page, check(page))
        play(page, "fold")
        assert axe_violations(page) == []
        open_eleven(page, base_url, lang, "?preset=paulista-fpt&eleven.score=11-11")
        play(page, "play #1")
        assert axe_violations(page) == []
        open_eleven(page, base_url, lang, "?eleven.score=99-1")
        assert axe_violations(page) == []
    finally:
        page.emulate_media(color_scheme="light")
