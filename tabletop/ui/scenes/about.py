"""About Tabletop: the version, the licence, who designed and published the games, where the
boards' data, the lettering and the sounds come from, and where the log is (for a bug report).
Opened from the title."""

from __future__ import annotations

import platform
from typing import TYPE_CHECKING

import pygame

from tabletop import __version__
from tabletop.core.i18n import _
from tabletop.credits import DATA_SOURCES, LICENCE, UNOFFICIAL
from tabletop.games import offered
from tabletop.logs import log_file

from .. import theme
from ..scene import Modal
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App

#: The panel at the reference window.
PANEL_SIZE = (760, 640)
#: Space above a section heading, in reference pixels.
SECTION_GAP = theme.Space.L


class AboutScene(Modal):
    panel_size = PANEL_SIZE

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.close_button = Button("", self.app.pop, style="primary")
        self.widgets = [self.close_button]
        self.retranslate()

    def retranslate(self) -> None:
        self.title = _("About Tabletop")
        self.close_button.label = _("Close")

    def paragraphs(self) -> list[tuple[str, str]]:
        """(font role, text) in reading order; a ``label`` role starts a section."""
        sdl = ".".join(map(str, pygame.get_sdl_version()))
        rows: list[tuple[str, str]] = [
            ("body_bold", _("Version {version}").format(version=__version__)),
            (
                "body",
                _(
                    "Four board games on one screen, hot-seat or against the computer, offline. "
                    "Free software under the {licence} licence."
                ).format(licence=LICENCE),
            ),
            ("label", _("The games")),
            *(("body", found.credit.line()) for found in offered()),
            ("small", _(UNOFFICIAL)),
            ("label", _("Boards, lettering and sounds")),
            *(("body", _(source)) for source in DATA_SOURCES),
            ("label", _("This copy")),
            (
                "small",
                _("Python {python}, pygame-ce {pygame} (SDL {sdl}). Log: {log}").format(
                    python=platform.python_version(),
                    pygame=pygame.version.ver,
                    sdl=sdl,
                    log=log_file(),
                ),
            ),
        ]
        return rows

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.button_row([self.close_button])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        inset = theme.px(theme.PAD + theme.Space.XS)
        width = self.panel.width - 2 * inset
        x, y = self.panel.x + inset, self.content_top()
        bottom = self.close_button.rect.top - theme.px(theme.Space.M)
        for role, text in self.paragraphs():
            font = theme.font(role)
            if role == "label":
                y += theme.px(SECTION_GAP)
            color = theme.ACCENT if role == "label" else theme.TEXT
            if role == "small":
                color = theme.TEXT_MUTED
            for line in theme.wrap(text, font, width):
                if y + font.get_linesize() > bottom:
                    return  # a very small window: the rest is cut rather than drawn over
                theme.text(surface, line, role, color, (x, y), max_width=width)
                y += font.get_linesize()
            y += theme.px(theme.Space.XS)
