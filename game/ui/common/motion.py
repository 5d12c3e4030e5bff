"""Motion on the table: cards that fly, trick sweeps, the deal and cut-in banners.

Timing is pure and runs only on the game time the loop passes in (``update(dt_ms)``), never
a wall clock, so the same dts give the same pictures. pygame is used only to draw
(:meth:`CardMotion.draw`, :func:`draw_cut_in`).

- :class:`MotionStyle` is the player's choice: a :class:`Speed` (slow / normal / fast /
  instant) and "reduced motion". Instant: nothing moves, cards are simply where they land.
  Reduced motion: nothing flies or shakes; cards fade in where they land and fade out where
  they were.
- :class:`Tween` is one timed change (a delay, then ``duration_ms``); :class:`Flight` a card
  moving between two points on a tween.
- :class:`CardMotion` keeps where each card on the table was drawn last frame: a card placed
  where it was not before flies there (from its ``source``, or from where it was); when every
  card of last frame is gone at once (a cleared trick), they sweep away. Deal and bottom-card
  flights are added explicitly (:meth:`CardMotion.launch`).
- :class:`CutIn` is a banner's timeline: in (slide and scale), hold, out; a tap skips it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum

import pygame

from game.core.cards import Card
from game.ui.common import theme
from game.ui.common.widgets import felt, text

Point = tuple[float, float]


class Speed(Enum):
    """How fast the computer moves and the table animates (the setting ``speed``)."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"


SPEED_SCALE: dict[Speed, float] = {Speed.SLOW: 1.6, Speed.NORMAL: 1.0, Speed.FAST: 0.5, Speed.INSTANT: 0.0}
"""Factor on every animation's duration and on the computer's pause between moves."""
BASE_MOVE_DELAY_MS = 900
"""The computer's pause after each move at normal speed."""
MIN_CUT_IN_MS = 600
"""Even at instant speed a cut-in stays this long: it must be readable."""
FLIGHT_MS = 320
"""A played card's flight to the table (normal speed)."""
SWEEP_MS = 380
DEAL_MS = 260
"""One dealt card's flight; the cards leave the deck ``DEAL_GAP_MS`` apart."""
DEAL_GAP_MS = 14
FLIP_MS = 260
"""A bottom card turning face up, before it slides to the landlord."""
MARK_MS = 2600
"""How long the bottom cards stay marked in the landlord's hand."""
CUT_IN_MS = 1000
CUT_IN_EDGE = 0.22
"""Share of a cut-in spent sliding in (and again sliding out)."""


def parse_speed(value: object) -> Speed:
    """The setting's value as a :class:`Speed` (normal for anything unknown)."""
    try:
        return Speed(value)
    except ValueError:
        return Speed.NORMAL


def clamp01(value: float) -> float:
    return 0.0 if value < 0 else 1.0 if value > 1 else value


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: 0 at 0, 1 at 1, monotonic."""
    t = clamp01(t)
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = clamp01(t)
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(start: Point, end: Point, t: float) -> Point:
    return (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)


@dataclass(frozen=True)
class MotionStyle:
    """The player's motion settings. ``reduced``: fades only, nothing flies or shakes."""

    speed: Speed = Speed.NORMAL
    reduced: bool = False

    @property
    def animates(self) -> bool:
        """False at instant speed: every change shows at once."""
        return self.speed is not Speed.INSTANT

    def ms(self, base_ms: int) -> int:
        """``base_ms`` (a normal-speed duration) at this speed."""
        return round(base_ms * SPEED_SCALE[self.speed])

    @property
    def move_delay_ms(self) -> int:
        """The computer's pause after each move."""
        return self.ms(BASE_MOVE_DELAY_MS)


