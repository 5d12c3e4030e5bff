"""Our engine's state of a game the referee plays, kept in lockstep with it.

Our players decide from an observation of *our* engine, so every game keeps a
:class:`Mirror`: a ``DealState`` dealt the same hands (landlord seat 0, the bottom in
its hand and shown to all, no auction: the landlord is fixed by the deal) to which every
move of the referee's action sequence is applied in turn, read as the referee read it.

A move our rules do not list (DouZero allows a few attachments this project's rules
refuse, and reads a few card sets differently) is applied as a fact: the state is
rebuilt from an observation with the play appended (``DealState.from_observation``),
counted in ``foreign_moves``. :meth:`Mirror.check` compares the acting seat's hand and
the play to beat with the referee's before every decision of ours (:class:`OutOfStep`
when they differ) and counts the decisions where the two engines list different moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from game.core.cards import Card
from game.doudizhu.moves import Move, Pass
from game.doudizhu.notation import deal_cards
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from tools.arena.bridge import Reading, foreign_play, play_for, to_douzero, to_douzero_cards, to_ranks
from tools.arena.deals import Deal

Reader = Callable[[Sequence[int], Sequence[Move]], "Reading | None"]
"""The referee's reading of a move (``None``: a pass), given our engine's listed moves
at that point (DouZero's detector reads the cards alone; our own referee picks among
the listed readings: ``bridge.listed_reading``)."""

LANDLORD_SEAT = 0


class OutOfStep(Exception):
    """Our engine's mirror and the referee disagree about the game."""


@dataclass
class MirrorCounts:
    """What the mirrors of a match saw: moves applied outside our rules, decisions
    checked, decisions where our engine listed a move the referee did not
    (``ours_only``) or the referee one ours did not (``theirs_only``), and our players'
    plays the referee read otherwise than they meant (``reread``: ``444555666 333``
    meant as an airplane with wings is DouZero's airplane of four)."""

    foreign_moves: int = 0
    checked: int = 0
    ours_only: int = 0
    theirs_only: int = 0
    reread: int = 0


def dealt_state(deal: Deal, rules: TableRules | None = None) -> DealState:
    """Our engine's deal in play: the three hands, landlord seat 0 holding (and showing)
    the bottom, stake 1, and no auction (so no player reads a bid into a hand)."""
    rules = TableRules.three() if rules is None else rules
    hands = deal_cards([rank_counts_of(hand) for hand in deal.hands])
    bottom: list[Card] = []
    spare = list(hands[LANDLORD_SEAT])
    for rank in to_ranks(deal.bottom):
        card = next(card for card in spare if card.rank == rank)
        spare.remove(card)
        bottom.append(card)
    arranged = DealState.arranged(rules, hands, landlord=LANDLORD_SEAT)
    seen = replace(arranged.observation(LANDLORD_SEAT), auction=(), bids=(None,) * rules.players, bottom=tuple(bottom))
    return DealState.from_observation(seen, hands)


def rank_counts_of(cards: Sequence[int]) -> list[int]:
    """A rank-count array of DouZero card numbers."""
    counts = [0] * 15
    for rank in to_ranks(cards):
        counts[rank] += 1
    return counts


class Mirror:
    """Our engine's copy of one game (see the module docstring)."""

    def __init__(self, deal: Deal, counts: MirrorCounts | None = None) -> None:
        self.state = dealt_state(deal)
        self.applied = 0
        self.counts = MirrorCounts() if counts is None else counts

    def sync(self, actions: Sequence[Sequence[int]], read: Reader) -> None:
        """Apply the referee's actions not applied yet."""
        while self.applied < len(actions):
            cards = actions[self.applied]
            seat = self.state.current_player
            listed = self.state.legal_moves(seat) if seat is not None else []
            self.apply(cards, read(cards, listed))

    def apply(self, cards: Sequence[int], reading: Reading | None) -> None:
        """Apply the next action: a pass (``reading is None``) or a play of ``cards``."""
        state = self.state
        seat = state.current_player
        if seat is None:
            raise OutOfStep("the mirrored deal is over but the referee plays on")
        self.applied += 1
        if reading is None:
            if cards:
                raise OutOfStep(f"a pass with cards {list(cards)}")
            state.apply(seat, Pass())
            return
        play = play_for(cards, reading, state.legal_moves(seat))
        if play is not None:
            state.apply(seat, play)
            return
        self.counts.foreign_moves += 1
        self._apply_foreign(seat, cards, reading)

    def _apply_foreign(self, seat: int, cards: Sequence[int], reading: Reading) -> None:
        """Apply a play our rules do not list, as a fact (never a bomb or the rocket:
        both engines list the same of those)."""
        state = self.state
        play = foreign_play(cards, reading)
        hands = [list(hand) for hand in state.hands]
        for rank in play.ranks:
            card = next((card for card in hands[seat] if card.rank == rank), None)
            if card is None:
                raise OutOfStep(f"seat {seat} does not hold {list(cards)}")
            hands[seat].remove(card)
        played = list(state.played_counts)
        for rank in play.ranks:
            played[rank] += 1
        made = list(state.plays_made)
        made[seat] += 1
        seen = state.observation(seat)
        after = replace(
            seen,
            current_player=(seat + 1) % state.rules.players,
            hand=tuple(hands[seat]),
            hand_sizes=tuple(map(len, hands)),
            to_beat=(seat, play),
            history=(*seen.history, (seat, play)),
            plays_made=tuple(made),
            played_counts=tuple(played),
            legal_moves=(),
        )
        self.state = DealState.from_observation(after, hands)

    def check(self, seat: int, hand: Sequence[int], last_move: Sequence[int], legal: Sequence[Sequence[int]]) -> None:
        """Before ``seat`` decides: the same hand and the same play to beat as the
        referee's (:class:`OutOfStep` otherwise); count differences in the legal moves."""
        state = self.state
        if state.current_player != seat:
            raise OutOfStep(f"seat {seat} is asked to move, the mirror has seat {state.current_player} to move")
        ours = to_douzero_cards(card.rank for card in state.hands[seat])
        if ours != sorted(hand):
            raise OutOfStep(f"seat {seat} holds {ours} here, {sorted(hand)} at the referee")
        to_beat = [] if state.to_beat is None else to_douzero(state.to_beat[1])
        if to_beat != sorted(last_move):
            raise OutOfStep(f"the play to beat is {to_beat} here, {sorted(last_move)} at the referee")
        listed = {tuple(to_douzero(move)) for move in state.legal_moves(seat)}
        theirs = {tuple(sorted(move)) for move in legal}
        self.counts.checked += 1
        self.counts.ours_only += bool(listed - theirs)
        self.counts.theirs_only += bool(theirs - listed)
