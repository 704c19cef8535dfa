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
from string import hexdigits
from types import MappingProxyType
from typing import Any

import pytmx

from tabletop.boards.problems import attempt, did_you_mean, each, note, unknown_city_fix
from tabletop.boards.tmx import (
    MapError,
    map_asset,
    map_property,
    object_layer,
    open_map,
    require,
    required_ui_rects,
    unique_names,
)
from tabletop.boards.user_maps import load_map
from tabletop.core.i18n import _, ngettext

GAME_ID = "great_tour"
#: The rectangles of the map's ``ui`` layer the table lays its panels out by.
#: Cities on a board: the card decks have cards of each of five cities (rules/great_tour.md).
CITIES = 5
UI_PANELS = ("board", "tickets", "decks", "hand", "journey", "players", "bonuses", "log")
#: The custom properties the loader reads, by layer ("": the map's own, besides ``game``,
#: ``name`` and ``author``; the shipped map's ``title`` is not read, but no typo either);
#: ``boards check`` warns of any other (``unknown_properties``).
PROPERTIES = {
    "": frozenset({"board_width", "board_height", "title"}),
    "cities": frozenset({"label", "card_colour", "card_colour_hex"}),
    "waypoints": frozenset({"label", "red_only"}),
    "segments": frozenset({"a", "b", "road", "red"}),
    "tickets": frozenset({"from", "to", "points"}),
    "ui": frozenset(),
}


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
                )
                + unknown_city_fix(city_id, cities),
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

    with each():
        _check_board_size(tmx)
    city_objs = unique_names(tmx, "cities", object_layer(tmx, "cities"))
    if len(city_objs) < 2:
        raise MapError(path, _("a board needs at least two cities"), layer="cities")
    if len(city_objs) != CITIES:
        note(
            MapError(
                path,
                ngettext(
                    "the board has {n} city; the Great Tour's card decks are made for exactly "
                    "{cities} cities",
                    "the board has {n} cities; the Great Tour's card decks are made for exactly "
                    "{cities} cities",
                    len(city_objs),
                ).format(n=len(city_objs), cities=CITIES),
                "cities",
            )
        )
    cities = []
    for o in city_objs:
        with each():
            _check_point(path, "cities", o)
            cities.append(
                City(
                    id=o.name,
                    label=require(tmx, "cities", o, "label", str),
                    card_colour=require(tmx, "cities", o, "card_colour", str),
                    card_colour_hex=_colour_hex(tmx, o),
                    x=float(o.x),
                    y=float(o.y),
                )
            )
    city_ids = {o.name for o in city_objs}

    wp_objs = unique_names(tmx, "waypoints", object_layer(tmx, "waypoints"))
    waypoints = []
    for o in wp_objs:
        with each():
            if o.name in city_ids:
                raise MapError(path, _("a waypoint has a city's id"), layer="waypoints", obj=o.name)
            _check_point(path, "waypoints", o)
            waypoints.append(
                Waypoint(
                    id=o.name,
                    label=require(tmx, "waypoints", o, "label", str),
                    red_only=require(tmx, "waypoints", o, "red_only", bool),
                    x=float(o.x),
                    y=float(o.y),
                )
            )
    nodes = city_ids | {o.name for o in wp_objs}

    seg_objs = unique_names(tmx, "segments", object_layer(tmx, "segments"))
    segments = []
    for o in seg_objs:
        with each():
            a = require(tmx, "segments", o, "a", str)
            b = require(tmx, "segments", o, "b", str)
            for end in (a, b):
                if end not in nodes:
                    raise MapError(
                        path,
                        _("end {end} is no city or waypoint").format(end=repr(end))
                        + (
                            did_you_mean(end, nodes)
                            or _(
                                " — use the name of a point of layer 'cities' or 'waypoints', or "
                                "add a waypoint named {name} there"
                            ).format(name=repr(end))
                        ),
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
            road = (o.properties or {}).get("road")
            if road is None or not str(road).strip():
                raise MapError(
                    path,
                    _(
                        "'road' is empty: give the segment the name of the road it belongs to "
                        "(the segments of one road, from city to city, share that name)"
                    ),
                    "segments",
                    o.name,
                )
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
    _check_red_only(path, waypoints, segments)
    if len(segments) == len(seg_objs):  # a road missing a broken segment is reported already
        _check_roads(path, segments)

    ticket_objs = unique_names(tmx, "tickets", object_layer(tmx, "tickets"))
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
            background = map_asset(path, str(layer.source))  # beside the map, else shipped
            break
    no_rects: dict[str, tuple[float, float, float, float]] = {}
    rects = attempt(lambda: required_ui_rects(tmx, path, UI_PANELS), no_rects)
    return GreatTourBoard(
        path=path,
        width=tmx.width * tmx.tilewidth,
        height=tmx.height * tmx.tileheight,
        cities=tuple(cities),
        waypoints=tuple(waypoints),
        segments=tuple(segments),
        tickets=tuple(tickets),
        ui=MappingProxyType(rects),
        background=background,
        _cities=MappingProxyType({c.id: c for c in cities}),
        _waypoints=MappingProxyType({w.id: w for w in waypoints}),
        _segments=MappingProxyType({s.id: s for s in segments}),
        _tickets=MappingProxyType({t.id: t for t in tickets}),
    )


def _check_board_size(tmx: pytmx.TiledMap) -> None:
    """``board_width`` and ``board_height``: whole numbers, the board inside the map."""
    limits = {
        "board_width": int(tmx.width * tmx.tilewidth),
        "board_height": int(tmx.height * tmx.tileheight),
    }
    for key, most in limits.items():
        with each():
            value = map_property(tmx, key, int)
            if not 0 < value <= most:
                raise MapError(
                    tmx.filename,
                    _(
                        "the map property {key} is {value}; it must be 1 to {most} (the map's size)"
                    ).format(key=repr(key), value=value, most=most),
                )


def _check_point(path: Path, layer: str, obj: Any) -> None:
    if getattr(obj, "points", None) or obj.width or obj.height:
        raise MapError(
            path, _("a place must be a point (Insert Point in Tiled), not a shape"), layer, obj.name
        )


def _colour_hex(tmx: pytmx.TiledMap, obj: Any) -> str:
    """A city's card colour, ``#rrggbb`` (grey when the map gives none)."""
    value = (obj.properties or {}).get("card_colour_hex")
    if value is None:
        return "#808080"
    text = str(value).strip()
    if len(text) != 7 or text[0] != "#" or any(c not in hexdigits for c in text[1:]):
        raise MapError(
            tmx.filename,
            _(
                "'card_colour_hex' must be a colour written #rrggbb (e.g. #7a3fa0), not {value}"
            ).format(value=repr(text)),
            "cities",
            obj.name,
        )
    return text


def _check_red_only(path: Path, waypoints: list[Waypoint], segments: list[Segment]) -> None:
    """A red-only waypoint (in play with 5–6 players only) lies on red segments only: a plain
    segment reaching it would be in play with fewer players and lead nowhere."""
    red_only = {w.id for w in waypoints if w.red_only}
    for seg in segments:
        with each():
            place = next((end for end in (seg.a, seg.b) if end in red_only), None)
            if place is not None and not seg.red:
                raise MapError(
                    path,
                    _(
                        "it reaches the red-only waypoint {place} but is not red: set 'red' to "
                        "true, or 'red_only' of {place} to false"
                    ).format(place=repr(place)),
                    "segments",
                    seg.id,
                )


def _check_roads(path: Path, segments: list[Segment]) -> None:
    """The segments of one road join up into one line of places."""
    roads: dict[str, list[Segment]] = {}
    for seg in segments:
        roads.setdefault(seg.road, []).append(seg)
    for road, parts in roads.items():
        with each():
            joined = {parts[0].a, parts[0].b}
            rest = parts[1:]
            while True:
                more = [s for s in rest if s.a in joined or s.b in joined]
                if not more:
                    break
                for seg in more:
                    joined |= {seg.a, seg.b}
                rest = [s for s in rest if s not in more]
            if rest:
                raise MapError(
                    path,
                    _(
                        "the segments of road {road} do not join up into one line: {apart} "
                        "touches none of the others, such as {first} — correct its 'road' or its "
                        "ends"
                    ).format(
                        road=repr(road),
                        apart=rest[0].id,
                        first=parts[0].id,
                    ),
                    "segments",
                    rest[0].id,
                )


@cache
def default_great_tour_board() -> GreatTourBoard:
    return load_map("great_tour", load_great_tour_board)
