"""The in-game menu (Esc): resume, rules, save, load, settings, quit to the title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _

from .. import theme
from ..scene import Modal
from ..widgets import Button
from .rules import has_rules

if TYPE_CHECKING:
    from ..app import App
    from ..table import TableScene


#: One of the menu's buttons, in reference pixels (they fill the panel's width).
BUTTON_HEIGHT = 50


class GameMenu(Modal):
    panel_size = (400, 492)

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.resume_button = Button("", self.close, style="primary")
        self.rules_button = Button("", self.table.open_rules)
        self.rules_button.enabled = has_rules(self.table.match.game_id)
        self.save_button = Button("", self.ask_save_name)
        self.load_button = Button("", self.load)
        self.settings_button = Button("", self.settings)
        self.quit_button = Button("", self.quit_to_title)
        self.widgets = [
            self.resume_button,
            self.rules_button,
            self.save_button,
            self.load_button,
            self.settings_button,
            self.quit_button,
        ]
        self.retranslate()

    def retranslate(self) -> None:
        self.title = _("Paused")
        self.resume_button.label = _("Resume")
        self.rules_button.label = _("Rules")
        self.save_button.label = _("Save a copy…")
        self.load_button.label = _("Load game")
        self.settings_button.label = _("Settings")
        self.quit_button.label = _("Quit to title")

    def ask_save_name(self) -> None:
        self.table.ask_save_copy()

    def load(self) -> None:
        self.app.screens.load()

    def settings(self) -> None:
        self.app.screens.settings()

    def quit_to_title(self) -> None:
        self.table.leave_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 8)
        bh, gap = theme.px(BUTTON_HEIGHT), theme.px(theme.Space.L)
        y = self.content_top() + theme.px(theme.Space.M)
        for button in self.widgets:
            button.rect = pygame.Rect(self.panel.x + pad, y, self.panel.width - 2 * pad, bh)
            y += bh + gap

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme.text(
            surface,
            _("Esc to resume"),
            "small",
            theme.TEXT_MUTED,
            (self.panel.centerx, self.panel.bottom - theme.px(theme.Space.XL)),
            "center",
        )
