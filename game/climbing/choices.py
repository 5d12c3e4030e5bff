"""Pending choices and out-of-turn actions: which moves answer them and what answering does.
Mixed into :class:`~game.climbing.state.SessionState`.

Choices: exchange give-back (one card per move, no early end), 7 Transfer and 10 Discard
(one card per move, ``Done`` ends early), Q Bomb (one rank per move, the named ranks are
discarded by everyone when the choice ends), Nero (one take, compulsory), Resurrection
(one card per move from the discard pile), Zombie (card and receiver in one move), the
4 Stop window (every waiting seat plays a natural pair of 4s or passes, in any order), and
Relief Supplies (the previous Beggar, any time the table has cards, also while a choice is
pending; RULES.md A.2).

A Relief take during a pending choice keeps the choice consistent: every choice's moves are
listed afresh from the zones they draw on (Nero lists the table cards still there; the
other choices draw on hands or the discard pile, which a take from the table never empties),
a 4 Stop window still counts the seats that stopped, and the top play stays what the next
play must beat.
"""

from __future__ import annotations

from itertools import combinations

from game.climbing.effects import AskChoice, ChoiceKind
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


class ChoicesMixin:
    """Choice handling of a session state."""

    def _choice_moves(self, seat: int) -> list[Move]:
        pending = self.pending
        assert pending is not None
        kind = pending.kind
        if kind is ChoiceKind.FOUR_STOP:
            if seat not in pending.waiting:
                return []
            fours = [c for c in self.hands[seat] if c.rank == Rank.FOUR]
            moves: list[Move] = [PlayCards(pair) for pair in combinations(fours, 2)]
            return moves + [Pass()]
        if seat != pending.seat:
            return []
        hand_picks: list[Move] = [PickCard(c) for c in self.hands[seat]]
        if kind is ChoiceKind.EXCHANGE:
            return hand_picks
        if kind in (ChoiceKind.TRANSFER, ChoiceKind.DISCARD):
            return hand_picks + [Done()]
        if kind is ChoiceKind.NAME_RANKS:
            ranks = list(NATURAL_RANKS) + ([JOKER_RANK] if self.options.jokers else [])
            return [NameRank(r) for r in ranks if r not in pending.named] + [Done()]
        if kind is ChoiceKind.NERO:
            takes: list[Move] = [TakeCard(Zone.TABLE, c) for c in self.table_cards]
            takes += [TakeCard(Zone.DISCARD, c) for c in self.discard]
            takes += [TakeCard(Zone.HAND, None, s) for s in self.seats_from(seat)[1:] if self.can_act(s)]
            return takes
        if kind is ChoiceKind.RESURRECT:
            return [PickCard(c) for c in self.discard] + [Done()]
        targets = [s for s in self.seats_from(seat)[1:] if self.can_act(s)]
        return [GiveToPlayer(c, t) for c in self.discard for t in targets] + [Done()]

    def _relief_moves(self, seat: int) -> list[Move]:
        if (
            not self.options.relief_supplies
            or self.relief_used
            or self.phase != Phase.PLAY
            or seat != self.previous_beggar
            or not self.table_cards
            or not self.can_act(seat)
        ):
            return []
        return [ReliefTake(c) for c in self.table_cards]

    def _ask(self, actor: int, ask: AskChoice) -> None:
        kind = ask.kind
        target = None
        if kind is ChoiceKind.TRANSFER:
            target = self.next_acting(actor)
            if target is None or not self.hands[actor]:
                return
        if kind in (ChoiceKind.DISCARD,) and not self.hands[actor]:
            return
        remaining = len(self.discard) if kind is ChoiceKind.RESURRECT else ask.count
        if kind in (ChoiceKind.RESURRECT, ChoiceKind.ZOMBIE) and not self.discard:
            return
        if kind is ChoiceKind.ZOMBIE and self.next_acting(actor) is None:
            return
        self.pending = Pending(kind, actor, remaining, target=target)

    # ------------------------------------------------------------- choices

    def _answer(self, seat: int, move: Move) -> None:
        pending = self.pending
        assert pending is not None
        kind = pending.kind
        if kind is ChoiceKind.FOUR_STOP:
            self._answer_four_stop(seat, move)
            return
        if kind is ChoiceKind.EXCHANGE:
            assert isinstance(move, PickCard)
            self._move_card(self.hands[seat], self.hands[pending.target], move.card)  # type: ignore[index]
            for viewer in (seat, pending.target):
                self._log(Event(EventKind.EXCHANGED, seat, private_to=viewer, target=pending.target, cards=(move.card,)))
            self._next_pick(pending)
            return
        finished = isinstance(move, Done)
        if isinstance(move, PickCard):
            if kind is ChoiceKind.TRANSFER:
                self._move_card(self.hands[seat], self.hands[pending.target], move.card)  # type: ignore[index]
                self._log(Event(EventKind.TRANSFERRED, seat, target=pending.target))
            elif kind is ChoiceKind.DISCARD:
                self._move_card(self.hands[seat], self.discard, move.card)
                self._log(Event(EventKind.DISCARDED, seat, cards=(move.card,)))
            else:
                self._move_card(self.discard, self.hands[seat], move.card)
                self._log(Event(EventKind.PICKED_UP, seat, cards=(move.card,)))
            remaining = pending.remaining - 1
            source_empty = not self.discard if kind is ChoiceKind.RESURRECT else not self.hands[seat]
            finished = remaining == 0 or source_empty
            self.pending = Pending(kind, seat, remaining, pending.target)
        elif isinstance(move, NameRank):
            named = pending.named | {move.rank}
            self._log(Event(EventKind.NAMED, seat, rank=move.rank))
            self.pending = Pending(kind, seat, pending.remaining - 1, named=named)
            finished = pending.remaining - 1 == 0
        elif isinstance(move, TakeCard):
            self._nero_take(seat, move)
            finished = True
        elif isinstance(move, GiveToPlayer):
            self._move_card(self.discard, self.hands[move.target], move.card)
            self._log(Event(EventKind.GAVE_FROM_PILE, seat, target=move.target, cards=(move.card,)))
            finished = True
        if finished:
            done = self.pending
            self.pending = None
            if kind is ChoiceKind.NAME_RANKS and done is not None and done.named:
                for target in self.seats_from(seat):
                    if self.can_act(target):
                        self._discard_ranks(target, done.named, keep_one=False)
            self._run_queue()

    def _next_pick(self, pending: Pending) -> None:
        remaining = pending.remaining - 1
        if remaining > 0:
            self.pending = Pending(pending.kind, pending.seat, remaining, pending.target)
            return
        if self.exchange_queue:
            self.pending = self.exchange_queue.pop(0)
            return
        self.pending = None
        self.phase = Phase.PLAY
        for hand in self.hands:
            hand[:] = sort_cards(hand)
        assert self.turn is not None
        self._log(Event(EventKind.LED, self.turn))

    def _nero_take(self, seat: int, move: TakeCard) -> None:
        if move.zone is Zone.HAND:
            owner = move.owner
            assert owner is not None
            card = self.rng.choice(sort_cards(self.hands[owner]))
            self._move_card(self.hands[owner], self.hands[seat], card)
            self._log(Event(EventKind.TOOK_FROM_HAND, seat, target=owner))
            self._log(Event(EventKind.GOT_UNSEEN, seat, private_to=seat, cards=(card,)))
            return
        assert move.card is not None
        source = self.table_cards if move.zone is Zone.TABLE else self.discard
        self._move_card(source, self.hands[seat], move.card)
        self._log(Event(EventKind.TOOK, seat, cards=(move.card,)))

    def _answer_four_stop(self, seat: int, move: Move) -> None:
        pending = self.pending
        assert pending is not None and self.plan is not None
        if isinstance(move, PlayCards):
            for card in move.cards:
                self.hands[seat].remove(card)
            self.table_cards.extend(move.cards)
            self.stoppers.append(seat)
            self._log(Event(EventKind.STOPPED, seat, cards=move.cards))
        else:
            self._log(Event(EventKind.DID_NOT_STOP, seat))
        waiting = tuple(s for s in pending.waiting if s != seat)
        if waiting:
            self.pending = Pending(ChoiceKind.FOUR_STOP, waiting[0], 1, waiting=waiting)
            return
        self.pending = None
        cutter = self.plan.actor
        self.plan = None
        if not self.stoppers:
            self._lead_from(cutter)
            return
        leader = next(s for s in self.seats_from(cutter)[1:] if s in self.stoppers)
        self.discard.extend(self.table_cards)
        self.table_cards = []
        self.order = self.order.after_clear()
        self._log(Event(EventKind.TRICK_CLEARED))
        epoch = self.epoch
        self._settle(cutter)
        if self.epoch == epoch:
            self._lead_from(leader)

    def _relief(self, seat: int, card: Card) -> None:
        self._move_card(self.table_cards, self.hands[seat], card)
        self.relief_used = True
        self._log(Event(EventKind.RELIEF_TAKEN, seat, cards=(card,)))

    @staticmethod
    def _move_card(source: list[Card], target: list[Card], card: Card) -> None:
        source.remove(card)
        target.append(card)
