"""One Daifugo / President session at the table: engine state, computer seats, pacing and
announcements. No pygame here.

The controller owns a :class:`~game.climbing.state.SessionState` and drives every computer
seat through the shared :class:`~game.table.controller_base.TableBase` (seats, pacing,
takeover, the guard on human moves, the replay loop): each frame
:meth:`ClimbingTable.update` advances the deciding seat's ``think`` generator for at most
``think_budget_ms`` (at least one slice), so a frame never blocks.

Invariants:
- A human move goes through :meth:`apply_human` / :meth:`apply_human_moves` only; a refused
  move returns the engine's translated reason and changes nothing.
- Every rule that fires (an engine event whose kind is not routine bookkeeping, see
  :data:`ROUTINE`) is queued as an announcement and shown for ``announce_ms`` of game time;
  computer seats wait until the queue is empty, so every announcement can be read.
- A finished round stays in the engine as it ended (``Phase.ROUND_OVER``: its hands, table
  and order). The controller stops reading events at the round's end
  (``EventKind.ROUND_OVER``) and sets :attr:`round_over`; nobody moves until the scoring
  scene calls :meth:`acknowledge_round`, which makes the engine's next-round step
  (:class:`~game.climbing.moves.NextRound`, recorded like every move) and reads on. So the
  results come before the next round's hands and exchange.
- Takeover: while :attr:`ClimbingTable.takeover` is on, the computer plays the human's seat
  (plays, passes, every choice, the exchange, Relief Supplies) through the same think driver
  and pacing as the other seats; the human's own moves are refused and :meth:`human_moves`
  is empty. Switching it off hands the seat back at once (a decision in progress for that
  seat is dropped, so no move it was thinking of is ever applied).
- Every applied move, from every seat, is recorded in :attr:`ClimbingTable.record` (encoded
  for :class:`~game.table.saved_game.SavedGame`); :meth:`ClimbingTable.replay` continues a
  stored session on a fresh table (its log rebuilt, nothing announced again).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game.ai.factory import make_climbing_player
from game.ai.player import Player
from game.climbing.effects import ChoiceKind
from game.climbing.legality import NOT_YOUR_TURN
from game.climbing.moves import Done, Move, NextRound, Pass, PickCard, PlayCards, ReliefTake
from game.climbing.options import ClimbingOptions
from game.climbing.pending import Event, EventKind, Pending, RoundResult, SeatName
from game.climbing.state import Phase, SessionState
from game.core.cards import Card
from game.core.reason import IllegalMove, Phrase, PluralReason, Reason
from game.i18n import N_, N_plural
from game.table.climbing.seat_texts import SUBJECT_KEYS, YOU_CHOICE_TEXT, YOU_OBJECT, YOU_TEXT
from game.table.controller_base import TableBase
from game.table.cut_ins import rule_cut_in, says_more_than_title
from game.table.saved_game import SavedGame, encode_climbing_step
from game.table.seat_names import seat_phrase
from game.table.shows import Announcement, ShownAction

ANNOUNCE_MS = 1500
"""How long each announcement stays over the table (game time)."""
ROUTINE: frozenset[EventKind] = frozenset(
    {
        EventKind.PLAYED,
        EventKind.PASSED,
        EventKind.LED,
        EventKind.TRICK_CLEARED,
        EventKind.ROUND_BEGAN,
        EventKind.ROUND_OVER,
        EventKind.SESSION_OVER,
        EventKind.EXCHANGED,
        EventKind.EXCHANGE_COUNT,
        EventKind.DISCARDED,
        EventKind.TRANSFERRED,
        EventKind.TRANSFERRED_CARD,
        EventKind.PICKED_UP,
        EventKind.DID_NOT_STOP,
    }
)
"""Engine event kinds that are bookkeeping, logged but not announced."""
NO_HUMAN = Reason.of(N_("the computer plays this seat"))
AT_MOST = N_plural("choose at most {count} card", "choose at most {count} cards")
EXACTLY = N_plural("choose exactly {count} card", "choose exactly {count} cards")


def seat_label(seat: int, viewer: int | None, seed: int, players: int) -> Phrase:
    """How the table names a seat in texts: the opponent's name (from the seed), "You" for the viewer."""
    return seat_phrase(seat, viewer, seed, players)


def with_seat_labels(phrase: Phrase, viewer: int | None, seed: int, players: int, key: str | None = None) -> Phrase:
    """``phrase`` with the engine's seat names (:class:`SeatName`) swapped for :func:`seat_label`;
    the viewer under a parameter that is not the sentence's subject reads "you"."""
    if isinstance(phrase, SeatName):
        if phrase.seat == viewer and key is not None and key not in SUBJECT_KEYS:
            return Phrase.of(YOU_OBJECT)
        return seat_label(phrase.seat, viewer, seed, players)
    if not any(isinstance(value, Phrase) for _key, value in phrase.params):
        return phrase
    params = tuple(
        (name, with_seat_labels(value, viewer, seed, players, name) if isinstance(value, Phrase) else value)
        for name, value in phrase.params
    )
    return replace(phrase, params=params)


