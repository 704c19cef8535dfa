"""The colours and symbols of cards, tracks and seats, in the normal palette and the
colour-blind one: one table read by the pygame tables (``ui/tables/ttr/art.py``,
``ui/colorblind.py``) and by the phone page (``lan/look.py``), which may not use pygame — so a
card looks the same on the big screen and on a phone. Colour is never the only cue: every card
colour has its symbol and every seat colour its shape. How the colour-blind palette was chosen
is told in ``ui/colorblind.py``, which checks it."""

from __future__ import annotations

Rgb = tuple[int, int, int]

#: Card and track colours on the table (the board's ``gray`` is any one colour).
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
#: The symbol printed on each card of a colour, as on the printed cards (pink and purple never
#: meet on one board, so they share one in the normal palette).
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
#: The wild cards' fill (their face carries a rainbow).
WILD_RGB: Rgb = (226, 224, 216)

#: Card and route colours in colour-blind mode (``ui/colorblind.py`` says how they were
#: searched and checks every pair apart under the three dichromacies).
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
#: A filled symbol per card and route colour in colour-blind mode: every colour its own, so
#: pink and purple differ too; gray routes take any colour: no symbol.
COLORBLIND_CARD_SYMBOLS: dict[str, str] = {**CARD_SYMBOLS, "purple": "cross"}

#: A shape per seat colour's name, for trains, markers and panels: a seat is known by it too.
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


__all__ = [
    "CARD_RGB",
    "CARD_SYMBOLS",
    "COLORBLIND_CARD_RGB",
    "COLORBLIND_CARD_SYMBOLS",
    "PLAYER_SHAPES",
    "WILD_RGB",
    "Rgb",
]
