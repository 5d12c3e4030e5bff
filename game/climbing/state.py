"""The climbing-game state machine: a whole session of Daifugo / President rounds.

Flow of a session: deal (seeded) -> from round 2 the exchange (the Beggar's two highest
cards go to the President automatically, the President gives back two of their choice;
with 4+ players the Peasant's highest goes to the Prime Minister, who gives back one) ->
play -> round result (roles, points) -> ``Phase.ROUND_OVER``, where the finished round
stays as it ended until the round's Beggar makes the one move there, :class:`NextRound`,
which deals the next round; after round ``options.rounds`` the session is over instead.

Invariants (checked by the property tests):
- every card of the deck is in exactly one place: a hand, the table or the discard pile;
- a listed move applies; anything else raises :class:`IllegalMove` and changes nothing;
- every round ends and gives each seat exactly one role.

Turn rules: a pass takes a seat out of the trick until it is cleared. The trick is
cleared when nobody but the owner of the top play is still in it (or nobody at all);
the owner leads, or the next seat still in the round when the owner is out. Effects of
house rules run in the registry's firing order; a choice pauses them until answered.

The state is composed of parts with one job each: the trick (:mod:`game.climbing.trick`,
with the table part of the one trick clear), the turn order (:mod:`game.climbing.turns`),
the pending choice and the work queued behind it (:class:`~game.climbing.pending.ChoiceState`),
the effect handlers (:mod:`game.climbing.dispatch`), play legality
(:mod:`game.climbing.legality`) and choice answers (:mod:`game.climbing.choices`). The
fields the UI and the AI read (``top``, ``turn``, ``pending``, ...) are properties
delegating to those parts.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace

from game.climbing import choices, dispatch, legality
from game.climbing import rules as registry
from game.climbing.effects import AskChoice, ChoiceKind
from game.climbing.moves import Move, NextRound, PlayCards, ReliefTake
from game.climbing.observation import ClimbingObservation
from game.climbing.options import ClimbingOptions
from game.climbing.order import StrengthOrder
from game.climbing.pending import (
    ChoiceState,
    Event,
    EventKind,
    Pending,
    Phase,
    RoundResult,
    TurnPlan,
)
from game.climbing.plays import Play
from game.climbing.roles import Role, points, role_for_place
from game.climbing.rules.base import Binding, FirstPlaceContext, PlayContext
from game.climbing.trick import Trick
from game.climbing.turns import Turns
from game.core.cards import Card, Rank, Suit, shuffled_deck, sort_cards
from game.core.reason import IllegalMove, Reason
from game.i18n import N_

__all__ = ["Phase", "SessionState", "exchange_strength"]


def exchange_strength(card: Card) -> tuple[int, tuple[int, int, int]]:
    """"Highest" for the exchange: the normal order, jokers above 2; ties by display order."""
    return (int(card.rank), card.sort_key())


@dataclass
class SessionState:
    """A session of climbing-game rounds. Create with :meth:`new`.

    Besides its parts (``trick``, ``turns``, ``choice``) it holds the round's cards
    (``hands``, ``discard``, ``out_of_play``), the strength ``order``, the Lucky Seven
    bookkeeping, the logs, and ``epoch``, which grows whenever a round starts or ends:
    code that may end a round checks it to stop its own work.
    """

    options: ClimbingOptions
    rng: random.Random
    turns: Turns
    round_number: int = 0
    results: list[RoundResult] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    phase: Phase = Phase.PLAY
    hands: list[list[Card]] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    out_of_play: list[Card] = field(default_factory=list)
    trick: Trick = field(default_factory=Trick)
    order: StrengthOrder = StrengthOrder()
    choice: ChoiceState = field(default_factory=ChoiceState)
    lucky_seat: int | None = None
    """The seat whose Lucky Seven is armed (it becomes President if its play is on top at the clear)."""
    awaiting_clear: list[int] = field(default_factory=list)
    """Seats out of cards whose finish waits for the trick to clear (a beaten Lucky Seven that
    had emptied the hand): players who go out before that clear finish ahead of them."""
    relief_used: bool = False
    events: list[Event] = field(default_factory=list)
    history: list[tuple[int, Move]] = field(default_factory=list)
    epoch: int = 0
    round_events_start: int = 0
    _event_views: dict[int, tuple[int, int, tuple[Event, ...]]] = field(
        default_factory=dict, repr=False, compare=False
    )
    _legal_cache: tuple[tuple[int, int, int], tuple[Move, ...], tuple[Play | None, ...]] | None = field(
        default=None, repr=False, compare=False
    )

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(cls, options: ClimbingOptions, seed: int) -> SessionState:
        """A new session; ``seed`` fixes every deal and every random rule outcome."""
        problem = registry.options_problem(options)
        if problem is not None:
            raise IllegalMove(problem)
        state = cls(
            options=options, rng=random.Random(seed), turns=Turns(options.players), scores=[0] * options.players
        )
        state._start_round()
        return state

    @classmethod
    def arranged(
        cls,
        options: ClimbingOptions,
        hands: list[list[Card]],
        turn: int,
        seed: int = 0,
        discard: list[Card] | None = None,
        previous_order: tuple[int, ...] | None = None,
    ) -> SessionState:
        """A round in play from chosen hands (tests, rules demos, puzzles).

        ``discard`` starts the discard pile; every other card of the deck is out of play.
        With ``previous_order`` the round is round 2 and that order is the previous result
        (for the rules that look at last round's roles); no exchange happens.
        """
        n = options.players
        if len(hands) != n:
            raise ValueError("one hand per seat")
        state = cls(options=options, rng=random.Random(seed), turns=Turns(n, turn), scores=[0] * n)
        state.round_number = 1
        if previous_order is not None:
            roles = tuple(role_for_place(previous_order.index(s), n) for s in range(n))
            state.results = [RoundResult(previous_order, roles, tuple(points(r, n) for r in roles))]
            state.round_number = 2
        deck = Counter(shuffled_deck(random.Random(seed), jokers=options.jokers))
        used = Counter(c for hand in hands for c in hand) + Counter(discard or [])
        if used - deck:
            raise ValueError(f"cards not in the deck, or used twice: {sorted(c.label for c in (used - deck))}")
        state.hands = [sort_cards(hand) for hand in hands]
        state.discard = list(discard or [])
        state.out_of_play = sort_cards(list((deck - used).elements()))
        state.phase = Phase.PLAY
        state.epoch = 1
        return state

    @classmethod
    def from_observation(
        cls,
        obs: ClimbingObservation,
        hands: list[list[Card]],
        rng: random.Random,
        out_of_play: list[Card] | None = None,
    ) -> SessionState:
        """A round-scoped state for search: the public facts of ``obs`` plus guessed ``hands``.

        ``hands[obs.seat]`` must be the seat's own hand and every hand as long as its public
        count; ``out_of_play`` holds the rest of the deck nobody has. The state ends
        (``Phase.OVER``) when the round ends, with ``results[-1]`` its result. What the
        observation does not show is rebuilt: the exchange still to come, and the effects
        of the top play still to run after a pending choice (the rules fire again).
        """
        n = obs.num_players
        if len(hands) != n or [len(h) for h in hands] != list(obs.hand_counts):
            raise ValueError("one hand per seat, as long as its public count")
        if sorted(hands[obs.seat], key=Card.sort_key) != list(obs.hand):
            raise ValueError("the observer's hand must be its own")
        state = cls(
            options=replace(obs.options, rounds=obs.round_number),
            rng=rng,
            turns=Turns(n, obs.turn, obs.direction, list(obs.finished), list(obs.fallen)),
            round_number=obs.round_number,
            scores=list(obs.scores),
            phase=obs.phase,
            hands=[list(h) for h in hands],
            discard=list(obs.discard),
            out_of_play=list(out_of_play or []),
            trick=Trick(list(obs.table_cards), obs.top, obs.top_seat, set(obs.passed), obs.binding),
            order=obs.order,
            choice=ChoiceState(pending=obs.pending),
            lucky_seat=obs.lucky_seat,
            awaiting_clear=list(obs.awaiting_clear),
            epoch=1,
        )
        if obs.previous_order is not None:
            roles = tuple(role_for_place(obs.previous_order.index(s), n) for s in range(n))
            state.results = [RoundResult(obs.previous_order, roles, tuple(points(r, n) for r in roles))]
        state.relief_used = any(e.kind is EventKind.RELIEF_TAKEN for e in obs.events)
        state._resume(obs)
        return state

    def _resume(self, obs: ClimbingObservation) -> None:
        """Rebuild the hidden bookkeeping of a pending choice (see :meth:`from_observation`)."""
        choice = self.choice
        pending = choice.pending
        if pending is None:
            return
        if pending.kind is ChoiceKind.EXCHANGE:
            previous = self.previous
            if previous is not None and self.num_players >= 4 and pending.seat == previous.order[0]:
                order = previous.order
                choice.exchange_queue = [Pending(ChoiceKind.EXCHANGE, order[1], 1, target=order[-2])]
            return
        if pending.kind is ChoiceKind.FOUR_STOP:
            opened = max(i for i, e in enumerate(obs.events) if e.kind is EventKind.FOUR_STOP_OPENED)
            cutter = obs.events[opened].seat
            assert cutter is not None
            choice.plan = TurnPlan(actor=cutter)
            choice.stoppers = [
                e.seat for e in obs.events[opened:] if e.kind is EventKind.STOPPED and e.seat is not None
            ]
            return
        choice.plan = TurnPlan(actor=pending.seat)
        top = self.trick.top
        if top is None:
            return
        ctx = PlayContext(
            seat=pending.seat,
            play=top,
            options=self.options,
            order=self.order,
            table=_table_before_top(obs.events),
            emptied=not self.hands[pending.seat],
            discard_count=len(self.discard),
            others_in=sum(1 for s in range(self.num_players) if s != pending.seat and self.can_act(s)),
            binding=self.trick.binding,
        )
        effects = [effect for _, fired in registry.fire(ctx) for effect in fired]
        asks = [i for i, e in enumerate(effects) if isinstance(e, AskChoice) and e.kind is pending.kind]
        choice.queue = effects[asks[-1] + 1 :] if asks else []

    def listed_moves(self, seat: int) -> list[tuple[Move, Play | None]]:
        """``legal_moves(seat)`` with, beside each move, the play it makes (None if it plays no
        cards): what search and fast playout policies read."""
        if self.phase == Phase.OVER:
            return []
        moves, plays = self._listed(seat)
        return list(zip(moves, plays, strict=True))

    # ----------------------------------------------------------------- the parts, as read by UI and AI

    @property
    def table_cards(self) -> list[Card]:
        return self.trick.table_cards

    @property
    def top(self) -> Play | None:
        return self.trick.top

    @property
    def top_seat(self) -> int | None:
        return self.trick.top_seat

    @property
    def passed(self) -> set[int]:
        return self.trick.passed

    @property
    def binding(self) -> Binding:
        return self.trick.binding

    @property
    def turn(self) -> int | None:
        return self.turns.turn

    @property
    def direction(self) -> int:
        return self.turns.direction

    @property
    def finished(self) -> list[int]:
        return self.turns.finished

    @property
    def fallen(self) -> list[int]:
        return self.turns.fallen

    @property
    def pending(self) -> Pending | None:
        return self.choice.pending

    @property
    def num_players(self) -> int:
        return self.options.players

    @property
    def previous(self) -> RoundResult | None:
        return self.results[-1] if self.results else None

    @property
    def previous_president(self) -> int | None:
        return self.previous.order[0] if self.previous else None

    @property
    def previous_beggar(self) -> int | None:
        return self.previous.order[-1] if self.previous else None

    def _start_round(self) -> None:
        self.epoch += 1
        self.round_number += 1
        n = self.num_players
        deck = shuffled_deck(self.rng, jokers=self.options.jokers)
        self.hands = [[] for _ in range(n)]
        for i, card in enumerate(deck):
            self.hands[i % n].append(card)
        for hand in self.hands:
            hand[:] = sort_cards(hand)
        self.discard, self.out_of_play = [], []
        self.trick = Trick()
        self.turns = Turns(n)
        self.order = StrengthOrder()
        self.choice = ChoiceState()
        self.lucky_seat, self.relief_used = None, False
        self.awaiting_clear = []
        self.round_events_start = len(self.events)
        self.log(Event(EventKind.ROUND_BEGAN, round_number=self.round_number))
        previous = self.previous
        if previous is None:
            self.phase = Phase.PLAY
            self.turns.turn = next(s for s in range(n) if Card(Rank.THREE, Suit.DIAMONDS) in self.hands[s])
            self.log(Event(EventKind.HOLDS_THREE, self.turns.turn))
            return
        self.phase = Phase.EXCHANGE
        self.turns.turn = previous.order[-1]
        pairs = [(previous.order[-1], previous.order[0], 2)]
        if n >= 4:
            pairs.append((previous.order[-2], previous.order[1], 1))
        queue = self.choice.exchange_queue
        for giver, receiver, count in pairs:
            best = sorted(self.hands[giver], key=exchange_strength)[-count:]
            for card in best:
                self.hands[giver].remove(card)
                self.hands[receiver].append(card)
            self.hands[receiver][:] = sort_cards(self.hands[receiver])
            given = tuple(best)
            self.log(Event(EventKind.EXCHANGED, giver, private_to=giver, target=receiver, cards=given))
            self.log(Event(EventKind.EXCHANGED, giver, private_to=receiver, target=receiver, cards=given))
            self.log(Event(EventKind.EXCHANGE_COUNT, giver, target=receiver, count=count))
            queue.append(Pending(ChoiceKind.EXCHANGE, receiver, count, target=giver))
        self.choice.pending = queue.pop(0)

    # ------------------------------------------------------------- queries

    @property
    def current_player(self) -> int | None:
        """The seat the game waits for: the chooser of a pending choice, else the seat in
        turn; in ``Phase.ROUND_OVER`` the round's Beggar (who deals the next round)."""
        if self.phase == Phase.OVER:
            return None
        if self.phase == Phase.ROUND_OVER:
            return self.results[-1].order[-1]
        pending = self.choice.pending
        if pending is not None:
            return pending.seat
        return self.turns.turn

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def can_act(self, seat: int) -> bool:
        """Still in the round and holding cards."""
        return self.turns.can_act(seat, self.hands)

    def in_round(self, seat: int) -> bool:
        return self.turns.in_round(seat)

    def seats_from(self, seat: int) -> list[int]:
        """All seats in turn order (current direction), starting with ``seat``."""
        return self.turns.seats_from(seat)

    def next_acting(self, seat: int) -> int | None:
        """The next seat after ``seat`` (in direction) still holding cards in the round."""
        return self.turns.next_acting(seat, self.hands)

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` may make now (default: the current player)."""
        if seat is None:
            seat = self.current_player
        if seat is None or self.phase == Phase.OVER:
            return []
        return list(self._listed(seat)[0])

    def refusal(self, seat: int, cards: list[Card] | tuple[Card, ...]) -> Reason | None:
        """Why playing this selection is refused now, or None if some reading of it is legal."""
        return legality.refusal(self, seat, cards)

    def _listed(self, seat: int) -> tuple[tuple[Move, ...], tuple[Play | None, ...]]:
        """The seat's legal moves and, aligned with them, the play each play move makes
        (None for other moves). Cached until the next move or round (the state only changes
        through :meth:`apply`)."""
        key = (len(self.history), self.epoch, seat)
        cache = self._legal_cache
        if cache is not None and cache[0] == key:
            return cache[1], cache[2]
        listed: list[tuple[Move, Play | None]] = []
        if self.phase == Phase.OVER:
            pass
        elif self.phase == Phase.ROUND_OVER:
            if seat == self.current_player:
                listed.append((NextRound(), None))
        elif self.choice.pending is not None:
            listed.extend((move, None) for move in choices.choice_moves(self, seat))
        elif self.phase == Phase.PLAY and seat == self.turns.turn:
            listed.extend(legality.play_moves(self, seat))
        listed.extend((move, None) for move in choices.relief_moves(self, seat))
        moves = tuple(move for move, _ in listed)
        plays = tuple(play for _, play in listed)
        self._legal_cache = (key, moves, plays)
        return moves, plays

    # ------------------------------------------------------------- applying

    def apply(self, seat: int, move: Move) -> None:
        """Perform a listed move; otherwise raise :class:`IllegalMove` and change nothing."""
        moves, plays = self._listed(seat)
        try:
            index = moves.index(move)
        except ValueError:
            raise IllegalMove(self._why_not(seat, move)) from None
        self.history.append((seat, move))
        if isinstance(move, NextRound):
            self._start_round()
        elif isinstance(move, ReliefTake):
            choices.relief(self, seat, move.card)
        elif self.choice.pending is not None:
            choices.answer(self, seat, move)
        elif isinstance(move, PlayCards):
            play = plays[index]
            assert play is not None
            self._play(seat, move, play)
        else:
            self._pass(seat)

    def _why_not(self, seat: int, move: Move) -> Reason:
        if isinstance(move, PlayCards):
            reason = self.refusal(seat, move.cards)
            if reason is not None:
                return reason
            return Reason.of(N_("those cards cannot be played as that kind of play"))
        if self.phase == Phase.OVER:
            return Reason.of(N_("the session is over"))
        if self.current_player != seat:
            return Reason.of(N_("it is not your turn"))
        pending = self.choice.pending
        if pending is not None:
            return Reason.of(N_("first finish: {choice}"), choice=pending.describe())
        return Reason.of(N_("that move is not allowed now"))

    def log(self, event: Event) -> None:
        """Append ``event`` to the event log (the log only grows)."""
        self.events.append(event)

    def _play(self, seat: int, move: PlayCards, play: Play) -> None:
        trick = self.trick
        table_before = trick.top
        hand = self.hands[seat]
        for card in move.cards:
            hand.remove(card)
        lucky = self.lucky_seat
        if lucky is not None and table_before is not None and trick.top_seat == lucky:
            self.log(Event(EventKind.LUCKY_BEATEN, lucky))
            if not self.hands[lucky]:
                self.awaiting_clear.append(lucky)
            self.lucky_seat = None
        trick.lay(seat, move.cards, play)
        self.log(Event(EventKind.PLAYED, seat, play=play))
        ctx = PlayContext(
            seat=seat,
            play=play,
            options=self.options,
            order=self.order,
            table=table_before,
            emptied=not hand,
            discard_count=len(self.discard),
            others_in=sum(1 for s in range(self.num_players) if s != seat and self.can_act(s)),
            binding=trick.binding,
        )
        self.choice.plan = TurnPlan(actor=seat)
        self.choice.queue = [effect for _, effects in registry.fire(ctx) for effect in effects]
        self.run_queue()

    def _pass(self, seat: int) -> None:
        self.trick.passed.add(seat)
        self.log(Event(EventKind.PASSED, seat))
        self._advance(seat, 0)

    def run_queue(self) -> None:
        """Carry out the queued effects in order (:mod:`game.climbing.dispatch`) until one
        opens a choice or ends the round; when all have run, apply the turn plan."""
        epoch = self.epoch
        choice = self.choice
        queue = choice.queue
        while queue:
            dispatch.apply(self, queue.pop(0))
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
        turns, hands, passed = self.turns, self.hands, self.trick.passed
        contenders = [s for s in range(self.num_players) if turns.can_act(s, hands) and s not in passed]
        owner = self.trick.top_seat
        if not contenders or contenders == [owner]:
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
        for seat in turns.seats_from(from_seat):
            if (
                turns.in_round(seat)
                and not self.hands[seat]
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
                dispatch.apply(self, effect)
                if self.epoch != epoch:
                    return
        self._check_round_end()

    def _check_round_end(self) -> None:
        turns = self.turns
        alive = [s for s in range(self.num_players) if turns.in_round(s)]
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

    # ------------------------------------------------------------- copies and views

    def clone(self) -> SessionState:
        """A deep, independent copy: every mutable part is copied (cards, plays, events,
        moves and options are immutable and shared); the caches start empty."""
        copy = SessionState(
            options=self.options,
            rng=random.Random(),
            turns=self.turns.clone(),
            round_number=self.round_number,
            results=list(self.results),
            scores=list(self.scores),
            phase=self.phase,
            hands=[list(h) for h in self.hands],
            discard=list(self.discard),
            out_of_play=list(self.out_of_play),
            trick=self.trick.clone(),
            order=self.order,
            choice=self.choice.clone(),
            lucky_seat=self.lucky_seat,
            awaiting_clear=list(self.awaiting_clear),
            relief_used=self.relief_used,
            events=list(self.events),
            history=list(self.history),
            epoch=self.epoch,
            round_events_start=self.round_events_start,
        )
        copy.rng.setstate(self.rng.getstate())
        return copy

    def observation(self, seat: int) -> ClimbingObservation:
        """What ``seat`` may see: its own hand and public facts, never another hand."""
        trick, turns = self.trick, self.turns
        return ClimbingObservation(
            seat=seat,
            options=self.options,
            round_number=self.round_number,
            phase=self.phase,
            hand=tuple(sort_cards(self.hands[seat])),
            hand_counts=tuple(len(h) for h in self.hands),
            table_cards=tuple(trick.table_cards),
            top=trick.top,
            top_seat=trick.top_seat,
            discard=tuple(self.discard),
            passed=frozenset(trick.passed),
            turn=turns.turn,
            current_player=self.current_player,
            direction=turns.direction,
            order=self.order,
            binding=trick.binding,
            finished=tuple(turns.finished),
            fallen=tuple(turns.fallen),
            pending=self.choice.pending,
            lucky_seat=self.lucky_seat,
            awaiting_clear=tuple(self.awaiting_clear),
            previous_order=self.previous.order if self.previous else None,
            scores=tuple(self.scores),
            events=self._visible_events(seat),
            legal_moves=tuple(self.legal_moves(seat)),
        )

    def _visible_events(self, seat: int) -> tuple[Event, ...]:
        """This round's events ``seat`` may see; extended incrementally (events only grow)."""
        start, upto, seen = self._event_views.get(seat, (-1, 0, ()))
        if start != self.round_events_start or upto > len(self.events):
            start, upto, seen = self.round_events_start, self.round_events_start, ()
        if upto < len(self.events):
            seen += tuple(e for e in self.events[upto:] if e.private_to is None or e.private_to == seat)
            upto = len(self.events)
        self._event_views[seat] = (start, upto, seen)
        return seen

    def card_count(self) -> int:
        """Cards in hands, on the table, in the discard pile and out of play (always the deck size)."""
        return (
            sum(len(h) for h in self.hands) + len(self.trick.table_cards) + len(self.discard) + len(self.out_of_play)
        )

    def all_cards(self) -> list[Card]:
        """Every card of the round, wherever it is (a permutation of the deck)."""
        return [c for h in self.hands for c in h] + self.trick.table_cards + self.discard + self.out_of_play


def _has_natural_pair(hand: list[Card], rank: Rank) -> bool:
    return sum(1 for c in hand if c.rank == rank) >= 2


def _table_before_top(events: tuple[Event, ...]) -> Play | None:
    """The play the top play went on, from this trick's PLAYED events (None: it led)."""
    plays: list[Play] = []
    for event in events:
        if event.kind is EventKind.TRICK_CLEARED:
            plays = []
        elif event.kind is EventKind.PLAYED and event.play is not None:
            plays.append(event.play)
    return plays[-2] if len(plays) >= 2 else None
