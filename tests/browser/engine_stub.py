"""The browser tests' engine: the page's worker replaced by a stub that asks this process's
CPython engine (``truco.web.handle``), so that a page load boots no Pyodide and every answer is
computed once, here. Tests of the real worker (boot, snapshot, restart, offline, first paint)
use a context without it (``@pytest.mark.pyodide``)."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import BrowserContext, Route

from truco.web import handle

STUB = (Path(__file__).resolve().parent / "stub" / "worker.js").read_text(encoding="utf-8")


#: Routes are regular expressions, not Python functions: Playwright's driver matches those itself,
#: while a function makes every request of the page (its modules, styles, cards) wait on a round
#: trip to this process to be asked about
_WORKER = re.compile(r"^[^?#]*/assets/js/worker\.js(?:[?#].*)?$")
_ENGINE = re.compile(r"^https?://[^/?#]+/__engine(?:[?#].*)?$")


def _serve_stub(route: Route) -> None:
    route.fulfill(status=200, body=STUB, content_type="text/javascript; charset=utf-8",
                  headers={"Cache-Control": "no-store"})


def _answer(route: Route) -> None:
    request = route.request.post_data or ""
    route.fulfill(status=200, body=handle(request), content_type="application/json; charset=utf-8")


def stub_engine(context: BrowserContext) -> None:
    """Answer the context's engine requests with CPython instead of Pyodide."""
    context.route(_WORKER, _serve_stub)
    context.route(_ENGINE, _answer)
