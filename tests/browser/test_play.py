"""The training game (play-table widget, docs/*/play.md) against the engine, in-process.

Matches are played with the keyboard alone while the same match runs in-process
(``truco.game.Game`` with the same seed and the same choices): after every key the widget must
show the engine's exact position (its scenario code), the person's cards and the score.
Position links (``?s=<code>``), bad links, the hand of eleven, the covered card, surrender,
the blind iron hand, the preset and settings changes, instant navigation, every language,
axe-core and the console are checked too. ``?play-table.fast=1`` skips the pauses between the
bots' moves (one test keeps them).

Screenshots: set PLAY_TABLE_SHOTS=<dir> to save them (heads-up and pairs, light and dark, es and en,
mid-hand and the end-of-hand summary).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urljoin, urlsplit

import pytest
from conftest import ConsoleLog, axe_violations, page_path
from playwright.sync_api import Page, expect

from truco.game import Game
from truco.scenario import Scenario
from truco.web import handle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "site_src" / "i18n"
W = "[data-widget=play-table]"
SUITS = {"c": "♣", "h": "♥", "s": "♠", "d": "♦"}
SHOTS = os.environ.get("PLAY_TABLE_SHOTS")

# a known deal (vira 7d: the manilhas are the queens); seat 0 leads when seat 1 deals
DEAL2 = {"vira": "7d", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]]}
DEAL4 = {
    "vira": "7d",
    "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "Ah", "5s"], ["Jc", "6h", "7s"]],
}


# --- engine and words --------------------------------------------------------------------------


def engine(op: str, **args: Any) -> Any:
    answer = json.loads(handle(json.dumps({"op": op, "args": args})))
    assert answer["ok"], answer
    return answer["result"]


def engine_error(op: str, **args: Any) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"op": op, "args": args})))
    assert not answer["ok"], answer
    error: dict[str, Any] = answer["error"]
    return error


def code_of(
    deal: dict[str, Any],
    *,
    players: int = 2,
    score: tuple[int, int] = (0, 0),
    dealer: int | None = None,
    actions: tuple[str, ...] = (),
    rules: str = "paulista",
) -> str:
    scenario = {
        "rules": rules,
        "players": players,
        "score": list(score),
        "dealer": players - 1 if dealer is None else dealer,
        "hands": deal["hands"],
        "actions": list(actions),
    }
    if rules != "mineiro":
        scenario["vira"] = deal["vira"]
    code: str = engine("encode", scenario=scenario)["code"]
    return code


def _strings() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = {}
    for path in sorted(I18N.glob("*.json")):
        data.update(json.loads(path.read_text(encoding="utf-8")))
    return data


STRINGS = _strings()


def tr(lang: str, _key: str, **params: Any) -> str:
    text = STRINGS[_key][lang]
    return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), text)


def card_text(code: str | None, lang: str) -> str:
    if code in (None, "covered"):
        return tr(lang, "card.covered")
    assert code is not None
    return code[:-1] + SUITS[code[-1]]


def explain(page: Page, ruling: dict[str, Any], players: int = 2) -> str:
    """The sentence the site's explain.js makes of an engine ruling, in the page's language."""
    text: str = page.evaluate(
        """async ([ruling, players]) => {
            const { explain } = await import("/assets/js/explain.js");
            const { t } = await import("/assets/js/app.js");
            return explain(ruling, t, { players });
        }""",
        [ruling, players],
    )
    assert text and not text.startswith("reason."), text
    return text


# --- driving the page ------------------------------------------------------------------------------


_visits = [0]


def open_play(
    page: Page, lang: str = "en", query: str = "", *, fast: bool = True, reload: bool = False
) -> None:
    """Open the play page with widget parameters.

    A full page load boots Pyodide again (seconds on a busy machine): when the page already shows
    the site in the same language with the engine ready, go there by instant navigation (a link
    click that Material intercepts), which also mounts the widget on a fresh root.
    """
    params = {"preset": "paulista", "play-table.players": "2", "play-table.opponents": "random"}
    if fast:
        params["play-table.fast"] = "1"
    for part in filter(None, query.split("&")):
        name, _, value = part.partition("=")
        params[name] = value  # values arrive already quoted
    _visits[0] += 1
    params["visit"] = str(_visits[0])  # every visit is a new URL
    path = f"{page_path(lang, 'play')}?" + "&".join(f"{k}={v}" for k, v in params.items())
    same_site = (
        not reload
        and page.url.startswith("http")
        and page.evaluate(
            "lang => document.documentElement.lang === lang"
            " && document.documentElement.dataset.engine === 'ready'"
            " && Boolean(document.querySelector('.md-content article'))",
            lang,
        )
    )
    if same_site:
        # Material fetches a page only when the path changes: pass by another page of the site
        if urlsplit(page.url).path.endswith("/play/"):
            instant_go(page, urljoin(page.url, "/" + page_path(lang, "glossary")))
            page.wait_for_function("sel => !document.querySelector(sel)", arg=W)
        instant_go(page, urljoin(page.url, "/" + path))
        page.wait_for_selector(f"{W}:not([data-old])[data-state=ready]")
    else:
        follow_colour_scheme(page)
        page.goto(path)
        page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)


def instant_go(page: Page, href: str) -> None:
    """Follow a link the way a reader does, so that Material's instant navigation handles it."""
    page.evaluate(
        """([sel, href]) => {
            const old = document.querySelector(sel);
            if (old) old.dataset.old = "1";
            const a = document.createElement("a");
            a.href = href;
            a.textContent = "next";
            document.querySelector(".md-content article").append(a);
            a.click();
        }""",
        [W, href],
    )
    page.wait_for_url(href)


