"""Puzzles that lead on, in a real browser, on the one puzzles page (the puzzle above, the gallery
below): the learner's record kept in the browser marks the gallery's puzzles (after a reload too),
counts them per topic and the first-try streak, and is cleared only after asking; the point comes
only with the solution; "next puzzle" goes to the next unsolved of the same topic and level, then
onwards; a hint comes before the answer; the old puzzle/ address forwards with its link; whatever
the header's rules, the gallery shows every card its counter counts. The pure parts are in
tests/js/puzzle-flow.test.mjs and tests/js/teach.test.mjs."""

from __future__ import annotations

import itertools

from conftest import ConsoleLog, engine_result, open_page, page_path, settle, strings
from playwright.sync_api import Page, expect

PUZZLE = "[data-widget=puzzle]"
GALLERY = "[data-widget=puzzle-gallery]"
PRESETS = ("paulista", "paulista-fpt", "mineiro")


def listing() -> dict:
    return engine_result("puzzle_list")


def gallery_order() -> list[str]:
    found = listing()
    return [p["id"] for topic in found["topics"]
            for p in sorted((q for q in found["puzzles"] if q["topic"] == topic),
                            key=lambda q: q["level"])]


def answer(page: Page, value: str) -> None:
    before = settle(page, PUZZLE)
    page.locator(f"{PUZZLE} [data-answer='{value}']:not([aria-disabled=true])").click()
    settle(page, PUZZLE, before)


def solve(page: Page, puzzle_id: str, *, miss_first: bool) -> None:
    """Answer a who-and-why gallery puzzle: right away, or after one wrong "who"."""
    expect(page.locator(PUZZLE)).to_have_attribute("data-puzzle", puzzle_id)
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


def next_puzzle(page: Page) -> None:
    before = settle(page, PUZZLE)
    page.locator(f"{PUZZLE} [data-role=next-puzzle]").click()
    settle(page, PUZZLE, before)


