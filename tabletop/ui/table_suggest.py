"""Suggest (a layer of ``TableScene``): H or the Suggest button asks what the Strong level
would play for the human to act, from their view only, in the worker process; the move is
shown — its highlight on the board (a strong mark in its own colour that breathes while
animations are on) and its sentence in a banner at the top of the side column, never over the
board — and never played. The banner leaves at the player's next click or key; the highlight
stays until the turn moves on.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from tabletop.core import Action, IllegalActionError
from tabletop.core.i18n import _

from . import theme
from .table_pointer import TablePointer
from .widgets import Button

#: The suggestion's box at most (reference pixels).
SUGGESTION_WIDTH = 560
#: Seconds of one breath of the suggestion's highlight.
PULSE_PERIOD = 1.2
#: Lines of the banner's sentence at most.
BANNER_LINES = 4


def is_suggest_key(event: pygame.event.Event) -> bool:
    """H without Ctrl (or Cmd): Suggest, at the table and in a dialog of the player's decision."""
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_h
        and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
    )


def suggestion_ring(surface: pygame.Surface, rect: pygame.Rect | None, pulse: float = 1.0) -> None:
    """The mark of a suggested move (a card, a deck, a square, a button): a thick ring in
    Suggest's own colour round ``rect`` over a dark edge, with a halo that grows with ``pulse``
    (0–1: how far into its breath; 1 when animations are off)."""
    if rect is None:
        return
    space, stroke = theme.px(theme.Space.S), theme.px(theme.Stroke.THICK)
    outer = rect.inflate(space, space)
    halo_w = theme.px(theme.Space.XS) + round(pulse * theme.px(theme.Space.M))
    halo = outer.inflate(2 * halo_w, 2 * halo_w)
    glow = pygame.Surface(halo.size, pygame.SRCALPHA)
    pygame.draw.rect(
        glow, (*theme.SUGGEST, 60 + round(70 * pulse)), glow.get_rect(), halo_w + stroke, space * 2
    )
    surface.blit(glow, halo)
    pygame.draw.rect(surface, (12, 14, 20), outer.inflate(4, 4), stroke + 2, space)
    pygame.draw.rect(surface, theme.SUGGEST, outer, stroke, space)


@dataclass(frozen=True)
class Suggestion:
    """A suggested move as a table shows it: a short sentence saying the move, the drawing
    that highlights it on the board (``TableScene.suggestion_for``), and the level's reason
    in one line (``tabletop.play.suggest.Hint``; None when it gives none)."""

    words: str
    draw: Callable[[pygame.Surface], None]
    reason: str | None = None

    @property
    def sentence(self) -> str:
        """The move and its reason as one text (a dialog's narrow band)."""
        if self.reason is None:
            return self.words
        return _("{move} — {why}").format(move=self.words, why=self.reason)


