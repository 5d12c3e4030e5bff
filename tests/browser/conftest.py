"""The browser fixture: one headless Chromium page running Pyodide with the game loaded.

The page comes from :mod:`tools.pyodide_page`. When Chromium, Pyodide or Playwright is
missing the browser tests are skipped with the reason, unless
``CLIMBING_TABLE_REQUIRE_BROWSER=1`` (CI sets it): then a missing piece fails them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tools.pyodide_page import APP_DIR, REQUIRE_ENV, BrowserUnavailable, PyodidePage, open_page

SHIPPED = ("tests/browser/browser_scenarios.py", "tools/__init__.py", "tools/pyodide_page.py", "tools/web_bench.py")
"""Shipped with the game: ``browser_scenarios`` and the benchmark's measurements."""
PRELUDE = f"import sys; sys.path.insert(0, '{APP_DIR}/tests/browser')"


@pytest.fixture(scope="module")
def browser_page() -> Iterator[PyodidePage]:
    """A page with ``navigator.language`` ``sv-SE`` and ``browser_scenarios`` importable."""
    try:
        with open_page(extra=SHIPPED, locale="sv-SE", prelude=PRELUDE) as page:
            yield page
    except BrowserUnavailable as missing:
        if os.environ.get(REQUIRE_ENV) == "1":
            pytest.fail(f"{REQUIRE_ENV}=1 but the browser test cannot run: {missing}")
        pytest.skip(f"browser test skipped: {missing}")
