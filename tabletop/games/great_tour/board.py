"""The Great Tour's Tiled map → frozen ``GreatTourBoard`` (topology, geometry, hit-testing).

Layers (ARCHITECTURE.md, "Boards are Tiled maps"): ``cities`` (points: name = city id,
``label``, ``card_colour``), ``waypoints`` (points: ``label``, ``red_only``), ``segments``
(polylines: ``a``, ``b``, ``road``, ``red``), ``tickets`` (invisible: ``from`` / ``to`` as
comma-separated city ids, ``points``), ``ui`` rectangles (one per panel of the table:
``UI_PANELS``), a ``game`` map property and an image layer for the background. Anything missing
or inconsistent is a ``MapError`` naming the file, layer and object.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytmx

from tabletop.boards.problems import each
from tabletop.boards.tmx import (
    MapError,
    object_layer,
    open_map,
    require,
    required_ui_rects,
    unique_names,
)
from tabletop.boards.user_maps import load_map
from tabletop.core.i18n import _

GAME_ID = "great_tour"
#: The rectangles of the map's ``ui`` layer the table lays its panels out by.
UI_PANELS = ("board", "tickets", "decks", "hand", "journey", "players", "bonuses", "log")


@dataclass(frozen=True)
class City:
    id: str
    label: str
    card_colour: str
    card_colour_hex: str
    x: float
    y: float


@dataclass(frozen=True)
class Waypoint:
    id: str
    label: str
    red_only: bool
    x: float
    y: float


@dataclass(frozen=True)
class Segment:
    id: str
    a: str
    b: str
    road: str
    red: bool
    #: The polyline in map pixels, from ``a`` to ``b``.
    points: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class TicketCard:
    id: str
    starts: tuple[str, ...]
    destinations: tuple[str, ...]
    points: int


@dataclass(frozen=True, eq=False)
class GreatTourBoard:
    path: Path
    width: int
    height: int
    cities: tuple[City, ...]
    waypoints: tuple[Waypoint, ...]
    segments: tuple[Segment, ...]
    tickets: tuple[TicketCard, ...]
    ui: Mapping[str, tuple[float, float, float, float]] = field(repr=False)
    background: Path | None = None
    _cities: Mapping[str, City] = field(default_factory=dict, repr=False)
    _waypoints: Mapping[str, Waypoint] = field(default_factory=dict, repr=False)
    _segments: Mapping[str, Segment] = field(default_factory=dict, repr=False)
    _tickets: Mapping[str, TicketCard] = field(default_factory=dict, repr=False)

    @property
    def city_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cities)

    def city(self, city_id: str) -> City:
        return self._cities[city_id]

    def waypoint(self, waypoint_id: str) -> Waypoint:
        return self._waypoints[waypoint_id]

    def segment(self, segment_id: str) -> Segment:
        return self._segments[segment_id]

    def ticket(self, ticket_id: str) -> TicketCard:
        return self._tickets[ticket_id]

    def node_position(self, node_id: str) -> tuple[float, float]:
        city = self._cities.get(node_id)
        if city is not None:
            return (city.x, city.y)
        waypoint = self._waypoints[node_id]
        return (waypoint.x, waypoint.y)

    def city_at(self, x: float, y: float, radius: float = 24.0) -> str | None:
        """The city whose marker is within ``radius`` map pixels of (x, y), nearest first."""
        best = min(self.cities, key=lambda c: math.hypot(c.x - x, c.y - y))
        return best.id if math.hypot(best.x - x, best.y - y) <= radius else None

    def segment_at(self, x: float, y: float, tolerance: float = 10.0) -> str | None:
        """The segment whose polyline passes within ``tolerance`` map pixels of (x, y)."""
        best, best_d = None, tolerance
        for seg in self.segments:
            for (x0, y0), (x1, y1) in zip(seg.points, seg.points[1:], strict=False):
                d = _point_segment_distance(x, y, x0, y0, x1, y1)
                if d <= best_d:
                    best, best_d = seg.id, d
        return best


def _point_segment_distance(
    px: float, py: float, x0: float, y0: float, x1: float, y1: float
) -> float:
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / length2))
    return math.hypot(px - (x0 + t * dx), py - (y0 + t * dy))


def _ids(tmx: pytmx.TiledMap, layer: str, obj: Any, key: str, cities: set[str]) -> tuple[str, ...]:
    text = require(tmx, layer, obj, key, str)
    ids = tuple(part.strip() for part in text.split(",") if part.strip())
    if not ids:
        raise MapError(
            tmx.filename,
            _("property {key} names no city").format(key=repr(key)),
            layer=layer,
            obj=obj.name,
        )
    for city_id in ids:
        if city_id not in cities:
            raise MapError(
                tmx.filename,
                _("property {key} names unknown city {city_id}").format(
                    key=repr(key), city_id=repr(city_id)
                ),
                layer,
                obj.name,
            )
    if len(set(ids)) != len(ids):
        raise MapError(
            tmx.filename, _("property {key} repeats a city").format(key=repr(key)), layer, obj.name
        )
    return ids


def load_great_tour_board(path: Path | str) -> GreatTourBoard:
    """Read and validate a Great Tour map; ``MapError`` explains anything wrong."""
    path = Path(path)
    tmx = open_map(path)
    game = (tmx.properties or {}).get("game")
    if game != GAME_ID:
        raise MapError(
            path,
            _("the map property 'game' must be {game_id}, not {game}").format(
                game_id=repr(GAME_ID), game=repr(game)
            ),
        )

    city_objs = object_layer(tmx, "cities")
    unique_names(tmx, "cities", city_objs)
    if len(city_objs) < 2:
        raise MapError(path, _("a board needs at least two cities"), layer="cities")
    cities = tuple(
        City(
            id=o.name,
            label=require(tmx, "cities", o, "label", str),
            card_colour=require(tmx, "cities", o, "card_colour", str),
            card_colour_hex=str((o.properties or {}).get("card_colour_hex", "#808080")),
            x=float(o.x),
            y=float(o.y),
        )
        for o in city_objs
    )
    city_ids = {c.id for c in cities}

    wp_objs = object_layer(tmx, "waypoints")
    unique_names(tmx, "waypoints", wp_objs)
    waypoints = tuple(
        Waypoint(
            id=o.name,
            label=require(tmx, "waypoints", o, "label", str),
            red_only=require(tmx, "waypoints", o, "red_only", bool),
            x=float(o.x),
            y=float(o.y),
        )
        for o in wp_objs
    )
    for wp in waypoints:
        with each():
            if wp.id in city_ids:
                raise MapError(path, _("a waypoint has a city's id"), layer="waypoints", obj=wp.id)
    nodes = city_ids | {w.id for w in waypoints}

    seg_objs = object_layer(tmx, "segments")
    unique_names(tmx, "segments", seg_objs)
    segments = []
    for o in seg_objs:
        with each():
            a = require(tmx, "segments", o, "a", str)
            b = require(tmx, "segments", o, "b", str)
            for end in (a, b):
                if end not in nodes:
                    raise MapError(
                        path,
                        _("end {end} is no city or waypoint").format(end=repr(end)),
                        "segments",
                        o.name,
                    )
            if a == b:
                raise MapError(path, _("both ends are the same place"), "segments", o.name)
            if a in city_ids and b in city_ids:
                # Rules: a segment joins a city and a waypoint or two waypoints.
                raise MapError(
                    path, _("a segment cannot join two cities directly"), "segments", o.name
                )
            points = getattr(o, "points", None)
            if not points or len(points) < 2:
                raise MapError(path, _("a segment must be a polyline"), "segments", o.name)
            segments.append(
                Segment(
                    id=o.name,
                    a=a,
                    b=b,
                    road=require(tmx, "segments", o, "road", str),
                    red=require(tmx, "segments", o, "red", bool),
                    points=tuple((float(p.x), float(p.y)) for p in points),
                )
            )
    if not segments:
        raise MapError(path, _("the board has no segments"), layer="segments")

    ticket_objs = object_layer(tmx, "tickets")
    unique_names(tmx, "tickets", ticket_objs)
    tickets = []
    for o in ticket_objs:
        with each():
            starts = _ids(tmx, "tickets", o, "from", city_ids)
            destinations = _ids(tmx, "tickets", o, "to", city_ids)
            if set(starts) & set(destinations):
                raise MapError(
                    path, _("a city is both a start and a destination"), "tickets", o.name
                )
            points = require(tmx, "tickets", o, "points", int)
            if points < 1:
                raise MapError(path, _("ticket points must be at least 1"), "tickets", o.name)
            if o.name == "blank":
                raise MapError(path, _("'blank' is reserved for blank tickets"), "tickets", o.name)
            tickets.append(TicketCard(o.name, starts, destinations, points))
    if not tickets:
        raise MapError(path, _("the board has no tickets"), layer="tickets")

    background = None
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledImageLayer) and getattr(layer, "source", None):
            background = (path.parent / layer.source).resolve()
            break
    rects = required_ui_rects(tmx, path, UI_PANELS)
    return GreatTourBoard(
        path=path,
        width=tmx.width * tmx.tilewidth,
        height=tmx.height * tmx.tileheight,
        cities=cities,
        waypoints=waypoints,
        segments=tuple(segments),
        tickets=tuple(tickets),
        ui=MappingProxyType(rects),
        background=background,
        _cities=MappingProxyType({c.id: c for c in cities}),
        _waypoints=MappingProxyType({w.id: w for w in waypoints}),
        _segments=MappingProxyType({s.id: s for s in segments}),
        _tickets=MappingProxyType({t.id: t for t in tickets}),
    )


@cache
def default_great_tour_board() -> GreatTourBoard:
    return load_map("great_tour", load_great_tour_board)
