"""The tutorial's tables: a lesson's script played at a scripted table (no pygame).

A :class:`ScriptedTable` is a family's own table controller (the Dou Dizhu
:class:`~game.table.doudizhu.controller.TableController`, the climbing
:class:`~game.table.climbing.controller.ClimbingTable`) that plays a
:class:`~game.table.tutorial_script.Script`, so it is a
:class:`~game.table.protocol.TablePlay` like every table and the tutorial scene plays it with
the play scenes' parts. What it adds is the lesson: the step the player is on, its text and
the cards it points at (data the scene draws), and the check of every human move against it.

Invariants:

- Every move, scripted or the player's, goes through the controller's own apply path and
  the engine's ``apply``, so only legal moves happen, and what the table shows, logs and
  records is what a real table would.
- The computer seats are the script's: a step's scripted moves (:attr:`Step.before`) are
  played when it starts, so the table never waits for a computer seat and no computer player
  ever thinks at a lesson (:meth:`update` lets game time pass, nothing more).
- A human move goes through the same move model and refusal path as at a real table (the
  selection's readings, :meth:`refusal`, ``pass_human``, the Dou Dizhu ``bid_human``,
  ``play_human`` and ``human_stake`` (a B.5 choice), the climbing ``apply_human``). One that
  is not the move the step asks for is refused with a :class:`StepRefusal`: the step's hint
  and, when the engine would refuse it too, the engine's reason (Play with nothing selected
  says so, as at a real table); the table and the step stay as they were. The step's move
  is applied and the next step begins.
- What the table shows is the current trick (or the auction): a move after which nothing is
  left to beat (every other seat passed, an 8 Cut) ends the trick and clears it, and so does
  the end of the auction, so a step that says the trick is over never shows its cards or passes.
- A step on a new deal of the script (:attr:`Step.deal`) starts it on the same table, as a
  session's next deal would: the deal's rules, a clear table, a fresh deal log; the lesson's
  :attr:`record` keeps every move of the lesson, in order.
- :meth:`ScriptedTable.back` gives a new table at the start of the previous step, exactly as
  it was (the lesson is replayed up to it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.doudizhu.stakes import StakeDecision
from game.climbing import moves as climbing_moves
from game.climbing.state import SessionState
from game.core.cards import Card
from game.core.reason import IllegalMove, Phrase, Reason
from game.doudizhu import moves as ddz_moves
from game.doudizhu.combos import Play
from game.doudizhu.observation import Phase
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from game.i18n import N_
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.selection import selection_status as climbing_status
from game.table.controller_base import TableBase
from game.table.doudizhu.controller import STAKE_MOVES, TableController
from game.table.doudizhu.log import DealLog
from game.table.doudizhu.readings import selection_status as ddz_status
from game.table.registry import Family
from game.table.selection import SelectionStatus
from game.table.tutorial_script import (
    HUMAN,
    NO_AUCTION,
    NOT_A_COMBINATION,
    READ_HINT,
    ClimbingScript,
    DouDizhuScript,
    Script,
    Scripted,
    State,
    Step,
    pick,
    tutorial_options,
)

WITH_REASON = N_("{hint} ({reason})")
NO_HINT = Phrase("")
NAMES_SEED = 1
"""The opponents' names come from a fixed seed, so the lesson always seats the same people."""
LEVEL = "easy"
"""The level the controller is built at; no computer player of it ever moves at a lesson."""


@dataclass(frozen=True)
class StepRefusal(Reason):
    """A move the step does not ask for: the step's ``hint``, with the engine's reason
    (``engine``) when the engine refuses the move too; it reads "hint (reason)"."""

    hint: Phrase = NO_HINT
    engine: Reason | None = None

    @classmethod
    def of_hint(cls, hint: str, engine: Reason | None = None) -> StepRefusal:
        phrase = Phrase.of(hint)
        if engine is None:
            return cls(hint, (), phrase)
        return cls(WITH_REASON, (("hint", phrase), ("reason", engine)), phrase, engine)


