"""Pass the device: between two human seats, the next player's hand stays hidden until they
click (the table shows the spectator view underneath).

The screen takes only a deliberate act (issue 10 §1): input already queued or held when it opens
and anything in the first moments after (a double click, a second Enter, a held key repeating)
is ignored; then only a click on a button, or a key pressed afresh, counts. A player whose last
move showed them a hidden card first sees what they drew ("You drew…"), and may take back a move
that showed nothing, before they hand the device over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core import IllegalActionError
from tabletop.core.i18n import _
from tabletop.play.refusals import UndoRefusal

from .. import theme
from ..input_guard import ACCEPT_KEYS, InputGuard
from ..scene import Modal
from ..widgets import Button

if TYPE_CHECKING:
    from ..app import App
    from ..table import TableScene

#: Panel size at the reference window for the hand-over step; the "you drew" step is as tall
#: as its lines need (one per drawn card or tile), up to ``DRAWN_MAX_HEIGHT``.
PANEL = (560, 360)
DRAWN_BASE_HEIGHT = 230
DRAWN_LINE_HEIGHT = 30
DRAWN_MAX_HEIGHT = 520
BUTTON_HEIGHT = 54
SWATCH_RADIUS = 26
BAND_HEIGHT = 10  # the seat's colour along the panel's top edge
NAME_HEIGHT = 54  # the next seat's name (title font) and the gap under it


class PassDeviceScene(Modal):
    """Hand-over between two humans: first, for the player who moved, what they drew; then, for
    the next player, "I'm <name> — show my hand" (and "Undo my move" for the previous one)."""

    panel_size = PANEL

    def __init__(
        self, app: App, table: TableScene, seat: int, *, from_seat: int | None = None
    ) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.from_seat = from_seat
        self.guard = InputGuard()
        self.drawn = table.drawn_for(from_seat)
        #: "drawn": the previous player reads what they drew; "handover": the next one takes it.
        self.step = "drawn" if self.drawn else "handover"
        self.ready_button = Button("", self.ready, style="primary")
        self.hide_button = Button("", self.hide, style="primary")
        self.undo_button = Button("", self.undo, style="ghost")
        self.widgets = [self.ready_button, self.hide_button, self.undo_button]
        self._say_words()
        self._show_step()

    def _say_words(self) -> None:
        self.ready_button.label = _("I'm {name} — show my hand").format(
            name=self.table.seat_name(self.seat)
        )
        self.hide_button.label = _("Hide it and pass the device")
        self.undo_button.label = _("Undo my move")
        if self.from_seat is not None:
            self.undo_button.label = _("Undo my move ({name})").format(
                name=self.table.seat_name(self.from_seat)
            )

    def retranslate(self) -> None:
        """The buttons, and what the previous player drew said again."""
        self.drawn = self.table.drawn_for(self.from_seat) if self.drawn else []
        self._say_words()

    # ------------------------------------------------------------------ state
    @property
    def accepts_input(self) -> bool:
        """False while the guard ignores every key and click."""
        return self.guard.open

    @property
    def input_wait(self) -> float:
        """Seconds of frame time before the guard lets input through."""
        return self.guard.left

    @property
    def can_undo(self) -> bool:
        return self.from_seat is not None and self.table.match.can_undo(self.from_seat)

    def _show_step(self) -> None:
        drawn = self.step == "drawn"
        self.hide_button.visible = drawn
        self.ready_button.visible = not drawn
        self.undo_button.visible = not drawn and self.can_undo
        if drawn:
            lines = DRAWN_BASE_HEIGHT + DRAWN_LINE_HEIGHT * len(self.drawn)
            self.panel_size = (PANEL[0], min(DRAWN_MAX_HEIGHT, lines))
        else:
            self.panel_size = PANEL
        self.layout(self.app.size)

    def on_enter(self) -> None:
        self.guard.arm()

    # ------------------------------------------------------------------ actions
    def ready(self) -> None:
        self.app.pop()
        # The bounce of this very press must not act on the hand or a dialog shown now.
        self.app.guard_input()
        self.table.device_passed()

    def hide(self) -> None:
        """The previous player read their draw: now the next player's step, guarded afresh
        (a double click on "Hide" must not show the next hand)."""
        self.step = "handover"
        self._show_step()
        self.guard.arm()

    def undo(self) -> None:
        if self.from_seat is None:
            return
        seat = self.from_seat
        # Closed as a dialog is: the bounce of this press (a double click, a repeated Ctrl+Z)
        # must not act on the player's own table, shown again under the pointer.
        self.close()
        self.table.undo_for(seat)

    def undo_key(self) -> None:
        """Ctrl+Z does what the visible "Undo my move" does; where there is none, it says why
        (the same words as the table's Undo)."""
        if self.undo_button.visible and self.undo_button.enabled:
            self.undo()
            return
        refusal = self.table.undo_refusal(self.from_seat) if self.from_seat is not None else None
        if refusal is None:
            refusal = IllegalActionError(UndoRefusal.NOTHING_TO_UNDO)
        self.app.toast(refusal.message, "error")

    def on_escape(self) -> None:
        self.table.open_menu()

    def handle(self, event: pygame.event.Event) -> None:
        if not self.guard.admit(event):
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self.undo_key()
            return
        if event.type == pygame.KEYDOWN and event.key in ACCEPT_KEYS:
            (self.hide if self.step == "drawn" else self.ready)()
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.guard.tick(dt)
        super().update(dt)

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + theme.Space.L)
        bh = theme.px(BUTTON_HEIGHT)
        main = pygame.Rect(
            self.panel.x + pad, self.panel.bottom - pad - bh, self.panel.width - 2 * pad, bh
        )
        self.ready_button.rect = main.copy()
        self.hide_button.rect = main.copy()
        if self.undo_button.visible:
            # "Undo my move" sits under the main button, small: the next player's button
            # stays the big one in the middle.
            small = theme.px(theme.BUTTON_HEIGHT - theme.Space.M)
            self.ready_button.rect.y -= small + theme.px(theme.Space.M)
            self.undo_button.rect = pygame.Rect(main.x, main.bottom - small, main.width, small)

    def draw(self, surface: pygame.Surface) -> None:
        # Fully cover the table's hands: only the board (public) shows, dimmed.
        theme.overlay(surface)
        theme.overlay(surface)
        theme.panel(surface, self.panel)
        if self.step == "drawn" and self.from_seat is not None:
            self._draw_drawn(surface, self.from_seat)
        else:
            self._draw_handover(surface)
        for widget in self.widgets:
            widget.draw(surface)

    def _band(self, surface: pygame.Surface, color: theme.Color) -> None:
        band = pygame.Rect(self.panel.x, self.panel.y, self.panel.width, theme.px(BAND_HEIGHT))
        pygame.draw.rect(
            surface,
            color,
            band,
            border_top_left_radius=theme.px(theme.RADIUS),
            border_top_right_radius=theme.px(theme.RADIUS),
        )

    def _draw_handover(self, surface: pygame.Surface) -> None:
        color = self.table.seat_color(self.seat)
        self._band(surface, color)
        cx = self.panel.centerx
        y = self.panel.y + theme.px(theme.Space.XXXL) + theme.px(SWATCH_RADIUS)
        theme.swatch(surface, (cx, y), theme.px(SWATCH_RADIUS), color)
        y += theme.px(SWATCH_RADIUS + theme.Space.XL)
        theme.text(surface, _("Pass the device to"), "body", theme.TEXT_MUTED, (cx, y), "midtop")
        y += theme.px(theme.Space.XXL + 2)
        theme.text(
            surface,
            self.table.seat_name(self.seat),
            "title",
            theme.TEXT,
            (cx, y),
            "midtop",
            max_width=self.panel.width - 2 * theme.px(theme.Space.XL),
        )
        y += theme.px(NAME_HEIGHT)
        theme.text(
            surface,
            _("Everyone else, please look away."),
            "small",
            theme.TEXT_MUTED,
            (cx, y),
            "midtop",
        )

    def _draw_drawn(self, surface: pygame.Surface, seat: int) -> None:
        color = self.table.seat_color(seat)
        self._band(surface, color)
        cx = self.panel.centerx
        y = self.panel.y + theme.px(theme.Space.XXXL)
        # Wrapped: a long name and a longer language still read whole (at most two lines).
        bold = theme.font("body_bold")
        heading = _("{name}, before you pass the device:").format(name=self.table.seat_name(seat))
        lines = theme.wrap(heading, bold, self.panel.width - 2 * theme.px(theme.Space.XL))
        for line in lines[:2]:
            theme.text(
                surface,
                line,
                "body_bold",
                theme.TEXT,
                (cx, y),
                "midtop",
                max_width=self.panel.width - 2 * theme.px(theme.Space.XL),
            )
            y += bold.get_linesize()
        y += theme.px(theme.Space.XXXL) - bold.get_linesize()
        theme.text(surface, _("Your move showed you"), "small", theme.TEXT_MUTED, (cx, y), "midtop")
        y += theme.px(theme.Space.XXL)
        f = theme.font("body")
        width = self.panel.width - theme.px(2 * theme.Space.XXXL)
        bottom = self.hide_button.rect.y - theme.px(theme.Space.L)
        for item in self.drawn:
            for line in theme.wrap(item, f, width):
                if y + f.get_linesize() > bottom:
                    return
                theme.text(surface, line, "body", theme.ACCENT, (cx, y), "midtop")
                y += f.get_linesize()
