"""Pending choices and out-of-turn actions: which moves answer them and what answering does.
Methods of :class:`ChoiceSteps`, a layer of the session under
:class:`~game.climbing.state.SessionState` (the choice itself is its ``choice``:
:class:`~game.climbing.pending.ChoiceState`).

Choices: exchange give-back (one card per move, no early end), 7 Transfer and 10 Discard
(one card per move, ``Done`` ends early), Q Bomb (one rank per move, the named ranks are
discarded by everyone when the choice ends), Nero (one take, compulsory), Resurrection
(one card per move from the discard pile), Zombie (card and receiver in one move), the
4 Stop window (every waiting seat plays a natural pair of 4s or passes, in any order), and
Relief Supplies (the previous Beggar, any time the table has cards, also while a choice is
pending; docs/RULES.md A.2).

A Relief take during a pending choice keeps the choice consistent: every choice's moves are
listed afresh from the zones they draw on (Nero lists the table cards still there; the
other choices draw on hands or the discard pile, which a take from the table never empties),
a 4 Stop window still counts the seats that stopped, and the top play stays what the next
play must beat.
"""

from __future__ import annotations

from itertools import combinations

from game.climbing.effects import ChoiceKind
from game.climbing.flow import RoundFlow
from game.climbing.moves import (
    Done,
    GiveToPlayer,
    Move,
    NameRank,
    Pass,
    PickCard,
    PlayCards,
    ReliefTake,
    TakeCard,
    Zone,
)
from game.climbing.pending import Event, EventKind, Pending, Phase
from game.climbing.plays import JOKER_RANK
from game.core.cards import NATURAL_RANKS, Card, Rank, sort_cards


