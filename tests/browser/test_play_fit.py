"""One screen (issue 19): on a 1366×768 laptop and a 390×844 phone, heads-up and in pairs, the
score, the felt, the reader's cards and buttons are all on screen at once, without scrolling:
mid-hand, while answering a raise, and once the hand is over. The rounds played sit beside the
felt (laptop) or under the buttons (phone), never between the felt and the reader's cards.

Each case opens a position link and measures the bounding boxes with the page at its top.

Screenshots: PLAY_TABLE_SHOTS=<dir> saves each case's whole viewport.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import ConsoleLog, new_context
from play_kit import DEAL2, DEAL4, SHOTS, W, code_of, focus_game, open_play, press
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.browser

SIZES = {"laptop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}

# the reader's turn with cards on the table; the reader answering a raise (then folding: the
# hand is over)
POSITIONS = {
    (2, "mid"): dict(deal=DEAL2, actions=("play 4s", "play 3h", "play Ks")),
    (2, "answer"): dict(deal=DEAL2, actions=("play 4s", "play 3h", "raise")),
    (4, "mid"): dict(deal=DEAL4, dealer=0, actions=("play 3h", "play 2c", "play Jc")),
    (4, "answer"): dict(deal=DEAL4, dealer=0, actions=("play 3h", "play 2c", "raise")),
}

MEASURE = """sel => {
  const r = document.querySelector(sel);
  const box = (s) => { const n = r.querySelector(s); if (!n) return null;
    const b = n.getBoundingClientRect();
    return {top: b.top, bottom: b.bottom, left: b.left, right: b.right}; };
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  return {header, height: innerHeight, width: innerWidth, scroll: scrollY,
    score: box('[data-role=board] [data-role=score]'), felt: box('[data-role=felt]'),
    hand: box('.truco-play-table__hand'), actions: box('.truco-play-table__actions'),
    rounds: box('[data-role=rounds]'), buttons: [...r.querySelectorAll('.truco-play-table__actions button')]
      .map(b => b.getBoundingClientRect().bottom)};
}"""


@pytest.fixture(scope="module", params=list(SIZES))
def sized_page(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[Page]:
    size = request.param
    phone = size == "phone"
    context = new_context(browser, base_url, viewport=SIZES[size], is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.size_name = size  # type: ignore[attr-defined]
    yield page
    context.close()


def measure(page: Page) -> dict[str, Any]:
    page.evaluate("() => window.scrollTo(0, 0)")
    found: dict[str, Any] = page.evaluate(MEASURE, W)
    return found


def assert_one_screen(m: dict[str, Any], what: str) -> None:
    assert m["scroll"] == 0, what
    for part in ("score", "felt", "hand", "actions"):
        box = m[part]
        assert box is not None, (what, part)
        assert box["top"] >= m["header"] - 1, (what, part, box, m["header"])
        assert box["bottom"] <= m["height"] + 1, (what, part, box, m["height"])
        assert box["right"] <= m["width"] + 1, (what, part, box)
    for bottom in m["buttons"]:
        assert bottom <= m["height"] + 1, (what, "a button below the fold", bottom)


def save(page: Page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


@pytest.mark.parametrize("players", [2, 4])
def test_one_screen(sized_page: Page, players: int) -> None:
    page = sized_page
    size = page.size_name  # type: ignore[attr-defined]
    for phase in ("mid", "answer"):
        spec = POSITIONS[(players, phase)]
        code = code_of(spec["deal"], dealer=spec.get("dealer"), actions=spec["actions"])  # type: ignore[arg-type]
        table = f"play-table.players={players}&play-table.opponents=heuristic&play-table.seed=1"
        open_play(page, f"s={code}&{table}")
        m = measure(page)
        assert_one_screen(m, f"{size} {players}p {phase}")
        # the settings are folded: the game comes first
        assert not page.locator(f"{W} [data-role=setup]").evaluate("d => d.open")
        if m["rounds"] is not None:
            # the rounds played: beside the felt (laptop) or under the buttons (phone)
            if size == "laptop":
                assert m["rounds"]["left"] >= m["felt"]["right"], m
            else:
                assert m["rounds"]["top"] >= m["actions"]["bottom"] - 1, m
        save(page, f"fit-{size}-{players}p-{phase}")
    # fold the raise: the hand is over, its panel on the felt, all still on one screen
    focus_game(page)
    press(page, "f")
    expect(page.locator(W)).not_to_have_attribute("data-next", "play")
    expect(page.locator(f"{W} [data-role=felt] [data-role=hand-over]")).to_be_visible()
    m = measure(page)
    assert_one_screen(m, f"{size} {players}p over")
    save(page, f"fit-{size}-{players}p-over")


def test_the_page_uses_the_width(shared_page: Page, console: ConsoleLog) -> None:
    """Play hides the sidebar and the table of contents (front matter): the game gets the width."""
    page = shared_page
    open_play(page, "")
    sidebar = page.locator(".md-sidebar--primary")
    assert sidebar.evaluate("n => n.hidden || n.getBoundingClientRect().width === 0")
    width = page.locator(W).evaluate("n => n.getBoundingClientRect().width")
    assert width > 0.75 * page.viewport_size["width"], width  # type: ignore[index]