@dataclass
class Tween:
    """Waits ``delay_ms``, then runs ``duration_ms`` of game time. A zero duration is done at once."""

    duration_ms: int
    delay_ms: int = 0
    elapsed_ms: int = 0

    def advance(self, dt_ms: int) -> None:
        self.elapsed_ms += max(0, dt_ms)

    @property
    def started(self) -> bool:
        return self.elapsed_ms >= self.delay_ms

    @property
    def t(self) -> float:
        """Progress from 0 (not started) to 1 (done)."""
        if self.duration_ms <= 0:
            return 1.0 if self.started else 0.0
        return clamp01((self.elapsed_ms - self.delay_ms) / self.duration_ms)

    @property
    def done(self) -> bool:
        return self.started and self.t >= 1.0

    def finish(self) -> None:
        self.elapsed_ms = self.delay_ms + max(0, self.duration_ms)


class FlightKind(Enum):
    ARRIVE = "arrive"  # lands and stays (drawn while flying; the scene draws it afterwards)
    LEAVE = "leave"  # a swept card: fades out as it goes
    DEAL = "deal"  # a dealt card: a back until it lands
    BOTTOM = "bottom"  # a bottom card: turns face up, then slides to the landlord


@dataclass
class Flight:
    """``card`` moving from ``start`` to ``end`` (top-left corners) at ``size`` on ``tween``.
    ``reduced``: it stays at its resting point and fades instead (in for arrivals, out for leavers).
    ``card`` None: an opponent's dealt card (a back)."""

    card: Card | None
    start: Point
    end: Point
    size: tuple[int, int]
    tween: Tween
    kind: FlightKind = FlightKind.ARRIVE
    reduced: bool = False
    flip_ms: int = 0
    face_up: bool = True

    @property
    def moving(self) -> Tween:
        """The part after the flip (a bottom card's flip comes first)."""
        return Tween(self.tween.duration_ms - self.flip_ms, self.tween.delay_ms + self.flip_ms, self.tween.elapsed_ms)

    def position(self) -> Point:
        if self.reduced:
            return self.start if self.kind is FlightKind.LEAVE else self.end
        return lerp(self.start, self.end, ease_out_cubic(self.moving.t))

    def alpha(self) -> int:
        """0 (invisible) to 255; only reduced motion (and leaving cards) fade."""
        t = self.moving.t
        if self.kind is FlightKind.LEAVE:
            return round(255 * (1 - t))
        if not self.tween.started:
            return 0
        if self.reduced:
            return round(255 * t) if self.kind is not FlightKind.BOTTOM else 255
        return 255

    def flip_width(self) -> float:
        """Width share of a turning bottom card (1 flat, 0 edge-on); 1 without a flip."""
        if self.flip_ms <= 0 or self.reduced:
            return 1.0
        u = clamp01((self.tween.elapsed_ms - self.tween.delay_ms) / self.flip_ms)
        return abs(1 - 2 * u)

    def shows_face(self) -> bool:
        if self.kind is FlightKind.DEAL:
            return self.tween.done and self.face_up
        if self.kind is FlightKind.BOTTOM and self.flip_ms > 0 and not self.reduced:
            return self.tween.elapsed_ms - self.tween.delay_ms >= self.flip_ms / 2
        return self.face_up


@dataclass
class Placed:
    """Where a card was drawn this frame (top-left) and at which size."""

    point: Point
    size: tuple[int, int]
    face_up: bool = True


