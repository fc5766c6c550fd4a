"""Browser tests: build the site once, serve it on 127.0.0.1, drive Debian's Chromium.

The pages' engine is this process's CPython (``engine_stub``: the worker replaced by a stub that
forwards each request), so a page load boots no Pyodide; a module or test marked
``@pytest.mark.pyodide`` gets the real worker (boot, snapshot, restart, offline, first paint).
Tests still share a page per module (``shared_page``) wherever they can.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import json
import os
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Route, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "dev"))
sys.path.insert(0, str(ROOT / "tests" / "support"))

from engine_stub import stub_engine  # noqa: E402

from built_site import build, free_url, shared  # noqa: E402
from serve import serve  # noqa: E402

#: Debian's headless shell of Chromium (package chromium-headless-shell): the same Blink, V8 and
#: version as its chromium, without the browser's windowing layer, as Playwright's own headless
#: runs use. A test run spends a fifth less CPU in it than in the whole browser (measured on two
#: files: 46-52 s against 59-70 s). TRUCO_CHROMIUM=/usr/bin/chromium runs the whole browser.
#: Where the shell is missing, the whole browser runs the tests.
CHROMIUM = os.environ.get("TRUCO_CHROMIUM") or next(
    (path for path in ("/usr/bin/chromium-headless-shell", "/usr/bin/chromium") if Path(path).exists()),
    "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
LANGUAGES = ("es", "pt", "en")
#: Every page of the site, named by its file in docs/es/ (the default language).
PAGES = tuple(sorted((p.stem for p in (ROOT / "docs" / "es").glob("*.md")),
                     key=lambda name: (name != "index", name)))
PRESETS = ("paulista", "paulista-fpt", "mineiro")
BOOT_TIMEOUT_MS = 60_000
#: Injected at the top of every page's article by ``inject_test_markup``: the demo widget and
#: one block per preset, as build-time tables will render them.
TEST_MARKUP = (
    '<div data-widget="engine-status" id="test-status"></div>'
    + "".join(
        f'<div class="truco-preset-block" data-preset="{p}" id="test-preset-{p}">{p}</div>'
        for p in PRESETS
    )
)


def page_path(lang: str, name: str) -> str:
    """URL path of a page: Spanish (default) at the root, the others under /pt/ and /en/."""
    prefix = "" if lang == "es" else f"{lang}/"
    return prefix if name == "index" else f"{prefix}{name}/"


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The built site's folder and the address it was built for (``make test``'s one build, else
    a build made here for a free port)."""
    made = shared()
    if made is not None:
        return made
    site_dir, url = tmp_path_factory.mktemp("site"), free_url()
    result = build(site_dir, url)
    if result.returncode != 0:
        pytest.fail(f"mkdocs build failed:\n{result.stdout}\n{result.stderr}", pytrace=False)
    return site_dir, url


@pytest.fixture(scope="session")
def site_dir(built: tuple[Path, str]) -> Path:
    """The folder ``base_url`` serves (a test that changes a file there puts it back)."""
    return built[0]


#: Set by the controller of a parallel run (pytest-xdist) to the address it serves the shared
#: build on, for every worker: the build is made for one host:port, so one server serves them all.
SERVED = "TRUCO_TEST_SERVED"


def pytest_configure(config: pytest.Config) -> None:
    """A parallel run's controller serves ``make test``'s build for its workers until the end."""
    parallel = getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput")
    made = shared() if parallel else None
    if made is not None:
        site_dir, url = made
        config.stash[_SERVER] = serve(site_dir, "127.0.0.1", int(urlsplit(url).port or 80))
        os.environ[SERVED] = url  # the workers start after this, with this environment


def pytest_unconfigure(config: pytest.Config) -> None:
    server = config.stash.get(_SERVER, None)
    if server is not None:
        server.shutdown()
        server.server_close()
        os.environ.pop(SERVED, None)


