"""A page server on this machine only, for the browser tests and the by-hand page tools.

:func:`serving` runs an HTTP server on ``127.0.0.1`` at a free port in a background thread
for the length of a ``with`` block and yields its address; :class:`QuietHandler` serves
files and logs nothing (the tests and tools print what they need). Not part of the game.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, SimpleHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves the files of its ``directory``; no request log."""

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        """Quiet."""


@contextmanager
def serving(handler: Callable[..., BaseHTTPRequestHandler], name: str) -> Iterator[str]:
    """Serve with ``handler`` (a request-handler class or a partial of one) on ``127.0.0.1``
    until the block ends; yields the address, ending in ``/``."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name=name, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