class CardMotion:
    """Flights of the cards on the table (see the module docstring). Per frame the scene calls
    :meth:`update` with the game time, then while drawing :meth:`place` for every card on the
    table (drawing it where that returns), then :meth:`end_frame`, then :meth:`draw`."""

    def __init__(self, style: MotionStyle | None = None) -> None:
        self.style = style or MotionStyle()
        self.flights: dict[Card, Flight] = {}
        self.extras: list[Flight] = []
        """Leaving (swept), dealt and bottom-card flights, drawn by :meth:`draw`."""
        self._last: dict[Card, Placed] = {}
        self._now: dict[Card, Placed] = {}
        self._settled = True
        self.sweep_to: Point = (640, -120)
        self.marks: dict[Card, int] = {}
        """Cards marked in the hand (the bottom cards): game time left."""

    def reset(self) -> None:
        """Forget every flight; what the next frame places is taken as already there."""
        self.flights.clear()
        self.extras.clear()
        self._last.clear()
        self._now.clear()
        self._settled = True

    @property
    def busy(self) -> bool:
        return bool(self.flights) or any(not flight.tween.done for flight in self.extras)

    def update(self, dt_ms: int) -> None:
        for flight in self.flights.values():
            flight.tween.advance(dt_ms)
        for flight in self.extras:
            flight.tween.advance(dt_ms)
        self.flights = {card: flight for card, flight in self.flights.items() if not flight.tween.done}
        self.extras = [flight for flight in self.extras if not flight.tween.done or flight.kind is FlightKind.DEAL]
        self.marks = {card: left - dt_ms for card, left in self.marks.items() if left - dt_ms > 0}

    def skip(self) -> None:
        """End every flight now (a tap during the deal)."""
        for flight in [*self.flights.values(), *self.extras]:
            flight.tween.finish()
        self.update(0)
        self.extras.clear()

    # -- the table's cards ------------------------------------------------------------------
    def place(self, card: Card, point: Point, size: tuple[int, int], source: Point | None = None) -> tuple[Point, int]:
        """``card`` rests at ``point`` this frame: where to draw it now and its alpha. A card
        that was elsewhere last frame flies from there; a new one from ``source`` (without
        one, or when nothing animates, it simply appears)."""
        self._now[card] = Placed(point, size)
        flight = self.flights.get(card)
        if flight is not None and flight.end != point:
            flight = None  # its target moved: fly on from where it is
        if flight is None and not self._settled and self.style.animates:
            last = self._last.get(card)
            start = self.current(card, last.point if last is not None else source)
            if start is not None and start != point:
                tween = Tween(self.style.ms(FLIGHT_MS))
                flight = Flight(card, start, point, size, tween, reduced=self.style.reduced)
                self.flights[card] = flight
        if flight is None:
            self.flights.pop(card, None)
            return point, 255
        return flight.position(), flight.alpha()

    def current(self, card: Card, fallback: Point | None) -> Point | None:
        flight = self.flights.get(card)
        return flight.position() if flight is not None else fallback

    def end_frame(self) -> None:
        """Every card of last frame gone at once (a trick cleared): sweep them off the table."""
        gone = [card for card in self._last if card not in self._now]
        kept = any(card in self._now for card in self._last)
        if gone and not kept and not self._settled and self.style.animates:
            for card in gone:
                placed = self._last[card]
                end = (self.sweep_to[0] - placed.size[0] / 2, self.sweep_to[1])
                tween = Tween(self.style.ms(SWEEP_MS))
                self.extras.append(
                    Flight(card, placed.point, end, placed.size, tween, FlightKind.LEAVE, self.style.reduced)
                )
        for card in gone:
            self.flights.pop(card, None)
        self._last, self._now = self._now, {}
        self._settled = False

    # -- explicit flights -------------------------------------------------------------------
    def launch(self, flights: Iterable[Flight]) -> None:
        """Start dealt or bottom-card flights (none at instant speed)."""
        if self.style.animates:
            self.extras.extend(flights)

    def landing(self, kind: FlightKind) -> set[Card]:
        """Cards of ``kind`` flights that have not landed yet (the hand hides them)."""
        return {
            flight.card
            for flight in self.extras
            if flight.kind is kind and flight.card is not None and not flight.tween.done
        }

    @property
    def dealing(self) -> bool:
        return any(flight.kind is FlightKind.DEAL and not flight.tween.done for flight in self.extras)

    def mark(self, cards: Iterable[Card]) -> None:
        """Mark ``cards`` in the hand for :data:`MARK_MS` (after their flight lands)."""
        for card in cards:
            landing = self.style.ms(FLIP_MS + FLIGHT_MS)
            self.marks[card] = self.style.ms(MARK_MS) + landing if self.style.animates else MARK_MS

    def draw(
        self, surface: pygame.Surface, art: Callable[[Card | None, tuple[int, int], bool], pygame.Surface]
    ) -> None:
        """The extra flights (swept, dealt and bottom cards); ``art(card, size, face_up)`` draws one card."""
        for flight in self.extras:
            if flight.kind is FlightKind.DEAL and flight.tween.done:
                continue
            alpha = flight.alpha()
            if alpha <= 0:
                continue
            face = art(flight.card, flight.size, flight.shows_face())
            width = flight.flip_width()
            x, y = flight.position()
            if width < 1.0:
                face = pygame.transform.scale(face, (max(1, round(flight.size[0] * width)), flight.size[1]))
                x += flight.size[0] * (1 - width) / 2
            blit_card(surface, face, (x, y), alpha)


