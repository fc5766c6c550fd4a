"""The rule widgets' exercise mode (kit/exercise.js) in a real browser: card-duel and the tie
explorer (docs/*/rounds.md), the covered card (covered.md), the ladder (truco.md), the vira
lookup (cards.md) and the hand of eleven (eleven.md).

What only a browser shows: the switch turns the widget into a question dealt by the engine in the
page; the answer is nowhere in the page (not in the widget, not in the answers the build
embedded) until the learner checks, and only then does the page ask the engine; the engine's
answer marks the right option and words the verdict; the score of the visit is shown and
announced; the mode is remembered and carried in links; keyboard-only use; a new question under
other rules; hostile links; axe-core in light and dark; a phone viewport. The wording and the
grading are checked in es, pt and en with real engine answers in tests/js/exercise.test.mjs: here
each test uses one language.
"""

from __future__ import annotations

import json
import re
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
    widget_params,
)
from playwright.sync_api import BrowserContext, Page, expect

pytestmark = pytest.mark.browser

#: widget -> (page, a seed, the language its test uses)
WIDGETS = {
    "card-duel": ("rounds", 42, "en"),
    "tie-explorer": ("rounds", 11, "es"),
    "covered-card": ("covered", 5, "pt"),
    "ladder": ("truco", 8, "en"),
    "vira-lookup": ("cards", 6, "pt"),
    "eleven": ("eleven", 9, "es"),
}
#: Records every request the page sends to the engine worker (window.__reqs).
RECORD = """(() => { const post = Worker.prototype.postMessage; window.__reqs = [];
  Worker.prototype.postMessage = function (message, ...rest) {
    try { window.__reqs.push(JSON.parse(message.request)); } catch {}
    return post.call(this, message, ...rest); }; })();"""


@pytest.fixture(scope="module", autouse=True)
def _guards(shared_context: BrowserContext, no_dialogs: None) -> None:
    shared_context.add_init_script(RECORD)


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


def right_answers(q: dict[str, Any]) -> dict[str, str]:
    """After checking: the option of each part that the engine made right."""
    answers = {}
    for group in q["groups"]:
        marked = [o["value"] for o in group["options"] if o["right"]]
        if marked:
            assert len(marked) == 1, group
            answers[group["name"]] = marked[0]
    return answers


def page_answers(page: Page) -> dict[str, Any]:
    """The engine answers the build embedded in the page (page data), by request key."""
    data: dict[str, Any] = json.loads(
        page.evaluate("() => document.getElementById('truco-page').textContent"))
    return data.get("answers", {})


