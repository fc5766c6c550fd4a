"""A reload in the middle of a match (issue 35, point 3): it keeps the match in progress, the
same position, score and bots, the log told again; except during a blind iron hand, whose cards
follow from the token: then nothing of the match is stored, and the reloaded page says why it
starts a new one.

Each test opens a context of its own: an empty storage.
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import pytest
from conftest import ConsoleLog, new_context
from play_kit import EN, W, wait_idle
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.browser

BLIND = "v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd"  # the iron hand, played blind


@pytest.fixture()
def fresh(browser: Browser, base_url: str) -> Iterator[Page]:
    context = new_context(browser, base_url, viewport={"width": 1280, "height": 800},
                          service_workers="block")
    page = context.new_page()
    page.set_default_timeout(30_000)
    console = ConsoleLog(page)
    yield page
    console.assert_clean()
    context.close()


def opened(page: Page, query: str = "") -> None:
    page.goto(f"en/play/?play-table.fast=1{query}")
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)


def test_a_reload_keeps_the_match_in_progress(fresh: Page) -> None:
    page = fresh
    opened(page, "&play-table.opponents=random&play-table.seed=5")
    root = page.locator(W)
    for _ in range(2):  # two moves of the reader, the bots answering
        page.locator(f"{W} [data-role=hand] [data-role=card][data-action]").first.click()
        wait_idle(page)
        if root.get_attribute("data-next") == "deal":
            page.locator(f"{W} [data-role=next]").click()
            wait_idle(page)
    before = {k: root.get_attribute(f"data-{k}") for k in ("position", "opponents", "players", "next")}
    score = page.locator(f"{W} [data-role=board] [data-role=score]").inner_text()
    log = page.locator(f"{W} [data-role=log] li").all_inner_texts()
    stored = page.evaluate("() => JSON.stringify(sessionStorage)")
    assert "truco-lab.play.match:" in stored
    page.reload()
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)
    after = {k: root.get_attribute(f"data-{k}") for k in ("position", "opponents", "players", "next")}
    assert after == before
    expect(page.locator(f"{W} [data-role=board] [data-role=score]")).to_have_text(score)
    lines = page.locator(f"{W} [data-role=log] li").all_inner_texts()
    assert EN["play-table.log.reloaded"] in lines
    assert [x for x in log if x != EN["play-table.log.new-match"]] == [
        x for x in lines if x != EN["play-table.log.reloaded"]]
    expect(page.locator(f"{W} [data-role=message]")).to_be_hidden()
    # and the match goes on
    page.locator(f"{W} [data-role=hand] [data-role=card][data-action]").first.click()
    wait_idle(page)
    expect(root).not_to_have_attribute("data-position", before["position"] or "")


def test_a_reload_in_a_blind_iron_hand_says_why_the_match_was_not_kept(fresh: Page) -> None:
    page = fresh
    opened(page, f"&s={BLIND}&play-table.opponents=random&play-table.seed=1")
    root = page.locator(W)
    position = root.get_attribute("data-position")
    # the hand is blind: nothing of the match is in the storage but the engine's reason
    stored = page.evaluate("() => Object.values(sessionStorage).join(' ')")
    assert "blind-secret" in stored and "token" not in stored
    page.reload()
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)
    message = page.locator(f"{W} [data-role=message]")
    expect(message).to_be_visible()
    expect(message).to_have_text(EN["play-table.reload.blind"])
    assert EN["play-table.reload.blind"] in page.locator(f"{W} [data-role=log] li").all_inner_texts()
    # a new match, not the blind hand again, and the link's code is gone from the address
    expect(root).not_to_have_attribute("data-position", position or "")
    assert "s" not in parse_qs(urlsplit(page.url).query)
    # it is kept in its turn: a second reload reopens it
    position = root.get_attribute("data-position")
    page.reload()
    page.wait_for_selector(f"{W}[data-state=ready]")
    wait_idle(page)
    expect(root).to_have_attribute("data-position", position or "")
    expect(message).to_be_hidden()
