"""The Ticket to Ride table (Europe and Paris): board, cards, tickets, players, log, and the
mouse: hover to learn, click to draw, claim, build and choose.

The table only wires things together: its panels (``BoardPanel``, ``SeatsPanel``,
``MarketPanel``, two ``DeckPanel``s, ``HandPanel``, ``TicketsPanel``, ``LogPanel``) take their
rectangles from the map's ``ui`` layer and draw from ``self.view`` (the viewer's view); the
pointer is hit-tested into a typed target, and ``TtrController`` says what a click there means
and what the hover card shows. The static picture (board and panels) is one cached layer,
repainted only when the view, the window or a hovered panel item changes; highlights, the hover
card and animations go on top every frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.hover import Hover
from tabletop.controller.reply import Target
from tabletop.controller.ttr import (
    DECK,
    TICKET_DECK,
    CityTarget,
    FaceUpTarget,
    RouteTarget,
    SeatTarget,
    TtrController,
)
from tabletop.controller.ttr.words import Words
from tabletop.core import Action, Event
from tabletop.core.i18n import N_, _
from tabletop.games.ttr import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    Pass,
    PayTunnel,
    TtrGame,
)
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.helpers import (
    TicketProgress,
    claimable_routes,
    closed_tracks,
    routes_paid_with,
    seat_routes,
    ticket_progress,
    ticket_status,
)
from tabletop.games.ttr.state import Pending
from tabletop.games.ttr.view import TtrView
from tabletop.ui import anim, colorblind, theme
from tabletop.ui.cache import CachedLayer
from tabletop.ui.map_layout import fit_map_layout
from tabletop.ui.table import AUTO, Suggestion, TableScene
from tabletop.ui.theme import Space, px
from tabletop.ui.viewport import BoardViewport
from tabletop.ui.widgets import Button, Panel

from . import art, effects
from .board import BoardPanel
from .cards import DeckPanel, HandPanel, MarketPanel
from .game_over import TtrGameOverScene
from .layout import Hud, Panels
from .modals import ActionChooser
from .panels import LogPanel, SeatsPanel
from .ticket_choice import TicketChooser
from .tickets import TicketsPanel
from .tunnel import TunnelChooser

if TYPE_CHECKING:
    from tabletop.play import Match
    from tabletop.ui.app import App
    from tabletop.ui.scene import Scene

#: The claimable-routes button's label: off, on.
CLAIM_LABELS = (N_("Claimable routes  (C)"), N_("Hide claimable  (C)"))

#: The events another seat's move is announced by, in a banner.
ANNOUNCED = (
    ev.RouteClaimed,
    ev.StationBuilt,
    ev.HiddenTicketsKept,
    ev.TunnelDeclined,
    ev.HiddenTicketsDrawn,
)


class TtrTable(TableScene):
    """One class for both rule sets (``ttr_europe``, ``ttr_paris``)."""

    controller: TtrController

    view: TtrView

    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        game = match.game
        assert isinstance(game, TtrGame)
        self.game: TtrGame = game
        self.rules = game.rules
        self.controller = TtrController(game, self.seat_name)
        self.words = Words(game)
        #: The cards and seat marks, in the palette the table shows.
        self.art = art.CardArt()
        self.board_panel = BoardPanel(game.board, self)
        self.seats_panel = SeatsPanel(self)
        self.market = MarketPanel(self)
        self.train_deck = DeckPanel(self, DECK)
        self.ticket_deck = DeckPanel(self, TICKET_DECK)
        self.hand = HandPanel(self)
        self.ticket_list = TicketsPanel(self)
        self.log_panel = LogPanel(self)
        #: The panels round the board, by the name of their rectangle in the map's ``ui`` layer.
        self.named_panels: dict[str, Panel] = {
            "players": self.seats_panel,
            "market": self.market,
            "train_deck": self.train_deck,
            "ticket_deck": self.ticket_deck,
            "hand": self.hand,
            "tickets": self.ticket_list,
            "log": self.log_panel,
        }
        self.show_claimable = False
        #: The route (or city) a chooser is open for: highlighted on the board.
        self.selected: Target | None = None
        self.claimable: list[str] = []
        self.closed: list[str] = []
        #: The viewer's tickets: (ticket, completed, the path that completes it).
        self.tickets: list[tuple[str, bool, list[str]]] = []
        #: The viewer's open tickets: the cheapest way left, the cities joined, cars needed.
        self.progress: dict[str, TicketProgress] = {}
        self._picture = CachedLayer()
        self._routes_by_card: dict[str, list[str]] = {}
        super().__init__(app, match, viewer=viewer)
        self.claim_button = Button("", self.toggle_claimable, style="ghost", role="label")
        # Passing is legal only when nothing else is (house rule): then this button shows.
        self.pass_button = Button("", self.pass_turn, style="primary")
        self.pass_button.visible = False
        self.widgets += [self.claim_button, self.pass_button]
        self._say_words()

    def _say_words(self) -> None:
        self.claim_button.label = _(CLAIM_LABELS[1] if self.show_claimable else CLAIM_LABELS[0])
        self.pass_button.label = _("Pass: nothing else is possible")

    def retranslate(self) -> None:
        """The buttons; the view read again (a new version) repaints the panels, whose words
        and hover cards are made when drawn."""
        super().retranslate()
        self._say_words()
        self._picture.invalidate()

    @property
    def panels(self) -> Sequence[Panel]:
        """The board under the panels round it (the pointer finds a panel's item first)."""
        return (self.board_panel, *self.named_panels.values())

    @property
    def viewport(self) -> BoardViewport:
        """Zoom and pan over the board, kept for the whole game (menus, rules and passing the
        device are scenes over the table: they leave it as it is)."""
        return self.board_panel.viewport

    # ------------------------------------------------------------------ view-derived data
    def refresh(self) -> None:
        super().refresh()
        view = self.view
        seat = view["seat"]
        self.claimable = claimable_routes(self.game, view) if seat is not None else []
        self._routes_by_card = {}
        self.closed = closed_tracks(self.game, view)
        shown_before = len(self.tickets)
        self.tickets = []
        self.progress = {}
        if seat is not None:
            mine = seat_routes(view, seat)
            revealed = {}
            if "revealed" in view:
                revealed = {t["id"]: t["completed"] for t in view["revealed"][seat]}
            # The view lists them as kept, oldest first. The panel shows what is still to do
            # first, newest first (the tickets just drawn are what the player plans next,
            # and they would otherwise sit out of sight below the completed ones), then the
            # completed ones, newest first too.
            for ticket in reversed(view["tickets"]):
                path = ticket_status(self.game, mine, ticket)
                done = revealed.get(ticket, path is not None)
                self.tickets.append((ticket, bool(done), path or []))
                if not done:
                    self.progress[ticket] = ticket_progress(self.game, view, ticket)
            self.tickets.sort(key=lambda row: row[1])  # stable: open ones, then completed
            if len(self.tickets) > shown_before:
                self.ticket_list.scroll = 0  # new tickets come in at the top: show them
        self.controller.confirm = self.app.settings.confirm_claims
        self.controller.sync(view, self.legal())

    @property
    def colorblind(self) -> bool:
        return bool(self.app.settings.colorblind)

    def seat_color(self, seat: int) -> theme.Color:
        """The seat's colour; in colour-blind mode its colour from that palette."""
        if self.colorblind:
            return colorblind.player_color(self.match.seats[seat].color)
        return super().seat_color(seat)

    def seat_colors(self) -> list[theme.Color]:
        return [self.seat_color(i) for i in range(len(self.match.seats))]

    @property
    def europe(self) -> bool:
        return self.rules.has_stations

    def routes_for_card(self, card: str) -> list[str]:
        """The tracks claimable now with a payment that uses ``card`` (lit while the pointer
        is over that colour in the hand; worked out once per view)."""
        if card not in self._routes_by_card:
            self._routes_by_card[card] = (
                routes_paid_with(self.game, self.view, card) if self.claimable else []
            )
        return self._routes_by_card[card]

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        pad = px(theme.PAD)
        top = self.hud_rect.bottom + pad
        area = pygame.Rect(pad, top, w - 2 * pad, h - top - pad)
        board = self.game.board
        fitted = fit_map_layout({"board": (0, 0, board.width, board.height), **board.ui}, area)
        gap = px(Panels.GAP)
        self.board_rect = fitted["board"]
        label = self.claim_button.label
        bw = theme.font("label").size(label)[0] + px(Hud.BUTTON_PAD)
        inset = px(Hud.BUTTON_INSET)
        self.claim_button.rect = pygame.Rect(
            self.board_rect.x + inset, self.board_rect.y + inset, bw, px(Hud.BUTTON_HEIGHT)
        )
        # City names keep clear of the button (as wide as its longer label).
        widest = max(theme.font("label").size(_(t))[0] for t in CLAIM_LABELS) + px(Hud.BUTTON_PAD)
        clear = self.claim_button.rect.inflate(px(Space.XS), px(Space.XS))
        clear.width = max(clear.width, widest + px(Space.XS))
        self.board_panel.set_rect(self.board_rect, keep_out=[clear])
        for name, panel in self.named_panels.items():
            panel.rect = fitted[name].inflate(-gap, -gap)
        self.seats_rect = self.seats_panel.rect
        self.log_rect = self.log_panel.rect
        self.side_rect = self.seats_rect.union(self.log_rect)
        pw = px(Hud.PASS_WIDTH)
        self.pass_button.rect = pygame.Rect(
            self.board_rect.centerx - pw // 2,
            self.board_rect.bottom - px(Hud.PASS_FROM_BOTTOM),
            pw,
            px(theme.BUTTON_HEIGHT),
        )
        self._picture.invalidate()

    # ------------------------------------------------------------------ input
    def pass_turn(self) -> None:
        action = next((a for a in self.legal() if isinstance(a, Pass)), None)
        if action is not None and self.can_act:
            self.submit(action)

    def toggle_claimable(self) -> None:
        """The "Claimable routes (C)" overlay on or off; turned on with nothing to light, it
        says why (the key or button would otherwise seem to do nothing). It stays on, so it
        lights the routes once the player can claim some (their turn, more cards)."""
        self.show_claimable = not self.show_claimable
        if self.show_claimable and not self.claimable:
            legal = self.legal() if self.can_act else ()
            self.tell_refusal(self.controller.claim_refusal(self.view, legal))

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.toggle_claimable()
            return True
        return False

    def choose(self, target: Target, actions: Sequence[Action]) -> None:
        """Confirm a claim, or choose how to pay for it, in the chooser."""
        self.open_chooser(target, list(actions))

    def open_chooser(self, target: Target, actions: list[Action]) -> None:
        self.selected = target
        self.app.push(ActionChooser(self.app, self, target, actions))

    def chooser_closed(self) -> None:
        self.selected = None

    # ------------------------------------------------------------------ flow
    def _on_action(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        super()._on_action(seat, action, events)
        if (
            isinstance(action, DrawFaceUp)
            and self.on_screen(seat)
            and not self.match.is_over()
            and self.match.to_act() == seat
        ):
            # The card dealt into the slot lies under the pointer: the bounce of this click
            # (a double click) must not take it as the second card before it was seen (a take
            # that ends the turn is guarded by every table: TableScene._on_action).
            self.app.guard_input(at_pointer=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._sync_colorblind()
        self._say_words()
        legal = self.legal()
        self.pass_button.visible = self.can_act and len(legal) == 1 and isinstance(legal[0], Pass)
        if self.can_act and not self.animations.busy:
            pending = self.view["pending"]
            if pending == Pending.KEEP_TICKETS and self.view["offered_tickets"]:
                self.app.push(TicketChooser(self.app, self))
            elif pending == Pending.TUNNEL and self.view["tunnel"]:
                self.app.push(TunnelChooser(self.app, self))

    def _sync_colorblind(self) -> None:
        """Follow Settings → Colour-blind mode (the board and the cards repaint)."""
        on = self.colorblind
        self.art.colorblind = on
        if self.board_panel.colorblind != on:
            self.board_panel.colorblind = on
            self._picture.invalidate()

    def status_text(self) -> str:
        seat = self.match.to_act()
        if (
            seat is not None
            and not self.match.is_over()
            and self.passing_to is None
            and self.match.seats[seat].is_human
            and seat == self.viewer
        ):
            pending = self.view["pending"]
            if self.multi_human:
                name = self.seat_name(seat)
                if pending == Pending.SECOND_DRAW:
                    return _("{name}'s turn: take a second card").format(name=name)
                if pending == Pending.KEEP_TICKETS:
                    return _("{name}'s turn: keep tickets").format(name=name)
                if pending == Pending.TUNNEL:
                    return _("{name}'s turn: the tunnel").format(name=name)
                return _("{name}'s turn: {moves}").format(
                    name=name, moves=self.words.turn_moves(self.legal())
                )
            return self.words.your_turn(pending, self.legal())
        return super().status_text()

    def game_over_scene(self) -> Scene:
        return TtrGameOverScene(self.app, self)

    def suggestion_for(self, action: Action) -> Suggestion:
        """Suggest: the move in the log's words, highlighted where the player would click."""
        w, view = self.words, self.view
        target: Target | None = None
        if isinstance(action, ClaimRoute):
            target = RouteTarget(action.route)
            cards = w.payment(
                action.color, action.wilds, self.game.board.routes[action.route].length
            )
            words = _("Claim {route} with {cards}").format(route=w.route(action.route), cards=cards)
        elif isinstance(action, BuildStation):
            target = CityTarget(action.city)
            words = _("Build a station in {city}").format(city=w.city(action.city))
        elif isinstance(action, DrawFaceUp):
            target = FaceUpTarget(action.slot)
            words = _("Take the face-up {card}").format(card=w.card(view["face_up"][action.slot]))
        elif isinstance(action, DrawBlind):
            target, words = DECK, _("Draw a card from the deck")
        elif isinstance(action, DrawTickets):
            target, words = TICKET_DECK, _("Draw tickets")
        elif isinstance(action, KeepTickets):
            listed = ", ".join(w.ticket_with_points(t) for t in action.tickets)
            words = _("Keep {tickets}").format(tickets=listed)
        elif isinstance(action, PayTunnel | DeclineTunnel):
            tunnel = view["tunnel"]
            target = RouteTarget(tunnel["route"]) if tunnel else None
            if isinstance(action, PayTunnel):
                payment = self.controller.tunnel_payment_text(view, action)
                words = _("Pay {payment} more for the tunnel").format(payment=payment)
            else:
                words = _("Give up the tunnel")
        else:
            words = _("Pass (nothing else is possible)")

        def draw(surface: pygame.Surface) -> None:
            if isinstance(target, RouteTarget | CityTarget):
                clip = surface.get_clip()
                surface.set_clip(self.board_panel.rect)
                self.board_panel.suggest_highlight(surface, target, self.suggestion_pulse())
                surface.set_clip(clip)
            elif target is not None:
                self.suggestion_mark(surface, self.rect_of(target))

        return Suggestion(_("Suggested: {move}").format(move=words), draw)

    # ------------------------------------------------------------------ log and animations
    def describe_event(self, event: Event) -> str | None:
        return self.words.describe(event, self.seat_name, self.viewer)

    def describe_own(self, event: Event) -> str | None:
        # The phone page says a seat's own draws to it in the same words ("You drew…").
        return self.words.said_to_you(event)

    def log_lines(self, viewer: int | None) -> list[tuple[int, str]]:
        """(acting seat, sentence) for every event ``viewer`` may see, oldest first."""
        return self.log.lines(
            viewer, lambda event: self.words.describe(event, self.seat_name, viewer)
        )

    def animations_for(
        self, seat: int, action: Action, events: tuple[Event, ...]
    ) -> list[anim.Animation]:
        out: list[anim.Animation] = []
        for event in events:
            out += effects.for_event(self, seat, event)
        if seat != self.viewer:  # someone else's move: say it in words too
            caption = next(
                (
                    text
                    for e in events
                    if isinstance(e, ANNOUNCED) and (text := self.describe_event(e))
                ),
                None,
            )
            if caption:  # along the board's top, clear of its buttons
                band = effects.caption_band(self)
                out.append(effects.caption(caption, self.seat_color(seat), band, duration=1.0))
        for animation in out:
            animation.group = ("ply", self.match.ply)
        return out

    # ------------------------------------------------------------------ drawing
    def _picture_key(self) -> object:
        """Everything the static picture depends on (a hovered panel item lifts a card)."""
        hover = self.hover if not isinstance(self.hover, RouteTarget | CityTarget) else None
        return (
            self.version,
            hover,
            self.ticket_list.scroll,
            len(self.log.entries),
            self.log.scroll,
            self.passing_to,
            self.can_act,
            self.match.to_act(),
            self.colorblind,
        )

    def draw(self, surface: pygame.Surface) -> None:
        self._sync_colorblind()
        picture = self._picture.get(
            self._picture_key(), surface.get_size(), self.draw_table, alpha=False
        )
        surface.blit(picture, (0, 0))
        self.board_panel.draw_board(surface)
        self.board_panel.draw_highlights(surface)
        self.viewport.draw_controls(surface)
        hud = (self.menu_button, self.undo_button, self.results_button)
        for widget in self.widgets:
            if widget not in hud:
                widget.draw(surface)
        self.draw_hud(surface)
        self.animations.draw(surface)
        self.draw_on_top(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        for panel in self.panels:
            panel.draw(surface)

    def describe_target(self, target: Target) -> Hover | None:
        hover = self.controller.describe(target, self.view)
        return self.seat_card(hover, target.seat) if isinstance(target, SeatTarget) else hover


__all__ = ["TtrTable"]
