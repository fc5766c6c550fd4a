"""The ladder widget (docs/*/truco.md) against the engine, in-process.

Every state the widget shows is compared with ``truco.web.handle``'s answer for the scenario code
the widget carries (``data-code``): the hand's value, the pending offer and who answers, who may
raise next, the ladder steps and their call names, every legal action with what it leads to, and
the result with its ruling. The sentences are built from the site's string files the same way
explain.js and the widget word them (helpers below, reused by test_widget_eleven.py).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

import pytest
from conftest import LANGUAGES, PRESETS, ConsoleLog, axe_violations, page_path
from playwright.sync_api import Page, expect

from truco.web import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "site_src" / "i18n"
SUIT_SYMBOLS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}
LADDER = "[data-widget=ladder]"

# --- the engine, in-process -------------------------------------------------------------------


def engine(op: str, **args: Any) -> Any:
    """The engine's result for an op (fails the test on an engine error)."""
    answer = json.loads(handle(json.dumps({"op": op, "args": args})))
    assert answer["ok"], answer
    return answer["result"]


def engine_error(op: str, **args: Any) -> dict[str, Any]:
    """The engine's error for a request that must fail."""
    answer = json.loads(handle(json.dumps({"op": op, "args": args})))
    assert not answer["ok"], answer
    error: dict[str, Any] = answer["error"]
    return error


def replay_code(code: str) -> dict[str, Any]:
    result: dict[str, Any] = engine("replay", code=code)
    return result


def replay_after(code: str, action: str) -> dict[str, Any]:
    """The engine's answer for the scenario of ``code`` plus one more action."""
    scenario = replay_code(code)["scenario"]
    scenario["actions"] = [*scenario["actions"], action]
    result: dict[str, Any] = engine("replay", scenario=scenario)
    return result


def code_with_actions(code: str, actions: list[str]) -> str:
    scenario = replay_code(code)["scenario"]
    scenario["actions"] = actions
    result: str = engine("encode", scenario=scenario)["code"]
    return result


# --- the words a widget should show ------------------------------------------------------------


def _load_strings() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = {}
    for path in sorted(I18N.glob("*.json")):
        data.update(json.loads(path.read_text(encoding="utf-8")))
    return data


STRINGS = _load_strings()