class TableSuggest(TablePointer):
    """Asking for a suggestion, taking it in, showing it."""

    suggest_button: Button
    #: The ply a suggestion was asked at (None: none asked), and the suggestion once in.
    _suggest_ply: int | None
    suggested: Suggestion | None
    suggested_action: Action | None
    #: The side column and its log (``TableScene.layout``): where the sentence goes.
    side_rect: pygame.Rect
    log_rect: pygame.Rect
    #: The suggestion's sentence is up (it leaves at the player's next click or key).
    suggest_banner: bool = False
    #: Seconds the suggestion has been shown (its highlight breathes with them).
    _suggest_clock: float = 0.0

    # ------------------------------------------------------------------ suggest
    def suggest_refusal(self) -> str | None:
        """Why there is nothing to suggest now (None: the player on screen is to act)."""
        if self.match.is_over():
            return _("The game is over.")
        seat = self.match.to_act()
        if seat is None or not self.match.seats[seat].is_human:
            name = self.seat_name(seat) if seat is not None else ""
            return _("Suggestions are for your own turn: {name} is playing.").format(name=name)
        if self.passing_to is not None or seat != self.viewer:
            return _("Suggestions are for the player whose turn it is, once they see the table.")
        return None

    def suggest(self) -> None:
        """Ask what the Strong level would play for the human to act (in the worker process,
        from their view only); it shows once it arrives and is never played."""
        refusal = self.suggest_refusal()
        if refusal is not None:
            self.app.toast(refusal, "info")
            return
        if self._suggest_ply == self.match.ply:
            self.suggest_banner = True  # already thinking about (or showing) this one
            return
        try:
            self.match.request_suggestion()
        except IllegalActionError as error:
            self.app.toast(error.message, "info")
            return
        self._suggest_ply = self.match.ply
        self.suggested = self.suggested_action = None
        self.suggest_banner = True
        self._suggest_clock = 0.0

    @property
    def suggesting(self) -> bool:
        """A suggestion was asked and is still being thought out."""
        return self._suggest_ply is not None and self.suggested is None

    def clear_suggestion(self) -> None:
        self._suggest_ply = None
        self.suggested = self.suggested_action = None
        self.suggest_banner = False

    def dismiss_suggestion_banner(self, event: pygame.event.Event) -> None:
        """The player acts (a click, a key other than H): the sentence leaves the screen; the
        highlight stays on the board until the turn moves on."""
        if event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and not is_suggest_key(event)
        ):
            self.suggest_banner = False

    @property
    def suggestion_breathes(self) -> bool:
        """The highlight animates (a suggestion is shown and animations are on)."""
        return self.suggested is not None and self.app.settings.animation_factor > 0

    def tick_suggestion(self, dt: float) -> None:
        if self.suggested is not None:
            self._suggest_clock += dt

    def suggestion_pulse(self) -> float:
        """How far the highlight is into its breath (0–1); a steady 1 with animations off."""
        if not self.suggestion_breathes:
            return 1.0
        return 0.5 + 0.5 * math.cos(2 * math.pi * self._suggest_clock / PULSE_PERIOD)

    def suggestion_mark(self, surface: pygame.Surface, rect: pygame.Rect | None) -> None:
        """The suggested card, deck, square or button ringed, breathing with the table."""
        suggestion_ring(surface, rect, self.suggestion_pulse())

    def update_suggestion(self) -> None:
        """Take the worker's answer once it is in (a dialog of the player's decision calls this
        too: the table below it does not update while the dialog is up)."""
        if self._suggest_ply is None:
            return
        if self._suggest_ply != self.match.ply or self.suggest_refusal() is not None:
            self.clear_suggestion()  # the turn moved on, or the seat on screen changed
            return
        if self.suggested is not None:
            return
        from tabletop.play.worker import WorkerError  # lazily: only in play

        try:
            hint = self.match.hint
        except WorkerError:
            self.clear_suggestion()
            self.app.toast(_("No suggestion this time: the AI could not decide."), "error")
            return
        if hint is not None:
            self.suggested_action = hint.action
            self.suggested = replace(self.suggestion_for(hint.action), reason=hint.reason())

    def suggestion_for(self, action: Action) -> Suggestion:
        """The words and highlight of a suggested ``action`` (tables override this)."""
        return Suggestion(_("Suggested: {move}").format(move=str(action)), lambda surface: None)

    def suggestion_banner_rect(self, height: int) -> pygame.Rect:
        """Where the sentence (``height`` pixels of it) goes: over the top of the side column's
        log (the log is the table's history; the board stays whole), else of the side column,
        else the top bar."""
        for side in (self.log_rect, self.side_rect):
            if side.width > 0 and side.height >= height:
                return pygame.Rect(side.x, side.y, side.width, height)
        return self.hud_rect.copy()  # no side column at all: over the top bar

    def _draw_suggestion(self, surface: pygame.Surface) -> None:
        """The suggested move highlighted on the board, and its sentence in the banner with
        the reason below it (or "Thinking…" while it is worked out) until the player acts; a
        dialog over the table says it in its own words."""
        if self._suggest_ply is None:
            return
        reason: str | None = None
        if self.suggested is not None:
            self.suggested.draw(surface)
            words, reason = self.suggested.words, self.suggested.reason
        else:
            words = _("Thinking…")
        if not self.suggest_banner or self.app.top is not self:
            return
        bold, plain = theme.font("body_bold"), theme.font("body")
        space = theme.px(theme.Space.S)
        width = self.log_rect.width if self.log_rect.width > 0 else theme.px(SUGGESTION_WIDTH)
        inner = width - 4 * space
        lines = [(line, "body_bold") for line in theme.wrap(words, bold, inner)[:BANNER_LINES]]
        if reason:
            lines += [(line, "body") for line in theme.wrap(reason, plain, inner)[:2]]
        height = sum(theme.font(role).get_linesize() for _line, role in lines)
        box = self.suggestion_banner_rect(height + 2 * space)
        theme.panel(surface, box, theme.PANEL_RAISED)
        pygame.draw.rect(surface, theme.SUGGEST, box, theme.px(theme.Stroke.THIN), space)
        y = box.y + space
        for line, role in lines:
            colour = theme.TEXT if role == "body_bold" else theme.TEXT_MUTED
            theme.text(
                surface, line, role, colour, (box.x + 2 * space, y), max_width=box.width - 4 * space
            )
            y += theme.font(role).get_linesize()

    def suggest_tooltip(self) -> str:
        """The Suggest button's tooltip: what it does, or why it cannot now."""
        refusal = self.suggest_refusal()
        if refusal is not None:
            return refusal
        return _(
            "Show on the board what the Strong AI would play now, from what you can see; "
            "it never plays it for you (H)"
        )


__all__ = [
    "PULSE_PERIOD",
    "SUGGESTION_WIDTH",
    "Suggestion",
    "TableSuggest",
    "is_suggest_key",
    "suggestion_ring",
]