_SERVER = pytest.StashKey[Any]()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """A test that failed and is run once more (``make test``'s ``--reruns 1``) says why in the
    log: the summary names a rerun but shows no reason, and a flaky test is fixed by its cause."""
    if report.outcome == "rerun":  # pytest-rerunfailures marks the failed try so
        reason = report.longreprtext.strip().splitlines()
        sys.stderr.write(f"\nRERUN {report.nodeid} ({report.when}), the first try's failure:\n"
                         + "\n".join(reason[-25:]) + "\n")


@pytest.fixture(scope="session")
def base_url(built: tuple[Path, str]) -> Iterator[str]:
    """Serve the built site on 127.0.0.1, threaded, and yield its URL (a parallel run's
    controller serves it already: SERVED).

    Overrides pytest-base-url's fixture, so ``page.goto("cards/")`` works too.
    """
    site_dir, url = built
    if os.environ.get(SERVED) == url:
        yield url
        return
    # served as a static host would: precompressed .br/.gz where the build left them
    server = serve(site_dir, "127.0.0.1", int(urlsplit(url).port or 80))
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not Path(CHROMIUM).exists():
        pytest.exit(
            f"{CHROMIUM} is missing: apt-get install -y chromium chromium-headless-shell "
            "(or make test)",
            returncode=3,
        )
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_FLAGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's ``page``/``context``: no service worker (it would serve pages around
    the tests' routes); test_offline.py tests the worker in contexts of its own."""
    return {**browser_context_args, "service_workers": "block"}


class ConsoleLog:
    """Console errors and uncaught page errors of one page."""

    def __init__(self, page: Page) -> None:
        self.errors: list[str] = []
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type in ("error", "assert"):
            where = message.location.get("url", "")
            self.errors.append(f"console.{message.type}: {message.text} ({where})")

    def clear(self) -> None:
        self.errors.clear()

    def assert_clean(self) -> None:
        errors, self.errors = self.errors, []
        assert not errors, "errors in the browser console:\n" + "\n".join(errors)


def inject_test_markup(context: BrowserContext, base: str, markup: str = TEST_MARKUP) -> None:
    """Serve every site page with ``markup`` at the top of its article.

    Instant navigation fetches pages with ``fetch``, which ``route`` intercepts too, so injected
    widgets go through the real mount path (Material's ``document$``).
    """

    def handle(route: Route) -> None:
        response = route.fetch()
        body = response.text()
        content_type = response.headers.get("content-type", "")
        if "text/html" in content_type:
            body = re.sub(
                r'(<article class="md-content__inner md-typeset">)', r"\1" + markup, body, count=1
            )
        route.fulfill(response=response, body=body)

    # a page: an address of the site whose path ends in "/" or ".html" (a regular expression, which
    # Playwright's driver matches itself: a Python function would make every request of the page
    # wait on a round trip to this process)
    is_page = re.compile("^" + re.escape(base.rstrip("/")) + r"(?:/[^?#]*)?(?:/|\.html)(?:[?#].*)?$")
    context.route(is_page, handle)


def engine_info(page: Page) -> dict[str, Any]:
    """The page's engine-client ``engineInfo()``: state, version, mode, bootMs, error, slowLink."""
    info: dict[str, Any] = page.evaluate(
        "async () => (await import(location.origin + '/assets/js/engine-client.js')).engineInfo()")
    return info


def boot_from_snapshot(target: BrowserContext | Page) -> None:
    """Pages opened from now on boot their engine from the memory snapshot whatever the worker
    measures of the link (engine-client.js, sessionStorage "truco.engine-boot"): on a loaded
    machine localhost can look like a slow link, and a first visit would then boot plainly
    (kit/boot-choice.js; test_offline.py throttles a link to test that choice)."""
    target.add_init_script("sessionStorage.setItem('truco.engine-boot', 'snapshot')")


def wait_engine(page: Page, state: str = "ready") -> None:
    page.wait_for_function(
        "s => document.documentElement.dataset.engine === s", arg=state, timeout=BOOT_TIMEOUT_MS
    )