def capitalize(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


class Words:
    """The UI strings of one language, with the wording of explain.js and of the hand view."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def t(self, key: str, **params: Any) -> str:
        text = STRINGS[key][self.lang]
        return re.sub(r"\{(\w+)\}",
                      lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), text)

    def card(self, code: str | None) -> str:
        if code in (None, "covered"):
            return self.t("card.covered")
        assert code is not None
        suit = SUIT_SYMBOLS.get(code[-1])
        return code[:-1] + suit if suit else code

    def team(self, team: int | None, players: int) -> str:
        if team is None:
            return ""
        return self.t("seat.n", n=team + 1) if players == 2 else self.t(f"team.{team}")

    def seat(self, seat: int) -> str:
        return self.t("seat.n", n=seat + 1)

    def join(self, items: list[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        return ", ".join(items[:-1]) + self.t("list.and") + items[-1]

    def explain(self, ruling: dict[str, Any] | None, players: int) -> str:
        """explain.js in Python: the sentence for an engine ruling."""
        if not ruling:
            return ""
        params: dict[str, str] = {}
        for name, value in (ruling.get("params") or {}).items():
            if name in ("winner", "loser", "card", "beaten"):
                params[name] = self.card(value)
            elif name in ("team", "raiser_team"):
                params[name] = self.team(value, players)
            elif name in ("seat", "lead"):
                params[name] = self.seat(value)
            elif name == "cards":
                params[name] = self.join([self.card(c) for c in value])
            elif name == "compare":
                params[name] = self.explain(value, players)
            elif isinstance(value, list):
                params[name] = ", ".join(str(v) for v in value)
            else:
                params[name] = str(value)
        text = self.t(f"reason.{ruling['code']}", **params)
        return "".join(capitalize(part) for part in re.split(r"(?<=[.!?]\s)", text)).strip()

    def error(self, error: dict[str, Any], players: int = 2) -> str:
        """What the widgets say for an engine error: its reason sentence, else its message."""
        code = error.get("code", "")
        if f"reason.{code}" in STRINGS:
            params = {k: v for k, v in error.items() if k not in ("code", "message") and v is not None}
            return self.explain({"code": code, "params": params}, players)
        return str(error["message"])

    # the hand view (site_src/js/widgets/ladder.js)

    def call(self, calls: list[dict[str, Any]], value: int) -> str:
        call = next(c for c in calls if c["value"] == value)
        return self.t(f"ladder.call.{call['name']}")

    def payout(self, points: list[int], players: int) -> str:
        scorers = [team for team in (0, 1) if points[team] > 0]
        if not scorers:
            return self.t("ladder.preview.nobody")
        return self.t("list.and").join(
            self.t("ladder.preview.scores", team=self.team(team, players), points=points[team])
            for team in scorers)

    def preview(self, p: dict[str, Any], r: dict[str, Any]) -> str:
        players = r["scenario"]["players"]
        kind = p["action"].split(" ")[0]
        if p["finished"]:
            what = self.payout(p["points"], players)
            return what if kind == "fold" else self.t("ladder.preview.ends", what=what)
        if kind == "accept":
            return self.t("ladder.preview.worth", value=p["value"])
        if kind == "raise":
            seat = self.seat(p["to_act"])
            if r["pending"]:
                return self.t("ladder.preview.reraise", value=p["value"], offer=p["offer"], seat=seat)
            return self.t("ladder.preview.offers", offer=p["offer"], seat=seat)
        return self.t("ladder.preview.next", seat=self.seat(p["to_act"]))

    def action_label(self, action: str, r: dict[str, Any], calls: list[dict[str, Any]]) -> str:
        kind, _, arg = action.partition(" ")
        if kind == "raise":
            return self.t("ladder.action.raise", call=self.call(calls, r["ladder"]["next_offer"]))
        if kind == "accept":
            return self.t("ladder.action.eleven_accept" if r["phase"] == "eleven" else "ladder.action.accept")
        if kind == "fold":
            if r["phase"] == "eleven":
                return self.t("ladder.action.eleven_fold")
            return self.t("ladder.action.fold" if r["phase"] == "answer" else "ladder.action.surrender")
        if arg.startswith("#"):
            return self.t("ladder.action.slot", n=arg[1:])
        return self.t(f"ladder.action.{kind}", card=self.card(arg))

    def pending(self, r: dict[str, Any], calls: list[dict[str, Any]]) -> str:
        pend = r["pending"]
        return capitalize(self.t("ladder.pending_text", raiser=self.seat(pend["raiser"]),
                                 call=self.call(calls, pend["offer"]), offer=pend["offer"],
                                 responder=self.seat(pend["responder"])))

    def result(self, r: dict[str, Any]) -> str:
        players = r["scenario"]["players"]
        return capitalize(self.t("ladder.result", what=self.payout(r["points"], players)))


# --- reading the hand view ---------------------------------------------------------------------

HAND_SNAPSHOT_JS = """
(w) => {
  const q = (s) => w.querySelector(s);
  const all = (s) => [...w.querySelectorAll(s)];
  const result = q('.truco-hand__result');
  return {
    code: w.dataset.code, value: w.dataset.value, finished: w.dataset.finished, preset: w.dataset.rulesPreset,
    actions: all('button[data-action]').map((b) => ({
      action: b.dataset.action, label: b.textContent, disabled: b.disabled,
      outcome: b.parentElement.querySelector('[data-outcome]').textContent,
      outcomeOf: b.parentElement.querySelector('[data-outcome]').dataset.outcome})),
    seats: all('.truco-hand__seat').map((s) => ({
      seat: Number(s.dataset.seat),
      cards: [...s.querySelectorAll('.truco-card')].map((c) => c.dataset.card || null)})),
    result: result.hidden ? null : {
      main: q('.truco-hand__result-main').textContent,
      why: all('.truco-hand__result-why').map((e) => e.textContent),
      points: result.dataset.points},
    live: q('.truco-hand__live').textContent,
    error: q('.truco-hand__error').hidden ? null : q('.truco-hand__error').textContent,
    images: w.querySelectorAll('img, script, iframe').length,
    url: location.href,
  };
}
"""

LADDER_SNAPSHOT_JS = """
(w) => {
  const q = (s) => w.querySelector(s);
  const all = (s) => [...w.querySelectorAll(s)];
  return {
    valueText: q('[data-field=value]').textContent,
    pendingText: q('[data-field=pending]').textContent,
    offer: q('[data-field=pending]').dataset.offer ?? null,
    responder: q('[data-field=pending]').dataset.responder ?? null,
    mayRaise: q('[data-field=may-raise]').dataset.teams,
    mayRaiseText: q('[data-field=may-raise]').textContent,
    turnSeat: q('[data-field=turn]').dataset.seat,
    current: all('.truco-ladder__step[aria-current=step]').map((e) => Number(e.dataset.step)),
    offered: all('.truco-ladder__step--offered').map((e) => Number(e.dataset.value)),
    steps: all('.truco-ladder__step').map((e) => ({
      step: Number(e.dataset.step), value: Number(e.dataset.value), text: e.textContent})),
    pairs: q('input[data-role=pairs]').checked,
    presetNote: q('.truco-hand__preset-note').hidden ? null : q('.truco-hand__preset-note').textContent,
  };
}
"""


def snapshot(page: Page, selector: str, extra_js: str | None = None) -> dict[str, Any]:
    root = page.locator(selector)
    data: dict[str, Any] = root.evaluate(HAND_SNAPSHOT_JS)
    if extra_js:
        data.update(root.evaluate(extra_js))
    return data


def wait_idle(page: Page, selector: str, inner: str) -> None:
    """The widget is ready and not waiting for the engine."""
    page.wait_for_function(
        """([sel, inner]) => { const w = document.querySelector(sel);
             const box = w && w.querySelector(inner);
             return w && w.dataset.state === 'ready' && box
               && box.getAttribute('aria-busy') === 'false'; }""",
        arg=[selector, inner])


def wait_code(page: Page, selector: str, code: str) -> None:
    page.wait_for_function(
        "([sel, code]) => document.querySelector(sel).dataset.code === code", arg=[selector, code])


def check_hand_view(snap: dict[str, Any], r: dict[str, Any], words: Words,
                    calls: list[dict[str, Any]]) -> None:
    """The hand view shows the engine's legal actions, previews and result."""
    players = r["scenario"]["players"]
    assert snap["images"] == 0
    if r["finished"]:
        assert snap["actions"] == []
        assert snap["result"] is not None
        assert snap["result"]["main"] == words.result(r)
        assert snap["result"]["points"] == f"{r['points'][0]}-{r['points'][1]}"
        assert snap["result"]["why"][0] == words.explain(r["ruling"], players)
        return
    assert snap["result"] is None
    previews = {p["action"]: p for p in r["preview"]}
    shown = {a["outcomeOf"]: a for a in snap["actions"]}
    assert set(shown) == set(r["legal"])
    for action, p in previews.items():
        item = shown[action]
        if r["blind"] and action.startswith("play "):
            dealt = r["scenario"]["hands"][r["to_act"]]
            slot = dealt.index(action.split(" ")[1]) + 1
            assert item["action"] == f"play #{slot}"
            assert item["outcome"] == words.t("ladder.preview.hidden")
        else:
            assert item["action"] == action
            assert item["outcome"] == words.preview(p, r), action
        assert item["label"] == words.action_label(item["action"], r, calls)


def check_ladder(page: Page, words: Words) -> dict[str, Any]:
    """Everything the ladder widget shows agrees with the engine's replay of its code."""
    snap = snapshot(page, LADDER, LADDER_SNAPSHOT_JS)
    r = replay_code(snap["code"])
    info = engine("rules", rules=r["scenario"]["rules"])
    calls = info["calls"]
    players = r["scenario"]["players"]
    assert snap["value"] == str(r["value"])
    assert snap["pairs"] == (players == 4)
    if not r["ladder"]["locked"]:
        assert snap["valueText"] == str(r["value"])
    if r["pending"]:
        assert snap["pendingText"] == words.pending(r, calls)
        assert snap["offer"] == str(r["pending"]["offer"])
        assert snap["responder"] == str(r["pending"]["responder"])
        assert snap["offered"] == [r["pending"]["offer"]]
    else:
        assert snap["pendingText"] == words.t("ladder.pending_none")
        assert snap["offer"] is None
        assert snap["offered"] == []
    assert snap["mayRaise"] == ",".join(str(t) for t in r["ladder"]["may_raise"])
    if r["finished"]:
        # (the engine still lists who could raise next; once the hand is over nobody can)
        assert snap["mayRaiseText"] == words.t("ladder.may_raise_over")
    elif r["ladder"]["locked"]:
        assert snap["mayRaiseText"] == words.t("ladder.may_raise_locked")
    elif r["ladder"]["next_offer"] is None:
        assert snap["mayRaiseText"] == words.t("ladder.may_raise_top")
    else:
        may = r["ladder"]["may_raise"]
        assert words.call(calls, r["ladder"]["next_offer"]) in snap["mayRaiseText"]
        if len(may) == 1:
            assert snap["mayRaiseText"].lower().startswith(words.team(may[0], players).lower())
            last = r["ladder"]["last_raiser_team"]
            assert capitalize(words.t("ladder.alternation_note", team=words.team(last, players))) \
                in snap["mayRaiseText"]
    assert snap["turnSeat"] == ("" if r["to_act"] is None else str(r["to_act"]))
    assert snap["current"] == ([] if r["ladder"]["locked"] else [r["ladder"]["step"]])
    assert [s["value"] for s in snap["steps"]] == r["ladder"]["steps"]
    for call in calls:
        text = snap["steps"][call["step"]]["text"]
        assert words.t(f"ladder.call.{call['name']}") in text
        assert words.t("ladder.step_fold", points=call["fold_pays"]) in text
    check_hand_view(snap, r, words, calls)
    return r


def set_preset(page: Page, preset: str) -> None:
    page.select_option("#truco-preset-select", preset)
    page.wait_for_function(
        "p => { const w = document.querySelector('[data-widget=ladder]');"
        " return w.dataset.rulesPreset === p"
        " && w.querySelector('.truco-ladder').getAttribute('aria-busy') === 'false'; }",
        arg=preset)


def visit(page: Page, base_url: str, lang: str, name: str, query: str = "", *, full: bool = False) -> None:
    """Open a page of the site. Within one language the page is reached through Material's
    instant navigation (a link click: the widget mounts again, the engine worker stays), which
    avoids booting Pyodide again; ``full`` (or another language) loads it from scratch."""
    url = base_url + page_path(lang, name) + query
    here = page.url
    same_lang = here.startswith(base_url) and page.evaluate(
        "l => document.documentElement.lang === l && document.documentElement.dataset.engine === 'ready'",
        lang)
    if full or not same_lang:
        page.goto(url)
        return
    if urlsplit(here).path == urlsplit(url).path:
        # Material fetches a page only when the path changes: step through another page
        _instant(page, base_url + page_path(lang, "glossary"))
    _instant(page, url)


def _instant(page: Page, url: str) -> None:
    page.evaluate(
        """(u) => {
             for (const w of document.querySelectorAll('[data-widget]')) w.dataset.stale = '1';
             const a = document.createElement('a');
             a.href = u;
             a.textContent = 'test link';
             document.querySelector('article').append(a);
             a.click();
           }""", url)
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-widget]')].every((w) => !w.dataset.stale)")


