"""The registry knows every table exactly once, and every list of tables is read from it:
adding a table is adding its entry."""

from __future__ import annotations

import json

import pytest

from game.climbing.options import Preset
from game.settings import PRESETS, DouDizhuOptions, GameId, Settings, table_roles
from game.table import registry
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.session import Session
from game.table.registry import Family
from game.table.resume import SESSIONS, start_session
from tests.ui_helpers import make_app


def test_every_game_id_has_one_entry() -> None:
    assert sorted(item.game for item in registry.TABLES) == sorted(GameId)
    for game in GameId:
        assert registry.entry(game).game is game


def test_each_family_lists_its_tables() -> None:
    families = {item.game: item.family for item in registry.TABLES}
    for family in registry.Family:
        assert all(families[item.game] is family for item in registry.of_family(family))
    assert {item.game for item in registry.of_family(registry.Family.CLIMBING)} == {
        GameId.DAIFUGO,
        GameId.PRESIDENT,
        GameId.UECDA,
    }


def test_a_dou_dizhu_entry_has_rules_and_a_climbing_entry_its_preset() -> None:
    """The settings' presets are exactly the climbing tables'; one rules function per Dou Dizhu table."""
    assert set(PRESETS) == {item.game for item in registry.of_family(Family.CLIMBING)}
    for item in registry.TABLES:
        climbing = item.family is Family.CLIMBING
        assert (item.preset is not None) is climbing and (item.doudizhu is None) is climbing
        if climbing:
            assert registry.climbing_preset(item.game) is item.preset
            with pytest.raises(ValueError):
                registry.doudizhu_rules(item.game, DouDizhuOptions())
        else:
            assert registry.doudizhu_rules(item.game, DouDizhuOptions()).players == item.seats
            with pytest.raises(ValueError):
                registry.climbing_preset(item.game)
    assert registry.climbing_preset(GameId.DAIFUGO) is Preset.DAIFUGO
    assert registry.climbing_preset(GameId.PRESIDENT) is Preset.PRESIDENT
    assert registry.climbing_preset(GameId.UECDA) is Preset.UECDA


def test_dou_dizhu_rules_follow_the_menu_options() -> None:
    """The wild rank on any table, the clock on the four-player table only, the allowance on
    the two-player table only."""
    options = DouDizhuOptions(wild=True, clock=False, allowance=4)
    three = registry.doudizhu_rules(GameId.DDZ3, options)
    four = registry.doudizhu_rules(GameId.DDZ4, options)
    two = registry.doudizhu_rules(GameId.DDZ2, options)
    assert three.wild and four.wild and two.wild
    assert not four.clock and registry.doudizhu_rules(GameId.DDZ4, DouDizhuOptions()).clock
    assert not three.clock and not registry.doudizhu_rules(GameId.DDZ3, DouDizhuOptions(clock=True)).clock
    assert two.allowance == 4 and three.allowance is None and four.allowance is None


def test_statistics_roles_and_scenes_come_by_family() -> None:
    for item in registry.TABLES:
        assert item.roles == table_roles(item.game)
        assert item.scenes == registry.SCENES[item.family]
    assert registry.entry(GameId.DAIFUGO).scenes.rules == "climbing_rules"
    assert registry.entry(GameId.DDZ2).scenes.rules == "rules"


def test_each_family_has_its_session() -> None:
    assert set(SESSIONS) == set(Family)
    kinds = {Family.DOUDIZHU: Session, Family.CLIMBING: ClimbingSession}
    for item in registry.TABLES:
        session = start_session(Settings(game=item.game), seed=3, autoplay=True)
        assert type(session) is kinds[item.family] and session.game is item.game
        assert session.first_seed == 3 and session.autoplay


def test_every_list_of_tables_is_the_registry() -> None:
    """The command line's and the simulator's ``--game`` choices, the tables the stored
    statistics keep and the menu's and statistics screen's game buttons are the registry's."""
    import main
    from game.sim.__main__ import parse_args as sim_args

    ids = [item.game.value for item in registry.TABLES]
    for game in ids:
        assert main.parse_args(["--game", game]).game == game
        assert sim_args(["--game", game, "--deals", "1"]).game == game
    with pytest.raises(SystemExit):
        main.parse_args(["--game", "nope"])
    with pytest.raises(SystemExit):
        sim_args(["--game", "nope"])
    stored = {game: {"roles": {}, "streak": 0, "best_streak": 0} for game in [*ids, "nope"]}
    assert list(Settings.from_json(json.dumps({"statistics": stored})).statistics.tables) == ids

    app = make_app()
    app.switch("menu")
    assert list(app.scene.game_buttons) == [item.game for item in registry.TABLES]
    app.switch("statistics")
    assert list(app.scene.game_buttons) == [item.game for item in registry.TABLES]