def tried(apply: Callable[[], object]) -> Reason | None:
    """The engine's reason when ``apply`` (a move on a copy of the state) is refused."""
    try:
        apply()
    except IllegalMove as refused:
        return refused.reason
    return None


class ScriptedTable(TableBase[Any]):
    """The lesson part of a scripted table (see the module docstring); the family's
    controller comes after it among the bases."""

    script: Script
    state: State

    def _begin(self, script: Script) -> None:
        """Start the lesson on the arranged state (the controller is built)."""
        self.script = script
        self.index = 0
        self.deal = 0
        """The script's deal the table plays now (:attr:`Step.deal`)."""
        self.done = False
        """The player went through the last step (Next on it)."""
        self.players = {}
        """No computer player: the script makes the computer seats' moves."""
        self._enter(0)

    # -- the lesson, as data -----------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.script.steps)

    @property
    def is_last(self) -> bool:
        return self.index == self.count - 1

    @property
    def bidding(self) -> bool:
        """The deal is in its auction (the scene offers bids instead of Play)."""
        return False

    def text(self) -> Phrase:
        """The step's explanation, with the facts it names."""
        return Phrase.of(self.step.text, **self.script.facts(self.state))

    def hand(self) -> list[Card]:
        return list(self.state.hands[HUMAN])

    def pointed(self) -> list[Card]:
        """The cards in the player's hand the arrows point at: the ones the step asks them to
        play (empty for a pass, a bid or a reading step)."""
        expect = self.step.expect
        if expect is None or not expect.ranks:
            return []
        return pick(self.state.hands[HUMAN], expect.ranks)

    def may_go_on(self) -> bool:
        """Next is open on a step with nothing to do (until the lesson is finished)."""
        return self.step.expect is None and not self.done

    # -- going through the steps -----------------------------------------------------------------
    def next(self) -> bool:
        """Go on from a step with nothing to do; on the last step the lesson is finished.
        False (nothing changes) on a step that waits for a move, or once finished."""
        if not self.may_go_on():
            return False
        if self.is_last:
            self.done = True
        else:
            self._enter(self.index + 1)
        return True

    def back(self) -> Lesson | None:
        """A new table at the start of the previous step (None on the first)."""
        if self.index == 0:
            return None
        return lesson_at(self.script.family, self.index - 1)

    def _enter(self, index: int) -> None:
        self.index = index
        if self.step.deal != self.deal:
            self.deal = self.step.deal
            self._deal(self.script.start(self.deal))
        for scripted in self.step.before:
            self._play_scripted(scripted)

    def _deal(self, state: State) -> None:
        """Start the script's next arranged deal, ``state``, on this table."""
        raise NotImplementedError

    def _play_scripted(self, scripted: Scripted) -> None:
        """A computer seat's scripted move, through the controller's apply path."""
        raise NotImplementedError

    def take_step(self) -> Reason | None:
        """Make the move the step asks for, as the player would (what Show me and Play make)."""
        raise NotImplementedError

    # -- the player's moves ----------------------------------------------------------------------
    def _judged(
        self, asked: bool, engine: Callable[[], Reason | None], apply: Callable[[], Reason | None]
    ) -> Reason | None:
        """``apply`` the player's move when it is the one the step asks for (``asked``), then
        begin the next step; else the step's refusal, with the ``engine``'s reason."""
        if not asked:
            return self._refusal(engine)
        reason = apply()
        if reason is None and not self.is_last:
            self._enter(self.index + 1)
        return reason

    def _refusal(self, engine: Callable[[], Reason | None]) -> StepRefusal:
        """The refusal of a move the step does not ask for: its hint (Read on a step that
        asks for none) and the ``engine``'s reason, if any."""
        if self.step.expect is None or self.done:
            return StepRefusal.of_hint(READ_HINT)
        return StepRefusal.of_hint(self.step.hint, engine())

    def bid(self, value: int) -> Reason | None:
        """The player bids ``value`` points (0: no bid); only the Dou Dizhu lesson has an auction."""
        return self._refusal(lambda: NO_AUCTION)

    def pass_turn(self) -> Reason | None:
        """The player passes (in the auction: bids nothing)."""
        raise NotImplementedError

    def play_reading(self, reading: object, cards: Sequence[Card]) -> Reason | None:
        """The player plays ``cards`` as ``reading`` (one of :meth:`readings`)."""
        raise NotImplementedError

    def selection_status(self, cards: Sequence[Card]) -> SelectionStatus:
        """What the selected cards are at this table (the family's caption and readings)."""
        raise NotImplementedError