def open_ladder(page: Page, base_url: str, lang: str, query: str = "", *, full: bool = False) -> None:
    visit(page, base_url, lang, "truco", query, full=full)
    wait_idle(page, LADDER, ".truco-ladder")


def click_action(page: Page, action: str) -> dict[str, Any]:
    """Click an action button; wait for the engine's answer for it to be on screen."""
    code = page.locator(LADDER).get_attribute("data-code")
    assert code
    expected = replay_after(code, action)
    page.locator(f'{LADDER} button[data-action="{action}"]').click()
    wait_code(page, LADDER, expected["code"])
    wait_idle(page, LADDER, ".truco-ladder")
    return expected


def reset(page: Page) -> None:
    code = page.locator(LADDER).get_attribute("data-code")
    assert code
    start = code_with_actions(code, [])
    if code != start:
        page.locator(f"{LADDER} button[data-role=reset]").click()
        wait_code(page, LADDER, start)


def set_pairs(page: Page, on: bool) -> None:
    box = page.locator(f"{LADDER} input[data-role=pairs]")
    if box.is_checked() != on:
        box.click()
        page.wait_for_function(
            "n => { const w = document.querySelector('[data-widget=ladder]');"
            " return w.querySelectorAll('.truco-hand__seat').length === n"
            " && w.querySelector('.truco-ladder').getAttribute('aria-busy') === 'false'; }",
            arg=4 if on else 2)