def wait_idle(page: Page) -> None:
    page.wait_for_function(
        "sel => { const r = document.querySelector(sel + ':not([data-old])');"
        " return r && r.dataset.state === 'ready' && r.dataset.busy === 'false'; }",
        arg=W,
    )


def focus_in_game(page: Page) -> bool:
    return bool(
        page.evaluate(
            "sel => { const r = document.querySelector(sel), a = document.activeElement;"
            " return Boolean(r && a && r.contains(a)"
            " && !['INPUT', 'SELECT', 'TEXTAREA'].includes(a.tagName)); }",
            W,
        )
    )


def tab_into_game(page: Page) -> None:
    """Reach the game with the Tab key alone (as a keyboard user would)."""
    page.locator("body").focus()
    for _ in range(120):
        page.keyboard.press("Tab")
        if focus_in_game(page):
            return
    pytest.fail("Tab never reached the game")


def press(page: Page, key: str) -> None:
    page.keyboard.press(key)
    wait_idle(page)


def shown_hand(page: Page) -> list[str]:
    return [
        c
        for c in page.locator(f"{W} [data-role=hand] [data-role=card]").evaluate_all(
            "nodes => nodes.map(n => n.dataset.card || '')"
        )
    ]


def shot(page: Page, name: str) -> None:
    if not SHOTS:
        return
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    # the sticky header would cover part of a tall element screenshot
    page.add_style_tag(content=".md-header { position: absolute !important; }")
    page.locator(W).screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def policy(state: dict[str, Any]) -> tuple[str, str | None]:
    """The test player's choice, as a key and the engine action it stands for."""
    obs, match = state["observation"], state["match"]
    if match["next"] == "deal":
        return "n", None
    if obs["phase"] in ("answer", "eleven"):
        return "a", "accept"
    if "raise" in obs["legal"] and obs["value"] == obs["ladder"]["steps"][0]:
        return "t", "raise"
    first = f"play {obs['hand'][0]}" if obs["hand"] is not None else f"play #{obs['slots'][0]}"
    return "1", first


