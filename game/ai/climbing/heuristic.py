"""Heuristic players for Daifugo / President (the ``easy`` and ``normal`` levels).

The player sees only a :class:`~game.climbing.observation.ClimbingObservation` and picks
one of its legal moves. Normal play:
- shed weak cards first, whole sets at a time; lead with the weakest group;
- keep jokers, 2s and (with 8 Cut) 8s for when they matter: late in the round, to win
  the lead back, or when a play empties the hand;
- start a Revolution when the hand is weak, avoid it when the hand is strong;
- in the exchange give back the weakest cards; pass/discard the weakest cards; take the
  strongest card Nero or Relief Supplies can reach; stop with 4s when able.
``easy`` plays like ``normal`` but makes a random legal move now and then.
Out-of-turn options (Relief Supplies) go through :meth:`ClimbingPlayer.react`, which may
return ``None`` (do nothing now). A finished round (``Phase.ROUND_OVER``) is answered with
its one move, :class:`NextRound`, before anything else (no random draw is spent on it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.ai.player import BasePlayer, Level, Think
from game.climbing.effects import ChoiceKind
from game.climbing.moves import (
    Done,
    GiveToPlayer,
    Move,
    NameRank,
    NextRound,
    Pass,
    PickCard,
    PlayCards,
    ReliefTake,
    TakeCard,
)
from game.climbing.observation import ClimbingObservation
from game.climbing.order import JOKER_STRENGTH
from game.climbing.pending import Phase
from game.climbing.plays import Play, readings
from game.core.cards import Card, Rank

EASY_MISTAKE_RATE = 0.25
"""How often the easy level plays a random legal move instead of its heuristic choice."""
PRECIOUS_STRENGTH = 11
"""Cards at least this strong in the order in force (an A or 2 normally, a joker) are kept back."""


def forced_move(observation: ClimbingObservation) -> Move | None:
    """The move every level makes without weighing anything: :class:`NextRound` once the
    round is over (``Phase.ROUND_OVER``, before any random draw), else None (a real choice).

    Raises ValueError when the observation lists no legal move (nobody may ask then)."""
    if not observation.legal_moves:
        raise ValueError("no legal move to choose from")
    return NextRound() if observation.phase is Phase.ROUND_OVER else None


class ClimbingPlayer(BasePlayer[Move]):
    """The heuristic climbing-game player; ``mistakes`` makes it the easy level."""

    level = Level.NORMAL

    def __init__(self, seat: int, seed: int | None = None, mistakes: bool = False) -> None:
        super().__init__(seat, seed)
        self.mistakes = mistakes
        if mistakes:
            self.level = Level.EASY

    def think(self, observation: ClimbingObservation) -> Think[Move]:
        forced = forced_move(observation)
        if forced is not None:
            return forced
        return self._decide(observation, list(observation.legal_moves))
        yield  # pragma: no cover - makes this a generator

    def react(self, observation: ClimbingObservation) -> Move | None:
        """An out-of-turn action worth taking now (Relief Supplies), or None."""
        reliefs = [m for m in observation.legal_moves if isinstance(m, ReliefTake)]
        return self._relief(observation, reliefs)

    # ---------------------------------------------------------------- decisions

    def _decide(self, obs: ClimbingObservation, moves: list[Move]) -> Move:
        if self.mistakes and self.rng.random() < EASY_MISTAKE_RATE:
            non_relief = [m for m in moves if not isinstance(m, ReliefTake)]
            return self.rng.choice(non_relief or moves)
        pending = obs.pending
        if pending is not None and (pending.seat == obs.seat or obs.seat in pending.waiting):
            return self._choose(obs, pending.kind, moves)
        relief = self._relief(obs, [m for m in moves if isinstance(m, ReliefTake)])
        if relief is not None:
            return relief
        plays = [m for m in moves if isinstance(m, PlayCards)]
        if not plays:
            return next((m for m in moves if isinstance(m, Pass)), moves[0])
        return self._play(obs, plays, any(isinstance(m, Pass) for m in moves))

    def _strength(self, obs: ClimbingObservation, card: Card) -> int:
        return obs.order.card_strength(card)

    def _weakest(self, obs: ClimbingObservation, cards: Sequence[Card]) -> Card:
        return min(cards, key=lambda c: (self._strength(obs, c), c.sort_key()))

    def _strongest(self, obs: ClimbingObservation, cards: Sequence[Card]) -> Card:
        return max(cards, key=lambda c: (self._strength(obs, c), c.sort_key()))

    def _reading(self, obs: ClimbingObservation, move: PlayCards) -> Play | None:
        options = [p for p in readings(move.cards, obs.options) if p.kind is move.kind]
        return min(options, key=lambda p: p.strength(obs.order)) if options else None

    def _is_precious(self, obs: ClimbingObservation, card: Card) -> bool:
        if card.is_joker:
            return True
        if obs.options.eight_cut and card.rank == Rank.EIGHT:
            return True
        return self._strength(obs, card) >= PRECIOUS_STRENGTH

    def _hand_is_weak(self, obs: ClimbingObservation) -> bool:
        naturals = [self._strength(obs, c) for c in obs.hand if not c.is_joker]
        return bool(naturals) and sum(naturals) / len(naturals) < 5.5

    def _cost(self, obs: ClimbingObservation, move: PlayCards, leading: bool) -> float:
        play = self._reading(obs, move)
        if play is None:
            return float("inf")
        if len(move.cards) == len(obs.hand):
            return -1000.0
        counts = Counter(c.rank for c in obs.hand if not c.is_joker)
        cost = float(play.strength(obs.order))
        for card in move.cards:
            if card.is_joker:
                cost += 12
            elif self._is_precious(obs, card):
                cost += 4
        if not play.is_sequence and play.rank in counts:
            cost += 3 * (counts[play.rank] - play.naturals(play.rank))
        if not play.is_sequence and play.size >= 4:
            cost += -25 if self._hand_is_weak(obs) else 15
        if leading:
            cost -= 2 * play.size
        return cost

    def _play(self, obs: ClimbingObservation, plays: list[PlayCards], can_pass: bool) -> Move:
        leading = obs.top is None
        scored = sorted(plays, key=lambda m: (self._cost(obs, m, leading), m.cards[0].sort_key()))
        best = scored[0]
        cost = self._cost(obs, best, leading)
        if not can_pass or cost <= -1000:
            return best
        cards_left = len(obs.hand)
        uses_precious = any(self._is_precious(obs, c) for c in best.cards)
        opponents_low = min(
            (n for s, n in enumerate(obs.hand_counts) if s != obs.seat and n > 0), default=cards_left
        )
        if uses_precious and cards_left > 4 and opponents_low > 3 and cost > 10:
            return Pass()
        return best

    def _choose(self, obs: ClimbingObservation, kind: ChoiceKind, moves: list[Move]) -> Move:
        picks = [m.card for m in moves if isinstance(m, PickCard)]
        if kind is ChoiceKind.EXCHANGE:
            card = min(picks, key=lambda c: (int(c.rank), c.sort_key()))
            return PickCard(card)
        if kind in (ChoiceKind.TRANSFER, ChoiceKind.DISCARD):
            keep = [c for c in picks if not self._is_precious(obs, c)]
            return PickCard(self._weakest(obs, keep)) if keep else Done()
        if kind is ChoiceKind.NAME_RANKS:
            return self._name_rank(obs, moves)
        if kind is ChoiceKind.NERO:
            visible = [m for m in moves if isinstance(m, TakeCard) and m.card is not None]
            if visible:
                return max(visible, key=lambda m: self._strength(obs, m.card))  # type: ignore[arg-type]
            return moves[0]
        if kind is ChoiceKind.RESURRECT:
            strong = [c for c in picks if self._strength(obs, c) >= JOKER_STRENGTH - 1]
            return PickCard(strong[0]) if strong else Done()
        if kind is ChoiceKind.ZOMBIE:
            gifts = [m for m in moves if isinstance(m, GiveToPlayer)]
            if not gifts:
                return Done()
            return min(gifts, key=lambda m: (-obs.hand_counts[m.target], self._strength(obs, m.card)))
        plays = [m for m in moves if isinstance(m, PlayCards)]
        return plays[0] if plays else moves[0]

    def _name_rank(self, obs: ClimbingObservation, moves: list[Move]) -> Move:
        counts = Counter(c.rank for c in obs.hand if not c.is_joker)
        names = {m.rank for m in moves if isinstance(m, NameRank)}
        weak = [r for r in counts if r in names and obs.order.strength(r) < 7]
        if weak:
            return NameRank(max(weak, key=lambda r: (counts[r], -obs.order.strength(r))))
        return Done()

    def _relief(self, obs: ClimbingObservation, reliefs: list[ReliefTake]) -> Move | None:
        if not reliefs:
            return None
        best = max(reliefs, key=lambda m: self._strength(obs, m.card))
        return best if self._strength(obs, best.card) >= PRECIOUS_STRENGTH else None
