"""MkDocs hooks for Truco Lab.

- ``on_config``: load the UI strings (``site_src/i18n/*.json``) and refuse any key that lacks
  a language; check that the Pyodide runtime is installed (``npm ci``); link every stylesheet
  of ``site_src/css``.
- ``on_files``: serve the Pyodide runtime at ``assets/pyodide/``, a zip of ``engine/truco`` at
  ``assets/engine/truco.zip``, a Pyodide memory snapshot with the engine imported at
  ``assets/engine/snapshot.bin.gz`` (``snapshot.py``) and the site's own JS/CSS at ``assets/js/``
  and ``assets/css/``.
  Nothing of this lives in ``docs/``.
- ``on_page_markdown``: render each page through Jinja2 with ``table(name, **kw)`` (see
  ``tables.py``); an unknown table or a template error fails the build.
- ``on_page_context``: hand the page's language, UI strings and presets to the template
  (``site_src/overrides/main.html`` writes them into ``<script id="truco-page">``).
- ``on_post_page``: module preloads for the JS the page's first paint needs (``preload.py``).
- ``on_post_build``: one search index per language (``search_split.py``), each widget's first
  answer drawn into its page (``first_paint.py``), the service worker and the web app manifests
  (``offline.py``), then the precompressed copies.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import first_paint
import jinja2
import lab  # noqa: F401  (registers the lab page's charts in tables.TABLES)
import lab_match  # noqa: F401  (the lab's match equity charts)
import offline
import reference_tables  # noqa: F401  (registers the engine-computed tables in tables.TABLES)
import search_split
import snapshot
from catalog import catalog
from engine_zip import build_engine_zip, short_hash
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from preload import add_preloads
from prerender import Prerenderer, PrerenderError, widget_names
from tables import DEFAULT_PRESET, PRESETS, UnknownTableError, render_table

from i18n import LANGUAGES, load_strings

ROOT = Path(__file__).resolve().parents[2]
SITE_SRC = ROOT / "site_src"
ENGINE_DIR = ROOT / "engine" / "truco"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_RUNTIME: tuple[str, ...] = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
#: site_src folder -> folder of the built site
STATIC_DIRS: dict[str, str] = {"js": "assets/js", "css": "assets/css"}
ENGINE_ZIP_URI = "assets/engine/truco.zip"
SNAPSHOT_URI = "assets/engine/snapshot.bin"
#: The solved hand with the ladder (engine/truco/data/ladder.json): out of the zip, fetched by the
#: pages whose bots play it (engine-client's needData)
LADDER_URI = "assets/engine/ladder.json"
LADDER_FILE = ENGINE_DIR / "data" / "ladder.json"

log = logging.getLogger("mkdocs.hooks.truco_site")


class _DropInstantWarning(logging.Filter):
    """mkdocs-static-i18n warns that its language-switcher links go stale under instant
    navigation; app.js refreshes those links on every page change and makes them full page
    loads, so the warning does not apply here (and would fail ``--strict``)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "compatible with theme.features = navigation.instant" not in record.getMessage()


logging.getLogger("mkdocs.plugins.mkdocs_static_i18n.reconfigure").addFilter(
    _DropInstantWarning()
)


_state: dict[str, Any] = {}


