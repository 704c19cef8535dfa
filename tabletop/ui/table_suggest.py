"""Suggest (a layer of ``TableScene``): H or the Suggest button asks what the Strong level
would play for the human to act, from their view only, in the worker process; the move is
shown — its sentence along the board and its highlight on it — and never played.
"""

from __future__ import annotations

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


def is_suggest_key(event: pygame.event.Event) -> bool:
    """H without Ctrl (or Cmd): Suggest, at the table and in a dialog of the player's decision."""
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_h
        and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
    )


def suggestion_ring(surface: pygame.Surface, rect: pygame.Rect | None) -> None:
    """The mark of a suggested card, deck or panel item: an accent ring round ``rect``."""
    if rect is None:
        return
    outer = rect.inflate(theme.px(theme.Space.S), theme.px(theme.Space.S))
    radius = theme.px(theme.Space.S)
    pygame.draw.rect(
        surface, (20, 20, 24), outer.inflate(2, 2), theme.px(theme.Stroke.THICK), radius
    )
    pygame.draw.rect(surface, theme.ACCENT, outer, theme.px(theme.Stroke.MEDIUM), radius)


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
            return  # already thinking about (or showing) this one
        try:
            self.match.request_suggestion()
        except IllegalActionError as error:
            self.app.toast(error.message, "info")
            return
        self._suggest_ply = self.match.ply
        self.suggested = self.suggested_action = None

    @property
    def suggesting(self) -> bool:
        """A suggestion was asked and is still being thought out."""
        return self._suggest_ply is not None and self.suggested is None

    def clear_suggestion(self) -> None:
        self._suggest_ply = None
        self.suggested = self.suggested_action = None

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

    def _draw_suggestion(self, surface: pygame.Surface) -> None:
        """The suggested move highlighted on the board, and its sentence along the board's
        bottom with the reason below it (or "Thinking…" while it is worked out)."""
        if self._suggest_ply is None:
            return
        reason: str | None = None
        if self.suggested is not None:
            self.suggested.draw(surface)
            words, reason = self.suggested.words, self.suggested.reason
        else:
            words = _("Thinking…")
        bold, plain = theme.font("body_bold"), theme.font("body")
        space = theme.px(theme.Space.M)
        width = min(self.board_rect.width - 2 * space, theme.px(SUGGESTION_WIDTH))
        lines = [(line, "body_bold") for line in theme.wrap(words, bold, width - 2 * space)[:3]]
        if reason:
            lines += [(line, "body") for line in theme.wrap(reason, plain, width - 2 * space)[:2]]
        height = sum(theme.font(role).get_linesize() for _line, role in lines)
        box = pygame.Rect(0, 0, width, height + 2 * theme.px(theme.Space.S))
        box.midbottom = (self.board_rect.centerx, self.board_rect.bottom - space)
        theme.panel(surface, box, theme.PANEL_RAISED)
        pygame.draw.rect(
            surface, theme.ACCENT, box, theme.px(theme.Stroke.THIN), theme.px(theme.Space.S)
        )
        y = box.y + theme.px(theme.Space.S)
        for line, role in lines:
            colour = theme.TEXT if role == "body_bold" else theme.TEXT_MUTED
            theme.text(surface, line, role, colour, (box.centerx, y), "midtop")
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


__all__ = ["SUGGESTION_WIDTH", "Suggestion", "TableSuggest", "is_suggest_key", "suggestion_ring"]
