"""The phone draws cards and seats as the table does: its palettes and symbols are the table's
(the pygame layer keeps the originals; ``tabletop/lan/look.py`` repeats them for the page)."""

from __future__ import annotations

from tabletop.lan import look
from tabletop.ui import colorblind
from tabletop.ui.tables.ttr import art


def test_the_phones_card_colours_and_symbols_are_the_tables() -> None:
    assert look.CARD_RGB == art.CARD_RGB
    assert {k: v for k, v in art.SYMBOLS.items() if k in art.CARD_RGB} == look.CARD_SYMBOLS
    assert art.rgb("locomotive") == look.WILD_RGB


def test_the_phones_colour_blind_palette_is_the_tables() -> None:
    assert look.COLORBLIND_CARD_RGB == colorblind.CARD_COLORS
    assert look.COLORBLIND_CARD_SYMBOLS == colorblind.CARD_SYMBOLS
    assert look.PLAYER_SHAPES == colorblind.PLAYER_SHAPES


def test_colour_blind_mode_changes_the_cards_and_the_seats() -> None:
    normal, blind = look.Look(False), look.Look(True)
    assert normal.card_fill("green") != blind.card_fill("green")
    assert normal.card_symbol("purple") == "plus" and blind.card_symbol("purple") == "cross"
    assert blind.seat_fill("green", "#3aa655") == look.hex_of(colorblind.PLAYER_COLORS["green"])
    assert normal.seat_fill("green", "#3aa655") == "#3aa655"


def test_text_on_a_card_is_dark_on_light_and_light_on_dark() -> None:
    assert look.ink_on((240, 238, 230)) == colorblind.ink_on((240, 238, 230))
    assert look.ink_on((46, 46, 54)) == colorblind.ink_on((46, 46, 54))
