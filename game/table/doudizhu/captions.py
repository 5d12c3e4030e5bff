"""The Dou Dizhu table's centre captions about a seat, as whole sentences. No pygame.

Each caption is a pair of forms (:data:`game.table.seat_names.Forms`): the sentence naming
another seat and the viewer's own "you" sentence, picked by seat
(:func:`game.table.seat_names.about_seat`).
"""

from __future__ import annotations

from game.core.reason import Phrase
from game.i18n import N_
from game.table.seat_names import Forms, about_seat

BIDDING: Forms = (N_("{player} is bidding"), N_("The computer is bidding for you"))
"""Whose bid it is (the viewer's form: the computer bids on the viewer's behalf)."""
YOUR_BID = N_("Your turn to bid: more than the bid so far, or no bid")
LEADS: Forms = (N_("{player} leads"), N_("The computer leads for you"))
YOUR_LEAD = N_("Your lead: play any combination")
TO_BEAT: Forms = (N_("To beat: {play} ({player})"), N_("To beat: {play} (yours)"))


def bidding_caption(seat: int, viewer: int, human_acts: bool, name: Phrase) -> Phrase:
    """The line while ``seat`` bids; ``human_acts``: the human bids now themselves."""
    if human_acts:
        return Phrase.of(YOUR_BID)
    return about_seat(seat, viewer, BIDDING, name)


def lead_caption(seat: int, viewer: int, human_acts: bool, name: Phrase) -> Phrase:
    """The line while ``seat`` leads a new trick; ``human_acts``: the human leads now themselves."""
    if human_acts:
        return Phrase.of(YOUR_LEAD)
    return about_seat(seat, viewer, LEADS, name)
