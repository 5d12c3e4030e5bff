"""Play labels for the table and the reading picker (no pygame).

``play_label`` names a play and its cards as the cards print them ("pair 6 6",
"pair run 9 9  10 10  J J": one space between cards, two between ranks that
have several cards; a wild card
standing in shows what it counts as, ``Q=9``). Combinations with attachments show their
core first and the attached cards after a plus sign ("airplane with wings 4 4 4  5 5 5
6 6 6 + 3 3 3"), so two readings of the same cards - such as 333444555666 read with the
333 or with the 666 as wings - never look alike. On a wild table the table also shows the
wild rank's badge and what a wild card does (:func:`wild_badge`, :data:`WILD_DOES`).
"""

from __future__ import annotations

from game.core.cards import Rank, rank_phrase
from game.core.reason import Phrase
from game.doudizhu.combos import ComboKind, Play
from game.i18n import N_, _, ngettext

#: Kinds with attachments: how many cards of each core rank the core holds.
CORE_WIDTH: dict[ComboKind, int] = {
    ComboKind.TRIPLE_SINGLE: 3,
    ComboKind.TRIPLE_PAIR: 3,
    ComboKind.AIRPLANE_SINGLES: 3,
    ComboKind.AIRPLANE_PAIRS: 3,
    ComboKind.FOUR_TWO_SINGLES: 4,
    ComboKind.FOUR_TWO_PAIRS: 4,
}


def rank_index(rank: Rank) -> str:
    """The index printed in a card corner: ``10`` for ten, otherwise the rank symbol."""
    return "10" if rank == Rank.TEN else rank.symbol


def card_text(printed: Rank, meant: Rank) -> str:
    """One card as its corner index ("10"; the jokers by name, in the current language);
    a stand-in as printed=meant ("Q=9")."""
    shown = rank_phrase(printed).render(_, ngettext)
    return shown if printed == meant else f"{shown}={rank_index(meant)}"


def _group_text(cards: list[tuple[Rank, Rank]]) -> str:
    """Cards grouped by what they count as, in rank order ("4 4 4  5 5 5", "9 9 Q=9",
    "3 4 5 6 7")."""
    groups: dict[Rank, list[Rank]] = {}
    for printed, meant in cards:
        groups.setdefault(meant, []).append(printed)
    parts = []
    for meant in sorted(groups):
        naturals_first = sorted(groups[meant], key=lambda rank: rank != meant)
        parts.append(" ".join(card_text(rank, meant) for rank in naturals_first))
    wide = any(len(group) > 1 for group in groups.values())
    return ("  " if wide else " ").join(parts)


def cards_label(play: Play) -> str:
    """The cards of ``play``, the core before the attachments."""
    width = CORE_WIDTH.get(play.kind)
    if width is None:
        return _group_text(list(zip(play.ranks, play.stands_for, strict=True)))
    core_ranks = {Rank(int(play.main) - i) for i in range(play.length)}
    need = dict.fromkeys(core_ranks, width)
    core: list[tuple[Rank, Rank]] = []
    extra: list[tuple[Rank, Rank]] = []
    for printed, meant in zip(play.ranks, play.stands_for, strict=True):
        if need.get(meant, 0) > 0:
            need[meant] -= 1
            core.append((printed, meant))
        else:
            extra.append((printed, meant))
    return f"{_group_text(core)} + {_group_text(extra)}"


WILD_BADGE = N_("Wild: {rank}")
"""The table's badge of the wild rank, over :data:`WILD_DOES`."""
WILD_DOES = N_("Stands in for any rank from 3 to 2, never for a joker.")
"""What a wild card does, in one sentence under the badge (docs/RULES.md B.4)."""


def wild_badge(rank: Rank) -> Phrase:
    """The badge line naming the wild rank ("Wild: 7")."""
    return Phrase.of(WILD_BADGE, rank=rank_phrase(rank))


def play_phrase(play: Play) -> Phrase:
    """Kind and cards as a phrase (rendered in the language of the moment it is shown)."""
    return Phrase.of(N_("{kind} {cards}"), kind=play.name(), cards=cards_label(play))


def play_label(play: Play) -> str:
    """Kind and cards in the current language, such as "triple with a pair 7 7 7 + 4 4"."""
    return play_phrase(play).render(_, ngettext)


def stand_in_label(play: Play) -> str:
    """The kind and only the wild cards that stand in ("four with two Q=2"): short enough
    for the caption under a seat's played cards, which shows the cards themselves."""
    pairs = zip(play.ranks, play.stands_for, strict=True)
    swaps = [card_text(printed, meant) for printed, meant in pairs if printed != meant]
    if not swaps:
        return play.name().render(_, ngettext)
    return _("{kind} {cards}").format(kind=play.name().render(_, ngettext), cards=" ".join(swaps))
