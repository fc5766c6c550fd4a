"""The teachers' tools in a real browser: the position editor, puzzles, the gallery, the set and the
worksheet (docs/*/editor.md, puzzles.md, teachers.md).

What only a browser shows: a teacher builds a 4-player position with a score, a few moves (one of
them refused by the engine, with the reason) and a question, and the link opens it as a puzzle in
the student's language; each link of the editor opens where it says; keyboard-only use of the
editor; the puzzle page never holds a hidden card or the answer before the student answers;
hostile puzzle links give a clear message and a working page; the gallery's filters and the set;
the worksheet's answer key on a page of its own; axe-core in light and dark; a phone viewport.
The words are checked in Node for every gallery puzzle and language (tests/js/teach.test.mjs);
the answers in pytest (tests/engine/test_gallery.py, test_puzzles.py). One language per test.
"""

from __future__ import annotations

import base64
import json
import re
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from conftest import (
    ConsoleLog,
    axe_violations,
    engine_result,
    open_page,
    page_path,
    settle,
    strings,
    tab_to,
    use_palette,
)
from playwright.sync_api import Locator, Page, expect

from truco.teach.puzzles import MAX_TITLE, Puzzle

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

EDITOR = "[data-widget=scenario-editor]"
PUZZLE = "[data-widget=puzzle]"
GALLERY = "[data-widget=puzzle-gallery]"
SET = "[data-widget=puzzle-set]"
#: The 4-player deal the teacher builds (vira first, then seats 1 to 4, three cards each).
DEAL = ["4h", "3c", "Kh", "6s", "5d", "Qs", "Jc", "2h", "7c", "4s", "Ac", "6d", "Qh"]


def hidden_in(html: str, cards: list[str]) -> list[str]:
    """The cards of ``cards`` named anywhere in ``html`` (attributes included)."""
    return [c for c in cards if re.search(rf"(?<![A-Za-z0-9]){c}(?![A-Za-z0-9])", html)]


#: The widget's HTML without the list of the four manilhas (which names cards that are nobody's).
WITHOUT_MANILHAS = """w => { const c = w.cloneNode(true);
  c.querySelectorAll('[data-role=manilhas]').forEach((m) => m.remove()); return c.outerHTML; }"""


def ids(items: Locator) -> list[str]:
    """The ``data-puzzle`` of each element."""
    found: list[str] = items.evaluate_all("es => es.map(e => e.dataset.puzzle)")
    return found


def open_editor(page: Page, base_url: str, lang: str, query: str = "") -> None:
    open_page(page, base_url, lang, "editor", query)
    settle(page, EDITOR)


def click_and_settle(page: Page, selector: str, root: str = EDITOR) -> None:
    before = settle(page, root)
    page.locator(selector).first.click()
    settle(page, root, before)


def select_and_settle(page: Page, role: str, value: str) -> None:
    before = settle(page, EDITOR)
    page.locator(f"{EDITOR} select[data-role={role}]").select_option(value)
    settle(page, EDITOR, before)


def play(page: Page, action: str) -> None:
    click_and_settle(page, f"{EDITOR} .truco-editor__moves > [data-action='{action}']")


# --- the editor: a teacher's position, a question, a link in the student's language ------------------


