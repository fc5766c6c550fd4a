"""Build the site once for every test stage of ``make test`` (see ``tests/support/built_site.py``)."""

from __future__ import annotations

import shutil
import sys

from built_site import TEST_SITE, TEST_SITE_URL, build, free_url


def main() -> int:
    url = free_url()
    shutil.rmtree(TEST_SITE, ignore_errors=True)
    TEST_SITE_URL.unlink(missing_ok=True)
    result = build(TEST_SITE, url)
    if result.returncode != 0:
        print(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}", file=sys.stderr)
        return 1
    TEST_SITE_URL.write_text(url + "\n", encoding="utf-8")
    print(f"built {TEST_SITE.relative_to(TEST_SITE.parents[1])} for {url}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
