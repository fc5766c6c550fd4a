"""The boundary: JSON read with limits, and arguments checked against each op's signature.

Everything that crosses into the engine from outside (the browser worker, the command line)
goes through :func:`read_json`, which bounds the text's size, its nesting and its integers
before Python builds anything from them, and refuses text that is not valid Unicode. An op is a
function with keyword-only, annotated parameters; :func:`call` checks the arguments against the
annotations, so a wrong argument is a ``bad-request`` naming it, never an internal error.

>>> read_json('{"a": [1, 2]}')
{'a': [1, 2]}
>>> read_json("[" * 100)
Traceback (most recent call last):
...
truco.protocol.BoundaryError: the request is nested 100 levels deep; at most 16 are allowed
>>> def op(*, n: int, name: str | None = None) -> int: return n
>>> call(op, {"n": "3"}, "op")
Traceback (most recent call last):
...
truco.protocol.BoundaryError: argument 'n' of op must be an integer, not a string
"""

from __future__ import annotations

import json
import math
import re
import types
from collections.abc import Callable
from itertools import accumulate
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from truco.errors import TrucoError

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


# -- checking arguments ------------------------------------------------------------------------

Op = Callable[..., Any]


def call(op: Op, args: dict[str, Any], name: str) -> Any:
    """Call ``op(**args)`` after checking every argument against its annotation."""
    hints = _hints(op)
    params = _params(op)
    for key in args:
        if key not in params:
            known = ", ".join(params) or "no arguments"
            raise BoundaryError(f"{name} has no argument {key!r}; it takes {known}",
                                code="bad-request", argument=key)
    for key, required in params.items():
        if required and key not in args:
            raise BoundaryError(f"{name} needs the argument {key!r}", code="bad-request",
                                argument=key)
    for key, value in args.items():
        expected = hints[key]
        if not _fits(value, expected):
            raise BoundaryError(f"argument {key!r} of {name} must be {_describe(expected)}, "
                                f"not {_kind(value)}", code="bad-request", argument=key)
    return op(**args)


_HINTS: dict[Op, dict[str, Any]] = {}
_PARAMS: dict[Op, dict[str, bool]] = {}


def _hints(op: Op) -> dict[str, Any]:
    if op not in _HINTS:
        _HINTS[op] = get_type_hints(op)
    return _HINTS[op]


def _params(op: Op) -> dict[str, bool]:
    """Parameter name -> required, from the op's keyword-only parameters."""
    if op not in _PARAMS:
        code = op.__code__
        names = code.co_varnames[code.co_argcount:code.co_argcount + code.co_kwonlyargcount]
        defaults = op.__kwdefaults__ or {}
        _PARAMS[op] = {n: n not in defaults for n in names}
    return _PARAMS[op]


def _fits(value: Any, expected: Any) -> bool:
    if expected is Any:
        return True
    origin = get_origin(expected)
    if origin in (Union, types.UnionType):
        return any(_fits(value, option) for option in get_args(expected))
    if origin is Literal:
        return any(value == option and type(value) is type(option) for option in get_args(expected))
    if expected is type(None) or expected is None:
        return value is None
    if expected is bool:
        return isinstance(value, bool)
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if expected is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if expected is str:
        return isinstance(value, str)
    if origin is list:
        (item,) = get_args(expected) or (Any,)
        return isinstance(value, list) and all(_fits(v, item) for v in value)
    if origin is dict or expected is dict:
        return isinstance(value, dict)
    raise TypeError(f"the protocol cannot check {expected!r}")  # an op annotated wrongly


def _describe(expected: Any) -> str:
    origin = get_origin(expected)
    if origin in (Union, types.UnionType):
        return " or ".join(_describe(o) for o in get_args(expected))
    if origin is Literal:
        return "one of " + ", ".join(json.dumps(o) for o in get_args(expected))
    if origin is list:
        (item,) = get_args(expected) or (Any,)
        return f"a list of {_plural(item)}"
    names = {bool: "true or false", int: "an integer", float: "a number", str: "a string",
             type(None): "null", dict: "an object"}
    return names.get(origin or expected, "an object")


def _plural(expected: Any) -> str:
    text = _describe(expected)
    for article in ("an ", "a "):
        if text.startswith(article):
            return text[len(article):] + "s"
    return text


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return {int: "an integer", float: "a number", str: "a string", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)
