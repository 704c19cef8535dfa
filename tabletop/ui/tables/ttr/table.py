"""The Ticket to Ride table (Europe and Paris): board, cards, tickets, players, log, and the
mouse: hover to learn, click to draw, claim, build and choose.

The table draws only from ``self.view`` (the viewer's view); clicks go through
``TtrController``, which matches them against the engine's legal actions. The static picture
(board, panels) is painted into a cached surface, repainted only when the view, the window or
a hovered panel item changes; highlights, the tooltip and animations go on top every frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.controller.ttr import CHOOSE, CONFIRM, PLAY, REFUSE, TtrController
from tabletop.core import Action, Event, View
from tabletop.games.ttr import Pass, TtrGame
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.helpers import (
    claim_blocker,
    claim_payments,
    claimable_routes,
    seat_routes,
    ticket_status,
)
from tabletop.ui import anim, theme
from tabletop.ui.table import AUTO, TableScene
from tabletop.ui.widgets import Button

from . import effects, panels
from .board import BoardView
from .layout import fit_layout
from .words import Words

if TYPE_CHECKING:
    from tabletop.play import Match
    from tabletop.ui.app import App
    from tabletop.ui.scene import Scene

Target = tuple[Any, ...]

#: Targets a click can act on (the others only show information).
ACTIONABLE = ("route", "city", "face_up", "deck", "tickets")


class TtrTable(TableScene):
    """One class for both rule sets (``ttr_europe``, ``ttr_paris``)."""

    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        game = match.game
        assert isinstance(game, TtrGame)
        self.game: TtrGame = game
        self.rules = game.rules
        self.ctrl = TtrController(game)
        self.words = Words(game)
        self.boardview = BoardView(game.board)
        self.hover: Target | None = None
        self.pressed: Target | None = None
        self.mouse = (-1, -1)
        self.show_claimable = False
        #: The route (or city) a chooser is open for: highlighted on the board.
        self.selected: Target | None = None
        self.ticket_scroll = 0
        self.claimable: list[str] = []
        self.closed: list[str] = []
        self.tickets: list[tuple[str, bool, list[str]]] = []
        self.version = 0
        self.rects: dict[str, pygame.Rect] = {}
        self.item_rects: dict[Target, pygame.Rect] = {}
        self._cache: pygame.Surface | None = None
        self._cache_key: object = None
        self._tooltip_key: object = None
        self._tooltip: pygame.Surface | None = None
        self._legal: list[Action] = []
        self._legal_key: object = None
        super().__init__(app, match, viewer=viewer)
        self.claim_button = Button(
            "Claimable routes  (C)", self.toggle_claimable, style="ghost", role="label"
        )
        # Passing is legal only when nothing else is (house rule): then this button shows.
        self.pass_button = Button("Pass: nothing else is possible", self.pass_turn, style="primary")
        self.pass_button.visible = False
        self.widgets += [self.claim_button, self.pass_button]
        match.add_listener(self._announce)

    # ------------------------------------------------------------------ view-derived data
    def refresh(self) -> None:
        super().refresh()
        view = self.view
        seat = view.get("seat")
        self.claimable = claimable_routes(self.game, view) if seat is not None else []
        self._routes_by_card: dict[str, list[str]] | None = None  # filled on first hover
        self.closed = self._closed_tracks(view)
        self.tickets = []
        if seat is not None:
            mine = seat_routes(view, seat)
            revealed = {}
            if view.get("revealed"):
                revealed = {t["id"]: t["completed"] for t in view["revealed"][seat]}
            for ticket in view.get("tickets", []):
                path = ticket_status(self.game, mine, ticket)
                done = revealed.get(ticket, path is not None)
                self.tickets.append((ticket, bool(done), path or []))
        self.version += 1
        if self.rects:
            self._place_items()

    def _closed_tracks(self, view: View) -> list[str]:
        """Free tracks of a double whose twin is taken, with few players (rules: "double
        routes"; the engine's constant says how few)."""
        if len(view["players"]) > self.rules.doubles_single_up_to:
            return []
        board = self.game.board
        owned = view["routes"]
        groups: dict[str, list[str]] = {}
        for rid, r in board.routes.items():
            if r.double_group:
                groups.setdefault(r.double_group, []).append(rid)
        closed = []
        for tracks in groups.values():
            if any(t in owned for t in tracks):
                closed += [t for t in tracks if t not in owned]
        return sorted(closed)

    def seat_colors(self) -> list[theme.Color]:
        return [self.seat_color(i) for i in range(len(self.match.seats))]

    @property
    def europe(self) -> bool:
        return self.rules.has_stations

    @property
    def viewer_to_act(self) -> bool:
        """The seat on screen is the human to act (whatever dialog is open over the table)."""
        seat = self.match.to_act()
        return (
            seat is not None
            and seat == self.viewer
            and self.match.seats[seat].is_human
            and self.passing_to is None
        )

    def legal(self) -> list[Action]:
        """The engine's legal actions when the viewer is to act (cached per view version);
        the table's dialogs use them too."""
        key = (self.version, self.viewer_to_act)
        if key != self._legal_key:
            self._legal = self.match.legal_actions() if self.viewer_to_act else []
            self._legal_key = key
        return self._legal

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        pad = theme.px(theme.PAD)
        top = self.hud_rect.bottom + pad
        area = pygame.Rect(pad, top, w - 2 * pad, h - top - pad)
        fitted = fit_layout(self.game.board, area)
        gap = theme.px(8)
        self.board_rect = fitted.board
        self.rects = {
            name: rect.inflate(-gap, -gap) if name != "board" else rect
            for name, rect in fitted.panels.items()
        }
        self.seats_rect = self.rects["players"]
        self.log_rect = self.rects["log"]
        self.side_rect = self.rects["players"].union(self.rects["log"])
        self.boardview.set_rect(self.board_rect)
        bh = theme.px(30)
        label = self.claim_button.label
        bw = theme.font("label").size(label)[0] + theme.px(28)
        self.claim_button.rect = pygame.Rect(
            self.board_rect.x + theme.px(10), self.board_rect.y + theme.px(10), bw, bh
        )
        pw = theme.px(320)
        self.pass_button.rect = pygame.Rect(
            self.board_rect.centerx - pw // 2,
            self.board_rect.bottom - theme.px(64),
            pw,
            theme.px(theme.BUTTON_HEIGHT),
        )
        self._cache = None
        self._place_items()

    def _place_items(self) -> None:
        """Hit rectangles of the panels' items (face-up cards, decks, hand groups, tickets,
        player rows) for the current view and layout."""
        items: dict[Target, pygame.Rect] = {}
        for slot, rect in enumerate(panels.market_slots(self)):
            items[("face_up", slot)] = rect
        items[("deck",)] = panels.deck_hit(self, self.rects["train_deck"])
        items[("tickets",)] = panels.deck_hit(self, self.rects["ticket_deck"])
        for color, rect in panels.hand_slots(self).items():
            items[("hand", color)] = rect
        for ticket, rect in panels.ticket_slots(self).items():
            items[("ticket", ticket)] = rect
        for seat, rect in enumerate(panels.player_rows(self)):
            items[("seat", seat)] = rect
        self.item_rects = items

    # ------------------------------------------------------------------ input
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for target, rect in self.item_rects.items():
            if rect.collidepoint(pos):
                return target
        # A city's dot, then a track, then a city's name (names may lie over tracks).
        city = self.boardview.city_at(pos, labels=False)
        if city is not None:
            return ("city", city)
        route = self.boardview.route_at(pos)
        if route is not None:
            return ("route", route)
        city = self.boardview.city_at(pos)
        return ("city", city) if city is not None else None

    def pass_turn(self) -> None:
        action = next((a for a in self.legal() if isinstance(a, Pass)), None)
        if action is not None and self.can_act:
            self.submit(action)

    def toggle_claimable(self) -> None:
        self.show_claimable = not self.show_claimable

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.toggle_claimable()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.target_at(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.rects["tickets"].collidepoint(pygame.mouse.get_pos()):
                self.ticket_scroll = max(0, self.ticket_scroll - event.y)
                self._place_items()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.pressed = self.target_at(event.pos)
            return self.pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target = self.target_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if target is None or target != pressed:
                return False
            self.click(target)
            return True
        return False

    def click(self, target: Target) -> None:
        """A click on ``target``: ask the controller what it means and do it."""
        if target[0] not in ACTIONABLE:
            return
        if not self.can_act:
            if self.match.is_over() or self.passing_to is not None:
                return
            seat = self.match.to_act()
            if target[0] in ("route", "city") and self.viewer is None:
                return
            who = self.seat_name(seat) if seat is not None else "Nobody"
            self.app.toast(f"Please wait: it is {who}'s turn.", "info")
            return
        reply = self.ctrl.click(
            target, self.view, self.legal(), confirm=self.app.settings.confirm_claims
        )
        if reply.kind == PLAY and reply.action is not None:
            self.submit(reply.action)
        elif reply.kind in (CONFIRM, CHOOSE):
            self.open_chooser(target, list(reply.actions))
        elif reply.kind == REFUSE:
            self.app.toast(reply.message, "error")

    def open_chooser(self, target: Target, actions: list[Action]) -> None:
        from .modals import ActionChooser

        self.selected = target
        self.app.push(ActionChooser(self.app, self, target, actions))

    def chooser_closed(self) -> None:
        self.selected = None

    # ------------------------------------------------------------------ flow
    def update(self, dt: float) -> None:
        super().update(dt)
        self.claim_button.label = (
            "Hide claimable  (C)" if self.show_claimable else "Claimable routes  (C)"
        )
        legal = self.legal()
        self.pass_button.visible = self.can_act and len(legal) == 1 and isinstance(legal[0], Pass)
        if self.can_act and not self.animations.busy:
            pending = self.view.get("pending")
            if pending == "keep_tickets" and self.view.get("offered_tickets"):
                from .modals import TicketChooser

                self.app.push(TicketChooser(self.app, self))
            elif pending == "tunnel" and self.view.get("tunnel"):
                from .modals import TunnelChooser

                self.app.push(TunnelChooser(self.app, self))

    def _announce(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        """Moments worth a toast even with animations off (Paris: a French flag set)."""
        for event in events:
            if (
                isinstance(event, ev.FlagSetScored)
                and event.visible_to(self.viewer)
                and self.app.settings.animation_factor == 0  # else the celebration shows it
            ):
                name = self.seat_name(event.seat)
                self.app.toast(f"{name} completes the French flag: +{event.points}!", "good")

    def on_exit(self) -> None:
        self.match.remove_listener(self._announce)
        super().on_exit()

    def status_text(self) -> str:
        seat = self.match.to_act()
        if (
            seat is not None
            and seat == self.viewer
            and self.passing_to is None
            and self.match.seats[seat].is_human
        ):
            pending = self.view.get("pending")
            you = "Your turn" if not self.multi_human else f"{self.seat_name(seat)}'s turn"
            if pending == "second_draw":
                return f"{you}: take a second card"
            if pending == "keep_tickets":
                return f"{you}: keep tickets"
            if pending == "tunnel":
                return f"{you}: the tunnel"
            return f"{you}: draw, claim or take tickets"
        return super().status_text()

    def game_over_scene(self) -> Scene:
        from .game_over import TtrGameOverScene

        return TtrGameOverScene(self.app, self)

    # ------------------------------------------------------------------ log and animations
    def describe_event(self, event: Event) -> str | None:
        return self.words.describe(event, self.seat_name, self.viewer)

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
                    if isinstance(
                        e,
                        ev.RouteClaimed
                        | ev.StationBuilt
                        | ev.HiddenTicketsKept
                        | ev.TunnelDeclined
                        | ev.HiddenTicketsDrawn,
                    )
                    and (text := self.describe_event(e))
                ),
                None,
            )
            if caption:
                anchor = (self.board_rect.centerx, self.board_rect.top + theme.px(8))
                out.append(anim.banner(caption, self.seat_color(seat), anchor, duration=1.0))
        for animation in out:
            animation.group = ("ply", self.match.ply)
        return out

    # ------------------------------------------------------------------ drawing
    def _panel_key(self) -> object:
        hover = self.hover if self.hover and self.hover[0] not in ("route", "city") else None
        return (
            self.version,
            self.app.size,
            hover,
            self.ticket_scroll,
            len(self.log.entries),
            self.log.scroll,
            self.passing_to,
            self.can_act,
            self.match.to_act(),
        )

    def draw(self, surface: pygame.Surface) -> None:
        key = self._panel_key()
        if self._cache is None or self._cache.get_size() != surface.get_size():
            self._cache = pygame.Surface(surface.get_size()).convert()
            self._cache_key = None
        if key != self._cache_key:
            self._cache.blit(theme.background(surface.get_size()), (0, 0))
            self.draw_table(self._cache)
            self._cache_key = key
        surface.blit(self._cache, (0, 0))
        self.draw_highlights(surface)
        hud = (self.menu_button, self.undo_button, self.results_button)
        for widget in self.widgets:
            if widget not in hud:
                widget.draw(surface)
        self.draw_hud(surface)
        self.animations.draw(surface)
        if self.app.top is self and not self.animations.busy:
            self.draw_tooltip(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.view
        board = self.boardview.composite(
            view["routes"], view["stations"], self.closed, self.seat_colors()
        )
        shadow = self.board_rect.inflate(theme.px(6), theme.px(6))
        pygame.draw.rect(
            surface, (8, 10, 16), shadow.move(0, theme.px(3)), border_radius=theme.px(6)
        )
        surface.blit(board, self.board_rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.board_rect.inflate(2, 2), 1)
        panels.draw_players(self, surface, self.rects["players"])
        panels.draw_market(self, surface, self.rects["market"])
        panels.draw_train_deck(self, surface, self.rects["train_deck"])
        panels.draw_ticket_deck(self, surface, self.rects["ticket_deck"])
        panels.draw_hand(self, surface, self.rects["hand"])
        panels.draw_tickets(self, surface, self.rects["tickets"])
        panels.draw_log(self, surface, self.rects["log"])

    def draw_highlights(self, surface: pygame.Surface) -> None:
        """What changes with the mouse: claimable glow, hovered track or city, ticket ends."""
        bv = self.boardview
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        if self.show_claimable and self.claimable:
            overlay = bv.claimable_overlay(self.claimable)
            surface.blit(overlay, self.board_rect)
        hover = self.hover
        if self.view.get("over"):
            self._highlight_express(surface)
        tunnel = self.view.get("tunnel")
        if tunnel:
            self._highlight(surface, ("route", tunnel["route"]), theme.ACCENT)
        if self.selected is not None:
            self._highlight(surface, self.selected, theme.ACCENT)
        if hover is not None:
            kind = hover[0]
            if kind in ("route", "city"):
                self._highlight(surface, hover, (255, 255, 255))
            elif kind == "ticket":
                self._highlight_ticket(surface, hover[1])
            elif kind == "hand" and self.routes_for_card(hover[1]):
                surface.blit(bv.claimable_overlay(self.routes_for_card(hover[1])), self.board_rect)
        surface.set_clip(clip)

    def routes_for_card(self, card: str) -> list[str]:
        """The tracks claimable now with a payment that uses ``card`` (hovering a hand colour
        shows where those cards can go; a wild shows every track it can help pay)."""
        if self._routes_by_card is None:
            wild = self.game.rules.wild
            by_card: dict[str, list[str]] = {}
            for route in self.claimable:
                for payment in claim_payments(self.game, self.view, route):
                    used = {payment.color} if payment.color else set()
                    if payment.wilds:
                        used.add(wild)
                    for colour in used:
                        if route not in by_card.setdefault(colour, []):
                            by_card[colour].append(route)
            self._routes_by_card = by_card
        return self._routes_by_card.get(card, [])

    def _highlight(self, surface: pygame.Surface, target: Target, color: theme.Color) -> None:
        bv = self.boardview
        if target[0] == "route":
            bv.draw_route_glow(surface, target[1], (20, 20, 24), max(3, theme.px(4)))
            bv.draw_route_glow(surface, target[1], color, max(2, theme.px(2)))
        elif target[0] == "city":
            city = target[1]
            for rid, r in self.game.board.routes.items():
                if city in (r.a, r.b):
                    bv.draw_route_glow(surface, rid, color, max(2, theme.px(2)))
            bv.draw_city_ring(surface, city, (20, 20, 24), max(4, theme.px(5)))
            bv.draw_city_ring(surface, city, color, max(2, theme.px(3)))

    def _highlight_express(self, surface: pygame.Surface) -> None:
        """After the game: the European Express path(s), in gold."""
        longest = self.view.get("longest") or []
        if not self.europe or not longest:
            return
        best = max(item["length"] for item in longest)
        for item in longest:
            if best and item["length"] == best:
                for rid in item["routes"]:
                    self.boardview.draw_route_glow(
                        surface, rid, (240, 190, 40), max(2, theme.px(2))
                    )

    def _highlight_ticket(self, surface: pygame.Surface, ticket: str) -> None:
        bv = self.boardview
        t = self.game.board.tickets[ticket]
        path = next((p for tid, _done, p in self.tickets if tid == ticket), [])
        for rid in path:
            bv.draw_route_glow(surface, rid, theme.GOOD, max(2, theme.px(3)))
        if not path:
            bv.draw_link(surface, t.a, t.b, (30, 30, 36), max(3, theme.px(4)))
            bv.draw_link(surface, t.a, t.b, theme.ACCENT, max(2, theme.px(2)))
        for city in (t.a, t.b):
            bv.draw_city_ring(surface, city, (20, 20, 24), max(4, theme.px(6)))
            bv.draw_city_ring(surface, city, theme.ACCENT, max(3, theme.px(4)))

    # ------------------------------------------------------------------ tooltip
    def tooltip_lines(self, target: Target) -> tuple[str, list[tuple[str, theme.Color]]]:
        """(title, lines with colours) describing what the mouse is over."""
        view = self.view
        kind = target[0]
        seat = view.get("seat")
        lines: list[tuple[str, theme.Color]] = []
        if kind == "route":
            rid = target[1]
            for fact in self.words.route_facts(rid):
                lines.append((fact, theme.TEXT))
            owner = view["routes"].get(rid)
            if owner is not None:
                lines.append((f"Claimed by {self.seat_name(owner)}", self.seat_color(owner)))
            elif rid in self.closed:
                n = len(view["players"])
                lines.append(
                    (f"Closed: with {n} players only one track of a double is used", theme.WARN)
                )
            elif seat is not None:
                blocker = claim_blocker(self.game, view, rid)
                if blocker is not None:
                    lines.append((blocker[1], theme.WARN))
                elif rid in self.claimable and self.can_act:
                    lines.append(("Click to claim it", theme.GOOD))
                else:
                    lines.append(("You could pay for it on your turn", theme.TEXT_MUTED))
            return self.words.route(rid), lines
        if kind == "city":
            city = target[1]
            n = sum(1 for r in self.game.board.routes.values() if city in (r.a, r.b))
            lines.append((f"{n} routes meet here", theme.TEXT_MUTED))
            holder = view["stations"].get(city)
            if holder is not None:
                lines.append((f"Station of {self.seat_name(holder)}", self.seat_color(holder)))
            elif self.europe and self.can_act and view.get("pending") is None:
                cost = self.ctrl.station_cost(view)
                if cost:
                    cards = "1 card" if cost == 1 else f"{cost} cards of one colour"
                    lines.append((f"Click to build a station here ({cards})", theme.GOOD))
            return self.words.city(city), lines
        if kind == "face_up":
            color = view["face_up"][target[1]]
            if color is None:
                return "Empty slot", []
            title = self.words.card(color).capitalize()
            if view.get("pending") == "second_draw" and color == self.rules.wild:
                lines.append(("Not allowed as the second card", theme.WARN))
            elif color == self.rules.wild:
                lines.append(("Wild: taking it face up ends the draw", theme.TEXT_MUTED))
            banned = view.get("pending") == "second_draw" and color == self.rules.wild
            if self.can_act and view.get("pending") in (None, "second_draw") and not banned:
                lines.append(("Click to take it", theme.GOOD))
            return title, lines
        if kind == "deck":
            lines.append(
                (f"{view['deck']} cards in the deck, {view['discard']} discarded", theme.TEXT)
            )
            if self.can_act and view.get("pending") in (None, "second_draw"):
                lines.append(("Click to draw the top card", theme.GOOD))
            return "Train cards" if self.europe else "Cards", lines
        if kind == "tickets":
            n = self.rules.draw_tickets
            lines.append((f"{view['ticket_deck']} tickets left", theme.TEXT))
            if self.can_act and view.get("pending") is None:
                lines.append((f"Click to draw {n} and keep at least 1", theme.GOOD))
            return "Destination tickets", lines
        if kind == "hand":
            color = target[1]
            n = view["hand"].get(color, 0)
            if self.can_act and view.get("pending") is None:
                fits = len(self.routes_for_card(color))
                if fits:
                    lines.append(
                        (f"Can pay for {fits} route{'s' if fits != 1 else ''} now", theme.GOOD)
                    )
            return f"{n} × {self.words.card(color, n)}", lines
        if kind == "ticket":
            ticket = target[1]
            t = self.game.board.tickets[ticket]
            done = next((d for tid, d, _p in self.tickets if tid == ticket), False)
            lines.append((f"{t.points} points", theme.TEXT))
            if done:
                lines.append(("Completed: your trains join the two cities", theme.GOOD))
            else:
                lines.append(("Not joined yet", theme.TEXT_MUTED))
            return self.words.ticket(ticket), lines
        if kind == "seat":
            i = target[1]
            p = view["players"][i]
            lines.append((f"{p['score']} points", theme.TEXT))
            lines.append((f"{p['pieces']} {self.words.pieces_word} left", theme.TEXT))
            if self.europe:
                lines.append((f"{p['stations_left']} stations left", theme.TEXT))
            lines.append((f"{p['hand_size']} cards, {p['ticket_count']} tickets", theme.TEXT))
            if not self.europe:
                held = ", ".join(p["flags"]) or "none yet"
                lines.append((f"French flag cards: {held}", theme.TEXT))
            return self.seat_name(i), lines
        return "", lines

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        target = self.hover
        if target is None or self.pressed is not None:
            return
        key = (target, self.version, self.app.size, self.can_act)
        if key != self._tooltip_key:
            title, lines = self.tooltip_lines(target)
            self._tooltip = panels.tooltip_surface(title, lines) if title else None
            self._tooltip_key = key
        if self._tooltip is None:
            return
        w, h = self._tooltip.get_size()
        x, y = self.mouse[0] + theme.px(18), self.mouse[1] + theme.px(18)
        sw, sh = surface.get_size()
        if x + w > sw - theme.px(6):
            x = self.mouse[0] - w - theme.px(12)
        if y + h > sh - theme.px(6):
            y = self.mouse[1] - h - theme.px(12)
        surface.blit(self._tooltip, (max(0, x), max(0, y)))


__all__ = ["TtrTable"]
