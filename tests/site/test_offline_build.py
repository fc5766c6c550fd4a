"""The offline copy in the build: the service worker's precache, the page list, the manifests."""

from __future__ import annotations

import json
import re
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "site_src" / "hooks"))

import offline  # noqa: E402

from i18n import LANGUAGES, load_strings  # noqa: E402

RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
           "pyodide-lock.json")
PAGE_DATA = re.compile(r'<script type="application/json" id="truco-page">(.*?)</script>', re.S)


def precached(site: Path) -> dict[str, str | None]:
    """The precache manifest Workbox wrote into sw.js: url -> revision."""
    text = (site / "sw.js").read_text(encoding="utf-8")
    found = re.findall(r'\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}', text)
    return {url: None if rev == "null" else rev.strip('"') for url, rev in found}


def page_data(site: Path, path: str) -> dict[str, object]:
    match = PAGE_DATA.search((site / path).read_text(encoding="utf-8"))
    assert match is not None
    data: dict[str, object] = json.loads(match.group(1))
    return data


def test_the_worker_precaches_the_runtime_the_engine_and_the_shell(site: Path) -> None:
    entries = precached(site)
    data = page_data(site, "cards/index.html")
    for name in RUNTIME:
        # the runtime's version is in the cache's name (not cache-busted: the first visit's
        # HTTP cache fills the precache)
        assert f"assets/pyodide/{name}" in entries, name
    assert entries[f"assets/engine/truco.zip?v={data['engine']}"] is None
    assert entries[f"assets/engine/snapshot.bin.gz?s={data['snapshot']}"] is None
    # the engine worker under the URL the page asks for (its parameters are its configuration)
    ladder = f"&l={data['ladder']}" if data.get("ladder") else ""
    worker = f"assets/js/worker.js?v={data['engine']}&s={data['snapshot']}{ladder}&gz=1"
    assert entries[worker] is not None
    for url in ("assets/js/app.js", "assets/js/shell/offline.js", "assets/css/truco.css",
                "search/search_index.json", "pt/search/search_index.json", "en/search/search_index.json",
                "sitemap.xml", "assets/icons/icon-192.png"):
        assert entries.get(url), url
    assert any(re.fullmatch(r"assets/javascripts/bundle\.[0-9a-f]+\.min\.js", u) for u in entries)
    assert not [u for u in entries if u.endswith((".br", ".gz", ".map"))]
    # every precached file exists in the build
    for url in entries:
        path = url.partition("?")[0]
        if path.endswith("/"):  # a page: its index.html
            path += "index.html"
        assert (site / path).is_file(), url
    assert "SKIP_WAITING" in (site / "sw.js").read_text(encoding="utf-8")


def test_every_page_is_precached_with_its_build(site: Path) -> None:
    """Pages are precached by the hash of their HTML like the rest of the build, so a worker
    serves its own build's pages only (a new build whole once its worker takes over)."""
    entries = precached(site)
    pages = sorted(p.parent.relative_to(site).as_posix() + "/" for p in site.rglob("index.html"))
    for page in pages:
        url = "./" if page == "./" else page
        assert entries.get(url) == offline._digest((site / page / "index.html").read_bytes()), url
    text = (site / "sw.js").read_text(encoding="utf-8")
    assert f'importScripts("{offline.PAGES_SCRIPT}")' in text
    # the page cache of the versions before goes; no page is refreshed on its own
    cleanup = (site / offline.PAGES_SCRIPT).read_text(encoding="utf-8")
    assert f'caches.delete("{offline.PAGES_CACHE}")' in cleanup


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def test_every_page_links_its_languages_manifest(site: Path) -> None:
    strings = load_strings()
    for lang in LANGUAGES:
        manifest = json.loads((site / offline.manifest_uri(lang)).read_text(encoding="utf-8"))
        assert manifest["name"] == "Truco Lab" and manifest["lang"] == lang
        assert manifest["description"] == strings["offline.app_description"][lang]
        assert manifest["display"] == "standalone" and manifest["theme_color"] == offline.THEME_COLOUR
        start = (site / "assets" / manifest["start_url"]).resolve()
        assert (start / "index.html").is_file()
        sizes = set()
        for icon in manifest["icons"]:
            path = site / "assets" / icon["src"]
            assert path.is_file(), icon
            if icon["type"] == "image/png":
                width, height = png_size(path)
                assert icon["sizes"] == f"{width}x{height}"
                sizes.add(width)
        assert {192, 512} <= sizes  # what a phone needs to install it
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        lang = re.search(r'<html lang="([a-z]+)"', html).group(1)  # type: ignore[union-attr]
        href = re.search(r'<link rel="manifest" href="([^"]+)">', html)
        assert href is not None, page
        # relative, or from the site root on the 404 pages (served at any depth)
        link = href.group(1)
        target = site / link.lstrip("/") if link.startswith("/") else page.parent / link
        assert target.resolve() == (site / offline.manifest_uri(lang)).resolve(), page
        assert '<meta name="theme-color" content="#1d6b40">' in html
