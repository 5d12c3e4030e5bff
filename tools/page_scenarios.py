"""The plays :mod:`tools.page_driver` makes on the real page (developer tool, not translated).

Every move goes through the page's input (mouse clicks, or touch taps on a ``has_touch``
page) at the screen position of a card or button: the game's layout in canvas coordinates,
mapped through the letterbox. The game's state is only read (``Page.snapshot``).
"""

from __future__ import annotations

import json
import re
import time
from functools import partial
from typing import Any

from tools.page_controls import CDN_URL, Page, load, summary

RAF_PROBE = """() => { window.__standinRaf = []; let last = performance.now();
  const tick = (now) => { window.__standinRaf.push(now - last); last = now; requestAnimationFrame(tick) };
  requestAnimationFrame(tick) }"""


def open_page(browser: Any, url: str, runtime: Any, route: Any, size: tuple[int, int], touch: bool,
              hash_args: str = "") -> tuple[Any, Page]:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=touch,
                                  is_mobile=touch, locale="en-US")
    context.route(re.compile("^" + re.escape(CDN_URL)), partial(route, runtime))
    page = context.new_page()
    page.on("console", lambda message: print(f"  [console.{message.type}] {message.text[:300]}")
            if message.type == "error" else None)
    page.on("pageerror", lambda error: print(f"  [pageerror] {error}"))
    seconds = load(page, url + (f"#{hash_args}" if hash_args else ""))
    print(f"{size[0]}x{size[1]}{' touch' if touch else ''}: main.py runs {seconds:.1f} s after opening the page")
    driver = Page(page, touch)
    driver.py("standin_watch_thinking(); standin_watch_frames()")
    return context, driver


def button(snap: dict[str, Any], name: str, where: str = "buttons") -> list[int] | None:
    """The rect of a visible, enabled button of the scene (or of its dialog)."""
    found = (snap.get(where) or {}).get(name)
    return found["rect"] if found and found["visible"] and found["enabled"] else None


def click_button(page: Page, snap: dict[str, Any], name: str, where: str = "buttons") -> None:
    rect = button(snap, name, where)
    if rect is None:
        raise RuntimeError(f"no usable button {name} in {snap['scene']}: {sorted(snap.get(where) or {})}")
    page.press_rect(snap, rect)
    page.page.wait_for_timeout(120)


def start_table(page: Page, game_button: str) -> dict[str, Any]:
    """From the menu: decline the tutorial, pick the game and the hard level, press Play."""
    snap = page.wait(lambda s: s["scene"] == "menu", what="the menu")
    if button(snap, "not_now_button"):
        click_button(page, snap, "not_now_button")
        snap = page.snapshot()
    click_button(page, snap, game_button)
    click_button(page, page.snapshot(), "level_buttons[hard]")
    snap = page.snapshot()
    assert snap["buttons"]["level_buttons[hard]"]["enabled"]
    click_button(page, snap, "play_button")
    return page.wait(lambda s: s["scene"] != "menu", what="the table")


def play_selection(page: Page, snap: dict[str, Any]) -> str:
    """The human's turn at a play scene: click the hint's cards one by one, check the
    selection, press Play (or Pass when nothing beats)."""
    plan = json.loads(page.py("standin_plan()"))
    if not plan:
        if button(snap, "pass_button"):
            click_button(page, snap, "pass_button")
            return "pass"
        return "wait"
    points = json.loads(page.py(f"standin_points({page.touch})"))
    for index in plan:
        page.press(snap, tuple(points[index]))
        page.page.wait_for_timeout(60)
        snap = page.snapshot()
        points = json.loads(page.py(f"standin_points({page.touch})"))  # a selected card is raised
    chosen = [i for i, card in enumerate(snap["hand"]) if card["selected"]]
    if chosen != plan:
        raise RuntimeError(f"selection by {'taps' if page.touch else 'clicks'} {chosen} != planned {plan}")
    cards = [snap["hand"][i]["card"] for i in plan]
    click_button(page, snap, "play_button")
    snap = page.snapshot()
    if snap.get("dialog"):
        name = next(n for n in snap["dialog"] if n.startswith("buttons#"))
        click_button(page, snap, name, "dialog")
    return "play " + " ".join(cards)


def play_until(page: Page, done: Any, budget_s: float, log: list[str], shot: str | None = None) -> dict[str, Any]:
    """Take the human's turns (bids: the highest offered) until ``done(snapshot)``; with
    ``shot``, a screenshot there after the human's first play."""
    deadline = time.monotonic() + budget_s
    while time.monotonic() < deadline:
        snap = page.snapshot()
        if done(snap):
            return snap
        if snap.get("human_to_act") and not snap.get("dialog"):
            if snap["scene"] == "bidding":
                bids = [n for n in snap["buttons"] if n.startswith("bid_buttons[") and button(snap, n)]
                if bids:  # none while the cards are still being dealt
                    best = max(bids, key=lambda n: int(n[len("bid_buttons["):-1]))
                    click_button(page, snap, best)
                    log.append(f"bid {best[len('bid_buttons['):-1]}")
            elif "hand" in snap and "play" in snap["scene"]:
                action = play_selection(page, snap)
                if action != "wait":
                    log.append(action)
                if shot and action.startswith("play"):
                    page.page.wait_for_timeout(400)
                    page.page.screenshot(path=shot)
                    shot = None
        page.page.wait_for_timeout(150)
    raise TimeoutError(f"not done after {budget_s:.0f} s: {json.dumps(page.snapshot())[:500]}")