#: ``TRUCO_BROWSER_ENGINE=pyodide`` runs every browser test on the real worker (Pyodide), as a
#: reader's browser does: slower, and a check that the stub hides nothing.
ALL_REAL = os.environ.get("TRUCO_BROWSER_ENGINE") == "pyodide"


def real_engine(request: pytest.FixtureRequest) -> bool:
    """Whether the test (or its module) runs the real engine worker (Pyodide)."""
    return ALL_REAL or request.node.get_closest_marker("pyodide") is not None


#: Material's search worker: it builds the search index (lunr, every page of three languages) on
#: every page load, about a fifth of a page load's CPU here (0.17 of 0.77 s measured). No test
#: searches, so the tests' contexts get a worker that does nothing: the search box is still drawn
#: (axe sees it) and the index is still built and served (test_ux_minor reads it).
SEARCH_WORKER = re.compile(r"^[^?#]*/assets/javascripts/workers/search\.[^/?#]*\.js(?:[?#].*)?$")


def _idle_worker(route: Route) -> None:
    route.fulfill(status=200, body="", content_type="text/javascript; charset=utf-8")


def quiet_search(context: BrowserContext) -> BrowserContext:
    """Pages of ``context`` start an idle search worker instead of Material's (SEARCH_WORKER)."""
    context.route(SEARCH_WORKER, _idle_worker)
    return context


def new_context(browser: Browser, base_url: str, *, real: bool = False,
                **options: Any) -> BrowserContext:
    """A browser context on the site whose engine is CPython's (``engine_stub``), or the real
    worker with ``real`` (or ``TRUCO_BROWSER_ENGINE=pyodide``); its search idle (SEARCH_WORKER)."""
    context = quiet_search(browser.new_context(base_url=base_url, **options))
    if not (real or ALL_REAL):
        stub_engine(context)
    return context


@pytest.fixture()
def context(context: BrowserContext, request: pytest.FixtureRequest) -> BrowserContext:
    """pytest-playwright's context, its engine CPython's unless the test is marked ``pyodide``,
    its search idle (SEARCH_WORKER)."""
    quiet_search(context)
    if not real_engine(request):
        stub_engine(context)
    return context


@pytest.fixture(scope="module")
def shared_context(browser: Browser, base_url: str,
                   request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    # no service worker here: it would serve pages around the route that injects the test markup
    # (test_offline.py tests the worker in contexts of its own)
    context = new_context(browser, base_url, real=real_engine(request),
                          viewport={"width": 1280, "height": 900}, service_workers="block")
    inject_test_markup(context, base_url)
    yield context
    context.close()


@pytest.fixture(scope="module")
def shared_page(shared_context: BrowserContext) -> Iterator[Page]:
    """One page per test module (Pyodide boots once per full page load, not per test)."""
    page = shared_context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    yield page
    page.close()


@pytest.fixture(scope="module")
def shared_console(shared_page: Page) -> ConsoleLog:
    return ConsoleLog(shared_page)


@pytest.fixture()
def console(shared_console: ConsoleLog) -> Iterator[ConsoleLog]:
    """Fails the test on any console error or page error in ``shared_page`` during it."""
    shared_console.clear()
    yield shared_console
    shared_console.assert_clean()


# --- what the page should show, from the same sources as the build --------------------------------

I18N = ROOT / "site_src" / "i18n"


@functools.cache
def _strings(lang: str) -> tuple[tuple[str, str], ...]:
    out: dict[str, str] = {}
    for path in sorted(I18N.glob("*.json")):
        for key, texts in json.loads(path.read_text(encoding="utf-8")).items():
            out[key] = texts[lang]
    return tuple(out.items())


def strings(lang: str) -> dict[str, str]:
    """Every UI string of the site in ``lang``, as the build hands them to the page."""
    return dict(_strings(lang))


def engine(op: str, **args: Any) -> dict[str, Any]:
    """The engine's answer in-process: ``{"ok": ..., "result" | "error": ...}``."""
    from truco.web import handle

    answer: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return answer


AXE_JS = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(page: Page, impacts: tuple[str, ...] = ("serious", "critical")) -> list[str]:
    """Run axe-core on the page; return the violations of the given impacts, readable.

    Waits for running CSS transitions first (Material fades the header title on scroll; a frame
    in the middle of a fade is not a contrast problem).
    """
    with contextlib.suppress(PlaywrightTimeoutError):
        page.wait_for_function(
            "() => document.getAnimations().every(a => a.playState !== 'running')", timeout=5_000
        )
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE_JS))
    results: dict[str, Any] = page.evaluate(
        "() => axe.run(document, {resultTypes: ['violations']})"
    )
    found = []
    for violation in results["violations"]:
        if violation["impact"] in impacts:
            targets = [", ".join(node["target"]) for node in violation["nodes"][:5]]
            found.append(f"{violation['id']} ({violation['impact']}): {violation['help']} at {targets}")
    return found


