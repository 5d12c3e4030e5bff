"""Sound effects: the shipped files, the SoundBoard's rules (unlock, mute, volume, silence
without audio) and the sounds the table scenes ask for, watched through a fake mixer."""

from __future__ import annotations

import math
import struct
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.climbing.moves import PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import daifugo
from game.climbing.state import SessionState
from game.core.cards import Rank
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.scoring import Side
from game.i18n import set_language
from game.settings import AiLevel, GameId
from game.table.climbing.controller import ClimbingTable
from game.table.registry import Family
from game.table.shows import ShownAction
from game.ui.common.sound import (
    DEFAULT_VOLUME,
    GESTURES,
    SOUND_DIR,
    URGENT_MS,
    ActionWatch,
    Sfx,
    SoundBoard,
    UrgencyTicks,
    clamp_volume,
)
from game.ui.doudizhu.play import move_sound
from tests.ui_helpers import click, make_app
from tools import sounds

BUDGET_BYTES = 300 * 1024


@dataclass
class FakeSound:
    name: str
    mixer: FakeMixer
    volume: float = 1.0

    def set_volume(self, value: float) -> None:
        self.volume = value

    def play(self) -> None:
        if self.mixer.fail_play:
            raise pygame.error("no channel")
        self.mixer.played.append((self.name, self.volume))


@dataclass
class FakeMixer:
    """Records what the board asks for; can fail like a machine without audio."""

    fail_init: bool = False
    fail_load: bool = False
    fail_play: bool = False
    inits: int = 0
    loads: list[str] = field(default_factory=list)
    played: list[tuple[str, float]] = field(default_factory=list)

    def init(self) -> None:
        self.inits += 1
        if self.fail_init:
            raise pygame.error("ALSA: Couldn't open audio device")

    def load(self, path: Path) -> FakeSound:
        self.loads.append(path.name)
        if self.fail_load:
            raise pygame.error("Unable to open file")
        return FakeSound(path.stem, self)

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]


def fake_board(**failures: bool) -> tuple[SoundBoard, FakeMixer]:
    mixer = FakeMixer(**failures)
    return SoundBoard(mixer), mixer


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


# -- the files ------------------------------------------------------------------------------------
def vorbis_id(path: Path) -> tuple[int, int]:
    """(channels, sample rate) from the Vorbis identification header of an Ogg file."""
    data = path.read_bytes()
    assert data[:4] == b"OggS", f"{path.name} is no Ogg stream"
    at = data.find(b"\x01vorbis")
    assert at > 0, f"{path.name} holds no Vorbis stream"
    channels = data[at + 11]
    (rate,) = struct.unpack_from("<I", data, at + 12)
    return channels, rate


def test_every_effect_has_a_small_mono_ogg_vorbis_file():
    total = 0
    for sfx in Sfx:
        path = SOUND_DIR / sfx.file_name
        assert path.is_file(), path
        assert vorbis_id(path) in ((1, 22050), (1, 44100)), sfx
        total += path.stat().st_size
    assert total < BUDGET_BYTES
    assert sorted(p.name for p in SOUND_DIR.glob("*.ogg")) == sorted(s.file_name for s in Sfx), "no stray files"


def test_every_effect_decodes_on_the_dummy_audio_driver():
    try:
        pygame.mixer.init()
    except pygame.error as failed:  # a host whose SDL has no dummy audio: the header check above stands
        pytest.skip(f"no mixer here: {failed}")
    try:
        for sfx in Sfx:
            sound = pygame.mixer.Sound(str(SOUND_DIR / sfx.file_name))
            assert 0.02 < sound.get_length() < 1.5, sfx
            assert any(sound.get_raw()), f"{sfx} is silent"
    finally:
        pygame.mixer.quit()


def test_the_tool_makes_exactly_the_effects_the_game_plays():
    assert set(sounds.EFFECTS) == {sfx.value for sfx in Sfx}


def test_the_recipes_are_seeded_and_stay_within_the_peak():
    for name in ("tick", "play", "click"):
        first, second = sounds.render(name), sounds.render(name)
        assert first == second
        assert max(abs(x) for x in first) <= sounds.PEAK + 1e-9
        assert abs(first[-1]) < 1e-6, "faded out: no click at the end"


def test_importing_the_sound_module_leaves_the_mixer_closed():
    code = "import pygame, game.ui.common.sound; print(pygame.mixer.get_init())"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=Path(__file__).parent.parent
    )
    assert out.stdout.strip().splitlines()[-1] == "None"