class DouDizhuLesson(ScriptedTable, TableController):
    """The Dou Dizhu lesson on the three-player table; the arrows also point at the bottom
    cards once they join the player's hand (:attr:`Step.bottom`). Its second deal has the
    apps' options, whose choices the player makes with ``human_stake`` (the scene's stake
    buttons)."""

    state: DealState

    def __init__(self) -> None:
        TableController.__init__(self, TableRules.three(), NAMES_SEED, LEVEL, HUMAN, move_delay_ms=0,
                                 names_seed=NAMES_SEED)
        script = DouDizhuScript()
        self.state = script.start()
        self._begin(script)

    @property
    def bidding(self) -> bool:
        """A points auction (a call and grab auction has stake choices instead of bids)."""
        return self.state.phase is Phase.BIDDING and self.stake_step() is None

    def _deal(self, state: State) -> None:
        assert isinstance(state, DealState)
        self.state = state
        self.rules = state.rules
        self.shown = {}
        self.bombs = 0
        self._log = DealLog(self.viewer, self.names_seed, self.num_players)

    def pointed(self) -> list[Card]:
        if self.step.bottom:
            return [card for card in self.state.bottom if card in self.state.hands[HUMAN]]
        return super().pointed()

    def update(self, dt_ms: int, think: bool = True) -> None:
        super().update(dt_ms, think=False)

    def _apply(
        self, seat: int, move: ddz_moves.Move, cards: list[Card] | None, decision: StakeDecision | None = None
    ) -> None:
        super()._apply(seat, move, cards, decision)
        if self.state.phase is Phase.PLAYING and self.state.to_beat is None:
            self.shown = {}

    def _move_of(self, seat: int, cards: list[Card]) -> ddz_moves.Move:
        """A pass (no bid in the auction) without cards, else the first reading of ``cards``."""
        if not cards:
            return ddz_moves.Bid(0) if self.bidding else ddz_moves.Pass()
        plays = self.state.plays_for_selection(seat, cards)
        if not plays:
            raise IllegalMove(NOT_A_COMBINATION)
        return plays[0]

    def _play_scripted(self, scripted: Scripted) -> None:
        cards = pick(self.state.hands[scripted.seat], scripted.ranks)
        move: ddz_moves.Move
        if scripted.stake is not None:
            move = scripted.stake
        elif scripted.bid is not None:
            move = ddz_moves.Bid(scripted.bid)
        else:
            move = self._move_of(scripted.seat, cards)
        self._apply(scripted.seat, move, cards or None)

    def take_step(self) -> Reason | None:
        expect = self.step.expect
        assert expect is not None, "a step with a move"
        if expect.stake is not None:
            return self.human_stake(expect.stake)
        if expect.is_bid:
            return self.bid(expect.bid or 0)
        cards = self.pointed()
        move = self._move_of(HUMAN, cards)
        return self.play_reading(move, cards) if isinstance(move, Play) else self.pass_turn()

    def _asks(self, move: ddz_moves.Move, cards: list[Card]) -> bool:
        expect = self.step.expect
        if expect is None:
            return False
        if isinstance(move, STAKE_MOVES):
            return move == expect.stake
        if isinstance(move, ddz_moves.Bid):
            return expect.takes_bid(move.value)
        return expect.is_pass if isinstance(move, ddz_moves.Pass) else expect.plays(cards)

    def _apply_human(self, move: ddz_moves.Move, cards: list[Card] | None = None) -> Reason | None:
        return self._judged(
            self._asks(move, cards or []),
            lambda: tried(lambda: self.state.clone().apply(HUMAN, move, cards=cards)),
            lambda: super(DouDizhuLesson, self)._apply_human(move, cards),
        )

    def refusal(self, cards: Sequence[Card]) -> Reason | None:
        """``None`` for the step's play when the engine takes it, else the step's refusal."""
        engine = super().refusal(cards)
        expect = self.step.expect
        asked = engine is None and expect is not None and expect.plays(cards)
        return None if asked else self._refusal(lambda: engine)

    def bid(self, value: int) -> Reason | None:
        return self.bid_human(value)

    def pass_turn(self) -> Reason | None:
        return self.bid_human(0) if self.bidding else self.pass_human()

    def play_reading(self, reading: object, cards: Sequence[Card]) -> Reason | None:
        assert isinstance(reading, Play)
        return self.play_human(reading, cards)

    def selection_status(self, cards: Sequence[Card]) -> SelectionStatus:
        return ddz_status(self, cards)


