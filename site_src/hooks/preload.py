"""Module preloads: each page lists, in ``<head>``, every JS module its first paint needs.

``app.js`` imports the kit, then each widget on the page (``import(`./widgets/${name}.js`)``),
which imports more of the kit: loaded one level at a time, that is a waterfall of round trips
before a pre-rendered answer can be drawn. ``<link rel="modulepreload">`` for the whole static
import closure of app.js and of the page's widgets lets the browser fetch them all at once.

>>> from pathlib import Path
>>> js = Path(__file__).resolve().parents[1] / "js"
>>> closure(js, ["app.js"])[:2]
['app.js', 'engine-client.js']
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path, PurePosixPath

#: ``... from "./x.js"`` (imports and re-exports, one line or several); JSDoc ``import("...")``
#: types are not module loads and do not match.
_FROM = re.compile(r'^\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}/[^"]+\.js)"', re.M | re.S)
_WIDGET = re.compile(r'data-widget="([a-z0-9-]+)"')
_APP_SRC = re.compile(r'<script src="([^"]*)assets/js/app\.js"')


@cache
def imports(js_dir: Path, module: str) -> tuple[str, ...]:
    """The modules ``module`` imports statically, as paths relative to ``js_dir``."""
    text = (js_dir / module).read_text(encoding="utf-8")
    here = PurePosixPath(module).parent
    found = []
    for spec in _FROM.findall(text):
        parts: list[str] = []
        for part in (here / spec).parts:
            if part == "..":
                parts.pop()
            elif part != ".":
                parts.append(part)
        found.append("/".join(parts))
    return tuple(found)


def closure(js_dir: Path, roots: list[str]) -> list[str]:
    """Every module reachable from ``roots`` by static imports, roots first, each once."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        module = todo.pop(0)
        if module in seen or not (js_dir / module).is_file():
            continue
        seen.append(module)
        todo.extend(imports(js_dir, module))
    return seen


def add_preloads(html: str, js_dir: Path) -> str:
    """``html`` with a modulepreload link, before ``</head>``, for each module of its first paint."""
    app = _APP_SRC.search(html)
    if app is None:
        return html
    prefix = app.group(1)
    widgets = sorted(set(_WIDGET.findall(html)))
    modules = closure(js_dir, ["app.js", *(f"widgets/{name}.js" for name in widgets)])
    links = "".join(f'<link rel="modulepreload" href="{prefix}assets/js/{m}">' for m in modules)
    return html.replace("</head>", links + "</head>", 1)
