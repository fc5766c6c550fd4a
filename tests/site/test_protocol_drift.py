"""The JavaScript copy of the protocol cannot drift from the engine's.

``site_src/js/kit/protocol-ops.js`` writes down every op's arguments (``OpArgs``) and answer
(``OpResults``) as JSDoc types for ``tsc``; ``engine/truco/web.py`` has them as the signatures of
``OPS``. This test parses the JSDoc types and compares them with ``inspect.signature`` of every op:
an op missing or extra on either side, an argument missing or extra, a type that differs, or an
argument optional on one side and required on the other fails it, naming the op and the argument.

Types are compared as sets of alternatives: ``str`` is ``string``, ``int``/``float`` are
``number``, ``bool`` is ``boolean``, ``None`` is ``null``, ``list[X]`` is ``X[]``, ``Literal[...]``
the same literals, ``dict[str, Any]`` an object (``Record<string, ...>`` or an object type that
says more), and a named alias (``RulesSpec``, ``ScenarioJson``) must be the same name.
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from truco import web

ROOT = Path(__file__).resolve().parents[2]
OPS_JS = ROOT / "site_src" / "js" / "kit" / "protocol-ops.js"

#: Arguments the JavaScript side documents ahead of an engine change being made on another branch:
#: compared as soon as web.py has them, tolerated while it does not (none now: add ``(op, arg)``
#: while such a change is in flight, remove it once web.py has the argument).
AHEAD: set[tuple[str, str]] = set()

Type = frozenset[Any]  # alternatives: "string", "number", ("array", Type), ("named", n), ("lit", v)...
Args = dict[str, tuple[bool, Type]]  # argument -> (optional, type)

# -- the JSDoc side ---------------------------------------------------------------------------------


def jsdoc_blocks(text: str) -> list[str]:
    """Each /** ... */ comment, with the leading `*` of its lines taken off."""
    return ["\n".join(re.sub(r"^\s*\* ?", "", line) for line in block.splitlines())
            for block in re.findall(r"/\*\*(.*?)\*/", text, flags=re.S)]


def _braced(text: str, start: int) -> tuple[str, int]:
    """The text inside the braces opening at ``start`` and the index after the closing one."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1:i], i + 1
    raise AssertionError(f"unbalanced braces in {text[start:start + 60]!r}")


def jsdoc_typedefs(text: str) -> dict[str, str | dict[str, str]]:
    """``@typedef {T} Name`` -> T, and ``@typedef {Object} Name`` -> {property: its type}.

    A property named twice in one typedef fails (the reader would see only one of them)."""
    out: dict[str, str | dict[str, str]] = {}
    for block in jsdoc_blocks(text):
        current: dict[str, str] | None = None
        i = 0
        while (at := block.find("@", i)) >= 0:
            tag = re.match(r"@(typedef|property)\s*", block[at:])
            if tag is None or block[at + tag.end()] != "{":
                i = at + 1
                continue
            body, after = _braced(block, at + tag.end())
            name_match = re.match(r"\s*\[?(\w+)", block[after:])
            assert name_match, f"a {tag.group(1)} without a name after {{{body}}}"
            name = name_match.group(1)
            i = after + name_match.end()
            if tag.group(1) == "typedef":
                current = {} if body.strip() == "Object" else None
                out[name] = current if current is not None else " ".join(body.split())
            elif current is not None:
                assert name not in current, f"{name!r} is listed twice in a typedef"
                current[name] = " ".join(body.split())
    return out


