"""The hover card beside the pointer: the controller's ``Hover`` (a title and lines, each with
a tone) drawn as a small raised panel. Cards are kept in a small bounded cache."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.controller.ttr import Hover, Line, Tone
from tabletop.ui import theme
from tabletop.ui.cache import SurfaceCache
from tabletop.ui.theme import Space, px

from .layout import Tooltip

#: The colour of each tone (``Tone.SEAT`` lines take their seat's colour).
TONES: dict[Tone, theme.Color] = {
    Tone.TEXT: theme.TEXT,
    Tone.MUTED: theme.TEXT_MUTED,
    Tone.GOOD: theme.GOOD,
    Tone.WARN: theme.WARN,
    Tone.SEAT: theme.TEXT,
}

_cards = SurfaceCache(limit=16)


def line_color(line: Line, seat_color: Callable[[int], theme.Color]) -> theme.Color:
    if line.tone is Tone.SEAT and line.seat is not None:
        return seat_color(line.seat)
    return TONES[line.tone]


def tooltip_image(hover: Hover, seat_color: Callable[[int], theme.Color]) -> pygame.Surface:
    """The card for ``hover`` at the current window size."""
    colors = tuple(line_color(line, seat_color) for line in hover.lines)
    key = (hover, colors, theme.font("small").get_height())
    return _cards.get(key, lambda: _paint(hover, colors))


def _paint(hover: Hover, colors: tuple[theme.Color, ...]) -> pygame.Surface:
    title_f = theme.font("body_bold")
    f = theme.font("small")
    pad = px(Tooltip.INSET)
    max_w = px(Tooltip.WIDTH)
    wrapped: list[tuple[str, theme.Color]] = []
    for line, color in zip(hover.lines, colors, strict=True):
        wrapped += [(part, color) for part in theme.wrap(line.text, f, max_w)]
    width = max([title_f.size(hover.title)[0]] + [f.size(t)[0] for t, _c in wrapped]) + 2 * pad
    height = title_f.get_linesize() + len(wrapped) * f.get_linesize() + 2 * pad
    height += px(Space.XXS)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = px(Tooltip.RADIUS)
    pygame.draw.rect(surface, (*theme.PANEL_RAISED, 245), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_BORDER, surface.get_rect(), 1, border_radius=radius)
    surface.blit(theme.text_image(hover.title, "body_bold", theme.TEXT), (pad, pad))
    y = pad + title_f.get_linesize() + px(Space.XXS)
    for text, color in wrapped:
        surface.blit(theme.text_image(text, "small", color), (pad, y))
        y += f.get_linesize()
    return surface


def place(card: pygame.Surface, mouse: tuple[int, int], screen: tuple[int, int]) -> tuple[int, int]:
    """Where the card goes: below right of the pointer, flipped where the window ends."""
    w, h = card.get_size()
    x, y = mouse[0] + px(Tooltip.OFFSET), mouse[1] + px(Tooltip.OFFSET)
    sw, sh = screen
    if x + w > sw - px(Tooltip.MARGIN):
        x = mouse[0] - w - px(Tooltip.FLIP)
    if y + h > sh - px(Tooltip.MARGIN):
        y = mouse[1] - h - px(Tooltip.FLIP)
    return max(0, x), max(0, y)


__all__ = ["TONES", "line_color", "place", "tooltip_image"]
