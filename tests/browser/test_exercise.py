"""The rule widgets' exercise mode (kit/exercise.js) in a real browser: card-duel and the tie
explorer (docs/*/rounds.md), the covered card (covered.md), the ladder (truco.md), the vira
lookup (cards.md) and the hand of eleven (eleven.md).

What only a browser shows: keyboard-only use (the tie explorer's two-part question, from the
switch to the next question), the focus on "next" once checked and the explorer not drawn in the
exercise mode, axe-core in light and dark, a phone viewport, one colour language for right and
wrong. The exercise's behaviour against the engine (the answer nowhere in the page, the embedded
answers included, until the engine checks it; the verdict, the marks, the visit's score; the mode
remembered and carried in links; a new question under other rules; hostile links) is tested in
Node with each widget mounted by the shell's own code (tests/js/exercise-widget.test.mjs, issue
36); the wording and the grading in es, pt and en in tests/js/exercise.test.mjs.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import (
    ConsoleLog,
    axe_violations,
    open_page,
    past_the_edge,
    settle,
    strings,
    tab_to,
    use_palette,
    wait_engine,
)
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.browser, pytest.mark.usefixtures("no_dialogs")]

#: widget -> (page, a seed, the language its test uses)
WIDGETS = {
    "card-duel": ("rounds", 42, "en"),
    "tie-explorer": ("rounds", 11, "es"),
    "covered-card": ("covered", 5, "pt"),
    "ladder": ("truco", 8, "en"),
    "vira-lookup": ("cards", 6, "pt"),
    "eleven": ("eleven", 9, "es"),
}


def sel(widget: str) -> str:
    return f'[data-widget="{widget}"]'


def open_quiz(page: Page, base_url: str, widget: str, query: str = "", *, lang: str | None = None,
              full: bool = False, preset: str = "paulista") -> None:
    name, _seed, default_lang = WIDGETS[widget]
    open_page(page, base_url, lang or default_lang, name,
              f"?preset={preset}" + (f"&{query}" if query else ""),
              full=full)
    wait_engine(page)
    expect(page.locator(f"{sel(widget)}:not([data-old])")).to_have_attribute("data-state", "ready")
    settle(page, sel(widget))


def quiz(page: Page, widget: str) -> dict[str, Any]:
    """What the widget's exercise shows, read from the page."""
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const w = document.querySelector(sel);
          const q = w.querySelector('.truco-exercise');
          const text = (e) => e ? e.textContent.trim() : null;
          return {
            mode: w.dataset.mode,
            on: w.querySelector('[data-role=exercise-switch]').checked,
            hidden: q.hidden,
            phase: q.dataset.phase || null,
            seed: q.dataset.seed || null,
            right: q.dataset.right || null,
            situation: text(q.querySelector('.truco-exercise__situation')),
            legends: [...q.querySelectorAll('legend')].map(text),
            groups: [...q.querySelectorAll('fieldset')].map(f => ({
              name: f.dataset.group, disabled: f.disabled,
              options: [...f.querySelectorAll('.truco-exercise__option')].map(o => ({
                value: o.dataset.value, text: text(o.querySelector('.truco-exercise__option-text')),
                checked: o.querySelector('input').checked,
                right: o.classList.contains('truco-exercise__option--right'),
                wrong: o.classList.contains('truco-exercise__option--wrong'),
              })),
            })),
            verdict: text(q.querySelector('.truco-exercise__verdict')),
            verdictKind: q.querySelector('.truco-exercise__verdict').dataset.kind || '',
            verdictRole: q.querySelector('.truco-exercise__verdict').getAttribute('role'),
            why: [...q.querySelectorAll('.truco-exercise__why')].map(text),
            score: text(q.querySelector('.truco-exercise__score')),
            scoreRight: Number(q.querySelector('.truco-exercise__score').dataset.right),
            scoreTotal: Number(q.querySelector('.truco-exercise__score').dataset.total),
            checkHidden: q.querySelector('.truco-exercise__check').hidden,
            nextHidden: q.querySelector('.truco-exercise__next').hidden,
            exploreHidden: w.children[1].hidden,
            exploreDrawn: w.children[1].getClientRects().length > 0,
          };
        }""",
        sel(widget),
    )
    return data


def do(page: Page, widget: str, action: Any) -> None:
    before = settle(page, sel(widget))
    action()
    settle(page, sel(widget), before)


def choose(page: Page, widget: str, answers: dict[str, str]) -> None:
    for group, value in answers.items():
        option = f'fieldset[data-group="{group}"] .truco-exercise__option[data-value="{value}"]'
        page.locator(f"{sel(widget)} {option}").click()


def check(page: Page, widget: str) -> None:
    do(page, widget, lambda: page.locator(f"{sel(widget)} .truco-exercise__check").click())


def first_answers(q: dict[str, Any]) -> dict[str, str]:
    """The first option of every part that is asked (the tie explorer's "why" only when decided)."""
    answers = {}
    for group in q["groups"]:
        options = [o for o in group["options"] if o["value"] != "open"]
        answers[group["name"]] = options[0]["value"]
    return answers


def test_keyboard_only(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """The tie explorer's two-part question, from the switch to the next question, by keyboard."""
    page = shared_page
    widget = "tie-explorer"
    t = strings("es")
    open_quiz(page, base_url, widget, f"{widget}.ex=0")
    assert quiz(page, widget)["mode"] == "explore"
    switch = f"{sel(widget)} [data-role=exercise-switch]"
    page.locator("body").click(position={"x": 5, "y": 5})
    tab_to(page, switch)
    assert page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle") != "none"
    do(page, widget, lambda: page.keyboard.press("Space"))
    q = quiz(page, widget)
    assert q["mode"] == "exercise" and q["phase"] == "question"
    assert q["verdict"].startswith(t["exercise.new"]), "the question is announced"
    # Check with no answer: said, and the focus goes to the part to answer
    tab_to(page, f"{sel(widget)} .truco-exercise__check")
    do(page, widget, lambda: page.keyboard.press("Enter"))
    assert quiz(page, widget)["verdictKind"] == "missing"
    assert page.evaluate("() => document.activeElement.dataset.group") == "who"
    # answer both parts with the arrow keys, then check with Enter
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    assert quiz(page, widget)["groups"][0]["options"][0]["checked"]
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.group") == "why"
    page.keyboard.press("Space")
    tab_to(page, f"{sel(widget)} .truco-exercise__check", limit=20)
    do(page, widget, lambda: page.keyboard.press("Enter"))
    answered = quiz(page, widget)
    assert answered["phase"] == "answered"
    expect(page.locator(f"{sel(widget)} .truco-exercise__next")).to_be_focused()
    do(page, widget, lambda: page.keyboard.press("Enter"))
    assert quiz(page, widget)["phase"] == "question"
    assert page.evaluate("() => document.activeElement.type") == "radio", "focus on the new question"
    # "not decided yet" makes the "why" part unneeded
    if any(o["value"] == "open" for o in quiz(page, widget)["groups"][0]["options"]):
        choose(page, widget, {"who": "open"})
        assert quiz(page, widget)["groups"][1]["disabled"]


@pytest.mark.parametrize(("widgets", "scheme"), [(("card-duel", "tie-explorer"), "light"),
                                                  (("covered-card", "ladder"), "dark"),
                                                  (("vira-lookup", "eleven"), "dark")])
def test_axe(shared_page: Page, console: ConsoleLog, base_url: str, widgets: tuple[str, ...],
             scheme: str) -> None:
    """Each exercise asked, then answered (the rounds page holds two widgets: both at once)."""
    page = shared_page
    for widget in widgets:
        query = "&".join(f"{w}.ex=1&{w}.q={WIDGETS[w][1]}" for w in widgets
                         if WIDGETS[w][0] == WIDGETS[widget][0])
        if page.locator(sel(widget)).count() == 0 or quiz(page, widget)["mode"] != "exercise":
            open_quiz(page, base_url, widget, query, lang="en")
            for other in widgets:
                if page.locator(sel(other)).count():
                    settle(page, sel(other))
        use_palette(page, scheme)
        try:
            assert axe_violations(page) == []
            choose(page, widget, first_answers(quiz(page, widget)))
            check(page, widget)
            assert axe_violations(page) == []
        finally:
            use_palette(page, "light")


def test_phone(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """On a 390 px wide phone every exercise fits the width, answered or not; the explorer is not
    drawn in the exercise mode, and once checked the focus is on "next"."""
    page = shared_page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        for widget, (_name, seed, _lang) in WIDGETS.items():
            open_quiz(page, base_url, widget, f"{widget}.ex=1&{widget}.q={seed}", lang="en")
            assert not quiz(page, widget)["exploreDrawn"], f"{widget}: the explorer is drawn"
            choose(page, widget, first_answers(quiz(page, widget)))
            check(page, widget)
            expect(page.locator(f"{sel(widget)} .truco-exercise__next")).to_be_focused()
            # (the page itself may scroll sideways: Material's header and the wide tables do)
            assert past_the_edge(page, f"{sel(widget)} .truco-exercise") == [], widget
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


#: The colours of a marked option and the verdict, resolved in the page: each element's text and
#: border colour, its border style and the background it is drawn on (alpha layers composited).
MARKS = """sel => {
  const rgba = (c) => {
    const n = c.match(/[\\d.]+/g).map(Number);
    return [n[0], n[1], n[2], n.length > 3 ? n[3] : 1];
  };
  const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3]));
  const ground = (e) => {  // the background behind e's border: e's own, then its ancestors'
    const layers = [];
    for (let n = e; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] === 1) break;
    }
    return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255]);
  };
  const w = document.querySelector(sel);
  const probe = (name) => {
    const p = document.createElement('span');
    p.style.color = `var(${name})`;
    w.append(p);
    const c = rgba(getComputedStyle(p).color).slice(0, 3);
    p.remove();
    return c;
  };
  const look = (e) => {
    if (!e) return null;
    const s = getComputedStyle(e);
    const bg = ground(e);
    return {text: over(rgba(s.color), bg), bg, border: over(rgba(s.borderTopColor), bg),
            borderStyle: s.borderTopStyle, outside: ground(e.parentElement),
            left: over(rgba(s.borderLeftColor), bg)};
  };
  const q = w.querySelector('.truco-exercise');
  const option = (kind) => q.querySelector(`.truco-exercise__option--${kind}`);
  return {
    right: look(option('right')), wrong: look(option('wrong')),
    rightMark: look(option('right')?.querySelector('.truco-exercise__mark')),
    wrongMark: look(option('wrong')?.querySelector('.truco-exercise__mark')),
    picked: look(q.querySelector('.truco-exercise__option:has(input:checked)')),
    verdict: look(q.querySelector('.truco-exercise__verdict')),
    vars: Object.fromEntries(['--truco-right-border', '--truco-right-bg', '--truco-error-border',
                              '--truco-error-bg'].map((v) => [v, probe(v)])),
  };
}"""


def contrast(a: list[float], b: list[float]) -> float:
    """WCAG 2 contrast ratio of two sRGB colours (0-255)."""
    def luminance(c: list[float]) -> float:
        lin = [v / 255 / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def same(a: list[float], b: list[float]) -> bool:
    return all(abs(x - y) < 1.5 for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_one_colour_language_for_right_and_wrong(
    shared_page: Page, console: ConsoleLog, base_url: str, scheme: str
) -> None:
    """Every exercise marks answers through the kit (and the lesson with the same variables):
    picked is neither colour; right is green and solid, wrong red and dashed (the wrong pick was
    drawn green before); text and borders at 4.5:1 or more in both palettes."""
    page = shared_page
    widget = "vira-lookup"  # seed 6 turns up J♥: the manilhas are kings, so "4" is wrong
    open_quiz(page, base_url, widget, f"{widget}.ex=1&{widget}.q=6", lang="en")
    use_palette(page, scheme)
    try:
        choose(page, widget, {"rank": "4"})
        before = page.evaluate(MARKS, sel(widget))
        colours = before["vars"]
        assert not any(same(before["picked"]["border"], colours[v])
                       for v in ("--truco-right-border", "--truco-error-border")), "picked is not graded yet"
        check(page, widget)
        after = page.evaluate(MARKS, sel(widget))
        assert quiz(page, widget)["right"] == "false"
        for kind, var in (("right", "--truco-right"), ("wrong", "--truco-error")):
            option = after[kind]
            assert same(option["border"], colours[f"{var}-border"]), kind
            assert same(option["bg"], colours[f"{var}-bg"]), kind
            assert option["borderStyle"] == ("solid" if kind == "right" else "dashed")
            for part in (option, after[f"{kind}Mark"]):
                assert contrast(part["text"], part["bg"]) >= 4.5, (kind, scheme, part)
            assert contrast(option["border"], option["outside"]) >= 4.5, (kind, scheme, "border")
        verdict = after["verdict"]
        assert same(verdict["left"], colours["--truco-error-border"])
        assert same(verdict["bg"], colours["--truco-error-bg"])
        assert contrast(verdict["text"], verdict["bg"]) >= 4.5
    finally:
        use_palette(page, "light")
