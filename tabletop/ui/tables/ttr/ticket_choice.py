"""Keeping tickets: the tickets offered, each a toggle, drawn on a small map of the board;
keep at least the rules' minimum (the engine lists which sets may be kept)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import KeepTickets
from tabletop.ui import strokes, theme
from tabletop.ui.cache import CachedLayer
from tabletop.ui.table import suggestion_ring
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.widgets import Button, Pressable

from . import art
from .layout import Dialogs

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import TtrTable

from .modals import DecisionModal

#: Line colours for offered tickets on the mini board (distinct, also numbered).
TICKET_HUES: tuple[theme.Color, ...] = (
    (236, 120, 30),
    (30, 160, 200),
    (200, 60, 170),
    (110, 170, 40),
)


class TicketToggle(Pressable):
    """One offered ticket: click to keep or return it."""

    def __init__(self, chooser: TicketChooser, ticket: str, index: int) -> None:
        super().__init__()
        self.chooser = chooser
        self.ticket = ticket
        self.index = index
        #: The ticket's name, wrapped to the toggle's width (long place names take two lines).
        self.name_lines: list[str] = []

    @staticmethod
    def text_width(width: int) -> int:
        """Room for the name in a toggle ``width`` wide (the number disc left of it, the points
        and the tick box right of it)."""
        return width - px(Dialogs.TICKET_TEXT_X) - px(Dialogs.TICKET_RIGHT)

    def height_for(self, width: int) -> int:
        """Wrap the name to ``width``; the toggle's height: the usual one, or taller for a
        name on more lines."""
        name = self.chooser.table.words.ticket(self.ticket)
        f = theme.font("body_bold")
        self.name_lines = theme.wrap(name, f, self.text_width(width))
        text = len(self.name_lines) * f.get_linesize() + theme.font("small").get_linesize()
        return max(px(Dialogs.TICKET_ROW), text + 2 * px(Space.S))

    def clicked(self) -> None:
        self.chooser.toggle(self.ticket)

    def draw(self, surface: pygame.Surface) -> None:
        table = self.chooser.table
        t = table.game.board.tickets[self.ticket]
        kept = self.ticket in self.chooser.selected
        # Before the first tick nothing is decided: every ticket is shown plainly, to be read
        # (the dialog opens with none kept: issue 27, new-player #1).
        undecided = not self.chooser.selected
        returned = not kept and not undecided
        rect = self.rect
        hue = TICKET_HUES[self.index % len(TICKET_HUES)]
        art.ticket_paper(surface, rect, t.long)
        if returned:
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
        ink = (110, 100, 90) if returned else art.TICKET_INK
        # The name's lines and the keep/return line, centred together.
        line_h = theme.font("body_bold").get_linesize()
        lines = self.name_lines or [table.words.ticket(self.ticket)]
        block = len(lines) * line_h + theme.font("small").get_linesize()
        y = rect.centery - block // 2
        for line in lines:
            theme.text(
                surface, line, "body_bold", ink, (x, y), max_width=self.text_width(rect.width)
            )
            y += line_h
        if undecided:
            sub = _("Long ticket · Click to keep") if t.long else _("Click to keep")
        elif t.long:
            sub = _("Long ticket · Keep") if kept else _("Long ticket · Return")
        else:
            sub = _("Keep") if kept else _("Return")
        sub_ink = theme.GOOD if kept else art.TICKET_INK if undecided else theme.TEXT_MUTED
        theme.text(surface, sub, "small", sub_ink, (x, y))
        badge = (rect.right - px(Dialogs.TICKET_POINTS_X), rect.centery)
        art.points_badge(surface, badge, t.points, px(Dialogs.TICKET_POINTS))
        box = pygame.Rect(0, 0, px(Dialogs.TICK_BOX), px(Dialogs.TICK_BOX))
        box.center = (rect.right - px(Dialogs.TICK_BOX), rect.centery)
        pygame.draw.rect(surface, (255, 255, 255), box, border_radius=px(Space.XS))
        pygame.draw.rect(surface, (60, 50, 40), box, 2, border_radius=px(Space.XS))
        if kept:
            art.icon_check(surface, box.center, px(Space.XL), theme.GOOD)


class TicketChooser(DecisionModal):
    """Keep tickets: the offered ones drawn on a small board, the keep minimum enforced."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        view = table.view
        self.offered: list[str] = list(view["offered_tickets"])
        # Nothing is ticked to begin with: keeping a ticket is the player's own act, made
        # after reading it (a bounced Enter cannot keep tickets no one has looked at).
        self.selected: set[str] = set()
        self.minimum = table.controller.keep_minimum(table.legal())
        self.setup = bool(view["setup"])
        self.toggles = [TicketToggle(self, t, i) for i, t in enumerate(self.offered)]
        self.keep_button = Button("", self.keep, style="primary")
        self.widgets = [*self.toggles, self.keep_button, self.suggest_button]
        self.map_rect = pygame.Rect(0, 0, 0, 0)
        self._map = CachedLayer()
        self.retranslate()

    def retranslate(self) -> None:
        self.title = (
            _("Choose your starting tickets") if self.setup else _("Choose tickets to keep")
        )
        self._sync_button()
        super().retranslate()

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
        y = top
        for toggle in self.toggles:
            toggle.rect = pygame.Rect(x, y, w, toggle.height_for(w))
            y += toggle.rect.height + px(Dialogs.TICKET_GAP)
        width = px(Dialogs.KEEP_WIDTH)
        self.keep_button.rect = pygame.Rect(
            self.panel.right - inset - width,
            self.panel.bottom - inset - px(theme.BUTTON_HEIGHT),
            width,
            px(theme.BUTTON_HEIGHT),
        )
        self.place_suggest(self.keep_button.rect)

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
            self.table.controller.keep_action(self.selected, self.table.legal()) is not None
        )

    def keep(self) -> None:
        reply = self.table.controller.keep(self.selected, self.table.legal())
        if reply.refused or reply.action is None:
            self.app.toast(reply.message, "error")
            return
        if self.app.top is self:
            self.close()  # guarded: the bounce of this click reaches nothing under it
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
        action = self.suggested()
        if isinstance(action, KeepTickets):
            for toggle in self.toggles:
                if toggle.ticket in action.tickets:
                    suggestion_ring(surface, toggle.rect)
        right = self.keep_button.rect.x - px(Dialogs.KEEP_GAP)
        if len(self.selected) < m:
            warning = ngettext("Keep at least {n}", "Keep at least {n}", m).format(n=m)
            theme.text(
                surface,
                warning,
                "body_bold",
                theme.WARN,
                (right, self.keep_button.rect.centery),
                "midright",
            )
            right -= theme.font("body_bold").size(warning)[0] + px(Space.M)
        button = self.suggest_button.rect
        left = button.right + px(Space.M)
        area = pygame.Rect(left, button.y, right - px(Space.M) - left, button.height)
        self.draw_suggestion_words(surface, area)

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
                strokes.dashed(surface, color, (a, b), width, px(Space.M))
            for end, city in ((a, t.a), (b, t.b)):
                pygame.draw.circle(surface, (20, 20, 24), end, px(Dialogs.END_DISC + 1))
                pygame.draw.circle(surface, color, end, end_r)
                theme.text(surface, str(index + 1), "label", (255, 255, 255), end, "center")
                name = self.table.words.city(city)
                below = end[1] + px(Space.L)
                plate = pygame.Rect((0, 0), theme.font("label").size(name))
                plate.midtop = (end[0], below)
                plate.inflate_ip(px(Space.M), px(Space.XXS))
                if plate.bottom > self.map_rect.bottom:  # no room below: name above the city
                    plate.bottom = end[1] - px(Space.L)
                plate.clamp_ip(self.map_rect)  # names at the edge stay whole
                pygame.draw.rect(surface, (250, 244, 228), plate, border_radius=plate.height // 2)
                ink = (30, 26, 20)
                theme.text(surface, name, "label", ink, plate.center, "center", box=plate)


__all__ = ["TicketChooser", "TicketToggle"]
