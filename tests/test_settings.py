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
            other_presets={Preset.PRESIDENT: {"sequence": True, "jokers": 0}},
        ),
        scores={GameId.DAIFUGO: [3, -1, 0, -2, 1, -1], GameId.DDZ3: [10, -5, -5]},
        saved_game='{"version": 1}',
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


def test_other_presets_never_hold_the_chosen_preset_and_keep_plain_json() -> None:
    text = (
        '{"climbing": {"preset": "daifugo", "other_presets": {"daifugo": {"x": 1}, '
        '"president": {"sequence": true, "bad": NaN}, "chess": {}}}}'
    )
    assert Settings.from_json(text).climbing.other_presets == {Preset.PRESIDENT: {"sequence": True}}


def test_a_saved_game_that_is_not_text_is_kept_as_text_for_the_menu_to_check() -> None:
    assert Settings.from_json('{"saved_game": {"version": 1}}').saved_game == '{"version": 1}'
    assert Settings.from_json('{"saved_game": null}').saved_game is None
    assert Settings.from_json('{"saved_game": "\\ud800"}').saved_game == '"\\ud800"'


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
    ["language", "ai_level", "game", "doudizhu", "climbing", "scores", "saved_game", "format", "extra"]
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


# --- one bad field never costs the others; saving never raises ----------------------

FIELD_PATHS: list[tuple[str, ...]] = [
    ("language",), ("ai_level",), ("game",),
    ("doudizhu",), ("doudizhu", "wild"), ("doudizhu", "clock"), ("doudizhu", "allowance"),
    ("climbing",), ("climbing", "preset"), ("climbing", "players"), ("climbing", "jokers"),
    ("climbing", "rounds"), ("climbing", "house_rules"), ("climbing", "house_rules", "eight_cut"),
    ("climbing", "house_rules", "binding"), ("climbing", "house_rules", "binding", "suit"),
    ("climbing", "house_rules", "new_rule"),
    ("climbing", "other_presets"), ("climbing", "other_presets", "president"),
    ("climbing", "other_presets", "president", "sequence"),
    ("scores",), ("scores", "ddz3"), ("scores", "daifugo"), ("saved_game",), ("format",), ("extra",),
]
HUGE_INT = "9" * 5000  # more digits than Python turns into an int by default
RAW_NUMBERS = ["1e308", "-1e308", "1e400", "-5", str(10**100), "NaN", "Infinity", "-Infinity", HUGE_INT,
               "-" + HUGE_INT, "0.5", "-0"]
