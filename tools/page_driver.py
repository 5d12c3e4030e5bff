"""Play the real web page by hand: ``python -m tools.page_driver --cdn DIR --pyodide DIR --shots DIR``.

A developer's driver, run on a machine that holds the public files of ``pygame-web/cdn``
(folder ``--cdn``: ``0.9.3/pythons.js``, ``0.9.3/empty.ogg``, ``vtx.js``, ``vt/xterm*``,
``cp314/pygame_ce-2.5.7.dev1-cp314-cp314-wasm32_bi_emscripten.whl``) and Pyodide 314 from npm
(``--pyodide``, its ``node_modules/pyodide`` folder). Nothing of them is part of the project:
the driver reads them from those folders, builds nothing and downloads nothing.

It serves the unmodified ``build/web/`` (made by ``python -m tools.web``) on ``127.0.0.1``,
opens it in Chromium through Playwright and answers the page's requests to the CDN: the CDN's
own files from ``--cdn``, and in place of the absent CPython-on-WebAssembly (``cpython312/
main.js`` + ``main.wasm``/``main.data`` and ``cpythonrc.py``) the stand-in of
``tools/page_standin/``: Pyodide 314 with the wheel installed, bridged for the wheel's
setjmp/longjmp trampolines and its older html5 event structs.

Then it plays, through the page's input only (mouse clicks, or touch taps on a phone-sized
``has_touch`` page) at screen positions computed from the game's layout mapped through the
letterbox, reading the game's state back with ``pyodide.runPython``: a Dou Dizhu deal (bid,
then play cards) at 1280x720, a Daifugo play by taps at 390x844, a resize to 1600x900, with a
screenshot of each into ``--shots``; and it prints the in-browser frame work times per scene
(median, p95), the frame interval and the computer's move waits. Developer output, not
translated; never part of the game.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zipfile
from contextlib import AbstractContextManager
from dataclasses import dataclass
from functools import partial
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

from tools.local_server import QuietHandler, serving
from tools.page_controls import CDN_URL

ROOT = Path(__file__).resolve().parent.parent
STANDIN = Path(__file__).resolve().parent / "page_standin"
WHEEL = "cp314/pygame_ce-2.5.7.dev1-cp314-cp314-wasm32_bi_emscripten.whl"
CHROMIUM_FLAGS = ("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update")
HTML5_CALLS = {
    # Pyodide 314's glue call of each html5 callback -> through the old-layout bridge
    "(eventTypeId,JSEvents.mouseEvent,userData)":
        "(eventTypeId,globalThis.__standinHtml5.mouse(JSEvents.mouseEvent),userData)",
    "(eventTypeId,wheelEvent,userData)": "(eventTypeId,globalThis.__standinHtml5.wheel(wheelEvent),userData)",
    "(eventTypeId,keyEventData,userData)": "(eventTypeId,globalThis.__standinHtml5.key(keyEventData),userData)",
    "(eventTypeId,touchEvent,userData)": "(eventTypeId,globalThis.__standinHtml5.touch(touchEvent),userData)",
}


def invoke_signatures(wheel: Path) -> list[str]:
    """The ``invoke_<sig>`` trampolines the wheel's side modules import."""
    found: set[str] = set()
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.endswith(".so"):
                found |= {match.decode() for match in re.findall(rb"invoke_([a-z]+)", archive.read(name))}
    return sorted(found)


def patched_glue(pyodide: Path) -> bytes:
    """Pyodide's ``pyodide.asm.mjs`` with its four html5 callback calls sent through the bridge."""
    text = (pyodide / "pyodide.asm.mjs").read_text(encoding="utf-8")
    for old, new in HTML5_CALLS.items():
        if text.count(old) != 1:
            raise SystemExit(f"unexpected Pyodide glue: {old} occurs {text.count(old)} times")
        text = text.replace(old, new)
    return text.encode("utf-8")


@dataclass
class Runtime:
    """What the stand-in serves: folders and the prepared texts."""

    web: Path
    cdn: Path
    pyodide: Path
    glue: bytes
    main_js: bytes
    pythonrc: bytes


