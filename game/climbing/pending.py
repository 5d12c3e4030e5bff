"""Session phases, pending decisions, the work queued behind them, event log entries and
round results of a climbing session.

Events are data: an :class:`Event` says what happened by its :class:`EventKind` and typed
fields (seats, cards, the play, a rank, a count, the rule that fired). Its ``phrase`` is
only for display and is built from those fields; nothing reads the text back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from game.climbing.effects import Announce, ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.plays import Play
from game.climbing.roles import Role
from game.core.cards import Card, Rank, cards_phrase, rank_phrase
from game.core.frozen import quick_init
from game.core.reason import Phrase, Template, templated
from game.i18n import N_, N_plural


class Phase(str, Enum):
    """Session phases (a ``str`` enum: ``Phase.EXCHANGE == "exchange"``).

    A round runs EXCHANGE (from round 2) then PLAY; when it ends it stays readable in
    ROUND_OVER (its last hands, table, finishing order, roles and points) until the
    :class:`~game.climbing.moves.NextRound` step deals the next round; after the session's
    last round the phase is OVER instead."""

    EXCHANGE = "exchange"
    PLAY = "play"
    ROUND_OVER = "round_over"
    OVER = "over"


@dataclass(frozen=True)
class SeatName(Phrase):
    """How engine messages name a seat ("Player 2"). ``seat`` is the seat as data, so a UI can
    put in its own name for it without reading the text."""

    seat: int = 0


def rank_name(rank: Rank) -> Phrase:
    """A rank named in a climbing game's text: ``10``, ``Q``, or "Joker" (the jokers are one rank there)."""
    return Phrase.of(N_("Joker")) if rank.is_joker else rank_phrase(rank)


def seat_phrase(seat: int) -> SeatName:
    """How engine messages name a seat; the UI may substitute its own names by seat."""
    return SeatName(N_("Player {number}"), (("number", seat + 1),), seat)


