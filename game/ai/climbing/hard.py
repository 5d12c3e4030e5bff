"""The "hard" Daifugo / President player: determinized Monte Carlo search on a time budget.

A decision goes like this:

1. *Candidates.* The normal player's choice (in the exchange, with ``shape_exchange``,
   :func:`give_back_cost`'s cheapest card instead) plus the best few others by the normal player's own scoring
   (for card choices: the weakest cards to give away, the strongest to take); with few
   cards in hand (short playouts, many worlds) every listed move.
2. *Worlds.* The hidden cards are guessed consistently with everything the seat may know
   (:func:`deal_world`): the cards nobody has seen are the deck minus the own hand, the
   table and the discard pile; every other seat gets exactly its public card count.
   Private events pin cards down: a card this seat gave in the exchange is still in the
   receiver's hand unless it has been seen since, the 3♦ announced at the first lead is
   still with its holder, and a seat that had to hand over its highest cards keeps only
   cards below the lowest of them (apart from what it got back). With ``passes_as_evidence``
   a seat that passed over a single card (no lock, no change of order since) probably holds
   nothing above it, the joker included: such cards go to it only now and then
   (``PASS_DOUBT``). With ``lowest_give_backs`` a seat that handed this seat cards of its
   choice in the exchange probably kept none below them (the same doubt). With
   ``read_decisions`` the other seats are read as the eager model
   (:mod:`game.ai.climbing.reading`): a guessed deal whose hands contradict their past
   passes, follows and leads is repaired by swapping guessed cards between seats
   (:func:`_repair`).
   ``SessionState.from_observation`` turns the guess into a round-scoped engine state.
3. *Playouts.* In each world every surviving candidate is applied and the round is
   finished by a fast greedy policy (:func:`playout_move`) that reads only the engine's
   listed moves and the plays they make, so every house rule is followed without
   rule-specific code. A candidate scores the finishing place it led to (the playout stops
   as soon as the seat is out: :func:`settled_place`). When only this seat and one other
   still hold few cards, the candidate is solved exactly instead (:class:`DuelSolver`:
   both sides play their best over the engine's listed moves, within a position limit); with
   ``eager_opponents`` and few cards left in this seat's hand, it is solved exactly against
   the modelled opponents (:class:`ReplySolver`). With ``planned_playouts`` this seat's
   playout moves follow a plan read from the world's hands instead
   (:mod:`game.ai.climbing.planned`: controls, the winning line, whole groups). All candidates
   see the same worlds (common random numbers); after a few worlds the worse half is
   dropped (successive halving), so the budget goes to the close calls.
4. *Choice.* The best mean place wins, each mean shrunk towards the mean of all
   candidates (``PRIOR_WEIGHT`` pseudo-worlds) and the normal player's choice given a
   bonus (``normal_bonus``: ``NORMAL_BONUS``, with the UECda client's plan
   ``PLANNED_NORMAL_BONUS``), so a handful of noisy playouts never overrules a sound
   heuristic.

With ``budget_worlds=N`` (a budget of work) it judges ``N`` worlds instead, whatever the
time, so a seeded player makes the same moves on every machine.

The search stops on time (``budget_ms`` of its own thinking; the pauses between slices
do not count), not on a count, and ``think`` yields every ``slice_ms`` (a single playout
is interrupted too), so a frame loop stays responsive. The player never sees a hidden
card: it gets the observation only.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator, Hashable
from dataclasses import dataclass, field

from game.ai.climbing.eager import eager_move
from game.ai.climbing.heuristic import ClimbingPlayer, forced_move
from game.ai.climbing.planned import PRECIOUS, cheapest_play, cuts_trick, planned_move, unbroken_plays
from game.ai.climbing.reading import ORDER_RULES, Decision, contradictions, decisions_of
from game.ai.player import Think
from game.ai.searching import SearchCounts, SearchingPlayer
from game.ai.think_clock import ThinkClock
from game.climbing.effects import ChoiceKind
from game.climbing.moves import Done, Move, NameRank, Pass, PickCard, PlayCards, ReliefTake, TakeCard
from game.climbing.observation import ClimbingObservation
from game.climbing.order import StrengthOrder
from game.climbing.pending import EventKind, Phase
from game.climbing.plays import Play
from game.climbing.state import SessionState, exchange_strength
from game.core.cards import Card, Rank, Suit, make_deck

DEFAULT_SLICE_MS = 2.0
SHORTLIST = 6
OPENING_HAND = 9
OPENING_SHORTLIST = 3
"""How many moves besides the normal choice the search compares; with more than
``OPENING_HAND`` cards in hand (long, costly playouts) only ``OPENING_SHORTLIST``."""
ENDGAME_HAND = 5
ENDGAME_SHORTLIST = 15
"""With at most ``ENDGAME_HAND`` cards in hand the playouts are short, so the search
compares up to ``ENDGAME_SHORTLIST`` other moves (every listed move, in practice)."""
HALVING_WORLDS = (4, 8, 16, 32)
"""After this many worlds the worse half of the candidates is dropped."""
PRIOR_WEIGHT = 3.0
"""Pseudo-count of the prior (the mean place over all candidates) in a candidate's value."""
NORMAL_BONUS = 0.25
"""Bonus of the normal player's choice, in places: measured playouts must beat it clearly."""
PLANNED_NORMAL_BONUS = 0.1
"""The bonus the UECda client gives with ``planned_playouts``: playouts in which this seat
plays by a plan against the modelled seats are trusted more."""
DUEL_CARDS = 10
DUEL_NODES = 800
"""When only this seat and one other still hold cards, at most ``DUEL_CARDS`` between them,
a candidate is solved exactly (both sides play their best) within ``DUEL_NODES`` positions
per candidate and world; a bigger endgame falls back to a playout."""
REPLY_CARDS = 4
REPLY_NODES = 300
"""With modelled opponents (``eager_opponents``) and at most ``REPLY_CARDS`` cards left in
this seat's hand, a candidate is solved exactly against the model (:class:`ReplySolver`)
within ``REPLY_NODES`` of this seat's moves per candidate and world; else a playout."""
PLAYOUT_RANDOMNESS = 0.1
"""How often the playout policy plays a random listed play instead of its greedy one."""
MAX_PLAYOUT_MOVES = 2000
"""A guard: a round never needs this many moves."""

