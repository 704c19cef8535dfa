"""The TTR table's dialogs: choose (or confirm) a payment, pay or give up a tunnel, keep
tickets. Each one offers only actions the engine listed as legal, so nothing chosen here can be
refused; Cancel (where allowed) leaves the game untouched.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.reply import Target
from tabletop.controller.ttr import CityTarget, RouteTarget
from tabletop.core import Action
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import BuildStation, ClaimRoute, DeclineTunnel, DrawTickets, KeepTickets
from tabletop.games.ttr.helpers import own_seat, station_cost
from tabletop.games.ttr.view import TunnelView
from tabletop.ui import theme
from tabletop.ui.cache import CachedLayer
from tabletop.ui.scene import Modal
from tabletop.ui.table import is_suggest_key, suggestion_ring
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.widgets import Button, Pressable

from . import art
from .layout import Dialogs
from .payment import PaymentPicker, PayOption, draw_chips, focus_ring, payment_cards

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


def place_beside(
    panel: pygame.Rect, avoid: pygame.Rect, board: pygame.Rect, size: tuple[int, int]
) -> None:
    """Move ``panel`` (a dialog) sideways so it does not hide ``avoid`` (a track or city on
    the board), trying the board's left, its right, then the window's right edge; it stays
    whole inside the window."""
    margin = px(Space.XL)
    avoid = avoid.inflate(px(Space.XXL), px(Space.XXL))
    panel.centery = board.centery
    panel.clamp_ip(pygame.Rect((0, 0), size))
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
    """A dialog over the TTR table, drawn with a light veil so the board stays readable; its
    title wraps over as many lines as it needs (long place names are never cut)."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app)
        self.table = table
        self.title_lines: list[str] = []

    @property
    def inset(self) -> int:
        return px(Dialogs.INSET)

    @staticmethod
    def margin() -> int:
        """The least room left between a dialog and the window's edge."""
        return px(Dialogs.WINDOW_MARGIN)

    def wrap_title(self, width: int) -> int:
        """Wrap the title to ``width``; returns the y (from the panel's top) below it."""
        f = theme.font("heading")
        self.title_lines = theme.wrap(self.title, f, width) if self.title else []
        return px(Dialogs.TITLE_TOP) + len(self.title_lines) * f.get_linesize()

    def draw_veil(self, surface: pygame.Surface, alpha: int = 90) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((6, 9, 15, alpha))
        surface.blit(veil, (0, 0))

    def draw_title(self, surface: pygame.Surface) -> None:
        lines = self.title_lines or [self.title]
        y = self.panel.y + px(Dialogs.TITLE_TOP)
        for line in lines:
            theme.text(surface, line, "heading", theme.TEXT, (self.panel.x + self.inset, y))
            y += theme.font("heading").get_linesize()


