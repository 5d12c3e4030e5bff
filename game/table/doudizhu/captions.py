"""The Dou Dizhu table's centre captions about a seat, as whole sentences. No pygame.

Each caption is a pair of forms (:data:`game.table.seat_names.Forms`): the sentence naming
another seat and the viewer's own "you" sentence, picked by seat
(:func:`game.table.seat_names.about_seat`). The B.5 steps (call, grab, double, open hand)
have one pair each (:func:`stake_caption`).
"""

from __future__ import annotations

from enum import Enum

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


CALLING: Forms = (
    N_("{player} decides whether to call the landlord"),
    N_("The computer decides for you whether to call"),
)
YOUR_CALL = N_("Your turn: call the landlord, or not")
GRABBING: Forms = (
    N_("{player} decides whether to grab the landlord"),
    N_("The computer decides for you whether to grab"),
)
YOUR_GRAB = N_("Your turn: grab the landlord (x2), or not")
DOUBLING: Forms = (
    N_("{player} decides whether to double"),
    N_("The computer decides for you whether to double"),
)
YOUR_DOUBLE = N_("Your turn: double your stake, or not")
OPENING: Forms = (
    N_("{player} decides whether to show the hand"),
    N_("The computer decides for you whether to show your hand"),
)
YOUR_OPEN = N_("Your turn: show your hand to everyone (x2), or keep it closed")


class StakeStep(Enum):
    """Which B.5 choice a seat is making (docs/RULES.md B.5)."""

    CALL = "call"
    GRAB = "grab"
    DOUBLE = "double"
    OPEN = "open"


STAKE_CAPTIONS: dict[StakeStep, tuple[Forms, str]] = {
    StakeStep.CALL: (CALLING, YOUR_CALL),
    StakeStep.GRAB: (GRABBING, YOUR_GRAB),
    StakeStep.DOUBLE: (DOUBLING, YOUR_DOUBLE),
    StakeStep.OPEN: (OPENING, YOUR_OPEN),
}


def stake_caption(step: StakeStep, seat: int, viewer: int, human_acts: bool, name: Phrase) -> Phrase:
    """The line while ``seat`` makes the B.5 choice ``step``; ``human_acts``: the human chooses now."""
    forms, yours = STAKE_CAPTIONS[step]
    if human_acts:
        return Phrase.of(yours)
    return about_seat(seat, viewer, forms, name)
