"""Puzzles that lead on, in a real browser: the learner's record kept in the browser marks the
gallery's puzzles, counts the first-try streak, offers the next puzzle not solved yet, and is
cleared only after asking. The record's pure parts are in tests/js/teach.test.mjs."""

from __future__ import annotations

from conftest import ConsoleLog, engine_result, open_page, settle, strings
from playwright.sync_api import Page, expect

PUZZLE = "[data-widget=puzzle]"
GALLERY = "[data-widget=puzzle-gallery]"


def gallery_order() -> list[str]:
    listing = engine_result("puzzle_list")
    return [p["id"] for topic in listing["topics"]
            for p in sorted((q for q in listing["puzzles"] if q["topic"] == topic),
                            key=lambda q: q["level"])]


def answer(page: Page, value: str) -> None:
    before = settle(page, PUZZLE)
    page.locator(f"{PUZZLE} [data-answer='{value}']:not([aria-disabled=true])").click()
    settle(page, PUZZLE, before)


def solve(page: Page, puzzle_id: str, *, miss_first: bool) -> None:
    """Answer a who-and-why gallery puzzle: right away, or after one wrong "who"."""
    solution = engine_result("puzzle_check", puzzle=puzzle_id, reveal=True)["solution"]
    right = "none" if solution["who"] is None else str(solution["who"])
    if miss_first:
        wrong = next(b.get_attribute("data-answer") for b in
                     page.locator(f"{PUZZLE} .truco-puzzle__answers button").all()
                     if b.get_attribute("data-answer") != right)
        assert wrong is not None
        answer(page, wrong)
    answer(page, right)
    answer(page, solution["why"])
    expect(page.locator(f"{PUZZLE} .truco-puzzle__solution")).to_be_visible()


