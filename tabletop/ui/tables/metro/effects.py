"""Drawing a Metro line in its owner's colour, still or growing (the "just scored" animation),
and the points label that goes with it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ... import anim, theme
from ...theme import Space
from .geometry import Point, polyline_part

#: A traced line is a little wider than the drawn track so that it covers it.
TRACE_WIDTH = 0.105
TRACE_SECONDS = 1.0


def casing_for(color: theme.Color) -> theme.Color:
    """The outline under a traced line: dark under light colours, light under dark ones
    (a black line must still read on the dark tracks)."""
    return (250, 246, 236) if theme.readable_on(color) == theme.TEXT else (30, 30, 30)


def draw_trace(
    surface: pygame.Surface,
    points: Sequence[Point],
    color: theme.Color,
    width: float,
    fraction: float = 1.0,
) -> None:
    """The polyline ``points`` (its first ``fraction``) in ``color`` over a casing."""
    shown = polyline_part(points, fraction)
    if len(shown) < 2:
        return
    inner = max(2, round(width))
    outer = inner + max(2, round(width * 0.45))
    for colour, w in ((casing_for(color), outer), (color, inner)):
        pygame.draw.lines(surface, colour, False, shown, w)
        for x, y in shown:  # round joints: pygame's thick lines leave notches at corners
            pygame.draw.circle(surface, colour, (x, y), w / 2 - 0.5)


def points_label(
    surface: pygame.Surface,
    text: str,
    center: Point,
    color: theme.Color,
    role: str = "body_bold",
    alpha: int = 255,
) -> pygame.Rect:
    """A pill with ``text`` (e.g. "+6") in the owner's colour."""
    image = theme.text_image(text, role, theme.readable_on(color))
    rect = image.get_rect()
    pill = pygame.Rect(0, 0, rect.width + theme.px(Space.XL), rect.height + theme.px(Space.S))
    pill.center = (round(center[0]), round(center[1]))
    bounds = surface.get_rect().inflate(-theme.px(Space.XS), -theme.px(Space.XS))
    pill.clamp_ip(bounds)
    layer = pygame.Surface(pill.size, pygame.SRCALPHA)
    radius = pill.height // 2
    pygame.draw.rect(layer, (*casing_for(color), 255), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(
        layer,
        (*color, 255),
        layer.get_rect().inflate(-theme.px(Space.XS), -theme.px(Space.XS)),
        border_radius=radius,
    )
    layer.blit(image, image.get_rect(center=(pill.width // 2, pill.height // 2)))
    layer.set_alpha(alpha)
    surface.blit(layer, pill)
    return pill


def trace_animation(
    points: Sequence[Point],
    color: theme.Color,
    width: float,
    label: str,
    label_at: Point,
) -> anim.Animation:
    """The line grows from its station along its tracks, then its points appear."""
    points = list(points)

    def paint(surface: pygame.Surface, t: float) -> None:
        grow = anim.ease_in_out(min(1.0, t / 0.6))
        draw_trace(surface, points, color, width, grow)
        if t > 0.45:
            # The points fade in where the still label will stay once the animation is over.
            alpha = round(255 * anim.ease_out(min(1.0, (t - 0.45) / 0.2)))
            points_label(surface, label, label_at, color, "label", alpha)

    return anim.Animation(TRACE_SECONDS, paint)
