"""Fonts: the shipped CJK subsets cover the catalogs, each language's texts have glyphs in
its own face, text falls back per glyph, and CJK text wraps between characters."""

from __future__ import annotations

import pygame
import pytest
from fontTools.ttLib import TTFont

from game import i18n
from game.i18n import set_language
from game.ui.common import theme
from game.ui.common.widgets import text
from tests.ui_helpers import make_app
from tools import fonts
from tools.i18n import languages


@pytest.fixture(autouse=True)
def fonts_ready():
    pygame.font.init()
    set_language("en")
    text.clear_cache()
    yield
    set_language("en")
    text.clear_cache()


def cmap(path) -> frozenset[str]:
    return frozenset(chr(code) for code in TTFont(path, lazy=True).getBestCmap())


def own_face(language: str) -> tuple:
    """The (regular, bold) files of the face ``language`` uses first."""
    return tuple(theme.faces(bold, language)[0].path for bold in (False, True))


@pytest.mark.parametrize("language", languages())
def test_every_translated_character_is_in_its_languages_font(language: str) -> None:
    """Each character of each translation exists in the regular and bold face the language
    uses first (its cmap, read with fontTools): no glyph box in a translated text."""
    used = set(fonts.catalog_text(language)) - {"\n"}
    for path in own_face(language):
        missing = used - cmap(path)
        assert not missing, f"{path.name} lacks {''.join(sorted(missing))!r}: run python -m tools.fonts"


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_language_names_have_glyphs_in_every_language(language: str) -> None:
    """The menu shows every language's own name, whatever the current language."""
    for bold in (False, True):
        chain = theme.faces(bold, language)
        for name in i18n.LANGUAGES.values():
            assert all(any(face.has(char) for face in chain) for char in name), (language, name)
            assert all(char in cmap(face.path) for face, piece in text_runs(name, bold, language) for char in piece)


def text_runs(sample: str, bold: bool, language: str) -> list:
    set_language(language)
    try:
        return text.runs(sample, bold)
    finally:
        set_language("en")


def test_english_message_ids_have_glyphs_in_some_face() -> None:
    ids = set(fonts.catalog_text("sv", ids=True)) - {"\n"}
    every = set().union(*(cmap(face.path) for face in theme.faces()))
    assert ids and not ids - every


@pytest.mark.parametrize("face", fonts.FACES, ids=lambda face: face.output.name)
def test_committed_subset_holds_what_the_catalogs_need(face: fonts.Face) -> None:
    assert face.output.exists(), f"no {face.output.name}: run python -m tools.fonts"
    assert not fonts.missing_characters(face), f"{face.output.name} is stale: run python -m tools.fonts"
    assert set(fonts.BASE + fonts.LANGUAGE_BASE[face.language]) <= cmap(face.output)
    assert TTFont(face.output, lazy=True)["name"].getDebugName(1) == face.family


def unused_ideograph() -> str:
    """An ideograph that neither DejaVu nor any committed subset has."""
    shipped = set().union(*(cmap(path) for path in (theme.FONT_REGULAR, *theme.FONT_JP, *theme.FONT_SC)))
    return next(chr(code) for code in range(0x9F98, 0x4E00, -1) if chr(code) not in shipped)


def test_a_new_catalog_character_makes_the_subset_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    face, rare = fonts.FACES[0], unused_ideograph()
    real = fonts.catalog_text
    monkeypatch.setattr(fonts, "catalog_text", lambda lang, ids=False: real(lang, ids) + (rare if lang == "ja" else ""))
    assert fonts.missing_characters(face) == {rare}
    assert not fonts.missing_characters(fonts.FACES[2])  # the Chinese face does not take Japanese


def test_charset_files_match_the_fonts() -> None:
    for path in (*fonts.DEJAVU_FACES, *(face.output for face in fonts.FACES)):
        assert fonts.charset_path(path).read_text("ascii") == fonts.charset_text(cmap(path))
        assert theme.read_charset(fonts.charset_path(path)) == cmap(path)


def test_charset_ranges_round_trip(tmp_path) -> None:
    characters = set("ABCDXYZ♠山") | {chr(0x20000)}
    written = fonts.charset_text(characters)
    assert written.splitlines()[0] == "0041-0044"
    target = tmp_path / "x.charset"
    target.write_text(written + "zz\n", encoding="ascii")  # junk lines are ignored
    assert theme.read_charset(target) == characters
    assert theme.read_charset(tmp_path / "absent.charset") == frozenset()


@pytest.mark.skipif(not fonts.FACES[2].source.exists(), reason="fonts-noto-cjk not installed")
def test_the_tool_is_deterministic() -> None:
    """Cutting the subset again gives the committed bytes (same catalogs, same source)."""
    face = fonts.FACES[2]
    data = fonts.subset_bytes(face, fonts.wanted_characters(face))
    assert data == fonts.subset_bytes(face, fonts.wanted_characters(face))
    assert data == face.output.read_bytes()


