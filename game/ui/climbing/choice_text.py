"""How the climbing scenes say a pending choice: one whole sentence per count (ngettext).

The engine's :meth:`~game.climbing.pending.Pending.describe` names counts with "card(s)";
the choices that count cards or ranks are said here with the sentence for that number,
the others fall back to the engine's line (seat names swapped for the table's).
"""

from __future__ import annotations

from collections.abc import Callable

from game.climbing.effects import ChoiceKind
from game.climbing.pending import Pending
from game.i18n import _, ngettext
from game.core.reason import Phrase


def choice_line(
    pending: Pending, seat_name: Callable[[int], str], viewer: int, labelled: Callable[[Phrase], Phrase]
) -> str:
    """The line that says who must choose what (``seat_name`` names a seat for the table,
    ``labelled`` puts the table's seat names into an engine phrase)."""
    count = pending.remaining
    player = seat_name(pending.seat)
    target = seat_name(pending.target) if pending.target is not None else ""
    if pending.kind is ChoiceKind.NAME_RANKS:
        text = ngettext("{player}: name up to {count} rank for the Q Bomb", "{player}: name up to {count} ranks for the Q Bomb", count)
    elif pending.kind is ChoiceKind.DISCARD:
        text = ngettext("{player}: choose up to {count} card to discard", "{player}: choose up to {count} cards to discard", count)
    elif pending.kind is ChoiceKind.TRANSFER:
        text = ngettext(
            "{player}: choose up to {count} card to pass to {target}", "{player}: choose up to {count} cards to pass to {target}", count
        )
    elif pending.kind is ChoiceKind.EXCHANGE:
        text = ngettext(
            "{player}: choose {count} card to give back to {target}", "{player}: choose {count} cards to give back to {target}", count
        )
    else:
        return labelled(pending.describe()).render(_)
    return text.format(player=player, count=count, target=target)


def q_bomb_note() -> str:
    """What naming a rank does, said to the one who names it."""
    return _("Every player discards all their cards of the named ranks, and so do you.")
