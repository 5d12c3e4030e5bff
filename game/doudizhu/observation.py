"""What a seat may know of a deal: the phase and the ``Observation`` value.

An observation holds the seat's own hand and the public facts only: hand sizes, the
auction, the plays and passes, the bottom once the landlord has taken it, the wild
rank, the clock, the result and the seat's legal moves; with the B.5 options also the
calls, grabs, doubles and the open-hand choice (``stake_events``) and, once the
landlord showed the hand, that hand (``open_cards``). It never holds another hand
(except an open one) or the two-player table's set-aside cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from enum import Enum
from operator import attrgetter

from game.core.cards import Card, Rank
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Move, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.scoring import DealResult
from game.doudizhu.stakes import StakeEvent


class Phase(Enum):
    """Where a deal stands."""

    BIDDING = "bidding"  # the points auction, or the call-and-grab auction (B.5)
    DOUBLING = "doubling"  # B.5: the farmers, then the landlord, may double
    OPENING = "opening"  # B.5: the landlord may show the hand before the first play
    PLAYING = "playing"
    OVER = "over"


_RANK_OF = attrgetter("rank")
_RANKS = range(15)


def rank_counts(cards: Sequence[Card]) -> list[int]:
    """Cards as a rank-count array (index = ``Rank`` value): the ranks as one byte
    string, counted rank by rank (no Python-level step per card)."""
    return list(map(bytes(map(_RANK_OF, cards)).count, _RANKS))


@dataclass(frozen=True)
class Observation:
    """What one seat may know: its own hand and the public facts, never another hand,
    never the set-aside cards, the bottom only once the landlord has taken it.

    B.5: ``called_by`` the seat that called (call and grab), ``grabs`` the grabs so
    far, ``doubles`` each seat's double (``None``: not decided), ``opened`` and
    ``open_cards`` (the landlord's hand as it is now, once shown)."""

    seat: int
    rules: TableRules
    phase: Phase
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    bottom: tuple[Card, ...] | None
    first_bidder: int
    bid: int
    bids: tuple[int | None, ...]
    auction: tuple[tuple[int, Bid], ...]
    landlord: int | None
    multiplier: int
    wild_rank: Rank | None
    to_beat: tuple[int, Play] | None
    history: tuple[tuple[int, Play | Pass], ...]
    plays_made: tuple[int, ...]
    played_counts: tuple[int, ...]
    bombs_played: int
    redeals: int
    turn_left_ms: int | None
    deal_left_ms: int | None
    turn_timed_out: bool
    result: DealResult | None
    legal_moves: tuple[Move, ...]
    called_by: int | None = None
    grabs: int = 0
    doubles: tuple[int | None, ...] = ()
    opened: bool = False
    open_cards: tuple[Card, ...] | None = None
    stake_events: tuple[StakeEvent, ...] = ()

    @property
    def hand_counts(self) -> list[int]:
        """The own hand as a rank-count array."""
        return rank_counts(self.hand)


#: The field names of ``Observation``, for :func:`observation_of`.
OBSERVATION_FIELDS: frozenset[str] = frozenset(field.name for field in fields(Observation))


def observation_of(values: dict[str, object]) -> Observation:
    """An ``Observation`` equal to ``Observation(**values)``, built several times faster.

    A frozen dataclass's ``__init__`` sets each of its 25 fields through
    ``object.__setattr__``; the engine builds one observation per move, so it hands
    over the whole field dictionary at once (``values`` becomes the instance's
    dictionary: do not reuse it). ``values`` must hold every field of
    ``OBSERVATION_FIELDS`` and nothing else.
    """
    if len(values) != len(OBSERVATION_FIELDS):
        raise TypeError(f"observation fields differ: {sorted(values.keys() ^ OBSERVATION_FIELDS)}")
    observation = object.__new__(Observation)
    object.__setattr__(observation, "__dict__", values)
    return observation
