"""The Great Tour's table: the board, the ticket rows, the decks, the hand, the players.

Layout (it follows the window): the board on the left with the ticket column beside it, a
strip under them with the three decks, the hand by card type and the journey panel (what to do
next, Auto-pay, Cancel), and on the right the players (tickets, tokens, bonus cards), the bonus
cards and the game log. Everything is drawn from ``self.view``; clicks become targets that the
controller (``tabletop.controller.great_tour``) turns into engine actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.controller.great_tour import Decision, GreatTourController, Target
from tabletop.core import Action, Event, IllegalActionError, TabletopError
from tabletop.games.great_tour import Pass
from tabletop.games.great_tour import rules as R
from tabletop.ui import theme
from tabletop.ui.table import AUTO, TableScene
from tabletop.ui.widgets import Button

from . import anims, art, panels
from .board import BoardView
from .words import Words

if TYPE_CHECKING:
    from tabletop.play import Match
    from tabletop.ui.app import App
    from tabletop.ui.scene import Scene

#: An AI's card-by-card payment plays faster than its other moves (this share of the delay).
PAY_DELAY_SHARE = 0.3


class GreatTourTable(TableScene):
    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        # The controller and board exist before the base class reads the first view.
        game: Any = match.game
        self.board = game.board
        self.palette = art.Palette(self.board)
        self.controller = GreatTourController(game)
        self.board_view = BoardView(
            self.board, self.palette, match.config.players >= R.RED_MIN_PLAYERS
        )
        self.words = Words(self.board, lambda seat: match.seats[seat].name)
        self.legal: list[Action] = []
        self.hover: Target | None = None
        self.hover_segment: str | None = None
        self.mouse = (0, 0)
        self._pressed: Target | None = None
        self.clock = 0.0
        # Hit areas, set by ``layout``.
        self.tickets_rect = self.strip_rect = pygame.Rect(0, 0, 0, 0)
        self.decks_rect = self.hand_rect = self.journey_rect = pygame.Rect(0, 0, 0, 0)
        self.players_rect = self.bonus_rect = pygame.Rect(0, 0, 0, 0)
        self.deck_rects: dict[str, pygame.Rect] = {}
        self.ticket_rects: dict[str, pygame.Rect] = {}
        self.future_rects: dict[str, pygame.Rect] = {}
        self.blank_rect = self.pile_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_rects: dict[str, pygame.Rect] = {}
        self.player_rects: list[pygame.Rect] = []
        self.paid_rect = pygame.Rect(0, 0, 0, 0)
        self.active_slots: list[pygame.Rect] = []
        self.future_slots: list[pygame.Rect] = []
        self.future_header_y = 0
        super().__init__(app, match, viewer=viewer)
        self.autopay_button = Button(
            "Auto-pay", lambda: self.click(("auto_pay",)), style="primary", role="body_bold"
        )
        self.cancel_button = Button("Cancel", lambda: self.click(("cancel",)), role="body_bold")
        self.pass_button = Button(
            "Pass", lambda: self.click(("pass",)), style="danger", role="body_bold"
        )
        self.widgets += [self.autopay_button, self.cancel_button, self.pass_button]
        self._update_buttons()

    # ------------------------------------------------------------------ view and legal moves
    def refresh(self) -> None:
        super().refresh()
        seat = self.match.to_act()
        mine = seat is not None and seat == self.viewer and self.match.seats[seat].is_human
        self.legal = self.match.legal_actions() if mine else []
        self.controller.sync(self.view, self.legal)
        if self.active_slots:
            self._place_tickets()
        if hasattr(self, "pass_button"):
            self._update_buttons()

    def _update_buttons(self) -> None:
        plan = self.controller.plan
        acting = bool(self.legal)
        self.autopay_button.visible = (
            acting
            and plan is not None
            and plan.path is not None
            and (plan.affordable or plan.pending)
        )
        self.cancel_button.visible = acting and plan is not None
        self.pass_button.visible = acting and Pass() in self.legal

    def poll(self) -> None:
        # An AI paying card by card: each card shows, quicker than a whole move.
        delay = self.app.settings.ai_delay
        journey = self.view.get("journey")
        self.match.agent_delay = delay * PAY_DELAY_SHARE if journey else delay
        super().poll()

    # ------------------------------------------------------------------ acting
    def click(self, target: Target) -> None:
        """The player clicked ``target``: ask the controller and carry out its answer."""
        if not self.can_act:
            if self.match.is_over():
                self.app.toast("The game is over.", "info")
            elif target != ("clear",):
                seat = self.match.to_act()
                if seat is not None:
                    self.app.toast(f"It is {self.seat_name(seat)}'s turn.", "info")
            return
        decision = self.controller.click(target, self.view, self.legal)
        self._carry_out(decision)
        self._update_buttons()

    def _carry_out(self, decision: Decision) -> None:
        for _ in range(200):  # a journey costs at most a few dozen cards
            if decision.hint:
                self.app.toast(decision.hint, "info")
            if decision.probe is not None:
                self._explain(decision.probe)
            if decision.action is None or not self.submit(decision.action):
                return
            if not self.can_act:
                return
            decision = self.controller.follow_up(self.view, self.legal)

    def _explain(self, probe: Action) -> None:
        """Show why ``probe`` is not allowed, in the engine's words (the engine refuses it and
        nothing changes; a probe is never one of the legal moves)."""
        if probe in self.legal:
            return
        try:
            self.match.submit(probe)
        except IllegalActionError as error:
            self.app.toast(error.message, "error")
        except TabletopError:
            self.app.toast("That is not possible now.", "error")

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """What the pointer is over: a deck, a ticket, the blank pile, a card, a city…"""
        for deck, rect in self.deck_rects.items():
            if rect.collidepoint(pos):
                return ("deck", deck)
        for ticket, rect in self.ticket_rects.items():
            if rect.collidepoint(pos):
                return ("ticket", ticket)
        for ticket, rect in self.future_rects.items():
            if rect.collidepoint(pos):
                return ("future", ticket)
        if self.blank_rect.collidepoint(pos):
            return ("blank",)
        for card, rect in self.hand_rects.items():
            if rect.collidepoint(pos) and self.view.get("hand", {}).get(card):
                return ("hand", card)
        hit = self.board_view.hit(pos)
        if hit is not None:
            return hit
        return None

    def _player_at(self, pos: tuple[int, int]) -> Target | None:
        """A row of the players panel (hovered for its tickets; not a click target)."""
        for seat, rect in enumerate(self.player_rects):
            if rect.collidepoint(pos):
                return ("player", seat)
        return None

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.target_at(event.pos) or self._player_at(event.pos)
            self.hover_segment = (
                self.board_view.segment_hit(event.pos) if self.hover is None else None
            )
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._pressed = self.target_at(event.pos) if event.button == 1 else ("clear",)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            pressed, self._pressed = self._pressed, None
            if event.button == 3:
                self.click(("clear",))
                return True
            target = self.target_at(event.pos)
            if target is not None and target == pressed:
                self.click(target)
                return True
        return False

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        pad = theme.px(theme.PAD)
        top = self.hud_rect.bottom + pad
        right_w = max(theme.px(270), min(theme.px(400), round(w * 0.235)))
        self.side_rect = pygame.Rect(w - pad - right_w, top, right_w, h - top - pad)
        strip_h = theme.px(168)
        left_w = self.side_rect.x - 2 * pad
        self.strip_rect = pygame.Rect(pad, h - pad - strip_h, left_w, strip_h)
        board_h = self.strip_rect.y - pad - top
        min_tickets = theme.px(214)
        area = pygame.Rect(pad, top, left_w - min_tickets - pad, board_h)
        self.board_view.fit(area)
        self.board_rect = self.board_view.rect
        tickets_x = self.board_view.rect.right + pad
        self.tickets_rect = pygame.Rect(tickets_x, top, self.strip_rect.right - tickets_x, board_h)
        # The strip: decks | hand | journey panel.
        decks_w = theme.px(236)
        journey_w = max(theme.px(262), min(theme.px(340), round(self.strip_rect.width * 0.3)))
        s = self.strip_rect
        self.decks_rect = pygame.Rect(s.x, s.y, decks_w, s.height)
        self.journey_rect = pygame.Rect(s.right - journey_w, s.y, journey_w, s.height)
        self.hand_rect = pygame.Rect(
            self.decks_rect.right + pad,
            s.y,
            self.journey_rect.x - self.decks_rect.right - 2 * pad,
            s.height,
        )
        # The right column: players, bonus cards, log.
        n = len(self.match.seats)
        row_h = theme.px(70)
        players_h = min(theme.px(36) + n * row_h, round(self.side_rect.height * 0.62))
        self.players_rect = pygame.Rect(self.side_rect.x, top, right_w, players_h)
        self.seats_rect = self.players_rect
        bonus_h = theme.px(84)
        self.bonus_rect = pygame.Rect(
            self.side_rect.x, self.players_rect.bottom + pad, right_w, bonus_h
        )
        self.log_rect = pygame.Rect(
            self.side_rect.x,
            self.bonus_rect.bottom + pad,
            right_w,
            self.side_rect.bottom - self.bonus_rect.bottom - pad,
        )
        self._layout_pieces()

    def _layout_pieces(self) -> None:
        pad = theme.px(12)
        # Decks: three piles side by side.
        d = self.decks_rect
        inner_top = d.y + theme.px(30)
        pile_h = d.bottom - pad - theme.px(34) - inner_top
        pile_w = min((d.width - 2 * pad - 2 * theme.px(10)) // 3, round(pile_h * 0.72))
        gap = (d.width - 2 * pad - 3 * pile_w) // 2
        self.deck_rects = {
            deck: pygame.Rect(
                d.x + pad + i * (pile_w + gap), inner_top + theme.px(4), pile_w, pile_h
            )
            for i, deck in enumerate(R.DECKS)
        }
        # Hand: a column per city (its card over its VIP card), then the jokers.
        hr = self.hand_rect
        cities = list(self.palette.cities)
        columns = len(cities) + 1
        rows_top = hr.y + theme.px(32)
        card_h = (hr.bottom - pad - rows_top - theme.px(8)) // 2
        card_w = min(round(card_h * 0.74), (hr.width - 2 * pad) // columns - theme.px(8))
        card_h = min(card_h, round(card_w / 0.66))
        col_gap = (hr.width - 2 * pad - columns * card_w) // max(1, columns - 1)
        col_gap = min(col_gap, theme.px(26))
        used = columns * card_w + (columns - 1) * col_gap
        x0 = hr.x + (hr.width - used) // 2
        self.hand_rects = {}
        for col in range(columns):
            top_card = cities[col] if col < len(cities) else R.JOKER
            low_card = f"{cities[col]}*" if col < len(cities) else R.VIP_JOKER
            x = x0 + col * (card_w + col_gap)
            self.hand_rects[top_card] = pygame.Rect(x, rows_top, card_w, card_h)
            self.hand_rects[low_card] = pygame.Rect(
                x, rows_top + card_h + theme.px(8), card_w, card_h
            )
        # Journey panel buttons.
        j = self.journey_rect
        bh = theme.px(38)
        bw = (j.width - 2 * pad - theme.px(8)) // 2
        y = j.bottom - pad - bh
        self.autopay_button.rect = pygame.Rect(j.x + pad, y, bw, bh)
        self.cancel_button.rect = pygame.Rect(j.right - pad - bw, y, bw, bh)
        self.pass_button.rect = pygame.Rect(j.x + pad, y, j.width - 2 * pad, bh)
        self.paid_rect = pygame.Rect(j.x + pad, y - theme.px(40), j.width - 2 * pad, theme.px(32))
        self._layout_tickets()
        self._layout_players()

    def _layout_tickets(self) -> None:
        """The ticket column: active row, future row, then the pile and the blank tickets."""
        t = self.tickets_rect
        pad = theme.px(12)
        n_future = max(1, len(self.view.get("future", [])) or len(self.match.seats))
        header = theme.px(26)
        stacks_h = theme.px(96) if n_future <= 4 else theme.px(80)
        avail = t.height - 2 * pad - 2 * header - stacks_h - theme.px(10)
        future_h = max(theme.px(24), min(theme.px(40), round(avail * 0.5 / n_future) - theme.px(5)))
        active_h = min(
            theme.px(54), (avail - n_future * (future_h + theme.px(5))) // 3 - theme.px(8)
        )
        y = t.y + pad + header
        self.active_slots = []
        for _ in range(R.ACTIVE_ROW):
            self.active_slots.append(pygame.Rect(t.x + pad, y, t.width - 2 * pad, active_h))
            y += active_h + theme.px(8)
        self.future_header_y = y + theme.px(4)
        y += header
        self.future_slots = []
        for _ in range(n_future):
            self.future_slots.append(pygame.Rect(t.x + pad, y, t.width - 2 * pad, future_h))
            y += future_h + theme.px(5)
        bottom = t.bottom - pad
        half = (t.width - 2 * pad - theme.px(12)) // 2
        self.pile_rect = pygame.Rect(
            t.x + pad, bottom - stacks_h + theme.px(6), half, stacks_h - theme.px(6)
        )
        self.blank_rect = pygame.Rect(
            self.pile_rect.right + theme.px(12), self.pile_rect.y, half, self.pile_rect.height
        )
        self._place_tickets()

    def _place_tickets(self) -> None:
        active = self.view.get("active", [])
        future = self.view.get("future", [])
        self.ticket_rects = dict(zip(active, self.active_slots, strict=False))
        if len(future) > len(self.future_slots):
            self._layout_tickets()
            return
        self.future_rects = dict(zip(future, self.future_slots, strict=False))

    def _layout_players(self) -> None:
        p = self.players_rect
        n = len(self.match.seats)
        pad = theme.px(10)
        row_h = (p.height - theme.px(34) - pad) // max(1, n)
        self.player_rects = [
            pygame.Rect(p.x + pad, p.y + theme.px(34) + i * row_h, p.width - 2 * pad, row_h - 2)
            for i in range(n)
        ]

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self._place_tickets()
        self._update_buttons()

    def draw_table(self, surface: pygame.Surface) -> None:
        panels.draw_board(self, surface)
        panels.draw_tickets(self, surface)
        panels.draw_decks(self, surface)
        panels.draw_hand(self, surface)
        panels.draw_journey(self, surface)
        panels.draw_players(self, surface)
        panels.draw_bonuses(self, surface)
        self.log.draw(
            surface,
            self.log_rect,
            self.viewer,
            self.describe_event,
            self.seat_name,
            self.seat_color,
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        panels.draw_tooltip(self, surface)

    # ------------------------------------------------------------------ hooks
    def describe_event(self, event: Event) -> str | None:
        return self.words.describe(event, self.viewer)

    def animations_for(self, seat: int, action: Action, events: tuple[Event, ...]):
        return anims.for_action(self, seat, action, events)

    def game_over_scene(self) -> Scene:
        from .game_over import GreatTourGameOver

        return GreatTourGameOver(self.app, self)

    # ------------------------------------------------------------------ helpers for drawing
    @property
    def seat_colors(self) -> list[theme.Color]:
        return [self.seat_color(i) for i in range(len(self.match.seats))]

    def moving_seats(self) -> set[int]:
        """Seats whose big coach drives in a queued animation (drawn by it until it ends)."""
        return {
            seat
            for a in self.animations.queue
            if (seat := getattr(a, "hides_big_coach", None)) is not None
        }

    def phase(self) -> float:
        return (self.clock * 0.8) % 1.0

    def hand_center(self, card: str) -> tuple[int, int]:
        rect = self.hand_rects.get(card)
        return rect.center if rect is not None else self.hand_rect.center

    def player_anchor(self, seat: int) -> tuple[int, int]:
        if 0 <= seat < len(self.player_rects):
            r = self.player_rects[seat]
            return (r.x + r.width * 3 // 4, r.centery)
        return self.players_rect.center
