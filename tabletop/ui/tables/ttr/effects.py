"""Animations made from TTR events: cards fly to a hand, trains appear on a track one car at
a time, tunnel cards turn, tickets travel, the French flag is celebrated.

They only decorate: the board under them is already drawn from the new view, so skipping an
animation (a click, Space, or the speed setting "off") never leaves anything out of date.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tabletop.core import Event
from tabletop.games.ttr import events as ev
from tabletop.ui import anim, fonts, theme

from . import art, panels

if TYPE_CHECKING:
    from .table import TtrTable


def _card_size(table: TtrTable) -> tuple[int, int]:
    slots = panels.market_slots(table)
    if slots:
        return slots[0].size
    return theme.px(40), theme.px(58)


def _seat_point(table: TtrTable, seat: int) -> tuple[int, int]:
    """Where cards and tickets go for ``seat``: its hand when on screen, else its row."""
    rows = panels.player_rows(table)
    if 0 <= seat < len(rows):
        return rows[seat].center
    return table.rects["players"].center


def _hand_point(table: TtrTable, seat: int, color: str) -> tuple[int, int]:
    if seat == table.viewer:
        slot = table.item_rects.get(("hand", color))
        if slot is not None:
            return slot.center
        return table.rects["hand"].center
    return _seat_point(table, seat)


def for_event(table: TtrTable, seat: int, event: Event) -> list[anim.Animation]:
    """The animations for one (visible) event of ``seat``'s action."""
    w, h = _card_size(table)
    deck = table.rects["train_deck"].center
    if isinstance(event, ev.FaceUpCardTaken):
        slots = panels.market_slots(table)
        start = slots[event.slot].center if event.slot < len(slots) else deck
        image = art.card_face(event.color, w, h, table.words.color_label(event.color))
        return [anim.fly(image, start, _hand_point(table, event.seat, event.color), 0.45)]
    if isinstance(event, ev.CardDrawn):
        image = art.card_face(event.color, w, h, table.words.color_label(event.color))
        return [anim.fly(image, deck, _hand_point(table, event.seat, event.color), 0.45)]
    if isinstance(event, ev.HiddenCardDrawn) and event.seat != table.viewer:
        return [anim.fly(art.card_back(w, h, "train"), deck, _seat_point(table, event.seat), 0.45)]
    if isinstance(event, (ev.HiddenTicketsDrawn, ev.TicketsDrawn)):
        if isinstance(event, ev.HiddenTicketsDrawn) and event.seat == table.viewer:
            return []
        tw, th = round(w * 1.5), round(w)
        start = table.rects["ticket_deck"].center
        return [
            anim.fly(art.card_back(tw, th, "ticket"), start, _seat_point(table, event.seat), 0.5)
        ]
    if isinstance(event, ev.RouteClaimed):
        return [trains_appear(table, event.route, event.seat)]
    if isinstance(event, ev.TunnelCardsRevealed) and (
        event.seat != table.viewer or event.extra == 0
    ):
        # The player's own tunnel shows its cards in the payment dialog — unless nothing extra
        # is due and the tunnel is built at once: then the reveal plays here for them too.
        return [tunnel_reveal(table, event)]
    if isinstance(event, ev.StationBuilt):
        return [station_drop(table, event.city, event.seat)]
    if isinstance(event, ev.FlagSetScored):
        return [flag_celebration(table, event.seat, event.points)]
    if isinstance(event, ev.FinalRoundStarted):
        anchor = (table.board_rect.centerx, table.board_rect.centery - theme.px(30))
        who = table.seat_name(event.seat)
        text = f"Final round! {who} has {table.words.pieces(event.pieces)} left"
        return [anim.banner(text, theme.WARN, anchor, duration=1.8)]
    return []


def trains_appear(table: TtrTable, route: str, seat: int) -> anim.Animation:
    """The owner's trains land on the track one car after another, with a glow."""
    bv = table.boardview
    color = table.seat_color(seat)
    n = len(bv.geo.cars[route])

    def paint(surface: pygame.Surface, t: float) -> None:
        placed = min(n, int(t * (n + 1)))
        # Cover the cars not placed yet with the empty track, then draw the placed ones.
        clip = surface.get_clip()
        surface.set_clip(bv.rect)
        glow = 1 - abs(2 * t - 1)
        bv.draw_route_glow(
            surface,
            route,
            theme.mix(theme.ACCENT, (255, 255, 255), glow * 0.5),
            max(2, theme.px(3)),
        )
        quads = bv.screen_quads[route]
        for quad in quads[placed:]:
            pygame.draw.polygon(surface, art.rgb(table.game.board.routes[route].color), quad)
            pygame.draw.polygon(surface, (34, 30, 28), quad, 1)
        bv.draw_trains_at(surface, route, seat, color, placed)
        surface.set_clip(clip)

    return anim.Animation(0.25 + 0.12 * n, paint)


