"""The players the referee asks for moves: ours (through the mirror) and RLCard's rule agent.

The referee (DouZero's ``GameEnv``, or :class:`tools.arena.referee.OwnGameEnv`) calls
``act(infoset)`` on the player of the position to move and plays the move it returns,
which must be one of ``infoset.legal_actions``. Both players here guarantee that:

- :class:`OurAgent` brings the game's :class:`~tools.arena.mirror.Mirror` up to date,
  checks it against the referee, asks our player for a move from our engine's
  observation (timing the whole ``think``), converts it, and when the referee does not
  list it counts it as **illegal** and plays the fallback instead (:func:`fallback`);
- :class:`RuleAgent` hands RLCard's rule agent the raw state it reads (RLCard's card
  letters, ``3456789TJQKA2BR``, which are also our rank symbols) and converts its
  answer; an answer the referee does not list, or a state the agent cannot read, is
  counted and replaced by a seeded random legal move (the same fallback DouZero's own
  evaluation gives this agent).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.ai.player import Player, finish
from game.core.cards import RANK_SYMBOLS
from game.doudizhu.combos import Play
from game.doudizhu.moves import Move
from tools.arena.bridge import DOUZERO_CARD, reading_of, to_douzero, to_ranks
from tools.arena.deals import POSITIONS
from tools.arena.mirror import Mirror, Reader

#: Illegal moves kept as examples in the report.
EXAMPLES = 10


class InfoSet(Protocol):
    """What the players read of the referee's information set (DouZero's ``InfoSet``)."""

    player_position: str
    player_hand_cards: list[int]
    legal_actions: list[list[int]]
    card_play_action_seq: list[list[int]]
    last_move: list[int]


@dataclass
class SideLog:
    """One side's decisions in a match: think times (ms), the work of every decision that
    searched (in worlds, as a budget of work counts them: ``SearchCounts.work``), illegal
    moves (a move the referee does not list, replaced by the fallback) and a few examples
    of them, and where the slowest decision was (``deal``: the deal being played, set by
    the match)."""

    think_ms: list[float] = field(default_factory=list)
    work: list[float] = field(default_factory=list)
    illegal: int = 0
    examples: list[str] = field(default_factory=list)
    deal: int = 0
    slowest: str = ""

    def timed(self, start: float, infoset: InfoSet) -> None:
        """Book a decision that began at ``start`` (``time.perf_counter``)."""
        spent = (time.perf_counter() - start) * 1000.0
        if not self.think_ms or spent > max(self.think_ms):
            turn = "following" if infoset.last_move else "leading"
            cards = len(infoset.player_hand_cards)
            self.slowest = f"{spent:.0f} ms: deal {self.deal}, {infoset.player_position} {turn} with {cards} cards"
        self.think_ms.append(spent)

    def searched(self, player: Player[Move]) -> None:
        """Book the work of ``player``'s last decision, when it searched."""
        work = getattr(getattr(player, "last_stats", None), "work", 0.0)
        if work:
            self.work.append(work)

    def refused(self, text: str) -> None:
        self.illegal += 1
        if len(self.examples) < EXAMPLES:
            self.examples.append(text)


def fallback(legal: Sequence[Sequence[int]], hand: Sequence[int]) -> list[int]:
    """The move played for an illegal one: a pass when the referee lists it, else the
    lowest single card (always a legal lead)."""
    if [] in legal:
        return []
    return [min(hand)]


class OurAgent:
    """Our ``player`` at ``seat``, deciding from the game's mirror (see the module docstring)."""

    def __init__(
        self,
        player: Player[Move],
        seat: int,
        mirror: Mirror,
        read: Reader,
        log: SideLog,
        on_decision: Callable[[Player[Move], int, int], None] | None = None,
    ) -> None:
        self.player = player
        self.seat = seat
        self.mirror = mirror
        self.read = read
        self.log = log
        self.on_decision = on_decision  # (player, seat, index of the move) after every decision

    def act(self, infoset: InfoSet) -> list[int]:
        mirror = self.mirror
        mirror.sync(infoset.card_play_action_seq, self.read)
        legal = infoset.legal_actions
        mirror.check(self.seat, infoset.player_hand_cards, infoset.last_move, legal)
        observation = mirror.state.observation(self.seat)
        start = time.perf_counter()
        move = finish(self.player.think(observation))
        self.log.timed(start, infoset)
        self.log.searched(self.player)
        if self.on_decision is not None:
            self.on_decision(self.player, self.seat, len(infoset.card_play_action_seq))
        cards = to_douzero(move)
        if cards in legal:
            if isinstance(move, Play) and self.read(cards, mirror.state.legal_moves(self.seat)) != reading_of(move):
                mirror.counts.reread += 1
            return cards
        self.log.refused(f"{POSITIONS[self.seat]}: {move!r} as {cards}")
        return fallback(legal, infoset.player_hand_cards)


def rlcard_text(cards: Sequence[int]) -> str:
    """A DouZero move as RLCard writes it: rank letters, weakest first (``""``: a pass)."""
    return "".join(RANK_SYMBOLS[int(rank)] for rank in to_ranks(cards))


def rlcard_cards(text: str) -> list[int]:
    """RLCard's action (``"pass"`` or rank letters) as a DouZero move."""
    if text == "pass":
        return []
    return sorted(DOUZERO_CARD[RANK_SYMBOLS.index(letter)] for letter in text)


def rlcard_state(infoset: InfoSet) -> dict[str, Any]:
    """The raw observation RLCard's Dou Dizhu rule agent reads: its hand, the legal
    actions, the trace of ``(player id, action)`` and the landlord's and its own ids
    (RLCard numbers the seats in play order from the landlord: DouZero's positions)."""
    actions = infoset.card_play_action_seq
    trace = [(index % len(POSITIONS), rlcard_text(move) or "pass") for index, move in enumerate(actions)]
    return {
        "raw_obs": {
            "current_hand": rlcard_text(infoset.player_hand_cards),
            "actions": [rlcard_text(move) or "pass" for move in infoset.legal_actions],
            "trace": trace,
            "landlord": 0,
            "self": POSITIONS.index(infoset.player_position),
        }
    }


class RuleAgent:
    """RLCard's rule agent (anything with RLCard's ``step(state) -> action`` method)."""

    def __init__(self, rule_agent: Any, rng: random.Random, log: SideLog) -> None:
        self.rule_agent = rule_agent
        self.rng = rng
        self.log = log

    def act(self, infoset: InfoSet) -> list[int]:
        legal = infoset.legal_actions
        start = time.perf_counter()
        try:
            cards = rlcard_cards(str(self.rule_agent.step(rlcard_state(infoset))))
        except (KeyError, IndexError, ValueError) as error:  # a state the rule agent cannot read
            cards = None
            problem = f"{infoset.player_position}: {type(error).__name__} {error}"
        self.log.timed(start, infoset)
        if cards is not None and cards in legal:
            return cards
        self.log.refused(problem if cards is None else f"{infoset.player_position}: {cards}")
        return list(self.rng.choice(legal))