def walk(page: Page, words: Words, path: list[str]) -> dict[str, Any]:
    """Take the actions of ``path`` ("card" = the first card the seat may play), checking every
    state against the engine; stop early where the engine no longer allows the next one."""
    r = check_ladder(page, words)
    for token in path:
        plays = [a for a in r["legal"] if a.startswith("play ")]
        action = (plays[0] if plays else "") if token == "card" else token
        if action not in r["legal"]:
            break
        expected = click_action(page, action)
        r = check_ladder(page, words)
        assert r["code"] == expected["code"]
        assert f"ladder.s={r['code']}" in page.url
        live = snapshot(page, LADDER)["live"]
        if r["finished"]:
            assert words.result(r) in live
    return r


# Paths through a hand: re-raises to the top, accept/fold at every height, surrender, cards.
PATHS = [
    ["raise", "raise", "fold"],  # RULES.md worked example: the seis is folded, the truco pays
    ["raise", "accept", "card", "raise", "fold"],
    ["raise", "raise", "raise", "raise", "accept", "card", "card", "card", "card", "card", "card"],
    ["raise", "raise", "raise", "raise", "fold"],
    ["card", "fold"],  # surrender pays the current value
    ["raise", "fold"],
    ["card", "card", "card", "raise", "accept", "card", "card", "card"],
]
PAIRS_PATHS = [
    ["raise", "raise", "fold"],
    ["raise", "accept", "card", "card", "raise", "raise", "accept", "card", "card", "card", "card"],
    ["card", "card", "fold"],
]


