"""Where the Metro table's panels go, and the named sizes of what is inside them.

The panels' rectangles come from the map's ``ui`` layer (``maps/metro.tmx``, written by
``tools/art/metro.py``): the board on the left, the hand column and the seats over the log to
its right. ``fit_layout`` fits that frame into the window: the board keeps its shape and is as
large as the height allows; the panels right of it stretch over the rest of the width and use
the full height, keeping the proportions the map gives them (so a user's map can rearrange
them). Every other size is a step of ``theme.Space`` or one of the names below, in reference
pixels (``theme.px`` scales them to the window).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from ... import theme
from ...theme import Space

MapRect = tuple[float, float, float, float]

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
#: A seat's symbol in the seats panel; a seat row and the panel's padding above and below its
#: rows (as ``TableScene.draw_seats`` draws them).
SEAT_MARK_RADIUS = 9
SEAT_ROW_H = 52
SEATS_PADDING = 18
#: In colour-blind mode a seat's badge (its shape on a light disc, the shape 62 % of it)
#: instead of the symbol: as wide as the row's mark column allows.
SEAT_BADGE = 28
#: Inside a seat row (as ``TableScene.draw_seats`` lays it out): the padding round the rows,
#: where the name starts, the room kept for the score.
SEAT_ROW_PADDING = 10
SEAT_NAME_X = 42
SEAT_SCORE_W = 56


@dataclass(frozen=True)
class MetroLayout:
    """The panels' rectangles in window pixels."""

    board: pygame.Rect
    hand: pygame.Rect
    pool: pygame.Rect
    draw_button: pygame.Rect
    players: pygame.Rect
    log: pygame.Rect


def fit_layout(ui: Mapping[str, MapRect], area: pygame.Rect) -> MetroLayout:
    """The map's ``ui`` rectangles (map pixels) fitted into ``area`` (window pixels)."""
    bx, by, bw, bh = ui["board"]
    right = max(x + w for x, _y, w, _h in ui.values())
    bottom = max(y + h for _x, y, _w, h in ui.values())
    left, top = min(x for x, *_ in ui.values()), min(y for _x, y, *_ in ui.values())
    frame_w, frame_h = right - left, bottom - top
    s = min(area.width / frame_w, area.height / frame_h)
    board = pygame.Rect(
        round(area.x + (bx - left) * s),
        round(area.y + (by - top) * s),
        round(bw * s),
        round(bh * s),
    )
    board_right = bx + bw
    # Right of the board: the rest of the width, in the map's proportions, and the full height.
    k = (area.right - board.right) / (right - board_right) if right > board_right else s
    ky = area.height / frame_h

    def fit(name: str) -> pygame.Rect:
        x, y, w, h = ui[name]
        if x >= board_right - 1:
            x0, x1 = board.right + (x - board_right) * k, board.right + (x + w - board_right) * k
            y0, y1 = area.y + (y - top) * ky, area.y + (y + h - top) * ky
        else:
            x0, x1 = area.x + (x - left) * s, area.x + (x + w - left) * s
            y0, y1 = area.y + (y - top) * s, area.y + (y + h - top) * s
        return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))

    return MetroLayout(
        board=board,
        hand=fit("hand"),
        pool=fit("pool"),
        draw_button=fit("draw_button"),
        players=fit("players"),
        log=fit("log"),
    )


def fit_picture(room: pygame.Rect, picture: tuple[int, int]) -> pygame.Rect:
    """The largest rectangle of ``picture``'s shape centred in ``room``."""
    pw, ph = picture
    width = min(room.width, round(room.height * pw / max(1, ph)))
    height = round(width * ph / max(1, pw))
    rect = pygame.Rect(0, 0, width, height)
    rect.center = room.center
    return rect


def seats_height(seats: int, most: int) -> int:
    """The seats panel's height: a row per seat (as ``TableScene.draw_seats`` draws them),
    never more than the map gives it."""
    return min(most, theme.px(SEATS_PADDING) + seats * theme.px(SEAT_ROW_H))
