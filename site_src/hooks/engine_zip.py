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

import ast
import hashlib
import io
import zipfile
from pathlib import Path

#: Fixed timestamp for every entry, so that the zip only changes when a source changes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


#: Libraries only the offline tools use (the solver): modules that import them stay out of the
#: browser's engine (Pyodide is not given them), and the browser never imports those modules.
OFFLINE_LIBRARIES = frozenset({"numpy", "scipy", "numba", "ray"})
#: Shipped data kept out of the zip: the pages that use it fetch it (the solved hand with the
#: ladder, ``truco.ladder_solution``: megabytes that only the table's bots need).
FETCHED_DATA = frozenset({"ladder.json"})


def _imports(path: Path) -> set[str]:
    """What a module imports when it is imported: its module-level imports (an import inside a
    function runs only if that function does: the solver's command imports numpy that way)."""
    names: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = [n for stmt in tree.body for n in ast.walk(stmt)
           if not isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)]
    for node in top:
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def offline_modules(package_dir: Path) -> set[Path]:
    """The modules that import an offline-only library when imported, directly or through
    another module of the package."""
    modules = {path: _imports(path) for path in package_dir.rglob("*.py") if "__pycache__" not in path.parts}

    def name(path: Path) -> str:
        parts = path.relative_to(package_dir.parent).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    by_name = {name(path): path for path in modules}
    offline = {path for path, names in modules.items()
               if any(n.split(".")[0] in OFFLINE_LIBRARIES for n in names)}
    grown = True
    while grown:
        grown = False
        for path, names in modules.items():
            if path not in offline and any(by_name.get(n) in offline for n in names):
                offline.add(path)
                grown = True
    return offline


def offline_only(path: Path) -> bool:
    """Whether a module of the engine stays out of the browser (see :func:`offline_modules`)."""
    package = path.resolve()
    while (package.parent / "__init__.py").is_file():
        package = package.parent
    return path.resolve() in offline_modules(package if package.is_dir() else package.parent)


def engine_files(package_dir: Path) -> list[Path]:
    """The files that make up the package in the browser: every ``.py`` file but the offline
    tools' (see :data:`OFFLINE_LIBRARIES`), ``py.typed`` and the shipped data (``data/*.json``,
    but :data:`FETCHED_DATA`)."""
    if not (package_dir / "__init__.py").is_file():
        raise FileNotFoundError(f"no Python package at {package_dir} (missing __init__.py)")
    offline = offline_modules(package_dir.resolve())
    found = [
        path
        for path in package_dir.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and ((path.suffix == ".py" and path.resolve() not in offline) or path.name == "py.typed"
             or (path.parent.name == "data" and path.suffix == ".json"
                 and path.name not in FETCHED_DATA))
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
