"""The eleven widget (docs/*/eleven.md) against the engine, in-process.

For scores, player counts and dealers under every preset and in every language, the widget's
scenario code (``data-code``) is replayed with ``truco.web.handle`` and everything on screen is
compared with that answer: the kind of hand, who decides and what they see, what accepting and
folding pay, the locked ladder (a raise refused with the engine's reason), the blind iron hand
played by position, and the result of the reader's decision.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest
from conftest import LANGUAGES, PRESETS, ConsoleLog
from playwright.sync_api import Page, expect
from test_widget_ladder import (
    HAND_SNAPSHOT_JS,
    Words,
    axe_settled,
    capitalize,
    check_hand_view,
    engine,
    engine_error,
    replay_after,
    replay_code,
    visit,
    wait_code,
    wait_idle,
)

pytestmark = pytest.mark.browser

ELEVEN = "[data-widget=eleven]"
TRY_OUT_SHOWN = "() => !document.querySelector('[data-widget=eleven] .truco-eleven__try-out').hidden"
PAIRS_11_7 = "?preset=paulista&eleven.score=11-7&eleven.players=4&eleven.dealer=1"

ELEVEN_SNAPSHOT_JS = """
(w) => {
  const q = (s) => w.querySelector(s);
  const all = (s) => [...w.querySelectorAll(s)];
  const sel = (role) => q(`select[data-role=${role}]`);
  const sees = q('.truco-eleven__sees');
  const tryOut = q('.truco-eleven__try-out');
  return {
    selects: {score0: sel('score0').value, score1: sel('score1').value,
              players: sel('players').value, dealer: sel('dealer').value},
    options: {score0: [...sel('score0').options].map((o) => o.value),
              dealer: [...sel('dealer').options].map((o) => o.value)},
    labels: ['score0', 'score1'].map((r) => q(`label[for="${sel(r).id}"]`).textContent),
    kind: w.dataset.kind, blind: w.dataset.blind,
    kindField: q('[data-field=kind]').dataset.kind, kindText: q('[data-field=kind]').textContent,
    decider: q('[data-field=decider]').dataset.seat, deciderText: q('[data-field=decider]').textContent,
    valueText: q('[data-field=value]').textContent,
    cardsText: q('[data-field=cards]').textContent,
    ladderText: q('[data-field=ladder]').textContent, locked: q('[data-field=ladder]').dataset.locked,
    sees: sees.hidden ? null : all('.truco-eleven__sees-group').map((g) => ({
      seat: Number(g.dataset.seat),
      cards: [...g.querySelectorAll('.truco-card')].map((c) => c.dataset.card || null)})),
    tryOut: tryOut.hidden ? null : {code: tryOut.dataset.code, text: tryOut.textContent},
    table: all('.truco-hand__table .truco-card').map((c) => c.dataset.card || null),
  };
}
"""


def snapshot(page: Page) -> dict[str, Any]:
    root = page.locator(ELEVEN)
    data: dict[str, Any] = root.evaluate(HAND_SNAPSHOT_JS)
    data.update(root.evaluate(ELEVEN_SNAPSHOT_JS))
    return data


def idle(page: Page) -> None:
    wait_idle(page, ELEVEN, ".truco-eleven")


def open_eleven(page: Page, base_url: str, lang: str, query: str = "", *, full: bool = False) -> None:
    visit(page, base_url, lang, "eleven", query, full=full)
    idle(page)


def set_preset(page: Page, preset: str) -> None:
    page.select_option("#truco-preset-select", preset)
    page.wait_for_function(
        "p => { const w = document.querySelector('[data-widget=eleven]');"
        " return w.dataset.rulesPreset === p"
        " && w.querySelector('.truco-eleven').getAttribute('aria-busy') === 'false'; }",
        arg=preset)


def choose(page: Page, role: str, value: int) -> None:
    page.select_option(f"{ELEVEN} select[data-role={role}]", str(value))
    idle(page)


def set_situation(page: Page, score: tuple[int, int], players: int, dealer: int) -> dict[str, Any]:
    choose(page, "players", players)
    choose(page, "dealer", dealer)
    choose(page, "score0", score[0])
    choose(page, "score1", score[1])
    r = replay_code(page.locator(ELEVEN).get_attribute("data-code") or "")
    sc = r["scenario"]
    assert (sc["score"], sc["players"], sc["dealer"]) == (list(score), players, dealer)
    assert sc["actions"] == []
    return r


def kind_words(words: Words, r: dict[str, Any], info: dict[str, Any]) -> str:
    n = info["options"]["eleven_at"]
    if r["kind"] == "normal":
        return words.t("eleven.kind.normal")
    if r["kind"] == "eleven":
        return {11: words.t("eleven.kind.eleven"), 10: words.t("eleven.kind.ten")}.get(
            n, words.t("eleven.kind.other", n=n))
    return words.t("eleven.kind.iron_blind" if r["blind"] else "eleven.kind.iron_open", n=n)


def check_eleven(page: Page, words: Words) -> dict[str, Any]:
    """Everything the eleven widget shows agrees with the engine's replay of its code."""
    snap = snapshot(page)
    r = replay_code(snap["code"])
    sc = r["scenario"]
    first = engine("replay", scenario={**sc, "actions": []})
    info = engine("rules", rules=sc["rules"])
    calls = info["calls"]
    players = sc["players"]
    opts = info["options"]
    # the controls show the scenario
    assert snap["selects"] == {"score0": str(sc["score"][0]), "score1": str(sc["score"][1]),
                               "players": str(players), "dealer": str(sc["dealer"])}
    assert snap["options"]["score0"] == [str(i) for i in range(opts["target"])]
    assert snap["options"]["dealer"] == [str(i) for i in range(players)]
    key = "eleven.points_player" if players == 2 else "eleven.points_team"
    assert snap["labels"] == [words.t(key, n=1), words.t(key, n=2)]
    # the kind of hand and why
    assert snap["kind"] == snap["kindField"] == first["kind"]
    assert snap["blind"] == ("true" if r["blind"] else "false")
    assert snap["kindText"].startswith(kind_words(words, first, info))
    if first["kind"] == "normal":
        note = words.t("eleven.note.normal", n=opts["eleven_at"], value=first["ladder"]["steps"][0])
    elif first["kind"] == "eleven":
        note = capitalize(words.t("eleven.note.eleven", team=words.team(first["decider"] % 2, players),
                                  seat=words.seat(first["decider"]), n=opts["eleven_at"],
                                  value=opts["eleven_value"]))
    else:
        note = words.t("eleven.note.iron", n=opts["eleven_at"], value=opts["eleven_value"])
    assert snap["kindText"].endswith(note)
    # who decides
    assert snap["decider"] == ("" if first["decider"] is None else str(first["decider"]))
    if first["decider"] is not None:
        assert snap["deciderText"].startswith(capitalize(words.seat(first["decider"])))
    # what each choice pays (the engine's preview), else the value
    if r["phase"] == "eleven":
        previews = {p["action"]: p for p in r["preview"]}
        fold = previews["fold"]
        team = 0 if fold["points"][0] > 0 else 1
        assert snap["valueText"] == (words.t("eleven.if_accept", value=previews["accept"]["value"]) + " "
                                     + words.t("eleven.if_fold", team=words.team(team, players),
                                               points=fold["points"][team]))
    else:
        assert snap["valueText"] == str(r["value"])
    # the ladder and the cards
    assert snap["locked"] == ("true" if r["ladder"]["locked"] else "false")
    locked = r["ladder"]["locked"]
    assert snap["ladderText"] == words.t("eleven.ladder_locked" if locked else "eleven.ladder_open")
    assert snap["cardsText"] == words.t("eleven.cards_blind" if r["blind"] else "eleven.cards_open")
    # what the decider sees: own cards and, in pairs, the partner's; opponents' stay hidden
    seats_shown = {s["seat"]: s["cards"] for s in snap["seats"]}
    if r["phase"] == "eleven":
        d = first["decider"]
        seen = [d] if players == 2 else [d, (d + 2) % 4]
        assert snap["sees"] == [{"seat": s, "cards": sc["hands"][s]} for s in seen]
        for seat in range(players):
            expected = sc["hands"][seat] if seat in seen else [None] * 3
            assert seats_shown[seat] == expected
    else:
        assert snap["sees"] is None
        if r["blind"]:
            assert all(card is None for cards in seats_shown.values() for card in cards)
    check_hand_view(snap, r, words, calls)
    return r


