"""The climbing games' scenes, registered with the app by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App


def register_climbing(app: App) -> None:
    """Make the Daifugo / President scenes known to ``app``."""
    from game.ui.climbing.exchange import ExchangeScene
    from game.ui.climbing.play import ClimbingPlayScene
    from game.ui.climbing.rules import ClimbingRulesScene
    from game.ui.climbing.scoring import ClimbingScoringScene

    app.register("climbing_rules", ClimbingRulesScene)
    app.register("exchange", ExchangeScene)
    app.register("climbing_play", ClimbingPlayScene)
    app.register("climbing_scoring", ClimbingScoringScene)


def start_climbing(app: App, move_delay_ms: int, think_budget_ms: float) -> None:
    """Start a Daifugo / President session with the stored options and show its first round."""
    from game.table.climbing.session import ClimbingSession

    app.save_settings()
    app.session = ClimbingSession(app.settings, seed=app.options.seed, autoplay=app.autoplay)
    app.session.start(move_delay_ms=move_delay_ms, think_budget_ms=think_budget_ms)
    app.switch("climbing_play")
