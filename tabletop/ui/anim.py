"""Short animations made from events: queued, played at the settings' speed, skippable.

Animations are decoration only: a table always draws the board from the current view, and an
animation paints on top of it (a card flying to a hand, a tile dropping in, a banner). Skipping
or switching them off therefore never changes what the board shows once they are gone.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from . import theme
from .theme import Space

#: ``paint(surface, t)`` with ``t`` running from 0 to 1 over the animation.
Painter = Callable[[pygame.Surface, float], None]

# Sizes, in reference pixels.
PULSE_REACH = 18  # how far a pulse's ring grows out of its rectangle
BANNER_HEIGHT = 42
BANNER_ENDS = 56  # a banner's width beyond its caption: the colour dot before, the round end after
BANNER_SLIDE = 14  # how far a banner slides down as it comes in


@dataclass
class Animation:
    #: Seconds at "normal" speed.
    duration: float
    paint: Painter
    #: Animations with the same ``group`` as the one playing run together with it.
    group: object = None
    elapsed: float = 0.0

    @property
    def t(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


class AnimationQueue:
    """Plays animations one group at a time. ``factor`` scales durations (0 skips them all)."""

    def __init__(self) -> None:
        self.queue: list[Animation] = []
        self._next_group = 0

    def add(self, *animations: Animation, together: bool = False) -> None:
        """Queue ``animations``; with ``together`` they play at the same time."""
        if together:
            self._next_group += 1
            for animation in animations:
                animation.group = ("together", self._next_group)
        self.queue.extend(animations)

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def current(self) -> list[Animation]:
        if not self.queue:
            return []
        head = self.queue[0]
        if head.group is None:
            return [head]
        return [a for a in self.queue if a.group == head.group]

    def skip(self) -> None:
        self.queue.clear()

    def update(self, dt: float, factor: float) -> None:
        if factor <= 0:
            self.queue.clear()
            return
        playing = self.current()
        # A backlog (moves arriving faster than they animate) plays faster until it clears,
        # so the board never lags far behind the game.
        backlog = len(self.queue) - len(playing)
        speed = 1.0 + 0.75 * backlog
        for animation in playing:
            animation.elapsed += dt * speed / factor
        if playing and all(a.t >= 1.0 for a in playing):
            for animation in playing:
                self.queue.remove(animation)

    def draw(self, surface: pygame.Surface) -> None:
        for animation in self.current():
            animation.paint(surface, animation.t)


# ------------------------------------------------------------------ easing
def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))


# ------------------------------------------------------------------ ready-made animations
def fly(
    image: pygame.Surface,
    start: tuple[float, float],
    end: tuple[float, float],
    duration: float = 0.45,
    arc: float = 0.12,
) -> Animation:
    """``image`` travels from ``start`` to ``end`` (centres) on a slight arc."""

    def paint(surface: pygame.Surface, t: float) -> None:
        e = ease_in_out(t)
        x, y = lerp_point(start, end, e)
        lift = math.sin(math.pi * e) * arc * math.dist(start, end)
        surface.blit(image, image.get_rect(center=(x, y - lift)))

    return Animation(duration, paint)


def drop_in(image: pygame.Surface, center: tuple[int, int], duration: float = 0.35) -> Animation:
    """``image`` lands at ``center``: scales down from 130 % and fades in."""

    def paint(surface: pygame.Surface, t: float) -> None:
        e = ease_out(t)
        size = (1.3 - 0.3 * e) * image.get_width(), (1.3 - 0.3 * e) * image.get_height()
        scaled = pygame.transform.smoothscale(image, (max(1, int(size[0])), max(1, int(size[1]))))
        scaled.set_alpha(round(255 * min(1.0, 0.3 + e)))
        surface.blit(scaled, scaled.get_rect(center=center))

    return Animation(duration, paint)


def pulse(rect: pygame.Rect, color: theme.Color, duration: float = 0.6) -> Animation:
    """A ring that grows and fades around ``rect`` (draws the eye to a change)."""

    def paint(surface: pygame.Surface, t: float) -> None:
        grow = round(theme.px(PULSE_REACH) * ease_out(t))
        ring = rect.inflate(2 * grow, 2 * grow)
        layer = pygame.Surface(ring.size, pygame.SRCALPHA)
        alpha = round(230 * (1 - t))
        pygame.draw.rect(
            layer,
            (*color, alpha),
            layer.get_rect(),
            max(2, theme.px(Space.XS)),
            border_radius=theme.px(Space.M),
        )
        surface.blit(layer, ring)

    return Animation(duration, paint)


def banner(
    text: str, color: theme.Color, anchor: tuple[int, int], duration: float = 1.1
) -> Animation:
    """A short caption that slides in under ``anchor`` (top centre), holds, and fades."""

    def paint(surface: pygame.Surface, t: float) -> None:
        f = theme.font("body_bold")
        most = surface.get_width() // 2
        label = theme.fit_text(text, f, most)
        width, height = f.size(label)[0] + theme.px(BANNER_ENDS), theme.px(BANNER_HEIGHT)
        rect = pygame.Rect(0, 0, width, height)
        slide = ease_out(min(1.0, t * 5))
        reach = theme.px(BANNER_SLIDE)
        rect.midtop = (anchor[0], anchor[1] + round(reach * slide) - reach)
        alpha = 255 if t < 0.8 else round(255 * (1 - t) / 0.2)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            layer, (*theme.PANEL_RAISED, 235), layer.get_rect(), border_radius=height // 2
        )
        pygame.draw.circle(
            layer, color, (height // 2, height // 2), height // 2 - theme.px(Space.L)
        )
        at = (height - theme.px(Space.XS), height // 2)
        # A long move is cut: the log below says it whole.
        theme.text(
            layer, text, "body_bold", theme.TEXT, at, "midleft", most, shrink=False, may_cut=True
        )
        layer.set_alpha(alpha)
        surface.blit(layer, rect)

    return Animation(duration, paint)