PASS_DOUBT = 0.3
"""How often a card above a seat's pass ceiling or below its give-back floor
(:class:`Knowledge`) is dealt to it anyway when the world is guessed: a pass or a gift is
evidence, not proof (a pair kept whole, a 2 kept back, a low pair kept)."""

REPAIR_SWAPS = 150
"""With seats read (``Knowledge.decisions``), how many swaps of two seats' guessed cards
are tried for a deal that contradicts none of their decisions (:func:`_repair`)."""

THREE_OF_DIAMONDS = Card(Rank.THREE, Suit.DIAMONDS)
KEEPS_SHAPE = 4
"""Give-back cost of a card that belongs to a set or a Sequence in hand, in ranks of strength."""
KEEPS_CUT = 8
"""Give-back cost of an 8 under 8 Cut (it wins the lead back), in ranks of strength."""


# ---------------------------------------------------------------------- knowledge


@dataclass
class Knowledge:
    """What the observer knows about hidden cards beyond the public counts.

    ``holders``: cards known to be in a given seat's hand (if not seen since).
    ``caps``: per seat, every card it holds except ``holders`` entries of that seat ranks
    below this card in the exchange order (it had to give away its highest cards).
    ``ceilings``: per seat, the weakest single card (in the order in force) it passed over
    when no lock bound the trick; it probably holds no card stronger than that (a joker
    neither: the sample client answers a single with its joker when no loose card beats it).
    ``floors``: per seat, the highest card (exchange order) it chose to hand this seat in the
    exchange; it probably kept no card of a lower rank (the sample client gives its lowest).
    ``decisions``: per seat, its past decisions read as the eager model's
    (:mod:`game.ai.climbing.reading`): a guessed hand should contradict none of them.
    """

    holders: dict[Card, int] = field(default_factory=dict)
    caps: dict[int, Card] = field(default_factory=dict)
    ceilings: dict[int, Card] = field(default_factory=dict)
    floors: dict[int, Card] = field(default_factory=dict)
    decisions: dict[int, list[Decision]] = field(default_factory=dict)


