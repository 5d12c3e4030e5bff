"""The game's pure Python in a real browser: Pyodide 0.27.7 (CPython 3.12 on WebAssembly)
in headless Chromium, with the real ``localStorage`` and ``navigator.language``.

pygame-ce has no WebAssembly build here, so ``game/ui`` stays out; everything else is
shipped as it is (see ``tools.pyodide_page``). Skipped when a browser piece is missing,
unless ``CLIMBING_TABLE_REQUIRE_BROWSER=1``.
"""

from __future__ import annotations

import json

import browser_scenarios
from browser_scenarios import CLIMBING_ROUNDS, CLIMBING_TABLES, DDZ_TABLES, LEVELS, SEEDED_LEVELS

from game.platform import STORAGE_KEY
from game.settings import AiLevel, GameId, Settings
from tools.pyodide_page import PyodidePage

HARD_BUDGET_MS = 10.0
SEED = 1


def test_the_page_runs_cpython_312_on_webassembly_without_pygame(browser_page: PyodidePage) -> None:
    facts = browser_page.run_json(
        "import importlib.util, json, sys\n"
        "json.dumps({'platform': sys.platform, 'version': list(sys.version_info[:2]),\n"
        "            'pygame': importlib.util.find_spec('pygame') is not None,\n"
        "            'ui': importlib.util.find_spec('game.ui') is not None})"
    )
    assert facts == {"platform": "emscripten", "version": [3, 12], "pygame": False, "ui": False}


def test_every_table_at_every_level_plays_out_as_natively(browser_page: PyodidePage) -> None:
    """Whole deals of all five tables at all four levels; the seeded levels give exactly
    the native deals, the hard level (timed search) well-formed finished ones."""
    web = browser_page.run_json(
        f"import json, browser_scenarios\njson.dumps(browser_scenarios.play_every_table({SEED}, {HARD_BUDGET_MS}))"
    )
    native = browser_scenarios.play_every_table(SEED, HARD_BUDGET_MS)
    assert set(web) == set(native) == {f"{t}/{lv}" for t in [*DDZ_TABLES, *CLIMBING_TABLES] for lv in LEVELS}
    for key, outcome in web.items():
        table, level = key.split("/")
        if level in SEEDED_LEVELS:
            assert outcome == native[key], key
        if table in DDZ_TABLES:
            assert outcome["over"] and outcome["moves"] > 0, key
            assert len(outcome["points"]) == DDZ_TABLES[table] and sum(outcome["points"]) == 0, key
        else:
            seats = CLIMBING_TABLES[table]
            assert outcome["rounds"] == CLIMBING_ROUNDS, key
            assert [sum(row) for row in outcome["places"]] == [CLIMBING_ROUNDS] * seats, key
            assert [sum(column) for column in zip(*outcome["places"], strict=True)] == [CLIMBING_ROUNDS] * seats, key


def test_bot_interface_answers_as_natively(browser_page: PyodidePage) -> None:
    web = browser_page.run_json("import json, browser_scenarios\njson.dumps(browser_scenarios.bot_answers())")
    assert web == browser_scenarios.bot_answers()
    assert web["answers"]["normal"] == web["answers"]["hard"] == "22"
    assert web["refusal"]["swedish"] == "det är tur för plats 1, inte plats 0"


def test_swedish_catalog_loads_through_gettext(browser_page: PyodidePage) -> None:
    web = browser_page.run_json("import json, browser_scenarios\njson.dumps(browser_scenarios.swedish_texts())")
    assert web == browser_scenarios.swedish_texts()
    assert web["catalog"] and web["active"] == web["current"] == "sv"
    assert web["swedish"] == ["Slumpvis", "Lätt", "Normal", "Svår"]
    assert web["plural"] == ["1 bomb: x2", "2 bomber: x4"]


LOAD = (
    "import json\n"
    "from game.platform import WebPlatform, current\n"
    "from game.settings import Settings\n"
    "adapter = current()\n"
    "json.dumps({'web': isinstance(adapter, WebPlatform), 'language': adapter.language(),\n"
    "            'settings': Settings.load(adapter).to_json()})"
)


def load_in_page(page: PyodidePage) -> dict[str, object]:
    """What the game's own adapter (``game.platform.current()``) reads in the page."""
    facts = page.run_json(LOAD)
    assert facts["web"] is True and facts["language"] == "sv-SE"
    return facts


def stored(page: PyodidePage) -> str | None:
    return page.js("key => window.localStorage.getItem(key)", STORAGE_KEY)


def test_settings_live_in_local_storage_across_reloads(browser_page: PyodidePage) -> None:
    page = browser_page
    page.js("() => window.localStorage.clear()")
    page.reload()
    first = load_in_page(page)
    assert first["settings"] == Settings.first_start("sv-SE").to_json()
    assert json.loads(first["settings"])["language"] == "sv"

    saved = page.run_json(
        "import json\n"
        "from game.platform import current\n"
        "from game.settings import AiLevel, GameId, Settings\n"
        "adapter = current()\n"
        "settings = Settings.load(adapter)\n"
        "settings.ai_level, settings.game = AiLevel.HARD, GameId.PRESIDENT\n"
        "settings.doudizhu.allowance = 4\n"
        "settings.scores[GameId.DDZ3] = [2, -1, -1]\n"
        "json.dumps({'stored': settings.save(adapter), 'text': settings.to_json()})"
    )
    assert saved["stored"] is True
    assert stored(page) == saved["text"]

    page.reload()
    again = Settings.from_json(load_in_page(page)["settings"])
    assert again.ai_level is AiLevel.HARD and again.game is GameId.PRESIDENT
    assert again.doudizhu.allowance == 4 and again.scores == {GameId.DDZ3: [2, -1, -1]}
    assert again.to_json() == saved["text"]


def test_a_corrupt_stored_value_falls_back_to_defaults(browser_page: PyodidePage) -> None:
    page = browser_page
    page.js("key => window.localStorage.setItem(key, '{\"language\": \"sv\", \"ai_level\": ')", STORAGE_KEY)
    page.reload()
    assert load_in_page(page)["settings"] == Settings.first_start("sv-SE").to_json()

    partly = json.dumps({"language": "xx", "ai_level": "hard", "game": 42, "doudizhu": {"allowance": 99}})
    page.js("([key, text]) => window.localStorage.setItem(key, text)", [STORAGE_KEY, partly])
    page.reload()
    repaired = Settings.from_json(load_in_page(page)["settings"])
    assert repaired.language == "sv" and repaired.ai_level is AiLevel.HARD
    assert repaired.game is GameId.DDZ3 and repaired.doudizhu.allowance == 5  # clamped into range


def test_the_web_benchmark_measures_in_the_page(browser_page: PyodidePage) -> None:
    """``python -m tools.web_bench`` works in WebAssembly: every figure is there and the
    hard players searched (no speed is asserted: that is the benchmark's job)."""
    web = browser_page.run_json("import json\nfrom tools.web_bench import measure\njson.dumps(measure(5, 2, 20.0, 1))")
    assert "emscripten" in web["python"]
    assert web["random"]["ddz3"] > 0 and web["random"]["president"] > 0
    for family in ("ddz3", "president"):
        figures = web["hard"][family]
        assert figures["decisions"] > 0 and figures["worlds_per_s"] > 0 and figures["frames_max"] >= 1, family
