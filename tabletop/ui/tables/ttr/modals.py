"""The TTR table's dialogs: choose (or confirm) a payment, pay or give up a tunnel, keep
tickets. Each one offers only actions the engine listed as legal, so nothing chosen here can be
refused; Cancel (where allowed) leaves the game untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.reply import Target
from tabletop.controller.ttr import CityTarget, RouteTarget
from tabletop.core import Action
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import BuildStation, ClaimRoute, DrawTickets
from tabletop.games.ttr.helpers import own_seat, station_cost
from tabletop.ui import theme
from tabletop.ui.scene import Modal
from tabletop.ui.table import is_suggest_key, suggestion_ring
from tabletop.ui.theme import Space, px
from tabletop.ui.widgets import Button

from .layout import Dialogs
from .payment import PaymentPicker, PayOption

if TYPE_CHECKING:
    from tabletop.ui.app import App

    from .table import TtrTable


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


def ring_suggested_way(
    surface: pygame.Surface, picker: PaymentPicker, action: Action | None
) -> None:
    """Ring the way to pay in ``picker`` that is the suggested ``action`` (nothing when it is
    none of them, or scrolled out of view; a way half in view is ringed inside the picker)."""
    ways = [option.action for option in picker.options]
    if action not in ways or not picker.shows(index := ways.index(action)):
        return
    clip = surface.get_clip()
    surface.set_clip(picker.rect.inflate(px(Space.M), px(Space.M)))
    suggestion_ring(surface, picker.option_rect(index))
    surface.set_clip(clip)


class TableModal(Modal):
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


class DecisionModal(TableModal):
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


class ActionChooser(TableModal):
    """Confirm one claim/station/ticket draw, or choose among the ways to pay for it (as many
    as the hand allows: ``PaymentPicker`` fits them to the window). Paying is deliberate: with
    several ways a click (or a digit) selects one — the best is selected first — and the Pay
    button (or Enter) pays it, whatever the "Confirm claims" setting says."""

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
            self.title = words.claim_title(first.route)
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
                paid = table.controller.payment_label(action, view)
                if single:
                    words_for = _("{verb}: pay {payment}").format(verb=verb, payment=paid)
                else:
                    words_for = _("Pay {payment}").format(payment=paid)
            options.append(PayOption(action, color, wilds, total, words_for))
        self.picker = PaymentPicker(
            options, rules.wild, self._picked, table.art, primary=single, commit_on_click=False
        )
        ways = [option.action for option in self.picker.options]
        if table.suggested_action in ways:  # the player follows Suggest: Pay pays its way
            self.picker.focus = ways.index(table.suggested_action)
        self.cancel = Button(_("Cancel"), self.close)
        self.pay = Button(_("Pay"), self.pay_selected, style="primary")
        self.pay.visible = not single  # one way is its own button
        self.widgets = [self.picker, self.cancel, self.pay]
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
            return _(
                "Choose how to pay (click a way or press 1–{last}), then Pay or Enter:"
            ).format(last=len(self.options))
        return _(
            "Choose how to pay: click a way, or 1–{last} picks a colour and the arrow keys "
            "how many locomotives; then Pay or Enter."
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
        if self.pay.visible:  # the selected way in words, over the Pay button
            footer += theme.font("body_bold").get_linesize() + px(Space.S)
        room = size[1] - 2 * margin - y - footer
        picker_h = self.picker.fit(inner, max(self.picker.row_height(), room))
        self.panel = pygame.Rect(0, 0, width, y + picker_h + footer)
        self.panel.center = (size[0] // 2, size[1] // 2)
        avoid = self.table.board_panel.rect_of(self.target)
        if isinstance(self.target, RouteTarget | CityTarget) and avoid is not None:
            place_beside(self.panel, avoid, self.table.board_rect, size)  # beside, not on top
        self.panel.clamp_ip(pygame.Rect((0, 0), size).inflate(-2 * margin, -2 * margin))
        self.picker.place(pygame.Rect(self.panel.x + self.inset, self.panel.y + y, inner, picker_h))
        self.button_row([self.cancel, self.pay] if self.pay.visible else [self.cancel])
        self._wrap_status()

    def _wrap_status(self) -> None:
        """The selected way in words, in a line over the buttons: what Pay will pay."""
        focused = self.picker.focused
        if not self.pay.visible or focused is None:
            self.status_lines = []
            return
        self.status_lines = [focused.words]

    def _picked(self, option: PayOption) -> None:
        self.choose(option.action)

    def pay_selected(self) -> None:
        """Pay: the selected way (the picker's; Enter in the picker does the same)."""
        option = self.picker.focused
        if option is not None:
            self.choose(option.action)

    def choose(self, action: Action) -> None:
        self.close()
        self.table.submit(action)

    def close(self) -> None:
        self.table.chooser_closed()
        if self.app.top is self:
            # Modal's guard: a double click on Pay must not answer the tunnel's dialog that
            # opens at once under the pointer (give it up unseen), nor reach the side panel's
            # cards or the board under it.
            super().close()

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
        ring_suggested_way(surface, self.picker, self.table.suggested_action)
        self.cancel.draw(surface)
        self.pay.draw(surface)
        if self.status_lines:
            bottom = self.pay.rect.y - px(Space.S)
            theme.text(
                surface,
                self.status_lines[0],
                "body_bold",
                theme.TEXT,
                (x, bottom),
                "bottomleft",
                max_width=self.panel.width - 2 * self.inset,
            )


__all__ = [
    "ActionChooser",
    "DecisionModal",
    "TableModal",
    "place_beside",
    "ring_suggested_way",
]
