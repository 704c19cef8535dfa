"""Colour-blind mode: simulation of colour vision deficiency, perceptual distance, the palettes
that stay apart under it, and a symbol per colour.

Pure Python (no numpy at run time): the palettes are small, and a rendered surface is checked
on samples.

- ``simulate(rgb, kind)``: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model
  for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), matrices for severity 1.0
  (protanopia, deuteranopia, tritanopia), applied to linear sRGB.
- ``ciede2000(lab1, lab2)``: the CIEDE2000 colour difference (CIE 142-2001), implemented from
  Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference Formula: Implementation Notes,
  Supplementary Test Data, and Mathematical Observations", Color Res. Appl. 30(1); checked
  against their 34 published test pairs (tests/ui/test_colorblind.py).
- ``CARD_COLORS`` / ``PLAYER_COLORS``: the colour-blind palettes, Okabe & Ito's (2008) colours
  tuned so that every pair needed together — a table's card colours
  (``TableDescriptor.card_colors``), a game's seat colours — stays at least ``MIN_DELTA_E``
  apart for normal vision and under all three simulations.
- ``CARD_SYMBOLS`` / ``PLAYER_SHAPES`` and ``draw_symbol``: a distinct shape per card colour and
  per player colour, so colour is never the only cue even where two colours come close.

How a table uses it (round two), when ``app.settings.colorblind`` is on:

    rgb = colorblind.card_color("pink")               # route, car and card fills
    rgb = colorblind.player_color(seat.color)         # a seat's "#rrggbb" → its colour here
    size = colorblind.symbol_size(car_height)         # at least SYMBOL_SHARE of the car
    colorblind.draw_card_symbol(surface, "pink", car_center, size)      # unclaimed car
    colorblind.draw_player_mark(surface, seat.color, car_center, size)  # claimed car, marker

(draw with the cached surfaces the table already keeps: the symbol is part of the layer).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from enum import StrEnum
from itertools import combinations

import pygame

from tabletop import palette
from tabletop.games import DESCRIPTORS
from tabletop.palette import COLORBLIND_CARD_RGB, COLORBLIND_CARD_SYMBOLS

Color = tuple[int, int, int]
Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]


class Vision(StrEnum):
    """The ways of seeing colour the palettes are checked for."""

    NORMAL = "normal"
    PROTANOPIA = "protanopia"
    DEUTERANOPIA = "deuteranopia"
    TRITANOPIA = "tritanopia"


#: Machado et al. (2009), severity 1.0, for linear sRGB (rows give R', G', B').
MACHADO_2009: dict[Vision, Matrix] = {
    Vision.PROTANOPIA: (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    Vision.DEUTERANOPIA: (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    Vision.TRITANOPIA: (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

#: The smallest CIEDE2000 difference the palettes keep between any two colours that appear
#: together, with normal vision and under each simulation. Why 15: a ΔE00 of about 1 is just
#: noticeable for large patches side by side, but routes and cars are small, thin and seen at
#: a glance rather than side by side, and small fields need several times the large-field
#: difference (Carter & Huertas 2010); categorical palettes are usually built at 10–20. 15 is
#: what the eight Europe colours plus gray (and the Paris and seat colours) reach under all
#: three dichromacies while every colour stays close to its usual self (the moves below are
#: at most ΔE00 12.5 from the normal palette), so players see the same game. The symbols then
#: cover anything colour alone cannot (a monitor, lighting or a severity not modelled here).
MIN_DELTA_E = 15.0


# ------------------------------------------------------------------ palettes
#: Card and route colours in colour-blind mode. Searched from the normal TTR palette (each
#: colour at most ΔE00 12.5 from its normal self, so players see the same game) to keep every
#: pair below MIN_DELTA_E apart for all four visions and, beyond that, as far apart as possible
#: with deuteranopia and protanopia, where the new-player review found orange and yellow too
#: close (ΔE76 21.3): now every pair of a table's colours is at least MIN_DEUTAN_DELTA_E76
#: apart there. Red is darker and yellow lighter (lightness survives red-green blindness),
#: green is lighter and bluer, blue leans to violet, pink is pinker, gray a little blue.
CARD_COLORS: dict[str, Color] = COLORBLIND_CARD_RGB
#: The least CIE76 difference (plain distance in CIELAB, as a reviewer measures it) between any
#: two card colours of a table as seen with deuteranopia or protanopia (Machado 2009).
MIN_DEUTAN_DELTA_E76 = 30.0

#: Seat colours in colour-blind mode, by the seat colour's name (every game's seat colours
#: are among these, and a game's seat colours are kept MIN_DELTA_E apart).
PLAYER_COLORS: dict[str, Color] = {
    name: CARD_COLORS[name]
    for name in ("red", "orange", "yellow", "green", "blue", "purple", "white", "black")
}

#: A filled symbol per card and route colour (the printed cards' symbols where they have one;
#: every colour its own, so pink and purple differ too; no two alike in outline). Gray routes
#: take any colour: no symbol.
CARD_SYMBOLS: dict[str, str] = COLORBLIND_CARD_SYMBOLS
#: A shape per seat colour, for trains, markers and panels: a family of its own (drawn as a
#: badge: the seat colour on a light disc with a dark rim) so a claimed car never reads as an
#: unclaimed route's symbol.
PLAYER_SHAPES: dict[str, str] = palette.PLAYER_SHAPES
#: A symbol or shape is drawn at least this share of the car's (piece's) height.
SYMBOL_SHARE = 0.6
#: ... and never smaller than this many pixels (below it a shape is a dot).
MIN_SYMBOL_PX = 9


# ------------------------------------------------------------------ colour spaces
def srgb_to_linear(channel: float) -> float:
    """One sRGB channel in [0, 1] to linear light (IEC 61966-2-1)."""
    if channel <= 0.04045:
        return channel / 12.92
    return float(((channel + 0.055) / 1.055) ** 2.4)


def linear_to_srgb(channel: float) -> float:
    """One linear channel in [0, 1] to sRGB (clipped to the gamut)."""
    channel = min(1.0, max(0.0, channel))
    if channel <= 0.0031308:
        return channel * 12.92
    return float(1.055 * channel ** (1 / 2.4) - 0.055)


def _apply(matrix: Matrix, vector: Sequence[float]) -> tuple[float, float, float]:
    return (
        matrix[0][0] * vector[0] + matrix[0][1] * vector[1] + matrix[0][2] * vector[2],
        matrix[1][0] * vector[0] + matrix[1][1] * vector[1] + matrix[1][2] * vector[2],
        matrix[2][0] * vector[0] + matrix[2][1] * vector[1] + matrix[2][2] * vector[2],
    )


def simulate(rgb: Sequence[int], vision: Vision | str) -> Color:
    """How ``rgb`` (8-bit sRGB) looks with ``vision`` (normal vision returns it unchanged)."""
    vision = Vision(vision)
    color: Color = (int(rgb[0]), int(rgb[1]), int(rgb[2]))
    if vision is Vision.NORMAL:
        return color
    linear = [srgb_to_linear(c / 255) for c in color]
    seen = _apply(MACHADO_2009[vision], linear)
    r, g, b = (round(255 * linear_to_srgb(c)) for c in seen)
    return (r, g, b)


#: sRGB (linear) to CIE XYZ, D65 (IEC 61966-2-1).
_RGB_TO_XYZ: Matrix = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_D65 = (0.95047, 1.0, 1.08883)


def rgb_to_lab(rgb: Sequence[int]) -> Lab:
    """8-bit sRGB to CIELAB (D65 white)."""
    x, y, z = _apply(_RGB_TO_XYZ, [srgb_to_linear(c / 255) for c in rgb[:3]])

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / _D65[0]), f(y / _D65[1]), f(z / _D65[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1), after Sharma et al.
    (2005), equations (2)–(22)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    # (2)–(7): a' with the G factor, C', h'.
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25.0**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    # (8)–(10): ΔL', ΔC', ΔH'.
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    # (11)–(22): the weighting functions.
    l_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_bar = (h1p + h2p + 360) / 2
    else:
        hp_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp_bar - 30))
        + 0.24 * math.cos(math.radians(2 * hp_bar))
        + 0.32 * math.cos(math.radians(3 * hp_bar + 6))
        - 0.20 * math.cos(math.radians(4 * hp_bar - 63))
    )
    d_theta = 30 * math.exp(-(((hp_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25.0**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (dH / s_h) ** 2 + r_t * (dc / s_c) * (dH / s_h)
    )


def delta_e(
    rgb1: Sequence[int], rgb2: Sequence[int], vision: Vision | str = Vision.NORMAL
) -> float:
    """CIEDE2000 between two sRGB colours as seen with ``vision``."""
    return ciede2000(rgb_to_lab(simulate(rgb1, vision)), rgb_to_lab(simulate(rgb2, vision)))


def closest_pair(
    colors: Mapping[str, Sequence[int]], visions: Iterable[Vision | str] = tuple(Vision)
) -> tuple[float, str, str, Vision]:
    """The two colours of ``colors`` that come closest under any of ``visions``:
    (ΔE00, name, name, vision)."""
    best: tuple[float, str, str, Vision] | None = None
    for vision in map(Vision, visions):
        for (name1, rgb1), (name2, rgb2) in combinations(colors.items(), 2):
            distance = delta_e(rgb1, rgb2, vision)
            if best is None or distance < best[0]:
                best = (distance, name1, name2, vision)
    if best is None:
        raise ValueError("a palette needs two colours to have a closest pair")
    return best


def simulate_surface(surface: pygame.Surface, vision: Vision | str) -> pygame.Surface:
    """A copy of ``surface`` as seen with ``vision`` (pixel by pixel with a per-colour memo:
    meant for test samples and screenshots, not for every frame)."""
    vision = Vision(vision)
    out = surface.copy()
    memo: dict[tuple[int, int, int], Color] = {}
    w, h = surface.get_size()
    out.lock()
    try:
        for y in range(h):
            for x in range(w):
                r, g, b, a = out.get_at((x, y))
                key = (r, g, b)
                seen = memo.get(key)
                if seen is None:
                    seen = memo[key] = simulate(key, vision)
                out.set_at((x, y), (*seen, a))
    finally:
        out.unlock()
    return out


# ------------------------------------------------------------------ what a table calls
def card_color(name: str) -> Color:
    """The colour-blind fill of card/route colour ``name`` (gray for an unknown name)."""
    return CARD_COLORS.get(name, CARD_COLORS["gray"])


def _seat_color_names() -> dict[str, str]:
    """Every game's seat colours: "#rrggbb" (lower case) → name."""
    return {color.hex.lower(): color.name for found in DESCRIPTORS for color in found.seat_colors}


