"""Where things are on the drawn Metro board: squares, track points, station plates, the
central block — in window pixels, from the map's own geometry (``tabletop.games.metro.board``).

Board coordinates are the board picture's own pixels (the ``BoardViewport``'s units); the map
puts the grid's top left at (0, 0) and the picture's top left at ``offset`` from it. Every
window position goes through the viewport (``to_screen`` to draw, ``to_board`` to hit-test),
so squares, plates and lines stay exact at every zoom and pan.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from tabletop.games.metro.board import MetroBoard
from tabletop.games.metro.geometry import SIDE_OFFSET

from ...viewport import BoardViewport

Point = tuple[float, float]

#: Where a side's two points sit, as a fraction of the side from its ends (the art's ``A``
#: = 42 of 128 pixels, ``tools/art/metro.py``), so traced lines run on the drawn tracks.
POINT_INSET = 42 / 128
#: Station plate radius and the length of a station's track stub, per square (art: 33 and
#: 40 of 128), and how far a central station's entrance runs into the block (30 of 128).
PLATE_RADIUS = 33 / 128
STUB = 40 / 128
CENTRAL_STUB = 30 / 128
#: Line segments per quarter circle when a track is traced.
ARC_STEPS = 10


def unit_point(p: int) -> Point:
    """Point ``p`` (0–7 clockwise from the left point of the top side) in a unit square."""
    a, b = POINT_INSET, 1 - POINT_INSET
    return ((a, 0), (b, 0), (1, a), (1, b), (b, 1), (a, 1), (0, b), (0, a))[p]


def unit_track(p: int, q: int) -> list[Point]:
    """The track from point ``p`` to ``q`` of a unit square as the art draws it: a straight
    across, a quarter circle round the corner the two sides share, or a U-turn on one side."""
    (px, py), (qx, qy) = unit_point(p), unit_point(q)
    sp, sq = p // 2, q // 2
    if (sp - sq) % 4 == 2:  # opposite sides
        return [(px, py), (qx, qy)]
    if sp == sq:  # U-turn: a half circle on the side's midpoint, bulging into the square
        cx, cy = (px + qx) / 2, (py + qy) / 2
        start = math.atan2(py - cy, px - cx)
        turn = math.pi
        mid = start + turn / 2
        inside = 0 <= cx + math.cos(mid) * 0.1 <= 1 and 0 <= cy + math.sin(mid) * 0.1 <= 1
        if not inside:
            turn = -math.pi
        steps = 2 * ARC_STEPS
    else:  # adjacent sides: a quarter circle round their shared corner
        corners = {(0, 1): (1, 0), (1, 2): (1, 1), (2, 3): (0, 1), (0, 3): (0, 0)}
        cx, cy = corners[(min(sp, sq), max(sp, sq))]
        start = math.atan2(py - cy, px - cx)
        end = math.atan2(qy - cy, qx - cx)
        turn = (end - start + math.pi) % (2 * math.pi) - math.pi
        steps = ARC_STEPS
    radius = math.hypot(px - cx, py - cy)
    return [
        (
            cx + radius * math.cos(start + turn * i / steps),
            cy + radius * math.sin(start + turn * i / steps),
        )
        for i in range(steps + 1)
    ]


class BoardGeometry:
    """The board as ``viewport`` shows it (its units: the board picture's pixels)."""

    def __init__(self, board: MetroBoard, viewport: BoardViewport, offset: tuple[int, int]) -> None:
        """``offset``: where the picture's top left is from the grid's top left (map pixels)."""
        self.board = board
        self.viewport = viewport
        self.offset = offset
        self.size = board.size

    @classmethod
    def painted(
        cls, board: MetroBoard, picture: tuple[int, int], offset: tuple[int, int]
    ) -> BoardGeometry:
        """The geometry of the picture itself, one board unit per pixel (for painting the
        board's cached layer at its own resolution)."""
        viewport = BoardViewport(picture)
        viewport.set_rect(pygame.Rect((0, 0), picture))
        return cls(board, viewport, offset)

    # ------------------------------------------------------------------ the mapping
    @property
    def scale(self) -> float:
        """Window pixels per map pixel now."""
        return self.viewport.scale

    @property
    def cell(self) -> float:
        """One square's size in window pixels now."""
        return self.board.tile_px * self.viewport.scale

    @property
    def origin(self) -> Point:
        """The grid's top left in window pixels now."""
        return self.to_screen(0.0, 0.0)

    def to_screen(self, x: float, y: float) -> Point:
        """Map pixels (grid top left = 0, 0) → window pixels."""
        ox, oy = self.offset
        return self.viewport.to_screen((x - ox, y - oy))

    def to_map(self, pos: tuple[float, float]) -> Point:
        """Window pixels → map pixels (grid top left = 0, 0), through the viewport."""
        bx, by = self.viewport.to_board(pos)
        return (bx + self.offset[0], by + self.offset[1])

    # ------------------------------------------------------------------ squares
    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        tile = self.board.tile_px
        x0, y0 = self.to_screen(col * tile, row * tile)
        x1, y1 = self.to_screen((col + 1) * tile, (row + 1) * tile)
        x0, y0, x1, y1 = round(x0), round(y0), round(x1), round(y1)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def grid_rect(self) -> pygame.Rect:
        return self.cell_rect(0, 0).union(self.cell_rect(self.size - 1, self.size - 1))

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The square under a window position (hit-tested in board units), or None off the
        grid."""
        x, y = self.to_map(pos)
        col = math.floor(x / self.board.tile_px)
        row = math.floor(y / self.board.tile_px)
        if 0 <= row < self.size and 0 <= col < self.size:
            return row, col
        return None

    def centre_rect(self) -> pygame.Rect:
        rects = [self.cell_rect(r, c) for r, c in self.board.centre]
        return rects[0].unionall(rects[1:])

    def is_centre(self, cell: tuple[int, int]) -> bool:
        return cell in self.board.centre

    # ------------------------------------------------------------------ points and tracks
    def point(self, row: int, col: int, p: int) -> Point:
        ux, uy = unit_point(p)
        tile = self.board.tile_px
        return self.to_screen((col + ux) * tile, (row + uy) * tile)

    def track(self, row: int, col: int, p: int, q: int) -> list[Point]:
        tile = self.board.tile_px
        return [self.to_screen((col + x) * tile, (row + y) * tile) for x, y in unit_track(p, q)]

    # ------------------------------------------------------------------ stations
    def plate(self, number: int) -> Point:
        """The centre of station ``number``'s number plate."""
        station = self.board.station(number)
        return self.to_screen(station.x, station.y)

    @property
    def plate_radius(self) -> float:
        return PLATE_RADIUS * self.cell

    def label_anchor(self, number: int) -> Point:
        """Where a station's points label goes: just inside its plate, toward the grid (over
        its track stubs, so the plate's number stays readable)."""
        station = self.board.station(number)
        dr, dc = SIDE_OFFSET[station.side]  # outward
        x, y = self.plate(number)
        reach = self.plate_radius * 1.6
        return (x - dc * reach, y - dr * reach)

    def plate_at(self, pos: tuple[int, int]) -> int | None:
        """The station whose plate is under ``pos`` (hit-tested in board units)."""
        reach = PLATE_RADIUS * self.board.tile_px * 1.15
        x, y = self.to_map(pos)
        for station in self.board.stations:
            if math.hypot(x - station.x, y - station.y) <= reach:
                return station.number
        return None

    def _outward(self, row: int, col: int, p: int, side: str, sign: float, length: float) -> Point:
        x, y = self.point(row, col, p)
        dr, dc = SIDE_OFFSET[side]
        return (x + sign * dc * length * self.cell, y + sign * dr * length * self.cell)

    def line_points(self, number: int, line: Mapping[str, Any]) -> list[Point]:
        """The polyline of station ``number``'s line (a view ``lines`` entry): out of its
        station's stub, along every pass, into the station or central hall where it ends."""
        station = self.board.station(number)
        points: list[Point] = [
            self._outward(station.row, station.col, station.point, station.side, 1, STUB)
        ]
        for row, col, entry, exit_ in line.get("segments", ()):
            points.extend(self.track(row, col, entry, exit_))
        end = line.get("end")
        if end and not line.get("central"):
            arrival = self.board.station(int(end))
            points.append(
                self._outward(
                    arrival.row, arrival.col, arrival.arrival_point, arrival.side, 1, STUB
                )
            )
        elif end:
            for central in self.board.centrals:
                if central.id == end:
                    points.append(
                        self._outward(
                            central.row,
                            central.col,
                            central.arrival_point,
                            central.side,
                            1,
                            CENTRAL_STUB,
                        )
                    )
        return points


def polyline_length(points: Sequence[Point]) -> float:
    return sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))


def polyline_part(points: Sequence[Point], fraction: float) -> list[Point]:
    """The first ``fraction`` (0–1) of a polyline, by length."""
    if fraction >= 1 or len(points) < 2:
        return list(points)
    goal = polyline_length(points) * max(0.0, fraction)
    out = [points[0]]
    for a, b in zip(points, points[1:], strict=False):
        step = math.dist(a, b)
        if step >= goal:
            t = goal / step if step else 0.0
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            return out
        out.append(b)
        goal -= step
    return out


__all__ = ["BoardGeometry", "polyline_length", "polyline_part", "unit_point", "unit_track"]
