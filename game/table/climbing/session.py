"""The climbing games' link between the stored settings and the engine. No pygame here.

The menu's "Daifugo" and "President" entries are the engine's two presets. The settings
keep one climbing option set (``settings.climbing``): its preset, players, jokers, rounds
and ``house_rules`` (the engine's ``to_dict()`` minus those four). Choosing the other game
(setting ``settings.game``, however it is done) brings back the house rules and jokers the
player chose for that preset (:meth:`game.settings.ClimbingOptions.take_preset`), so the
options read here are always those of ``settings.game``.

A session of ``rounds`` rounds is one engine :class:`SessionState`; its seed is the one
given on the command line (or the clock), so a seed replays every round. The session in
progress can be stored (:meth:`ClimbingSession.saved_game`) and continued later
(:meth:`ClimbingSession.resume`), its rounds and scores included.

Each finished round of real play is counted once in the player's statistics
(``settings.statistics``, :mod:`game.table.statistics`, by the human's final role of the
round): not in autoplay, not when the computer played the human's seat (the table's
``taken_over``: a takeover that runs on into the next round makes that round the computer's
too), and the rounds a resumed session had already finished
are not counted again. The newest such round is also kept for its review
(:meth:`game.stats.Statistics.keep_round`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.climbing.options import ClimbingOptions, RuleId
from game.core.reason import IllegalMove
from game.settings import DEFAULT_JOKERS, Settings
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.review import KeptRound
from game.table.saved_game import SavedGame, SavedGameError
from game.table.statistics import climbing_outcome
from game.table.table_session import TableSession

TABLE_FIELDS = ("preset", "players", "jokers", "rounds")
"""Option fields kept outside ``house_rules`` in the settings."""


def engine_options(settings: Settings) -> ClimbingOptions:
    """The engine's options from the settings (bad entries fall back to the preset's defaults)."""
    stored = settings.climbing
    data: dict[str, Any] = dict(stored.house_rules)
    data.update(preset=stored.preset.value, players=stored.players, jokers=stored.jokers, rounds=stored.rounds)
    return ClimbingOptions.from_dict(data)


def store_options(settings: Settings, options: ClimbingOptions) -> None:
    """Write ``options`` into the settings (the caller saves them)."""
    data = options.to_dict()
    stored = settings.climbing
    stored.preset = options.preset
    stored.players, stored.jokers, stored.rounds = options.players, options.jokers, options.rounds
    stored.house_rules = {key: value for key, value in data.items() if key not in TABLE_FIELDS}


def reset_to_preset(settings: Settings) -> None:
    """Every house rule and the jokers of the chosen preset back to its defaults (players and
    rounds stay; the other preset keeps its choices)."""
    stored = settings.climbing
    stored.house_rules = {}
    stored.jokers = DEFAULT_JOKERS[stored.preset]


def set_rule(options: ClimbingOptions, rule: RuleId, enabled: bool) -> ClimbingOptions:
    """Switch one house rule; switching a parent off also switches its options off."""
    from game.climbing.options import RULE_PARENTS

    changed = options.with_rule(rule, enabled)
    if not enabled:
        for child, parent in RULE_PARENTS.items():
            if parent is rule:
                changed = changed.with_rule(child, False)
    return changed


def with_field(options: ClimbingOptions, name: str, value: Any) -> ClimbingOptions:
    return replace(options, **{name: value})


class ClimbingSession(TableSession[ClimbingTable]):
    """A session at a climbing table: the options, the seed and the running table."""

    def __init__(self, settings: Settings, seed: int | None = None, autoplay: bool = False) -> None:
        super().__init__(settings, seed, autoplay)
        self.options = engine_options(settings)
        self.counted_rounds = 0
        """How many of the table's round results the statistics have seen (counted or skipped)."""

    def start(self, move_delay_ms: int, think_budget_ms: float) -> ClimbingTable:
        """Deal the first round; in autoplay the computer also plays the human's seat."""
        self.table = ClimbingTable(
            self.options,
            self.first_seed,
            self.settings.ai_level.value,
            human_seat=self.human_seat,
            move_delay_ms=move_delay_ms,
            think_budget_ms=think_budget_ms,
        )
        self.record_scores()
        return self.table

    @classmethod
    def resume(
        cls, settings: Settings, saved: SavedGame, move_delay_ms: int, think_budget_ms: float
    ) -> ClimbingSession:
        """Continue a stored session, replayed move by move through the engine
        (:class:`SavedGameError` when it cannot be). The stored game becomes the chosen one."""
        options = saved.climbing_options()
        session = cls(settings, seed=saved.seed)
        session.game = saved.game
        session.options = options
        try:
            table = ClimbingTable(
                options, saved.seed, settings.ai_level.value, move_delay_ms=move_delay_ms,
                think_budget_ms=think_budget_ms,
            )
        except IllegalMove as refused:  # options the engine will not deal with
            raise SavedGameError(f"the engine refused the options: {refused}") from refused
        table.replay(saved)
        settings.game = saved.game
        session.table = table
        session.counted_rounds = len(table.state.results)  # counted before it was stored
        session.record_scores()
        return session

    def _stored(self) -> SavedGame:
        """The session in progress (its rounds and scores replay from its seed and moves)."""
        table = self.table
        assert table is not None
        return SavedGame(self.game, self.options.to_dict(), table.seed, tuple(table.record))

    def last_round(self) -> KeptRound:
        """The newest finished round, for its review (the table has finished one)."""
        table = self.table
        assert table is not None and table.state.results
        return KeptRound(self._stored(), len(table.state.results))

    def record_scores(self) -> None:
        """Keep the session points in the settings (``settings.scores[game]``)."""
        if self.table is not None:
            self.settings.scores[self.game] = list(self.table.state.scores)

    def record_rounds(self) -> None:
        """Count every round finished since the last call in the statistics, when it was real
        play (the caller saves the settings); each round is looked at once."""
        table = self.table
        if table is None:
            return
        results = table.state.results
        real = self.counts_in_statistics()
        for result in results[self.counted_rounds :]:
            if real and table.human_seat in result.order:
                self.settings.statistics.record(self.game, climbing_outcome(result, table.human_seat))
        if real and len(results) > self.counted_rounds:  # the newest round, for its review
            self.settings.statistics.keep_round(self.last_round().to_json())
        self.counted_rounds = max(self.counted_rounds, len(results))


@dataclass(frozen=True)
class Standing:
    """One seat's place in the session by total points. ``place`` counts from 0 and is
    shared by tied seats (competition ranking: 1st, Tied 2nd, Tied 2nd, 4th)."""

    seat: int
    points: int
    place: int
    tied: bool


def standings(scores: Sequence[int]) -> list[Standing]:
    """The seats by session points, most first (ties in seat order, sharing their place)."""
    ranked = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    return [
        Standing(
            seat,
            scores[seat],
            sum(1 for other in scores if other > scores[seat]),
            sum(1 for other in scores if other == scores[seat]) > 1,
        )
        for seat in ranked
    ]
