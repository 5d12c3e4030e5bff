"""What the selected cards are, said before Play is pressed. No pygame here.

A :class:`SelectionStatus` holds the plays the Play button would make of the selection
(one reading each, see each family's ``selection_status``) with their labels, or the
engine's reason why the selection cannot be played. The caption over the hand renders it:
the play ("pair run 5 5  6 6  7 7"), or "Cannot play: <reason>".

Invariant: ``playable`` is true exactly when ``plays`` is not empty; Play is enabled only
then.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.reason import Phrase, Reason
from game.i18n import N_, _, ngettext

CANNOT_PLAY = N_("Cannot play: {reason}")


@dataclass(frozen=True)
class SelectionStatus:
    """The readings of a selection (empty: refused, see ``reason``) and their labels."""

    plays: tuple[object, ...] = ()
    labels: tuple[Phrase, ...] = ()
    reason: Reason | None = None

    @property
    def playable(self) -> bool:
        return bool(self.plays)

    def caption(self) -> str | None:
        """The line over the hand in the current language (None: nothing to say)."""
        if self.labels:
            first = self.labels[0].render(_, ngettext)
            others = len(self.labels) - 1
            if not others:
                return first
            return ngettext(
                "{play} (or {count} other reading)", "{play} (or {count} other readings)", others
            ).format(play=first, count=others)
        if self.reason is not None:
            return Phrase.of(CANNOT_PLAY, reason=self.reason).render(_, ngettext)
        return None


NOTHING_SELECTED = SelectionStatus()
"""No selection, or not the human's turn: nothing to say, nothing to play."""
