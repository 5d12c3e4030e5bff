"""What the climbing play scene says to the player beside a pending choice. No table logic."""

from __future__ import annotations

from game.i18n import _


def q_bomb_note() -> str:
    """What naming a rank does, said to the one who names it."""
    return _("Every player discards all their cards of the named ranks, and so do you.")
