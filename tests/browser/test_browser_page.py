"""The built page itself in headless Chromium, on a stand-in for pygbag's runtime.

``build/web/`` as ``python -m tools.web`` makes it (:func:`tools.web.build`, once per
run) is served unmodified on ``127.0.0.1``. Requests to the runtime CDN the page pins
(:data:`tools.web.CDN`) are answered by the stand-in loader in ``tests/browser/standin/``
(``pythons.js`` and its Python side ``runtime.py``, on Pyodide from npm); nothing else
leaves the machine. Chromium runs with ``--autoplay-policy=user-gesture-required``, as a
real browser behaves, so the page must wait for a gesture. Checked: no page error; the
loading screen, then "click or tap to start", then after a click the archive unpacked
and ``main.py`` started from it with the address's ``sys.argv``; the canvas declared
1280x720 and letterboxed at 16:9 into desktop and phone windows; the loading texts in
the language of ``navigator.language`` for every catalog. ``main.py`` itself needs
pygame, which has no WebAssembly build outside pygbag's CDN: the stand-in records what
it would start with and runs the game's own argument parsing. Skipped when a browser
piece is missing, unless ``CLIMBING_TABLE_REQUIRE_BROWSER=1``.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from game.i18n import language_for_locale
from game.platform.display import letterbox
from tools import web
from tools.local_server import QuietHandler, serving
from tools.pyodide_page import LOAD_TIMEOUT_MS
from tools.pyodide_page import pyodide_dist as find_pyodide

STAND_IN = Path(__file__).resolve().parent / "standin"
TEXTS = web.page_texts(web.ROOT / "locales")["texts"]
LOCALES = {"en-US": "en", "sv-SE": "sv", "ja-JP": "ja", "zh-CN": "zh_Hans", "zh-TW": "zh_Hans", "fr-FR": "en"}
"""``navigator.language`` -> the language the page must speak (the game's rule:
:func:`game.i18n.language_for_locale`)."""
HOME = f"/data/data/{web.ARCHIVE}/assets"
WINDOWS = ((1280, 720), (390, 844), (844, 390), (1600, 900), (1920, 1080))
CONTENT_TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
                 ".json": "application/json", ".zip": "application/zip", ".py": "text/plain; charset=utf-8"}
SEEN = """
window.__seen = []
new MutationObserver(() => {
    const message = document.getElementById("message")
    if (!message || !message.textContent) return
    const step = { text: message.textContent, stage: document.body.dataset.stage }
    const last = window.__seen[window.__seen.length - 1]
    if (!last || last.text !== step.text || last.stage !== step.stage) window.__seen.push(step)
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
"""
"""Init script: every (loading text, stage) the page shows, in order, in ``window.__seen``."""


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The page built by tools.web, served as it is; yields its address."""
    with tempfile.TemporaryDirectory(prefix="climbing-page-") as work:
        output = Path(work) / "web"
        web.build(web.ROOT, output, timeout=120)
        with serving(partial(QuietHandler, directory=str(output)), "page-server") as url:
            yield url


@dataclass
class PageRun:
    """One page in its own browser context (``locale``, window size), with the CDN routed
    to the stand-in and every page error and CDN request kept."""

    page: Any
    errors: list[str] = field(default_factory=list)
    requested: list[str] = field(default_factory=list)

    def wait(self, condition: str) -> None:
        """Wait until the JavaScript ``condition`` holds, or the stand-in failed."""
        self.page.wait_for_function(f"() => window.standin && window.standin.error || ({condition})")
        assert self.js("() => window.standin && window.standin.error") in (None, False)

    def js(self, expression: str) -> Any:
        return self.page.evaluate(expression)

    def seen(self) -> list[tuple[str, str]]:
        return [(step["text"], step["stage"]) for step in self.js("() => window.__seen")]


def stand_in(run: PageRun, runtime: bool, route: Any) -> None:
    """Answer a request to the CDN: the stand-in's files, Pyodide under ``pyodide/``;
    without ``runtime`` an empty loader (the page's own script alone)."""
    name = route.request.url.removeprefix(web.CDN).split("?")[0].split("#")[0]
    run.requested.append(name)
    if not runtime:
        route.fulfill(headers={"Access-Control-Allow-Origin": "*", "Content-Type": "text/javascript"}, body="")
        return
    folder, file = (find_pyodide(), name.removeprefix("pyodide/")) if name.startswith("pyodide/") else (STAND_IN, name)
    path = folder / file
    if not path.is_file():
        route.fulfill(status=404, headers={"Access-Control-Allow-Origin": "*"}, body="")
        return
    kind = CONTENT_TYPES.get(path.suffix, "application/octet-stream")
    route.fulfill(path=str(path), headers={"Access-Control-Allow-Origin": "*", "Content-Type": kind})


@pytest.fixture
def open_page(browser: Any, site: str) -> Iterator[Any]:
    """``open_page(locale, fragment="", runtime=True)``: a :class:`PageRun` at the site's
    address plus ``fragment``, in a 1280x720 window, on the stand-in runtime or none."""
    contexts: list[Any] = []

    def opener(locale: str, fragment: str = "", runtime: bool = True) -> PageRun:
        window = WINDOWS[0]
        context = browser.new_context(locale=locale, viewport={"width": window[0], "height": window[1]})
        contexts.append(context)
        context.set_default_timeout(LOAD_TIMEOUT_MS)
        page = context.new_page()
        run = PageRun(page)
        context.route(re.compile(r"^(?!http://127\.0\.0\.1[:/])"), lambda route: route.abort())
        context.route(f"{web.CDN}**", partial(stand_in, run, runtime))
        page.on("pageerror", lambda error: run.errors.append(str(error)))
        page.add_init_script(SEEN)
        page.goto(site + fragment)
        return run

    yield opener
    for context in contexts:
        context.close()


def test_the_page_starts_main_from_the_archive_after_the_first_gesture(open_page: Any) -> None:
    """The whole load on the stand-in runtime, in Swedish, with arguments in the address;
    then the started page letterboxed into desktop and phone windows."""
    run = open_page("sv-SE", f"#{web.ARCHIVE}%20--lang%20ja%20--seed%207")
    run.wait("document.body.dataset.stage === 'start'")
    assert run.js("() => [window.MM.UME, window.standin.sourced]") == [False, None], "nothing runs before a gesture"
    run.page.mouse.click(640, 360)
    run.wait("window.standin.sourced")
    texts = TEXTS["sv"]
    assert run.seen() == [
        (texts["downloading"], "loading"),
        (texts["unpacking"], "loading"),
        (texts["shuffling"], "loading"),
        (texts["start"], "start"),
        (texts["starting"], "start"),
        (texts["starting"], "play"),
    ]
    events = [event for event in run.js("() => window.standin.events") if event["kind"] != "media locked"]
    assert events == [
        {"kind": "fopen", "name": f"{web.ARCHIVE}.tar.gz", "mode": "rb"},
        {"kind": "run_main", "loaderhome": HOME, "loadermain": None},
        {"kind": "toplevel", "console": False},
        {"kind": "source", "path": f"{HOME}/main.py"},
    ]
    assert run.js("() => [document.body.dataset.stage, document.activeElement.id, window.MM.UME]") == [
        "play", "canvas", True,
    ]
    sourced = run.js("() => window.standin.sourced")
    assert sourced["path"] == sourced["file"] == f"{HOME}/main.py"
    assert sourced["exists"] and sourced["cwd"] == HOME
    assert sourced["argv"] == [web.ARCHIVE, "--lang", "ja", "--seed", "7"]
    assert sourced["args"]["lang"] == "ja" and sourced["args"]["seed"] == "7"
    assert "3.12" in run.js("() => window.standin.python")
    assert {"pythons.js", "runtime.py", "pyodide/pyodide.mjs"} <= set(run.requested)

    assert_letterboxed(run)
    assert run.errors == []


def assert_letterboxed(run: PageRun) -> None:
    """The canvas is declared 1280x720 and, in each of ``WINDOWS``, sits where
    :func:`game.platform.display.letterbox` puts it (to a pixel)."""
    assert run.js("() => [canvas.width, canvas.height]") == [1280, 720]
    for window in WINDOWS:
        run.page.set_viewport_size({"width": window[0], "height": window[1]})
        x, y, width, height = letterbox(window)
        run.wait(
            "(() => { const box = canvas.getBoundingClientRect();"
            f" return Math.abs(box.width - {width}) <= 1 && Math.abs(box.height - {height}) <= 1 }})()"
        )
        placed = json.loads(run.js("() => JSON.stringify(canvas.getBoundingClientRect())"))
        assert abs(placed["x"] - x) <= 1 and abs(placed["y"] - y) <= 1, (window, placed)


def test_before_the_runtime_fits_it_the_page_letterboxes_the_canvas_itself(open_page: Any) -> None:
    run = open_page("en-US", runtime=False)
    assert_letterboxed(run)
    assert run.errors == []


@pytest.mark.parametrize(("locale", "language"), LOCALES.items())
def test_the_loading_screen_speaks_the_browser_s_language(open_page: Any, locale: str, language: str) -> None:
    """The page's own script picks the language (no runtime needed): the first text and
    the texts of every later step, which the loader shows from #message's data."""
    assert language_for_locale(locale) == language
    run = open_page(locale, runtime=False)
    run.wait("window.__seen.length > 0")
    assert run.js("() => navigator.language") == locale
    assert run.seen() == [(TEXTS[language]["downloading"], "loading")]
    assert run.js("() => ({...document.getElementById('message').dataset})") == TEXTS[language]
    assert run.js("() => document.documentElement.lang") == language.replace("_", "-")
    assert run.errors == []