def play_match_by_keyboard(page: Page, players: int, seed: int) -> dict[str, Any]:
    """A whole match, keys only, in lockstep with the same match in-process."""
    game = Game.new(rules="paulista", players=players, opponents="random", partner="heuristic", seed=seed)
    state = game.state()
    root = page.locator(W)
    expect(root).to_have_attribute("data-position", state["position"])
    tab_into_game(page)
    for _ in range(600):
        if state["match"]["next"] == "over":
            break
        key, action = policy(state)
        press(page, key)
        if key == "n":
            game.next_hand()
        else:
            assert action is not None
            game.act(action)
        state = game.state()
        # the widget shows the engine's exact position, cards and score
        assert root.get_attribute("data-position") == state["position"]
        assert root.get_attribute("data-score") == "-".join(map(str, state["match"]["score"]))
        assert root.get_attribute("data-next") == state["match"]["next"]
        if state["match"]["next"] == "play" and state["observation"]["hand"] is not None:
            assert shown_hand(page) == state["observation"]["hand"]
        assert focus_in_game(page), "the keyboard focus left the game"
    assert state["match"]["next"] == "over"
    return state


# --- checks shared by several tests --------------------------------------------------------------


def check_language(page: Page, lang: str) -> None:
    open_play(page, lang, "play-table.seed=7")
    state = Game.new(opponents="random", seed=7).state()
    obs = state["observation"]
    assert obs["to_act"] == 0 and obs["mao"] == 0
    expect(page.locator(f"{W} [data-role=prompt]")).to_have_text(tr(lang, "play-table.prompt.lead", n=1))
    expect(page.locator(f"{W} [data-role=keys]")).to_contain_text(tr(lang, "play-table.keys.lead"))
    expect(page.locator(f"{W} [data-role=log]")).to_contain_text(
        tr(
            lang,
            "play-table.log.deal",
            n=1,
            dealer=tr(lang, "play-table.who", name="Dado", n=2),
            mao=tr(lang, "play-table.you"),
        )
    )
    first = page.locator(f"{W} [data-role=hand] [data-role=card]").first
    card = obs["hand"][0]
    label = tr(lang, "card.label", rank=tr(lang, f"rank.{card[:-1]}"), suit=tr(lang, f"suit.{card[-1]}"))
    expect(first).to_have_accessible_name(tr(lang, "play-table.card.play", card=label, key=1))


_free_palette: set[int] = set()


def follow_colour_scheme(page: Page) -> None:
    """Make every full load pick Material's palette from the (emulated) colour scheme.

    Material stores the palette it chose and prefers the stored one on the next load.
    """
    if id(page) not in _free_palette:
        page.add_init_script(
            "Object.keys(localStorage).filter(k => k.endsWith('__palette'))"
            ".forEach(k => localStorage.removeItem(k));"
        )
        _free_palette.add(id(page))


def axe_clean(page: Page) -> list[str]:
    """axe-core's serious and critical violations once no CSS transition is running (a menu or
    the header fading out half-way would be measured at a half-way contrast)."""
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")
    return axe_violations(page)


def axe_and_screenshots(page: Page, players: int, scheme: str, lang: str) -> None:
    page.emulate_media(color_scheme=scheme)
    try:
        deal = DEAL4 if players == 4 else DEAL2
        # mid-hand: round 1 played, the person's turn in round 2 with a card on the table
        actions = (
            ("play 3c", "play 3h", "play 2c", "play Jc")
            if players == 4
            else ("play 4s", "play 3h", "play Ks")
        )
        code = code_of(deal, players=players, actions=actions)
        # Material picks its palette when a page loads: a change of scheme needs a full load
        open_play(
            page,
            lang,
            f"s={code}&play-table.players={players}&play-table.opponents=heuristic",
            reload=scheme == "dark",
        )
        assert page.evaluate("() => document.body.dataset.mdColorScheme") == (
            "slate" if scheme == "dark" else "default"
        )
        assert axe_clean(page) == []
        shot(page, f"play-{players}p-{scheme}-{lang}-mid")
        tab_into_game(page)
        press(page, "1")
        for _ in range(6):
            if page.locator(W).get_attribute("data-next") != "play":
                break
            press(page, "a" if page.locator(W).get_attribute("data-phase") == "answer" else "1")
        expect(page.locator(f"{W} [data-role=summary]")).to_be_visible()
        assert axe_clean(page) == []
        shot(page, f"play-{players}p-{scheme}-{lang}-summary")
    finally:
        page.emulate_media(color_scheme="light")


