"""Drawn pieces of The Great Tour: city symbols, route cards, deck backs, tickets, coaches.

Every city has its card colour AND a symbol (circle, square, diamond…) so colour-blind players
tell the cards apart; VIP cards wear a gold frame and a star; jokers show every city's stripe.
Pieces are drawn once per size into bounded caches (``SurfaceCache``: the table asks for them
every frame); sizes come from ``layout``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from tabletop.core.i18n import _, language, ngettext
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.games.great_tour.names import city_code
from tabletop.ui import colorblind as cb
from tabletop.ui import fonts, theme
from tabletop.ui.cache import SurfaceCache
from tabletop.ui.theme import Space, Stroke

from . import layout as L

GOLD = (226, 184, 72)
GOLD_DARK = (150, 112, 30)
PAPER = (246, 239, 222)
PAPER_EDGE = (196, 180, 146)
INK = (58, 50, 40)
INK_MUTED = (122, 110, 92)
ROAD = (250, 244, 228)
ROAD_EDGE = (120, 104, 80)
RED_ROAD = (206, 64, 52)
PATH = (255, 214, 92)

#: Shapes given to the cities in board order (more than 8 cities reuse them).
SHAPES = ("circle", "square", "diamond", "triangle", "star", "hexagon", "cross", "ring")


class Palette:
    """Card colours and symbols of one board's cities. In colour-blind mode each city's colour
    is the colour-blind palette's colour of the same name (``colorblind.CARD_COLORS``: kept
    apart under every simulated colour blindness) and its symbol is drawn larger."""

    def __init__(self, board: GreatTourBoard, colorblind: bool = False) -> None:
        self.colorblind = colorblind
        self.cities = board.city_ids
        printed = {c.id: theme.hex_to_rgb(c.card_colour_hex) for c in board.cities}
        #: The colour-blind palette's name for each city's colour (the nearest by CIEDE2000).
        self.color_names = {city: nearest_card_color(rgb) for city, rgb in printed.items()}
        self.colors = (
            {city: cb.card_color(name) for city, name in self.color_names.items()}
            if colorblind
            else printed
        )
        self.names = {c.id: c.label for c in board.cities}
        self.shapes = {c: SHAPES[i % len(SHAPES)] for i, c in enumerate(self.cities)}
        #: What the pieces drawn for this board depend on (a key of the art caches).
        self.key: tuple[tuple[str, theme.Color, str], ...] = tuple(
            (c, self.colors[c], self.shapes[c]) for c in self.cities
        ) + ((("colour-blind", (0, 0, 0), "large"),) if colorblind else ())

    def city_of(self, card: str) -> str | None:
        """The city of a card type (``"PAR*"`` → ``"PAR"``), None for jokers."""
        city = card.rstrip("*")
        return city if city in self.colors else None

    def card_types(self) -> list[str]:
        """Every card type, in hand order: per city the card and its VIP card, then jokers."""
        return [*self.cities, *(f"{c}*" for c in self.cities), R.JOKER, R.VIP_JOKER]


def nearest_card_color(rgb: Sequence[int]) -> str:
    """The name of the colour-blind palette's card colour nearest to printed colour ``rgb``."""
    return min(cb.CARD_COLORS, key=lambda name: cb.delta_e(cb.CARD_COLORS[name], rgb))


