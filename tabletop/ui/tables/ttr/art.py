"""Drawing primitives of the TTR table: card colours with a symbol each (colour-blind cues),
card faces and backs, tickets, small icons, seat markers.

What depends on the palette the table shows (colour-blind mode or not) is ``CardArt``'s, an
object the table owns and sets from Settings: card colours, card faces and backs, seat discs,
with their pictures in its own bounded cache (a window size makes its own card sizes; the least
recently used go first). The rest are plain functions of what they are given."""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from tabletop import palette
from tabletop.ui import colorblind, fonts, theme
from tabletop.ui.cache import SurfaceCache

#: Card faces and backs, by what they show and their size. 256: a table shows about 12 kinds
#: of card at 4 to 6 sizes (hand, market, dialogs, the tunnel's reveal), in one palette at a
#: time; a resize or a switch of palette makes a new set and the old one ages out (at most
#: about 15 MB of small sprites).
SPRITES = 256

Color = tuple[int, int, int]

#: Card and track colours (the board's ``gray`` is any one colour).
CARD_RGB: dict[str, Color] = palette.CARD_RGB
WILDS = ("locomotive", "bus")
#: The wild cards' stripes, in rainbow order.
RAINBOW: tuple[Color, ...] = (
    (208, 56, 48),
    (236, 138, 40),
    (240, 204, 52),
    (62, 154, 76),
    (46, 108, 204),
    (140, 86, 190),
)

#: A symbol per colour, as on the printed cards: colour is never the only cue.
SYMBOLS: dict[str, str] = {**palette.CARD_SYMBOLS, "locomotive": "wheel", "bus": "bus"}
#: Seat markers drawn on placed trains and beside names (seat index order).
SEAT_MARKERS = ("circle", "square", "diamond", "triangle", "star")


def rgb(color: str | None, colorblind_palette: bool = False) -> Color:
    """A card's or a track's colour (in the colour-blind palette when asked)."""
    if color is None or color in WILDS:
        return palette.WILD_RGB
    if colorblind_palette:
        return colorblind.card_color(color)
    return CARD_RGB.get(color, CARD_RGB["gray"])


def ink_on(color: Color) -> Color:
    """The colour a symbol is drawn in on ``color``."""
    return (
        (30, 30, 36)
        if (0.299 * color[0] + 0.587 * color[1] + 0.114 * color[2]) > 150
        else (
            246,
            244,
            238,
        )
    )


def seat_marker(seat: int) -> str:
    return SEAT_MARKERS[seat % len(SEAT_MARKERS)]


# ------------------------------------------------------------------ shapes
def symbol(
    surface: pygame.Surface, shape: str, center: tuple[float, float], r: float, color: Color
) -> None:
    """Draw ``shape`` of radius ``r`` centred at ``center``."""
    cx, cy = center
    r = max(1.5, r)
    w = max(1, round(r / 3))
    if shape == "circle":
        pygame.draw.circle(surface, color, (round(cx), round(cy)), round(r))
    elif shape == "ring":
        pygame.draw.circle(surface, color, (round(cx), round(cy)), round(r), w)
    elif shape == "square":
        s = r * 0.85
        pygame.draw.rect(
            surface, color, pygame.Rect(round(cx - s), round(cy - s), round(2 * s), round(2 * s))
        )
    elif shape == "diamond":
        pygame.draw.polygon(
            surface, color, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )
    elif shape == "triangle":
        pygame.draw.polygon(
            surface,
            color,
            [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)],
        )
    elif shape == "triangle_down":
        pygame.draw.polygon(
            surface,
            color,
            [(cx, cy + r), (cx + r * 0.95, cy - r * 0.75), (cx - r * 0.95, cy - r * 0.75)],
        )
    elif shape == "star":
        pygame.draw.polygon(surface, color, colorblind.star_points(cx, cy, r * 1.1))
    elif shape == "plus":
        t = max(1.0, r * 0.38)
        pygame.draw.rect(
            surface, color, pygame.Rect(round(cx - r), round(cy - t), round(2 * r), round(2 * t))
        )
        pygame.draw.rect(
            surface, color, pygame.Rect(round(cx - t), round(cy - r), round(2 * t), round(2 * r))
        )
    elif shape == "wheel":
        pygame.draw.circle(surface, color, (round(cx), round(cy)), round(r), w)
        for k in range(4):
            a = k * math.pi / 4
            dx, dy = math.cos(a) * r, math.sin(a) * r
            pygame.draw.line(surface, color, (cx - dx, cy - dy), (cx + dx, cy + dy), w)
        pygame.draw.circle(surface, color, (round(cx), round(cy)), max(1, round(r / 3)))
    elif shape == "bus":  # a bus seen from the front: body, windscreen, two wheels (Paris wild)
        body = pygame.Rect(round(cx - r * 0.85), round(cy - r), round(r * 1.7), round(r * 1.65))
        pygame.draw.rect(surface, color, body, w, border_radius=max(1, round(r / 3)))
        pad = max(2, 2 * w)
        screen = pygame.Rect(body.x + pad, body.y + pad, body.width - 2 * pad, round(r * 0.7))
        pygame.draw.rect(surface, color, screen, border_radius=max(1, round(r / 6)))
        for side in (-1, 1):
            wheel = (round(cx + side * r * 0.5), round(cy + r * 0.78))
            pygame.draw.circle(surface, color, wheel, max(1, round(r / 4)))


