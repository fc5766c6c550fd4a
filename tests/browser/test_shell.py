"""The site shell in a real browser: pages, engine worker, widgets, presets, languages, a11y."""

from __future__ import annotations

import gzip
import re
from typing import Any

import pytest
from conftest import (
    LANGUAGES,
    PAGES,
    PRESETS,
    ConsoleLog,
    axe_violations,
    boot_from_snapshot,
    engine_info,
    inject_test_markup,
    page_path,
    quiet_search,
    strings,
    wait_engine,
)
from playwright.sync_api import Browser, Page, Route, expect

import truco

pytestmark = pytest.mark.browser

PRESET_LABEL = {"es": "Reglas", "pt": "Regras", "en": "Rules"}
FAILED_TEXT = {
    "es": "Los ejemplos interactivos no pudieron iniciarse",
    "pt": "Os exemplos interativos não puderam ser iniciados",
    "en": "The interactive examples could not start",
}


def module_url(page: Page, base_url: str, name: str) -> str:
    return f"{base_url}assets/js/{name}"


def nav_link(page: Page, page_name: str) -> Any:
    """The link to page ``page_name`` (e.g. "rounds") in the navigation sidebar."""
    return page.locator(f'.md-sidebar--primary a.md-nav__link[href$="{page_name}/"]').first


def wait_path(page: Page, base_url: str, path: str) -> None:
    """Wait until the page shows ``path`` (widgets may add their own query parameters)."""
    page.wait_for_url(re.compile(re.escape(base_url + path) + r"(\?.*)?$"))


def wait_widgets_settled(page: Page) -> None:
    """Every widget root on the page leaves "loading" (ready or error)."""
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-widget]')]"
        ".every(w => w.dataset.state === 'ready' || w.dataset.state === 'error')"
    )


# --- every page, every language ---------------------------------------------------------------


_FOLLOW = """href => { const a = document.createElement('a'); a.href = href; a.textContent = 'go';
    document.querySelector('article').append(a);
    document.querySelectorAll('[data-widget]').forEach(w => { w.dataset.old = '1'; });
    a.click(); }"""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_reads_mounts_its_widgets_and_passes_axe(
    shared_page: Page, console: ConsoleLog, base_url: str, lang: str
) -> None:
    """Every page, live, in one of the languages in turn (a third of the pages each): one full
    load, then each page through instant navigation, as a reader moves: the title, the language,
    every widget ready, no console error, and axe (its rules do not depend on the words). Every
    page exists built in every language (tests/site/test_build.py), and the widgets' words in
    every language are checked in Node (tests/js: every string, every lesson step)."""
    page = shared_page
    page.goto(base_url + page_path(lang, "index"))
    wait_engine(page)
    for name in PAGES:
        if name == "puzzle":  # the puzzles' old address forwards to puzzles/ (test_puzzle_path.py)
            continue
        if name != "index" and PAGES.index(name) % len(LANGUAGES) != LANGUAGES.index(lang):
            continue  # another language's turn
        if name != "index":
            page.evaluate(_FOLLOW, base_url + page_path(lang, name))
            wait_path(page, base_url, page_path(lang, name))
            page.wait_for_function("() => !!document.querySelector('#test-status:not([data-old])')")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("article h1").first).to_be_visible()
        status = page.locator("#test-status")
        expect(status).to_have_attribute("data-state", "ready")
        expect(status).to_contain_text(truco.__version__)
        wait_widgets_settled(page)
        failed = page.eval_on_selector_all(
            "[data-widget]:not([data-state=ready])",
            "els => els.map(e => e.dataset.widget + ': ' + e.textContent.trim())",
        )
        assert failed == [], f"widgets not ready on {lang}/{name}: {failed}"
        expect(page.locator("#truco-preset label")).to_have_text(PRESET_LABEL[lang])
        if name != "index" or lang == LANGUAGES[0]:  # axe once per page
            violations = axe_violations(page)
            assert violations == [], f"axe on {lang}/{name}:\n" + "\n".join(violations)


