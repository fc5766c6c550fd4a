"""The facade's boundary: arguments checked against each op's signature.

An op is a function with keyword-only, annotated parameters; :func:`call` checks the arguments
against the annotations, so a wrong argument is a ``bad-request`` naming it, never an internal
error. The request's text itself is read with limits by :mod:`truco.notation.jsonlimits`.

>>> def op(*, n: int, name: str | None = None) -> int: return n
>>> call(op, {"n": "3"}, "op")
Traceback (most recent call last):
...
truco.notation.jsonlimits.BoundaryError: argument 'n' of op must be an integer, not a string
"""

from __future__ import annotations

import json
import types
from collections.abc import Callable
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from truco.notation.jsonlimits import BoundaryError

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