# JSON-ish values: surrogates and odd text, huge numbers, wrong types, nested junk
junk_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=10**18) | st.floats()
    | st.text() | st.sampled_from(["\ud800", "sv\udfff", "\ufeff", "\x00", "en", "hard", "ddz4", "daifugo"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=10,
)


def _leaves(loaded: Settings) -> dict[tuple[str, ...], object]:
    """Each separately repaired field of a Settings, by its path in the stored JSON."""
    leaves: dict[tuple[str, ...], object] = {
        ("language",): loaded.language, ("ai_level",): loaded.ai_level, ("game",): loaded.game,
        ("doudizhu", "wild"): loaded.doudizhu.wild, ("doudizhu", "clock"): loaded.doudizhu.clock,
        ("doudizhu", "allowance"): loaded.doudizhu.allowance, ("climbing", "preset"): loaded.climbing.preset,
        ("climbing", "players"): loaded.climbing.players, ("climbing", "jokers"): loaded.climbing.jokers,
        ("climbing", "rounds"): loaded.climbing.rounds,
    }
    for key, rule in loaded.climbing.house_rules.items():
        leaves[("climbing", "house_rules", key)] = rule
    for preset, rules in loaded.climbing.other_presets.items():
        for key, rule in rules.items():
            leaves[("climbing", "other_presets", preset.value, key)] = rule
    leaves[("saved_game",)] = loaded.saved_game
    for game, points in loaded.scores.items():
        leaves[("scores", game.value)] = points
    return leaves


def _stored_text(path: tuple[str, ...], raw: str, ensure_ascii: bool, bom: bool) -> str:
    """The JSON of ``custom()`` with the value at ``path`` replaced by the JSON text ``raw``."""
    data = json.loads(custom().to_json())
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = "@@FIELD@@"
    text = json.dumps(data, ensure_ascii=ensure_ascii).replace('"@@FIELD@@"', raw)
    return ("\ufeff" if bom else "") + text


@settings(max_examples=300, deadline=None)
@given(
    path=st.sampled_from(FIELD_PATHS),
    raw=st.sampled_from(RAW_NUMBERS) | junk_values.map(lambda value: json.dumps(value, ensure_ascii=False)),
    ensure_ascii=st.booleans(),
    bom=st.booleans(),
)
def test_one_bad_field_keeps_every_other_field_and_the_result_saves(
    path: tuple[str, ...], raw: str, ensure_ascii: bool, bom: bool
) -> None:
    loaded = Settings.from_json(_stored_text(path, raw, ensure_ascii, bom), "en")
    expected = _leaves(custom())
    got = _leaves(loaded)
    for leaf, value in expected.items():
        if leaf[: len(path)] != path and path[: len(leaf)] != leaf:
            assert got.get(leaf) == value, leaf
    store = MemoryPlatform()
    assert loaded.save(store) is True
    assert store.text is not None
    store.text.encode("utf-8")
    assert Settings.load(store) == loaded


@pytest.mark.parametrize(
    ("path", "raw"),
    [
        (("climbing", "house_rules", "name"), '"\\ud800"'),
        (("language",), '"\\ud800"'),
        (("climbing", "house_rules", "\ud800"), "true"),
        (("doudizhu", "allowance"), HUGE_INT),
        (("climbing", "rounds"), "-" + HUGE_INT),
        (("scores", "ddz3"), f"[1, {10**100}, 2]"),
    ],
)
def test_a_bad_value_in_one_field_loads_and_every_save_works(
    path: tuple[str, ...], raw: str, tmp_path: Path
) -> None:
    loaded = Settings.from_json(_stored_text(path, raw, True, False), "en")
    assert loaded.language == "sv" or path == ("language",)
    assert loaded.ai_level is AiLevel.HARD and loaded.climbing.players == 6
    assert "\ud800" not in json.dumps(loaded.climbing.house_rules, ensure_ascii=False)
    adapter = DesktopPlatform(tmp_path)
    assert loaded.save(adapter) is True
    assert Settings.load(adapter) == loaded


def test_a_byte_order_mark_is_ignored() -> None:
    assert Settings.from_json("\ufeff" + custom().to_json()) == custom()


def test_saving_never_raises_even_for_settings_made_in_code(tmp_path: Path) -> None:
    broken = custom()
    broken.climbing.house_rules = {"name": "\ud800", "thing": object()}
    assert broken.save(DesktopPlatform(tmp_path)) is False
    assert broken.save(MemoryPlatform()) is False

    class Raising(MemoryPlatform):
        def write_settings(self, text: str) -> bool:
            raise OSError("disk gone")

    assert custom().save(Raising()) is False
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


def test_a_climbing_game_takes_its_own_preset_however_it_is_chosen() -> None:
    """Assigning ``game``, constructing and loading all switch the climbing preset with it; the
    preset left keeps its choices (docs/RULES.md A.2)."""
    settings = Settings()
    settings.climbing.house_rules = {"sequence": True}
    settings.game = GameId.DAIFUGO
    assert settings.climbing.preset is Preset.DAIFUGO and settings.climbing.jokers == 1
    assert settings.climbing.other_presets == {Preset.PRESIDENT: {"sequence": True, "jokers": 2}}
    settings.game = GameId.DDZ3  # a Dou Dizhu table leaves the climbing options as they are
    assert settings.climbing.preset is Preset.DAIFUGO
    assert Settings(game=GameId.DAIFUGO).climbing.preset is Preset.DAIFUGO
    # a store written while the pair disagreed (game Daifugo, preset President) is repaired
    stored = Settings.from_json('{"game": "daifugo", "climbing": {"preset": "president", "jokers": 0}}')
    assert stored.climbing.preset is Preset.DAIFUGO and stored.climbing.jokers == 1
    assert stored.climbing.other_presets == {Preset.PRESIDENT: {"jokers": 0}}
