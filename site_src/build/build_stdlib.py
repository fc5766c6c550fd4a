"""Print the path of the trimmed standard library the site serves (making it if not cached).

    python site_src/build/build_stdlib.py

Same code as the MkDocs hook (site_src/hooks/snapshot.py): Pyodide's python_stdlib.zip cut down
to the files the engine imports. The Pyodide smoke test runs the engine with it, as the browser
does.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "site_src" / "hooks"))

from engine_zip import build_engine_zip  # noqa: E402
from snapshot import SnapshotError, ensure_stdlib  # noqa: E402


def main() -> int:
    engine = ROOT / "engine" / "truco"
    try:
        path = ensure_stdlib(build_engine_zip(engine), ROOT / "node_modules" / "pyodide", engine)
    except SnapshotError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
