"""Push buttons.

A button's label is a function returning the text in the current language, so a
language switch shows at once on every button. A disabled button ignores clicks.
The label shrinks to fit the button (Swedish words are often longer). Each look of a button
(size, colours, label, language) is composed once and blitted whole (a few dozen kept). A touch near a
row of buttons goes to the nearest one (:func:`game.ui.common.pointer.snap`).

Every press, by pointer (:meth:`Button.handle_event`) or by the focus ring's Enter / Space
(:meth:`~game.ui.common.widgets.focus.GridFocus.activate`), goes through :meth:`Button.press`,
which first runs the press feedback of the input being handled: the app hands each event
to its scene inside :func:`press_feedback` (it plays its click there), so the feedback
belongs to that app and that event, never to the class. A tap acts once:
the touch layer (:mod:`game.ui.common.pointer`) drops the mouse events echoing a finger, so
one tap is one press and one click sound.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game.i18n import current_language
from game.ui.common import pointer, theme
from game.ui.common.widgets import rle, text

Label = Callable[[], str]
SHADOW = 3
"""How far the shadow shows under a button."""
_feedback: list[Callable[[], object]] = []
"""The feedback of the input being handled now, innermost last (see :func:`press_feedback`)."""


@contextmanager
def press_feedback(feedback: Callable[[], object]) -> Iterator[None]:
    """While the block runs, every button press first runs ``feedback`` (once per press)."""
    _feedback.append(feedback)
    try:
        yield
    finally:
        _feedback.pop()


@dataclass
class Button:
    """A rounded button at ``rect`` (logical coordinates) that calls ``on_click``."""

    rect: pygame.Rect
    label: Label
    on_click: Callable[[], None]
    enabled: bool = True
    selected: bool = False
    accent: bool = False
    font_size: int = 22
    visible: bool = True
    hovered: bool = field(default=False, init=False)
    pressed: bool = field(default=False, init=False)

    def press(self) -> None:
        """The button was pressed: the press feedback (the app's click), then the action."""
        if _feedback:
            _feedback[-1]()
        self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to a mouse event; True when the event was consumed by this button."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.enabled and self.rect.collidepoint(event.pos):
                self.press()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The button in its state's colours with its label fitted; composed once per look
        and label (:func:`_composed`) and blitted whole, the same pixels as drawn in place."""
        if not self.visible:
            return
        if not self.enabled:
            fill, ink = theme.BUTTON_DISABLED, theme.BUTTON_TEXT_DISABLED
        elif self.pressed:
            fill, ink = theme.BUTTON_PRESSED, theme.BUTTON_TEXT
        elif self.selected:
            fill, ink = theme.BUTTON_SELECTED, theme.BUTTON_TEXT
        elif self.hovered:
            fill, ink = theme.BUTTON_HOVER, theme.BUTTON_TEXT
        else:
            fill, ink = (theme.BUTTON_ACCENT if self.accent else theme.BUTTON), theme.BUTTON_TEXT
        words = self.label()
        look = _Look(self.rect.size, fill, ink, self.selected, words, self.font_size, current_language())
        text.box(text.BoxKind.BUTTON, self.rect, words)
        if text.is_recording():  # every text reaches the recorder
            _paint(surface, self.rect, look)
            return
        surface.blit(_composed(look), self.rect.topleft)


@dataclass(frozen=True)
class _Look:
    """Everything a button's pixels depend on."""

    size: tuple[int, int]
    fill: theme.Color
    ink: theme.Color
    selected: bool
    words: str
    font_size: int
    language: str


FACE_LIMIT = 48
"""Button faces kept (the least recently used go first)."""
_faces: OrderedDict[_Look, pygame.Surface] = OrderedDict()


def _composed(look: _Look) -> pygame.Surface:
    """The button drawn on a clear surface (its shadow below it too), RLE-encoded: its pixels
    are opaque or clear, the label's edges blended onto the opaque fill."""
    face = _faces.get(look)
    if face is not None:
        _faces.move_to_end(look)
        return face
    width, height = look.size
    face = pygame.Surface((width, height + SHADOW), pygame.SRCALPHA)
    _paint(face, pygame.Rect(0, 0, width, height), look)
    _faces[look] = rle.encoded(face)
    if len(_faces) > FACE_LIMIT:
        _faces.popitem(last=False)
    return face


def _paint(surface: pygame.Surface, rect: pygame.Rect, look: _Look) -> None:
    radius = min(12, rect.height // 3)
    shadow = rect.move(0, SHADOW)
    pygame.draw.rect(surface, theme.FELT_DARK, shadow, border_radius=radius)
    pygame.draw.rect(surface, look.fill, rect, border_radius=radius)
    edge = theme.INK_DARK if look.selected else theme.FELT_DARK
    pygame.draw.rect(surface, edge, rect, width=2 if look.selected else 1, border_radius=radius)
    label = text.fitted(look.words, look.font_size, rect.width - 16, look.ink, bold=True)
    surface.blit(label, label.get_rect(center=rect.center))


def dispatch(buttons: list[Button], event: pygame.event.Event) -> bool:
    """Offer ``event`` to every button (all see motion, the first taker consumes a click);
    a touch that misses them all is moved onto the nearest button within touch reach."""
    event = pointer.snap(event, [button.rect for button in buttons if button.visible])
    consumed = False
    for button in buttons:
        if button.handle_event(event):
            consumed = True
            if event.type != pygame.MOUSEMOTION:
                break
    return consumed