def player_color_name(color: str | Sequence[int]) -> str:
    """The seat colour's name for a stored "#rrggbb" or an RGB: the game's own name when the
    colour is one a game offers, else the nearest named seat colour (by CIEDE2000)."""
    if isinstance(color, str):
        name = _seat_color_names().get(color.lower())
        if name in PLAYER_COLORS:
            return name
        value = color.lstrip("#")
        rgb: Sequence[int] = tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))
    else:
        rgb = color
    named = {name: _hex_rgb(hex_) for hex_, name in _seat_color_names().items()}
    named = {name: value for name, value in named.items() if name in PLAYER_COLORS}
    return min(named, key=lambda name: delta_e(named[name], rgb))


def _hex_rgb(value: str) -> Color:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def player_color(color: str | Sequence[int]) -> Color:
    """A seat's colour (its stored "#rrggbb", or RGB) in colour-blind mode."""
    return PLAYER_COLORS[player_color_name(color)]


def player_shape(color: str | Sequence[int]) -> str:
    """The shape that marks a seat of this colour."""
    return PLAYER_SHAPES[player_color_name(color)]


def symbol_size(piece_height: float) -> int:
    """How tall a symbol is drawn on a car or piece ``piece_height`` pixels tall."""
    return max(MIN_SYMBOL_PX, round(SYMBOL_SHARE * piece_height))


