"""The Python side of the page's stand-in runtime (``pythons.js`` beside it), on Pyodide.

It provides what the page's Python loader uses of pygbag 0.9.3's runtime, as the real one
does (facts: /work/shared/browser-runtime/README.md, pygbag's ``support/cpythonrc.py``):

- ``platform.window`` and ``platform.document``: the page's (Pyodide's ``js``);
- ``platform.fopen(name, mode)``: an async context manager over the file fetched from
  the page's address;
- ``platform.run_main(PyConfig, loaderhome=..., loadermain=None)``: the game's folder
  becomes the current folder and goes first on ``sys.path``;
- ``embed.counter()``: negative while the runtime preloads (here its first
  :data:`PRELOAD_POLLS` calls), then 0;
- the builtins ``PyConfig``, ``shell`` (also ``platform.shell``) and
  ``TopLevel_async_handler``; ``sys.argv`` as the loader computed it;
- ``asyncio.run(coroutine)`` schedules the coroutine on the browser's event loop (the
  runtime's loop never blocks the page) instead of running a loop of its own.

``shell.source(main)`` cannot run the game (no pygame on WebAssembly outside pygbag): it
records what ``main.py`` would start with (its path, whether it exists, the current
folder, ``__main__.__file__``, ``sys.argv``) and runs ``main.py``'s module code (not its
``main()``) to parse ``sys.argv[1:]`` with the game's own :func:`parse_args`. Everything
goes into ``window.standin`` for the test.
"""

from __future__ import annotations

import asyncio
import builtins
import io
import json
import os
import platform
import runpy
import sys
import types
from collections.abc import AsyncIterator, Coroutine
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import js
from pyodide.http import pyfetch

PRELOAD_POLLS = 3
"""How many times ``embed.counter()`` reads negative before the preload counts as done."""
_tasks: list[asyncio.Task[Any]] = []


def note(kind: str, **data: Any) -> None:
    """Add an event to ``window.standin.events``."""
    js.standin.events.push(js.JSON.parse(json.dumps({"kind": kind, **data})))


@asynccontextmanager
async def fopen(name: str, mode: str = "r") -> AsyncIterator[io.IOBase]:
    note("fopen", name=name, mode=mode)
    response = await pyfetch(name)
    if not response.ok:
        raise FileNotFoundError(f"{name}: HTTP {response.status}")
    data = await response.bytes()
    yield io.BytesIO(data) if "b" in mode else io.StringIO(data.decode("utf-8"))


def run_main(config: Any, loaderhome: Any = None, loadermain: Any = None) -> None:
    home = Path(loaderhome)
    os.chdir(home)
    sys.path.insert(0, str(home))
    note("run_main", loaderhome=str(home), loadermain=None if loadermain is None else str(loadermain))


class _Preload:
    polls = 0

    @classmethod
    def counter(cls) -> int:
        cls.polls += 1
        return -1 if cls.polls <= PRELOAD_POLLS else 0


class shell:  # noqa: N801 - the runtime's own name
    @classmethod
    async def source(cls, main: str, *args: Any, **kw: Any) -> None:
        path = Path(main)
        sourced: dict[str, Any] = {
            "path": str(main),
            "exists": path.is_file(),
            "cwd": os.getcwd(),
            "file": getattr(sys.modules["__main__"], "__file__", None),
            "argv": list(sys.argv),
        }
        game = runpy.run_path(str(path), run_name="__page_check__")  # the module code only
        arguments = vars(game["parse_args"](sys.argv[1:]))
        sourced["args"] = {key: None if value is None else str(value) for key, value in arguments.items()}
        note("source", path=str(main))
        js.standin.sourced = js.JSON.parse(json.dumps(sourced))


class TopLevel_async_handler:  # noqa: N801 - the runtime's own name
    @classmethod
    async def start_toplevel(cls, shell: Any, console: bool = False) -> None:
        note("toplevel", console=bool(console))


def _schedule(main: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    task = asyncio.ensure_future(main)
    _tasks.append(task)
    return task


def install(argv: Any) -> None:
    """Put the runtime in place before the page's Python runs."""
    platform.window = js
    platform.document = js.document
    platform.fopen = fopen
    platform.run_main = run_main
    platform.shell = shell
    embed = types.ModuleType("embed")
    embed.counter = _Preload.counter
    sys.modules["embed"] = embed
    builtins.PyConfig = {"argv": list(argv), "orig_argv": [], "interactive": 0}
    builtins.shell = shell
    builtins.TopLevel_async_handler = TopLevel_async_handler
    sys.argv[:] = builtins.PyConfig.pop("argv")
    os.makedirs("/data/data", exist_ok=True)
    asyncio.run = _schedule


async def finish() -> None:
    """Wait for what the page scheduled with ``asyncio.run``; its errors are raised."""
    for task in _tasks:
        await task