# --- tests -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_raise_accept_fold_paths_match_the_engine(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    words = Words(lang)
    open_ladder(page, base_url, lang)
    for preset in PRESETS:
        set_preset(page, preset)
        set_pairs(page, False)
        for path in PATHS:
            reset(page)
            final = walk(page, words, path)
            assert replay_code(final["code"])["scenario"]["rules"] == preset
        set_pairs(page, True)
        for path in PAIRS_PATHS:
            reset(page)
            walk(page, words, path)
        set_pairs(page, False)


def test_worked_example_seis_folded_pays_three_and_mineiro_differs(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    words = Words("en")
    open_ladder(page, base_url, "en")
    set_preset(page, "paulista")
    set_pairs(page, False)
    reset(page)
    r = walk(page, words, ["raise", "raise", "fold"])
    assert r["finished"] and r["ruling"]["code"] == "fold-pays-previous"
    # switching the preset keeps the reader's actions where the new rules allow them
    set_preset(page, "mineiro")
    r2 = check_ladder(page, words)
    assert r2["scenario"]["rules"] == "mineiro"
    assert r2["scenario"]["actions"] == ["raise", "raise", "fold"]
    assert "vira" not in r2["scenario"]
    snap = snapshot(page, LADDER, LADDER_SNAPSHOT_JS)
    assert snap["presetNote"] is None
    assert words.t("ladder.call.dez") in " ".join(s["text"] for s in snap["steps"])


def test_undo_and_reset(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    words = Words("es")
    open_ladder(page, base_url, "es")
    set_preset(page, "paulista")
    set_pairs(page, False)
    reset(page)
    start = page.locator(LADDER).get_attribute("data-code")
    assert start
    expect(page.locator(f"{LADDER} button[data-role=undo]")).to_be_disabled()
    click_action(page, "raise")
    after_one = page.locator(LADDER).get_attribute("data-code")
    click_action(page, "raise")
    page.locator(f"{LADDER} button[data-role=undo]").click()
    assert after_one
    wait_code(page, LADDER, after_one)
    check_ladder(page, words)
    assert f"ladder.s={after_one}" in page.url
    assert words.t("ladder.undone") in snapshot(page, LADDER)["live"]
    page.locator(f"{LADDER} button[data-role=reset]").click()
    wait_code(page, LADDER, start)
    check_ladder(page, words)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_deep_link_restores_the_exact_state(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    words = Words(lang)
    for i, scenario in enumerate((
        {"rules": "mineiro", "players": 2, "dealer": 1, "hands": [["4c", "2h", "Qs"], ["7h", "3s", "Kd"]],
         "actions": ["raise", "raise"]},
        {"rules": "paulista-fpt", "players": 4, "dealer": 3, "vira": "Jd",
         "hands": [["Kc", "2h", "Qs"], ["7h", "3s", "Kd"], ["Ac", "5h", "6s"], ["4d", "Js", "3c"]],
         "actions": ["raise", "accept", "play Kc", "raise"]},
        {"rules": {"preset": "mineiro", "ladder": [2, 4, 8, 10, 12]}, "players": 2, "dealer": 0,
         "hands": [["4c", "2h", "Qs"], ["7h", "3s", "Kd"]], "actions": ["raise", "accept"]},
    )):
        code = engine("encode", scenario=scenario)["code"]
        open_ladder(page, base_url, lang, f"?preset=paulista&ladder.s={code}", full=i == 0)
        r = check_ladder(page, words)
        assert r["code"] == code
        snap = snapshot(page, LADDER, LADDER_SNAPSHOT_JS)
        assert snap["error"] is None
        assert snap["presetNote"] is not None  # the link's rules differ from the page's preset
        # a further action extends the same scenario
        action = r["legal"][0]
        click_action(page, action)
        check_ladder(page, words)
    # the 2-4-8-10-12 ladder names its calls from the engine: truco, oito, dez, doze
    snap = snapshot(page, LADDER, LADDER_SNAPSHOT_JS)
    assert words.t("ladder.call.oito") in " ".join(s["text"] for s in snap["steps"])


HOSTILE_CODES = [
    "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>",
    "8h",
    "v2.paulista.p2",
    "v1.nope.p2",
    "v1.paulista.p3.s0-0.d1.v4h.h3cKh4s-3hKsQd",
    "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.aaccept",
    "v1.paulista.p2.s0-0.d1.v4h.h8cKh4s-3hKsQd",
    "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3cKsQd",
    "v1.mineiro.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd",
    "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.araise-raise-raise-raise-raise",
    "v1.paulista.p2.s15-0.d1.v4h.h3cKh4s-3hKsQd",
    "x" * 3000,
    "",
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hostile_links_show_a_clear_message_and_a_usable_widget(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    page = shared_page
    words = Words(lang)
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    # every code in English; a sample in the other languages (the same code path, other words)
    codes = HOSTILE_CODES if lang == "en" else HOSTILE_CODES[::3]
    for i, bad in enumerate(codes):
        open_ladder(page, base_url, lang, f"?preset=paulista&ladder.s={quote(bad)}", full=i == 0)
        snap = snapshot(page, LADDER)
        error = engine_error("replay", code=bad)
        assert snap["error"] is not None, bad
        assert words.t("ladder.link_error") in snap["error"]
        assert words.error(error) in snap["error"], (bad, snap["error"])
        assert error["message"] in snap["error"]
        assert snap["images"] == 0
        # the starting example is shown and works
        r = check_ladder(page, words)
        assert r["scenario"]["actions"] == []
        click_action(page, "raise")
        check_ladder(page, words)
    assert dialogs == []
    assert page.evaluate("() => document.querySelectorAll('img[src=x]').length") == 0


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    words = Words("en")
    open_ladder(page, base_url, "en", "?preset=paulista")
    set_pairs(page, False)
    reset(page)

    def tab_to(selector: str, limit: int = 250) -> None:
        for _ in range(limit):
            if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
                return
            page.keyboard.press("Tab")
        raise AssertionError(f"Tab never reached {selector}")

    page.locator("body").click(position={"x": 5, "y": 5})
    tab_to(f"{LADDER} input[data-role=pairs]")
    focus_visible = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert focus_visible != "none"
    tab_to(f'{LADDER} button[data-action="raise"]')
    code = page.locator(LADDER).get_attribute("data-code")
    assert code
    expected = replay_after(code, "raise")
    page.keyboard.press("Enter")
    wait_code(page, LADDER, expected["code"])
    wait_idle(page, LADDER, ".truco-ladder")
    # focus moved to the next choices: the responder's first action, "accept"
    assert page.evaluate("() => document.activeElement.dataset.action") == "accept"
    expected = replay_after(expected["code"], "accept")
    page.keyboard.press("Space")
    wait_code(page, LADDER, expected["code"])
    wait_idle(page, LADDER, ".truco-ladder")
    check_ladder(page, words)
    tab_to(f"{LADDER} button[data-role=undo]")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "c => document.querySelector('[data-widget=ladder]').dataset.code !== c", arg=expected["code"])
    wait_idle(page, LADDER, ".truco-ladder")
    r = check_ladder(page, words)
    assert r["pending"] is not None
    # finish the hand by keyboard: the result gets the focus
    tab_to(f'{LADDER} button[data-action="fold"]', limit=60)
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('[data-widget=ladder]').dataset.finished === 'true'")
    wait_idle(page, LADDER, ".truco-ladder")
    check_ladder(page, words)
    assert page.evaluate("() => document.activeElement.classList.contains('truco-hand__result')")
    # the pairs checkbox works with Space
    tab_to(f"{LADDER} input[data-role=pairs]")
    page.keyboard.press("Space")
    page.wait_for_function(
        "() => document.querySelectorAll('[data-widget=ladder] .truco-hand__seat').length === 4")
    wait_idle(page, LADDER, ".truco-ladder")
    check_ladder(page, words)
    set_pairs(page, False)


def test_copy_link(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    words = Words("pt")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url.rstrip("/"))
    open_ladder(page, base_url, "pt", "?preset=paulista")
    set_pairs(page, False)
    reset(page)
    click_action(page, "raise")
    code = page.locator(LADDER).get_attribute("data-code")
    page.locator(f"{LADDER} button[data-role=copy-link]").click()
    expect(page.locator(f"{LADDER} .truco-hand__live")).to_have_text(words.t("ladder.copied"))
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied.split("#")[0] == page.url.split("#")[0] and f"ladder.s={code}" in copied
    # without a clipboard: the link is selected in a field
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject(new Error('denied')); }")
    page.locator(f"{LADDER} button[data-role=copy-link]").click()
    field = page.locator(f"{LADDER} .truco-hand__copy-field")
    expect(field).to_be_visible()
    assert field.input_value().split("#")[0] == page.url.split("#")[0]
    expect(field).to_be_focused()
    expect(page.locator(f"{LADDER} .truco-hand__live")).to_have_text(words.t("ladder.copy_select"))
    # the copied link opens exactly this state
    open_ladder(page, base_url, "pt", "?" + copied.split("?", 1)[1])
    assert page.locator(LADDER).get_attribute("data-code") == code


def axe_settled(page: Page) -> list[str]:
    """axe-core once no CSS transition runs (Material's header title fades while scrolling)."""
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    return axe_violations(page)


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
        assert axe_settled(page) == []
        click_action(page, "raise")  # a pending offer
        assert axe_settled(page) == []
        click_action(page, "fold")  # the result
        assert axe_settled(page) == []
        open_ladder(page, base_url, lang, "?ladder.s=junk")  # the error message
        assert axe_settled(page) == []
    finally:
        page.emulate_media(color_scheme="light")


def test_instant_navigation_remounts(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    words = Words("en")
    open_ladder(page, base_url, "en", "?preset=paulista")
    sidebar = page.locator(".md-sidebar--primary")
    sidebar.get_by_role("link", name="Hand of eleven and iron hand", exact=True).click()
    page.wait_for_function("() => document.querySelector('[data-widget=eleven]')?.dataset.state === 'ready'")
    sidebar.get_by_role("link", name="Truco and the ladder", exact=True).click()
    wait_idle(page, LADDER, ".truco-ladder")
    check_ladder(page, words)
    click_action(page, "raise")
    check_ladder(page, words)