def symbol(
    surface: pygame.Surface,
    shape: str,
    center: tuple[float, float],
    radius: float,
    color: theme.Color,
    outline: theme.Color | None = None,
) -> None:
    """A city's symbol, filled with ``color`` (an ``outline`` ring if given)."""
    cx, cy = center
    r = max(2.0, radius)
    points: list[tuple[float, float]] = []
    if shape == "circle":
        pygame.draw.circle(surface, color, (round(cx), round(cy)), round(r))
        if outline:
            pygame.draw.circle(surface, outline, (round(cx), round(cy)), round(r), 1)
        return
    if shape == "ring":
        pygame.draw.circle(surface, color, (round(cx), round(cy)), round(r), max(2, round(r / 3)))
        return
    if shape == "square":
        s = r * 0.85
        points = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    elif shape == "diamond":
        points = [(cx, cy - r * 1.1), (cx + r, cy), (cx, cy + r * 1.1), (cx - r, cy)]
    elif shape == "triangle":
        points = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    elif shape == "star":
        for i in range(10):
            rr = r * 1.15 if i % 2 == 0 else r * 0.5
            a = -math.pi / 2 + i * math.pi / 5
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    elif shape == "hexagon":
        points = [
            (cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i))
            for i in range(6)
        ]
    elif shape == "cross":
        w = r * 0.38
        points = [
            (cx - w, cy - r),
            (cx + w, cy - r),
            (cx + w, cy - w),
            (cx + r, cy - w),
            (cx + r, cy + w),
            (cx + w, cy + w),
            (cx + w, cy + r),
            (cx - w, cy + r),
            (cx - w, cy + w),
            (cx - r, cy + w),
            (cx - r, cy - w),
            (cx - w, cy - w),
        ]
    pygame.draw.polygon(surface, color, points)
    if outline:
        pygame.draw.polygon(surface, outline, points, 1)


def _shade(color: theme.Color, amount: float) -> theme.Color:
    """Lighter (amount > 0) or darker (amount < 0) ``color``."""
    return theme.mix(color, (255, 255, 255) if amount > 0 else (0, 0, 0), abs(amount))


# ------------------------------------------------------------------ route cards
#: The emblem disc's radius as a share of a card's width (colour-blind mode: larger).
EMBLEM = 0.27
CB_EMBLEM = 0.36
#: Card faces: 12 card types at the hand's, the piles' and the flights' sizes, in both
#: palettes and a couple of window sizes and languages (about 12 × 3 × 2 × 3): 256.
_faces = SurfaceCache(limit=256)
#: Card backs: 3 decks at a few sizes (piles, flights) and window sizes.
_backs = SurfaceCache(limit=64)
#: Count badges: values 0–45 at the one or two radii of a window size.
_badges = SurfaceCache(limit=128)


