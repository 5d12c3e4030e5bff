"""The climbing table's sentences about the viewer: whole "you" sentences. No pygame.

Engine events name seats with :class:`~game.climbing.pending.SeatName` (the seat as data).
The table swaps those for the seat's name (:mod:`game.table.seat_names`); when the viewer
is the one who acted, the event's line is the whole "you" sentence of its kind from
:data:`YOU_TEXT` ("You play ..." rather than "You plays ..."). The viewer as the object
of a sentence ("... to {receiver}") reads "you". A pending choice of the viewer reads as a
request to them (:data:`YOU_CHOICE_TEXT`: "Choose up to 2 cards to discard").
"""

from __future__ import annotations

from game.climbing.effects import ChoiceKind
from game.climbing.pending import EventKind
from game.core.reason import Phrase, Template
from game.i18n import N_, N_plural
from game.table.seat_names import Forms, about_seat

YOU_TEXT: dict[EventKind, Template] = {
    EventKind.PLAYED: N_("You play {play}"),
    EventKind.PASSED: N_("You pass"),
    EventKind.LED: N_("You lead"),
    EventKind.HOLDS_THREE: N_("You hold the 3♦ and lead"),
    EventKind.FINISHED: N_("You are out"),
    EventKind.FELL: N_("You fall to Beggar"),
    EventKind.DISCARDED: N_("You discard {cards}"),
    EventKind.DID_NOT_STOP: N_("You do not stop"),
    EventKind.SKIPPED: N_("You are skipped"),
    EventKind.NAMED: N_("You name {rank}"),
    EventKind.PICKED_UP: N_("You pick up {cards}"),
    EventKind.TOOK: N_("You take {cards}"),
    EventKind.TOOK_FROM_HAND: N_("You take a card from {target}"),
    EventKind.GAVE_FROM_PILE: N_("You give {cards} to {target}"),
    EventKind.TRANSFERRED: N_("You pass a card to {target}"),
    EventKind.TRANSFERRED_CARD: N_("You pass {cards} to {target}"),
    EventKind.STOPPED: N_("4 Stop! You play {play}"),
    EventKind.LUCKY_CROWNED: N_("Lucky Seven! You become President"),
    EventKind.RELIEF_TAKEN: N_("Relief Supplies: you take {cards}"),
    EventKind.EXCHANGED: N_("You give {cards} to {receiver}"),
    EventKind.EXCHANGE_COUNT: N_plural("You give {count} card to {receiver}", "You give {count} cards to {receiver}"),
}
"""The line of each event kind whose actor is the viewer (kinds without one read right as they are)."""
YOU_CHOICE_TEXT: dict[ChoiceKind, Template] = {
    ChoiceKind.EXCHANGE: N_plural(
        "Choose {count} card to give back to {target}", "Choose {count} cards to give back to {target}"
    ),
    ChoiceKind.TRANSFER: N_plural(
        "Choose up to {count} card to pass to {target}", "Choose up to {count} cards to pass to {target}"
    ),
    ChoiceKind.DISCARD: N_plural("Choose up to {count} card to discard", "Choose up to {count} cards to discard"),
    ChoiceKind.NAME_RANKS: N_plural(
        "Name up to {count} rank for the Q Bomb", "Name up to {count} ranks for the Q Bomb"
    ),
    ChoiceKind.NERO: N_("Take one card from the table, the discard pile or a hand"),
    ChoiceKind.RESURRECT: N_("Pick up any cards from the discard pile"),
    ChoiceKind.ZOMBIE: N_("Give a card from the discard pile to another player"),
    ChoiceKind.FOUR_STOP: N_("4 Stop? Play your pair of 4s or pass"),
}
"""The prompt of each pending choice when the viewer is the one to choose (every kind has one)."""
SUBJECT_KEYS = frozenset({"player", "giver"})
"""Parameter keys that name the one who acts: "You" there, "you" under any other key."""
YOU_OBJECT = N_("you")
"""The viewer as the object of a sentence ("... gives 3♠ to you")."""

# Centre captions and headlines: (another seat, the viewer), picked by seat.
TO_BEAT: Forms = (N_("To beat: {play} by {player}"), N_("To beat: {play} (yours)"))
LEADS: Forms = (N_("{player} leads"), N_("You lead"))
YOUR_LEAD = N_("Your lead: play any single, set or Sequence")
YOUR_LEAD_NO_SEQUENCE = N_("Your lead: play any single or set")
"""The human's lead when the Sequence rule is off (no run to offer)."""
LEFT_HOLDING: Forms = (N_("{player} was left holding:"), N_("You were left holding:"))
"""The line over the cards the last player still held when the round ended."""
SESSION_WINNER: Forms = (
    N_("Session over: {player} has the most points"),
    N_("Session over: you have the most points!"),
)


def lead_caption(seat: int, viewer: int, human_acts: bool, name: Phrase, sequences: bool = True) -> Phrase:
    """The line while ``seat`` leads a new trick; ``human_acts``: the human leads now themselves;
    ``sequences``: the Sequence rule is on (only then does the line offer one)."""
    if human_acts:
        return Phrase.of(YOUR_LEAD if sequences else YOUR_LEAD_NO_SEQUENCE)
    return about_seat(seat, viewer, LEADS, name)