def test_the_record_marks_the_gallery_and_the_puzzle_page_leads_on(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page, en = shared_page, strings("en")
    order = gallery_order()
    total = len(order)
    open_page(page, base_url, "en", "puzzles")
    page.evaluate("localStorage.clear()")
    open_page(page, base_url, "en", "puzzles")
    settle(page, GALLERY)
    gallery = page.locator(GALLERY)
    expect(gallery.locator(".truco-gallery__record-count")).to_have_text(
        en["gallery.record.none"].format(total=total))
    expect(gallery.locator("[data-role=reset]")).to_be_hidden()
    onward = gallery.locator("[data-role=next-unsolved]")
    expect(onward).to_have_text(en["gallery.record.start"])

    # the first puzzle at the first try: a streak of one, and "next" leads to the second
    onward.click()
    page.wait_for_url(f"**/puzzle/**puzzle.p={order[0]}*")
    settle(page, PUZZLE)
    solve(page, order[0], miss_first=False)
    record = page.locator(f"{PUZZLE} .truco-puzzle__record")
    expect(record).to_have_text(en["puzzle.record"].format(solved=1, total=total, streak=1))
    before = settle(page, PUZZLE)
    page.locator(f"{PUZZLE} .truco-puzzle__card button", has_text=en["puzzle.next-puzzle"]).click()
    settle(page, PUZZLE, before)
    expect(page.locator(PUZZLE)).to_have_attribute("data-puzzle", order[1])
    assert f"puzzle.p={order[1]}" in page.url
    expect(page.locator(f"{PUZZLE} .truco-puzzle__title, {PUZZLE} h3").first).to_be_focused()
    # the second after a miss: solved, and the run of first tries is over
    solve(page, order[1], miss_first=True)
    expect(record).to_have_text(en["puzzle.record"].format(solved=2, total=total, streak=0))

    # back in the gallery: both marked, counted, the next unsolved offered, a filter for the rest
    open_page(page, base_url, "en", "puzzles")
    settle(page, GALLERY)
    expect(gallery.locator(f"li[data-puzzle='{order[0]}']")).to_have_attribute("data-mark", "first-try")
    expect(gallery.locator(f"li[data-puzzle='{order[0]}'] .truco-gallery__mark")).to_have_text(
        en["gallery.mark.first-try"])
    expect(gallery.locator(f"li[data-puzzle='{order[1]}']")).to_have_attribute("data-mark", "solved")
    assert gallery.locator(f"li[data-puzzle='{order[2]}']").get_attribute("data-mark") is None
    expect(gallery.locator(".truco-gallery__record-count")).to_have_text(en["gallery.record.count"].format(
        solved=2, total=total, first=1, streak=0, best=1))
    topic = engine_result("puzzle_list")["topics"][0]
    n_topic = sum(1 for p in engine_result("puzzle_list")["puzzles"] if p["topic"] == topic)
    expect(gallery.locator(f"section[data-topic='{topic}'] [data-role=topic-progress]")).to_have_text(
        en["gallery.topic-progress"].format(solved=2, total=n_topic))
    expect(onward).to_have_text(en["gallery.record.continue"])
    assert f"puzzle.p={order[2]}" in (onward.get_attribute("href") or "")
    gallery.locator("select[data-role=filter-status]").select_option("unsolved")
    expect(gallery.locator(".truco-gallery__item")).to_have_count(total - 2)
    assert "puzzle-gallery.status=unsolved" in page.url
    gallery.locator("select[data-role=filter-status]").select_option("solved")
    expect(gallery.locator(".truco-gallery__item")).to_have_count(2)
    gallery.locator("select[data-role=filter-status]").select_option("")

    # clearing asks first, keeps the record on "no", and the question never sits where "next" was
    reset = gallery.locator("[data-role=reset]")
    reset.click()
    expect(gallery.locator("[data-role=reset-no]")).to_be_focused()
    assert gallery.locator("[data-role=reset-yes]").bounding_box() != onward.bounding_box()
    gallery.locator("[data-role=reset-no]").click()
    expect(reset).to_be_focused()
    expect(gallery.locator(f"li[data-puzzle='{order[0]}']")).to_have_attribute("data-mark", "first-try")
    reset.click()
    gallery.locator("[data-role=reset-yes]").click()
    expect(gallery.locator(".truco-gallery__record-count")).to_have_text(en["gallery.record.wiped"])
    assert gallery.locator(".truco-gallery__item[data-mark]").count() == 0
    assert page.evaluate("JSON.parse(localStorage.getItem('truco-lab.puzzles-solved')).marks") == {}
    console.assert_clean()


def test_a_hint_comes_before_the_answer_and_a_hinted_solve_is_no_first_try(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page, es = shared_page, strings("es")
    order = gallery_order()
    open_page(page, base_url, "es", "puzzles")
    page.evaluate("localStorage.clear()")
    open_page(page, base_url, "es", "puzzle", f"?puzzle.p={order[0]}")
    settle(page, PUZZLE)
    card = page.locator(f"{PUZZLE} .truco-puzzle__card")
    expect(card.locator("[data-role=hint]")).to_be_visible()
    expect(card.locator("[data-role=reveal]")).to_be_hidden()
    hint = engine_result("puzzle_hint", puzzle=order[0])
    solution = engine_result("puzzle_check", puzzle=order[0], reveal=True)["solution"]
    before = settle(page, PUZZLE)
    card.locator("[data-role=hint]").click()
    settle(page, PUZZLE, before)
    box = card.locator(".truco-puzzle__hint")
    expect(box).to_be_visible()
    expect(box).to_contain_text(es["puzzle.hint-label"])
    if hint["code"] == "hint-manilhas":
        expect(box).to_contain_text(hint["params"]["rank"])
    assert es[f"puzzle.why.{solution['why']}"] not in box.inner_text()  # the rule, not the answer
    expect(card.locator("[data-role=hint]")).to_be_hidden()
    expect(card.locator("[data-role=reveal]")).to_be_visible()  # a hint first, then the answer
    expect(card.locator(".truco-puzzle__solution")).to_be_hidden()
    solve(page, order[0], miss_first=False)
    record = page.evaluate("JSON.parse(localStorage.getItem('truco-lab.puzzles-solved'))")
    assert record["marks"] == {order[0]: "solved"} and record["streak"] == 0
    console.assert_clean()
