"""A playing session: the chosen table, the seed of each deal, the running score.

No pygame here. Deal ``n`` of a session started with seed ``s`` uses seed ``s + n``, so
a seed replays the whole session. The running score lives in the settings
(``settings.scores[game]``) and is saved after every scored deal.

The deal in progress can be stored (:meth:`Session.saved_game`) with its place in the
session (the deal's number, the session's first seed, which names the opponents, and the
session points) and continued later (:meth:`Session.resume`) as the same session: the same
deal number, names and points, and the deals after it follow the same seeds as before.

Each finished deal of real play is counted in the player's statistics
(``settings.statistics``, :mod:`game.table.statistics`): not in autoplay, and not when the
computer played the human's seat (the table's ``taken_over``: a takeover that runs on into
the next deal makes that deal the computer's too). Such a deal's record is kept with the
statistics too (the last few, :meth:`game.stats.Statistics.keep_deal`) for its review.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.cards import Card
from game.doudizhu.scoring import DealResult
from game.doudizhu.state import next_deal_order
from game.settings import DouDizhuOptions, GameId, Settings
from game.table.doudizhu.controller import TableController
from game.table.registry import doudizhu_rules
from game.table.saved_game import DealPlace, SavedGame
from game.table.statistics import doudizhu_outcome
from game.table.table_session import TableSession


class Session(TableSession[TableController]):
    """Deals one table after another and adds up the points."""

    def __init__(
        self, settings: Settings, seed: int | None = None, autoplay: bool = False, game: GameId | None = None
    ) -> None:
        super().__init__(settings, seed, autoplay, game)
        self.deal_number = 0
        self.options: DouDizhuOptions = replace(settings.doudizhu)
        """The menu's options this session started with (a copy: the menu may change them)."""
        self.rules = doudizhu_rules(self.game, settings.doudizhu)
        self.last_result: DealResult | None = None
        self.last_record: SavedGame | None = None
        """The last finished deal's record, with the session points before it (for its review)."""
        self.order: tuple[Card, ...] | None = None
        """The card order the current deal is dealt from (no-shuffle deals), ``None``: shuffled."""

    @classmethod
    def resume(cls, settings: Settings, saved: SavedGame, move_delay_ms: int, think_budget_ms: float) -> Session:
        """Continue a stored deal, replayed move by move through the engine
        (:class:`SavedGameError` when it cannot be; the settings are then left as they were).
        The stored game becomes the chosen one, and its session points the running score (a
        deal stored without its place is deal 1, its points those in the settings)."""
        options = saved.doudizhu_options()
        place = saved.session
        session = cls(settings, seed=saved.seed if place is None else place.first_seed, game=saved.game)
        session.options = options
        session.rules = doudizhu_rules(saved.game, options)
        session.deal_number = 1 if place is None else place.deal
        session.order = saved.order
        session.deal_table(move_delay_ms, think_budget_ms).replay(saved)
        settings.game = saved.game
        if place is not None:
            settings.scores[saved.game] = list(place.scores)
        return session

    def _stored(self) -> SavedGame:
        """The deal in progress with its place in the session."""
        table = self.table
        assert table is not None
        place = DealPlace(self.deal_number, self.first_seed, tuple(self.scores()))
        return SavedGame(
            self.game,
            self.options.to_dict(),
            table.seed,
            tuple(table.record),
            table.elapsed_ms,
            session=place,
            order=self.order,
        )

    def next_deal(self, move_delay_ms: int, think_budget_ms: float) -> TableController:
        """Start the next deal; in autoplay the computer also plays the human's seat. A takeover
        the player switched on goes on into the next deal (until they switch it off)."""
        takeover = self.table is not None and self.table.takeover
        finished = self.table if self.table is not None and self.table.finished() else None
        self.deal_number += 1
        if self.rules.no_shuffle and finished is not None:
            self.order = next_deal_order(finished.state, self.first_seed + self.deal_number - 1)
        else:
            self.order = None
        table = self.deal_table(move_delay_ms, think_budget_ms)
        table.takeover = takeover
        return table

    def deal_table(self, move_delay_ms: int, think_budget_ms: float) -> TableController:
        """Deal :attr:`deal_number` of the session (seed ``first_seed + deal_number - 1``, the
        opponents named by the first seed; a no-shuffle deal from :attr:`order`) as the current table."""
        self.table = TableController(
            self.rules,
            self.first_seed + self.deal_number - 1,
            self.settings.ai_level.value,
            human_seat=self.human_seat,
            move_delay_ms=move_delay_ms,
            think_budget_ms=think_budget_ms,
            names_seed=self.first_seed,
            order=self.order,
        )
        return self.table

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    def scores(self) -> list[int]:
        """Running points per seat (a fresh session of this table starts at zero)."""
        points = self.settings.scores.get(self.game)
        if points is None or len(points) != self.num_players:
            points = [0] * self.num_players
            self.settings.scores[self.game] = points
        return points

    def record_deal(self, result: DealResult) -> None:
        """Add a finished deal's points to the running score, remember the result and count
        the deal in the statistics when it was real play, keeping its record there for its
        review (the caller saves the settings)."""
        self.last_record = self._stored()
        if self.counts_in_statistics():
            self.settings.statistics.keep_deal(self.last_record.to_json())
        totals = self.scores()
        for seat, points in enumerate(result.points):
            totals[seat] += points
        self.last_result = result
        if self.counts_in_statistics():
            assert self.table is not None and self.table.human_seat is not None
            outcome = doudizhu_outcome(self.table.state, self.table.human_seat)
            if outcome is not None:
                self.settings.statistics.record(self.game, outcome)

    def reset_scores(self) -> None:
        self.settings.scores[self.game] = [0] * self.num_players
