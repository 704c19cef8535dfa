"""``Slider``: pick a value on a range by dragging a knob, clicking the track or turning the
mouse wheel over it — the volume sliders of the settings and the replay's timeline.

Like every widget it has a ``rect`` its scene sets in ``layout``; the value's words (``75 %``)
sit at its right end when ``describe`` is given. ``on_change`` follows the knob while it moves;
``on_release`` hears the value the pointer let go at (play a sample there, save it…).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from . import theme
from .theme import Space, Stroke
from .widgets import Widget

#: Track thickness, knob radius and the room kept for the value's words (reference pixels).
TRACK = Space.S
KNOB = 9
VALUE_ROOM = 64


class Slider(Widget):
    """A horizontal slider over ``low..high``; with ``step`` the value snaps to it."""

    def __init__(
        self,
        value: float,
        on_change: Callable[[float], None] | None = None,
        *,
        low: float = 0.0,
        high: float = 1.0,
        step: float | None = None,
        describe: Callable[[float], str] | None = None,
        on_release: Callable[[float], None] | None = None,
        marks: Sequence[float] = (),
    ) -> None:
        super().__init__()
        self.low = low
        self.high = high if high > low else low + 1
        self.step = step
        self.on_change = on_change
        self.on_release = on_release
        self.describe = describe
        #: Values drawn as small ticks under the track (the starts of rounds).
        self.marks = tuple(marks)
        self.dragging = False
        self.value = self._snap(value)

    # ------------------------------------------------------------------ value
    def _snap(self, value: float) -> float:
        value = min(self.high, max(self.low, float(value)))
        if self.step:
            value = self.low + round((value - self.low) / self.step) * self.step
            value = min(self.high, max(self.low, round(value, 10)))  # 0.3, not 0.30000000000000004
        return value

    def set_value(self, value: float) -> None:
        """Move the knob without telling anyone (the scene changed the value itself)."""
        self.value = self._snap(value)

    def _change(self, value: float) -> None:
        value = self._snap(value)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    # ------------------------------------------------------------------ geometry
    def track_rect(self) -> pygame.Rect:
        room = theme.px(VALUE_ROOM) if self.describe is not None else 0
        knob = theme.px(KNOB)
        return pygame.Rect(
            self.rect.x + knob,
            self.rect.centery - theme.px(TRACK) // 2,
            max(1, self.rect.width - 2 * knob - room),
            theme.px(TRACK),
        )

    def x_of(self, value: float) -> int:
        track = self.track_rect()
        share = (value - self.low) / (self.high - self.low)
        return round(track.x + share * track.width)

    def value_at(self, x: int) -> float:
        track = self.track_rect()
        share = (x - track.x) / track.width
        return self.low + min(1.0, max(0.0, share)) * (self.high - self.low)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        self._track_hover(event)
        grab = self.track_rect().inflate(theme.px(KNOB) * 2, self.rect.height)
        grab.width = min(grab.width, self.rect.right - grab.x)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if grab.collidepoint(event.pos):
                self.dragging = True
                self._change(self.value_at(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._change(self.value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._change(self.value_at(event.pos[0]))
            if self.on_release is not None:
                self.on_release(self.value)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            notch = self.step or (self.high - self.low) / 20
            self._change(self.value + (notch if event.y > 0 else -notch))
            if self.on_release is not None:
                self.on_release(self.value)
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        track = self.track_rect()
        radius = track.height // 2
        pygame.draw.rect(surface, theme.BUTTON, track, border_radius=radius)
        knob_x = self.x_of(self.value)
        fill = track.copy()
        fill.width = max(0, knob_x - track.x)
        active = theme.ACCENT if self.enabled else theme.TEXT_DISABLED
        if fill.width:
            pygame.draw.rect(surface, active, fill, border_radius=radius)
        for mark in self.marks:
            x = self.x_of(mark)
            pygame.draw.line(
                surface,
                theme.TEXT_MUTED,
                (x, track.bottom + theme.px(Space.XXS)),
                (x, track.bottom + theme.px(Space.XS)),
                theme.px(Stroke.HAIR),
            )
        knob = theme.px(KNOB)
        ring = theme.ACCENT_HOVER if (self.hovered or self.dragging) and self.enabled else active
        pygame.draw.circle(surface, ring, (knob_x, track.centery), knob)
        pygame.draw.circle(
            surface, theme.TEXT, (knob_x, track.centery), knob - theme.px(Stroke.MEDIUM)
        )
        if self.describe is not None:
            theme.text(
                surface,
                self.describe(self.value),
                "body",
                theme.TEXT if self.enabled else theme.TEXT_DISABLED,
                (self.rect.right, self.rect.centery),
                "midright",
                max_width=theme.px(VALUE_ROOM) - theme.px(Space.S),
            )
