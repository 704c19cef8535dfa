"""Why Metro refuses a move: ``MetroRefusal``, one sentence per reason.

The engine, the view helpers (``helpers.placement_problem``) and the controller all refuse with
these, so a player reads the same words however the move was tried. The values are the stable
codes tests and JSON use. The game being over and another seat's turn are
``CommonRefusal.GAME_OVER`` and ``CommonRefusal.NOT_YOUR_TURN``.
"""

from __future__ import annotations

from tabletop.core import Refusal, register_words
from tabletop.core.i18n import N_


class MetroRefusal(Refusal):
    #: The square is outside the 8×8 grid.
    OFF_BOARD = "off_board"
    #: The square is part of the central station block.
    CENTRE_SQUARE = "centre_square"
    SQUARE_OCCUPIED = "square_occupied"
    #: Neither on the board edge nor beside a placed tile (rules page, "A turn", rule 2).
    NOT_CONNECTED = "not_connected"
    #: Beside the central block only: the block is no placed tile (house rule, our reading of
    #: "a tile next to the central station must extend a line").
    NOT_CONNECTED_CENTRE = "not_connected_centre"
    #: Turned while the "ignore the arrow" option is off.
    ROTATION_NOT_ALLOWED = "rotation_not_allowed"
    #: Would close a line through this one tile while it fits elsewhere (rule 4).
    ONE_TILE_LINE = "one_tile_line"
    TILE_NOT_IN_HAND = "tile_not_in_hand"
    #: A tile was drawn this turn: only that tile may be placed.
    MUST_PLACE_DRAWN = "must_place_drawn"
    #: A second draw in one turn.
    ALREADY_DRAWN = "already_drawn"
    POOL_EMPTY = "pool_empty"


register_words(
    {
        MetroRefusal.OFF_BOARD: N_("That square is not on the board."),
        MetroRefusal.CENTRE_SQUARE: N_(
            "That is the central station; tiles go on the 60 squares round it."
        ),
        MetroRefusal.SQUARE_OCCUPIED: N_("A tile is already on that square."),
        MetroRefusal.NOT_CONNECTED: N_(
            "A tile must go on the board's edge or beside a tile already placed."
        ),
        MetroRefusal.NOT_CONNECTED_CENTRE: N_(
            "A tile must go on the board's edge or beside a tile already placed; the central "
            "station does not count as a tile."
        ),
        MetroRefusal.ROTATION_NOT_ALLOWED: N_(
            "Tiles keep their arrow pointing up (turning them is an optional rule that is off "
            "in this game)."
        ),
        MetroRefusal.ONE_TILE_LINE: N_(
            "That would close a line through this tile alone, straight back to the edge; it is "
            "only allowed when the tile fits nowhere else."
        ),
        MetroRefusal.TILE_NOT_IN_HAND: N_("That tile is not in your hand."),
        MetroRefusal.MUST_PLACE_DRAWN: N_("You drew a tile: you must place exactly that tile now."),
        MetroRefusal.ALREADY_DRAWN: N_("You already drew a tile this turn: place it now."),
        MetroRefusal.POOL_EMPTY: N_("No tiles are left to draw."),
    }
)