def event_line(event: Event, viewer: int | None) -> Phrase:
    """The display line of ``event``: its "you" sentence (:data:`YOU_TEXT`) when the viewer acted."""
    template = YOU_TEXT.get(event.kind)
    if template is not None and viewer is not None and event.seat == viewer and event.announce is None:
        return event.phrase_as(template)
    return event.phrase


def choice_line(pending: Pending, viewer: int | None) -> Phrase:
    """The prompt of ``pending``: a request to the viewer (:data:`YOU_CHOICE_TEXT`) when the
    viewer chooses, else the engine's line naming the seat that chooses."""
    if viewer is not None and pending.seat == viewer:
        return pending.describe_as(YOU_CHOICE_TEXT[pending.kind])
    return pending.describe()


def make_ai(level: str, seat: int, seed: int) -> Player[Move]:
    """The climbing-game computer player for ``seat`` at ``level`` (easy, normal or hard)."""
    return make_climbing_player(level, seat, seed)


class ClimbingTable(TableBase[Move]):
    """Runs a climbing-game session for the UI. ``human_seat`` None: the computer plays every seat.
    ``state``: a session to take over (an arranged puzzle or demo) instead of dealing a new one."""

    not_your_turn = NOT_YOUR_TURN
    no_human = NO_HUMAN

    def __init__(
        self,
        options: ClimbingOptions,
        seed: int,
        level: str,
        human_seat: int | None = 0,
        move_delay_ms: int = 900,
        think_budget_ms: float = 4.0,
        announce_ms: int = ANNOUNCE_MS,
        state: SessionState | None = None,
    ) -> None:
        players = {seat: make_ai(level, seat, seed * 10 + seat) for seat in range(options.players)}
        super().__init__(seed, human_seat, players, move_delay_ms, think_budget_ms)
        self.options = options
        self.announce_ms = announce_ms
        self.state = state if state is not None else SessionState.new(options, seed)
        self.queue: deque[Announcement] = deque()
        self.log: list[Phrase] = []
        """Every event of the session the viewer may see, seat names already swapped."""
        self._taken: dict[int, tuple[ShownAction, frozenset[Card]]] = {}
        """Per seat: its shown action and the cards of it Relief Supplies took off the table."""
        self.events_read = 0
        self.round_log_start = 0
        """Where the current round's lines start in :attr:`log`."""
        self.round_over = False
        self.fired_count = 0
        """How many rule announcements were queued so far (for screenshots and tests)."""
        self.record: list[list[Any]] = []
        """The applied moves, encoded (see :func:`~game.table.saved_game.encode_climbing_step`)."""
        # ``taken_over`` covers the current round (the one shown, up to its result); the next
        # round starts with the takeover as it is (:meth:`acknowledge_round`).
        self._read_events()

    def _replay_moves(self, saved: SavedGame) -> None:
        """Every move in order, the events read into the log round by round; nothing is
        announced again. A session stored before the next-round step was recorded takes that
        step before the first move after a round's end."""
        for seat, move in saved.climbing_steps():
            self._check_seat(seat)
            if isinstance(move, NextRound) and self.round_over:
                self._next_round(seat)
                continue
            self.acknowledge_round()
            self._apply(seat, move)
        self.acknowledge_round()
        self.queue.clear()
        self.announcement = None
        self.fired_count = 0

    # -- queries ---------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.state.num_players

    @property
    def view(self) -> SessionState:
        """The state the table shows: the engine's, which holds a finished round as it ended
        until its result is acknowledged."""
        return self.state

    @property
    def last_result(self) -> RoundResult | None:
        return self.state.results[-1] if self.state.results else None

    @property
    def busy(self) -> bool:
        """Announcements still to read (computer seats wait for them)."""
        return self.announcement is not None or bool(self.queue)

    def seat_label(self, seat: int) -> Phrase:
        """How texts name ``seat`` at this table: "You" for the viewer, else the opponent's name."""
        return seat_label(seat, self.viewer, self.seed, self.num_players)

    def labelled(self, phrase: Phrase) -> Phrase:
        """An engine phrase with this table's seat names (and "you" sentences for the viewer)."""
        return with_seat_labels(phrase, self.viewer, self.seed, self.num_players)

    def choice_prompt(self, pending: Pending) -> Phrase:
        """The prompt of ``pending`` at this table (seat names swapped, "you" for the viewer)."""
        return self.labelled(choice_line(pending, self.viewer))

    def session_over(self) -> bool:
        return self.state.phase == Phase.OVER

    def finished(self) -> bool:
        """The session is over (its last round played)."""
        return self.session_over()

    def decision(self) -> Pending | None:
        """The engine's pending choice, whoever makes it."""
        return self.state.pending

    def human_moves(self) -> list[Move]:
        """Every move the human may make now (their turn, their choice, or Relief Supplies);
        none while the computer plays for them."""
        if self.human_seat is None or self.round_over or self._takeover:
            return []
        return list(self.state.legal_moves(self.human_seat))

    def human_to_act(self) -> bool:
        """The game waits for the human: their turn or a choice they must make (not while the
        computer plays for them)."""
        return (
            not self.round_over
            and not self._takeover
            and self.state.phase != Phase.OVER
            and self.is_human(self.state.current_player)
        )

    def human_choice(self) -> Pending | None:
        """The pending decision the human must answer now, or None."""
        pending = self.state.pending
        if pending is None or not self.human_to_act():
            return None
        return pending

    def received_labels(self) -> set[str]:
        """Labels of the cards the viewer was given in this round's exchange."""
        return {
            card.label
            for event in self.state.events[self.state.round_events_start :]
            if event.kind is EventKind.EXCHANGED and event.visible_to(self.viewer) and event.target == self.viewer
            for card in event.cards
        }

    def shown_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``'s shown action still to be drawn: without any that Relief
        Supplies took off the table since that action was shown."""
        action = self.shown.get(seat)
        if action is None:
            return ()
        taken = self._taken.get(seat)
        if taken is None or taken[0] is not action:
            return action.cards
        return tuple(card for card in action.cards if card not in taken[1])

    def can_pass(self) -> bool:
        return self.state.pending is None and any(isinstance(m, Pass) for m in self.human_moves())

    def relief_cards(self) -> list[Card]:
        """Table cards the human may take with Relief Supplies now (empty: not offered)."""
        return [m.card for m in self.human_moves() if isinstance(m, ReliefTake)]

    def readings(self, cards: Sequence[Card]) -> list[PlayCards]:
        """Every legal play the human's selection can stand for (:meth:`plays_for`)."""
        return self.plays_for(cards)

    def plays_for(self, cards: Sequence[Card]) -> list[PlayCards]:
        """The human's legal plays made of exactly these cards (a set and a Sequence may both fit)."""
        wanted = sorted(cards, key=Card.sort_key)
        return [
            m for m in self.human_moves() if isinstance(m, PlayCards) and sorted(m.cards, key=Card.sort_key) == wanted
        ]

    def refusal(self, cards: Sequence[Card]) -> Reason:
        """Why the human's selection cannot be played now."""
        if self.human_seat is None:
            return NO_HUMAN
        reason = self.state.refusal(self.human_seat, list(cards))
        return reason if reason is not None else Reason.of(N_("that move is not allowed now"))

    # -- human moves -------------------------------------------------------------------------
    def apply_human(self, move: Move) -> Reason | None:
        """Apply one human move; the engine's reason when it is refused (nothing changes then)."""
        early = self._human_refusal(not self.round_over)
        if early is not None:
            return early
        assert self.human_seat is not None
        try:
            self._apply(self.human_seat, move)
        except IllegalMove as refused:
            return refused.reason
        return None

    def pass_human(self) -> Reason | None:
        """Pass for the human (:meth:`apply_human` with :class:`Pass`)."""
        return self.apply_human(Pass())

    def pick_cards(self, cards: Sequence[Card], finish: bool) -> Reason | None:
        """Answer a "choose cards" decision: one :class:`PickCard` per card, then :class:`Done` when
        ``finish`` and the choice is still open. Checked first, so a refusal changes nothing."""
        pending = self.human_choice()
        if pending is None:
            return NOT_YOUR_TURN
        if len(set(cards)) != len(cards) or len(cards) > pending.remaining:
            return PluralReason.of_count(AT_MOST, pending.remaining)
        if pending.kind is ChoiceKind.EXCHANGE and len(cards) != pending.remaining:
            return PluralReason.of_count(EXACTLY, pending.remaining)
        legal = set(self.human_moves())
        if any(PickCard(card) not in legal for card in cards):
            return Reason.of(N_("those cards cannot be chosen"))
        if not cards and Done() not in legal:
            return Reason.of(N_("choose at least one card"))
        for card in cards:
            reason = self.apply_human(PickCard(card))
            if reason is not None:
                return reason
        still_open = self.state.pending is pending or (
            self.state.pending is not None
            and self.state.pending.kind is pending.kind
            and self.state.pending.seat == pending.seat
            and pending.kind is not ChoiceKind.EXCHANGE
        )
        if finish and still_open and Done() in self.human_moves():
            return self.apply_human(Done())
        return None

    # -- time --------------------------------------------------------------------------------
    def update(self, dt_ms: int, think: bool = True) -> None:
        """Let ``dt_ms`` of game time pass: announcements run out, computer seats think and move
        (not with ``think`` False: a frame that only draws, see :mod:`game.table.think_pacing`)."""
        if self.announcement is not None and not self.announcement.elapse(dt_ms):
            self.announcement = None
        if self.announcement is None and self.queue:
            self.announcement = self.queue.popleft()
        if self.busy or self.round_over or self.state.phase == Phase.OVER:
            return
        self.cooldown_ms = max(0, self.cooldown_ms - dt_ms)
        if self.cooldown_ms > 0:
            return
        if self._computer_relief():
            return
        seat = self.state.current_player
        if not think or not self.computer_plays(seat):
            return
        assert seat is not None
        move = self._think(seat)
        if move is not None:
            self._apply(seat, move)

    def skip_announcement(self) -> None:
        """The player tapped the announcement away: the next one (if any) shows at once."""
        self.announcement = self.queue.popleft() if self.queue else None

    def acknowledge_round(self) -> None:
        """The round's result was shown: deal the next round (the engine's next-round step,
        made by the seat the engine waits for) and go on with its events and moves."""
        if self.round_over:
            self._next_round(self.state.current_player)

    def _next_round(self, dealer: int | None) -> None:
        """Leave the finished round: ``dealer`` takes the next-round step (none once the
        session is over) and the next round's events are read."""
        self.round_over = False
        self.taken_over = self._takeover
        self.shown = {}
        self.cooldown_ms = self.move_delay_ms
        if self.state.phase == Phase.ROUND_OVER:
            assert dealer is not None
            self._apply(dealer, NextRound())
        else:
            self._read_events()

    def _computer_relief(self) -> bool:
        """Let the previous Beggar, when a computer seat, use Relief Supplies out of turn."""
        seat = self.state.previous_beggar
        if not self.options.relief_supplies or not self.computer_plays(seat):
            return False
        assert seat is not None
        if not any(isinstance(m, ReliefTake) for m in self.state.legal_moves(seat)):
            return False
        react = getattr(self.players[seat], "react", None)
        move = react(self.state.observation(seat)) if react is not None else None
        if move is None:
            return False
        self._apply(seat, move)
        return True

    def _observe(self, seat: int) -> object:
        return self.state.observation(seat)

    def _apply(self, seat: int, move: Move) -> None:
        """Apply a move (IllegalMove propagates, nothing changed) and record what the table shows."""
        leading = self.state.phase == Phase.PLAY and self.state.pending is None and self.state.top is None
        self.state.apply(seat, move)
        self.record.append(encode_climbing_step(seat, move))
        if isinstance(move, PlayCards) and leading:
            self.shown = {}
        if isinstance(move, PlayCards) or (isinstance(move, Pass) and self.state.pending is None):
            self.shown[seat] = ShownAction(move, move.cards if isinstance(move, PlayCards) else ())
        self._after_move()
        self._read_events()

    def _note_taken(self, cards: tuple[Card, ...]) -> None:
        """Relief Supplies took ``cards`` off the table: they no longer show in the actions."""
        for seat, action in self.shown.items():
            hit = frozenset(cards) & frozenset(action.cards)
            if hit:
                earlier = self._taken.get(seat)
                before = earlier[1] if earlier is not None and earlier[0] is action else frozenset()
                self._taken[seat] = (action, before | hit)

    def _read_events(self) -> None:
        """Log new events the viewer may see and queue the announcements; stop at a round's end."""
        events: list[Event] = self.state.events
        while self.events_read < len(events) and not self.round_over:
            event = events[self.events_read]
            self.events_read += 1
            if not event.visible_to(self.viewer):
                continue
            if event.kind is EventKind.EXCHANGE_COUNT and event.names(self.viewer):
                continue  # the viewer has the line with the cards themselves
            if event.kind is EventKind.TRANSFERRED and event.seat == self.viewer:
                continue  # the same: the passer's own line names the card
            phrase = self.labelled(event_line(event, self.viewer))
            if event.kind is EventKind.ROUND_BEGAN:
                self.round_log_start = len(self.log)
            self.log.append(phrase)
            if event.kind is EventKind.RELIEF_TAKEN:
                self._note_taken(event.cards)
            if event.kind is EventKind.ROUND_OVER:
                self.round_over = True
            elif event.kind not in ROUTINE:
                by = event.seat if event.seat is not None and not event.names(event.seat) else None
                cut_in = rule_cut_in(event.rule)
                under = says_more_than_title(event.rule)
                self.queue.append(Announcement(phrase, self.announce_ms, by, cut_in, under_title=under))
                self.fired_count += 1
