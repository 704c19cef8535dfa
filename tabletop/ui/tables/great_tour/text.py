"""Cached text drawing: the table redraws its panels every frame, and rendering the same words
again each frame is the costliest part of a frame, so rendered lines are kept by content."""

from __future__ import annotations

import pygame

from tabletop.ui import theme

_cache: dict[tuple, pygame.Surface] = {}
_LIMIT = 1500


def render(value: str, role: str, color: theme.Color, max_width: int | None = None):
    key = (value, role, color, max_width, theme.scale())
    image = _cache.get(key)
    if image is None:
        f = theme.font(role)
        shown = theme.fit_text(value, f, max_width) if max_width is not None else value
        image = f.render(shown, True, color)
        if len(_cache) >= _LIMIT:
            _cache.clear()
        _cache[key] = image
    return image


def text(
    surface: pygame.Surface,
    value: str,
    role: str,
    color: theme.Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """Like ``theme.text`` (same arguments), from a cache of rendered lines."""
    image = render(value, role, color, max_width)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def wrapped(
    surface: pygame.Surface,
    value: str,
    role: str,
    color: theme.Color,
    pos: tuple[int, int],
    width: int,
    max_lines: int = 6,
) -> int:
    """Word-wrapped text from ``pos`` (top left); returns the y below the last line."""
    f = theme.font(role)
    x, y = pos
    for line in theme.wrap(value, f, width)[:max_lines]:
        text(surface, line, role, color, (x, y))
        y += f.get_linesize()
    return y