# Tests are grouped by language: a change of language is a full page load (Pyodide boots again);
# within a language the page moves by instant navigation.


# --- Spanish tests ---------------------------------------------------------------------------------


def test_heads_up_match_with_the_keyboard(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "es", "play-table.seed=7")
    state = play_match_by_keyboard(page, 2, 7)
    match = state["match"]
    assert max(match["score"]) == match["target"] == 12
    over = page.locator(f"{W} [data-role=match-over]")
    expect(over).to_have_attribute("data-winner", str(match["winner"]))
    x, y = match["score"]
    expected = (
        tr("es", "play-table.match.won_you", x=x, y=y)
        if match["winner"] == 0
        else tr("es", "play-table.match.lost", who="Dado (jugador 2)", x=x, y=y)
    )
    expect(over).to_have_text(expected)
    expect(page.locator(f"{W} [data-role=rematch]")).to_be_visible()
    # N starts the rematch: a fresh match at 0-0
    press(page, "n")
    expect(page.locator(W)).to_have_attribute("data-score", "0-0")
    expect(page.locator(W)).to_have_attribute("data-next", "play")


def test_hand_of_eleven_heads_up(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2, score=(11, 5), dealer=1)
    open_play(page, "es", f"s={code}")
    game = Game.new(code=code, opponents="random")
    obs = game.state()["observation"]
    assert obs["phase"] == "eleven" and obs["decider"] == 0 and obs["legal"] == ["accept", "fold"]
    root = page.locator(W)
    expect(root).to_have_attribute("data-phase", "eleven")
    options = engine("rules", rules="paulista")["options"]
    accept = page.locator(f"{W} [data-role=accept]")
    fold = page.locator(f"{W} [data-role=fold]")
    expect(accept).to_contain_text(tr("es", "play-table.act.accept_eleven", value=options["eleven_value"]))
    expect(fold).to_contain_text(
        tr("es", "play-table.act.decline", team="Dado (jugador 2)", pays=options["eleven_fold_pays"])
    )
    expect(page.locator(f"{W} [data-role=raise]")).to_be_hidden()
    expect(page.locator(f"{W} [data-role=partner-hand]")).to_be_hidden()
    expect(page.locator(f"{W} [data-role=board] [data-role=next-call]")).to_have_text(
        tr("es", "play-table.next.locked")
    )
    assert shown_hand(page) == obs["hand"]
    tab_into_game(page)
    press(page, "a")
    game.act("accept")
    expect(root).to_have_attribute("data-position", game.state()["position"])
    expect(root).to_have_attribute("data-phase", "play")
    expect(page.locator(f"{W} [data-role=board] [data-role=value]")).to_have_text(
        str(options["eleven_value"])
    )
    # T refused in the engine's words: the ladder is locked
    press(page, "t")
    expect(page.locator(f"{W} [data-role=message]")).to_have_text(explain(page, {"code": "ladder-locked"}, 2))


def test_settings_mode_and_strength(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "es")
    root = page.locator(W)
    mode = page.locator(f"{W} [data-role=mode]")
    mode.select_option("4")  # nothing played yet: a new match at once
    wait_idle(page)
    expect(root).to_have_attribute("data-players", "4")
    strength = page.locator(f"{W} [data-role=strength]")
    for bot in ("search", "heuristic", "random"):
        strength.select_option(bot)
        confirm = page.locator(f"{W} [data-role=confirm]")
        if confirm.is_visible():
            page.locator(f"{W} [data-role=confirm-yes]").click()
        wait_idle(page)
        expect(root).to_have_attribute("data-opponents", bot)
        expect(page.locator(f"{W} [data-role=personality]")).to_have_text(
            tr("es", f"play-table.bot.{bot}.about")
        )
    # the four-colour deck: a class on the root, remembered
    box = page.locator(f"{W} [data-role=four-colour]")
    box.check()
    expect(root).to_have_class(re.compile("truco-play--four-colour"))
    assert page.evaluate("() => localStorage.getItem('truco-lab.play.four-colour')") == "1"
    assert axe_clean(page) == []  # the four colours keep their contrast
    clubs = page.locator(f"{W} .truco-card[data-card$='c']").first
    if clubs.count():
        assert clubs.evaluate("n => getComputedStyle(n).color") == "rgb(23, 105, 46)"
    box.uncheck()
    expect(root).not_to_have_class(re.compile("truco-play--four-colour"))
    page.evaluate(
        "() => ['players', 'opponents'].forEach(k => localStorage.removeItem('truco-lab.play.' + k))"
    )


