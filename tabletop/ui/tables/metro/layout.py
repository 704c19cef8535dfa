"""Where the Metro table's panels go, and the named sizes of what is inside them.

The panels' rectangles come from the map's ``ui`` layer (``maps/metro.tmx``, written by
``tools/art/metro.py``): the board on the left, the hand column and the seats over the log to
its right, fitted into the window by the tables' one fitter (``tabletop/ui/map_layout.py``:
the board keeps its shape; the panels right of it stretch over the rest of the width and use
the full height). Every other size is a step of ``theme.Space`` or one of the names below, in
reference pixels (``theme.px`` scales them to the window).
"""

from __future__ import annotations

import pygame

from ...theme import Space

# ------------------------------------------------------------------ named sizes (reference px)
#: Room above the first tile of the hand column for its title, and under each tile for its
#: caption.
LABEL_ROW = 26
#: A tile in the hand column: at most this large, and never smaller.
HAND_TILE_MAX = 190
HAND_TILE_MIN = 40
#: The row of turn buttons (↺ ↻) and the room kept for the hint under the tiles.
TURN_BUTTON_H = 36
HINT_MIN_H = 92
#: Room for the tiles when the hand is empty (the "no tile" note).
EMPTY_HAND_H = 40
#: The pool: each face-down tile of the little stack sits this much off the one below; the
#: progress bar under it is this high; the stack leaves this much room for the bar.
POOL_STACK_STEP = 3
POOL_BAR_H = Space.S
POOL_BAR_ROOM = 26
#: A seat's symbol in the seats panel, and a seat row's height.
SEAT_MARK_RADIUS = 9
SEAT_ROW_H = 52
#: In colour-blind mode a seat's badge (its shape on a light disc, the shape 62 % of it)
#: instead of the symbol: as wide as the row's mark column allows.
SEAT_BADGE = 28


def fit_picture(room: pygame.Rect, picture: tuple[int, int]) -> pygame.Rect:
    """The largest rectangle of ``picture``'s shape centred in ``room``."""
    pw, ph = picture
    width = min(room.width, round(room.height * pw / max(1, ph)))
    height = round(width * ph / max(1, pw))
    rect = pygame.Rect(0, 0, width, height)
    rect.center = room.center
    return rect
