"""The daily deal's sessions: one deal (Dou Dizhu) or one round (climbing) from the day's
cards, and the hard computer's play of the same deal beside it. No pygame here.

:class:`DailyRun` is what both families' daily sessions share: the deal, whether it is the
day's one real attempt or practice, the player's result once the deal is over and the
computer's play (:func:`game.table.daily.play.computer_play`), which runs in the background a
little every frame (:meth:`DailyRun.work`, within a time slice the caller passes with its
timer: the slicing only spreads the work, the result is the same). The real attempt is
written into ``settings.daily`` as it is dealt (so a second deal that day is practice), with
the player's result once the deal ends and with the computer's once it is known; practice is
never kept there. A daily deal is never stored as a game in progress (leaving it gives up the
attempt) and never changes the tables' running session scores; it counts in the statistics as
any real play does.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from datetime import date
from typing import Any

from game.ai.player import finish
from game.daily_record import DailyScore
from game.doudizhu.scoring import DealResult
from game.settings import DouDizhuOptions, Settings
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.session import ClimbingSession
from game.table.daily.deal import DailyDeal
from game.table.daily.play import (
    OPPONENT_LEVEL,
    climbing_daily_options,
    climbing_start,
    computer_play,
    doudizhu_daily_rules,
    doudizhu_start,
    result_of,
)
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.session import Session
from game.table.protocol import TablePlay
from game.table.registry import Family, entry
from game.table.saved_game import SavedGame
from game.table.table_session import TableSession

RESULT_SCENE = "daily_result"
"""The scene a daily deal's result leads to (the comparison with the computer)."""


class DailyRun:
    """The daily deal being played (see the module docstring)."""

    def __init__(self, settings: Settings, deal: DailyDeal, practice: bool) -> None:
        self.settings = settings
        self.deal = deal
        self.practice = practice
        self.mine: DailyScore | None = None
        """The player's result, once the deal is over."""
        self.computer: DailyScore | None = None
        """The computer's result from the player's seat, once its play is over."""
        self.assisted = False
        self._playing: Generator[None, None, DailyScore] | None = computer_play(deal)

    @classmethod
    def begin(cls, settings: Settings, deal: DailyDeal, today: date) -> DailyRun:
        """The run of ``deal``: the real attempt when it is today's deal not dealt before
        (its entry is made now), else practice."""
        real = deal.day == today and settings.daily.start(deal.day, deal.game.value)
        return cls(settings, deal, practice=not real)

    @property
    def day(self) -> date:
        return self.deal.day

    def work(self, budget_ms: float, timer: Callable[[], float] = time.perf_counter) -> bool:
        """Advance the computer's play for about ``budget_ms``; ``True`` once it is over."""
        playing = self._playing
        if playing is None:
            return True
        deadline = timer() + budget_ms / 1000.0
        try:
            while timer() < deadline:
                next(playing)
        except StopIteration as stop:
            self._computer_done(stop.value)
        return self._playing is None

    def finish_computer(self) -> DailyScore:
        """Run the computer's play to its end at once (tests, screenshots)."""
        if self._playing is not None:
            self._computer_done(finish(self._playing))
        assert self.computer is not None
        return self.computer

    def _computer_done(self, score: DailyScore) -> None:
        self._playing = None
        self.computer = score
        if not self.practice:
            self.settings.daily.add_computer(self.day, self.deal.game.value, score)

    def player_done(self, score: DailyScore | None, assisted: bool) -> None:
        """The player's deal is over with ``score`` (kept for the real attempt)."""
        if score is None or self.mine is not None:
            return
        self.mine, self.assisted = score, assisted
        if not self.practice:
            self.settings.daily.finish(self.day, self.deal.game.value, score, assisted)


class DailyParts:
    """What both daily sessions add to their family's session: the run, no stored game, the
    result leading to the comparison, the computer's play in the background, and the
    keywords their table is made with (the normal opponents, seeded by the deal)."""

    follow_up: str | None = RESULT_SCENE
    stored = False
    run: DailyRun
    human_seat: int | None

    def saved_game(self) -> SavedGame | None:
        return None

    def work_in_background(self, budget_ms: float) -> None:
        self.run.work(budget_ms)

    def table_keywords(self, move_delay_ms: int, think_budget_ms: float) -> dict[str, Any]:
        """The table's seed, level, human seat and pacing."""
        return {
            "seed": self.run.deal.seed,
            "level": OPPONENT_LEVEL,
            "human_seat": self.human_seat,
            "move_delay_ms": move_delay_ms,
            "think_budget_ms": think_budget_ms,
        }


class DailyDoudizhuSession(DailyParts, Session):
    """One daily Dou Dizhu deal (its table dealt from the day's cards)."""

    def __init__(self, settings: Settings, run: DailyRun) -> None:
        super().__init__(settings, seed=run.deal.seed, game=run.deal.game)
        self.run = run
        self.options = DouDizhuOptions(clock=False)
        self.rules = doudizhu_daily_rules(run.deal.game)
        self.own_scores = [0] * self.rules.num_players

    def deal_table(self, move_delay_ms: int, think_budget_ms: float) -> TableController:
        keywords = self.table_keywords(move_delay_ms, think_budget_ms)
        self.table = TableController(self.rules, state=doudizhu_start(self.run.deal), **keywords)
        return self.table

    def scores(self) -> list[int]:
        """The daily deal's own points (the table's running score is left alone)."""
        return self.own_scores

    def record_deal(self, result: DealResult) -> None:
        super().record_deal(result)
        table = self.table
        assert table is not None
        self.run.player_done(result_of(table.state), table.taken_over)


class DailyClimbingSession(DailyParts, ClimbingSession):
    """One daily round of Daifugo or President (its table dealt from the day's cards)."""

    def __init__(self, settings: Settings, run: DailyRun) -> None:
        super().__init__(settings, seed=run.deal.seed)
        self.run = run
        self.game = run.deal.game
        self.options = climbing_daily_options(run.deal.game)

    def start(self, move_delay_ms: int, think_budget_ms: float) -> ClimbingTable:
        keywords = self.table_keywords(move_delay_ms, think_budget_ms)
        self.table = ClimbingTable(self.options, state=climbing_start(self.run.deal), **keywords)
        return self.table

    def record_scores(self) -> None:
        """The table's running score is left alone."""

    def record_rounds(self) -> None:
        super().record_rounds()
        table = self.table
        if table is not None:
            self.run.player_done(result_of(table.state), table.taken_over)


def daily_run(session: TableSession[TablePlay] | None) -> DailyRun | None:
    """The daily run of ``session`` (``None``: not a daily deal)."""
    return session.run if isinstance(session, DailyParts) else None


def start_daily(
    settings: Settings, deal: DailyDeal, today: date, move_delay_ms: int, think_budget_ms: float
) -> DailyDoudizhuSession | DailyClimbingSession:
    """A session of ``deal`` (the real attempt or practice, see :meth:`DailyRun.begin`), dealt."""
    run = DailyRun.begin(settings, deal, today)
    session: DailyDoudizhuSession | DailyClimbingSession
    if entry(deal.game).family is Family.DOUDIZHU:
        doudizhu = DailyDoudizhuSession(settings, run)
        doudizhu.next_deal(move_delay_ms, think_budget_ms)
        session = doudizhu
    else:
        climbing = DailyClimbingSession(settings, run)
        climbing.start(move_delay_ms, think_budget_ms)
        session = climbing
    return session