def nested_language_build(config: MkDocsConfig) -> bool:
    """True while mkdocs-static-i18n builds the other languages: it runs those builds inside the
    default language's post-build step, one after the other (its ``on_post_build``), so they are
    parts of one build of the site. The engine's zip, the snapshot and the prerenderer made for
    the first part serve them all, and the site-wide steps (first paint, service worker,
    precompression) run once, when every language and the search index are written."""
    i18n = config.plugins.get("i18n")
    return bool(getattr(i18n, "building", False))


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    if nested_language_build(config) and _state:
        return _link_stylesheets(config)
    missing = [name for name in PYODIDE_RUNTIME if not (PYODIDE_DIR / name).is_file()]
    if missing:
        raise PluginError(
            f"the Pyodide runtime is missing from {PYODIDE_DIR} ({', '.join(missing)}): run npm ci"
        )
    _state["strings"] = load_strings()
    try:
        zip_bytes = build_engine_zip(ENGINE_DIR)
    except OSError as exc:
        raise PluginError(f"cannot zip the engine package: {exc}") from exc
    _state["engine_zip"] = zip_bytes
    _state["engine_hash"] = short_hash(zip_bytes)
    _state["ladder"] = LADDER_FILE.read_bytes() if LADDER_FILE.is_file() else None
    _state["prerender"] = None
    if os.environ.get("TRUCO_PRERENDER", "1") not in {"0", "false", "no", ""}:
        try:
            _state["prerender"] = Prerenderer(ROOT / "docs", widget_names(SITE_SRC / "js"), PRESETS)
        except PrerenderError as exc:
            raise PluginError(f"{exc} (TRUCO_PRERENDER=0 builds without pre-rendered answers)") from exc
    _state["snapshot"] = None
    _state["stdlib"] = PYODIDE_DIR / "python_stdlib.zip"
    if snapshot.enabled():
        try:
            _state["stdlib"] = snapshot.ensure_stdlib(zip_bytes, PYODIDE_DIR, ENGINE_DIR)
            _state["snapshot"] = snapshot.ensure_snapshot(zip_bytes, PYODIDE_DIR, _state["stdlib"])
        except (OSError, snapshot.SnapshotError) as exc:
            raise PluginError(f"{exc} (TRUCO_SNAPSHOT=0 builds without the snapshot)") from exc
    return _link_stylesheets(config)


def _link_stylesheets(config: MkDocsConfig) -> MkDocsConfig:
    """Every stylesheet in site_src/css is linked (truco.css first, then one per widget)."""
    listed = {str(item) for item in config.extra_css}
    for path in sorted((SITE_SRC / "css").glob("*.css")):
        uri = f"{STATIC_DIRS['css']}/{path.name}"
        if uri not in listed:
            config.extra_css.append(uri)
    return config


@event_priority(-110)  # after mkdocs-static-i18n (-100): these files are not localized
def on_files(files: Files, config: MkDocsConfig) -> Files:
    for name in PYODIDE_RUNTIME:
        # the standard library trimmed to what the engine imports (snapshot.py), or the full one
        source = _state["stdlib"] if name == "python_stdlib.zip" else PYODIDE_DIR / name
        files.append(File.generated(config, f"assets/pyodide/{name}", abs_src_path=str(source)))
    files.append(File.generated(config, ENGINE_ZIP_URI, content=_state["engine_zip"]))
    if _state["ladder"] is not None:
        files.append(File.generated(config, LADDER_URI, content=_state["ladder"]))
    if _state["snapshot"] is not None:
        # the raw snapshot (a host may send it compressed: .br/.gz siblings) and its gzip
        raw = _state["snapshot"][1]
        files.append(File.generated(config, SNAPSHOT_URI, abs_src_path=str(raw)))
        files.append(File.generated(config, SNAPSHOT_URI + ".gz",
                                    abs_src_path=str(raw.with_name(raw.name + ".gz"))))
    for path in sorted(offline.ICONS_DIR.iterdir()):
        if path.is_file():
            files.append(File.generated(config, f"{offline.ICONS_URI}/{path.name}",
                                        abs_src_path=str(path)))
    for src, dest in STATIC_DIRS.items():
        base = SITE_SRC / src
        for path in sorted(base.rglob("*")):
            if path.is_file() and path.suffix in {".js", ".mjs", ".css"}:
                uri = f"{dest}/{path.relative_to(base).as_posix()}"
                files.append(File.generated(config, uri, abs_src_path=str(path)))
    return files


