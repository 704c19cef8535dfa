"""The journey panel: whose turn it is and what they do, or — on the viewer's turn — what to do
next: the journey being set up (ticket, cities, path length and cost, what is paid so far) with
the Auto-pay, Cancel and Pass buttons, which the table owns and this panel places."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from tabletop.core.i18n import _
from tabletop.games.great_tour import BLANK, Pass
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.names import Names
from tabletop.ui import theme
from tabletop.ui.theme import Space
from tabletop.ui.widgets import Button, Panel

from . import art
from . import layout as L
from .common import seat_badge, wrapped
from .context import TourTable


class JourneyPanel(Panel):
    def __init__(
        self, table: TourTable, autopay: Button, cancel: Button, pass_button: Button
    ) -> None:
        super().__init__()
        self.table = table
        self.autopay = autopay
        self.cancel = cancel
        self.pass_button = pass_button
        #: The row of cards paid so far.
        self.paid_rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = j = rect
        inset = theme.px(L.INSET)
        bh = theme.px(L.BUTTON_H)
        bw = (j.width - 2 * inset - theme.px(Space.M)) // 2
        y = j.bottom - inset - bh
        self.autopay.rect = pygame.Rect(j.x + inset, y, bw, bh)
        self.cancel.rect = pygame.Rect(j.right - inset - bw, y, bw, bh)
        self.pass_button.rect = pygame.Rect(j.x + inset, y, j.width - 2 * inset, bh)
        paid_h = theme.px(L.PAID_ROW_H)
        self.paid_rect = pygame.Rect(
            j.x + inset, y - paid_h - theme.px(Space.M), j.width - 2 * inset, paid_h
        )

    def update_buttons(self) -> None:
        """Auto-pay while a payable path is planned or being paid, Cancel while a plan stands,
        Pass only when nothing else is possible."""
        table = self.table
        plan = table.controller.plan
        acting = bool(table.legal())
        self.autopay.visible = (
            acting
            and plan is not None
            and plan.path is not None
            and (plan.affordable or plan.pending)
        )
        self.cancel.visible = acting and plan is not None
        self.pass_button.visible = acting and Pass() in table.legal()

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = self.rect
        # Whose turn it is, not whether a click reaches the table now: behind the menu the
        # panel still says "your turn", not that the player "is playing…" as an onlooker.
        mine = table.viewer_to_act
        theme.panel(surface, rect, theme.PANEL_RAISED if mine else theme.PANEL)
        inset = theme.px(L.INSET)
        width = rect.width - 2 * inset
        x, y = rect.x + inset, rect.y + theme.px(L.TITLE_TOP)
        if table.game_over:
            theme.text(surface, _("GAME OVER"), "label", theme.TEXT_MUTED, (x, y))
            note = _("Open Results (top bar) to see the scores.")
            wrapped(surface, note, "body", theme.TEXT, (x, y + theme.px(L.LINE_H)), width)
            return
        if not mine:
            self._someone_else(surface, x, y, width)
            return
        plan = table.controller.plan
        if plan is None:
            self._your_turn(surface, x, y, width)
            return
        if plan.ticket == BLANK:
            title = _("BLANK TICKET · {n} PT").format(n=R.BLANK_POINTS)
        else:
            title = _("TICKET · {n} PT").format(n=table.board.ticket(plan.ticket).points)
        theme.text(surface, title, "label", theme.ACCENT, (x, y))
        y += theme.px(L.JOURNEY_TITLE_DROP)
        names = table.controller.names
        if plan.start is None or plan.destination is None:
            start = names.city(plan.start) if plan.start else "?"
            theme.text(surface, f"{start} → ?", "body_bold", theme.TEXT, (x, y), max_width=width)
            if plan.start is None:
                step = _("Click the start city (ringed on the board).")
            else:
                step = _("Click the destination city (ringed on the board).")
            below = (x, y + theme.px(Space.XXL))
            wrapped(surface, step, "body", theme.TEXT_MUTED, below, width, 3)
            return
        trip = f"{names.city(plan.start)} → {names.city(plan.destination)}"
        theme.text(surface, trip, "body_bold", theme.TEXT, (x, y), max_width=width)
        y += theme.px(L.LINE_H)
        if plan.path is None:
            wrapped(surface, _("No path between these cities."), "body", theme.WARN, (x, y), width)
            return
        theme.text(surface, self._cost_line(plan.costs, width), "small", theme.TEXT, (x, y))
        y += theme.px(L.SMALL_LINE_H)
        if plan.pending:
            paid = plan.paid
            n = sum(paid.values())
            words = _("Paid {n}:").format(n=n) if n else _("Click cards to pay")
            at = (x, self.paid_rect.centery)
            label = theme.text(surface, words, "small", theme.TEXT_MUTED, at, "midleft")
            self._draw_paid(surface, paid, label.right + theme.px(Space.S))
        else:
            # The note takes the lines free above the buttons (the paid row is empty until
            # paying starts); where the whole sentence needs more (at some sizes, in Polish),
            # its short form is said whole rather than the long one cut.
            small = theme.font("small")
            room = max(1, (self.autopay.rect.top - y) // small.get_linesize())
            if not plan.affordable:
                notes = (
                    _("Your cards cannot pay this path: draw cards or pick another path."),
                    _("Your cards cannot pay this path."),
                )
            else:
                notes = (
                    _("Click waypoints to change the path, then a card (or Auto-pay) to pay."),
                    _("Pay: click a card or Auto-pay."),
                )
            note = next((n for n in notes if len(theme.wrap(n, small, width)) <= room), notes[-1])
            color = theme.TEXT_MUTED if plan.affordable else theme.WARN
            wrapped(surface, note, "small", color, (x, y), width, room)

    @staticmethod
    def _cost_line(costs: tuple[int, ...], width: int) -> str:
        """``3 segments · 5 cards (+2 to overtake)``, shortened to fit ``width``."""
        cost, segments = sum(costs), len(costs)
        line = _("{segments} · {cards}").format(
            segments=Names.segments(segments), cards=Names.cards(cost)
        )
        extra = cost - segments
        if not extra:
            return line
        long = _("{line} (+{extra} to overtake)").format(line=line, extra=extra)
        if theme.font("small").size(long)[0] <= width:
            return long
        return _("{line} (+{extra})").format(line=line, extra=extra)

    def _someone_else(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        """Whose turn it is and what they are doing."""
        table = self.table
        view = table.tour_view
        seat = view["to_act"]
        theme.text(surface, _("TURN"), "label", theme.TEXT_MUTED, (x, y))
        if seat is None:
            return
        name_y = y + theme.px(L.TURN_NAME_DROP)
        swatch = (x + theme.px(Space.M), name_y)
        seat_badge(surface, table, seat, swatch, theme.px(L.TURN_SWATCH_R))
        theme.text(
            surface,
            table.seat_name(seat),
            "body_bold",
            theme.TEXT,
            (x + theme.px(L.NAME_INDENT), name_y),
            "midleft",
            max_width=width - theme.px(L.NAME_INDENT),
        )
        journey = view["journey"]
        names = table.controller.names
        if table.passing_to is not None:
            status = _("takes the device…")
        elif journey:
            cost = sum(journey["cost"])
            status = _("pays for {start} → {destination}: {segments}, {cards}").format(
                start=names.city(journey["start"]),
                destination=names.city(journey["destination"]),
                segments=names.segments(len(journey["path"])),
                cards=names.cards(cost),
            )
        elif not table.seat_is_human(seat) and not table.watching:
            status = _("is thinking…")
        else:
            status = _("is playing…")
        below = (x, y + theme.px(L.TURN_STATUS_DROP))
        wrapped(surface, status, "small", theme.TEXT_MUTED, below, width, 3)

    def _your_turn(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        theme.text(surface, _("YOUR TURN"), "label", theme.ACCENT, (x, y))
        below = (x, y + theme.px(L.LINE_H))
        if Pass() in self.table.legal():
            note = _("You can neither draw nor travel: pass.")
            wrapped(surface, note, "body", theme.TEXT, below, width, 3)
            return
        draw = _("• Click a deck to draw route cards.")
        y = wrapped(surface, draw, "body", theme.TEXT, below, width, 2)
        travel = _("• Or click an active ticket (or the blank tickets) to travel.")
        wrapped(surface, travel, "body", theme.TEXT, (x, y + theme.px(Space.XS)), width, 3)

    def _draw_paid(self, surface: pygame.Surface, paid: Mapping[str, int], x: int) -> None:
        r = self.paid_rect
        h = r.height
        w = round(h * 0.7)
        overlap = theme.px(Space.S)
        for card, n in sorted(paid.items()):
            for _k in range(n):
                if x + w > r.right:
                    theme.text(surface, "…", "body_bold", theme.TEXT, (x, r.centery), "midleft")
                    return
                surface.blit(art.card_face(self.table.palette, card, (w, h)), (x, r.y))
                x += w - overlap if w > theme.px(L.SMALL_LINE_H) else w


__all__ = ["JourneyPanel"]
