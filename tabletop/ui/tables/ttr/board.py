"""The TTR board on screen (``BoardPanel``): art, tracks, cities, placed trains, stations,
highlights and hit-testing, all from the map (``TtrBoard``) and the view, in board coordinates
shown through a ``BoardViewport`` (wheel zoom around the pointer up to ``Board.MAX_ZOOM``, drag
to pan, Home/0 or the button for the whole board).

Layers (``CachedLayer``), so a frame costs little:
- ``static`` (at ``resolution`` pixels per board unit — sharp at the largest zoom — once per
  window size and colour mode): the map picture, the city names, then every track as its row
  of car spaces (colour, symbol, tunnel dashes, ferry locomotives) and their shadows. Names lie
  UNDER the cars (placed at zoom 1 where they cross the fewest, see ``_place_labels``), so a
  route's cars are never hidden by a name;
- ``composite`` (again when claims or stations change): ``static``, placed trains, closed
  double tracks, cities and stations;
- the viewport crops and scales the composite once per zoom (a still board costs one blit);
- per frame, through ``to_screen``: hover and claimable highlights on top (the claimable
  overlay is cached per zoom), and the animations.

Colour-blind mode (``colorblind``): empty tracks in ``ui/colorblind.py``'s palette at full
strength with their colour's symbol (``symbol_px``: at least 0.6 of a car's height and 9 px),
claimed cars in the seat's colour-blind colour with the seat's badge a third wider than the
car, stations with the badge.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.reply import Target
from tabletop.controller.ttr import CityTarget, HandTarget, RouteTarget, TicketTarget
from tabletop.games.ttr.board import TtrBoard
from tabletop.ui import colorblind, fonts, theme
from tabletop.ui.cache import CachedLayer, SurfaceCache
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.viewport import BoardViewport
from tabletop.ui.widgets import Panel

from . import art
from .layout import Board

if TYPE_CHECKING:
    from .table import TtrTable

Point = tuple[float, float]
Quad = list[tuple[float, float]]

PARCHMENT = (236, 228, 206)
#: A city's name: its ink, and the room round it on its plate (sideways, up and down).
LABEL_INK = (40, 32, 24)
LABEL_PAD = (4, 1)
#: The European Express path after the game.
EXPRESS = (240, 190, 40)


def _unit(dx: float, dy: float) -> tuple[float, float]:
    d = math.hypot(dx, dy) or 1.0
    return dx / d, dy / d


def _seg_dist(p: Point, a: Point, b: Point) -> float:
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
        self.cars: dict[str, list[tuple[Point, Point, float]]] = {}
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
                    d = _unit(b.x - a.x, b.y - a.y)
                else:
                    p = pts[max(0, i - 1)]
                    q = pts[min(len(pts) - 1, i + 1)]
                    d = _unit(q[0] - p[0], q[1] - p[1])
                cars.append((c, d, hl))
            self.cars[r.id] = cars

    def quad(self, car: tuple[Point, Point, float], grow: float = 0.0, widen: float = 1.0) -> Quad:
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


def _dashed_outline(
    surface: pygame.Surface, quad: Quad, color: theme.Color, width: int, dash: float
) -> None:
    for k in range(4):
        a, b = quad[k], quad[(k + 1) % 4]
        length = math.dist(a, b)
        steps = max(1, int(length // (2 * dash)))
        for s in range(steps + 1):
            t0 = s * 2 * dash / length
            t1 = min(1.0, t0 + dash / length)
            if t0 >= 1.0:
                break
            p = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            q = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surface, color, p, q, width)


def background_path(board: TtrBoard) -> Path | None:
    """The board picture: the map's image layer, else ``<map>.png`` beside the map."""
    if board.background is not None:
        return board.background
    guess = board.path.with_suffix(".png")
    return guess if guess.is_file() else None