def rainbow_fill(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """Diagonal rainbow stripes clipped to a rounded rect (the wild cards)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    band = max(3, (w + h) // (2 * len(RAINBOW)))
    for i in range(-len(RAINBOW), (w + h) // band + 2):
        c = RAINBOW[i % len(RAINBOW)]
        x = i * band
        pygame.draw.polygon(layer, c, [(x, 0), (x + band, 0), (x + band - h, h), (x - h, h)])
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, rect)


# ------------------------------------------------------------------ cards
def _paint_face(color: str, w: int, h: int, label: str, cb: bool) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, w // 8)
    pygame.draw.rect(surface, (20, 22, 30), rect, border_radius=radius)
    inner = rect.inflate(-2, -2)
    if color in WILDS:
        rainbow_fill(surface, inner, radius - 1)
        fill = (236, 234, 226)
    else:
        fill = rgb(color, cb)
        pygame.draw.rect(surface, fill, inner, border_radius=radius - 1)
        # A soft light band at the top gives the card some gloss.
        shine = pygame.Surface((inner.width, inner.height // 3), pygame.SRCALPHA)
        shine.fill((255, 255, 255, 34))
        surface.blit(shine, (inner.x, inner.y + 2))
    frame = inner.inflate(-max(4, w // 7), -max(4, w // 7))
    pygame.draw.rect(surface, (*ink_on(fill), 90), frame, 1, border_radius=max(2, radius - 2))
    f = card_label_font(label, w, h) if label else None
    cy = h * (0.42 if f is not None else 0.5)
    r = min(w, h) * 0.22
    if color in WILDS:
        pygame.draw.circle(surface, (250, 248, 240), (w // 2, round(cy)), round(r * 1.35))
        symbol(surface, SYMBOLS[color], (w / 2, cy), r, (40, 40, 48))
    elif cb:  # the colour-blind symbols (purple's differs from pink's)
        shape = colorblind.CARD_SYMBOLS.get(color, "none")
        colorblind.draw_symbol(surface, shape, (w / 2, cy), round(2 * r), ink_on(fill))
    else:
        symbol(surface, SYMBOLS.get(color, "none"), (w / 2, cy), r, ink_on(fill))
    if f is not None:
        ink: Color = (40, 40, 48) if color in WILDS else ink_on(fill)
        size = f.get_height()
        band = pygame.Rect(2, h - size - max(4, h // 10), w - 4, size + 2)
        if color in WILDS:
            pygame.draw.rect(surface, (250, 248, 240), band.inflate(-2, 0), border_radius=3)
        room = label_room(w)
        theme.write(surface, label, f, ink, band.center, "center", room, condense=True)
    return surface


#: The smallest type a card's word is set in (the app's smallest: a smaller word is not read);
#: a word still too wide is condensed to the card's width, keeping this share of its width at
#: least.
LABEL_MIN = theme.SMALLEST_TEXT
LABEL_SQUEEZE = 0.75


def label_room(w: int) -> int:
    """How wide the word on a card ``w`` pixels wide may be."""
    return max(1, w - 6)


def card_label_font(label: str, w: int, h: int) -> pygame.font.Font | None:
    """The type of the word printed on a card of ``w`` × ``h``: the largest that fits, down to
    ``LABEL_MIN``; still too wide (a narrow card and a long word, "Locomotive"), the word is
    condensed to the card's width when drawn — the whole word, never cut. None where even
    condensed it would not fit (Polish "Pomarańczowa" on a hand's card at 960×600): the card
    shows its symbol alone, and its hover card names it, rather than a word too small to
    read (it was set down to 6 px)."""
    size = max(LABEL_MIN, min(h // 7, w // 5))
    f = fonts.font("bold", size)
    room = label_room(w)
    while size > LABEL_MIN and f.size(label)[0] > room:
        size -= 1
        f = fonts.font("bold", size)
    return f if f.size(label)[0] * LABEL_SQUEEZE <= room else None


def card_words_read(labels: Iterable[str], w: int, h: int) -> bool:
    """Whether every one of a game's card words (``labels``) can be read on a card of ``w`` ×
    ``h`` (``card_label_font``): a row of cards shows all their words or none — never some
    cards with a word and some without, nor words appearing as the cards change."""
    return all(card_label_font(label, w, h) is not None for label in labels)


def _paint_back(w: int, h: int, kind: str) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(3, min(w, h) // 8)
    base = (38, 56, 92) if kind == "train" else (226, 210, 170)
    edge = theme.ACCENT if kind == "train" else (140, 104, 60)
    pygame.draw.rect(surface, (16, 18, 26), rect, border_radius=radius)
    pygame.draw.rect(surface, base, rect.inflate(-2, -2), border_radius=radius - 1)
    pygame.draw.rect(surface, edge, rect.inflate(-6, -6), 1, border_radius=max(2, radius - 3))
    c = rect.center
    r = min(w, h) * 0.22
    if kind == "train":
        symbol(surface, "wheel", c, r, edge)
    else:
        pygame.draw.line(surface, edge, (c[0] - r, c[1] + r / 2), (c[0] + r, c[1] - r / 2), 2)
        pygame.draw.circle(
            surface, edge, (round(c[0] - r), round(c[1] + r / 2)), max(2, round(r / 3))
        )
        pygame.draw.circle(
            surface, edge, (round(c[0] + r), round(c[1] - r / 2)), max(2, round(r / 3))
        )
    return surface


class CardArt:
    """The cards and seat marks of one table, in the palette it shows: colour-blind mode or
    not (``colorblind``, which the table follows from Settings), each picture made once in the
    art's own bounded cache."""

    def __init__(self) -> None:
        self.colorblind = False
        self._sprites = SurfaceCache(limit=SPRITES)

    def rgb(self, color: str | None) -> Color:
        """A card's or a track's colour in the palette shown."""
        return rgb(color, self.colorblind)

    def card_face(self, color: str, w: int, h: int, label: str = "") -> pygame.Surface:
        """A train card of ``color`` (``label``: the word printed at the bottom)."""
        cb = self.colorblind
        key = ("face", color, w, h, label, cb)
        return self._sprites.get(key, lambda: _paint_face(color, w, h, label, cb))

    def card_back(self, w: int, h: int, kind: str = "train") -> pygame.Surface:
        """The back of a train card (``train``) or a ticket (``ticket``)."""
        return self._sprites.get(("back", kind, w, h), lambda: _paint_back(w, h, kind))

    def seat_disc(
        self,
        surface: pygame.Surface,
        seat: int,
        center: tuple[int, int],
        r: int,
        color: Color,
        stored: str | None = None,
    ) -> None:
        """A seat's disc of radius ``r``: its colour with its marker; in colour-blind mode the
        seat's badge (the shape of its ``stored`` colour, as on its trains and stations)."""
        if self.colorblind:
            colorblind.draw_player_mark(
                surface, stored or color, center, max(2 * r, colorblind.MIN_SYMBOL_PX)
            )
            return
        theme.swatch(surface, center, r, color)
        symbol(surface, seat_marker(seat), center, r * 0.5, ink_on(color))


TICKET_PAPER: Color = (244, 234, 206)
TICKET_INK: Color = (60, 46, 30)


def ticket_paper(surface: pygame.Surface, rect: pygame.Rect, long: bool = False) -> None:
    """A ticket's cream paper (long Europe tickets get a blue band)."""
    radius = max(3, min(rect.height // 5, theme.px(theme.Space.S)))
    pygame.draw.rect(surface, (30, 24, 18), rect, border_radius=radius)
    pygame.draw.rect(surface, TICKET_PAPER, rect.inflate(-2, -2), border_radius=radius)
    if long:
        band = pygame.Rect(rect.x + 2, rect.y + 2, max(3, rect.width // 28), rect.height - 4)
        pygame.draw.rect(surface, (46, 108, 204), band, border_radius=2)


def points_badge(
    surface: pygame.Surface,
    center: tuple[int, int],
    value: int,
    r: int,
    fill: Color = (176, 48, 40),
) -> None:
    pygame.draw.circle(surface, (30, 24, 18), center, r + 1)
    pygame.draw.circle(surface, fill, center, r)
    f = fonts.font("bold", max(8, round(r * 1.1)))
    theme.write(surface, str(value), f, (255, 250, 240), (center[0], center[1] + 1), "center")


def count_badge(surface: pygame.Surface, center: tuple[int, int], value: int, r: int) -> None:
    """A deck's or a hand group's card count on an accent disc."""
    pygame.draw.circle(surface, (16, 18, 26), center, r + 2)
    pygame.draw.circle(surface, theme.ACCENT, center, r)
    size = max(9, round(r * (1.15 if value < 100 else 0.9)))
    f = fonts.font("bold", size)
    theme.write(surface, str(value), f, theme.TEXT_DARK, (center[0], center[1] + 1), "center")


# ------------------------------------------------------------------ icons
def icon_train(surface: pygame.Surface, center: tuple[int, int], size: int, color: Color) -> None:
    """A little train car (pieces left)."""
    cx, cy = center
    body = pygame.Rect(0, 0, size, round(size * 0.5))
    body.center = (cx, cy - size // 10)
    pygame.draw.rect(surface, color, body, border_radius=max(1, size // 6))
    r = max(1, size // 7)
    for dx in (-size // 4, size // 4):
        pygame.draw.circle(surface, color, (cx + dx, body.bottom + r // 2), r)


def icon_station(surface: pygame.Surface, center: tuple[int, int], size: int, color: Color) -> None:
    """A station house (stations left / built)."""
    cx, cy = center
    half = size // 2
    pygame.draw.polygon(surface, color, [(cx - half, cy), (cx, cy - half), (cx + half, cy)])
    pygame.draw.rect(surface, color, pygame.Rect(cx - half + size // 6, cy, size - size // 3, half))


def icon_cards(surface: pygame.Surface, center: tuple[int, int], size: int, color: Color) -> None:
    cx, cy = center
    w, h = round(size * 0.6), round(size * 0.85)
    back = pygame.Rect(0, 0, w, h)
    back.center = (cx - size // 8, cy - size // 10)
    pygame.draw.rect(surface, color, back, 1, border_radius=2)
    front = back.move(size // 4, size // 5)
    pygame.draw.rect(surface, color, front, border_radius=2)


def icon_ticket(surface: pygame.Surface, center: tuple[int, int], size: int, color: Color) -> None:
    cx, cy = center
    rect = pygame.Rect(0, 0, size, round(size * 0.62))
    rect.center = (cx, cy)
    pygame.draw.rect(surface, color, rect, 1, border_radius=2)
    pygame.draw.line(surface, color, (rect.x + 3, rect.bottom - 4), (rect.right - 3, rect.y + 3), 1)


def icon_check(surface: pygame.Surface, center: tuple[int, int], size: int, color: Color) -> None:
    cx, cy = center
    s = size / 2
    pts = [(cx - s, cy), (cx - s * 0.3, cy + s * 0.7), (cx + s, cy - s * 0.7)]
    pygame.draw.lines(surface, color, False, pts, max(2, size // 5))


def icon_cross(surface: pygame.Surface, center: tuple[int, int], size: int, color: Color) -> None:
    cx, cy = center
    s = size / 2.4
    w = max(2, size // 5)
    pygame.draw.line(surface, color, (cx - s, cy - s), (cx + s, cy + s), w)
    pygame.draw.line(surface, color, (cx - s, cy + s), (cx + s, cy - s), w)


def icon_flag(
    surface: pygame.Surface, rect: pygame.Rect, held: tuple[str, ...] | list[str], outline: Color
) -> None:
    """The French flag: blue, white, red thirds, each filled when its card is in the set."""
    third = rect.width // 3
    for i, color in enumerate(("blue", "white", "red")):
        width = third if i < 2 else rect.width - 2 * third
        part = pygame.Rect(rect.x + i * third, rect.y, width, rect.height)
        if color in held:
            pygame.draw.rect(surface, rgb(color), part)
        else:  # an empty place in the set: dark, with its colour as a thin frame
            pygame.draw.rect(surface, (24, 28, 40), part)
            pygame.draw.rect(
                surface, theme.mix(rgb(color), (24, 28, 40), 0.35), part.inflate(-2, -2), 1
            )
    pygame.draw.rect(surface, outline, rect, 1)
