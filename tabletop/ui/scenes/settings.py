"""The Settings dialog: animation speed, AI move delay, full screen, confirm claims (TTR).

Changes take effect and are written only when the user presses Save (a broken settings file
stays untouched until then).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..scene import Modal
from ..settings import AI_DELAYS, ANIMATION_LABELS, ANIMATION_SPEEDS, save_settings
from ..theme import Space
from ..widgets import Button, Choice, Toggle, Widget
from .volume import volume_rows

if TYPE_CHECKING:
    from ..app import App


def _delay_label(seconds: float) -> str:
    return "None" if seconds == 0 else f"{seconds:g} s"


class SettingsScene(Modal):
    panel_size = (640, 450 + 2 * 76)  # two rows more: the volumes
    title = "Settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        self.draft = s
        self.speed = Choice(
            [(k, ANIMATION_LABELS[k]) for k in ANIMATION_SPEEDS], s.animation_speed, self._set_speed
        )
        delays = sorted(set(AI_DELAYS) | {s.ai_delay})
        self.delay = Choice([(d, _delay_label(d)) for d in delays], s.ai_delay, self._set_delay)
        self.fullscreen = Toggle(s.fullscreen, lambda v: self._set(fullscreen=v))
        self.confirm = Toggle(s.confirm_claims, lambda v: self._set(confirm_claims=v))
        self.rows: list[tuple[str, str, Widget]] = [
            ("Animation speed", "How fast moves play out on the board.", self.speed),
            ("AI move delay", "Pause before a computer player's move appears.", self.delay),
            ("Full screen", "F11 switches for this session only.", self.fullscreen),
            ("Confirm claims", "Ticket to Ride: ask before claiming a route.", self.confirm),
        ]
        self.rows += volume_rows(self)  # appended last: sound (issue 13)
        self.cancel_button = Button("Cancel", self.app.pop)
        self.save_button = Button("Save", self.save, style="primary")
        self.widgets = [w for _, _, w in self.rows] + [self.cancel_button, self.save_button]

    def _set(self, **changes: object) -> None:
        self.draft = replace(self.draft, **changes)  # type: ignore[arg-type]

    def _set_speed(self, value: str) -> None:
        self._set(animation_speed=value)

    def _set_delay(self, value: float) -> None:
        self._set(ai_delay=value)

    def save(self) -> None:
        try:
            save_settings(self.draft)
        except OSError as error:
            self.app.toast(f"Could not save the settings: {error}", "error")
            return
        self.app.pop()
        self.app.apply_settings(self.draft)
        self.app.toast("Settings saved.", "good")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 4)
        y = self.content_top() + (theme.px(40) if self.app.settings_problem else theme.px(Space.M))
        control_w, control_h = theme.px(230), theme.px(40)
        for _label, _help, widget in self.rows:
            x = self.panel.right - pad - control_w
            widget.rect = pygame.Rect(x, y + theme.px(Space.XS), control_w, control_h)
            if isinstance(widget, Toggle):
                widget.rect.height = theme.px(30)
                widget.rect.y += theme.px(5)
            y += theme.px(76)
        self.button_row([self.cancel_button, self.save_button])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pad = theme.px(theme.PAD + 4)
        x = self.panel.x + pad
        if self.app.settings_problem:
            theme.text(
                surface,
                self.app.settings_problem,
                "small",
                theme.WARN,
                (x, self.content_top()),
                max_width=self.panel.width - 2 * pad,
            )
        for label, help_text, widget in self.rows:
            top = widget.rect.y - (theme.px(5) if isinstance(widget, Toggle) else 0)
            theme.text(surface, label, "body_bold", theme.TEXT, (x, top + theme.px(Space.XXS)))
            theme.text(
                surface,
                help_text,
                "small",
                theme.TEXT_MUTED,
                (x, top + theme.px(26)),
                max_width=widget.rect.x - x - theme.px(Space.L),
            )
