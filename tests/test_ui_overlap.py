"""No text the table draws overlaps another text or the played cards of its layer.

Every scene of every table (menu, rules, bidding / exchange, play, scoring) is drawn at
1280x720 in every language with a complete catalog, under autoplay at a fixed seed, with
the text recorder of :mod:`game.ui.common.widgets.text` on at many moments. Boxes are
compared only within one layer: a modal dialog over the dimmed table is its own layer.
"""

from __future__ import annotations

import pytest

from game.climbing.options import RuleId
from game.core.reason import Phrase
from game.i18n import N_, offered_languages
from game.settings import GameId
from game.ui.app import App
from game.ui.common import theme
from game.ui.common.motion import CUT_IN_LINES_LAYER
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


def sampled_overlaps(
    app: App, frames: int, until_left: str | None = None, cut_ins: list[str] | None = None
) -> dict[str, set[str]]:
    """Run up to ``frames`` autoplay frames (stopping once the scene ``until_left`` was
    entered and left), recording every ``SAMPLE_EVERY``-th and the first of each scene;
    the overlaps found, per scene, as readable lines. ``cut_ins`` collects the titles of the
    resting cut-ins among the recorded frames (they are checked like any text)."""
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
            if cut_ins is not None:
                cut_ins.extend(resting_cut_in_titles(recorder))
            for first, second in recorder.overlaps():
                found.setdefault(name, set()).add(
                    f"{first.kind.value} {first.label!r} {first.rect} x "
                    f"{second.kind.value} {second.label!r} {second.rect}"
                )
        else:
            app.frame(DT_MS)
    return found


def resting_cut_in_titles(recorder: text.Recorder) -> list[str]:
    """The titles of the cut-ins a frame drew at rest: the text just before its lines."""
    boxes = recorder.boxes
    return [
        boxes[i - 1].label
        for i, box in enumerate(boxes)
        if i and box.layer == CUT_IN_LINES_LAYER and boxes[i - 1].layer != CUT_IN_LINES_LAYER
    ]


def rules_scene(game: GameId) -> str:
    return "rules" if game.value.startswith("ddz") else "climbing_rules"


@pytest.mark.parametrize("language", sorted(offered_languages()))
@pytest.mark.parametrize("game", GAMES)
def test_no_text_overlaps(game: GameId, language: str) -> None:
    app = make_app(autoplay=True, game=game, language=language, seed=7)
    found = sampled_overlaps(app, 3)
    app.switch(rules_scene(game), game=game)
    scoring = "scoring" if game.value.startswith("ddz") else "climbing_scoring"
    cut_ins: list[str] = []
    for scene, lines in sampled_overlaps(app, 8000, until_left=scoring, cut_ins=cut_ins).items():
        found.setdefault(scene, set()).update(lines)
    if game is GameId.DAIFUGO:
        assert cut_ins, "a cut-in at rest was recorded and checked"
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


RANKS = "3456789"


@pytest.mark.parametrize("language", sorted(offered_languages()))
@pytest.mark.parametrize("players", range(3, 7))
def test_climbing_layout_keeps_actions_pile_and_bands_apart(players: int, language: str) -> None:
    """At every table size, with every seat's widest action on the table (sets of four, the
    last on the pile), the pile's owner, the caption of the human's selection, a message and
    the buttons: what the scene really drew keeps apart (texts from texts and cards, cards
    from the seats' panels with their low-cards pills)."""
    from game.climbing.moves import PlayCards
    from game.climbing.notation import parse_cards
    from game.i18n import set_language
    from tests.test_climbing_support import bare
    from tests.test_ui_climbing import arranged_play

    sets = [" ".join(f"{rank}{suit}" for suit in "♠♥♦♣") for rank in RANKS[:players]]
    hands = "|".join(f"{cards} {'TJQKA2'[seat]}♠" for seat, cards in enumerate(sets))
    app, scene, table = arranged_play(bare(players=players), hands, 0)
    assert table.apply_human(PlayCards(tuple(parse_cards(sets[0])))) is None
    for _frame in range(400):
        if table.human_to_act():
            break
        app.frame(16)
    assert table.human_to_act() and len(table.shown) == players, "every seat acted once"
    set_language(language)
    try:
        scene.hand.select_only(scene.hand.cards[:1])
        scene.show_message(Phrase.of(N_("not your turn")))
        recorder = text.Recorder()
        with text.recording(recorder):
            scene.draw(text.RecordingSurface(theme.CANVAS_SIZE))
    finally:
        set_language("en")
    kinds = {box.kind for box in recorder.boxes}
    assert kinds == set(text.BoxKind)
    assert sum(box.kind is text.BoxKind.CARDS for box in recorder.boxes) == players, "each action and the pile"
    assert not recorder.overlaps(), recorder.overlaps()


