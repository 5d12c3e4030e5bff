"""One Dou Dizhu deal at the table: the engine state, the computer seats and pacing.

No pygame here. The controller owns a ``DealState`` and drives the computer players:
each frame :meth:`TableController.update` advances the thinking seat's ``think``
generator for at most ``think_budget_ms`` (at least one slice), so a frame never blocks.
After every move the table waits ``move_delay_ms`` of game time before the next
computer move, so each play stays readable.

Invariants: a human move is applied only through :meth:`play_human` / :meth:`bid_human`;
a refused move returns the engine's translated reason and changes nothing. When every
player passes in the auction the engine deals again; the controller notices (the
engine's ``redeals`` count grows) and posts an announcement. On a table with a clock,
game time runs through ``state.tick``; when the human's turn runs out, the computer
plays that turn for them (docs/RULES.md B.2). Every time-out (that turn, or the deal's own
limit) is kept as a typed :class:`~game.table.doudizhu.timeout.Timeout` in
:attr:`TableController.timeouts`, announced on the table and written in the log in its own
sentence (never as if the player had chosen the move). A turn counts as timed out when the
engine's turn clock had run out when the move was applied, so a replayed deal logs it alike.

The seats, pacing, takeover, the guard on human moves and the replay loop are the shared
:class:`~game.table.controller_base.TableBase`; this module adds the deal. Takeover: while
:attr:`TableController.takeover` is on, the computer plays the human's seat (bids and plays)
through the same think driver and pacing as every other seat, and the human's own moves are
refused (:data:`~game.table.takeover.COMPUTER_PLAYS`). Switching it off hands the seat back
at once: a decision in progress for that seat is dropped, so no move it was thinking of is
ever applied.

The B.5 steps (docs/RULES.md B.5: call and grab, doubling, the open hand) are moves of the
same model: the computer seats choose them as they bid, the human's go through
:meth:`TableController.human_stake` (the legal ones now: :meth:`TableController.human_stakes`,
the step the deal waits on: :meth:`TableController.stake_step`). When a turn in such a step
runs out the clock declines for the seat (``DealState.timeout_move``) instead of the computer
thinking, and the human's own choice is then refused until the decline is applied; each
choice is logged from its engine fact (``StakeEvent``), a computer seat's with the reason
its player gave (``StakeDecision.phrase``). A no-shuffle deal is dealt from ``order``.

Every applied move, from every seat, is recorded in :attr:`TableController.record` (encoded
for :class:`~game.table.saved_game.SavedGame`, with the game time since the move before on a
table with a clock), and :attr:`TableController.elapsed_ms` counts the game time since the
last move, so the deal can be stored and replayed exactly; :meth:`TableController.replay`
continues such a stored deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.doudizhu.stakes import StakeDecision, StakeStep
from game.ai.factory import make_doudizhu_player
from game.core.cards import Card
from game.core.reason import IllegalMove, Phrase, Reason
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Call, Double, Grab, Move, OpenHand, Pass, StakeMove
from game.doudizhu.rules import BiddingKind, TableRules
from game.doudizhu.stakes import StakeEvent, StakeKind
from game.doudizhu.state import NOT_YOUR_TURN, DealState, Phase
from game.i18n import N_
from game.table.controller_base import TableBase
from game.table.doudizhu.log import DealLog
from game.table.doudizhu.result_text import BreakdownRow, breakdown_rows
from game.table.doudizhu.timeout import Timeout, TimeoutKind, turn_timeout
from game.table.saved_game import SavedGame, encode_doudizhu_step
from game.table.seat_names import seat_phrase
from game.table.shows import Announcement, ShownAction

BOMB_KINDS = (ComboKind.BOMB, ComboKind.ROCKET)
TIMEOUT_MS = 3500
"""How long a time-out's announcement shows (game time)."""
STAKE_MOVES = (Call, Grab, Double, OpenHand)
TIME_UP = Reason.of(N_("Your time for this choice ran out."))
"""The human's B.5 choice after the clock ran out: the clock declines for them instead."""
REDEAL = N_("Nobody bid: the cards are dealt again.")
NO_CALL_REDEAL = N_("Nobody called the landlord: the cards are dealt again.")


