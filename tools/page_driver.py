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
import statistics
import sys
import time
import zipfile
from contextlib import AbstractContextManager
from dataclasses import dataclass
from functools import partial
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

from tools.local_server import QuietHandler, serving

ROOT = Path(__file__).resolve().parent.parent
STANDIN = Path(__file__).resolve().parent / "page_standin"
CDN_URL = "https://pygame-web.github.io/cdn/"
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


PAGE_HELPERS = r"""
import builtins, json, statistics
def _rect(r):
    return [r.x, r.y, r.width, r.height]
def _label(b):
    try:
        return str(b.label() if callable(b.label) else b.label)
    except Exception as e:
        return repr(e)
def _buttons(owner):
    import pygame
    from game.ui.common.widgets.button import Button
    found = {}
    for name, value in vars(owner).items():
        if isinstance(value, Button):
            found[name] = value
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, Button):
                    found[f"{name}[{getattr(key, 'value', key)}]"] = item
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if isinstance(item, Button):
                    found.setdefault(f"{name}#{index}", item)
    return {n: {"label": _label(b), "rect": _rect(b.rect), "enabled": b.enabled, "visible": b.visible}
            for n, b in found.items()}
def standin_snapshot():
    app = builtins.__standin_app__
    scene = app.scene
    out = {"scene": scene.name, "window": list(app.window.get_size()), "view": _rect(app.viewport()),
           "frame": app.frame_count, "buttons": _buttons(scene), "modal": None}
    if app.modal is not None:
        out["modal"] = _buttons(app.modal)
    if getattr(scene, "dialog", None) is not None:
        out["dialog"] = _buttons(scene.dialog)
    hand = getattr(scene, "hand", None)
    if hand is not None and hasattr(hand, "card_rects"):
        out["hand"] = [{"card": str(c), "rect": _rect(r), "selected": c in hand.selected}
                       for c, r in zip(hand.cards, hand.card_rects())]
    session = app.session
    table = getattr(session, "table", None) if session is not None else None
    if table is not None:
        out["human_to_act"] = bool(getattr(table, "human_to_act", lambda: False)())
        state = getattr(table, "state", None)
        out["phase"] = str(getattr(state, "phase", ""))
        out["current"] = getattr(state, "current_player", None)
    return json.dumps(out)
def standin_points(touch=False):
    # Per card of the hand: a logical point that hits that card (the hit test the hand uses).
    hand = builtins.__standin_app__.scene.hand
    points = []
    for index, rect in enumerate(hand.card_rects()):
        found = None
        for dy in (30, 60, 12):
            for x in range(rect.x + 3, rect.right - 2, 3):
                if hand.card_at((x, rect.y + dy), touch) == index:
                    found = [x + 2 if hand.card_at((x + 2, rect.y + dy), touch) == index else x, rect.y + dy]
                    break
            if found:
                break
        points.append(found)
    return json.dumps(points)
def standin_plan():
    # The cards the scene's own Hint would select (the scene's selection is left as it was).
    scene = builtins.__standin_app__.scene
    hand = scene.hand
    keep = (set(hand.selected), scene.hint_index, scene.hint_turn, scene.message)
    scene.hint()
    chosen = [index for index, card in enumerate(hand.cards) if card in hand.selected]
    hand.selected, scene.hint_index, scene.hint_turn, scene.message = keep
    return json.dumps(chosen)
def standin_watch_thinking():
    # Record each computer decision: frames and wall time from its first slice to its move.
    import time
    from game.table import think_driver
    cls = think_driver.ThinkDriver
    if getattr(cls, "_standin", False):
        return
    original = cls.advance
    builtins.__standin_decisions__ = []
    def advance(self, seat, player, observe):
        app = builtins.__standin_app__
        if self._thinking is None or self._seat != seat:
            self._standin_start = (time.perf_counter(), app.frame_count)
        move = original(self, seat, player, observe)
        if move is not None:
            start, frame = self._standin_start
            builtins.__standin_decisions__.append(((time.perf_counter() - start) * 1000, app.frame_count - frame + 1))
        return move
    cls.advance = advance
    cls._standin = True
def standin_decisions(reset=False):
    got = list(getattr(builtins, "__standin_decisions__", []))
    if reset:
        builtins.__standin_decisions__ = []
    return json.dumps(got)
def standin_frames(reset=False):
    app = builtins.__standin_app__
    out = {}
    for scene, values in app.stats.times_ms.items():
        if len(values) >= 5:
            ordered = sorted(values)
            out[scene] = [len(values), statistics.median(values), ordered[int(0.95 * (len(ordered) - 1))]]
    if reset:
        app.stats.times_ms.clear()
    return json.dumps(out)
"""


class Page:
    """The game page in Chromium: its Python, its layout, and input at screen positions."""

    def __init__(self, page: Any, touch: bool) -> None:
        self.page, self.touch = page, touch

    def py(self, code: str) -> Any:
        return self.page.evaluate("code => window.standin.pyodide.runPython(code)", code)

    def snapshot(self) -> dict[str, Any]:
        return json.loads(self.py("standin_snapshot()"))

    def screen(self, snap: dict[str, Any], logical: tuple[float, float]) -> tuple[float, float]:
        """A canvas (1280x720 logical) position -> page position, through the letterbox."""
        box = self.page.evaluate(
            "() => { const r = document.getElementById('canvas').getBoundingClientRect();"
            " return [r.left, r.top, r.width, r.height] }"
        )
        vx, vy, vw, vh = snap["view"]
        ww, wh = snap["window"]
        wx, wy = vx + logical[0] * vw / 1280, vy + logical[1] * vh / 720
        return box[0] + wx * box[2] / ww, box[1] + wy * box[3] / wh

    def press(self, snap: dict[str, Any], logical: tuple[float, float]) -> None:
        x, y = self.screen(snap, logical)
        if self.touch:
            self.page.touchscreen.tap(x, y)
        else:
            self.page.mouse.move(x, y)
            self.page.mouse.down()
            self.page.mouse.up()

    def press_rect(self, snap: dict[str, Any], rect: list[int], fx: float = 0.5) -> None:
        self.press(snap, (rect[0] + rect[2] * fx, rect[1] + rect[3] / 2))

    def wait(self, predicate: Any, timeout: float = 60.0, what: str = "") -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            snap = self.snapshot()
            if predicate(snap):
                return snap
            if time.monotonic() > deadline:
                raise TimeoutError(f"waited {timeout:.0f} s for {what}: {json.dumps(snap)[:600]}")
            self.page.wait_for_timeout(50)


def load(page: Any, url: str, timeout_s: float = 180.0) -> float:
    """Open the game page and wait until main.py's App runs; the seconds it took."""
    started = time.monotonic()
    page.goto(url)
    page.wait_for_function(
        "() => window.standinError || (window.standin && window.standin.pyodide && "
        "window.standin.pyodide.runPython('import builtins; hasattr(builtins, \"__standin_app__\")'))",
        timeout=timeout_s * 1000,
    )
    error = page.evaluate("() => window.standinError || null")
    if error:
        raise RuntimeError(f"the stand-in failed: {error}")
    page.evaluate("code => window.standin.pyodide.runPython(code)", PAGE_HELPERS)
    return time.monotonic() - started


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


def summary(values: list[float]) -> str:
    if not values:
        return "no samples"
    ordered = sorted(values)
    return (f"{len(values)} samples, median {statistics.median(values):.1f} ms, "
            f"p95 {ordered[int(0.95 * (len(ordered) - 1))]:.1f} ms")


if __name__ == "__main__":
    raise SystemExit(main())
