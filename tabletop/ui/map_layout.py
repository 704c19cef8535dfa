"""Where a table's panels go: the rectangles of its map's ``ui`` layer fitted to the window.

Every table lays its panels out with this one fitter, so a user's map may rearrange them. The
board keeps its proportions and is as large as the frame (the union of all the rectangles)
allows. Along each axis the map is mapped in two spans: up to the board's far edge at the
board's scale, so panels beside the board line up with it; beyond it stretched over the rest
of the window, so the panels past the board fill it. When nothing lies past the board on an
axis (the panels beside it run no farther than the board), that axis is stretched over the
whole window instead, so the column beside the board still takes the full height (or the row
under it the full width).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

#: A rectangle of the map: (x, y, width, height) in map pixels.
MapRect = tuple[float, float, float, float]


def _axis(
    low: float, board_end: float, high: float, scale: float, start: int, end: int, edge: int
) -> Callable[[float], float]:
    """Map coordinate → window coordinate along one axis: the frame runs ``low``…``high`` on
    the map and ``start``…``end`` in the window; the board ends at ``board_end`` on the map and
    at ``edge`` in the window."""
    if high <= board_end:  # nothing past the board: the whole frame over the whole window
        full = (end - start) / (high - low)
        return lambda v: start + (v - low) * full
    rest = (end - edge) / (high - board_end)
    return lambda v: start + (v - low) * scale if v <= board_end else edge + (v - board_end) * rest


def fit_map_layout(rects: Mapping[str, MapRect], area: pygame.Rect) -> dict[str, pygame.Rect]:
    """The map's ``ui`` rectangles (which name a ``board``) placed in ``area``, by name."""
    bx, by, bw, bh = rects["board"]
    left = min(x for x, _y, _w, _h in rects.values())
    top = min(y for _x, y, _w, _h in rects.values())
    right = max(x + w for x, _y, w, _h in rects.values())
    bottom = max(y + h for _x, y, _w, h in rects.values())
    scale = min(area.width / (right - left), area.height / (bottom - top))
    board = pygame.Rect(
        round(area.x + (bx - left) * scale),
        round(area.y + (by - top) * scale),
        round(bw * scale),
        round(bh * scale),
    )
    x_of = _axis(left, bx + bw, right, scale, area.x, area.right, board.right)
    y_of = _axis(top, by + bh, bottom, scale, area.y, area.bottom, board.bottom)
    out: dict[str, pygame.Rect] = {}
    for name, (x, y, w, h) in rects.items():
        x0, y0 = round(x_of(x)), round(y_of(y))
        out[name] = pygame.Rect(x0, y0, round(x_of(x + w)) - x0, round(y_of(y + h)) - y0)
    out["board"] = board  # exactly the board's proportions (rounding could stretch it)
    return out


def shrink_panel(
    rects: dict[str, pygame.Rect], name: str, needed: int, below: tuple[str, ...]
) -> None:
    """Make ``rects[name]`` only ``needed`` pixels tall (never taller than the map made it):
    the panels ``below`` it in its column move up by what it gave, and the last of them grows
    by as much (a seats panel as tall as its rows, the log under it longer)."""
    panel = rects[name]
    spare = panel.height - min(panel.height, needed)
    if spare <= 0:
        return
    panel.height -= spare
    for other in below:
        rects[other].y -= spare
    if below:
        rects[below[-1]].height += spare


__all__ = ["MapRect", "fit_map_layout", "shrink_panel"]
