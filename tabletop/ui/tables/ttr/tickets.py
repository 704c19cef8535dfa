"""The viewer's tickets: one row each (a tick when its cities are joined, its points; an open
one's progress: the cities of its cheapest way joined so far and the cars still needed), in one
or two columns, the mouse wheel scrolling the rest into view and the header saying how many are
out of sight."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.reply import Target
from tabletop.controller.ttr import TicketTarget
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr.helpers import TicketProgress
from tabletop.ui import theme
from tabletop.ui.theme import Space, Stroke, px

from . import art
from .layout import Tickets
from .panels import TtrPanel

if TYPE_CHECKING:
    from .table import TtrTable

#: A city of a ticket's way not joined yet: a hollow dot on the paper; joined: a green one
#: (darker than the theme's green, to read on the paper).
TICKET_PAPER_DARK: theme.Color = (228, 214, 182)
JOINED: theme.Color = (46, 150, 84)


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

    def hidden(self) -> tuple[int, int]:
        """Tickets scrolled out of sight: (above, below)."""
        _body, cols, _row_h, rows = self._grid()
        total = len(self.table.tickets)
        above = min(total, self.scroll * cols)
        below = max(0, total - above - cols * rows)
        return above, below

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        self.frame(surface)
        if table.viewer is None:
            self.header(surface, _("TICKETS"))
            self.note(surface, _("Hidden"))
            return
        tickets = table.tickets
        done = sum(1 for _t, d, _p in tickets if d)
        all_done = bool(tickets) and done == len(tickets)
        slots = self.slots()
        self._header(surface, done, all_done)
        if not tickets:
            self.note(surface, _("None kept yet"))
            return
        status = {t: d for t, d, _p in tickets}
        for ticket, row in slots.items():
            self._row(surface, ticket, row, status[ticket])
        self._scrollbar(surface)

    def _header(self, surface: pygame.Surface, done: int, all_done: bool) -> None:
        """ "TICKETS", how many are scrolled out of sight (and which way), how many are done."""
        tickets = self.table.tickets
        inner = self.inner
        y = inner.y + px(Space.M)
        title = theme.text(
            surface, _("TICKETS"), "label", theme.TEXT_MUTED, (inner.x, y), "midleft"
        )
        above, below = self.hidden()
        more = ""
        if above or below:
            arrow = "↑↓" if above and below else ("↓" if below else "↑")
            more = ngettext("{n} more {arrow}", "{n} more {arrow}", above + below).format(
                n=above + below, arrow=arrow
            )
        if not tickets:
            return
        f = theme.font("label")
        x = title.right + px(Space.M)
        if more:
            x = theme.text(surface, more, "label", theme.ACCENT, (x, y), "midleft").right
        room = inner.right - x - px(Space.M)
        note = _("{done} OF {n} COMPLETE").format(done=done, n=len(tickets))
        if f.size(note)[0] > room:
            note = _("{done}/{n} DONE").format(done=done, n=len(tickets))
        color = theme.GOOD if all_done else theme.TEXT_MUTED
        if f.size(note)[0] <= room:
            theme.text(surface, note, "label", color, (inner.right, y), "midright")

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
        x = row.x + px(Tickets.TEXT_X)
        end = row.right - 2 * badge_r - px(Tickets.POINTS_ROOM)
        name = table.words.ticket(ticket)
        f = theme.font("small")
        progress = None if done else table.progress.get(ticket)
        if progress is not None:
            end = self._progress(surface, progress, x + f.size(name)[0] + px(Space.M), end, row)
        theme.text(
            surface, name, "small", art.TICKET_INK, (x, row.centery), "midleft", max_width=end - x
        )

    def _progress(
        self,
        surface: pygame.Surface,
        progress: TicketProgress,
        start: int,
        end: int,
        row: pygame.Rect,
    ) -> int:
        """An open ticket's progress right-aligned before ``end``, when there is room after the
        name (from ``start``): the cities of its cheapest way as dots (filled once joined, the
        legs already claimed drawn solid) and the cars still needed. Returns where the name
        must end."""
        f = theme.font("small")
        if progress.cut_off:
            words = _("cut off")
            if start + f.size(words)[0] <= end:
                drawn = theme.text(
                    surface, words, "small", theme.DANGER, (end, row.centery), "midright"
                )
                return drawn.x - px(Space.S)
            return end
        words = progress_words(progress, buses=self.table.rules.piece == "bus")
        words_w = f.size(words)[0]
        if start + words_w > end:
            return end  # no room beside the name: the hover card and the board tell it
        # The dots keep a clear gap from the words on both sides (a dot reaches its radius
        # past its centre): "○—●—○  8 cars", never "○○○8 cars".
        gap, r = px(Space.M), px(Tickets.DOT)
        right = end - words_w - gap
        cities = progress.cities
        step = px(Tickets.DOT_STEP)
        chain_w = step * (len(cities) - 1) + 2 * r
        if start + chain_w + gap <= right:
            self._chain(surface, progress, right - chain_w + r, row.centery)
            right -= chain_w + gap
        theme.text(surface, words, "small", art.TICKET_INK, (end, row.centery), "midright")
        return right

    def _chain(self, surface: pygame.Surface, progress: TicketProgress, x: int, y: int) -> None:
        """The way's cities as dots along a line: a leg claimed is solid, a city joined filled."""
        step = px(Tickets.DOT_STEP)
        r = px(Tickets.DOT)
        joined = set(progress.joined)
        for k, route in enumerate(progress.routes):
            owned = route in progress.owned
            color = JOINED if owned else (176, 160, 134)
            width = max(2, px(Stroke.THIN)) if owned else 1
            pygame.draw.line(surface, color, (x + k * step, y), (x + (k + 1) * step, y), width)
        for k, city in enumerate(progress.cities):
            center = (x + k * step, y)
            fill = JOINED if city in joined else TICKET_PAPER_DARK
            pygame.draw.circle(surface, fill, center, r)
            pygame.draw.circle(surface, art.TICKET_INK, center, r, 1)

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


def progress_words(progress: TicketProgress, *, buses: bool = False) -> str:
    """What an open ticket's row says of its way: the cars still needed (Paris: ``buses``, as
    its seats and log count them), and the stations its way needs when only a rival's route is
    left (Europe: a station borrows it)."""
    cars, stations = progress.cars, len(progress.borrowed)
    if buses:
        return ngettext("{n} bus", "{n} buses", cars).format(n=cars)  # Paris: no stations
    if not stations:
        return ngettext("{n} car", "{n} cars", cars).format(n=cars)
    if cars and stations == 1:
        return ngettext("{n} car + station", "{n} cars + station", cars).format(n=cars)
    # Two counts do not fit one plural sentence: the hover card tells the cars.
    return ngettext("needs {n} station", "needs {n} stations", stations).format(n=stations)
