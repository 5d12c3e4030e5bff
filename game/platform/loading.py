"""The texts of the browser page's loading screen (``build/web.tmpl``), shown before the game runs.

They are marked here so that they come into the catalogs like every other text;
``python -m tools.web`` translates them into every language at build time (gettext, the
compiled catalogs) and writes them into the page, whose script shows them in the
language of ``navigator.language`` by the rule of :func:`game.i18n.language_for_locale`.
Keys are the page's names for the steps. No pygame; the game itself never shows them.
"""

from __future__ import annotations

from game.i18n import N_

LOADING_TEXTS: dict[str, str] = {
    "downloading": N_("Downloading…"),
    "unpacking": N_("Unpacking the cards…"),
    "shuffling": N_("Shuffling…"),
    "start": N_("Click or tap to start"),
    "starting": N_("Starting…"),
}
"""Step -> English text: while the runtime downloads, while the archive is unpacked,
while the runtime starts the game's folder, waiting for the first gesture, and after it."""