def knowledge_of(
    obs: ClimbingObservation, passes: bool = False, gifts: bool = False, decisions: bool = False
) -> Knowledge:
    """Read the observer's exchange events and the first-lead announcement, with ``passes``
    the passes of this round (:func:`pass_ceilings`), with ``gifts`` the cards handed to the
    observer by choice (``floors``), with ``decisions`` every other seat's decisions of this
    round (:func:`~game.ai.climbing.reading.decisions_of`)."""
    known = Knowledge()
    automatic: dict[int, int] = {}
    previous = obs.previous_order
    if previous is not None:
        automatic[previous[-1]] = previous[0]
        if obs.num_players >= 4:
            automatic[previous[-2]] = previous[1]
    for event in obs.events:
        if event.kind is EventKind.HOLDS_THREE and event.seat is not None and event.seat != obs.seat:
            known.holders[THREE_OF_DIAMONDS] = event.seat
        if event.kind is not EventKind.EXCHANGED or event.private_to != obs.seat:
            continue
        giver, receiver, cards = event.seat, event.target, event.cards
        if giver == obs.seat and receiver is not None:
            for card in cards:
                known.holders[card] = receiver
        elif receiver == obs.seat and giver is not None and automatic.get(giver) == obs.seat and cards:
            known.caps[giver] = min(cards, key=exchange_strength)
        elif gifts and receiver == obs.seat and giver is not None and cards:
            known.floors[giver] = max(cards, key=exchange_strength)
    if passes:
        known.ceilings = pass_ceilings(obs)
    if decisions:
        known.decisions = decisions_of(obs)
    return known


def pass_ceilings(obs: ClimbingObservation) -> dict[int, Card]:
    """Each seat's weakest single natural card it passed over (see :class:`Knowledge`), read
    from this round's PLAYED / PASSED / TRICK_CLEARED events. A pass counts only when the top
    play is a single natural card by another seat and the play before it in the trick (if
    any) had other suits (so no suit lock can have forced the pass); a rule that changes the
    order (:data:`ORDER_RULES`) forgets everything seen before it."""
    ceilings: dict[int, Card] = {}
    top: Play | None = None
    top_seat: int | None = None
    locked = False
    for event in obs.events:
        kind = event.kind
        if kind is EventKind.TRICK_CLEARED:
            top, top_seat, locked = None, None, False
        elif kind is EventKind.PLAYED and event.play is not None:
            locked = top is not None and top.natural_suits == event.play.natural_suits
            top, top_seat = event.play, event.seat
        elif kind is EventKind.RULE_FIRED and event.rule in ORDER_RULES:
            ceilings.clear()
        elif (
            kind is EventKind.PASSED
            and event.seat is not None
            and event.seat != obs.seat
            and top is not None
            and top_seat != event.seat
            and top.size == 1
            and not locked
        ):
            card = top.cards[0]
            if card.is_joker:
                continue
            held = ceilings.get(event.seat)
            if held is None or obs.order.card_strength(card) < obs.order.card_strength(held):
                ceilings[event.seat] = card
    return ceilings


