"""What may be played now: the seat in turn's play moves, how a selection reads, and why a
selection is refused. Mixed into :class:`~game.climbing.state.SessionState` (uses its fields:
``options``, ``hands``, ``top``, ``order``, ``binding``, ``pending``, ``turn``, ``phase``).

A play on a non-empty table is legal when a rule override says it beats the table
(Spade-3 Return, Sandstorm), or when it has the table's kind and size, is stronger
(``base_beats``) and no restricting rule (Binding) objects.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from game.climbing import rules as registry
from game.climbing.effects import ChoiceKind
from game.climbing.moves import Move, Pass, PlayCards
from game.climbing.options import JokerRole
from game.climbing.pending import Phase
from game.climbing.plays import Play, PlayKind, base_beats, readings, sequence_groups, set_plays
from game.climbing.rules.binding import stand_in
from game.core.cards import Card, Rank
from game.core.reason import Reason
from game.i18n import N_


class LegalityMixin:
    """Play legality and refusal reasons of a session state."""

    def _play_moves(self, seat: int) -> list[tuple[Move, Play | None]]:
        """The seat's play moves now, each with the play it makes (None for the pass), in a
        fixed order: sets, Sequences, then the extra groups of the rule overrides."""
        hand = self.hands[seat]
        top = self.top
        size = None if top is None else top.size
        listed: list[tuple[Move, Play | None]] = []
        if top is None:
            listed.extend((PlayCards(play.cards, PlayKind.SET), play) for play in set_plays(hand, self.options, None))
        elif not top.is_sequence:
            options = self.options
            strengths: tuple[int, ...] | None = None
            if not any(rule.may_beat(top, options) for rule in registry.overriding_rules(options)):
                strengths = self.order.strengths  # only stronger sets can be allowed
            sets = set_plays(hand, options, size, strengths, top.strength(self.order))
            if self.binding.number:
                sets = (stand_in(play, top, self.binding, self.order) for play in sets)
            listed.extend((PlayCards(play.cards, PlayKind.SET), play) for play in sets if self._set_allowed(play))
        if top is None or top.is_sequence:
            for cards, kind in sequence_groups(hand, self.options, size):
                play = self._reading(cards, kind)
                if play is not None:
                    listed.append((PlayCards(cards, kind), play))
        if top is not None:
            extras: list[tuple[Card, ...]] = []
            if self.options.sandstorm:
                threes = [c for c in hand if c.rank == Rank.THREE]
                extras.extend(combinations(threes, 3))
            if self.options.joker_role is JokerRole.TRUMP and top.size != 1:
                extras.extend((c,) for c in hand if c.is_joker)
            if extras:
                seen = {frozenset(move.cards) for move, _ in listed if move.kind is PlayKind.SET}
                for cards in extras:
                    key = frozenset(cards)
                    if key in seen:
                        continue
                    seen.add(key)
                    play = self._reading(cards, PlayKind.SET)
                    if play is not None:
                        listed.append((PlayCards(cards, PlayKind.SET), play))
            listed.append((Pass(), None))
        return listed

    def _reading(self, cards: tuple[Card, ...], kind: PlayKind) -> Play | None:
        """The play these cards make now as ``kind``: the weakest legal reading, or None."""
        options = [p for p in self._readings(cards) if p.kind is kind]
        if self.top is not None:
            options = [p for p in options if self._play_allowed(p)]
        if not options:
            return None
        return min(options, key=lambda p: p.strength(self.order))

    def _readings(self, cards: tuple[Card, ...]) -> list[Play]:
        """Every reading of ``cards`` as it would count on the table now (a set of jokers only
        stands for the rank a Number Binding requires: :func:`stand_in`)."""
        plays = readings(cards, self.options)
        top = self.top
        if top is None or not self.binding.number:
            return plays
        return [stand_in(play, top, self.binding, self.order) for play in plays]

    def _set_allowed(self, play: Play) -> bool:
        """:meth:`_play_allowed` for a set of the table's size on a set (the hot path of
        following): the same checks, with the base comparison reduced to rank strength."""
        table = self.top
        assert table is not None
        options = self.options
        for rule in registry.overriding_rules(options):
            if rule.beats(play, table, options):
                return True
        if options.joker_role is JokerRole.TRUMP and (play.is_single_joker or table.is_single_joker):
            if not base_beats(play, table, self.order, options):
                return False
        else:
            strengths = self.order.strengths
            if strengths[play.ranks[0]] <= strengths[table.ranks[0]]:
                return False
        for rule in registry.restricting_rules(options):
            if rule.restricts(play, table, self.binding, self.order) is not None:
                return False
        return True

    def _play_allowed(self, play: Play) -> bool:
        """Whether ``play`` may go on the table now (the fast form of :meth:`_play_refusal`)."""
        table = self.top
        if table is None:
            return True
        for rule in registry.overriding_rules(self.options):
            if rule.beats(play, table, self.options):
                return True
        if not base_beats(play, table, self.order, self.options):
            return False
        for rule in registry.restricting_rules(self.options):
            if rule.restricts(play, table, self.binding, self.order) is not None:
                return False
        return True

    def _play_refusal(self, play: Play) -> Reason | None:
        """Why ``play`` cannot go on the table now (None: it can)."""
        table = self.top
        if table is None or self._play_allowed(play):
            return None
        if not base_beats(play, table, self.order, self.options):
            if self.options.joker_role is JokerRole.TRUMP and table.is_single_joker:
                return Reason.of(N_("nothing beats a joker"))
            if play.kind is not table.kind or play.size != table.size:
                return _shape_reason(table)
            return Reason.of(N_("it must beat {play}"), play=table.describe())
        for rule in registry.restricting_rules(self.options):
            reason = rule.restricts(play, table, self.binding, self.order)
            if reason is not None:
                return reason
        return None  # pragma: no cover - _play_allowed said no, so some check above refuses

    def refusal(self, seat: int, cards: list[Card] | tuple[Card, ...]) -> Reason | None:
        """Why playing this selection is refused now, or None if some reading of it is legal."""
        if self.phase == Phase.OVER:
            return Reason.of(N_("the session is over"))
        if self.pending is not None:
            if seat == self.pending.seat or seat in self.pending.waiting:
                if self.pending.kind is ChoiceKind.FOUR_STOP:
                    if any(isinstance(m, PlayCards) and set(m.cards) == set(cards) for m in self.legal_moves(seat)):
                        return None
                    return Reason.of(N_("only a natural pair of 4s can stop"))
                return Reason.of(N_("first finish: {choice}"), choice=self.pending.describe())
            return Reason.of(N_("wait: {choice}"), choice=self.pending.describe())
        if seat != self.turn:
            return Reason.of(N_("it is not your turn"))
        cards = tuple(cards)
        if not cards:
            return Reason.of(N_("choose cards to play, or pass"))
        if Counter(cards) - Counter(self.hands[seat]):
            return Reason.of(N_("those cards are not in your hand"))
        plays = self._readings(cards)
        if not plays:
            if self.options.joker_role is JokerRole.TRUMP and len(cards) > 1 and any(c.is_joker for c in cards):
                return Reason.of(N_("a joker is always played alone"))
            if self.options.sequence:
                return Reason.of(N_("play cards of one rank, or a Sequence of 3 or 4"))
            return Reason.of(N_("play cards of one rank"))
        reasons = [self._play_refusal(p) for p in plays]
        if any(r is None for r in reasons):
            return None
        return next(r for r in reasons if r is not None)


def _shape_reason(table: Play) -> Reason:
    if table.is_sequence:
        return Reason.of(N_("you must play a Sequence of {count} cards"), count=table.size)
    if table.size == 1:
        return Reason.of(N_("you must play a single card"))
    if table.size == 2:
        return Reason.of(N_("you must play a pair"))
    if table.size == 3:
        return Reason.of(N_("you must play three of a kind"))
    return Reason.of(N_("you must play {count} cards of one rank"), count=table.size)
