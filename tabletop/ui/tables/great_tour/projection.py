"""Where The Great Tour's board lies on screen (``ProjectedBoard``): the map fitted into the
panel (keeping its proportions) and shown through a ``BoardViewport`` (zoom and pan), and the
one projection every drawing goes through (``_proj``): the viewport while drawing on screen,
or a plain scale while painting a cached picture (``painting``). Lengths on the board are map
pixels scaled by ``s``, with a readable minimum where they must stay legible."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Protocol

import pygame

from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.ui.viewport import BoardViewport
from tabletop.ui.widgets import Panel

Point = tuple[float, float]

#: Board sizes in map pixels (they scale with the board).
CITY_RADIUS = 25
WAYPOINT_RADIUS = 9
ROAD_WIDTH = 12
#: The deepest zoom: 3× the whole board (a city then fills a thumb's width at 960×600).
MAX_ZOOM = 3.0


class Projection(Protocol):
    """Board units (map pixels from the board's corner) → pixels on the surface drawn on."""

    @property
    def scale(self) -> float: ...

    def to_screen(self, point: Point) -> Point: ...


class Flat:
    """A picture of the whole board at ``scale`` pixels per board unit, its corner at (0, 0)
    (shifted by ``offset``)."""

    def __init__(self, scale: float, offset: Point = (0.0, 0.0)) -> None:
        self.scale = scale
        self.offset = offset

    def to_screen(self, point: Point) -> Point:
        return (point[0] * self.scale + self.offset[0], point[1] * self.scale + self.offset[1])


class Shifted:
    """The viewport's projection moved by ``offset`` (for a layer the size of the panel)."""

    def __init__(self, viewport: BoardViewport, offset: Point) -> None:
        self.viewport = viewport
        self.offset = offset

    @property
    def scale(self) -> float:
        return self.viewport.scale

    def to_screen(self, point: Point) -> Point:
        x, y = self.viewport.to_screen(point)
        return (x + self.offset[0], y + self.offset[1])


class ProjectedBoard(Panel):
    """The map fitted into ``rect`` (keeping its proportions), its zoom and pan, and where its
    points, cities, waypoints and segments land on the surface drawn now."""

    def __init__(self, board: GreatTourBoard, red_in_play: bool) -> None:
        super().__init__()
        self.board = board
        #: The red segments and waypoints are in play (5–6 players).
        self.red_in_play = red_in_play
        x, y, w, h = board.ui["board"]
        self.map_rect = (float(x), float(y), float(w), float(h))
        #: The zoom and position, kept for the whole game (every relayout keeps them).
        self.viewport = BoardViewport((float(w), float(h)), max_zoom=MAX_ZOOM)
        #: Where board points land on the surface being drawn (the viewport, on screen).
        self._proj: Projection = self.viewport
        self._segments = {s.id: s for s in board.segments}
        self._cities = set(board.city_ids)
        self._waypoints = {w.id for w in board.waypoints}

    @property
    def unit(self) -> float:
        """Pixels per map pixel on the surface drawn now (the zoomed scale on screen)."""
        return self._proj.scale

    @contextmanager
    def painting(self, proj: Projection) -> Iterator[None]:
        """Draw through ``proj`` (a cached picture) instead of the viewport."""
        saved, self._proj = self._proj, proj
        try:
            yield
        finally:
            self._proj = saved

    def fit(self, area: pygame.Rect) -> None:
        """Place the board in ``area``, as large as fits, keeping its proportions (centred
        vertically, left-aligned: the space beside it goes to the ticket column). The zoom
        and the board point at the panel's centre stay."""
        _x, _y, w, h = self.map_rect
        unit = min(area.width / w, area.height / h)
        size = (round(w * unit), round(h * unit))
        rect = pygame.Rect(area.x, area.y + (area.height - size[1]) // 2, *size)
        if rect != self.rect:
            self.rect = rect
            self.viewport.set_rect(rect)

    def to_screen(self, point: Point) -> Point:
        """A map point on the surface drawn now (the window, through the zoom)."""
        mx, my, _w, _h = self.map_rect
        return self._proj.to_screen((point[0] - mx, point[1] - my))

    def to_map(self, pos: tuple[int, int]) -> Point:
        """The map point under window position ``pos`` (through the zoom)."""
        mx, my, _w, _h = self.map_rect
        x, y = self.viewport.to_board(pos)
        return (mx + x, my + y)

    def node(self, node_id: str) -> Point:
        """Position of a city or waypoint on the surface drawn now."""
        return self.to_screen(self.board.node_position(node_id))

    def shows(self, pos: Point) -> bool:
        """True when window position ``pos`` is inside the board panel (not zoomed away)."""
        return self.rect.collidepoint(round(pos[0]), round(pos[1]))

    def node_at(self, node_id: str) -> tuple[int, int]:
        x, y = self.node(node_id)
        return (round(x), round(y))

    def s(self, value: float) -> float:
        """A length in map pixels → window pixels."""
        return value * self.unit

    @property
    def city_radius(self) -> float:
        return max(9.0, self.s(CITY_RADIUS))

    @property
    def waypoint_radius(self) -> float:
        return max(4.0, self.s(WAYPOINT_RADIUS))

    @property
    def road_width(self) -> int:
        return max(4, round(self.s(ROAD_WIDTH)))

    def segment_points(self, seg_id: str) -> list[Point]:
        return [self.to_screen(p) for p in self._segments[seg_id].points]

    def segment_frame(self, seg_id: str, t: float = 0.5) -> tuple[Point, float, float]:
        """(point at fraction ``t`` of the segment, its direction in radians, its length)."""
        pts = self.segment_points(seg_id)
        lengths = [math.dist(a, b) for a, b in zip(pts, pts[1:], strict=False)]
        total = sum(lengths) or 1.0
        goal = total * t
        for (a, b), length in zip(zip(pts, pts[1:], strict=False), lengths, strict=True):
            if goal <= length or length == lengths[-1]:
                f = 0.0 if length == 0 else min(1.0, goal / length)
                point = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
                return point, math.atan2(b[1] - a[1], b[0] - a[0]), total
            goal -= length
        return pts[0], 0.0, total

    def polyline(self, nodes: Sequence[str]) -> list[Point]:
        return [self.node(n) for n in nodes]

    def point_along(self, points: Sequence[Point], t: float) -> tuple[Point, float]:
        """The point at fraction ``t`` of a polyline and the direction there."""
        lengths = [math.dist(a, b) for a, b in zip(points, points[1:], strict=False)]
        total = sum(lengths)
        if total <= 0:
            return points[0], 0.0
        goal = total * max(0.0, min(1.0, t))
        for (a, b), length in zip(zip(points, points[1:], strict=False), lengths, strict=True):
            if goal <= length:
                f = goal / length if length else 0.0
                return (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f), math.atan2(
                    b[1] - a[1], b[0] - a[0]
                )
            goal -= length
        a, b = points[-2], points[-1]
        return b, math.atan2(b[1] - a[1], b[0] - a[0])