def expected_refusal(r: dict[str, Any]) -> tuple[str, list[str]]:
    """What the engine says to a raise now: "allowed", or the reason codes of its refusal."""
    sc = r["scenario"]
    answer = engine_error_or_none({**sc, "actions": [*sc["actions"], "raise"]})
    if answer is None:
        return "allowed", []
    codes = [answer["code"]]
    if answer["code"] == "eleven-pending":
        after = engine_error_or_none({**sc, "actions": [*sc["actions"], "accept", "raise"]})
        assert after is not None
        codes.append(after["code"])
    return codes[-1], codes


def engine_error_or_none(scenario: dict[str, Any]) -> dict[str, Any] | None:
    try:
        engine("replay", scenario=scenario)
    except AssertionError:
        return engine_error("replay", scenario=scenario)
    return None


def try_raise(page: Page, words: Words, r: dict[str, Any]) -> None:
    page.locator(f"{ELEVEN} button[data-role=try-raise]").click()
    page.wait_for_function(TRY_OUT_SHOWN)
    idle(page)
    code, codes = expected_refusal(r)
    out = snapshot(page)["tryOut"]
    assert out["code"] == code
    players = r["scenario"]["players"]
    if code == "allowed":
        after = replay_after(r["code"], "raise")
        assert str(after["pending"]["offer"]) in out["text"]
    else:
        for c in codes:
            assert words.explain({"code": c}, players) in out["text"]
    # probing changes nothing
    assert page.locator(ELEVEN).get_attribute("data-code") == r["code"]


