"""The Settings dialog: animation speed, AI move delay, full screen, confirm claims (TTR),
colour-blind mode.

Changes take effect and are written only when the user presses Save (a broken settings file
stays untouched until then).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _

from .. import theme
from ..scene import Modal
from ..settings import AI_DELAYS, ANIMATION_LABELS, ANIMATION_SPEEDS, save_settings
from ..theme import Space
from ..widgets import Button, Choice, Toggle, Widget

if TYPE_CHECKING:
    from ..app import App


def _delay_label(seconds: float) -> str:
    return _("None") if seconds == 0 else _("{seconds} s").format(seconds=f"{seconds:g}")


class SettingsScene(Modal):
    panel_size = (640, 526)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.title = _("Settings")
        s = app.settings
        self.draft = s
        self.speed = Choice(
            [(k, _(ANIMATION_LABELS[k])) for k in ANIMATION_SPEEDS],
            s.animation_speed,
            self._set_speed,
        )
        delays = sorted(set(AI_DELAYS) | {s.ai_delay})
        self.delay = Choice([(d, _delay_label(d)) for d in delays], s.ai_delay, self._set_delay)
        self.fullscreen = Toggle(s.fullscreen, lambda v: self._set(fullscreen=v))
        self.confirm = Toggle(s.confirm_claims, lambda v: self._set(confirm_claims=v))
        self.colorblind = Toggle(s.colorblind, lambda v: self._set(colorblind=v))
        self.rows: list[tuple[str, str, Widget]] = [
            (_("Animation speed"), _("How fast moves play out on the board."), self.speed),
            (_("AI move delay"), _("Pause before a computer player's move appears."), self.delay),
            (_("Full screen"), _("F11 switches for this session only."), self.fullscreen),
            (_("Confirm claims"), _("Ticket to Ride: ask before claiming a route."), self.confirm),
            (
                _("Colour-blind mode"),
                _("Colours that stay apart for every colour blindness, and a symbol on each."),
                self.colorblind,
            ),
        ]
        self.cancel_button = Button(_("Cancel"), self.app.pop)
        self.save_button = Button(_("Save"), self.save, style="primary")
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
            self.app.toast(_("Could not save the settings: {error}").format(error=error), "error")
            return
        self.app.pop()
        self.app.apply_settings(self.draft)
        self.app.toast(_("Settings saved."), "good")

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