class _Handler(QuietHandler):
    """``/``: build/web; ``/__standin__/pyodide/``: Pyodide (patched glue); ``/__standin__/wheel``."""

    extensions_map = {  # noqa: RUF012 - replaces the base class's attribute
        **SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
    }

    def __init__(self, *args: Any, runtime: Runtime, **kwargs: Any) -> None:
        self.runtime = runtime
        super().__init__(*args, directory=str(runtime.web), **kwargs)

    def translate_path(self, path: str) -> str:
        prefix = "/__standin__/pyodide/"
        if path.startswith(prefix):
            return str(self.runtime.pyodide / path[len(prefix):].split("?", maxsplit=1)[0])
        if path.startswith("/__standin__/wheel/"):
            return str(self.runtime.cdn / WHEEL)
        return super().translate_path(path)

    def do_GET(self) -> None:  # noqa: N802 - the name http.server calls
        if self.path.split("?")[0] == "/__standin__/pyodide/pyodide.asm.mjs":
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(self.runtime.glue)))
            self.end_headers()
            self.wfile.write(self.runtime.glue)
            return
        super().do_GET()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()


def serve(runtime: Runtime) -> AbstractContextManager[str]:
    """Serve build/web and the stand-in's files on ``127.0.0.1``; yields the page's address."""
    return serving(partial(_Handler, runtime=runtime), "page-driver-server")


def route_cdn(runtime: Runtime, route: Any) -> None:
    """Answer a request to the CDN: the stand-in for the interpreter, else the CDN's own file."""
    path = route.request.url[len(CDN_URL):].split("?")[0].split("#")[0]
    headers = {"Access-Control-Allow-Origin": "*", "Cache-Control": "no-store"}
    if path == "0.9.3/cpython312/main.js":
        route.fulfill(status=200, body=runtime.main_js, headers=headers, content_type="text/javascript")
    elif path == "0.9.3/cpythonrc.py":
        route.fulfill(status=200, body=runtime.pythonrc, headers=headers, content_type="text/plain")
    elif (runtime.cdn / path).is_file():
        kind = "text/javascript" if path.endswith(".js") else None
        route.fulfill(status=200, path=str(runtime.cdn / path), headers=headers, content_type=kind)
    else:
        print(f"  [cdn] absent: {path}")
        route.fulfill(status=404, body=b"", headers=headers)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.page_driver", description=__doc__.splitlines()[0])
    parser.add_argument("--cdn", type=Path, required=True, help="folder with the files of pygame-web/cdn")
    parser.add_argument("--pyodide", type=Path, required=True, help="Pyodide 314's node_modules/pyodide folder")
    parser.add_argument("--shots", type=Path, required=True, help="folder for the screenshots")
    parser.add_argument("--web", type=Path, default=ROOT / "build" / "web",
                        help="the built page (python -m tools.web)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--headed", action="store_true")
    parser.add_argument("--scenario", default="all",
                        choices=("all", "load", "ddz", "daifugo", "resize", "frames", "profile", "blits"))
    parser.add_argument("--frames", type=int, default=2000, help="frames of the autoplay run (scenario frames)")
    parser.add_argument("--profile-s", type=float, default=10.0, help="seconds profiled (scenario profile)")
    args = parser.parse_args(argv)
    wheel = args.cdn / WHEEL
    for needed in (args.web / "index.html", args.cdn / "0.9.3" / "pythons.js", wheel, args.pyodide / "pyodide.mjs"):
        if not needed.is_file():
            print(f"missing: {needed}", file=sys.stderr)
            return 1
    runtime = Runtime(args.web, args.cdn, args.pyodide, patched_glue(args.pyodide), b"", b"")
    from playwright.sync_api import sync_playwright

    from tools import page_scenarios

    args.shots.mkdir(parents=True, exist_ok=True)
    with serve(runtime) as url, sync_playwright() as driver:
        base = url + "__standin__/"
        main_js = (STANDIN / "main.js").read_text(encoding="utf-8")
        main_js = main_js.replace("%(standin)s", base).replace("%(wheel)s", base + "wheel/" + wheel.name)
        runtime.main_js = main_js.replace("%(signatures)s", json.dumps(invoke_signatures(wheel))).encode()
        runtime.pythonrc = (STANDIN / "pythonrc.py.txt").read_bytes()
        browser = driver.chromium.launch(executable_path=args.chromium, headless=not args.headed,
                                         args=list(CHROMIUM_FLAGS))
        try:
            page_scenarios.run(browser, url, runtime, args, route_cdn)
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