def test_language_es(shared_page: Page, console: ConsoleLog) -> None:
    check_language(shared_page, "es")


@pytest.mark.parametrize(("players", "scheme"), [(2, "light"), (4, "dark")])
def test_axe_and_screenshots_es(shared_page: Page, console: ConsoleLog, players: int, scheme: str) -> None:
    axe_and_screenshots(shared_page, players, scheme, "es")


# --- Portuguese tests ------------------------------------------------------------------------------


def test_language_pt(shared_page: Page, console: ConsoleLog) -> None:
    check_language(shared_page, "pt")


def test_surrender_ends_the_hand_with_the_engines_reason(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, "pt", f"s={code}&play-table.seed=9")
    expect(page.locator(f"{W} [data-role=fold]")).to_contain_text(tr("pt", "play-table.act.surrender"))
    tab_into_game(page)
    press(page, "f")
    game = Game.new(code=code, opponents="random", seed=9)
    game.act("fold")
    state = game.state()
    outcome = state["observation"]["outcome"]
    assert outcome["ruling"]["code"] == "surrender"
    ending = page.locator(f"{W} [data-role=ending]")
    expect(ending).to_have_attribute("data-code", "surrender")
    expect(ending).to_contain_text(explain(page, outcome["ruling"], 2))
    expect(page.locator(f"{W} [data-role=points]")).to_have_attribute(
        "data-points", "-".join(map(str, outcome["points"]))
    )
    expect(page.locator(W)).to_have_attribute("data-next", "deal")
    expect(page.locator(f"{W} [data-role=next]")).to_be_visible()
    # N deals the next hand
    press(page, "n")
    game.next_hand()
    expect(page.locator(W)).to_have_attribute("data-position", game.state()["position"])
    expect(page.locator(W)).to_have_attribute("data-next", game.state()["match"]["next"])
    expect(page.locator(f"{W} [data-role=board] [data-role=hand]")).to_have_text(
        tr("pt", "play-table.board.hand_n", n=2)
    )


# --- English tests ---------------------------------------------------------------------------------


def test_language_en(shared_page: Page, console: ConsoleLog) -> None:
    check_language(shared_page, "en")


def test_pairs_match_with_the_keyboard(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "en", "play-table.seed=3&play-table.players=4")
    expect(page.locator(f"{W} [data-role=table] .truco-play__area[data-seat]")).to_have_count(4)
    state = play_match_by_keyboard(page, 4, 3)
    assert max(state["match"]["score"]) == 12
    expect(page.locator(f"{W} [data-role=match-over]")).to_be_visible()