def _card_face(card: str, size: tuple[int, int], palette: Palette) -> pygame.Surface:
    w, h = size
    color_of, shape_of = palette.colors, palette.shapes
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 8)
    rect = surface.get_rect()
    vip = card.endswith("*")
    city = card.rstrip("*")
    joker = city == R.JOKER
    base = color_of.get(city, (90, 90, 90))
    # Body: the city's colour (jokers: a stripe of every city).
    if joker:
        pygame.draw.rect(surface, (60, 56, 70), rect, border_radius=radius)
        stripes = [color_of[c] for c in palette.cities] or [(120, 120, 120)]
        inner = rect.inflate(-max(4, w // 7), -max(4, w // 7))
        band = inner.width / len(stripes)
        clip = pygame.Surface(inner.size, pygame.SRCALPHA)
        for i, stripe in enumerate(stripes):
            pygame.draw.rect(clip, stripe, (round(i * band), 0, math.ceil(band) + 1, inner.height))
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - 1)
        clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(clip, inner)
    else:
        pygame.draw.rect(surface, _shade(base, -0.25), rect, border_radius=radius)
        inner = rect.inflate(-max(4, w // 7), -max(4, w // 7))
        pygame.draw.rect(surface, base, inner, border_radius=radius - 1)
        # A soft highlight on the upper half reads as a printed, glossy card.
        hi = pygame.Surface((inner.width, inner.height // 2), pygame.SRCALPHA)
        pygame.draw.rect(hi, (255, 255, 255, 34), hi.get_rect(), border_radius=radius - 1)
        surface.blit(hi, inner.topleft)
    if vip:
        pygame.draw.rect(surface, GOLD, rect, max(2, w // 11), border_radius=radius)
        pygame.draw.rect(surface, GOLD_DARK, rect, 1, border_radius=radius)
    else:
        pygame.draw.rect(surface, (20, 20, 26), rect, 1, border_radius=radius)
    # Emblem: the city's symbol on a light disc (a joker's: a white "J"); in colour-blind mode
    # the symbol is more than half the card's width.
    cx, cy = w / 2, h * 0.42
    disc = max(6, round(min(w, h) * (CB_EMBLEM if palette.colorblind else EMBLEM)))
    pygame.draw.circle(surface, (250, 248, 240), (round(cx), round(cy)), disc)
    pygame.draw.circle(surface, (30, 30, 36), (round(cx), round(cy)), disc, 1)
    if joker:
        f = fonts.font("bold", max(8, round(disc * 1.25)))
        theme.write(surface, "J", f, (40, 36, 50), (cx, cy + 1), "center")
    else:
        share = 0.72 if palette.colorblind else 0.6
        symbol(surface, shape_of.get(city, "circle"), (cx, cy), disc * share, base, (20, 20, 26))
    if vip:
        star_r = max(4, round(w * 0.13))
        _star(surface, (star_r + max(3, w // 10), star_r + max(3, w // 10)), star_r, GOLD)
    # Code along the bottom.
    label = _("JOKER") if joker else city_code(city)
    pixels = max(7, round(h * 0.16))
    f = fonts.font("bold", pixels)
    while f.size(label)[0] > w - 6 and pixels > 6:  # a long code takes a smaller size
        pixels -= 1
        f = fonts.font("bold", pixels)
    plate = pygame.Rect((0, 0), f.size(label))
    plate.center = (round(cx), round(h * 0.8))
    back = plate.inflate(6, 2)
    shade = pygame.Surface(back.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=back.height // 2)
    surface.blit(shade, back)
    ink = (255, 255, 255) if not joker else (250, 248, 240)
    theme.write(surface, label, f, ink, plate.center, "center")
    return surface


def _star(
    surface: pygame.Surface, center: tuple[float, float], r: float, color: theme.Color
) -> None:
    points = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((center[0] + rr * math.cos(a), center[1] + rr * math.sin(a)))
    pygame.draw.polygon(surface, color, points)
    pygame.draw.polygon(surface, GOLD_DARK, points, 1)


def card_face(palette: Palette, card: str, size: tuple[int, int]) -> pygame.Surface:
    """A route card of ``card`` type at ``size`` (cached)."""
    fitted = (max(8, size[0]), max(10, size[1]))
    key = (palette.key, card, fitted, language())
    return _faces.get(key, lambda: _card_face(card, fitted, palette))


DECK_STYLE: Mapping[str, tuple[theme.Color, theme.Color, str]] = {
    "regular": ((46, 84, 140), (214, 228, 246), "R"),
    "joker": ((98, 58, 132), (232, 214, 246), "J"),
    "vip": ((34, 34, 40), GOLD, "★"),
}


def card_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a card of ``deck``: its colour, a diamond lattice and its letter (cached)."""
    return _backs.get((deck, size), lambda: _card_back(deck, size))


def _card_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    fill, accent, mark = DECK_STYLE.get(deck, DECK_STYLE["regular"])
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 8)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    inner = rect.inflate(-max(4, w // 6), -max(4, w // 6))
    lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 5)
    line = (*accent, 60)
    for x in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(lattice, line, (x, 0), (x + inner.height, inner.height))
        pygame.draw.line(lattice, line, (x, inner.height), (x + inner.height, 0))
    surface.blit(lattice, inner)
    pygame.draw.rect(surface, accent, inner, 1, border_radius=max(2, radius - 2))
    if deck == "vip":
        pygame.draw.rect(surface, GOLD, rect, max(2, w // 12), border_radius=radius)
    else:
        pygame.draw.rect(surface, _shade(fill, -0.4), rect, 1, border_radius=radius)
    disc = max(6, round(min(w, h) * 0.24))
    pygame.draw.circle(surface, fill, inner.center, disc)
    pygame.draw.circle(surface, accent, inner.center, disc, max(1, w // 30))
    f = fonts.font("bold", max(8, round(disc * 1.2)))
    theme.write(surface, mark, f, accent, (inner.centerx, inner.centery + 1), "center")
    return surface


# ------------------------------------------------------------------ coaches
#: The seat's badge on a small coach (share of the coach's width) and on a big coach (share of
#: its height), colour-blind mode.
COACH_MARK_SHARE = 1.15
BIG_COACH_MARK_SHARE = 0.7


def coach_polygon(
    center: tuple[float, float], length: float, width: float, angle: float
) -> list[tuple[float, float]]:
    """A coach's outline (a rectangle with a rounded-off nose) rotated to ``angle`` radians."""
    hl, hw = length / 2, width / 2
    nose = min(hw, hl * 0.35)
    local = [
        (-hl, -hw),
        (hl - nose, -hw),
        (hl, -hw + nose),
        (hl, hw - nose),
        (hl - nose, hw),
        (-hl, hw),
    ]
    ca, sa = math.cos(angle), math.sin(angle)
    return [(center[0] + x * ca - y * sa, center[1] + x * sa + y * ca) for x, y in local]


def draw_coach(
    surface: pygame.Surface,
    center: tuple[float, float],
    length: float,
    width: float,
    angle: float,
    color: theme.Color,
    number: int | None = None,
    *,
    mark: str | None = None,
) -> None:
    """A small coach in a player's colour, dark outlined, with the seat number if it fits — or,
    in colour-blind mode, the seat's shape badge (``mark``: the seat's stored colour) as tall
    as the coach is wide."""
    shadow = coach_polygon((center[0] + 1.5, center[1] + 2), length, width, angle)
    pygame.draw.polygon(surface, (30, 24, 18), shadow)
    points = coach_polygon(center, length, width, angle)
    pygame.draw.polygon(surface, color, points)
    edge = _shade(color, -0.55) if sum(color) > 200 else (235, 235, 235)
    pygame.draw.polygon(surface, edge, points, 1)
    if mark is not None:
        size = max(cb.symbol_size(width), round(width * COACH_MARK_SHARE))
        cb.draw_player_mark(surface, mark, center, size)
        return
    if number is not None and width >= 9:
        f = fonts.font("bold", max(7, round(width * 0.85)))
        theme.write(surface, str(number), f, theme.readable_on(color), center, "center")


def draw_big_coach(
    surface: pygame.Surface,
    center: tuple[float, float],
    size: float,
    color: theme.Color,
    number: int,
    *,
    mark: str | None = None,
) -> None:
    """A player's big coach: a bus seen from the side, with windows, wheels and its number (in
    colour-blind mode: the seat's shape badge, ``mark`` being the seat's stored colour)."""
    w, h = size * 1.5, size
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (round(center[0]), round(center[1]))
    shadow = rect.move(2, 3)
    pygame.draw.rect(surface, (30, 24, 18), shadow, border_radius=max(3, rect.height // 4))
    pygame.draw.rect(surface, color, rect, border_radius=max(3, rect.height // 4))
    edge = _shade(color, -0.55) if sum(color) > 200 else (235, 235, 235)
    pygame.draw.rect(surface, edge, rect, max(1, round(size / 14)), border_radius=rect.height // 4)
    # Windows along the top third.
    win_h = max(2, round(h * 0.22))
    win_w = max(2, round(w * 0.16))
    y = rect.y + max(2, round(h * 0.16))
    for i in range(4):
        x = rect.x + round(w * 0.1) + i * round(w * 0.21)
        pygame.draw.rect(surface, (220, 236, 246), (x, y, win_w, win_h), border_radius=1)
    wheel = max(2, round(h * 0.16))
    for x in (rect.x + round(w * 0.24), rect.right - round(w * 0.24)):
        pygame.draw.circle(surface, (26, 26, 30), (x, rect.bottom), wheel)
        pygame.draw.circle(surface, (180, 180, 180), (x, rect.bottom), max(1, wheel // 2))
    if mark is not None:
        badge = max(cb.symbol_size(h), round(h * BIG_COACH_MARK_SHARE))
        cb.draw_player_mark(surface, mark, (rect.centerx, rect.y + h * 0.6), badge)
        return
    f = fonts.font("bold", max(8, round(h * 0.46)))
    at = (rect.centerx, rect.y + round(h * 0.64))
    theme.write(surface, str(number), f, theme.readable_on(color), at, "center")


# ------------------------------------------------------------------ tickets
def _chip_size(text_w: int, height: int, with_symbol: bool) -> int:
    sym = round(height * 0.28) * 2 if with_symbol else 0
    return text_w + sym + theme.px(L.CHIP_PAD_WITH_SYMBOL if with_symbol else L.CHIP_PAD)


def city_chip(
    surface: pygame.Surface,
    palette: Palette,
    city: str,
    pos: tuple[int, int],
    height: int,
    role: str = "label",
    with_symbol: bool = True,
) -> pygame.Rect:
    """A city's code on its colour (with its symbol when there is room); ``pos`` is the
    chip's midleft. The code is said in the player's language (``city_code``)."""
    color = palette.colors.get(city, (120, 120, 120))
    f = _font(role)
    code = city_code(city)
    width = _chip_size(f.size(code)[0], height, with_symbol)
    rect = pygame.Rect(pos[0], pos[1] - height // 2, width, height)
    pygame.draw.rect(surface, color, rect, border_radius=height // 3)
    pygame.draw.rect(surface, _shade(color, -0.45), rect, 1, border_radius=height // 3)
    tx = rect.x + theme.px(L.CHIP_GAP)
    if with_symbol:
        sym = round(height * 0.28)
        symbol(
            surface,
            palette.shapes.get(city, "circle"),
            (rect.x + theme.px(L.CHIP_GAP) + sym, rect.centery),
            sym,
            (250, 248, 240),
            _shade(color, -0.5),
        )
        tx = rect.x + 2 * sym + theme.px(Space.S)
    theme.write(surface, code, f, theme.readable_on(color), (tx, rect.centery), "midleft")
    return rect


def _font(role: str) -> pygame.font.Font:
    """A theme role, or "tiny" (the smallest legible bold, for crowded ticket rows)."""
    return fonts.font("bold", theme.px(L.TINY_FONT)) if role == "tiny" else theme.font(role)


def _chips_width(cities: Sequence[str], height: int, role: str, with_symbol: bool) -> int:
    f = _font(role)
    gap = theme.px(L.CHIP_GAP)
    widths = (f.size(city_code(c))[0] for c in cities)
    return sum(_chip_size(w, height, with_symbol) + gap for w in widths) - gap


def _arrow(surface: pygame.Surface, x: int, y: int, width: int) -> None:
    tip = max(3, theme.px(L.TICKET_ARROW_TIP))
    pygame.draw.line(surface, INK, (x, y), (x + width - tip, y), max(2, theme.px(Stroke.THIN)))
    pygame.draw.polygon(
        surface,
        INK,
        [(x + width, y), (x + width - tip - 2, y - tip), (x + width - tip - 2, y + tip)],
    )


def ticket_card(
    surface: pygame.Surface,
    palette: Palette,
    rect: pygame.Rect,
    starts: Sequence[str],
    destinations: Sequence[str],
    points: int,
    *,
    selected: bool = False,
    dim: bool = False,
    compact: bool = False,
) -> None:
    """A travel ticket: paper with a perforated stub holding the points, then the start cities,
    an arrow and the destination cities — on one line when they fit, else on two."""
    radius = theme.px(L.TICKET_RADIUS)
    if selected:
        glow = rect.inflate(theme.px(Space.M), theme.px(Space.M))
        pygame.draw.rect(surface, PATH, glow, border_radius=radius + theme.px(Space.XS))
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = body.get_rect()
    pygame.draw.rect(body, PAPER, local, border_radius=radius)
    pygame.draw.rect(body, PAPER_EDGE, local, 1, border_radius=radius)
    stub_w = min(local.height, theme.px(L.TICKET_STUB_COMPACT_W if compact else L.TICKET_STUB_W))
    stub = pygame.Rect(0, 0, stub_w, local.height)
    pygame.draw.rect(
        body,
        (232, 220, 192),
        stub,
        border_top_left_radius=radius,
        border_bottom_left_radius=radius,
    )
    for y in range(theme.px(Space.XS), local.height - theme.px(Space.XXS), theme.px(Space.S)):
        pygame.draw.circle(body, PAPER_EDGE, (stub_w, y), max(1, theme.px(L.PERFORATION_DOT)))
    if compact or local.height < theme.px(L.TICKET_FULL_STUB_MIN_H):
        theme.text(body, str(points), "body_bold", INK, (stub_w // 2, local.centery), "center")
    else:
        theme.text(
            body,
            str(points),
            "heading",
            INK,
            (stub_w // 2, local.centery - theme.px(Space.S)),
            "center",
        )
        theme.text(
            body,
            _("pts"),
            "small",
            INK_MUTED,
            (stub_w // 2, local.centery + theme.px(Space.L + Space.XXS)),
            "center",
        )
    x0 = stub_w + theme.px(Space.S)
    room = local.width - x0 - theme.px(Space.S)
    arrow_w = theme.px(L.TICKET_ARROW_W)
    # Try, in order: one line with symbols, one line without, two lines with, two without.
    options = []
    for lines in (1, 2):
        chip_h = (local.height - theme.px(Space.S)) // lines - (
            theme.px(L.CHIP_GAP) if lines == 2 else 0
        )
        chip_h = min(
            chip_h, theme.px(L.TICKET_CHIP_COMPACT_MAX_H if compact else L.TICKET_CHIP_MAX_H)
        )
        for role in ("label", "small") if compact else ("label", "small"):
            for with_symbol in (True, False):
                a = _chips_width(starts, chip_h, role, with_symbol)
                b = _chips_width(destinations, chip_h, role, with_symbol)
                gap = theme.px(Space.M)
                need = a + arrow_w + gap + b if lines == 1 else max(a, arrow_w + b + gap)
                options.append((lines, chip_h, role, with_symbol, need))
    fitting = [o for o in options if o[4] <= room and o[1] >= theme.px(L.TICKET_CHIP_MIN_H)]
    if palette.colorblind:  # the cities' symbols first: colour alone may not tell them apart
        fitting.sort(key=lambda option: not option[3])
    lines, chip_h, role, with_symbol, _need = fitting[0] if fitting else options[-1]
    gap = theme.px(L.CHIP_GAP)
    if lines == 1:
        x, y = x0, local.centery
        for city in starts:
            x = city_chip(body, palette, city, (x, y), chip_h, role, with_symbol).right + gap
        _arrow(body, x + theme.px(Space.XXS), y, arrow_w)
        x += arrow_w + theme.px(Space.S)
        for city in destinations:
            x = city_chip(body, palette, city, (x, y), chip_h, role, with_symbol).right + gap
    else:
        y1 = local.centery - chip_h // 2 - theme.px(Space.XXS)
        y2 = local.centery + chip_h // 2 + theme.px(Space.XXS)
        x = x0
        for city in starts:
            x = city_chip(body, palette, city, (x, y1), chip_h, role, with_symbol).right + gap
        _arrow(body, x0, y2, arrow_w)
        x = x0 + arrow_w + theme.px(Space.XS)
        for city in destinations:
            x = city_chip(body, palette, city, (x, y2), chip_h, role, with_symbol).right + gap
    if dim:
        veil = pygame.Surface(local.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (24, 28, 40, 120), local, border_radius=radius)
        body.blit(veil, (0, 0))
    surface.blit(body, rect)


#: Ticket images: up to 36 tickets shown at once (active, future, chooser) in a few states
#: (selected, dimmed, compact) and sizes while the column reflows: 400.
_tickets = SurfaceCache(limit=400)


def ticket_image(
    palette: Palette,
    size: tuple[int, int],
    starts: Sequence[str],
    destinations: Sequence[str],
    points: int,
    *,
    selected: bool = False,
    dim: bool = False,
    compact: bool = False,
) -> pygame.Surface:
    """``ticket_card`` drawn once into a cached image (with room for the selection glow)."""
    key = (
        palette.key,
        size,
        tuple(starts),
        tuple(destinations),
        points,
        selected,
        dim,
        compact,
        theme.scale(),
        language(),  # the cities' codes are said in the player's language
    )

    def make() -> pygame.Surface:
        margin = theme.px(L.TICKET_MARGIN)
        image = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
        ticket_card(
            image,
            palette,
            pygame.Rect(margin, margin, *size),
            starts,
            destinations,
            points,
            selected=selected,
            dim=dim,
            compact=compact,
        )
        return image

    return _tickets.get(key, make)


def _stack_glow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    glow = rect.inflate(theme.px(Space.M), theme.px(Space.M))
    pygame.draw.rect(surface, PATH, glow, border_radius=radius + theme.px(Space.XS))


def _stacked(rect: pygame.Rect, k: int) -> pygame.Rect:
    """The ``k``-th card or ticket under the top one of a stack."""
    step = theme.px(L.STACK_STEP)
    return rect.move(step * k, -step * k)


def _stack_words(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: tuple[str, str, str],
    colors: tuple[theme.Color, theme.Color, theme.Color],
) -> None:
    """A stack's name (top), count (middle) and note (bottom)."""
    name, count, note = words
    width = rect.width - theme.px(Space.M)
    top = (rect.centerx, rect.y + theme.px(L.STACK_LABEL_TOP))
    theme.text(surface, name, "label", colors[0], top, "center", max_width=width)
    middle = (rect.centerx, rect.centery + theme.px(Space.S))
    theme.text(surface, count, "heading", colors[1], middle, "center")
    bottom = (rect.centerx, rect.bottom - theme.px(L.STACK_NOTE_RISE))
    theme.text(surface, note, "small", colors[2], bottom, "center", max_width=width)


def blank_ticket(
    surface: pygame.Surface, rect: pygame.Rect, left: int, *, selected: bool, dim: bool
) -> None:
    """The blank ticket pile: a stack of plain tickets with the number left."""
    radius = theme.px(L.TICKET_RADIUS)
    if selected:
        _stack_glow(surface, rect, radius)
    for k in (2, 1):
        if left > k:
            back = _stacked(rect, k)
            pygame.draw.rect(surface, (226, 216, 190), back, border_radius=radius)
            pygame.draw.rect(surface, PAPER_EDGE, back, 1, border_radius=radius)
    body = rect.copy()
    pygame.draw.rect(surface, PAPER if left else (120, 116, 104), body, border_radius=radius)
    pygame.draw.rect(surface, PAPER_EDGE, body, 1, border_radius=radius)
    note = ngettext("{n} pt each", "{n} pts each", R.BLANK_POINTS).format(n=R.BLANK_POINTS)
    _stack_words(surface, body, (_("BLANK"), str(left), note), (INK, INK, INK_MUTED))
    if dim:
        veil = pygame.Surface(body.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (24, 28, 40, 120), veil.get_rect(), border_radius=radius)
        surface.blit(veil, body)


def ticket_pile(surface: pygame.Surface, rect: pygame.Rect, size: int) -> None:
    """The face-down ticket pile with its size."""
    radius = theme.px(L.TICKET_RADIUS)
    edge = (150, 120, 84)
    for k in (2, 1, 0):
        if size > k or k == 0:
            r = _stacked(rect, k)
            fill = (92, 70, 52) if size else (70, 66, 60)
            pygame.draw.rect(surface, fill, r, border_radius=radius)
            pygame.draw.rect(surface, edge, r, 1, border_radius=radius)
    inner = rect.inflate(-theme.px(Space.M), -theme.px(Space.M))
    pygame.draw.rect(surface, edge, inner, 1, border_radius=radius)
    note = ngettext("last ticket", "tickets left", size) if size else _("tickets left")
    _stack_words(
        surface,
        rect,
        (_("PILE"), str(size), note),
        ((238, 224, 196), (250, 240, 220), (214, 196, 160)),
    )


def count_badge(surface: pygame.Surface, center: tuple[int, int], value: int, radius: int) -> None:
    """A round counter (e.g. ×3 on a card stack)."""
    image = _badges.get((value, radius), lambda: _count_badge(value, radius))
    surface.blit(image, image.get_rect(center=center))


def _count_badge(value: int, radius: int) -> pygame.Surface:
    size = 2 * radius + 4
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    center = (size // 2, size // 2)
    pygame.draw.circle(surface, (20, 22, 30), center, radius + 1)
    pygame.draw.circle(surface, theme.ACCENT if value else theme.DISABLED, center, radius)
    f = fonts.font("bold", max(7, round(radius * 1.15)))
    theme.write(surface, str(value), f, theme.TEXT_DARK, (center[0], center[1] + 1), "center")
    return surface