def test_languages_pick_their_own_face() -> None:
    assert theme.faces(False, "en")[0].path == theme.FONT_REGULAR
    assert theme.faces(True, "sv")[0].path == theme.FONT_BOLD
    assert theme.faces(False, "ja")[0].path == theme.FONT_JP[0]
    assert theme.faces(True, "zh_Hans")[0].path == theme.FONT_SC[1]
    assert [face.path for face in theme.faces(False, "ja")] == [theme.FONT_JP[0], theme.FONT_REGULAR, theme.FONT_SC[0]]
    set_language("ja")
    assert theme.font(20).size("パス") == theme.face_font(theme.FONT_JP[0], 20).size("パス")


def drawn(font: pygame.font.Font, char: str) -> bytes:
    return pygame.image.tobytes(font.render(char, True, (0, 0, 0), (255, 255, 255)), "RGB")


def missing_glyph(font: pygame.font.Font) -> bytes:
    """How ``font`` draws a character it lacks (a private-use one): its box."""
    return drawn(font, "\ue000")


def test_the_box_check_sees_a_missing_glyph() -> None:
    rare = unused_ideograph()
    for path in (theme.FONT_REGULAR, theme.FONT_JP[0]):
        assert "\ue000" not in cmap(path) and rare not in cmap(path)
        font = theme.face_font(path, 24)
        assert drawn(font, rare) == missing_glyph(font)
        assert drawn(font, "A") != missing_glyph(font)


@pytest.mark.parametrize("language", ["en", "sv", "ja", "zh_Hans"])
@pytest.mark.parametrize("bold", [False, True])
def test_mixed_text_falls_back_per_glyph(language: str, bold: bool) -> None:
    """"Player ヤマダ plays 7♠ 「パス」": every run's face has every glyph of the run, and
    no character renders as that font's missing-glyph box."""
    set_language(language)
    sample = "Player ヤマダ plays 7♠ 「パス」。"
    pieces = text.runs(sample, bold)
    assert "".join(piece for _, piece in pieces) == sample
    for face, piece in pieces:
        assert all(cmap(face.path).__contains__(char) for char in piece), (face.path.name, piece)
        font = theme.face_font(face.path, 24)
        box = missing_glyph(font)
        for char in set(piece) - {" "}:
            assert drawn(font, char) != box, (face.path.name, char)
    surface = text.render(sample, 24, bold=bold)
    assert surface.get_width() == text.width(sample, 24, bold) > 0
    if language in ("en", "sv"):
        assert [face.path for face, _ in pieces][:2] == [theme.faces(bold)[0].path, theme.FONT_JP[bold]]
        assert len(pieces) == 4  # Latin, kana + space, Latin + suit, bracketed kana


def test_single_font_text_renders_as_before() -> None:
    """Plain English is one DejaVu run, drawn exactly as the font draws it."""
    surface = text.render("Play 7♠", 20, (255, 255, 255))
    direct = pygame.font.Font(str(theme.FONT_REGULAR), 20).render("Play 7♠", True, (255, 255, 255))
    assert pygame.image.tobytes(surface, "RGBA") == pygame.image.tobytes(direct, "RGBA")
    assert len(text.runs("Play 7♠")) == 1


def test_render_cache_follows_the_language() -> None:
    english = text.render("Pass 7", 22)
    set_language("ja")
    japanese = text.render("Pass 7", 22)
    assert english is not japanese
    assert japanese.get_height() == theme.face_font(theme.FONT_JP[0], 22).render("Pass 7", True, (0, 0, 0)).get_height()


JAPANESE = "カードを出してください。「パス」もできます、ヤマダさん！"


def test_cjk_text_wraps_between_characters() -> None:
    set_language("ja")
    lines = text.wrap(JAPANESE, 24, 200)
    assert len(lines) > 1
    assert "".join(lines) == JAPANESE  # nothing lost, no spaces added
    assert all(text.width(line, 24) <= 200 for line in lines)
    for line in lines[1:]:
        assert line[0] not in text.NO_LINE_START, lines
    for line in lines[:-1]:
        assert line[-1] not in text.NO_LINE_END, lines


def test_mixed_wrap_never_splits_a_latin_word() -> None:
    sample = "ヤマダさんがHouseRulesをオンにしました"
    for max_width in range(60, 400, 20):
        lines = text.wrap(sample, 22, max_width)
        assert "".join(lines) == sample
        assert any("HouseRules" in line for line in lines), (max_width, lines)


def test_latin_wrap_breaks_at_spaces_only() -> None:
    sample = "The farmer wins with two cards left, unless the landlord bombs"
    lines = text.wrap(sample, 20, 180)
    assert " ".join(lines) == sample
    assert all(text.width(line, 20) <= 180 for line in lines)
    assert text.wrap("one\ntwo  three", 20, 1000) == ["one", "two  three"]


def test_closing_punctuation_stays_with_its_character() -> None:
    assert text._tokens("です。「パス」") == [("", "で"), ("", "す。"), ("", "「パ"), ("", "ス」")]
    assert text._tokens("A 山, b") == [("", "A"), (" ", "山,"), (" ", "b")]


def test_menu_offers_only_complete_languages() -> None:
    app = make_app()
    menu = app.scene
    assert list(menu.language_buttons) == list(i18n.offered_languages())
    for code in ("ja", "zh_Hans"):
        assert (code in menu.language_buttons) == (code in i18n.offered_languages())
    for button in menu.language_buttons.values():
        assert button.rect.right <= 1210
