"""Every piece of advice is checked by the judge: a move a page recommends at a position is one the
coach grades best or good.

A page makes a claim about a move with its analysis link: ``[Open it in analysis](analysis.md?s=CODE)
{ data-advice="play 2d" }``. This module finds every such link in the Markdown of every language,
replays the position, asks the coach (the solved game heads-up, the model in pairs and at eleven)
and grades the advised move. Where a text deliberately recommends a move the coach grades lower, the
link also carries ``data-advice-exception`` naming why, and :data:`EXCEPTIONS` must list it: the
text says why in its own words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from truco.coach.analysis import analyse
from truco.coach.grades import grade
from truco.notation.scenario import Scenario
from truco.observation import observe

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
LANGUAGES = ("es", "pt", "en")
#: A link that opens a position in the analysis page, and the advice attached to it.
LINK = re.compile(r"\]\((?:\.\./)?analysis\.md\?s=(?P<code>[^)\s#]+)\)(?P<attrs>\{[^}]*\})?")
ADVICE = re.compile(r'data-advice="(?P<move>[^"]+)"')
EXCEPTION = re.compile(r'data-advice-exception="(?P<why>[^"]+)"')
#: Grades a recommended move may have.
ACCEPTED = ("best", "good")
#: Advice the coach grades lower on purpose, by exception name: none today.
EXCEPTIONS: dict[str, str] = {}
#: The pages that must give advice with every analysis link they show.
ADVISING = ("strategy",)


def claims() -> list[tuple[str, str, str, str, str | None]]:
    """Every (language, page, code, advised move, exception) in the docs."""
    out = []
    for lang in LANGUAGES:
        for path in sorted((DOCS / lang).glob("*.md")):
            for link in LINK.finditer(path.read_text(encoding="utf-8")):
                attrs = link.group("attrs") or ""
                advice = ADVICE.search(attrs)
                if advice is None:
                    continue
                exception = EXCEPTION.search(attrs)
                out.append((lang, path.stem, link.group("code"), advice.group("move"),
                            exception.group("why") if exception else None))
    return out


CLAIMS = claims()


def test_every_analysis_link_of_an_advising_page_says_what_it_advises() -> None:
    for lang in LANGUAGES:
        for page in ADVISING:
            text = (DOCS / lang / f"{page}.md").read_text(encoding="utf-8")
            links = list(LINK.finditer(text))
            assert links, f"{lang}/{page}: no analysis links"
            for link in links:
                assert ADVICE.search(link.group("attrs") or ""), \
                    f"{lang}/{page}: the analysis link {link.group('code')} names no advice"


def test_the_same_advice_in_every_language() -> None:
    by_lang = {lang: sorted((c, m) for la, _, c, m, _ in CLAIMS if la == lang)
               for lang in LANGUAGES}
    assert by_lang["es"] == by_lang["pt"] == by_lang["en"]


@pytest.mark.parametrize(("code", "move", "exception"),
                         sorted({(c, m, e) for la, _, c, m, e in CLAIMS if la == "en"}))
def test_the_advised_move_is_graded_best_or_good(code: str, move: str,
                                                 exception: str | None) -> None:
    hand = Scenario.from_code(code).play()
    seat = hand.to_act
    assert seat is not None, f"{code}: nobody is to act"
    found = analyse(observe(hand, seat))
    analysis = found.to_json()
    legal = [a["action"] for a in analysis["actions"]]
    assert move in legal, f"{code}: {move!r} is not a legal move ({legal})"
    graded = grade(found, move)
    if exception is not None:
        assert exception in EXCEPTIONS, f"{code}: unknown exception {exception!r}"
        return
    assert graded.grade in ACCEPTED, (
        f"{code}: the page advises {move!r}, the coach ({analysis['method']}) grades it "
        f"{graded.grade}: " + ", ".join(f"{a['action']} {a['ev']:+.2f}"
                                           for a in analysis["actions"]))