@pytest.mark.parametrize("lang", ["pt"])  # the light palette is checked on every page above
def test_dark_palette_passes_axe(browser: Browser, base_url: str, lang: str) -> None:
    context = browser.new_context(base_url=base_url, service_workers="block", color_scheme="dark")
    quiet_search(context)
    inject_test_markup(context, base_url)
    page = context.new_page()
    log = ConsoleLog(page)
    try:
        for name in ("index", "cards"):
            page.goto(base_url + page_path(lang, name))
            expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
            wait_engine(page)
            expect(page.locator("#test-status")).to_have_attribute("data-state", "ready")
            violations = axe_violations(page)
            assert violations == [], f"axe (dark) on {lang}/{name}:\n" + "\n".join(violations)
        log.assert_clean()
    finally:
        context.close()


# --- the engine and the bridge ----------------------------------------------------------------


def test_engine_errors_reach_the_caller(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    page.goto(base_url + "glossary/")
    wait_engine(page)
    result = page.evaluate(
        """async url => {
            const client = await import(url);
            const ok = await client.ask("ping");
            try {
                await client.ask("no-such-op", {x: 1});
                return {ok, rejected: null};
            } catch (err) {
                return {ok, rejected: {name: err.name, code: err.code, message: err.message}};
            }
        }""",
        module_url(page, base_url, "engine-client.js"),
    )
    assert result["ok"]["version"] == truco.__version__
    assert result["rejected"]["name"] == "EngineError"
    assert result["rejected"]["code"], result
    assert result["rejected"]["message"], result


def test_instant_navigation_keeps_worker_and_mounts_widgets(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    page.goto(base_url)
    wait_engine(page)
    expect(page.locator("#test-status")).to_have_attribute("data-state", "ready")
    page.evaluate("window.__trucoMarker = 'still here'")
    boots: list[str] = []

    def on_request(request: Any) -> None:
        if "pyodide.asm.wasm" in request.url or "truco.zip" in request.url:
            boots.append(request.url)

    page.on("request", on_request)
    try:
        for path in ("rounds/", "glossary/"):
            nav_link(page, path.rstrip("/")).click()
            wait_path(page, base_url, path)
            expect(page.locator("#test-status")).to_have_attribute("data-state", "ready")
            expect(page.locator("html")).to_have_attribute("data-engine", "ready")
        page.go_back()
        wait_path(page, base_url, "rounds/")
        expect(page.locator("#test-status")).to_have_attribute("data-state", "ready")
    finally:
        page.remove_listener("request", on_request)
    assert page.evaluate("window.__trucoMarker") == "still here", "a full reload happened"
    assert boots == [], f"the engine booted again: {boots}"


def test_widget_context_url_state_and_preset_events(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    page.goto(base_url + "en/match/?probe.card=Qh")
    wait_engine(page)
    page.evaluate(
        """async url => {
            const app = await import(url);
            app.registerWidget("probe", async (root, ctx) => {
                root.dataset.initial = `${ctx.lang} ${ctx.preset} ${ctx.url.get("card")}`;
                ctx.onPresetChange((preset) => { root.dataset.seen = preset; });
                ctx.url.set({card: "7d", empty: ""});
                const {version} = await ctx.ask("ping");
                root.replaceChildren(ctx.card("Qh"), ctx.card("7c"), ctx.card(null));
                root.dataset.label = ctx.t("preset.label") + " " + version;
                ctx.ready();
            });
            const root = document.createElement("div");
            root.dataset.widget = "probe";
            root.id = "probe";
            document.querySelector("article").append(root);
            app.mountWidgets();
        }""",
        module_url(page, base_url, "app.js"),
    )
    probe = page.locator("#probe")
    expect(probe).to_have_attribute("data-state", "ready")
    preset = page.evaluate("document.documentElement.dataset.trucoPreset")
    expect(probe).to_have_attribute("data-initial", f"en {preset} Qh")
    expect(probe).to_have_attribute("data-label", f"Rules {truco.__version__}")
    assert "probe.card=7d" in page.url and "probe.empty" not in page.url
    expect(probe.get_by_role("img", name="Queen of hearts")).to_be_visible()
    expect(probe.get_by_role("img", name="Seven of clubs")).to_be_visible()
    expect(probe.get_by_role("img", name="Face-down card")).to_be_visible()
    red = probe.locator(".truco-card--red")
    expect(red).to_have_count(1)
    other = next(p for p in PRESETS if p != preset)
    page.locator("#truco-preset-select").select_option(other)
    expect(probe).to_have_attribute("data-seen", other)


def test_unknown_widget_shows_an_error(shared_page: Page, shared_console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    page.goto(base_url + "pt/cards/")
    wait_engine(page)
    page.evaluate(
        """async url => {
            const app = await import(url);
            const root = document.createElement("div");
            root.dataset.widget = "no-such-widget";
            root.id = "bad";
            document.querySelector("article").prepend(root);
            app.mountWidgets();
        }""",
        module_url(page, base_url, "app.js"),
    )
    bad = page.locator("#bad")
    expect(bad).to_have_attribute("data-state", "error")
    unknown = strings("pt")["widget.unknown"].replace("{name}", "no-such-widget")
    assert unknown.startswith("Elemento interativo desconhecido")  # Portuguese, not the key
    expect(bad.get_by_role("alert")).to_have_text(unknown)
    assert any("no-such-widget" in e for e in shared_console.errors)
    shared_console.clear()


# --- presets ----------------------------------------------------------------------------------


def visible_presets(page: Page) -> list[str]:
    return [p for p in PRESETS if page.locator(f"#test-preset-{p}").is_visible()]


def test_preset_selector_persists_across_pages_and_reloads(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    page.goto(base_url + "cards/")
    page.evaluate("localStorage.removeItem('truco-lab.preset')")
    page.reload()
    select = page.locator("#truco-preset-select")
    expect(select).to_have_value("paulista")
    assert visible_presets(page) == ["paulista"]
    select.select_option("mineiro")
    expect(page.locator("html")).to_have_attribute("data-truco-preset", "mineiro")
    assert visible_presets(page) == ["mineiro"]
    nav_link(page, "match").click()
    wait_path(page, base_url, "match/")
    expect(page.locator("#truco-preset-select")).to_have_value("mineiro")
    assert visible_presets(page) == ["mineiro"]
    page.reload()
    expect(page.locator("#truco-preset-select")).to_have_value("mineiro")
    assert visible_presets(page) == ["mineiro"]
    # another language shares the choice
    page.goto(base_url + "en/variants/")
    expect(page.locator("#truco-preset-select")).to_have_value("mineiro")
    expect(page.locator("#truco-preset-select option:checked")).to_have_text("Mineiro")


def test_preset_query_parameter_overrides_and_bad_values_are_ignored(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    page.goto(base_url + "truco/?preset=paulista-fpt")
    expect(page.locator("#truco-preset-select")).to_have_value("paulista-fpt")
    assert visible_presets(page) == ["paulista-fpt"]
    page.locator("#truco-preset-select").select_option("paulista")
    assert "preset=paulista" in page.url and "paulista-fpt" not in page.url
    page.goto(base_url + "truco/?preset=%3Cscript%3Ealert(1)%3C%2Fscript%3E")
    expect(page.locator("#truco-preset-select")).to_have_value("paulista")
    expect(page.locator("article h1").first).to_be_visible()
    wait_engine(page)


def test_preset_selector_is_reachable_by_keyboard(
    shared_page: Page, console: ConsoleLog, base_url: str
) -> None:
    page = shared_page
    page.goto(base_url + "en/")
    page.locator("body").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.id") == "truco-preset-select":
            break
    else:
        pytest.fail("Tab never reached the preset selector")


def test_without_javascript_every_page_reads_and_the_default_preset_tables_show(
    browser: Browser, base_url: str
) -> None:
    context = browser.new_context(base_url=base_url, service_workers="block", java_script_enabled=False)
    inject_test_markup(context, base_url)
    page = context.new_page()
    try:
        page.goto(base_url + "cards/")
        expect(page.locator("article h1").first).to_be_visible()
        assert visible_presets(page) == ["paulista"]
        # every page's text and tables read without JavaScript (one language: the same markup)
        for name in PAGES:
            page.goto(base_url + page_path("en", name))
            expect(page.locator("article h1").first).to_be_visible()
            words = page.evaluate("() => document.querySelector('article').innerText.split(/\\s+/).length")
            assert words > 60, (name, words)
            for table in page.locator("article .truco-table table").all():
                if table.is_visible():
                    assert table.locator("tbody tr").count() > 0, name
    finally:
        context.close()


# --- languages --------------------------------------------------------------------------------


def test_language_switcher_follows_the_page(shared_page: Page, console: ConsoleLog, base_url: str) -> None:
    page = shared_page
    page.goto(base_url + "cards/")
    wait_engine(page)
    nav_link(page, "rounds").click()  # instant navigation: the header stays
    wait_path(page, base_url, "rounds/")
    page.evaluate("""() => {
        const url = new URL(location.href);
        url.searchParams.set("probe.k", "1");
        history.replaceState(history.state, "", url);
    }""")
    page.locator(".md-header .md-select").hover()
    page.locator("a.md-select__link[hreflang=en]").click()
    wait_path(page, base_url, "en/rounds/")
    assert "probe.k=1" in page.url, "widget state is kept across languages"
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#truco-preset label")).to_have_text("Rules")
    expect(nav_link(page, "rounds")).to_have_text("Rounds and ties")
    page.locator(".md-header .md-select").hover()
    page.locator("a.md-select__link[hreflang=pt]").click()
    wait_path(page, base_url, "pt/rounds/")
    expect(page.locator("html")).to_have_attribute("lang", "pt")
    expect(page.locator("#truco-preset label")).to_have_text("Regras")
    wait_engine(page)


def test_the_snapshot_comes_gzipped_from_a_host_that_does_not_compress(
    browser: Browser, base_url: str
) -> None:
    """A host that sends snapshot.bin as it is (no Content-Encoding): the worker takes the .gz."""
    context = browser.new_context(base_url=base_url, service_workers="block")
    quiet_search(context)
    asked: list[str] = []

    def plain_host(route: Route) -> None:
        asked.append(route.request.method)
        route.fulfill(status=200, body=b"", headers={"Content-Type": "application/octet-stream"})

    context.route(re.compile(r".*/assets/engine/snapshot\.bin\?.*"), plain_host)
    boot_from_snapshot(context)
    page = context.new_page()
    # a browser without service workers (where one may run, the worker takes the .gz at once:
    # the copy the offline cache keeps)
    page.add_init_script("delete Navigator.prototype.serviceWorker;")
    try:
        page.goto(base_url + "en/")
        wait_engine(page)
        info = engine_info(page)
        assert info["mode"] == "snapshot", info
        assert asked == ["HEAD"]
    finally:
        context.close()


@pytest.mark.parametrize("snapshot", ["missing", "garbage"])
def test_engine_boots_plainly_when_the_snapshot_does_not_restore(
    browser: Browser, base_url: str, snapshot: str
) -> None:
    context = browser.new_context(base_url=base_url, service_workers="block")
    quiet_search(context)
    if snapshot == "missing":
        context.route("**/assets/engine/snapshot.bin*", lambda r: r.fulfill(status=404, body="x"))
    else:
        body = b"\0" * 4096 if snapshot == "not-gzip" else gzip.compress(b"\0" * 4096)
        context.route("**/assets/engine/snapshot.bin*", lambda r: r.fulfill(body=body))
    page = context.new_page()
    log = ConsoleLog(page)
    try:
        page.goto(base_url + "en/")
        wait_engine(page)
        info = engine_info(page)
        assert info["mode"] == "plain" and info["version"] == truco.__version__, info
        log.assert_clean()
    finally:
        context.close()


# --- engine failure ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["es", "en"])
def test_engine_failure_shows_a_clear_message_and_the_page_still_reads(
    browser: Browser, base_url: str, lang: str
) -> None:
    context = browser.new_context(base_url=base_url, service_workers="block")
    quiet_search(context)
    inject_test_markup(context, base_url)
    context.route("**/assets/engine/truco.zip*", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page_errors: list[str] = []
    page.on("pageerror", lambda exc: page_errors.append(str(exc)))
    try:
        page.goto(base_url + page_path(lang, "cards"))
        wait_engine(page, "failed")
        banner = page.locator("#truco-engine-banner")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text(FAILED_TEXT[lang])
        expect(page.locator("article h1").first).to_be_visible()
        assert len(page.locator("article").inner_text()) > 200
        status = page.locator("#test-status")
        expect(status).to_have_attribute("data-state", "error")
        expect(status.get_by_role("alert")).to_contain_text(FAILED_TEXT[lang])
        assert page_errors == []
        # the engine comes back with "try again" once the zip is reachable
        context.unroute("**/assets/engine/truco.zip*")
        banner.get_by_role("button").click()
        wait_engine(page, "ready")
        expect(banner).to_be_hidden()
        expect(status).to_have_attribute("data-state", "ready")
    finally:
        context.close()
