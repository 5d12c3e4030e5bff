"""The scenes of the front end, registered with the app by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App


def register_all(app: App) -> None:
    """Make every scene known to ``app`` (each is built the first time it is entered)."""
    from game.ui.common.menu import MenuScene
    from game.ui.doudizhu.bidding import BiddingScene
    from game.ui.doudizhu.play import PlayScene
    from game.ui.doudizhu.rules import RulesScene
    from game.ui.doudizhu.scoring import ScoringScene

    app.register("menu", MenuScene)
    app.register("rules", RulesScene)
    app.register("bidding", BiddingScene)
    app.register("play", PlayScene)
    app.register("scoring", ScoringScene)