_CHOICE_TEXT: dict[ChoiceKind, Template] = {
    ChoiceKind.EXCHANGE: N_plural(
        "{player}: choose {count} card to give back to {target}",
        "{player}: choose {count} cards to give back to {target}",
    ),
    ChoiceKind.TRANSFER: N_plural(
        "{player}: choose up to {count} card to pass to {target}",
        "{player}: choose up to {count} cards to pass to {target}",
    ),
    ChoiceKind.DISCARD: N_plural(
        "{player}: choose up to {count} card to discard", "{player}: choose up to {count} cards to discard"
    ),
    ChoiceKind.NAME_RANKS: N_plural(
        "{player}: name up to {count} rank for the Q Bomb", "{player}: name up to {count} ranks for the Q Bomb"
    ),
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
        """The line asking :attr:`seat` for this choice, naming the seat ("Player 2: ...")."""
        return self.describe_as(_CHOICE_TEXT[self.kind])

    def describe_as(self, template: Template) -> Phrase:
        """This choice's facts in another sentence (a table's "you" line for the same kind)."""
        target = seat_phrase(self.target) if self.target is not None else ""
        return templated(template, self.remaining, player=seat_phrase(self.seat), target=target)


@dataclass
class TurnPlan:
    """Turn effects gathered while a play's rules fire; applied after every other effect.

    ``actor`` made the play (or cut, while a 4 Stop window is open); ``cut`` clears the
    trick, ``four_stop`` opens the 4 Stop window after that cut, ``skip`` seats are skipped
    and ``reverse`` turns the direction of play."""

    actor: int
    cut: bool = False
    four_stop: bool = False
    skip: int = 0
    reverse: bool = False

    def clone(self) -> TurnPlan:
        return TurnPlan(self.actor, self.cut, self.four_stop, self.skip, self.reverse)


@dataclass
class ChoiceState:
    """The decision the game waits for and the work queued behind it.

    Invariants:
    - ``pending`` is None unless a seat must decide; during the exchange
      ``exchange_queue`` holds the give-backs still to come after ``pending``.
    - ``plan`` is set from a play until its turn effects are applied, also while a choice
      the play asked for (or the 4 Stop window after its cut) is pending; ``queue`` holds
      that play's effects still to run, in firing order, once the choice is finished.
    - ``stoppers`` are the seats that answered the open 4 Stop window with a pair, in the
      order they answered.
    """

    pending: Pending | None = None
    exchange_queue: list[Pending] = field(default_factory=list)
    queue: list[Effect] = field(default_factory=list)
    plan: TurnPlan | None = None
    stoppers: list[int] = field(default_factory=list)

    def clone(self) -> ChoiceState:
        """An independent copy (pending choices and effects are immutable and shared)."""
        plan = None if self.plan is None else self.plan.clone()
        return ChoiceState(self.pending, list(self.exchange_queue), list(self.queue), plan, list(self.stoppers))


class EventKind(Enum):
    """What an event of the log records; the fields each kind fills are listed beside it.

    ``seat`` is always the seat that acted (None for table events), ``target`` the other seat
    involved."""

    ROUND_BEGAN = "round_began"  # round_number
    HOLDS_THREE = "holds_three"  # seat holds the 3♦ and leads the first round
    EXCHANGED = "exchanged"  # private: seat gave cards to target
    EXCHANGE_COUNT = "exchange_count"  # public: seat gave count cards to target
    LED = "led"  # seat leads
    PLAYED = "played"  # seat played play
    PASSED = "passed"
    TRICK_CLEARED = "trick_cleared"
    J_BACK_ENDED = "j_back_ended"
    RULE_FIRED = "rule_fired"  # announce (its rule and facts); seat: who made it fire
    LUCKY_BEATEN = "lucky_beaten"  # seat's Lucky Seven was played over
    LUCKY_CROWNED = "lucky_crowned"  # seat becomes President by Lucky Seven
    FINISHED = "finished"  # seat is out (took the next place)
    FELL = "fell"  # seat falls to Beggar (Downfall)
    DISCARDED = "discarded"  # seat discarded cards
    TRANSFERRED = "transferred"  # seat passed a card to target (7 Transfer; the card is hidden)
    TRANSFERRED_CARD = "transferred_card"  # private: the card (cards) seat passed to target (7 Transfer)
    PICKED_UP = "picked_up"  # seat picked cards up from the discard pile (Resurrection)
    NAMED = "named"  # seat named rank (Q Bomb)
    TOOK = "took"  # seat took face-up cards (Nero)
    TOOK_FROM_HAND = "took_from_hand"  # seat took a hidden card from target's hand (Nero)
    GOT_UNSEEN = "got_unseen"  # private: the hidden card (cards) that seat took
    GAVE_FROM_PILE = "gave_from_pile"  # seat gave cards from the discard pile to target (Zombie)
    FOUR_STOP_OPENED = "four_stop_opened"  # seat cut the trick; the 4 Stop window is open
    STOPPED = "stopped"  # seat stopped with cards (a natural pair of 4s)
    DID_NOT_STOP = "did_not_stop"
    SKIPPED = "skipped"  # seat's turn was skipped (5 Skip; once per skip, so a seat may come twice)
    RELIEF_TAKEN = "relief_taken"  # seat took cards from the table (Relief Supplies)
    ROUND_OVER = "round_over"  # round_number
    SESSION_OVER = "session_over"


_EVENT_TEXT: dict[EventKind, Template] = {
    EventKind.ROUND_BEGAN: N_("Round {number} begins"),
    EventKind.HOLDS_THREE: N_("{player} holds the 3♦ and leads"),
    EventKind.EXCHANGED: N_("{giver} gives {cards} to {receiver}"),
    EventKind.EXCHANGE_COUNT: N_plural(
        "{giver} gives {count} card to {receiver}", "{giver} gives {count} cards to {receiver}"
    ),
    EventKind.LED: N_("{player} leads"),
    EventKind.PLAYED: N_("{player} plays {play}"),
    EventKind.PASSED: N_("{player} passes"),
    EventKind.TRICK_CLEARED: N_("The trick is cleared"),
    EventKind.J_BACK_ENDED: N_("J Back ends"),
    EventKind.LUCKY_BEATEN: N_("Lucky Seven is beaten"),
    EventKind.LUCKY_CROWNED: N_("Lucky Seven! {player} becomes President"),
    EventKind.FINISHED: N_("{player} is out"),
    EventKind.FELL: N_("{player} falls to Beggar"),
    EventKind.DISCARDED: N_("{player} discards {cards}"),
    EventKind.TRANSFERRED: N_("{player} passes a card to {target}"),
    EventKind.TRANSFERRED_CARD: N_("{player} passes {cards} to {target}"),
    EventKind.PICKED_UP: N_("{player} picks up {cards}"),
    EventKind.NAMED: N_("{player} names {rank}"),
    EventKind.TOOK: N_("{player} takes {cards}"),
    EventKind.TOOK_FROM_HAND: N_("{player} takes a card from {target}"),
    EventKind.GOT_UNSEEN: N_("You take {cards}"),
    EventKind.GAVE_FROM_PILE: N_("{player} gives {cards} to {target}"),
    EventKind.FOUR_STOP_OPENED: N_("4 Stop window open"),
    EventKind.STOPPED: N_("4 Stop! {player} plays {play}"),
    EventKind.DID_NOT_STOP: N_("{player} does not stop"),
    EventKind.SKIPPED: N_("{player} is skipped"),
    EventKind.RELIEF_TAKEN: N_("Relief Supplies: {player} takes {cards}"),
    EventKind.ROUND_OVER: N_("Round {number} is over"),
    EventKind.SESSION_OVER: N_("The session is over"),
}
"""The display line of each kind (RULE_FIRED shows its announcement's line)."""

_NAMES_SEAT = frozenset(
    {
        EventKind.HOLDS_THREE,
        EventKind.EXCHANGED,
        EventKind.EXCHANGE_COUNT,
        EventKind.LED,
        EventKind.PLAYED,
        EventKind.PASSED,
        EventKind.LUCKY_CROWNED,
        EventKind.FINISHED,
        EventKind.FELL,
        EventKind.DISCARDED,
        EventKind.TRANSFERRED,
        EventKind.TRANSFERRED_CARD,
        EventKind.PICKED_UP,
        EventKind.NAMED,
        EventKind.TOOK,
        EventKind.TOOK_FROM_HAND,
        EventKind.GAVE_FROM_PILE,
        EventKind.STOPPED,
        EventKind.DID_NOT_STOP,
        EventKind.RELIEF_TAKEN,
        EventKind.SKIPPED,
    }
)
"""Kinds whose display line names the acting seat."""


@quick_init
@dataclass(frozen=True)
class Event:
    """One line of the event log: ``kind`` and its facts (see :class:`EventKind`).
    ``private_to`` names the only seat that may see it."""

    kind: EventKind
    seat: int | None = None
    private_to: int | None = None
    target: int | None = None
    cards: tuple[Card, ...] = ()
    play: Play | None = None
    count: int = 0
    rank: Rank | None = None
    round_number: int = 0
    announce: Announce | None = None

    @property
    def rule(self) -> RuleId | None:
        """The rule that fired (RULE_FIRED events only)."""
        return self.announce.rule if self.announce is not None else None

    def visible_to(self, seat: int) -> bool:
        return self.private_to is None or self.private_to == seat

    def names(self, seat: int) -> bool:
        """Whether the display line names ``seat`` (as the actor or the other seat)."""
        return (self.kind in _NAMES_SEAT and self.seat == seat) or self.target == seat

    @property
    def phrase(self) -> Phrase:
        """The display line, built from the facts (seats named by :func:`seat_phrase`)."""
        if self.announce is not None:
            return self.announce.phrase
        return self.phrase_as(_EVENT_TEXT[self.kind])

    def phrase_as(self, template: Template) -> Phrase:
        """This event's facts in another sentence (a table's "you" line for the same kind)."""
        labels = cards_phrase(self.cards)
        params: dict[str, object] = {}
        if self.seat is not None:
            params["player"] = params["giver"] = seat_phrase(self.seat)
        if self.target is not None:
            params["target"] = params["receiver"] = seat_phrase(self.target)
        if self.cards:
            params["cards"] = labels
        if self.play is not None:
            params["play"] = self.play.describe()
        elif self.cards:
            params["play"] = labels
        if self.rank is not None:
            params["rank"] = rank_name(self.rank)
        params["number"] = self.round_number
        return templated(template, self.count, **params)


@dataclass(frozen=True)
class RoundResult:
    """``order``: seats by finishing place; ``roles`` and ``points`` per seat."""

    order: tuple[int, ...]
    roles: tuple[Role, ...]
    points: tuple[int, ...]
    reversed_by_rebellion: bool = False
