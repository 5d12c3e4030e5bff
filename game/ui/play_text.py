"""Play labels for the table and the reading picker (no pygame).

``play_label`` names a play and its cards like the engine's ``Play.describe()``
("pair 66", "pair run 55 66 77", a stand-in as ``7=9``), except that combinations with
attachments show their core first and the attached cards after a plus sign
("airplane with wings 444 555 666 + 333"), so two readings of the same cards - such as
333444555666 read with the 333 or with the 666 as wings - never look alike.
"""

from __future__ import annotations

from game.core.cards import Rank
from game.doudizhu.combos import ComboKind, Play, rank_text
from game.i18n import _

#: Kinds with attachments: how many cards of each core rank the core holds.
CORE_WIDTH: dict[ComboKind, int] = {
    ComboKind.TRIPLE_SINGLE: 3,
    ComboKind.TRIPLE_PAIR: 3,
    ComboKind.AIRPLANE_SINGLES: 3,
    ComboKind.AIRPLANE_PAIRS: 3,
    ComboKind.FOUR_TWO_SINGLES: 4,
    ComboKind.FOUR_TWO_PAIRS: 4,
}


def _group_text(cards: list[tuple[Rank, Rank]]) -> str:
    """Cards grouped by what they count as, in rank order ("444 555", "7=99")."""
    groups: dict[Rank, list[Rank]] = {}
    for printed, meant in cards:
        groups.setdefault(meant, []).append(printed)
    parts = []
    for meant in sorted(groups):
        printed = "".join(rank_text(rank) for rank in groups[meant])
        if any(rank != meant for rank in groups[meant]):
            printed += "=" + rank_text(meant) * len(groups[meant])
        parts.append(printed)
    return " ".join(parts)


def cards_label(play: Play) -> str:
    """The cards of ``play``, the core before the attachments."""
    width = CORE_WIDTH.get(play.kind)
    if width is None:
        return play.cards_text()
    core_ranks = {Rank(int(play.main) - i) for i in range(play.length)}
    need = {rank: width for rank in core_ranks}
    core: list[tuple[Rank, Rank]] = []
    extra: list[tuple[Rank, Rank]] = []
    for printed, meant in zip(play.ranks, play.stands_for):
        if need.get(meant, 0) > 0:
            need[meant] -= 1
            core.append((printed, meant))
        else:
            extra.append((printed, meant))
    return f"{_group_text(core)} + {_group_text(extra)}"


def play_label(play: Play) -> str:
    """Kind and cards in the current language, such as "triple with a pair 777 + 44"."""
    return _("{kind} {cards}").format(kind=play.name().render(_), cards=cards_label(play))