def test_the_record_marks_the_gallery_and_the_puzzle_leads_on_in_topic_and_level(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page, en = shared_page, strings("en")
    order = gallery_order()
    total = len(order)
    topic = listing()["topics"][0]
    in_topic = [p for p in listing()["puzzles"] if p["topic"] == topic]
    open_page(page, base_url, "en", "puzzles")
    page.evaluate("localStorage.clear()")
    open_page(page, base_url, "en", "puzzles")
    settle(page, PUZZLE)
    settle(page, GALLERY)
    gallery, puzzle = page.locator(GALLERY), page.locator(PUZZLE)
    expect(gallery.locator(".truco-gallery__record-count")).to_have_text(
        en["gallery.record.none"].format(total=total))
    expect(gallery.locator("[data-role=reset]")).to_be_hidden()
    expect(gallery.locator("[data-role=next-unsolved]")).to_have_text(en["gallery.record.start"])

    # the page opens on the first puzzle not solved yet; its point only comes with the solution
    expect(puzzle).to_have_attribute("data-puzzle", order[0])
    point = engine_result("puzzle_check", puzzle=order[0], reveal=True)["solution"]["point"]["en"]
    assert point not in page.locator("article.md-content__inner").inner_text()
    expect(puzzle.locator("[data-role=next-puzzle]")).to_be_hidden()
    solve(page, order[0], miss_first=False)
    expect(puzzle.locator(".truco-puzzle__point")).to_contain_text(point)
    record = puzzle.locator(".truco-puzzle__record")
    expect(record).to_have_text(en["puzzle.record"].format(solved=1, total=total, streak=1))
    # the gallery below hears of it at once: the mark, the topic's count
    card = gallery.locator(f"li[data-puzzle='{order[0]}']")
    expect(card).to_have_attribute("data-mark", "first-try")
    expect(card.locator(".truco-gallery__mark")).to_have_text(en["gallery.mark.first-try"])
    progress = gallery.locator(f"section[data-topic='{topic}'] [data-role=topic-progress]")
    expect(progress).to_have_text(en["gallery.topic-progress"].format(solved=1, total=len(in_topic)))

    # "next puzzle": the next of the same topic and level; solved after a miss ends the streak
    next_puzzle(page)
    expect(puzzle).to_have_attribute("data-puzzle", order[1])
    assert f"puzzle.p={order[1]}" in page.url
    expect(puzzle.locator(".truco-puzzle__title")).to_be_focused()
    solve(page, order[1], miss_first=True)
    expect(record).to_have_text(en["puzzle.record"].format(solved=2, total=total, streak=0))

    # a gallery title opens its puzzle at the top of the same page, without a page load; after
    # it, "next" goes back within the same topic and level before moving on to the next level
    same = [p["id"] for p in in_topic if p["level"] == 2]
    assert len(same) >= 3 and any(p["level"] == 3 for p in in_topic)
    last = [i for i in order if i in same][-1]
    page.evaluate("window.__stayed = true")
    before = settle(page, PUZZLE)
    gallery.locator(f"li[data-puzzle='{last}'] .truco-gallery__link").focus()
    page.keyboard.press("Enter")  # the keyboard alone
    settle(page, PUZZLE, before)
    expect(puzzle).to_have_attribute("data-puzzle", last)
    assert page.evaluate("window.__stayed") is True
    assert f"puzzle.p={last}" in page.url
    title = puzzle.locator(".truco-puzzle__title")
    expect(title).to_be_focused()
    assert 0 < (title.bounding_box() or {"y": -1})["y"] < 768
    solve(page, last, miss_first=False)
    expect(puzzle.locator(".truco-puzzle__solution h3")).to_be_focused()
    page.keyboard.press("Tab")  # from the solution, the next stop is "next puzzle"
    expect(puzzle.locator("[data-role=next-puzzle]")).to_be_focused()
    before = settle(page, PUZZLE)
    page.keyboard.press("Enter")
    settle(page, PUZZLE, before)
    first_of_level = next(i for i in order if i in same)
    expect(puzzle).to_have_attribute("data-puzzle", first_of_level)  # not the next level's yet

    # after a reload: the marks, the counts and the streak are kept; the plain page opens on the
    # first puzzle not solved yet
    page.reload()
    settle(page, GALLERY)
    settle(page, PUZZLE)
    expect(gallery.locator(f"li[data-puzzle='{order[0]}']")).to_have_attribute("data-mark", "first-try")
    expect(gallery.locator(f"li[data-puzzle='{order[1]}']")).to_have_attribute("data-mark", "solved")
    expect(gallery.locator(f"li[data-puzzle='{last}']")).to_have_attribute("data-mark", "first-try")
    assert gallery.locator(f"li[data-puzzle='{order[2]}']").get_attribute("data-mark") is None
    expect(gallery.locator(".truco-gallery__record-count")).to_have_text(en["gallery.record.count"].format(
        solved=3, total=total, first=2, streak=1, best=1))
    expect(progress).to_have_text(en["gallery.topic-progress"].format(solved=3, total=len(in_topic)))
    onward = gallery.locator("[data-role=next-unsolved]")
    expect(onward).to_have_text(en["gallery.record.continue"])
    assert f"puzzle.p={order[2]}" in (onward.get_attribute("href") or "")
    open_page(page, base_url, "en", "puzzles")
    settle(page, PUZZLE)
    expect(puzzle).to_have_attribute("data-puzzle", order[2])
    gallery.locator("select[data-role=filter-status]").select_option("unsolved")
    expect(gallery.locator(".truco-gallery__item")).to_have_count(total - 3)
    assert "puzzle-gallery.status=unsolved" in page.url
    gallery.locator("select[data-role=filter-status]").select_option("solved")
    expect(gallery.locator(".truco-gallery__item")).to_have_count(3)
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
    open_page(page, base_url, "es", "puzzles", f"?puzzle.p={order[0]}")
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
    assert solution["point"]["es"] not in page.locator("article.md-content__inner").inner_text()
    expect(card.locator("[data-role=hint]")).to_be_hidden()
    expect(card.locator("[data-role=reveal]")).to_be_visible()  # a hint first, then the answer
    expect(card.locator(".truco-puzzle__solution")).to_be_hidden()
    solve(page, order[0], miss_first=False)
    record = page.evaluate("JSON.parse(localStorage.getItem('truco-lab.puzzles-solved'))")
    assert record["marks"] == {order[0]: "solved"} and record["streak"] == 0
    console.assert_clean()


def test_the_old_puzzle_address_forwards_with_its_link(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """Teachers' links to puzzle/ (before the puzzles and the gallery shared a page) still work."""
    page = shared_page
    query = "?puzzle.p=ties-1,ties-2&puzzle.title=Pardas"
    page.goto(base_url + page_path("pt", "puzzle") + query)
    page.wait_for_url(base_url + page_path("pt", "puzzles") + query)
    settle(page, PUZZLE)
    puzzle = page.locator(PUZZLE)
    expect(puzzle).to_have_attribute("data-puzzle", "ties-1")
    expect(puzzle.locator(".truco-puzzle__set-title")).to_have_text("Pardas")
    expect(puzzle.locator(".truco-puzzle__count")).to_have_text(
        strings("pt")["puzzle.count"].format(n=1, total=2))
    expect(page.locator(GALLERY)).to_have_attribute("data-state", "ready")
    console.assert_clean()


#: Every choice of every filter of the gallery, and the cards the page shows for it.
SWEEP = """(combos) => {
  const g = document.querySelector('[data-widget=puzzle-gallery]');
  const pick = (name, value) => {
    const s = g.querySelector(`select[data-role=filter-${name}]`);
    s.value = value;
    s.dispatchEvent(new Event('change'));
  };
  return combos.map(([topic, rules, level, status]) => {
    pick('topic', topic); pick('rules', rules); pick('level', level); pick('status', status);
    const items = [...g.querySelectorAll('.truco-gallery__item')];
    return {
      shown: items.filter((i) => i.checkVisibility()).map((i) => i.dataset.puzzle),
      drawn: items.length,
      counter: g.querySelector('.truco-gallery__count').textContent,
    };
  });
}"""


def test_the_gallery_shows_every_card_it_counts_for_every_filter_and_header_preset(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """A site-wide rule hides the pages' per-preset blocks of other rules; it must never reach a
    gallery card: for each header preset, every choice of every filter, alone and in pairs (the
    report's "Ties, Challenge": 2 counted, 1 shown), shows exactly the cards its counter counts."""
    page, en = shared_page, strings("en")
    found = listing()
    puzzles, total = found["puzzles"], len(found["puzzles"])
    levels = [str(n) for n in found["levels"]]
    choices = [list(found["topics"]), list(PRESETS), levels, ["unsolved", "solved"]]
    combos = [["", "", "", ""]]
    for at, values in enumerate(choices):  # each filter alone
        combos += [[v if i == at else "" for i in range(4)] for v in values]
    for a, b in itertools.combinations(range(3), 2):  # topic, rules and level in pairs
        for va, vb in itertools.product(choices[a], choices[b]):
            combos.append([va if i == a else vb if i == b else "" for i in range(4)])
    try:
        for preset in PRESETS:
            open_page(page, base_url, "en", "puzzles", f"?preset={preset}")
            settle(page, GALLERY)
            expect(page.locator("html")).to_have_attribute("data-truco-preset", preset)
            # the rule still hides the pages' own blocks of the other rule sets
            for other in PRESETS:
                block = page.locator(f"#test-preset-{other}")
                if other == preset:
                    expect(block).to_be_visible()
                else:
                    expect(block).to_be_hidden()
            marks = page.evaluate("JSON.parse(localStorage.getItem('truco-lab.puzzles-solved') || '{}')"
                                  ".marks || {}")
            solved = {i for i, m in marks.items() if m in ("first-try", "solved")}
            results = page.evaluate(SWEEP, combos)
            for (topic, rule, level, status), got in zip(combos, results, strict=True):
                expected = [p["id"] for p in puzzles
                            if (not topic or p["topic"] == topic) and (not rule or p["preset"] == rule)
                            and (not level or str(p["level"]) == level)
                            and (not status or (status == "solved") == (p["id"] in solved))]
                where = (preset, topic, rule, level, status)
                assert got["counter"] == en["gallery.count"].format(n=len(expected), total=total), where
                assert sorted(got["shown"]) == sorted(expected), where
                assert got["drawn"] == len(expected), where
    finally:
        open_page(page, base_url, "en", "puzzles", "?preset=paulista")
    console.assert_clean()
