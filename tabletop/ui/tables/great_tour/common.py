"""Small drawing pieces every panel of the Great Tour table uses: a panel's title row, wrapped
text, a veil over something that cannot be clicked now. Text is drawn with ``theme.text``
(cached by the theme)."""

from __future__ import annotations

import pygame

from tabletop.controller.reply import Target
from tabletop.ui import colorblind as cb
from tabletop.ui import theme
from tabletop.ui.theme import Color

from . import layout as L
from .context import TourTable

#: The veil over a card, deck or ticket that cannot be chosen now.
VEIL = (20, 24, 36, 150)


def header(surface: pygame.Surface, rect: pygame.Rect, title: str, right: str = "") -> None:
    """A panel's title at its top left and, when there is room, a note at its top right."""
    inset = theme.px(L.INSET)
    top = rect.y + theme.px(L.TITLE_TOP)
    left = theme.text(surface, title, "label", theme.TEXT_MUTED, (rect.x + inset, top))
    if not right:
        return
    width = theme.font("small").size(right)[0]
    if left.right + theme.px(L.INSET) + width < rect.right - inset:
        theme.text(surface, right, "small", theme.TEXT_MUTED, (rect.right - inset, top), "topright")


def wrapped(
    surface: pygame.Surface,
    value: str,
    role: str,
    color: Color,
    pos: tuple[int, int],
    width: int,
    max_lines: int = 6,
) -> int:
    """Word-wrapped text from ``pos`` (top left); returns the y below the last line."""
    f = theme.font(role)
    x, y = pos
    for line in theme.wrap(value, f, width)[:max_lines]:
        theme.text(surface, line, role, color, (x, y), max_width=width)
        y += f.get_linesize()
    return y


def veil(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Dim ``rect``: what is under it cannot be chosen now."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, VEIL, shade.get_rect(), border_radius=radius)
    surface.blit(shade, rect)


def seat_badge(
    surface: pygame.Surface, table: TourTable, seat: int, center: tuple[int, int], radius: int
) -> None:
    """The seat's colour disc; in colour-blind mode its shape badge (``draw_player_mark``),
    a little larger so the shape reads."""
    mark = table.seat_mark(seat)
    if mark is None:
        theme.swatch(surface, center, radius, table.seat_color(seat))
    else:
        cb.draw_player_mark(surface, mark, center, max(cb.MIN_SYMBOL_PX, round(2.4 * radius)))


def hovered(table: TourTable, target: Target) -> bool:
    """The pointer is over ``target`` and the viewer may click it."""
    return table.can_act and table.hover == target


__all__ = ["VEIL", "header", "hovered", "seat_badge", "veil", "wrapped"]