# -- the board --------------------------------------------------------------------------------------
def test_nothing_plays_and_the_mixer_stays_closed_before_the_first_gesture():
    board, mixer = fake_board()
    assert board.play(Sfx.DEAL) is False
    board.notice(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    assert board.play(Sfx.PLAY) is False
    assert (mixer.inits, mixer.loads, mixer.played) == (0, [], [])
    board.notice(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    assert board.play(Sfx.PLAY) is True
    assert mixer.inits == 1 and mixer.names == ["play"]
    board.unlock()
    assert mixer.inits == 1, "the mixer is opened once"


@pytest.mark.parametrize("kind", sorted(GESTURES))
def test_every_gesture_unlocks(kind: int):
    board, _ = fake_board()
    board.notice(pygame.event.Event(kind))
    assert board.unlocked


def test_volume_is_applied_and_mute_or_zero_silences():
    board, mixer = fake_board()
    board.unlock()
    board.configure(0.25, False)
    board.play(Sfx.BOMB)
    board.configure(1.0, True)
    assert board.play(Sfx.BOMB) is False
    board.configure(0.0, False)
    assert board.play(Sfx.WIN) is False
    board.configure(0.8, False)
    board.play(Sfx.WIN)
    assert mixer.played == [("bomb", 0.25), ("win", 0.8)]
    assert mixer.loads == ["bomb.ogg", "win.ogg"], "each file is loaded lazily, once"


@given(
    st.one_of(
        st.none(), st.booleans(), st.text(max_size=3), st.floats(allow_nan=True, allow_infinity=True), st.integers()
    )
)
def test_any_stored_volume_becomes_a_volume_in_range(value: object):
    volume = clamp_volume(value)
    assert 0.0 <= volume <= 1.0
    if isinstance(value, float) and math.isfinite(value):
        assert volume == min(1.0, max(0.0, value))
    board = SoundBoard(FakeMixer())
    board.configure(value, value)
    assert 0.0 <= board.volume <= 1.0 and isinstance(board.muted, bool)


def test_configure_falls_back_to_defaults_for_bad_values():
    board = SoundBoard(FakeMixer())
    board.configure("loud", "yes")
    assert (board.volume, board.muted) == (DEFAULT_VOLUME, False)
    board.configure(7, True)
    assert (board.volume, board.muted) == (1.0, True)


def test_a_failing_mixer_gives_a_silent_board():
    board, mixer = fake_board(fail_init=True)
    board.unlock()
    assert board.silent and not board.audible
    assert all(board.play(sfx) is False for sfx in Sfx)
    assert mixer.loads == [] and mixer.inits == 1


def test_files_that_fail_to_load_or_play_are_silent_and_not_retried():
    board, mixer = fake_board(fail_load=True)
    board.unlock()
    assert board.play(Sfx.TICK) is False and board.play(Sfx.TICK) is False
    assert mixer.loads == ["tick.ogg"]
    board, mixer = fake_board(fail_play=True)
    board.unlock()
    assert board.play(Sfx.CLICK) is False and mixer.played == []


def test_the_real_mixer_on_the_dummy_driver_plays_or_stays_silent_without_error(tmp_path: Path):
    board = SoundBoard(directory=tmp_path)  # no files here: every load fails
    board.unlock()
    assert board.play(Sfx.DEAL) is False
    board = SoundBoard()
    board.unlock()
    assert board.play(Sfx.DEAL) is (not board.silent)
    pygame.mixer.quit()


def test_a_scripted_sequence_plays_in_order():
    board, mixer = fake_board()
    board.unlock()
    script = [Sfx.DEAL, Sfx.PLAY, Sfx.PASS, Sfx.BOMB, Sfx.CUT_IN, Sfx.ROCKET, Sfx.SPRING, Sfx.WIN]
    for sfx in script:
        board.play(sfx)
    board.configure(muted=True)
    board.play(Sfx.LOSE)
    assert mixer.names == [sfx.value for sfx in script]


# -- helpers the scenes use ------------------------------------------------------------------------
def test_the_action_watch_reports_each_new_shown_action_once():
    watch = ActionWatch()
    first = ShownAction(Pass())
    watch.reset({1: first})
    assert watch.new({1: first}) == []
    again = ShownAction(Pass())
    lead = ShownAction("lead")
    assert watch.new({1: again, 2: lead}) == [again, lead], "a second pass by the same seat is new too"
    assert watch.new({1: again, 2: lead}) == []
    assert watch.new({}) == []


def test_urgency_ticks_once_a_second_over_the_last_seconds():
    ticks = UrgencyTicks()
    due = [left for left in range(URGENT_MS + 3000, -1, -100) if ticks.update(left)]
    assert due == [5000, 4000, 3000, 2000, 1000]
    assert not ticks.update(None)
    assert ticks.update(900), "a new urgent stretch ticks again"


def test_dou_dizhu_moves_map_to_their_sounds():
    def play(kind: ComboKind, *ranks: Rank) -> Play:
        return Play(kind, ranks, ranks, ranks[0])

    assert move_sound(play(ComboKind.SINGLE, Rank.ACE)) is Sfx.PLAY
    assert move_sound(play(ComboKind.PAIR, Rank.TEN, Rank.TEN)) is Sfx.PLAY
    assert move_sound(play(ComboKind.BOMB, *[Rank.FIVE] * 4)) is Sfx.BOMB
    assert move_sound(play(ComboKind.ROCKET, Rank.BLACK_JOKER, Rank.RED_JOKER)) is Sfx.ROCKET
    assert move_sound(Pass()) is Sfx.PASS
    assert move_sound(Bid(2)) is None


# -- the scenes --------------------------------------------------------------------------------------
def unlocked_fake(app) -> FakeMixer:
    mixer = FakeMixer()
    app.sound = SoundBoard(mixer)
    app.sound.unlock()
    return mixer


PLAY_SOUNDS = {
    ComboKind.BOMB: "bomb",
    ComboKind.ROCKET: "rocket",
    ComboKind.AIRPLANE: "cut_in",
    ComboKind.AIRPLANE_SINGLES: "cut_in",
    ComboKind.AIRPLANE_PAIRS: "cut_in",
}
"""What each kind of play sounds like (docs/ARCHITECTURE.md, sound): any other play is "play"."""


def heard_for(move: object) -> list[str]:
    """The sound a Dou Dizhu move should make, from the move's kind alone (a bid makes none)."""
    if isinstance(move, Pass):
        return ["pass"]
    if isinstance(move, Play):
        return [PLAY_SOUNDS.get(move.kind, "play")]
    assert isinstance(move, Bid)
    return []


@pytest.mark.parametrize(("seed", "special"), [(5, "rocket"), (26, "bomb"), (41, "cut_in")])
def test_a_dou_dizhu_deal_sounds_every_move_then_the_outcome(seed, special):
    """Seeds whose (easy, autoplay) deal has the rocket, a bomb and an airplane."""
    app = make_app(seed=seed, level=AiLevel.EASY, autoplay=True)
    mixer = unlocked_fake(app)
    click(app, app.scene.play_button.rect.center)
    for _ in range(5000):
        if app.scene.name == "scoring":
            break
        app.frame(250)
    assert app.scene.name == "scoring"
    state = app.session.table.state
    result = state.result
    assert result is not None and result.winner is not None
    expected = ["click", "deal"]  # the Play button, then the cards dealt
    for _seat, move in state.history:
        expected += heard_for(move)
    if result.spring or result.anti_spring:
        expected.append("spring")
    viewer_is_landlord = state.landlord == 0  # autoplay shows seat 0
    expected.append("win" if viewer_is_landlord == (result.winner is Side.LANDLORD) else "lose")
    assert mixer.names == expected
    assert {"play", "pass", special} <= set(mixer.names)


def test_a_climbing_cut_in_sounds_the_play_then_the_sting_and_going_out_first_wins():
    app = make_app(seed=3, level=AiLevel.EASY)
    click(app, app.scene.game_buttons[GameId.DAIFUGO].rect.center)
    click(app, app.scene.play_button.rect.center)
    assert app.scene.name == "climbing_play"
    options = daifugo(players=3)
    state = SessionState.arranged(
        options, [parse_cards("8♠ 8♥ 8♦ 8♣ 5♣"), parse_cards("7♣ 10♣"), parse_cards("7♦ 10♦")], 0
    )
    app.session.table = ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=200, state=state)
    app.switch("climbing_play")
    mixer = unlocked_fake(app)
    scene = app.scene
    assert scene.table.apply_human(PlayCards(tuple(parse_cards("8♠ 8♥ 8♦ 8♣")))) is None
    scene.update(16)
    assert mixer.names == ["play", "cut_in"], "one sting however many rules cut in at once"
    assert scene.table.apply_human(PlayCards(tuple(parse_cards("5♣")))) is None
    for _ in range(200):
        if app.scene.name != "climbing_play":
            break
        scene.update(100)
    assert app.scene.name == "climbing_scoring"
    assert app.session.table.last_result.order[0] == 0, "the human went out first"
    assert mixer.names[2] == "play" and mixer.names[-1] == "win"
    assert set(mixer.names[3:-1]) <= {"play", "pass", "cut_in"}


def test_the_app_unlocks_its_board_on_the_first_gesture_only():
    app = make_app(seed=1)
    app.sound = SoundBoard(FakeMixer())
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(16)
    assert not app.sound.unlocked
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.frame(16)
    assert app.sound.unlocked


def test_the_clock_ticks_over_the_last_seconds_of_the_humans_turn():
    app = make_app(seed=6, level=AiLevel.EASY)
    click(app, app.scene.game_buttons[GameId.DDZ4].rect.center)
    if not app.settings.doudizhu.clock:
        click(app, app.scene.panel(Family.DOUDIZHU).clock_button.rect.center)
    click(app, app.scene.play_button.rect.center)
    table = app.scene.table
    assert table.rules.clock
    for _ in range(3000):
        if app.scene.name == "play" and table.human_to_act():
            break
        if app.scene.name == "bidding" and table.human_to_act():
            click(app, app.scene.bid_buttons[3].rect.center)
        app.frame(50)
    assert app.scene.name == "play" and table.human_to_act()
    mixer = unlocked_fake(app)
    moves = table.moves_applied
    while table.moves_applied == moves:
        app.frame(100)
    assert mixer.names[:5] == ["tick"] * 5
    assert mixer.names[5] in ("play", "bomb", "rocket"), "then the computer plays the turn that ran out"
