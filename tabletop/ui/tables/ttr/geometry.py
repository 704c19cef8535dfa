"""Where the TTR board's car spaces lie, in board units (``CarGeometry``): one car length per
track (as long as its spacing and the cities nearby allow), one width for the board (as wide as
the closest side-by-side tracks allow) and the size of a city's dot. Drawing, hit-testing and the
animations all work from it, so a car is the same shape wherever it is drawn."""

from __future__ import annotations

import functools
import math

from tabletop.games.ttr.board import TtrBoard

Point = tuple[float, float]
Quad = list[tuple[float, float]]
#: One car space: its centre, its unit direction along the track and its half length.
Car = tuple[Point, Point, float]


def unit(dx: float, dy: float) -> tuple[float, float]:
    """(dx, dy) made one long (a zero vector stays zero)."""
    d = math.hypot(dx, dy) or 1.0
    return dx / d, dy / d


def segment_distance(p: Point, a: Point, b: Point) -> float:
    """How far ``p`` is from the segment ``a``–``b``."""
    ax, ay = a
    bx, by = b
    px_, py_ = p
    dx, dy = bx - ax, by - ay
    n = dx * dx + dy * dy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((px_ - ax) * dx + (py_ - ay) * dy) / n))
    return math.hypot(px_ - (ax + t * dx), py_ - (ay + t * dy))


class CarGeometry:
    """Car spaces of every track in map pixels: centre, direction, half sizes."""

    def __init__(self, board: TtrBoard) -> None:
        self.board = board
        spacings = [
            math.dist(p, q)
            for r in board.routes.values()
            for p, q in zip(r.spaces, r.spaces[1:], strict=False)
        ]
        spacing = sorted(spacings)[len(spacings) // 2] if spacings else 60.0
        near_city = min(
            (
                math.dist(s, (c.x, c.y))
                for r in board.routes.values()
                for s in r.spaces
                for c in board.cities.values()
            ),
            default=40.0,
        )
        self.city_r = max(7.0, min(14.0, near_city * 0.28))
        self.half_len = max(8.0, 0.4 * spacing)
        closest = min(
            (
                math.dist(p, q)
                for i, r in enumerate(board.routes.values())
                for s in list(board.routes.values())[i + 1 :]
                for p in r.spaces
                for q in s.spaces
            ),
            default=30.0,
        )
        self.half_w = max(4.0, min(9.0, 0.44 * closest, self.half_len * 0.42))
        #: route id → list of (centre, unit direction, half length) per car space.
        self.cars: dict[str, list[Car]] = {}
        cities = [(c.x, c.y) for c in board.cities.values()]
        for r in board.routes.values():
            a, b = board.cities[r.a], board.cities[r.b]
            pts = r.spaces
            # One car length per track: as long as its spacing and the cities nearby allow.
            room = min(math.dist(p, c) for p in pts for c in cities) - self.city_r - 3
            if len(pts) > 1:
                gaps = [math.dist(p, q) for p, q in zip(pts, pts[1:], strict=False)]
                hl = min(0.44 * min(gaps), room)
            else:
                gap = math.dist((a.x, a.y), (b.x, b.y)) - 2 * self.city_r
                hl = min(0.42 * gap, room)
            hl = max(6.0, min(hl, 1.25 * self.half_len))
            cars = []
            for i, c in enumerate(pts):
                if len(pts) == 1:
                    d = unit(b.x - a.x, b.y - a.y)
                else:
                    p = pts[max(0, i - 1)]
                    q = pts[min(len(pts) - 1, i + 1)]
                    d = unit(q[0] - p[0], q[1] - p[1])
                cars.append((c, d, hl))
            self.cars[r.id] = cars

    def quad(self, car: Car, grow: float = 0.0, widen: float = 1.0) -> Quad:
        """A car space's four corners, ``grow`` units larger all round and its width
        ``widen`` times as wide (a placed train's body, a glow round it)."""
        (cx, cy), (dx, dy), hl = car
        hl += grow
        hw = self.half_w * widen + grow
        nx, ny = -dy, dx
        return [
            (cx - dx * hl - nx * hw, cy - dy * hl - ny * hw),
            (cx + dx * hl - nx * hw, cy + dy * hl - ny * hw),
            (cx + dx * hl + nx * hw, cy + dy * hl + ny * hw),
            (cx - dx * hl + nx * hw, cy - dy * hl + ny * hw),
        ]


@functools.lru_cache(maxsize=4)
def car_geometry(board: TtrBoard) -> CarGeometry:
    """The car spaces of ``board``, worked out once per board (about 13 ms for Europe) and
    shared by its tables and heat maps: nothing changes a ``CarGeometry`` once made. An edited
    map is another board."""
    return CarGeometry(board)
