"""Touch input: finger events become the mouse events the scenes already handle.

A phone or tablet sends ``FINGERDOWN`` / ``FINGERMOTION`` / ``FINGERUP`` with ``x``, ``y``
normalised to 0..1 of the window, and SDL also synthesises mouse events for the same
touch (pygame-ce marks them ``event.touch == True``). :class:`TouchPointer` is the one
place that turns the first into the second, so every scene and widget keeps speaking
mouse:

- The first finger down is followed; other fingers are ignored until it lifts (a tap or a
  drag is one finger). A followed finger silent for ``STALE_MS`` is presumed lifted (a lost
  ``FINGERUP`` never leaves the input dead): it is released off the canvas. Finger events
  SDL made up from a real mouse (``touch_id`` -1) are dropped, the mouse events themselves
  already arrive.
- Down: a motion to the finger, then a left press. Motion: a motion with the left button
  held (so a drag selects cards exactly as a mouse drag does). Up: a left release, then a
  motion off the canvas so nothing stays highlighted as if hovered.
- A vertical drag also scrolls: each ``SCROLL_STEP`` logical pixels of travel is one wheel
  notch (finger up = content up, like a wheel turned down). A touch that scrolled
  releases off the canvas, so lifting the finger never clicks the button that scrolled
  under it.
- Every mouse event SDL synthesised for a touch (``touch`` true), every mouse event while
  a finger is down, and every untagged mouse click or motion within ``GHOST_MS`` of game
  time after a finger lifted (the browser's own compatibility events) is dropped: a single
  tap acts once.

The events made here carry window coordinates (``touch=True``) and go through the same
window-to-canvas mapping as real mouse events (:meth:`game.ui.app.App.logical_event`).

Hit areas. At a phone's scale (landscape, about 844x390 CSS px) one logical pixel is
about 0.54 CSS px, so the 44 px a finger needs is ``TOUCH_TARGET`` = 82 logical pixels.
A touch on a target hits it as a click would; a touch that misses every target goes to
the nearest one whose touch area (its rect grown to at least ``TOUCH_TARGET`` in each
direction) holds the finger (:func:`nearest`, :func:`snap`). In packed rows (a dialog's
options, 10 px apart) neighbours share the overlap by distance, so each gets its rect plus
half the gap. The cards of a fanned hand overlap and cannot all be 44 px wide (a 20-card
hand shows 52 logical px of each, 28 CSS px): a finger picks the card whose visible strip
is under it, a touch a little above the fan or below it (down to the screen's edge)
picks the card in that column (:func:`fan_pick`), and a drag selects a run of cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

TOUCH_TARGET = 82
"""Logical pixels a touch target spans at least: 44 CSS px at 390/720 scale."""
FAN_REACH = 32
"""How far above or beside a fanned hand a touch still picks a card (logical px); below
it (the hand lies along the screen's bottom edge) any distance counts."""
SCROLL_STEP = 48
"""Logical pixels of vertical finger travel per wheel notch."""
GHOST_MS = 600
"""Game time after a finger lifts during which untagged mouse events are the browser's
echoes of the touch and are dropped."""
STALE_MS = 1500
"""Game time after which a followed finger that sent nothing more is presumed lifted
(its lift was lost): the next finger down or real mouse event replaces it."""
MOUSE_TOUCH_ID = -1
"""``touch_id`` of the finger events SDL makes up from a real mouse."""
OFF_CANVAS = (-10_000, -10_000)
"""A window position far off the canvas: a release there clicks nothing."""
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

Pos = tuple[int, int]


def is_touch(event: pygame.event.Event) -> bool:
    """True for a pointer event that came from a finger."""
    return bool(getattr(event, "touch", False))


def touch_area(rect: pygame.Rect) -> pygame.Rect:
    """``rect`` grown (about its centre) to at least ``TOUCH_TARGET`` in each direction."""
    return rect.inflate(max(0, TOUCH_TARGET - rect.width), max(0, TOUCH_TARGET - rect.height))


def _distance_sq(rect: pygame.Rect, pos: Pos) -> int:
    dx = max(rect.left - pos[0], 0, pos[0] - (rect.right - 1))
    dy = max(rect.top - pos[1], 0, pos[1] - (rect.bottom - 1))
    return dx * dx + dy * dy


def nearest(rects: Sequence[pygame.Rect], pos: Pos) -> int | None:
    """Index of the target a touch at ``pos`` means: the last rect holding ``pos`` (the
    topmost), else the rect nearest ``pos`` whose :func:`touch_area` holds it (ties go to
    the later rect); ``None`` when no touch area holds it."""
    best: int | None = None
    best_distance = 0
    for index, rect in enumerate(rects):
        if not touch_area(rect).collidepoint(pos):
            continue
        distance = _distance_sq(rect, pos)
        if best is None or distance <= best_distance:
            best, best_distance = index, distance
    return best


def fan_pick(rects: Sequence[pygame.Rect], pos: Pos, reach: int = FAN_REACH) -> int | None:
    """Index of the card a touch at ``pos`` means in a fan of overlapping cards drawn
    left to right (later cards on top) along the bottom of the screen: the topmost card
    under ``pos``; else, up to ``reach`` above the fan or anywhere below it, the topmost
    card in ``pos``'s column (the one whose strip shows there); else, within ``reach``
    beside the fan's ends, the nearest card."""
    for index in range(len(rects) - 1, -1, -1):
        if rects[index].collidepoint(pos):
            return index
    column: int | None = None
    near: int | None = None
    near_distance = reach * reach
    for index, rect in enumerate(rects):
        if rect.left <= pos[0] < rect.right and pos[1] >= rect.top - reach:
            column = index
        if not rect.inflate(2 * reach, 2 * reach).collidepoint(pos):
            continue
        distance = _distance_sq(rect, pos)
        if distance <= near_distance:
            near, near_distance = index, distance
    return column if column is not None else near


def snap(event: pygame.event.Event, rects: Sequence[pygame.Rect]) -> pygame.event.Event:
    """A touch event moved onto the target :func:`nearest` picks among ``rects`` (the
    closest point of its rect); any other event, or a touch no target is near, as it is."""
    if not is_touch(event) or event.type not in MOUSE_EVENTS:
        return event
    index = nearest(rects, event.pos)
    if index is None or rects[index].collidepoint(event.pos):
        return event
    rect = rects[index]
    attrs = dict(event.__dict__)
    attrs["pos"] = (
        min(max(event.pos[0], rect.left), rect.right - 1), min(max(event.pos[1], rect.top), rect.bottom - 1)
    )
    return pygame.event.Event(event.type, attrs)


@dataclass
class TouchPointer:
    """Translates one raw event into the events the scene should see (window coordinates).

    Invariants: ``finger`` is the ``(touch_id, finger_id)`` being followed or ``None``;
    ``ghost_ms`` >= 0 counts down the echo window after the last lift; ``idle_ms`` is the
    game time since the followed finger's last event.
    """

    window_size: Callable[[], tuple[int, int]]
    to_logical: Callable[[Pos], Pos]
    finger: tuple[int, int] | None = None
    pos: Pos = (0, 0)
    scroll_y: int = 0
    scrolled: bool = False
    ghost_ms: int = 0
    idle_ms: int = 0

    def advance(self, dt_ms: int) -> None:
        """Let ``dt_ms`` of game time pass (the echo window closes)."""
        self.ghost_ms = max(0, self.ghost_ms - max(0, dt_ms))
        if self.finger is not None:
            self.idle_ms += max(0, dt_ms)

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The events ``event`` stands for: finger events become mouse events, mouse events
        that duplicate a touch disappear, everything else passes through."""
        if event.type in FINGER_EVENTS:
            return self._finger(event)
        if event.type not in MOUSE_EVENTS:
            return [event]
        if is_touch(event):
            return []
        if self.finger is not None and self.idle_ms >= STALE_MS:
            return [*self._lift(), event]
        if self.finger is not None or self.ghost_ms > 0:
            return []
        return [event]

    def _window_pos(self, event: pygame.event.Event) -> Pos:
        width, height = self.window_size()
        x = min(1.0, max(0.0, float(getattr(event, "x", 0.0))))
        y = min(1.0, max(0.0, float(getattr(event, "y", 0.0))))
        return (min(width - 1, int(x * width)), min(height - 1, int(y * height)))

    def _finger(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        touch_id = getattr(event, "touch_id", 0)
        if touch_id == MOUSE_TOUCH_ID:
            return []
        finger = (touch_id, getattr(event, "finger_id", 0))
        if event.type == pygame.FINGERDOWN:
            lost: list[pygame.event.Event] = []
            if self.finger is not None:
                if self.idle_ms < STALE_MS:
                    return []
                lost = self._lift()
            self.finger, self.pos, self.scrolled, self.idle_ms = finger, self._window_pos(event), False, 0
            self.scroll_y = self.to_logical(self.pos)[1]
            return [*lost, _motion(self.pos, (0, 0), (0, 0, 0)), _button(pygame.MOUSEBUTTONDOWN, self.pos)]
        if finger != self.finger:
            return []
        self.idle_ms = 0
        old, self.pos = self.pos, self._window_pos(event)
        if event.type == pygame.FINGERMOTION:
            out = [_motion(self.pos, (self.pos[0] - old[0], self.pos[1] - old[1]), (1, 0, 0))]
            notches = int((self.to_logical(self.pos)[1] - self.scroll_y) / SCROLL_STEP)
            if notches:
                self.scroll_y += notches * SCROLL_STEP
                self.scrolled = True
                out.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False,
                                              precise_x=0.0, precise_y=float(notches), touch=True))
            return out
        self.finger = None
        self.ghost_ms = GHOST_MS
        release = OFF_CANVAS if self.scrolled else self.pos
        return [_button(pygame.MOUSEBUTTONUP, release), _motion(OFF_CANVAS, (0, 0), (0, 0, 0))]

    def _lift(self) -> list[pygame.event.Event]:
        """Forget a finger whose lift was lost: release off the canvas (nothing clicks)."""
        self.finger = None
        return [_button(pygame.MOUSEBUTTONUP, OFF_CANVAS), _motion(OFF_CANVAS, (0, 0), (0, 0, 0))]


def _motion(pos: Pos, rel: Pos, buttons: tuple[int, int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons, touch=True)


def _button(kind: int, pos: Pos) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, touch=True)
