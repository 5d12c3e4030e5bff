"""The one adapter between the game and where it runs: a desktop or a browser.

Everything that differs between the two sits here and nowhere else:

- where the settings text is kept: on the desktop a JSON file in the user's config
  folder, in the browser (pygbag, ``sys.platform == "emscripten"``) the page's
  ``window.localStorage``;
- which language the system prefers: the locale environment / ``locale`` module on the
  desktop, ``window.navigator.language`` in the browser;
- the browser's clipboard (``window.navigator.clipboard.writeText``, :meth:`WebPlatform.copy_text`);
  the desktop's is the window system's, which only ``game.ui`` reaches (through pygame).

In the browser ``window`` is pygbag's ``platform.window`` or, under plain Pyodide,
its ``js`` module; both reach the same page objects.

Both adapters share one small interface, :class:`Platform`. Storage never raises: a
store that cannot be read reads as missing (``None``) and a failed write returns
``False``, so a broken disk or a browser with storage switched off never stops a game.
The browser's ``window`` object is injectable, so tests drive the web path with a fake.
No pygame here.
"""

from __future__ import annotations

import importlib
import locale
import os
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

APP_NAME = "climbing-table"
SETTINGS_FILE = "settings.json"
STORAGE_KEY = f"{APP_NAME}/settings"
CONFIG_DIR_ENV = "CLIMBING_TABLE_CONFIG_DIR"
"""Environment variable naming the folder for ``settings.json`` (overrides the default)."""

_LOCALE_ENV_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_NEUTRAL_LOCALES = frozenset({"", "C", "POSIX"})
_WINDOWS_LANGUAGE_NAMES = (("swedish", "sv_SE"), ("japanese", "ja_JP"), ("chinese", "zh_CN"))
"""Windows' English language names (``Swedish_Sweden``) as locale names."""


class Platform(Protocol):
    """What the game needs from its host."""

    def read_settings(self) -> str | None:
        """The stored settings text, or ``None`` when nothing (readable) is stored."""

    def write_settings(self, text: str) -> bool:
        """Store ``text``; ``True`` when it was stored."""

    def language(self) -> str | None:
        """The host's preferred locale name (``"sv-SE"``, ``"en_US.UTF-8"``) or ``None``."""


def is_web() -> bool:
    """True inside the browser build (pygbag runs CPython compiled to emscripten)."""
    return sys.platform == "emscripten"


def default_config_dir(
    env: Mapping[str, str] | None = None,
    system: str | None = None,
    home: Path | None = None,
) -> Path:
    """The folder that holds ``settings.json`` on the desktop.

    Order: the ``CLIMBING_TABLE_CONFIG_DIR`` variable; on Windows ``%APPDATA%``; on
    macOS ``~/Library/Application Support``; elsewhere ``$XDG_CONFIG_HOME`` or
    ``~/.config``; each followed by the application's folder name.
    """
    env = os.environ if env is None else env
    system = sys.platform if system is None else system
    home = Path.home() if home is None else home
    override = env.get(CONFIG_DIR_ENV)
    if override:
        return Path(override)
    if system == "win32":
        base = Path(env["APPDATA"]) if env.get("APPDATA") else home / "AppData" / "Roaming"
    elif system == "darwin":
        base = home / "Library" / "Application Support"
    else:
        xdg = env.get("XDG_CONFIG_HOME")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".config"
    return base / APP_NAME


def system_locale(env: Mapping[str, str] | None = None) -> str | None:
    """The desktop's preferred locale name, or ``None`` when it names no language.

    The first non-neutral of ``LANGUAGE`` (its first entry), ``LC_ALL``, ``LC_MESSAGES``
    and ``LANG`` wins; without them the ``locale`` module is asked. Windows names such
    as ``Swedish_Sweden`` are turned into ``sv_SE`` (likewise Japanese and Chinese).
    """
    env = os.environ if env is None else env
    for name in _LOCALE_ENV_VARS:
        value = env.get(name, "").split(":")[0].strip()
        if value not in _NEUTRAL_LOCALES:
            return value
    try:
        found = locale.getlocale()[0]
    except ValueError:
        found = None
    if not found or found in _NEUTRAL_LOCALES:
        return None
    for windows_name, name in _WINDOWS_LANGUAGE_NAMES:
        if found.lower().startswith(windows_name):
            return name
    return found


@dataclass
class DesktopPlatform:
    """Settings in a JSON file, language from the locale settings."""

    config_dir: Path = field(default_factory=default_config_dir)
    env: Mapping[str, str] | None = None

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    def read_settings(self) -> str | None:
        try:
            return self.settings_path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def write_settings(self, text: str) -> bool:
        """Write through a temporary file and rename it, so a crash never leaves half a file."""
        try:
            self.config_dir.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(
                dir=self.config_dir, prefix=".settings-", suffix=".tmp"
            )
            try:
                with os.fdopen(handle, "w", encoding="utf-8") as stream:
                    stream.write(text)
                os.replace(temporary, self.settings_path)
            except BaseException:
                Path(temporary).unlink(missing_ok=True)
                raise
        except OSError:
            return False
        return True

    def language(self) -> str | None:
        return system_locale(self.env)


@dataclass
class WebPlatform:
    """Settings in ``window.localStorage``, language from ``window.navigator.language``.

    ``window`` is the browser's window object as pygbag exposes it (``platform.window``)
    or any object with the same attributes.
    """

    window: Any
    key: str = STORAGE_KEY

    def read_settings(self) -> str | None:
        try:
            text = self.window.localStorage.getItem(self.key)
        except Exception:  # noqa: BLE001 - the JS bridge raises whatever the browser threw
            return None
        return text if isinstance(text, str) else None

    def write_settings(self, text: str) -> bool:
        try:
            self.window.localStorage.setItem(self.key, text)
        except Exception:  # noqa: BLE001 - storage full, disabled, or private browsing
            return False
        return True

    def copy_text(self, text: str) -> bool:
        """Hand ``text`` to ``navigator.clipboard.writeText``; ``True`` when the browser took
        the request. The write itself is a promise that may still be refused (no permission,
        no user gesture), which this cannot see: callers show the text as well."""
        try:
            clipboard = self.window.navigator.clipboard
            if clipboard is None:
                return False
            clipboard.writeText(text)
        except Exception:  # noqa: BLE001 - no clipboard API, or the browser refused at once
            return False
        return True

    def language(self) -> str | None:
        try:
            value = self.window.navigator.language
        except Exception:  # noqa: BLE001 - the JS bridge raises whatever the browser threw
            return None
        return value if isinstance(value, str) and value else None


def browser_window() -> Any:
    """The browser's ``window`` object: the one pygbag publishes on the stdlib ``platform``
    module, else Pyodide's ``js`` module (the page's global scope, where the tests in
    ``tests/browser`` run the game's pure code)."""
    window = getattr(importlib.import_module("platform"), "window", None)
    return window if window is not None else importlib.import_module("js")


def copy_to_clipboard(text: str, window: Any = None) -> bool:
    """In the browser (or with ``window``, a fake in tests): ``text`` to the page's clipboard
    (:meth:`WebPlatform.copy_text`). On the desktop ``False``: its clipboard is the window's."""
    if window is None and not is_web():
        return False
    return WebPlatform(browser_window() if window is None else window).copy_text(text)


def current(window: Any = None) -> Platform:
    """The adapter for where the game runs; passing ``window`` forces the web adapter."""
    if window is not None:
        return WebPlatform(window)
    if is_web():
        return WebPlatform(browser_window())
    return DesktopPlatform()
