"""The Dou Dizhu event log: what happened in a deal, as phrases built from typed moves. No pygame.

:class:`DealLog` is fed by the table controller after every applied move with the move,
the seat and the engine state (``DealState``: ``auction``, ``landlord``, ``bottom``,
``wild_rank``, ``multiplier``, ``redeals``, ``result``); it never reads message text.
Lines: every bid and "no bid", a redeal, who became landlord and the bottom cards they
took, the wild rank, every play and pass (bombs and the rocket with the new multiplier),
and the end (who went out, spring / anti-spring, the winner, or why the deal was not
scored). The B.5 steps (docs/RULES.md B.5) are logged from their facts, the engine's
:class:`~game.doudizhu.stakes.StakeEvent`: every call, grab (with the new multiplier),
double and open-hand choice, a choice the clock made for a seat as such, and after a
computer seat's choice the reason it gave (``StakeDecision.phrase``); nobody calling deals
again, logged in its own sentence. Sentences about the viewer use their own "you" message ids. A move the computer made
because the player's time ran out is logged as that time-out's own sentence
(:class:`~game.table.doudizhu.timeout.Timeout`), never as the player's choice; a bomb or the
rocket played so keeps its multiplier line after it.

The log is given the plain values it names seats by (the viewer, the seed of the opponents'
names, the number of players), never a method of the controller: a log holding its
controller would make the two a reference cycle, which only the cyclic collector frees.
"""

from __future__ import annotations

from game.core.cards import cards_phrase, rank_phrase
from game.core.reason import Phrase, Plural
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Call, Double, Grab, OpenHand, Pass
from game.doudizhu.rules import BiddingKind
from game.doudizhu.stakes import StakeEvent, StakeKind
from game.doudizhu.state import DealState, Phase
from game.i18n import N_, N_plural
from game.table.doudizhu.result_text import winner_phrase
from game.table.doudizhu.timeout import Timeout
from game.table.seat_names import CountedForms, about_seat, about_seat_count, seat_phrase

