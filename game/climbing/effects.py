"""Declarative effects returned by house-rule hooks; the engine (``state.py``) carries them out.

Effects run in the order the registry fires rules (``rules.FIRING_ORDER``); an effect that
asks a seat to choose (:class:`AskChoice`) pauses the rest until the choice is finished.
Turn effects (``Act.CUT_TRICK``, :class:`SkipPlayers`, ``Act.REVERSE_TURNS``,
``Act.OPEN_FOUR_STOP``) are gathered into the turn plan and applied after every other effect.
An effect that needs no data beyond what it is is a member of :class:`Act`; the others are
frozen dataclasses of their facts.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.climbing.options import RuleId
from game.climbing.trick import Binding
from game.core.cards import SUITS, Rank, Suit, rank_phrase
from game.core.reason import Phrase, Template, templated


class ChoiceKind(Enum):
    """What a pending choice asks for."""

    EXCHANGE = "exchange"
    TRANSFER = "transfer"
    DISCARD = "discard"
    NAME_RANKS = "name_ranks"
    NERO = "nero"
    RESURRECT = "resurrect"
    ZOMBIE = "zombie"
    FOUR_STOP = "four_stop"


class Who(Enum):
    """Whom a forced discard hits."""

    OTHERS = "others"
    NEXT = "next"


@dataclass(frozen=True)
class Announce:
    """Rule ``rule`` fired; ``count``, ``rank`` and ``suits`` are its facts (how many cards,
    which rank, which suits). ``text`` is only the display line: a message id (or, with a
    count, its singular and plural forms) whose fields
    (``{count}``, ``{rank}``, ``{suits}``) are filled from those facts. Nobody reads ``text``
    to learn what happened: read ``rule`` and the facts."""

    rule: RuleId
    text: Template
    count: int | None = None
    rank: Rank | None = None
    suits: frozenset[Suit] = frozenset()

    @property
    def phrase(self) -> Phrase:
        """The display line, built from the facts."""
        params: dict[str, object] = {}
        if self.rank is not None:
            params["rank"] = rank_phrase(self.rank)
        if self.suits:
            params["suits"] = " ".join(suit.value for suit in SUITS if suit in self.suits)
        if self.count is not None:
            return templated(self.text, self.count, **params)
        assert isinstance(self.text, str), "a counted announcement needs its count"
        return Phrase.of(self.text, **params)


class Act(Enum):
    """The effects that carry no data: each member is an effect of its own."""

    FLIP_STRENGTH = "flip_strength"
    """Revolution family: reverse the base direction for the rest of the round (ends J Back)."""
    END_BINDING = "end_binding"
    """Sandstorm: the trick's Binding ends."""
    CUT_TRICK = "cut_trick"
    """Clear the trick after this play; the player leads (or the next player if they went out)."""
    OPEN_FOUR_STOP = "open_four_stop"
    """After the cut, ask every other holder of a natural pair of 4s: play them or pass."""
    REVERSE_TURNS = "reverse_turns"
    """9 Reverse: the turn order reverses."""
    ARM_LUCKY_SEVEN = "arm_lucky_seven"
    """If this play is still on top when the trick clears, its player becomes President."""
    CROWN_PRESIDENT = "crown_president"
    """The player becomes President at once; cards left in hand go to the discard pile."""
    END_ROUND_REVERSED = "end_round_reversed"
    """Rebellion: the round ends; the order is the reverse of the previous round's."""


@dataclass(frozen=True)
class SetNewOrder:
    """New Order: the strength order starts again at ``rank`` for the rest of the round."""

    rank: Rank


@dataclass(frozen=True)
class StartJBack:
    """Reverse until ``clears`` trick clears happened (no second flip if already reversed by J Back)."""

    clears: int


@dataclass(frozen=True)
class Bind:
    """A Binding takes effect: later plays of the trick must follow ``binding`` (hold its suits
    and/or go one rank up)."""

    binding: Binding


@dataclass(frozen=True)
class AskChoice:
    """The player who played must choose: ``count`` picks at most (0 = as many as the source holds)."""

    kind: ChoiceKind
    count: int


@dataclass(frozen=True)
class DiscardStrongest:
    """Each hit player discards ``min(count, hand size - 1)`` strongest cards (ties at random)."""

    who: Who
    count: int


@dataclass(frozen=True)
class DiscardRanks:
    """Each hit player discards every card of ``ranks``; with ``keep_one`` a hand made only of those
    ranks keeps its weakest card."""

    who: Who
    ranks: frozenset[Rank]
    keep_one: bool


@dataclass(frozen=True)
class SkipPlayers:
    """5 Skip: the next ``count`` players lose their turn."""

    count: int


@dataclass(frozen=True)
class DropToBeggar:
    """Downfall: ``seat`` leaves the round as Beggar; its cards go to the discard pile."""

    seat: int


Effect = (
    Announce | Act | SetNewOrder | StartJBack | Bind | AskChoice | DiscardStrongest | DiscardRanks | SkipPlayers
    | DropToBeggar
)
