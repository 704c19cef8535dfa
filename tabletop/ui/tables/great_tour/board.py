"""The board of The Great Tour on screen (``BoardPanel``): it hit-tests the pointer in board
coordinates (cities, waypoints, segments) and draws the board from the view. Where the board
lies — the map fitted into the panel, zoom and pan, and the one projection every drawing goes
through — is ``projection.ProjectedBoard``, which it extends; the static picture is painted by
``map_picture.paint_map``.

The static picture — the map background, the roads (red ones faded unless 5–6 players play),
the waypoints and the cities with their colour, symbol and name — is painted once per size and
zoom level into a bounded ``SurfaceCache`` and shown through ``viewport.draw_image``; the
coaches and the paths shown are a panel-sized ``CachedLayer``, repainted only when they or the
view change; the planned path's cost badges, the rings round the cities to click and the
captions are drawn on top every frame.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from tabletop.controller.great_tour import CityTarget, SegmentTarget, WaypointTarget
from tabletop.controller.reply import Target
from tabletop.core.i18n import _, language
from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.games.great_tour.view import PlayerView
from tabletop.ui import fonts, theme
from tabletop.ui.cache import CachedLayer, SurfaceCache
from tabletop.ui.pictures import load_picture
from tabletop.ui.theme import Space, Stroke

from . import art
from . import layout as L
from .context import TourTable
from .map_picture import paint_map
from .projection import Flat, Point, ProjectedBoard, Shifted

#: Board sizes in map pixels (they scale with the board; ``layout`` holds their minimums).
COST_BADGE_R = 17
COST_FONT = 22
COACH_LENGTH = 30
COACH_WIDTH = 17
BIG_COACH = 26
BIG_COACH_REACH = 24

#: Breaths per second of the rings round the cities to click, and the phase they rest at
#: (half breathed) once the table is idle.
RING_RATE = 0.8
RESTING_PHASE = 0.0

START_COLOR = (120, 200, 255)
DEST_COLOR = art.PATH
#: A planned path the hand cannot pay.
UNPAYABLE_PATH = (200, 200, 200)

#: The zoom levels the static picture is painted at (times the fit-to-panel scale): the
#: picture for a zoom is the smallest level at or above it, so it is never enlarged by more
#: than a quarter and stays sharp at every zoom.
STATIC_LEVELS = (1.0, 1.5, 2.25, 3.0)
#: Static pictures kept: the levels of one window size (a resize or another zoom paints new
#: ones; the least recently used go first) — at most 48 MB of pixels (3× at 1920×1080 is
#: about 3100×2400 px = 30 MB; the smaller levels then make room).
STATIC_LIMIT = len(STATIC_LEVELS)
STATIC_MAX_BYTES = 48 * 1024 * 1024

#: While the board can pan, the coaches-and-paths layer reaches this share of the panel
#: beyond each side (a drag moves it before it must be painted again).
OVERLAY_MARGIN = 0.3


class BoardPanel(ProjectedBoard):
    """The board: the map fitted into ``rect`` (keeping its proportions), and everything on it."""

    def __init__(self, table: TourTable, board: GreatTourBoard, red_in_play: bool) -> None:
        super().__init__(board, red_in_play)
        self.table = table
        self._background: pygame.Surface | None = None
        self._statics = SurfaceCache(limit=STATIC_LIMIT, max_bytes=STATIC_MAX_BYTES)
        #: The static picture on screen now: (its key, picture, board units per pixel).
        self._shown: tuple[object, pygame.Surface, float] | None = None
        #: The coaches and the paths shown, painted through the viewport; and where that layer
        #: lies: (what is on it and the scale, its top-left board point, its pixel size).
        self._overlay = CachedLayer()
        self._overlay_at: tuple[object, Point, tuple[int, int]] | None = None
        #: Cost badges: one per cost (1 to 6) and size; a few window sizes and zooms.
        self._badges = SurfaceCache(limit=64)

    @property
    def palette(self) -> art.Palette:
        return self.table.palette

    # ------------------------------------------------------------------ the Panel protocol
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The city or waypoint under ``pos`` (the nearest within reach), else the segment;
        looked up in board coordinates (``viewport.to_board``), so it is exact at any zoom."""
        if not self.viewport.contains(pos):
            return None
        point = self.to_map(pos)
        k = self.unit  # the reaches are window pixels: as easy to hit at every zoom
        best: tuple[float, Target] | None = None
        reach_city = (self.city_radius + theme.px(L.CITY_REACH)) / k
        reach_wp = (
            max(self.waypoint_radius + theme.px(L.WAYPOINT_REACH), theme.px(L.WAYPOINT_REACH_MIN))
            / k
        )
        for city in self.board.cities:
            d = math.dist(point, self.board.node_position(city.id))
            if d <= reach_city and (best is None or d < best[0]):
                best = (d, CityTarget(city.id))
        for wp in self.board.waypoints:
            if wp.red_only and not self.red_in_play:
                continue
            d = math.dist(point, self.board.node_position(wp.id))
            if d <= reach_wp and (best is None or d < best[0]):
                best = (d, WaypointTarget(wp.id))
        if best is not None:
            return best[1]
        segment = self.segment_at(pos)
        return None if segment is None else SegmentTarget(segment)

    def rect_of(self, target: Target) -> pygame.Rect | None:
        """Where ``target`` is drawn on screen now (None: not on the board, or zoomed out of
        the panel)."""
        match target:
            case CityTarget(city):
                r = round(self.city_radius)
            case WaypointTarget(city):
                r = round(self.waypoint_radius)
            case SegmentTarget(segment):
                (x, y), _angle, _length = self.segment_frame(segment)
                if not self.shows((x, y)):
                    return None
                w = self.road_width
                return pygame.Rect(round(x) - w, round(y) - w, 2 * w, 2 * w)
            case _:
                return None
        if city not in self._cities and city not in self._waypoints:
            return None
        x, y = self.node_at(city)
        if not self.shows((x, y)):
            return None
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

    def segment_at(self, pos: tuple[int, int]) -> str | None:
        """The segment under ``pos`` (for hover information), found in board coordinates."""
        if not self.viewport.contains(pos):
            return None
        seg = self.board.segment_at(*self.to_map(pos), tolerance=max(8.0, 10 / self.unit))
        if seg is not None and self._segments[seg].red and not self.red_in_play:
            return None
        return seg

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        view = table.tour_view
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        self._draw_static_picture(surface)
        plan = table.controller.plan
        players = view["players"]
        colors = tuple(table.seat_color(i) for i in range(len(players)))
        # A journey another player is paying for: their path, in their colour.
        journey = view["journey"]
        to_act = view["to_act"]
        paths: list[tuple[tuple[str, ...], theme.Color]] = []
        if journey and (plan is None or not plan.pending) and to_act is not None:
            paths.append((tuple(journey["path"]), colors[to_act]))
        if plan is not None and plan.path is not None:
            paths.append((plan.path, art.PATH if plan.affordable else UNPAYABLE_PATH))
        hidden = table.moving_seats()
        shown = [p if i not in hidden else {**p, "city": None} for i, p in enumerate(players)]
        marks = tuple(table.seat_mark(i) for i in range(len(players)))
        key = (
            tuple(paths),
            tuple(tuple(p["coaches"]) for p in players),
            tuple(p["city"] for p in shown),
            colors,
            marks,
            theme.scale(),
        )
        place = self._overlay_place(key)
        board_origin, size = place[1], place[2]

        def paint(layer: pygame.Surface) -> None:
            x, y = self.viewport.to_screen(board_origin)
            with self.painting(Shifted(self.viewport, (-round(x), -round(y)))):
                for path, color in paths:
                    self.draw_path(layer, path, color)
                self.draw_coaches(layer, players, colors, marks)
                self.draw_big_coaches(layer, shown, colors, marks)

        layer = self._overlay.get(place, size, paint)
        surface.blit(layer, self.viewport.screen_point(board_origin))
        if plan is not None and plan.path is not None:
            self.draw_costs(surface, plan.path, plan.costs)
        elif journey and to_act is not None:
            self.draw_costs(surface, journey["path"], journey["cost"])
        if table.can_act and plan is not None:
            self._draw_plan(surface)
        hover = table.hover
        if isinstance(hover, CityTarget | WaypointTarget):
            node = hover.city if isinstance(hover, CityTarget) else hover.waypoint
            self.draw_ring(surface, node, theme.TEXT, 0.25)
        surface.set_clip(clip)
        self.viewport.draw_controls(surface)

    def _overlay_place(self, content: object) -> tuple[object, Point, tuple[int, int]]:
        """Where the coaches-and-paths layer lies: the last place while its content and the
        scale stay and it still covers the panel (a pan only moves it), else a new place round
        the panel — with ``OVERLAY_MARGIN`` beyond each side when the board can pan and the
        zoom is still, so a drag repaints it only when it runs past the margin."""
        view = self.viewport
        wanted = (content, view.scale)
        placed = self._overlay_at
        if placed is not None and placed[0] == wanted:
            x, y = view.screen_point(placed[1])
            if pygame.Rect((x, y), placed[2]).contains(self.rect):
                return placed
        margin = OVERLAY_MARGIN if view.can_pan() and not view.gliding else 0.0
        mx, my = round(self.rect.width * margin), round(self.rect.height * margin)
        corner = (self.rect.x - mx, self.rect.y - my)
        size = (self.rect.width + 2 * mx, self.rect.height + 2 * my)
        board_origin = view.to_board(corner)
        # The board point drawn exactly at a whole pixel: the layer lands where it was painted.
        k = view.scale
        sx, sy = view.to_screen(board_origin)
        board_origin = (
            board_origin[0] + (round(sx) - sx) / k,
            board_origin[1] + (round(sy) - sy) / k,
        )
        self._overlay_at = (wanted, board_origin, size)
        return self._overlay_at

    def _draw_plan(self, surface: pygame.Surface) -> None:
        """The cities to click next, the waypoints chosen and the journey's chosen ends."""
        table = self.table
        plan = table.controller.plan
        assert plan is not None
        # The rings breathe a moment after the player's last move, then hold still (a quiet
        # machine: a still table lets the app sleep).
        phase = (table.clock * RING_RATE) % 1.0 if table.breathing else RESTING_PHASE
        starts, dests = table.controller.candidate_cities(table.tour_view)
        for city in starts:
            self.draw_ring(surface, city, START_COLOR, phase)
        for city in dests:
            if city != plan.destination:
                self.draw_ring(surface, city, DEST_COLOR, phase)
        for w in plan.via:
            self.draw_ring(surface, w, art.PATH, 0.0, dashed=True)
        avoid = self.cost_spots(plan.path) if plan.path else []
        if plan.start:
            self.draw_flag(surface, plan.start, _("START"), START_COLOR, avoid)
        if plan.destination:
            self.draw_flag(surface, plan.destination, _("DESTINATION"), DEST_COLOR, avoid)

    # ------------------------------------------------------------------ static layer
    def _load_background(self) -> pygame.Surface | None:
        if self._background is None and self.board.background is not None:
            try:
                image = load_picture(self.board.background)
            except (pygame.error, FileNotFoundError):
                return None
            self._background = image.convert() if pygame.display.get_surface() else image
        return self._background

    def static_level(self) -> float:
        """The zoom level the static picture is painted at for the zoom wanted now."""
        zoom = max(self.viewport.zoom, self.viewport.target_zoom)
        return next((level for level in STATIC_LEVELS if level >= zoom - 1e-6), STATIC_LEVELS[-1])

    def static_layer(self, level: float = 1.0) -> tuple[object, pygame.Surface, float]:
        """The map, the roads, the waypoints and the cities painted at ``level`` times the
        fit-to-panel scale: (key, picture, board units per pixel); painted once per size,
        level, palette and red-road rule."""
        scale = self.viewport.fit_scale * level
        key = self._static_key(level)
        size = key[0]

        def make() -> pygame.Surface:
            picture = pygame.Surface(size)
            with self.painting(Flat(scale)):
                paint_map(picture, self, self.palette, self._load_background())
            return picture

        return key, self._statics.get(key, make), 1.0 / scale

    def _draw_static_picture(self, surface: pygame.Surface) -> None:
        """The static picture through the viewport: while the zoom glides or a drag pans the
        picture already shown is stretched (no repaint mid-gesture); once still, the picture
        of the zoom's level."""
        moving = self.viewport.gliding or self.viewport.dragging
        level = self.static_level()
        if moving and self._shown is not None and self._shown[0] != self._static_key(level):
            key, picture, per_pixel = self._shown
        else:
            key, picture, per_pixel = self.static_layer(level)
            self._shown = (key, picture, per_pixel)
        self.viewport.draw_image(surface, picture, units_per_pixel=per_pixel, key=key)

    def _static_key(self, level: float) -> tuple[tuple[int, int], float, object, bool, float, str]:
        """What the static picture at ``level`` depends on (its pixel size first; the places'
        names are in the player's language)."""
        scale = self.viewport.fit_scale * level
        _x, _y, w, h = self.map_rect
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        return (size, level, self.palette.key, self.red_in_play, theme.scale(), language())

    # ------------------------------------------------------------------ pieces and highlights
    def draw_path(self, surface: pygame.Surface, path: Sequence[str], color: theme.Color) -> None:
        """Highlight the segments of ``path``: a soft glow and a line in ``color``."""
        w = self.road_width
        glow = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for seg in path:
            pts = self.segment_points(seg)
            pygame.draw.lines(glow, (*color, 110), False, pts, w + 12)
            for p in pts:
                pygame.draw.circle(glow, (*color, 110), (round(p[0]), round(p[1])), (w + 12) // 2)
        surface.blit(glow, (0, 0))
        for seg in path:
            pts = self.segment_points(seg)
            pygame.draw.lines(surface, color, False, pts, max(3, w - 2))

    def cost_spots(self, path: Sequence[str]) -> list[tuple[int, int]]:
        """Where the cost badges of ``path`` go: beside each segment's middle, above the road."""
        r = self.badge_radius
        spots = []
        for seg in path:
            (x, y), angle, _length = self.segment_frame(seg)
            nx, ny = -math.sin(angle), math.cos(angle)
            side = -1 if ny > 0 else 1
            reach = r + self.road_width
            spots.append((round(x + nx * side * reach), round(y + ny * side * reach)))
        return spots

    @property
    def badge_radius(self) -> int:
        return max(theme.px(L.COST_BADGE_MIN_R), round(self.s(COST_BADGE_R)))

    def draw_costs(
        self, surface: pygame.Surface, path: Sequence[str], costs: Sequence[int]
    ) -> None:
        """A cost badge beside each segment of a planned path (1 + other players' coaches);
        a segment that overtakes someone shows its cost in orange."""
        r = self.badge_radius
        size = max(theme.px(L.COST_FONT_MIN), round(self.s(COST_FONT)))
        for (cx, cy), cost in zip(self.cost_spots(path), costs, strict=False):
            surface.blit(self._cost_badge(cost, r, size), (cx - r - 1, cy - r - 1))

    def _cost_badge(self, cost: int, r: int, size: int) -> pygame.Surface:
        """A segment's cost badge (cached: one per cost and size)."""
        return self._badges.get((cost, r, size), lambda: _paint_cost_badge(cost, r, size))

    def coach_spots(
        self, players: Sequence[PlayerView], marked: bool = False
    ) -> list[tuple[int, Point, float, float, float]]:
        """Where every small coach is drawn on the surface drawn now: (seat, centre, direction,
        length, width), side by side along a shared segment (larger in colour-blind mode,
        ``marked``, to carry the seat's shape)."""
        on: dict[str, list[int]] = {}
        for seat, player in enumerate(players):
            for seg in player["coaches"]:
                on.setdefault(seg, []).append(seat)
        least_length = L.CB_COACH_MIN_LENGTH if marked else L.COACH_MIN_LENGTH
        least_width = L.CB_COACH_MIN_WIDTH if marked else L.COACH_MIN_WIDTH
        length = max(theme.px(least_length), self.s(COACH_LENGTH))
        width = max(theme.px(least_width), self.s(COACH_WIDTH))
        step = length + theme.px(L.STACK_STEP)
        spots = []
        for seg, seats in on.items():
            (x, y), angle, total = self.segment_frame(seg)
            spacing = min(step, (total - 2 * self.city_radius) / max(1, len(seats)))
            spacing = max(spacing, length * 0.6)
            for k, seat in enumerate(seats):
                off = (k - (len(seats) - 1) / 2) * spacing
                center = (x + math.cos(angle) * off, y + math.sin(angle) * off)
                spots.append((seat, center, angle, length, width))
        return spots

    def draw_coaches(
        self,
        surface: pygame.Surface,
        players: Sequence[PlayerView],
        colors: Sequence[theme.Color],
        marks: Sequence[str | None] = (),
    ) -> None:
        """Every player's small coaches on their segments, side by side along a shared one
        (with the seat's shape on each in colour-blind mode: ``marks``)."""
        marked = any(mark is not None for mark in marks)
        for seat, center, angle, length, width in self.coach_spots(players, marked):
            mark = marks[seat] if seat < len(marks) else None
            art.draw_coach(surface, center, length, width, angle, colors[seat], seat + 1, mark=mark)

    def big_coach_spots(self, players: Sequence[Mapping[str, object]]) -> dict[int, Point]:
        """Where each player's big coach stands: in an arc over its city."""
        spots: dict[int, Point] = {}
        by_city: dict[str, list[int]] = {}
        for seat, player in enumerate(players):
            city = player.get("city")
            if isinstance(city, str):
                by_city.setdefault(city, []).append(seat)
        reach = self.city_radius + max(theme.px(L.BIG_COACH_MIN), self.s(BIG_COACH_REACH))
        for city, seats in by_city.items():
            x, y = self.node(city)
            n = len(seats)
            for k, seat in enumerate(seats):
                # Spread from upper-left to upper-right so the name plate below stays clear.
                a = math.radians(-90 + (k - (n - 1) / 2) * 42)
                spots[seat] = (x + math.cos(a) * reach, y + math.sin(a) * reach)
        return spots

    def big_coach_size(self) -> float:
        return max(theme.px(L.BIG_COACH_MIN), self.s(BIG_COACH))

    def draw_big_coaches(
        self,
        surface: pygame.Surface,
        players: Sequence[Mapping[str, object]],
        colors: Sequence[theme.Color],
        marks: Sequence[str | None] = (),
    ) -> None:
        size = self.big_coach_size()
        for seat, spot in self.big_coach_spots(players).items():
            mark = marks[seat] if seat < len(marks) else None
            art.draw_big_coach(surface, spot, size, colors[seat], seat + 1, mark=mark)

    def draw_ring(
        self,
        surface: pygame.Surface,
        node_id: str,
        color: theme.Color,
        phase: float,
        dashed: bool = False,
    ) -> None:
        """A ring round a city or waypoint (candidates to click), breathing with ``phase``."""
        x, y = self.node(node_id)
        base = self.city_radius if node_id in self._cities else self.waypoint_radius
        breath = theme.px(L.RING_BREATH) * (0.5 + 0.5 * math.sin(phase * 2 * math.pi))
        r = round(base + theme.px(L.RING_GAP) + breath)
        width = max(2, theme.px(Stroke.MEDIUM))
        if not dashed:
            pygame.draw.circle(surface, (30, 24, 18), (round(x), round(y) + 1), r + 1, width + 1)
            pygame.draw.circle(surface, color, (round(x), round(y)), r, width)
            return
        for i in range(12):
            a0 = i * math.pi / 6 + phase
            rect = pygame.Rect(0, 0, 2 * r, 2 * r)
            rect.center = (round(x), round(y))
            pygame.draw.arc(surface, color, rect, a0, a0 + math.pi / 10, width)

    def draw_flag(
        self,
        surface: pygame.Surface,
        node_id: str,
        text: str,
        color: theme.Color,
        avoid: Sequence[tuple[int, int]] = (),
    ) -> None:
        """A small caption tag beside a city ("START", "DESTINATION"): right of it, left of it
        or under its name — the first place inside the board that covers no cost badge
        (``avoid``); the big coaches stand above the city."""
        x, y = self.node_at(node_id)
        rect = pygame.Rect((0, 0), theme.font("label").size(text))
        rect.inflate_ip(theme.px(Space.L), theme.px(Space.XS))
        reach = round(self.city_radius + theme.px(L.FLAG_REACH))
        below = y + round(self.city_radius) + theme.px(L.FLAG_BELOW) + rect.height // 2
        places = [("midleft", (x + reach, y)), ("midright", (x - reach, y)), ("center", (x, below))]
        fitting = []
        for anchor, pos in places:
            candidate = rect.copy()
            setattr(candidate, anchor, pos)
            if self.rect.contains(candidate):
                fitting.append(candidate)
        clear = [
            c
            for c in fitting
            if not any(
                c.inflate(2 * self.badge_radius, 2 * self.badge_radius).collidepoint(p)
                for p in avoid
            )
        ]
        # Everything crowded: the first place that fits is better than covering the city.
        rect = (clear or fitting or [rect.move(x - rect.centerx, y - rect.centery)])[0]
        pygame.draw.rect(surface, (30, 24, 18), rect.move(1, 2), border_radius=rect.height // 2)
        pygame.draw.rect(surface, color, rect, border_radius=rect.height // 2)
        ink = theme.readable_on(color)
        theme.text(surface, text, "label", ink, rect.center, "center", box=rect)


def _paint_cost_badge(cost: int, r: int, size: int) -> pygame.Surface:
    """A round cost badge (orange when the segment overtakes someone), with its shadow."""
    badge = pygame.Surface((2 * r + 4, 2 * r + 5), pygame.SRCALPHA)
    cx, cy = r + 1, r + 1
    fill = (232, 120, 48) if cost > 1 else (255, 250, 236)
    pygame.draw.circle(badge, (30, 24, 18), (cx + 1, cy + 2), r + 1)
    pygame.draw.circle(badge, fill, (cx, cy), r)
    pygame.draw.circle(badge, (60, 44, 24), (cx, cy), r, max(1, theme.px(Stroke.THIN)))
    ink = theme.TEXT if cost > 1 else art.INK
    theme.write(badge, str(cost), fonts.font("bold", size), ink, (cx, cy + 1), "center")
    return badge
