"""The Dou Dizhu deal: auction, play, end and score, on any table of the catalogue.

Life of a deal (docs/RULES.md B.1-B.4):

- ``DealState.new(rules, seed)`` shuffles with ``random.Random(seed)``, deals the hands,
  the bottom and (two players) the set-aside cards, and draws the first bidder.
- BIDDING: the current bidder calls ``Bid(0)`` (pass) or a bid above the current one, up
  to ``rules.max_bid``. With ``pass_is_final`` a pass leaves the auction. The auction
  ends at once on the top bid, or when every other seat has passed after the highest
  bidder. If nobody bids, the table redeals (a new shuffle from the same generator,
  counted in ``redeals``) or makes the first bidder landlord at 1 (``all_pass``).
- The landlord takes the bottom (public from then on); on a wild table the wild rank is
  drawn now from the same generator; the landlord leads.
- PLAYING: a leader must play; a follower plays a higher play of the same kind and
  length, a bomb or the rocket, or passes. When every other seat has passed the last
  player to play leads again. The deal ends the moment a hand is empty, or on the
  two-player table when the farmer holds no more than the allowance.
- OVER: ``result`` holds the score, or the reason the deal went unscored (clock).

The B.5 options (docs/RULES.md B.5; all off by default):

- call and grab (``BiddingKind.CALL_GRAB``): in BIDDING, from the first bidder on, each
  seat calls (``Call(True)``) or not; once one calls, every later seat that did not
  decline may grab once (``Grab``, x2 each); if anybody grabbed, the caller has the last
  word (one more grab). The last to grab (else the caller) is landlord at a base of 1.
  Nobody calls: a redeal.
- doubling: after the bottom is taken, DOUBLING: each farmer from the landlord's left,
  then the landlord, chooses ``Double(1)``, ``Double(2)`` or (super) ``Double(4)``.
- open hand: then OPENING: the landlord shows the hand (``OpenHand(True)``, x2) or not;
  an open hand is in every observation from then on.
- no-shuffle: ``next_deal_order`` gathers a finished deal's cards for the next deal,
  which ``DealState.new(rules, seed, order)`` deals in packets.

Every B.5 choice is a ``StakeEvent`` in ``stake_events``.

Invariants: every card is in exactly one of ``hands``, ``bottom`` (until taken),
``set_aside`` and the plays of ``history`` (whose physical cards are ``played_cards``, in
play order); a refused move raises ``IllegalMove`` and
changes nothing; the same seed and the same moves give the same deal.

The engine plays on rank counts (``hand_counts``), which it keeps packed: each seat's
counts, and those of the cards played, as one integer a byte a rank (``_pack``), so a
play subtracts in one step and a listing reads the hand's rank masks off it directly; the
count arrays (``hand_counts``, ``played_counts``, ``_counts``) are unpacked when read.
A play made without naming its cards takes, of each of its ranks, the first cards of
that rank in hand order; those physical cards are only taken when ``hands`` or
``played_cards`` is read (the plays not taken yet are those of ``history`` from
``_settled`` on, in play order), so play that never looks at the cards never moves them. Reading either gives
exactly what taking the cards at once would have given. In the same way a shuffled deal keeps
each hand and the bottom as indices into the display order of the table's cards (``_dealt``)
until the hands are first read (the landlord's indices take the bottom's), and a scored deal
is scored when ``result`` is first read (``_ended_by``: the seat that went out and the
multiplier before the spring; ``multiplier`` takes the spring at once); the facts scored no
longer change once the deal is over.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import repeat
from operator import is_
from typing import cast

from game.core.cards import Card, Rank, make_deck, sort_cards
from game.core.reason import IllegalMove, Reason
from game.doudizhu.clock import TableClock, timeout_move
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.enumerate import listed_plays, listings_for
from game.doudizhu.moves import PASS, Bid, Call, Double, Grab, Move, OpenHand, Pass, StakeMove
from game.doudizhu.notation import deal_cards
from game.doudizhu.observation import Observation, Phase, observation_of, rank_counts
from game.doudizhu.refusals import (
    ALREADY_CALLED,
    ALREADY_DOUBLED,
    AUCTION_RUNNING,
    CARDS_DO_NOT_MATCH,
    DEAL_OVER,
    DEAL_TIME_UP,
    DOUBLING_OVER,
    DOUBLING_RUNNING,
    GRABBING_OVER,
    NO_CALL_GRAB,
    NO_DOUBLING,
    NO_GRAB_LEFT,
    NO_OPEN_HAND,
    NO_PASS_ON_LEAD,
    NO_POINTS_BIDS,
    NO_SUPER_DOUBLE,
    NOT_A_COMBINATION,
    NOT_DOUBLING_YET,
    NOT_IN_HAND,
    NOT_OPENING_TIME,
    NOT_YOUR_TURN,
    NOTHING_SELECTED,
    NOTHING_TO_GRAB,
    ONLY_LANDLORD_OPENS,
    OPENING_RUNNING,
    PLAY_RUNNING,
    bid_too_low,
    why_not_cards,
)
from game.doudizhu.rules import (
    CALL_GRAB_BASE,
    DECLINER_MAY_GRAB,
    DOUBLE_FACTOR,
    GRAB_FACTOR,
    NO_SHUFFLE_PACKET,
    OPEN_HAND_FACTOR,
    SUPER_DOUBLE_FACTOR,
    WILD_RANK_CHOICES,
    AllPassOutcome,
    BiddingKind,
    DoublingKind,
    TableRules,
)
from game.doudizhu.scoring import DealResult, Stakes, bomb_factor, capped, final_multiplier, score, unscored
from game.doudizhu.stakes import StakeEvent, StakeKind

_RANKS = range(15)
#: The history entry of each seat's pass (shared: entries are immutable; the catalogue's
#: tables seat two to four players, a table of up to 16 would work as well).
_PASS_ENTRIES: tuple[tuple[int, Pass], ...] = tuple((seat, PASS) for seat in range(16))
# Enum members read through their class cost a lookup each time: the hot paths use these.
_BIDDING, _DOUBLING, _OPENING, _PLAYING, _OVER = Phase.BIDDING, Phase.DOUBLING, Phase.OPENING, Phase.PLAYING, Phase.OVER
_BOMB_KINDS = frozenset((ComboKind.BOMB, ComboKind.ROCKET))  # hashed by identity, in C


@lru_cache(maxsize=2)
def _ordered_deck(decks: int) -> tuple[Card, ...]:
    """The unshuffled cards of ``decks`` full decks with jokers (cards are immutable)."""
    return tuple(make_deck(jokers=2, decks=decks))


@lru_cache(maxsize=2)
def _display_places(decks: int) -> tuple[tuple[Card, ...], tuple[int, ...], tuple[int, ...], dict[int, int]]:
    """The cards of ``decks`` decks in display order (:func:`sort_cards`), for each
    card of :func:`_ordered_deck` its index in that order, for each index in that
    order its card's rank as packed counts (``_UNIT``: a packet's packed counts are the
    sum over its indices), and the index of each of these card objects by its ``id``
    (the tuple keeps them alive, so no other object has their ids).

    Shuffling the indices moves them exactly as shuffling the cards would (a shuffle
    never reads the items it moves), and a packet of indices sorts as plain integers."""
    ordered = _ordered_deck(decks)
    shown = tuple(sort_cards(ordered))
    place = {card: index for index, card in enumerate(shown)}
    units = tuple(_UNIT[card.rank] for card in shown)
    return shown, tuple(place[card] for card in ordered), units, {id(card): index for index, card in enumerate(shown)}


class DealState:
    """One deal. Read the public fields; change them only through ``apply`` and ``tick``."""

    def __init__(self, rules: TableRules, rng: random.Random) -> None:
        self.rules = rules
        self._rng = rng
        self.phase = Phase.BIDDING
        self._hands: list[list[Card]] = [[] for _ in range(rules.players)]
        # a shuffled deal's display indices (``_display_places``), each hand's then the
        # bottom's, until the hands' cards are first read (``_settle``); else None
        self._dealt: list[tuple[int, ...]] | None = None
        self._packed: list[int] = [0] * rules.players  # each seat's rank counts, packed (``_pack``)
        self.bottom: list[Card] = []
        self.set_aside: list[Card] = []
        self.first_bidder = 0
        self.current_player: int | None = 0
        self.bid = 0
        self.bids: list[int | None] = [None] * rules.players
        self.auction: list[tuple[int, Bid]] = []
        self.auction_bot: list[bool] = []
        self._out_of_auction: set[int] = set()
        self._high_bidder: int | None = None
        self.landlord: int | None = None
        self.multiplier = 1
        self.wild_rank: Rank | None = None
        self.to_beat: tuple[int, Play] | None = None
        self._passes = 0
        self.history: list[tuple[int, Play | Pass]] = []
        self._bot_moves: list[int] = []  # the indices in ``history`` of the moves the clock made
        self.last_action: list[Move | None] = [None] * rules.players
        self.plays_made = [0] * rules.players
        self._played = 0  # the rank counts of the cards played, packed
        self.bombs_played = 0
        self.redeals = 0
        self.clock = TableClock.for_rules(rules)
        self._result: DealResult | None = None  # ``result`` once made
        # the seat that went out and the multiplier before the spring, until ``result`` is read
        self._ended_by: tuple[int, int] | None = None
        # B.5: the call-and-grab auction (``_high_bidder`` is the landlord-to-be there),
        # the doubles, the open hand, the choices as events, the cards in play order.
        self.called_by: int | None = None
        self._grab_spoken: set[int] = set()
        self.grabs = 0
        self.doubles: list[int | None] = [None] * rules.players
        self.opened = False
        self.stake_events: list[StakeEvent] = []
        self._played_cards: list[Card] = []
        self._settled = 0  # the history's plays before this index have their cards taken
        self._cache: tuple[Move, ...] | None = None  # the current player's moves, until the next move
        self._listings = listings_for(rules)  # the table's shared listings (hands without wild cards)

    # --- creation -------------------------------------------------------------------

    @classmethod
    def new(cls, rules: TableRules, seed: int, order: Sequence[Card] | None = None) -> DealState:
        """A fresh deal shuffled with ``random.Random(seed)``, in the auction.

        ``order`` (B.5 no-shuffle, see :func:`next_deal_order`): deal these cards as they
        lie instead of shuffling, in packets of ``NO_SHUFFLE_PACKET`` (``ValueError``
        unless they are exactly the table's cards); the first bidder is still drawn
        from ``seed``, and a redeal inside the deal shuffles as usual.
        """
        state = cls(rules, random.Random(seed))
        if order is None:
            state._deal()
        else:
            if Counter(order) != Counter(_ordered_deck(rules.decks)):
                raise ValueError("a deal order holds every card of the table exactly once")
            state._deal(packet_deal(list(order), rules))
        return state

    def _deal(self, packets: list[list[Card]] | None = None) -> None:
        """Shuffle and deal (or deal the ``packets``: hands, bottom, set-aside)."""
        rules = self.rules
        if packets is None:
            shown, places, units, _ = _display_places(rules.decks)
            shuffled = list(places)
            shuffle(self._rng, shuffled)
            deck = tuple(shuffled)  # its slices are tuples, which a clone may share
            size = rules.hand_size
            dealt = rules.players * size
            # each hand's and the bottom's display indices; the hands' cards wait until read
            cuts = [deck[seat * size : (seat + 1) * size] for seat in range(rules.players)]
            cuts.append(deck[dealt : dealt + rules.bottom_size])
            self._dealt = cuts
            # a hand's packed rank counts from its indices (summed in C)
            self._packed[:] = [sum(map(units.__getitem__, cut)) for cut in cuts[: rules.players]]
            self.bottom = list(map(shown.__getitem__, sorted(cuts[-1])))
            self.set_aside = list(map(shown.__getitem__, sorted(deck[dealt + rules.bottom_size :])))
        else:
            packets = [sort_cards(packet) for packet in packets]
            self._packed[:] = [_pack(rank_counts(packet)) for packet in packets[: rules.players]]
            self._dealt = None
            self._hands[:] = packets[: rules.players]
            self.bottom = packets[rules.players]
            self.set_aside = packets[rules.players + 1]
        self.first_bidder = self._rng.randrange(rules.players)
        self.current_player = self.first_bidder
        self.bid = 0
        self.bids = [None] * rules.players
        self.auction = []
        self.auction_bot = []
        self._out_of_auction = set()
        self._high_bidder = None
        self.last_action = [None] * rules.players
        self.called_by = None
        self._grab_spoken = set()
        self.grabs = 0
        self.stake_events = []

    @classmethod
    def arranged(
        cls,
        rules: TableRules,
        hands: Sequence[Sequence[Card]],
        landlord: int,
        bid: int = 1,
        wild_rank: Rank | None = None,
        seed: int = 0,
    ) -> DealState:
        """A deal already in play with the given hands (the landlord's includes the
        bottom), for puzzles, tutorials and tests. Hands may have any size."""
        state = cls(rules, random.Random(seed))
        state.hands = [sort_cards(list(hand)) for hand in hands]
        state._counts = [rank_counts(hand) for hand in state.hands]
        state.first_bidder = landlord
        state.bids[landlord] = bid
        state.auction = [(landlord, Bid(bid))]
        state.auction_bot = [False]
        state.landlord = landlord
        state.bid = bid
        state.wild_rank = wild_rank
        state.phase = Phase.PLAYING
        state.current_player = landlord
        return state

    @classmethod
    def dealt(
        cls,
        rules: TableRules,
        hands: Sequence[Sequence[Card]],
        bottom: Sequence[Card],
        first_bidder: int,
        seed: int = 0,
        set_aside: Sequence[Card] = (),
    ) -> DealState:
        """A deal in the auction with the given hands, bottom and (two players) set-aside cards,
        ``first_bidder`` to bid, for tutorials, tests and the bot interface. The sizes must be
        the table's (``ValueError`` otherwise); a redeal after an all-pass auction shuffles
        with ``random.Random(seed)``."""
        if len(hands) != rules.players or any(len(hand) != rules.hand_size for hand in hands):
            raise ValueError(f"a deal of this table has {rules.players} hands of {rules.hand_size} cards")
        sizes_fit = len(bottom) == rules.bottom_size and len(set_aside) == rules.set_aside_size
        if not sizes_fit or not 0 <= first_bidder < rules.players:
            raise ValueError("the bottom, the set-aside cards or the first bidder do not fit this table")
        state = cls(rules, random.Random(seed))
        state.hands = [sort_cards(list(hand)) for hand in hands]
        state._counts = [rank_counts(hand) for hand in state.hands]
        state.bottom = sort_cards(list(bottom))
        state.set_aside = sort_cards(list(set_aside))
        state.first_bidder = state.current_player = first_bidder
        return state

    def clone(self) -> DealState:
        """A deep, independent copy (the generator state included).

        Every field is copied explicitly; a field added to ``__init__`` must be added
        here too (``tests/test_state_conformance.py`` fails otherwise). Shared, because
        they never change in place: the rules, cards, plays, moves and the deal result
        (immutable values), the move cache (an immutable tuple, which each copy drops
        rather than mutates) and the table's shared listings (read only). The generator is shared
        once the auction is over: it only shuffles redeals and draws the wild rank as
        play starts (both during the auction), so neither copy ever draws from it again.
        """
        if self.phase is Phase.BIDDING:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
        else:
            rng = self._rng
        clock = self.clock
        other = DealState.__new__(DealState)
        # One dict display naming every field of __init__ (faster than one store per field).
        other.__dict__ = {
            "rules": self.rules,
            "_rng": rng,
            "phase": self.phase,
            "_hands": [list(hand) for hand in self._hands],
            "_dealt": None if self._dealt is None else list(self._dealt),
            "_packed": list(self._packed),
            "bottom": list(self.bottom),
            "set_aside": list(self.set_aside),
            "first_bidder": self.first_bidder,
            "current_player": self.current_player,
            "bid": self.bid,
            "bids": list(self.bids),
            "auction": list(self.auction),
            "auction_bot": list(self.auction_bot),
            "_out_of_auction": set(self._out_of_auction),
            "_high_bidder": self._high_bidder,
            "landlord": self.landlord,
            "multiplier": self.multiplier,
            "wild_rank": self.wild_rank,
            "to_beat": self.to_beat,
            "_passes": self._passes,
            "history": list(self.history),
            "_bot_moves": list(self._bot_moves),
            "last_action": list(self.last_action),
            "plays_made": list(self.plays_made),
            "_played": self._played,
            "bombs_played": self.bombs_played,
            "redeals": self.redeals,
            "clock": None if clock is None else replace(clock),  # every field, a new object
            "_result": self._result,
            "_ended_by": self._ended_by,
            "called_by": self.called_by,
            "_grab_spoken": set(self._grab_spoken),
            "grabs": self.grabs,
            "doubles": list(self.doubles),
            "opened": self.opened,
            "stake_events": list(self.stake_events),
            "_played_cards": list(self._played_cards),
            "_settled": self._settled,
            "_cache": self._cache,
            "_listings": self._listings,
        }
        return other

    @classmethod
    def from_observation(
        cls,
        obs: Observation,
        hands: Sequence[Sequence[Card]],
        bottom: Sequence[Card] | None = None,
        seed: int = 0,
    ) -> DealState:
        """A full state from ``obs`` plus guessed hands for every seat (for search).

        ``hands[obs.seat]`` should be the observed hand. During the auction the bottom
        is hidden: pass a guess, or a random draw (from ``seed``) of the cards whose
        ranks the hands do not account for is used. Set-aside cards are unknown and left out.
        ``seed`` seeds the generator for what is still to be drawn (the wild rank).
        The call-and-grab auction is rebuilt from ``obs.stake_events``; the cards in play
        order (``played_cards``, only needed for a no-shuffle next deal) are left empty.
        """
        rules = obs.rules
        state = cls(rules, random.Random(seed))
        state.phase = obs.phase
        state.hands = [sort_cards(list(hand)) for hand in hands]
        state._counts = [rank_counts(hand) for hand in state.hands]
        if obs.bottom is not None:
            state.bottom = list(obs.bottom)
        elif bottom is not None:
            state.bottom = sort_cards(list(bottom))
        else:
            held = list(map(sum, zip(*state._counts, strict=True)))  # each rank's cards in the hands
            missing = []
            for card in _ordered_deck(rules.decks):
                if held[card.rank]:
                    held[card.rank] -= 1
                else:
                    missing.append(card)
            state.bottom = sort_cards(state._rng.sample(missing, min(rules.bottom_size, len(missing))))
        state.first_bidder = obs.first_bidder
        state.current_player = obs.current_player
        state.bid = obs.bid
        state.bids = list(obs.bids)
        state.auction = list(obs.auction)
        state.auction_bot = [False] * len(obs.auction)
        state._out_of_auction = {seat for seat, call in obs.auction if call.is_pass} if rules.pass_is_final else set()
        bidders = [seat for seat, call in obs.auction if not call.is_pass]
        state._high_bidder = bidders[-1] if bidders else None
        state.called_by = obs.called_by
        state.grabs = obs.grabs
        state.doubles = list(obs.doubles) if obs.doubles else [None] * rules.players
        state.opened = obs.opened
        state.stake_events = list(obs.stake_events)
        for event in obs.stake_events:
            if event.kind is StakeKind.NO_CALL:
                state._out_of_auction.add(event.seat)
            elif event.kind is StakeKind.CALLED:
                state._high_bidder = event.seat
            elif event.kind in (StakeKind.GRABBED, StakeKind.NO_GRAB):
                state._grab_spoken.add(event.seat)
                if event.kind is StakeKind.GRABBED:
                    state._high_bidder = event.seat
            if event.kind in _PHASE_KINDS.get(state.phase, ()):
                state.last_action[event.seat] = _MOVE_OF_KIND[event.kind]
        state.landlord = obs.landlord
        state.multiplier = obs.multiplier
        state.wild_rank = obs.wild_rank
        state.to_beat = obs.to_beat
        state.history = list(obs.history)
        state._settled = len(state.history)  # the hands given hold no card of these plays
        if obs.phase is Phase.BIDDING:
            for seat, call in obs.auction:
                state.last_action[seat] = call
        for seat, move in obs.history:
            state._replay_trick(seat, move)
        state.plays_made = list(obs.plays_made)
        state.played_counts = list(obs.played_counts)
        state.bombs_played = obs.bombs_played
        state.redeals = obs.redeals
        if state.clock is not None and obs.turn_left_ms is not None and obs.deal_left_ms is not None:
            state.clock.turn_left_ms = obs.turn_left_ms
            state.clock.deal_left_ms = obs.deal_left_ms
        state.result = obs.result
        return state

    def _replay_trick(self, seat: int, move: Play | Pass) -> None:
        """Track ``last_action`` and the passes in a row as a play or pass does."""
        self.last_action[seat] = move
        if isinstance(move, Pass):
            self._passes += 1
            if self._passes == self.rules.players - 1:
                self._passes = 0
                self.last_action = [None] * self.rules.players
        else:
            self._passes = 0

    # --- protocol -------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return self.rules.players

    def is_over(self) -> bool:
        return self.phase is _OVER

    @property
    def turn_timed_out(self) -> bool:
        """The current turn ran out of time: the loop should let the bot play it."""
        return self.clock is not None and self.phase is not Phase.OVER and self.clock.turn_timed_out

    @property
    def bottom_revealed(self) -> bool:
        return self.phase is not Phase.BIDDING

    def timeout_move(self) -> Move | None:
        """The move the clock makes when the current turn ran out (B.5 Decision in
        ``clock.timeout_move``): a declining B.5 choice, or ``None`` (the bot moves)."""
        seat = self.current_player
        if seat is None or self.phase is Phase.PLAYING:
            return None
        return timeout_move(self._moves(seat))

    def hand_counts(self, seat: int) -> list[int]:
        """A copy of a seat's hand as a rank-count array."""
        return list(self._packed[seat].to_bytes(15, "little"))

    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds (read off the rank counts)."""
        return tuple(sum(packed.to_bytes(15, "little")) for packed in self._packed)

    @property
    def _counts(self) -> list[list[int]]:
        """Every seat's hand as a rank-count array (new lists: to change the hands' counts,
        assign a whole new list of them)."""
        return [list(packed.to_bytes(15, "little")) for packed in self._packed]

    @_counts.setter
    def _counts(self, counts: Sequence[Sequence[int]]) -> None:
        self._packed = [_pack(seat_counts) for seat_counts in counts]

    @property
    def played_counts(self) -> list[int]:
        """The rank counts of every card played so far (a new list)."""
        return list(self._played.to_bytes(15, "little"))

    @played_counts.setter
    def played_counts(self, counts: Sequence[int]) -> None:
        self._played = _pack(counts)

    @property
    def history_bot(self) -> list[bool]:
        """For each move of ``history``, whether the clock made it (a new list)."""
        made = [False] * len(self.history)
        for index in self._bot_moves:
            made[index] = True
        return made

    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's physical cards, in display order (the plays' cards taken first)."""
        if self._dealt is not None or self._settled < len(self.history):
            self._settle()
        return self._hands

    @hands.setter
    def hands(self, hands: list[list[Card]]) -> None:
        if self._dealt is not None or self._settled < len(self.history):
            self._settle()
        self._hands = hands

    @property
    def played_cards(self) -> list[Card]:
        """The physical cards of every play, in play order."""
        if self._dealt is not None or self._settled < len(self.history):
            self._settle()
        return self._played_cards

    def _settle(self) -> None:
        """Bring the physical hands up to date: a shuffled deal's cards from their display
        indices (``_dealt``), then the cards of the plays made by rank taken (the history's
        from ``_settled`` on, in play order) from the hands: of each rank, the first cards of
        that rank in hand order."""
        dealt = self._dealt
        if dealt is not None:
            shown = _display_places(self.rules.decks)[0]
            self._hands = [list(map(shown.__getitem__, sorted(cut))) for cut in dealt[:-1]]
            self._dealt = None
        taken = self._played_cards
        for seat, play in self.history[self._settled :]:
            if not isinstance(play, Play):
                continue
            ranks = play.ranks
            hand = self._hands[seat]
            if len(ranks) == len(hand):  # the last cards
                taken += hand
                self._hands[seat] = []
                continue
            wanted = _counts_of_ranks(ranks)
            kept: list[Card] = []
            for card in hand:
                if wanted[card.rank]:
                    wanted[card.rank] -= 1
                    taken.append(card)
                else:
                    kept.append(card)
            self._hands[seat] = kept
        self._settled = len(self.history)

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """Every move ``seat`` (default: the current player) may make now.

        The current player's moves are computed here once and kept in ``_cache`` until
        the next move (``apply`` and the end of the deal drop it); :meth:`_moves` reads them."""
        current = self.current_player
        if seat is not None and seat != current:
            return []
        moves = self._cache
        if moves is not None:
            return list(moves)
        if current is None:
            return []
        phase = self.phase
        if phase is _PLAYING or phase is _OVER:
            to_beat = self.to_beat
            packed, wild = self._packed[current], self.wild_rank
            if wild is None or not packed >> 8 * wild & 0xFF:  # no wild card in hand: straight to the listings
                moves = self._listings.moves(packed, None if to_beat is None else to_beat[1])
            else:
                counts = list(packed.to_bytes(15, "little"))
                if to_beat is None:
                    moves = tuple(listed_plays(counts, None, self.rules, wild))
                else:
                    moves = (*listed_plays(counts, to_beat[1], self.rules, wild), PASS)
        elif phase is _BIDDING and self.rules.bidding is BiddingKind.CALL_GRAB:
            moves = _CALL_MOVES if self.called_by is None else _GRAB_MOVES
        elif phase is _BIDDING:
            moves = _bid_moves(self.bid, self.rules.max_bid)
        elif phase is _DOUBLING:
            moves = _SUPER_MOVES if self.rules.doubling is DoublingKind.SUPER else _DOUBLE_MOVES
        else:
            moves = _OPEN_MOVES
        self._cache = moves
        return list(moves)

    def _moves(self, seat: int) -> tuple[Move, ...]:
        """The moves of ``seat``, the current player, as kept by :meth:`legal_moves`
        (computed there first if need be)."""
        moves = self._cache
        if moves is None:
            self.legal_moves(seat)
            moves = self._cache
            assert moves is not None  # seat is the current player
        return moves

    def apply(self, seat: int, move: Move, cards: Sequence[Card] | None = None) -> None:
        """Perform a listed move, else raise ``IllegalMove`` and change nothing.

        ``cards``: for a play, the physical cards the player selected; they must be in
        the hand and have exactly the play's printed ranks. Without them the engine
        takes cards of those ranks from the hand.
        """
        moves = self._cache  # kept only while the deal runs, for the current player
        if moves is None or seat != self.current_player:
            if self.phase is _OVER:
                raise IllegalMove(DEAL_OVER)
            if seat != self.current_player:
                raise IllegalMove(self._why_not_seat(seat, move))
            moves = self._moves(seat)
        # the shared pass is listed last, if at all; any other move by identity first (a
        # move picked from the list, the usual case, without a Python-level __eq__ per
        # earlier move), then by equality (an equal value built by the caller)
        if move is not PASS:
            if not any(map(is_, moves, repeat(move))) and move not in moves:
                raise IllegalMove(self._why_not(seat, move))
            if isinstance(move, Pass):  # an equal pass: the shared one from here on
                move = PASS
        elif not moves or moves[-1] is not PASS:
            raise IllegalMove(self._why_not(seat, move))
        clock = self.clock
        by_bot = clock is not None and clock.turn_timed_out  # the deal is not over here
        if move is PASS:  # the trick goes on (inline: the commonest move)
            if by_bot:
                self._bot_moves.append(len(self.history))
            self.history.append(_PASS_ENTRIES[seat])
            players = self.rules.players
            passes = self._passes + 1
            if passes == players - 1:  # everyone else passed: the last player to play leads
                to_beat = self.to_beat
                assert to_beat is not None
                self._passes = 0
                self.last_action = [None] * players
                self.current_player = to_beat[0]
                self.to_beat = None
            else:
                self._passes = passes
                self.last_action[seat] = PASS
                self.current_player = (seat + 1) % players
        elif isinstance(move, Play):  # a play (inline: half the moves)
            if cards is not None:  # take the cards named (the others' are taken when read)
                reason = self._check_cards(seat, cards, move)
                if reason is not None:
                    raise IllegalMove(reason)
                hand = self.hands[seat]  # takes the cards of earlier plays first
                chosen = list(cards)
                self._played_cards.extend(cards)
                self._hands[seat] = [card for card in hand if not _take(chosen, card)]
                self._settled = len(self.history) + 1  # this play's too
            known = _TAKEN.get(id(move))  # the play's rank counts, packed
            taken = known[1] if known is not None and known[0] is move else _taken(move)
            left = self._packed[seat] - taken
            self._packed[seat] = left
            self._played += taken
            entry = (seat, move)  # one tuple for the history and the play to beat
            if by_bot:
                self._bot_moves.append(len(self.history))
            self.history.append(entry)
            self.last_action[seat] = move
            self._passes = 0
            self.plays_made[seat] += 1
            self.to_beat = entry
            if move.kind in _BOMB_KINDS:
                self._bomb_played(move)
            rules = self.rules
            allowance = rules.allowance  # the deal goes on while the hand holds cards (two players: more than this)
            if left and (allowance is None or seat == self.landlord or sum(left.to_bytes(15, "little")) > allowance):
                self.current_player = (seat + 1) % rules.players
            else:
                self._end_deal(seat)
        elif isinstance(move, Bid):
            self._apply_bid(seat, move, by_bot)
        else:
            assert not isinstance(move, Pass)  # every pass is the shared one here
            self._apply_stake(seat, move, by_bot)
        if clock is not None:
            clock.restart_turn()
        self._cache = None

    def tick(self, ms: int) -> None:
        """Let ``ms`` of game time pass. A turn that runs out shows in
        ``turn_timed_out``; the deal limit ends the deal unscored."""
        if self.clock is None or self.phase is Phase.OVER:
            return
        self.clock.advance(ms)
        if self.clock.deal_timed_out:
            self.result = unscored(self.rules, self.bid, self.multiplier, DEAL_TIME_UP)
            self._finish()

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now (see :class:`Observation`)."""
        clock = self.clock
        return observation_of(
            {
                "seat": seat,
                "rules": self.rules,
                "phase": self.phase,
                "current_player": self.current_player,
                "hand": tuple(self.hands[seat]),
                "hand_sizes": self.hand_sizes(),
                "bottom": tuple(self.bottom) if self.phase is not Phase.BIDDING else None,
                "first_bidder": self.first_bidder,
                "bid": self.bid,
                "bids": tuple(self.bids),
                "auction": tuple(self.auction),
                "landlord": self.landlord,
                "multiplier": self.multiplier,
                "wild_rank": self.wild_rank,
                "to_beat": self.to_beat,
                "history": tuple(self.history),
                "plays_made": tuple(self.plays_made),
                "played_counts": tuple(self._played.to_bytes(15, "little")),
                "bombs_played": self.bombs_played,
                "redeals": self.redeals,
                "turn_left_ms": clock.turn_left_ms if clock is not None else None,
                "deal_left_ms": clock.deal_left_ms if clock is not None else None,
                "turn_timed_out": self.turn_timed_out,
                "result": self.result,
                "legal_moves": self._moves(seat) if seat == self.current_player else (),
                "called_by": self.called_by,
                "grabs": self.grabs,
                "doubles": tuple(self.doubles),
                "opened": self.opened,
                "open_cards": tuple(self.hands[self.landlord]) if self.opened and self.landlord is not None else None,
                "stake_events": tuple(self.stake_events),
            }
        )

    # --- the auction ----------------------------------------------------------------

    def _apply_bid(self, seat: int, move: Bid, by_bot: bool) -> None:
        rules = self.rules
        self.auction.append((seat, move))
        self.auction_bot.append(by_bot)
        self.bids[seat] = move.value
        self.last_action[seat] = move
        if move.is_pass:
            self._out_of_auction.add(seat)
        else:
            self.bid = move.value
            self._high_bidder = seat
            if not rules.pass_is_final:
                self._out_of_auction = set()
        high, out = self._high_bidder, self._out_of_auction
        # every seat but the highest bidder is out of the auction (``out`` holds seats only)
        if self.bid == rules.max_bid or (high is not None and len(out) - (high in out) == rules.players - 1):
            assert high is not None
            self._start_play(high, self.bid)
        elif high is None and len(out) == rules.players:
            if rules.all_pass is AllPassOutcome.FIRST_BIDDER_AT_ONE:
                self._start_play(self.first_bidder, 1)
            else:
                self.redeals += 1
                self._deal()
        else:
            nxt = (seat + 1) % rules.players
            while nxt in self._out_of_auction:
                nxt = (nxt + 1) % rules.players
            self.current_player = nxt

    def _start_play(self, landlord: int, bid: int) -> None:
        """The landlord takes the bottom; then the doubling and open-hand steps, if the
        table has them, else the landlord leads."""
        self.landlord = landlord
        self.bid = bid
        dealt = self._dealt
        if dealt is not None:  # the cards wait: the landlord's indices and counts take the bottom's
            bottom = dealt[-1]
            dealt[landlord] = dealt[landlord] + bottom
            self._packed[landlord] += sum(map(_display_places(self.rules.decks)[2].__getitem__, bottom))
        else:
            hand = _in_display_order(self._hands[landlord] + self.bottom, self.rules.decks)  # nothing played yet
            self._hands[landlord] = hand
            self._packed[landlord] = _pack(rank_counts(hand))
        if self.rules.wild:
            self.wild_rank = self._rng.choice(WILD_RANK_CHOICES)
        self.last_action = [None] * self.rules.players
        if self.rules.doubling is not DoublingKind.NONE:
            self.phase = Phase.DOUBLING
            self.current_player = (landlord + 1) % self.rules.players
        else:
            self._after_doubling()

    def _after_doubling(self) -> None:
        assert self.landlord is not None
        self.phase = Phase.OPENING if self.rules.open_hand else Phase.PLAYING
        self.current_player = self.landlord

    # --- the B.5 steps ----------------------------------------------------------------

    def _apply_stake(self, seat: int, move: StakeMove, by_bot: bool) -> None:
        """Apply a listed call, grab, double or open-hand choice (see the module docstring)."""
        self.last_action[seat] = move
        if isinstance(move, Call):
            self._apply_call(seat, move.yes, by_bot)
        elif isinstance(move, Grab):
            self._apply_grab(seat, move.yes, by_bot)
        elif isinstance(move, Double):
            self._apply_double(seat, move.factor, by_bot)
        else:
            if move.yes:
                self.opened = True
                self.multiplier = capped(self.multiplier * OPEN_HAND_FACTOR, self.rules)
            self._stake_event(StakeKind.OPENED if move.yes else StakeKind.KEPT_CLOSED, seat, by_bot)
            self.phase = Phase.PLAYING
            self.last_action = [None] * self.rules.players

    def _stake_event(self, kind: StakeKind, seat: int, by_bot: bool) -> None:
        self.stake_events.append(StakeEvent(kind, seat, self.multiplier, by_bot))

    def _apply_call(self, seat: int, yes: bool, by_bot: bool) -> None:
        players = self.rules.players
        self._stake_event(StakeKind.CALLED if yes else StakeKind.NO_CALL, seat, by_bot)
        if yes:
            self.called_by = self._high_bidder = seat
            self._next_grabber(seat)
            return
        self._out_of_auction.add(seat)
        if len(self._out_of_auction) == players:
            self.redeals += 1
            self._deal()
        else:
            self.current_player = (seat + 1) % players

    def _apply_grab(self, seat: int, yes: bool, by_bot: bool) -> None:
        if yes:
            self.grabs += 1
            self._high_bidder = seat
            self.multiplier = capped(self.multiplier * GRAB_FACTOR, self.rules)
        self._stake_event(StakeKind.GRABBED if yes else StakeKind.NO_GRAB, seat, by_bot)
        self._grab_spoken.add(seat)
        self._next_grabber(seat)

    def _next_grabber(self, seat: int) -> None:
        """The next seat of the grab round after ``seat``, the caller's last word, or the
        end of the auction (the last to grab, else the caller, is landlord)."""
        players = self.rules.players
        caller = self.called_by
        assert caller is not None and self._high_bidder is not None
        if seat != caller or caller not in self._grab_spoken:
            for step in range(1, players):
                nxt = (seat + step) % players
                if nxt == caller:
                    break
                if self._spoken(nxt):
                    continue
                self.current_player = nxt
                return
            if self.grabs and caller not in self._grab_spoken:
                self.current_player = caller  # the last word
                return
        self._start_play(self._high_bidder, CALL_GRAB_BASE)

    def _apply_double(self, seat: int, factor: int, by_bot: bool) -> None:
        kind = {1: StakeKind.NO_DOUBLE, DOUBLE_FACTOR: StakeKind.DOUBLED, SUPER_DOUBLE_FACTOR: StakeKind.SUPER_DOUBLED}
        self.doubles[seat] = factor
        self._stake_event(kind[factor], seat, by_bot)
        if seat == self.landlord:
            self._after_doubling()
        else:
            nxt = (seat + 1) % self.rules.players
            self.current_player = nxt

    # --- play -----------------------------------------------------------------------

    def _bomb_played(self, play: Play) -> None:
        """A bomb or the rocket multiplies the stake (by its ``bomb_factor``, capped)."""
        factor = bomb_factor(play, self.rules)
        if factor > 1:
            self.bombs_played += 1
            self.multiplier = capped(self.multiplier * factor, self.rules)

    def _end_deal(self, seat: int) -> None:
        """``seat`` went out (or, two players, down to the allowance): the deal ends, its
        multiplier takes the spring (the result is scored when first read)."""
        assert self.landlord is not None
        self._ended_by = (seat, self.multiplier)
        self.multiplier = final_multiplier(self.rules, self.landlord, seat, self.multiplier, self.plays_made)
        self._finish()

    @property
    def result(self) -> DealResult | None:
        """The score of the finished deal, or why it went unscored (``None`` while it runs).
        A scored deal's is made when first read, from facts that no longer change once the
        deal is over (its multiplier is ``score``'s already: ``final_multiplier``)."""
        ended = self._ended_by
        if ended is not None:
            assert self.landlord is not None
            seat, multiplier = ended
            self._result = score(self.rules, self.landlord, seat, self.bid, multiplier, self.plays_made, self._stakes())
            self._ended_by = None
        return self._result

    @result.setter
    def result(self, result: DealResult | None) -> None:
        self._result = result
        self._ended_by = None

    def _stakes(self) -> Stakes:
        """The B.5 parts of the stake and the bombs played, for the breakdown."""
        bombs = rockets = 0
        factor = 1
        # every bomb and rocket multiplies by 2 or 4, so ``bombs_played`` counts them all
        for _, move in self.history if self.bombs_played else ():
            if isinstance(move, Play) and (move.kind is ComboKind.BOMB or move.kind is ComboKind.ROCKET):
                bombs += move.kind is ComboKind.BOMB
                rockets += move.kind is ComboKind.ROCKET
                factor *= bomb_factor(move, self.rules)
        doubles = tuple(1 if double is None else double for double in self.doubles)
        return Stakes(self.grabs, self.opened, doubles, bombs, rockets, factor)

    def _finish(self) -> None:
        self.phase = Phase.OVER
        self.current_player = None
        self._cache = None

    # --- selections and refusals ----------------------------------------------------

    def plays_for_selection(self, seat: int, cards: Sequence[Card]) -> list[Play]:
        """Every legal reading of exactly the selected cards (several: ask which)."""
        if not cards or self._check_cards(seat, cards, None) is not None:
            return []
        wanted = tuple(sorted(card.rank for card in cards))
        return [move for move in self.legal_moves(seat) if isinstance(move, Play) and move.ranks == wanted]

    def refusal(self, seat: int, cards: Sequence[Card]) -> Reason | None:
        """Why the selected cards cannot be played now, or ``None`` if they can."""
        if self.phase is Phase.OVER:
            return DEAL_OVER
        if self.phase is not Phase.PLAYING:
            return self._phase_running()
        if seat != self.current_player:
            return NOT_YOUR_TURN
        if not cards:
            return NOTHING_SELECTED
        reason = self._check_cards(seat, cards, None)
        if reason is not None:
            return reason
        if self.plays_for_selection(seat, cards):
            return None
        return self._why_not_ranks(seat, rank_counts(cards))

    def _check_cards(self, seat: int, cards: Sequence[Card], play: Play | None) -> Reason | None:
        hand = list(self.hands[seat])
        for card in cards:
            if not _take(hand, card):
                return NOT_IN_HAND
        if play is not None and sorted(card.rank for card in cards) != list(play.ranks):
            return CARDS_DO_NOT_MATCH
        return None

    def _phase_running(self) -> Reason:
        """Why cards cannot be played before the play phase."""
        if self.phase is Phase.DOUBLING:
            return DOUBLING_RUNNING
        if self.phase is Phase.OPENING:
            return OPENING_RUNNING
        return AUCTION_RUNNING

    def _why_not_seat(self, seat: int, move: Move) -> Reason:
        """Why ``seat``, whose turn it is not, may not make ``move`` now (a B.5 move out
        of its step is refused for that, whoever makes it)."""
        if isinstance(move, (Call, Grab, Double, OpenHand)) and not self._in_its_step(move):
            return self._why_not_stake(move)
        if isinstance(move, Double) and self.phase is Phase.DOUBLING and self.doubles[seat] is not None:
            return ALREADY_DOUBLED
        if isinstance(move, OpenHand) and self.rules.open_hand and seat != self.landlord:
            return ONLY_LANDLORD_OPENS
        if isinstance(move, Grab) and self.phase is Phase.BIDDING and self.called_by is not None and self._spoken(seat):
            return NO_GRAB_LEFT
        return NOT_YOUR_TURN

    def _in_its_step(self, move: StakeMove) -> bool:
        """Whether the deal is at the step ``move`` belongs to."""
        phase = self.phase
        if isinstance(move, (Call, Grab)):
            grabbing = self.called_by is not None
            calls = self.rules.bidding is BiddingKind.CALL_GRAB
            return phase is Phase.BIDDING and calls and grabbing == isinstance(move, Grab)
        if isinstance(move, Double):
            offered = move.factor != SUPER_DOUBLE_FACTOR or self.rules.doubling is DoublingKind.SUPER
            return phase is Phase.DOUBLING and offered
        return phase is Phase.OPENING

    def _spoken(self, seat: int) -> bool:
        """Whether ``seat`` has no grab left: it grabbed or let go already, or declined to call."""
        return seat in self._grab_spoken or (seat in self._out_of_auction and not DECLINER_MAY_GRAB)

    def _why_not_stake(self, move: StakeMove) -> Reason:
        """Why the current player may not make the (unlisted) B.5 ``move``."""
        rules, phase = self.rules, self.phase
        if isinstance(move, (Call, Grab)):
            if rules.bidding is not BiddingKind.CALL_GRAB:
                return NO_CALL_GRAB
            if phase is not Phase.BIDDING:
                return GRABBING_OVER if isinstance(move, Grab) else PLAY_RUNNING
            return ALREADY_CALLED if isinstance(move, Call) else NOTHING_TO_GRAB
        if isinstance(move, Double):
            if rules.doubling is DoublingKind.NONE:
                return NO_DOUBLING
            if phase is Phase.BIDDING:
                return NOT_DOUBLING_YET
            if phase is not Phase.DOUBLING:
                return DOUBLING_OVER
            return NO_SUPER_DOUBLE
        if not rules.open_hand:
            return NO_OPEN_HAND
        return NOT_OPENING_TIME

    def _why_not(self, seat: int, move: Move) -> Reason:
        if isinstance(move, (Call, Grab, Double, OpenHand)):
            return self._why_not_stake(move)
        if isinstance(move, Bid):
            if self.phase is not Phase.BIDDING:
                return PLAY_RUNNING
            if self.rules.bidding is BiddingKind.CALL_GRAB:
                return NO_POINTS_BIDS
            return bid_too_low(self.bid, self.rules.max_bid)
        if self.phase is not Phase.PLAYING:
            return self._phase_running()
        if isinstance(move, Pass):
            return NO_PASS_ON_LEAD
        if not isinstance(move, Play):
            return NOT_A_COMBINATION
        counts = _counts_of_ranks(move.ranks)
        if any(have < need for have, need in zip(self.hand_counts(seat), counts, strict=True)):
            return NOT_IN_HAND
        return self._why_not_ranks(seat, counts)

    def _why_not_ranks(self, seat: int, counts: list[int]) -> Reason:
        """The reason a set of cards (given as rank counts, held by ``seat``) is refused."""
        table = self.to_beat[1] if self.to_beat is not None else None
        return why_not_cards(counts, self.hand_counts(seat), table, self.rules, self.wild_rank)


_CALL_MOVES: tuple[Move, ...] = (Call(False), Call(True))
_GRAB_MOVES: tuple[Move, ...] = (Grab(False), Grab(True))
_DOUBLE_MOVES: tuple[Move, ...] = (Double(1), Double(DOUBLE_FACTOR))
_SUPER_MOVES: tuple[Move, ...] = (*_DOUBLE_MOVES, Double(SUPER_DOUBLE_FACTOR))
_OPEN_MOVES: tuple[Move, ...] = (OpenHand(False), OpenHand(True))


@lru_cache(maxsize=64)
def _bid_moves(bid: int, max_bid: int) -> tuple[Move, ...]:
    """The auction moves over the bid ``bid``: pass, or any higher bid up to ``max_bid``
    (shared: moves are immutable values)."""
    return (Bid(0), *(Bid(value) for value in range(bid + 1, max_bid + 1)))


_MOVE_OF_KIND: dict[StakeKind, Move] = {
    StakeKind.CALLED: Call(True),
    StakeKind.NO_CALL: Call(False),
    StakeKind.GRABBED: Grab(True),
    StakeKind.NO_GRAB: Grab(False),
    StakeKind.NO_DOUBLE: Double(1),
    StakeKind.DOUBLED: Double(DOUBLE_FACTOR),
    StakeKind.SUPER_DOUBLED: Double(SUPER_DOUBLE_FACTOR),
}
#: The kinds whose move stays in ``last_action`` during the auction, and during doubling.
_PHASE_KINDS = {
    Phase.BIDDING: frozenset({StakeKind.CALLED, StakeKind.NO_CALL, StakeKind.GRABBED, StakeKind.NO_GRAB}),
    Phase.DOUBLING: frozenset({StakeKind.NO_DOUBLE, StakeKind.DOUBLED, StakeKind.SUPER_DOUBLED}),
}


def packet_deal(order: list[Card], rules: TableRules, packet: int = NO_SHUFFLE_PACKET) -> list[list[Card]]:
    """Deal ``order`` as it lies (B.5 no-shuffle): packets of ``packet`` cards to seat 0,
    1, ... in turn until every hand is full (a hand's last packet may be smaller), then
    the bottom, then the set-aside cards. Returns the hands, the bottom, the set-aside."""
    hands: list[list[Card]] = [[] for _ in range(rules.players)]
    position = 0
    while position < rules.players * rules.hand_size:
        for hand in hands:
            take = min(packet, rules.hand_size - len(hand))
            hand.extend(order[position : position + take])
            position += take
    bottom = order[position : position + rules.bottom_size]
    return [*hands, bottom, order[position + rules.bottom_size :]]


def next_deal_order(state: DealState, seed: int) -> tuple[Card, ...]:
    """The card order of the deal after ``state`` at a no-shuffle table (B.5): the played
    cards gathered trick by trick in play order, then each seat's unplayed hand (seat
    order), then the bottom if nobody took it, then the set-aside cards; cut once at a
    point drawn from ``random.Random(seed)``. Pure: ``state`` is not changed."""
    gathered = [*state.played_cards, *(card for hand in state.hands for card in hand)]
    if state.landlord is None:
        gathered += state.bottom
    gathered += state.set_aside
    cut = random.Random(seed).randrange(1, len(gathered))
    return tuple(gathered[cut:] + gathered[:cut])


def shuffle(rng: random.Random, items: list[int]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does (the same draws
    from the generator, the same swaps: ``tests/test_ddz_deal.py`` checks it), without
    the two Python calls per card that ``Random.shuffle`` and ``Random._randbelow`` make."""
    getrandbits = rng.getrandbits
    for last, bits in _shuffle_steps(len(items)):
        other = getrandbits(bits)
        while other > last:
            other = getrandbits(bits)
        items[last], items[other] = items[other], items[last]


@lru_cache(maxsize=8)
def _shuffle_steps(size: int) -> tuple[tuple[int, int], ...]:
    """The steps of a shuffle of ``size`` items: each last index from the top down, with
    the bits a draw below ``last + 1`` takes."""
    return tuple((last, (last + 1).bit_length()) for last in range(size - 1, 0, -1))


#: One card of each rank, packed: a packed count array holds rank ``r``'s count in its byte ``r``.
_UNIT: tuple[int, ...] = tuple(1 << 8 * rank for rank in _RANKS)


#: The packed rank counts of the plays made, by the play's ``id`` (each entry holds its play,
#: so no other object has that id while it is kept): the listings hand out the same shared
#: plays deal after deal, so a play's counts are summed once. Bounded: starts over when full.
_TAKEN: dict[int, tuple[Play, int]] = {}
_TAKEN_LIMIT = 10_000


def _taken(play: Play) -> int:
    """The rank counts of ``play`` packed (``_pack``), kept in ``_TAKEN``."""
    taken = sum(map(_UNIT.__getitem__, play.ranks))
    if len(_TAKEN) >= _TAKEN_LIMIT:
        _TAKEN.clear()
    _TAKEN[id(play)] = (play, taken)
    return taken


def _pack(counts: Sequence[int]) -> int:
    """A rank-count array packed into one integer, a byte a rank (counts stay below 256:
    at most 8 cards of a rank in two decks), rank ``r`` in byte ``r``: ``list(packed.to_bytes(15,
    "little"))`` gives the array back, and a play's packed counts subtract in one step."""
    return int.from_bytes(bytes(counts), "little")


def _in_display_order(cards: list[Card], decks: int) -> list[Card]:
    """``sort_cards(cards)``: for the cards of a shuffled deal (the objects of
    :func:`_display_places`), by sorting their indices in display order (no Python
    call per card); any other card, by :func:`sort_cards`."""
    shown, _, _, index_of = _display_places(decks)
    indices = list(map(index_of.get, map(id, cards)))
    if None in indices:
        return sort_cards(cards)
    return list(map(shown.__getitem__, sorted(cast("list[int]", indices))))


def _counts_of_ranks(ranks: Sequence[Rank]) -> list[int]:
    counts = [0] * 15
    for rank in ranks:
        counts[rank] += 1
    return counts


def _take(cards: list[Card], card: Card) -> bool:
    """Remove ``card`` from ``cards`` if present; report whether it was."""
    try:
        cards.remove(card)
    except ValueError:
        return False
    return True


def cards_for_counts(counts: Sequence[int], decks: int = 1) -> list[Card]:
    """Placeholder physical cards for one rank-count array (for guessed hands).

    The cards are distinct among themselves, not from other calls' cards.
    """
    return deal_cards([counts], decks)[0]


__all__ = [
    "DEAL_TIME_UP",
    "NOT_YOUR_TURN",
    "DealState",
    "Move",
    "Observation",
    "Phase",
    "cards_for_counts",
    "next_deal_order",
    "packet_deal",
]
