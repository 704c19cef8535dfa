"""Colours and symbols on the phone page, the same as on the table (colour is never the only
cue), in the normal palette or the colour-blind one: both read ``tabletop.palette``."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.palette import (
    CARD_RGB,
    CARD_SYMBOLS,
    COLORBLIND_CARD_RGB,
    COLORBLIND_CARD_SYMBOLS,
    PLAYER_SHAPES,
    WILD_RGB,
    Rgb,
)


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
