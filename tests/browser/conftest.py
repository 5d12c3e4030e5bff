"""The browser fixtures: one headless Chromium page running Pyodide with the game loaded
(``browser_page``), and a headless Chromium for the pages a test opens itself (``browser``).

The page comes from :mod:`tools.pyodide_page`. When Chromium, Pyodide or Playwright is
missing the browser tests are skipped with the reason (:func:`unavailable`), unless
``CLIMBING_TABLE_REQUIRE_BROWSER=1`` (CI sets it): then a missing piece fails them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any, NoReturn

import pytest

from tools.pyodide_page import (
    APP_DIR,
    CHROMIUM_FLAGS,
    REQUIRE_ENV,
    BrowserUnavailable,
    PyodidePage,
    check_playwright,
    chromium_path,
    open_page,
    pyodide_dist,
)

SHIPPED = (
    "tests/browser/browser_scenarios.py",
    "tools/__init__.py",
    "tools/local_server.py",
    "tools/pyodide_page.py",
    "tools/web_bench.py",
)
"""Shipped with the game: ``browser_scenarios`` and the benchmark's measurements."""
PRELUDE = f"import sys; sys.path.insert(0, '{APP_DIR}/tests/browser')"
GESTURE_FLAG = "--autoplay-policy=user-gesture-required"
"""Headless Chromium lets media play without a gesture unless started with this."""


@pytest.fixture(scope="module")
def browser_page() -> Iterator[PyodidePage]:
    """A page with ``navigator.language`` ``sv-SE`` and ``browser_scenarios`` importable."""
    try:
        with open_page(extra=SHIPPED, locale="sv-SE", prelude=PRELUDE) as page:
            yield page
    except BrowserUnavailable as missing:
        unavailable(missing)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Chromium that plays sound only after a gesture (``GESTURE_FLAG``), for
    pages a test opens itself; Pyodide must be installed too."""
    try:
        check_playwright()
        chromium = chromium_path()
        pyodide_dist()
    except BrowserUnavailable as missing:
        unavailable(missing)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        launched = driver.chromium.launch(
            executable_path=str(chromium), headless=True, args=[*CHROMIUM_FLAGS, GESTURE_FLAG]
        )
        try:
            yield launched
        finally:
            launched.close()


def unavailable(missing: BrowserUnavailable) -> NoReturn:
    """Skip the test for the missing piece, or fail it under ``CLIMBING_TABLE_REQUIRE_BROWSER=1``."""
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but the browser test cannot run: {missing}")
    pytest.skip(f"browser test skipped: {missing}")
