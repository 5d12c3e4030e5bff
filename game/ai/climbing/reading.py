"""Reading a seat that plays as the eager model (:mod:`game.ai.climbing.eager`, the UECda
sample client): which hidden hands its past decisions rule out.

The model plays a fixed policy from its hand, and its hand only shrinks by its plays, so at
each past decision it held its hand now plus every card it played since. A guessed hand
*contradicts* a decision when the model, holding those cards, would have decided otherwise:

- *a single natural card on the table* (the order in force, no joker on the table): it
  passed although a loose card beat it, or the joker did (no lock); it answered with a
  natural card that was not loose, or with a card above a loose one that also beat the
  table; it answered with the joker although a loose card beat the table. Under a suit
  lock only the locked suit's loose cards count and the joker is not read;
- *a set of natural cards, no lock*: it passed although it held a stronger rank exactly as
  many times as the set's size (or one fewer, and the joker); it answered with a natural
  set that was not all of its rank, or above a rank that would have fitted;
- *its own lead of natural cards* (no Sequence): it held the joker, a Sequence, a bigger
  set, or the same size of a weaker rank (for a single: any set, any weaker card);
- *its own lead of a natural Sequence*: it held the joker (a longer Sequence), a longer
  natural run, or one of the same length starting weaker;
- *a Sequence on the table*: it passed although a natural run of its length in hand (of the
  locked suit under a lock) beat it, or one with the joker filling a gap; it answered with a
  joker in it although a natural one did; in the normal order, it answered with natural
  cards that are not the top part of a run above the table, or above the top part of
  another such run (the sample client's own choice, not the model's weakest run).

Jokers led and locked sets are not read. A rule that changes the order (:data:`ORDER_RULES`)
forgets what came before. Nothing here draws random numbers.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from game.ai.climbing.eager import RUN, loose_cards, natural_rank_counts
from game.climbing.observation import ClimbingObservation
from game.climbing.options import RuleId
from game.climbing.order import StrengthOrder
from game.climbing.pending import EventKind
from game.climbing.plays import Play, position_strength, run_span
from game.core.cards import Card, Rank, Suit

ORDER_RULES = frozenset(
    {
        RuleId.REVOLUTION,
        RuleId.TRIPLE_SEVEN_REVOLUTION,
        RuleId.COUP_DETAT,
        RuleId.SEQUENCE_REVOLUTION,
        RuleId.GREAT_REVOLUTION,
        RuleId.J_BACK,
        RuleId.ENHANCED_J_BACK,
    }
)
"""Rules that change the order of strength: the decisions seen before them are not read."""


@dataclass(frozen=True)
class Decision:
    """One past decision of a seat: the ``top`` play it answered (None on its own lead),
    whether a suit ``locked`` the trick, what it ``played`` (None for a pass) and the cards
    it has played ``since``, this play's included (they were in its hand then)."""

    top: Play | None
    locked: bool
    played: Play | None
    since: tuple[Card, ...]


def decisions_of(obs: ClimbingObservation) -> dict[int, list[Decision]]:
    """Every other seat's readable decisions of this round, from the observation's PLAYED /
    PASSED / TRICK_CLEARED events (see the module docstring)."""
    seen: dict[int, list[tuple[Play | None, bool, Play | None, list[Card]]]] = {}
    top: Play | None = None
    top_seat: int | None = None
    locked = False
    for event in obs.events:
        kind, seat, play = event.kind, event.seat, event.play
        if kind is EventKind.TRICK_CLEARED:
            top, top_seat, locked = None, None, False
        elif kind is EventKind.RULE_FIRED and event.rule in ORDER_RULES:
            seen.clear()
        elif kind is EventKind.PLAYED and play is not None:
            if seat is not None and seat != obs.seat:
                seen.setdefault(seat, []).append((top, locked, play, []))
                for *_, held in seen[seat]:
                    held.extend(play.cards)
            locked = top is not None and _may_lock(top, play)
            top, top_seat = play, seat
        elif kind is EventKind.PASSED and seat is not None and seat not in (obs.seat, top_seat) and top is not None:
            seen.setdefault(seat, []).append((top, locked, None, []))
    return {
        seat: [Decision(top, lock, play, tuple(since)) for top, lock, play, since in items]
        for seat, items in seen.items()
    }


def _may_lock(top: Play, play: Play) -> bool:
    """Whether ``play`` on ``top`` may have locked the trick's suits: the same natural suits,
    or a joker in either standing for the other's missing suits (taking a lock for one is
    safe: a locked decision is read more loosely)."""
    mine, theirs = play.natural_suits, top.natural_suits
    return mine == theirs or (top.has_joker and theirs <= mine) or (play.has_joker and mine <= theirs)


def contradictions(hand: Collection[Card], decisions: Iterable[Decision], order: StrengthOrder) -> int:
    """How many of ``decisions`` the model would have made otherwise holding ``hand`` now."""
    return sum(1 for decision in decisions if contradicts([*hand, *decision.since], decision, order))


