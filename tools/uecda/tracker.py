"""What a UECda client knows of the game in progress, kept from the server's tables, and the
engine state rebuilt from it for the AI to choose a move.

The server sends, every turn, the player's hand with the state rows (:class:`Status`), then
the table of cards on the field after the turn. From the two the tracker follows the trick:
who played (its count of cards fell) or passed, the cards played to the trick, the cards
gone to the discard pile when the field was cleared, and the finishing order. The server's
own flags are trusted for what it decides: the Revolution, the lock and a clear.

The exchange is private knowledge the AI reads as the engine's own private events
(``EXCHANGED``, seen by this seat only): the cards the Daifugo or the Fugo gave back are
with the receiver, and the strongest cards the server took from the Daihinmin or the
Hinmin (gone between its game-start table and its first hand of play) are with the Daifugo
or the Fugo, unless they have been played since. What happened in play reaches it as the
engine's public events too (``PLAYED``, ``PASSED``, ``TRICK_CLEARED``), since the last
Revolution only (the order of strength the passes were made under).

Seats: the engine's seat ``k`` is the player in seat ``k`` of the server's seating
(``Status.seats``), so the turn order of both is seat 0, 1, ... 4.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.climbing.effects import ChoiceKind
from game.climbing.options import ClimbingOptions, uecda
from game.climbing.order import StrengthOrder
from game.climbing.pending import ChoiceState, Event, EventKind, Pending, Phase
from game.climbing.plays import Play
from game.climbing.state import SessionState
from game.climbing.trick import Binding, Trick
from game.climbing.turns import Turns
from game.core.cards import Card, make_deck, sort_cards
from tools.uecda.codec import Grid, Reading, Status, hand_cards, read_play, read_status

OPTIONS: ClimbingOptions = uecda(rounds=1)
"""The engine's rules the client plays by (one round at a time)."""
JOKER: Card = next(card for card in make_deck(jokers=OPTIONS.jokers) if card.is_joker)
PLAYERS = 5


