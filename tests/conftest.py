"""Shared pytest setup: run SDL headless before anything imports pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pytest

from game.i18n import set_language


@pytest.fixture
def english_texts():
    """The test runs with English texts and leaves them English (``pytestmark =
    pytest.mark.usefixtures("english_texts")`` for a whole module)."""
    set_language("en")
    yield
    set_language("en")
