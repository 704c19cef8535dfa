"""The viewer's tickets: one row each (a tick when its cities are joined, its points), in one
or two columns, the mouse wheel scrolling the rest into view."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.reply import Target
from tabletop.controller.ttr import TicketTarget
from tabletop.core.i18n import _
from tabletop.ui import theme
from tabletop.ui.theme import Space, Stroke, px

from . import art
from .layout import Tickets
from .panels import TtrPanel

if TYPE_CHECKING:
    from .table import TtrTable


class TicketsPanel(TtrPanel):
    def __init__(self, table: TtrTable) -> None:
        super().__init__(table)
        #: Rows scrolled past (the mouse wheel over the panel).
        self.scroll = 0

    def _grid(self) -> tuple[pygame.Rect, int, int, int]:
        """(body, columns, row height, rows visible)."""
        body = self.body
        row_h = px(Tickets.ROW)
        cols = 2 if body.width >= px(Tickets.TWO_COLUMNS) else 1
        rows = max(1, body.height // row_h)
        return body, cols, row_h, rows

    def slots(self) -> dict[str, pygame.Rect]:
        body, cols, row_h, rows = self._grid()
        tickets = [t for t, _d, _p in self.table.tickets]
        per_page = cols * rows
        most = max(0, (len(tickets) - per_page + cols - 1) // cols)
        self.scroll = min(self.scroll, most)
        start = self.scroll * cols
        gap = px(Space.M)
        bar = px(Tickets.SCROLLBAR) if len(tickets) > per_page else 0  # room for the scrollbar
        col_w = (body.width - bar - gap * (cols - 1)) // cols
        out = {}
        for k, ticket in enumerate(tickets[start : start + per_page]):
            row, col = divmod(k, cols)
            out[ticket] = pygame.Rect(
                body.x + col * (col_w + gap), body.y + row * row_h, col_w, row_h - px(Space.XS)
            )
        return out

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for ticket, rect in self.slots().items():
            if rect.collidepoint(pos):
                return TicketTarget(ticket)
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        if isinstance(target, TicketTarget):
            return self.slots().get(target.ticket)
        return None

    def wheel(self, pos: tuple[int, int], turns: int) -> bool:
        """Scroll by ``turns`` of the mouse wheel over ``pos`` (True when it was over us)."""
        if not self.rect.collidepoint(pos):
            return False
        self.scroll = max(0, self.scroll - turns)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        self.frame(surface)
        if table.viewer is None:
            self.header(surface, _("TICKETS"))
            self.note(surface, _("Hidden"))
            return
        tickets = table.tickets
        done = sum(1 for _t, d, _p in tickets if d)
        progress = _("{done} OF {n} COMPLETE").format(done=done, n=len(tickets))
        all_done = bool(tickets) and done == len(tickets)
        self.header(
            surface,
            _("TICKETS"),
            progress if tickets else "",
            theme.GOOD if all_done else theme.TEXT_MUTED,
        )
        slots = self.slots()
        if not tickets:
            self.note(surface, _("None kept yet"))
            return
        status = {t: d for t, d, _p in tickets}
        for ticket, row in slots.items():
            self._row(surface, ticket, row, status[ticket])
        self._scrollbar(surface)

    def _row(self, surface: pygame.Surface, ticket: str, row: pygame.Rect, done: bool) -> None:
        table = self.table
        t = table.game.board.tickets[ticket]
        art.ticket_paper(surface, row, t.long)
        if table.hover == TicketTarget(ticket):
            pygame.draw.rect(surface, theme.ACCENT, row.inflate(2, 2), 2, border_radius=px(Space.S))
        icon = (row.x + px(Space.XL), row.centery)
        if done:
            pygame.draw.circle(surface, theme.GOOD, icon, px(Tickets.CHECK))
            art.icon_check(surface, icon, px(Tickets.CHECK_MARK), (255, 255, 255))
        else:
            pygame.draw.circle(
                surface, (150, 134, 110), icon, px(Tickets.CHECK), max(1, px(Stroke.THIN))
            )
        badge_r = px(Tickets.POINTS)
        art.points_badge(
            surface,
            (row.right - badge_r - px(Tickets.POINTS_INSET), row.centery),
            t.points,
            badge_r,
        )
        theme.text(
            surface,
            table.words.ticket(ticket),
            "small",
            art.TICKET_INK,
            (row.x + px(Tickets.TEXT_X), row.centery),
            "midleft",
            max_width=row.width - px(Tickets.TEXT_X) - 2 * badge_r - px(Tickets.POINTS_ROOM),
        )

    def _scrollbar(self, surface: pygame.Surface) -> None:
        """A thin scrollbar when not every ticket fits: the mouse wheel shows the others."""
        body, cols, _row_h, rows = self._grid()
        total_rows = -(-len(self.table.tickets) // cols)
        if total_rows <= rows:
            return
        bar_h = max(px(Tickets.SCROLL_THUMB_MIN), body.height * rows // total_rows)
        top = body.y + (body.height - bar_h) * self.scroll // max(1, total_rows - rows)
        width = px(Stroke.THICK)
        track = pygame.Rect(body.right - width, body.y, width, body.height)
        radius = px(Stroke.THIN)
        pygame.draw.rect(surface, theme.ROW_ALT, track, border_radius=radius)
        pygame.draw.rect(
            surface, theme.TEXT_MUTED, (track.x, top, width, bar_h), border_radius=radius
        )


__all__ = ["TicketsPanel"]