def clipboard_ready(page: Page, base_url: str | None = None) -> None:
    """Let ``page`` use the clipboard as a reader's focused tab does: the permissions granted, the
    page in front (the clipboard refuses a page that is not focused, as when a test before opened
    another page in the context), and any stand-in a test (or its first try) left on
    ``navigator.clipboard.writeText`` taken away."""
    origin = {"origin": base_url.rstrip("/")} if base_url else {}
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], **origin)
    page.bring_to_front()
    page.evaluate("() => { if (navigator.clipboard) delete navigator.clipboard.writeText; }")


@pytest.fixture()
def axe() -> Callable[[Page], list[str]]:
    return axe_violations


# --- opening pages and waiting for widgets (added with the ladder and eleven tests) ---------------


def open_page(page: Page, base_url: str, lang: str, name: str, query: str = "", *,
              full: bool = False) -> None:
    """Open a page of the site with ``query``. Within one language, once the engine is up, the page
    is reached through Material's instant navigation (its widgets mount again, the worker stays:
    no new Pyodide boot); ``full``, another language or no engine yet loads it from scratch."""
    url = base_url + page_path(lang, name) + query
    here = page.url
    soft = not full and here.startswith(base_url) and page.evaluate(
        "l => document.documentElement.lang === l && document.documentElement.dataset.engine === 'ready'",
        lang)
    if not soft:
        page.goto(url)
        return
    if urlsplit(here).path == urlsplit(url).path:  # Material fetches a page only when the path changes
        _follow(page, base_url + page_path(lang, "glossary"))
    _follow(page, url)


def _follow(page: Page, url: str) -> None:
    # the page we leave may itself still be arriving (Material swaps the article in): wait for one
    page.wait_for_function("() => !!document.querySelector('article')")
    page.evaluate(
        """(u) => {
             for (const w of document.querySelectorAll('[data-widget]')) w.dataset.old = '1';
             const article = document.querySelector('article');
             article.dataset.old = '1';
             const a = document.createElement('a');
             a.href = u;
             a.textContent = 'test link';
             article.append(a);
             a.click();
           }""", url)
    # arrived: the new page's article is in and none of the old page's widgets is left
    page.wait_for_function(
        """(u) => { const a = document.querySelector('article');
             return location.pathname === new URL(u).pathname && !!a && !a.dataset.old
               && [...document.querySelectorAll('[data-widget]')].every((w) => !w.dataset.old); }""", arg=url)


def settle(page: Page, selector: str, after: int | None = None) -> int:
    """Wait until the widget at ``selector`` is ready, asks the engine nothing and has drawn more
    answers than ``after`` (its ``data-answers``); return that count."""
    page.wait_for_function(
        """([sel, after]) => { const w = document.querySelector(sel);
             return !!w && w.dataset.state === 'ready' && !w.dataset.busy
               && Number(w.dataset.answers || 0) > after; }""",
        arg=[selector, -1 if after is None else after])
    return int(page.locator(selector).get_attribute("data-answers") or 0)


