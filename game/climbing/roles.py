"""Roles by finishing order and the points they score (docs/RULES.md A.1).

With n players, place 0 is President and place n-1 Beggar. With 4+ players place 1 is
Prime Minister and place n-2 Peasant; everyone in between is a Citizen. With 3 players:
President, Citizen, Beggar. Points per round (**Decision**): +2 / +1 / 0 / -1 / -2, and
+1 / 0 / -1 with three players; scored by place (UECda) the first out gets as many points
as there are players and each next place one less. The Daifugo and UECda presets show the
Japanese names.
"""

from __future__ import annotations

from enum import Enum

from game.climbing.options import Preset
from game.core.reason import Phrase
from game.i18n import N_, NC_


class Role(Enum):
    PRESIDENT = "president"
    PRIME_MINISTER = "prime_minister"
    CITIZEN = "citizen"
    PEASANT = "peasant"
    BEGGAR = "beggar"


_NAMES = {
    Role.PRESIDENT: NC_("role", "President"),
    Role.PRIME_MINISTER: N_("Prime Minister"),
    Role.CITIZEN: N_("Citizen"),
    Role.PEASANT: N_("Peasant"),
    Role.BEGGAR: N_("Beggar"),
}
_JAPANESE_NAMES = {
    Role.PRESIDENT: N_("Daifugo"),
    Role.PRIME_MINISTER: N_("Fugo"),
    Role.CITIZEN: N_("Heimin"),
    Role.PEASANT: N_("Hinmin"),
    Role.BEGGAR: N_("Daihinmin"),
}
_POINTS = {
    Role.PRESIDENT: 2,
    Role.PRIME_MINISTER: 1,
    Role.CITIZEN: 0,
    Role.PEASANT: -1,
    Role.BEGGAR: -2,
}
_POINTS_THREE = {Role.PRESIDENT: 1, Role.CITIZEN: 0, Role.BEGGAR: -1}


def role_for_place(place: int, players: int) -> Role:
    """The role of finishing place ``place`` (0 = first out) at a table of ``players``."""
    if place == 0:
        return Role.PRESIDENT
    if place == players - 1:
        return Role.BEGGAR
    if players >= 4 and place == 1:
        return Role.PRIME_MINISTER
    if players >= 4 and place == players - 2:
        return Role.PEASANT
    return Role.CITIZEN


def points(role: Role, players: int) -> int:
    return (_POINTS_THREE if players == 3 else _POINTS)[role]


def place_points(place: int, players: int) -> int:
    """Points of finishing place ``place`` (0 = first out) when a round scores by place:
    ``players`` for the first, 1 for the last (UECda: 5 .. 1, 3 on average)."""
    return players - place


def role_name(role: Role, preset: Preset) -> Phrase:
    names = _NAMES if preset is Preset.PRESIDENT else _JAPANESE_NAMES
    return Phrase.of(names[role])
