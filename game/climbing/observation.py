"""What one seat may see of a climbing session: its own hand and public facts only."""

from __future__ import annotations

from dataclasses import dataclass

from game.climbing.moves import Move
from game.climbing.options import ClimbingOptions
from game.climbing.order import StrengthOrder
from game.climbing.pending import Event, Pending, Phase
from game.climbing.plays import Play
from game.climbing.trick import Binding
from game.core.cards import Card


@dataclass(frozen=True)
class ClimbingObservation:
    """A seat's view. ``hand_counts`` are public; ``discard`` is face up; ``events`` holds this
    round's public events plus this seat's private ones (exchanges it took part in, cards it took unseen);
    ``legal_moves`` are this seat's moves now (possibly out of turn); ``awaiting_clear``: seats
    out of cards whose finish waits for the trick to clear (a beaten Lucky Seven)."""

    seat: int
    options: ClimbingOptions
    round_number: int
    phase: Phase
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    table_cards: tuple[Card, ...]
    top: Play | None
    top_seat: int | None
    discard: tuple[Card, ...]
    passed: frozenset[int]
    turn: int | None
    current_player: int | None
    direction: int
    order: StrengthOrder
    binding: Binding
    finished: tuple[int, ...]
    fallen: tuple[int, ...]
    pending: Pending | None
    lucky_seat: int | None
    awaiting_clear: tuple[int, ...]
    previous_order: tuple[int, ...] | None
    scores: tuple[int, ...]
    events: tuple[Event, ...]
    legal_moves: tuple[Move, ...]

    @property
    def num_players(self) -> int:
        return len(self.hand_counts)
