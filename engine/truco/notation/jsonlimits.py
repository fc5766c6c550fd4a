"""JSON that crosses into the engine from outside, read with limits.

Everything the browser worker or the command line sends goes through :func:`read_json`, which
bounds the text's size, its nesting and its integers before Python builds anything from them, and
refuses text that is not valid Unicode; :func:`dump_json` writes one line that every reader takes.

>>> read_json('{"a": [1, 2]}')
{'a': [1, 2]}
>>> read_json("[" * 100)
Traceback (most recent call last):
...
truco.notation.jsonlimits.BoundaryError: the request is nested 100 levels deep; at most 16 are allowed
"""


from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any

from truco.core.errors import TrucoError

#: Longest request text accepted (characters); the engine's requests are a few kilobytes.
MAX_CHARS = 100_000
#: Deepest nesting of arrays and objects (a scenario needs 3).
MAX_DEPTH = 16
#: Most digits in an integer (JavaScript's safe integers have 16).
MAX_DIGITS = 16


class BoundaryError(TrucoError):
    """Input refused at the boundary: too large, too deep, not Unicode, or a wrong argument."""

    code = "bad-request"


# -- reading JSON ------------------------------------------------------------------------------

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def decode_utf8(data: bytes, what: str = "the input") -> str:
    """Bytes as UTF-8 text; invalid bytes are refused by position, never echoed."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BoundaryError(f"{what} is not valid UTF-8 (byte {exc.start})", code="bad-text",
                            position=exc.start) from None


def read_json(text: str | bytes, *, max_chars: int = MAX_CHARS, what: str = "the request") -> Any:
    """Parse JSON text within the limits; raise :class:`BoundaryError` with a code otherwise."""
    if isinstance(text, bytes | bytearray):
        text = decode_utf8(bytes(text), what)
    if not isinstance(text, str):
        raise BoundaryError(f"{what} must be JSON text", code="bad-request")
    if len(text) > max_chars:
        raise BoundaryError(f"{what} has {len(text)} characters; at most {max_chars} are allowed",
                            code="too-large", limit=max_chars)
    _check_unicode(text, what)
    _check_depth(text, what)
    try:
        data = json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except RecursionError:
        raise BoundaryError(f"{what} is nested too deeply", code="too-deep",
                            limit=MAX_DEPTH) from None
    except json.JSONDecodeError as exc:
        raise BoundaryError(f"{what} is not valid JSON: {exc.msg} at line {exc.lineno} column "
                            f"{exc.colno}", code="bad-json") from None
    _check_strings(data, what)
    return data


def _check_unicode(text: str, what: str) -> None:
    found = _SURROGATE.search(text)
    if found is not None:
        raise BoundaryError(f"{what} holds an unpaired surrogate at character {found.start()}",
                            code="bad-text", position=found.start())


def _check_depth(text: str, what: str) -> None:
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    bare = _STRING.sub('""', text)
    steps = (1 if m.group() in "[{" else -1 for m in _BRACKETS.finditer(bare))
    deepest = max(accumulate(steps, initial=0))
    if deepest > MAX_DEPTH:
        raise BoundaryError(f"{what} is nested {deepest} levels deep; at most {MAX_DEPTH} are "
                            "allowed", code="too-deep", limit=MAX_DEPTH)


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise BoundaryError(f"a number with {len(digits.lstrip('-'))} digits is too large; at "
                            f"most {MAX_DIGITS} digits are allowed", code="number-too-large",
                            limit=MAX_DIGITS)
    return int(digits)


def _no_constant(name: str) -> Any:
    raise BoundaryError(f"{name} is not a number JSON allows", code="bad-json")


def _check_strings(data: Any, what: str) -> None:
    """Escapes such as ``\\ud800`` decode to unpaired surrogates: refuse them (iteratively)."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                raise BoundaryError(f"{what} holds an unpaired surrogate (\\ud800-\\udfff)",
                                    code="bad-text")
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, float) and not math.isfinite(item):
            raise BoundaryError(f"{what} holds a number out of range", code="number-too-large",
                                limit=MAX_DIGITS)


def dump_json(obj: Any) -> str:
    """JSON text on one line that is always valid Unicode: unpaired surrogates become U+FFFD, and
    the characters some readers take for line breaks (U+0085, U+2028, U+2029) are escaped.

    >>> print(dump_json({"a": "x\u2028y"}))
    {"a": "x\\u2028y"}
    """
    text = json.dumps(obj, ensure_ascii=False)
    return _SURROGATE.sub("\ufffd", text).translate(_LINE_BREAKS)


_LINE_BREAKS = {0x85: "\\u0085", 0x2028: "\\u2028", 0x2029: "\\u2029"}
