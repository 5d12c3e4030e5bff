"""What the table says when the human's turn runs out and the computer moves for them.

One whole sentence per case (docs/RULES.md B.2): a pass, a play (with the play's label), a bid,
or no bid. No pygame here.
"""

from __future__ import annotations

from game.core.reason import Phrase
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Pass
from game.i18n import N_
from game.table.doudizhu.play_text import play_phrase

PASSED = N_("Time ran out: the computer passed for you")
PLAYED = N_("Time ran out: the computer played {play} for you")
NO_BID = N_("Time ran out: the computer made no bid for you")
BID = N_("Time ran out: the computer bid {value} for you")
MOVED = N_("Time ran out: the computer played your turn")


def timeout_phrase(move: object) -> Phrase:
    """The announcement for ``move``, made by the computer on the human's timed-out turn."""
    if isinstance(move, Pass):
        return Phrase.of(PASSED)
    if isinstance(move, Play):
        return Phrase.of(PLAYED, play=play_phrase(move))
    if isinstance(move, Bid):
        return Phrase.of(NO_BID) if move.is_pass else Phrase.of(BID, value=move.value)
    return Phrase.of(MOVED)
