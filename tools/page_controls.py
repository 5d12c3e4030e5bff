"""What :mod:`tools.page_driver` does in a loaded page (developer tool, not translated): the
Python helpers it puts into the page, :class:`Page` (run Python there, read the game's state,
click and tap), :func:`load` (open the page, wait until ``main.py`` runs) and
:func:`summary` of timings. Shared by the driver and :mod:`tools.page_scenarios`.
"""

from __future__ import annotations

import json
import statistics
import time
from typing import Any

CDN_URL = "https://pygame-web.github.io/cdn/"
"""The runtime's address the page asks for (pinned by ``tools.web``), routed by the driver."""


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
    hand, play = scene.hand, scene.hand_play
    keep = (set(hand.selected), play.hint_index, play.hint_turn, scene.message)
    scene.hint()
    chosen = [index for index, card in enumerate(hand.cards) if card in hand.selected]
    hand.selected, play.hint_index, play.hint_turn, scene.message = keep
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
def standin_watch_frames():
    # Record each frame: its scene, its work (think/draw/both; "/unchanged" when it was to
    # draw but presented nothing new), and the ms of the whole frame, of the scene's update, its draw and present.
    import time
    app = builtins.__standin_app__
    if getattr(app, "_standin_frames", None) is not None:
        return
    app._standin_frames = []
    spent = {}
    def timed(part, original):
        def run(*args, **kwargs):
            start = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                spent[part] = spent.get(part, 0.0) + (time.perf_counter() - start) * 1000
        return run
    app.present = timed("present", app.present)
    frame = app.frame
    def watched(dt_ms):
        scene = app.scene
        if not getattr(scene, "_standin_timed", False):
            scene.update = timed("update", scene.update)
            scene.draw = timed("draw", scene.draw)
            scene._standin_timed = True
        spent.clear()
        start = time.perf_counter()
        frame(dt_ms)
        total = (time.perf_counter() - start) * 1000
        work = app.frame_work
        kind = work.value if "present" in spent or not work.draws else work.value + "/unchanged"
        app._standin_frames.append((scene.name, kind, total, spent.get("update", 0.0),
                                    spent.get("draw", 0.0), spent.get("present", 0.0)))
    app.frame = watched
def standin_frame_kinds(reset=False):
    # Per scene and work: [count, median, p95]; and the slowest twentieth of each scene's
    # frames: how many of each work, and the mean ms of update, draw and present.
    app = builtins.__standin_app__
    got = list(getattr(app, "_standin_frames", None) or [])
    if reset and got:
        app._standin_frames.clear()
    def stats(values):
        ordered = sorted(values)
        return [len(values), statistics.median(values), ordered[int(0.95 * (len(ordered) - 1))]]
    out = {}
    for scene in sorted({row[0] for row in got}):
        rows = [row for row in got if row[0] == scene]
        if len(rows) < 20:
            continue
        kinds = {kind: stats([row[2] for row in rows if row[1] == kind]) for kind in sorted({row[1] for row in rows})}
        slow = sorted(rows, key=lambda row: row[2])[int(0.95 * (len(rows) - 1)):]
        mix = {kind: sum(1 for row in slow if row[1] == kind) for kind in kinds}
        parts = [round(sum(row[i] for row in slow) / len(slow), 2) for i in (2, 3, 4, 5)]
        out[scene] = {"kinds": kinds, "slowest": {"mix": mix, "total update draw present": parts}}
    return json.dumps(out)
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


def summary(values: list[float]) -> str:
    if not values:
        return "no samples"
    ordered = sorted(values)
    return (f"{len(values)} samples, median {statistics.median(values):.1f} ms, "
            f"p95 {ordered[int(0.95 * (len(ordered) - 1))]:.1f} ms")