def click_action(page: Page, action: str) -> dict[str, Any]:
    code = page.locator(ELEVEN).get_attribute("data-code") or ""
    expected = replay_after(code, action)
    page.locator(f'{ELEVEN} button[data-action="{action}"]').click()
    wait_code(page, ELEVEN, expected["code"])
    idle(page)
    return expected


def first_action(page: Page) -> str:
    return page.locator(f"{ELEVEN} button[data-action]").first.get_attribute("data-action") or ""


CASES = [
    ((11, 7), 4, 1),   # pairs: the first player of the team at 11 from the mão decides
    ((7, 11), 2, 0),   # two players: the player at 11 decides even when the other is the mão
    ((11, 11), 2, 1),  # iron hand: open (paulista) or blind (paulista-fpt, mineiro)
    ((10, 3), 2, 1),   # mão de dez in mineiro, a normal hand elsewhere
    ((5, 3), 4, 3),    # a normal hand
    ((10, 10), 4, 0),  # mineiro's iron hand
    ((3, 11), 4, 2),
]


def walk_decisions(page: Page, words: Words, r: dict[str, Any]) -> None:
    """Try a raise, take the decision both ways (with undo), play a card."""
    try_raise(page, words, r)
    if r["phase"] == "eleven":
        click_action(page, "accept")
        r2 = check_eleven(page, words)
        assert r2["value"] == engine("rules", rules=r["scenario"]["rules"])["options"]["eleven_value"]
        try_raise(page, words, r2)
        click_action(page, first_action(page))  # a card
        check_eleven(page, words)
        page.locator(f"{ELEVEN} button[data-role=reset]").click()
        wait_code(page, ELEVEN, r["code"])
        idle(page)
        click_action(page, "fold")
        done = check_eleven(page, words)
        assert done["finished"] and done["ruling"]["code"] == "eleven-fold"
        snap = snapshot(page)
        assert snap["result"]["why"][0] == words.explain(done["ruling"], r["scenario"]["players"])
        assert words.result(done) in snap["live"]
    else:
        action = first_action(page)
        after = click_action(page, action)
        check_eleven(page, words)
        if r["blind"]:
            assert action.startswith("play #")
            seat = r["to_act"]
            card = r["scenario"]["hands"][seat][int(action[-1]) - 1]
            assert snapshot(page)["table"] == [card]  # turned face up when played
            assert after["table"][0]["card"] == card
    page.locator(f"{ELEVEN} button[data-role=reset]").click()
    wait_code(page, ELEVEN, r["code"])
    idle(page)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_situations_match_the_engine(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    words = Words(lang)
    open_eleven(page, base_url, lang)
    for preset in PRESETS:
        set_preset(page, preset)
        for score, players, dealer in CASES:
            r = set_situation(page, score, players, dealer)
            assert r["scenario"]["rules"] == preset
            assert ("vira" in r["scenario"]) == (preset != "mineiro")
            r = check_eleven(page, words)
            walk_decisions(page, words, r)
            assert f"eleven.score={score[0]}-{score[1]}" in page.url
            assert f"eleven.players={players}" in page.url


def test_preset_change_rebuilds_the_example(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    words = Words("pt")
    open_eleven(page, base_url, "pt")
    set_preset(page, "paulista")
    r = set_situation(page, (10, 10), 2, 1)
    assert r["kind"] == "normal"  # 10 is not 11 in paulista
    set_preset(page, "mineiro")
    r = check_eleven(page, words)
    assert r["kind"] == "iron" and r["blind"] and "vira" not in r["scenario"]
    assert r["scenario"]["score"] == [10, 10]
    set_preset(page, "paulista-fpt")
    r = set_situation(page, (11, 11), 2, 1)
    assert r["blind"]
    set_preset(page, "paulista")
    r = check_eleven(page, words)
    assert r["kind"] == "iron" and not r["blind"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deep_links(shared_page: Page, console: ConsoleLog, base_url: str, lang: str) -> None:
    page = shared_page
    words = Words(lang)
    open_eleven(page, base_url, lang, PAIRS_11_7, full=True)
    r = check_eleven(page, words)
    assert (r["scenario"]["score"], r["scenario"]["players"], r["scenario"]["dealer"]) == ([11, 7], 4, 1)
    assert r["decider"] == engine("replay", scenario=r["scenario"])["decider"]
    assert snapshot(page)["error"] is None
    # a scenario code restores the decision and the cards played
    scenario = {"rules": "paulista-fpt", "players": 2, "score": [11, 11], "dealer": 0, "vira": "Kh",
                "hands": [["3c", "Ah", "5d"], ["4s", "Qc", "2d"]], "actions": ["play #2"]}
    code = engine("encode", scenario=scenario)["code"]
    open_eleven(page, base_url, lang, f"?eleven.s={code}")
    r = check_eleven(page, words)
    assert r["code"] == code and r["blind"]
    scenario = {"rules": "mineiro", "players": 4, "score": [3, 10], "dealer": 2,
                "hands": [["3c", "Ah", "5d"], ["4s", "Qc", "2d"], ["Kc", "Jh", "6s"], ["7c", "Qh", "3d"]],
                "actions": ["accept"]}
    code = engine("encode", scenario=scenario)["code"]
    open_eleven(page, base_url, lang, f"?eleven.s={code}")
    r = check_eleven(page, words)
    assert r["code"] == code and r["phase"] == "play"
    try_raise(page, words, r)
    # undo goes back to the decision; the link follows
    page.locator(f"{ELEVEN} button[data-role=undo]").click()
    page.wait_for_function("c => document.querySelector('[data-widget=eleven]').dataset.code !== c", arg=code)
    idle(page)
    r = check_eleven(page, words)
    assert r["phase"] == "eleven"
    assert "eleven.s=" not in page.url and "eleven.score=3-10" in page.url


BAD_QUERIES = [
    ("eleven.score=15-7", {"score": [15, 7]}),
    ("eleven.score=11-12", {"score": [11, 12]}),
    ("eleven.score=abc", {"score": ["abc"]}),
    ("eleven.score=" + quote("<img src=x onerror=alert(1)>"), {"score": ["<img src=x onerror=alert(1)>"]}),
    ("eleven.score=11-x", {"score": [11, "x"]}),
    ("eleven.players=3", {"players": 3, "dealer": 2}),
    ("eleven.players=" + quote("<b>4</b>"), {"players": "<b>4</b>", "dealer": 1}),
    ("eleven.dealer=9", {"dealer": 9}),
    ("eleven.dealer=-1", {"dealer": "-1"}),
    ("eleven.score=11-7&eleven.players=4&eleven.dealer=4", {"score": [11, 7], "players": 4, "dealer": 4}),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bad_values_show_the_engine_message_and_a_usable_widget(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    words = Words(lang)
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    base = {"rules": "paulista", "players": 2, "score": [11, 5], "dealer": 1, "vira": "Kh",
            "hands": [["3c", "Ah", "5d"], ["4s", "Qc", "2d"]]}
    # every value in English; a sample in the other languages (the same code path, other words)
    queries = BAD_QUERIES if lang == "en" else BAD_QUERIES[::3]
    for i, (query, fields) in enumerate(queries):
        open_eleven(page, base_url, lang, f"?preset=paulista&{query}", full=i == 0)
        snap = snapshot(page)
        error = engine_error("replay", scenario={**base, **fields})
        assert snap["error"] is not None, query
        assert words.t("eleven.link_error") in snap["error"]
        assert words.error(error) in snap["error"], (query, snap["error"])
        assert error["message"] in snap["error"]  # the engine's own words name the bad value
        assert snap["images"] == 0
        r = check_eleven(page, words)  # the starting situation, working
        assert r["scenario"]["actions"] == []
        click_action(page, first_action(page))
        check_eleven(page, words)
    bad_codes = ["junk", "v1.paulista.p2.s11-5.d1", "<script>alert(1)</script>",
                 "v1.mineiro.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd"]
    for bad in bad_codes:
        open_eleven(page, base_url, lang, f"?eleven.s={quote(bad)}")
        snap = snapshot(page)
        assert snap["error"] is not None
        assert words.error(engine_error("replay", code=bad)) in snap["error"]
        check_eleven(page, words)
    assert dialogs == []


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    words = Words("es")
    open_eleven(page, base_url, "es", "?preset=paulista&eleven.score=11-5&eleven.players=2&eleven.dealer=1")

    def tab_to(selector: str, limit: int = 250) -> None:
        for _ in range(limit):
            if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
                return
            page.keyboard.press("Tab")
        raise AssertionError(f"Tab never reached {selector}")

    page.locator("body").click(position={"x": 5, "y": 5})
    tab_to(f"{ELEVEN} select[data-role=score1]")
    page.keyboard.press("ArrowDown")  # 5 -> 6
    page.wait_for_function(
        "() => document.querySelector('[data-widget=eleven]').dataset.code.includes('.s11-6.')")
    idle(page)
    r = check_eleven(page, words)
    assert r["scenario"]["score"] == [11, 6]
    assert page.evaluate("() => document.activeElement.dataset.role") == "score1"
    tab_to(f"{ELEVEN} button[data-role=try-raise]")
    page.keyboard.press("Enter")
    page.wait_for_function(TRY_OUT_SHOWN)
    assert page.evaluate("() => document.activeElement.dataset.role") == "try-raise"
    tab_to(f'{ELEVEN} button[data-action="accept"]')
    expected = replay_after(r["code"], "accept")
    page.keyboard.press("Enter")
    wait_code(page, ELEVEN, expected["code"])
    idle(page)
    check_eleven(page, words)
    assert page.evaluate("() => document.activeElement.dataset.action") == expected["legal"][0]
    tab_to(f"{ELEVEN} button[data-role=undo]")
    page.keyboard.press("Enter")
    wait_code(page, ELEVEN, r["code"])
    idle(page)
    tab_to(f'{ELEVEN} button[data-action="fold"]', limit=60)
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('[data-widget=eleven]').dataset.finished === 'true'")
    idle(page)
    done = check_eleven(page, words)
    assert done["ruling"]["code"] == "eleven-fold"
    assert page.evaluate("() => document.activeElement.classList.contains('truco-hand__result')")


def test_copy_link(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    words = Words("en")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    open_eleven(page, base_url, "en", "?preset=paulista")
    set_situation(page, (11, 9), 4, 0)
    click_action(page, "accept")
    code = page.locator(ELEVEN).get_attribute("data-code")
    page.locator(f"{ELEVEN} button[data-role=copy-link]").click()
    expect(page.locator(f"{ELEVEN} .truco-hand__live")).to_have_text(words.t("ladder.copied"))
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied.split("#")[0] == page.url.split("#")[0]
    assert f"eleven.s={code}" in copied and "eleven.score=11-9" in copied
    open_eleven(page, base_url, "en", "?" + copied.split("?", 1)[1])
    assert page.locator(ELEVEN).get_attribute("data-code") == code
    check_eleven(page, words)


@pytest.mark.parametrize(("scheme", "lang"), [("light", "en"), ("dark", "es")])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, scheme: str, lang: str) -> None:
    page = shared_page
    page.emulate_media(color_scheme=scheme)
    try:
        open_eleven(page, base_url, lang, PAIRS_11_7)
        assert axe_settled(page) == []
        page.locator(f"{ELEVEN} button[data-role=try-raise]").click()
        idle(page)
        click_action(page, "fold")
        assert axe_settled(page) == []
        open_eleven(page, base_url, lang, "?preset=paulista-fpt&eleven.score=11-11")
        click_action(page, first_action(page))
        assert axe_settled(page) == []
        open_eleven(page, base_url, lang, "?eleven.score=99-1")
        assert axe_settled(page) == []
    finally:
        page.emulate_media(color_scheme="light")
