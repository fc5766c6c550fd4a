"""One word per concept, per language: the terms files are checked against every text a reader meets.

``site_src/terms/<lang>.json`` writes down, once, the word the site uses for each concept in that
language and the words it must not use for it::

    {"terms": [{"concept": "the player who leads the first round",
                "use": "mano",
                "avoid": ["\\\\bmão\\\\b"],
                "allow": ["glossary.md", "widget-lesson.json:lesson.step3"],
                "why": "mão is the Portuguese word; a Spanish reader says mano"}]}

``avoid`` holds Python regular expressions, matched without regard to case unless the term says
``"case": true``. ``allow`` names the pages (file names under ``docs/<lang>/``) and UI strings
(``file.json:key``) where an avoided word is discussed on purpose (a glossary entry naming the word
of another table, say). The texts: the language's Markdown pages (prose only: no HTML comments,
tags, Jinja calls or link targets), the language's value of every UI string in ``site_src/i18n``,
and the gallery's titles and points.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from truco.gallery import ENTRIES

ROOT = Path(__file__).resolve().parents[2]
TERMS = ROOT / "site_src" / "terms"
I18N = ROOT / "site_src" / "i18n"
DOCS = ROOT / "docs"
LANGUAGES = ("es", "pt", "en")
FILES = sorted(p.stem for p in TERMS.glob("*.json")) if TERMS.is_dir() else []


def terms(lang: str) -> list[dict[str, Any]]:
    data = json.loads((TERMS / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict) and isinstance(data.get("terms"), list), f"{lang}: no terms list"
    return data["terms"]


def prose(text: str) -> str:
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    text = re.sub(r"\{\{.*?\}\}|\{%.*?%\}", " ", text, flags=re.S)
    text = re.sub(r"</?[A-Za-z][^>]*>", " ", text)  # tags only: "Q < J < K" is prose
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r"\s+", " ", text)


def strings(node: Any, lang: str, key: str = "") -> Iterator[tuple[str, str]]:
    """(key, text) of every string in the language ``lang`` in an i18n file's tree."""
    if isinstance(node, dict):
        value = node.get(lang)
        if isinstance(value, str) and set(node) <= {"es", "pt", "en"}:
            yield key, value
            return
        for k, v in node.items():
            yield from strings(v, lang, f"{key}.{k}" if key else str(k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from strings(v, lang, f"{key}[{i}]")


def texts(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) of everything a reader of ``lang`` reads."""
    for page in sorted((DOCS / lang).rglob("*.md")):
        yield page.relative_to(DOCS / lang).as_posix(), prose(page.read_text(encoding="utf-8"))
    for file in sorted(I18N.rglob("*.json")):
        tree = json.loads(file.read_text(encoding="utf-8"))
        for key, value in strings(tree, lang):
            yield f"{file.name}:{key}", value
    for entry in ENTRIES:
        for field in ("title", "point"):
            yield f"gallery:{entry['id']}.{field}", entry[field][lang]


def test_every_language_has_a_terms_file() -> None:
    assert sorted(LANGUAGES) == FILES, f"site_src/terms has {FILES}"


@pytest.mark.parametrize("lang", FILES)
def test_each_term_is_written_down_whole(lang: str) -> None:
    seen: set[str] = set()
    for term in terms(lang):
        assert {"concept", "use", "avoid"} <= set(term), f"{lang}: {term}"
        assert term["concept"] not in seen, f"{lang}: {term['concept']} twice"
        seen.add(term["concept"])
        for pattern in term["avoid"]:
            re.compile(pattern)


@pytest.mark.parametrize("lang", FILES)
def test_no_text_uses_an_avoided_word(lang: str) -> None:
    corpus = list(texts(lang))
    found = []
    for term in terms(lang):
        allowed = set(term.get("allow", []))
        flags = 0 if term.get("case") else re.I
        for pattern in term["avoid"]:
            rx = re.compile(pattern, flags)
            for where, text in corpus:
                if where in allowed or where.split(":")[0] in allowed:
                    continue
                for m in rx.finditer(text):
                    around = text[max(0, m.start() - 40):m.end() + 40]
                    found.append(f"{where}: «{m.group(0)}» in …{around}… (say {term['use']!r})")
    assert not found, f"{len(found)} avoided words in {lang}:\n" + "\n".join(found[:40])


@pytest.mark.parametrize("lang", FILES)
def test_each_chosen_word_is_used(lang: str) -> None:
    corpus = " ".join(text for _, text in texts(lang)).lower()
    unused = [t["use"] for t in terms(lang)
              if not any(w.strip().lower() in corpus for w in t["use"].split("/"))]
    assert not unused, f"{lang}: chosen words no text uses: {unused}"
