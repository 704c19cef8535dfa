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

from tabletop.controller.reply import Target
from tabletop.controller.ttr import CityTarget, RouteTarget
from tabletop.core import Action
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import BuildStation, ClaimRoute, DrawTickets, PayTunnel
from tabletop.games.ttr.helpers import own_seat, station_cost
from tabletop.games.ttr.view import TunnelView
from tabletop.ui import theme
from tabletop.ui.cache import CachedLayer
from tabletop.ui.scene import Modal
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.widgets import Button, Pressable

from . import art
from .layout import CARD_ASPECT, Dialogs

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import TtrTable

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
    w = round(height * CARD_ASPECT)
    x, cy = pos
    step = w + px(Dialogs.CHIP_GAP) if len(cards) <= 6 else max(px(Space.S), w // 2)
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
        rect = self.rect.move(0, px(Stroke.HAIR) if self.pressed else 0)
        radius = px(theme.RADIUS)
        if self.enabled and not self.pressed:
            lip = rect.move(0, px(Stroke.MEDIUM))
            pygame.draw.rect(surface, theme.mix(fill, (0, 0, 0), 0.45), lip, border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        x = rect.x + px(Space.L)
        if self.cards:
            x = draw_chips(surface, self.cards, (x, rect.centery), rect.height - px(Space.L))
            x += px(Dialogs.CHIPS_GAP)
        room = rect.right - x - px(Dialogs.TEXT_END)
        theme.text(
            surface,
            self.label,
            "body_bold",
            fg,
            (x, rect.centery - (px(Space.M) if self.hint else 0)),
            "midleft",
            max_width=room,
        )
        if self.hint:
            theme.text(
                surface,
                self.hint,
                "small",
                theme.mix(fg, fill, 0.3),
                (x, rect.centery + px(Dialogs.HINT_DROP)),
                "midleft",
                max_width=room,
            )


def place_beside(
    panel: pygame.Rect, avoid: pygame.Rect, board: pygame.Rect, size: tuple[int, int]
) -> None:
    """Move ``panel`` (a dialog) sideways so it does not hide ``avoid`` (a track or city on
    the board), trying the board's left, its right, then the window's right edge."""
    margin = px(Space.XL)
    avoid = avoid.inflate(px(Space.XXL), px(Space.XXL))
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

    @property
    def inset(self) -> int:
        return px(Dialogs.INSET)

    def draw_veil(self, surface: pygame.Surface, alpha: int = 90) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((6, 9, 15, alpha))
        surface.blit(veil, (0, 0))

    def draw_title(self, surface: pygame.Surface) -> None:
        theme.text(
            surface,
            self.title,
            "heading",
            theme.TEXT,
            (self.panel.x + self.inset, self.panel.y + px(Dialogs.TITLE_TOP)),
            max_width=self.panel.width - 2 * self.inset,
        )


class ActionChooser(_TableModal):
    """Confirm one claim/station/ticket draw, or choose among several payments."""

    def __init__(self, app: App, table: TtrTable, target: Target, actions: list[Action]) -> None:
        super().__init__(app, table)
        self.target = target
        self.actions = actions
        self.lines: list[str] = []
        single = len(actions) == 1
        self.options: list[OptionButton] = []
        for action in actions:
            cards: list[str] = []
            if isinstance(action, ClaimRoute | BuildStation):
                total = (
                    table.game.board.routes[action.route].length
                    if isinstance(action, ClaimRoute)
                    else station_cost(table.game, table.view)
                )
                cards = payment_cards(action.color, action.wilds, total, table.rules.wild)
            self.options.append(
                OptionButton(
                    "",
                    cards,
                    partial(self.choose, action),
                    style="primary" if single else "secondary",
                )
            )
        self.cancel = Button("", self.close)
        self.widgets = [*self.options, self.cancel]
        self.retranslate()

    def retranslate(self) -> None:
        """The title, the facts and every option's words in the current language."""
        table = self.table
        actions = self.actions
        words = table.words
        view = table.view
        rules = table.rules
        first = actions[0]
        self.lines = []
        if isinstance(first, ClaimRoute):
            self.title = _("Claim {route}").format(route=words.route(first.route))
            self.lines = words.route_facts(first.route)
            verb = _("Claim")
        elif isinstance(first, BuildStation):
            self.title = _("Build a station in {city}").format(city=words.city(first.city))
            cost = station_cost(table.game, view)
            nth = rules.stations - view["players"][own_seat(view)]["stations_left"] + 1
            self.lines = [
                ngettext(
                    "Station {nth} of {all}: {n} card",
                    "Station {nth} of {all}: {n} cards of one colour",
                    cost,
                ).format(nth=nth, all=rules.stations, n=cost),
                _("At the end it lends you one rival route from this city for your tickets."),
            ]
            verb = _("Build")
        elif isinstance(first, DrawTickets):
            self.title = _("Draw destination tickets?")
            n = min(rules.draw_tickets, view["ticket_deck"])
            self.lines = [
                ngettext(
                    "You will see {n} ticket and must keep at least {keep}.",
                    "You will see {n} tickets and must keep at least {keep}.",
                    n,
                ).format(n=n, keep=rules.draw_keep),
                _("This takes your whole turn."),
            ]
            verb = _("Draw tickets")
        else:
            self.title = str(first)
            verb = _("Play")
        # Long facts wrap to the dialog's width.
        width = px(Dialogs.CHOOSER_WIDTH) - 2 * self.inset
        self.lines = [
            part for line in self.lines for part in theme.wrap(line, theme.font("body"), width)
        ]
        single = len(actions) == 1
        for action, option in zip(actions, self.options, strict=True):
            label = verb
            if isinstance(action, ClaimRoute | BuildStation):
                paid = table.ctrl.payment_label(action, view)
                if single:
                    label = _("{verb}: pay {payment}").format(verb=verb, payment=paid)
                else:
                    label = _("Pay {payment}").format(payment=paid)
            option.label = label
        self.cancel.label = _("Cancel")

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        # Title, the facts, the "choose" hint, one row per option, the Cancel row.
        rows = len(self.options)
        hint = Dialogs.CHOOSE_HINT if rows > 1 else 0
        height = (
            Dialogs.CHOOSER_TOP
            + Dialogs.FACT_LINE * len(self.lines)
            + Space.L
            + hint
            + (Dialogs.OPTION_HEIGHT + Space.M) * rows
            + Dialogs.CHOOSER_BOTTOM
        )
        return (Dialogs.CHOOSER_WIDTH, height)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        avoid = self.table.board_panel.rect_of(self.target)
        if isinstance(self.target, RouteTarget | CityTarget) and avoid is not None:
            place_beside(self.panel, avoid, self.table.board_rect, size)  # beside, not on top
        y = self.content_top() + px(Dialogs.FACT_LINE) * len(self.lines) + px(Space.L)
        if len(self.options) > 1:
            y += px(Dialogs.CHOOSE_HINT)
        h = px(Dialogs.OPTION_HEIGHT)
        for button in self.options:
            button.rect = pygame.Rect(
                self.panel.x + self.inset, y, self.panel.width - 2 * self.inset, h
            )
            y += h + px(Space.M)
        self.button_row([self.cancel])

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
        self.draw_title(surface)
        x = self.panel.x + self.inset
        y = self.content_top()
        for line in self.lines:
            theme.text(
                surface,
                line,
                "body",
                theme.TEXT_MUTED,
                (x, y),
                max_width=self.panel.width - 2 * self.inset,
            )
            y += px(Dialogs.FACT_LINE)
        if len(self.options) > 1:
            theme.text(
                surface,
                _("Choose how to pay (or press 1–9):"),
                "small",
                theme.TEXT_MUTED,
                (x, self.options[0].rect.y - px(Space.S)),
                "bottomleft",
            )
        for widget in self.widgets:
            widget.draw(surface)


class TunnelChooser(_TableModal):
    """A tunnel's three turned cards and the extra cost: pay it, or give the tunnel up."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        view = table.view
        tunnel = view["tunnel"]
        assert tunnel is not None
        self.tunnel: TunnelView = tunnel
        self.elapsed = 0.0
        pays, decline = table.ctrl.tunnel_options(table.legal())
        self.pay_buttons: list[OptionButton] = []
        wild = table.rules.wild
        extra = tunnel["extra"]
        for action in pays:
            cards = payment_cards(tunnel["color"], action.wilds, extra, wild)
            self.pay_buttons.append(
                OptionButton(
                    "",
                    cards,
                    partial(self.choose, action),
                    style="primary" if len(pays) == 1 else "secondary",
                )
            )
        self.decline_action = decline
        self.decline = Button("", lambda: self.choose(decline), style="danger")
        self.widgets = [*self.pay_buttons, self.decline]
        self.pays: list[PayTunnel] = pays
        self.retranslate()

    def retranslate(self) -> None:
        table = self.table
        self.title = _("Tunnel: {route}").format(route=table.words.route(self.tunnel["route"]))
        for action, button in zip(self.pays, self.pay_buttons, strict=True):
            text = table.ctrl.tunnel_payment_text(table.view, action)
            button.label = _("Pay {payment} more").format(payment=text)
            button.hint = _("and claim the tunnel")
        self.decline.label = _("Give up the tunnel")

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        rows = max(1, len(self.pay_buttons))
        return (
            Dialogs.TUNNEL_WIDTH,
            Dialogs.TUNNEL_HEIGHT + (Dialogs.OPTION_HEIGHT + Space.M) * rows,
        )

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        bounds = self.table.board_panel.route_bounds(self.tunnel["route"])
        place_beside(self.panel, bounds, self.table.board_rect, size)  # the tunnel stays in sight
        h = px(Dialogs.OPTION_HEIGHT)
        y = self.panel.y + px(Dialogs.TUNNEL_BUTTONS_TOP)
        for button in self.pay_buttons:
            button.rect = pygame.Rect(
                self.panel.x + self.inset, y, self.panel.width - 2 * self.inset, h
            )
            y += h + px(Space.M)
        width = px(Dialogs.DECLINE_WIDTH)
        self.decline.rect = pygame.Rect(
            self.panel.right - self.inset - width,
            self.panel.bottom - self.inset - px(theme.BUTTON_HEIGHT),
            width,
            px(theme.BUTTON_HEIGHT),
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
        self.draw_title(surface)
        table = self.table
        x = self.panel.x + self.inset
        tunnel = self.tunnel
        route = table.game.board.routes[tunnel["route"]]
        wild = table.rules.wild
        put = payment_cards(tunnel["color"], tunnel["wilds"], route.length, wild)
        y = self.panel.y + px(Dialogs.SECTION)
        theme.text(surface, _("YOU PUT DOWN"), "label", theme.TEXT_MUTED, (x, y))
        draw_chips(surface, put, (x, y + px(Dialogs.CHIPS_DROP)), px(Dialogs.CHIP_HEIGHT))
        y += px(Dialogs.SECTION)
        theme.text(surface, _("TURNED FROM THE DECK"), "label", theme.TEXT_MUTED, (x, y))
        w, h = px(Dialogs.TUNNEL_CARD_W), px(Dialogs.TUNNEL_CARD_H)
        paid = tunnel["color"]
        gap = px(Dialogs.TUNNEL_CARD_GAP)
        for i, color in enumerate(tunnel["revealed"]):
            rect = pygame.Rect(x + i * (w + gap), y + px(Dialogs.LINE), w, h)
            # The cards turn one after another, 0.25 s apart (at once with animations off).
            turned = self.elapsed >= 0.25 * (i + 1) or self.app.settings.animation_factor == 0
            if not turned:
                surface.blit(art.card_back(w, h, "train"), rect)
                continue
            surface.blit(art.card_face(color, w, h, table.words.color_label(color)), rect)
            if color == wild or (paid is not None and color == paid):
                pygame.draw.rect(
                    surface, theme.DANGER, rect.inflate(6, 6), 3, border_radius=px(Space.M)
                )
                theme.text(
                    surface,
                    _("+1"),
                    "body_bold",
                    theme.DANGER,
                    (rect.centerx, rect.bottom + px(Space.L)),
                    "center",
                )
        if not tunnel["revealed"]:
            theme.text(
                surface,
                _("(the deck was empty)"),
                "body",
                theme.TEXT_MUTED,
                (x, y + px(Dialogs.EMPTY_DROP)),
                "midleft",
            )
        self._draw_cost(surface, x + 3 * (w + gap) + px(Space.XL), y + px(Dialogs.COST_TOP))
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_cost(self, surface: pygame.Surface, x: int, y: int) -> None:
        """What the tunnel asks for, in words (in red when the player cannot pay)."""
        words = self.table.words
        wild = self.table.rules.wild
        extra = self.tunnel["extra"]
        paid = self.tunnel["color"]
        lines = [
            (
                ngettext(
                    "The tunnel needs {n} more card:", "The tunnel needs {n} more cards:", extra
                ).format(n=extra),
                theme.WARN,
            )
        ]
        if paid is None:
            only = _("{wilds} only (you paid with wilds).").format(wilds=words.card(wild, 2))
            lines.append((only, theme.TEXT))
        else:
            either = _("{colour} or {wilds}.").format(
                colour=words.colour(paid), wilds=words.card(wild, 2)
            )
            lines.append((either, theme.TEXT))
        if not self.pays:
            lines.append(
                (_("You do not hold them: your cards go back to your hand."), theme.DANGER)
            )
        width = self.panel.right - self.inset - x
        for i, (line, color) in enumerate(lines):
            for part in theme.wrap(line, theme.font("body"), width):
                theme.text(surface, part, "body_bold" if i == 0 else "body", color, (x, y))
                y += px(Dialogs.LINE)


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
            pygame.draw.rect(dim, (20, 22, 30, 140), dim.get_rect(), border_radius=px(Space.S))
            surface.blit(dim, rect)
        if self.hovered:
            pygame.draw.rect(
                surface, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=px(Space.M)
            )
        # Number disc in the ticket's line colour (the same number marks its cities).
        disc = px(Dialogs.TICKET_DISC)
        c = (rect.x + px(Dialogs.TICKET_DISC_X), rect.centery)
        pygame.draw.circle(surface, (30, 24, 18), c, px(Dialogs.TICKET_DISC + 1))  # a dark rim
        pygame.draw.circle(surface, hue, c, disc)
        theme.text(surface, str(self.index + 1), "body_bold", (255, 255, 255), c, "center")
        x = rect.x + px(Dialogs.TICKET_TEXT_X)
        ink = art.TICKET_INK if kept else (110, 100, 90)
        theme.text(
            surface,
            table.words.ticket(self.ticket),
            "body_bold",
            ink,
            (x, rect.centery - px(Dialogs.TITLE_RISE)),
            "midleft",
            max_width=rect.width - px(Dialogs.TICKET_TEXT_X) - px(Dialogs.TICKET_RIGHT),
        )
        if t.long:
            sub = _("Long ticket · Keep") if kept else _("Long ticket · Return")
        else:
            sub = _("Keep") if kept else _("Return")
        theme.text(
            surface,
            sub,
            "small",
            theme.GOOD if kept else theme.TEXT_MUTED,
            (x, rect.centery + px(Dialogs.HINT_DROP)),
            "midleft",
        )
        badge = (rect.right - px(Dialogs.TICKET_POINTS_X), rect.centery)
        art.points_badge(surface, badge, t.points, px(Dialogs.TICKET_POINTS))
        box = pygame.Rect(0, 0, px(Dialogs.TICK_BOX), px(Dialogs.TICK_BOX))
        box.center = (rect.right - px(Dialogs.TICK_BOX), rect.centery)
        pygame.draw.rect(surface, (255, 255, 255), box, border_radius=px(Space.XS))
        pygame.draw.rect(surface, (60, 50, 40), box, 2, border_radius=px(Space.XS))
        if kept:
            art.icon_check(surface, box.center, px(Space.XL), theme.GOOD)


class TicketChooser(_TableModal):
    """Keep tickets: the offered ones drawn on a small board, the keep minimum enforced."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        view = table.view
        self.offered: list[str] = list(view["offered_tickets"])
        self.selected: set[str] = set(self.offered)
        self.minimum = table.ctrl.keep_minimum(table.legal())
        self.setup = bool(view["setup"])
        self.toggles = [TicketToggle(self, t, i) for i, t in enumerate(self.offered)]
        self.keep_button = Button("", self.keep, style="primary")
        self.widgets = [*self.toggles, self.keep_button]
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self._map = CachedLayer()
        self.retranslate()

    def retranslate(self) -> None:
        self.title = (
            _("Choose your starting tickets") if self.setup else _("Choose tickets to keep")
        )
        self._sync_button()

    @property
    def panel_size(self) -> tuple[int, int]:  # type: ignore[override]
        # As tall as the small board needs at this width (title, rule line, map, button).
        board = self.table.game.board
        inset = Dialogs.INSET
        map_w = Dialogs.TICKETS_WIDTH - 3 * inset - Dialogs.TICKET_LIST_WIDTH
        map_h = round(map_w * board.height / board.width)
        tickets_h = (Dialogs.TICKET_ROW + Dialogs.TICKET_GAP) * len(self.offered)
        height = (
            Dialogs.TICKETS_TOP
            + max(map_h, tickets_h)
            + Dialogs.KEEP_GAP
            + theme.BUTTON_HEIGHT
            + Dialogs.TICKETS_BOTTOM
        )
        return (Dialogs.TICKETS_WIDTH, height)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        inset = self.inset
        top = self.content_top() + px(Dialogs.RULE_LINE)
        bottom = self.panel.bottom - inset - px(theme.BUTTON_HEIGHT) - px(Dialogs.KEEP_GAP)
        board = self.table.game.board
        list_w = px(Dialogs.TICKET_LIST_WIDTH)
        avail_w = self.panel.width - 3 * inset - list_w
        avail_h = bottom - top
        s = min(avail_w / board.width, avail_h / board.height)
        self.map_rect = pygame.Rect(
            self.panel.x + inset, top, round(board.width * s), round(board.height * s)
        )
        x = self.map_rect.right + inset
        w = self.panel.right - inset - x
        h = px(Dialogs.TICKET_ROW)
        y = top
        for toggle in self.toggles:
            toggle.rect = pygame.Rect(x, y, w, h)
            y += h + px(Dialogs.TICKET_GAP)
        width = px(Dialogs.KEEP_WIDTH)
        self.keep_button.rect = pygame.Rect(
            self.panel.right - inset - width,
            self.panel.bottom - inset - px(theme.BUTTON_HEIGHT),
            width,
            px(theme.BUTTON_HEIGHT),
        )

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
        self.keep_button.label = ngettext("Keep {n} ticket", "Keep {n} tickets", n).format(n=n)
        self.keep_button.enabled = (
            self.table.ctrl.keep_action(self.selected, self.table.legal()) is not None
        )

    def keep(self) -> None:
        reply = self.table.ctrl.keep(self.selected, self.table.legal())
        if reply.refused or reply.action is None:
            self.app.toast(reply.message, "error")
            return
        if self.app.top is self:
            self.app.pop()
        self.table.submit(reply.action)

    def on_escape(self) -> None:
        self.table.open_menu()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keep()
            return
        super().handle(event)

    def _mini_map(self) -> pygame.Surface:
        table = self.table

        def paint(surface: pygame.Surface) -> None:
            view = table.view
            full = table.board_panel.composite(
                view["routes"], view["stations"], table.closed, table.seat_colors()
            )
            pygame.transform.smoothscale(full, self.map_rect.size, surface)

        return self._map.get(table.version, self.map_rect.size, paint, alpha=False)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_veil(surface, 150)
        theme.panel(surface, self.panel)
        self.draw_title(surface)
        m = self.minimum
        rule = ngettext(
            "Keep at least {n}; the others are returned. Click a ticket to keep or return it.",
            "Keep at least {n}; the others are returned. Click a ticket to keep or return it.",
            m,
        ).format(n=m)
        theme.text(
            surface,
            rule,
            "body",
            theme.TEXT_MUTED,
            (self.panel.x + self.inset, self.content_top() - px(Space.XS)),
            max_width=self.panel.width - 2 * self.inset,
        )
        surface.blit(self._mini_map(), self.map_rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.map_rect, 1)
        self._draw_ticket_lines(surface)
        for widget in self.widgets:
            widget.draw(surface)
        if len(self.selected) < m:
            theme.text(
                surface,
                ngettext("Keep at least {n}", "Keep at least {n}", m).format(n=m),
                "body_bold",
                theme.WARN,
                (self.keep_button.rect.x - px(Dialogs.KEEP_GAP), self.keep_button.rect.centery),
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

        end_r = px(Dialogs.END_DISC)
        for index, ticket in enumerate(self.offered):
            t = board.tickets[ticket]
            hue = TICKET_HUES[index % len(TICKET_HUES)]
            kept = ticket in self.selected
            a, b = point(t.a), point(t.b)
            width = max(3, px(Dialogs.KEPT_LINE)) if kept else max(2, px(Stroke.THIN))
            color = hue if kept else theme.mix(hue, (200, 200, 200), 0.5)
            pygame.draw.line(surface, (20, 20, 24), a, b, width + 2)
            if kept:
                pygame.draw.line(surface, color, a, b, width)
            else:  # returned: a dashed line
                _dashed(surface, color, a, b, width, px(Space.M))
            for end, city in ((a, t.a), (b, t.b)):
                pygame.draw.circle(surface, (20, 20, 24), end, px(Dialogs.END_DISC + 1))
                pygame.draw.circle(surface, color, end, end_r)
                theme.text(surface, str(index + 1), "label", (255, 255, 255), end, "center")
                name = self.table.words.city(city)
                label = theme.text_image(name, "label", (30, 26, 20))
                below = end[1] + px(Space.L)
                plate = label.get_rect(midtop=(end[0], below)).inflate(px(Space.M), px(Space.XXS))
                if plate.bottom > self.map_rect.bottom:  # no room below: name above the city
                    plate.bottom = end[1] - px(Space.L)
                plate.clamp_ip(self.map_rect)  # names at the edge stay whole
                pygame.draw.rect(surface, (250, 244, 228), plate, border_radius=plate.height // 2)
                surface.blit(label, label.get_rect(center=plate.center))


def _dashed(
    surface: pygame.Surface,
    color: theme.Color,
    a: tuple[int, int],
    b: tuple[int, int],
    width: int,
    dash: int,
) -> None:
    length = math.dist(a, b)
    for k in range(int(length // (2 * dash)) + 1):
        t0 = k * 2 * dash / max(1.0, length)
        t1 = min(1.0, t0 + dash / max(1.0, length))
        if t0 >= 1:
            break
        p = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        q = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        pygame.draw.line(surface, color, p, q, width)
