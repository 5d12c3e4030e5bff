"""The plays :mod:`tools.page_driver` makes on the real page (developer tool, not translated)."""

from __future__ import annotations

import json
import re
import time
from functools import partial
from typing import Any

from tools.page_driver import CDN_URL, Page, load, summary


def open_page(browser: Any, url: str, runtime: Any, route: Any, size: tuple[int, int], touch: bool,
              hash_args: str = "") -> tuple[Any, Page, float]:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=touch,
                                  is_mobile=touch, locale="en-US")
    context.route(re.compile("^" + re.escape(CDN_URL)), partial(route, runtime))
    page = context.new_page()
    page.on("console", lambda message: print(f"  [console.{message.type}] {message.text}")
            if message.type in ("error",) else None)
    page.on("pageerror", lambda error: print(f"  [pageerror] {error}"))
    seconds = load(page, url + (f"#{hash_args}" if hash_args else ""))
    return context, Page(page, touch), seconds


def run(browser: Any, url: str, runtime: Any, args: Any, route: Any) -> None:
    context, page, seconds = open_page(browser, url, runtime, route, (1280, 720), False)
    print(f"page loaded and main.py running after {seconds:.1f} s")
    snap = page.snapshot()
    print(json.dumps(snap)[:2000])
    time.sleep(2)
    page.page.screenshot(path=str(args.shots / "load-1280x720.png"))
    context.close()