class _DecisionModal(_TableModal):
    """A dialog that is the player's whole decision (keep tickets, pay for a tunnel): Suggest
    works in it as at the table — its own button and H ask what the Strong level would
    choose, the dialog rings the suggested choice and says it beside the button. It never
    chooses for the player."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        self.suggest_button = Button(_("Suggest"), table.suggest, style="ghost", role="body_bold")

    def retranslate(self) -> None:
        self.suggest_button.label = _("Suggest")

    def place_suggest(self, row: pygame.Rect) -> None:
        """The Suggest button at the left of the dialog's button ``row``."""
        f = theme.font("body_bold")
        width = f.size(self.suggest_button.label)[0] + px(Space.XXL)
        self.suggest_button.rect = pygame.Rect(self.panel.x + self.inset, row.y, width, row.height)

    def update(self, dt: float) -> None:
        super().update(dt)
        table = self.table
        table.update_suggestion()  # the table does not update under a dialog
        self.suggest_button.enabled = table.suggest_refusal() is None and not table.suggesting

    def handle(self, event: pygame.event.Event) -> None:
        if is_suggest_key(event):
            self.table.suggest()
            return
        super().handle(event)

    def suggested(self) -> Action | None:
        """The suggested choice, once it is in (None while thinking or when none was asked)."""
        return self.table.suggested_action

    @staticmethod
    def words_height(lines: int) -> int:
        """The height of ``lines`` lines of the suggestion's sentence."""
        return lines * theme.font("small").get_linesize()

    def draw_suggestion_words(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Say "Thinking…", or the suggestion, in ``area``: as many lines as its height holds
        (a longer sentence ends in "…": the rings show the choice all the same)."""
        table = self.table
        if table.suggested is not None:
            words = table.suggested.sentence
        elif table.suggesting:
            words = _("Thinking…")
        else:
            return
        if area.width <= 0:
            return
        f = theme.font("small")
        room = max(1, area.height // f.get_linesize())
        lines = theme.wrap(words, f, area.width)
        if len(lines) > room:
            lines = [*lines[: room - 1], " ".join(lines[room - 1 :])]
        y = area.centery - len(lines) * f.get_linesize() // 2
        for line in lines:
            theme.text(
                surface,
                line,
                "small",
                theme.ACCENT,
                (area.x, y),
                max_width=area.width,
                may_cut=True,
            )
            y += f.get_linesize()


class ActionChooser(_TableModal):
    """Confirm one claim/station/ticket draw, or choose among the ways to pay for it (as many
    as the hand allows: ``PaymentPicker`` fits them to the window)."""

    def __init__(self, app: App, table: TtrTable, target: Target, actions: list[Action]) -> None:
        super().__init__(app, table)
        self.target = target
        self.actions = actions
        self.retranslate()

    def retranslate(self) -> None:
        """The title, the facts and every way to pay in the current language (the picker is
        made again; its window fit comes with the layout that follows)."""
        table = self.table
        actions = self.actions
        words = table.words
        view = table.view
        rules = table.rules
        first = actions[0]
        self.facts: list[str] = []
        if isinstance(first, ClaimRoute):
            self.title = _("Claim {route}").format(route=words.route(first.route))
            self.facts = words.route_facts(first.route)
            verb = _("Claim")
        elif isinstance(first, BuildStation):
            self.title = _("Build a station in {city}").format(city=words.city(first.city))
            cost = station_cost(table.game, view)
            nth = rules.stations - view["players"][own_seat(view)]["stations_left"] + 1
            self.facts = [
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
            self.facts = [
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
        self.lines: list[str] = []
        single = len(actions) == 1
        options = []
        for action in actions:
            color: str | None = None
            wilds = total = 0
            words_for = verb
            if isinstance(action, ClaimRoute | BuildStation):
                total = (
                    table.game.board.routes[action.route].length
                    if isinstance(action, ClaimRoute)
                    else station_cost(table.game, view)
                )
                color, wilds = action.color, action.wilds
                paid = table.ctrl.payment_label(action, view)
                if single:
                    words_for = _("{verb}: pay {payment}").format(verb=verb, payment=paid)
                else:
                    words_for = _("Pay {payment}").format(payment=paid)
            options.append(PayOption(action, color, wilds, total, words_for))
        self.picker = PaymentPicker(options, rules.wild, self._picked, primary=single)
        self.cancel = Button(_("Cancel"), self.close)
        self.widgets = [self.picker, self.cancel]
        #: The hint above the ways and the focused way's words (tiles), wrapped.
        self.hint_lines: list[str] = []
        self.status_lines: list[str] = []
        self._body_top = 0

    @property
    def options(self) -> list[PayOption]:
        return self.picker.options

    def hint(self) -> str:
        """How to choose (shown with more than one way)."""
        picker = self.picker
        if len(self.options) < 2:
            return ""
        if picker.numbered:
            return _("Choose how to pay (click, or press 1–{last}):").format(last=len(self.options))
        return _(
            "Choose how to pay: 1–{last} picks a colour, the arrow keys how many "
            "locomotives, Enter pays."
        ).format(last=min(9, picker.lines))

    def layout(self, size: tuple[int, int]) -> None:
        margin = self.margin()
        width = min(px(Dialogs.CHOOSER_WIDTH), size[0] - 2 * margin)
        inner = width - 2 * self.inset
        y = self.wrap_title(inner) + px(Space.S)
        body = theme.font("body")
        self.lines = [part for fact in self.facts for part in theme.wrap(fact, body, inner)]
        y += px(Dialogs.FACT_LINE) * len(self.lines) + px(Space.L)
        small = theme.font("small")
        self.hint_lines = theme.wrap(self.hint(), small, inner) if self.hint() else []
        if self.hint_lines:
            y += len(self.hint_lines) * small.get_linesize() + px(Space.S)
        self._body_top = y
        footer = px(Space.L) + px(theme.BUTTON_HEIGHT) + self.inset
        room = size[1] - 2 * margin - y - footer
        picker_h = self.picker.fit(inner, max(self.picker.row_height(), room))
        self.panel = pygame.Rect(0, 0, width, y + picker_h + footer)
        self.panel.center = (size[0] // 2, size[1] // 2)
        avoid = self.table.board_panel.rect_of(self.target)
        if isinstance(self.target, RouteTarget | CityTarget) and avoid is not None:
            place_beside(self.panel, avoid, self.table.board_rect, size)  # beside, not on top
        self.panel.clamp_ip(pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin))
        self.picker.place(pygame.Rect(self.panel.x + self.inset, self.panel.y + y, inner, picker_h))
        self.button_row([self.cancel])
        self._wrap_status()

    def _wrap_status(self) -> None:
        """The focused way in words, beside Cancel (tiles show only cards and counts)."""
        focused = self.picker.focused
        if not self.picker.tiles or focused is None:
            self.status_lines = []
            return
        width = self.cancel.rect.x - self.panel.x - self.inset - px(Space.L)
        self.status_lines = theme.wrap(focused.words, theme.font("body_bold"), width)

    def _picked(self, option: PayOption) -> None:
        self.choose(option.action)

    def choose(self, action: Action) -> None:
        self.close()
        self.table.submit(action)

    def close(self) -> None:
        self.table.chooser_closed()
        if self.app.top is self:
            self.app.pop()

    def on_escape(self) -> None:
        self.close()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._wrap_status()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_veil(surface)
        theme.panel(surface, self.panel)
        self.draw_title(surface)
        x = self.panel.x + self.inset
        y = self.panel.y + px(Dialogs.TITLE_TOP)
        y += len(self.title_lines) * theme.font("heading").get_linesize() + px(Space.S)
        for line in self.lines:
            theme.text(surface, line, "body", theme.TEXT_MUTED, (x, y))
            y += px(Dialogs.FACT_LINE)
        y = self.picker.rect.y - px(Space.S)
        small = theme.font("small")
        for k, line in enumerate(self.hint_lines):
            bottom = y - (len(self.hint_lines) - 1 - k) * small.get_linesize()
            theme.text(surface, line, "small", theme.TEXT_MUTED, (x, bottom), "bottomleft")
        self.picker.draw(surface)
        self.cancel.draw(surface)
        line_h = theme.font("body_bold").get_linesize()
        y = self.cancel.rect.centery - line_h * len(self.status_lines) // 2
        for line in self.status_lines:
            theme.text(surface, line, "body_bold", theme.TEXT, (x, y))
            y += line_h


class TunnelChooser(_DecisionModal):
    """A tunnel's three turned cards and the extra cost: pay it (one of the ways the engine
    offers, by mouse or keys), or give the tunnel up (↓ past the last way, then Enter)."""

    def __init__(self, app: App, table: TtrTable) -> None:
        super().__init__(app, table)
        view = table.view
        tunnel = view["tunnel"]
        assert tunnel is not None
        self.tunnel: TunnelView = tunnel
        self.elapsed = 0.0
        self.pays, self.decline_action = table.ctrl.tunnel_options(table.legal())
        #: The keyboard is on the "give up" button (always, when nothing can pay).
        self.decline_focused = not self.pays
        self._cards_top = 0
        self.words_area = pygame.Rect(0, 0, 0, 0)
        self.retranslate()

    def retranslate(self) -> None:
        """The title and the ways to pay in the current language (the picker is made again)."""
        table, tunnel, pays = self.table, self.tunnel, self.pays
        view = table.view
        decline = self.decline_action
        self.title = _("Tunnel: {route}").format(route=table.words.route(tunnel["route"]))
        extra = tunnel["extra"]
        options = [
            PayOption(
                action,
                tunnel["color"],
                action.wilds,
                extra,
                _("Pay {payment} more").format(
                    payment=table.ctrl.tunnel_payment_text(view, action)
                ),
            )
            for action in pays
        ]
        self.picker = PaymentPicker(
            options,
            table.rules.wild,
            lambda option: self.choose(option.action),
            primary=len(pays) == 1,
            hint=_("and claim the tunnel"),
        )
        self.decline = Button(_("Give up the tunnel"), lambda: self.choose(decline), style="danger")
        super().retranslate()
        self.widgets = [self.picker, self.decline, self.suggest_button]

    def layout(self, size: tuple[int, int]) -> None:
        margin = self.margin()
        width = min(px(Dialogs.TUNNEL_WIDTH), size[0] - 2 * margin)
        inner = width - 2 * self.inset
        self._cards_top = self.wrap_title(inner) + px(Space.XL)
        top = self._cards_top + px(Dialogs.TUNNEL_SECTIONS)
        # The buttons, and above them a band for the suggestion's sentence.
        footer = px(Space.L) + self.words_height(3) + px(theme.BUTTON_HEIGHT) + self.inset
        room = size[1] - 2 * margin - top - footer
        picker_h = self.picker.fit(inner, max(self.picker.row_height(), room))
        if not self.pays:
            picker_h = 0
        self.panel = pygame.Rect(0, 0, width, top + picker_h + footer)
        self.panel.center = (size[0] // 2, size[1] // 2)
        bounds = self.table.board_panel.route_bounds(self.tunnel["route"])
        place_beside(self.panel, bounds, self.table.board_rect, size)  # the tunnel stays in sight
        self.panel.clamp_ip(pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin))
        self.picker.place(
            pygame.Rect(self.panel.x + self.inset, self.panel.y + top, inner, picker_h)
        )
        button_w = max(
            px(Dialogs.DECLINE_WIDTH),
            theme.font("button").size(self.decline.label)[0] + px(Space.XXL),
        )
        self.decline.rect = pygame.Rect(
            self.panel.right - self.inset - min(button_w, inner),
            self.panel.bottom - self.inset - px(theme.BUTTON_HEIGHT),
            min(button_w, inner),
            px(theme.BUTTON_HEIGHT),
        )
        self.place_suggest(self.decline.rect)
        band = self.words_height(3)
        self.words_area = pygame.Rect(
            self.panel.x + self.inset, self.decline.rect.y - px(Space.S) - band, inner, band
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

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return
        super().handle(event)  # H: Suggest

    def _key(self, key: int) -> bool:
        """The keyboard between the ways to pay and "give up" (True: the key was used)."""
        last = len(self.pays) - 1
        if self.decline_focused:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.choose(self.decline_action)
                return True
            if key in (pygame.K_UP, pygame.K_TAB) and self.pays:
                self.decline_focused = False
                self.picker.focus = last
                return True
            return key in (pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
        if key in (pygame.K_DOWN, pygame.K_TAB) and self.picker.focus == last:
            self.decline_focused = True
            return True
        return False

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
        y = self.panel.y + self._cards_top
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
        self.picker.draw(surface)
        self.decline.draw(surface)
        self.suggest_button.draw(surface)
        if self.decline_focused:
            focus_ring(surface, self.decline.rect)
        self._draw_suggested(surface)

    def _draw_suggested(self, surface: pygame.Surface) -> None:
        """Ring the suggested way to pay (or "give up") and say it beside Suggest."""
        action = self.suggested()
        if isinstance(action, DeclineTunnel):
            suggestion_ring(surface, self.decline.rect)
        elif action in self.pays:
            index = self.pays.index(action)
            if self.picker.shows(index):
                clip = surface.get_clip()
                surface.set_clip(self.picker.rect.inflate(px(Space.M), px(Space.M)))
                suggestion_ring(surface, self.picker.option_rect(index))
                surface.set_clip(clip)
        self.draw_suggestion_words(surface, self.words_area)

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
            role = "body_bold" if i == 0 else "body"
            for part in theme.wrap(line, theme.font(role), width):
                theme.text(surface, part, role, color, (x, y))
                y += px(Dialogs.LINE)


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
        if t.long:
            sub = _("Long ticket · Keep") if kept else _("Long ticket · Return")
        else:
            sub = _("Keep") if kept else _("Return")
        theme.text(surface, sub, "small", theme.GOOD if kept else theme.TEXT_MUTED, (x, y))
        badge = (rect.right - px(Dialogs.TICKET_POINTS_X), rect.centery)
        art.points_badge(surface, badge, t.points, px(Dialogs.TICKET_POINTS))
        box = pygame.Rect(0, 0, px(Dialogs.TICK_BOX), px(Dialogs.TICK_BOX))
        box.center = (rect.right - px(Dialogs.TICK_BOX), rect.centery)
        pygame.draw.rect(surface, (255, 255, 255), box, border_radius=px(Space.XS))
        pygame.draw.rect(surface, (60, 50, 40), box, 2, border_radius=px(Space.XS))
        if kept:
            art.icon_check(surface, box.center, px(Space.XL), theme.GOOD)


class TicketChooser(_DecisionModal):
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
