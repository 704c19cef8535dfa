"""TTR game over: the score breakdown (routes, tickets, stations, European Express / flags),
the winner and how a tie was broken, and every player's tickets revealed — completed or
failed — with their paths and the European Express path drawn on a small board."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from tabletop.core.i18n import N_, _, ngettext
from tabletop.games.ttr.helpers import seat_routes, ticket_status
from tabletop.games.ttr.view import TtrView
from tabletop.ui import theme
from tabletop.ui.cache import CachedLayer
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.widgets import Button

from . import art
from .board import EXPRESS
from .layout import GameOver

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import TtrTable

#: The shown player's longest path when another player holds the European Express.
LONGEST: theme.Color = (170, 150, 110)


def tie_break_text(table: TtrTable, view: TtrView) -> str:
    """How the winner was decided when the top score was shared (empty when it was not)."""
    outcome = table.match.outcome()
    if outcome is None:
        return ""
    best = max(outcome.scores)
    tied = [s for s, score in enumerate(outcome.scores) if score == best]
    if len(tied) < 2:
        return ""
    names = _(" and ").join(table.seat_name(s) for s in tied)
    revealed = view.get("revealed", [])
    done = {s: sum(1 for t in revealed[s] if t["completed"]) for s in tied}
    winners = list(outcome.winners)
    if len(winners) == len(tied):
        return ngettext(
            "{names} tied on {n} point: they share the win.",
            "{names} tied on {n} points: they share the win.",
            best,
        ).format(names=names, n=best)
    w = winners[0]
    name = table.seat_name(w)
    others = [s for s in tied if s not in winners]
    if all(done[w] > done[s] for s in others):
        counts = _(" to ").join(str(done[s]) for s in [w, *others])
        return ngettext(
            "{names} tied on {n} point: {name} completed more tickets ({counts}).",
            "{names} tied on {n} points: {name} completed more tickets ({counts}).",
            best,
        ).format(names=names, n=best, name=name, counts=counts)
    players = view["players"]
    if table.europe and all(
        players[w]["stations_left"] > players[s]["stations_left"] for s in others
    ):
        return ngettext(
            "{names} tied on {n} point: {name} built fewer stations.",
            "{names} tied on {n} points: {name} built fewer stations.",
            best,
        ).format(names=names, n=best, name=name)
    if table.europe:
        return ngettext(
            "{names} tied on {n} point: {name} holds the European Express.",
            "{names} tied on {n} points: {name} holds the European Express.",
            best,
        ).format(names=names, n=best, name=name)
    return ngettext(
        "{names} tied on {n} point: {name} wins the tie-break.",
        "{names} tied on {n} points: {name} wins the tie-break.",
        best,
    ).format(names=names, n=best, name=name)


def tickets_summary(name: str, done: int, n: int, points: int) -> str:
    """ "Anna: 3 of 4 tickets completed, +12 points" (singular and plural as the counts say)."""
    completed = ngettext(
        "{done} of {n} ticket completed", "{done} of {n} tickets completed", n
    ).format(done=done, n=n)
    worth = ngettext("{points:+d} point", "{points:+d} points", abs(points)).format(points=points)
    return _("{name}: {completed}, {points}").format(name=name, completed=completed, points=worth)


class SeatTab(Button):
    """A player's tab over the ticket list: the seat's colour and marker, and its name unless
    ``compact`` (when every name does not fit in one row)."""

    def __init__(
        self,
        name: str,
        seat: int,
        color: theme.Color,
        on_click: Callable[[], object],
        faces: art.CardArt,
        stored: str | None = None,
    ) -> None:
        super().__init__(name, on_click, style="ghost", role="label")
        self.seat = seat
        self.color = color
        self.faces = faces
        #: The seat's stored colour (its shape in colour-blind mode).
        self.stored = stored
        self.compact = False

    @staticmethod
    def disc() -> int:
        return px(GameOver.TAB_DISC)

    def width(self, *, compact: bool) -> int:
        if compact:
            return px(GameOver.TAB_HEIGHT)
        name = theme.font("label").size(self.label)[0]
        return 2 * self.disc() + px(Space.S) + name + px(Space.XL)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:  # another section of the game-over screen is shown
            return
        fill = theme.BUTTON_HOVER if self.hovered else theme.PANEL
        radius = px(theme.RADIUS)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, 1, border_radius=radius)
        r = self.disc()
        center = (
            self.rect.centerx if self.compact else self.rect.x + px(Space.M) + r,
            self.rect.centery,
        )
        self.faces.seat_disc(surface, self.seat, center, r, self.color, self.stored)
        if not self.compact:
            x = center[0] + r + px(Space.S)
            theme.text(surface, self.label, "label", theme.TEXT, (x, self.rect.centery), "midleft")


class TtrGameOverScene(GameOverScene):
    #: The details section: the final map with each seat's tickets and the paths that joined them.
    details_title = N_("Tickets and routes")

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        self.ttr = table
        view = cast(TtrView, table.match.view(table.viewer))
        self.view = view
        n = len(view["players"])
        default = table.viewer if table.viewer is not None else self.outcome.winners[0]
        self.shown = default
        self.hover_ticket: str | None = None
        self.tabs = [
            SeatTab(
                table.seat_name(s),
                s,
                table.seat_color(s),
                partial(self.show, s),
                table.art,
                table.match.seats[s].color,
            )
            for s in range(n)
        ]
        self.widgets = [*self.tabs, *self.widgets]
        self.tie_text = tie_break_text(table, view)
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self._map = CachedLayer()
        self.rows: dict[str, pygame.Rect] = {}
        # Per seat: (ticket, completed, path) with stations' borrowed routes counted.
        self.tickets: list[list[tuple[str, bool, list[str]]]] = []
        borrowed = view.get("borrowed", {})
        revealed = view.get("revealed", [])
        for seat in range(n):
            routes = seat_routes(view, seat)
            routes += [
                r
                for city, holder in view["stations"].items()
                if holder == seat and (r := borrowed.get(city))
            ]
            rows = []
            for item in revealed[seat]:
                path = ticket_status(table.game, routes, item["id"]) if item["completed"] else None
                rows.append((item["id"], bool(item["completed"]), path or []))
            self.tickets.append(rows)

    def retranslate(self) -> None:
        super().retranslate()
        self.tie_text = tie_break_text(self.ttr, self.view)

    def show(self, seat: int) -> None:
        self.shown = seat
        self.hover_ticket = None
        self._layout_rows()

    @property
    def details_height(self) -> int:  # type: ignore[override]
        n = len(self.outcome.scores)
        return max(GameOver.DETAILS_MIN, min(GameOver.DETAILS_MAX, GameOver.ROOM - (256 + 54 * n)))

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        w, h = super().panel_size
        extra = GameOver.TIE_LINE if self.tie_text else 0
        return (max(w, GameOver.WIDTH), h + extra)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if self.tie_text:
            shift = px(GameOver.TIE_LINE)
            self.table_rect.y += shift
            self.details_rect.y += shift
        d = self.details_rect
        board = self.ttr.game.board
        map_h = d.height
        map_w = round(map_h * board.width / board.height)
        if map_w > d.width * 0.5:
            map_w = round(d.width * 0.5)
            map_h = round(map_w * board.height / board.width)
        self.map_rect = pygame.Rect(d.x, d.y, map_w, map_h)
        gap = px(Space.XL)
        self.list_rect = pygame.Rect(
            self.map_rect.right + gap, d.y, d.right - self.map_rect.right - gap, d.height
        )
        # The tabs name their players when every name fits in the row; else each tab is the
        # player's colour and marker alone (the summary line under them names the one shown).
        gap = px(Space.S)
        full = sum(tab.width(compact=False) for tab in self.tabs) + gap * (len(self.tabs) - 1)
        compact = full > self.list_rect.width
        x = self.list_rect.x
        for tab in self.tabs:
            tab.compact = compact
            w = tab.width(compact=compact)
            tab.rect = pygame.Rect(x, self.list_rect.y, w, px(GameOver.TAB_HEIGHT))
            x += w + gap
        self._layout_rows()

    def _layout_rows(self) -> None:
        rows = self.tickets[self.shown]
        top = self.list_rect.y + px(GameOver.LIST_TOP)
        row_h = px(GameOver.ROW)
        avail = self.list_rect.bottom - px(GameOver.ROW) - top  # room for the legend
        per_col = max(1, avail // row_h)
        cols = max(1, min(3, -(-len(rows) // per_col)))
        gap = px(Space.M)
        col_w = (self.list_rect.width - gap * (cols - 1)) // cols
        self.rows = {}
        for k, (ticket, _done, _path) in enumerate(rows[: per_col * cols]):
            col, row = divmod(k, per_col)
            self.rows[ticket] = pygame.Rect(
                self.list_rect.x + col * (col_w + gap),
                top + row * row_h,
                col_w,
                row_h - px(Space.XS),
            )

    def _score_row(self, index: int) -> pygame.Rect:
        """The ``index``-th row of the score table (the base scene's layout)."""
        return pygame.Rect(
            self.table_rect.x,
            self.table_rect.y + px(GameOver.SCORE_TOP) + index * px(GameOver.SCORE_ROW),
            self.table_rect.width,
            px(GameOver.SCORE_ROW_HEIGHT),
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_ticket = next(
                (t for t, rect in self.rows.items() if rect.collidepoint(event.pos)), None
            )
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, seat in enumerate(self.order):
                if self._score_row(index).collidepoint(event.pos):
                    self.show(seat)
        super().handle(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.tie_text:
            theme.text(
                surface,
                self.tie_text,
                "body",
                theme.TEXT,
                (self.panel.centerx, self.panel.y + px(GameOver.TIE_TOP)),
                "center",
                max_width=self.panel.width - px(GameOver.TIE_MARGIN),
            )
        # Mark the player whose tickets are shown in the score table (in the accent: a dark
        # seat colour would not show on the dark panel).
        row = self._score_row(self.order.index(self.shown))
        pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=px(Space.M))

    def draw_details(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        table = self.ttr
        view = self.view

        def paint(small: pygame.Surface) -> None:
            full = table.board_panel.composite(
                view["routes"], view["stations"], table.closed, table.seat_colors()
            )
            pygame.transform.smoothscale(full, self.map_rect.size, small)

        surface.blit(self._map.get("final", self.map_rect.size, paint, alpha=False), self.map_rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.map_rect, 1)
        self._draw_paths(surface)
        for i, tab in enumerate(self.tabs):
            if i == self.shown:
                pygame.draw.rect(
                    surface,
                    theme.ACCENT,
                    tab.rect.inflate(4, 4),
                    2,
                    border_radius=px(theme.RADIUS),
                )
        seat = self.shown
        rows = self.tickets[seat]
        done = sum(1 for _t, ok, _p in rows if ok)
        total = sum(table.game.board.tickets[t].points * (1 if ok else -1) for t, ok, _p in rows)
        summary = tickets_summary(table.seat_name(seat), done, len(rows), total)
        theme.text(
            surface,
            summary,
            "body_bold",
            theme.TEXT,
            (self.list_rect.x, self.list_rect.y + px(GameOver.SUMMARY_TOP)),
            "midleft",
            max_width=self.list_rect.width,
        )
        longest = view.get("longest", [])
        if table.europe and longest:
            best = max(item["length"] for item in longest)
            holders = [
                table.seat_name(s)
                for s, item in enumerate(longest)
                if item["length"] == best and best > 0
            ]
            if holders:
                text = ngettext(
                    "European Express (+{bonus}): {names} — {n} car in a row",
                    "European Express (+{bonus}): {names} — {n} cars in a row",
                    best,
                ).format(bonus=table.rules.express_bonus, names=", ".join(holders), n=best)
                theme.text(
                    surface,
                    text,
                    "small",
                    EXPRESS,
                    (self.map_rect.x, self.map_rect.bottom + px(Space.XS)),
                    "topleft",
                    max_width=self.details_rect.width,
                )
        for ticket, row in self.rows.items():
            ok = next(d for t, d, _p in rows if t == ticket)
            worth = table.game.board.tickets[ticket].points
            hovered = ticket == self.hover_ticket
            fill = theme.PANEL_RAISED if hovered else theme.ROW_ALT
            pygame.draw.rect(surface, fill, row, border_radius=px(Space.S))
            icon = (row.x + px(Space.L), row.centery)
            if ok:
                art.icon_check(surface, icon, px(Space.L), theme.GOOD)
            else:
                art.icon_cross(surface, icon, px(Space.L), theme.DANGER)
            value = f"{'+' if ok else '−'}{worth}"
            theme.text(
                surface,
                value,
                "body_bold",
                theme.GOOD if ok else theme.DANGER,
                (row.right - px(Space.M), row.centery),
                "midright",
            )
            theme.text(
                surface,
                table.words.ticket(ticket),
                "small",
                theme.TEXT,
                (row.x + px(GameOver.TICKET_TEXT_X), row.centery),
                "midleft",
                max_width=row.width - px(GameOver.TICKET_ROOM),
            )
        hidden = len(rows) - len(self.rows)
        if hidden > 0:
            theme.text(
                surface,
                _("+{n} more").format(n=hidden),
                "small",
                theme.TEXT_MUTED,
                (self.list_rect.right, self.list_rect.bottom - px(GameOver.MORE_RISE)),
                "bottomright",
            )
        self._draw_legend(surface)

    def longest_routes(self) -> list[str]:
        """The longest continuous path of the player whose tab is shown (Europe): drawn on the
        small board, whoever holds the European Express."""
        longest = self.view.get("longest", [])
        if not self.ttr.europe or self.shown >= len(longest):
            return []
        return list(longest[self.shown]["routes"])

    def holds_express(self) -> bool:
        """The shown player's path is the longest of all (they score the European Express)."""
        longest = self.view.get("longest", [])
        if not self.ttr.europe or self.shown >= len(longest):
            return False
        best = max(item["length"] for item in longest)
        return best > 0 and longest[self.shown]["length"] == best

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """What the lines on the small board mean (hover a ticket to see it alone)."""
        items = [(theme.GOOD, _("ticket joined")), (theme.DANGER, _("ticket failed"))]
        if self.ttr.europe and self.holds_express():
            items.append((EXPRESS, _("European Express")))
        elif self.longest_routes():
            items.append((LONGEST, _("longest path")))
        x = self.list_rect.x
        y = self.list_rect.bottom - px(Space.M)
        for color, label in items:
            end = (x + px(GameOver.LEGEND_LINE), y)
            pygame.draw.line(surface, color, (x, y), end, max(2, px(Stroke.THICK)))
            at = (x + px(GameOver.LEGEND_TEXT_X), y)
            rect = theme.text(surface, label, "small", theme.TEXT_MUTED, at, "midleft")
            x = rect.right + px(GameOver.LEGEND_GAP)

    def _draw_paths(self, surface: pygame.Surface) -> None:
        """The shown player's ticket paths (green) or failed links (red lines), the hovered
        ticket on top, and that player's longest path: gold when it wins the European Express,
        muted when another player's is longer."""
        table = self.ttr
        board = table.game.board
        bv = table.board_panel
        s = self.map_rect.width / board.width

        def pt(p: tuple[float, float]) -> tuple[int, int]:
            return (round(self.map_rect.x + p[0] * s), round(self.map_rect.y + p[1] * s))

        def city(c: str) -> tuple[int, int]:
            return pt((board.cities[c].x, board.cities[c].y))

        def route_line(rid: str, color: theme.Color, width: int) -> None:
            r = board.routes[rid]
            points = [city(r.a), *(pt(car[0]) for car in bv.geo.cars[rid]), city(r.b)]
            pygame.draw.lines(surface, (20, 20, 24), False, points, width + 2)
            pygame.draw.lines(surface, color, False, points, width)

        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        express = EXPRESS if self.holds_express() else LONGEST
        for rid in self.longest_routes():
            route_line(rid, express, max(4, px(Space.S)))
        rows = self.tickets[self.shown]
        focus = [r for r in rows if r[0] == self.hover_ticket] or rows
        for ticket, ok, path in focus:
            t = board.tickets[ticket]
            if ok:
                for rid in path:
                    route_line(rid, theme.GOOD, max(2, px(Stroke.MEDIUM)))
            else:
                a, b = city(t.a), city(t.b)
                pygame.draw.line(surface, theme.DANGER, a, b, max(1, px(Stroke.THIN)))
            for c in (t.a, t.b):
                dot = px(GameOver.END_DOT)
                pygame.draw.circle(surface, (20, 20, 24), city(c), px(GameOver.END_DOT + 1))
                pygame.draw.circle(surface, theme.GOOD if ok else theme.DANGER, city(c), dot)
        surface.set_clip(clip)