class BoardPanel(Panel):
    """The board: it draws the view's claims and stations on the map, lights what the pointer
    and the dialogs point at, and hit-tests tracks and cities — all in board coordinates
    through the table's ``BoardViewport`` (zoom and pan)."""

    def __init__(self, board: TtrBoard, table: TtrTable | None = None) -> None:
        super().__init__()
        self.board = board
        self.table = table
        self.geo = CarGeometry(board)
        #: Zoom and pan, kept for the whole game (the table's ``viewport``).
        self.viewport = BoardViewport((board.width, board.height), max_zoom=Board.MAX_ZOOM)
        #: Colour-blind mode: its palette, a large symbol per route colour, seat badges.
        self.colorblind = False
        self._static = CachedLayer()
        self._composite = CachedLayer()
        self._composite_key: object = None
        self._overlay = CachedLayer()
        # Every city's name at its one placed size (a relayout may add a size's set).
        self._labels = SurfaceCache(limit=2 * len(board.cities) + 8)
        #: Each name's place in board units (x, y, w, h), from the layout at zoom 1.
        self.label_boxes: dict[str, tuple[float, float, float, float]] = {}
        #: Where no name goes if it can go elsewhere (the buttons on the board).
        self.keep_out: list[pygame.Rect] = []
        #: Each name's type size at zoom 1 (a name with no free place may be set smaller).
        self.label_sizes: dict[str, int] = {}
        self._screen_key: object = None
        self._screen_quads: dict[str, list[Quad]] = {}
        self._screen_cities: dict[str, tuple[int, int]] = {}
        self._label_rects: dict[str, pygame.Rect] = {}

    # ------------------------------------------------------------------ geometry
    def set_rect(self, rect: pygame.Rect, keep_out: Sequence[pygame.Rect] = ()) -> None:
        """Place the board (its aspect is kept: ``rect`` should already have it); no city name
        goes under ``keep_out`` (the buttons on the board) if it can go elsewhere. The zoom and
        the board point at the centre stay."""
        keep = [pygame.Rect(r) for r in keep_out]
        if rect == self.rect and self.label_boxes and keep == self.keep_out:
            return
        self.keep_out = keep
        self.rect = pygame.Rect(rect)
        self.viewport.set_rect(self.rect)
        self._screen_key = None
        self._place_labels()

    @property
    def scale(self) -> float:
        """Screen pixels per board unit now (the zoom included)."""
        return self.viewport.scale

    @property
    def fit_scale(self) -> float:
        """Screen pixels per board unit at zoom 1 (the whole board in the panel)."""
        return self.viewport.fit_scale

    @property
    def resolution(self) -> float:
        """Pixels per board unit of the painted board picture: sharp up to the largest zoom
        (the viewport scales it down below that), at most twice the map's own pixels."""
        wanted = self.fit_scale * self.viewport.max_zoom
        return max(1.0, min(Board.MAX_RESOLUTION, math.ceil(wanted * 4) / 4))

    def to_screen(self, p: Point) -> tuple[float, float]:
        return self.viewport.to_screen(p)

    def to_screen_i(self, p: Point) -> tuple[int, int]:
        return self.viewport.screen_point(p)

    def to_map(self, pos: tuple[int, int]) -> Point:
        return self.viewport.to_board(pos)

    def _fit_point(self, p: Point) -> tuple[int, int]:
        """Where board point ``p`` is drawn at zoom 1 (names are placed there)."""
        k = self.fit_scale
        w, h = self.board.width, self.board.height
        return (
            round(self.rect.centerx + (p[0] - w / 2) * k),
            round(self.rect.centery + (p[1] - h / 2) * k),
        )

    def _screen_geometry(self) -> None:
        """The tracks', cities' and names' screen places for the viewport's zoom and centre
        (worked out again only when those change)."""
        view = self.viewport
        key = (view.zoom, view.center, tuple(view.rect))
        if key == self._screen_key:
            return
        self._screen_key = key
        self._screen_quads = {}  # each track's worked out when asked for (a glide is busy)
        self._screen_cities = {
            cid: self.to_screen_i((c.x, c.y)) for cid, c in self.board.cities.items()
        }
        self._label_rects = {cid: view.to_screen_rect(box) for cid, box in self.label_boxes.items()}

    @property
    def screen_quads(self) -> dict[str, list[Quad]]:
        """Every track's car spaces on screen now."""
        self._screen_geometry()
        for rid in self.geo.cars:
            self.route_quads(rid)
        return self._screen_quads

    def route_quads(self, route: str) -> list[Quad]:
        """One track's car spaces on screen now."""
        self._screen_geometry()
        quads = self._screen_quads.get(route)
        if quads is None:
            cars = self.geo.cars[route]
            quads = self._screen_quads[route] = [
                [self.to_screen(p) for p in self.geo.quad(car)] for car in cars
            ]
        return quads

    @property
    def screen_cities(self) -> dict[str, tuple[int, int]]:
        """Every city's dot on screen now."""
        self._screen_geometry()
        return self._screen_cities

    @property
    def label_rects(self) -> dict[str, pygame.Rect]:
        """Every city's name on screen now."""
        self._screen_geometry()
        return self._label_rects

    @property
    def city_radius(self) -> int:
        return max(4, round(self.geo.city_r * self.scale))

    def route_points(self, route: str) -> list[tuple[int, int]]:
        """The screen points of a track's car spaces (where a click on it lands)."""
        return [self.to_screen_i(car[0]) for car in self.geo.cars[route]]

    def route_bounds(self, route: str) -> pygame.Rect:
        pts = [p for quad in self.route_quads(route) for p in quad]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)

    def city_bounds(self, city: str) -> pygame.Rect:
        """A city's dot and a margin around it."""
        r = self.city_radius * 3
        x, y = self.screen_cities[city]
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

    # ------------------------------------------------------------------ Panel
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """A city's dot, then a track, then a city's name (names may lie over tracks)."""
        city = self.city_at(pos, labels=False)
        if city is not None:
            return CityTarget(city)
        route = self.route_at(pos)
        if route is not None:
            return RouteTarget(route)
        city = self.city_at(pos)
        return CityTarget(city) if city is not None else None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        if isinstance(target, RouteTarget) and target.route in self.geo.cars:
            return self.route_bounds(target.route)
        if isinstance(target, CityTarget) and target.city in self.board.cities:
            return self.city_bounds(target.city)
        return None

    def picture(self) -> pygame.Surface:
        """The board with the view's claims and stations, at ``resolution`` (board units)."""
        table = self.table
        assert table is not None, "a board without a table draws with composite()"
        view = table.view
        return self.composite(view["routes"], view["stations"], table.closed, table.seat_colors())

    def draw(self, surface: pygame.Surface) -> None:
        """The frame round the board (drawn once into the table's still picture)."""
        shadow = self.rect.inflate(px(Board.SHADOW), px(Board.SHADOW))
        pygame.draw.rect(
            surface, (8, 10, 16), shadow.move(0, px(Board.SHADOW_DROP)), border_radius=px(Space.S)
        )
        pygame.draw.rect(surface, PARCHMENT, self.rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect.inflate(2, 2), 1)

    def draw_board(self, surface: pygame.Surface) -> None:
        """The visible part of the board at the viewport's zoom (a still board costs a blit)."""
        image = self.picture()
        self.viewport.draw_image(
            surface, image, units_per_pixel=1 / self.resolution, key=self._composite_key
        )

    def draw_highlights(self, surface: pygame.Surface) -> None:
        """What changes with the mouse and the turn: the claimable glow, the pending tunnel,
        the track or city a dialog is open for, the hovered track, city, ticket or card."""
        table = self.table
        assert table is not None
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        if table.show_claimable and table.claimable:
            surface.blit(self.claimable_overlay(table.claimable), self.rect)
        if table.view["over"]:
            self._highlight_express(surface)
        tunnel = table.view["tunnel"]
        if tunnel:
            self.highlight(surface, RouteTarget(tunnel["route"]), theme.ACCENT)
        if table.selected is not None:
            self.highlight(surface, table.selected, theme.ACCENT)
        hover = table.hover
        if isinstance(hover, RouteTarget | CityTarget):
            self.highlight(surface, hover, (255, 255, 255))
        elif isinstance(hover, TicketTarget):
            self._highlight_ticket(surface, hover.ticket)
        elif isinstance(hover, HandTarget):
            routes = table.routes_for_card(hover.color)
            if routes:
                surface.blit(self.claimable_overlay(routes), self.rect)
        surface.set_clip(clip)

    def highlight(self, surface: pygame.Surface, target: Target, color: theme.Color) -> None:
        """A glow round a track, or a ring round a city and its tracks."""
        if isinstance(target, RouteTarget):
            self.draw_route_glow(surface, target.route, (20, 20, 24), max(3, px(Stroke.THICK)))
            self.draw_route_glow(surface, target.route, color, max(2, px(Stroke.THIN)))
        elif isinstance(target, CityTarget):
            city = target.city
            for rid, r in self.board.routes.items():
                if city in (r.a, r.b):
                    self.draw_route_glow(surface, rid, color, max(2, px(Stroke.THIN)))
            self.draw_city_ring(surface, city, (20, 20, 24), max(4, px(Board.RING_SHADOW)))
            self.draw_city_ring(surface, city, color, max(2, px(Stroke.MEDIUM)))

    def _highlight_express(self, surface: pygame.Surface) -> None:
        """After the game: the European Express path(s), in gold."""
        table = self.table
        assert table is not None
        longest = table.view.get("longest") or []
        if not table.europe or not longest:
            return
        best = max(item["length"] for item in longest)
        for item in longest:
            if best and item["length"] == best:
                for rid in item["routes"]:
                    self.draw_route_glow(surface, rid, EXPRESS, max(2, px(Stroke.THIN)))

    def _highlight_ticket(self, surface: pygame.Surface, ticket: str) -> None:
        table = self.table
        assert table is not None
        t = self.board.tickets[ticket]
        path = next((p for tid, _done, p in table.tickets if tid == ticket), [])
        progress = table.progress.get(ticket)
        if not path and progress is not None:  # open: its cheapest way, the claimed legs green
            path = [r for r in progress.routes if r in progress.owned]
            for rid in progress.routes:
                if rid not in progress.owned:
                    self.draw_route_glow(surface, rid, (20, 20, 24), max(3, px(Stroke.THICK)))
                    self.draw_route_glow(surface, rid, theme.ACCENT, max(2, px(Stroke.THIN)))
        for rid in path:
            self.draw_route_glow(surface, rid, theme.GOOD, max(2, px(Stroke.MEDIUM)))
        if not path and (progress is None or progress.cut_off):
            self.draw_link(surface, t.a, t.b, (30, 30, 36), max(3, px(Stroke.THICK)))
            self.draw_link(surface, t.a, t.b, theme.ACCENT, max(2, px(Stroke.THIN)))
        for city in (t.a, t.b):
            self.draw_city_ring(surface, city, (20, 20, 24), max(4, px(Space.S)))
            self.draw_city_ring(surface, city, theme.ACCENT, max(3, px(Stroke.THICK)))

    # ------------------------------------------------------------------ hit tests
    def city_at(self, pos: tuple[int, int], labels: bool = True) -> str | None:
        """The city whose dot (or, with ``labels``, whose name) is under ``pos``."""
        if not self.rect.collidepoint(pos):
            return None
        m = self.to_map(pos)
        reach = self.geo.city_r * 1.35
        best, best_d = None, reach
        for cid, c in self.board.cities.items():
            d = math.dist(m, (c.x, c.y))
            if d <= best_d:
                best, best_d = cid, d
        if best is None and labels:
            for cid, rect in self.label_rects.items():
                if rect.collidepoint(pos):
                    return cid
        return best

    def route_at(self, pos: tuple[int, int]) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        m = self.to_map(pos)
        # Generous (at least 9 screen pixels, so a click just off a curve still counts); the
        # nearest track wins, so side-by-side doubles stay apart.
        reach = max(self.geo.half_w * 1.15, Board.TRACK_REACH / self.scale)
        best, best_d = None, reach
        for rid, cars in self.geo.cars.items():
            for (cx, cy), (dx, dy), hl in cars:
                a = (cx - dx * hl, cy - dy * hl)
                b = (cx + dx * hl, cy + dy * hl)
                d = _seg_dist(m, a, b)
                if d < best_d:
                    best, best_d = rid, d
        return best

    # ------------------------------------------------------------------ layers
    def _load_base(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The board picture scaled to ``size`` (None: no picture, parchment instead)."""
        path = background_path(self.board)
        if path is None:
            return None
        try:
            image = pygame.image.load(str(path)).convert()
        except pygame.error:
            return None
        if image.get_size() != size:
            image = pygame.transform.smoothscale(image, size)
        return image

    def _picture_size(self) -> tuple[int, int]:
        k = self.resolution
        return (math.ceil(self.board.width * k), math.ceil(self.board.height * k))

    def symbol_px(self) -> int:
        """A colour's symbol on an empty track in colour-blind mode, in screen pixels at
        zoom 1: SYMBOL_SHARE of the car's height (its width across the track), and never
        below MIN_SYMBOL_PX so it reads at 1280×800 (it then overhangs a narrow car a little,
        rimmed so it reads over the map)."""
        return colorblind.symbol_size(2 * self.geo.half_w * self.fit_scale)

    def badge_px(self) -> float:
        """A seat's badge on a claimed car (colour-blind mode), in screen pixels at zoom 1."""
        body = 2 * (self.geo.half_w * 1.05 + 0.8) * self.fit_scale
        return max(float(colorblind.MIN_SYMBOL_PX), Board.BADGE_SHARE * body)

    def _static_key(self) -> object:
        return (
            self.board.path,
            self.resolution,
            self.colorblind,
            self.symbol_px() if self.colorblind else 0,
            tuple(sorted(self.label_boxes.items())),
            tuple(sorted(self.label_sizes.items())),
            round(self.fit_scale, 6),
        )

    def static_picture(self) -> pygame.Surface:
        """The map, the city names and the empty tracks at ``resolution`` (board units ×
        resolution): painted again only for a new window size or colour-blind mode."""
        return self._static.get(
            self._static_key(), self._picture_size(), self._paint_static, alpha=False
        )

    def _paint_static(self, surface: pygame.Surface) -> None:
        k = self.resolution
        base = self._load_base(surface.get_size())
        if base is not None:
            surface.blit(base, (0, 0))
        else:
            surface.fill(PARCHMENT)
        # Names lie UNDER the cars (placed where they cross the fewest): they never hide one.
        ratio = k / self.fit_scale  # picture pixels per screen pixel at zoom 1
        for cid, (x, y, w, h) in self.label_boxes.items():
            size = max(1, round(self.label_sizes[cid] * ratio))
            center = (round((x + w / 2) * k), round((y + h / 2) * k))
            self.draw_label(surface, self.board.cities[cid].name, fonts.font("bold", size), center)
        self._paint_tracks(surface, k)

    def _paint_tracks(self, surface: pygame.Surface, k: float) -> None:
        """Every track's car spaces and their shadows, ``k`` pixels per board unit."""
        board = self.board
        geo = self.geo

        def at(points: Quad, dx: float = 0.0, dy: float = 0.0) -> Quad:
            return [((x + dx) * k, (y + dy) * k) for x, y in points]

        shadow = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for rid in board.routes:
            for car in geo.cars[rid]:
                pygame.draw.polygon(shadow, (40, 30, 20, 70), at(geo.quad(car, grow=1.5), 2.5, 3))
        surface.blit(shadow, (0, 0))
        line = max(1, round(2 * k))
        symbol = self.symbol_px() * k / self.fit_scale
        for r in board.routes.values():
            if self.colorblind:
                # The colour-blind palette in full (its colours are kept apart for every kind
                # of colour vision only at full strength) and the colour's own large symbol.
                fill = colorblind.card_color(r.color)
            else:
                # Empty spaces clearly paler than the placed pieces, which stand out in full
                # colour (player and route colours overlap, as on the printed board). Black is
                # washed less, so it never reads as a gray route.
                wash = 0.25 if r.color == "black" else 0.5
                fill = theme.mix(art.rgb(r.color), (255, 255, 255), wash)
            ink = art.ink_on(fill)
            edge = (34, 30, 28)
            for index, car in enumerate(geo.cars[r.id]):
                quad = at(geo.quad(car))
                pygame.draw.polygon(surface, fill, quad)
                if r.tunnel:
                    pygame.draw.polygon(surface, theme.mix(fill, (255, 255, 255), 0.25), quad, line)
                    _dashed_outline(
                        surface, at(geo.quad(car, grow=2.0)), edge, round(3 * k), 4.5 * k
                    )
                else:
                    pygame.draw.polygon(surface, edge, quad, line)
                center = (car[0][0] * k, car[0][1] * k)
                if index in r.locomotive_spaces:
                    pygame.draw.circle(
                        surface,
                        (250, 248, 240),
                        (round(center[0]), round(center[1])),
                        round(geo.half_w * 0.85 * k),
                    )
                    art.symbol(surface, "wheel", center, geo.half_w * 0.62 * k, (40, 40, 48))
                elif self.colorblind:
                    colorblind.draw_card_symbol(surface, r.color, center, round(symbol))
                else:
                    art.symbol(
                        surface,
                        art.SYMBOLS.get(r.color, "none"),
                        center,
                        geo.half_w * 0.42 * k,
                        ink,
                    )

    def cars_mask(self) -> pygame.mask.Mask:
        """Every car space of the board, in board-rectangle pixels at zoom 1."""
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        for cars in self.geo.cars.values():
            for car in cars:
                quad = [self._fit_point(p) for p in self.geo.quad(car)]
                pygame.draw.polygon(
                    layer, (255, 255, 255, 255), [(x - ox, y - oy) for x, y in quad]
                )
        return pygame.mask.from_surface(layer)

    def _place_labels(self) -> None:
        """Put each city's name where it covers the fewest car spaces (the cars are drawn over
        the names, so a name crossing a track loses letters rather than the track its cars):
        below, above, beside or diagonally off its dot, a little farther out if that helps,
        a size smaller when no place is free; never over another name or city if avoidable.
        Placed at zoom 1 and kept in board units (a zoom only spreads them apart)."""
        self.label_boxes.clear()
        self.label_sizes.clear()
        cars = self.cars_mask()
        taken = pygame.mask.Mask(self.rect.size)
        for rect in self.keep_out:
            local = rect.move(-self.rect.x, -self.rect.y)
            taken.draw(pygame.mask.Mask(rect.size, fill=True), local.topleft)
        dots = pygame.mask.Mask(self.rect.size)
        ox, oy = self.rect.topleft
        r = max(4, round(self.geo.city_r * self.fit_scale))
        fit_cities = {cid: self._fit_point((c.x, c.y)) for cid, c in self.board.cities.items()}
        for x, y in fit_cities.values():
            dot = pygame.mask.Mask((2 * r + 3, 2 * r + 3), fill=True)
            dots.draw(dot, (x - ox - r - 1, y - oy - r - 1))
        base = self.label_font().get_height()
        sizes = [self.label_font_size()]
        sizes += [size for size in (sizes[0] - 1, sizes[0] - 2) if size >= Board.LABEL_MIN]
        k = self.fit_scale
        for cid, c in self.board.cities.items():
            x, y = fit_cities[cid]
            best: tuple[float, pygame.Rect, int] | None = None
            for shrink, size in enumerate(sizes):
                w, h = label_size(c.name, fonts.font("bold", size))
                for rect, dislike in _label_spots(x, y, r, w, h, base):
                    local = rect.move(-ox, -oy)
                    plate = pygame.mask.Mask(rect.size, fill=True)
                    cost = (dislike + Board.LABEL_SHRINK * shrink) * w * h
                    cost += cars.overlap_area(plate, local.topleft)
                    cost += 4 * taken.overlap_area(plate, local.topleft)
                    cost += 3 * dots.overlap_area(plate, local.topleft)
                    if not self.rect.contains(rect):
                        cost += 10 * w * h
                    if best is None or cost < best[0]:
                        best = (cost, rect, size)
                if best is not None and best[0] < Board.LABEL_CORNER * w * h:
                    break  # a free place at this size, or nearly: no need to shrink
            assert best is not None
            _cost, rect, size = best
            taken.draw(pygame.mask.Mask(rect.size, fill=True), rect.move(-ox, -oy).topleft)
            self.label_boxes[cid] = (
                (rect.x - self.rect.centerx) / k + self.board.width / 2,
                (rect.y - self.rect.centery) / k + self.board.height / 2,
                rect.width / k,
                rect.height / k,
            )
            self.label_sizes[cid] = size
        self._screen_key = None

    def label_font_size(self) -> int:
        return max(9, round(px(Board.LABEL_FONT) * (1.15 if len(self.board.cities) < 30 else 1.0)))

    def label_font(self, city: str | None = None) -> pygame.font.Font:
        """The names' type at zoom 1 (``city``'s own size, once placed)."""
        size = self.label_sizes.get(city, 0) if city is not None else 0
        return fonts.font("bold", size or self.label_font_size())

    def draw_label(
        self, surface: pygame.Surface, text: str, f: pygame.font.Font, center: tuple[int, int]
    ) -> None:
        """A city's name on a parchment plate, centred on ``center``."""
        size = label_size(text, f)
        plate = self._labels.get(size, lambda: _label_plate(size))
        rect = plate.get_rect(center=center)
        surface.blit(plate, rect)
        pad_x, pad_y = LABEL_PAD
        theme.write(surface, text, f, LABEL_INK, (rect.x + pad_x, rect.y + pad_y))

    def composite(
        self,
        routes: Mapping[str, int],
        stations: Mapping[str, int],
        closed: Iterable[str],
        seat_colors: Sequence[theme.Color],
    ) -> pygame.Surface:
        """The whole board with claims, closed tracks, cities, names and stations, at
        ``resolution`` pixels per board unit (repainted when a claim or station changes)."""
        closed = tuple(sorted(closed))
        key = (
            self._static_key(),
            tuple(sorted(routes.items())),
            tuple(sorted(stations.items())),
            closed,
            tuple(seat_colors),
        )
        self._composite_key = key

        def paint(surface: pygame.Surface) -> None:
            self._paint_composite(surface, routes, stations, closed, seat_colors)

        return self._composite.get(key, self._picture_size(), paint, alpha=False)

    def _paint_composite(
        self,
        surface: pygame.Surface,
        routes: Mapping[str, int],
        stations: Mapping[str, int],
        closed: tuple[str, ...],
        seat_colors: Sequence[theme.Color],
    ) -> None:
        k = self.resolution
        surface.blit(self.static_picture(), (0, 0))
        for rid in closed:
            for car in self.geo.cars[rid]:
                local = [(x * k, y * k) for x, y in self.geo.quad(car)]
                pygame.draw.polygon(surface, (120, 116, 110), local)
                pygame.draw.aalines(surface, (60, 56, 52), True, local)
                pygame.draw.line(surface, (70, 66, 60), local[0], local[2], max(1, round(k)))
                pygame.draw.line(surface, (70, 66, 60), local[1], local[3], max(1, round(k)))
        for rid, seat in sorted(routes.items()):
            self._draw_trains(surface, self.geo.cars[rid], seat, seat_colors[seat], k, (0, 0))
        r = max(4, round(self.geo.city_r * k))
        for c in self.board.cities.values():
            lx, ly = round(c.x * k), round(c.y * k)
            pygame.draw.circle(surface, (60, 44, 30), (lx, ly + max(1, round(k))), r + 1)
            pygame.draw.circle(surface, (252, 246, 232), (lx, ly), r)
            pygame.draw.circle(surface, (150, 60, 50), (lx, ly), max(2, r // 2))
        for cid, seat in stations.items():
            c = self.board.cities[cid]
            self.draw_station(surface, (round(c.x * k), round(c.y * k)), seat_colors[seat], seat, r)

    def _draw_trains(
        self,
        surface: pygame.Surface,
        cars: Sequence[tuple[Point, Point, float]],
        seat: int,
        color: theme.Color,
        s: float,
        origin: tuple[float, float],
    ) -> None:
        """The owner's trains on car spaces, board point p drawn at p × ``s`` + ``origin``
        (anti-aliased edges)."""
        geo = self.geo
        edge = theme.mix(color, (0, 0, 0), 0.6)
        roof = theme.mix(color, (255, 255, 255), 0.38)
        x0, y0 = origin
        # A placed piece seen from above: a body a little larger than the space, a lighter
        # roof along it and the seat's marker (so colour is never the only cue).
        body_w = geo.half_w * 1.05 + 0.8
        roof_grow = -0.45 * body_w
        roof_widen = 0.95 * body_w / geo.half_w
        if not cars:
            return
        bodies = [
            [(x * s + x0, y * s + y0) for x, y in geo.quad(car, grow=0.8, widen=1.05)]
            for car in cars
        ]
        xs = [p[0] for q in bodies for p in q]
        ys = [p[1] for q in bodies for p in q]
        box = pygame.Rect(
            int(min(xs)) - 2,
            int(min(ys)) - 2,
            int(max(xs) - min(xs)) + 8,
            int(max(ys) - min(ys)) + 8,
        )
        box = box.clip(surface.get_clip())
        if box.width <= 0 or box.height <= 0:
            return
        shadow = pygame.Surface(box.size, pygame.SRCALPHA)
        drop = max(1.0, 2.2 * s)
        for quad in bodies:
            pygame.draw.polygon(
                shadow, (0, 0, 0, 110), [(x - box.x + drop, y - box.y + drop) for x, y in quad]
            )
        surface.blit(shadow, box)
        mark = max(1.5, body_w * s * 0.42)
        # Colour-blind mode: the seat's badge (a light disc with its shape), never mistaken
        # for an empty track's symbol; a third wider than the body (at 1280×800 a car is
        # about 10 pixels wide: a badge that size is all shape and no disc).
        badge = self.badge_px() * s / self.fit_scale
        for car, quad in zip(cars, bodies, strict=True):
            (cx, cy), _d, _hl = car
            pygame.draw.polygon(surface, color, quad)
            pygame.draw.polygon(surface, edge, quad, max(1, round(1.8 * s)))
            pygame.draw.aalines(surface, edge, True, quad)
            top = [
                (x * s + x0, y * s + y0) for x, y in geo.quad(car, grow=roof_grow, widen=roof_widen)
            ]
            center = (cx * s + x0, cy * s + y0)
            if self.colorblind:  # no lighter roof: the body is the palette's colour itself
                colorblind.draw_player_mark(
                    surface, self._seat_hue(seat, color), center, round(badge)
                )
            else:
                pygame.draw.polygon(surface, roof, top)
                art.symbol(surface, art.seat_marker(seat), center, mark, edge)

    def _seat_hue(self, seat: int, color: theme.Color) -> str | theme.Color:
        """The seat's stored colour (its badge's shape is the seat colour's), else ``color``."""
        if self.table is not None and seat < len(self.table.match.seats):
            return self.table.match.seats[seat].color
        return color

    def draw_trains_at(
        self, surface: pygame.Surface, route: str, seat: int, color: theme.Color, upto: int
    ) -> None:
        """The first ``upto`` trains of a track on ``surface`` (window coordinates, through
        the viewport)."""
        origin = self.to_screen((0.0, 0.0))
        self._draw_trains(surface, self.geo.cars[route][:upto], seat, color, self.scale, origin)

    def draw_station(
        self,
        surface: pygame.Surface,
        pos: tuple[int, int],
        color: theme.Color,
        seat: int,
        radius: int | None = None,
    ) -> None:
        """A station at ``pos`` beside a city dot of ``radius`` (default: on screen now)."""
        city_r = self.city_radius if radius is None else radius
        size = max(10, round(city_r * 2.6))
        x, y = pos
        cx, cy = x, y - round(city_r * 0.4)
        half = size // 2
        roof = [(cx - half, cy), (cx, cy - half), (cx + half, cy)]
        body = pygame.Rect(cx - half + size // 6, cy, size - size // 3, round(half * 0.9))
        edge = theme.mix(color, (0, 0, 0), 0.6)
        pygame.draw.polygon(surface, color, roof)
        pygame.draw.rect(surface, color, body)
        pygame.draw.aalines(surface, edge, True, roof)
        pygame.draw.rect(surface, edge, body, 1)
        if self.colorblind:
            mark = max(colorblind.MIN_SYMBOL_PX, round(half * 1.1))
            colorblind.draw_player_mark(surface, self._seat_hue(seat, color), (cx, cy), mark)
        else:
            ink = art.ink_on(color)
            art.symbol(surface, art.seat_marker(seat), body.center, max(2, body.height * 0.28), ink)

    # ------------------------------------------------------------------ highlights
    def draw_route_glow(
        self, surface: pygame.Surface, route: str, color: theme.Color, width: int = 2
    ) -> None:
        """An outline around every car of ``route`` (hover, selection)."""
        s = self.scale
        for car in self.geo.cars[route]:
            quad = [self.to_screen(p) for p in self.geo.quad(car, grow=2.5 / s + 1.0)]
            pygame.draw.polygon(surface, color, quad, width)

    def claimable_overlay(self, routes: Sequence[str]) -> pygame.Surface:
        """A cached glow layer marking ``routes`` (the claimable toggle), for this zoom."""
        view = self.viewport

        def paint(layer: pygame.Surface) -> None:
            ox, oy = self.rect.topleft
            s = self.scale
            for rid in routes:
                for car in self.geo.cars[rid]:
                    quad = [
                        (x - ox, y - oy)
                        for x, y in map(self.to_screen, self.geo.quad(car, grow=3.0 / s + 1.5))
                    ]
                    pygame.draw.polygon(layer, (255, 236, 150, 120), quad)
                    pygame.draw.polygon(layer, (255, 200, 60, 255), quad, max(2, px(Stroke.THIN)))

        key = (tuple(routes), view.zoom, view.center)
        return self._overlay.get(key, self.rect.size, paint)

    def draw_city_ring(
        self, surface: pygame.Surface, city: str, color: theme.Color, width: int = 3
    ) -> None:
        x, y = self.screen_cities[city]
        pygame.draw.circle(surface, color, (x, y), self.city_radius + px(Board.RING_GAP), width)

    def draw_link(
        self,
        surface: pygame.Surface,
        a: str,
        b: str,
        color: theme.Color,
        width: int = 3,
        dash: int = 10,
    ) -> None:
        """A dashed straight line between two cities (a ticket not yet joined)."""
        p = self.screen_cities[a]
        q = self.screen_cities[b]
        length = math.dist(p, q)
        if length < 1:
            return
        steps = int(length // (2 * dash)) + 1
        for k in range(steps):
            t0 = k * 2 * dash / length
            t1 = min(1.0, t0 + dash / length)
            if t0 >= 1:
                break
            pygame.draw.line(
                surface,
                color,
                (p[0] + (q[0] - p[0]) * t0, p[1] + (q[1] - p[1]) * t0),
                (p[0] + (q[0] - p[0]) * t1, p[1] + (q[1] - p[1]) * t1),
                width,
            )


def _label_spots(
    x: int, y: int, r: int, w: int, h: int, step: int
) -> list[tuple[pygame.Rect, float]]:
    """Places for a ``w`` × ``h`` name of the city at (x, y) with a dot of radius ``r``, each
    with how much it is disliked (a share of the name's area, weighed against the car pixels
    it would cover): below, above, right, left; the four diagonals; then the same a line
    (``step``) farther out, where the name reads less clearly as the city's."""
    spots = []
    for far, dislike in ((0, 0.0), (step, Board.LABEL_FAR)):
        d = r + 1 + far
        near = [
            pygame.Rect(x - w // 2, y + d, w, h),
            pygame.Rect(x - w // 2, y - d - h, w, h),
            pygame.Rect(x + d + 1, y - h // 2, w, h),
            pygame.Rect(x - d - 1 - w, y - h // 2, w, h),
        ]
        corners = [
            pygame.Rect(x + r // 2 + far, y + r // 2 + far, w, h),
            pygame.Rect(x - r // 2 - far - w, y + r // 2 + far, w, h),
            pygame.Rect(x + r // 2 + far, y - r // 2 - far - h, w, h),
            pygame.Rect(x - r // 2 - far - w, y - r // 2 - far - h, w, h),
        ]
        spots += [(rect, dislike + 0.001 * k) for k, rect in enumerate(near)]
        spots += [(rect, dislike + Board.LABEL_CORNER) for rect in corners]
        # Slid along their side: a name above or below a third off centre, beside half a line.
        slid = [near[0].move(dx, 0) for dx in (-w // 3, w // 3)]
        slid += [near[1].move(dx, 0) for dx in (-w // 3, w // 3)]
        slid += [near[k].move(0, dy) for k in (2, 3) for dy in (-h // 2, h // 2)]
        spots += [(rect, dislike + Board.LABEL_SLID) for rect in slid]
    return spots


def label_size(text: str, f: pygame.font.Font) -> tuple[int, int]:
    """The parchment plate of a city's name: the name with room round it."""
    w, h = f.size(text)
    return w + 2 * LABEL_PAD[0], h + 2 * LABEL_PAD[1]


def _label_plate(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (250, 244, 228, 215), plate.get_rect(), border_radius=h // 2)
    pygame.draw.rect(plate, (120, 100, 70, 150), plate.get_rect(), 1, border_radius=h // 2)
    return plate
