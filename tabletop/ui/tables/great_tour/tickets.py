"""The ticket column: the active row (click one to travel), the future row, and at its foot the
ticket pile and the blank tickets; the final-round badge over them."""

from __future__ import annotations

import pygame

from tabletop.controller.great_tour import (
    BLANK_TICKETS,
    BlankTarget,
    FutureTicketTarget,
    TicketTarget,
)
from tabletop.controller.reply import Target
from tabletop.core.i18n import _, ngettext
from tabletop.games.great_tour import BLANK
from tabletop.games.great_tour import rules as R
from tabletop.ui import theme
from tabletop.ui.theme import Space
from tabletop.ui.widgets import Panel

from . import art
from . import layout as L
from .common import header, hovered
from .context import TourTable


class TicketsPanel(Panel):
    def __init__(self, table: TourTable) -> None:
        super().__init__()
        self.table = table
        self.active_slots: list[pygame.Rect] = []
        self.future_slots: list[pygame.Rect] = []
        self.future_header_y = 0
        self.pile_rect = pygame.Rect(0, 0, 0, 0)
        self.blank_rect = pygame.Rect(0, 0, 0, 0)
        #: Ticket id → where it is drawn (active and future rows).
        self.active: dict[str, pygame.Rect] = {}
        self.future: dict[str, pygame.Rect] = {}

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self._slots()
        self.place()

    def _future_rows(self) -> int:
        view = self.table.tour_view
        return max(1, len(view["future"]) or len(view["players"]))

    def _slots(self) -> None:
        """Slots for the active row, the future row (one per future ticket), the two stacks."""
        t = self.rect
        inset = theme.px(L.INSET)
        n_future = self._future_rows()
        header_h = theme.px(L.TICKET_HEADER_H)
        gap, small_gap = theme.px(Space.M), theme.px(Space.S)
        stacks_h = theme.px(L.STACK_H if n_future <= L.ROOMY_FUTURE_ROW else L.STACK_CROWDED_H)
        avail = t.height - 2 * inset - 2 * header_h - stacks_h - gap
        future_h = max(
            theme.px(L.FUTURE_TICKET_MIN_H),
            min(theme.px(L.FUTURE_TICKET_MAX_H), round(avail * 0.5 / n_future) - small_gap),
        )
        left = avail - n_future * (future_h + small_gap)
        # The final-round badge stands between the future row and the stacks (it covered the
        # last future ticket): its room is kept from the start, so the rows never jump, taken
        # from the active row as far as that stays readable (``final_round_rect``).
        spare = (left // R.ACTIVE_ROW - gap - theme.px(L.ACTIVE_TICKET_MIN_H)) * R.ACTIVE_ROW
        badge_room = max(0, min(theme.px(L.FINAL_ROUND_BADGE_H) + gap, spare))
        active_h = min(theme.px(L.ACTIVE_TICKET_MAX_H), (left - badge_room) // R.ACTIVE_ROW - gap)
        y = t.y + inset + header_h
        self.active_slots = []
        for _slot in range(R.ACTIVE_ROW):
            self.active_slots.append(pygame.Rect(t.x + inset, y, t.width - 2 * inset, active_h))
            y += active_h + gap
        self.future_header_y = y + theme.px(Space.XS)
        y += header_h
        self.future_slots = []
        for _slot in range(n_future):
            self.future_slots.append(pygame.Rect(t.x + inset, y, t.width - 2 * inset, future_h))
            y += future_h + small_gap
        bottom = t.bottom - inset
        half = (t.width - 2 * inset - theme.px(Space.L)) // 2
        top = bottom - stacks_h + small_gap
        self.pile_rect = pygame.Rect(t.x + inset, top, half, stacks_h - small_gap)
        self.blank_rect = pygame.Rect(
            self.pile_rect.right + theme.px(Space.L), top, half, self.pile_rect.height
        )

    def place(self) -> None:
        """Put the view's tickets into the slots (after every change of the view)."""
        view = self.table.tour_view
        if len(view["future"]) > len(self.future_slots):
            self._slots()
        self.active = dict(zip(view["active"], self.active_slots, strict=False))
        self.future = dict(zip(view["future"], self.future_slots, strict=False))

    # ------------------------------------------------------------------ the Panel protocol
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for ticket, rect in self.active.items():
            if rect.collidepoint(pos):
                return TicketTarget(ticket)
        for ticket, rect in self.future.items():
            if rect.collidepoint(pos):
                return FutureTicketTarget(ticket)
        if self.blank_rect.collidepoint(pos):
            return BLANK_TICKETS
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        match target:
            case TicketTarget(ticket):
                return self.active.get(ticket)
            case FutureTicketTarget(ticket):
                return self.future.get(ticket)
            case BlankTarget():
                return self.blank_rect
        return None

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = self.rect
        theme.panel(surface, rect)
        view = table.tour_view
        legal = table.legal()
        controller = table.controller
        plan = controller.plan
        chosen = plan.ticket if plan is not None else None
        header(
            surface, rect, _("ACTIVE TICKETS"), _("click one to travel") if table.can_act else ""
        )
        margin = theme.px(L.TICKET_MARGIN)
        for ticket, r in self.active.items():
            card = table.board.ticket(ticket)
            ready = controller.ticket_ready(ticket, legal)
            image = art.ticket_image(
                table.palette,
                r.size,
                card.starts,
                card.destinations,
                card.points,
                selected=chosen == ticket,
                dim=bool(legal) and not ready and chosen != ticket,
            )
            lift = theme.px(Space.XXS) if hovered(table, TicketTarget(ticket)) else 0
            surface.blit(image, (r.x - margin, r.y - margin - lift))
            if legal and ready:
                dot = (
                    r.right - theme.px(L.READY_DOT_INSET),
                    r.bottom - theme.px(L.READY_DOT_INSET),
                )
                pygame.draw.circle(surface, theme.GOOD, dot, theme.px(Space.XS))
        future_title = (rect.x + theme.px(L.INSET), self.future_header_y)
        theme.text(surface, _("FUTURE TICKETS"), "label", theme.TEXT_MUTED, future_title)
        for ticket, r in self.future.items():
            card = table.board.ticket(ticket)
            image = art.ticket_image(
                table.palette,
                r.size,
                card.starts,
                card.destinations,
                card.points,
                compact=True,
                dim=True,
            )
            surface.blit(image, (r.x - margin, r.y - margin))
        art.ticket_pile(surface, self.pile_rect, view["ticket_pile"])
        lift = theme.px(Space.XXS) if hovered(table, BLANK_TICKETS) else 0
        art.blank_ticket(
            surface,
            self.blank_rect.move(0, -lift),
            view["blank_left"],
            selected=chosen == BLANK,
            dim=bool(legal) and not controller.ticket_ready(BLANK, legal) and chosen != BLANK,
        )
        if view["final_round"]:
            self._final_round(surface, view["turns_left"])

    def final_round_rect(self) -> pygame.Rect:
        """The final-round badge: centred in the room kept for it between the last future
        ticket and the stacks (``_slots``); never over a ticket."""
        r = pygame.Rect(
            0, 0, self.rect.width - theme.px(Space.XXL), theme.px(L.FINAL_ROUND_BADGE_H)
        )
        above = self.future_slots[-1].bottom if self.future_slots else self.future_header_y
        r.center = (self.rect.centerx, (above + self.pile_rect.y) // 2)
        if r.top < above:  # no room kept (a column too short): over the stacks' top edge
            r.top = above + theme.px(Space.XS)
        return r

    def _final_round(self, surface: pygame.Surface, left: int | None) -> None:
        if left:
            words = ngettext("FINAL ROUND · {n} turn left", "FINAL ROUND · {n} turns left", left)
            message = words.format(n=left)
        else:
            message = _("FINAL ROUND")
        r = self.final_round_rect()
        pygame.draw.rect(surface, theme.DANGER, r, border_radius=r.height // 2)
        theme.text(
            surface,
            message,
            "label",
            theme.TEXT,
            r.center,
            "center",
            max_width=r.width - theme.px(Space.M),
        )


__all__ = ["TicketsPanel"]