def test_position_link_opens_the_exact_position(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    # seat 1 won round 1 and leads round 2: the bot plays, then it is the person's turn
    code = code_of(DEAL2, actions=("play Kh", "play 3h"))
    open_play(page, "en", f"s={code}&play-table.seed=1")
    scenario = Scenario.from_code(code)
    hand = scenario.play()
    assert shown_hand(page) == [str(c) for c in hand.hands[0]]
    game = Game.new(code=code, opponents="random", seed=1)
    state = game.state()
    root = page.locator(W)
    expect(root).to_have_attribute("data-position", state["position"])
    # the table shows the bot's card of round 2 and the vira; round 1's cards are in the rounds list
    for play in state["observation"]["table"]:
        expect(
            page.locator(f"{W} [data-role=table] [data-role=played][data-seat='{play['seat']}'] figure")
        ).to_have_attribute("data-card", play["card"])
    expect(page.locator(f"{W} [data-role=center] figure")).to_have_attribute("data-card", DEAL2["vira"])
    round1 = page.locator(f"{W} [data-role=rounds] li[data-round='1']")
    expect(round1).to_have_attribute("data-winner", "1")
    expect(page.locator(f"{W} [data-role=message]")).to_be_hidden()
    # the copy button gives a link that holds the current position as ?s=
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.locator(f"{W} [data-role=copy-link]").click()
    field = page.locator(f"{W} [data-role=link-field]")
    if field.is_visible():
        href = field.input_value()
    else:
        expect(page.locator(f"{W} [data-role=live]")).to_have_text(tr("en", "play-table.copied"))
        href = page.evaluate("() => navigator.clipboard.readText()")
    assert re.search(r"[?&]s=" + re.escape(game.position_code()) + r"(&|$)", href), href


def test_bad_links_give_a_message_and_a_new_game(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    good = code_of(DEAL2)
    codes = [
        "garbage",
        "<img src=x onerror=alert(1)>",
        good + ".a2c",  # 2c is not in seat 0's hand: an illegal action in the position
        good.replace(".v7d", ".v8d"),  # no 8 in the 40-card deck
    ]
    for code in codes:
        error = engine_error("game_new", code=code)
        open_play(page, "en", f"s={quote(code)}")
        message = page.locator(f"{W} [data-role=message]")
        expect(message).to_be_visible()
        reason = error["code"]
        why = explain(page, {"code": reason}, 2) if f"reason.{reason}" in STRINGS else error["message"]
        expect(message).to_have_text(tr("en", "play-table.link.bad", why=why))
        # and a usable new game, without the bad link in the address
        root = page.locator(W)
        expect(root).to_have_attribute("data-next", "play")
        expect(root).to_have_attribute("data-rules", "paulista")
        expect(root).to_have_attribute("data-players", "2")
        expect(root).to_have_attribute("data-score", "0-0")
        assert "s" not in parse_qs(urlsplit(page.url).query)
        assert page.locator(f"{W} img").count() == 0
    assert dialogs == []


def test_hand_of_eleven_in_pairs_shows_the_partner(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL4, players=4, score=(11, 5), dealer=3)
    open_play(page, "en", f"s={code}")
    obs = Game.new(code=code, opponents="random").state()["observation"]
    assert obs["decider"] == 0 and obs["partner_hand"]
    box = page.locator(f"{W} [data-role=partner-hand]")
    expect(box).to_be_visible()
    expect(box).to_contain_text(tr("en", "play-table.partner_cards", name="Nico"))
    cards = box.locator("[data-role=partner-card]").evaluate_all("ns => ns.map(n => n.dataset.card)")
    assert cards == obs["partner_hand"]
    expect(page.locator(f"{W} [data-role=accept]")).to_be_visible()
    expect(page.locator(f"{W} [data-role=fold]")).to_be_visible()
    # declining: the other team scores what the engine says, and the partner's cards go away
    tab_into_game(page)
    press(page, "f")
    game = Game.new(code=code, opponents="random")
    game.act("fold")
    outcome = game.state()["observation"]["outcome"]
    expect(page.locator(f"{W} [data-role=ending]")).to_contain_text(explain(page, outcome["ruling"], 4))
    expect(page.locator(W)).to_have_attribute(
        "data-score", "-".join(map(str, game.state()["match"]["score"]))
    )
    expect(box).to_be_hidden()


def test_cover_from_round_two(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    # round 1: covering is refused, in the engine's words
    open_play(page, "en", f"s={code_of(DEAL2)}")
    tab_into_game(page)
    press(page, "c")
    expect(page.locator(f"{W} [data-role=message]")).to_have_text(
        explain(page, {"code": "cover-too-early"}, 2)
    )
    expect(page.locator(W)).to_have_attribute("data-cover-mode", "false")
    # round 2 (seat 0 won round 1 with 3c and leads): C then 1 covers the first card, face down
    code = code_of(DEAL2, actions=("play 3c", "play Ks"))
    open_play(page, "en", f"s={code}&play-table.seed=2")
    game = Game.new(code=code, opponents="random", seed=2)
    first = game.state()["observation"]["hand"][0]
    tab_into_game(page)
    press(page, "c")
    expect(page.locator(W)).to_have_attribute("data-cover-mode", "true")
    expect(page.locator(f"{W} [data-role=hand] [data-role=card]").first).to_have_attribute(
        "data-action", f"cover {first}"
    )
    press(page, "1")
    game.act(f"cover {first}")
    state = game.state()
    expect(page.locator(W)).to_have_attribute("data-position", state["position"])
    mine = [p for r in state["observation"]["rounds"] for p in r["plays"] if p["seat"] == 0 and p["covered"]]
    assert mine and mine[0]["card"] == first
    covered = page.locator(f"{W} figure[data-seat='0'][data-covered=true]").first
    expect(covered).to_have_attribute("data-card", first)
    expect(covered.locator(".truco-card")).to_have_class(re.compile(r"truco-card--back"))
    expect(page.locator(f"{W} [data-role=log]")).to_contain_text(
        tr("en", "play-table.log.cover_you", card=card_text(first, "en"))
    )


def test_raise_and_the_answer(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, "en", f"s={code}&play-table.seed=5&play-table.opponents=heuristic")
    game = Game.new(code=code, opponents="heuristic", seed=5)
    calls = engine("rules", rules="paulista")["calls"]
    raise_btn = page.locator(f"{W} [data-role=raise]")
    expect(raise_btn).to_contain_text(
        tr("en", "play-table.act.raise", call=tr("en", f"call.{calls[0]['name']}"))
    )
    expect(page.locator(f"{W} [data-role=board] [data-role=next-call]")).to_contain_text(
        tr("en", f"call.{calls[0]['name']}")
    )
    tab_into_game(page)
    press(page, "t")
    game.act("raise")
    state = game.state()
    expect(page.locator(W)).to_have_attribute("data-position", state["position"])
    log = page.locator(f"{W} [data-role=log]")
    expect(log).to_contain_text(
        tr(
            "en",
            "play-table.log.raise_you",
            call=tr("en", f"call.{calls[0]['name']}"),
            value=calls[0]["value"],
        )
    )
    # whatever the bot answered, the log says it (accept, fold or a raise back)
    answer = state["events"][2]["action"] if len(state["events"]) > 2 else None
    assert answer in ("accept", "fold", "raise")
    if answer == "raise":
        expect(page.locator(W)).to_have_attribute("data-phase", "answer")
        expect(page.locator(f"{W} [data-role=accept]")).to_contain_text(
            tr("en", "play-table.act.accept", value=calls[1]["value"])
        )
    elif answer == "accept":
        expect(log).to_contain_text(
            tr("en", "play-table.log.accept", who="Luna (player 2)", value=calls[0]["value"])
        )
    else:
        expect(log).to_contain_text(tr("en", "play-table.log.fold", who="Luna (player 2)"))


def test_blind_iron_hand_picks_by_position(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2, score=(11, 11), rules="paulista-fpt")
    open_play(page, "en", f"s={code}&play-table.seed=4")
    game = Game.new(code=code, opponents="random", seed=4)
    obs = game.state()["observation"]
    assert obs["blind"] and obs["hand"] is None
    buttons = page.locator(f"{W} [data-role=hand] [data-role=card]")
    expect(buttons).to_have_count(len(obs["slots"]))
    for i, slot in enumerate(obs["slots"]):
        expect(buttons.nth(i)).to_have_attribute("data-action", f"play #{slot}")
        expect(buttons.nth(i).locator(".truco-card")).to_have_class(re.compile("truco-card--back"))
    expect(page.locator(f"{W} [data-role=prompt]")).to_have_text(tr("en", "play-table.prompt.blind"))
    expect(
        page.locator(f"{W} [data-role=rules-note]")
    ).to_be_visible()  # the link's rules differ from the header's
    expect(page.locator(f"{W} [data-role=cover-mode]")).to_be_hidden()
    tab_into_game(page)
    press(page, "2")
    game.act(f"play #{obs['slots'][1]}")
    expect(page.locator(W)).to_have_attribute("data-position", game.state()["position"])


def test_paced_bot_moves_and_announcements(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, "en", f"s={code}&play-table.seed=6", fast=False)
    game = Game.new(code=code, opponents="random", seed=6)
    tab_into_game(page)
    page.keyboard.press("1")
    expect(page.locator(W)).to_have_attribute("data-busy", "true")
    wait_idle(page)
    game.act(f"play {DEAL2['hands'][0][0]}")
    state = game.state()
    expect(page.locator(W)).to_have_attribute("data-position", state["position"])
    live = page.locator(f"{W} [data-role=live]")
    assert live.get_attribute("aria-live") == "polite"
    expect(live).not_to_have_text("")
    expect(page.locator(f"{W} [data-role=log]")).to_contain_text(
        tr("en", "play-table.log.play_you", card=card_text(DEAL2["hands"][0][0], "en"))
    )


def test_preset_change_asks_first(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "en", "play-table.seed=7")
    root = page.locator(W)
    tab_into_game(page)
    press(page, "1")  # a match in progress
    before = root.get_attribute("data-position")
    select = page.locator("#truco-preset-select")
    try:
        select.select_option("mineiro")
        confirm = page.locator(f"{W} [data-role=confirm]")
        expect(confirm).to_be_visible()
        expect(confirm).to_contain_text(
            tr("en", "play-table.confirm.rules", preset=tr("en", "preset.mineiro"))
        )
        page.locator(f"{W} [data-role=confirm-no]").click()
        expect(confirm).to_be_hidden()
        assert root.get_attribute("data-position") == before
        expect(page.locator(f"{W} [data-role=rules-note]")).to_be_visible()
        # the New match button uses the header's rules (and asks first)
        page.locator(f"{W} [data-role=new-match]").click()
        expect(confirm).to_be_visible()
        page.locator(f"{W} [data-role=confirm-yes]").click()
        wait_idle(page)
        expect(root).to_have_attribute("data-rules", "mineiro")
        expect(root).to_have_attribute("data-score", "0-0")
        assert "vira" not in (page.locator(f"{W} [data-role=center]").inner_text().lower())
        calls = engine("rules", rules="mineiro")["calls"]
        if root.get_attribute("data-phase") == "play":
            expect(page.locator(f"{W} [data-role=board] [data-role=next-call]")).to_contain_text(
                tr("en", f"call.{calls[0]['name']}")
            )
    finally:
        select.select_option("paulista")
        wait_idle(page)


@pytest.mark.parametrize(("players", "scheme"), [(4, "light"), (2, "dark")])
def test_axe_and_screenshots_en(shared_page: Page, console: ConsoleLog, players: int, scheme: str) -> None:
    axe_and_screenshots(shared_page, players, scheme, "en")


def test_instant_navigation_resumes_the_match(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "en", "play-table.seed=7")
    tab_into_game(page)
    press(page, "1")
    code = page.locator(W).get_attribute("data-position")
    lines = page.locator(f"{W} [data-role=log] li").count()
    page.locator("nav.md-nav--primary a[href$='glossary/']").first.click()
    page.wait_for_url(re.compile(r"/glossary/"))
    page.locator("nav.md-nav--primary a[href$='play/']").first.click()
    page.wait_for_url(re.compile(r"/play/"))
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)
    expect(page.locator(W)).to_have_attribute("data-position", code)
    assert page.locator(f"{W} [data-role=log] li").count() == lines + 1  # "back to the match"


def test_the_page_never_holds_a_card_its_seat_may_not_see(shared_page: Page, console: ConsoleLog) -> None:
    """Information hiding (DESIGN.md): the opponents' held cards appear nowhere in the widget's
    markup, attributes or text, not even in the position fingerprint; the link is asked for only
    when copied."""
    page = shared_page
    # seat 1 holds 3h Ks Qd; seat 0 leads round 1 (the vira 7d and seat 0's cards are public to seat 0)
    code = code_of(DEAL2)
    open_play(page, "en", f"s={code}&play-table.seed=3")
    wait_idle(page)
    hidden = DEAL2["hands"][1]
    html = page.locator(W).evaluate("n => n.outerHTML")
    for card in hidden:
        assert not re.search(rf"(?<![A-Za-z0-9]){card}(?![A-Za-z0-9])", html), card
    assert code not in html
