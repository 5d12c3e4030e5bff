"""Settings: defaults, first-start language, round trips and repair of bad stores."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.platform import DesktopPlatform, WebPlatform
from game.settings import (
    AiLevel,
    ClimbingOptions,
    DouDizhuOptions,
    GameId,
    Preset,
    Settings,
)


class MemoryPlatform:
    """A platform holding the settings text in memory."""

    def __init__(self, text: str | None = None, locale_name: str | None = None) -> None:
        self.text = text
        self.locale_name = locale_name

    def read_settings(self) -> str | None:
        return self.text

    def write_settings(self, text: str) -> bool:
        self.text = text
        return True

    def language(self) -> str | None:
        return self.locale_name


def custom() -> Settings:
    return Settings(
        language="sv",
        ai_level=AiLevel.HARD,
        game=GameId.DAIFUGO,
        doudizhu=DouDizhuOptions(wild=True, clock=False, allowance=4),
        climbing=ClimbingOptions(
            preset=Preset.DAIFUGO,
            players=6,
            jokers=1,
            rounds=9,
            house_rules={"eight_cut": True, "binding": {"suit": True, "partial": False}},
        ),
        scores={GameId.DAIFUGO: [3, -1, 0, -2, 1, -1], GameId.DDZ3: [10, -5, -5]},
    )


@pytest.mark.parametrize(
    ("locale_name", "language"),
    [("sv-SE", "sv"), ("sv_FI.UTF-8", "sv"), ("SV", "sv"), ("en-US", "en"), ("de_DE", "en"),
     (None, "en")],
)
def test_first_start_language_follows_platform(locale_name: str | None, language: str) -> None:
    loaded = Settings.load(MemoryPlatform(None, locale_name))
    assert loaded.language == language
    assert loaded == Settings(language=language)


def test_defaults() -> None:
    default = Settings()
    assert (default.ai_level, default.game) == (AiLevel.NORMAL, GameId.DDZ3)
    assert default.doudizhu == DouDizhuOptions(wild=False, clock=True, allowance=2)
    assert default.climbing == ClimbingOptions(Preset.PRESIDENT, 4, 2, 5, {})
    assert default.scores == {}


def test_round_trip_through_memory() -> None:
    store = MemoryPlatform(locale_name="en-US")
    assert custom().save(store)
    assert Settings.load(store) == custom()


def test_stored_language_beats_platform_language() -> None:
    store = MemoryPlatform(Settings(language="en").to_json(), locale_name="sv-SE")
    assert Settings.load(store).language == "en"


def test_round_trip_desktop_file(tmp_path: Path) -> None:
    adapter = DesktopPlatform(tmp_path)
    assert custom().save(adapter)
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["format"] == 1
    assert Settings.load(adapter) == custom()


def test_round_trip_web_storage() -> None:
    storage: dict[str, str] = {}
    window = SimpleNamespace(
        localStorage=SimpleNamespace(getItem=storage.get, setItem=storage.__setitem__),
        navigator=SimpleNamespace(language="sv-SE"),
    )
    adapter = WebPlatform(window)
    assert Settings.load(adapter).language == "sv"
    assert custom().save(adapter)
    assert Settings.load(adapter) == custom()


@pytest.mark.parametrize(
    "text", ["", "{", "null", "[]", '"sv"', "42", "\x00\x01", "{" * 5000 + "}" * 5000]
)
def test_corrupt_store_gives_defaults(text: str) -> None:
    assert Settings.load(MemoryPlatform(text, "sv")) == Settings(language="sv")


def test_partial_store_keeps_valid_fields() -> None:
    text = json.dumps(
        {
            "language": "fi",  # unknown: from the platform
            "ai_level": "hard",
            "game": "poker",  # unknown: default
            "doudizhu": {"wild": "yes", "allowance": 99},
            "climbing": {"preset": "daifugo", "players": 1, "rounds": 2.7, "jokers": None},
            "scores": {"ddz4": [1, 2, 3, 4], "ddz3": [1, "x", 2], "chess": [1, 2]},
        }
    )
    loaded = Settings.load(MemoryPlatform(text, "sv_SE"))
    assert loaded.language == "sv"
    assert loaded.ai_level is AiLevel.HARD
    assert loaded.game is GameId.DDZ3
    assert loaded.doudizhu == DouDizhuOptions(wild=False, clock=True, allowance=5)
    # jokers default follows the preset: Daifugo plays with one joker
    assert loaded.climbing == ClimbingOptions(Preset.DAIFUGO, 3, 1, 2, {})
    assert loaded.scores == {GameId.DDZ4: [1, 2, 3, 4]}


def test_numbers_are_clamped_and_booleans_are_not_numbers() -> None:
    text = json.dumps(
        {
            "doudizhu": {"allowance": -3, "clock": 0},
            "climbing": {"players": 60, "jokers": True, "rounds": -1e300},
        }
    )
    loaded = Settings.from_json(text)
    assert loaded.doudizhu.allowance == 0
    assert loaded.doudizhu.clock is True
    assert (loaded.climbing.players, loaded.climbing.jokers, loaded.climbing.rounds) == (6, 2, 1)


def test_non_finite_numbers_fall_back() -> None:
    text = '{"doudizhu": {"allowance": NaN}, "climbing": {"players": Infinity}}'
    loaded = Settings.from_json(text)
    assert (loaded.doudizhu.allowance, loaded.climbing.players) == (2, 4)


def test_house_rules_keep_only_plain_json() -> None:
    text = (
        '{"climbing": {"house_rules": {"sequence": true, "binding": {"suit": 1}, '
        '"cut": [8, "x", null], "bad": NaN, "deep": ' + "[" * 20 + "]" * 20 + "}}}"
    )
    rules = Settings.from_json(text).climbing.house_rules
    assert rules == {"sequence": True, "binding": {"suit": 1}, "cut": [8, "x", None]}
    assert Settings.from_json('{"climbing": {"house_rules": [1, 2]}}').climbing.house_rules == {}


def test_save_reports_a_failed_store() -> None:
    class Refusing(MemoryPlatform):
        def write_settings(self, text: str) -> bool:
            return False

    assert Settings().save(Refusing()) is False


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=10), children, max_size=4),
    max_leaves=12,
)
keys = st.sampled_from(
    ["language", "ai_level", "game", "doudizhu", "climbing", "scores", "format", "extra"]
)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(keys, json_values))
def test_any_json_loads_to_valid_settings_and_is_stable(data: dict[str, object]) -> None:
    loaded = Settings.from_json(json.dumps(data), "en")
    assert loaded.language in {"en", "sv"}
    assert 0 <= loaded.doudizhu.allowance <= 5
    assert 3 <= loaded.climbing.players <= 6
    assert 0 <= loaded.climbing.jokers <= 2
    assert 1 <= loaded.climbing.rounds <= 99
    # a repaired store survives its own round trip unchanged
    assert Settings.from_json(loaded.to_json(), "sv") == loaded


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_any_text_never_crashes(text: str) -> None:
    assert isinstance(Settings.from_json(text), Settings)


@pytest.mark.parametrize(("locale_name", "language"), [("ja-JP", "ja"), ("zh-TW", "zh_Hans"), ("sv", "sv")])
def test_first_start_picks_only_an_offered_language(
    monkeypatch: pytest.MonkeyPatch, locale_name: str, language: str
) -> None:
    """A CJK locale gets its language once the catalog is complete, English before that."""
    import game.settings as settings_module

    monkeypatch.setattr(settings_module, "offered_languages", lambda: {"en": "English", "sv": "Svenska"})
    expected_now = language if language == "sv" else "en"
    assert Settings.load(MemoryPlatform(None, locale_name)).language == expected_now
    every = {"en": "English", "sv": "Svenska", "ja": "日本語", "zh_Hans": "简体中文"}
    monkeypatch.setattr(settings_module, "offered_languages", lambda: every)
    assert Settings.load(MemoryPlatform(None, locale_name)).language == language
    assert Settings.from_json(json.dumps({"language": language}), "en").language == language
