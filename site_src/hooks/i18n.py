"""The site's UI strings: one loader and one translator for everything the build words.

The strings live in ``site_src/i18n/*.json`` as ``{"key": {"es", "pt", "en"}}``; the pages' JS
gets its language's strings in the page data, and build-time tables word themselves with
:func:`translator` over the same files. Strings that only the build uses (the lab page's charts)
live in ``site_src/i18n/build/*.json``: :func:`translator` reads them too, the page data does not
carry them.

>>> t = translator("en")
>>> t("seat.n", n=2)
'player 2'
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from mkdocs.exceptions import PluginError
from tables import PRESETS

STRINGS_DIR = Path(__file__).resolve().parent.parent / "i18n"
#: Strings only the build words itself with (never sent to the pages).
BUILD_STRINGS_DIR = STRINGS_DIR / "build"
LANGUAGES: tuple[str, ...] = ("es", "pt", "en")


class Translate(Protocol):
    def __call__(self, key: str, **params: Any) -> str: ...


def _read_strings_file(path: Path) -> dict[str, Any]:
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise PluginError(f"cannot read UI strings {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise PluginError(f"{path}: expected an object of {{key: {{lang: text}}}}")
    return data


def load_strings(directory: Path = STRINGS_DIR, *, shell: bool = True) -> dict[str, dict[str, str]]:
    """Read the UI strings: ``strings.json`` (the shell) and every other ``*.json`` beside it
    (one per widget, e.g. ``widget-ladder.json``). Every key needs a non-empty text in every
    language, and a key may be defined in one file only. ``shell``: the folder holds the shell's
    strings (the presets' labels must be there)."""
    files = sorted(directory.glob("*.json"), key=lambda p: (p.name != "strings.json", p.name))
    if not files:
        raise PluginError(f"no UI strings in {directory}")
    merged: dict[str, dict[str, str]] = {}
    origin: dict[str, str] = {}
    problems: list[str] = []
    for path in files:
        for key, texts in _read_strings_file(path).items():
            where = f"{path.name}: {key!r}"
            if key in origin:
                problems.append(f"{where} is also defined in {origin[key]}")
                continue
            if not isinstance(texts, dict):
                problems.append(f"{where} is not an object of language -> text")
                continue
            missing = [
                lang for lang in LANGUAGES
                if not isinstance(texts.get(lang), str) or not texts[lang].strip()
            ]
            extra = sorted(set(texts) - set(LANGUAGES))
            if missing:
                problems.append(f"{where} lacks {', '.join(missing)}")
            if extra:
                problems.append(f"{where} has unknown languages {', '.join(extra)}")
            origin[key] = path.name
            merged[key] = texts
    for preset in PRESETS if shell else ():
        if f"preset.{preset}" not in merged:
            problems.append(f"'preset.{preset}' is missing (label of a rule preset)")
    if problems:
        raise PluginError(f"UI strings in {directory} are incomplete: " + "; ".join(problems))
    return merged


@cache
def _cached_strings() -> dict[str, dict[str, str]]:
    """The pages' strings and the build's own (a key in both fails the build)."""
    strings = load_strings()
    if not BUILD_STRINGS_DIR.is_dir():
        return strings
    build = load_strings(BUILD_STRINGS_DIR, shell=False)
    twice = sorted(set(strings) & set(build))
    if twice:
        raise PluginError(f"UI strings defined in {STRINGS_DIR} and in {BUILD_STRINGS_DIR}: {twice}")
    return {**strings, **build}


def has(key: str) -> bool:
    """Whether the UI string ``key`` exists."""
    return key in _cached_strings()


def translator(lang: str) -> Translate:
    """``t(key, **params)`` in ``lang``: ``{name}`` placeholders filled; a missing key fails the build."""

    def t(key: str, **params: Any) -> str:
        try:
            text = _cached_strings()[key][lang]
        except KeyError:
            raise PluginError(f"missing UI string {key!r} for {lang!r}") from None
        return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), text)

    return t