def report_frames(page: Page, label: str, wall_s: float, frames: int) -> None:
    """Print the frame work time per scene, the loop's rate, the rAF interval, the decisions."""
    stats = json.loads(page.py("standin_frames(True)"))
    raf = page.page.evaluate("() => { const r = window.__standinRaf || []; window.__standinRaf = []; return r }")
    decisions = json.loads(page.py("standin_decisions(True)"))
    print(f"  frames [{label}] {frames} in {wall_s:.1f} s = {frames / max(wall_s, 1e-6):.1f} frames/s; "
          f"rAF interval: {summary(raf[1:])}")
    for scene, (count, median, p95) in stats.items():
        print(f"    work {scene:<16} {count:>5} frames: median {median:.1f} ms, p95 {p95:.1f} ms")
    kinds = json.loads(page.py("standin_frame_kinds(True)"))
    for scene, split in kinds.items():
        by_kind = ", ".join(f"{kind} {count} median {median:.1f} p95 {p95:.1f}"
                            for kind, (count, median, p95) in split["kinds"].items())
        slow = split["slowest"]
        mix = " ".join(f"{kind} {count}" for kind, count in slow["mix"].items() if count)
        total, update, draw, present = slow["total update draw present"]
        print(f"      {scene} by work: {by_kind}")
        print(f"      {scene} slowest 5%: {mix}; mean ms total {total}, update {update}, draw {draw},"
              f" present {present}")
    if decisions:
        waits = [ms for ms, _ in decisions]
        spans = [float(n) for _, n in decisions]
        frames_taken = summary(spans).replace(" ms", "")
        print(f"    computer decisions {len(decisions)}: wall {summary(waits)}; frames {frames_taken}")


def sample(page: Page, label: str, action: Any) -> Any:
    page.page.evaluate(RAF_PROBE)
    page.py("standin_frames(True); standin_decisions(True); standin_frame_kinds(True)")
    start_frame, start = page.snapshot()["frame"], time.monotonic()
    result = action()
    report_frames(page, label, time.monotonic() - start, page.snapshot()["frame"] - start_frame)
    return result


def ddz_deal(browser: Any, url: str, runtime: Any, route: Any, args: Any) -> None:
    context, page = open_page(browser, url, runtime, route, (1280, 720), False, "main.py%20--seed%207")
    try:
        log: list[str] = []
        snap = start_table(page, "game_buttons[ddz3]")
        print(f"  the table opened: scene {snap['scene']}, window {snap['window']}, canvas view {snap['view']}")
        snap = sample(page, "ddz3 interactive", lambda: play_until(
            page, lambda s: s["scene"] not in ("bidding", "play"), 600, log,
            str(args.shots / "ddz-1280x720-play.png")))
        print(f"  Dou Dizhu by clicks: {'; '.join(log)}")
        print(f"  the deal ended in scene {snap['scene']}")
        page.page.screenshot(path=str(args.shots / "ddz-1280x720-end.png"))
        resize(page, args)
    finally:
        context.close()


def resize(page: Page, args: Any) -> None:
    page.page.set_viewport_size({"width": 1600, "height": 900})
    page.page.wait_for_timeout(800)
    snap = page.snapshot()
    box = page.page.evaluate("() => { const r = document.getElementById('canvas').getBoundingClientRect();"
                             " return [r.left, r.top, r.width, r.height] }")
    print(f"  resized to 1600x900: canvas on the page {box}, window {snap['window']}, view {snap['view']}")
    name = next((n for n in ("next_button", "menu_button") if button(snap, n)), None)
    page.page.screenshot(path=str(args.shots / "resize-1600x900.png"))
    if name == "next_button":
        click_button(page, snap, name)
        after = page.wait(lambda s: s["scene"] != snap["scene"], 20, "the next deal after a click at 1600x900")
        print(f"  a click on {name} at 1600x900 led to scene {after['scene']}")