# (someone else, the viewer)
BIDS = (N_("{player} bids {value}"), N_("You bid {value}"))
NO_BID = (N_("{player} does not bid"), N_("You do not bid"))
LANDLORD: CountedForms = (
    N_plural("{player} is the landlord for {count} point", "{player} is the landlord for {count} points"),
    N_plural("You are the landlord for {count} point", "You are the landlord for {count} points"),
)
FIRST_BIDDER_LANDLORD: CountedForms = (
    N_plural(
        "Nobody bid, so {player}, the first to bid, is the landlord for {count} point",
        "Nobody bid, so {player}, the first to bid, is the landlord for {count} points",
    ),
    N_plural(
        "Nobody bid, so you, the first to bid, are the landlord for {count} point",
        "Nobody bid, so you, the first to bid, are the landlord for {count} points",
    ),
)
"""The landlord of an auction with no bid, on a table where the first bidder then takes it."""
TAKES_BOTTOM = (N_("{player} takes the bottom cards: {cards}"), N_("You take the bottom cards: {cards}"))
PLAYS = (N_("{player} plays {play}"), N_("You play {play}"))
BOMBS = (N_("Bomb! {player} plays {play}: multiplier x{value}"), N_("Bomb! You play {play}: multiplier x{value}"))
ROCKET = (N_("Rocket! {player} plays {play}: multiplier x{value}"), N_("Rocket! You play {play}: multiplier x{value}"))
PASSES = (N_("{player} passes"), N_("You pass"))
OUT = (N_("{player} has played every card"), N_("You have played every card"))
REDEAL = N_("Nobody bid: the cards are dealt again.")
WILD = N_("The wild rank is {rank}")
SPRING = N_plural("Spring: the farmer never played a card (x2)", "Spring: the farmers never played a card (x2)")
"""Counted by the farmers at the table (one at the two-player table)."""
ANTI_SPRING = N_("Anti-spring: the landlord played only once (x2)")
CALL_GRAB_LANDLORD = (
    N_("{player} is the landlord: multiplier x{value}"),
    N_("You are the landlord: multiplier x{value}"),
)
"""The landlord of a call-and-grab auction (docs/RULES.md B.5: a base of 1, x2 per grab)."""
NO_CALL_REDEAL = N_("Nobody called the landlord: the cards are dealt again.")
CALLS = (N_("{player} calls the landlord"), N_("You call the landlord"))
NO_CALL = (N_("{player} does not call the landlord"), N_("You do not call the landlord"))
GRABS = (N_("{player} grabs the landlord: multiplier x{value}"), N_("You grab the landlord: multiplier x{value}"))
NO_GRAB = (N_("{player} does not grab the landlord"), N_("You do not grab the landlord"))
DOUBLES = (N_("{player} doubles (x2)"), N_("You double (x2)"))
SUPER_DOUBLES = (N_("{player} super doubles (x4)"), N_("You super double (x4)"))
NO_DOUBLE = (N_("{player} does not double"), N_("You do not double"))
OPENS = (
    N_("{player} shows the hand: {cards} (multiplier x{value})"),
    N_("You show your hand: {cards} (multiplier x{value})"),
)
KEEPS_CLOSED = (N_("{player} keeps the hand closed"), N_("You keep your hand closed"))
STAKE_LINES: dict[StakeKind, tuple[str, str]] = {
    StakeKind.CALLED: CALLS,
    StakeKind.NO_CALL: NO_CALL,
    StakeKind.GRABBED: GRABS,
    StakeKind.NO_GRAB: NO_GRAB,
    StakeKind.DOUBLED: DOUBLES,
    StakeKind.SUPER_DOUBLED: SUPER_DOUBLES,
    StakeKind.NO_DOUBLE: NO_DOUBLE,
    StakeKind.OPENED: OPENS,
    StakeKind.KEPT_CLOSED: KEEPS_CLOSED,
}
"""One sentence per B.5 choice (someone else, the viewer)."""
BY_CLOCK = (N_("Time ran out for {player}: {choice}"), N_("Your time ran out: {choice}"))
"""A B.5 choice the clock made for a seat while the computer played it (the human's own
time-out has its :class:`~game.table.doudizhu.timeout.Timeout` sentence)."""
REASON = N_("The computer's reason: {reason}")


def landlord_phrase(state: DealState, viewer: int | None, name: Phrase) -> Phrase:
    """Who became landlord and for how many points (``name``: how texts name that seat). When
    nobody bid and the first bidder took it (docs/RULES.md B.2), the sentence says so."""
    landlord = state.landlord
    assert landlord is not None, "the auction is over"
    points = state.rules.bidding is BiddingKind.POINTS  # a call-and-grab auction holds no bids
    nobody_bid = points and all(bid.is_pass for _seat, bid in state.auction)
    forms = FIRST_BIDDER_LANDLORD if nobody_bid else LANDLORD
    return about_seat_count(landlord, viewer, forms, name, state.bid)


