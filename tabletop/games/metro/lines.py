"""Following lines over the tiles (the points a complete line scores: ``scoring.py``).

A line starts where its station's track enters the board and runs from tile to tile: it enters
each square through an even point and leaves through the odd point joined to it. It stops at
an empty square (open) or leaves the grid: at the board edge it ends at the station whose
arrival point that is, beside the centre block at a central station (rules page, "Board").
A *pass* is recorded as ``cell * 8 + entry point``, so a square passed twice appears twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from .geometry import CENTRAL
from .state import LineBook
from .tables import Tables


def follow(t: Tables, board: Sequence[int], idx: int, passes: list[int]) -> int:
    """Follow the line entering at point index ``idx``, appending its passes.

    Returns the open end (the entry index on an empty square, ≥ 0) or, for a complete line,
    ``~exit`` where ``exit`` is the index of the point it leaves the grid through (< 0).
    """
    conn, nxt = t.conn, t.nxt
    while True:
        cell = idx >> 3
        v = board[cell]
        if v < 0:
            return idx
        out = (cell << 3) | conn[(v << 3) | (idx & 7)]
        passes.append(idx)
        j = nxt[out]
        if j < 0:
            return ~out
        idx = j


def follow_with(
    t: Tables, board: Sequence[int], idx: int, cell_x: int, variant_x: int, passes: list[int]
) -> int:
    """``follow`` on the board with tile ``variant_x`` imagined on square ``cell_x``."""
    conn, nxt = t.conn, t.nxt
    while True:
        cell = idx >> 3
        v = variant_x if cell == cell_x else board[cell]
        if v < 0:
            return idx
        out = (cell << 3) | conn[(v << 3) | (idx & 7)]
        passes.append(idx)
        j = nxt[out]
        if j < 0:
            return ~out
        idx = j


def end_name(t: Tables, exit_index: int) -> str:
    """The station number (edge) or central id a line leaving through ``exit_index`` ends at."""
    if t.nxt[exit_index] == CENTRAL:
        return t.central_end[exit_index]
    return str(t.edge_end[exit_index])


def is_central(end: str) -> bool:
    return end.startswith("C")


def trace_all(t: Tables, board: Sequence[int]) -> LineBook:
    """Every station's line from scratch: (fronts, paths, ends) per station.

    ``fronts[i]`` is the open end's index or -1 when complete; ``ends[i]`` is "" while open.
    """
    fronts: list[int] = []
    paths: list[tuple[int, ...]] = []
    ends: list[str] = []
    for start in t.start:
        passes: list[int] = []
        res = follow(t, board, start, passes)
        if res >= 0:
            fronts.append(res)
            ends.append("")
        else:
            fronts.append(-1)
            ends.append(end_name(t, ~res))
        paths.append(tuple(passes))
    return tuple(fronts), tuple(paths), tuple(ends)


def path_cells(t: Tables, passes: Sequence[int]) -> list[list[int]]:
    n = t.size
    return [[(p >> 3) // n, (p >> 3) % n] for p in passes]


def path_segments(t: Tables, board: Sequence[int], passes: Sequence[int]) -> list[list[int]]:
    """[row, col, entry point, exit point] per pass (for drawing a line over its tiles)."""
    n = t.size
    out = []
    for p in passes:
        cell = p >> 3
        out.append([cell // n, cell % n, p & 7, t.conn[(board[cell] << 3) | (p & 7)]])
    return out