class TsParser:
    """A small parser of the TypeScript types JSDoc uses here, into sets of alternatives."""

    TOKEN = re.compile(r'\s*(\w+|"[^"]*"|\'[^\']*\'|\[\]|[{}()<>\[\],:?&|])')

    def __init__(self, text: str, aliases: dict[str, str]) -> None:
        self.tokens = self.TOKEN.findall(text)
        assert "".join(self.tokens) == re.sub(r"\s+", "", text), f"cannot read the type {text!r}"
        self.i = 0
        self.aliases = aliases

    def peek(self) -> str | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.tokens[self.i]
        assert expected is None or token == expected, f"expected {expected!r}, got {token!r}"
        self.i += 1
        return token

    def parse(self) -> Any:
        result = self.union()
        assert self.peek() is None, f"unread type text from {self.peek()!r}"
        return result

    def union(self) -> Any:
        parts = [self.intersection()]
        while self.peek() == "|":
            self.take()
            parts.append(self.intersection())
        if len(parts) == 1:
            return parts[0]
        return frozenset().union(*(as_type(p) for p in parts))

    def intersection(self) -> Any:
        parts = [self.postfix()]
        while self.peek() == "&":
            self.take()
            parts.append(self.postfix())
        if len(parts) == 1:
            return parts[0]
        merged: Args = {}
        for part in parts:
            assert isinstance(part, dict), f"an intersection of something other than objects: {part}"
            merged.update(part)
        return merged

    def postfix(self) -> Any:
        item = self.primary()
        while self.peek() == "[]":
            self.take()
            item = frozenset({("array", as_type(item))})
        return item

    def primary(self) -> Any:
        token = self.take()
        if token == "(":
            inner = self.union()
            self.take(")")
            return inner
        if token == "{":
            return self.members()
        if token[0] in "\"'":
            return frozenset({("lit", token[1:-1])})
        if token in ("true", "false"):
            return frozenset({("lit", token == "true")})
        if token.isdigit():
            return frozenset({("lit", int(token))})
        if self.peek() == "<":
            self.take()
            params = [self.union()]
            while self.peek() == ",":
                self.take()
                params.append(self.union())
            self.take(">")
            assert token == "Record", f"unknown generic type {token}"
            return frozenset({"object"})
        simple = {"string": "string", "number": "number", "boolean": "boolean", "null": "null",
                  "unknown": "unknown", "any": "unknown", "Object": "object"}
        if token in simple:
            return frozenset({simple[token]})
        if token in self.aliases:  # a typedef of this file (SourceArgs): read it in place
            return TsParser(self.aliases[token], self.aliases).parse()
        return frozenset({("named", token)})

    def members(self) -> Args:
        out: Args = {}
        while self.peek() != "}":
            if self.peek() == "[":  # an index signature: [option: string]: unknown
                while self.take() != "]":
                    pass
                self.take(":")
                self.union()
            else:
                name = self.take()
                optional = self.peek() == "?"
                if optional:
                    self.take()
                self.take(":")
                out[name] = (optional, as_type(self.union()))
            if self.peek() == ",":
                self.take()
        self.take("}")
        return out


def as_type(parsed: Any) -> Type:
    """An object type inside an argument is an object, whatever its members."""
    return frozenset({"object"}) if isinstance(parsed, dict) else frozenset(parsed)


def js_ops(text: str) -> tuple[dict[str, Args], set[str]]:
    """OpArgs as {op: {argument: (optional, type)}}, and the ops OpResults lists."""
    typedefs = jsdoc_typedefs(text)
    # a typedef of this file is read in place; an imported one (RulesSpec...) stays a name
    aliases = {k: v for k, v in typedefs.items() if isinstance(v, str) and not v.startswith("import(")}
    op_args, op_results = typedefs.get("OpArgs"), typedefs.get("OpResults")
    assert isinstance(op_args, dict) and isinstance(op_results, dict), "OpArgs/OpResults not found"
    out: dict[str, Args] = {}
    for op, type_text in op_args.items():
        parsed = TsParser(type_text, aliases).parse()
        assert isinstance(parsed, dict), f"OpArgs.{op} is not an object type: {type_text}"
        out[op] = parsed
    return out, set(op_results)


# -- the Python side --------------------------------------------------------------------------------


def py_type(annotation: str) -> Type:
    """A web.py annotation (a string: the module has ``from __future__ import annotations``)."""
    return _py(ast.parse(annotation, mode="eval").body)


