"""Moves of the climbing family. Every decision, in turn or not, is one of these frozen values.

Move model for large choice spaces (7 Transfer, 10 Discard, Resurrection, exchange
give-back): the deciding seat picks ONE card per move (:class:`PickCard`) and ends early
with :class:`Done` where the rule allows "up to N"; the choice ends by itself when N cards
were picked. Q Bomb names one rank per move (:class:`NameRank`). So every move list stays
no longer than the hand (or the discard pile) plus one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.climbing.plays import Play, PlayKind
from game.core.cards import Card, Rank, sort_cards


@dataclass(frozen=True)
class PlayCards:
    """Play these cards as ``kind`` (also the answer "play" in a 4 Stop window); cards are kept
    in display order so equal selections make equal moves."""

    cards: tuple[Card, ...]
    kind: PlayKind = PlayKind.SET

    def __post_init__(self) -> None:
        if type(self.cards) is not tuple or len(self.cards) > 1:
            object.__setattr__(self, "cards", tuple(sort_cards(list(self.cards))))

    @classmethod
    def of_play(cls, play: Play) -> PlayCards:
        """The move that plays ``play`` as its kind. A play's cards are already in display
        order (:mod:`game.climbing.plays` sorts them), so they are taken as they are: the
        move listing makes one of these for every legal play."""
        move = object.__new__(cls)
        fields = move.__dict__  # frozen: filled in directly, as game.core.frozen does
        fields["cards"] = play.cards
        fields["kind"] = play.kind
        return move


@dataclass(frozen=True)
class Pass:
    """Pass (leave the trick until it is cleared), or decline a 4 Stop."""


@dataclass(frozen=True)
class PickCard:
    """Choose one card for the pending choice (give back, transfer, discard, pick up)."""

    card: Card


@dataclass(frozen=True)
class NameRank:
    """Q Bomb: name one rank; ``Rank.RED_JOKER`` names the jokers."""

    rank: Rank


class Zone(Enum):
    """Where Nero may take a card from."""

    TABLE = "table"
    DISCARD = "discard"
    HAND = "hand"


@dataclass(frozen=True)
class TakeCard:
    """Nero: take a face-up ``card`` from the table or discard pile, or a random hidden card
    from the hand of seat ``owner`` (``card`` is None then)."""

    zone: Zone
    card: Card | None = None
    owner: int | None = None


@dataclass(frozen=True)
class GiveToPlayer:
    """Zombie: give ``card`` from the discard pile to seat ``target``."""

    card: Card
    target: int


@dataclass(frozen=True)
class ReliefTake:
    """Relief Supplies: the previous Beggar takes ``card`` from the table (any time, once a round)."""

    card: Card


@dataclass(frozen=True)
class Done:
    """End an "up to N" choice early (may be the first answer: choosing nothing)."""


@dataclass(frozen=True)
class NextRound:
    """Deal the next round: the one move of a finished round (``Phase.ROUND_OVER``), made by
    the seat that came last in it (the Beggar deals)."""


Move = PlayCards | Pass | PickCard | NameRank | TakeCard | GiveToPlayer | ReliefTake | Done | NextRound