def test_fitted_shrinks_a_line_to_a_band_height() -> None:
    make_app()
    tall = text.fitted("To beat: 7♠ 7♦", 30, 1000, max_height=24)
    assert tall.get_height() <= 24 < text.render("To beat: 7♠ 7♦", 30).get_height()
    assert text.fitted("Pass", 20, 1000, max_height=200).get_size() == text.render("Pass", 20).get_size()


CUT_IN_PLAYS = {
    "8 Cut": "8♠",
    "J Back": "J♠",
    "66 Cut": "6♠ 6♥",
    "99 Cut": "9♠ 9♥",
    "Triple-7 Revolution": "7♠ 7♥ 7♦",
    "Revolution": "5♠ 5♥ 5♦ 5♣",
}


@pytest.mark.parametrize("language", sorted(offered_languages()))
@pytest.mark.parametrize("rule", sorted(CUT_IN_PLAYS))
def test_climbing_cut_ins_overlap_no_text(rule: str, language: str) -> None:
    """Each climbing cut-in, set off by the human's real play and drawn at rest over the
    table (the pile and its owner's name above it, the selection caption and the buttons
    below), is checked against every text the table drew, in every language."""
    from game.climbing.moves import PlayCards
    from game.climbing.notation import parse_cards
    from game.climbing.options import daifugo
    from game.i18n import set_language
    from tests.test_ui_climbing import arranged_play
    from tests.test_ui_climbing_issue16 import cut_in_lines

    options = daifugo(players=4, six_six_cut=True, nine_nine_cut=True, triple_seven_revolution=True)
    options = options.with_rule(RuleId.NINE_REVERSE, False).with_rule(RuleId.SEVEN_TRANSFER, False)
    played = CUT_IN_PLAYS[rule]
    app, scene, table = arranged_play(options, f"{played} 3♣ 4♣|4♦ 3♦ 2♦|K♦ 3♥ Q♥|A♦ 4♥ A♥", 0)
    set_language(language)
    try:
        table.announce_ms = 1500
        assert table.apply_human(PlayCards(tuple(parse_cards(played)))) is None
        scene.hand.select_only(scene.hand.cards[:1])
        assert cut_in_lines(app, scene), "the cut-in came to rest"
        recorder = text.Recorder()
        with text.recording(recorder):
            scene.draw(text.RecordingSurface(theme.CANVAS_SIZE))
        assert not recorder.overlaps(), recorder.overlaps()
    finally:
        set_language("en")


@pytest.mark.parametrize("language", sorted(offered_languages()))
def test_dou_dizhu_stake_options_overlap_no_text(language: str) -> None:
    """A Dou Dizhu session with every B.5 option on (docs/RULES.md B.5): the call-and-grab
    auction, the doubling and open-hand steps, the open hand at its seat, the result's
    breakdown and last trick, and the cut-ins at rest (a grab, the open hand...), checked
    like every other text."""
    from game.doudizhu.rules import BiddingKind, DoublingKind

    app = make_app(autoplay=True, game=GameId.DDZ3, language=language, seed=2)  # a deal with a grab
    options = app.settings.doudizhu
    options.bidding, options.doubling = BiddingKind.CALL_GRAB, DoublingKind.SUPER
    options.open_hand, options.cap = True, 48
    cut_ins: list[str] = []
    found = sampled_overlaps(app, 8000, until_left="scoring", cut_ins=cut_ins)
    assert app.session.table.rules.bidding is BiddingKind.CALL_GRAB
    assert {"bidding", "play", "scoring"} <= set(app._scenes)
    assert cut_ins, "a cut-in at rest was recorded and checked"
    report = "\n".join(f"{scene}: {line}" for scene, lines in sorted(found.items()) for line in sorted(lines))
    assert not found, report
