"""Pyodide at build time: a trimmed standard library and a memory snapshot of the engine.

- **Trimmed standard library.** Pyodide's ``python_stdlib.zip`` holds 614 files (2.5 MB); the
  engine needs about 150 of them. ``site_src/build/make_snapshot.mjs --modules`` boots Pyodide, imports
  every engine module and every stdlib module the engine's source names anywhere (an AST scan,
  so that imports inside functions count too) and lists the files loaded; the site serves a zip
  of just those (about 0.8 MB) under the same name.
- **Memory snapshot.** ``loadPyodide({_makeSnapshot})``, then ``import truco.web`` and
  ``makeMemorySnapshot()``, made with the trimmed library (the zip importer caches the archive's
  directory in memory, so a snapshot restores only with the library it was made with). The worker
  restores it (``_loadSnapshot``) to skip most of Python's start-up and falls back to a plain
  boot when it is missing or does not restore. The options are private API of the pinned
  Pyodide version, so the cache key includes that version and the maker script.

Both are cached in ``build/snapshot/``. ``TRUCO_SNAPSHOT=0`` builds without either (the full
standard library is served and the worker boots plainly).
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import io
import json
import os
import shutil
import subprocess
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAKER = ROOT / "site_src" / "build" / "make_snapshot.mjs"
CACHE_DIR = ROOT / "build" / "snapshot"
TIMEOUT_S = 300
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


class SnapshotError(RuntimeError):
    """The snapshot or the trimmed library could not be made."""


def enabled() -> bool:
    return os.environ.get("TRUCO_SNAPSHOT", "1") not in {"0", "false", "no", ""}


def _key(*parts: bytes) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:16]


def snapshot_key(zip_bytes: bytes, pyodide_dir: Path) -> str:
    """Changes with the engine, the Pyodide version, the maker script and this module."""
    version = json.loads((pyodide_dir / "package.json").read_text(encoding="utf-8"))["version"]
    return _key(zip_bytes, str(version).encode(), MAKER.read_bytes(), Path(__file__).read_bytes())


def stdlib_names(engine_dir: Path) -> list[str]:
    """Every module the engine's source imports, anywhere (not the engine's own)."""
    names: set[str] = set()
    for path in sorted(engine_dir.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] != engine_dir.name)


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        raise SnapshotError("node is not installed (needed to make the Pyodide snapshot); "
                            "install Node 20, or build with TRUCO_SNAPSHOT=0")
    return node


def _run(args: list[str], what: str) -> str:
    try:
        result = subprocess.run([_node(), str(MAKER), *args], cwd=ROOT, capture_output=True,
                                text=True, timeout=TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired as exc:
        raise SnapshotError(f"{what} took over {TIMEOUT_S} s") from exc
    if result.returncode != 0:
        raise SnapshotError(f"{what} failed: {result.stderr.strip()[-2000:]}")
    return result.stdout


def trimmed_stdlib(full: bytes, keep: set[str]) -> bytes:
    """A deterministic zip of the standard library files in ``keep``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(full)) as source, \
            zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in source.infolist():
            if info.filename in keep:
                entry = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
                entry.compress_type = zipfile.ZIP_DEFLATED
                entry.external_attr = 0o644 << 16
                out.writestr(entry, source.read(info.filename))
    return buffer.getvalue()


def ensure_stdlib(zip_bytes: bytes, pyodide_dir: Path, engine_dir: Path) -> Path:
    """The trimmed standard library for this engine (cached)."""
    key = snapshot_key(zip_bytes, pyodide_dir)
    path = CACHE_DIR / f"stdlib-{key}.zip"
    if path.is_file():
        return path
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE_DIR) as tmp:
        engine = Path(tmp) / "truco.zip"
        engine.write_bytes(zip_bytes)
        names = Path(tmp) / "names.json"
        names.write_text(json.dumps(stdlib_names(engine_dir)), encoding="utf-8")
        files = set(json.loads(_run(["--modules", str(engine), str(names)], "listing the stdlib")))
        if not files:
            raise SnapshotError("listing the stdlib found no module")
        staged = Path(tmp) / "stdlib.zip"
        staged.write_bytes(trimmed_stdlib((pyodide_dir / "python_stdlib.zip").read_bytes(), files))
        staged.replace(path)
    return path


def ensure_snapshot(zip_bytes: bytes, pyodide_dir: Path, stdlib: Path) -> tuple[str, Path]:
    """Return ``(key, path)`` of the snapshot for this engine, making it if not cached.

    ``path`` is the raw snapshot (``engine-KEY.bin``); ``engine-KEY.bin.gz`` beside it is the
    same, gzipped (the worker's fallback when the host does not compress the raw file)."""
    key = snapshot_key(zip_bytes, pyodide_dir)
    path = CACHE_DIR / f"engine-{key}.bin"
    if path.is_file() and path.with_name(path.name + ".gz").is_file():
        return key, path
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE_DIR) as tmp:
        zip_path = Path(tmp) / "truco.zip"
        zip_path.write_bytes(zip_bytes)
        out = Path(tmp) / "snapshot.bin"
        _run([str(out), str(zip_path), str(stdlib)], "making the Pyodide snapshot")
        if not out.is_file():
            raise SnapshotError("making the Pyodide snapshot wrote no file")
        packed = Path(tmp) / "snapshot.bin.gz"
        # ~31 MB -> ~6 MB; the worker inflates it with DecompressionStream, whatever the server
        packed.write_bytes(gzip.compress(out.read_bytes(), compresslevel=6, mtime=0))
        packed.replace(path.with_name(path.name + ".gz"))
        out.replace(path)
    stale = time.time() - 86_400  # other builds may still be copying a recent one
    for old in [*CACHE_DIR.glob("engine-*.bin*"), *CACHE_DIR.glob("stdlib-*.zip")]:
        if old.name not in (path.name, f"{path.name}.gz", stdlib.name) and old.stat().st_mtime < stale:
            old.unlink(missing_ok=True)
    return key, path
