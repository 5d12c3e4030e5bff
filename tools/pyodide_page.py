"""Run the game's pure Python in a real browser: Pyodide in headless Chromium.

pygame-ce has no WebAssembly build outside pygbag's CDN, so the game's page itself
cannot run offline. Everything else can: :class:`PyodidePage` serves Pyodide
(:data:`PYODIDE_VERSION`, CPython 3.12 on WebAssembly, the Python pygbag 0.9.3 runs)
and an archive of the pure packages (``game/`` without ``game/ui``, plus the compiled
catalogs ``locales/*/LC_MESSAGES/*.mo``) on ``127.0.0.1``, opens the page in the
system's Chromium through Playwright, and runs Python snippets there
(:meth:`PyodidePage.run`). The tests in ``tests/browser/`` and the benchmark
``python -m tools.web_bench`` drive it.

Where the pieces come from (nothing is downloaded at run time):

- Pyodide: ``npm install pyodide@0.27.7`` into :func:`pyodide_prefix` (default
  ``~/.cache/climbing-table/pyodide-0.27.7``, or ``$CLIMBING_TABLE_PYODIDE_DIR``);
  ``python -m tools.pyodide_page install`` runs that command;
- Chromium: ``$CLIMBING_TABLE_CHROMIUM``, else ``chromium`` / ``chromium-browser`` on
  the ``PATH`` (Debian's package; Playwright cannot download its own here);
- Playwright: the ``playwright`` package of the ``test`` extra.

Inside the page the archive is unpacked to :data:`APP_DIR`, which goes first on
``sys.path``. A snippet is run with ``pyodide.runPythonAsync``; its last expression must
be a ``str`` (by convention JSON, see :meth:`PyodidePage.run_json`). Developer tool: the
HTTP server runs in a thread of the calling process, never in the game.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

from tools.local_server import QuietHandler, serving

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_VERSION = "0.27.7"
PYODIDE_DIR_ENV = "CLIMBING_TABLE_PYODIDE_DIR"
CHROMIUM_ENV = "CLIMBING_TABLE_CHROMIUM"
REQUIRE_ENV = "CLIMBING_TABLE_REQUIRE_BROWSER"
"""Set to ``1`` (CI does) to make a missing browser piece fail the tests, not skip them."""
APP_DIR = "/home/pyodide/app"
"""Where the archive is unpacked inside Pyodide's file system."""
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
LOAD_TIMEOUT_MS = 120_000

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>climbing-table in Pyodide</title>
<script src="/pyodide/pyodide.js"></script></head>
<body><script>
window.gameReady = (async () => {
  const pyodide = await loadPyodide({indexURL: "/pyodide/"});
  const archive = await (await fetch("/game.zip")).arrayBuffer();
  pyodide.unpackArchive(archive, "zip", {extractDir: "%(app)s"});
  pyodide.runPython("import sys; sys.path.insert(0, '%(app)s')");
  window.pyodide = pyodide;
  return pyodide.runPython("import sys; sys.version");
})();
</script></body></html>
"""


class BrowserUnavailable(RuntimeError):
    """A piece the browser run needs is missing; the message says which and how to get it."""


def pyodide_prefix() -> Path:
    """The folder ``npm install`` put Pyodide under (its ``node_modules/pyodide``)."""
    override = os.environ.get(PYODIDE_DIR_ENV)
    if override:
        return Path(override)
    return Path.home() / ".cache" / "climbing-table" / f"pyodide-{PYODIDE_VERSION}"


def pyodide_dist(prefix: Path | None = None) -> Path:
    """Pyodide's files; raises :class:`BrowserUnavailable` when they are not installed."""
    dist = (pyodide_prefix() if prefix is None else prefix) / "node_modules" / "pyodide"
    needed = ("pyodide.js", "pyodide.asm.wasm", "python_stdlib.zip", "package.json")
    if not all((dist / name).is_file() for name in needed):
        raise BrowserUnavailable(
            f"Pyodide {PYODIDE_VERSION} is not installed in {dist.parent.parent} "
            f"(run: python -m tools.pyodide_page install)"
        )
    version = json.loads((dist / "package.json").read_text(encoding="utf-8")).get("version")
    if version != PYODIDE_VERSION:
        raise BrowserUnavailable(f"{dist} holds Pyodide {version}, not {PYODIDE_VERSION}")
    return dist


def install_pyodide(prefix: Path | None = None) -> Path:
    """``npm install pyodide@PYODIDE_VERSION`` into ``prefix``; returns Pyodide's folder."""
    prefix = pyodide_prefix() if prefix is None else prefix
    npm = shutil.which("npm")
    if npm is None:
        raise BrowserUnavailable("npm is not installed (Debian: apt-get install npm)")
    prefix.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [npm, "install", "--prefix", str(prefix), "--no-audit", "--no-fund", f"pyodide@{PYODIDE_VERSION}"],
        check=True,
    )
    return pyodide_dist(prefix)


def chromium_path() -> Path:
    """The Chromium to drive; raises :class:`BrowserUnavailable` when there is none."""
    override = os.environ.get(CHROMIUM_ENV)
    found = override or shutil.which("chromium") or shutil.which("chromium-browser")
    if not found or not Path(found).is_file():
        raise BrowserUnavailable(
            f"no Chromium found (set {CHROMIUM_ENV}, or Debian: apt-get install chromium)"
        )
    return Path(found)


