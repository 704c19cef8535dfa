"""The hover text box: what the controller says the pointer is over, drawn by the pointer."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.theme import Space

from . import layout as L


def draw_tooltip(surface: pygame.Surface, value: str, mouse: tuple[int, int]) -> None:
    """``value`` (lines split at ``\\n``, long ones wrapped) in a box below and right of the
    pointer, opening to the left near the right edge and kept inside the window."""
    width_cap = theme.px(L.TOOLTIP_MAX_W)
    f = theme.font("small")
    # Each line wrapped, never cut: a Polish line runs a third longer than its English one.
    lines = [part for line in value.split("\n") for part in theme.wrap(line, f, width_cap)]
    images = [theme.text_image(line, "small", theme.TEXT) for line in lines]
    line_h = f.get_linesize()
    width = max(image.get_width() for image in images)
    pad = theme.px(Space.M)
    box = pygame.Rect(0, 0, width + 2 * pad, line_h * len(images) + theme.px(Space.L))
    dx, dy = L.TOOLTIP_OFFSET
    box.topleft = (mouse[0] + theme.px(dx), mouse[1] + theme.px(dy))
    if box.right > surface.get_width():  # near the right edge: open to the left
        box.topright = (mouse[0] - pad, box.y)
    box.clamp_ip(surface.get_rect())
    radius = theme.px(Space.S)
    pygame.draw.rect(surface, (12, 15, 24), box.move(2, 3), border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_RAISED, box, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_BORDER, box, 1, border_radius=radius)
    y = box.y + theme.px(Space.S)
    for image in images:
        surface.blit(image, (box.x + pad, y))
        y += line_h


__all__ = ["draw_tooltip"]
