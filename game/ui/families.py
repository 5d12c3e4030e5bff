"""The composition root of the front end: the app with every family's plugin.

The one module that imports both :class:`~game.ui.app.App` and the families
(``game/ui/<family>/plugin.py``); ``main.py`` and the tests make the app here. Adding a
family to the front end is adding its plugin to :data:`FAMILIES`. The scenes that span the
families (the tutorial, which teaches a Dou Dizhu and a Daifugo deal with each family's
controls, and the daily deal's scenes) are :data:`SHARED_SCENES`, given to the app beside them.
"""

from __future__ import annotations

from game.platform import Platform
from game.ui.app import App, AppOptions
from game.ui.climbing.plugin import CLIMBING_UI
from game.ui.common.family_ui import FamilyUi
from game.ui.daily.calendar import DailyCalendarScene
from game.ui.daily.hub import DailyScene
from game.ui.daily.result import DailyResultScene
from game.ui.doudizhu.plugin import DOUDIZHU_UI
from game.ui.tutorial import TutorialScene

FAMILIES: tuple[FamilyUi, ...] = (DOUDIZHU_UI, CLIMBING_UI)
SHARED_SCENES = {
    TutorialScene.name: TutorialScene,
    DailyScene.name: DailyScene,
    DailyCalendarScene.name: DailyCalendarScene,
    DailyResultScene.name: DailyResultScene,
}


def make_app(options: AppOptions | None = None, platform: Platform | None = None) -> App:
    """The app, its window open, with every family's scenes, on its menu."""
    return App(options, platform, FAMILIES, SHARED_SCENES)
