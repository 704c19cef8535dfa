"""Colours and symbols on the phone page, the same as on the table (colour is never the only
cue), in the normal palette or the colour-blind one.

The table's values live in the pygame layer (``ui/tables/ttr/art.py``, ``ui/colorblind.py``),
which this layer may not import; they are repeated here for the page, and
``tests/lan/test_look.py`` checks that both say the same, so they cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

Rgb = tuple[int, int, int]

#: Card and track colours on the table (``ui/tables/ttr/art.py``, ``CARD_RGB``).
CARD_RGB: dict[str, Rgb] = {
    "red": (208, 56, 48),
    "orange": (236, 138, 40),
    "yellow": (240, 204, 52),
    "green": (62, 154, 76),
    "blue": (46, 108, 204),
    "pink": (226, 120, 176),
    "purple": (140, 86, 190),
    "white": (240, 238, 230),
    "black": (46, 46, 54),
    "gray": (150, 152, 158),
}
#: The symbol printed on each card (``art.SYMBOLS``).
CARD_SYMBOLS: dict[str, str] = {
    "red": "circle",
    "orange": "triangle",
    "yellow": "star",
    "green": "diamond",
    "blue": "square",
    "pink": "plus",
    "purple": "plus",
    "white": "ring",
    "black": "triangle_down",
    "gray": "none",
}
#: The colour-blind palette and symbols (``ui/colorblind.py``: ``CARD_COLORS``,
#: ``CARD_SYMBOLS``): every pair apart under the three dichromacies, pink and purple apart.
COLORBLIND_CARD_RGB: dict[str, Rgb] = {
    "red": (156, 27, 20),
    "orange": (213, 124, 10),
    "yellow": (255, 224, 0),
    "green": (85, 184, 119),
    "blue": (98, 93, 244),
    "pink": (255, 140, 246),
    "purple": (97, 64, 139),
    "white": (240, 238, 230),
    "black": (46, 46, 54),
    "gray": (121, 123, 137),
}
COLORBLIND_CARD_SYMBOLS: dict[str, str] = {
    "red": "circle",
    "orange": "triangle",
    "yellow": "star",
    "green": "diamond",
    "blue": "square",
    "pink": "plus",
    "purple": "cross",
    "white": "ring",
    "black": "triangle_down",
    "gray": "none",
}
#: A shape per seat colour's name (``colorblind.PLAYER_SHAPES``): a seat is known by it too.
PLAYER_SHAPES: dict[str, str] = {
    "red": "circle",
    "blue": "square",
    "green": "triangle",
    "yellow": "diamond",
    "black": "star",
    "purple": "triangle_down",
    "white": "plus",
    "orange": "cross",
}
#: The wild cards' fill (their face is a rainbow on the page).
WILD_RGB: Rgb = (226, 224, 216)


def hex_of(rgb: Rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def ink_on(fill: Rgb) -> Rgb:
    """Dark or light text, whichever contrasts more with ``fill`` (WCAG relative luminance)."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in fill)
    return (24, 24, 30) if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 else (248, 247, 242)


@dataclass(frozen=True)
class Look:
    """The palette a seat's page is drawn with: the table's, or the colour-blind one."""

    colorblind: bool = False

    def card_fill(self, color: str) -> Rgb:
        palette = COLORBLIND_CARD_RGB if self.colorblind else CARD_RGB
        return palette.get(color, palette["gray"])

    def card_symbol(self, color: str) -> str:
        symbols = COLORBLIND_CARD_SYMBOLS if self.colorblind else CARD_SYMBOLS
        return symbols.get(color, "none")

    def seat_fill(self, color_name: str, stored: str) -> str:
        """A seat's colour: its stored ``#rrggbb``, or in colour-blind mode the palette's
        colour of its name."""
        if self.colorblind and color_name in COLORBLIND_CARD_RGB:
            return hex_of(COLORBLIND_CARD_RGB[color_name])
        return stored

    @staticmethod
    def seat_shape(color_name: str) -> str:
        return PLAYER_SHAPES.get(color_name, "circle")


__all__ = [
    "CARD_RGB",
    "CARD_SYMBOLS",
    "COLORBLIND_CARD_RGB",
    "COLORBLIND_CARD_SYMBOLS",
    "Look",
    "PLAYER_SHAPES",
    "WILD_RGB",
    "hex_of",
    "ink_on",
]
