"""Copying a text to the clipboard: the browser's through the platform adapter
(:func:`game.platform.copy_to_clipboard`), the desktop's through pygame-ce's ``pygame.scrap``.

:func:`copy_text` says whether the text was handed over; a caller shows the text as well,
so that it can be copied by hand where a clipboard refuses (the browser may still refuse
after the request, which cannot be seen here).
"""

from __future__ import annotations

import pygame

from game.platform import copy_to_clipboard, is_web


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; ``True`` when it was handed over."""
    if is_web():
        return copy_to_clipboard(text)
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    return True