class ClimbingLesson(ScriptedTable, ClimbingTable):
    """The Daifugo lesson: four players, the two house rules it shows."""

    state: SessionState

    def __init__(self) -> None:
        script = ClimbingScript()
        ClimbingTable.__init__(self, tutorial_options(), NAMES_SEED, LEVEL, HUMAN, move_delay_ms=0,
                               state=script.start())
        self._begin(script)

    def update(self, dt_ms: int, think: bool = True) -> None:
        super().update(dt_ms, think=False)

    def _apply(self, seat: int, move: climbing_moves.Move) -> None:
        super()._apply(seat, move)
        if self.state.top is None:
            self.shown = {}

    def _move_of(self, seat: int, cards: list[Card]) -> climbing_moves.Move:
        """A pass without cards, else the legal play of exactly ``cards``."""
        if not cards:
            return climbing_moves.Pass()
        for move in self.state.legal_moves(seat):
            if isinstance(move, climbing_moves.PlayCards) and set(move.cards) == set(cards):
                return move
        raise IllegalMove(NOT_A_COMBINATION)

    def _play_scripted(self, scripted: Scripted) -> None:
        self._apply(scripted.seat, self._move_of(scripted.seat, pick(self.state.hands[scripted.seat], scripted.ranks)))

    def take_step(self) -> Reason | None:
        return self.apply_human(self._move_of(HUMAN, self.pointed()))

    def apply_human(self, move: climbing_moves.Move) -> Reason | None:
        expect = self.step.expect
        if isinstance(move, climbing_moves.PlayCards):
            asked = expect is not None and expect.plays(move.cards)
        else:
            asked = expect is not None and expect.is_pass and isinstance(move, climbing_moves.Pass)
        return self._judged(asked, lambda: tried(lambda: self.state.clone().apply(HUMAN, move)),
                            lambda: super(ClimbingLesson, self).apply_human(move))

    def refusal(self, cards: Sequence[Card]) -> Reason:
        """The step's refusal (asked only for a selection that is no legal play, like the
        climbing table's own)."""
        return self._refusal(lambda: super(ClimbingLesson, self).refusal(cards))

    def pass_turn(self) -> Reason | None:
        return self.pass_human()

    def play_reading(self, reading: object, cards: Sequence[Card]) -> Reason | None:
        assert isinstance(reading, climbing_moves.PlayCards)
        return self.apply_human(reading)

    def selection_status(self, cards: Sequence[Card]) -> SelectionStatus:
        return climbing_status(self, cards)


Lesson = DouDizhuLesson | ClimbingLesson
"""A lesson's table: a :class:`ScriptedTable` on its family's controller (a :class:`~game.table.protocol.TablePlay`)."""
LESSONS: dict[Family, Callable[[], Lesson]] = {Family.DOUDIZHU: DouDizhuLesson, Family.CLIMBING: ClimbingLesson}


def lesson_of(family: Family) -> Lesson:
    """A new table at the first step of ``family``'s lesson."""
    return LESSONS[family]()


def lesson_at(family: Family, index: int) -> Lesson:
    """A new table at the start of step ``index`` of ``family``'s lesson: the steps before
    it gone through the right way."""
    table = lesson_of(family)
    while table.index < index:
        if not table.next():
            refused = table.take_step()
            assert refused is None, "the script's own moves are taken"
    return table