class ChoiceSteps(RoundFlow):
    """The moves that answer a pending choice or take Relief Supplies, and what they do."""

    def choice_moves(self, seat: int) -> list[Move]:
        """The moves that answer the pending choice from ``seat`` (none if it is not asked)."""
        pending = self.choice.pending
        assert pending is not None
        kind = pending.kind
        if kind is ChoiceKind.FOUR_STOP:
            if seat not in pending.waiting:
                return []
            fours = [c for c in self.hands[seat] if c.rank == Rank.FOUR]
            moves: list[Move] = [PlayCards(pair) for pair in combinations(fours, 2)]
            return [*moves, Pass()]
        if seat != pending.seat:
            return []
        hand_picks: list[Move] = [PickCard(c) for c in self.hands[seat]]
        if kind is ChoiceKind.EXCHANGE:
            return hand_picks
        if kind in (ChoiceKind.TRANSFER, ChoiceKind.DISCARD):
            return [*hand_picks, Done()]
        if kind is ChoiceKind.NAME_RANKS:
            ranks = list(NATURAL_RANKS) + ([JOKER_RANK] if self.options.jokers else [])
            names: list[Move] = [NameRank(r) for r in ranks if r not in pending.named]
            return [*names, Done()]
        if kind is ChoiceKind.NERO:
            takes: list[Move] = [TakeCard(Zone.TABLE, c) for c in self.trick.table_cards]
            takes += [TakeCard(Zone.DISCARD, c) for c in self.discard]
            takes += [TakeCard(Zone.HAND, None, s) for s in self.seats_from(seat)[1:] if self.can_act(s)]
            return takes
        if kind is ChoiceKind.RESURRECT:
            pile_picks: list[Move] = [PickCard(c) for c in self.discard]
            return [*pile_picks, Done()]
        targets = [s for s in self.seats_from(seat)[1:] if self.can_act(s)]
        gifts: list[Move] = [GiveToPlayer(c, t) for c in self.discard for t in targets]
        return [*gifts, Done()]

    def relief_moves(self, seat: int) -> list[Move]:
        """``seat``'s Relief Supplies takes now: the previous Beggar, once a round, from the table."""
        if (
            not self.options.relief_supplies
            or self.relief_used
            or self.phase != Phase.PLAY
            or seat != self.previous_beggar
            or not self.trick.table_cards
            or not self.can_act(seat)
        ):
            return []
        return [ReliefTake(c) for c in self.trick.table_cards]

    def answer_choice(self, seat: int, move: Move) -> None:
        """``seat`` answers the pending choice with a listed ``move``; a finished choice lets the
        effects queued behind it run."""
        pending = self.choice.pending
        assert pending is not None
        kind = pending.kind
        if kind is ChoiceKind.FOUR_STOP:
            self._answer_four_stop(seat, move)
            return
        if kind is ChoiceKind.EXCHANGE:
            receiver = pending.target
            assert isinstance(move, PickCard) and receiver is not None
            _move_card(self.hands[seat], self.hands[receiver], move.card)
            for viewer in (seat, receiver):
                self.log(Event(EventKind.EXCHANGED, seat, private_to=viewer, target=receiver, cards=(move.card,)))
            self._next_pick(pending)
            return
        finished = isinstance(move, Done)
        if isinstance(move, PickCard):
            if kind is ChoiceKind.TRANSFER:
                receiver = pending.target
                assert receiver is not None
                _move_card(self.hands[seat], self.hands[receiver], move.card)
                self.log(Event(EventKind.TRANSFERRED, seat, target=receiver))
                self.log(Event(EventKind.TRANSFERRED_CARD, seat, private_to=seat, target=receiver, cards=(move.card,)))
            elif kind is ChoiceKind.DISCARD:
                _move_card(self.hands[seat], self.discard, move.card)
                self.log(Event(EventKind.DISCARDED, seat, cards=(move.card,)))
            else:
                _move_card(self.discard, self.hands[seat], move.card)
                self.log(Event(EventKind.PICKED_UP, seat, cards=(move.card,)))
            remaining = pending.remaining - 1
            source_empty = not self.discard if kind is ChoiceKind.RESURRECT else not self.hands[seat]
            finished = remaining == 0 or source_empty
            self.choice.pending = Pending(kind, seat, remaining, pending.target)
        elif isinstance(move, NameRank):
            named = pending.named | {move.rank}
            self.log(Event(EventKind.NAMED, seat, rank=move.rank))
            self.choice.pending = Pending(kind, seat, pending.remaining - 1, named=named)
            finished = pending.remaining - 1 == 0
        elif isinstance(move, TakeCard):
            self._nero_take(seat, move)
            finished = True
        elif isinstance(move, GiveToPlayer):
            _move_card(self.discard, self.hands[move.target], move.card)
            self.log(Event(EventKind.GAVE_FROM_PILE, seat, target=move.target, cards=(move.card,)))
            finished = True
        if finished:
            done = self.choice.pending
            self.choice.pending = None
            if kind is ChoiceKind.NAME_RANKS and done is not None and done.named:
                for target in self.seats_from(seat):
                    if self.can_act(target):
                        self.discard_ranks(target, done.named, keep_one=False)
            self.run_queue()

    def _next_pick(self, pending: Pending) -> None:
        """After an exchange give-back: the next pick, or (the give-back complete, said to every
        seat as a count) the next give-back, or play begins."""
        remaining = pending.remaining - 1
        if remaining > 0:
            self.choice.pending = Pending(pending.kind, pending.seat, remaining, pending.target)
            return
        given = sum(
            len(event.cards)
            for event in self.events[self.round_events_start :]
            if event.kind is EventKind.EXCHANGED and event.seat == pending.seat and event.private_to == pending.seat
        )
        self.log(Event(EventKind.EXCHANGE_COUNT, pending.seat, target=pending.target, count=given))
        if self.choice.exchange_queue:
            self.choice.pending = self.choice.exchange_queue.pop(0)
            return
        self.choice.pending = None
        self.phase = Phase.PLAY
        for hand in self.hands:
            hand[:] = sort_cards(hand)
        if self.options.diamond3_leads:
            self.lead_with_three()
        assert self.turns.turn is not None
        self.log(Event(EventKind.LED, self.turns.turn))

    def _nero_take(self, seat: int, move: TakeCard) -> None:
        """Nero: a face-up card from the table or the pile, or an unseen one from a hand."""
        if move.zone is Zone.HAND:
            owner = move.owner
            assert owner is not None
            card = self.rng.choice(sort_cards(self.hands[owner]))
            _move_card(self.hands[owner], self.hands[seat], card)
            self.log(Event(EventKind.TOOK_FROM_HAND, seat, target=owner))
            self.log(Event(EventKind.GOT_UNSEEN, seat, private_to=seat, cards=(card,)))
            return
        assert move.card is not None
        source = self.trick.table_cards if move.zone is Zone.TABLE else self.discard
        _move_card(source, self.hands[seat], move.card)
        self.log(Event(EventKind.TOOK, seat, cards=(move.card,)))

    def _answer_four_stop(self, seat: int, move: Move) -> None:
        """A waiting seat stops (its pair goes on the table) or passes. When the last one has
        answered: nobody stopped, the cutter leads; otherwise the trick is cleared once more
        (the one clear, :meth:`SessionState.clear_trick`) and the stopper nearest the cutter leads."""
        pending = self.choice.pending
        plan = self.choice.plan
        assert pending is not None and plan is not None
        if isinstance(move, PlayCards):
            for card in move.cards:
                self.hands[seat].remove(card)
            self.trick.table_cards.extend(move.cards)
            self.choice.stoppers.append(seat)
            self.log(Event(EventKind.STOPPED, seat, cards=move.cards))
        else:
            self.log(Event(EventKind.DID_NOT_STOP, seat))
        waiting = tuple(s for s in pending.waiting if s != seat)
        if waiting:
            self.choice.pending = Pending(ChoiceKind.FOUR_STOP, waiting[0], 1, waiting=waiting)
            return
        self.choice.pending = None
        cutter = plan.actor
        self.choice.plan = None
        stoppers = self.choice.stoppers
        if not stoppers:
            self.lead_from(cutter)
            return
        leader = next(s for s in self.seats_from(cutter)[1:] if s in stoppers)
        epoch = self.epoch
        self.clear_trick()
        if self.epoch != epoch:
            return
        self.settle(cutter)
        if self.epoch == epoch:
            self.lead_from(leader)

    def take_relief(self, seat: int, card: Card) -> None:
        """Relief Supplies: the previous Beggar takes ``card`` from the table (the top play stays
        the play to beat)."""
        _move_card(self.trick.table_cards, self.hands[seat], card)
        self.relief_used = True
        self.log(Event(EventKind.RELIEF_TAKEN, seat, cards=(card,)))


def _move_card(source: list[Card], target: list[Card], card: Card) -> None:
    source.remove(card)
    target.append(card)