class DealLog:
    """The log lines of one deal (and its redeals), for the viewer ``viewer``; opponents are
    named by their seat, ``names_seed`` and the table's ``players``."""

    def __init__(self, viewer: int, names_seed: int, players: int) -> None:
        self.viewer = viewer
        self.names_seed = names_seed
        self.players = players
        self.lines: list[Phrase] = []
        self._ended = False

    def _about(self, seat: int, forms: tuple[str, str], **params: object) -> None:
        """One sentence with ``seat`` as its subject (the viewer's own form for the viewer)."""
        name = seat_phrase(seat, self.viewer, self.names_seed, self.players)
        self.lines.append(about_seat(seat, self.viewer, forms, name, **params))

    def record(
        self,
        seat: int,
        move: object,
        phase_before: Phase,
        redeals_before: int,
        state: DealState,
        timeout: Timeout | None = None,
        event: StakeEvent | None = None,
        reason: Phrase | None = None,
    ) -> None:
        """Log ``seat``'s applied ``move`` and what it led to (``timeout``: the computer made
        the move because the turn ran out; ``event``: the fact of a B.5 choice; ``reason``:
        why a computer seat chose it)."""
        if timeout is not None:
            self.lines.append(timeout.phrase())
        if isinstance(move, (Call, Grab, Double, OpenHand)):
            if event is not None:
                self._stake(event, move, state, timeout is not None)
            if reason is not None:
                self.lines.append(Phrase.of(REASON, reason=reason))
            if state.redeals != redeals_before:
                self.lines.append(Phrase.of(NO_CALL_REDEAL))
            elif phase_before == Phase.BIDDING and state.phase != Phase.BIDDING and state.landlord is not None:
                self._landlord(state)
        elif isinstance(move, Bid):
            if timeout is None and move.is_pass:
                self._about(seat, NO_BID)
            elif timeout is None:
                self._about(seat, BIDS, value=move.value)
            if state.redeals != redeals_before:
                self.lines.append(Phrase.of(REDEAL))
            elif phase_before == Phase.BIDDING and state.phase != Phase.BIDDING and state.landlord is not None:
                self._landlord(state)
        elif isinstance(move, Pass):
            if timeout is None:
                self._about(seat, PASSES)
        elif isinstance(move, Play):
            if move.kind is ComboKind.ROCKET:
                self._about(seat, ROCKET, play=move.describe(), value=state.multiplier)
            elif move.kind is ComboKind.BOMB:
                self._about(seat, BOMBS, play=move.describe(), value=state.multiplier)
            elif timeout is None:
                self._about(seat, PLAYS, play=move.describe())
            if not state.hands[seat]:
                self._about(seat, OUT)
        self.end(state)

    def _stake(self, event: StakeEvent, move: Call | Grab | Double | OpenHand, state: DealState, timed: bool) -> None:
        """The line of one B.5 choice (none when the human's own time-out line said it)."""
        if timed:
            return
        if event.by_clock:
            self._about(event.seat, BY_CLOCK, choice=move.describe())
            return
        params: dict[str, object] = {"value": event.multiplier}
        if event.kind is StakeKind.OPENED:
            params["cards"] = cards_phrase(state.hands[event.seat])
        forms = STAKE_LINES[event.kind]
        if event.kind not in (StakeKind.GRABBED, StakeKind.OPENED):
            params = {}
        self._about(event.seat, forms, **params)

    def _landlord(self, state: DealState) -> None:
        landlord = state.landlord
        assert landlord is not None
        name = seat_phrase(landlord, self.viewer, self.names_seed, self.players)
        if state.rules.bidding is BiddingKind.CALL_GRAB:
            self.lines.append(about_seat(landlord, self.viewer, CALL_GRAB_LANDLORD, name, value=state.multiplier))
        else:
            self.lines.append(landlord_phrase(state, self.viewer, name))
        if state.bottom:
            self._about(landlord, TAKES_BOTTOM, cards=cards_phrase(state.bottom))
        if state.wild_rank is not None:
            self.lines.append(Phrase.of(WILD, rank=rank_phrase(state.wild_rank)))

    def end(self, state: DealState) -> None:
        """Log the deal's outcome once, when it is over (also a deal ended by the clock)."""
        result = state.result
        if self._ended or state.phase != Phase.OVER or result is None:
            return
        self._ended = True
        if result.unscored is not None:
            self.lines.append(result.unscored)
            return
        if result.spring:
            self.lines.append(Plural.of_count(SPRING, state.num_players - 1))
        if result.anti_spring:
            self.lines.append(Phrase.of(ANTI_SPRING))
        winner = winner_phrase(state)
        if winner is not None:
            self.lines.append(winner)