def check_playwright() -> None:
    """Raise :class:`BrowserUnavailable` when the ``playwright`` package is missing."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        raise BrowserUnavailable(
            'the playwright package is not installed (python -m pip install -e ".[test]")'
        ) from None


def pure_files(root: Path = ROOT, extra: Sequence[str] = ()) -> list[Path]:
    """The files the browser gets, relative to ``root``: every ``.py`` of ``game/`` except
    ``game/ui`` (the pygame part), the compiled catalogs, and ``extra`` paths."""
    files = [
        path.relative_to(root)
        for path in sorted((root / "game").rglob("*.py"))
        if path.relative_to(root / "game").parts[0] != "ui" and "__pycache__" not in path.parts
    ]
    files += [path.relative_to(root) for path in sorted((root / "locales").glob("*/LC_MESSAGES/*.mo"))]
    files += [Path(name) for name in extra]
    return files


def game_archive(root: Path = ROOT, extra: Sequence[str] = ()) -> bytes:
    """A zip of :func:`pure_files`, paths relative to the project root."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in pure_files(root, extra):
            archive.write(root / name, name.as_posix())
    return buffer.getvalue()


class _Handler(QuietHandler):
    """Serves the page at ``/``, the archive at ``/game.zip`` and Pyodide under ``/pyodide/``.

    The page is cross-origin isolated (COOP/COEP headers), which gives
    ``performance.now()`` (Python's ``time.perf_counter``) its fine resolution.
    """

    # not a ClassVar: it replaces the base class's attribute, which the stubs declare per instance
    extensions_map = {  # noqa: RUF012
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
    }

    def __init__(self, *args: Any, page: bytes, archive: bytes, **kwargs: Any) -> None:
        self.page, self.archive = page, archive
        super().__init__(*args, **kwargs)

    def end_headers(self) -> None:
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def do_GET(self) -> None:  # noqa: N802 - the name http.server calls
        if self.path in ("/", "/index.html"):
            self._send(self.page, "text/html; charset=utf-8")
        elif self.path == "/game.zip":
            self._send(self.archive, "application/zip")
        elif self.path.startswith("/pyodide/"):
            self.path = self.path[len("/pyodide"):]
            super().do_GET()
        else:
            self.send_error(404)

    def _send(self, body: bytes, kind: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def serve(dist: Path, archive: bytes) -> AbstractContextManager[str]:
    """Serve the page on ``127.0.0.1`` (a free port) in a background thread; yields its URL."""
    page = (PAGE % {"app": APP_DIR}).encode("utf-8")
    return serving(partial(_Handler, directory=str(dist), page=page, archive=archive), "pyodide-page-server")


@dataclass
class PyodidePage:
    """One Chromium page running Pyodide with the game's pure packages loaded.

    ``locale`` sets ``navigator.language``. Storage (``localStorage``) lives in a fresh
    user-data folder for this page's lifetime, so it survives :meth:`reload`.
    """

    url: str
    page: Any
    prelude: str = ""
    python_version: str = field(default="")

    def _load(self) -> None:
        self.page.goto(self.url)
        self.python_version = self.page.evaluate("() => window.gameReady")
        if self.prelude:
            self.page.evaluate("code => window.pyodide.runPython(code)", self.prelude)

    def run(self, code: str) -> str:
        """Run Python ``code`` in the page; the value of its last expression (a ``str``)."""
        result = self.page.evaluate("code => window.pyodide.runPythonAsync(code)", code)
        if not isinstance(result, str):
            raise TypeError(f"a snippet must end in a str expression, got {type(result).__name__}")
        return result

    def run_json(self, code: str) -> Any:
        """Run ``code`` whose last expression is a JSON text; the decoded value."""
        return json.loads(self.run(code))

    def js(self, expression: str, argument: Any = None) -> Any:
        """Evaluate a JavaScript function ``expression`` in the page with ``argument``."""
        return self.page.evaluate(expression, argument)

    def reload(self) -> None:
        """Reload the page: a new Python interpreter, the same browser storage."""
        self._load()


@contextmanager
def open_page(extra: Sequence[str] = (), locale: str = "sv-SE", prelude: str = "") -> Iterator[PyodidePage]:
    """Serve, launch Chromium, load Pyodide and the game; yields the ready page.

    ``extra`` names further project files (relative paths) to ship, e.g. a benchmark
    module; ``prelude`` is Python run after every (re)load. Raises
    :class:`BrowserUnavailable` when a piece is missing.
    """
    check_playwright()
    dist = pyodide_dist()
    chromium = chromium_path()
    from playwright.sync_api import sync_playwright

    with serve(dist, game_archive(ROOT, extra)) as url, tempfile.TemporaryDirectory(
        prefix="climbing-table-chromium-"
    ) as profile, sync_playwright() as driver:
        context = driver.chromium.launch_persistent_context(
            profile,
            executable_path=str(chromium),
            headless=True,
            args=list(CHROMIUM_FLAGS),
            locale=locale,
        )
        try:
            context.set_default_timeout(LOAD_TIMEOUT_MS)
            page = PyodidePage(url, context.pages[0] if context.pages else context.new_page(), prelude)
            page._load()
            yield page
        finally:
            context.close()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.pyodide_page", description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("install", "check"),
                        help="install: npm install Pyodide into its cache folder; check: load the page once")
    args = parser.parse_args(argv)
    try:
        if args.command == "install":
            print(f"Pyodide {PYODIDE_VERSION} in {install_pyodide()}")
        else:
            with open_page() as page:
                python = page.python_version.split()[0]
                print(f"Chromium {chromium_path()} runs Python {python} (Pyodide {PYODIDE_VERSION})")
    except BrowserUnavailable as missing:
        print(missing, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