def page_language(config: MkDocsConfig) -> str:
    """The language being built (mkdocs-static-i18n sets ``theme.language`` per build)."""
    lang = str(config.theme.get("language", LANGUAGES[0]))
    if lang not in LANGUAGES:
        raise PluginError(f"unexpected site language {lang!r}; expected one of {LANGUAGES}")
    return lang


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    lang = page_language(config)
    where = page.file.src_uri

    def table(name: str, **kw: Any) -> str:
        try:
            return render_table(name, lang, **kw)
        except UnknownTableError as exc:
            raise PluginError(f"{where}: {exc}") from None

    env = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    try:
        return env.from_string(markdown).render(table=table, lang=lang)
    except jinja2.TemplateError as exc:
        line = getattr(exc, "lineno", None)
        at = f"{where}:{line}" if line else where
        raise PluginError(f"{at}: cannot render the page template: {exc}") from None


def on_page_context(
    context: dict[str, Any], page: Page, config: MkDocsConfig, nav: Any
) -> dict[str, Any]:
    data = page_data(page_language(config))
    prerenderer: Prerenderer | None = _state.get("prerender")
    if prerenderer is not None and page.content:
        data["answers"] = prerenderer.for_page(page.content)
    context["truco_page"] = data
    context["truco_search_index"] = search_split.own_index(data["lang"], LANGUAGES)
    return context


def on_template_context(
    context: dict[str, Any], template_name: str, config: MkDocsConfig
) -> dict[str, Any]:
    # theme templates without a page (404.html) get the same page data
    context["truco_page"] = page_data(page_language(config))
    context["truco_search_index"] = search_split.own_index(page_language(config), LANGUAGES)
    return context


# Material writes <link rel="alternate" hreflang> for each language and then fetches
# "sitemap.xml" next to each of them (a feature meant for versioned sites), which 404s for
# per-page language links. The hreflang alternates are in the root sitemap.xml already.
_ALTERNATE_LINK = re.compile(r'[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">\n?')


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    if 'id="truco-page"' not in output:
        raise PluginError(f"{page.file.src_uri}: the page data script is missing (theme override?)")
    return add_preloads(_ALTERNATE_LINK.sub("", output), SITE_SRC / "js")


@event_priority(-110)  # after mkdocs-static-i18n's (-100), which builds the other languages
def on_post_build(config: MkDocsConfig) -> None:
    """Once the whole site is written (every language, and the search index the i18n plugin
    rewrites for all of them): the widgets' first answers, the service worker and manifests
    (offline.py), then precompressed copies (.gz, .br) next to the large and text files
    (site_src/build/precompress.mjs). Run after each language instead, the last copies of the
    search index held the last language's pages only."""
    if nested_language_build(config):
        return
    if (Path(config.site_dir) / search_split.INDEX).is_file():
        counts = search_split.split(config.site_dir, LANGUAGES)
        log.info("search: one index per language (%s pages)",
                 ", ".join(f"{lang} {n}" for lang, n in counts.items()))
    if first_paint.enabled() and _state.get("prerender") is not None:
        try:
            drawn = first_paint.write(config.site_dir)
        except first_paint.FirstPaintError as exc:
            raise PluginError(f"{exc} (TRUCO_FIRST_PAINT=0 builds without it)") from exc
        log.info("first paint: %d widgets drawn into %d pages; %s", drawn["drawn"], drawn["pages"],
                 first_paint.live_summary(drawn["skipped"]))
        for line in drawn["skipped"]:
            log.debug("first paint: drawn live: %s", line)
    if offline.enabled():
        snap = _state["snapshot"]
        ladder = None if _state["ladder"] is None else short_hash(_state["ladder"])
        try:
            report = offline.write(
                config.site_dir, strings=_state["strings"], languages=LANGUAGES,
                runtime=[f"assets/pyodide/{name}" for name in PYODIDE_RUNTIME],
                worker=worker_address() + "&gz=1",
                engine_zip=f"{ENGINE_ZIP_URI}?v={_state['engine_hash']}",
                snapshot=None if snap is None else f"{SNAPSHOT_URI}.gz?s={snap[0]}",
                data=() if ladder is None else (LADDER_URI,))
        except offline.OfflineError as exc:
            raise PluginError(f"{exc} (TRUCO_OFFLINE=0 builds without the service worker)") from exc
        log.info("service worker: %d files precached (%.1f MB), %d pages",
                 report["count"], report["size"] / 1e6, report["pages"])
    if os.environ.get("TRUCO_PRECOMPRESS", "1") in {"0", "false", "no", ""}:
        return
    node = shutil.which("node")
    if node is None:
        raise PluginError("node is not installed (needed to precompress the site); "
                          "TRUCO_PRECOMPRESS=0 builds without precompressed copies")
    result = subprocess.run([node, str(ROOT / "site_src" / "build" / "precompress.mjs"), config.site_dir],
                            capture_output=True, text=True, timeout=900, check=False)
    if result.returncode != 0:
        raise PluginError(f"precompressing the site failed: {result.stderr.strip()}")
    log.info("precompressed: %s", result.stdout.strip())


