"""The table's top bar (a layer of ``TableScene``): the game's title, whose turn it is, the
round, the Suggest/Results, Undo and Menu buttons, and what each of them does in the tooltip."""

from __future__ import annotations

import pygame

from tabletop.controller.hover import Hover, Line
from tabletop.core.i18n import _

from . import theme
from .table_suggest import TableSuggest
from .widgets import Button
from .words import game_title

#: The shortest title and status in the top bar before they are cut (reference pixels).
HUD_TEXT_MIN = (60, 40)


class TableHud(TableSuggest):
    """The top bar over the table."""

    menu_button: Button
    #: Shown while a move plays out before the device is passed: go on at once.
    continue_button: Button

    @property
    def showing_move(self) -> bool:
        """A move's animations play before the pass screen (a tunnel's turned cards…)."""
        return self.passing_to is not None and self.animations.busy

    def hud_buttons(self) -> tuple[Button, ...]:
        return (
            self.menu_button,
            self.undo_button,
            self.results_button,
            self.suggest_button,
            self.continue_button,
        )

    # ------------------------------------------------------------------ the top bar
    def status_text(self) -> str:
        """The HUD's one-line status."""
        if self.match.is_over():
            return _("Game over")
        seat = self.match.to_act()
        if seat is None:
            return ""
        name = self.seat_name(seat)
        if self.passing_to is not None:
            if self.showing_move and self.passing_from is not None:
                # Never a silent wait: whose move plays out, and who takes the device next.
                # The move is the last one played: an AI's reply, not the last human's move.
                mover = self.match.log[-1][0] if self.match.log else self.passing_from
                return _("{name}'s move, then {next} takes the device").format(
                    name=self.seat_name(mover), next=self.seat_name(self.passing_to)
                )
            return _("Waiting for {name}").format(name=self.seat_name(self.passing_to))
        if not self.match.seats[seat].is_human and not self.watching:
            return _("{name} is thinking…").format(name=name)
        if seat == self.viewer and not self.multi_human:
            return _("Your turn")
        return _("{name}'s turn").format(name=name)

    def draw_hud(self, surface: pygame.Surface) -> None:
        bar = self.hud_rect
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_BORDER, bar.bottomleft, bar.bottomright)
        pad = theme.px(theme.PAD)
        gap = theme.px(theme.Space.XXL)
        round_rect = theme.text(
            surface,
            _("Round {round}").format(round=self.match.round),
            "small",
            theme.TEXT_MUTED,
            (self.results_button.rect.x - theme.px(theme.Space.XL), bar.centery),
            "midright",
        )
        status = self.status_text()
        seat = self.match.to_act()
        marked = bool(status) and seat is not None and not self.match.is_over()
        status_font = theme.font("body_bold")
        marker = 2 * theme.px(theme.Space.L) if marked else 0
        status_w = status_font.size(status)[0] + marker
        # The title is written whole when there is room: the status sits in the middle of the
        # bar when that leaves the title room, else right after the title; only when both cannot
        # fit does the title get a smaller font, and last an ellipsis.
        right = round_rect.left - gap
        title = game_title(self.match.game.spec.title)
        role = "heading"
        title_w = theme.font(role).size(title)[0]
        if pad + title_w + gap + status_w > right:
            role = "body_bold"
            title_w = theme.font(role).size(title)[0]
        title_w = min(title_w, max(theme.px(HUD_TEXT_MIN[0]), right - status_w - gap - pad))
        theme.text(
            surface, title, role, theme.TEXT, (pad, bar.centery), "midleft", max_width=title_w
        )
        start = max(pad + title_w + gap, bar.centerx - status_w // 2)
        start = min(start, max(pad + title_w + gap, right - status_w))
        if marked and seat is not None:
            theme.swatch(
                surface,
                (start + theme.px(theme.Space.M), bar.centery),
                theme.px(theme.Space.M),
                self.seat_color(seat),
            )
        theme.text(
            surface,
            status,
            "body_bold",
            theme.TEXT,
            (start + marker, bar.centery),
            "midleft",
            max_width=max(theme.px(HUD_TEXT_MIN[1]), right - start - marker),
        )
        self._draw_suggestion(surface)
        hud = self.hud_buttons()
        for widget in self.widgets:
            if widget in hud:
                widget.draw(surface)

    def draw_hud_tooltip(self, surface: pygame.Surface) -> None:
        """What the hovered Undo or Suggest does, under it (drawn last: over a tutorial's
        dim, like every hover card)."""
        if self.undo_button.hovered and self.undo_button.visible and self.app.top is self:
            self._draw_hud_tooltip(surface, self.undo_tooltip(), self.undo_button.rect)
        if self.suggest_button.hovered and self.suggest_button.visible and self.app.top is self:
            self._draw_hud_tooltip(surface, self.suggest_tooltip(), self.suggest_button.rect)

    def _draw_hud_tooltip(self, surface: pygame.Surface, value: str, anchor: pygame.Rect) -> None:
        """What a HUD button does (or why it cannot now), in the tooltip under it."""
        self.tooltip.show_under(Hover("", (Line(value),)), anchor)
        self.tooltip.draw(surface, self.keep_clear_of_cards())


__all__ = ["TableHud"]