@dataclass
class GameView:
    """One game (round) as the client has seen it; ``me`` is the client's player number."""

    me: int
    hand: list[Card] = field(default_factory=list)
    status: Status = field(default_factory=Status)
    trick_cards: list[Card] = field(default_factory=list)
    top: Reading | None = None
    top_player: int | None = None
    passed: set[int] = field(default_factory=set)
    discard: list[Card] = field(default_factory=list)
    finished: list[int] = field(default_factory=list)
    opening: list[Card] | None = None
    exchanged: list[tuple[int, int, tuple[Card, ...]]] = field(default_factory=list)
    """Cards this client saw change hands in the exchange: (giver, receiver, cards), players."""
    log: list[tuple[EventKind, int | None, Play | None]] = field(default_factory=list)
    """Plays, passes and clears since the last change of the Revolution flag: (kind, player, play)."""

    # ----------------------------------------------------------------- reading the server

    def see_hand(self, grid: Grid) -> Status:
        """A hand table (the game's first, or the one of each turn): the hand and the state;
        a cleared field ends the trick."""
        self.hand = hand_cards(grid, JOKER)
        revolution = self.status.revolution
        self.status = read_status(grid)
        if self.status.revolution != revolution:
            self.log.clear()
        if self.status.exchanging:
            self.opening = list(self.hand)
        elif self.opening is not None:
            self._taken(self.opening)
            self.opening = None
        if self.status.cleared and (self.top is not None or self.trick_cards or self.passed):
            self.discard.extend(self.trick_cards)
            self.trick_cards, self.top, self.top_player, self.passed = [], None, None, set()
            self.log.append((EventKind.TRICK_CLEARED, None, None))
        return self.status

    def gave(self, cards: list[Card]) -> None:
        """This client (the Daifugo or the Fugo) gave ``cards`` back to the class two below."""
        receiver = self._partner()
        if receiver is not None and cards:
            self.exchanged.append((self.me, receiver, tuple(cards)))

    def _taken(self, opening: list[Card]) -> None:
        """The Daihinmin's (Hinmin's) strongest cards the server took: in the game-start hand,
        not in the first hand of play; they went to the Daifugo (Fugo). The cards new in the
        first hand of play are the ones the Daifugo (Fugo) chose to give back."""
        if self.status.ranks[self.me] < 3:
            return
        taken = tuple(card for card in opening if card not in self.hand)
        given = tuple(card for card in self.hand if card not in opening)
        partner = self._partner()
        if partner is not None and taken:
            self.exchanged.append((self.me, partner, taken))
        if partner is not None and given:
            self.exchanged.append((partner, self.me, given))

    def _partner(self) -> int | None:
        """The player this one exchanges with (class 0 with 4, 1 with 3), None for none."""
        ranks = self.status.ranks
        rank = ranks[self.me]
        if not any(ranks) or rank == 2 or (4 - rank) not in ranks:
            return None
        return ranks.index(4 - rank)

    def see_field(self, grid: Grid) -> None:
        """The field after the turn of ``status.turn_player``: it played when its count fell."""
        actor = self.status.turn_player
        after = read_status(grid)
        if after.hand_counts[actor] < self.status.hand_counts[actor]:
            reading = read_play(grid, JOKER)
            if reading is not None:
                self.trick_cards.extend(reading.play.cards)
                self.top, self.top_player = reading, actor
                self.log.append((EventKind.PLAYED, actor, reading.play))
            if after.hand_counts[actor] == 0 and actor not in self.finished:
                self.finished.append(actor)
        else:
            self.passed.add(actor)
            self.log.append((EventKind.PASSED, actor, None))
        if after.revolution != self.status.revolution:
            self.log.clear()
        self.status = after

    # ----------------------------------------------------------------- the engine state

    def seat_of(self, player: int) -> int:
        return self.status.seats.index(player)

    def state(self, rng: random.Random, pending: Pending | None = None) -> SessionState:
        """The round as an engine state, the client's seat to move (or to answer ``pending``):
        its own hand, every other hand dealt from the unseen cards at its public count."""
        seats = self.status.seats
        me = self.seat_of(self.me)
        seen = set(self.hand) | set(self.trick_cards) | set(self.discard)
        pool = [card for card in make_deck(jokers=OPTIONS.jokers) if card not in seen]
        rng.shuffle(pool)
        hands: list[list[Card]] = []
        for seat, player in enumerate(seats):
            if seat == me:
                hands.append(list(self.hand))
                continue
            count = min(self.status.hand_counts[player], len(pool))
            hands.append(sort_cards(pool[:count]))
            del pool[:count]
        top_play: Play | None = None if self.top is None else self.top.play
        binding = Binding(self.top.suits) if self.top is not None and self.status.locked else Binding()
        finished = [self.seat_of(p) for p in self.finished]
        events = [
            Event(EventKind.EXCHANGED, self.seat_of(giver), private_to=me, target=self.seat_of(receiver), cards=cards)
            for giver, receiver, cards in self.exchanged
        ]
        events += [Event(kind, None if who is None else self.seat_of(who), play=play) for kind, who, play in self.log]
        trick = Trick(
            list(self.trick_cards),
            top_play,
            None if self.top_player is None or top_play is None else self.seat_of(self.top_player),
            {self.seat_of(p) for p in self.passed},
            binding,
        )
        return SessionState(
            options=OPTIONS,
            rng=rng,
            turns=Turns(PLAYERS, me, 1, finished, []),
            round_number=1,
            scores=[0] * PLAYERS,
            phase=Phase.EXCHANGE if pending is not None else Phase.PLAY,
            hands=hands,
            discard=list(self.discard),
            out_of_play=pool,
            trick=trick,
            order=StrengthOrder(revolution=self.status.revolution),
            choice=ChoiceState(pending=pending),
            epoch=1,
            events=events,
        )

    def exchange_state(self, rng: random.Random, count: int) -> SessionState:
        """The engine state of the give-back: ``count`` cards still to choose for the class
        two below (the Daifugo gives to the Daihinmin, the Fugo to the Hinmin)."""
        rank = self.status.ranks[self.me]
        receiver = self.status.ranks.index(4 - rank) if (4 - rank) in self.status.ranks else self.me
        me = self.seat_of(self.me)
        pending = Pending(ChoiceKind.EXCHANGE, me, count, target=self.seat_of(receiver))
        return self.state(rng, pending)