def request_key(request: dict[str, Any]) -> str:
    return json.dumps({"op": request["op"], "args": request.get("args", {})}, sort_keys=True,
                      separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("widget", list(WIDGETS))
def test_the_engine_checks_an_answer_the_page_did_not_have(
    shared_page: Page, console: ConsoleLog, base_url: str, widget: str
) -> None:
    page = shared_page
    _name, seed, lang = WIDGETS[widget]
    t = strings(lang)
    open_quiz(page, base_url, widget, f"{widget}.ex=1&{widget}.q={seed}")
    q = quiz(page, widget)
    assert (q["mode"], q["on"], q["hidden"], q["exploreHidden"]) == ("exercise", True, False, True)
    assert not q["exploreDrawn"], f"{widget}: the explorer is still drawn in the exercise mode"
    assert q["phase"] == "question" and q["seed"] == str(seed)
    params = widget_params(page, f"{widget}.")
    assert params | {"ex": "1", "q": str(seed)} == params
    assert q["situation"] and all(g["options"] for g in q["groups"])
    assert not any(o["right"] or o["wrong"] for g in q["groups"] for o in g["options"])
    assert q["verdictRole"] == "status" and q["verdictKind"] == ""
    assert q["checkHidden"] is False and q["nextHidden"] is True
    asked_before = len(page.evaluate("() => window.__reqs"))
    html_before = page.evaluate("() => document.documentElement.outerHTML")
    quiz_before = page.locator(f"{sel(widget)} .truco-exercise").inner_text()
    embedded = page_answers(page)

    # a wrong pick or a right one: the engine says which, and why
    choose(page, widget, first_answers(q))
    check(page, widget)
    after = quiz(page, widget)
    check_request = page.evaluate("() => window.__reqs")[asked_before:]
    assert check_request, "the answer is checked by the engine when the learner answers"
    for request in check_request:
        assert request_key(request) not in embedded, f"the build embedded the answer: {request}"
    assert after["phase"] == "answered" and after["verdictKind"] in ("right", "wrong")
    head = t["exercise.right"] if after["right"] == "true" else t["exercise.wrong"]
    assert after["verdict"].startswith(head)
    first_reason = after["why"][0] if after["why"] else after["score"]
    headline = after["verdict"][len(head):].split(first_reason)[0].strip()
    assert headline and headline not in quiz_before
    for line in after["why"]:  # the engine's ruling, in words (none when the hand goes on)
        assert line and line not in html_before, f"the page said it before the learner answered: {line}"
    right = right_answers(after)
    assert right, "the engine's answer is marked"
    assert all(g["disabled"] for g in after["groups"])
    assert after["checkHidden"] and not after["nextHidden"]
    expect(page.locator(f"{sel(widget)} .truco-exercise__next")).to_be_focused()
    assert (after["scoreRight"], after["scoreTotal"]) == (1 if after["right"] == "true" else 0, 1)
    assert after["score"] in after["verdict"], "the score is announced with the verdict"

    # the same question again from its link: the engine's answer, now chosen, is right
    open_quiz(page, base_url, widget, f"{widget}.ex=1&{widget}.q={seed}")
    again = quiz(page, widget)
    assert again["situation"] == q["situation"] and again["phase"] == "question"
    assert (again["scoreRight"], again["scoreTotal"]) == (after["scoreRight"], 1), "the visit's score is kept"
    choose(page, widget, right)
    check(page, widget)
    done = quiz(page, widget)
    assert done["right"] == "true" and done["verdict"].startswith(t["exercise.right"])
    assert (done["scoreRight"], done["scoreTotal"]) == (after["scoreRight"] + 1, 2)

    # and a wrong one is wrong
    open_quiz(page, base_url, widget, f"{widget}.ex=1&{widget}.q={seed}")
    first_group = again["groups"][0]
    name = first_group["name"]
    wrong = {name: next(o["value"] for o in first_group["options"] if o["value"] != right[name])}
    if wrong[first_group["name"]] != "open":  # the other parts: right, or (not asked before) any
        for group in again["groups"][1:]:
            wrong[group["name"]] = right.get(group["name"], group["options"][0]["value"])
    choose(page, widget, wrong)
    check(page, widget)
    missed = quiz(page, widget)
    assert missed["right"] == "false" and missed["verdict"].startswith(t["exercise.wrong"])
    assert (missed["scoreRight"], missed["scoreTotal"]) == (done["scoreRight"], 3)
    assert right_answers(missed)[first_group["name"]] == right[first_group["name"]]

    # the next question: another seed in the link, nothing marked
    do(page, widget, lambda: page.locator(f"{sel(widget)} .truco-exercise__next").click())
    fresh = quiz(page, widget)
    assert fresh["phase"] == "question" and fresh["seed"] != str(seed)
    assert widget_params(page, f"{widget}.")["q"] == fresh["seed"]
    assert not any(o["right"] or o["wrong"] or o["checked"] for g in fresh["groups"] for o in g["options"])


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


def test_the_mode_is_remembered_and_carried_in_links(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    widget = "card-duel"
    open_quiz(page, base_url, widget, f"{widget}.ex=0")
    assert quiz(page, widget)["mode"] == "explore"
    do(page, widget, lambda: page.locator(f"{sel(widget)} [data-role=exercise-switch]").check())
    params = widget_params(page, f"{widget}.")
    assert params["ex"] == "1" and re.fullmatch(r"\d{1,9}", params["q"])
    # remembered: the page without parameters opens in exercise mode (here and on the cards page)
    open_quiz(page, base_url, widget)
    assert quiz(page, widget)["mode"] == "exercise"
    open_page(page, base_url, "en", "cards")
    settle(page, sel(widget))
    assert quiz(page, widget)["mode"] == "exercise"
    # a link to an explored round opens it to explore
    open_quiz(page, base_url, widget, f"{widget}.cards=2c-2d")
    assert quiz(page, widget)["mode"] == "explore"
    expect(page.locator(f"{sel(widget)} .truco-card-duel__table")).to_be_visible()
    # switched off: the link loses ex and q, and the choice is remembered
    open_quiz(page, base_url, widget)
    do(page, widget, lambda: page.locator(f"{sel(widget)} [data-role=exercise-switch]").uncheck())
    assert quiz(page, widget)["mode"] == "explore"
    assert not {"ex", "q"} & set(widget_params(page, f"{widget}."))
    open_quiz(page, base_url, widget)
    assert quiz(page, widget)["mode"] == "explore"
    # a link with ex=1 opens the exercise whatever was chosen
    open_quiz(page, base_url, widget, f"{widget}.ex=1")
    assert quiz(page, widget)["mode"] == "exercise"
    do(page, widget, lambda: page.locator(f"{sel(widget)} [data-role=exercise-switch]").uncheck())


@pytest.mark.parametrize("query", ["ex=1&card-duel.q=%3Cscript%3Ealert(1)%3C/script%3E", "ex=1&card-duel.q=0",
                                   "ex=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E",
                                   "ex=1&card-duel.q=99999999999"])
def test_hostile_links(shared_page: Page, console: ConsoleLog, base_url: str, query: str) -> None:
    page = shared_page
    widget = "card-duel"
    open_quiz(page, base_url, widget, f"{widget}.{query}")
    q = quiz(page, widget)
    if query.startswith("ex=1"):
        assert q["mode"] == "exercise" and re.fullmatch(r"\d{1,9}", q["seed"] or "")
    else:
        assert q["mode"] == "explore"
    assert page.locator(f"{sel(widget)} script, {sel(widget)} img").count() == 0


def test_other_rules_deal_a_new_question(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    """The ladder's options are the values of the reader's rules' ladder (from the engine)."""
    page = shared_page
    widget = "ladder"
    open_quiz(page, base_url, widget, f"{widget}.ex=1&{widget}.q=3")
    values = [o["value"] for o in quiz(page, widget)["groups"][0]["options"]]
    assert values == ["1", "3", "6", "9", "12"]
    do(page, widget, lambda: page.locator("#truco-preset-select").select_option("mineiro"))
    settle(page, sel(widget))
    q = quiz(page, widget)
    for _ in range(50):  # the new question may be drawn a moment after the widget settles
        if [o["value"] for o in q["groups"][0]["options"]] == ["2", "4", "6", "10", "12"]:
            break
        page.wait_for_timeout(200)
        q = quiz(page, widget)
    assert [o["value"] for o in q["groups"][0]["options"]] == ["2", "4", "6", "10", "12"]
    assert "Mineiro" in (q["situation"] or "")
    do(page, widget, lambda: page.locator("#truco-preset-select").select_option("paulista"))


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
    """On a 390 px wide phone every exercise fits the width, answered or not."""
    page = shared_page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        for widget, (_name, seed, _lang) in WIDGETS.items():
            open_quiz(page, base_url, widget, f"{widget}.ex=1&{widget}.q={seed}", lang="en")
            choose(page, widget, first_answers(quiz(page, widget)))
            check(page, widget)
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
