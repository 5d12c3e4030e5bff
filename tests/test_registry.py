"""The registry knows every table exactly once."""

from game.settings import GameId
from game.table import registry


def test_every_game_id_has_one_entry() -> None:
    assert sorted(item.game for item in registry.TABLES) == sorted(GameId)
    for game in GameId:
        assert registry.entry(game).game is game


def test_each_family_lists_its_tables() -> None:
    families = {item.game: item.family for item in registry.TABLES}
    for family in registry.Family:
        assert all(families[item.game] is family for item in registry.of_family(family))
    assert {item.game for item in registry.of_family(registry.Family.CLIMBING)} == {GameId.DAIFUGO, GameId.PRESIDENT}
