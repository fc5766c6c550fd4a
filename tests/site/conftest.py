"""The built site for the site tests: ``make test``'s one build, or one made here when run alone."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))

from built_site import build, shared


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    made = shared()
    if made is not None:
        yield made[0]
        return
    dest = tmp_path_factory.mktemp("site")
    result = build(dest, "http://127.0.0.1:8123/")
    assert result.returncode == 0, f"mkdocs build --strict failed:\n{result.stderr}"
    yield dest


def built_page(site: Path, lang: str, name: str) -> Path:
    """The file of a page: Spanish (default) at the root, the others under /pt/ and /en/."""
    prefix = site if lang == "es" else site / lang
    return prefix / "index.html" if name == "index" else prefix / name / "index.html"
