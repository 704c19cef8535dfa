"""The in-game menu (Esc): resume, rules, save, load, settings, quit to the title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core import TabletopError

from .. import theme
from ..scene import Modal
from ..widgets import Button
from .dialogs import PromptDialog
from .rules import has_rules

if TYPE_CHECKING:
    from ..app import App
    from ..table import TableScene


class GameMenu(Modal):
    panel_size = (400, 492)
    title = "Paused"

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.resume_button = Button("Resume", self.app.pop, style="primary")
        self.rules_button = Button("Rules", self.table.open_rules)
        self.rules_button.enabled = has_rules(self.table.match.game_id)
        self.save_button = Button("Save game…", self.ask_save_name)
        self.load_button = Button("Load game", self.load)
        self.settings_button = Button("Settings", self.settings)
        self.quit_button = Button("Quit to title", self.quit_to_title)
        self.widgets = [
            self.resume_button,
            self.rules_button,
            self.save_button,
            self.load_button,
            self.settings_button,
            self.quit_button,
        ]

    def ask_save_name(self) -> None:
        spec = self.table.match.game.spec
        names = " vs ".join(seat.name for seat in self.table.match.seats)
        self.app.push(
            PromptDialog(self.app, "Save game", f"{spec.title} – {names}", "Save", self.save)
        )

    def save(self, name: str) -> None:
        try:
            path = self.table.match.save_as(name)
        except (OSError, TabletopError) as error:
            self.app.toast(f"Could not save: {error}", "error")
            return
        self.app.toast(f"Saved as {path.stem}", "good")

    def load(self) -> None:
        from .load import LoadScene

        self.app.push(LoadScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit_to_title(self) -> None:
        # The game was autosaved after its last move: Continue on the title brings it back.
        self.app.go_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 8)
        bh, gap = theme.px(50), theme.px(12)
        y = self.content_top() + theme.px(8)
        for button in self.widgets:
            button.rect = pygame.Rect(self.panel.x + pad, y, self.panel.width - 2 * pad, bh)
            y += bh + gap

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme.text(
            surface,
            "Esc to resume",
            "small",
            theme.TEXT_MUTED,
            (self.panel.centerx, self.panel.bottom - theme.px(18)),
            "center",
        )
