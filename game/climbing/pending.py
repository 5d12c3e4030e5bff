"""Session phases, pending decisions, event log entries and round results of a climbing session."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.climbing.effects import ChoiceKind
from game.climbing.roles import Role
from game.core.cards import Rank
from game.core.reason import Phrase
from game.i18n import N_


class Phase(str, Enum):
    """Session phases (a ``str`` enum: ``Phase.EXCHANGE == "exchange"``)."""

    EXCHANGE = "exchange"
    PLAY = "play"
    OVER = "over"


RELIEF_MSGID = N_("Relief Supplies: {player} takes {cards}")
FOUR_STOP_MSGID = N_("4 Stop window open")
STOPPED_MSGID = N_("4 Stop! {player} plays {play}")
GIVE_MSGID = N_("{giver} gives {cards} to {receiver}")
HOLDS_THREE_MSGID = N_("{player} holds the 3♦ and leads")
"""Event message ids read back from observations (state rebuilding, search knowledge)."""


def seat_phrase(seat: int) -> Phrase:
    """How engine messages name a seat; the UI may substitute its own names by seat."""
    return Phrase.of(N_("Player {number}"), number=seat + 1)


_CHOICE_TEXT = {
    ChoiceKind.EXCHANGE: N_("{player}: choose {count} card(s) to give back to {target}"),
    ChoiceKind.TRANSFER: N_("{player}: choose up to {count} card(s) to pass to {target}"),
    ChoiceKind.DISCARD: N_("{player}: choose up to {count} card(s) to discard"),
    ChoiceKind.NAME_RANKS: N_("{player}: name up to {count} rank(s) for the Q Bomb"),
    ChoiceKind.NERO: N_("{player}: take one card from the table, the discard pile or a hand"),
    ChoiceKind.RESURRECT: N_("{player}: pick up any cards from the discard pile"),
    ChoiceKind.ZOMBIE: N_("{player}: give a card from the discard pile to another player"),
    ChoiceKind.FOUR_STOP: N_("4 Stop? {player}: play your pair of 4s or pass"),
}


@dataclass(frozen=True)
class Pending:
    """A decision the game waits for.

    ``seat`` decides now; ``remaining`` picks are left (RESURRECT: the pile size);
    ``target`` receives cards (EXCHANGE, TRANSFER); ``named`` holds the Q Bomb ranks so far;
    ``waiting`` lists the 4 Stop seats still to answer (in turn order from the cutter).
    """

    kind: ChoiceKind
    seat: int
    remaining: int
    target: int | None = None
    named: frozenset[Rank] = frozenset()
    waiting: tuple[int, ...] = ()

    def describe(self) -> Phrase:
        target = seat_phrase(self.target) if self.target is not None else ""
        return Phrase.of(
            _CHOICE_TEXT[self.kind], player=seat_phrase(self.seat), count=self.remaining, target=target
        )


@dataclass(frozen=True)
class Event:
    """One line of the event log. ``private_to`` names the only seat that may see it."""

    phrase: Phrase
    seat: int | None = None
    private_to: int | None = None

    def visible_to(self, seat: int) -> bool:
        return self.private_to is None or self.private_to == seat


@dataclass(frozen=True)
class RoundResult:
    """``order``: seats by finishing place; ``roles`` and ``points`` per seat."""

    order: tuple[int, ...]
    roles: tuple[Role, ...]
    points: tuple[int, ...]
    reversed_by_rebellion: bool = False
