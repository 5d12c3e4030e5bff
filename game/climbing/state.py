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
the pending choice and the work queued behind it (:class:`~game.climbing.pending.ChoiceState`).
Its rule steps are methods, in layers that never import one another back: the data and
its queries (:mod:`game.climbing.core`), the flow of a round with the effect handlers
(:mod:`game.climbing.flow`), choice answers (:mod:`game.climbing.choices`) and play
legality (:mod:`game.climbing.legality`); this module adds creating a session, applying
moves, copies and views. The fields the UI and the AI read (``top``, ``turn``,
``pending``, ...) are properties delegating to the parts.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from game.climbing import rules as registry
from game.climbing.choices import ChoiceSteps
from game.climbing.core import remove_card
from game.climbing.effects import AskChoice, ChoiceKind
from game.climbing.legality import NOT_YOUR_TURN, PlayLegality
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
from game.climbing.roles import points, role_for_place
from game.climbing.rules.base import PlayContext
from game.climbing.trick import Trick
from game.climbing.turns import Turns
from game.core.cards import Card, make_deck, shuffled_deck, sort_cards
from game.core.reason import IllegalMove, Reason
from game.i18n import N_

__all__ = ["Phase", "SessionState", "exchange_strength"]


def exchange_strength(card: Card) -> tuple[int, tuple[int, int, int]]:
    """"Highest" for the exchange: the normal order, jokers above 2; ties by display order."""
    return (int(card.rank), card.sort_key())


