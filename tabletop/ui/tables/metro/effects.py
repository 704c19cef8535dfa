"""Drawing a Metro line in its owner's colour, still or growing (the "just scored" animation),
and the points label that goes with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ... import anim, theme
from ...theme import Space
from .geometry import Point, polyline_part

#: A traced line is a little wider than the drawn track so that it covers it.
TRACE_WIDTH = 0.105
TRACE_SECONDS = 1.0
#: A dropped tile starts this much larger than its square and shrinks onto it.
DROP_GROWTH = 0.3

#: Draws a seat's mark: (surface, centre, size in pixels).
MarkPainter = Callable[[pygame.Surface, tuple[float, float], int], None]
#: Where an animation on the board is now: asked again every frame, so a zoom or a pan
#: while it plays moves it with the board.
Placement = Callable[[], tuple[list[Point], float, Point]]


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
    mark: MarkPainter | None = None,
) -> pygame.Rect:
    """A pill with ``text`` (e.g. "+6") in the owner's colour, kept inside the surface's clip
    (the board's panel); with ``mark``, the owner's badge leads the pill (colour-blind mode)."""
    width, height = theme.font(role).size(text)
    pill_h = height + theme.px(Space.S)
    lead = pill_h if mark is not None else 0
    pill = pygame.Rect(0, 0, width + theme.px(Space.XL) + lead, pill_h)
    pill.center = (round(center[0]), round(center[1]))
    bounds = surface.get_clip().inflate(-theme.px(Space.XS), -theme.px(Space.XS))
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
    words = ((pill.width + lead) // 2, pill.height // 2)
    theme.text(layer, text, role, theme.readable_on(color), words, "center")
    if mark is not None:
        mark(layer, (pill.height / 2, pill.height / 2), pill.height)
    layer.set_alpha(alpha)
    surface.blit(layer, pill)
    return pill


def clipped(surface: pygame.Surface, rect: pygame.Rect, paint: Callable[[], None]) -> None:
    """``paint()`` with drawing kept inside ``rect`` (an animation on a zoomed board)."""
    before = surface.get_clip()
    surface.set_clip(rect.clip(before))
    try:
        paint()
    finally:
        surface.set_clip(before)


def trace_animation(
    place: Placement,
    color: theme.Color,
    label: str,
    panel: Callable[[], pygame.Rect],
    mark: MarkPainter | None = None,
) -> anim.Animation:
    """The line grows from its station along its tracks, then its points appear. ``place()``
    gives the line's points, its width and the label's place in window pixels now."""

    def paint(surface: pygame.Surface, t: float) -> None:
        points, width, label_at = place()

        def draw() -> None:
            grow = anim.ease_in_out(min(1.0, t / 0.6))
            draw_trace(surface, points, color, width, grow)
            if t > 0.45:
                # The points fade in where the still label will stay once the animation ends.
                alpha = round(255 * anim.ease_out(min(1.0, (t - 0.45) / 0.2)))
                points_label(surface, label, label_at, color, "label", alpha, mark)

        clipped(surface, panel(), draw)

    return anim.Animation(TRACE_SECONDS, paint)


def drop_animation(
    image: pygame.Surface,
    square: Callable[[], pygame.Rect],
    panel: Callable[[], pygame.Rect],
    duration: float,
) -> anim.Animation:
    """A tile lands on its square: shrinks onto it from a little larger and fades in. The
    square is asked for every frame (the board may zoom meanwhile)."""

    def paint(surface: pygame.Surface, t: float) -> None:
        rect = square()
        e = anim.ease_out(t)
        side = max(1, round(rect.width * (1 + DROP_GROWTH * (1 - e))))
        scaled = pygame.transform.smoothscale(image, (side, side))
        scaled.set_alpha(round(255 * min(1.0, 0.3 + e)))

        def draw() -> None:
            surface.blit(scaled, scaled.get_rect(center=rect.center))

        clipped(surface, panel(), draw)

    return anim.Animation(duration, paint)


def ring_animation(
    square: Callable[[], pygame.Rect],
    color: theme.Color,
    panel: Callable[[], pygame.Rect],
    duration: float,
) -> anim.Animation:
    """A ring that grows and fades round a square (``anim.pulse``, placed every frame)."""

    def paint(surface: pygame.Surface, t: float) -> None:
        ring = anim.pulse(square(), color, duration)
        clipped(surface, panel(), lambda: ring.paint(surface, t))

    return anim.Animation(duration, paint)
