"""What the Dou Dizhu AI reads from an observation, in rank-count form.

:func:`view_of` turns an engine observation (own hand, public facts, legal moves) into a
:class:`TableView`: rank counts of the own hand, cards left per seat, the play to beat,
the counts of cards this seat cannot see (``unseen``: every card of the game minus the
own hand minus every card played so far; the set-aside cards of the two-player table are
part of it, because nobody knows them), the teams and the hand-splitting shape of the
table. Nothing here looks at another hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.ai.doudizhu.hand import RANKS, Counts, HandShape
from game.core.frozen import quick_init
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Move, Pass
from game.doudizhu.rules import TableRules


@lru_cache(maxsize=32)
def shape_of(rules: TableRules) -> HandShape:
    """The hand-splitting parameters of a table (one object per table's rules, so the
    scores kept per shape are found again)."""
    return HandShape(
        min_straight=rules.min_straight,
        min_pair_run=rules.min_pair_run,
        min_triple_run=rules.min_airplane,
        bomb_size=rules.bomb_min,
        rocket_copies=rules.rocket_jokers // 2,
        single_attachments=ComboKind.TRIPLE_SINGLE in rules.kinds,
    )


def full_deck_counts(rules: TableRules) -> Counts:
    """How many cards of each rank the game holds."""
    return tuple([4 * rules.decks] * 13 + [rules.decks, rules.decks])


@quick_init
@dataclass(frozen=True)
class TableView:
    """One seat's knowledge of a Dou Dizhu deal (see the module docstring).

    ``to_beat`` is ``(seat, play)`` or ``None`` when this seat leads. ``left`` holds the
    number of cards in every hand. ``win_at`` is how many cards a seat may still hold and
    win: 0, or the allowance for the two-player farmer. ``called_by``: the seat that
    called the landlord in a call-and-grab auction (B.5).
    """

    seat: int
    players: int
    rules: TableRules
    shape: HandShape
    hand: Counts
    moves: tuple[Move, ...]
    bidding: bool
    landlord: int | None
    left: tuple[int, ...]
    to_beat: tuple[int, Play] | None
    unseen: Counts
    called_by: int | None = None

    @property
    def my_cards(self) -> int:
        return sum(self.hand)

    @property
    def is_landlord(self) -> bool:
        return self.landlord == self.seat

    def same_side(self, a: int, b: int) -> bool:
        """Landlord against everyone else."""
        return (a == self.landlord) == (b == self.landlord)

    def win_at(self, seat: int) -> int:
        allowance = self.rules.allowance
        if allowance is not None and seat != self.landlord:
            return allowance
        return 0

    def cards_to_go(self, seat: int) -> int:
        """Cards ``seat`` must still shed to win."""
        return max(0, self.left[seat] - self.win_at(seat))

    def opponents(self) -> list[int]:
        return [s for s in range(self.players) if not self.same_side(s, self.seat)]

    def partners(self) -> list[int]:
        return [s for s in range(self.players) if s != self.seat and self.same_side(s, self.seat)]

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def plays(self) -> list[Play]:
        return [m for m in self.moves if isinstance(m, Play)]

    def can_pass(self) -> bool:
        return any(isinstance(m, Pass) for m in self.moves)

    def bids(self) -> list[Bid]:
        return [m for m in self.moves if isinstance(m, Bid)]


def view_of(observation: Any) -> TableView:
    """Read an engine observation (``game.doudizhu.state.Observation``) into a view."""
    rules: TableRules = observation.rules
    hand = [0] * RANKS
    for card in observation.hand:
        hand[int(card.rank)] += 1
    unseen = list(full_deck_counts(rules))
    for rank in range(RANKS):
        unseen[rank] -= hand[rank]
    for _, move in observation.history:
        if isinstance(move, Play):
            for rank in move.ranks:
                unseen[int(rank)] -= 1
    return TableView(
        seat=observation.seat,
        players=rules.players,
        rules=rules,
        shape=shape_of(rules),
        hand=tuple(hand),
        moves=tuple(observation.legal_moves),
        bidding=any(isinstance(m, Bid) for m in observation.legal_moves),
        landlord=observation.landlord,
        left=tuple(observation.hand_sizes),
        to_beat=observation.to_beat,
        unseen=tuple(unseen),
        called_by=observation.called_by,
    )
