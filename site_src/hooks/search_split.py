"""One search index per language.

mkdocs-static-i18n writes one search index for the whole site (``search/search_index.json``,
every page of every language): a Spanish reader's search then lists each page three times, and a
Portuguese reader's lists Spanish pages first. This splits it once the whole site is built: the
default language's pages stay at ``search/search_index.json``, each other language's go to
``<lang>/search/search_index.json`` (the search's configuration as it was: every language's
stemmer, which Material's worker needs loaded as the whole site's index had it). Material's bundle
fetches the root index; the page head (``overrides/main.html``) points that one request at the
page's language's file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

INDEX = "search/search_index.json"


def index_uri(lang: str, languages: tuple[str, ...]) -> str:
    """Where the search index of ``lang`` is, from the site's root (the default language first)."""
    return INDEX if lang == languages[0] else f"{lang}/{INDEX}"


def own_index(lang: str, languages: tuple[str, ...]) -> str | None:
    """The search index a page of ``lang`` reads instead of the root one (None: the root one)."""
    uri = index_uri(lang, languages)
    return None if uri == INDEX else uri


def doc_language(location: str, languages: tuple[str, ...]) -> str:
    """The language of an index entry, by its location (the default language's pages are at the
    root, the others' under ``<lang>/``)."""
    head = location.split("/", 1)[0]
    return head if head in languages[1:] else languages[0]


def split(site_dir: str | Path, languages: tuple[str, ...]) -> dict[str, int]:
    """Write one index per language from the site's whole index; the entries of each."""
    site = Path(site_dir)
    whole: dict[str, Any] = json.loads((site / INDEX).read_text(encoding="utf-8"))
    counts: dict[str, int] = {}
    for lang in languages:
        docs = [doc for doc in whole["docs"] if doc_language(doc["location"], languages) == lang]
        counts[lang] = len(docs)
        path = site / index_uri(lang, languages)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({**whole, "docs": docs}, ensure_ascii=False, separators=(",", ":")),
                        encoding="utf-8")
    return counts
