"""The data of a climbing session and the queries every rule step reads.

:class:`SessionCore` holds what a session is made of; the steps that change it are the
methods of its subclasses, one layer each, none importing another back:
:class:`~game.climbing.flow.RoundFlow` (effects carried out, the turn plan, trick clears,
finishing places, the round's end), :class:`~game.climbing.choices.ChoiceSteps` (pending
choices and Relief Supplies), :class:`~game.climbing.legality.PlayLegality` (what may be
played now) and, over them all, :class:`~game.climbing.state.SessionState` (creating,
applying moves, copies and views).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.climbing.hand_sets import HandSets
from game.climbing.moves import Move
from game.climbing.options import ClimbingOptions
from game.climbing.order import StrengthOrder
from game.climbing.pending import ChoiceState, Event, EventKind, Pending, Phase, RoundResult
from game.climbing.plays import Play
from game.climbing.rules import RuleHooks
from game.climbing.trick import Binding, Trick
from game.climbing.turns import Turns
from game.core.cards import Card, Rank, Suit

THREE_OF_DIAMONDS = Card(Rank.THREE, Suit.DIAMONDS)


@dataclass
class SessionCore:
    """A session of climbing-game rounds, as data (play it as :class:`~game.climbing.state.SessionState`).

    Besides its parts (``trick``, ``turns``, ``choice``) it holds the round's cards
    (``hands``, ``discard``, ``out_of_play``), the strength ``order``, the Lucky Seven
    bookkeeping, the logs, and ``epoch``, which grows whenever a round starts or ends:
    code that may end a round checks it to stop its own work. The fields the UI and the AI
    read (``top``, ``turn``, ``pending``, ...) are properties delegating to the parts.
    """

    options: ClimbingOptions
    rng: random.Random
    turns: Turns
    round_number: int = 0
    results: list[RoundResult] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    phase: Phase = Phase.PLAY
    hands: list[list[Card]] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    out_of_play: list[Card] = field(default_factory=list)
    trick: Trick = field(default_factory=Trick)
    order: StrengthOrder = StrengthOrder()
    choice: ChoiceState = field(default_factory=ChoiceState)
    lucky_seat: int | None = None
    """The seat whose Lucky Seven is armed (it becomes President if its play is on top at the clear)."""
    awaiting_clear: list[int] = field(default_factory=list)
    """Seats out of cards whose finish waits for the trick to clear (a beaten Lucky Seven that
    had emptied the hand): players who go out before that clear finish ahead of them."""
    relief_used: bool = False
    events: list[Event] = field(default_factory=list)
    history: list[tuple[int, Move]] = field(default_factory=list)
    epoch: int = 0
    round_events_start: int = 0
    _event_views: dict[int, tuple[int, int, tuple[Event, ...]]] = field(
        default_factory=dict, repr=False, compare=False
    )
    _hand_sets: dict[int, HandSets] = field(default_factory=dict, repr=False, compare=False)
    """Each seat's set plays while its hand stays the same (shared by copies: an entry is
    only read for the hand it was made of)."""
    _legal_cache: tuple[tuple[int, int, int], list[tuple[Move, Play | None]]] | None = field(
        default=None, repr=False, compare=False
    )
    rule_hooks: RuleHooks = field(init=False, repr=False, compare=False)
    """The rules of ``options`` as listing and playing read them, looked up once when the
    session object is made (a session's options never change)."""

    def __post_init__(self) -> None:
        self.rule_hooks = RuleHooks.of(self.options)

    # ----------------------------------------------------------------- the parts, as read by UI and AI

    @property
    def table_cards(self) -> list[Card]:
        return self.trick.table_cards

    @property
    def top(self) -> Play | None:
        return self.trick.top

    @property
    def top_seat(self) -> int | None:
        return self.trick.top_seat

    @property
    def passed(self) -> set[int]:
        return self.trick.passed

    @property
    def binding(self) -> Binding:
        return self.trick.binding

    @property
    def turn(self) -> int | None:
        return self.turns.turn

    @property
    def direction(self) -> int:
        return self.turns.direction

    @property
    def finished(self) -> list[int]:
        return self.turns.finished

    @property
    def fallen(self) -> list[int]:
        return self.turns.fallen

    @property
    def pending(self) -> Pending | None:
        return self.choice.pending

    @property
    def num_players(self) -> int:
        return self.options.players

    @property
    def previous(self) -> RoundResult | None:
        return self.results[-1] if self.results else None

    @property
    def previous_president(self) -> int | None:
        return self.previous.order[0] if self.previous else None

    @property
    def previous_beggar(self) -> int | None:
        return self.previous.order[-1] if self.previous else None

    # ------------------------------------------------------------- queries

    @property
    def current_player(self) -> int | None:
        """The seat the game waits for: the chooser of a pending choice, else the seat in
        turn; in ``Phase.ROUND_OVER`` the round's Beggar (who deals the next round)."""
        if self.phase == Phase.OVER:
            return None
        if self.phase == Phase.ROUND_OVER:
            return self.results[-1].order[-1]
        pending = self.choice.pending
        if pending is not None:
            return pending.seat
        return self.turns.turn

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def can_act(self, seat: int) -> bool:
        """Still in the round and holding cards."""
        return self.turns.can_act(seat, self.hands)

    def in_round(self, seat: int) -> bool:
        return self.turns.in_round(seat)

    def seats_from(self, seat: int) -> list[int]:
        """All seats in turn order (current direction), starting with ``seat``."""
        return self.turns.seats_from(seat)

    def next_acting(self, seat: int) -> int | None:
        """The next seat after ``seat`` (in direction) still holding cards in the round."""
        return self.turns.next_acting(seat, self.hands)

    def lead_with_three(self) -> None:
        """The holder of the 3♦ gets the turn (and says so: ``HOLDS_THREE``); without a 3♦ in
        play the turn stays."""
        holder = next((s for s in range(self.num_players) if THREE_OF_DIAMONDS in self.hands[s]), None)
        if holder is not None:
            self.turns.turn = holder
            self.log(Event(EventKind.HOLDS_THREE, holder))

    def log(self, event: Event) -> None:
        """Append ``event`` to the event log (the log only grows)."""
        self.events.append(event)


def remove_card(cards: list[Card], card: Card) -> None:
    """Take ``card`` out of ``cards`` (``list.remove``): looked up by identity first, since a
    listed move holds the very card objects of the hand (no two cards of a deck are equal)."""
    for index, held in enumerate(cards):
        if held is card:
            del cards[index]
            return
    cards.remove(card)
