"""No text the table draws overlaps another text or the played cards of its layer.

Every scene of every table (menu, rules, bidding / exchange, play, scoring) is drawn at
1280x720 in every language with a complete catalog, under autoplay at a fixed seed, with
the text recorder of :mod:`game.ui.common.widgets.text` on at many moments. Boxes are
compared only within one layer: a modal dialog over the dimmed table is its own layer.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.reason import Phrase
from game.i18n import N_, offered_languages
from game.settings import GameId
from game.ui.app import App
from game.ui.common import theme
from game.ui.common.widgets import text
from tests.ui_helpers import make_app

GAMES = tuple(GameId)
DT_MS = 96
SAMPLE_EVERY = 3
STIR_EVERY = 45
PLAY_SCENES = ("play", "climbing_play")


def stir(app: App, frame: int) -> None:
    """Every so often on a play scene: select a few cards (the caption over the hand) and
    show the refusal the table gives for them (the message line)."""
    scene = app.scene
    if scene is None or scene.name not in PLAY_SCENES or frame % STIR_EVERY:
        return
    cards = list(scene.hand.cards)
    if not cards:
        return
    chosen = cards[: 1 + (frame // STIR_EVERY) % 3] if frame % (2 * STIR_EVERY) else [cards[0], cards[-1]]
    scene.hand.select_only(chosen)
    reason = scene.table.refusal(chosen)
    scene.show_message(reason if reason is not None else Phrase.of(N_("not your turn")))


def sampled_overlaps(app: App, frames: int, until_left: str | None = None) -> dict[str, set[str]]:
    """Run up to ``frames`` autoplay frames (stopping once the scene ``until_left`` was
    entered and left), recording every ``SAMPLE_EVERY``-th and the first of each scene;
    the overlaps found, per scene, as readable lines."""
    canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    app.canvas = canvas
    found: dict[str, set[str]] = {}
    seen: set[str] = set()
    for frame in range(frames):
        assert app.scene is not None
        name = app.scene.name
        if until_left in seen and name != until_left:
            break
        stir(app, frame)
        if frame % SAMPLE_EVERY == 0 or name not in seen:
            seen.add(name)
            recorder = text.Recorder()
            with text.recording(recorder):
                app.frame(DT_MS)
            for first, second in recorder.overlaps():
                found.setdefault(name, set()).add(
                    f"{first.kind.value} {first.label!r} {first.rect} x "
                    f"{second.kind.value} {second.label!r} {second.rect}"
                )
        else:
            app.frame(DT_MS)
    return found


def rules_scene(game: GameId) -> str:
    return "rules" if game.value.startswith("ddz") else "climbing_rules"


@pytest.mark.parametrize("language", sorted(offered_languages()))
@pytest.mark.parametrize("game", GAMES)
def test_no_text_overlaps(game: GameId, language: str) -> None:
    app = make_app(autoplay=True, game=game, language=language, seed=7)
    found = sampled_overlaps(app, 3)
    app.switch(rules_scene(game), game=game)
    scoring = "scoring" if game.value.startswith("ddz") else "climbing_scoring"
    for scene, lines in sampled_overlaps(app, 8000, until_left=scoring).items():
        found.setdefault(scene, set()).update(lines)
    visited = set(app._scenes)
    assert {"menu", rules_scene(game)} <= visited
    assert visited & {"play", "climbing_play"}
    assert visited & {"scoring", "climbing_scoring"}
    report = "\n".join(f"{scene}: {line}" for scene, lines in sorted(found.items()) for line in sorted(lines))
    assert not found, report


@pytest.mark.parametrize("players", (3, 5, 6))
def test_no_text_overlaps_at_other_climbing_table_sizes(players: int) -> None:
    app = make_app(autoplay=True, game=GameId.DAIFUGO, language="sv", seed=11)
    app.settings.climbing.players = players
    found = sampled_overlaps(app, 8000, until_left="climbing_scoring")
    assert "climbing_play" in app._scenes and app.session.table.num_players == players
    report = "\n".join(f"{scene}: {line}" for scene, lines in sorted(found.items()) for line in sorted(lines))
    assert not found, report


def test_recorder_is_off_by_default() -> None:
    make_app()
    surface = text.RecordingSurface((200, 50))
    surface.blit(text.render("Pass", 20), (0, 0))
    recorder = text.Recorder()
    with text.recording(recorder):
        face = text.render("Pass", 20)
        surface.blit(face, (10, 10))
        with text.layer("dialog"):
            surface.blit(face, (12, 12))
        surface.blit(face, (14, 14))
    surface.blit(face, (16, 16))
    assert [box.layer for box in recorder.boxes] == ["table", "dialog", "table"]
    assert len(recorder.overlaps()) == 1


@pytest.mark.parametrize("players", range(3, 7))
def test_climbing_layout_keeps_actions_pile_and_bands_apart(players: int) -> None:
    """At every table size the widest action of each seat, the viewer's, the widest pile,
    its owner's name, the caption, the message and the buttons are pairwise apart, and no
    action touches a panel (with its low-cards pill on the bottom edge)."""
    from game.ui.climbing import layout

    panels = [layout.seat_spot(offset, players).panel for offset in range(1, players)]
    panels += [layout.VIEWER_PANEL, layout.STATUS_PANEL]
    actions = []
    for point in [layout.seat_spot(offset, players).action for offset in range(1, players)] + [layout.VIEWER_ACTION]:
        box = pygame.Rect(0, 0, layout.ACTION_WIDTH, layout.SMALL[1])
        box.center = point
        actions.append(box)
    pile = pygame.Rect(0, 0, layout.PILE_WIDTH, layout.PILE_CARD[1])
    pile.center = layout.CENTER
    owner = pygame.Rect(pile.x, pile.bottom + layout.PILE_LABEL_GAP, pile.width, 18)
    top, bottom = layout.CAPTION_BAND
    caption = pygame.Rect(0, top, layout.CAPTION_WIDTH + 26, bottom - top)
    caption.centerx = layout.BUTTON_MIDDLE
    message = pygame.Rect(0, layout.MESSAGE_BAND[0], 660 + 24, layout.MESSAGE_BAND[1] - layout.MESSAGE_BAND[0])
    message.centerx = layout.BUTTON_MIDDLE
    buttons = layout.button_row(4)
    bands = [pile, owner, caption, message, *buttons]
    assert not message.colliderect(layout.VIEWER_PANEL) and not message.colliderect(layout.STATUS_PANEL)
    for i, first in enumerate(bands):
        for second in bands[i + 1 :]:
            assert not first.colliderect(second), (first, second)
    for i, box in enumerate(actions):
        for other in actions[i + 1 :] + bands:
            assert not box.colliderect(other), (box, other)
        for panel in panels:
            pill = pygame.Rect(panel.x, panel.y, panel.width, panel.height + 14)
            assert not box.colliderect(pill), (box, panel)


def test_fitted_shrinks_a_line_to_a_band_height() -> None:
    make_app()
    tall = text.fitted("To beat: 7♠ 7♦", 30, 1000, max_height=24)
    assert tall.get_height() <= 24 < text.render("To beat: 7♠ 7♦", 30).get_height()
    assert text.fitted("Pass", 20, 1000, max_height=200).get_size() == text.render("Pass", 20).get_size()
