"""The referees: DouZero's card-play engine, or ours standing in for it.

A referee is a ``GameEnv``: made with the players of the three positions, dealt with
``card_play_init(deal)``, advanced one move at a time by ``step()`` (which asks the
position to move for its move) until ``game_over``; then ``winner`` is ``"landlord"`` or
``"farmer"``. Every referee comes with its :data:`~tools.arena.mirror.Reader`: how it
reads a set of cards (the mirrors of our players read every move the same way).

- ``douzero``: ``douzero.env.game.GameEnv`` with its move generator and detector (the
  arena extra; see :func:`douzero_referee`);
- ``own``: :class:`OwnGameEnv`, our engine with DouZero's interface, so the arena's
  protocol and its tests run without the extra.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.doudizhu.moves import Move
from tools.arena.bridge import Reading, douzero_reading, listed_reading, to_douzero, to_douzero_cards
from tools.arena.deals import POSITIONS, Deal
from tools.arena.mirror import Mirror, Reader


class Agent(Protocol):
    """A player of a referee: ``act`` returns one of ``infoset.legal_actions``."""

    def act(self, infoset: Any) -> list[int]: ...


class GameEnv(Protocol):
    """DouZero's ``GameEnv`` as the arena drives it."""

    game_over: bool
    winner: str
    card_play_action_seq: list[list[int]]  # every move so far, in play order

    def card_play_init(self, card_play_data: dict[str, list[int]]) -> None: ...

    def step(self) -> None: ...


@dataclass(frozen=True)
class Referee:
    """A named referee: how to make its game for the players, and how it reads moves."""

    name: str
    make: Callable[[Mapping[str, Agent]], GameEnv]
    read: Reader


@dataclass
class OwnInfoSet:
    """The fields of DouZero's ``InfoSet`` the arena's players read."""

    player_position: str
    player_hand_cards: list[int]
    legal_actions: list[list[int]]
    card_play_action_seq: list[list[int]]
    last_move: list[int]
    three_landlord_cards: list[int]


class OwnGameEnv:
    """Our engine behind DouZero's ``GameEnv`` interface (card play only, like DouZero's).

    The legal actions are our engine's listed moves as DouZero moves (one per set of
    cards); a move is read by :func:`~tools.arena.bridge.listed_reading`.
    """

    def __init__(self, players: Mapping[str, Agent]) -> None:
        self.players = players
        self.game_over = False
        self.winner = ""
        self.card_play_action_seq: list[list[int]] = []
        self._mirror: Mirror | None = None
        self._bottom: list[int] = []

    def card_play_init(self, card_play_data: dict[str, list[int]]) -> None:
        landlord, down, up = (tuple(sorted(card_play_data[position])) for position in POSITIONS)
        bottom = list(card_play_data["three_landlord_cards"])
        self._mirror = Mirror(Deal((landlord, down, up), tuple(sorted(bottom))))
        self._bottom = bottom
        self.card_play_action_seq = []
        self.game_over = False
        self.winner = ""

    def step(self) -> None:
        mirror = self._mirror
        assert mirror is not None, "card_play_init first"
        state = mirror.state
        seat = state.current_player
        assert seat is not None and not self.game_over
        moves = state.legal_moves(seat)
        legal = legal_actions(moves)
        last = [] if state.to_beat is None else to_douzero(state.to_beat[1])
        hand = to_douzero_cards(card.rank for card in state.hands[seat])
        actions = [list(move) for move in self.card_play_action_seq]
        infoset = OwnInfoSet(POSITIONS[seat], hand, legal, actions, last, list(self._bottom))
        action = list(self.players[POSITIONS[seat]].act(infoset))
        if action not in legal:
            raise ValueError(f"{POSITIONS[seat]} played {action}, which is not legal")
        mirror.apply(action, listed_reading(action, moves))
        self.card_play_action_seq.append(action)
        if not mirror.state.hands[seat]:
            self.game_over = True
            self.winner = "landlord" if seat == 0 else "farmer"


def legal_actions(moves: Sequence[Move]) -> list[list[int]]:
    """Our listed moves as DouZero moves, one per set of cards, in listing order."""
    seen: set[tuple[int, ...]] = set()
    actions = []
    for move in moves:
        cards = to_douzero(move)
        if tuple(cards) not in seen:
            seen.add(tuple(cards))
            actions.append(cards)
    return actions


def own_referee() -> Referee:
    """Our engine as the referee (no arena extra needed)."""
    return Referee("own", OwnGameEnv, listed_reading)


def douzero_referee() -> Referee:
    """DouZero's engine as the referee (needs the ``douzero`` package, see README "Arena")."""
    from douzero.env import move_detector
    from douzero.env.game import GameEnv as DouZeroGameEnv

    def read(cards: Sequence[int], moves: Sequence[Move]) -> Reading | None:
        return douzero_reading(move_detector.get_move_type(sorted(cards)))

    return Referee("douzero", DouZeroGameEnv, read)
