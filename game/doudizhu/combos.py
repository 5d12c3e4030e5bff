"""Dou Dizhu combinations: kinds, bomb classes, the ``Play`` value and its order.

A ``Play`` is one reading of a set of cards. ``ranks`` are the printed ranks of the
cards that leave the hand (sorted); ``stands_for`` says what each of those cards counts
as (the same as ``ranks`` unless wild cards stand in for other ranks, B.4). Both tuples
are in the same canonical order: by printed rank, then by what the card stands for, so
two equal readings are equal values. ``main`` is the rank that decides strength (the
highest core rank); ``length`` is the number of ranks in a run (straight, pair run,
airplane core), 1 otherwise; ``bomb`` is the class of a bomb, ``None`` for other kinds.

Order (docs/RULES.md B.1, B.2, B.4): a rocket beats everything; a bomb beats every ordinary
play; bombs compare by ``bomb_key``; ordinary plays only beat plays of the same kind
and length with a lower ``main``. Attachments (kickers, wings) never decide strength.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.cards import Rank, rank_phrase
from game.core.reason import Joined, Phrase
from game.i18n import N_


class ComboKind(Enum):
    """Every combination kind of any table; a table allows a subset of them."""

    SINGLE = "single"
    PAIR = "pair"
    TRIPLE = "triple"
    TRIPLE_SINGLE = "triple_single"
    TRIPLE_PAIR = "triple_pair"
    STRAIGHT = "straight"
    PAIR_RUN = "pair_run"
    AIRPLANE = "airplane"
    AIRPLANE_SINGLES = "airplane_singles"
    AIRPLANE_PAIRS = "airplane_pairs"
    FOUR_TWO_SINGLES = "four_two_singles"
    FOUR_TWO_PAIRS = "four_two_pairs"
    BOMB = "bomb"
    ROCKET = "rocket"

    # Members are singletons compared by identity, so the identity hash agrees with
    # equality; it is computed in C, while Enum's default hashes the name in Python (plays
    # are hashed constantly by the AI's caches).
    __hash__ = object.__hash__

    def name_phrase(self) -> Phrase:
        """The translatable name of the kind ("pair run")."""
        return Phrase.of(KIND_NAMES[self])


KIND_NAMES: dict[ComboKind, str] = {
    ComboKind.SINGLE: N_("single"),
    ComboKind.PAIR: N_("pair"),
    ComboKind.TRIPLE: N_("triple"),
    ComboKind.TRIPLE_SINGLE: N_("triple with a single"),
    ComboKind.TRIPLE_PAIR: N_("triple with a pair"),
    ComboKind.STRAIGHT: N_("straight"),
    ComboKind.PAIR_RUN: N_("pair run"),
    ComboKind.AIRPLANE: N_("airplane"),
    ComboKind.AIRPLANE_SINGLES: N_("airplane with wings"),
    ComboKind.AIRPLANE_PAIRS: N_("airplane with pair wings"),
    ComboKind.FOUR_TWO_SINGLES: N_("four with two"),
    ComboKind.FOUR_TWO_PAIRS: N_("four with two pairs"),
    ComboKind.BOMB: N_("bomb"),
    ComboKind.ROCKET: N_("rocket"),
}

#: Kinds whose ``length`` counts the ranks of a run (and must match to beat).
RUN_KINDS = frozenset(
    {
        ComboKind.STRAIGHT,
        ComboKind.PAIR_RUN,
        ComboKind.AIRPLANE,
        ComboKind.AIRPLANE_SINGLES,
        ComboKind.AIRPLANE_PAIRS,
    }
)
#: B.4 Decision: a pure-wild bomb of size n ranks above every other bomb of size n.
PURE_WILD_TOPS_ITS_SIZE = True
#: B.4 Decision: at the same size and rank a natural bomb beats a soft one.
NATURAL_BEATS_SOFT = True


class BombClass(Enum):
    """B.4: what a bomb is made of."""

    NATURAL = "natural"  # no wild card stands in for another rank
    SOFT = "soft"  # some wild cards stand in
    PURE_WILD = "pure_wild"  # only wild cards

    __hash__ = object.__hash__  # as ComboKind's


BOMB_CLASS_NAMES: dict[BombClass, str] = {
    BombClass.NATURAL: N_("natural bomb"),
    BombClass.SOFT: N_("soft bomb"),
    BombClass.PURE_WILD: N_("pure-wild bomb"),
}


def rank_text(rank: Rank) -> str:
    """Rank notation of the bot interface and tests: ``3``..``9``, ``T``, ``J``..``2``, ``BJ``, ``RJ``
    (players read :func:`game.core.cards.rank_phrase`)."""
    if rank == Rank.BLACK_JOKER:
        return "BJ"
    if rank == Rank.RED_JOKER:
        return "RJ"
    return rank.symbol


@dataclass(frozen=True, slots=True)
class Play:
    """One reading of the cards that leave a hand; also the move that plays them."""

    kind: ComboKind
    ranks: tuple[Rank, ...]
    stands_for: tuple[Rank, ...]
    main: Rank
    length: int = 1
    bomb: BombClass | None = None

    @property
    def size(self) -> int:
        """Number of cards."""
        return len(self.ranks)

    @property
    def wild_count(self) -> int:
        """How many cards stand in for another rank."""
        return sum(1 for printed, meant in zip(self.ranks, self.stands_for, strict=True) if printed != meant)

    def name(self) -> Phrase:
        """The kind's name, or the bomb class on a wild table ("soft bomb")."""
        if self.bomb is not None and self.bomb is not BombClass.NATURAL:
            return Phrase.of(BOMB_CLASS_NAMES[self.bomb])
        return self.kind.name_phrase()

    def cards_text(self) -> str:
        """The cards grouped by what they count as, biggest group first ("333 444 5 6").

        A group with wild cards standing in shows the printed cards, then what they
        count as: ``337=333``.
        """
        groups: dict[Rank, list[Rank]] = {}
        for printed, meant in zip(self.ranks, self.stands_for, strict=True):
            groups.setdefault(meant, []).append(printed)
        ordered = sorted(groups, key=lambda rank: (-len(groups[rank]), rank))
        texts = []
        for meant in ordered:
            text = "".join(rank_text(rank) for rank in groups[meant])
            if any(rank != meant for rank in groups[meant]):
                text += "=" + rank_text(meant) * len(groups[meant])
            texts.append(text)
        return " ".join(texts)

    def cards_phrase(self) -> Joined:
        """The cards as players read them, grouped like :meth:`cards_text` ("10 10  J J",
        "rocket Black Joker Red Joker"; a stand-in shows what it counts as, ``Q=9``)."""
        groups: dict[Rank, list[Rank]] = {}
        for printed, meant in zip(self.ranks, self.stands_for, strict=True):
            groups.setdefault(meant, []).append(printed)
        ordered = sorted(groups, key=lambda rank: (-len(groups[rank]), rank))
        parts = []
        for meant in ordered:
            cards = tuple(
                rank_phrase(printed)
                if printed == meant
                else Joined("", (), (rank_phrase(printed), "=", rank_phrase(meant)), "")
                for printed in groups[meant]
            )
            parts.append(Joined("", (), cards))
        wide = any(len(printed) > 1 for printed in groups.values())
        return Joined("", (), tuple(parts), "  " if wide else " ")

    def describe(self) -> Phrase:
        """Name and cards as players read them, such as "pair run 5 5  6 6  7 7"."""
        return Phrase.of(N_("{kind} {cards}"), kind=self.name(), cards=self.cards_phrase())


def bomb_key(play: Play) -> tuple[int, int, int, int]:
    """Strength of a bomb among bombs: size, then pure-wild, then rank, then natural.

    More cards beat fewer (two decks); a pure-wild bomb tops its size; same size and
    rank: natural beats soft.
    """
    pure = 1 if PURE_WILD_TOPS_ITS_SIZE and play.bomb is BombClass.PURE_WILD else 0
    natural = 1 if NATURAL_BEATS_SOFT and play.bomb is not BombClass.SOFT else 0
    return (len(play.ranks), pure, int(play.main), natural)


def beats(play: Play, table_play: Play) -> bool:
    """Whether ``play`` may be played on ``table_play``.

    The order is the same on every table, so it takes no table rules (which kinds exist
    is the enumerator's business).
    """
    if table_play.kind is ComboKind.ROCKET:
        return False
    if play.kind is ComboKind.ROCKET:
        return True
    if play.kind is ComboKind.BOMB:
        if table_play.kind is not ComboKind.BOMB:
            return True
        return bomb_key(play) > bomb_key(table_play)
    return (
        play.kind is table_play.kind
        and play.length == table_play.length
        and len(play.ranks) == len(table_play.ranks)
        and play.main > table_play.main
    )
