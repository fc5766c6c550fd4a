"""The site builds with ``mkdocs build --strict`` and carries the runtime, the engine and the pages."""

from __future__ import annotations

import doctest
import gzip
import html
import io
import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import urljoin

import pytest

ROOT = Path(__file__).resolve().parents[2]
HOOKS = ROOT / "site_src" / "hooks"
sys.path.insert(0, str(HOOKS))

import engine_zip  # noqa: E402
import preload  # noqa: E402
import search_split  # noqa: E402
import tables  # noqa: E402
import truco_site  # noqa: E402
from conftest import built_page  # noqa: E402
from mkdocs.exceptions import PluginError  # noqa: E402

LANGUAGES = ("es", "pt", "en")
NAV_PAGES = ("index", "cards", "rounds", "covered", "truco", "eleven", "match", "variants",
             "glossary")
PAGES = tuple(sorted({p.stem for lang in LANGUAGES for p in (ROOT / "docs" / lang).glob("*.md")}
                     | set(NAV_PAGES)))
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
           "pyodide-lock.json")


def mkdocs_build(dest: Path, *, config: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "SITE_URL": "http://127.0.0.1:8123/"}
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(dest)]
    if config is not None:
        cmd += ["-f", str(config)]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)


def page_data(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    match = re.search(r'<script type="application/json" id="truco-page">(.*?)</script>', text)
    assert match, f"no page data in {path}"
    data: dict[str, Any] = json.loads(html.unescape(match.group(1)))
    return data


# --- the build ----------------------------------------------------------------------------------


def test_strict_build_puts_the_pyodide_runtime_in_the_site(site: Path) -> None:
    for name in RUNTIME:
        built = site / "assets" / "pyodide" / name
        source = ROOT / "node_modules" / "pyodide" / name
        assert built.is_file(), f"missing {built}"
        if name != "python_stdlib.zip":  # that one is trimmed (see the stdlib test)
            assert built.read_bytes() == source.read_bytes(), name


def test_engine_zip_is_in_the_site_and_holds_only_the_package_sources(site: Path) -> None:
    data = (site / "assets" / "engine" / "truco.zip").read_bytes()
    assert data == engine_zip.build_engine_zip(ROOT / "engine" / "truco")
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    assert "truco/__init__.py" in names and "truco/web.py" in names and "truco/py.typed" in names
    assert "truco/data/eleven.json" in names and "truco/solved/eleven.py" in names
    assert all(n.startswith("truco/") and (n.endswith((".py", ".json")) or n == "truco/py.typed")
               for n in names)
    sources = {p.relative_to(ROOT / "engine").as_posix()
               for p in (ROOT / "engine" / "truco").rglob("*.py") if "__pycache__" not in p.parts}
    offline = {s for s in sources if s.startswith("truco/solver/") or s == "truco/__main__.py"}
    assert "truco/solver/full/kernel.py" in offline  # numpy and numba: never shipped
    assert {n for n in names if n.endswith(".py")} == sources - offline


def test_engine_zip_is_deterministic(tmp_path: Path) -> None:
    first = engine_zip.build_engine_zip(ROOT / "engine" / "truco")
    second = engine_zip.build_engine_zip(ROOT / "engine" / "truco")
    assert first == second
    script = subprocess.run(
        [sys.executable, str(ROOT / "site_src" / "build" / "build_engine_zip.py"), str(tmp_path / "t.zip")],
        check=True,
    )
    assert script.returncode == 0
    assert (tmp_path / "t.zip").read_bytes() == first


def test_site_js_and_css_are_served(site: Path) -> None:
    for name in ("app.js", "engine-client.js", "worker.js", "kit/cards.js", "kit/words.js",
                 "widgets/engine-status.js"):
        assert (site / "assets" / "js" / name).is_file(), name
    assert (site / "assets" / "css" / "truco.css").is_file()
    index = (site / "index.html").read_text(encoding="utf-8")
    assert '<script src="assets/js/app.js" type="module"></script>' in index
    assert 'href="assets/css/truco.css"' in index
    assert not (ROOT / "docs" / "assets" / "pyodide").exists(), "runtime files must not be in docs/"


def test_every_module_of_a_pages_first_paint_is_preloaded_and_exists(site: Path) -> None:
    """hooks/preload.py: app.js, the page's widgets and their static imports, fetched at once."""
    pages = sorted(site.rglob("index.html"))
    assert len(pages) > 30
    for path in pages:
        text = path.read_text(encoding="utf-8")
        hrefs = re.findall(r'<link rel="modulepreload" href="([^"]+)">', text)
        assert hrefs and hrefs[0].endswith("assets/js/app.js"), path
        for href in hrefs:
            assert (path.parent / href).resolve().is_file(), (path, href)
        for widget in set(re.findall(r'data-widget="([a-z0-9-]+)"', text)):
            assert any(h.endswith(f"assets/js/widgets/{widget}.js") for h in hrefs), (path, widget)
        assert len(hrefs) == len(set(hrefs)), path
    failures, _ = doctest.testmod(preload)
    assert failures == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_exists_in_every_language(site: Path, lang: str) -> None:
    for name in PAGES:
        assert (ROOT / "docs" / lang / f"{name}.md").is_file(), f"docs/{lang}/{name}.md"
        path = built_page(site, lang, name)
        assert path.is_file(), f"missing {path}"
        text = path.read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in text
        data = page_data(path)
        assert data["lang"] == lang
        assert data["presets"] == list(tables.PRESETS)
        assert set(data["alternates"]) == set(LANGUAGES)
        assert data["strings"]["preset.label"] == truco_site.load_strings()["preset.label"][lang]


def test_navigation_is_translated(site: Path) -> None:
    assert "Cartas y manilhas" in built_page(site, "es", "index").read_text(encoding="utf-8")
    assert "Cartas e manilhas" in built_page(site, "pt", "index").read_text(encoding="utf-8")
    assert "Cards and manilhas" in built_page(site, "en", "index").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pages_link_the_previous_and_next_page_in_the_footer(site: Path, lang: str) -> None:
    """Material's footer (navigation.footer) leads through the pages in the navigation's order."""
    text = built_page(site, lang, "cards").read_text(encoding="utf-8")
    prev = re.search(r'<a href="([^"]+)" class="md-footer__link md-footer__link--prev"', text)
    nxt = re.search(r'<a href="([^"]+)" class="md-footer__link md-footer__link--next"', text)
    assert prev and prev.group(1).rstrip("/").endswith("lesson10"), prev  # the course's last lesson
    assert nxt and nxt.group(1).rstrip("/").endswith("rounds"), nxt


def test_no_asset_is_fetched_from_another_host(site: Path) -> None:
    pattern = re.compile(r'<(?:script|link|img)[^>]+(?:src|href)="(https?:)?//', re.I)
    for path in site.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        for match in pattern.finditer(text):
            tag = text[match.start(): text.index(">", match.start()) + 1]
            assert "canonical" in tag or 'rel="alternate"' in tag, f"{path}: {tag}"
    assert "fonts.googleapis" not in (site / "index.html").read_text(encoding="utf-8")


# --- UI strings ---------------------------------------------------------------------------------


def test_ui_strings_are_complete() -> None:
    strings = truco_site.load_strings()
    for key, texts in strings.items():
        assert set(texts) == set(LANGUAGES), key
        assert all(texts[lang].strip() for lang in LANGUAGES), key


def test_every_string_the_shell_uses_exists() -> None:
    strings = truco_site.load_strings()
    used: set[str] = set()
    for path in (ROOT / "site_src" / "js").rglob("*.js"):
        used |= set(re.findall(r"""\bt\(\s*["']([\w.-]+)["']""", path.read_text(encoding="utf-8")))
    used |= {f"preset.{p}" for p in tables.PRESETS}
    used |= {f"rank.{r}" for r in "4567QJKA23"} | {f"suit.{s}" for s in "chsd"}
    missing = sorted(used - set(strings))
    assert missing == [], f"UI strings used but not defined: {missing}"


def test_a_string_without_every_language_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "strings.json").write_text(
        json.dumps({"a": {"es": "a", "pt": "a", "en": "a"}, "b": {"es": "b", "en": "b"}}),
        encoding="utf-8",
    )
    with pytest.raises(PluginError, match=r"'b' lacks pt"):
        truco_site.load_strings(tmp_path)


