"""Pyodide memory snapshot of the engine, made with Node at build time and cached.

The worker restores it (``loadPyodide({_loadSnapshot})``) to skip most of Python's start-up, and
falls back to a plain boot when it is missing or does not restore. The snapshot options are private
API of the pinned Pyodide version, so the cache key includes that version and the maker script.
Set ``TRUCO_SNAPSHOT=0`` to build without one.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAKER = ROOT / "scripts" / "make_snapshot.mjs"
CACHE_DIR = ROOT / "build" / "snapshot"
TIMEOUT_S = 300


class SnapshotError(RuntimeError):
    """The snapshot could not be made."""


def enabled() -> bool:
    return os.environ.get("TRUCO_SNAPSHOT", "1") not in {"0", "false", "no", ""}


def snapshot_key(zip_bytes: bytes, pyodide_dir: Path) -> str:
    """Changes with the engine, the Pyodide version and the maker script."""
    version = json.loads((pyodide_dir / "package.json").read_text(encoding="utf-8"))["version"]
    digest = hashlib.sha256()
    for part in (zip_bytes, str(version).encode(), MAKER.read_bytes()):
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:16]


def ensure_snapshot(zip_bytes: bytes, pyodide_dir: Path) -> tuple[str, Path]:
    """Return ``(key, path)`` of the gzipped snapshot for this engine, making it if not cached."""
    key = snapshot_key(zip_bytes, pyodide_dir)
    path = CACHE_DIR / f"engine-{key}.bin.gz"
    if path.is_file():
        return key, path
    node = shutil.which("node")
    if node is None:
        raise SnapshotError("node is not installed (needed to make the Pyodide snapshot); "
                            "install Node 20, or build with TRUCO_SNAPSHOT=0")
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE_DIR) as tmp:
        zip_path = Path(tmp) / "truco.zip"
        zip_path.write_bytes(zip_bytes)
        out = Path(tmp) / "snapshot.bin"
        try:
            result = subprocess.run([node, str(MAKER), str(out), str(zip_path)], cwd=ROOT,
                                    capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
        except subprocess.TimeoutExpired as exc:
            raise SnapshotError(f"making the Pyodide snapshot took over {TIMEOUT_S} s") from exc
        if result.returncode != 0 or not out.is_file():
            raise SnapshotError(f"making the Pyodide snapshot failed: {result.stderr.strip()}")
        packed = Path(tmp) / "snapshot.bin.gz"
        # ~31 MB -> ~6 MB; the worker inflates it with DecompressionStream, whatever the server
        packed.write_bytes(gzip.compress(out.read_bytes(), compresslevel=6, mtime=0))
        packed.replace(path)
    stale = time.time() - 86_400  # other builds may still be copying a recent one
    for old in CACHE_DIR.glob("engine-*.bin*"):
        if old != path and old.stat().st_mtime < stale:
            old.unlink(missing_ok=True)
    return key, path
