"""TTR game over: the score breakdown (routes, tickets, stations, European Express / flags),
the winner and how a tie was broken, and every player's tickets revealed — completed or
failed — with their paths and the European Express path drawn on a small board."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.core import View
from tabletop.games.ttr.helpers import seat_routes, ticket_status
from tabletop.ui import theme
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.widgets import Button

from . import art

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import TtrTable

EXPRESS = (240, 190, 40)


def tie_break_text(table: TtrTable, view: View) -> str:
    """How the winner was decided when the top score was shared (empty when it was not)."""
    outcome = table.match.outcome()
    if outcome is None:
        return ""
    best = max(outcome.scores)
    tied = [s for s, score in enumerate(outcome.scores) if score == best]
    if len(tied) < 2:
        return ""
    names = [table.seat_name(s) for s in tied]
    done = {s: sum(1 for t in view["revealed"][s] if t["completed"]) for s in tied}
    lead = f"{' and '.join(names)} tied on {best} points"
    winners = list(outcome.winners)
    if len(winners) == len(tied):
        return f"{lead}: they share the win."
    w = winners[0]
    others = [s for s in tied if s not in winners]
    if all(done[w] > done[s] for s in others):
        counts = " to ".join(str(done[s]) for s in [w, *others])
        return f"{lead}: {table.seat_name(w)} completed more tickets ({counts})."
    players = view["players"]
    if table.europe and all(
        players[w]["stations_left"] > players[s]["stations_left"] for s in others
    ):
        return f"{lead}: {table.seat_name(w)} built fewer stations."
    if table.europe:
        return f"{lead}: {table.seat_name(w)} holds the European Express."
    return f"{lead}: {table.seat_name(w)} wins the tie-break."


class TtrGameOverScene(GameOverScene):
    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        self.ttr = table
        view = table.match.view(table.viewer)
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
        self._map: pygame.Surface | None = None
        self.rows: dict[str, pygame.Rect] = {}
        # Per seat: (ticket, completed, path) with stations' borrowed routes counted.
        self.tickets: list[list[tuple[str, bool, list[str]]]] = []
        borrowed = view.get("borrowed", {})
        for seat in range(n):
            routes = seat_routes(view, seat)
            routes += [
                r
                for city, holder in view["stations"].items()
                if holder == seat and (r := borrowed.get(city))
            ]
            rows = []
            for item in view["revealed"][seat]:
                path = ticket_status(table.game, routes, item["id"]) if item["completed"] else None
                rows.append((item["id"], bool(item["completed"]), path or []))
            self.tickets.append(rows)

    def show(self, seat: int) -> None:
        self.shown = seat
        self.hover_ticket = None
        self._layout_rows()

    @property
    def details_height(self) -> int:  # type: ignore[override]
        n = len(self.outcome.scores)
        return max(220, min(330, 700 - (256 + 54 * n)))

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        w, h = super().panel_size
        extra = 28 if self.tie_text else 0
        return (max(w, 1060), h + extra)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if self.tie_text:
            shift = theme.px(28)
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
        self.list_rect = pygame.Rect(
            self.map_rect.right + theme.px(16),
            d.y,
            d.right - self.map_rect.right - theme.px(16),
            d.height,
        )
        x = self.list_rect.x
        for tab in self.tabs:
            w = theme.font("label").size(tab.label)[0] + theme.px(24)
            tab.rect = pygame.Rect(x, self.list_rect.y, w, theme.px(28))
            x += w + theme.px(6)
        self._map = None
        self._layout_rows()

    def _layout_rows(self) -> None:
        rows = self.tickets[self.shown]
        top = self.list_rect.y + theme.px(64)
        row_h = theme.px(26)
        avail = self.list_rect.bottom - theme.px(26) - top  # room for the legend
        per_col = max(1, avail // row_h)
        cols = max(1, min(3, -(-len(rows) // per_col)))
        col_w = (self.list_rect.width - theme.px(8) * (cols - 1)) // cols
        self.rows = {}
        for k, (ticket, _done, _path) in enumerate(rows[: per_col * cols]):
            col, row = divmod(k, per_col)
            self.rows[ticket] = pygame.Rect(
                self.list_rect.x + col * (col_w + theme.px(8)),
                top + row * row_h,
                col_w,
                row_h - theme.px(4),
            )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_ticket = next(
                (t for t, rect in self.rows.items() if rect.collidepoint(event.pos)), None
            )
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index, seat in enumerate(self.order):
                row = pygame.Rect(
                    self.table_rect.x,
                    self.table_rect.y + theme.px(40) + index * theme.px(54),
                    self.table_rect.width,
                    theme.px(50),
                )
                if row.collidepoint(event.pos):
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
                (self.panel.centerx, self.panel.y + theme.px(104)),
                "center",
                max_width=self.panel.width - theme.px(60),
            )
        # Mark the player whose tickets are shown in the score table.
        index = self.order.index(self.shown)
        row = pygame.Rect(
            self.table_rect.x,
            self.table_rect.y + theme.px(40) + index * theme.px(54),
            self.table_rect.width,
            theme.px(50),
        )
        pygame.draw.rect(
            surface, self.ttr.seat_color(self.shown), row, 2, border_radius=theme.px(8)
        )

    def draw_details(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        table = self.ttr
        view = self.view
        if self._map is None:
            full = table.boardview.composite(
                view["routes"], view["stations"], table.closed, table.seat_colors()
            )
            self._map = pygame.transform.smoothscale(full, self.map_rect.size)
        surface.blit(self._map, self.map_rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.map_rect, 1)
        self._draw_paths(surface)
        for i, tab in enumerate(self.tabs):
            if i == self.shown:
                pygame.draw.rect(
                    surface,
                    table.seat_color(i),
                    tab.rect.inflate(4, 4),
                    2,
                    border_radius=theme.px(10),
                )
        seat = self.shown
        rows = self.tickets[seat]
        done = sum(1 for _t, ok, _p in rows if ok)
        total = sum(table.game.board.tickets[t].points * (1 if ok else -1) for t, ok, _p in rows)
        summary = (
            f"{table.seat_name(seat)}: {done} of {len(rows)} tickets completed, {total:+d} points"
        )
        theme.text(
            surface,
            summary,
            "body_bold",
            theme.TEXT,
            (self.list_rect.x, self.list_rect.y + theme.px(46)),
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
                text = f"European Express (+10): {', '.join(holders)} — {best} cars in a row"
                theme.text(
                    surface,
                    text,
                    "small",
                    EXPRESS,
                    (self.map_rect.x, self.map_rect.bottom + theme.px(4)),
                    "topleft",
                    max_width=self.details_rect.width,
                )
        for ticket, row in self.rows.items():
            ok = next(d for t, d, _p in rows if t == ticket)
            points = table.game.board.tickets[ticket].points
            hovered = ticket == self.hover_ticket
            fill = theme.PANEL_RAISED if hovered else theme.ROW_ALT
            pygame.draw.rect(surface, fill, row, border_radius=theme.px(6))
            icon = (row.x + theme.px(12), row.centery)
            if ok:
                art.icon_check(surface, icon, theme.px(12), theme.GOOD)
            else:
                art.icon_cross(surface, icon, theme.px(12), theme.DANGER)
            value = f"{'+' if ok else '−'}{points}"
            theme.text(
                surface,
                value,
                "body_bold",
                theme.GOOD if ok else theme.DANGER,
                (row.right - theme.px(8), row.centery),
                "midright",
            )
            theme.text(
                surface,
                table.words.ticket(ticket),
                "small",
                theme.TEXT,
                (row.x + theme.px(26), row.centery),
                "midleft",
                max_width=row.width - theme.px(70),
            )
        hidden = len(rows) - len(self.rows)
        if hidden > 0:
            theme.text(
                surface,
                f"+{hidden} more",
                "small",
                theme.TEXT_MUTED,
                (self.list_rect.right, self.list_rect.bottom - theme.px(22)),
                "bottomright",
            )
        self._draw_legend(surface)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """What the lines on the small board mean (hover a ticket to see it alone)."""
        items = [(theme.GOOD, "ticket joined"), (theme.DANGER, "ticket failed")]
        if self.ttr.europe:
            items.append((EXPRESS, "European Express"))
        x = self.list_rect.x
        y = self.list_rect.bottom - theme.px(8)
        for color, label in items:
            pygame.draw.line(surface, color, (x, y), (x + theme.px(22), y), max(2, theme.px(4)))
            rect = theme.text(
                surface, label, "small", theme.TEXT_MUTED, (x + theme.px(28), y), "midleft"
            )
            x = rect.right + theme.px(18)

    def _draw_paths(self, surface: pygame.Surface) -> None:
        """The shown player's ticket paths (green) or failed links (red dashes), the hovered
        ticket on top, and the European Express path in gold."""
        table = self.ttr
        board = table.game.board
        bv = table.boardview
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
                        route_line(rid, EXPRESS, max(4, theme.px(6)))
        rows = self.tickets[self.shown]
        focus = [r for r in rows if r[0] == self.hover_ticket] or rows
        for ticket, ok, path in focus:
            t = board.tickets[ticket]
            if ok:
                for rid in path:
                    route_line(rid, theme.GOOD, max(2, theme.px(3)))
            else:
                a, b = city(t.a), city(t.b)
                pygame.draw.line(surface, theme.DANGER, a, b, max(1, theme.px(2)))
            for c in (t.a, t.b):
                pygame.draw.circle(surface, (20, 20, 24), city(c), theme.px(5))
                pygame.draw.circle(
                    surface, theme.GOOD if ok else theme.DANGER, city(c), theme.px(4)
                )
        surface.set_clip(clip)