def test_a_string_defined_twice_fails_the_build(tmp_path: Path) -> None:
    texts = {"es": "x", "pt": "x", "en": "x"}
    (tmp_path / "strings.json").write_text(json.dumps({"k": texts}), encoding="utf-8")
    (tmp_path / "widget-x.json").write_text(json.dumps({"k": texts}), encoding="utf-8")
    with pytest.raises(PluginError, match=r"also defined in strings\.json"):
        truco_site.load_strings(tmp_path)


# --- tables and page templates ------------------------------------------------------------------


def test_every_table_the_pages_use_is_registered() -> None:
    used = set()
    for path in (ROOT / "docs").rglob("*.md"):
        used |= set(re.findall(r"""table\(\s*["']([\w-]+)["']""", path.read_text(encoding="utf-8")))
    assert sorted(used - set(tables.TABLES)) == []


def test_an_unknown_table_fails_the_build(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    for lang in LANGUAGES:
        (docs / lang).mkdir(parents=True)
        (docs / lang / "index.md").write_text('# T\n\n{{ table("no-such-table") }}\n',
                                              encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    text = re.sub(r"(?m)^docs_dir: .*$", f"docs_dir: {docs}", text)
    text = text.replace("site_src", f"{ROOT}/site_src").replace("engine/truco", f"{ROOT}/engine/truco")
    text = re.sub(r"(?ms)^nav:\n(  - .*\n)+", "nav:\n  - Home: index.md\n", text)
    config.write_text(text, encoding="utf-8")
    result = mkdocs_build(tmp_path / "site", config=config)
    assert result.returncode != 0
    assert "unknown table 'no-such-table'" in result.stderr


def test_table_renderers_and_preset_blocks() -> None:
    failures, _ = doctest.testmod(tables)
    assert failures == 0
    html_out = tables.per_preset(lambda p: f"<p>{p}</p>")
    for preset in tables.PRESETS:
        assert f'data-preset="{preset}"' in html_out


def test_missing_pyodide_runtime_fails_with_a_clear_message(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(truco_site, "PYODIDE_DIR", tmp_path / "node_modules" / "pyodide")
    with pytest.raises(PluginError, match="run npm ci"):
        truco_site.on_config(SimpleNamespace(plugins={}))  # type: ignore[arg-type]


# --- widgets ------------------------------------------------------------------------------------


def widget_list() -> list[str]:
    app = (ROOT / "site_src" / "js" / "app.js").read_text(encoding="utf-8")
    block = re.search(r"const WIDGETS = \[(.*?)\];", app, re.S)
    assert block, "WIDGETS list not found in app.js"
    return re.findall(r'"([\w-]+)"', block.group(1))


def test_every_widget_in_the_pages_has_a_module() -> None:
    listed = widget_list()
    for name in listed:
        assert (ROOT / "site_src" / "js" / "widgets" / f"{name}.js").is_file(), name
    used = set()
    for path in (ROOT / "docs").rglob("*.md"):
        used |= set(re.findall(r'data-widget="([\w-]+)"', path.read_text(encoding="utf-8")))
    assert sorted(used - set(listed)) == [], "widgets used in docs/ but not in WIDGETS (app.js)"
    assert "engine-status" not in used, "engine-status is a test widget: keep it out of docs/"


# --- precompressed copies -----------------------------------------------------------------------

#: Node checks the brotli copies (the standard library of Python has no brotli): prints the ones
#: that are not their file's bytes
_BROTLI_CHECK = """
const fs = require("fs"), zlib = require("zlib");
const bad = JSON.parse(fs.readFileSync(0, "utf8")).filter((path) =>
  !zlib.brotliDecompressSync(fs.readFileSync(path + ".br")).equals(fs.readFileSync(path)));
console.log(JSON.stringify(bad));
"""


def test_every_precompressed_copy_is_its_files_bytes(site: Path) -> None:
    """A static host sends the .br or .gz copy in place of the file (scripts/dev/serve.py does):
    each copy is the file as the build left it. (The search index's copies once held the last
    language's pages only: they were made before mkdocs-static-i18n wrote the index of all three.)"""
    copies = sorted(site.rglob("*.gz"))
    assert len(copies) > 100
    stale = [str(c) for c in copies if c.with_suffix("").is_file()
             and gzip.decompress(c.read_bytes()) != c.with_suffix("").read_bytes()]
    assert stale == []
    raw = [str(b.with_suffix("")) for b in sorted(site.rglob("*.br")) if b.with_suffix("").is_file()]
    assert str(site / "search" / "search_index.json") in raw
    result = subprocess.run(["node", "-e", _BROTLI_CHECK], input=json.dumps(raw), capture_output=True,
                            text=True, check=True, timeout=120)
    assert json.loads(result.stdout) == []


def test_each_language_searches_its_own_pages(site: Path) -> None:
    """One search index per language (search_split.py): the default language's at the root, the
    others' under their folder, each with its own pages only, every page in one of them; a page
    of another language points Material's request for the root index at its own."""
    found: dict[str, list[str]] = {}
    for lang in ("es", "pt", "en"):
        path = site / (search_split.INDEX if lang == "es" else f"{lang}/{search_split.INDEX}")
        docs = json.loads(path.read_text(encoding="utf-8"))["docs"]
        found[lang] = [doc["location"] for doc in docs]
        assert docs and all(search_split.doc_language(loc, ("es", "pt", "en")) == lang
                            for loc in found[lang]), lang
    assert any(loc.startswith("cards/") for loc in found["es"])
    assert any(loc.startswith("pt/cards/") for loc in found["pt"])
    assert any(loc.startswith("en/cards/") for loc in found["en"])
    for page in ("pt/cards/", "en/"):
        html = (site / page / "index.html").read_text(encoding="utf-8")
        assert "XMLHttpRequest.prototype.open" in html
        pointed = re.findall(r'new URL\("([^"]+)", location\.href\)', html)
        where = [urljoin(f"http://host/{page}", url) for url in pointed]
        assert where == ["http://host/search/search_index.json",
                         f"http://host/{page.split('/')[0]}/search/search_index.json"], pointed
    assert "XMLHttpRequest.prototype.open" not in (site / "cards" / "index.html").read_text(encoding="utf-8")


# --- the memory snapshot ------------------------------------------------------------------------


def test_snapshot_is_built_and_restores_with_the_pinned_runtime(site: Path, tmp_path: Path) -> None:
    packed = site / "assets" / "engine" / "snapshot.bin.gz"
    assert packed.is_file() and packed.stat().st_size > 1_000_000
    key = page_data(built_page(site, "es", "index"))["snapshot"]
    cached = {p.name for p in (ROOT / "build" / "snapshot").iterdir()}
    assert key and {f"engine-{key}.bin", f"engine-{key}.bin.gz"} <= cached
    raw = site / "assets" / "engine" / "snapshot.bin"  # hosts may send it compressed (.br, .gz)
    assert raw.read_bytes() == gzip.decompress(packed.read_bytes())
    assert (site / "assets" / "engine" / "snapshot.bin.br").is_file()
    snap = tmp_path / "snapshot.bin"
    snap.write_bytes(gzip.decompress(packed.read_bytes()))
    zip_path = tmp_path / "truco.zip"
    zip_path.write_bytes((site / "assets" / "engine" / "truco.zip").read_bytes())
    stdlib = site / "assets" / "pyodide" / "python_stdlib.zip"  # the trimmed one the site serves
    result = subprocess.run(
        ["node", str(ROOT / "site_src" / "build" / "make_snapshot.mjs"), "--check", str(snap), str(zip_path),
         str(stdlib)],
        capture_output=True, text=True, check=False, timeout=300,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["ping"]["ok"] is True
    assert report["pyodide"] == json.loads(
        (ROOT / "node_modules" / "pyodide" / "package.json").read_text(encoding="utf-8")
    )["version"]


def test_prerendered_answers_are_the_engines_answers(site: Path) -> None:
    """Every answer a page embeds for its widgets is what the engine answers to that request."""
    from truco.web import handle

    checked = 0
    for lang in LANGUAGES:
        for name in PAGES:
            answers = page_data(built_page(site, lang, name)).get("answers", {})
            for key, embedded in answers.items():
                request = json.loads(key)
                assert sorted(request) == ["args", "op"], key
                reply = json.loads(handle(key))
                assert reply["ok"], key
                # the time an answer took (the coach's ``ms``) is no part of the answer
                untimed = {k: v for k, v in reply["result"].items() if k != "ms"} \
                    if isinstance(reply["result"], dict) else reply["result"]
                if isinstance(embedded, dict):
                    embedded = {k: v for k, v in embedded.items() if k != "ms"}
                assert untimed == embedded, key
                checked += 1
    assert checked > 0, "no page carries pre-rendered answers"


def test_no_ui_string_fixes_a_number_that_depends_on_the_rules() -> None:
    """The eleven threshold (11, mineiro 10), its values and the target come from the engine."""
    strings = truco_site.load_strings()
    allowed = {"reason.card-not-in-deck"}  # the 8s, 9s and 10s removed from the deck
    fixed = re.compile(r"\b(1[0-2])\b|\b(en once|com onze|at eleven|está en once|con once)\b",
                       re.IGNORECASE)
    found = [(key, lang, text) for key, texts in strings.items() if key not in allowed
             for lang, text in texts.items() if fixed.search(text)]
    assert found == []


def test_the_ties_table_names_each_winner_once(site: Path) -> None:
    for lang in LANGUAGES:
        page = built_page(site, lang, "rounds").read_text(encoding="utf-8")
        table = page[page.index('data-table="ties"'):]
        table = table[:table.index("</table>")]
        for row in re.findall(r"<tr><td>.*?</tr>", table):
            cells = [html.unescape(c) for c in re.findall(r"<td>(.*?)</td>", row)]
            winner, why = cells[4], cells[5]
            assert why.lower().count(winner.lower()) < 2, (lang, winner, why)


def test_the_served_stdlib_holds_what_the_engine_imports_and_little_else(site: Path) -> None:
    import snapshot

    served = zipfile.ZipFile(site / "assets" / "pyodide" / "python_stdlib.zip")
    names = set(served.namelist())
    full = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip")
    assert names < set(full.namelist())
    for module in snapshot.stdlib_names(ROOT / "engine" / "truco"):
        top = module.split(".")[0]
        in_full = any(n.split("/")[0] in (top, f"{top}.py") for n in full.namelist())
        if in_full:  # a module Pyodide ships as a file (others are built in)
            assert any(n.split("/")[0] in (top, f"{top}.py") for n in names), module
    size = (site / "assets" / "pyodide" / "python_stdlib.zip").stat().st_size
    assert size < 1_500_000, size
