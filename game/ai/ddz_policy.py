"""The normal heuristic as a playout policy on a full (guessed) deal.

The hard player's mid-game search judges a candidate move by how a sensible game goes on
after it: every seat then plays the normal player's move (``ddz_normal.choose_move``),
read from the seat's own view of the world. The view is built straight from the engine
state (own rank counts, cards left, the play to beat, cards not yet seen by that seat),
which is exactly what ``ddz_view.view_of`` would read from the seat's observation, only
without building the observation. Nothing here reads another seat's hand for a decision.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Hashable

from game.ai.ddz_normal import choose_bid, choose_move
from game.ai.ddz_view import TableView, full_deck_counts, shape_of
from game.doudizhu.state import DealState, Phase

#: Chance that a playout seat plays a random listed move instead of the heuristic's
#: (a little variety so that worlds with the same cards do not all play out alike).
POLICY_NOISE = 0.0


def state_view(state: DealState, seat: int) -> TableView:
    """``seat``'s view of ``state`` (what ``view_of(state.observation(seat))`` reads)."""
    rules = state.rules
    hand = tuple(state.hand_counts(seat))
    full = full_deck_counts(rules)
    played = state.played_counts
    unseen = tuple(full[r] - hand[r] - played[r] for r in range(len(full)))
    moves = tuple(state.legal_moves(seat))
    return TableView(
        seat=seat,
        players=rules.players,
        rules=rules,
        shape=shape_of(rules),
        hand=hand,
        moves=moves,
        bidding=state.phase is Phase.BIDDING,
        landlord=state.landlord,
        left=tuple(len(h) for h in state.hands),
        to_beat=state.to_beat,
        unseen=unseen,
    )


def policy_move(state: DealState, rng: random.Random) -> Hashable:
    """The normal player's move for the current player of ``state``."""
    seat = state.current_player
    assert seat is not None
    view = state_view(state, seat)
    if len(view.moves) == 1:
        return view.moves[0]
    if view.bidding:
        return choose_bid(view)
    if POLICY_NOISE and rng.random() < POLICY_NOISE:
        return rng.choice(view.moves)
    return choose_move(view)


def heuristic_playout(state: DealState, rng: random.Random, max_moves: int = 400) -> Generator[None, None, None]:
    """Play ``state`` to its end with the normal player at every seat (in place).

    A generator: it yields after every move (a move costs well under a millisecond), so
    a caller on a time budget can pause between frames or drop the playout.
    """
    for _ in range(max_moves):
        if state.is_over():
            return
        seat = state.current_player
        assert seat is not None
        state.apply(seat, policy_move(state, rng))
        yield
