"""The training game (play-table widget, docs/*/play.md) in a real browser, against the engine.

What only a browser shows: whole matches played with the keyboard alone in lockstep with the same
match in-process (``truco.play.game.Game``, same seed, same choices: after every key the widget shows
the engine's exact position, the reader's cards and the score, and the focus stays in the game);
deep links (a position, a seed, a table) and hostile
ones; instant navigation; axe-core in light and dark; no console error; no hidden card in the page.
Wording is checked through the page's own modules (``assets/js/...``), in English; the sentences
themselves, in every language, are unit-tested in tests/js/play-table.test.mjs.
The match reopened after the engine broke: test_real_engine.py. ``?play-table.fast=1`` skips the
pauses between the bots' moves (one test keeps them).

Screenshots: set PLAY_TABLE_SHOTS=<dir> to save them (heads-up and pairs, light and dark,
mid-hand and the end-of-hand summary).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from conftest import ConsoleLog, axe_violations, clipboard_ready, engine, use_palette
from play_kit import (
    DEAL2,
    DEAL4,
    EN,
    W,
    code_of,
    explain,
    focus_game,
    focus_in_game,
    js,
    log_lines,
    open_play,
    open_setup,
    own_hand,
    own_slots,
    play_match_by_keyboard,
    press,
    refusal,
    result,
    shot,
    shown_hand,
    step,
    wait_idle,
)
from playwright.sync_api import Page, expect

from truco.play.game import Game

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module", autouse=True)
def no_dialogs(shared_page: Page) -> Iterator[list[str]]:
    """A hostile link must never run script: any alert() fails the module."""
    seen: list[str] = []
    shared_page.on("dialog", lambda d: (seen.append(d.message), d.dismiss()))
    yield seen
    assert seen == [], f"a page opened dialogs: {seen}"


# --- whole matches with the keyboard --------------------------------------------------------------


def test_heads_up_match_with_the_keyboard(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "play-table.seed=7")
    state = play_match_by_keyboard(page, 2, 7)
    match = state["match"]
    assert max(match["score"]) == match["target"] == 12
    summary = page.locator(f"{W} [data-role=summary]")
    expect(summary).to_have_attribute("data-winner", str(match["winner"]))
    # the match's end in the engine's words (and the score capped, when points were lost to it)
    for ruling in state["observation"]["match_rulings"]:
        expect(summary).to_contain_text(explain(page, ruling))
    # the log is the page's words for every event the engine sent
    log = page.locator(f"{W} [data-role=log] li").all_inner_texts()
    assert log[-1] == log_lines(page, {**state, "events": state["events"][-1:]})[0]
    expect(page.locator(f"{W} [data-role=rematch]")).to_be_visible()
    # N starts the rematch: a fresh match at 0-0
    press(page, "n")
    expect(page.locator(W)).to_have_attribute("data-score", "0-0")
    expect(page.locator(W)).to_have_attribute("data-next", "play")


def test_pairs_match_with_the_keyboard(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "play-table.seed=3&play-table.players=4")
    places = page.locator(f"{W} [data-role=felt] .truco-hand__seat").evaluate_all(
        "ns => ns.map(n => n.dataset.place)"
    )
    assert places == ["south", "east", "north", "west"]
    state = play_match_by_keyboard(page, 4, 3)
    assert max(state["match"]["score"]) == 12
    expect(page.locator(f"{W} [data-role=summary]")).to_have_attribute(
        "data-winner", str(state["match"]["winner"])
    )


# --- links -------------------------------------------------------------------------------------------


def test_position_link_opens_the_exact_position(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    # seat 1 won round 1 and leads round 2: the bot plays, then it is the reader's turn
    code = code_of(DEAL2, actions=("play Kh", "play 3h"))
    open_play(page, f"s={code}&play-table.seed=1")
    game = Game.new(code=code, opponents="random", seed=1)
    state = game.state()
    obs = state["observation"]
    root = page.locator(W)
    expect(root).to_have_attribute("data-position", state["position"])
    assert shown_hand(page) == own_hand(obs)
    # the felt: the bot's card of round 2 in front of it, the vira; round 1 in the rounds below
    for play in obs["table"]:
        figure = page.locator(f"{W} [data-role=felt] [data-role=table] figure[data-seat='{play['seat']}']")
        expect(figure).to_have_attribute("data-card", play["card"])
        expect(figure).to_have_attribute("data-place", "north")
    expect(page.locator(f"{W} [data-role=felt] .truco-hand__vira-card .truco-card")).to_have_attribute(
        "data-card", DEAL2["vira"]
    )
    round1 = page.locator(f"{W} [data-role=rounds] li[data-round='1']")
    expect(round1).to_have_attribute("data-winner", "1")
    expect(round1).to_contain_text(explain(page, obs["round_details"][0]["ruling"]))
    expect(page.locator(f"{W} [data-role=message]")).to_be_hidden()
    # the cards are buttons named by the kit's action labels, with their key
    first = page.locator(f"{W} [data-role=hand] [data-role=card]").first
    label = js(page, "return kit.actionLabel(arg, t);", obs["choices"][0])
    expect(first).to_have_accessible_name(f"{label} {EN['play-table.key'].format(key=1)}")
    # the copy button asks the engine for the position code, and gives a link that holds it as ?s=
    clipboard_ready(page)
    page.locator(f"{W} [data-role=copy-link]").click()
    field = page.locator(f"{W} .truco-copy__field")
    expect(page.locator(f"{W} .truco-copy__status")).not_to_have_text("")
    if field.is_visible():
        href = field.input_value()
    else:
        expect(page.locator(f"{W} [data-role=live]")).to_have_text(EN["copy.done"])
        href = page.evaluate("() => navigator.clipboard.readText()")
    assert re.search(r"[?&]s=" + re.escape(game.position_code()) + r"(&|$)", href), href


def test_bad_and_hostile_links_give_a_message_and_a_new_game(
    shared_page: Page, console: ConsoleLog
) -> None:
    page = shared_page
    good = code_of(DEAL2)
    codes = [
        "<img src=x onerror=alert(1)>",
        good + ".a2c",  # 2c is not in seat 0's hand: an illegal action in the position
        good.replace(".v7d", ".v8d"),  # no 8 in the 40-card deck
    ]
    for code in codes:
        answer = engine("game_new", code=code)
        assert not answer["ok"]
        open_play(page, f"s={quote(code)}")
        message = page.locator(f"{W} [data-role=message]")
        expect(message).to_have_text(EN["play-table.link.bad"].format(why=refusal(page, answer["error"])))
        # and a usable new game, without the bad link in the address
        root = page.locator(W)
        expect(root).to_have_attribute("data-next", "play")
        expect(root).to_have_attribute("data-rules", "paulista")
        expect(root).to_have_attribute("data-score", "0-0")
        assert "s" not in parse_qs(urlsplit(page.url).query)
        assert page.locator(f"{W} img, {W} script").count() == 0


# --- the keys and what the engine says ------------------------------------------------------------


def test_hand_of_eleven_and_the_locked_ladder(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2, score=(11, 5), dealer=1)
    open_play(page, f"s={code}")
    game = Game.new(code=code, opponents="random")
    obs = game.state()["observation"]
    assert obs["phase"] == "eleven" and obs["decider"] == 0
    root = page.locator(W)
    expect(root).to_have_attribute("data-phase", "eleven")
    # the choices are the engine's, labelled by the kit; the decline says what it gives the others
    buttons = page.locator(f"{W} .truco-hand__choice-button")
    expect(buttons).to_have_count(len(obs["choices"]))
    for i, choice in enumerate(obs["choices"]):
        expect(buttons.nth(i)).to_have_attribute("data-action", choice["action"])
        expect(buttons.nth(i)).to_contain_text(js(page, "return kit.actionLabel(arg, t);", choice))
    decline = page.locator(f"{W} [data-role=fold]")
    expect(decline.locator("xpath=..")).to_contain_text(str(obs["choices"][1]["pays"]))
    expect(page.locator(f"{W} [data-role=prompt]")).to_contain_text(explain(page, obs["kind_ruling"]))
    next_call = page.locator(f"{W} [data-role=board] [data-role=next-call]")
    expect(next_call).to_have_text(EN["play-table.next.locked"])
    focus_game(page)
    step(page, game)  # A: play the hand
    expect(root).to_have_attribute("data-phase", "play")
    expect(page.locator(f"{W} [data-role=board] [data-role=value]")).to_have_text(
        str(obs["kind_ruling"]["params"]["value"])
    )
    # T refused in the engine's words: the ladder is locked
    press(page, "t")
    expect(page.locator(f"{W} [data-role=message]")).to_have_text(
        explain(page, {"code": "ladder-locked", "params": {"at": 11}}))


def test_hand_of_eleven_in_pairs_shows_the_partner(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL4, score=(11, 5), dealer=3)
    open_play(page, f"s={code}&play-table.players=4")
    obs = Game.new(code=code, opponents="random").state()["observation"]
    partner_hand = obs["hands"][2]
    assert obs["decider"] == 0 and obs["seats"][0]["partner"] == 2 and partner_hand
    partner = page.locator(f"{W} [data-role=felt] .truco-hand__seat[data-seat='2']")
    expect(partner).to_contain_text(EN["play-table.partner"])
    cards = partner.locator(".truco-card").evaluate_all("ns => ns.map(n => n.dataset.card)")
    assert cards == partner_hand
    expect(page.locator(f"{W} [data-role=prompt]")).to_contain_text(EN["play-table.prompt.eleven-partner"])
    # F declines: the other team scores what the engine says
    focus_game(page)
    press(page, "f")
    game = Game.new(code=code, opponents="random")
    game.act("fold")
    outcome = game.state()["observation"]
    summary = page.locator(f"{W} [data-role=summary]")
    expect(summary).to_have_attribute("data-code", outcome["ruling"]["code"])
    expect(summary).to_contain_text(explain(page, outcome["ruling"], 4))
    score = "-".join(map(str, game.state()["match"]["score"]))
    expect(page.locator(W)).to_have_attribute("data-score", score)


def test_cover_from_round_two(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    # round 1: covering is refused, in the engine's words
    open_play(page, f"s={code_of(DEAL2)}")
    focus_game(page)
    press(page, "c")
    expect(page.locator(f"{W} [data-role=message]")).to_have_text(
        explain(page, {"code": "cover-too-early", "params": {"round": 1, "from_round": 2}}))
    expect(page.locator(W)).to_have_attribute("data-cover-mode", "false")
    # round 2 (seat 0 won round 1 with 3c and leads): C then 1 covers the first card, face down
    code = code_of(DEAL2, actions=("play 3c", "play Ks"))
    open_play(page, f"s={code}&play-table.seed=2")
    game = Game.new(code=code, opponents="random", seed=2)
    first = own_hand(game.state()["observation"])[0]
    focus_game(page)
    press(page, "c")
    expect(page.locator(W)).to_have_attribute("data-cover-mode", "true")
    expect(page.locator(f"{W} [data-role=hand] [data-role=card]").first).to_have_attribute(
        "data-action", f"cover {first}"
    )
    press(page, "1")
    game.act(f"cover {first}")
    state = game.state()
    expect(page.locator(W)).to_have_attribute("data-position", state["position"])
    # the reader's own covered card: drawn covered, and known to its owner only
    covered = page.locator(f"{W} figure[data-seat='0'][data-covered=true]").first
    expect(covered).to_have_attribute("data-card", first)
    expect(covered.locator(".truco-card")).to_have_class(re.compile(r"truco-card--covered"))
    for line in log_lines(page, state):
        expect(page.locator(f"{W} [data-role=log]")).to_contain_text(line)


def test_raise_the_answer_and_surrender(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, f"s={code}&play-table.seed=5&play-table.opponents=heuristic")
    game = Game.new(code=code, opponents="heuristic", seed=5)
    calls = result("rules", rules="paulista")["calls"]
    raise_button = page.locator(f"{W} [data-role=raise]")
    expect(raise_button).to_contain_text(EN[f"call.{calls[0]['name']}"])
    expect(page.locator(f"{W} [data-role=board] [data-role=next-call]")).to_contain_text(
        EN[f"call.{calls[0]['name']}"]
    )
    focus_game(page)
    press(page, "t")
    game.act("raise")
    state = game.state()
    expect(page.locator(W)).to_have_attribute("data-position", state["position"])
    # whatever the bot answered (accept, fold or a raise back), the log says it in the page's words
    log = page.locator(f"{W} [data-role=log]")
    for line in log_lines(page, state):
        expect(log).to_contain_text(line)
    if state["match"]["next"] != "play":
        return
    # F on the reader's turn: surrender, or fold to the bot's raise, with the engine's reason
    fold = next(c for c in state["observation"]["choices"] if c["action"] == "fold")
    label = js(page, "return kit.actionLabel(arg, t);", fold)
    expect(page.locator(f"{W} [data-role=fold]")).to_contain_text(label)
    press(page, "f")
    game.act("fold")
    outcome = game.state()["observation"]
    summary = page.locator(f"{W} [data-role=summary]")
    expect(summary).to_have_attribute("data-code", outcome["ruling"]["code"])
    points = "-".join(map(str, outcome["points"]))
    expect(summary.locator(".truco-hand__result")).to_have_attribute("data-points", points)
    expect(page.locator(W)).to_have_attribute("data-next", "deal")
    expect(page.locator(f"{W} [data-role=next]")).to_be_visible()


def test_blind_iron_hand_picks_by_position(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2, score=(11, 11), rules="paulista-fpt")
    open_play(page, f"s={code}&play-table.seed=4")
    game = Game.new(code=code, opponents="random", seed=4)
    obs = game.state()["observation"]
    assert obs["blind"] and own_hand(obs) is None
    buttons = page.locator(f"{W} [data-role=hand] [data-role=card]")
    expect(buttons).to_have_count(len(own_slots(obs)))
    for i, slot in enumerate(own_slots(obs)):
        expect(buttons.nth(i)).to_have_attribute("data-action", f"play #{slot}")
        expect(buttons.nth(i).locator(".truco-card")).to_have_class(re.compile("truco-card--back"))
    expect(page.locator(f"{W} [data-role=prompt]")).to_have_text(EN["play-table.prompt.blind"])
    # the link's rules differ from the header's
    expect(page.locator(f"{W} [data-role=rules-note]")).to_be_visible()
    expect(page.locator(f"{W} [data-role=cover-mode]")).to_have_count(0)
    # no link during the hand: it would name the reader's unseen cards (the engine: blind-secret)
    expect(page.locator(f"{W} [data-role=open-position]")).to_be_hidden()
    expect(page.locator(f"{W} [data-role=link-note]")).to_have_text(EN["reason.blind-secret"])
    focus_game(page)
    press(page, "2")
    game.act(f"play #{own_slots(obs)[1]}")
    expect(page.locator(W)).to_have_attribute("data-position", game.state()["position"])
    while game.state()["match"]["next"] == "play":  # once the hand is over, the link is back
        state = game.state()
        expect(page.locator(W)).to_have_attribute("data-position", state["position"])
        press(page, "1")
        game.act(state["observation"]["legal"][0])
    expect(page.locator(W)).to_have_attribute("data-position", game.state()["position"])
    expect(page.locator(f"{W} [data-role=open-position]")).to_be_visible()
    expect(page.locator(f"{W} [data-role=link-note]")).to_have_text(EN["play-table.link-note"])


def test_paced_bot_moves_and_announcements(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, f"s={code}&play-table.seed=6", fast=False)
    game = Game.new(code=code, opponents="random", seed=6)
    focus_game(page)
    page.keyboard.press("1")
    root = page.locator(W)
    expect(root).to_have_attribute("data-busy", "true")
    # the bot's move waits its turn on the felt, then the whole table comes back
    expect(page.locator(f"{W} [data-role=prompt]")).to_have_text(EN["play-table.prompt.wait"])
    wait_idle(page)
    game.act(f"play {DEAL2['hands'][0][0]}")
    state = game.state()
    expect(root).to_have_attribute("data-position", state["position"])
    live = page.locator(f"{W} [data-role=live]")
    assert live.get_attribute("aria-live") == "polite"
    expect(live).not_to_have_text("")
    assert focus_in_game(page)


# --- settings, presets, navigation ----------------------------------------------------------------


def test_settings_mode_strength_and_colours(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page)
    root = page.locator(W)
    # folded from the start (its summary names the table): the game comes first
    expect(page.locator(f"{W} [data-role=setup]")).not_to_have_attribute("open", "")
    open_setup(page)
    page.locator(f"{W} [data-role=mode]").select_option("4")  # nothing played yet: a new match at once
    wait_idle(page)
    expect(root).to_have_attribute("data-players", "4")
    # a match in progress: the settings fold away; a change of opponents asks first (a click on a
    # card, which waits for the table to take moves: the keys have tests of their own)
    before = root.get_attribute("data-position")
    page.locator(f"{W} [data-role=hand] [data-role=card][data-action]").first.click()
    wait_idle(page)
    expect(root).not_to_have_attribute("data-position", before or "")
    expect(page.locator(f"{W} [data-role=setup]")).not_to_have_attribute("open", "")
    expect(page.locator(f"{W} [data-role=setup-text]")).to_contain_text(EN["play-table.mode.4.short"])
    open_setup(page)
    strength = page.locator(f"{W} [data-role=strength]")
    strength.select_option("search")
    expect(page.locator(f"{W} [data-role=confirm]")).to_be_visible()
    page.locator(f"{W} [data-role=confirm-yes]").click()
    wait_idle(page)
    expect(root).to_have_attribute("data-opponents", "search")
    expect(page.locator(f"{W} [data-role=personality]")).to_have_text(EN["play-table.bot.search.about"])
    # the four-colour deck: a class on the root, remembered (its contrast: test_axe_and_screenshots)
    box = page.locator(f"{W} [data-role=four-colour]")
    box.check()
    expect(root).to_have_class(re.compile("truco-play-table--four-colour"))
    assert page.evaluate("() => localStorage.getItem('truco-lab.play.four-colour')") == "1"
    clubs = page.locator(f"{W} [data-role=hand] .truco-card[data-card$='c']").first
    if clubs.count():
        assert clubs.evaluate("n => getComputedStyle(n).color") == "rgb(23, 105, 46)"
    box.uncheck()
    expect(root).not_to_have_class(re.compile("truco-play-table--four-colour"))
    page.evaluate(
        "() => ['players', 'opponents'].forEach(k => localStorage.removeItem('truco-lab.play.' + k))"
    )


def test_preset_change_asks_first(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "play-table.seed=7")
    root = page.locator(W)
    focus_game(page)
    press(page, "1")  # a match in progress
    before = root.get_attribute("data-position")
    select = page.locator("#truco-preset-select")
    try:
        select.select_option("mineiro")
        confirm = page.locator(f"{W} [data-role=confirm]")
        expect(confirm).to_be_visible()
        expect(confirm).to_contain_text(EN["play-table.confirm.rules"].format(preset=EN["preset.mineiro"]))
        page.locator(f"{W} [data-role=confirm-no]").click()
        expect(confirm).to_be_hidden()
        assert root.get_attribute("data-position") == before
        expect(page.locator(f"{W} [data-role=rules-note]")).to_be_visible()
        # the New match button uses the header's rules (and asks first)
        open_setup(page)
        page.locator(f"{W} [data-role=new-match]").click()
        expect(confirm).to_be_visible()
        page.locator(f"{W} [data-role=confirm-yes]").click()
        wait_idle(page)
        expect(root).to_have_attribute("data-rules", "mineiro")
        expect(root).to_have_attribute("data-score", "0-0")
        expect(page.locator(f"{W} [data-role=felt] .truco-hand__vira-card")).to_have_count(0)
        calls = result("rules", rules="mineiro")["calls"]
        if root.get_attribute("data-phase") == "play":
            expect(page.locator(f"{W} [data-role=board] [data-role=next-call]")).to_contain_text(
                EN[f"call.{calls[0]['name']}"]
            )
    finally:
        select.select_option("paulista")
        wait_idle(page)


def test_instant_navigation_resumes_the_match(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    open_play(page, "play-table.seed=7")
    focus_game(page)
    press(page, "1")
    code = page.locator(W).get_attribute("data-position")
    lines = page.locator(f"{W} [data-role=log] li").count()
    # Play hides the sidebar (the game takes the width): leave by a link of the page's text
    page.locator("article a[href$='strategy/']").first.click()
    page.wait_for_url(re.compile(r"/strategy/"))
    page.locator("nav.md-nav--primary a[href$='play/']").first.click()
    page.wait_for_url(re.compile(r"/play/"))
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)
    expect(page.locator(W)).to_have_attribute("data-position", code)
    expect(page.locator(f"{W} [data-role=log] li")).to_have_count(lines + 1)  # "back to the match"


def test_the_page_never_holds_a_card_its_seat_may_not_see(shared_page: Page, console: ConsoleLog) -> None:
    """Information hiding (DESIGN.md): the opponents' held cards appear nowhere in the widget's
    markup, attributes or text, not even in the position fingerprint; the link is asked for only
    when copied."""
    page = shared_page
    # seat 1 holds 3h Ks Qd; seat 0 leads round 1 (the vira, the manilhas — the sixes — and seat
    # 0's cards are public to seat 0)
    code = code_of({**DEAL2, "vira": "5d"})
    open_play(page, f"s={code}&play-table.seed=3")
    hidden = DEAL2["hands"][1]
    html = page.locator(W).evaluate("n => n.outerHTML")
    for card in hidden:
        assert not re.search(rf"(?<![A-Za-z0-9]){card}(?![A-Za-z0-9])", html), card
    assert code not in html


# --- axe-core, light and dark -------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "scheme"), [(4, "light"), (2, "dark")])
def test_axe_and_screenshots(shared_page: Page, console: ConsoleLog, players: int, scheme: str) -> None:
    page = shared_page
    deal = DEAL4 if players == 4 else DEAL2
    # mid-hand: round 1 played, the reader's turn in round 2 with a card on the table
    four = ("play 3c", "play 3h", "play 2c", "play Jc")
    code = code_of(deal, actions=four if players == 4 else ("play 4s", "play 3h", "play Ks"))
    open_play(page, f"s={code}&play-table.players={players}&play-table.opponents=heuristic")
    colours = page.locator(f"{W} [data-role=four-colour]")
    try:
        use_palette(page, scheme)
        if scheme == "light":
            open_setup(page)
            colours.check()  # the four-colour deck keeps the contrast too
            expect(page.locator(W)).to_have_class(re.compile("truco-play-table--four-colour"))
        # a link left under the mouse (an earlier click) is drawn in the light hover colour
        page.locator(f"{W} [data-role=felt]").hover()
        assert axe_violations(page) == []
        shot(page, f"play-{players}p-{scheme}-mid")
        focus_game(page)
        press(page, "1")
        for _ in range(6):
            if page.locator(W).get_attribute("data-next") != "play":
                break
            press(page, "a" if page.locator(W).get_attribute("data-phase") == "answer" else "1")
        expect(page.locator(f"{W} [data-role=summary]")).to_be_visible()
        assert axe_violations(page) == []
        shot(page, f"play-{players}p-{scheme}-summary")
    finally:
        open_setup(page)
        colours.uncheck()
        use_palette(page, "light")