def blit_card(surface: pygame.Surface, face: pygame.Surface, point: Point, alpha: int) -> None:
    """Blit a (cached) card face at ``point`` with ``alpha``, leaving the cached surface unchanged."""
    if alpha >= 255:
        surface.blit(face, (round(point[0]), round(point[1])))
        return
    faded = face.copy()
    faded.set_alpha(alpha)
    surface.blit(faded, (round(point[0]), round(point[1])))


def deal_flights(
    targets: list[list[tuple[Card | None, Point]]], deck: Point, size: tuple[int, int], style: MotionStyle
) -> list[Flight]:
    """The deal: one card to each seat in turn (``targets[seat]``: its cards and where each
    lands; a ``None`` card is an opponent's back), leaving the deck ``DEAL_GAP_MS`` apart."""
    flights: list[Flight] = []
    order = 0
    for index in range(max((len(seat) for seat in targets), default=0)):
        for seat_targets in targets:
            if index >= len(seat_targets):
                continue
            card, end = seat_targets[index]
            start = (deck[0] - size[0] / 2, deck[1] - size[1] / 2)
            tween = Tween(style.ms(DEAL_MS), style.ms(DEAL_GAP_MS) * order)
            flights.append(
                Flight(card, start, end, size, tween, FlightKind.DEAL, style.reduced, face_up=card is not None)
            )
            order += 1
    return flights


@dataclass
class CutIn:
    """A cut-in banner's timeline: slides and scales in, holds, slides out (``duration_ms`` of
    game time in all). ``animated`` False (instant speed) or ``reduced``: no slide and no
    scale, only a fade. ``title``: the ``N_`` message id; ``by``: the seat that set it off."""

    title: str
    duration_ms: int = CUT_IN_MS
    elapsed_ms: int = 0
    animated: bool = True
    reduced: bool = False
    by: int | None = None
    kind: object = None

    def update(self, dt_ms: int) -> bool:
        """Let ``dt_ms`` pass; True while it still shows."""
        self.elapsed_ms += max(0, dt_ms)
        return self.showing

    @property
    def showing(self) -> bool:
        return self.elapsed_ms < self.duration_ms

    def skip(self) -> None:
        self.elapsed_ms = self.duration_ms

    @property
    def t(self) -> float:
        return clamp01(self.elapsed_ms / self.duration_ms) if self.duration_ms > 0 else 1.0

    def phase(self) -> tuple[float, float]:
        """(entering share 0..1, leaving share 0..1) of the slide."""
        t = self.t
        return clamp01(t / CUT_IN_EDGE), clamp01((t - (1 - CUT_IN_EDGE)) / CUT_IN_EDGE)

    def offset_x(self, width: float) -> float:
        """How far right of its resting place the banner is (it enters from the left, leaves right)."""
        if not self.animated or self.reduced:
            return 0.0
        coming, going = self.phase()
        return -width * (1 - ease_out_cubic(coming)) + width * ease_in_out(going)

    def scale(self) -> float:
        if not self.animated or self.reduced:
            return 1.0
        coming, _going = self.phase()
        return 1.35 - 0.35 * ease_out_cubic(coming)

    @property
    def fully_in(self) -> bool:
        """At rest and opaque: between sliding in and sliding out."""
        return self.showing and self.alpha() >= 255 and self.offset_x(1) == 0 and self.scale() == 1

    def alpha(self) -> int:
        coming, going = self.phase()
        if not self.animated:
            return 255
        return round(255 * min(ease_out_cubic(coming), 1 - going))


