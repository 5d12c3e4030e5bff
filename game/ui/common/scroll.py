"""Scrolling a tall text panel: offset, snap stops, wheel, keys and a draggable scrollbar.

:class:`ScrollView` is the one scrolling model of the rules screens (Dou Dizhu and the
climbing games). The content is ``content_height`` pixels tall and seen through a
viewport ``page`` pixels high. The offset only ever rests on one of ``stops`` (sorted
pixel offsets where a line starts; the last stop is the end of the text), so a screen
that draws whole lines never shows a cut line at the top.

Input (``handle_event`` returns True when it used the event):

- mouse wheel: ``WHEEL_PX`` (about three lines) per notch, read from ``precise_y`` when
  the platform reports fractional notches (touchpads), else ``y``;
- Up / Down: one line; Page Up / Page Down: a page less one line; Home / End;
- the scrollbar: drag the thumb (the offset follows the pointer, snapped to a stop);
  a press on the track above or below the thumb pages towards it.

Invariant: ``offset`` is always one of ``stops`` (0 when there is nothing to scroll).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

import pygame

from game.ui.common import theme

WHEEL_PX = 60
"""Pixels per wheel notch: about three lines of body text."""
LINE_PX = 24
"""What Up / Down move (at least one stop)."""
MIN_THUMB = 30
GRAB_MARGIN = 10
"""Extra pixels on each side of the track that still grab it (a thin bar is hard to hit)."""


class ScrollView:
    """Vertical scrolling over snap stops, with a scrollbar on ``track`` (screen coordinates)."""

    def __init__(self, track: pygame.Rect, page: int, line: int = LINE_PX) -> None:
        self.track = track
        self.page = page
        self.line = line
        self.offset = 0
        self.content_height = 0
        self.stops: list[int] = [0]
        self._grab: int | None = None
        """While the thumb is dragged: where in the thumb the pointer took it."""

    # -- content ---------------------------------------------------------------------------------
    def set_content(self, height: int, stops: Sequence[int]) -> None:
        """New content: its height and the offsets where a line starts (up to the last page)."""
        self.content_height = height
        self.stops = sorted({0, *stops})
        self.offset = self.snap(self.offset)

    @property
    def max_offset(self) -> int:
        return self.stops[-1]

    @property
    def scrollable(self) -> bool:
        return self.max_offset > 0

    @property
    def dragging(self) -> bool:
        return self._grab is not None

    def snap(self, target: float) -> int:
        """The stop nearest ``target``."""
        i = bisect.bisect_left(self.stops, target)
        near = self.stops[max(0, i - 1) : i + 1]
        return min(near, key=lambda stop: (abs(stop - target), stop))

    # -- moving ------------------------------------------------------------------------------------
    def scroll_to(self, target: float) -> None:
        self.offset = self.snap(max(0, min(self.max_offset, target)))

    def scroll_by(self, pixels: float) -> None:
        """Move by about ``pixels``, at least one stop, never past a stop beyond the target."""
        target = self.offset + pixels
        if pixels > 0:
            ahead = [stop for stop in self.stops if stop > self.offset]
            if ahead:
                self.offset = max([stop for stop in ahead if stop <= target] or [ahead[0]])
        elif pixels < 0:
            behind = [stop for stop in self.stops if stop < self.offset]
            if behind:
                self.offset = min([stop for stop in behind if stop >= target] or [behind[-1]])

    def page_step(self) -> int:
        return max(self.line, self.page - self.line)

    # -- the scrollbar ---------------------------------------------------------------------------
    def thumb_rect(self) -> pygame.Rect:
        """The thumb on the track: as tall as the share of the content in view."""
        total = max(1, self.content_height)
        height = max(MIN_THUMB, min(self.track.height, round(self.track.height * self.page / total)))
        room = self.track.height - height
        y = self.track.y + (round(room * self.offset / self.max_offset) if self.max_offset else 0)
        return pygame.Rect(self.track.x, y, self.track.width, height)

    def _grab_area(self) -> pygame.Rect:
        return self.track.inflate(2 * GRAB_MARGIN, 0)

    def _drag_to(self, y: int) -> None:
        thumb = self.thumb_rect()
        room = self.track.height - thumb.height
        if room <= 0 or self._grab is None:
            return
        share = (y - self._grab - self.track.y) / room
        self.scroll_to(max(0.0, min(1.0, share)) * self.max_offset)

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            notches = getattr(event, "precise_y", None)
            if notches is None:
                notches = event.y
            if getattr(event, "flipped", False):
                notches = -notches
            self.scroll_by(-notches * WHEEL_PX)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.scrollable or not self._grab_area().collidepoint(event.pos):
                return False
            thumb = self.thumb_rect()
            if thumb.top <= event.pos[1] < thumb.bottom:
                self._grab = event.pos[1] - thumb.y
            else:
                self.scroll_by(self.page_step() if event.pos[1] >= thumb.bottom else -self.page_step())
            return True
        if event.type == pygame.MOUSEMOTION and self._grab is not None:
            self._drag_to(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._grab is not None:
            self._drag_to(event.pos[1])
            self._grab = None
            return True
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_DOWN: self.line,
                pygame.K_UP: -self.line,
                pygame.K_PAGEDOWN: self.page_step(),
                pygame.K_PAGEUP: -self.page_step(),
            }
            if event.key in steps:
                self.scroll_by(steps[event.key])
            elif event.key == pygame.K_HOME:
                self.offset = 0
            elif event.key == pygame.K_END:
                self.offset = self.max_offset
            else:
                return False
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The track and its thumb (nothing when everything fits)."""
        if not self.scrollable:
            return
        radius = self.track.width // 2
        pygame.draw.rect(surface, theme.FELT_DARK, self.track, border_radius=radius)
        color = theme.INK if self.dragging else theme.GOLD
        pygame.draw.rect(surface, color, self.thumb_rect(), border_radius=radius)
