"""Build the engine package zip that the browser worker unpacks (deterministic, in memory).

The same bytes come out for the same sources, whoever calls it: the MkDocs hook that puts
``assets/engine/truco.zip`` into the site, ``scripts/build_engine_zip.py`` and, through that
script, ``scripts/pyodide_smoke.mjs``.

>>> from pathlib import Path
>>> data = build_engine_zip(Path("engine/truco"))  # doctest: +SKIP
>>> data[:2]  # doctest: +SKIP
b'PK'
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from pathlib import Path

#: Fixed timestamp for every entry, so that the zip only changes when a source changes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def engine_files(package_dir: Path) -> list[Path]:
    """The files that make up the package: every ``.py`` file and ``py.typed``, sorted."""
    if not (package_dir / "__init__.py").is_file():
        raise FileNotFoundError(f"no Python package at {package_dir} (missing __init__.py)")
    found = [
        path
        for path in package_dir.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and (path.suffix == ".py" or path.name == "py.typed")
    ]
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