def daifugo(browser: Any, url: str, runtime: Any, route: Any, args: Any) -> None:
    context, page = open_page(browser, url, runtime, route, (390, 844), True, "main.py%20--seed%203")
    try:
        log: list[str] = []
        snap = start_table(page, "game_buttons[daifugo]")
        print(f"  the table opened: scene {snap['scene']}, window {snap['window']}, canvas view {snap['view']}")
        plays = lambda: len([entry for entry in log if entry.startswith("play")])  # noqa: E731
        snap = sample(page, "daifugo interactive (touch)", lambda: play_until(
            page, lambda s: plays() >= 3 or s["scene"] not in ("climbing_play", "exchange"), 600, log,
            str(args.shots / "daifugo-390x844-touch-play.png")))
        page.page.screenshot(path=str(args.shots / "daifugo-390x844-touch.png"))
        print(f"  Daifugo by taps: {'; '.join(log)}; now in scene {snap['scene']}")
    finally:
        context.close()


def autoplay(browser: Any, url: str, runtime: Any, route: Any, args: Any, game: str, frames: int) -> None:
    context, page = open_page(browser, url, runtime, route, (1280, 720), False,
                              f"main.py%20--autoplay%20--level%20hard%20--game%20{game}%20--seed%207%20--frames%20{frames}")
    try:
        page.page.evaluate(RAF_PROBE)
        progress = "import builtins; builtins.__standin_app__.frame_count"
        start_frame, start = page.py(progress), time.monotonic()
        last = start_frame
        while last < frames:  # the app stops at --frames (and closes its window)
            page.page.wait_for_timeout(1000)
            last = page.py(progress)
        report_frames(page, f"{game} autoplay", time.monotonic() - start, last - start_frame)
    finally:
        context.close()


PROFILE_START = "import cProfile; __standin_profile__ = cProfile.Profile(); __standin_profile__.enable()"
PROFILE_STOP = """__standin_profile__.disable()
import io, pstats
_out = io.StringIO()
_st = pstats.Stats(__standin_profile__, stream=_out)
_st.sort_stats("tottime").print_stats(12)
_st.print_callers("blit|flip")
_out.getvalue()"""


def profile(browser: Any, url: str, runtime: Any, route: Any, args: Any) -> None:
    """cProfile of the page's Python over a stretch of a hard-level autoplay (``ddz3``)."""
    context, page = open_page(browser, url, runtime, route, (1280, 720), False,
                              "main.py%20--autoplay%20--level%20hard%20--game%20ddz3%20--seed%207")
    try:
        page.page.wait_for_timeout(4000)
        page.py(PROFILE_START)
        page.page.wait_for_timeout(int(args.profile_s * 1000))
        print(page.py(PROFILE_STOP))
    finally:
        context.close()


BLIT_BENCH = """import time, json, builtins, pygame
from game.ui.common.widgets import cards as card_art
from game.core.cards import Card, Rank, Suit
_canvas = builtins.__standin_app__.canvas
def _time(src, n=60):
    start = time.perf_counter()
    for _ in range(n):
        _canvas.blit(src, (100, 100))
    return round((time.perf_counter() - start) * 1000 / n, 3)
def _variants(face):
    rle = face.copy(); rle.set_alpha(255, pygame.RLEACCEL)
    converted = face.convert_alpha(); converted.set_alpha(255, pygame.RLEACCEL)
    keyed = pygame.Surface(face.get_size()).convert(); keyed.fill((255, 0, 255)); keyed.blit(face, (0, 0))
    keyed.set_colorkey((255, 0, 255), pygame.RLEACCEL)
    return {"as made": _time(face), "rle": _time(rle), "converted rle": _time(converted), "colorkey rle": _time(keyed)}
_face = card_art.face(Card(Rank.ACE, Suit.SPADES), (100, 140))
_panel = pygame.Surface((400, 200), pygame.SRCALPHA); _panel.fill((10, 40, 20, 170))
json.dumps({"card": _variants(_face), "panel": _time(_panel), "opaque 400x200": _time(pygame.Surface((400, 200)))})"""


def blit_bench(browser: Any, url: str, runtime: Any, route: Any, args: Any) -> None:
    """In-page cost of the blits the scenes make: alpha cards and panels, as made and converted."""
    context, page = open_page(browser, url, runtime, route, (1280, 720), False)
    try:
        page.page.wait_for_timeout(1000)
        print("  blit bench:", page.py(BLIT_BENCH))
    finally:
        context.close()


def run(browser: Any, url: str, runtime: Any, args: Any, route: Any) -> None:
    if args.scenario in ("all", "load"):
        context, page = open_page(browser, url, runtime, route, (1280, 720), False)
        page.page.wait_for_timeout(1500)
        page.page.screenshot(path=str(args.shots / "menu-1280x720.png"))
        context.close()
    if args.scenario in ("all", "ddz", "resize"):
        ddz_deal(browser, url, runtime, route, args)
    if args.scenario in ("all", "daifugo"):
        daifugo(browser, url, runtime, route, args)
    if args.scenario == "blits":
        blit_bench(browser, url, runtime, route, args)
    if args.scenario == "profile":
        profile(browser, url, runtime, route, args)
    if args.scenario in ("all", "frames"):
        autoplay(browser, url, runtime, route, args, "ddz3", args.frames)