class SessionState(ChoiceSteps, PlayLegality):
    """A session of climbing-game rounds. Create with :meth:`new`; its data is
    :class:`~game.climbing.core.SessionCore`'s."""

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
    def dealt(cls, options: ClimbingOptions, hands: Sequence[Sequence[Card]], seed: int) -> SessionState:
        """A new session whose first round is dealt ``hands`` (one per seat, together the whole
        deck of ``options``; ``ValueError`` otherwise) instead of a shuffle, for a deal chosen
        outside the engine (the daily deal). The round then runs as any first round (the 3♦
        leads); ``seed`` fixes every later deal and random rule outcome."""
        problem = registry.options_problem(options)
        if problem is not None:
            raise IllegalMove(problem)
        if len(hands) != options.players or Counter(c for hand in hands for c in hand) != Counter(
            make_deck(jokers=options.jokers)
        ):
            raise ValueError("a dealt round holds one hand per seat and every card of the deck once")
        state = cls(
            options=options, rng=random.Random(seed), turns=Turns(options.players), scores=[0] * options.players
        )
        state._start_round([list(hand) for hand in hands])
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
            options=_round_scoped(obs.options, obs.round_number),
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
        for seat in range(n):  # made here, the seats' set plays are shared by every copy of the guess
            state.hand_sets(seat)
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
        effects = [effect for _, fired in registry.fire(ctx, self.rule_hooks.active) for effect in fired]
        asks = [i for i, e in enumerate(effects) if isinstance(e, AskChoice) and e.kind is pending.kind]
        choice.queue = effects[asks[-1] + 1 :] if asks else []

    def listed_moves(self, seat: int) -> Sequence[tuple[Move, Play | None]]:
        """``legal_moves(seat)`` with, beside each move, the play it makes (None if it plays no
        cards): what search and fast playout policies read. The listing itself, not a copy:
        read it, never change it."""
        if self.phase == Phase.OVER:
            return ()
        return self._listed(seat)

    def _start_round(self, dealt: list[list[Card]] | None = None) -> None:
        """Deal the next round (``dealt``: these hands instead of a shuffle) and start it."""
        self.epoch += 1
        self.round_number += 1
        n = self.num_players
        previous = self.previous
        if dealt is None:
            deck = shuffled_deck(self.rng, jokers=self.options.jokers)
            first = previous.order[0] if previous is not None and self.options.deal_from_president else 0
            dealt = [[] for _ in range(n)]
            for i, card in enumerate(deck):
                dealt[(first + i) % n].append(card)
        self.hands = dealt
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
        if previous is None:
            self.phase = Phase.PLAY
            self.lead_with_three()
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

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` may make now (default: the current player)."""
        if seat is None:
            seat = self.current_player
        if seat is None or self.phase == Phase.OVER:
            return []
        return [move for move, _ in self._listed(seat)]

    def refusal(self, seat: int, cards: list[Card] | tuple[Card, ...]) -> Reason | None:
        """Why playing this selection is refused now, or None if some reading of it is legal."""
        if self.phase == Phase.OVER:
            return Reason.of(N_("the session is over"))
        pending = self.choice.pending
        if pending is not None:
            if seat == pending.seat or seat in pending.waiting:
                if pending.kind is ChoiceKind.FOUR_STOP:
                    if any(isinstance(m, PlayCards) and set(m.cards) == set(cards) for m in self.legal_moves(seat)):
                        return None
                    return Reason.of(N_("only a natural pair of 4s can stop"))
                return Reason.of(N_("first finish: {choice}"), choice=pending.describe())
            return Reason.of(N_("wait: {choice}"), choice=pending.describe())
        if seat != self.turns.turn:
            return NOT_YOUR_TURN
        return self.selection_refusal(seat, tuple(cards))

    def _listed(self, seat: int) -> list[tuple[Move, Play | None]]:
        """The seat's legal moves, each with the play it makes (None for other moves). Cached
        until the next move or round (the state only changes through :meth:`apply`); never
        changed by its readers."""
        key = (len(self.history), self.epoch, seat)
        cache = self._legal_cache
        if cache is not None and cache[0] == key:
            return cache[1]
        phase = self.phase
        listed: list[tuple[Move, Play | None]]
        if phase == Phase.PLAY and self.choice.pending is None and seat == self.turns.turn:
            listed = self.play_moves(seat)
        elif phase == Phase.ROUND_OVER:
            listed = [(NextRound(), None)] if seat == self.current_player else []
        elif phase != Phase.OVER and self.choice.pending is not None:
            listed = [(move, None) for move in self.choice_moves(seat)]
        else:
            listed = []
        relief = self.relief_moves(seat)
        if relief:
            listed.extend((move, None) for move in relief)
        self._legal_cache = (key, listed)
        return listed

    # ------------------------------------------------------------- applying

    def apply(self, seat: int, move: Move) -> None:
        """Perform a listed move; otherwise raise :class:`IllegalMove` and change nothing."""
        listed = self._listed(seat)
        # a mover usually passes back one of the listed objects: find it by identity first
        found = None
        for pair in listed:
            if pair[0] is move:
                found = pair
                break
        else:
            found = next((pair for pair in listed if pair[0] == move), None)
            if found is None:
                raise IllegalMove(self._why_not(seat, move))
        self.history.append((seat, move))
        if isinstance(move, NextRound):
            self._start_round()
        elif isinstance(move, ReliefTake):
            self.take_relief(seat, move.card)
        elif self.choice.pending is not None:
            self.answer_choice(seat, move)
        elif isinstance(move, PlayCards):
            play = found[1]
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
            return NOT_YOUR_TURN
        pending = self.choice.pending
        if pending is not None:
            return Reason.of(N_("first finish: {choice}"), choice=pending.describe())
        return Reason.of(N_("that move is not allowed now"))

    def _play(self, seat: int, move: PlayCards, play: Play) -> None:
        trick = self.trick
        table_before = trick.top
        hand = self.hands[seat]
        sets = self._hand_sets.get(seat)
        known = sets is not None and sets.matches(hand, self.options)
        for card in move.cards:
            remove_card(hand, card)
        if sets is not None and known:
            self._hand_sets[seat] = sets.after_play(move.cards, hand)
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
            others_in=self.turns.others_acting(seat, self.hands),
            binding=trick.binding,
        )
        self.choice.plan = TurnPlan(actor=seat)
        self.choice.queue = [effect for _, effects in registry.fire(ctx, self.rule_hooks.active) for effect in effects]
        self.run_queue()

    def _pass(self, seat: int) -> None:
        self.trick.passed.add(seat)
        self.log(Event(EventKind.PASSED, seat))
        self._advance(seat, 0)

    # ------------------------------------------------------------- copies and views

    def clone(self, rng: random.Random | None = None) -> SessionState:
        """A deep, independent copy: every mutable part is copied (cards, plays, events,
        moves and options are immutable and shared); the legal-move cache starts empty, the
        seats' set plays are shared (an entry is only read for the hand it was made of).
        With ``rng`` the copy draws from that generator instead of a copy of this state's (a
        search that seeds each copy itself skips copying a generator it would replace)."""
        copy = SessionState(
            options=self.options,
            rng=random.Random.__new__(random.Random) if rng is None else rng,
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
            _hand_sets=dict(self._hand_sets),
        )
        if rng is None:  # made unseeded (seeding reads the OS entropy), then given this state's
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


@lru_cache(maxsize=16)
def _round_scoped(options: ClimbingOptions, round_number: int) -> ClimbingOptions:
    """``options`` ending with round ``round_number`` (a search's state ends with its round):
    one object for every guessed world of a position, so its hash and rules are found once."""
    return replace(options, rounds=round_number)


def _table_before_top(events: tuple[Event, ...]) -> Play | None:
    """The play the top play went on, from this trick's PLAYED events (None: it led)."""
    plays: list[Play] = []
    for event in events:
        if event.kind is EventKind.TRICK_CLEARED:
            plays = []
        elif event.kind is EventKind.PLAYED and event.play is not None:
            plays.append(event.play)
    return plays[-2] if len(plays) >= 2 else None