def _py(node: ast.expr) -> Type:
    names = {"str": "string", "int": "number", "float": "number", "bool": "boolean",
             "Any": "unknown", "object": "unknown"}
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _py(node.left) | _py(node.right)
    if isinstance(node, ast.Constant) and node.value is None:
        return frozenset({"null"})
    if isinstance(node, ast.Name):
        return frozenset({names.get(node.id, ("named", node.id))})
    if isinstance(node, ast.Attribute):  # web.RulesSpec
        return frozenset({("named", node.attr)})
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        base = node.value.id
        if base == "list":
            return frozenset({("array", _py(node.slice))})
        if base == "dict":
            return frozenset({"object"})
        if base == "Literal":
            items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            return frozenset(("lit", ast.literal_eval(item)) for item in items)
        if base == "Optional":
            return _py(node.slice) | {"null"}
    raise AssertionError(f"cannot read the annotation {ast.unparse(node)!r}")


def py_args(fn: Callable[..., Any]) -> Args:
    out: Args = {}
    for name, p in inspect.signature(fn).parameters.items():
        assert p.kind is inspect.Parameter.KEYWORD_ONLY, f"{fn.__name__}: {name} is not keyword-only"
        annotation = p.annotation if isinstance(p.annotation, str) else getattr(
            p.annotation, "__name__", str(p.annotation))
        out[name] = (p.default is not inspect.Parameter.empty, py_type(annotation))
    return out


# -- the comparison ---------------------------------------------------------------------------------


def show(t: Type) -> str:
    def one(x: Any) -> str:
        if isinstance(x, tuple):
            return {"array": lambda: f"{show(x[1])}[]", "named": lambda: x[1],
                    "lit": lambda: repr(x[1])}[x[0]]()
        return str(x)
    return " | ".join(sorted(one(x) for x in t))


def drift(engine: dict[str, Args], js: dict[str, Args], results: Iterable[str],
          ahead: set[tuple[str, str]] = frozenset()) -> list[str]:  # type: ignore[assignment]
    """Every difference between the engine's ops and the JSDoc, in words (empty: none)."""
    problems = []
    for op in sorted(set(engine) - set(js)):
        problems.append(f"op {op!r} is in web.OPS but not in OpArgs")
    for op in sorted(set(js) - set(engine)):
        problems.append(f"op {op!r} is in OpArgs but not in web.OPS")
    results = set(results)
    for op in sorted(set(engine) ^ results):
        problems.append(f"op {op!r} is {'missing from' if op in engine else 'extra in'} OpResults")
    for op in sorted(set(engine) & set(js)):
        py, ts = engine[op], js[op]
        for arg in sorted(set(py) - set(ts)):
            problems.append(f"{op}: argument {arg!r} is in web.py but not in OpArgs")
        for arg in sorted(set(ts) - set(py)):
            if (op, arg) not in ahead:
                problems.append(f"{op}: argument {arg!r} is in OpArgs but not in web.py")
        for arg in sorted(set(py) & set(ts)):
            (py_optional, py_t), (ts_optional, ts_t) = py[arg], ts[arg]
            if py_optional != ts_optional:
                problems.append(f"{op}: argument {arg!r} is "
                                f"{'optional' if py_optional else 'required'} in web.py but "
                                f"{'optional' if ts_optional else 'required'} in OpArgs")
            if py_t != ts_t:
                problems.append(f"{op}: argument {arg!r} is {show(py_t)} in web.py but "
                                f"{show(ts_t)} in OpArgs")
    return problems


def test_the_jsdoc_ops_are_the_engines_ops() -> None:
    js, results = js_ops(OPS_JS.read_text(encoding="utf8"))
    engine = {name: py_args(fn) for name, fn in web.OPS.items()}
    problems = drift(engine, js, results, AHEAD)
    assert not problems, "kit/protocol-ops.js and web.py differ:\n" + "\n".join(problems)


# -- the check itself catches each kind of drift ------------------------------------------------------


def op_sample(*, cards: list[str], rules: web.RulesSpec = "paulista", seed: int | None = None,
              kind: str = "normal") -> dict[str, Any]:
    """A stand-in op for the tests of the check."""
    return {}


JS_SAMPLE = """
/**
 * @typedef {{scenario?: ScenarioJson | null, code?: string | null}} SourceArgs
 * @typedef {Object} OpArgs
 * @property {{cards: string[], rules?: RulesSpec, seed?: number | null, kind?: string}} sample
 * @property {SourceArgs & {prefix?: boolean}} other
 * @typedef {Object} OpResults
 * @property {{}} sample
 */
"""


