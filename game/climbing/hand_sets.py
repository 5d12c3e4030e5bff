"""The set plays of one hand, by rank and size, each with its move, kept from listing to listing.

Listing a seat's moves makes the same sets again and again: a seat that passed lists an
unchanged hand at its next turn, and a play only takes away cards of one rank. So a
:class:`HandSets` holds, for one snapshot of a hand, every set the hand can form, as one
:class:`SetGroup` per rank (ranks in the order they first appear in the hand, the
jokers-only sets last, under the joker rank). A leader's sets are all the groups' sets; a
follower's are the sets of the table's size in the groups of stronger ranks, taken whole.
:meth:`HandSets.after_play` carries the groups over to the hand a play leaves: only the
groups of the played ranks are made again (all of them when a wild joker was played, as
any natural set may hold it). When a rank's cards do not lie together in the hand (a
guessed hand of the hard AI keeps its dealt order), a play can move a played rank's first
card past other ranks, so the groups are then put back in the order of their first cards.

Invariant: the sets listed for a size are, play for play and in order, what the rules of
:func:`~game.climbing.plays.rank_sets` and :func:`~game.climbing.plays.joker_only_sets`
make of the snapshot ``hand`` with that many cards; every move is
:meth:`~game.climbing.moves.PlayCards.of_play` of its play.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.climbing.moves import Move, PlayCards
from game.climbing.options import ClimbingOptions, JokerRole
from game.climbing.plays import JOKER_RANK, Play, joker_fills, joker_only_sets, rank_sets, split_hand
from game.core.cards import Card, Rank

Listed = tuple[PlayCards, Play]
"""A play move with the play it makes."""


class SetGroup:
    """The sets of one rank, made from its ``cards`` on first use, one size at a time: a
    natural rank (with the hand's joker ``fills``, :func:`~game.climbing.plays.joker_fills`),
    or the joker rank (``cards``: the jokers, played alone). ``made`` maps a size (None:
    every size) to its sets in listing order; a size not there yet is made by :meth:`sets`.
    What it lists depends only on the values it was made with."""

    __slots__ = ("cards", "fills", "made", "options", "rank")

    def __init__(self, rank: Rank, cards: list[Card], fills: list[tuple[Card, ...]], options: ClimbingOptions) -> None:
        self.rank = rank
        self.cards = cards
        self.fills = fills
        self.options = options
        self.made: dict[int | None, list[Listed]] = {}

    def sets(self, size: int | None) -> list[Listed]:
        """The sets of ``size`` cards (every size if None), in listing order."""
        made = self.made.get(size)
        if made is not None:
            return made
        every = self.made.get(None)
        if every is not None:  # the sets of one size are those of every size with that many cards
            made = [listed for listed in every if len(listed[1].cards) == size]
        else:
            if self.rank is JOKER_RANK:
                plays = joker_only_sets(self.cards, self.options, size)
            else:
                plays = rank_sets(self.rank, self.cards, self.fills, size)
            of_play = PlayCards.of_play
            made = [(of_play(play), play) for play in plays]
        self.made[size] = made
        return made


def _grouped(hand: list[Card]) -> bool:
    """Whether each rank's cards lie together in ``hand`` (then taking cards away never
    changes the order in which the ranks first appear)."""
    seen: set[Rank] = set()
    previous: Rank | None = None
    for card in hand:
        rank = card.rank
        if rank is not previous:
            if rank in seen:
                return False
            seen.add(rank)
            previous = rank
    return True


@dataclass(frozen=True)
class HandSets:
    """The sets of the snapshot ``hand`` under ``options`` (see the module docstring)."""

    hand: list[Card]
    options: ClimbingOptions
    groups: list[SetGroup]
    grouped: bool

    @classmethod
    def of(cls, hand: list[Card], options: ClimbingOptions) -> HandSets:
        """The sets of ``hand`` (a snapshot of it is kept; no set is made yet)."""
        by_rank, jokers = split_hand(hand)
        fills = joker_fills(jokers, options)
        groups = [SetGroup(rank, cards, fills, options) for rank, cards in by_rank.items()]
        if jokers:
            groups.append(SetGroup(JOKER_RANK, jokers, fills, options))
        return cls(list(hand), options, groups, _grouped(hand))

    def matches(self, hand: list[Card], options: ClimbingOptions) -> bool:
        """Whether these are the sets of ``hand`` under ``options`` (the same cards in the same order)."""
        return options is self.options and hand == self.hand

    def every(self) -> list[tuple[Move, Play | None]]:
        """Every set, in listing order (a leader's sets; typed as the move listing's entries)."""
        return [listed for group in self.groups for listed in group.sets(None)]

    def of_size(self, size: int, strengths: tuple[int, ...] | None = None, above: int = -1) -> list[Listed]:
        """The sets of ``size`` cards in listing order; with ``strengths`` (of the order in
        force) only those of ranks stronger than ``above`` (the others are not made)."""
        if strengths is None:
            return [listed for group in self.groups for listed in group.sets(size)]
        made: list[Listed] = []
        for group in self.groups:
            if strengths[group.rank] > above:
                sets = group.made.get(size)  # the made sets read at once (the hot path of following)
                made += group.sets(size) if sets is None else sets
        return made

    def after_play(self, cards: tuple[Card, ...], hand: list[Card]) -> HandSets:
        """The sets of ``hand``, which is this snapshot less the played ``cards``."""
        options = self.options
        played = {JOKER_RANK if card.suit is None else card.rank for card in cards}
        if JOKER_RANK in played and options.joker_role is JokerRole.WILD:
            return HandSets.of(hand, options)
        groups: list[SetGroup] = []
        for group in self.groups:
            rank = group.rank
            if rank not in played:
                groups.append(group)
                continue
            if rank is JOKER_RANK:
                left = [card for card in hand if card.suit is None]
            else:
                left = [card for card in hand if card.rank is rank]
            if left:
                groups.append(SetGroup(rank, left, group.fills, options))
        if not self.grouped and any(group.rank in played for group in groups):
            groups = _by_first_card(groups, hand)  # a played rank left in the hand may have moved
        return HandSets(list(hand), options, groups, self.grouped)


def _by_first_card(groups: list[SetGroup], hand: list[Card]) -> list[SetGroup]:
    """``groups`` (the natural ranks' and the jokers' of ``hand``) in listing order: the
    natural ranks in the order they first appear in ``hand``, the jokers last."""
    first: dict[Rank, int] = {}
    for index, card in enumerate(hand):
        first.setdefault(card.rank, index)
    naturals = sorted((group for group in groups if group.rank is not JOKER_RANK), key=lambda g: first[g.rank])
    return naturals + [group for group in groups if group.rank is JOKER_RANK]
