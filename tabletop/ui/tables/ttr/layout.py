"""Where the TTR table's panels go: the map's ``ui`` rectangles, fitted to the window.

The board keeps its aspect and is as large as the frame allows; the panels right of it
stretch over the rest of the width, the panels below it over the rest of the height, keeping
the proportions the map gives them (so a user's map can rearrange its panels).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.games.ttr.board import TtrBoard


@dataclass
class TableLayout:
    board: pygame.Rect
    panels: dict[str, pygame.Rect]
    scale: float


def fit_layout(board: TtrBoard, area: pygame.Rect) -> TableLayout:
    rects = dict(board.ui)
    bx, by, bw, bh = rects.pop("board", (0.0, 0.0, float(board.width), float(board.height)))
    right = max([bx + bw] + [x + w for x, _y, w, _h in rects.values()])
    bottom = max([by + bh] + [y + h for _x, y, _w, h in rects.values()])
    frame_w, frame_h = right - bx, bottom - by
    s = min(area.width / frame_w, area.height / frame_h)
    board_rect = pygame.Rect(area.x, area.y, round(bw * s), round(bh * s))
    # Map coordinates → screen, piecewise: the board's own span scales by s, the rest stretches.
    board_right_map, board_bottom_map = bx + bw, by + bh

    def map_x(x: float) -> float:
        if x <= board_right_map or right == board_right_map:
            return area.x + (x - bx) * s
        k = (area.right - board_rect.right) / (right - board_right_map)
        return board_rect.right + (x - board_right_map) * k

    def map_y(y: float, beside: bool) -> float:
        if beside:  # panels right of the board use the full height
            return area.y + (y - by) * area.height / frame_h
        if y <= board_bottom_map or bottom == board_bottom_map:
            return area.y + (y - by) * s
        k = (area.bottom - board_rect.bottom) / (bottom - board_bottom_map)
        return board_rect.bottom + (y - board_bottom_map) * k

    panels: dict[str, pygame.Rect] = {}
    for name, (x, y, w, h) in rects.items():
        beside = x >= board_right_map - 1
        x0, x1 = map_x(x), map_x(x + w)
        if not beside:  # below the board: its width is the board's
            x0 = area.x + (x - bx) * s
            x1 = area.x + (x + w - bx) * s
        y0, y1 = map_y(y, beside), map_y(y + h, beside)
        panels[name] = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
    return TableLayout(board_rect, panels, s)