def ink_on(fill: Sequence[int]) -> Color:
    """Dark or light, whichever contrasts more with ``fill`` (WCAG relative luminance)."""
    r, g, b = (srgb_to_linear(c / 255) for c in fill[:3])
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    # Contrast with black (L+0.05)/0.05 against white 1.05/(L+0.05): equal at L ≈ 0.179.
    return (24, 24, 30) if luminance > 0.179 else (248, 247, 242)


def draw_card_symbol(
    surface: pygame.Surface, name: str, center: tuple[float, float], size: int
) -> None:
    """Card/route colour ``name``'s symbol, ``size`` pixels tall, in the ink that reads on
    that colour, with a thin rim of the colour's own opposite so it reads on any art."""
    shape = CARD_SYMBOLS.get(name, "none")
    ink = ink_on(card_color(name))
    rim = ink_on(ink)
    draw_symbol(surface, shape, center, size, ink, outline=rim)


def draw_player_mark(
    surface: pygame.Surface, color: str | Sequence[int], center: tuple[float, float], size: int
) -> None:
    """A seat's badge, ``size`` pixels across: a light disc with a dark rim carrying the seat's
    shape in its colour-blind colour (outlined, so yellow and white read on the light disc)."""
    name = player_color_name(color)
    radius = size / 2
    cx, cy = round(center[0]), round(center[1])
    pygame.draw.circle(surface, (24, 24, 30), (cx, cy), max(2, round(radius)))
    pygame.draw.circle(surface, (248, 247, 242), (cx, cy), max(1, round(radius * 0.84)))
    draw_symbol(
        surface,
        PLAYER_SHAPES[name],
        center,
        round(size * 0.62),
        PLAYER_COLORS[name],
        outline=(24, 24, 30),
    )


