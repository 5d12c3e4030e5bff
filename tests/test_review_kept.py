"""The last finished deals kept with the statistics for their review (game.stats)."""

from __future__ import annotations

import json

from game.settings import Settings
from game.stats import RECENT_CHARS, RECENT_DEALS, RECENT_KEY
from game.table.doudizhu.review import deal_decisions
from game.table.doudizhu.session import Session
from game.table.saved_game import SavedGame


def _play_out(session: Session) -> None:
    """Let the computer finish the current deal (the human's seat too), as real play."""
    table = session.table
    assert table is not None
    table.move_delay_ms = 0
    while not table.finished():
        if table.human_to_act():
            table._apply(0, table.players[0].choose(table.state.observation(0)), None)
        else:
            table.update(1000)


def test_a_session_keeps_its_last_deals_of_real_play() -> None:
    settings = Settings()
    session = Session(settings, seed=3)
    for _ in range(RECENT_DEALS + 1):
        session.next_deal(0, 1.0)
        _play_out(session)
        assert session.table is not None and session.table.state.result is not None
        session.record_deal(session.table.state.result)
    kept = settings.statistics.recent
    assert len(kept) == RECENT_DEALS
    saved = SavedGame.from_json(kept[-1])
    assert saved.seed == session.table.seed and saved.session is not None
    assert saved.session.deal == RECENT_DEALS + 1
    assert deal_decisions(saved, 0)  # the kept record replays to the human's decisions
    again = Settings.from_json(settings.to_json())
    assert again.statistics.recent == kept
    session.next_deal(0, 1.0)
    session.table.takeover = True  # the computer played the human's seat: not kept
    _play_out(session)
    session.record_deal(session.table.state.result)
    assert settings.statistics.recent == kept


def test_corrupt_kept_deals_are_dropped_one_by_one() -> None:
    settings = Settings()
    settings.statistics.keep_deal('{"a": 1}')
    settings.statistics.keep_deal("x" * (RECENT_CHARS + 1))  # too long: never kept
    data = json.loads(settings.to_json())
    assert data["statistics"][RECENT_KEY] == ['{"a": 1}']
    data["statistics"][RECENT_KEY] = ["one", 7, None, "x" * (RECENT_CHARS + 1), "two", *["z"] * 9]
    assert Settings.from_json(json.dumps(data)).statistics.recent == ["z"] * RECENT_DEALS
    data["statistics"][RECENT_KEY] = {"not": "a list"}
    stats = Settings.from_json(json.dumps(data)).statistics
    assert stats.recent == [] and stats.tables == {}
    settings.statistics.reset()
    assert settings.statistics.recent == []
