"""Animations made from TTR events: cards fly to a hand, trains appear on a track one car at
a time, tunnel cards turn, tickets travel, the French flag is celebrated.

They only decorate: the board under them is already drawn from the new view, so skipping an
animation (a click, Space, or the speed setting "off") never leaves anything out of date.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.ttr import FaceUpTarget, HandTarget, SeatTarget
from tabletop.core import Event
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import events as ev
from tabletop.ui import anim, fonts, theme
from tabletop.ui.theme import Space, Stroke, px

from . import art
from .layout import Effects, Hud

if TYPE_CHECKING:
    from .table import TtrTable


def _card_size(table: TtrTable) -> tuple[int, int]:
    """A face-up card's size (the cards that fly are that big)."""
    slot = table.market.rect_of(FaceUpTarget(0))
    if slot is not None:
        return slot.size
    return px(Effects.CARD_W), px(Effects.CARD_H)


def _seat_point(table: TtrTable, seat: int) -> tuple[int, int]:
    """Where cards and tickets go for ``seat``: its row in the seats panel."""
    row = table.seats_panel.rect_of(SeatTarget(seat))
    return row.center if row is not None else table.seats_panel.rect.center


def _hand_point(table: TtrTable, seat: int, color: str) -> tuple[int, int]:
    """The viewer's own cards fly to their colour in the hand; others' to their row."""
    if seat == table.viewer:
        slot = table.hand.rect_of(HandTarget(color))
        return slot.center if slot is not None else table.hand.rect.center
    return _seat_point(table, seat)


