"""The TTR table's dialogs: choose (or confirm) a payment, pay or give up a tunnel, keep
tickets. Each one offers only actions the engine listed as legal, so nothing chosen here can be
refused; Cancel (where allowed) leaves the game untouched.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.core import Action
from tabletop.games.ttr import BuildStation, ClaimRoute, DrawTickets, PayTunnel
from tabletop.ui import theme
from tabletop.ui.scene import Modal
from tabletop.ui.widgets import Button, Pressable

from . import art

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import Target, TtrTable

#: Line colours for offered tickets on the mini board (distinct, also numbered).
TICKET_HUES: tuple[theme.Color, ...] = (
    (236, 120, 30),
    (30, 160, 200),
    (200, 60, 170),
    (110, 170, 40),
)


def payment_cards(color: str | None, wilds: int, total: int, wild: str) -> list[str]:
    """The cards of a payment, coloured ones first."""
    coloured = [color] * (total - wilds) if color is not None else []
    return coloured + [wild] * wilds


def draw_chips(
    surface: pygame.Surface, cards: Sequence[str], pos: tuple[int, int], height: int
) -> int:
    """A row of small cards from ``pos`` (midleft); returns the right edge."""
    w = round(height * 0.68)
    x, cy = pos
    step = w + theme.px(3) if len(cards) <= 6 else max(theme.px(6), w // 2)
    for color in cards:
        surface.blit(art.card_face(color, w, height), (x, cy - height // 2))
        x += step
    return x - step + w if cards else x


class OptionButton(Button):
    """A button showing a payment as card chips and words."""

    def __init__(
        self,
        label: str,
        cards: Sequence[str],
        on_click: Callable[[], object],
        *,
        style: str = "secondary",
        hint: str = "",
    ) -> None:
        super().__init__(label, on_click, style=style, role="body_bold")
        self.cards = list(cards)
        self.hint = hint

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, fg = self.colors()
        rect = self.rect.move(0, theme.px(1) if self.pressed else 0)
        radius = theme.px(theme.RADIUS)
        if self.enabled and not self.pressed:
            lip = rect.move(0, theme.px(3))
            pygame.draw.rect(surface, theme.mix(fill, (0, 0, 0), 0.45), lip, border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        x = rect.x + theme.px(12)
        if self.cards:
            x = draw_chips(surface, self.cards, (x, rect.centery), rect.height - theme.px(12))
            x += theme.px(14)
        theme.text(
            surface,
            self.label,
            "body_bold",
            fg,
            (x, rect.centery - (theme.px(8) if self.hint else 0)),
            "midleft",
            max_width=rect.right - x - theme.px(10),
        )
        if self.hint:
            theme.text(
                surface,
                self.hint,
                "small",
                theme.mix(fg, fill, 0.3),
                (x, rect.centery + theme.px(11)),
                "midleft",
                max_width=rect.right - x - theme.px(10),
            )


def place_beside(
    panel: pygame.Rect, avoid: pygame.Rect, board: pygame.Rect, size: tuple[int, int]
) -> None:
    """Move ``panel`` (a dialog) sideways so it does not hide ``avoid`` (a track or city on
    the board), trying the board's left, its right, then the window's right edge."""
    margin = theme.px(16)
    avoid = avoid.inflate(theme.px(24), theme.px(24))
    panel.centery = board.centery
    candidates = [
        board.x + margin,
        board.right - margin - panel.width,
        size[0] - margin - panel.width,
    ]
    best_x, best_overlap = panel.x, None
    for x in candidates:
        x = max(0, min(x, size[0] - panel.width))
        moved = panel.move(x - panel.x, 0)
        clipped = moved.clip(avoid)
        overlap = clipped.width * clipped.height
        if best_overlap is None or overlap < best_overlap:
            best_x, best_overlap = x, overlap
        if overlap == 0:
            break
    panel.x = best_x


class _TableModal(Modal):
    """A dialog over the TTR table, drawn with a light veil so the board stays readable."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app)
        self.table = table

    def draw_veil(self, surface: pygame.Surface, alpha: int = 90) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((6, 9, 15, alpha))
        surface.blit(veil, (0, 0))