def on_post_template(output_content: str, template_name: str, config: MkDocsConfig) -> str:
    return _ALTERNATE_LINK.sub("", output_content) if template_name.endswith(".html") else output_content


def worker_address() -> str:
    """The engine worker's address from the site's root, its parameters its configuration: the
    engine zip's hash, the snapshot's key and the solved hand's hash (worker.js reads them).
    engine-client.js and the page head's early start open exactly this, with ``&gz=1`` where a
    service worker may run (the address the service worker precaches)."""
    worker = f"assets/js/worker.js?v={_state['engine_hash']}"
    snap = _state["snapshot"]
    worker += "" if snap is None else f"&s={snap[0]}"
    worker += "" if _state["ladder"] is None else f"&l={short_hash(_state['ladder'])}"
    return worker


def page_data(lang: str) -> dict[str, Any]:
    """What the page's JavaScript needs: language, its UI strings, presets, engine hash, the
    engine's lists (grades, bots: ``catalog.py``)."""
    strings: dict[str, dict[str, str]] = _state["strings"]
    return {
        "lang": lang,
        "strings": {key: texts[lang] for key, texts in strings.items()},
        "presets": list(PRESETS),
        "defaultPreset": DEFAULT_PRESET,
        "engine": _state["engine_hash"],
        "snapshot": _state["snapshot"][0] if _state["snapshot"] is not None else None,
        # the solved hand with the ladder's content hash, None when the build has none
        "ladder": short_hash(_state["ladder"]) if _state["ladder"] is not None else None,
        "worker": worker_address(),
        "rules": rules_data(),
        "catalog": catalog(),
    }


def rules_data() -> dict[str, Any]:
    """Each preset's options and the values a reader may choose on top (the options panel), in
    the engine's order (a list: the page data's JSON sorts object keys)."""
    from truco.core.errors import TrucoError
    from truco.core.rules import PRESETS as RULE_PRESETS
    from truco.core.rules import TABLE_CHOICES

    def plain(value: Any) -> Any:
        return list(value) if isinstance(value, tuple) else value

    def kept(preset: str, name: str, value: Any) -> bool:
        """Whether the engine's spec of the preset with this override keeps it (Rules.to_spec)."""
        try:
            spec = RULE_PRESETS[preset].with_options(**{name: value}).to_spec()
        except TrucoError:
            return True  # an override the engine refuses stays, and the engine says why
        return isinstance(spec, dict) and name in spec

    return {"presets": {name: RULE_PRESETS[name].options() for name in PRESETS},
            "choices": [[name, [plain(v) for v in values]] for name, values in TABLE_CHOICES.items()],
            # per preset and option, the values (their index in `choices`) the engine's spec keeps
            "kept": {preset: {name: [i for i, v in enumerate(values) if kept(preset, name, v)]
                              for name, values in TABLE_CHOICES.items()} for preset in PRESETS}}
