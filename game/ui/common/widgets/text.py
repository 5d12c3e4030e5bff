"""Cached text rendering, with a font per glyph and line breaking for CJK text.

Rendering text with FreeType is the slowest thing a frame does, so every surface is
kept in a bounded cache keyed by (text, size, bold, colour, language). A language
switch simply asks for other texts; the old surfaces age out of the cache.

Glyph fallback: a text is split into runs by font (:func:`runs`): each letter goes to
the first face of the language's chain (:func:`game.ui.common.theme.faces`) that has
it; spaces, digits and punctuation stay in the run they continue when that face has
them, so "Player 山田 plays 7♠" is three runs, not seven. A text of one run renders
exactly as before; several runs are drawn side by side on a common baseline.

Line breaking (:func:`wrap`): a line may break at a space (which is dropped) or
between two characters where one is CJK (ideographs, kana, CJK and full-width
punctuation), never inside a Latin word; closing punctuation (``、。」）！？`` ...,
small kana, the long-vowel mark) never starts a line and opening brackets never end one.

Layout checks (:class:`Recorder`, off by default): while a recorder is installed with
:func:`recording`, every text surface made here and blitted onto a :class:`RecordingSurface`
is recorded with the rect of its inked pixels (or of the dark box it sits on, see
:func:`backing`) and the scene layer it was drawn in (:func:`layer`: "table" unless a
scene says otherwise, e.g. "dialog" for a modal dialog over the dimmed table); played
cards are recorded through :func:`cards`, seats' panels through :func:`panel`. Texts must stay
off texts and played cards of their layer, and played cards off seats' panels
(:meth:`Recorder.overlaps`). Every button and every single card (in the hand or on the table,
flying too) is recorded where and when it was drawn (:func:`box`), so that a check can tell a
card drawn and then hidden by a button drawn over it (:meth:`Recorder.covered`). Nothing is
recorded, and nothing costs more than a test of a global, while no recorder is installed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

import pygame

from game.i18n import current_language
from game.ui.common import theme

if TYPE_CHECKING:
    from pygame.typing import Point, RectLike

_CACHE_LIMIT = 800
_WIDTH_LIMIT = 4000
_cache: OrderedDict[tuple[str, int, bool, theme.Color, str], pygame.Surface] = OrderedDict()
_widths: OrderedDict[tuple[str, int, bool, str], int] = OrderedDict()

NO_LINE_START = frozenset(
    "、。，．・：；！？…‥ー〜～」』）］】〉》〕ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲ々ゝゞヽヾ"
    ",.!?:;)]}%"
)
"""Characters that must not begin a line (kinsoku): they stay with the character before."""
NO_LINE_END = frozenset("「『（［【〈《〔([{")
"""Characters that must not end a line: they go with the character after."""

_CJK_RANGES = (
    (0x2E80, 0x9FFF),  # radicals, CJK punctuation, kana, bopomofo, ideographs
    (0xAC00, 0xD7AF),  # hangul syllables
    (0xF900, 0xFAFF),  # compatibility ideographs
    (0xFE30, 0xFE4F),  # compatibility forms
    (0xFF00, 0xFFEF),  # full-width and half-width forms
    (0x20000, 0x3FFFF),  # supplementary ideographs
)


def is_cjk(char: str) -> bool:
    """True for a character after which (or before which) a CJK line may break."""
    code = ord(char)
    return any(low <= code <= high for low, high in _CJK_RANGES)


def runs(text: str, bold: bool = False) -> list[tuple[theme.Face, str]]:
    """``text`` cut into (face, piece) runs, each piece drawn with one face.

    A letter (``str.isalpha``) goes to the first face of the chain that has it; any
    other character stays in the current run if that run's face has it, else it too
    goes to the first face that has it. A character no face has goes to the language's
    own face (it shows that face's missing-glyph box).
    """
    chain = theme.faces(bold)
    found: list[tuple[theme.Face, str]] = []
    face: theme.Face | None = None
    piece = ""
    for char in text:
        if face is not None and not char.isalpha() and face.has(char):
            chosen = face
        else:
            chosen = next((candidate for candidate in chain if candidate.has(char)), chain[0])
        if chosen is not face:
            if piece:
                found.append((face, piece))  # type: ignore[arg-type]
            face, piece = chosen, ""
        piece += char
    if piece:
        found.append((face, piece))  # type: ignore[arg-type]
    return found


def _remember(cache: OrderedDict, key: object, value: object, limit: int = _CACHE_LIMIT) -> None:
    cache[key] = value
    if len(cache) > limit:
        cache.popitem(last=False)


def render(text: str, size: int, color: theme.Color = theme.INK, bold: bool = False) -> pygame.Surface:
    """The antialiased surface for one line of ``text`` (cached)."""
    key = (text, size, bold, color, current_language())
    surface = _cache.get(key)
    if surface is None:
        surface = _draw(text, size, color, bold)
        _remember(_cache, key, surface)
    else:
        _cache.move_to_end(key)
    if _recorder is not None:
        _recorder.name(surface, text)
    return surface


def _draw(text: str, size: int, color: theme.Color, bold: bool) -> pygame.Surface:
    pieces = runs(text, bold)
    if len(pieces) <= 1:
        face = pieces[0][0] if pieces else theme.faces(bold)[0]
        return theme.face_font(face.path, size).render(text, True, color)
    drawn = [(theme.face_font(face.path, size), piece) for face, piece in pieces]
    surfaces = [(font, font.render(piece, True, color)) for font, piece in drawn]
    ascent = max(font.get_ascent() for font, _ in surfaces)
    descent = max(surface.get_height() - font.get_ascent() for font, surface in surfaces)
    line = pygame.Surface((sum(surface.get_width() for _, surface in surfaces), ascent + descent), pygame.SRCALPHA)
    x = 0
    for font, surface in surfaces:
        line.blit(surface, (x, ascent - font.get_ascent()))
        x += surface.get_width()
    return line


def width(text: str, size: int, bold: bool = False) -> int:
    """How wide :func:`render` draws ``text`` (cached), in pixels."""
    key = (text, size, bold, current_language())
    found = _widths.get(key)
    if found is None:
        found = sum(theme.face_font(face.path, size).size(piece)[0] for face, piece in runs(text, bold))
        _remember(_widths, key, found, _WIDTH_LIMIT)
    return found


def line_height(text: str, size: int, bold: bool = False) -> int:
    """How tall :func:`render` draws ``text``: the tallest line of the faces it uses."""
    pieces = runs(text, bold) or [(theme.faces(bold)[0], "")]
    return max(theme.face_font(face.path, size).get_height() for face, _piece in pieces)


def fitted(
    text: str,
    size: int,
    max_width: int,
    color: theme.Color = theme.INK,
    bold: bool = False,
    min_size: int = 11,
    max_height: int | None = None,
) -> pygame.Surface:
    """One line shrunk (down to ``min_size``) until it is at most ``max_width`` wide (and,
    given ``max_height``, at most that tall: faces of some languages have taller lines);
    a line still too wide at ``min_size`` is cut and ends with an ellipsis."""
    while size > min_size and width(text, size, bold) > max_width:
        size -= 1
    if max_height is not None:
        while size > min_size and line_height(text, size, bold) > max_height:
            size -= 1
    if width(text, size, bold) > max_width:
        while len(text) > 1 and width(text + "…", size, bold) > max_width:
            text = text[:-1]
        text = text.rstrip() + "…"
    return render(text, size, color, bold)


def _tokens(paragraph: str) -> list[tuple[str, str]]:
    """``paragraph`` as unbreakable pieces, each with the spaces before it.

    A break is allowed only between two pieces. Pieces join when no space separates
    them and the boundary is inside a non-CJK word, before a ``NO_LINE_START`` or after
    a ``NO_LINE_END`` character.
    """
    tokens: list[list[str]] = []
    spaces = ""
    for char in paragraph:
        if char == " ":
            spaces += char
            continue
        if tokens and not spaces:
            last = tokens[-1][1][-1]
            if char in NO_LINE_START or last in NO_LINE_END or not (is_cjk(char) or is_cjk(last)):
                tokens[-1][1] += char
                continue
        tokens.append([spaces, char])
        spaces = ""
    if spaces:
        tokens.append([spaces, ""])
    return [(space, piece) for space, piece in tokens]


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width``.

    Latin words never split; CJK text breaks between characters (see the module
    docstring). A single piece wider than ``max_width`` gets a line of its own. The
    spaces at a break are dropped; ``\\n`` always breaks.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for spaces, piece in _tokens(paragraph):
            candidate = f"{line}{spaces}{piece}" if line else piece
            if line and width(candidate, size, bold) > max_width:
                lines.append(line)
                line = piece
            else:
                line = candidate
        lines.append(line)
    return lines


def blit_at(
    target: pygame.Surface, surface: pygame.Surface, pos: tuple[int, int], anchor: str = "topleft"
) -> pygame.Rect:
    """Blit ``surface`` with its ``anchor`` point (a pygame.Rect attribute name) at ``pos``."""
    rect = surface.get_rect(**{anchor: pos})
    target.blit(surface, rect)
    return rect


def clear_cache() -> None:
    _cache.clear()
    _widths.clear()


# -- layout checks -------------------------------------------------------------------------------
class BoxKind(Enum):
    TEXT = "text"
    CARDS = "cards"
    """A row of played cards at rest (texts keep off it)."""
    CARD = "card"
    """One card as drawn this frame: in the hand, or on the table (resting or flying)."""
    BUTTON = "button"
    PANEL = "panel"
    """A seat's panel (played cards keep off it)."""


_LAID_OUT = frozenset((BoxKind.TEXT, BoxKind.CARDS))
"""The kinds whose texts :meth:`Recorder.overlaps` compares."""
CARDS_ON_PANEL = frozenset((BoxKind.CARDS, BoxKind.PANEL))
"""Played cards against a seat's panel, also compared."""


@dataclass(frozen=True)
class DrawnBox:
    """One thing a frame drew: a text (its inked rect, or its dark box) or a row of played cards."""

    kind: BoxKind
    rect: tuple[int, int, int, int]
    label: str
    layer: str

    def overlaps(self, other: DrawnBox) -> bool:
        return pygame.Rect(self.rect).colliderect(other.rect)


TABLE = "table"
"""The layer of what a scene draws on its table (the recorder's first layer)."""


@dataclass
class Recorder:
    """What one or more frames drew on a :class:`RecordingSurface` (see the module docstring)."""

    boxes: list[DrawnBox] = field(default_factory=list)
    _texts: dict[int, tuple[pygame.Surface, str]] = field(default_factory=dict)
    _backings: dict[int, pygame.Rect] = field(default_factory=dict)
    _layers: list[str] = field(default_factory=lambda: [TABLE])

    @property
    def layer(self) -> str:
        return self._layers[-1]

    def name(self, surface: pygame.Surface, text: str) -> None:
        """``surface`` shows ``text`` (kept referenced, so its id stays its own)."""
        self._texts[id(surface)] = (surface, text)

    def blitted(self, source: pygame.Surface, topleft: tuple[int, int], clip: pygame.Rect) -> None:
        """``source`` went to ``topleft`` of the recording surface, whose clip is ``clip``:
        record it (the part inside the clip) if it is a text."""
        known = self._texts.get(id(source))
        if known is None:
            return
        backing = self._backings.pop(id(source), None)
        if backing is None:
            if not known[1].strip():
                return
            backing = source.get_bounding_rect().move(topleft)
        shown = backing.clip(clip)
        if shown.width and shown.height:
            self.boxes.append(DrawnBox(BoxKind.TEXT, (shown.x, shown.y, shown.w, shown.h), known[1], self.layer))

    def overlaps(self) -> list[tuple[DrawnBox, DrawnBox]]:
        """Every pair of boxes of the same layer that intersect: a text with anything, or
        played cards with a seat's panel (texts sit inside panels, card rows may touch)."""
        found = []
        for i, first in enumerate(self.boxes):
            for second in self.boxes[i + 1 :]:
                kinds = {first.kind, second.kind}
                if BoxKind.PANEL in kinds:
                    checked = kinds == CARDS_ON_PANEL
                else:
                    checked = BoxKind.TEXT in kinds and kinds <= _LAID_OUT
                if first.layer != second.layer or not checked:
                    continue
                if first.overlaps(second):
                    found.append((first, second))
        return found

    def covered(self) -> list[tuple[DrawnBox, DrawnBox]]:
        """Every (card, button) pair of one layer where the button was drawn after the card,
        over it: a card hidden (in part) behind a button."""
        found = []
        for i, card in enumerate(self.boxes):
            if card.kind is not BoxKind.CARD:
                continue
            for button in self.boxes[i + 1 :]:
                if button.kind is BoxKind.BUTTON and button.layer == card.layer and card.overlaps(button):
                    found.append((card, button))
        return found

    def of_kind(self, kind: BoxKind) -> list[DrawnBox]:
        return [drawn for drawn in self.boxes if drawn.kind is kind]


_recorder: Recorder | None = None


class RecordingSurface(pygame.Surface):
    """A canvas that tells the installed :class:`Recorder` where each text went."""

    # ``dest`` narrowed to a point (a Rect is one too: its x, y come first), the corner the
    # recorder needs; the game never passes the other rect-likes Surface.blit also takes.
    def blit(  # type: ignore[override]
        self,
        source: pygame.Surface,
        dest: Point,
        area: RectLike | None = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)
        if _recorder is not None and area is None:
            _recorder.blitted(source, (int(dest[0]), int(dest[1])), self.get_clip())
        return rect


def is_recording() -> bool:
    """Whether a :class:`Recorder` is installed (drawing then must reach the recording surface)."""
    return _recorder is not None


@contextmanager
def recording(recorder: Recorder) -> Iterator[Recorder]:
    """Install ``recorder`` for the ``with`` block."""
    global _recorder  # noqa: PLW0603 - the one recorder draws report to, swapped only here
    previous, _recorder = _recorder, recorder
    try:
        yield recorder
    finally:
        _recorder = previous


@contextmanager
def layer(name: str) -> Iterator[None]:
    """What is drawn in the block belongs to the scene layer ``name`` (no-op unless recording)."""
    recorder = _recorder
    if recorder is None:
        yield
        return
    recorder._layers.append(name)
    try:
        yield
    finally:
        recorder._layers.pop()


def backing(face: pygame.Surface, box: pygame.Rect) -> None:
    """The next blit of the text ``face`` sits on the opaque ``box`` (a pill, a banner)."""
    if _recorder is not None:
        _recorder._backings[id(face)] = pygame.Rect(box)


def cards(rect: pygame.Rect, label: str = "cards") -> None:
    """Played cards lie at ``rect`` (texts of the same layer must stay off them)."""
    box(BoxKind.CARDS, rect, label)


def panel(rect: pygame.Rect, label: str = "panel") -> None:
    """A seat's panel lies at ``rect`` (played cards of the same layer must stay off it)."""
    box(BoxKind.PANEL, rect, label)


def box(kind: BoxKind, rect: RectLike, label: str) -> None:
    """Something of ``kind`` was drawn at ``rect`` now (no-op unless recording)."""
    if _recorder is not None:
        r = pygame.Rect(rect)
        _recorder.boxes.append(DrawnBox(kind, (r.x, r.y, r.w, r.h), label, _recorder.layer))
