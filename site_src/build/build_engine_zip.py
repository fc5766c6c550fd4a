"""Write the engine zip that the site serves at assets/engine/truco.zip.

    python site_src/build/build_engine_zip.py OUT.zip     # or "-" for stdout
    python site_src/build/build_engine_zip.py --hash      # print the content hash only

Same code as the MkDocs hook (site_src/hooks/engine_zip.py), so the bytes are identical.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "site_src" / "hooks"))

from engine_zip import build_engine_zip, short_hash  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="-", help='output file, "-" for stdout')
    parser.add_argument("--package", type=Path, default=ROOT / "engine" / "truco")
    parser.add_argument("--hash", action="store_true", help="print the content hash and exit")
    args = parser.parse_args(argv)
    data = build_engine_zip(args.package)
    if args.hash:
        print(short_hash(data))
    elif args.out == "-":
        sys.stdout.buffer.write(data)
    else:
        Path(args.out).write_bytes(data)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
