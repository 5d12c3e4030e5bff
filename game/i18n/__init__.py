"""Translations through gettext, switchable at run time.

Every player-visible string goes through ``_`` (or ``ngettext``). Strings defined at
import time, where no language is active yet, are marked with ``N_`` and translated
when shown. An English text that means two things ("Play" the menu's start and "Play"
the cards) gets one message per meaning, told apart by a context: ``pgettext(context,
text)`` now, or ``NC_(context, text)`` at import time, whose result ``_`` translates. Catalogs live in
``locales/<lang>/LC_MESSAGES/messages.mo`` and are built with Babel (see ``tools/i18n.py``).
"""

from __future__ import annotations

import gettext as _gettext
import struct
from collections.abc import Collection
from functools import lru_cache
from pathlib import Path

DOMAIN = "messages"
LOCALE_DIR = Path(__file__).resolve().parent.parent.parent / "locales"
LANGUAGES: dict[str, str] = {
    "en": "English",
    "sv": "Svenska",
    "ja": "日本語",
    "zh_Hans": "简体中文",
}
"""Every supported language, by catalog code, with its name in that language (menu order)."""
DEFAULT_LANGUAGE = "en"
CONTEXT_SEPARATOR = "\x04"
"""Between a message's context and its text in a contexted message id (as in a ``.mo``)."""
LOCALE_PREFIXES: tuple[tuple[str, str], ...] = (("sv", "sv"), ("ja", "ja"), ("zh", "zh_Hans"))
"""Locale prefix -> language. There is one Chinese catalog, Simplified: every ``zh``
locale (``zh-CN``, ``zh-SG``, ``zh-Hans`` and also ``zh-TW``, ``zh-HK``, ``zh-Hant``) maps
to it, because Simplified characters are readable to a Traditional reader while English
would not be Chinese at all."""

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = DEFAULT_LANGUAGE


def N_(message: str) -> str:  # noqa: N802 - gettext's conventional name, which extraction looks for
    """Mark a string for extraction without translating it now."""
    return message


def NC_(context: str, message: str) -> str:  # noqa: N802 - named like N_, which extraction looks for
    """Mark ``message`` in ``context`` for extraction without translating it now.

    Returns the contexted id ``context + CONTEXT_SEPARATOR + message``: ``_`` translates it
    as ``pgettext(context, message)`` (English: ``message``). Keep it for ``_``; never show it raw.
    """
    return f"{context}{CONTEXT_SEPARATOR}{message}"


def N_plural(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - named like N_, an extraction keyword
    """Mark both forms of a counted message for extraction (use with
    :meth:`game.core.reason.Plural.of_count`); nothing is translated now."""
    return singular, plural


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


def language_for_locale(locale_name: str | None, available: Collection[str] = LANGUAGES) -> str:
    """The language for a host locale name (pure: no files, no environment).

    ``sv*`` -> ``sv``, ``ja*`` -> ``ja``, ``zh*`` -> ``zh_Hans`` (see ``LOCALE_PREFIXES``),
    case-insensitive, with ``-`` or ``_`` separators (``sv-SE``, ``ja_JP.UTF-8``,
    ``zh-Hant-TW``); anything else, or a language not in ``available``, is English.
    """
    name = (locale_name or "").strip().lower().replace("-", "_")
    for prefix, language in LOCALE_PREFIXES:
        if (name == prefix or name.startswith((prefix + "_", prefix + "."))) and language in available:
            return language
    return DEFAULT_LANGUAGE


def _compiled_ids(code: str) -> frozenset[str]:
    """The message ids ``code``'s compiled catalog translates (empty when it has none)."""
    try:
        with (LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as stream:
            catalog = _gettext.GNUTranslations(stream)._catalog  # type: ignore[attr-defined]
    except (OSError, ValueError, struct.error):  # missing, or not a readable .mo
        return frozenset()
    return frozenset(key if isinstance(key, str) else key[0] for key in catalog if key)


@lru_cache(maxsize=1)
def offered_languages() -> dict[str, str]:
    """The languages the menu and the first start may choose: English and every language
    whose compiled catalog is complete, in ``LANGUAGES`` order.

    Complete means it translates every message any compiled catalog translates (the
    Swedish catalog is kept complete by the tests), so an empty or half-done catalog
    is never offered and never shows English with holes. ``--lang`` may still force any
    language of ``LANGUAGES`` (a translator's preview).
    """
    ids = {code: _compiled_ids(code) for code in LANGUAGES if code != DEFAULT_LANGUAGE}
    every = frozenset().union(*ids.values())
    return {
        code: name
        for code, name in LANGUAGES.items()
        if code == DEFAULT_LANGUAGE or (ids[code] and ids[code] >= every)
    }


def _(message: str) -> str:
    """Translate ``message`` into the current language (a contexted id from ``NC_`` too)."""
    context, separator, text = message.partition(CONTEXT_SEPARATOR)
    return _translation.pgettext(context, text) if separator else _translation.gettext(message)


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` as meant in ``context`` (a message id of its own) into the current language."""
    return _translation.pgettext(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate the form of ``singular`` / ``plural`` for ``n`` into the current language."""
    return _translation.ngettext(singular, plural, n)
