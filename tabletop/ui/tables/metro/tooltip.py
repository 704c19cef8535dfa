"""The tooltip of the Metro table: what the controller says about the thing under the pointer,
in a small raised panel beside the pointer (flipped to the pointer's other side where it would
leave the panel it describes, and kept inside the window)."""

from __future__ import annotations

import pygame

from tabletop.controller.metro import Description, Tone

from ... import theme
from ...theme import Space, Stroke
from ...widgets import Widget
from .layout import TOOLTIP_OFFSET, TOOLTIP_TEXT_W

#: The accent bar's colour per tone (none for plain words).
TONE_COLOURS: dict[Tone, theme.Color | None] = {
    Tone.PLAIN: None,
    Tone.GOOD: theme.GOOD,
    Tone.BAD: theme.DANGER,
    Tone.ACCENT: theme.ACCENT,
}


class Tooltip(Widget):
    """Shows one ``Description`` at the pointer; ``show`` each frame, ``draw`` last."""

    def __init__(self) -> None:
        super().__init__()
        self.description: Description | None = None
        self.pointer = (0, 0)
        self.bounds = pygame.Rect(0, 0, 0, 0)

    @property
    def lines(self) -> list[str]:
        """The words shown now (the title first); empty when hidden."""
        return self.description.texts if self.description is not None else []

    def show(
        self, description: Description | None, pointer: tuple[int, int], bounds: pygame.Rect
    ) -> None:
        """Show ``description`` beside ``pointer``, preferring to stay inside ``bounds`` (the
        panel under the pointer); None hides the tooltip."""
        self.description = description
        self.pointer = pointer
        self.bounds = bounds

    def hide(self) -> None:
        self.description = None

    def _rows(self) -> list[tuple[str, str]]:
        """(text, font role) per drawn line: the title in bold, the lines wrapped."""
        assert self.description is not None
        body = theme.font("small")
        rows = [(self.description.title, "body_bold")]
        for text in self.description.lines:
            rows += [(part, "small") for part in theme.wrap(text, body, theme.px(TOOLTIP_TEXT_W))]
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        if self.description is None:
            return
        rows = self._rows()
        images = [
            theme.text_image(text, role, theme.TEXT if role == "body_bold" else theme.TEXT_MUTED)
            for text, role in rows
        ]
        heights = [theme.font(role).get_linesize() for _text, role in rows]
        pad = theme.px(Space.M)
        bar = theme.px(Stroke.THICK)
        width = max(image.get_width() for image in images) + 2 * pad + bar
        rect = pygame.Rect(0, 0, width, sum(heights) + 2 * pad)
        x, y = self.pointer
        offset = theme.px(TOOLTIP_OFFSET)
        rect.topleft = (x + offset, y + offset)
        if rect.right > self.bounds.right:
            rect.right = x - offset
        if rect.bottom > self.bounds.bottom:
            rect.bottom = y - offset
        rect.clamp_ip(surface.get_rect())
        self.rect = rect
        theme.panel(surface, rect, theme.PANEL_RAISED)
        accent = TONE_COLOURS[self.description.tone]
        if accent is not None:
            pygame.draw.rect(
                surface,
                accent,
                (rect.x, rect.y + pad // 2, bar, rect.height - pad),
                border_radius=theme.px(Space.XXS),
            )
        ty = rect.y + pad
        for image, height in zip(images, heights, strict=True):
            surface.blit(image, (rect.x + pad + bar, ty))
            ty += height
