"""The platform adapter: desktop file storage and locale, browser localStorage and navigator."""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game.platform as platform_module
from game.platform import (
    CONFIG_DIR_ENV,
    STORAGE_KEY,
    DesktopPlatform,
    WebPlatform,
    current,
    default_config_dir,
    system_locale,
)


class FakeStorage:
    """Enough of ``window.localStorage``: strings in, strings (or None) out."""

    def __init__(self, *, broken: bool = False) -> None:
        self.items: dict[str, str] = {}
        self.broken = broken

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the browser's name
        if self.broken:
            raise RuntimeError("SecurityError: storage disabled")
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        if self.broken:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = value


def fake_window(language: object = "sv-SE", *, broken: bool = False) -> SimpleNamespace:
    return SimpleNamespace(
        localStorage=FakeStorage(broken=broken), navigator=SimpleNamespace(language=language)
    )


def test_no_pygame_import() -> None:
    tree = ast.parse(Path(platform_module.__file__).read_text(encoding="utf-8"))
    imported: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
    assert not any(name.split(".")[0] == "pygame" for name in imported)
    assert "locale" in imported  # the walk does see the imports


# --- desktop -------------------------------------------------------------------------


def test_config_dir_env_override_wins(tmp_path: Path) -> None:
    env = {CONFIG_DIR_ENV: str(tmp_path / "x"), "XDG_CONFIG_HOME": "/elsewhere"}
    assert default_config_dir(env, "linux", Path("/home/a")) == tmp_path / "x"


def test_config_dir_linux_xdg_and_fallback() -> None:
    home = Path("/home/a")
    assert default_config_dir({"XDG_CONFIG_HOME": "/cfg"}, "linux", home) == Path(
        "/cfg/climbing-table"
    )
    assert default_config_dir({}, "linux", home) == home / ".config" / "climbing-table"
    # a relative XDG_CONFIG_HOME is invalid by the spec and ignored
    assert default_config_dir({"XDG_CONFIG_HOME": "rel"}, "linux", home) == (
        home / ".config" / "climbing-table"
    )


def test_config_dir_windows_and_macos() -> None:
    home = Path("/home/a")
    assert default_config_dir({"APPDATA": "/appdata"}, "win32", home) == Path(
        "/appdata/climbing-table"
    )
    assert default_config_dir({}, "darwin", home) == (
        home / "Library" / "Application Support" / "climbing-table"
    )


def test_desktop_round_trip_creates_folder(tmp_path: Path) -> None:
    adapter = DesktopPlatform(tmp_path / "deep" / "cfg")
    assert adapter.read_settings() is None
    assert adapter.write_settings('{"language": "sv"}')
    assert adapter.read_settings() == '{"language": "sv"}'
    assert adapter.write_settings("second")
    assert adapter.read_settings() == "second"
    assert [p.name for p in (tmp_path / "deep" / "cfg").iterdir()] == ["settings.json"]


def test_desktop_unwritable_store_reports_false(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    adapter = DesktopPlatform(blocker / "cfg")
    assert adapter.write_settings("x") is False
    assert adapter.read_settings() is None


def test_desktop_undecodable_file_reads_as_missing(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_bytes(b"\xff\xfe\x00garbage")
    assert DesktopPlatform(tmp_path).read_settings() is None


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANGUAGE": "sv:en", "LANG": "en_US.UTF-8"}, "sv"),
        ({"LC_ALL": "sv_SE.UTF-8", "LANG": "en_GB.UTF-8"}, "sv_SE.UTF-8"),
        ({"LC_ALL": "C", "LANG": "sv_FI.UTF-8"}, "sv_FI.UTF-8"),
        ({"LC_MESSAGES": "de_DE", "LANG": "sv_SE"}, "de_DE"),
    ],
)
def test_system_locale_from_environment(env: dict[str, str], expected: str) -> None:
    assert system_locale(env) == expected


def test_system_locale_falls_back_to_locale_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platform_module.locale, "getlocale", lambda: ("Swedish_Sweden", "1252"))
    assert system_locale({"LANG": "C"}) == "sv_SE"
    monkeypatch.setattr(platform_module.locale, "getlocale", lambda: (None, None))
    assert system_locale({}) is None


def test_desktop_language_uses_its_environment(tmp_path: Path) -> None:
    assert DesktopPlatform(tmp_path, env={"LANG": "sv_SE.UTF-8"}).language() == "sv_SE.UTF-8"


# --- browser -------------------------------------------------------------------------


def test_web_round_trip_through_local_storage() -> None:
    window = fake_window()
    adapter = WebPlatform(window)
    assert adapter.read_settings() is None
    assert adapter.write_settings('{"a": 1}')
    assert window.localStorage.items == {STORAGE_KEY: '{"a": 1}'}
    assert adapter.read_settings() == '{"a": 1}'
    assert adapter.language() == "sv-SE"


def test_web_broken_storage_never_raises() -> None:
    adapter = WebPlatform(fake_window(broken=True))
    assert adapter.read_settings() is None
    assert adapter.write_settings("x") is False


@pytest.mark.parametrize("language", [None, "", 42])
def test_web_language_missing_or_odd(language: object) -> None:
    assert WebPlatform(fake_window(language)).language() is None


def test_web_language_without_navigator() -> None:
    assert WebPlatform(SimpleNamespace()).language() is None


@settings(max_examples=50, deadline=None)
@given(st.text())
def test_web_stores_any_text(text: str) -> None:
    adapter = WebPlatform(fake_window())
    assert adapter.write_settings(text)
    assert adapter.read_settings() == text


# --- choosing the adapter ------------------------------------------------------------


def test_current_picks_desktop_off_the_web(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    adapter = current()
    assert isinstance(adapter, DesktopPlatform)
    assert adapter.settings_path == tmp_path / "settings.json"


def test_current_with_window_is_web() -> None:
    window = fake_window("en-US")
    adapter = current(window)
    assert isinstance(adapter, WebPlatform) and adapter.window is window


def test_current_on_emscripten_uses_pygbag_window(monkeypatch: pytest.MonkeyPatch) -> None:
    import platform as stdlib_platform

    window = fake_window("sv")
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(stdlib_platform, "window", window, raising=False)
    adapter = current()
    assert isinstance(adapter, WebPlatform) and adapter.window is window


@pytest.mark.parametrize(
    ("windows_name", "expected"),
    [("Japanese_Japan", "ja_JP"), ("Chinese (Simplified)_China", "zh_CN"), ("Chinese_Taiwan", "zh_CN")],
)
def test_windows_cjk_language_names(monkeypatch: pytest.MonkeyPatch, windows_name: str, expected: str) -> None:
    monkeypatch.setattr(platform_module.locale, "getlocale", lambda: (windows_name, "932"))
    assert system_locale({}) == expected
