"""What may be played now: the seat in turn's play moves, how a selection reads, and why a
selection is refused. Methods of :class:`PlayLegality`, a layer of the session under
:class:`~game.climbing.state.SessionState`; they read it (``options``, ``hands``,
``order``, the trick) and never change it.

A play on a non-empty table is legal when a rule override says it beats the table
(Spade-3 Return, Sandstorm), or when it has the table's kind and size, is stronger
(``base_beats``) and no restricting rule (Binding) objects.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from game.climbing.core import SessionCore
from game.climbing.hand_sets import HandSets
from game.climbing.moves import Move, Pass, PlayCards
from game.climbing.options import JokerRole, SequenceForm
from game.climbing.plays import Play, PlayKind, base_beats, readings, sequence_groups
from game.climbing.rules.binding import stand_in
from game.core.cards import Card, Rank
from game.core.reason import PluralReason, Reason
from game.i18n import N_, N_plural

PASS = Pass()
"""The one pass move the listing hands out (moves are values: any equal ``Pass()`` applies)."""
NOT_YOUR_TURN = Reason.of(N_("it is not your turn"))
"""The refusal of a move out of turn (the engine's and the table's)."""


class PlayLegality(SessionCore):
    """What may be played now (see the module docstring)."""

    def play_moves(self, seat: int) -> list[tuple[Move, Play | None]]:
        """The seat's play moves now, each with the play it makes (None for the pass), in a
        fixed order: sets, Sequences, then the extra groups of the rule overrides."""
        hand = self.hands[seat]
        options = self.options
        trick = self.trick
        top = trick.top
        size = None if top is None else len(top.cards)
        listed: list[tuple[Move, Play | None]] = []
        of_play = PlayCards.of_play
        if top is None:
            listed = self.hand_sets(seat).every()
        elif top.kind is not PlayKind.SEQUENCE:
            assert size is not None
            order = self.order
            sets = self.hand_sets(seat)
            overriding = self.rule_hooks.overriding
            if overriding and any(rule.may_beat(top, options) for rule in overriding):
                pairs = sets.of_size(size)
                every = False
            else:  # only stronger sets can be allowed (a set's strength: its rank's)
                strengths = order.strengths
                pairs = sets.of_size(size, strengths, strengths[top.ranks[0]])
                # no rule can override or restrict here: every stronger set is allowed
                every = not self.rule_hooks.restricting and not self._trump_joker_on(top)
            if trick.binding.number:  # a stand-in keeps its cards and kind, so its move
                pairs = [(move, stand_in(play, top, trick.binding, order)) for move, play in pairs]
            listed += pairs if every else [pair for pair in pairs if self.set_allowed(pair[1])]
        if options.sequence and (top is None or top.is_sequence):
            for cards, kind in sequence_groups(hand, options, size):
                play = self.reading(cards, kind)
                if play is not None:
                    listed.append((of_play(play), play))
        if top is not None:
            extras: list[tuple[Card, ...]] = []
            if options.sandstorm:
                threes = [c for c in hand if c.rank == Rank.THREE]
                extras.extend(combinations(threes, 3))
            if options.joker_role is JokerRole.TRUMP and size != 1:
                extras.extend((c,) for c in hand if c.suit is None)
            if extras:
                seen = {
                    frozenset(move.cards)
                    for move, _ in listed
                    if isinstance(move, PlayCards) and move.kind is PlayKind.SET
                }
                for cards in extras:
                    key = frozenset(cards)
                    if key in seen:
                        continue
                    seen.add(key)
                    play = self.reading(cards, PlayKind.SET)
                    if play is not None:
                        listed.append((of_play(play), play))
            listed.append((PASS, None))
        return listed

    def hand_sets(self, seat: int) -> HandSets:
        """The seat's set plays, kept while its hand stays the same (:mod:`game.climbing.hand_sets`)."""
        hand = self.hands[seat]
        sets = self._hand_sets.get(seat)
        if sets is None or not sets.matches(hand, self.options):
            sets = self._hand_sets[seat] = HandSets.of(hand, self.options)
        return sets

    def reading(self, cards: tuple[Card, ...], kind: PlayKind) -> Play | None:
        """The play these cards make now as ``kind``: the weakest legal reading, or None."""
        options = [p for p in self.readings_now(cards) if p.kind is kind]
        if self.trick.top is not None:
            options = [p for p in options if self.play_allowed(p)]
        if not options:
            return None
        return min(options, key=lambda p: p.strength(self.order))

    def readings_now(self, cards: tuple[Card, ...]) -> list[Play]:
        """Every reading of ``cards`` as it would count on the table now (a set of jokers only
        stands for the rank a Number Binding requires: :func:`stand_in`)."""
        plays = readings(cards, self.options)
        top = self.trick.top
        if top is None or not self.trick.binding.number:
            return plays
        return [stand_in(play, top, self.trick.binding, self.order) for play in plays]

    def _trump_joker_on(self, table: Play) -> bool:
        """A trump joker is on the table: nothing beats it (:func:`base_beats`)."""
        return self.options.joker_role is JokerRole.TRUMP and table.is_single_joker

    def set_allowed(self, play: Play) -> bool:
        """:func:`play_allowed` for a set of the table's size on a set (the hot path of
        following): the same checks, with the base comparison reduced to rank strength."""
        table = self.trick.top
        assert table is not None
        options = self.options
        hooks = self.rule_hooks
        for rule in hooks.overriding:
            if rule.beats(play, table, options):
                return True
        if options.joker_role is JokerRole.TRUMP and (play.is_single_joker or table.is_single_joker):
            if not base_beats(play, table, self.order, options):
                return False
        else:
            strengths = self.order.strengths
            if strengths[play.ranks[0]] <= strengths[table.ranks[0]]:
                return False
        return all(rule.restricts(play, table, self.trick.binding, self.order) is None for rule in hooks.restricting)

    def play_allowed(self, play: Play) -> bool:
        """Whether ``play`` may go on the table now (the fast form of :func:`play_refusal`)."""
        table = self.trick.top
        if table is None:
            return True
        hooks = self.rule_hooks
        for rule in hooks.overriding:
            if rule.beats(play, table, self.options):
                return True
        if not base_beats(play, table, self.order, self.options):
            return False
        return all(rule.restricts(play, table, self.trick.binding, self.order) is None for rule in hooks.restricting)

    def play_refusal(self, play: Play) -> Reason | None:
        """Why ``play`` cannot go on the table now (None: it can)."""
        table = self.trick.top
        if table is None or self.play_allowed(play):
            return None
        if not base_beats(play, table, self.order, self.options):
            if self.options.joker_role is JokerRole.TRUMP and table.is_single_joker:
                return Reason.of(N_("nothing beats a joker"))
            if play.kind is not table.kind or play.size != table.size:
                return _shape_reason(table)
            return Reason.of(N_("it must beat {play}"), play=table.describe())
        for rule in self.rule_hooks.restricting:
            reason = rule.restricts(play, table, self.trick.binding, self.order)
            if reason is not None:
                return reason
        return None  # pragma: no cover - _play_allowed said no, so some check above refuses

    def selection_refusal(self, seat: int, cards: tuple[Card, ...]) -> Reason | None:
        """Why ``seat``, whose turn it is to play, may not play these cards now (None: some
        reading of them is legal)."""
        if not cards:
            return Reason.of(N_("choose cards to play, or pass"))
        if Counter(cards) - Counter(self.hands[seat]):
            return Reason.of(N_("those cards are not in your hand"))
        plays = self.readings_now(cards)
        if not plays:
            if self.options.joker_role is JokerRole.TRUMP and len(cards) > 1 and any(c.is_joker for c in cards):
                return Reason.of(N_("a joker is always played alone"))
            if self.options.sequence and self.options.sequence_form is SequenceForm.LONG:
                return Reason.of(N_("play cards of one rank, or a Sequence of 3 or more"))
            if self.options.sequence:
                return Reason.of(N_("play cards of one rank, or a Sequence of 3 or 4"))
            return Reason.of(N_("play cards of one rank"))
        reasons = [self.play_refusal(p) for p in plays]
        if any(r is None for r in reasons):
            return None
        return next(r for r in reasons if r is not None)


def _shape_reason(table: Play) -> Reason:
    if table.is_sequence:
        forms = N_plural("you must play a Sequence of {count} card", "you must play a Sequence of {count} cards")
        return PluralReason.of_count(forms, table.size)
    if table.size == 1:
        return Reason.of(N_("you must play a single card"))
    if table.size == 2:
        return Reason.of(N_("you must play a pair"))
    if table.size == 3:
        return Reason.of(N_("you must play three of a kind"))
    return PluralReason.of_count(
        N_plural("you must play {count} card of one rank", "you must play {count} cards of one rank"), table.size
    )