def test_a_teacher_builds_a_four_player_puzzle_that_opens_in_the_students_language(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    en = strings("en")
    open_editor(page, base_url, "en")
    select_and_settle(page, "players", "4")
    select_and_settle(page, "score-0", "5")
    select_and_settle(page, "score-1", "3")
    select_and_settle(page, "dealer", "1")
    for card in DEAL:  # each card goes to the next empty slot
        click_and_settle(page, f"{EDITOR} .truco-editor__pick[data-card='{card}']")
    editor = page.locator(EDITOR)
    expect(editor).to_have_attribute("data-complete", "true")
    # a card cannot be dealt twice: the palette says where it is
    dealt = page.locator(f"{EDITOR} .truco-editor__pick[data-card='5d']")
    expect(dealt).to_have_attribute("aria-disabled", "true")
    assert "player 2" in (dealt.get_attribute("aria-label") or "")
    # the mão (player 3) may not cover in round 1: the engine refuses, in words
    page.locator(f"{EDITOR} .truco-editor__others summary").click()
    click_and_settle(page, f"{EDITOR} .truco-editor__others [data-action='cover 2h']")
    # ... next to the button that was pressed (issue 19), not at the top of the editor
    refused = page.locator(f"{EDITOR} .truco-editor__others [data-role=move-refused]")
    expect(refused).to_contain_text(
        en["reason.cover-too-early"].replace("{round}", "1").replace("{from_round}", "2"))
    tried = page.locator(f"{EDITOR} .truco-editor__others [data-action='cover 2h']").bounding_box()
    said = refused.bounding_box()
    assert tried and said and 0 <= said["y"] - tried["y"] < 400, (tried, said)
    for action in ("play 2h", "play Ac", "play 3c"):
        play(page, action)
    play(page, "raise")  # player 2 raises ... and the teacher takes it back
    click_and_settle(page, f"{EDITOR} [data-role=undo]")
    play(page, "play 5d")
    code = editor.get_attribute("data-code") or ""
    assert code.endswith(".a2h-Ac-3c-5d") and ".p4.s5-3.d1." in code
    # the question: who wins this round, seen from player 3's seat, with a note
    select_and_settle(page, "kind", "round")
    select_and_settle(page, "seat", "2")
    note = "Watch the vira!"
    before = settle(page, EDITOR)
    page.locator(f"{EDITOR} [data-role=note]").fill(note)
    settle(page, EDITOR, before)
    expect(page.locator(f"{EDITOR} [data-role=question-status]")).to_have_attribute("data-state", "ready")
    page.locator(f"{EDITOR} select[data-role=lang]").select_option("pt")
    href = page.locator(f"{EDITOR} [data-link=puzzle] a").get_attribute("href") or ""
    parts = urlsplit(href)
    assert parts.path == "/" + page_path("pt", "puzzles")
    sealed = parse_qs(parts.query)["puzzle.p"][0]
    assert "2h" not in sealed and Puzzle.from_code(sealed).note == note
    # the editor's own link keeps the puzzle (reopened later with every card)
    assert "scenario-editor.p=" + sealed in page.url
    # the student opens it, in Portuguese
    pt = strings("pt")
    page.goto(href)
    settle(page, PUZZLE)
    puzzle = page.locator(PUZZLE)
    expect(puzzle.locator(".truco-puzzle__question").first).to_have_text(pt["puzzle.ask.round"])
    expect(puzzle.locator(".truco-puzzle__note-text")).to_have_text(note)
    html = puzzle.evaluate("w => w.outerHTML")
    # player 3 holds 7c and 4s; nobody else's unplayed card is in the page
    assert hidden_in(html, ["Kh", "6s", "Qs", "Jc", "6d", "Qh"]) == []
    assert hidden_in(html, ["7c", "4s", "2h", "Ac", "3c", "5d"]) == ["7c", "4s", "2h", "Ac", "3c", "5d"]
    click_and_settle(page, f"{PUZZLE} [data-answer='0']", PUZZLE)
    expect(puzzle.locator(".truco-puzzle__feedback")).to_contain_text(pt["puzzle.try-again"])
    expect(puzzle.locator(".truco-puzzle__solution")).to_be_hidden()
    click_and_settle(page, f"{PUZZLE} [data-answer='1']", PUZZLE)
    expect(puzzle.locator(".truco-puzzle__feedback")).to_have_text(pt["puzzle.right-why"])
    click_and_settle(page, f"{PUZZLE} [data-answer='manilha-beats-ordinary']", PUZZLE)
    expect(puzzle.locator(".truco-puzzle__solution")).to_be_visible()
    expect(puzzle.locator(".truco-puzzle__solution h3")).to_be_focused()


def test_a_title_names_the_teachers_puzzle_in_the_preview_its_page_and_the_set(
        shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """UX finding 23: a teacher's own puzzle gets a title of their choosing (the engine checks it,
    as it checks the note), shown where the student and the teacher meet the puzzle."""
    page = shared_page
    en = strings("en")
    tie = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h"  # round 1: 3c and 3h
    title = "Two threes <b>tie</b>: then what?"
    note = "Think about ties before you answer."
    open_editor(page, base_url, "en", f"?scenario-editor.s={tie}")
    page.evaluate("() => localStorage.removeItem('truco-lab.puzzle-set')")
    select_and_settle(page, "kind", "round")
    field = page.locator(f"{EDITOR} [data-role=title]")
    status = page.locator(f"{EDITOR} [data-role=question-status]")
    # the title sits above the note, with a count of its characters like the note's
    assert field.evaluate("e => e.compareDocumentPosition(e.closest('section')"
                          ".querySelector('[data-role=note]')) & Node.DOCUMENT_POSITION_FOLLOWING")
    assert field.get_attribute("maxlength") == str(MAX_TITLE)
    # a tab is refused by the engine, and said next to the title
    before = settle(page, EDITOR)
    field.fill("Two\tthrees")
    settle(page, EDITOR, before)
    expect(status).to_have_attribute("data-state", "refused")
    expect(status).to_have_text(en["reason.puzzle-title-control"])
    expect(field).to_have_attribute("aria-invalid", "true")
    assert status.evaluate("s => s.previousElementSibling.id") == field.get_attribute("aria-describedby")
    # a good title, and a note: the puzzle is made, and the preview shows both
    before = settle(page, EDITOR)
    field.fill(title)
    settle(page, EDITOR, before)
    expect(page.locator(f"{EDITOR} #{field.get_attribute('aria-describedby')}")).to_have_text(
        en["editor.question.count"].replace("{n}", str(len(title))).replace("{max}", str(MAX_TITLE)))
    before = settle(page, EDITOR)
    page.locator(f"{EDITOR} [data-role=note]").fill(note)
    settle(page, EDITOR, before)
    expect(status).to_have_attribute("data-state", "ready")
    expect(field).not_to_have_attribute("aria-invalid", "true")
    page.locator(f"{EDITOR} .truco-editor__preview summary").click()
    expect(page.locator(f"{EDITOR} [data-role=preview-title]")).to_have_text(title)
    expect(page.locator(f"{EDITOR} [data-role=preview-note]")).to_contain_text(note)
    code = page.locator(EDITOR).get_attribute("data-puzzle") or ""
    assert Puzzle.from_code(code).title == title
    # the editor's own link reopens the puzzle with its title
    again = page.locator(f"{EDITOR} [data-link=editor] a").get_attribute("href") or ""
    page.locator(f"{EDITOR} [data-role=add-to-set]").click()
    open_editor(page, base_url, "en", "?" + urlsplit(again).query)
    expect(page.locator(f"{EDITOR} [data-role=title]")).to_have_value(title)
    expect(page.locator(f"{EDITOR} [data-role=note]")).to_have_value(note)
    # the student's page: the title is the heading, the kind's question stays the question
    href = page.locator(f"{EDITOR} [data-link=puzzle] a").get_attribute("href") or ""
    open_page(page, base_url, "en", "puzzles", "?" + urlsplit(href).query)
    settle(page, PUZZLE)
    expect(page.locator(f"{PUZZLE} h2.truco-puzzle__title")).to_have_text(title)
    expect(page.locator(f"{PUZZLE} .truco-puzzle__question").first).to_have_text(en["puzzle.ask.round"])
    assert page.locator(f"{PUZZLE} b").count() == 0  # plain text, never markup
    # the teacher's set names it by its title
    open_page(page, base_url, "en", "teachers")
    settle(page, SET)
    name = page.locator(f"{SET} .truco-set__item[data-puzzle='{code}'] .truco-set__name")
    expect(name).to_contain_text(title)
    expect(name).not_to_contain_text(note)
    page.evaluate("() => localStorage.removeItem('truco-lab.puzzle-set')")


def test_every_link_of_the_editor_opens_where_it_says(shared_page: Page, console: ConsoleLog,
                                                        base_url: str) -> None:
    page = shared_page
    code = "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.a3c-raise"  # player 2 raised: player 1 answers
    open_editor(page, base_url, "es", f"?scenario-editor.s={code}")
    links = {item.get_attribute("data-link"): item.locator("a").first.get_attribute("href")
             for item in page.locator(f"{EDITOR} .truco-teach-link").all()}
    assert set(links) == {"play", "analysis", "showcase", "editor"}  # no question: no puzzle link
    assert links["play"] == f"{base_url}play/?s={code}"
    assert links["analysis"] == f"{base_url}analysis/?s={code}"
    assert links["showcase"] == f"{base_url}truco/?ladder.s={code}"  # a raise: the ladder
    assert links["editor"] == f"{base_url}editor/?scenario-editor.s={code}"
    assert page.locator(f"{EDITOR} .truco-editor__code-input").input_value() == code
    # the ladder opens at the position, by instant navigation
    open_page(page, base_url, "es", "truco", f"?ladder.s={code}")
    settle(page, "[data-widget=ladder]")
    expect(page.locator("[data-widget=ladder]")).to_have_attribute("data-code", code)
    # the Play page goes on from it: the person is player 1 and must answer the raise
    open_page(page, base_url, "es", "play", "?" + urlsplit(links["play"] or "").query)
    page.wait_for_function("() => document.querySelector('[data-widget=play-table]')"
                           "?.dataset.state === 'ready'")
    expect(page.locator("[data-widget=play-table] [data-action=accept]").first).to_be_visible()
    # the editor's link reopens the same position, and a question turns it into a puzzle link
    open_editor(page, base_url, "es", f"?scenario-editor.s={code}")
    select_and_settle(page, "kind", "play")
    expect(page.locator(f"{EDITOR} select[data-role=seat]")).to_be_disabled()
    expect(page.locator(f"{EDITOR} [data-role=question-status]")).to_have_attribute("data-state", "ready")
    href = page.locator(f"{EDITOR} [data-link=puzzle] a").get_attribute("href") or ""
    assert href.startswith(f"{base_url}puzzles/?puzzle.p=Q1")
    # a question that does not fit is refused with the reason
    select_and_settle(page, "kind", "hand")
    es = strings("es")
    expect(page.locator(f"{EDITOR} [data-role=question-status]")).to_have_text(es["reason.puzzle-needs-end"])
    expect(page.locator(f"{EDITOR} [data-link=puzzle]")).to_have_count(0)


def test_the_editor_opens_any_link_and_refuses_what_it_cannot_read(shared_page: Page, console: ConsoleLog,
                                                                   base_url: str) -> None:
    page = shared_page
    en = strings("en")
    open_editor(page, base_url, "en")
    status = page.locator(f"{EDITOR} [data-role=open-status]")
    page.locator(f"{EDITOR} .truco-editor__open summary").click()
    field = page.locator(f"{EDITOR} .truco-editor__open-input")

    def open_text(text: str) -> None:
        before = settle(page, EDITOR)
        field.fill(text)
        page.locator(f"{EDITOR} [data-role=open]").click()
        page.wait_for_function("""([sel, n]) => { const w = document.querySelector(sel);
            return Number(w.dataset.answers) > n
              || w.querySelector('[data-role=open-status]').textContent; }""", arg=[EDITOR, before])
        settle(page, EDITOR)

    open_text("<img src=x onerror=alert(1)>")
    expect(status).to_have_text(en["editor.open.unreadable"])
    open_text("https://example.org/cards/?card-duel.vira=7d")
    expect(status).to_have_text(en["editor.open.no-position"])
    open_text("v1.paulista.p2.s0-0.d1.v7d.h3c3c4s-3hKsQd")  # a card dealt twice
    expect(status).to_contain_text(en["reason.duplicate-card"].replace("{card}", "3♣"))
    # a puzzle link of the site opens with its position and its question
    open_text(f"{base_url}en/puzzle/?puzzle.p=exposed-2,ties-1")
    expect(status).to_contain_text(en["editor.open.done"])
    expect(page.locator(f"{EDITOR} select[data-role=kind]")).to_have_value("hand")
    expect(page.locator(f"{EDITOR} select[data-role=preset]")).to_have_value("paulista-fpt")
    expect(page.locator(f"{EDITOR} [data-role=question-status]")).to_have_attribute("data-state", "ready")
    assert page.locator(f"{EDITOR} .truco-editor__slot[data-card]").count() == 7  # the vira and 2 x 3
    # a hostile link to the editor itself: a clear message and an empty table
    open_editor(page, base_url, "en", "?scenario-editor.p=" + quote("Q1<script>alert(1)</script>"))
    expect(page.locator(f"{EDITOR} .truco-teach-notice")).to_contain_text(en["reason.bad-puzzle"])
    expect(page.locator(EDITOR)).to_have_attribute("data-complete", "false")


def test_the_editor_by_keyboard_alone(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    open_editor(page, base_url, "en")
    key = page.keyboard.press
    # the deck is one tab stop; arrows move in it, Enter deals to the selected slot (the vira)
    tab_to(page, f"{EDITOR} .truco-editor__pick")
    assert page.evaluate("() => document.activeElement.dataset.card") == "4c"
    key("ArrowDown")  # 4h
    key("ArrowRight")  # 5h
    key("Enter")
    settle(page, EDITOR)
    expect(page.locator(f"{EDITOR} [data-slot=vira]")).to_have_attribute("data-card", "5h")
    assert page.evaluate("() => document.activeElement.dataset.card") == "5h"  # focus stays on the deck
    key("End")  # 3h
    key("Enter")
    settle(page, EDITOR)
    expect(page.locator(f"{EDITOR} [data-slot='0.0']")).to_have_attribute("data-card", "3h")
    # Delete on a slot takes its card back
    tab_to(page, f"{EDITOR} [data-slot='0.0']")
    key("Delete")
    settle(page, EDITOR)
    expect(page.locator(f"{EDITOR} [data-slot='0.0']")).not_to_have_attribute("data-card", "3h")
    expect(page.locator(f"{EDITOR} [data-slot='0.0']")).to_be_focused()
    tab_to(page, f"{EDITOR} [data-role=random]")
    key("Enter")
    settle(page, EDITOR)
    expect(page.locator(EDITOR)).to_have_attribute("data-complete", "true")
    # the engine dealt the empty slots around the card already placed
    expect(page.locator(f"{EDITOR} [data-slot=vira]")).to_have_attribute("data-card", "5h")
    # a move by keyboard; the focus goes to the next choices
    tab_to(page, f"{EDITOR} .truco-editor__moves > button")
    action = page.evaluate("() => document.activeElement.dataset.action")
    key("Enter")
    settle(page, EDITOR)
    code = page.locator(EDITOR).get_attribute("data-code") or ""
    assert code.endswith(".a" + action.replace("play ", ""))
    assert page.evaluate("() => !!document.activeElement.closest('.truco-editor__moves')")
    # the question by keyboard
    tab_to(page, f"{EDITOR} select[data-role=kind]")
    key("ArrowDown")  # "what do you play?"
    settle(page, EDITOR)
    expect(page.locator(f"{EDITOR} [data-role=question-status]")).to_have_attribute("data-state", "ready")
    tab_to(page, f"{EDITOR} [data-link=puzzle] a")


# --- puzzles: nothing hidden, nothing of the answer before an answer ------------------------------


@pytest.mark.parametrize("puzzle_id", ["truco-8", "eleven-7", "covering-4", "exposed-5"])
def test_a_puzzle_holds_no_hidden_card_and_no_answer_before_it_is_answered(
        shared_page: Page, console: ConsoleLog, base_url: str, puzzle_id: str) -> None:
    page = shared_page
    open_page(page, base_url, "en", "puzzles", f"?puzzle.p={puzzle_id}")
    settle(page, PUZZLE)
    puzzle = Puzzle.from_code(engine_result("puzzle_open", puzzle=puzzle_id)["code"])
    hand = puzzle.hand()
    hidden = [str(c) for seat, held in enumerate(hand.hands) if seat != puzzle.seat
              and not (hand.decider == puzzle.seat and hand.players == 4 and seat == (puzzle.seat + 2) % 4)
              for c in held]
    hidden += [str(p.card) for r in hand.rounds for p in r.plays if p.covered and p.seat != puzzle.seat]
    solution = engine_result("puzzle_check", puzzle=puzzle_id, reveal=True)["solution"]
    html = page.locator(PUZZLE).evaluate(WITHOUT_MANILHAS)
    assert hidden_in(html, hidden) == []
    assert "truco-puzzle__solution-line" not in html and "truco-puzzle__table" not in html
    ruling = solution["ruling"]["code"] if "ruling" in solution else None
    if ruling:
        sentence = strings("en")[f"reason.{ruling}"].split("{")[0]
        assert sentence.strip() not in page.locator(PUZZLE).inner_text()
    point = solution["point"]["en"]  # the teaching point: with the solution, never before
    assert point not in page.locator(PUZZLE).inner_text()
    # "show the answer" (after a try) brings the solution, and only then
    first = page.locator(f"{PUZZLE} :is(.truco-puzzle__answers button, .truco-puzzle__points-input)").first
    if first.evaluate("e => e.tagName") == "INPUT":
        first.fill(str((solution["points"] + 1) % 12))
        click_and_settle(page, f"{PUZZLE} [data-role=check]", PUZZLE)
    else:
        right = solution.get("action") or ("none" if solution.get("who") is None else str(solution["who"]))
        wrong = next(b for b in page.locator(f"{PUZZLE} .truco-puzzle__answers button").all()
                     if b.get_attribute("data-answer") != right)
        before = settle(page, PUZZLE)
        wrong.click()
        settle(page, PUZZLE, before)
    expect(page.locator(f"{PUZZLE} .truco-puzzle__solution")).to_be_hidden()
    assert point not in page.locator(PUZZLE).inner_text()
    click_and_settle(page, f"{PUZZLE} [data-role=reveal]", PUZZLE)
    expect(page.locator(f"{PUZZLE} .truco-puzzle__solution")).to_be_visible()
    expect(page.locator(f"{PUZZLE} .truco-puzzle__solution")).to_contain_text(point)
    assert hidden_in(page.locator(PUZZLE).evaluate(WITHOUT_MANILHAS), hidden) == []  # the solution neither


def sealed(data: dict[str, object]) -> str:
    return "Q1" + base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def test_hostile_puzzle_links_give_a_clear_message_and_a_working_page(shared_page: Page, console: ConsoleLog,
                                                                       base_url: str) -> None:
    page = shared_page
    en = strings("en")
    tie = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h"
    note = '<img src=x onerror="alert(1)"><script>alert(2)</script> & &amp;'
    scripted = Puzzle.from_json({"scenario": tie, "kind": "round", "note": note}).to_code()
    unknown_kind = sealed({"scenario": tie, "kind": "<b onmouseover=alert(3)>why</b>"})
    refs = ",".join([scripted, unknown_kind, "Q1!!!!", "no-such-puzzle", "<svg/onload=alert(4)>"])
    query = "?puzzle.p=" + quote(refs) + "&puzzle.title=" + quote("<i>x</i>")
    open_page(page, base_url, "en", "puzzles", query)
    settle(page, PUZZLE)
    widget = page.locator(PUZZLE)
    # the unreadable items are left out and said so; the note is text, never markup
    dropped = en["puzzle.link.dropped"].replace("{n}", "2")
    expect(widget.locator(".truco-teach-notice").first).to_have_text(dropped)
    expect(widget.locator(".truco-puzzle__note-text")).to_have_text(note)
    expect(widget.locator(".truco-puzzle__set-title")).to_have_text("<i>x</i>")
    assert widget.locator("img, script, svg, i, b").count() == 0
    # a puzzle the engine refuses: its place in the sequence says why, the others work
    click_and_settle(page, f"{PUZZLE} [data-role=next]", PUZZLE)
    failed = widget.locator(".truco-puzzle__card--error .truco-teach-notice")
    expect(failed).to_contain_text(en["reason.puzzle-kind"])
    click_and_settle(page, f"{PUZZLE} [data-role=next]", PUZZLE)
    expect(failed).to_contain_text(en["reason.unknown-puzzle"])
    click_and_settle(page, f"{PUZZLE} [data-role=previous]", PUZZLE)
    click_and_settle(page, f"{PUZZLE} [data-role=previous]", PUZZLE)
    expect(widget.locator(".truco-puzzle__question").first).to_have_text(en["puzzle.ask.round"])
    # nothing readable at all: the message, and the gallery's next puzzle to work on
    open_page(page, base_url, "en", "puzzles", "?puzzle.p=%3Cscript%3E&puzzle.n=-4")
    settle(page, PUZZLE)
    expect(widget.locator(".truco-teach-notice").first).to_have_text(en["puzzle.link.none"])
    expect(widget).to_have_attribute("data-puzzle", "manilhas-1")
    # a number past the end opens the last puzzle
    open_page(page, base_url, "en", "puzzles", "?puzzle.p=ties-1,ties-2&puzzle.n=999")
    settle(page, PUZZLE)
    expect(widget).to_have_attribute("data-puzzle", "ties-2")


# --- the gallery, the set, the worksheet ------------------------------------------------------------


def point_of(puzzle_id: str) -> dict[str, str]:
    from truco.teach.puzzles import point

    found = point(puzzle_id)
    assert found is not None
    return found


def test_gallery_filters_thumbnails_and_the_teachers_set(shared_page: Page, console: ConsoleLog,
                                                        base_url: str) -> None:
    page = shared_page
    listing = engine_result("puzzle_list")
    open_page(page, base_url, "pt", "puzzles")
    page.evaluate("() => localStorage.removeItem('truco-lab.puzzle-set')")
    open_page(page, base_url, "pt", "puzzles", "?puzzle-gallery.topic=ties")
    settle(page, GALLERY)
    gallery = page.locator(GALLERY)
    ties = [p["id"] for p in listing["puzzles"] if p["topic"] == "ties"]
    assert sorted(ids(gallery.locator(".truco-gallery__item"))) == sorted(ties)
    gallery.locator("select[data-role=filter-topic]").select_option("")
    gallery.locator("select[data-role=filter-rules]").select_option("mineiro")
    mineiro = [p["id"] for p in listing["puzzles"] if p["preset"] == "mineiro"]
    assert ids(gallery.locator(".truco-gallery__item")) == mineiro
    assert "puzzle-gallery.rules=mineiro" in page.url and "puzzle-gallery.topic" not in page.url
    gallery.locator("select[data-role=filter-rules]").select_option("")
    assert gallery.locator(".truco-gallery__item").count() == len(listing["puzzles"])
    # no teaching point before a puzzle is tried (several state the answer): the puzzle page
    # shows it with the solution
    text = gallery.inner_text()
    assert all("point" not in p for p in listing["puzzles"])
    assert [p["id"] for p in listing["puzzles"] if point_of(p["id"])["pt"] in text] == []
    # each thumbnail shows what the student sees: never another seat's hidden card
    for item in listing["puzzles"][:12]:
        thumb = gallery.locator(f"[data-puzzle='{item['id']}'] .truco-teach-thumb")
        shown = thumb.evaluate("t => [...t.querySelectorAll('[data-role=hand] .truco-card')]"
                               ".map(c => c.dataset.card || null)")
        assert shown == (item["thumb"]["hand"] or [None] * item["thumb"]["held"][item["thumb"]["seat"]])
    # the set: two gallery puzzles, then the teachers' page orders them and links them
    for ref in ("ties-3", "manilhas-2"):
        gallery.locator(f"[data-puzzle='{ref}'] [data-role=toggle-set]").click()
    toggle = gallery.locator("[data-puzzle='ties-3'] [data-role=toggle-set]")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    solve = gallery.locator("[data-role=set-solve]").get_attribute("href") or ""
    assert solve.endswith("/pt/puzzles/?puzzle.p=ties-3,manilhas-2")
    open_page(page, base_url, "pt", "teachers")
    settle(page, SET)
    widget = page.locator(SET)
    assert ids(widget.locator(".truco-set__item")) == ["ties-3", "manilhas-2"]
    widget.locator("[data-puzzle='manilhas-2'] [data-role=up]").click()
    expect(widget.locator("[data-puzzle='manilhas-2'] [data-role=down]")).to_be_focused()
    widget.locator("[data-role=set-title]").fill("Aula <3>")
    widget.locator(".truco-set__add-input").fill(f"{base_url}pt/puzzle/?puzzle.p=iron-2")
    widget.locator("[data-role=add]").click()
    sheet = widget.locator("[data-role=open-sheet]").get_attribute("href") or ""
    assert sheet.endswith("/pt/puzzles/?puzzle.p=manilhas-2,ties-3,iron-2"
                          "&puzzle.title=Aula+%3C3%3E&puzzle.sheet=1")
    # the worksheet: every position drawn, the answer key only when asked, on its own page in print
    open_page(page, base_url, "pt", "puzzles", "?" + urlsplit(sheet).query)
    settle(page, PUZZLE)
    sheet_widget = page.locator(PUZZLE)
    expect(sheet_widget).to_have_attribute("data-mode", "sheet")
    assert sheet_widget.locator(".truco-puzzle__sheet-item").count() == 3
    expect(sheet_widget.locator(".truco-puzzle__sheet-title").first).to_have_text("Aula <3>")
    assert "truco-puzzle__key-item" not in sheet_widget.evaluate("w => w.outerHTML")
    click_and_settle(page, f"{PUZZLE} [data-role=answer-key]", PUZZLE)
    expect(sheet_widget.locator(".truco-puzzle__key-item")).to_have_count(3)
    page.emulate_media(media="print")
    try:
        key = sheet_widget.locator(".truco-puzzle__key")
        assert key.evaluate("k => getComputedStyle(k).breakBefore") == "page"
        expect(sheet_widget).to_be_visible()
        expect(sheet_widget.locator("[data-role=answer-key]")).to_be_hidden()
        expect(page.locator("article > p").first).to_be_hidden()  # only the worksheet on paper
    finally:
        page.emulate_media(media="screen")
    page.evaluate("() => localStorage.removeItem('truco-lab.puzzle-set')")


# --- axe-core in light and dark, a phone ------------------------------------------------------------


def test_axe_in_light_and_dark_and_a_phone_viewport(shared_page: Page, console: ConsoleLog,
                                                    base_url: str) -> None:
    page = shared_page
    code = "v1.paulista.p4.s5-3.d1.v4h.h3cKh6s-5dQsJc-2h7c4s-Ac6dQh.a2h-Ac-3c-5d"
    states = [
        ("editor", f"?scenario-editor.s={code}", EDITOR),
        ("puzzles", "?puzzle.p=truco-8,ties-1", PUZZLE),
        ("teachers", "?puzzle-set.p=ties-1,eleven-3", SET),
    ]
    try:
        for name, query, widget in states:
            open_page(page, base_url, "es", name, query)
            settle(page, widget)
            if name == "editor":
                select_and_settle(page, "kind", "round")
                page.locator(f"{EDITOR} .truco-editor__preview summary").click()
            if name == "puzzles":
                click_and_settle(page, f"{PUZZLE} [data-answer='fold']", PUZZLE)  # a wrong move, graded
                click_and_settle(page, f"{PUZZLE} [data-role=reveal]", PUZZLE)  # the coach's table
                # in the coach's words: its column names, its numbers, why its move
                es = strings("es")
                heads = page.locator(f"{PUZZLE} .truco-puzzle__table thead th").all_inner_texts()
                assert heads == [es[k] for k in ("coach.head.move", "coach.head.value", "coach.head.win",
                                                 "coach.head.grade")]
                cells = page.locator(f"{PUZZLE} .truco-puzzle__table tbody td:nth-child(2)")
                values = cells.all_inner_texts()
                assert all(re.fullmatch(r"[+-]?\d+,\d\d?", v) for v in values), values
                lines = page.locator(f"{PUZZLE} .truco-puzzle__solution-line").all_inner_texts()
                assert any(line.startswith("Por qué: ") for line in lines), lines
            for scheme in ("light", "dark"):
                use_palette(page, scheme)
                violations = axe_violations(page)
                assert violations == [], f"axe ({scheme}) on {name}:\n" + "\n".join(violations)
            use_palette(page, "light")
            page.set_viewport_size({"width": 390, "height": 844})
            overflow = page.evaluate("""() => [...document.querySelectorAll('[data-widget] *')]
                .filter((e) => e.getBoundingClientRect().right > innerWidth + 1
                  && !e.closest('.truco-puzzle__table-wrap'))
                .map((e) => e.className || e.tagName).slice(0, 5)""")
            assert overflow == [], f"{name} overflows a phone: {overflow}"
            page.set_viewport_size({"width": 1280, "height": 900})
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
        use_palette(page, "light")