def _engine(**ops: Callable[..., Any]) -> dict[str, Args]:
    return {name: py_args(fn) for name, fn in ops.items()}


def test_the_parser_reads_objects_intersections_aliases_and_index_signatures() -> None:
    js, results = js_ops(JS_SAMPLE)
    assert js["other"] == {"scenario": (True, frozenset({("named", "ScenarioJson"), "null"})),
                           "code": (True, frozenset({"string", "null"})),
                           "prefix": (True, frozenset({"boolean"}))}
    assert results == {"sample"}
    assert drift(_engine(sample=op_sample), {"sample": js["sample"]}, results) == []
    parsed = TsParser('{rules?: string | {preset: string, [option: string]: unknown}, o?: '
                      '(number | null)[] | null, k?: "normal" | "iron"}', {}).parse()
    assert parsed["rules"] == (True, frozenset({"string", "object"}))
    assert parsed["o"] == (True, frozenset({("array", frozenset({"number", "null"})), "null"}))
    assert py_type("Literal['normal', 'iron']") == parsed["k"][1]


@pytest.mark.parametrize(("js_args", "expected"), [
    ("{rules?: RulesSpec, seed?: number | null, kind?: string}",
     "sample: argument 'cards' is in web.py but not in OpArgs"),
    ("{cards: string[], rules?: RulesSpec, seed?: number | null, kind?: string, extra?: number}",
     "sample: argument 'extra' is in OpArgs but not in web.py"),
    ("{cards: string[], rules?: RulesSpec, seed?: number, kind?: string}",
     "sample: argument 'seed' is null | number in web.py but number in OpArgs"),
    ("{cards?: string[], rules?: RulesSpec, seed?: number | null, kind?: string}",
     "sample: argument 'cards' is required in web.py but optional in OpArgs"),
    ("{cards: string[], rules: RulesSpec, seed?: number | null, kind?: string}",
     "sample: argument 'rules' is optional in web.py but required in OpArgs"),
    ("{cards: number[], rules?: RulesSpec, seed?: number | null, kind?: string}",
     "sample: argument 'cards' is string[] in web.py but number[] in OpArgs"),
    ("{cards: string[], rules?: string, seed?: number | null, kind?: string}",
     "sample: argument 'rules' is RulesSpec in web.py but string in OpArgs"),
])
def test_each_kind_of_drift_is_named(js_args: str, expected: str) -> None:
    js = {"sample": TsParser(js_args, {}).parse()}
    assert drift(_engine(sample=op_sample), js, {"sample"}) == [expected]


def test_a_missing_or_extra_op_and_a_repeated_one_are_named() -> None:
    js, results = js_ops(JS_SAMPLE)
    engine = _engine(sample=op_sample, deal=web.op_deal)
    assert drift(engine, js, results) == [
        "op 'deal' is in web.OPS but not in OpArgs",
        "op 'other' is in OpArgs but not in web.OPS",
        "op 'deal' is missing from OpResults",
    ]
    with pytest.raises(AssertionError, match="listed twice"):
        js_ops(JS_SAMPLE.replace(" * @typedef {Object} OpResults",
                                 " * @property {{}} other\n * @typedef {Object} OpResults"))


def test_an_argument_documented_ahead_is_compared_once_the_engine_has_it() -> None:
    js = {"sample": TsParser("{cards: string[], rules?: RulesSpec, seed?: number | null, "
                             "kind?: string, viewer?: number | null}", {}).parse()}
    assert drift(_engine(sample=op_sample), js, {"sample"}, {("sample", "viewer")}) == []

    def op_viewer(*, cards: list[str], rules: web.RulesSpec = "paulista", seed: int | None = None,
                  kind: str = "normal", viewer: int = 0) -> dict[str, Any]:
        return {}
    assert drift(_engine(sample=op_viewer), js, {"sample"}, {("sample", "viewer")}) == [
        "sample: argument 'viewer' is number in web.py but null | number in OpArgs"]