def contradicts(hand: list[Card], decision: Decision, order: StrengthOrder) -> bool:
    """Whether the model holding ``hand`` would not have made ``decision`` (module docstring)."""
    top, played = decision.top, decision.played
    if top is None:
        if played is None or played.has_joker:
            return False
        if played.is_sequence:
            return _sequence_lead_contradicts(hand, played, order)
        return _lead_contradicts(hand, played, order)
    if top.is_sequence:
        return _sequence_contradicts(hand, top, decision.locked, played, order)
    if top.has_joker or (played is not None and (played.is_sequence or played.size != top.size)):
        return False
    if top.size == 1:
        return _single_contradicts(hand, top.cards[0], decision.locked, played, order)
    if decision.locked:
        return False
    return _set_contradicts(hand, top, played, order)


def _single_contradicts(
    hand: list[Card], table: Card, locked: bool, played: Play | None, order: StrengthOrder
) -> bool:
    beat = order.card_strength(table)
    loose = loose_cards(hand)
    above = [
        order.card_strength(c) for c in loose if order.card_strength(c) > beat and (not locked or c.suit is table.suit)
    ]
    if played is None:
        return bool(above) or (not locked and any(c.is_joker for c in hand))
    card = played.cards[0]
    if card.is_joker:
        return not locked and bool(above)
    return card not in loose or any(strength < order.card_strength(card) for strength in above)


def _set_contradicts(hand: list[Card], top: Play, played: Play | None, order: StrengthOrder) -> bool:
    strengths = order.strengths
    size, beat = top.size, strengths[top.rank]
    counts = natural_rank_counts(hand)
    fitting = [strengths[r] for r, n in counts.items() if n == size and strengths[r] > beat]
    if played is None:
        joker = any(c.is_joker for c in hand)
        return bool(fitting) or (
            joker and any(n == size - 1 and strengths[r] > beat for r, n in counts.items())
        )
    if played.has_joker:
        return bool(fitting)
    return counts.get(played.rank, 0) != size or any(s < strengths[played.rank] for s in fitting)


def _lead_contradicts(hand: list[Card], played: Play, order: StrengthOrder) -> bool:
    if any(c.is_joker for c in hand) or _has_run(hand):
        return True
    strengths = order.strengths
    size, mine = played.size, strengths[played.rank]
    counts = natural_rank_counts(hand)
    return any(n > size or (n == size and strengths[r] < mine) for r, n in counts.items())


def _sequence_contradicts(
    hand: list[Card], top: Play, locked: bool, played: Play | None, order: StrengthOrder
) -> bool:
    beat = max(position_strength(p, order) for p in run_span(top))
    suits = top.natural_suits if locked else None
    windows = [(s, joker) for s, joker in _windows(hand, top.size, order, suits) if s > beat]
    if played is None:
        return bool(windows)
    if played.has_joker:
        return any(not joker for _, joker in windows)
    return not order.reversed and _not_the_tail_chosen(hand, played, beat, order, suits)


def _not_the_tail_chosen(
    hand: list[Card], played: Play, beat: int, order: StrengthOrder, suits: frozenset[Suit] | None
) -> bool:
    """In the normal order the sample client answers a Sequence with the top ``size`` cards
    of a natural run above the table (of a locked suit), the run whose top part starts
    lowest: whether ``played`` is not that."""
    held = {
        (c.suit, int(c.rank))
        for c in hand
        if not c.is_joker and (suits is None or c.suit in suits) and order.card_strength(c) > beat
    }
    size, low, suit = played.size, int(played.ranks[0]), played.cards[0].suit
    if (suit, low + size) in held:
        return True
    for run_suit, high in held:
        if (run_suit, high + 1) in held:
            continue
        start = high - size + 1
        if start < low and all((run_suit, r) in held for r in range(start, high)):
            return True
    return False


def _sequence_lead_contradicts(hand: list[Card], played: Play, order: StrengthOrder) -> bool:
    if any(c.is_joker for c in hand):
        return True
    size, mine = played.size, played.strength(order)
    return any(not joker for _, joker in _windows(hand, size + 1, order, None)) or any(
        s < mine and not joker for s, joker in _windows(hand, size, order, None)
    )


def _windows(
    hand: list[Card], length: int, order: StrengthOrder, suits: frozenset[Suit] | None
) -> list[tuple[int, bool]]:
    """Every run of ``length`` natural positions of one suit (one of ``suits`` if given) the
    hand can make, the joker filling at most one gap: its weakest end's strength in
    ``order`` and whether it needs the joker."""
    joker = any(c.is_joker for c in hand)
    held = {(c.suit, int(c.rank)) for c in hand if not c.is_joker}
    out: list[tuple[int, bool]] = []
    for suit in {s for s, _ in held}:
        if suits is not None and suit not in suits:
            continue
        for low in range(int(Rank.TWO) - length + 2):
            missing = sum(1 for r in range(low, low + length) if (suit, r) not in held)
            if missing == 0 or (missing == 1 and joker):
                ends = (position_strength(low, order), position_strength(low + length - 1, order))
                out.append((min(ends), missing == 1))
    return out


def _has_run(hand: list[Card]) -> bool:
    """A natural run of ``RUN`` or more cards of one suit."""
    held = {(c.suit, int(c.rank)) for c in hand if not c.is_joker}
    return any(all((suit, rank + step) in held for step in range(RUN)) for suit, rank in held)
