"""The replay viewer's controls: the media buttons drawn as shapes, a line of the moves list
and the playing speed in words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.core.formats import format_number
from tabletop.core.i18n import _

from .. import theme
from ..widgets import Pressable

#: Icon → points of its shapes on a unit square (triangles and bars).
ICONS: dict[str, tuple[tuple[tuple[float, float], ...], ...]] = {
    "first": (((0.30, 0.25), (0.36, 0.25), (0.36, 0.75), (0.30, 0.75)),
              ((0.72, 0.25), (0.40, 0.50), (0.72, 0.75))),
    "back": (((0.66, 0.25), (0.34, 0.50), (0.66, 0.75)),),
    "play": (((0.36, 0.22), (0.72, 0.50), (0.36, 0.78)),),
    "pause": (((0.33, 0.25), (0.45, 0.25), (0.45, 0.75), (0.33, 0.75)),
              ((0.55, 0.25), (0.67, 0.25), (0.67, 0.75), (0.55, 0.75))),
    "forward": (((0.34, 0.25), (0.66, 0.50), (0.34, 0.75)),),
    "last": (((0.28, 0.25), (0.60, 0.50), (0.28, 0.75)),
             ((0.64, 0.25), (0.70, 0.25), (0.70, 0.75), (0.64, 0.75))),
}  # fmt: skip


class IconButton(Pressable):
    """A small button drawn with a shape instead of words (the fonts have no media symbols)."""

    def __init__(self, icon: str, on_click: Callable[[], object], hint: str) -> None:
        super().__init__()
        self.icon = icon
        self.on_click = on_click
        #: What it does, in words (shown under the pointer).
        self.hint = hint

    def clicked(self) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            fill, ink = theme.DISABLED, theme.TEXT_DISABLED
        elif self.pressed:
            fill, ink = theme.BUTTON_PRESSED, theme.TEXT
        else:
            fill, ink = (theme.BUTTON_HOVER if self.hovered else theme.BUTTON), theme.TEXT
        if self.icon in ("play", "pause") and self.enabled:
            fill, ink = (theme.ACCENT_HOVER if self.hovered else theme.ACCENT), theme.TEXT_DARK
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.px(theme.RADIUS))
        r = self.rect
        size = min(r.width, r.height)
        x0, y0 = r.centerx - size / 2, r.centery - size / 2
        for shape in ICONS[self.icon]:
            points = [(x0 + x * size, y0 + y * size) for x, y in shape]
            pygame.draw.polygon(surface, ink, points)


@dataclass(frozen=True)
class MoveLine:
    """One row of the moves list."""

    number: int
    seat: int
    text: str
    name: str

    @property
    def words(self) -> str:
        """The line with the mover's name in front (some games' words already start with it)."""
        if self.text.startswith(self.name):
            return self.text
        return _("{name}: {text}").format(name=self.name, text=self.text)


def speed_label(speed: float) -> str:
    return _("×{factor}").format(factor=format_number(speed))
