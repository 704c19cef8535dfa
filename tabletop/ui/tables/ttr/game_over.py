"""TTR game over: the score breakdown (routes, tickets, stations, European Express / flags),
the winner and how a tie was broken, and every player's tickets revealed — completed or
failed — with their paths and the European Express path drawn on a small board."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from tabletop.core.i18n import _
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
        return _("{names} tied on {n} points: they share the win.").format(names=names, n=best)
    w = winners[0]
    name = table.seat_name(w)
    others = [s for s in tied if s not in winners]
    if all(done[w] > done[s] for s in others):
        counts = _(" to ").join(str(done[s]) for s in [w, *others])
        return _("{names} tied on {n} points: {name} completed more tickets ({counts}).").format(
            names=names, n=best, name=name, counts=counts
        )
    players = view["players"]
    if table.europe and all(
        players[w]["stations_left"] > players[s]["stations_left"] for s in others
    ):
        return _("{names} tied on {n} points: {name} built fewer stations.").format(
            names=names, n=best, name=name
        )
    if table.europe:
        return _("{names} tied on {n} points: {name} holds the European Express.").format(
            names=names, n=best, name=name
        )
    return _("{names} tied on {n} points: {name} wins the tie-break.").format(
        names=names, n=best, name=name
    )


class TtrGameOverScene(GameOverScene):
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
            Button(table.seat_name(s), partial(self.show, s), style="ghost", role="label")
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
        x = self.list_rect.x
        for tab in self.tabs:
            w = theme.font("label").size(tab.label)[0] + px(Space.XXL)
            tab.rect = pygame.Rect(x, self.list_rect.y, w, px(GameOver.TAB_HEIGHT))
            x += w + px(Space.S)
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
        # Mark the player whose tickets are shown in the score table.
        row = self._score_row(self.order.index(self.shown))
        pygame.draw.rect(
            surface, self.ttr.seat_color(self.shown), row, 2, border_radius=px(Space.M)
        )

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
                    table.seat_color(i),
                    tab.rect.inflate(4, 4),
                    2,
                    border_radius=px(theme.RADIUS),
                )
        seat = self.shown
        rows = self.tickets[seat]
        done = sum(1 for _t, ok, _p in rows if ok)
        total = sum(table.game.board.tickets[t].points * (1 if ok else -1) for t, ok, _p in rows)
        summary = _("{name}: {done} of {n} tickets completed, {points:+d} points").format(
            name=table.seat_name(seat), done=done, n=len(rows), points=total
        )
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
                text = _("European Express (+{bonus}): {names} — {n} cars in a row").format(
                    bonus=table.rules.express_bonus, names=", ".join(holders), n=best
                )
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
            points = table.game.board.tickets[ticket].points
            hovered = ticket == self.hover_ticket
            fill = theme.PANEL_RAISED if hovered else theme.ROW_ALT
            pygame.draw.rect(surface, fill, row, border_radius=px(Space.S))
            icon = (row.x + px(Space.L), row.centery)
            if ok:
                art.icon_check(surface, icon, px(Space.L), theme.GOOD)
            else:
                art.icon_cross(surface, icon, px(Space.L), theme.DANGER)
            value = f"{'+' if ok else '−'}{points}"
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

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """What the lines on the small board mean (hover a ticket to see it alone)."""
        items = [(theme.GOOD, _("ticket joined")), (theme.DANGER, _("ticket failed"))]
        if self.ttr.europe:
            items.append((EXPRESS, _("European Express")))
        x = self.list_rect.x
        y = self.list_rect.bottom - px(Space.M)
        for color, label in items:
            end = (x + px(GameOver.LEGEND_LINE), y)
            pygame.draw.line(surface, color, (x, y), end, max(2, px(Stroke.THICK)))
            at = (x + px(GameOver.LEGEND_TEXT_X), y)
            rect = theme.text(surface, label, "small", theme.TEXT_MUTED, at, "midleft")
            x = rect.right + px(GameOver.LEGEND_GAP)

    def _draw_paths(self, surface: pygame.Surface) -> None:
        """The shown player's ticket paths (green) or failed links (red dashes), the hovered
        ticket on top, and the European Express path in gold."""
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
        longest = self.view.get("longest", [])
        if table.europe and longest:
            best = max(item["length"] for item in longest)
            for item in longest:
                if item["length"] == best and best > 0:
                    for rid in item["routes"]:
                        route_line(rid, EXPRESS, max(4, px(Space.S)))
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
