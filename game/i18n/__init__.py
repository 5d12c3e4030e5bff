"""Translations through gettext, switchable at run time.

Every player-visible string goes through ``_`` (or ``ngettext``). Strings defined at
import time, where no language is active yet, are marked with ``N_`` and translated
when shown. Catalogs live in ``locales/<lang>/LC_MESSAGES/messages.mo`` and are built
with Babel (see ``tools/i18n.py``).
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

DOMAIN = "messages"
LOCALE_DIR = Path(__file__).resolve().parent.parent.parent / "locales"
LANGUAGES: dict[str, str] = {"en": "English", "sv": "Svenska"}
DEFAULT_LANGUAGE = "en"

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE


def N_(message: str) -> str:  # noqa: N802 - gettext's conventional name, which extraction looks for
    """Mark a string for extraction without translating it now."""
    return message


def set_language(code: str) -> str:
    """Switch every later ``_`` call to ``code``; unknown codes fall back to English.

    Returns the language actually in force.
    """
    global _translation, _language  # noqa: PLW0603 - the language in force is module state, as with gettext.install
    code = code if code in LANGUAGES else DEFAULT_LANGUAGE
    _translation = _gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True
    )
    _language = code
    return code


def current_language() -> str:
    return _language


def language_for_locale(locale_name: str | None) -> str:
    """Swedish for any locale starting with ``sv`` (``sv``, ``sv-SE``, ``sv_FI``), else English."""
    if locale_name and locale_name.strip().lower().startswith("sv"):
        return "sv"
    return DEFAULT_LANGUAGE


def _(message: str) -> str:
    """Translate ``message`` into the current language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)