def engine_result(op: str, **args: Any) -> dict[str, Any]:
    """The engine's result for a request that must succeed."""
    answer = engine(op, **args)
    assert answer["ok"], answer
    result: dict[str, Any] = answer["result"]
    return result


def page_error(error: dict[str, Any]) -> dict[str, Any]:
    """An engine error (``answer["error"]``) as the engine client hands it to a widget: an
    EngineError ``{code, message, details}``, e.g. for ``errorText`` in the page."""
    return {"code": error["code"], "message": error["message"], "details": error}


def tab_to(page: Page, selector: str, limit: int = 250) -> None:
    """Press Tab until the focus is on ``selector``."""
    for _ in range(limit):
        if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


@pytest.fixture(scope="module")
def no_dialogs(shared_page: Page) -> Iterator[None]:
    """Fails the module if ``shared_page`` opens a dialog (a hostile link ran alert())."""
    seen: list[str] = []
    shared_page.on("dialog", lambda d: (seen.append(d.message), d.dismiss()))
    yield
    assert seen == [], f"a page opened dialogs: {seen}"


def scenario_state(page: Page, selector: str, shown_js: str,
                   words_js: str) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any]]:
    """A scenario widget as the test sees it: what it shows (``shown_js`` run on its root), the
    engine's answer for the scenario code it carries (``data-code``), that scenario's ``rules``,
    and what the page's own modules say for that answer (``words_js`` given ``[answer, rules]``)."""
    shown: dict[str, Any] = page.locator(selector).evaluate(shown_js)
    answer = engine_result("replay", code=shown["code"])
    rules = engine_result("rules", rules=answer["scenario"]["rules"])
    words: dict[str, Any] = page.evaluate(words_js, [answer, rules, None])
    return shown, answer, rules, words


# --- driving a widget (added with the scenario widgets' port: card-duel, tie-explorer,
# covered-card; generic for any widget that counts its answers in data-answers) ----------------


def use_palette(page: Page, scheme: str) -> None:
    """Material's palette toggle: "light" (default) or "dark" (slate)."""
    name = "slate" if scheme == "dark" else "default"
    page.evaluate(
        "s => { const i = document.querySelector(`input[name=__palette][data-md-color-scheme=${s}]`);"
        " if (document.body.dataset.mdColorScheme !== s) i.click(); }", name
    )
    page.wait_for_function("s => document.body.dataset.mdColorScheme === s", arg=name)


def past_the_edge(page: Page, scope: str, width: int = 390) -> list[str]:
    """Class names of the visible elements inside ``scope`` (a CSS selector) that reach past
    ``width`` pixels: on a phone, what would make the reader scroll sideways."""
    found: list[str] = page.evaluate(
        """([scope, width]) => [...document.querySelectorAll(`${scope} *`)]
             .filter(e => e.checkVisibility() && e.getBoundingClientRect().right > width)
             .map(e => e.className)""", [scope, width])
    return found


def widget_do(page: Page, selector: str, action: Callable[[], Any]) -> None:
    """Do something to the widget and wait for the answer it draws."""
    before = int(page.locator(selector).first.get_attribute("data-answers") or 0)
    action()
    settle(page, selector, before)


def open_widget(page: Page, base_url: str, selector: str, lang: str, name: str, query: str = "", *,
                preset: str = "paulista", hard: bool = False) -> None:
    """Open page ``name`` with ``?preset=...&query`` (see ``open_page``) and wait for the widget."""
    open_page(page, base_url, lang, name, f"?preset={preset}" + (f"&{query}" if query else ""), full=hard)
    wait_engine(page)
    expect(page.locator(f"{selector}:not([data-old])")).to_have_attribute("data-state", "ready")
    settle(page, selector)


def pick_preset(page: Page, selector: str, preset: str) -> None:
    """Choose a rule preset in the header and wait for the widget's new answer."""
    if page.locator("#truco-preset-select").input_value() != preset:
        widget_do(page, selector, lambda: page.locator("#truco-preset-select").select_option(preset))