def for_event(table: TtrTable, seat: int, event: Event) -> list[anim.Animation]:
    """The animations for one (visible) event of ``seat``'s action."""
    w, h = _card_size(table)
    deck = table.train_deck.rect.center
    if isinstance(event, ev.FaceUpCardTaken):
        slot = table.market.rect_of(FaceUpTarget(event.slot))
        start = slot.center if slot is not None else deck
        image = table.art.card_face(event.color, w, h, table.words.color_label(event.color))
        return [anim.fly(image, start, _hand_point(table, event.seat, event.color), 0.45)]
    if isinstance(event, ev.CardDrawn):
        image = table.art.card_face(event.color, w, h, table.words.color_label(event.color))
        return [anim.fly(image, deck, _hand_point(table, event.seat, event.color), 0.45)]
    if isinstance(event, ev.HiddenCardDrawn) and event.seat != table.viewer:
        return [
            anim.fly(table.art.card_back(w, h, "train"), deck, _seat_point(table, event.seat), 0.45)
        ]
    if isinstance(event, (ev.HiddenTicketsDrawn, ev.TicketsDrawn)):
        if isinstance(event, ev.HiddenTicketsDrawn) and event.seat == table.viewer:
            return []
        tw, th = round(w * 1.5), round(w)
        start = table.ticket_deck.rect.center
        return [
            anim.fly(
                table.art.card_back(tw, th, "ticket"), start, _seat_point(table, event.seat), 0.5
            )
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
        board = table.board_rect
        inset = px(Hud.BUTTON_INSET)
        middle = pygame.Rect(
            board.x + inset,
            board.centery - px(Effects.BANNER_RISE),
            board.width - 2 * inset,
            board.height // 2 - inset,
        )
        text = table.words.final_round(table.seat_name(event.seat), event.pieces)
        return [caption(text, theme.WARN, middle, duration=1.8)]
    return []


def caption_band(table: TtrTable) -> pygame.Rect:
    """Where the captions of other players' moves go: along the top of the board, right of its
    "Claimable routes" button, so they cover no control."""
    board = table.board_rect
    inset = px(Hud.BUTTON_INSET)
    left = table.claim_button.rect.right + inset
    return pygame.Rect(left, board.y + inset, board.right - inset - left, board.height // 3)


def caption_lines(text: str, band: pygame.Rect) -> list[str]:
    """``text`` wrapped to fit a caption in ``band`` (never cut)."""
    room = band.width - 2 * px(Effects.CAPTION_PAD) - _caption_dot_room()
    return theme.wrap(text, theme.font("body_bold"), max(px(Space.XXXL), room))


def _caption_dot_room() -> int:
    return theme.font("body_bold").get_linesize() + px(Space.S)


def caption_rect(text: str, band: pygame.Rect) -> pygame.Rect:
    """The caption's plate at rest: as wide as its longest line, centred at the top of
    ``band``."""
    f = theme.font("body_bold")
    lines = caption_lines(text, band)
    pad = px(Effects.CAPTION_PAD)
    width = max(f.size(line)[0] for line in lines) + 2 * pad + _caption_dot_room()
    height = len(lines) * f.get_linesize() + 2 * pad
    rect = pygame.Rect(0, 0, min(width, band.width), height)
    rect.midtop = band.midtop
    return rect


def caption(
    text: str, color: theme.Color, band: pygame.Rect, duration: float = 1.0
) -> anim.Animation:
    """A caption (another player's move, the final round) at the top of ``band``: it fades
    in, holds and fades out; its words wrap inside the band instead of being cut."""

    def paint(surface: pygame.Surface, t: float) -> None:
        rect = caption_rect(text, band)
        lines = caption_lines(text, band)
        # It fades in and out where it rests (sliding would leave the band).
        alpha = round(255 * min(1.0, 0.3 + 3.5 * t, (1 - t) / 0.2))
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        line_h = theme.font("body_bold").get_linesize()
        pad = px(Effects.CAPTION_PAD)
        radius = min(rect.height // 2, line_h // 2 + pad)
        pygame.draw.rect(layer, (*theme.PANEL_RAISED, 235), layer.get_rect(), border_radius=radius)
        dot = (pad + line_h // 2, pad + line_h // 2)
        pygame.draw.circle(layer, color, dot, line_h // 2 - px(Space.XXS))
        x = pad + _caption_dot_room()
        for k, line in enumerate(lines):
            theme.text(layer, line, "body_bold", theme.TEXT, (x, pad + k * line_h))
        layer.set_alpha(alpha)
        surface.blit(layer, rect)

    return anim.Animation(duration, paint)


def trains_appear(table: TtrTable, route: str, seat: int) -> anim.Animation:
    """The owner's trains land on the track one car after another, with a glow."""
    bv = table.board_panel
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
            max(2, px(Stroke.MEDIUM)),
        )
        quads = bv.route_quads(route)
        for quad in quads[placed:]:
            pygame.draw.polygon(surface, table.art.rgb(table.game.board.routes[route].color), quad)
            pygame.draw.polygon(surface, (34, 30, 28), quad, 1)
        bv.draw_trains_at(surface, route, seat, color, placed)
        surface.set_clip(clip)

    return anim.Animation(0.25 + 0.12 * n, paint)


def tunnel_reveal(table: TtrTable, event: ev.TunnelCardsRevealed) -> anim.Animation:
    """Three cards turned beside the tunnel, the matching ones ringed, the extra cost said."""
    bv = table.board_panel
    w, h = _card_size(table)
    gap = px(Space.S)
    total = len(event.cards) * (w + gap) - gap

    def place() -> tuple[int, int]:
        """The cards' row beside the tunnel where it is drawn now (within the board)."""
        box = bv.route_bounds(event.route).clamp(bv.rect)
        x0 = min(max(bv.rect.x + gap, box.centerx - total // 2), bv.rect.right - total - gap)
        y0 = box.bottom + px(Effects.TUNNEL_GAP)
        if y0 + h + px(Effects.TUNNEL_ROOM) > bv.rect.bottom:
            y0 = max(bv.rect.y + gap, box.top - h - px(Effects.TUNNEL_ROOM))
        return x0, y0

    extra = event.extra
    if extra:
        label = ngettext("+{n} card", "+{n} cards", extra).format(n=extra)
    else:
        label = _("no extra card")

    def paint(surface: pygame.Surface, t: float) -> None:
        x0, y0 = place()
        shown = min(len(event.cards), int(t * 1.6 * (len(event.cards) + 1)))
        back = pygame.Rect(
            x0 - gap, y0 - gap, total + 2 * gap, h + px(Effects.TUNNEL_LABEL) + 2 * gap
        )
        layer = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*theme.PANEL, 235), layer.get_rect(), border_radius=px(Space.M))
        surface.blit(layer, back)
        for i, color in enumerate(event.cards):
            rect = pygame.Rect(x0 + i * (w + gap), y0, w, h)
            if i < shown:
                surface.blit(table.art.card_face(color, w, h, table.words.color_label(color)), rect)
            else:
                surface.blit(table.art.card_back(w, h, "train"), rect)
        if shown >= len(event.cards):
            theme.text(
                surface,
                label,
                "body_bold",
                theme.WARN if extra else theme.GOOD,
                (back.centerx, back.bottom - px(Effects.TUNNEL_LABEL_DROP)),
                "center",
            )

    return anim.Animation(1.6, paint)


def station_drop(table: TtrTable, city: str, seat: int) -> anim.Animation:
    """A station falls into its city with a widening ring."""
    bv = table.board_panel
    color = table.seat_color(seat)

    def paint(surface: pygame.Surface, t: float) -> None:
        x, y = bv.screen_cities[city]  # where the city is now (the board may zoom meanwhile)
        e = anim.ease_out(t)
        lift = round((1 - e) * px(Effects.STATION_LIFT))
        ring = round(px(Space.M) + px(Effects.STATION_RING) * e)
        layer = pygame.Surface((2 * ring + 4, 2 * ring + 4), pygame.SRCALPHA)
        pygame.draw.circle(
            layer,
            (*color, round(200 * (1 - t))),
            (ring + 2, ring + 2),
            ring,
            max(2, px(Stroke.MEDIUM)),
        )
        surface.blit(layer, (x - ring - 2, y - ring - 2))
        bv.draw_station(surface, (x, y - lift), color, seat)

    return anim.Animation(0.6, paint)


def flag_celebration(table: TtrTable, seat: int, points: int) -> anim.Animation:
    """Paris: a full French flag set — a waving tricolour, "+4" and a burst of confetti."""
    rect = table.board_rect
    center = rect.center
    color = table.seat_color(seat)
    pieces = [
        (
            math.cos(k * 2.399) * (0.35 + (k * 37 % 11) / 16),
            math.sin(k * 2.399) * (0.35 + (k * 53 % 13) / 18),
            art.RAINBOW[k % 3 * 2] if k % 4 else (240, 238, 230),
        )
        for k in range(60)
    ]
    big = fonts.font("display", px(Effects.FLAG_FONT))
    points_words = _("+{n}").format(n=points)
    caption = _("{name} completes the French flag!").format(name=table.seat_name(seat))
    caption_size = theme.font("body_bold").size(caption)

    def paint(surface: pygame.Surface, t: float) -> None:
        e = anim.ease_out(min(1.0, t * 2))
        alpha = 255 if t < 0.8 else round(255 * (1 - t) / 0.2)
        fw, fh = px(Effects.FLAG_W), px(Effects.FLAG_H)
        # As wide as the caption needs too (a long name is never cut).
        wide = max(fw + px(Effects.FLAG_ROOM_W), caption_size[0] + px(Space.XXXL))
        size = (wide, fh + px(Effects.FLAG_ROOM_H))
        layer = pygame.Surface(size, pygame.SRCALPHA)
        lw, lh = layer.get_size()
        # Confetti flying out from the flag.
        for dx, dy, c in pieces:
            x = lw / 2 + dx * lw * 0.5 * e
            y = lh / 2 + dy * lh * 0.5 * e + t * t * px(Effects.CONFETTI_FALL)
            pygame.draw.rect(layer, (*c, alpha), (x, y, px(Space.S), px(Space.XS)))
        third = fw // 3
        x0, y0 = (lw - fw) // 2, (lh - fh) // 2 - px(Space.XL)
        for i, band in enumerate(("blue", "white", "red")):
            for col in range(third):
                x = x0 + i * third + col
                wave = math.sin((x - x0) / px(Effects.FLAG_WAVE) + t * 12) * px(Effects.WAVE) * e
                pygame.draw.line(
                    layer, (*table.art.rgb(band), alpha), (x, y0 + wave), (x, y0 + fh + wave)
                )
        _faded(layer, points_words, big, theme.ACCENT, (lw // 2, y0 + fh // 2), alpha)
        plate = pygame.Rect(
            0,
            0,
            caption_size[0] + px(Space.XXL),
            caption_size[1] + px(Effects.CAPTION_PAD),
        )
        plate.center = (lw // 2, y0 + fh + px(Effects.CAPTION_DROP))
        radius = px(Space.M)
        pygame.draw.rect(layer, (*theme.PANEL, min(235, alpha)), plate, border_radius=radius)
        pygame.draw.rect(
            layer, (*color, alpha), plate, max(2, px(Stroke.THIN)), border_radius=radius
        )
        _faded(layer, caption, theme.font("body_bold"), theme.TEXT, plate.center, alpha)
        scale = 0.6 + 0.4 * e
        if scale < 1:
            layer = pygame.transform.smoothscale(layer, (round(lw * scale), round(lh * scale)))
        surface.blit(layer, layer.get_rect(center=center))

    return anim.Animation(1.8, paint)


def _faded(
    layer: pygame.Surface,
    words: str,
    f: pygame.font.Font,
    color: theme.Color,
    center: tuple[int, int],
    alpha: int,
) -> None:
    """``words`` centred on ``center`` at ``alpha`` (a fading animation's text)."""
    image = pygame.Surface(f.size(words), pygame.SRCALPHA)
    theme.write(image, words, f, color, (0, 0))
    image.set_alpha(alpha)
    layer.blit(image, image.get_rect(center=center))
