"""A first visit on a slow phone (issue 19): the Play page says at once that the rules engine is
loading, with the time it has waited, and keeps the buttons that need the engine disabled until
the table is dealt. Throttled with Chrome's DevTools protocol: CPU ×4, about 1.6 Mbit/s with
150 ms latency, in a fresh context (nothing cached)."""

from __future__ import annotations

import re

import pytest
from conftest import ConsoleLog, page_path, strings
from play_kit import W
from playwright.sync_api import Browser, expect

pytestmark = pytest.mark.browser

EN = strings("en")
SLOW = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8,
        "uploadThroughput": 750_000 / 8}


def test_a_slow_first_visit_shows_the_loading_state(browser: Browser, base_url: str) -> None:
    context = browser.new_context(base_url=base_url, viewport={"width": 390, "height": 844},
                                  is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        console = ConsoleLog(page)
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", SLOW)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
        page.goto(page_path("en", "play") + "?play-table.opponents=beginner", wait_until="commit")
        loading = page.locator(f"{W} [data-role=loading]")
        expect(loading).to_be_visible(timeout=30_000)
        expect(loading).to_contain_text(EN["engine.loading"])
        expect(loading).to_contain_text(EN["play-table.loading.first"])
        expect(loading).to_have_attribute("role", "status")
        # the engine buttons wait for it
        for role in ("copy-link", "open-position", "new-match"):
            found = page.locator(f"{W} [data-role={role}]")
            if found.count():
                expect(found.first).to_be_disabled()
        # the time waited goes up
        time_left = page.locator(f"{W} [data-role=loading-time]")
        expect(time_left).to_have_text(re.compile(r"^([3-9]|\d\d+) s$"), timeout=30_000)
        assert page.locator(W).get_attribute("data-state") != "ready"
        # the network comes back: the table is dealt, the note goes, the buttons work
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0,
                                                      "downloadThroughput": -1, "uploadThroughput": -1})
        page.wait_for_selector(f"{W}[data-state=ready]", timeout=180_000)
        expect(loading).to_have_count(0)
        expect(page.locator(f"{W} [data-role=open-position]")).to_be_enabled()
        expect(page.locator(f"{W} [data-role=felt]")).to_be_visible()
        expect(page.locator(W)).to_have_attribute("data-opponents", "beginner")
        console.assert_clean()
    finally:
        context.close()
