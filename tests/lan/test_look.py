"""The phone draws cards and seats from the table's own palettes (``tabletop.palette``): in
colour-blind mode its cards and seats change as the table's do."""

from __future__ import annotations

from tabletop.lan import look
from tabletop.ui import colorblind


def test_colour_blind_mode_changes_the_cards_and_the_seats() -> None:
    normal, blind = look.Look(False), look.Look(True)
    assert normal.card_fill("green") != blind.card_fill("green")
    assert normal.card_symbol("purple") == "plus" and blind.card_symbol("purple") == "cross"
    assert blind.seat_fill("green", "#3aa655") == look.hex_of(colorblind.PLAYER_COLORS["green"])
    assert normal.seat_fill("green", "#3aa655") == "#3aa655"


def test_text_on_a_card_is_dark_on_light_and_light_on_dark() -> None:
    assert look.ink_on((240, 238, 230)) == colorblind.ink_on((240, 238, 230))
    assert look.ink_on((46, 46, 54)) == colorblind.ink_on((46, 46, 54))
