"""The data files the engine ships (``truco/data/``): their text, read from the package, or for a
file the browser build keeps out of the engine's zip (the solved hand with the ladder: megabytes
only some pages need), fetched from the address the page gave (:func:`fetch_from`) the first time
the engine needs it."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

#: Where a file kept out of the package may be fetched from (set by the browser's worker).
_REMOTE: dict[str, str] = {}
#: Files whose fetch failed once: not asked again (the engine plays on without them).
_FAILED: set[str] = set()


def fetch_from(name: str, url: str) -> None:
    """Fetch ``truco/data/<name>`` from ``url`` when the package does not hold it."""
    _REMOTE[name] = url
    _FAILED.discard(name)


def shipped_text(name: str) -> str | None:
    """The text of ``truco/data/<name>``, or ``None`` when this build does not ship it."""
    try:
        return resources.files("truco").joinpath("data", name).read_text(encoding="utf-8")
    except (OSError, TypeError, ModuleNotFoundError, NotADirectoryError):
        path = Path(__file__).resolve().parent.parent / "data" / name
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return _fetched(name)


def shipped_json(name: str, fmt: int) -> dict[str, Any] | None:
    """``truco/data/<name>`` parsed, ``None`` when this build does not ship it.

    :raises ValueError: the file's ``format`` is not ``fmt`` (a reader older than its data)."""
    text = shipped_text(name)
    if text is None:
        return None
    data: dict[str, Any] = json.loads(text)
    if data.get("format") != fmt:
        raise ValueError(f"{name} has format {data.get('format')!r}; this reader reads {fmt}")
    return data


def _fetched(name: str) -> str | None:
    """The file from its remote address (in Pyodide: a synchronous request, as a worker may
    make), or ``None`` without one, outside a browser, or when the fetch fails."""
    url = _REMOTE.get(name)
    if url is None or name in _FAILED:
        return None
    try:
        from pyodide.http import open_url  # type: ignore[import-not-found]

        text: str = open_url(url).read()
    except Exception:  # any failure: the engine goes on without the file
        _FAILED.add(name)
        return None
    return text


__all__ = ["fetch_from", "shipped_text"]
