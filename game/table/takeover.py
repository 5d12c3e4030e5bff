"""Takeover (the computer plays the human's seat until switched off): its shared texts. No pygame.

Both table controllers have the ``takeover`` switch of their shared base
(:class:`~game.table.controller_base.TableBase`); while it is on, their ``update`` lets the
seat's computer player think and move for the human through the table's think driver, with
the pacing of every other seat, and the human's own moves are refused with
:data:`COMPUTER_PLAYS`. Switching it off drops a decision in progress for that seat, so
control comes back at once and no move is made twice.
"""

from __future__ import annotations

from game.core.reason import Reason
from game.i18n import N_

COMPUTER_PLAYS = Reason.of(N_("the computer is playing for you"))
"""Why a human move is refused while the computer plays the seat."""
TAKEOVER_BADGE = N_("Computer playing")
"""The badge on the human's seat while the computer plays it."""
TAKEOVER_ON = N_("Let the computer play (T)")
"""The table button that hands the seat to the computer."""
TAKEOVER_OFF = N_("Play myself (T)")
"""The same button while the computer plays: it hands the seat back."""
