"""The Settings dialog: animation speed, AI move delay, full screen, confirm claims (TTR),
colour-blind mode, the volumes, the language.

Changes take effect and are written only when the user presses Save (a broken settings file
stays untouched until then).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from tabletop.core import i18n
from tabletop.core.formats import format_number
from tabletop.core.i18n import N_, _, pgettext

from .. import theme
from ..scene import Modal
from ..settings import AI_DELAYS, ANIMATION_SPEEDS, save_settings
from ..theme import Space
from ..widgets import Button, Choice, Toggle, Widget
from .volume import volume_rows

if TYPE_CHECKING:
    from ..app import App


def animation_label(speed: str) -> str:
    """An animation speed of ``ANIMATION_SPEEDS`` in words."""
    words = {
        "off": pgettext("animation speed", "Off"),
        "fast": pgettext("animation speed", "Fast"),
        "normal": pgettext("animation speed", "Normal"),
        "slow": pgettext("animation speed", "Slow"),
    }
    return words.get(speed, speed)


def _delay_label(seconds: float) -> str:
    if seconds == 0:
        # Translators: no pause before a computer player's move.
        return _("None")
    # Translators: a pause in seconds ("0.8 s").
    return _("{seconds} s").format(seconds=format_number(seconds))


#: One setting's row (reference pixels): its label, a help of up to two lines below it.
ROW_HEIGHT = 76
HELP_TOP = 26
#: Room for the message about a broken settings file (two lines).
PROBLEM_HEIGHT = 36
#: A row's control at its right end (choice, slider…); a toggle is lower, centred on it.
CONTROL_SIZE = (230, 40)
TOGGLE_HEIGHT = 30


def toggle_drop() -> int:
    """How far a toggle sits below the top of the control room (it is centred in it)."""
    return (theme.px(CONTROL_SIZE[1]) - theme.px(TOGGLE_HEIGHT)) // 2


class SettingsScene(Modal):
    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        problem = PROBLEM_HEIGHT + Space.XS if self.app.settings_problem else 0
        return (640, 146 + problem + ROW_HEIGHT * len(self.rows))

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        self.draft = s
        self.speed = Choice(
            [(k, animation_label(k)) for k in ANIMATION_SPEEDS],
            s.animation_speed,
            self._set_speed,
        )
        delays = sorted(set(AI_DELAYS) | {s.ai_delay})
        self.delay = Choice([(d, _delay_label(d)) for d in delays], s.ai_delay, self._set_delay)
        self.fullscreen = Toggle(s.fullscreen, lambda v: self._set(fullscreen=v))
        self.confirm = Toggle(s.confirm_claims, lambda v: self._set(confirm_claims=v))
        self.colorblind = Toggle(s.colorblind, lambda v: self._set(colorblind=v))
        #: (label, help, control): the words are msgids, said when drawn.
        self.rows: list[tuple[str, str, Widget]] = [
            (N_("Animation speed"), N_("How fast moves play out on the board."), self.speed),
            (N_("AI move delay"), N_("Pause before a computer player's move appears."), self.delay),
            (N_("Full screen"), N_("F11 switches for this session only."), self.fullscreen),
            (
                N_("Confirm claims"),
                N_("Ticket to Ride: ask before claiming a route."),
                self.confirm,
            ),
            (
                N_("Colour-blind mode"),
                N_("Colours that stay apart for every colour blindness, and a symbol on each."),
                self.colorblind,
            ),
        ]
        self.rows += volume_rows(self)  # appended last: sound (issue 13)
        self.rows.append(language_row(self))  # the language (issue 12)
        self.cancel_button = Button("", self.app.pop)
        self.save_button = Button("", self.save, style="primary")
        self.widgets = [w for _, _, w in self.rows] + [self.cancel_button, self.save_button]
        self.retranslate()

    def retranslate(self) -> None:
        self.title = _("Settings")
        self.cancel_button.label = _("Cancel")
        self.save_button.label = _("Save")
        self.speed.choices = [(k, animation_label(k)) for k in ANIMATION_SPEEDS]
        self.delay.choices = [(d, _delay_label(d)) for d, _label in self.delay.choices]

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
        self.app.apply_settings(self.draft)  # a new language switches every screen here
        self.app.toast(_("Settings saved."), "good")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 4)
        problem = theme.px(PROBLEM_HEIGHT + Space.XS) if self.app.settings_problem else 0
        y = self.content_top() + problem + theme.px(Space.M)
        control_w, control_h = map(theme.px, CONTROL_SIZE)
        for _label, _help, widget in self.rows:
            x = self.panel.right - pad - control_w
            widget.rect = pygame.Rect(x, y + theme.px(Space.XS), control_w, control_h)
            if isinstance(widget, Toggle):
                widget.rect.height = theme.px(TOGGLE_HEIGHT)
                widget.rect.y += toggle_drop()
            y += theme.px(ROW_HEIGHT)
        self.button_row([self.cancel_button, self.save_button])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pad = theme.px(theme.PAD + 4)
        x = self.panel.x + pad
        if self.app.settings_problem:
            # Two lines under the title (layout keeps PROBLEM_HEIGHT for it).
            box = pygame.Rect(
                x, self.content_top(), self.panel.width - 2 * pad, theme.px(PROBLEM_HEIGHT)
            )
            theme.text_block(surface, self.app.settings_problem, "small", theme.WARN, box)
        for label, help_text, widget in self.rows:
            top = widget.rect.y - (toggle_drop() if isinstance(widget, Toggle) else 0)
            width = widget.rect.x - x - theme.px(Space.L)
            theme.text(
                surface,
                _(label),
                "body_bold",
                theme.TEXT,
                (x, top + theme.px(Space.XXS)),
                max_width=width,
            )
            # The help wraps onto a second line in the row rather than being cut.
            help_box = pygame.Rect(
                x, top + theme.px(HELP_TOP), width, theme.px(ROW_HEIGHT - HELP_TOP - Space.XS)
            )
            theme.text_block(surface, _(help_text), "small", theme.TEXT_MUTED, help_box)


def language_row(scene: SettingsScene) -> tuple[str, str, Widget]:
    """Settings → Language: each language named in its own words; remembered and switched to
    at once when the settings are saved (``App.apply_settings``)."""
    choice: Choice[str] = Choice(
        list(i18n.LANGUAGES.items()),
        i18n.language(),  # the language on screen (``--lang`` may differ from the saved one)
        lambda code: scene._set(language=code),
    )
    # Translators: the setting's name; the languages are offered each in its own words.
    return (N_("Language"), N_("Switches every screen at once when you save."), choice)
