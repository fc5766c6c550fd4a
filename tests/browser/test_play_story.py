"""The felt tells the story (issue 19): each call, answer, fold and surrender as a badge at its
seat, the other hands face up once the hand is over (never before), the hand-over panel with the
engine's reason, the match-over panel with a rematch, and the bot speed setting (remembered).

Each test plays the same match in-process (``truco.play.game.Game``, same seed, same choices) and
checks the page against the engine's answer.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ConsoleLog
from play_kit import (
    DEAL2,
    DEAL4,
    EN,
    W,
    code_of,
    explain,
    focus_game,
    open_play,
    open_setup,
    press,
    step,
    wait_idle,
)
from playwright.sync_api import Page, expect

from truco.play.game import Game

pytestmark = pytest.mark.browser

SAID = f"{W} [data-role=felt] [data-role=said]"


def said_on_felt(page: Page) -> list[tuple[str, str]]:
    """The badges on the felt: (seat, meaning), in order."""
    found: list[list[str]] = page.locator(SAID).evaluate_all(
        "nodes => nodes.map(n => [n.dataset.seat, n.dataset.meaning])"
    )
    return [(seat, meaning) for seat, meaning in found]


def expected_said(obs: dict[str, Any]) -> list[tuple[str, str]]:
    """The engine's calls, answers, folds and surrenders of the hand, the last two per seat,
    seat by seat in the felt's order."""
    history = [s for s in obs["history"] if s["meaning"] not in ("play", "cover", "blind-play")]
    out: list[tuple[str, str]] = []
    for seat in [s["seat"] for s in obs["seats"]]:
        mine = [s for s in history if s["seat"] == seat][-2:]
        out.extend((str(seat), s["meaning"]) for s in mine)
    return out


def test_calls_and_answers_are_badges_at_their_seats(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, f"s={code}&play-table.seed=5&play-table.opponents=heuristic")
    game = Game.new(code=code, opponents="heuristic", seed=5)
    assert said_on_felt(page) == []
    focus_game(page)
    press(page, "t")
    game.act("raise")
    state = game.state()
    expect(page.locator(W)).to_have_attribute("data-position", state["position"])
    shown = said_on_felt(page)
    assert shown == expected_said(state["observation"])
    assert ("0", "raise") in shown
    badge = page.locator(f"{SAID}[data-seat='0']").last
    expect(badge).to_have_text(EN["call.truco"])
    # the bot answered: its words at its own seat, in the page's wording
    answer = next(s for s in state["observation"]["history"] if s["seat"] == 1)
    bot_badge = page.locator(f"{W} [data-role=felt] .truco-hand__seat[data-seat='1'] [data-role=said]").last
    expect(bot_badge).to_have_attribute("data-meaning", answer["meaning"])
    if answer["meaning"] == "fold":
        expect(bot_badge).to_have_text(EN["play-table.said.fold"])


def test_pairs_badges_follow_the_engine(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL4)
    open_play(page, f"s={code}&play-table.seed=9&play-table.players=4&play-table.opponents=random")
    game = Game.new(code=code, opponents="random", seed=9, players=4)
    focus_game(page)
    for _ in range(8):
        state = step(page, game)
        if state["match"]["next"] != "play":
            break
        assert said_on_felt(page) == expected_said(state["observation"])
    assert said_on_felt(page) == expected_said(game.state()["observation"])


def test_hands_face_up_and_the_hand_over_panel(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, f"s={code}&play-table.seed=3&play-table.opponents=random")
    game = Game.new(code=code, opponents="random", seed=3)
    felt = page.locator(f"{W} [data-role=felt]")
    focus_game(page)
    for _ in range(10):
        state = game.state()
        if state["match"]["next"] != "play":
            break
        # nothing turned up while the hand goes on: the bot's held cards are face down
        expect(felt).not_to_have_attribute("data-revealed", "true")
        face_up = felt.locator(".truco-hand__seat[data-seat='1'] .truco-card:not(.truco-card--back)")
        assert face_up.count() == 0
        assert page.locator(f"{W} [data-role=hand-over]").count() == 0
        state = step(page, game)
    state = game.state()
    assert state["match"]["next"] == "deal"
    expect(felt).to_have_attribute("data-revealed", "true")
    shown = felt.locator(".truco-hand__seat[data-seat='1'] .truco-card").evaluate_all(
        "nodes => nodes.map(n => n.dataset.card || '')"
    )
    assert shown == state["reveal"][1]
    panel = page.locator(f"{W} [data-role=felt] [data-role=hand-over]")
    expect(panel).to_be_visible()
    obs = state["observation"]
    expect(panel).to_have_attribute("data-code", obs["ruling"]["code"])
    expect(panel.locator("[data-role=why]")).to_have_text(explain(page, obs["ruling"]))
    expect(panel.locator("[data-role=over-score]")).to_contain_text(str(obs["score"][0]))
    # the next hand: face down again, no panel
    press(page, "n")
    game.next_hand()
    expect(page.locator(W)).to_have_attribute("data-position", game.state()["position"])
    expect(felt).not_to_have_attribute("data-revealed", "true")
    assert page.locator(f"{W} [data-role=hand-over]").count() == 0


def test_match_over_panel_and_rematch(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2, score=(10, 10))
    open_play(page, f"s={code}&play-table.seed=4&play-table.opponents=random")
    game = Game.new(code=code, opponents="random", seed=4)
    focus_game(page)
    for _ in range(60):
        if game.state()["match"]["next"] == "over":
            break
        step(page, game)
    state = game.state()
    assert state["match"]["next"] == "over"
    panel = page.locator(f"{W} [data-role=felt] [data-role=match-over]")
    expect(panel).to_be_visible()
    expect(panel).to_have_attribute("data-match-winner", str(state["match"]["winner"]))
    a, b = state["match"]["score"]
    expect(panel).to_contain_text(f"{a}–{b}")
    expect(panel).to_contain_text(EN["play-table.over.hands"].replace("{n}", str(state["match"]["hands"])))
    panel.locator("[data-role=panel-rematch]").click()
    wait_idle(page)
    expect(page.locator(W)).to_have_attribute("data-score", "0-0")
    expect(page.locator(W)).to_have_attribute("data-next", "play")


def test_bot_speed_is_a_remembered_setting(shared_page: Page, console: ConsoleLog) -> None:
    page = shared_page
    code = code_of(DEAL2)
    open_play(page, f"s={code}&play-table.seed=6", fast=False)
    open_setup(page)
    speed = page.locator(f"{W} [data-role=speed]")
    expect(speed).to_have_value("normal")
    speed.select_option("slow")
    assert page.evaluate("() => localStorage.getItem('truco-lab.play.speed')") == "slow"
    open_play(page, f"s={code}&play-table.seed=6", fast=False)
    open_setup(page)
    expect(page.locator(f"{W} [data-role=speed]")).to_have_value("slow")
    # slow: the bot's move waits on the felt a while (the prompt says the bots are playing)
    focus_game(page)
    page.keyboard.press("1")
    expect(page.locator(f"{W} [data-role=prompt]")).to_have_text(EN["play-table.prompt.wait"])
    page.wait_for_timeout(900)
    expect(page.locator(W)).to_have_attribute("data-busy", "true")
    wait_idle(page)
    open_setup(page)
    page.locator(f"{W} [data-role=speed]").select_option("normal")