class ActionChooser(_TableModal):
    """Confirm one claim/station/ticket draw, or choose among several payments."""

    def __init__(self, app: App, table: TtrTable, target: Target, actions: list[Action]) -> None:
        super().__init__(app, table)
        self.target = target
        self.actions = actions
        words = table.words
        view = table.view
        first = actions[0]
        self.lines: list[str] = []
        if isinstance(first, ClaimRoute):
            self.title = f"Claim {words.route(first.route)}"
            self.lines = words.route_facts(first.route)
            verb = "Claim"
        elif isinstance(first, BuildStation):
            self.title = f"Build a station in {words.city(first.city)}"
            cost = table.ctrl.station_cost(view)
            nth = table.rules.stations - view["players"][view["seat"]]["stations_left"] + 1
            self.lines = [
                f"Station {nth} of {table.rules.stations}: {cost} card"
                f"{'s of one colour' if cost > 1 else ''}",
                "At the end it lends you one rival route from this city for your tickets.",
            ]
            verb = "Build"
        elif isinstance(first, DrawTickets):
            self.title = "Draw destination tickets?"
            n = min(table.rules.draw_tickets, view["ticket_deck"])
            self.lines = [
                f"You will see {n} tickets and must keep at least {table.rules.draw_keep}.",
                "This takes your whole turn.",
            ]
            verb = "Draw tickets"
        else:
            self.title = str(first)
            verb = "Play"
        # Long facts wrap to the dialog's width.
        width = theme.px(560) - 2 * theme.px(theme.PAD + 4)
        self.lines = [
            part for line in self.lines for part in theme.wrap(line, theme.font("body"), width)
        ]
        self.options: list[OptionButton] = []
        single = len(actions) == 1
        for action in actions:
            cards: list[str] = []
            label = verb
            if isinstance(action, ClaimRoute | BuildStation):
                total = (
                    table.game.board.routes[action.route].length
                    if isinstance(action, ClaimRoute)
                    else table.ctrl.station_cost(view)
                )
                cards = payment_cards(action.color, action.wilds, total, table.rules.wild)
                paid = table.ctrl.describe(action, view)
                label = f"{verb}: pay {paid}" if single else f"Pay {paid}"
            self.options.append(
                OptionButton(
                    label,
                    cards,
                    partial(self.choose, action),
                    style="primary" if single else "secondary",
                )
            )
        self.cancel = Button("Cancel", self.close)
        self.widgets = [*self.options, self.cancel]

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        # Title, the facts, the "choose" hint, one row per option, the Cancel row.
        rows = len(self.options)
        hint = 26 if rows > 1 else 0
        return (560, 64 + 24 * len(self.lines) + 12 + hint + 62 * rows + 86)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        avoid = self._avoid()
        if avoid is not None:  # beside the track or city, not on top of it
            place_beside(self.panel, avoid, self.table.board_rect, size)
        pad = theme.px(theme.PAD + 4)
        y = self.content_top() + theme.px(24) * len(self.lines) + theme.px(12)
        if len(self.options) > 1:
            y += theme.px(26)
        h = theme.px(54)
        for button in self.options:
            button.rect = pygame.Rect(self.panel.x + pad, y, self.panel.width - 2 * pad, h)
            y += h + theme.px(8)
        self.button_row([self.cancel])

    def _avoid(self) -> pygame.Rect | None:
        kind = self.target[0]
        bv = self.table.boardview
        if kind == "route":
            return bv.route_bounds(self.target[1])
        if kind == "city":
            r = bv.city_radius * 3
            x, y = bv.screen_cities[self.target[1]]
            return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        return None

    def choose(self, action: Action) -> None:
        self.close()
        self.table.submit(action)

    def close(self) -> None:
        self.table.chooser_closed()
        if self.app.top is self:
            self.app.pop()

    def on_escape(self) -> None:
        self.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and len(self.actions) == 1:
                self.choose(self.actions[0])
                return
            index = event.key - pygame.K_1
            if 0 <= index < len(self.actions) and len(self.actions) > 1:
                self.choose(self.actions[index])
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_veil(surface)
        theme.panel(surface, self.panel)
        pad = theme.px(theme.PAD + 4)
        theme.text(
            surface,
            self.title,
            "heading",
            theme.TEXT,
            (self.panel.x + pad, self.panel.y + theme.px(theme.PAD + 2)),
            max_width=self.panel.width - 2 * pad,
        )
        y = self.content_top()
        for line in self.lines:
            theme.text(
                surface,
                line,
                "body",
                theme.TEXT_MUTED,
                (self.panel.x + pad, y),
                max_width=self.panel.width - 2 * pad,
            )
            y += theme.px(24)
        if len(self.options) > 1:
            theme.text(
                surface,
                "Choose how to pay (or press 1–9):",
                "small",
                theme.TEXT_MUTED,
                (self.panel.x + pad, self.options[0].rect.y - theme.px(6)),
                "bottomleft",
            )
        for widget in self.widgets:
            widget.draw(surface)


