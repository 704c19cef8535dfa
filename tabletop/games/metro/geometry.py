"""The geometry of a Metro square: its sides, its eight track points and how neighbouring
squares meet (rules page, "Board and tiles").

Points 0–7 run clockwise round a square from the left point of the top side (0, 1 top; 2, 3
right; 4, 5 bottom; 6, 7 left). A *variant* is a design turned ``r`` quarter turns clockwise.
"""

from __future__ import annotations

SIDES = ("top", "right", "bottom", "left")
#: side → (first point in clockwise order: where a station's line starts, the other point).
SIDE_POINTS = {"top": (0, 1), "right": (2, 3), "bottom": (4, 5), "left": (6, 7)}
#: side → (row, col) step to the square beyond that side.
SIDE_OFFSET = {"top": (-1, 0), "right": (0, 1), "bottom": (1, 0), "left": (0, -1)}
#: Point → the point of the neighbouring square it touches (0↔5, 1↔4, 2↔7, 3↔6).
MATCH = (5, 4, 7, 6, 1, 0, 3, 2)
#: ``Tables.nxt`` value for a point on the board's outer edge (a line leaving there ends at the
#: edge station whose arrival point it is) and for a point facing the central block.
EDGE = -1
CENTRAL = -2

Pairs = tuple[tuple[int, int], ...]


def rotated_conn(pairs: Pairs, rotation: int) -> tuple[int, ...]:
    """The partner map of a tile turned ``rotation`` quarter turns clockwise: a quarter turn
    moves every point two places on (the top side becomes the right side)."""
    conn = [0] * 8
    for a, b in pairs:
        a2, b2 = (a + 2 * rotation) % 8, (b + 2 * rotation) % 8
        conn[a2], conn[b2] = b2, a2
    return tuple(conn)