def _regular(
    cx: float, cy: float, r: float, sides: int, turn: float = -math.pi / 2
) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(turn + 2 * math.pi * i / sides),
            cy + r * math.sin(turn + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]


def star_points(cx: float, cy: float, r: float, inner: float = 0.45) -> list[tuple[float, float]]:
    """A five-pointed star's ten corners round (cx, cy), the first pointing up."""
    points = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + rr * math.cos(angle), cy + rr * math.sin(angle)))
    return points


#: Every shape ``draw_symbol`` knows.
SHAPES = (
    "circle", "ring", "square", "diamond", "triangle", "triangle_down", "star", "plus",
    "cross", "hexagon", "pentagon", "none",
)  # fmt: skip


def _fill_shape(
    surface: pygame.Surface,
    shape: str,
    cx: float,
    cy: float,
    r: float,
    color: Sequence[int],
    *,
    grow: float = 0.0,
) -> None:
    """``shape`` filled, fitting a circle of radius ``r``; ``grow``: the shape of radius
    ``r - grow`` grown by ``grow`` on every side (an outline drawn under it)."""
    # A Color: the oldest pygame-ce we allow (2.5.0) types its draw calls' colours narrowly.
    paint = pygame.Color(*color)
    if shape == "circle":
        pygame.draw.circle(surface, paint, (round(cx), round(cy)), max(1, round(r)))
    elif shape == "ring":
        width = max(2, round(r * 0.42))
        pygame.draw.circle(surface, paint, (round(cx), round(cy)), max(1, round(r)), width)
    elif shape == "square":
        side = r * 1.76  # big enough to tell from the diamond inside it
        rect = pygame.Rect(0, 0, max(1, round(side)), max(1, round(side)))
        rect.center = (round(cx), round(cy))
        pygame.draw.rect(surface, paint, rect)
    elif shape == "diamond":
        pygame.draw.polygon(
            surface, paint, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )
    elif shape == "triangle":
        pygame.draw.polygon(surface, paint, _regular(cx, cy + r * 0.15, r * 1.1, 3))
    elif shape == "triangle_down":
        pygame.draw.polygon(surface, paint, _regular(cx, cy - r * 0.15, r * 1.1, 3, math.pi / 2))
    elif shape == "star":
        pygame.draw.polygon(surface, paint, star_points(cx, cy + r * 0.08, r * 1.12))
    elif shape in ("plus", "cross"):
        # The arms' half-width grows by the whole rim, not by a share of it: scaled with the
        # radius alone, the outline along the arms was under a pixel, and a white seat's plus
        # on the badge's white disc could not be seen at all.
        t = max(1.0, (r - grow) * 0.36) + grow
        arms = [((-r, -t), (r, -t), (r, t), (-r, t)), ((-t, -r), (t, -r), (t, r), (-t, r))]
        turn = math.pi / 4 if shape == "cross" else 0.0
        cos, sin = math.cos(turn), math.sin(turn)
        for arm in arms:
            pygame.draw.polygon(
                surface, paint, [(cx + x * cos - y * sin, cy + x * sin + y * cos) for x, y in arm]
            )
    elif shape == "hexagon":
        pygame.draw.polygon(surface, paint, _regular(cx, cy, r, 6, 0.0))
    elif shape == "pentagon":
        pygame.draw.polygon(surface, paint, _regular(cx, cy + r * 0.08, r * 1.05, 5))
    elif shape != "none":
        raise ValueError(f"no shape {shape!r} (known: {', '.join(SHAPES)})")


def draw_symbol(
    surface: pygame.Surface,
    shape: str,
    center: tuple[float, float],
    size: int,
    color: Sequence[int],
    *,
    outline: Sequence[int] | None = None,
) -> None:
    """Draw ``shape`` (one of ``SHAPES``) ``size`` pixels tall centred at ``center``; with
    ``outline``, a rim of about a tenth of the size around it first."""
    cx, cy = center
    r = max(2.0, size / 2)
    if outline is not None:
        rim = max(1.0, size / 10)
        _fill_shape(surface, shape, cx, cy, r + rim, outline, grow=rim)
    _fill_shape(surface, shape, cx, cy, r, color)