def tunnel_reveal(table: TtrTable, event: ev.TunnelCardsRevealed) -> anim.Animation:
    """Three cards turned beside the tunnel, the matching ones ringed, the extra cost said."""
    bv = table.boardview
    w, h = _card_size(table)
    box = bv.route_bounds(event.route)
    gap = theme.px(6)
    total = len(event.cards) * (w + gap) - gap
    x0 = min(max(bv.rect.x + gap, box.centerx - total // 2), bv.rect.right - total - gap)
    y0 = box.bottom + theme.px(10)
    if y0 + h + theme.px(40) > bv.rect.bottom:
        y0 = box.top - h - theme.px(40)
    extra = event.extra
    label = "no extra card" if not extra else f"+{extra} card{'s' if extra > 1 else ''}"

    def paint(surface: pygame.Surface, t: float) -> None:
        shown = min(len(event.cards), int(t * 1.6 * (len(event.cards) + 1)))
        back = pygame.Rect(x0 - gap, y0 - gap, total + 2 * gap, h + theme.px(34) + 2 * gap)
        layer = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.PANEL, 235), layer.get_rect(), border_radius=theme.px(8))
        surface.blit(layer, back)
        for i, color in enumerate(event.cards):
            rect = pygame.Rect(x0 + i * (w + gap), y0, w, h)
            if i < shown:
                surface.blit(art.card_face(color, w, h, table.words.color_label(color)), rect)
            else:
                surface.blit(art.card_back(w, h, "train"), rect)
        if shown >= len(event.cards):
            theme.text(
                surface,
                label,
                "body_bold",
                theme.WARN if extra else theme.GOOD,
                (back.centerx, back.bottom - theme.px(18)),
                "center",
            )

    return anim.Animation(1.6, paint)


def station_drop(table: TtrTable, city: str, seat: int) -> anim.Animation:
    bv = table.boardview
    x, y = bv.screen_cities[city]
    color = table.seat_color(seat)

    def paint(surface: pygame.Surface, t: float) -> None:
        e = anim.ease_out(t)
        lift = round((1 - e) * theme.px(40))
        ring = round(theme.px(8) + theme.px(20) * e)
        layer = pygame.Surface((2 * ring + 4, 2 * ring + 4), pygame.SRCALPHA)
        pygame.draw.circle(
            layer, (*color, round(200 * (1 - t))), (ring + 2, ring + 2), ring, max(2, theme.px(3))
        )
        surface.blit(layer, (x - ring - 2, y - ring - 2))
        bv.draw_station(surface, (x, y - lift), color, seat)

    return anim.Animation(0.6, paint)


def flag_celebration(table: TtrTable, seat: int, points: int) -> anim.Animation:
    """Paris: a full French flag set — a waving tricolour, "+4" and a burst of confetti."""
    rect = table.board_rect
    center = rect.center
    color = table.seat_color(seat)
    name = table.seat_name(seat)
    pieces = [
        (
            math.cos(k * 2.399) * (0.35 + (k * 37 % 11) / 16),
            math.sin(k * 2.399) * (0.35 + (k * 53 % 13) / 18),
            art.RAINBOW[k % 3 * 2] if k % 4 else (240, 238, 230),
        )
        for k in range(60)
    ]

    def paint(surface: pygame.Surface, t: float) -> None:
        e = anim.ease_out(min(1.0, t * 2))
        alpha = 255 if t < 0.8 else round(255 * (1 - t) / 0.2)
        fw, fh = theme.px(180), theme.px(120)
        layer = pygame.Surface((fw + theme.px(260), fh + theme.px(150)), pygame.SRCALPHA)
        lw, lh = layer.get_size()
        # Confetti flying out from the flag.
        for dx, dy, c in pieces:
            px_ = lw / 2 + dx * lw * 0.5 * e
            py_ = lh / 2 + dy * lh * 0.5 * e + t * t * theme.px(40)
            pygame.draw.rect(layer, (*c, alpha), (px_, py_, theme.px(6), theme.px(4)))
        third = fw // 3
        x0, y0 = (lw - fw) // 2, (lh - fh) // 2 - theme.px(16)
        for i, band in enumerate(("blue", "white", "red")):
            for col in range(third):
                x = x0 + i * third + col
                wave = math.sin((x - x0) / theme.px(30) + t * 12) * theme.px(5) * e
                pygame.draw.line(
                    layer, (*art.rgb(band), alpha), (x, y0 + wave), (x, y0 + fh + wave)
                )
        f = fonts.font("display", theme.px(44))
        text = f.render(f"+{points}", True, theme.ACCENT)
        text.set_alpha(alpha)
        layer.blit(text, text.get_rect(center=(lw // 2, y0 + fh // 2)))
        small = theme.font("body_bold").render(
            f"{name} completes the French flag!", True, theme.TEXT
        )
        plate = pygame.Rect(
            0, 0, small.get_width() + theme.px(24), small.get_height() + theme.px(10)
        )
        plate.center = (lw // 2, y0 + fh + theme.px(28))
        pygame.draw.rect(layer, (*theme.PANEL, min(235, alpha)), plate, border_radius=theme.px(8))
        pygame.draw.rect(
            layer, (*color, alpha), plate, max(2, theme.px(2)), border_radius=theme.px(8)
        )
        small.set_alpha(alpha)
        layer.blit(small, small.get_rect(center=plate.center))
        scale = 0.6 + 0.4 * e
        if scale < 1:
            layer = pygame.transform.smoothscale(layer, (round(lw * scale), round(lh * scale)))
        surface.blit(layer, layer.get_rect(center=center))

    return anim.Animation(1.8, paint)
