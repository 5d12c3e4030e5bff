"""The normal heuristic as a playout policy on a full (guessed) deal.

The hard player's mid-game search judges a candidate move by how a sensible game goes on
after it: every seat then plays the normal player's move (``ddz_normal.choose_move``),
read from the seat's own view of the world; an *eager* seat (the searching seat's
opponents) beats, rather than passes on, every opponent's play it can beat without a
bomb. The view is built straight from the engine state (own rank counts, cards left,
the play to beat, cards not yet seen by that seat), which is exactly what
``ddz_view.view_of`` would read from the seat's observation, only without building the
observation. Nothing here reads another seat's hand for a decision.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Generator
from operator import sub

from game.ai.doudizhu.greedy import greedy_move
from game.ai.doudizhu.hand import Counts, HandShape, hand_score
from game.ai.doudizhu.normal import SLICE_MS, after, choose_bid, choose_move, is_bomb, prepare
from game.ai.doudizhu.stakes import stake_step, strength_choice
from game.ai.doudizhu.view import TableView, full_deck_counts, shape_of
from game.doudizhu.moves import Move, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase


def _table_facts(rules: TableRules) -> tuple[HandShape, Counts]:
    """The splitting shape and full deck of a table (worked out once per rules object: kept by
    its id beside the object, as hashing the rules is a Python call)."""
    kept = _FACTS.get(id(rules))
    if kept is None or kept[0] is not rules:
        if len(_FACTS) >= 32:
            _FACTS.clear()
        kept = _FACTS[id(rules)] = (rules, shape_of(rules), full_deck_counts(rules))
    return kept[1], kept[2]


_FACTS: dict[int, tuple[TableRules, HandShape, Counts]] = {}


def state_view(state: DealState, seat: int) -> TableView:
    """``seat``'s view of ``state`` (what ``view_of(state.observation(seat))`` reads)."""
    rules = state.rules
    hand = tuple(state.hand_counts(seat))
    shape, full = _table_facts(rules)
    played = state.played_counts
    unseen = tuple(map(sub, map(sub, full, hand), played))
    moves = tuple(state.legal_moves(seat))
    return TableView(
        seat=seat,
        players=rules.players,
        rules=rules,
        shape=shape,
        hand=hand,
        moves=moves,
        bidding=state.phase is Phase.BIDDING,
        landlord=state.landlord,
        left=state.hand_sizes(),
        to_beat=state.to_beat,
        unseen=unseen,
        called_by=state.called_by,
    )


def _choice(view: TableView, eager: bool = False) -> Move:
    """The normal player's move from ``view``; an ``eager`` seat never passes on an
    opponent's play it can beat without a bomb (it beats with the play that leaves the
    best hand)."""
    if len(view.moves) == 1:
        return view.moves[0]
    step = stake_step(view)
    if step is not None:
        return strength_choice(view, step).move
    if view.bidding:
        return choose_bid(view)
    move = choose_move(view)
    if eager and isinstance(move, Pass) and view.to_beat is not None and not view.same_side(view.to_beat[0], view.seat):
        ordinary = [p for p in view.plays() if not is_bomb(p)]
        if ordinary:
            return max(ordinary, key=lambda p: hand_score(after(view, p), view.shape))
    return move


def heuristic_playout(
    state: DealState,
    max_moves: int = 400,
    slice_ms: float = SLICE_MS,
    eager: Collection[int] = (),
    greedy: Collection[int] = (),
    rng: random.Random | None = None,
) -> Generator[None, None, None]:
    """Play ``state`` to its end with the normal player at every seat (in place), the
    ``eager`` seats as eager followers (see :func:`_choice`), the ``greedy`` ones (seats
    read as greedy players, ``ddz_greedy``) as greedy players, drawing their random
    moves from ``rng`` (needed when there are any).

    The normal player is deterministic: the variety comes from the sampled worlds (and
    the greedy seats' random moves).

    A generator: it yields after every move, once the mover's moves are listed, and, on a
    table of two decks, while the hands its listed plays would leave are split for longer
    than ``slice_ms`` (a big two-deck hand can take tens of milliseconds), so a caller on a
    time budget can pause between frames or drop the playout. A one-deck hand's plays are
    split in a millisecond or two, within the move's own choice (splitting them ahead
    as well would look every hand up twice).
    """
    for _ in range(max_moves):
        if state.is_over():
            return
        seat = state.current_player
        assert seat is not None
        view = state_view(state, seat)
        yield  # listing the moves of a big hand can take a few milliseconds
        if seat in greedy and state.phase is Phase.PLAYING and len(view.moves) > 1:
            assert rng is not None, "greedy seats draw from a seeded generator"
            state.apply(seat, greedy_move(view, rng))
            yield
            continue
        if len(view.moves) > 1 and state.rules.decks > 1:
            yield from prepare(view, slice_ms)
        state.apply(seat, _choice(view, seat in eager))
        yield
