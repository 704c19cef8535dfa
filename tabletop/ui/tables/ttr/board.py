"""The TTR board on screen (``BoardPanel``): art, tracks, cities, placed trains, stations,
highlights and hit-testing, all from the map (``TtrBoard``) and the view, in board coordinates
shown through a ``BoardViewport`` (wheel zoom around the pointer up to ``Board.MAX_ZOOM``, drag
to pan, Home/0 or the button for the whole board). Where the car spaces lie is
``geometry.CarGeometry``; the pieces are drawn by ``pieces``; the city names are placed and
drawn by ``city_labels.CityLabels``.

Layers (``CachedLayer``), so a frame costs little:
- ``static`` (at ``resolution`` pixels per board unit — sharp at the largest zoom — once per
  window size and colour mode): the map picture, the city names, then every track as its row
  of car spaces (colour, symbol, tunnel dashes, ferry locomotives) and their shadows. Names lie
  UNDER the cars (placed at zoom 1 where they cross the fewest), so a route's cars are never
  hidden by a name;
- ``composite`` (again when claims or stations change): ``static``, placed trains, closed
  double tracks, cities and stations;
- the viewport crops and scales the composite once per zoom (a still board costs one blit);
- per frame, through ``to_screen``: hover and claimable highlights on top (the claimable
  overlay is cached per zoom), and the animations.

Colour-blind mode (``colorblind``): empty tracks in ``ui/colorblind.py``'s palette at full
strength with their colour's symbol (``symbol_px``: at least 0.6 of a car's height and 9 px),
claimed cars in the seat's colour-blind colour with the seat's badge a third wider than the
car (``seat_mark``), stations with the badge.
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
from tabletop.ui import colorblind, strokes, theme
from tabletop.ui.cache import CachedLayer, SurfaceCache
from tabletop.ui.pictures import load_picture
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.viewport import BoardViewport
from tabletop.ui.widgets import Panel

from . import pieces
from .city_labels import CityLabels, Placement
from .geometry import Point, Quad, car_geometry, segment_distance
from .layout import Board
from .pieces import SeatMark

#: The claimable routes' outline: a pale gold, light enough to read on the map and unlike any
#: card colour.
CLAIMABLE: theme.Color = (255, 226, 120)

if TYPE_CHECKING:
    from .table import TtrTable

PARCHMENT = (236, 228, 206)
#: The European Express path after the game.
EXPRESS = (240, 190, 40)


def background_path(board: TtrBoard) -> Path | None:
    """The board picture: the map's image layer, else ``<map>.png`` beside the map."""
    if board.background is not None:
        return board.background
    guess = board.path.with_suffix(".png")
    return guess if guess.is_file() else None


#: The static pictures (map, names, empty tracks) of the boards last shown, shared by every
#: TTR table of the process: a new game or a rematch on the same board at the same window size
#: shows the picture already painted instead of painting it again (about 100 ms of CPU for
#: Europe: the map scaled, the names, every track). Only ever blitted from, never drawn into.
#: Two pictures (Europe's is about 30 MB at 1280×800, two boards' worth under the byte cap).
_static_pictures = SurfaceCache(2, 64 * 1024 * 1024)
#: Where the city names went on the boards last laid out (about 22 ms of CPU for Europe: every
#: car space drawn into a mask, then each name's places tried against it), for the next table
#: of the same board in the same place (a new game, a rematch). The last few layouts only.
PLACED_NAMES = 8
_placed_names: dict[object, Placement] = {}