def cut_in_timeline(
    title: str, style: MotionStyle, by: int | None = None, kind: object = None, duration_ms: int | None = None
) -> CutIn:
    """A cut-in at the player's speed (instant: it only shows, briefly, without motion)."""
    if duration_ms is None:
        duration_ms = max(MIN_CUT_IN_MS, style.ms(CUT_IN_MS))
    return CutIn(title, duration_ms, animated=style.animates, reduced=style.reduced, by=by, kind=kind)


CUT_IN_LAYER = "cut_in"
"""The text recorder's layer of cut-ins: a transient overlay, placed clear of the pile."""
CUT_IN_LINES_LAYER = "cut_in_lines"
"""The lines under a cut-in's title (inside its banner)."""


def draw_cut_in(
    surface: pygame.Surface,
    cut: CutIn,
    title: str,
    center: tuple[int, int],
    width: int,
    subs: list[str],
    font: int = 40,
    layer: str = CUT_IN_LAYER,
    max_height: int | None = None,
) -> pygame.Rect:
    """The banner of ``cut`` (its translated ``title`` and the ``subs`` lines under it)
    centred at ``center`` at the timeline's offset, scale and alpha; its resting box. The
    text recorder sees the resting banner in ``layer`` (a table whose texts must stay clear
    of its cut-ins names its own layer). Given ``max_height``, the title shrinks until the
    banner is no taller (scripts with tall lines)."""
    unders = [text.fitted(sub, 16, width - 60, theme.INK, bold=True) for sub in subs if sub]
    room = None if max_height is None else max_height - 14 - sum(under.get_height() for under in unders)
    face = text.fitted(title, font, width - 60, theme.GOLD, bold=True, max_height=room)
    height = face.get_height() + sum(under.get_height() for under in unders) + 14
    box = pygame.Rect(0, 0, min(width, max([face.get_width(), *(under.get_width() for under in unders)]) + 80), height)
    box.center = center
    scale, offset, alpha = cut.scale(), cut.offset_x(box.width / 2 + 80), cut.alpha()
    with text.layer(layer):
        if scale == 1.0 and offset == 0.0 and alpha >= 255:
            felt.panel(surface, box, alpha=240, edge=theme.GOLD)
            pygame.draw.rect(surface, theme.GOLD, box.inflate(6, 6), width=2, border_radius=14)
            rect = face.get_rect(midtop=(box.centerx, box.y + 7))
            text.backing(face, box)
            surface.blit(face, rect)
            with text.layer(CUT_IN_LINES_LAYER):  # inside the banner, which the cut-in layer knows
                for under in unders:
                    rect = under.get_rect(midtop=(rect.centerx, rect.bottom))
                    surface.blit(under, rect)
            return box
        banner = pygame.Surface(box.inflate(8, 8).size, pygame.SRCALPHA)
        inner = pygame.Rect(4, 4, box.width, box.height)
        felt.panel(banner, inner, alpha=240, edge=theme.GOLD)
        pygame.draw.rect(banner, theme.GOLD, inner.inflate(6, 6), width=2, border_radius=14)
        rect = face.get_rect(midtop=(inner.centerx, inner.y + 7))
        banner.blit(face, rect)
        for under in unders:
            rect = under.get_rect(midtop=(rect.centerx, rect.bottom))
            banner.blit(under, rect)
        if scale != 1.0:
            banner = pygame.transform.smoothscale(
                banner, (max(1, round(banner.get_width() * scale)), max(1, round(banner.get_height() * scale)))
            )
        banner.set_alpha(max(0, min(255, alpha)))
        spot = banner.get_rect(center=(round(box.centerx + offset), box.centery))
        surface.blit(banner, spot)
    return box