class TunnelChooser(_TableModal):
    """A tunnel's three turned cards and the extra cost: pay it, or give the tunnel up."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        view = table.view
        self.tunnel = dict(view["tunnel"])
        route = self.tunnel["route"]
        self.title = f"Tunnel: {table.words.route(route)}"
        self.elapsed = 0.0
        legal = table.legal()
        pays, decline = table.ctrl.tunnel_options(legal)
        self.pay_buttons: list[OptionButton] = []
        wild = table.rules.wild
        extra = self.tunnel["extra"]
        for action in pays:
            cards = payment_cards(self.tunnel["color"], action.wilds, extra, wild)
            text = table.ctrl.tunnel_payment_text(view, action)
            self.pay_buttons.append(
                OptionButton(
                    f"Pay {text} more",
                    cards,
                    partial(self.choose, action),
                    style="primary" if len(pays) == 1 else "secondary",
                    hint="and claim the tunnel",
                )
            )
        self.decline_action = decline
        self.decline = Button("Give up the tunnel", lambda: self.choose(decline), style="danger")
        self.widgets = [*self.pay_buttons, self.decline]
        self.pays: list[PayTunnel] = pays

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        return (620, 380 + 62 * max(1, len(self.pay_buttons)))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        bounds = self.table.boardview.route_bounds(self.tunnel["route"])
        place_beside(self.panel, bounds, self.table.board_rect, size)  # the tunnel stays in sight
        pad = theme.px(theme.PAD + 4)
        h = theme.px(54)
        y = self.panel.y + theme.px(300)
        for button in self.pay_buttons:
            button.rect = pygame.Rect(self.panel.x + pad, y, self.panel.width - 2 * pad, h)
            y += h + theme.px(8)
        self.decline.rect = pygame.Rect(
            self.panel.right - pad - theme.px(230),
            self.panel.bottom - pad - theme.px(theme.BUTTON_HEIGHT),
            theme.px(230),
            theme.px(theme.BUTTON_HEIGHT),
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        self.elapsed += dt

    def choose(self, action: Action | None) -> None:
        if action is None:
            return
        if self.app.top is self:
            self.app.pop()
        self.table.submit(action)

    def on_escape(self) -> None:
        self.table.open_menu()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_veil(surface, 120)
        theme.panel(surface, self.panel)
        table = self.table
        pad = theme.px(theme.PAD + 4)
        x = self.panel.x + pad
        theme.text(
            surface, self.title, "heading", theme.TEXT, (x, self.panel.y + theme.px(theme.PAD + 2))
        )
        tunnel = self.tunnel
        route = table.game.board.routes[tunnel["route"]]
        put = payment_cards(tunnel["color"], tunnel["wilds"], route.length, table.rules.wild)
        y = self.panel.y + theme.px(70)
        theme.text(surface, "YOU PUT DOWN", "label", theme.TEXT_MUTED, (x, y))
        draw_chips(surface, put, (x, y + theme.px(36)), theme.px(40))
        y += theme.px(70)
        theme.text(surface, "TURNED FROM THE DECK", "label", theme.TEXT_MUTED, (x, y))
        w, h = theme.px(58), theme.px(84)
        paid = tunnel["color"]
        wild = table.rules.wild
        for i, color in enumerate(tunnel["revealed"]):
            rect = pygame.Rect(x + i * (w + theme.px(10)), y + theme.px(22), w, h)
            # The cards turn one after another, 0.25 s apart (at once with animations off).
            turned = self.elapsed >= 0.25 * (i + 1) or self.app.settings.animation_factor == 0
            if turned:
                surface.blit(art.card_face(color, w, h, table.words.color_label(color)), rect)
                if color == wild or (paid is not None and color == paid):
                    pygame.draw.rect(
                        surface, theme.DANGER, rect.inflate(6, 6), 3, border_radius=theme.px(8)
                    )
                    theme.text(
                        surface,
                        "+1",
                        "body_bold",
                        theme.DANGER,
                        (rect.centerx, rect.bottom + theme.px(12)),
                        "center",
                    )
            else:
                surface.blit(art.card_back(w, h, "train"), rect)
        if not tunnel["revealed"]:
            theme.text(
                surface,
                "(the deck was empty)",
                "body",
                theme.TEXT_MUTED,
                (x, y + theme.px(50)),
                "midleft",
            )
        info_x = x + 3 * (w + theme.px(10)) + theme.px(16)
        extra = tunnel["extra"]
        lines = [f"The tunnel needs {extra} more card{'s' if extra != 1 else ''}:"]
        if paid is None:
            lines.append(f"{table.words.card(wild, 2)} only (you paid with wilds).")
        else:
            lines.append(f"{paid} or {table.words.card(wild, 2)}.")
        if not self.pays:
            lines.append("You do not hold them: your cards go back to your hand.")
        ty = y + theme.px(26)
        for i, line in enumerate(lines):
            color = theme.WARN if i == 0 else (theme.DANGER if "do not" in line else theme.TEXT)
            for part in theme.wrap(line, theme.font("body"), self.panel.right - pad - info_x):
                theme.text(surface, part, "body_bold" if i == 0 else "body", color, (info_x, ty))
                ty += theme.px(22)
        for widget in self.widgets:
            widget.draw(surface)


class TicketToggle(Pressable):
    """One offered ticket: click to keep or return it."""

    def __init__(self, chooser: TicketChooser, ticket: str, index: int) -> None:
        super().__init__()
        self.chooser = chooser
        self.ticket = ticket
        self.index = index

    def clicked(self) -> None:
        self.chooser.toggle(self.ticket)

    def draw(self, surface: pygame.Surface) -> None:
        table = self.chooser.table
        t = table.game.board.tickets[self.ticket]
        kept = self.ticket in self.chooser.selected
        rect = self.rect
        hue = TICKET_HUES[self.index % len(TICKET_HUES)]
        art.ticket_paper(surface, rect, t.long)
        if not kept:
            dim = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(dim, (20, 22, 30, 140), dim.get_rect(), border_radius=theme.px(6))
            surface.blit(dim, rect)
        if self.hovered:
            pygame.draw.rect(
                surface, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=theme.px(8)
            )
        # Number disc in the ticket's line colour (the same number marks its cities).
        c = (rect.x + theme.px(22), rect.centery)
        pygame.draw.circle(surface, (30, 24, 18), c, theme.px(13))
        pygame.draw.circle(surface, hue, c, theme.px(12))
        theme.text(surface, str(self.index + 1), "body_bold", (255, 255, 255), c, "center")
        x = rect.x + theme.px(44)
        ink = art.TICKET_INK if kept else (110, 100, 90)
        theme.text(
            surface,
            table.words.ticket(self.ticket),
            "body_bold",
            ink,
            (x, rect.centery - theme.px(9)),
            "midleft",
            max_width=rect.width - theme.px(44) - theme.px(90),
        )
        sub = ("Long ticket · " if t.long else "") + ("Keep" if kept else "Return")
        theme.text(
            surface,
            sub,
            "small",
            theme.GOOD if kept else theme.TEXT_MUTED,
            (x, rect.centery + theme.px(11)),
            "midleft",
        )
        art.points_badge(surface, (rect.right - theme.px(58), rect.centery), t.points, theme.px(13))
        box = pygame.Rect(0, 0, theme.px(22), theme.px(22))
        box.center = (rect.right - theme.px(22), rect.centery)
        pygame.draw.rect(surface, (255, 255, 255), box, border_radius=theme.px(4))
        pygame.draw.rect(surface, (60, 50, 40), box, 2, border_radius=theme.px(4))
        if kept:
            art.icon_check(surface, box.center, theme.px(16), theme.GOOD)


class TicketChooser(_TableModal):
    """Keep tickets: the offered ones drawn on a small board, the keep minimum enforced."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        view = table.view
        self.offered: list[str] = list(view["offered_tickets"])
        self.selected: set[str] = set(self.offered)
        self.minimum = table.ctrl.keep_minimum(table.legal())
        setup = bool(view.get("setup"))
        self.title = "Choose your starting tickets" if setup else "Choose tickets to keep"
        self.toggles = [TicketToggle(self, t, i) for i, t in enumerate(self.offered)]
        self.keep_button = Button("Keep", self.keep, style="primary")
        self.widgets = [*self.toggles, self.keep_button]
        self._sync_button()
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self._map: pygame.Surface | None = None

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        # As tall as the small board needs at this width (title, rule line, map, button).
        board = self.table.game.board
        map_w = 1100 - 3 * (theme.PAD + 4) - 380
        map_h = round(map_w * board.height / board.width)
        tickets_h = 72 * len(self.offered)
        return (1100, 64 + 26 + max(map_h, tickets_h) + 14 + theme.BUTTON_HEIGHT + theme.PAD + 8)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD + 4)
        top = self.content_top() + theme.px(26)
        bottom = self.panel.bottom - pad - theme.px(theme.BUTTON_HEIGHT) - theme.px(14)
        board = self.table.game.board
        list_w = theme.px(380)
        avail_w = self.panel.width - 3 * pad - list_w
        avail_h = bottom - top
        s = min(avail_w / board.width, avail_h / board.height)
        self.map_rect = pygame.Rect(
            self.panel.x + pad, top, round(board.width * s), round(board.height * s)
        )
        x = self.map_rect.right + pad
        w = self.panel.right - pad - x
        h = theme.px(62)
        y = top
        for toggle in self.toggles:
            toggle.rect = pygame.Rect(x, y, w, h)
            y += h + theme.px(10)
        self.keep_button.rect = pygame.Rect(
            self.panel.right - pad - theme.px(240),
            self.panel.bottom - pad - theme.px(theme.BUTTON_HEIGHT),
            theme.px(240),
            theme.px(theme.BUTTON_HEIGHT),
        )
        self._map = None

    def toggle(self, ticket: str) -> None:
        if ticket in self.selected:
            self.selected.discard(ticket)
        else:
            self.selected.add(ticket)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._sync_button()

    def _sync_button(self) -> None:
        n = len(self.selected)
        self.keep_button.label = f"Keep {n} ticket{'s' if n != 1 else ''}"
        self.keep_button.enabled = (
            self.table.ctrl.keep_action(self.selected, self.table.legal()) is not None
        )

    def keep(self) -> None:
        legal = self.table.legal()
        action = self.table.ctrl.keep_action(self.selected, legal)
        if action is None:
            refusal = self.table.ctrl.keep_refusal(self.selected, legal)
            self.app.toast(refusal or "You cannot keep those.", "error")
            return
        if self.app.top is self:
            self.app.pop()
        self.table.submit(action)

    def on_escape(self) -> None:
        self.table.open_menu()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keep()
            return
        super().handle(event)

    def _mini_map(self) -> pygame.Surface:
        if self._map is None or self._map.get_size() != self.map_rect.size:
            table = self.table
            view = table.view
            full = table.boardview.composite(
                view["routes"], view["stations"], table.closed, table.seat_colors()
            )
            self._map = pygame.transform.smoothscale(full, self.map_rect.size)
        return self._map

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_veil(surface, 150)
        theme.panel(surface, self.panel)
        pad = theme.px(theme.PAD + 4)
        theme.text(
            surface,
            self.title,
            "heading",
            theme.TEXT,
            (self.panel.x + pad, self.panel.y + theme.px(theme.PAD + 2)),
        )
        m = self.minimum
        rule = f"Keep at least {m}; the others are returned. Click a ticket to keep or return it."
        theme.text(
            surface,
            rule,
            "body",
            theme.TEXT_MUTED,
            (self.panel.x + pad, self.content_top() - theme.px(4)),
            max_width=self.panel.width - 2 * pad,
        )
        surface.blit(self._mini_map(), self.map_rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.map_rect, 1)
        self._draw_ticket_lines(surface)
        for widget in self.widgets:
            widget.draw(surface)
        if len(self.selected) < m:
            theme.text(
                surface,
                f"Keep at least {m}",
                "body_bold",
                theme.WARN,
                (self.keep_button.rect.x - theme.px(14), self.keep_button.rect.centery),
                "midright",
            )

    def _draw_ticket_lines(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.map_rect)
        self._draw_lines(surface)
        surface.set_clip(clip)

    def _draw_lines(self, surface: pygame.Surface) -> None:
        board = self.table.game.board
        s = self.map_rect.width / board.width

        def point(city: str) -> tuple[int, int]:
            c = board.cities[city]
            return (round(self.map_rect.x + c.x * s), round(self.map_rect.y + c.y * s))

        for index, ticket in enumerate(self.offered):
            t = board.tickets[ticket]
            hue = TICKET_HUES[index % len(TICKET_HUES)]
            kept = ticket in self.selected
            a, b = point(t.a), point(t.b)
            width = max(3, theme.px(5)) if kept else max(2, theme.px(2))
            color = hue if kept else theme.mix(hue, (200, 200, 200), 0.5)
            pygame.draw.line(surface, (20, 20, 24), a, b, width + 2)
            if kept:
                pygame.draw.line(surface, color, a, b, width)
            else:  # returned: a dashed line
                length = math.dist(a, b)
                dash = theme.px(8)
                for k in range(int(length // (2 * dash)) + 1):
                    t0 = k * 2 * dash / max(1.0, length)
                    t1 = min(1.0, t0 + dash / max(1.0, length))
                    if t0 >= 1:
                        break
                    p = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
                    q = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
                    pygame.draw.line(surface, color, p, q, width)
            for end, city in ((a, t.a), (b, t.b)):
                pygame.draw.circle(surface, (20, 20, 24), end, theme.px(11))
                pygame.draw.circle(surface, color, end, theme.px(10))
                theme.text(surface, str(index + 1), "label", (255, 255, 255), end, "center")
                name = self.table.words.city(city)
                label = theme.font("label").render(name, True, (30, 26, 20))
                plate = label.get_rect(midtop=(end[0], end[1] + theme.px(12))).inflate(
                    theme.px(8), theme.px(2)
                )
                if plate.bottom > self.map_rect.bottom:  # no room below: name above the city
                    plate.bottom = end[1] - theme.px(12)
                plate.clamp_ip(self.map_rect)  # names at the edge stay whole
                pygame.draw.rect(surface, (250, 244, 228), plate, border_radius=plate.height // 2)
                surface.blit(label, label.get_rect(center=plate.center))