class BoardPanel(Panel):
    """The board: it draws the view's claims and stations on the map, lights what the pointer
    and the dialogs point at, and hit-tests tracks and cities — all in board coordinates
    through the table's ``BoardViewport`` (zoom and pan)."""

    def __init__(self, board: TtrBoard, table: TtrTable | None = None) -> None:
        super().__init__()
        self.board = board
        self.table = table
        self.geo = car_geometry(board)
        #: Zoom and pan, kept for the whole game (the table's ``viewport``).
        self.viewport = BoardViewport((board.width, board.height), max_zoom=Board.MAX_ZOOM)
        #: Colour-blind mode: its palette, a large symbol per route colour, seat badges.
        self.colorblind = False
        self._composite = CachedLayer()
        self._composite_key: object = None
        self._overlay = CachedLayer()
        #: The cities' names: their places (in board units) and type sizes, their plates.
        self.labels = CityLabels(board)
        #: Where no name goes if it can go elsewhere (the buttons on the board).
        self.keep_out: list[pygame.Rect] = []
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
        if rect == self.rect and self.labels.boxes and keep == self.keep_out:
            return
        self.keep_out = keep
        self.rect = pygame.Rect(rect)
        self.viewport.set_rect(self.rect)
        # Everything the places depend on: the board, where it is and what it keeps clear,
        # and the type's size (the window's scale).
        key = (self.board, tuple(self.rect), tuple(tuple(r) for r in keep), theme.scale())
        placed = _placed_names.get(key)
        if placed is None:
            self.labels.place(
                self.rect, self.fit_scale, self._fit_point, self.cars_mask(), self.geo.city_r, keep
            )
            _placed_names[key] = self.labels.placement()
            while len(_placed_names) > PLACED_NAMES:
                del _placed_names[next(iter(_placed_names))]
        else:
            self.labels.take(placed)
        self._screen_key = None

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
        self._label_rects = {
            cid: view.to_screen_rect(box) for cid, box in self.labels.boxes.items()
        }

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

    def suggest_highlight(self, surface: pygame.Surface, target: Target, pulse: float) -> None:
        """Suggest's mark on a track or a city: wider than any other glow, in Suggest's own
        colour, breathing with ``pulse`` (0–1)."""
        dark = px(Stroke.THICK) * 2 + round(pulse * px(Space.S))
        bright = px(Stroke.THICK) + round(pulse * px(Space.XS))
        if isinstance(target, RouteTarget):
            self.draw_route_glow(surface, target.route, (12, 14, 20), dark)
            self.draw_route_glow(surface, target.route, theme.SUGGEST, bright)
        elif isinstance(target, CityTarget):
            for rid, r in self.board.routes.items():
                if target.city in (r.a, r.b):
                    self.draw_route_glow(surface, rid, theme.SUGGEST, max(2, px(Stroke.THIN)))
            self.draw_city_ring(surface, target.city, (12, 14, 20), dark)
            self.draw_city_ring(surface, target.city, theme.SUGGEST, bright)

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
                    # A rival's route a station would borrow is marked as a warning.
                    glow = theme.WARN if rid in progress.borrowed else theme.ACCENT
                    self.draw_route_glow(surface, rid, (20, 20, 24), max(3, px(Stroke.THICK)))
                    self.draw_route_glow(surface, rid, glow, max(2, px(Stroke.THIN)))
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
                d = segment_distance(m, a, b)
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
            image = load_picture(path).convert()
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
            tuple(sorted(self.labels.boxes.items())),
            tuple(sorted(self.labels.sizes.items())),
            round(self.fit_scale, 6),
        )

    def static_picture(self) -> pygame.Surface:
        """The map, the city names and the empty tracks at ``resolution`` (board units ×
        resolution): painted again only for a new window size or colour-blind mode, and
        shared with the process's other tables of the same board (``_static_pictures``;
        asked for only when the composite is painted again)."""
        # The board itself in the key: an edited map is another board, never its old picture.
        return _static_pictures.get((self.board, self._static_key()), self._new_static)

    def _new_static(self) -> pygame.Surface:
        size = self._picture_size()
        surface = pygame.Surface((max(1, size[0]), max(1, size[1])))
        self._paint_static(surface)
        return surface

    def _paint_static(self, surface: pygame.Surface) -> None:
        k = self.resolution
        base = self._load_base(surface.get_size())
        if base is not None:
            surface.blit(base, (0, 0))
        else:
            surface.fill(PARCHMENT)
        # Names lie UNDER the cars (placed where they cross the fewest): they never hide one.
        self.labels.paint(surface, k, self.fit_scale)
        symbol = self.symbol_px() * k / self.fit_scale if self.colorblind else None
        pieces.paint_tracks(surface, self.board, self.geo, k, symbol)

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
            color = seat_colors[seat]
            pieces.draw_trains(
                surface, self.geo, self.geo.cars[rid], color, self.seat_mark(seat, color), k, (0, 0)
            )
        r = max(4, round(self.geo.city_r * k))
        for c in self.board.cities.values():
            lx, ly = round(c.x * k), round(c.y * k)
            pygame.draw.circle(surface, (60, 44, 30), (lx, ly + max(1, round(k))), r + 1)
            pygame.draw.circle(surface, (252, 246, 232), (lx, ly), r)
            pygame.draw.circle(surface, (150, 60, 50), (lx, ly), max(2, r // 2))
        for cid, seat in stations.items():
            c = self.board.cities[cid]
            self.draw_station(surface, (round(c.x * k), round(c.y * k)), seat_colors[seat], seat, r)

    def seat_mark(self, seat: int, color: theme.Color) -> SeatMark:
        """How ``seat``'s pieces are marked now: its marker, or in colour-blind mode its badge
        in the seat's stored colour (else ``color``)."""
        if not self.colorblind:
            return SeatMark(seat, color)
        hue: str | theme.Color = color
        if self.table is not None and seat < len(self.table.match.seats):
            hue = self.table.match.seats[seat].color
        return SeatMark(seat, hue, self.badge_px() / self.fit_scale)

    def draw_trains_at(
        self, surface: pygame.Surface, route: str, seat: int, color: theme.Color, upto: int
    ) -> None:
        """The first ``upto`` trains of a track on ``surface`` (window coordinates, through
        the viewport)."""
        origin = self.to_screen((0.0, 0.0))
        cars = self.geo.cars[route][:upto]
        mark = self.seat_mark(seat, color)
        pieces.draw_trains(surface, self.geo, cars, color, mark, self.scale, origin)

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
        pieces.draw_station(surface, pos, color, self.seat_mark(seat, color), city_r)

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
        """A cached layer marking ``routes`` (the claimable toggle), for this zoom: a light
        outline round each car, outside it, over a dark hairline — the car itself is left
        untouched, so its colour and symbol read even when nearly every route is lit."""
        view = self.viewport

        def paint(layer: pygame.Surface) -> None:
            ox, oy = self.rect.topleft
            s = self.scale
            width = max(2, px(Stroke.THIN))
            for rid in routes:
                for car in self.geo.cars[rid]:
                    # Grown past the car by the stroke, so the line runs round it, not on it.
                    quad = [
                        (x - ox, y - oy)
                        for x, y in map(self.to_screen, self.geo.quad(car, grow=(width + 2) / s))
                    ]
                    pygame.draw.polygon(layer, (20, 20, 24, 170), quad, width + 2)
                    pygame.draw.polygon(layer, (*CLAIMABLE, 255), quad, width)

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
        p, q = self.screen_cities[a], self.screen_cities[b]
        strokes.dashed(surface, color, (p, q), width, dash)
