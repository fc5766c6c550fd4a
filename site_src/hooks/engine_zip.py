"""Build the engine package zip that the browser worker unpacks (deterministic, in memory).

The same bytes come out for the same sources, whoever calls it: the MkDocs hook that puts
``assets/engine/truco.zip`` into the site, ``site_src/build/build_engine_zip.py`` and, through that
script, ``tests/support/pyodide_smoke.mjs``.

>>> from pathlib import Path
>>> data = build_engine_zip(Path("engine/truco"))  # doctest: +SKIP
>>> data[:2]  # doctest: +SKIP
b'PK'
"""

from __future__ import annotations

import ast
import hashlib
import io
import zipfile
from pathlib import Path

#: Fixed timestamp for every entry, so that the zip only changes when a source changes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


#: What stays out of the browser: the offline solver (numpy, numba, Ray) and the command line,
#: which nothing the browser runs imports (``tests/engine/test_layers.py`` holds that).
OFFLINE = frozenset({"solver", "__main__.py"})
#: Libraries only the offline tools use: a shipped module that imports one fails the build.
OFFLINE_LIBRARIES = frozenset({"numpy", "scipy", "numba", "ray"})
#: Shipped data kept out of the zip: the pages that use it fetch it (the solved hand with the
#: ladder, ``truco.solved.ladder``: megabytes that only the table's bots need).
FETCHED_DATA = frozenset({"ladder.json"})


def _imports(path: Path) -> set[str]:
    """Every module a source file names in an import (top level or inside a function)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def engine_files(package_dir: Path) -> list[Path]:
    """The files that make up the package in the browser: every ``.py`` file but the offline
    ones (:data:`OFFLINE`), ``py.typed`` and the shipped data (``data/*.json``, but
    :data:`FETCHED_DATA`). A shipped module that imports an offline library is an error."""
    if not (package_dir / "__init__.py").is_file():
        raise FileNotFoundError(f"no Python package at {package_dir} (missing __init__.py)")
    found = [
        path
        for path in package_dir.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.relative_to(package_dir).parts[0] not in OFFLINE
        and (path.suffix == ".py" or path.name == "py.typed"
             or (path.parent.name == "data" and path.suffix == ".json"
                 and path.name not in FETCHED_DATA))
    ]
    for path in found:
        if path.suffix == ".py":
            bad = sorted(n for n in _imports(path) if n.split(".")[0] in OFFLINE_LIBRARIES
                         or n == "truco.solver" or n.startswith("truco.solver."))
            if bad:
                raise ValueError(f"{path} ships to the browser but imports {', '.join(bad)}")
    return sorted(found, key=lambda p: p.relative_to(package_dir).as_posix())


def build_engine_zip(package_dir: Path) -> bytes:
    """Zip ``package_dir`` as ``<name>/...`` entries; the result is byte-for-byte reproducible."""
    package_dir = package_dir.resolve()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in engine_files(package_dir):
            arcname = f"{package_dir.name}/{path.relative_to(package_dir).as_posix()}"
            info = zipfile.ZipInfo(arcname, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, whatever the build machine is
            zf.writestr(info, path.read_bytes())
    return buffer.getvalue()


def short_hash(data: bytes) -> str:
    """A short content hash, used to bust browser caches when the engine changes."""
    return hashlib.sha256(data).hexdigest()[:12]
