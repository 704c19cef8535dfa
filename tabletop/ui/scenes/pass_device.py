"""Pass the device: between two human seats, the next player's hand stays hidden until they
click (the table shows the spectator view underneath)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..scene import Modal
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App
    from ..table import TableScene


class PassDeviceScene(Modal):
    panel_size = (560, 330)

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        name = table.seat_name(seat)
        self.ready_button = Button(f"I'm {name} — show my hand", self.ready, style="primary")
        self.widgets = [self.ready_button]

    def ready(self) -> None:
        self.app.pop()
        self.table.device_passed()

    def on_escape(self) -> None:
        self.table.open_menu()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
            return
        super().handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 12)
        bh = theme.px(54)
        self.ready_button.rect = pygame.Rect(
            self.panel.x + pad, self.panel.bottom - pad - bh, self.panel.width - 2 * pad, bh
        )

    def draw(self, surface: pygame.Surface) -> None:
        # Fully cover the table's hands: only the board (public) shows, dimmed.
        theme.overlay(surface)
        theme.overlay(surface)
        color = self.table.seat_color(self.seat)
        theme.panel(surface, self.panel)
        band = pygame.Rect(self.panel.x, self.panel.y, self.panel.width, theme.px(10))
        pygame.draw.rect(
            surface,
            color,
            band,
            border_top_left_radius=theme.px(theme.RADIUS),
            border_top_right_radius=theme.px(theme.RADIUS),
        )
        cx = self.panel.centerx
        y = self.panel.y + theme.px(70)
        theme.swatch(surface, (cx, y), theme.px(26), color)
        theme.text(
            surface,
            "Pass the device to",
            "body",
            theme.TEXT_MUTED,
            (cx, y + theme.px(44)),
            "midtop",
        )
        theme.text(
            surface,
            self.table.seat_name(self.seat),
            "title",
            theme.TEXT,
            (cx, y + theme.px(70)),
            "midtop",
            max_width=self.panel.width - theme.px(40),
        )
        theme.text(
            surface,
            "Everyone else, please look away.",
            "small",
            theme.TEXT_MUTED,
            (cx, y + theme.px(124)),
            "midtop",
        )
        self.ready_button.draw(surface)