def deal_world(obs: ClimbingObservation, known: Knowledge, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Guess every hidden hand: ``(hands, out_of_play)`` consistent with ``known``.

    Known holders get their cards first, capped seats then draw from the cards below their
    cap, the rest is dealt at random; when a constraint cannot be met (a card moved in a
    way the observer did not see) it is dropped rather than failing.
    """
    n = obs.num_players
    seen = set(obs.hand) | set(obs.table_cards) | set(obs.discard)
    pool = [c for c in make_deck(jokers=obs.options.jokers) if c not in seen]
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[obs.seat] = list(obs.hand)
    need = [0 if s == obs.seat else obs.hand_counts[s] for s in range(n)]
    placed: set[Card] = set()
    for card, seat in known.holders.items():
        if seat != obs.seat and card not in seen and need[seat] > 0:
            hands[seat].append(card)
            need[seat] -= 1
            placed.add(card)
    pool = [c for c in pool if c not in placed]
    for seat, cap in known.caps.items():
        if seat == obs.seat or need[seat] == 0:
            continue
        limit = exchange_strength(cap)
        below = [c for c in pool if exchange_strength(c) < limit][: need[seat]]
        hands[seat].extend(below)
        need[seat] -= len(below)
        taken = set(below)
        pool = [c for c in pool if c not in taken]
    fixed = [len(hand) for hand in hands]
    order = obs.order
    for seat, floor in known.floors.items():
        if seat != obs.seat and need[seat] > 0:
            pool = _draw_likely(hands[seat], need, seat, pool, _not_below(floor), rng)
    for seat, ceiling in sorted(known.ceilings.items(), key=lambda item: order.card_strength(item[1])):
        if seat != obs.seat and need[seat] > 0:
            pool = _draw_likely(hands[seat], need, seat, pool, _not_above(ceiling, order), rng)
    for seat in range(n):
        hands[seat].extend(pool[: need[seat]])
        del pool[: need[seat]]
    if known.decisions:
        _repair(obs, known, hands, fixed, rng)
    return hands, pool


def _repair(
    obs: ClimbingObservation, known: Knowledge, hands: list[list[Card]], fixed: list[int], rng: random.Random
) -> None:
    """Make the guessed hands contradict fewer read decisions (``known.decisions``): up to
    ``REPAIR_SWAPS`` times a dealt card of a contradicted seat is swapped with one of another
    seat, kept when the two seats' contradictions do not grow. Cards the seats are known to
    hold (the first ``fixed[seat]`` of its hand) stay."""
    order = obs.order
    seats = [s for s in range(obs.num_players) if s != obs.seat and len(hands[s]) > fixed[s]]
    if len(seats) < 2:
        return
    wrong = {s: contradictions(hands[s], known.decisions.get(s, ()), order) for s in seats}
    for _ in range(REPAIR_SWAPS):
        bad = [s for s in seats if wrong[s]]
        if not bad:
            return
        first = rng.choice(bad)
        second = rng.choice([s for s in seats if s != first])
        i = rng.randrange(fixed[first], len(hands[first]))
        j = rng.randrange(fixed[second], len(hands[second]))
        hands[first][i], hands[second][j] = hands[second][j], hands[first][i]
        now_first = contradictions(hands[first], known.decisions.get(first, ()), order)
        now_second = contradictions(hands[second], known.decisions.get(second, ()), order)
        if now_first + now_second <= wrong[first] + wrong[second]:
            wrong[first], wrong[second] = now_first, now_second
        else:
            hands[first][i], hands[second][j] = hands[second][j], hands[first][i]


def _not_below(floor: Card) -> Callable[[Card], bool]:
    """Cards of ``floor``'s rank or higher (the normal order, jokers on top)."""
    low = int(floor.rank)
    return lambda card: int(card.rank) >= low


def _not_above(ceiling: Card, order: StrengthOrder) -> Callable[[Card], bool]:
    """Cards no stronger than ``ceiling`` in ``order``."""
    top = order.card_strength(ceiling)
    return lambda card: order.card_strength(card) <= top


def _draw_likely(
    hand: list[Card], need: list[int], seat: int, pool: list[Card], likely: Callable[[Card], bool], rng: random.Random
) -> list[Card]:
    """Deal ``seat`` up to ``need[seat]`` cards of the (shuffled) ``pool`` into ``hand``: the
    ``likely`` ones, and the others only now and then (``PASS_DOUBT``); the rest of the pool."""
    chosen: list[Card] = []
    for card in pool:
        if len(chosen) == need[seat]:
            break
        if likely(card) or rng.random() < PASS_DOUBT:
            chosen.append(card)
    hand.extend(chosen)
    need[seat] -= len(chosen)
    taken = set(chosen)
    return [c for c in pool if c not in taken]


def give_back_cost(obs: ClimbingObservation, card: Card) -> float:
    """What handing ``card`` down in the exchange costs the hand: its strength, plus
    ``KEEPS_SHAPE`` when it belongs to a set (two or more of its rank) or to a Sequence of
    three (same suit, with Sequences on), plus ``KEEPS_CUT`` for an 8 under 8 Cut; a joker
    is never worth giving. So a lone 6 goes before a pair of 3s is broken, a lone 9 after."""
    if card.is_joker:
        return math.inf
    hand = obs.hand
    cost = float(obs.order.card_strength(card))
    if sum(1 for c in hand if c.rank == card.rank) >= 2:
        cost += KEEPS_SHAPE
    elif obs.options.sequence and card.suit is not None:
        suited = {int(c.rank) for c in hand if c.suit is card.suit and not c.is_joker}
        rank = int(card.rank)
        if any(all(r in suited for r in range(low, low + 3)) for low in range(rank - 2, rank + 1)):
            cost += KEEPS_SHAPE
    if obs.options.eight_cut and card.rank == Rank.EIGHT:
        cost += KEEPS_CUT
    return cost


# ---------------------------------------------------------------------- playouts


def _card_strength(state: SessionState, card: Card) -> int:
    return state.order.card_strength(card)


def playout_move(state: SessionState, seat: int, rng: random.Random, cuts: bool = False, planned: bool = False) -> Move:
    """A fast greedy move for ``seat`` from the engine's listed moves, close to the normal
    player's taste (:func:`cheapest_play`).

    Plays: go out when possible, else the cheapest play, but pass rather than spend
    precious cards while the hand is long and nobody is close to going out; now and then a
    random play. With ``cuts`` (the UECda client's own seat) a follow that clears the
    trick by 8 Cut without a joker is played first (the cheapest of them): the seat leads
    again. With ``planned`` (the UECda client's own seat, the others playing the eager
    model) no random plays: :func:`~game.ai.climbing.planned.planned_move` chooses the
    leads and the follows of the winning line, and other follows are the cheapest of
    those that break no group of the hand (if any). Choices: give, pass on or discard the
    weakest card, stop with 4s, take the strongest reachable card, skip optional extras.
    """
    listed = state.listed_moves(seat)
    pending = state.choice.pending
    if pending is not None:
        return _choice_move(state, seat, [m for m, _ in listed], pending.kind)
    plays = [(m, p) for m, p in listed if p is not None]
    if not plays:
        return next((m for m, _ in listed if not isinstance(m, ReliefTake)), listed[0][0])
    passing = None  # the listed pass itself, so that applying it finds it at once
    if len(plays) < len(listed):
        passing = next((m for m, p in listed if p is None and isinstance(m, Pass)), None)
    hand = state.hands[seat]
    held = len(hand)
    for move, play in plays:
        if len(play.cards) == held:
            return move
    if planned:
        chosen = planned_move(state, seat, plays)
        if chosen is not None:
            return chosen
    elif rng.random() < PLAYOUT_RANDOMNESS:
        return rng.choice(plays)[0]
    order = state.order
    counts = [0] * 16
    for card in hand:
        counts[card.rank] += 1
    leading = state.trick.top is None
    if cuts and not leading:
        cutting = [item for item in plays if not item[1].has_joker and cuts_trick(item[1], state.options)]
        if cutting:
            return cheapest_play(cutting, counts, order.strengths, leading)[0][0]
    if planned:
        plays = unbroken_plays(plays, hand) or plays
    best, best_cost = cheapest_play(plays, counts, order.strengths, leading)
    if passing is not None and best_cost > 10 and len(hand) > 4:
        others_low = min((len(h) for s, h in enumerate(state.hands) if s != seat and h), default=len(hand))
        if others_low > 3 and any(order.strengths[c.rank] >= PRECIOUS for c in best[1].cards):
            return passing
    return best[0]


def _choice_move(state: SessionState, seat: int, moves: list[Move], kind: ChoiceKind) -> Move:
    picks = [m for m in moves if isinstance(m, PickCard)]
    if kind is ChoiceKind.FOUR_STOP:
        return next((m for m in moves if isinstance(m, PlayCards)), moves[0])
    if kind in (ChoiceKind.EXCHANGE, ChoiceKind.TRANSFER, ChoiceKind.DISCARD) and picks:
        weakest = min(picks, key=lambda m: (_card_strength(state, m.card), m.card.sort_key()))
        if kind is ChoiceKind.EXCHANGE or _card_strength(state, weakest.card) < PRECIOUS:
            return weakest
    if kind is ChoiceKind.NERO:
        visible = [m for m in moves if isinstance(m, TakeCard) and m.card is not None]
        if visible:
            return max(visible, key=lambda m: _card_strength(state, m.card))  # type: ignore[arg-type]
    done = next((m for m in moves if isinstance(m, Done)), None)
    return done if done is not None else moves[0]


def finish_round(state: SessionState, rng: random.Random) -> None:
    """Play the (round-scoped) state to its end with :func:`playout_move` for every seat."""
    for _ in range(MAX_PLAYOUT_MOVES):
        seat = state.current_player
        if seat is None:
            return
        state.apply(seat, playout_move(state, seat, rng))
    raise RuntimeError("playout did not end")


def place_of(state: SessionState, seat: int) -> int:
    """0-based finishing place of ``seat`` in the round just played."""
    return state.results[-1].order.index(seat)


def settled_place(state: SessionState, seat: int) -> int | None:
    """``seat``'s place once it is out of the round (None while it still plays): its place
    among those out so far, or from the bottom when it fell. A playout stops there; a
    later crowning (Lucky Seven, Great Revolution) could still move it by one, which the
    estimate ignores."""
    if state.phase is Phase.OVER:
        return place_of(state, seat)
    turns = state.turns
    if seat in turns.finished:
        return turns.finished.index(seat)
    if seat in turns.fallen:
        return turns.players - 1 - turns.fallen.index(seat)
    return None


# ---------------------------------------------------------------------- time, exact endgame


class _TooBig(Exception):
    """The endgame needs more positions (or time) than allowed."""


def is_duel(state: SessionState, seat: int) -> bool:
    """Only ``seat`` and one other seat still play, with at most ``DUEL_CARDS`` between them."""
    playing = [s for s in range(state.num_players) if state.can_act(s)]
    return (
        len(playing) == 2
        and seat in playing
        and sum(len(state.hands[s]) for s in playing) <= DUEL_CARDS
    )


def _position(state: SessionState) -> Hashable:
    """Everything about a position that the rest of the round can depend on."""
    plan = state.choice.plan
    return (
        tuple(tuple(hand) for hand in state.hands),
        tuple(state.table_cards),
        tuple(state.discard),
        state.top,
        state.top_seat,
        state.turn,
        frozenset(state.passed),
        state.direction,
        state.order,
        state.binding,
        tuple(state.finished),
        tuple(state.fallen),
        state.pending,
        tuple(state.choice.queue),
        None if plan is None else tuple(vars(plan).values()),
        tuple(state.choice.stoppers),
        state.lucky_seat,
        state.relief_used,
        state.phase,
    )


class _ExactSearch:
    """What both exact endgame searches share: the searching ``seat``, the think clock, the
    positions still allowed (``left``) and the table of positions already valued."""

    def __init__(self, seat: int, clock: ThinkClock, limit: int) -> None:
        self.seat = seat
        self.clock = clock
        self.left = limit
        self.known: dict[Hashable, int] = {}

    def _child(self, state: SessionState, mover: int, move: Move) -> Generator[None, None, SessionState]:
        """A copy of ``state`` after ``mover``'s ``move``, booked as one position; raises
        :class:`_TooBig` past the limit or the budget, and yields to the clock."""
        self.left -= 1
        if self.left < 0 or self.clock.over():
            raise _TooBig
        yield from self.clock.pause()
        child = state.clone()
        child.apply(mover, move)
        return child


class DuelSolver(_ExactSearch):
    """Exact two-player endgame: the place ``seat`` gets when it and its one remaining
    opponent both play their best (the opponent's gain is the seat's loss). Depth-first over
    the engine's listed moves with a position table and cut-offs at the best and worst
    places still possible; raises :class:`_TooBig` past ``limit`` positions or the budget."""

    def __init__(self, seat: int, clock: ThinkClock, limit: int = DUEL_NODES) -> None:
        super().__init__(seat, clock, limit)

    def place(self, state: SessionState) -> Generator[None, None, int]:
        best_case = len(state.finished)
        worst_case = state.num_players - 1 - len(state.fallen)
        return (yield from self._value(state, best_case, worst_case))

    def _value(self, state: SessionState, best_case: int, worst_case: int) -> Generator[None, None, int]:
        settled = settled_place(state, self.seat)
        if settled is not None:
            return settled
        key = _position(state)
        if key in self.known:
            return self.known[key]
        mover = state.current_player
        assert mover is not None
        mine = mover == self.seat
        result: int | None = None
        for move, _ in state.listed_moves(mover):
            child = yield from self._child(state, mover, move)
            value = yield from self._value(child, best_case, worst_case)
            if result is None or (value < result if mine else value > result):
                result = value
            if result == (best_case if mine else worst_case):
                break
        assert result is not None
        self.known[key] = result
        return result


class ReplySolver(_ExactSearch):
    """Exact endgame against modelled opponents: the best place ``seat`` can reach when every
    other seat answers as :func:`~game.ai.climbing.eager.eager_move` does (and choices as
    :func:`playout_move`, seeded). Only this seat's turns branch, so it stays small while
    the seat holds few cards; depth-first over the engine's listed moves with a position
    table, stopping at the best place still possible; raises :class:`_TooBig` past
    ``limit`` positions or the budget."""

    def __init__(self, seat: int, clock: ThinkClock, limit: int = REPLY_NODES) -> None:
        super().__init__(seat, clock, limit)
        self.rng = random.Random(0)

    def place(self, state: SessionState) -> Generator[None, None, int]:
        return (yield from self._value(state, len(state.finished)))

    def _value(self, state: SessionState, best_case: int) -> Generator[None, None, int]:
        while True:
            settled = settled_place(state, self.seat)
            if settled is not None:
                return settled
            mover = state.current_player
            assert mover is not None
            if mover == self.seat:
                break
            move = eager_move(state, mover)
            state.apply(mover, move if move is not None else playout_move(state, mover, self.rng))
        key = _position(state)
        if key in self.known:
            return self.known[key]
        result: int | None = None
        for move, _ in state.listed_moves(self.seat):
            child = yield from self._child(state, self.seat, move)
            value = yield from self._value(child, len(child.finished))
            if result is None or value < result:
                result = value
            if result == best_case:
                break
        assert result is not None
        self.known[key] = result
        return result


# ---------------------------------------------------------------------- the player


@dataclass
class Candidate:
    """One move under test: the sum of the places it led to over the worlds tried."""

    move: Move
    normal: bool = False
    trials: int = 0
    places: float = 0.0

    def value(self, prior: float, bonus: float = NORMAL_BONUS) -> float:
        """Mean place (lower is better) shrunk towards ``prior``, the normal choice's ``bonus`` off."""
        mean = (self.places + PRIOR_WEIGHT * prior) / (self.trials + PRIOR_WEIGHT)
        return mean - bonus if self.normal else mean


def _ranked(candidates: list[Candidate], bonus: float = NORMAL_BONUS) -> list[Candidate]:
    """Tried candidates, best first (the normal choice given ``bonus``)."""
    tried = [c for c in candidates if c.trials]
    if not tried:
        return []
    prior = sum(c.places for c in tried) / sum(c.trials for c in tried)
    return sorted(tried, key=lambda c: c.value(prior, bonus))


@dataclass
class SearchStats(SearchCounts):
    """What the last decision did (tests, the benchmark): besides the shared counts, the
    candidates compared, the duels the solver gave up on, and whether it searched at all."""

    candidates: int = 0
    solver_gave_up: int = 0
    searched: bool = False


class HardClimbingPlayer(SearchingPlayer[Move, SearchStats], ClimbingPlayer):
    """Monte Carlo search over guessed worlds; see the module docstring.

    Readings of the opponents, off by default and turned on by the UECda client, whose
    contest opponents (the sample clients) play every card they can and hand down no
    thought-out cards: ``passes_as_evidence`` (a pass over a single card says the seat
    holds nothing above it), ``lowest_give_backs`` (the cards a seat handed this seat in the
    exchange were its lowest), ``shape_exchange`` (hand down by :func:`give_back_cost`) and
    ``eager_opponents`` (in the playouts the other seats play as the sample client does,
    :func:`~game.ai.climbing.eager.eager_move`; this seat keeps :func:`playout_move`, with
    ``cut_playouts`` answering a trick with an 8 that cuts it and ``planned_playouts``
    playing by a plan read from the world's hands, :mod:`game.ai.climbing.planned`) and
    ``read_decisions`` (the guessed hands fit every past decision as that model's,
    :mod:`game.ai.climbing.reading`); with the plan the client also lowers ``normal_bonus``
    to ``PLANNED_NORMAL_BONUS``.
    Against our own normal level, which keeps its aces, 2s and jokers back, the two
    together placed worse in Daifugo and President (1.98 vs 1.88 and 2.02 vs 1.77 mean
    place, 100 and 60 rotated rounds, 8 worlds; within the noise but both the same way)."""

    default_slice_ms = DEFAULT_SLICE_MS
    stats = SearchStats
    passes_as_evidence = False
    shape_exchange = False
    eager_opponents = False
    lowest_give_backs = False
    cut_playouts = False
    read_decisions = False
    planned_playouts = False
    normal_bonus = NORMAL_BONUS

    def think(self, observation: ClimbingObservation) -> Think[Move]:
        forced = forced_move(observation)
        if forced is not None:
            return forced
        moves = list(observation.legal_moves)
        clock, stats = self.begin()
        normal = self._decide(observation, moves)
        candidates = self._shortlist(observation, moves, normal)
        stats.candidates = len(candidates)
        if len(candidates) < 2 or observation.phase is Phase.OVER:
            return normal
        stats.searched = True
        known = knowledge_of(observation, self.passes_as_evidence, self.lowest_give_backs, self.read_decisions)
        while not clock.over():
            hands, out = deal_world(observation, known, self.rng)
            world = SessionState.from_observation(observation, hands, random.Random(self.rng.random()), out)
            stats.worlds += 1
            for candidate in candidates:
                if clock.over():
                    break
                state = world.clone(random.Random(stats.worlds))
                state.apply(self.seat, candidate.move)
                place = yield from self._evaluate(state, clock, stats)
                if place is None:
                    continue
                candidate.trials += 1
                candidate.places += place
            if stats.worlds in HALVING_WORLDS and len(candidates) > 2:
                ranked = _ranked(candidates, self.normal_bonus)
                candidates = ranked[: max(2, (len(ranked) + 1) // 2)]
            clock.count_world()
            yield from clock.pause()
        stats.close(clock)
        ranked = _ranked(candidates, self.normal_bonus)
        return ranked[0].move if ranked else normal

    def _choose(self, obs: ClimbingObservation, kind: ChoiceKind, moves: list[Move]) -> Move:
        """As the normal player, except the card handed down in the exchange with
        ``shape_exchange`` (:func:`give_back_cost`)."""
        picks = [m.card for m in moves if isinstance(m, PickCard)]
        if self.shape_exchange and kind is ChoiceKind.EXCHANGE and picks:
            return PickCard(min(picks, key=lambda c: (give_back_cost(obs, c), c.sort_key())))
        return super()._choose(obs, kind, moves)

    def _evaluate(
        self, state: SessionState, clock: ThinkClock, stats: SearchStats
    ) -> Generator[None, None, int | None]:
        """The place this seat reaches from ``state``: solved exactly in a small duel,
        otherwise by a playout; None when the budget ran out first."""
        if is_duel(state, self.seat):
            try:
                place = yield from DuelSolver(self.seat, clock).place(state)
            except _TooBig:
                stats.solver_gave_up += 1
            else:
                stats.solved += 1
                return place
        elif self.eager_opponents and len(state.hands[self.seat]) <= REPLY_CARDS:
            try:
                place = yield from ReplySolver(self.seat, clock).place(state.clone())
            except _TooBig:
                stats.solver_gave_up += 1
            else:
                stats.solved += 1
                return place
        rng = random.Random(stats.worlds * 7919)
        for _ in range(MAX_PLAYOUT_MOVES):
            settled = settled_place(state, self.seat)
            if settled is not None:
                stats.playouts += 1
                return settled
            if clock.over():
                return None
            seat = state.current_player
            assert seat is not None
            move = eager_move(state, seat) if self.eager_opponents and seat != self.seat else None
            if move is None:
                mine = seat == self.seat
                move = playout_move(state, seat, rng, self.cut_playouts and mine, self.planned_playouts and mine)
            state.apply(seat, move)
            yield from clock.pause()
        return None

    def _shortlist(self, obs: ClimbingObservation, moves: list[Move], normal: Move) -> list[Candidate]:
        """The normal choice first, then the most promising others (see the module docstring)."""
        others = [m for m in moves if m != normal and not isinstance(m, ReliefTake)]
        pending = obs.pending
        if pending is not None and (pending.seat == obs.seat or obs.seat in pending.waiting):
            if pending.kind is ChoiceKind.NAME_RANKS:
                others.sort(key=lambda m: obs.order.strength(m.rank) if isinstance(m, NameRank) else -1)
            elif pending.kind in (ChoiceKind.RESURRECT, ChoiceKind.NERO):
                others.sort(
                    key=lambda m: -self._strength(obs, m.card) if isinstance(m, (PickCard, TakeCard)) and m.card else 0
                )
            else:
                others.sort(key=lambda m: self._strength(obs, m.card) if isinstance(m, PickCard) else -1)
        else:
            leading = obs.top is None
            others.sort(
                key=lambda m: self._cost(obs, m, leading) if isinstance(m, PlayCards) else 0.0
            )
        limit = SHORTLIST
        if len(obs.hand) <= ENDGAME_HAND:
            limit = ENDGAME_SHORTLIST
        elif len(obs.hand) > OPENING_HAND:
            limit = OPENING_SHORTLIST
        return [Candidate(normal, normal=True)] + [Candidate(m) for m in others[:limit]]