class TableController(TableBase[Move]):
    """Runs one deal (and its redeals) for the UI."""

    not_your_turn = NOT_YOUR_TURN
    no_human = NOT_YOUR_TURN

    def __init__(
        self,
        rules: TableRules,
        seed: int,
        level: str,
        human_seat: int | None = 0,
        move_delay_ms: int = 900,
        think_budget_ms: float = 4.0,
        names_seed: int | None = None,
        order: Sequence[Card] | None = None,
        state: DealState | None = None,
    ) -> None:
        """``state``: a deal already dealt (the daily deal) instead of one shuffled from ``seed``
        (which still seeds the computer players)."""
        state = DealState.new(rules, seed, order) if state is None else state
        players = {seat: make_doudizhu_player(level, seat, seed * 10 + seat) for seat in range(state.num_players)}
        super().__init__(seed, human_seat, players, move_delay_ms, think_budget_ms)
        self.rules = rules
        self.names_seed = seed if names_seed is None else names_seed
        """Seeds the opponents' names (a session passes its first seed, so names stay all session)."""
        self.redeals = 0
        self.order = None if order is None else tuple(order)
        """The card order this no-shuffle deal was dealt from (``None``: shuffled from the seed)."""
        self.state = state
        self.record: list[dict[str, Any]] = []
        """The applied moves, encoded (see :func:`~game.table.saved_game.encode_doudizhu_step`)."""
        self.elapsed_ms = 0
        """Game time since the last move on a table with a clock (0 without one)."""
        self.bombs = 0
        self._log = DealLog(self.viewer, self.names_seed, self.num_players)
        self.timeouts: list[Timeout] = []
        """What the clock did this deal, oldest first."""

    def _replay_moves(self, saved: SavedGame) -> None:
        """Every move with the game time before it, then the time since the last one; the
        table shows what it showed then, with no announcement over it."""
        for step in saved.doudizhu_steps():
            self._check_seat(step.seat)
            if step.elapsed_ms:
                self.state.tick(step.elapsed_ms)
            self.elapsed_ms = step.elapsed_ms
            self._apply(step.seat, step.move, step.cards, step.decision)
        if saved.elapsed_ms:
            self.state.tick(saved.elapsed_ms)
        self.elapsed_ms = saved.elapsed_ms
        self.announcement = None
        self.cooldown_ms = self.move_delay_ms

    # -- queries ---------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.state.num_players

    @property
    def log(self) -> list[Phrase]:
        """The deal's event log (bids, plays, passes, bombs, the bottom cards, the end), oldest first."""
        return self._log.lines

    def seat_label(self, seat: int) -> Phrase:
        """How texts name ``seat``: "You" for the viewer, else the opponent's name."""
        return seat_phrase(seat, self.viewer, self.names_seed, self.num_players)

    def finished(self) -> bool:
        """The deal is over (played out, or its time ran out)."""
        return self.state.phase is Phase.OVER

    def shown_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``'s shown action (none for a bid or a pass)."""
        action = self.shown.get(seat)
        return () if action is None else action.cards

    def decision(self) -> None:
        """A deal asks no choice besides bids and plays."""
        return None

    @property
    def round_over(self) -> bool:
        """A deal never pauses on its result inside the table: the scoring scene follows it."""
        return False

    def waits_for_human_seat(self) -> bool:
        """True when the deal waits for the human's seat (whoever plays it now)."""
        return self.state.phase != Phase.OVER and self.is_human(self.state.current_player)

    def human_to_act(self) -> bool:
        """True when the deal waits for the human's own move (not while the computer plays for them)."""
        return self.waits_for_human_seat() and not self._takeover

    def human_legal(self) -> Sequence[Move]:
        if self.human_seat is None or not self.human_to_act():
            return ()
        return self.state.legal_moves(self.human_seat)

    def legal_bids(self) -> set[int]:
        """Bid values (0 = pass) the human may make now."""
        return {move.value for move in self.human_legal() if isinstance(move, Bid)}

    def can_pass(self) -> bool:
        return any(isinstance(move, Pass) for move in self.human_legal())

    def breakdown_rows(self) -> list[BreakdownRow]:
        """The finished deal's stake story, row by row (see :mod:`game.table.doudizhu.result_text`)."""
        return breakdown_rows(self.state, self.seat_label, self.viewer)

    def stake_step(self) -> StakeStep | None:
        """The B.5 step the deal waits on, whoever's turn it is (``None``: a points bid, the
        play, or the end): a call, a grab, the caller's last word, a double or the open hand."""
        state = self.state
        if state.phase is Phase.DOUBLING:
            return StakeStep.DOUBLE
        if state.phase is Phase.OPENING:
            return StakeStep.OPEN
        if state.phase is not Phase.BIDDING or state.rules.bidding is not BiddingKind.CALL_GRAB:
            return None
        if state.called_by is None:
            return StakeStep.CALL
        return StakeStep.LAST_WORD if state.current_player == state.called_by else StakeStep.GRAB

    def human_stakes(self) -> tuple[StakeMove, ...]:
        """The B.5 moves the human may make now, declining first (none off their turn)."""
        return tuple(move for move in self.human_legal() if isinstance(move, STAKE_MOVES))

    # -- human moves -------------------------------------------------------------------------
    def bid_human(self, value: int) -> Reason | None:
        return self._apply_human(Bid(value))

    def pass_human(self) -> Reason | None:
        return self._apply_human(Pass())

    def human_stake(self, move: StakeMove) -> Reason | None:
        """Make the human's call, grab, double or open-hand choice; the engine's reason when it
        is refused (not the step, not offered at this table, not their turn), or
        :data:`TIME_UP` once their turn ran out (the clock declines for them)."""
        if self.human_to_act() and self.state.turn_timed_out and self.state.timeout_move() is not None:
            return TIME_UP
        return self._apply_human(move)

    def readings(self, cards: Sequence[Card]) -> list[Play]:
        """Every legal play the human's selection can stand for."""
        if self.human_seat is None:
            return []
        return list(self.state.plays_for_selection(self.human_seat, list(cards)))

    def refusal(self, cards: Sequence[Card]) -> Reason | None:
        """Why the human's selection cannot be played now (``None``: it can)."""
        if self.human_seat is None:
            return NOT_YOUR_TURN
        return self.state.refusal(self.human_seat, list(cards))

    def play_human(self, play: Play, cards: Sequence[Card]) -> Reason | None:
        return self._apply_human(play, list(cards))

    def _apply_human(self, move: Move, cards: list[Card] | None = None) -> Reason | None:
        early = self._human_refusal(self.human_to_act())
        if early is not None:
            return early
        assert self.human_seat is not None
        try:
            self._apply(self.human_seat, move, cards)
        except IllegalMove as refused:
            return refused.reason
        return None

    # -- time --------------------------------------------------------------------------------
    def update(self, dt_ms: int, think: bool = True) -> None:
        """Let ``dt_ms`` of game time pass: announcements fade, the computer thinks and moves
        (not with ``think`` False: a frame that only draws, see :mod:`game.table.think_pacing`)."""
        if self.announcement is not None and not self.announcement.elapse(dt_ms):
            self.announcement = None
        if self.state.phase == Phase.OVER:
            return
        self.state.tick(dt_ms)
        if self.state.phase == Phase.OVER:  # the deal's own time ran out in this tick
            self._timed_out(Timeout(TimeoutKind.DEAL))
        self._log.end(self.state)
        if self.state.clock is not None:
            self.elapsed_ms += dt_ms
        self.cooldown_ms = max(0, self.cooldown_ms - dt_ms)
        seat = self.state.current_player
        if seat is None:
            return
        if not self.computer_plays(seat):  # the human's own turn: the clock decides
            if not self.state.turn_timed_out:
                return
        elif self.cooldown_ms > 0:
            return
        declined = self.state.timeout_move() if self.state.turn_timed_out else None
        if declined is not None:  # a B.5 step ran out: the clock declines, nobody thinks
            self._apply(seat, declined, None)
            return
        if not think:
            return
        move = self._think(seat)
        if move is not None:
            self._apply(seat, move, None, self._decision(seat, move))

    def _decision(self, seat: int, move: Move) -> StakeDecision | None:
        """The reason ``seat``'s computer player gave for the B.5 ``move`` it just chose."""
        decision = getattr(self.players[seat], "last_decision", None)
        if isinstance(decision, StakeDecision) and decision.seat == seat and decision.move == move:
            return decision
        return None

    def _observe(self, seat: int) -> object:
        return self.state.observation(seat)

    def _apply(
        self, seat: int, move: Move, cards: list[Card] | None, decision: StakeDecision | None = None
    ) -> None:
        """Apply a move (an IllegalMove propagates, nothing changed) and record what the table shows.

        A lead (nothing to beat) starts a new trick, and the end of a step (the auction, the
        doubling, the open hand) starts the next, so both clear what the table showed before.
        ``decision``: why a computer seat chose its B.5 ``move`` (for the log).
        """
        phase_before = self.state.phase
        leading = phase_before == Phase.PLAYING and self.state.to_beat is None
        timeout = turn_timeout(seat, move) if self.state.turn_timed_out and self.is_human(seat) else None
        before = list(self.state.hands[seat])
        redeals = self.state.redeals
        by_clock = self.state.turn_timed_out
        if cards is None:
            self.state.apply(seat, move)
        else:
            self.state.apply(seat, move, cards=cards)
        still_held = set(self.state.hands[seat])
        self.record.append(encode_doudizhu_step(seat, move, cards, self.elapsed_ms, decision))
        self.elapsed_ms = 0
        if isinstance(move, Play) and move.kind in BOMB_KINDS:
            self.bombs += 1
        if leading:
            self.shown = {}
        self.shown[seat] = ShownAction(move, tuple(card for card in before if card not in still_held))
        event = self._stake_event(seat, move, redeals, by_clock)
        reason = None if decision is None else decision.phrase()
        self._log.record(seat, move, phase_before, redeals, self.state, timeout, event, reason)
        if self.state.redeals != redeals:
            self._announce_redeal()
        if timeout is not None:
            self._timed_out(timeout)
        if phase_before not in (Phase.PLAYING, self.state.phase):
            self.shown = {}
        self._after_move()

    def _timed_out(self, timeout: Timeout) -> None:
        """Keep and announce what the clock did (a turn's log line is written with its move)."""
        self.timeouts.append(timeout)
        self.announcement = Announcement(timeout.phrase(), TIMEOUT_MS)

    def _stake_event(self, seat: int, move: Move, redeals: int, by_clock: bool) -> StakeEvent | None:
        """The engine's fact of the B.5 ``move`` just applied (``None`` for another move). A
        "no call" that deals again leaves no fact in the new deal: it is rebuilt as it was."""
        if not isinstance(move, STAKE_MOVES):
            return None
        if self.state.redeals != redeals:
            return StakeEvent(StakeKind.NO_CALL, seat, 1, by_clock)
        return self.state.stake_events[-1]

    def _announce_redeal(self) -> None:
        self.redeals += 1
        self.shown = {}
        calls = self.rules.bidding is BiddingKind.CALL_GRAB
        self.announcement = Announcement(Phrase.of(NO_CALL_REDEAL if calls else REDEAL), 2500)
        self.cooldown_ms = self.move_delay_ms * 2
