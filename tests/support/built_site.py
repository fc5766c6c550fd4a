"""The site as the tests meet it: built once per ``make test``, or here when run alone.

``make test`` builds the site once (``tests/support/build_test_site.py``) into ``build/test-site`` for a
free port on 127.0.0.1 and records that address beside it; the site tests read those files and
the browser tests serve them on that address (instant navigation needs the served host:port to be
the build's ``site_url``). A test module run alone builds its own copy.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Where ``make test`` leaves the one build, and the address it was built for.
TEST_SITE = ROOT / "build" / "test-site"
TEST_SITE_URL = ROOT / "build" / "test-site.url"


def free_url() -> str:
    """An address on 127.0.0.1 with a port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}/"


def build(dest: Path, site_url: str) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` into ``dest`` for ``site_url``."""
    env = {**os.environ, "SITE_URL": site_url, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "-d", str(dest)],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False)


def shared() -> tuple[Path, str] | None:
    """The build ``make test`` made (its folder and address), when this run is part of it."""
    if os.environ.get("TRUCO_TEST_SITE") != "1":
        return None
    if not TEST_SITE_URL.exists() or not (TEST_SITE / "index.html").exists():
        raise RuntimeError(f"TRUCO_TEST_SITE=1 but {TEST_SITE} was not built: run make test-build")
    return TEST_SITE, TEST_SITE_URL.read_text(encoding="utf-8").strip()