def widget_params(page: Page, prefix: str) -> dict[str, str]:
    """The widget's query parameters in the address bar, without the ``prefix`` ("name.")."""
    query = parse_qs(urlsplit(page.url).query, keep_blank_values=True)
    return {k[len(prefix):]: v[0] for k, v in query.items() if k.startswith(prefix)}


@dataclasses.dataclass(frozen=True)
class WidgetDriver:
    """One kind of widget in the shared page: its selector, the page it lives on and the prefix of
    its link parameters. Wraps the helpers above so that test modules do not repeat them."""

    selector: str
    page_name: str
    prefix: str

    def do(self, page: Page, action: Callable[[], Any]) -> None:
        widget_do(page, self.selector, action)

    def open(self, page: Page, base_url: str, lang: str = "en", query: str = "", *,
             preset: str = "paulista", name: str | None = None, hard: bool = False) -> None:
        where = name or self.page_name
        open_widget(page, base_url, self.selector, lang, where, query, preset=preset, hard=hard)

    def preset(self, page: Page, preset: str) -> None:
        pick_preset(page, self.selector, preset)

    def params(self, page: Page) -> dict[str, str]:
        return widget_params(page, self.prefix)


_SCENARIO_WORDS = """async ([board, from, all]) => {
  const root = new URL('assets/js/', location.origin + '/');
  const load = (path) => import(new URL(path, root).href);
  const [{ t }, words, model, panel, moves] = await Promise.all([load('kit/page.js'), load('kit/words.js'),
    load('kit/hand-model.js'), load('kit/scenario-panel.js'), load('kit/moves.js')]);
  const m = model.handModel(board);
  return {
    rulings: board.round_details.map((r) => words.explain(r.ruling, t, { players: board.players })),
    result: model.outcomeSentences(m, t),
    choices: panel.cardChoices(model.handModel(from), all).map((c) => [c.action, words.actionLabel(c, t)]),
    title: board.to_act === null ? ''
      : words.capitalize(t('scenario.choices', { seat: words.seatText(board.to_act, t) })),
    move: moves.moveSentence(m, t),
  };
}"""


def scenario_words(page: Page, answer: dict[str, Any], *, all_choices: bool = False,
                   seen: dict[str, Any] | None = None) -> dict[str, Any]:
    """What the page's own kit modules (words.js, hand-model.js, moves.js, scenario-panel.js) say
    for a replay answer computed in-process, drawn as ``seen`` (the engine's view of it for the
    board's seat; default: the answer itself): each round's ruling, the outcome, the card plays
    offered (every legal choice with ``all_choices``: action and label; the seat's own when it is
    to act, as the panel offers them), their title and the last move. Browser tests compare the
    DOM with it: wording is tested once, in tests/js, and in the browser only through the
    shipped JS."""
    board = answer if seen is None else seen
    own = seen is not None and seen["viewer"] is not None and seen["to_act"] == seen["viewer"]
    words: dict[str, Any] = page.evaluate(_SCENARIO_WORDS, [board, board if own else answer, all_choices])
    return words


