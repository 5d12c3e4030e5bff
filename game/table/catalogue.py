"""The games the menu lists, and which of them can be played yet.

No pygame here: this is what the menu shows, as data. A table is playable when the
engine provides it: the Dou Dizhu table factories and the climbing engine's two presets
(Daifugo, President).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_, NC_
from game.settings import GameId


@dataclass(frozen=True)
class GameEntry:
    """One line of the game list: its id, its title (a msgid, or a contexted one from ``NC_``: show it
    with ``_``) and its seat count."""

    game: GameId
    title: str
    players: int


GAMES: tuple[GameEntry, ...] = (
    GameEntry(GameId.DDZ3, N_("Dou Dizhu, 3 players"), 3),
    GameEntry(GameId.DDZ4, N_("Dou Dizhu, 4 players (two decks)"), 4),
    GameEntry(GameId.DDZ2, N_("Dou Dizhu, 2 players (handicap)"), 2),
    GameEntry(GameId.DAIFUGO, N_("Daifugo"), 4),
    GameEntry(GameId.PRESIDENT, NC_("game", "President"), 4),
)
PLAYABLE: frozenset[GameId] = frozenset({GameId.DDZ3, GameId.DDZ4, GameId.DDZ2, GameId.DAIFUGO, GameId.PRESIDENT})
"""Tables the front end can run end to end."""


def entry(game: GameId) -> GameEntry:
    return next(item for item in GAMES if item.game == game)


def is_playable(game: GameId) -> bool:
    return game in PLAYABLE
