"""The Dou Dizhu table's centre captions about a seat, as whole sentences. No pygame.

Each caption is a pair of forms (:data:`game.table.seat_names.Forms`): the sentence naming
another seat and the viewer's own "you" sentence, picked by seat
(:func:`game.table.seat_names.about_seat`).
"""

from __future__ import annotations

from game.ai.doudizhu.stakes import StakeStep
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


CALL_DECIDING: Forms = (
    N_("{player} is deciding whether to call the landlord"),
    N_("The computer decides the call for you"),
)
GRAB_DECIDING: Forms = (
    N_("{player} is deciding whether to grab the landlord"),
    N_("The computer decides the grab for you"),
)
LAST_WORD_DECIDING: Forms = (
    N_("{player} has the last word: grab once more or not"),
    N_("The computer has the last word for you"),
)
DOUBLE_DECIDING: Forms = (N_("{player} is deciding whether to double"), N_("The computer decides the double for you"))
OPEN_DECIDING: Forms = (
    N_("{player} is deciding whether to show the hand"),
    N_("The computer decides for you whether to show your hand"),
)
STAKE_DECIDING: dict[StakeStep, Forms] = {
    StakeStep.CALL: CALL_DECIDING,
    StakeStep.GRAB: GRAB_DECIDING,
    StakeStep.LAST_WORD: LAST_WORD_DECIDING,
    StakeStep.DOUBLE: DOUBLE_DECIDING,
    StakeStep.OPEN: OPEN_DECIDING,
}
"""Whose B.5 choice it is (docs/RULES.md B.5; the viewer's form: the computer chooses for them)."""
YOUR_STAKE: dict[StakeStep, str] = {
    StakeStep.CALL: N_("Your turn: call the landlord, or not"),
    StakeStep.GRAB: N_("Your turn: grab the landlord (x2), or not"),
    StakeStep.LAST_WORD: N_("Your last word: grab the landlord once more (x2), or let it go"),
    StakeStep.DOUBLE: N_("Your turn: double (x2), or not"),
    StakeStep.OPEN: N_("Your turn: show your hand to everyone (x2), or keep it closed"),
}
YOUR_SUPER_DOUBLE = N_("Your turn: double (x2), super double (x4), or not")


def stake_caption(
    step: StakeStep, seat: int, viewer: int, human_acts: bool, name: Phrase, super_double: bool = False
) -> Phrase:
    """The line while ``seat`` makes the B.5 choice ``step``; ``human_acts``: the human chooses
    now themselves; ``super_double``: the table offers the super double too."""
    if human_acts:
        if step is StakeStep.DOUBLE and super_double:
            return Phrase.of(YOUR_SUPER_DOUBLE)
        return Phrase.of(YOUR_STAKE[step])
    return about_seat(seat, viewer, STAKE_DECIDING[step], name)
