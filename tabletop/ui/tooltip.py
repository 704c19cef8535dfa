"""The table's one tooltip: a controller's ``Hover`` card drawn as a small raised panel.

Beside the pointer (below right of it, flipped to the pointer's other side where the window
ends) for what the pointer is over, or under a button for what the button does. The title is
bold, each line takes its tone's colour (a ``Tone.SEAT`` line its seat's), a card with a tone
of its own shows it as a bar down its left edge. Every line is wrapped to the card's width and
drawn through ``theme.text``, so the text-fit check sees it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.controller.hover import Hover, Line, Tone

from . import theme
from .theme import Space, Stroke, px
from .widgets import Widget

#: The colour of each tone (``Tone.SEAT`` lines take their seat's colour).
TONES: dict[Tone, theme.Color] = {
    Tone.TEXT: theme.TEXT,
    Tone.MUTED: theme.TEXT_MUTED,
    Tone.GOOD: theme.GOOD,
    Tone.WARN: theme.WARN,
    Tone.ACCENT: theme.ACCENT,
    Tone.SEAT: theme.TEXT,
}

#: The card's text width at most, its inset, and how far it stands from the pointer (and from
#: the pointer's other side when flipped) and from the window's edge (reference pixels).
WIDTH = 320
INSET = Space.M
OFFSET = 18
FLIP = 12
MARGIN = 6

SeatColor = Callable[[int], theme.Color]


def line_color(line: Line, seat_color: SeatColor) -> theme.Color:
    if line.tone is Tone.SEAT and line.seat is not None:
        return seat_color(line.seat)
    return TONES[line.tone]


class Tooltip(Widget):
    """Shows one ``Hover`` card; ``show`` or ``show_under`` it each frame, ``draw`` it last."""

    def __init__(self, seat_color: SeatColor) -> None:
        super().__init__()
        self.seat_color = seat_color
        self.card: Hover | None = None
        self.pointer: tuple[int, int] | None = None
        self.anchor: pygame.Rect | None = None

    @property
    def lines(self) -> list[str]:
        """The words shown now (the title first); empty when hidden."""
        return self.card.texts if self.card is not None else []

    def show(self, card: Hover | None, pointer: tuple[int, int]) -> None:
        """Show ``card`` beside ``pointer`` (None hides the tooltip)."""
        self.card, self.pointer, self.anchor = card, pointer, None

    def show_under(self, card: Hover, anchor: pygame.Rect) -> None:
        """Show ``card`` centred under ``anchor`` (a button)."""
        self.card, self.pointer, self.anchor = card, None, anchor

    def hide(self) -> None:
        self.card = None

    def _rows(self, card: Hover, width: int) -> list[tuple[str, str, theme.Color]]:
        """(text, font role, colour) per drawn line: the title in bold, every line wrapped."""
        rows: list[tuple[str, str, theme.Color]] = []
        if card.title:
            title = theme.font("body_bold")
            rows += [
                (part, "body_bold", theme.TEXT) for part in theme.wrap(card.title, title, width)
            ]
        small = theme.font("small")
        for line in card.lines:
            color = line_color(line, self.seat_color)
            rows += [(part, "small", color) for part in theme.wrap(line.text, small, width)]
        return rows

    def _place(self, size: tuple[int, int], screen: pygame.Rect) -> pygame.Rect:
        rect = pygame.Rect((0, 0), size)
        if self.anchor is not None:
            rect.midtop = (self.anchor.centerx, self.anchor.bottom + px(Space.S))
        elif self.pointer is not None:
            x, y = self.pointer
            rect.topleft = (x + px(OFFSET), y + px(OFFSET))
            if rect.right > screen.right - px(MARGIN):
                rect.right = x - px(FLIP)
            if rect.bottom > screen.bottom - px(MARGIN):
                rect.bottom = y - px(FLIP)
        return rect.clamp(screen)

    def draw(self, surface: pygame.Surface, keep_clear: Sequence[pygame.Rect] = ()) -> None:
        """Draw the card, off ``keep_clear`` (a tutorial's bubble and ringed target)."""
        card = self.card
        if card is None or not (card.title or card.lines):
            return
        screen = surface.get_rect()
        pad = px(INSET)
        bar = px(Stroke.THICK) if card.tone is not Tone.TEXT else 0
        room = min(px(WIDTH), screen.width - 2 * pad - bar - 2 * px(MARGIN))
        rows = self._rows(card, room)
        width = max(theme.font(role).size(text)[0] for text, role, _color in rows)
        height = sum(theme.font(role).get_linesize() for _text, role, _color in rows)
        rect = self._place((width + 2 * pad + bar, height + 2 * pad), screen)
        self.rect = rect = theme.stand_clear(rect, keep_clear, screen, px(MARGIN)).clamp(screen)
        theme.panel(surface, rect, theme.PANEL_RAISED)
        if bar:
            pygame.draw.rect(
                surface,
                TONES[card.tone],
                (rect.x, rect.y + pad // 2, bar, rect.height - pad),
                border_radius=px(Space.XXS),
            )
        y = rect.y + pad
        x = rect.x + pad + bar
        for text, role, color in rows:
            theme.text(surface, text, role, color, (x, y), max_width=room, box=rect)
            y += theme.font(role).get_linesize()


__all__ = ["TONES", "Tooltip", "line_color"]
