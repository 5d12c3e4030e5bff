"""Playing a daily deal: its rules, its first state, its computer players, what it came to,
and the hard computer's play of the same deal from the player's seat. No pygame here.

Rules: the daily deal is played under the seed rules of its table (docs/RULES.md): at a Dou
Dizhu table the table's own rules with no clock and none of the B.5 options (a wild rank is
not drawn); at a climbing table the preset's default house rules, the table's seats, one round
(a first round: no roles yet, so no exchange). The opponents are the *normal* computer,
seeded from the deal (seat ``s`` with ``seed * 10 + s``, as the table controllers seed their
players), so everyone meets the same opponents, who answer deterministically to whatever is
played.

The computer's play (:func:`computer_play`) replays the whole deal, the auction included,
with the *hard* computer at seat 0 on a budget of work (:data:`REPLAY_WORLDS` worlds per
decision, never time), so it is the same on every machine and every run; it is a generator
that yields between slices of thinking, so a frame loop can run it in the background.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import replace
from typing import Any

from game.ai.factory import make_climbing_player, make_doudizhu_player
from game.ai.player import Player
from game.climbing.options import ClimbingOptions, preset_options
from game.climbing.pending import EventKind
from game.climbing.state import SessionState
from game.daily_record import DailyScore
from game.doudizhu.moves import Pass as DoudizhuPass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from game.settings import DouDizhuOptions, GameId
from game.table.daily.deal import DailyDeal
from game.table.registry import Family, climbing_preset, doudizhu_rules, entry
from game.table.statistics import climbing_outcome, doudizhu_outcome

PLAYER_SEAT = 0
"""The player's seat at every daily table."""
OPPONENT_LEVEL = "normal"
"""The opponents' level at the daily tables (deterministic: no thinking budget)."""
REPLAY_WORLDS = 16
"""The hard computer's budget per decision in its play of the daily deal: worlds searched,
a budget of work (the same on every machine)."""
MAX_REPLAY_MOVES = 5000
"""A guard against engine bugs: a deal never needs this many moves."""

DailyState = DealState | SessionState


def doudizhu_daily_rules(game: GameId) -> TableRules:
    """The seed rules of the Dou Dizhu table ``game``: no clock, no wild rank, no B.5 option."""
    return doudizhu_rules(game, DouDizhuOptions(clock=False))


def climbing_daily_options(game: GameId) -> ClimbingOptions:
    """The preset of the climbing table ``game`` at its defaults, the table's seats (four at
    Daifugo and President, five at UECda), one round."""
    return replace(preset_options(climbing_preset(game)), players=entry(game).seats, rounds=1)


def doudizhu_start(deal: DailyDeal) -> DealState:
    """The auction of the Dou Dizhu ``deal``, with the deal's own cards and first bidder."""
    return DealState.dealt(
        doudizhu_daily_rules(deal.game), deal.hands, deal.bottom, deal.first_bidder, deal.seed, deal.set_aside
    )


def climbing_start(deal: DailyDeal) -> SessionState:
    """The first lead of the climbing ``deal``'s one round, with the deal's own cards."""
    return SessionState.dealt(climbing_daily_options(deal.game), deal.hands, deal.seed)


def start_state(deal: DailyDeal) -> DailyState:
    """The engine's state at the start of ``deal``: the auction (Dou Dizhu) or the first
    lead (climbing), with the deal's own cards."""
    return doudizhu_start(deal) if entry(deal.game).family is Family.DOUDIZHU else climbing_start(deal)


def player_seed(deal: DailyDeal, seat: int) -> int:
    """The seed of ``seat``'s computer player (as the table controllers seed theirs)."""
    return deal.seed * 10 + seat


def result_of(state: DailyState, seat: int = PLAYER_SEAT) -> DailyScore | None:
    """What the finished ``state`` came to for ``seat``: its role (the side at Dou Dizhu, the
    role its place gives at a climbing table), whether it won (the statistics' rule), its
    points, its plays of cards and its place (climbing); ``None`` while it is not over."""
    if isinstance(state, DealState):
        outcome = doudizhu_outcome(state, seat)
        if outcome is None:
            return None
        plays = sum(1 for who, move in state.history if who == seat and not isinstance(move, DoudizhuPass))
        return DailyScore(outcome.role, outcome.won, outcome.points, plays)
    if not state.is_over() or not state.results:
        return None
    round_result = state.results[0]
    outcome = climbing_outcome(round_result, seat)
    place = round_result.order.index(seat)
    return DailyScore(outcome.role, outcome.won, outcome.points, climbing_plays(state, seat), place)


def climbing_plays(state: SessionState, seat: int) -> int:
    """How many plays of cards ``seat`` made in the round (from the engine's events)."""
    return sum(1 for event in state.events if event.kind is EventKind.PLAYED and event.seat == seat)


def _maker(deal: DailyDeal) -> Callable[..., Player[Any]]:
    """The player factory of the deal's family."""
    return make_doudizhu_player if entry(deal.game).family is Family.DOUDIZHU else make_climbing_player


def make_seat_player(deal: DailyDeal, level: str = "hard", worlds: int = REPLAY_WORLDS) -> Player[Any]:
    """The computer of ``level`` for the player's seat (the hard one on a budget of ``worlds``
    worlds a decision), seeded as the table seeds that seat."""
    return _maker(deal)(level, PLAYER_SEAT, player_seed(deal, PLAYER_SEAT), budget_worlds=worlds)


def opponents(deal: DailyDeal) -> dict[int, Player[Any]]:
    """The normal computer at every seat but the player's, seeded as at the table."""
    make = _maker(deal)
    seats = len(deal.hands)
    return {seat: make(OPPONENT_LEVEL, seat, player_seed(deal, seat)) for seat in range(seats) if seat != PLAYER_SEAT}


def computer_play(deal: DailyDeal, seat_player: Player[Any] | None = None) -> Generator[None, None, DailyScore]:
    """Play ``deal`` to its end with ``seat_player`` (default: the hard computer, :func:`make_seat_player`) at the
    player's seat and the normal opponents elsewhere; yields between slices of thinking and
    after every move, returns what it came to for the player's seat. A Dou Dizhu auction
    nobody bids in is dealt again from the deal's seed, as at the table."""
    state = start_state(deal)
    players = opponents(deal)
    players[PLAYER_SEAT] = seat_player if seat_player is not None else make_seat_player(deal)
    for _ in range(MAX_REPLAY_MOVES):
        result = result_of(state)
        if result is not None:
            return result
        mover = state.current_player
        if mover is None:
            break
        move = yield from players[mover].think(state.observation(mover))
        state.apply(mover, move)
        yield
    raise RuntimeError("the daily deal did not end")