def hand_board(page: Page, selector: str) -> dict[str, Any]:
    """What the kit's scenario panel (kit/scenario-panel.js) inside ``selector`` shows: the board
    (vira, manilhas, each seat's cards, the rounds with their plays and ruling, the result), the
    choices (action, label) and their title, the live region and the notice (null if hidden)."""
    data: dict[str, Any] = page.evaluate(
        """sel => {
          const box = document.querySelector(sel);
          const cards = (e) => [...e.querySelectorAll('.truco-card')].map(c => c.dataset.card || null);
          return {
            vira: box.querySelector('.truco-hand__vira-card .truco-card')?.dataset.card || null,
            manilhas: cards(box.querySelector('[data-role=manilhas]')),
            seats: [...box.querySelectorAll('.truco-hand__seat')].map(cards),
            rounds: [...box.querySelectorAll('.truco-hand__round')].map(r => ({
              status: r.dataset.status,
              text: r.textContent,
              ruling: r.querySelector('.truco-hand__round-ruling')?.textContent || null,
              plays: [...r.querySelectorAll('.truco-hand__play')].map(p => ({
                card: p.dataset.card || null,
                covered: p.dataset.covered === 'true',
                back: !!p.querySelector('.truco-card--back'),
                label: p.querySelector('.truco-card').getAttribute('aria-label'),
              })),
            })),
            result: [...box.querySelectorAll('.truco-hand__result p')].map(p => p.textContent),
            choices: [...box.querySelectorAll('.truco-hand__choice-button')]
              .map(b => [b.dataset.action, b.textContent]),
            title: box.querySelector('.truco-scenario__title')?.textContent ?? null,
            live: box.querySelector('.truco-scenario__live')?.textContent ?? null,
            notice: (n => n && !n.hidden ? n.textContent : null)(
              box.querySelector('.truco-scenario__notice')),
          };
        }""",
        selector,
    )
    return data


def assert_board_matches(page: Page, selector: str, answer: dict[str, Any], *,
                         all_choices: bool = False, viewer: int | None = None) -> dict[str, Any]:
    """The scenario panel in ``selector`` shows the engine's replay ``answer``, worded by the
    page's own modules (``scenario_words``); with ``viewer``, the board is the engine's view of
    it for that seat (``replay`` with ``viewer``: what that seat may not see stays face down)."""
    got = hand_board(page, selector)
    seen = None if viewer is None else engine_result("replay", code=answer["code"], viewer=viewer)
    board = answer if seen is None else seen
    words = scenario_words(page, answer, all_choices=all_choices, seen=seen)
    assert got["vira"] == answer["scenario"].get("vira")
    assert got["manilhas"] == answer["manilhas"]
    held = zip(board["hands"], board["held"], strict=True)
    assert got["seats"] == [cards if cards is not None else [None] * n for cards, n in held]
    played = board["round_details"]
    for i, shown in enumerate(got["rounds"]):
        if i < len(played):
            assert shown["status"] == "played", (i, shown)
            assert shown["ruling"] == words["rulings"][i]
            plays = played[i]["plays"]
        elif board["finished"]:
            assert shown["status"] == "unplayed", (i, shown)
            plays = []
        else:
            assert shown["status"] == ("current" if i == len(played) else "future"), (i, shown)
            plays = board["table"] if i == len(played) else []
        assert [p["covered"] for p in shown["plays"]] == [p["covered"] for p in plays]
        for drawn, play in zip(shown["plays"], plays, strict=True):
            assert drawn["card"] == play["card"], drawn
            if play["card"] is None:
                assert drawn["back"], drawn
    assert got["result"] == (words["result"] if board["finished"] else [])
    assert got["choices"] == [list(c) for c in words["choices"]]
    assert got["title"] == words["title"]
    return got


def go_sidebar(page: Page, title: str, path: str) -> None:
    """Follow the sidebar link ``title`` (Material's instant navigation) to a page whose URL
    contains ``path``; its widgets mount again."""
    page.evaluate("() => document.querySelectorAll('[data-widget]').forEach(w => { w.dataset.old = 1; })")
    page.locator(".md-sidebar--primary").get_by_role("link", name=title, exact=True).click()
    page.wait_for_url(re.compile(re.escape(path)))


@contextlib.contextmanager
def page_without_engine(context: BrowserContext, url: str, selector: str) -> Iterator[Page]:
    """A new page at ``url`` whose worker never loads: the widget at ``selector`` must be drawn
    (ready) from the answers the build embedded in the page."""
    page = context.new_page()
    try:
        page.route(re.compile(r"/assets/js/worker\.js"), lambda route: route.abort())
        page.goto(url)
        expect(page.locator(selector)).to_have_attribute("data-state", "ready")
        wait_engine(page, "failed")
        yield page
    finally:
        page.close()
