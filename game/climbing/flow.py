"""The flow of a climbing round: the effects house rules return, carried out one handler
per :data:`Effect` type, the turn plan, trick clears, finishing places and the round's end.

:meth:`RoundFlow.run_queue` takes a play's effects in the order they were queued (the
registry's firing order, ``rules.FIRING_ORDER``) and hands each to
:meth:`RoundFlow.apply_effect`, which calls the handler of its type from :data:`HANDLERS`.
An effect that opens a choice (:class:`AskChoice`) pauses the rest: they stay queued until
the choice is finished. An effect that ends the round (``Act.END_ROUND_REVERSED``, or a
crowning that finishes it) drops them. Turn effects (``Act.CUT_TRICK``,
``Act.OPEN_FOUR_STOP``, :class:`SkipPlayers`, ``Act.REVERSE_TURNS``) only mark the turn
plan; the plan is applied after every other effect, in one order: place who ran out,
reverse, then cut (and 4 Stop) or skip.

Invariant: :data:`HANDLERS` has exactly one handler for each type of the ``Effect`` union,
where each member of :class:`~game.climbing.effects.Act` (the effects without data) counts as
a type of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.climbing import rules as registry
from game.climbing.core import SessionCore
from game.climbing.effects import (
    Act,
    Announce,
    AskChoice,
    Bind,
    ChoiceKind,
    DiscardRanks,
    DiscardStrongest,
    DropToBeggar,
    Effect,
    SetNewOrder,
    SkipPlayers,
    StartJBack,
    Who,
)
from game.climbing.options import Scoring
from game.climbing.pending import Event, EventKind, Pending, Phase, RoundResult, TurnPlan
from game.climbing.plays import JOKER_RANK
from game.climbing.roles import Role, place_points, points, role_for_place
from game.climbing.rules.base import FirstPlaceContext
from game.climbing.trick import Binding
from game.core.cards import Card, Rank


class RoundFlow(SessionCore):
    """The steps of a round that follow a play: see the module docstring."""

    def apply_effect(self, effect: Effect) -> None:
        """Carry out one effect (the handler of its kind in :data:`HANDLERS`)."""
        HANDLERS[effect_kind(effect)](self, effect)

    def _plan(self) -> TurnPlan:
        """The plan of the play whose effects run (play effects only run inside one)."""
        plan = self.choice.plan
        assert plan is not None, "a play effect runs inside the play's turn plan"
        return plan

    # ------------------------------------------------------------- announcements and strength

    def _on_announce(self, effect: Announce) -> None:
        plan = self.choice.plan
        self.log(Event(EventKind.RULE_FIRED, plan.actor if plan else None, announce=effect))

    def _on_flip_strength(self, effect: Act) -> None:
        self.order = self.order.flipped()

    def _on_set_new_order(self, effect: SetNewOrder) -> None:
        self.order = self.order.with_start(effect.rank)

    def _on_start_j_back(self, effect: StartJBack) -> None:
        self.order = self.order.with_j_back(effect.clears)

    def _on_end_binding(self, effect: Act) -> None:
        self.trick.binding = Binding()

    def _on_bind(self, effect: Bind) -> None:
        self.trick.binding = effect.binding

    # ------------------------------------------------------------- choices and discards

    def _on_ask_choice(self, effect: AskChoice) -> None:
        """Open the choice for the player who played, unless it has nothing to choose from."""
        actor = self._plan().actor
        kind = effect.kind
        hands = self.hands
        target = None
        if kind is ChoiceKind.TRANSFER:
            target = self.next_acting(actor)
            if target is None or not hands[actor]:
                return
        if kind is ChoiceKind.DISCARD and not hands[actor]:
            return
        remaining = len(self.discard) if kind is ChoiceKind.RESURRECT else effect.count
        if kind in (ChoiceKind.RESURRECT, ChoiceKind.ZOMBIE) and not self.discard:
            return
        if kind is ChoiceKind.ZOMBIE and self.next_acting(actor) is None:
            return
        self.choice.pending = Pending(kind, actor, remaining, target=target)

    def _hit(self, actor: int, who: Who) -> list[int]:
        """The seats a forced discard hits: the next seat that can act, or every other one."""
        if who is Who.NEXT:
            nxt = self.next_acting(actor)
            return [] if nxt is None else [nxt]
        return [s for s in self.seats_from(actor)[1:] if self.can_act(s)]

    def _on_discard_strongest(self, effect: DiscardStrongest) -> None:
        for seat in self._hit(self._plan().actor, effect.who):
            self.discard_strongest(seat, effect.count)

    def _on_discard_ranks(self, effect: DiscardRanks) -> None:
        for seat in self._hit(self._plan().actor, effect.who):
            self.discard_ranks(seat, effect.ranks, effect.keep_one)

    def discard_strongest(self, seat: int, count: int) -> None:
        """``seat`` discards ``min(count, hand size - 1)`` strongest cards, ties by ``self.rng``."""
        hand = self.hands[seat]
        order = self.order
        gone = []
        for _ in range(min(count, len(hand) - 1)):
            best = max(order.card_strength(c) for c in hand)
            card = self.rng.choice(sorted((c for c in hand if order.card_strength(c) == best), key=Card.sort_key))
            hand.remove(card)
            gone.append(card)
        if gone:
            self.discard.extend(gone)
            self.log(Event(EventKind.DISCARDED, seat, cards=tuple(gone)))

    def discard_ranks(self, seat: int, ranks: frozenset[Rank], keep_one: bool) -> None:
        """``seat`` discards every card of ``ranks``; with ``keep_one`` a hand made only of them
        keeps its weakest card."""
        hand = self.hands[seat]
        order = self.order
        hits = [c for c in hand if c.rank in ranks or (JOKER_RANK in ranks and c.is_joker)]
        if keep_one and hits and len(hits) == len(hand):
            keep = min(hits, key=lambda c: (order.card_strength(c), c.sort_key()))
            hits.remove(keep)
        for card in hits:
            hand.remove(card)
        if hits:
            self.discard.extend(hits)
            self.log(Event(EventKind.DISCARDED, seat, cards=tuple(hits)))

    # ------------------------------------------------------------- turn effects (the plan)

    def _on_cut_trick(self, effect: Act) -> None:
        self._plan().cut = True

    def _on_open_four_stop(self, effect: Act) -> None:
        self._plan().four_stop = True

    def _on_skip_players(self, effect: SkipPlayers) -> None:
        self._plan().skip += effect.count

    def _on_reverse_turns(self, effect: Act) -> None:
        self._plan().reverse = True

    # ------------------------------------------------------------- finishing places

    def _on_arm_lucky_seven(self, effect: Act) -> None:
        self.lucky_seat = self._plan().actor

    def _on_crown_president(self, effect: Act) -> None:
        self.crown(self._plan().actor)

    def _on_drop_to_beggar(self, effect: DropToBeggar) -> None:
        seat = effect.seat
        self.turns.fallen.append(seat)
        self.discard.extend(self.hands[seat])
        self.hands[seat] = []
        self.log(Event(EventKind.FELL, seat))

    def _on_end_round_reversed(self, effect: Act) -> None:
        previous = self.previous
        assert previous is not None, "Rebellion needs a previous round"
        for hand in self.hands:
            self.discard.extend(hand)
            hand.clear()
        self.discard.extend(self.trick.table_cards)
        self.trick.table_cards = []
        self.end_round(previous.order[::-1], rebellion=True)

    # ------------------------------------------------------------- the plan, the trick, places, the round's end

    def run_queue(self) -> None:
        """Carry out the queued effects in order (:meth:`apply_effect`) until one
        opens a choice or ends the round; when all have run, apply the turn plan."""
        epoch = self.epoch
        choice = self.choice
        queue = choice.queue
        while queue:
            self.apply_effect(queue.pop(0))
            if self.epoch != epoch or choice.pending is not None:
                return
        self._after_effects()

    def _after_effects(self) -> None:
        """Apply the turn plan, in this order: place who ran out, reverse, then the cut (and
        the 4 Stop window it may open) or the turn onward with its skips."""
        plan = self.choice.plan
        assert plan is not None
        self.choice.plan = None
        epoch = self.epoch
        self.settle(plan.actor)
        if self.epoch != epoch:
            return
        if plan.reverse:
            self.turns.direction = -self.turns.direction
        if plan.cut:
            self.clear_trick()
            if self.epoch != epoch:
                return
            if plan.four_stop:
                waiting = tuple(
                    s
                    for s in self.seats_from(plan.actor)[1:]
                    if self.can_act(s) and _has_natural_pair(self.hands[s], Rank.FOUR)
                )
                if waiting:
                    self.choice.stoppers = []
                    self.choice.plan = TurnPlan(actor=plan.actor)
                    self.choice.pending = Pending(ChoiceKind.FOUR_STOP, waiting[0], 1, waiting=waiting)
                    self.log(Event(EventKind.FOUR_STOP_OPENED, plan.actor))
                    return
            self.lead_from(plan.actor)
            return
        self._advance(plan.actor, plan.skip)

    def _advance(self, actor: int, skip: int) -> None:
        """Give the turn onward after ``actor`` acted, clearing the trick when nobody else is in it."""
        turns = self.turns
        contenders = turns.contenders(self.hands, self.trick.passed)
        owner = self.trick.top_seat
        if not contenders or (contenders == [owner] and not self.options.owner_plays_on):
            epoch = self.epoch
            self.clear_trick()
            if self.epoch == epoch and owner is not None:
                self.lead_from(owner)
            return
        *skipped, turns.turn = turns.passed_over(actor, skip + 1, contenders)
        for seat in skipped:
            self.log(Event(EventKind.SKIPPED, seat))

    def lead_from(self, seat: int) -> None:
        """``seat`` leads the next trick, or the next seat that can act if it cannot (unless
        the round ends first)."""
        epoch = self.epoch
        self._check_round_end()
        if self.epoch != epoch or self.phase == Phase.OVER:
            return
        leader = seat if self.can_act(seat) else self.next_acting(seat)
        self.turns.turn = leader
        if leader is not None:
            self.log(Event(EventKind.LED, leader))

    def clear_trick(self) -> None:
        """The one trick clear (when nobody else is in the trick, after a cut, after a 4 Stop):
        the table goes to the discard pile and its Binding ends (:meth:`Trick.clear`), one J
        Back clear is used up (J_BACK_ENDED when that ends it), the seats whose finish waited
        for the clear take their places, and an armed Lucky Seven still on top crowns its
        player. May end the round (watch ``epoch``)."""
        trick = self.trick
        owner, lucky = trick.top_seat, self.lucky_seat
        self.discard.extend(trick.clear())
        had_j_back = self.order.j_back_clears > 0
        self.order = self.order.after_clear()
        self.log(Event(EventKind.TRICK_CLEARED))
        if had_j_back and self.order.j_back_clears == 0:
            self.log(Event(EventKind.J_BACK_ENDED))
        late, self.awaiting_clear = self.awaiting_clear, []
        epoch = self.epoch
        for seat in late:
            self._place(seat)
            if self.epoch != epoch:
                return
        if lucky is not None and lucky == owner:
            self.lucky_seat = None
            self.log(Event(EventKind.LUCKY_CROWNED, lucky))
            self.crown(lucky)

    def crown(self, seat: int) -> None:
        """``seat`` becomes President now (Lucky Seven, Great Revolution); its cards are discarded."""
        finished = self.turns.finished
        others_out = bool([s for s in finished if s != seat])
        if seat in finished:
            finished.remove(seat)
        self.discard.extend(self.hands[seat])
        self.hands[seat] = []
        finished.insert(0, seat)
        self._first_place(seat, others_out)

    def settle(self, from_seat: int) -> None:
        """Place every player who has run out of cards, in turn order from ``from_seat``."""
        epoch = self.epoch
        turns = self.turns
        hands = self.hands
        for seat in turns.seats_from(from_seat) if [] in hands else ():  # only an empty hand can finish
            if (
                not hands[seat]
                and turns.in_round(seat)
                and seat != self.lucky_seat
                and seat not in self.awaiting_clear
            ):
                self._place(seat)
                if self.epoch != epoch:
                    return
        self._check_round_end()

    def _place(self, seat: int) -> None:
        """``seat`` is out: it takes the next finishing place (the first-place rules may follow)."""
        finished = self.turns.finished
        finished.append(seat)
        self.log(Event(EventKind.FINISHED, seat))
        if len(finished) == 1:
            self._first_place(seat, False)

    def _first_place(self, seat: int, others_out: bool) -> None:
        president = self.previous_president
        ctx = FirstPlaceContext(
            seat=seat,
            round_number=self.round_number,
            previous_president=president,
            previous_beggar=self.previous_beggar,
            previous_president_out=president is not None and president != seat and not self.in_round(president),
            others_out=others_out,
        )
        epoch = self.epoch
        for _, effects in registry.first_place_effects(ctx, self.options):
            for effect in effects:
                self.apply_effect(effect)
                if self.epoch != epoch:
                    return
        self._check_round_end()

    def _check_round_end(self) -> None:
        turns = self.turns
        if turns.players - len(turns.finished) - len(turns.fallen) > 1:  # disjoint, no repeats (Turns)
            return
        alive = turns.in_round_seats()
        if len(alive) > 1:
            return
        if self.lucky_seat in alive and self.trick.top_seat == self.lucky_seat:
            turns.finished.insert(0, alive.pop())
        self.end_round(tuple(turns.finished + alive + turns.fallen[::-1]))

    def end_round(self, order: tuple[int, ...], rebellion: bool = False) -> None:
        """The round ends with ``order`` (seats by place): roles and points; the round stays
        as it ended (``Phase.ROUND_OVER``, nothing left to choose, nobody's turn) until the
        :class:`NextRound` step, or the session is over after its last round."""
        n = self.num_players
        roles: list[Role] = [Role.CITIZEN] * n
        for place, seat in enumerate(order):
            roles[seat] = role_for_place(place, n)
        if self.options.scoring is Scoring.PLACES:
            gained = tuple(place_points(order.index(seat), n) for seat in range(n))
        else:
            gained = tuple(points(role, n) for role in roles)
        self.results.append(RoundResult(order, tuple(roles), gained, rebellion))
        self.scores = [a + b for a, b in zip(self.scores, gained, strict=True)]
        self.log(Event(EventKind.ROUND_OVER, round_number=self.round_number))
        last = self.round_number >= self.options.rounds
        self.phase = Phase.OVER if last else Phase.ROUND_OVER
        choice = self.choice
        choice.pending, choice.queue, choice.plan = None, [], None
        self.turns.turn = None
        self.epoch += 1
        if last:
            self.log(Event(EventKind.SESSION_OVER))


def effect_kind(effect: Effect) -> type | Act:
    """What :data:`HANDLERS` keys ``effect`` by: an :class:`~game.climbing.effects.Act` is its
    own kind, any other effect is of its dataclass's kind."""
    return effect if isinstance(effect, Act) else type(effect)


HANDLERS: dict[type | Act, Callable[[RoundFlow, Any], None]] = {
    Announce: RoundFlow._on_announce,
    Act.FLIP_STRENGTH: RoundFlow._on_flip_strength,
    SetNewOrder: RoundFlow._on_set_new_order,
    StartJBack: RoundFlow._on_start_j_back,
    Act.END_BINDING: RoundFlow._on_end_binding,
    Bind: RoundFlow._on_bind,
    AskChoice: RoundFlow._on_ask_choice,
    DiscardStrongest: RoundFlow._on_discard_strongest,
    DiscardRanks: RoundFlow._on_discard_ranks,
    Act.CUT_TRICK: RoundFlow._on_cut_trick,
    Act.OPEN_FOUR_STOP: RoundFlow._on_open_four_stop,
    SkipPlayers: RoundFlow._on_skip_players,
    Act.REVERSE_TURNS: RoundFlow._on_reverse_turns,
    Act.ARM_LUCKY_SEVEN: RoundFlow._on_arm_lucky_seven,
    Act.CROWN_PRESIDENT: RoundFlow._on_crown_president,
    DropToBeggar: RoundFlow._on_drop_to_beggar,
    Act.END_ROUND_REVERSED: RoundFlow._on_end_round_reversed,
}
"""The handler of each effect kind (:func:`effect_kind`; a kind's handler takes effects of that kind only)."""


def _has_natural_pair(hand: list[Card], rank: Rank) -> bool:
    return sum(1 for c in hand if c.rank == rank) >= 2
