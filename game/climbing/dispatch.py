"""Carrying out the effects house rules return: one handler per :data:`Effect` type.

``SessionState.run_queue`` takes a play's effects in the order they were queued (the
registry's firing order, ``rules.FIRING_ORDER``) and hands each to :func:`apply`, which
calls the handler of its type from :data:`HANDLERS`. An effect that opens a choice
(:class:`AskChoice`) pauses the rest: they stay queued until the choice is finished. An
effect that ends the round (:class:`EndRoundReversed`, or a crowning that finishes it)
drops them. Turn effects (:class:`CutTrick`, :class:`OpenFourStop`, :class:`SkipPlayers`,
:class:`ReverseTurns`) only mark the turn plan; the session applies the plan after every
other effect, in one order: place who ran out, reverse, then cut (and 4 Stop) or skip.

Invariant: :data:`HANDLERS` has exactly one handler for each type of the ``Effect`` union.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.climbing.effects import (
    Announce,
    ArmLuckySeven,
    AskChoice,
    Bind,
    ChoiceKind,
    CrownPresident,
    CutTrick,
    DiscardRanks,
    DiscardStrongest,
    DropToBeggar,
    Effect,
    EndBinding,
    EndRoundReversed,
    FlipStrength,
    OpenFourStop,
    ReverseTurns,
    SetNewOrder,
    SkipPlayers,
    StartJBack,
    Who,
)
from game.climbing.pending import Event, EventKind, Pending, TurnPlan
from game.climbing.plays import JOKER_RANK
from game.climbing.rules.base import Binding
from game.core.cards import Card, Rank

if TYPE_CHECKING:
    from game.climbing.state import SessionState


def apply(state: SessionState, effect: Effect) -> None:
    """Carry out one effect on ``state``."""
    HANDLERS[type(effect)](state, effect)


def _plan(state: SessionState) -> TurnPlan:
    """The plan of the play whose effects run (play effects only run inside one)."""
    plan = state.choice.plan
    assert plan is not None, "a play effect runs inside the play's turn plan"
    return plan


# ------------------------------------------------------------- announcements and strength


def _announce(state: SessionState, effect: Announce) -> None:
    plan = state.choice.plan
    state.log(Event(EventKind.RULE_FIRED, plan.actor if plan else None, announce=effect))


def _flip_strength(state: SessionState, effect: FlipStrength) -> None:
    state.order = state.order.flipped()


def _set_new_order(state: SessionState, effect: SetNewOrder) -> None:
    state.order = state.order.with_start(effect.rank)


def _start_j_back(state: SessionState, effect: StartJBack) -> None:
    state.order = state.order.with_j_back(effect.clears)


def _end_binding(state: SessionState, effect: EndBinding) -> None:
    state.trick.binding = Binding()


def _bind(state: SessionState, effect: Bind) -> None:
    state.trick.binding = Binding(effect.suits, effect.number)


# ------------------------------------------------------------- choices and discards


def _ask_choice(state: SessionState, effect: AskChoice) -> None:
    """Open the choice for the player who played, unless it has nothing to choose from."""
    actor = _plan(state).actor
    kind = effect.kind
    hands = state.hands
    target = None
    if kind is ChoiceKind.TRANSFER:
        target = state.next_acting(actor)
        if target is None or not hands[actor]:
            return
    if kind is ChoiceKind.DISCARD and not hands[actor]:
        return
    remaining = len(state.discard) if kind is ChoiceKind.RESURRECT else effect.count
    if kind in (ChoiceKind.RESURRECT, ChoiceKind.ZOMBIE) and not state.discard:
        return
    if kind is ChoiceKind.ZOMBIE and state.next_acting(actor) is None:
        return
    state.choice.pending = Pending(kind, actor, remaining, target=target)


def _hit(state: SessionState, actor: int, who: Who) -> list[int]:
    """The seats a forced discard hits: the next seat that can act, or every other one."""
    if who is Who.NEXT:
        nxt = state.next_acting(actor)
        return [] if nxt is None else [nxt]
    return [s for s in state.seats_from(actor)[1:] if state.can_act(s)]


def _discard_strongest(state: SessionState, effect: DiscardStrongest) -> None:
    for seat in _hit(state, _plan(state).actor, effect.who):
        discard_strongest(state, seat, effect.count)


def _discard_ranks(state: SessionState, effect: DiscardRanks) -> None:
    for seat in _hit(state, _plan(state).actor, effect.who):
        discard_ranks(state, seat, effect.ranks, effect.keep_one)


def discard_strongest(state: SessionState, seat: int, count: int) -> None:
    """``seat`` discards ``min(count, hand size - 1)`` strongest cards, ties by ``state.rng``."""
    hand = state.hands[seat]
    order = state.order
    gone = []
    for _ in range(min(count, len(hand) - 1)):
        best = max(order.card_strength(c) for c in hand)
        card = state.rng.choice(sorted((c for c in hand if order.card_strength(c) == best), key=Card.sort_key))
        hand.remove(card)
        gone.append(card)
    if gone:
        state.discard.extend(gone)
        state.log(Event(EventKind.DISCARDED, seat, cards=tuple(gone)))


def discard_ranks(state: SessionState, seat: int, ranks: frozenset[Rank], keep_one: bool) -> None:
    """``seat`` discards every card of ``ranks``; with ``keep_one`` a hand made only of them
    keeps its weakest card."""
    hand = state.hands[seat]
    order = state.order
    hits = [c for c in hand if c.rank in ranks or (JOKER_RANK in ranks and c.is_joker)]
    if keep_one and hits and len(hits) == len(hand):
        keep = min(hits, key=lambda c: (order.card_strength(c), c.sort_key()))
        hits.remove(keep)
    for card in hits:
        hand.remove(card)
    if hits:
        state.discard.extend(hits)
        state.log(Event(EventKind.DISCARDED, seat, cards=tuple(hits)))


# ------------------------------------------------------------- turn effects (the plan)


def _cut_trick(state: SessionState, effect: CutTrick) -> None:
    _plan(state).cut = True


def _open_four_stop(state: SessionState, effect: OpenFourStop) -> None:
    _plan(state).four_stop = True


def _skip_players(state: SessionState, effect: SkipPlayers) -> None:
    _plan(state).skip += effect.count


def _reverse_turns(state: SessionState, effect: ReverseTurns) -> None:
    _plan(state).reverse = True


# ------------------------------------------------------------- finishing places


def _arm_lucky_seven(state: SessionState, effect: ArmLuckySeven) -> None:
    state.lucky_seat = _plan(state).actor


def _crown_president(state: SessionState, effect: CrownPresident) -> None:
    state.crown(_plan(state).actor)


def _drop_to_beggar(state: SessionState, effect: DropToBeggar) -> None:
    seat = effect.seat
    state.turns.fallen.append(seat)
    state.discard.extend(state.hands[seat])
    state.hands[seat] = []
    state.log(Event(EventKind.FELL, seat))


def _end_round_reversed(state: SessionState, effect: EndRoundReversed) -> None:
    previous = state.previous
    assert previous is not None, "Rebellion needs a previous round"
    for hand in state.hands:
        state.discard.extend(hand)
        hand.clear()
    state.discard.extend(state.trick.table_cards)
    state.trick.table_cards = []
    state.end_round(previous.order[::-1], rebellion=True)


HANDLERS: dict[type, Callable[[SessionState, Any], None]] = {
    Announce: _announce,
    FlipStrength: _flip_strength,
    SetNewOrder: _set_new_order,
    StartJBack: _start_j_back,
    EndBinding: _end_binding,
    Bind: _bind,
    AskChoice: _ask_choice,
    DiscardStrongest: _discard_strongest,
    DiscardRanks: _discard_ranks,
    CutTrick: _cut_trick,
    OpenFourStop: _open_four_stop,
    SkipPlayers: _skip_players,
    ReverseTurns: _reverse_turns,
    ArmLuckySeven: _arm_lucky_seven,
    CrownPresident: _crown_president,
    DropToBeggar: _drop_to_beggar,
    EndRoundReversed: _end_round_reversed,
}
"""The handler of each effect type (a type's handler takes effects of that type only)."""
