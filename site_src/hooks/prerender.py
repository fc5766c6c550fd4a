"""Answers at first paint: the engine answers each widget's first requests when the site is built.

For every widget on a page, in every rule preset, the widget's own module says which requests
it makes when it opens (``initialRequests`` in ``site_src/js/widgets/<name>.js``, asked through
``site_src/build/initial_requests.mjs`` in Node), for a plain open and for every deep link to it that
the site's own pages contain. The engine answers them here; the page carries the answers
(page data ``answers``, keyed like ``requestKey`` in kit/protocol.js) and ``ctx.ask`` serves them
before the worker is up. Refused requests are not embedded: they go to the engine as before.

>>> request_key("ping", {})
'{"args":{},"op":"ping"}'
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections import defaultdict
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote

from truco.web import handle

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "site_src" / "build" / "initial_requests.mjs"
#: How many times the widgets are asked again with the answers so far (a request may need an answer).
MAX_ROUNDS = 4
WIDGET_ATTR = re.compile(r'data-widget="([a-z][a-z0-9-]*)"')
#: a widget's element with its attributes: <div data-widget="lesson" data-lesson="covering">
WIDGET_TAG = re.compile(r'<[a-z]+\s[^>]*data-widget="([a-z][a-z0-9-]*)"[^>]*>')
#: a data attribute of a widget's element (the widget's own: data-lesson="covering")
DATA_ATTR = re.compile(r'\sdata-([a-z][a-z0-9-]*)="([^"]*)"')
#: a link's query string in Markdown or HTML: (...?a=b&c=d) or href="...?a=b"
LINK_QUERY = re.compile(r"""(?:\]\(|href=["'])[^)"'\s]*\?([^)"'#\s]+)""")


class PrerenderError(RuntimeError):
    """The widgets' first requests could not be worked out."""


def request_key(op: str, args: dict[str, Any]) -> str:
    """The same text as kit/protocol.js ``requestKey``: sorted keys, no spaces."""
    return json.dumps({"op": op, "args": args}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)


def linked_states(docs: Path) -> dict[str, list[dict[str, str]]]:
    """Widget parameters found in the site's own links: ``?ladder.s=CODE`` -> ladder {s: CODE}."""
    found: dict[str, list[dict[str, str]]] = defaultdict(list)
    for page in sorted(docs.rglob("*.md")):
        for query in LINK_QUERY.findall(page.read_text(encoding="utf-8")):
            params: dict[str, dict[str, str]] = defaultdict(dict)
            for name, value in parse_qsl(unquote(query.replace("&amp;", "&"))):
                widget, dot, param = name.partition(".")
                if dot and re.fullmatch(r"[a-z][a-z0-9-]*", widget):
                    params[widget][param] = value
            for widget, values in params.items():
                if values not in found[widget]:
                    found[widget].append(values)
    return dict(found)


def widget_tags(html: str) -> list[tuple[str, dict[str, str]]]:
    """Each widget element of a page: its name and its own data attributes (``data-lesson``)."""
    out = []
    for match in WIDGET_TAG.finditer(html):
        data = {k: v for k, v in DATA_ATTR.findall(match.group(0)) if k != "widget"}
        out.append((match.group(1), data))
    return out


def widget_data(docs: Path) -> dict[str, list[dict[str, str]]]:
    """The data attributes each widget carries on the site's pages (none: ``{}``)."""
    found: dict[str, list[dict[str, str]]] = defaultdict(list)
    for page in sorted(docs.rglob("*.md")):
        for widget, data in widget_tags(page.read_text(encoding="utf-8")):
            if data not in found[widget]:
                found[widget].append(data)
    return dict(found)


def _variant(widget: str, data: dict[str, str]) -> str:
    return f"{widget} {json.dumps(data, sort_keys=True)}"


def initial_requests(states: list[dict[str, Any]],
                     answers: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Ask the widget modules (Node) for their first requests in each state, given the answers
    known so far (some first requests depend on an earlier answer)."""
    node = shutil.which("node")
    if node is None:
        raise PrerenderError("node is not installed (needed to pre-render widget answers)")
    payload = json.dumps({"states": states, "answers": answers or {}})
    result = subprocess.run([node, str(SCRIPT)], input=payload, cwd=ROOT,
                            capture_output=True, text=True, timeout=120, check=False)
    if result.returncode != 0:
        raise PrerenderError(f"site_src/build/initial_requests.mjs failed: {result.stderr.strip()}")
    answer: list[dict[str, Any]] = json.loads(result.stdout)
    return answer


class Prerenderer:
    """Works out every widget's first requests once per build and answers them per page."""

    def __init__(self, docs: Path, widgets: list[str], presets: tuple[str, ...]) -> None:
        links = linked_states(docs)
        variants = widget_data(docs)
        states = [{"widget": w, "preset": p, "params": params, "data": data}
                  for w in widgets for p in presets for params in [{}, *links.get(w, [])]
                  for data in variants.get(w, [{}])]
        #: requests by widget and data attributes (:func:`_variant`)
        self.requests: dict[str, list[tuple[str, dict[str, Any]]]] = defaultdict(list)
        self._answers: dict[str, Any] = {}
        for _ in range(MAX_ROUNDS):  # until no widget names a new request
            new = 0
            known = {key: result for key, result in self._answers.items() if result is not None}
            for state in initial_requests(states, known):
                variant = _variant(state["widget"], state.get("data") or {})
                for request in state["requests"] or []:
                    pair = (request["op"], request["args"])
                    if pair not in self.requests[variant]:
                        self.requests[variant].append(pair)
                        self.answer(*pair)
                        new += 1
            if new == 0:
                break

    def answer(self, op: str, args: dict[str, Any]) -> tuple[str, Any] | None:
        """The request's key and the engine's result, or None when the engine refuses it."""
        key = request_key(op, args)
        if key not in self._answers:
            reply = json.loads(handle(json.dumps({"op": op, "args": args})))
            self._answers[key] = reply["result"] if reply["ok"] else None
        result = self._answers[key]
        return None if result is None else (key, result)

    def for_page(self, html: str) -> dict[str, Any]:
        """Every answer the widgets of this page need first (each as its element's data
        attributes make it: a lesson page's lesson)."""
        out: dict[str, Any] = {}
        for widget, data in sorted(set((w, json.dumps(d, sort_keys=True)) for w, d in widget_tags(html))):
            for op, args in self.requests.get(_variant(widget, json.loads(data)), []):
                found = self.answer(op, args)
                if found is not None:
                    out[found[0]] = found[1]
        return out


def widget_names(js_dir: Path) -> list[str]:
    """The widgets of the site: app.js's ``WIDGETS`` (the shell mounts only those), each with its
    module in site_src/js/widgets; the build fails on a module not listed or a name without one."""
    block = re.search(r"const WIDGETS = \[(.*?)\];", (js_dir / "app.js").read_text(encoding="utf-8"), re.S)
    if block is None:
        raise PrerenderError("site_src/js/app.js has no `const WIDGETS = [...]` list")
    listed = re.findall(r'"([\w-]+)"', block.group(1))
    modules = {p.stem for p in (js_dir / "widgets").glob("*.js")}
    if set(listed) != modules:
        raise PrerenderError("app.js WIDGETS and the modules of site_src/js/widgets differ: "
                             f"not listed {sorted(modules - set(listed))}, "
                             f"no module {sorted(set(listed) - modules)}")
    return sorted(listed)
