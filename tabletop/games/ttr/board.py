"""Ticket to Ride boards (Europe, Paris): a Tiled map → frozen ``TtrBoard``.

The ``.tmx`` is the single source of truth for the board (ARCHITECTURE.md, "Boards are Tiled
maps"). Its layout:

- map property ``game``: ``"ttr_europe"`` or ``"ttr_paris"`` (picks the colour set);
- object layer ``cities``: point objects, ``name`` = city id, property ``label`` = display name;
- object layer ``routes``: one polyline per TRACK through the centres of its car spaces (a→b
  order, so ``length`` = number of points), ``name`` = route id, properties ``a``, ``b`` (city
  ids), ``length``, ``color``, ``tunnel``, ``ferry_locomotives``, ``double_group`` ("" for
  none), ``locomotive_spaces`` (indices, e.g. ``"0,2"``) and optionally object references
  ``a_ref`` / ``b_ref`` to the two city objects;
- object layer ``tickets``: invisible objects, ``name`` = ticket id, properties ``from``,
  ``to``, ``points``, ``long``;
- object layer ``ui``: rectangles where the table draws its panels (``board``, ``market``,
  ``train_deck``, ``ticket_deck``, ``hand``, ``tickets``, ``players``, ``log``), in map pixels;
  the board covers (0, 0, width, height) and the panels lie right of and below it, so the
  table's whole frame is the union of the rectangles;
- an image layer: the background picture (optional; when named it must exist).

Anything broken or incomplete is refused with a ``MapError`` naming the file, layer and object.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytmx

from tabletop.boards.problems import attempt, each, note, unknown_city_fix
from tabletop.boards.tmx import (
    MapError,
    map_asset,
    object_layer,
    open_map,
    require,
    required_ui_rects,
    unique_names,
)
from tabletop.boards.user_maps import load_map
from tabletop.core.i18n import _, ngettext

from .rules import EUROPE, PARIS, ROUTE_SCORES, TtrRules

K = TypeVar("K")
V = TypeVar("V")

#: Route colours per game (``gray`` = any one colour; Europe's ``pink`` is the rulebook's purple).
COLOURS: Mapping[str, frozenset[str]] = {
    "ttr_europe": frozenset(
        ("red", "orange", "yellow", "green", "blue", "pink", "white", "black", "gray")
    ),
    "ttr_paris": frozenset(("red", "blue", "yellow", "green", "purple", "white")),
}

#: The panels every TTR table needs; a map without one of them is incomplete.
UI_PANELS = ("market", "train_deck", "ticket_deck", "hand", "tickets", "players", "log")
#: The custom properties the loader reads, by layer ("": the map's own, besides ``game``,
#: ``name`` and ``author``); ``boards check`` warns of any other (``unknown_properties``).
PROPERTIES = {
    "": frozenset(),
    "cities": frozenset({"label"}),
    "routes": frozenset(
        {
            "a",
            "b",
            "a_ref",
            "b_ref",
            "length",
            "color",
            "tunnel",
            "ferry_locomotives",
            "locomotive_spaces",
            "double_group",
        }
    ),
    "tickets": frozenset({"from", "to", "points", "long"}),
    "ui": frozenset(),
}

#: The rule set each ``game`` deals by (how many tickets a player starts with).
RULES: Mapping[str, TtrRules] = {"ttr_europe": EUROPE, "ttr_paris": PARIS}

#: Closest two car spaces of one track may be, in map units (pixels): the shipped boards
#: space them 40–140 apart; closer, they are drawn on top of each other.
MIN_SPACE_GAP = 10.0
#: Closest a car space may be to the map's edge, in map units: a car is drawn round its point
#: (up to 9 units to either side across the track), so one on the very edge is cut in half; the
#: shipped boards keep theirs 24 or more units in.
EDGE_GAP = 10.0
#: Farthest a track's first (last) car space may be from its city ``a`` (``b``), in map units:
#: the shipped boards start 20–110 units from the city's centre.
MAX_END_GAP = 150.0


class FrozenMap(Mapping[K, V]):
    """A read-only, hashable mapping that keeps insertion order (and pickles, unlike
    ``MappingProxyType``, so states holding a board can be copied or sent to a worker)."""

    __slots__ = ("_data", "_hash")

    def __init__(self, data: Mapping[K, V] | None = None) -> None:
        self._data: dict[K, V] = dict(data or {})
        self._hash: int | None = None

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(tuple(self._data.items()))
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._data == other._data
        return NotImplemented if not isinstance(other, Mapping) else self._data == dict(other)

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenMap, (self._data,))


@dataclass(frozen=True)
class TtrCity:
    id: str  # data-file id, e.g. "paris", "gare_du_nord"
    name: str  # display name, e.g. "Paris", "Gare du Nord"
    x: float  # map pixels
    y: float


@dataclass(frozen=True)
class TtrRoute:
    """One TRACK; a double route is two ``TtrRoute``s sharing ``double_group``."""

    id: str
    a: str
    b: str
    length: int
    color: str
    tunnel: bool
    ferry_locomotives: int
    double_group: str | None
    spaces: tuple[tuple[float, float], ...]  # centre of each car space, map pixels, a→b order
    locomotive_spaces: tuple[int, ...]  # indices into spaces showing a locomotive symbol


@dataclass(frozen=True)
class TtrTicket:
    id: str
    a: str
    b: str
    points: int
    long: bool  # Europe long tickets; always False in Paris


@dataclass(frozen=True)
class TtrBoard:
    game: str  # "ttr_europe" or "ttr_paris"
    path: Path
    width: int  # map size in pixels
    height: int
    background: Path | None
    cities: Mapping[str, TtrCity]  # insertion order = map (= data-file) order
    routes: Mapping[str, TtrRoute]
    tickets: Mapping[str, TtrTicket]
    ui: Mapping[str, tuple[float, float, float, float]]


# ----------------------------------------------------------------------------- loading


def load_ttr_board(path: Path | str) -> TtrBoard:
    """Read and validate a TTR map; any problem is a ``MapError`` in plain words."""
    path = Path(path)
    tmx = open_map(path)
    game = tmx.properties.get("game")
    if game not in COLOURS:
        raise MapError(
            path,
            _("map property 'game' must be one of {colours}, not {game}").format(
                colours=sorted(COLOURS), game=repr(game)
            ),
        )
    width = int(tmx.width * tmx.tilewidth)
    height = int(tmx.height * tmx.tileheight)
    cities, city_objects = _cities(tmx, path, width, height)
    # Each layer read on its own, so a check lists the problems of every layer.
    no_routes: dict[str, TtrRoute] = {}
    no_tickets: dict[str, TtrTicket] = {}
    no_ui: dict[str, tuple[float, float, float, float]] = {}
    routes = attempt(
        lambda: _routes(tmx, path, game, cities, city_objects, width, height), no_routes
    )
    tickets = attempt(lambda: _tickets(tmx, path, game, cities), no_tickets)
    board_rect = (0.0, 0.0, float(width), float(height))
    ui = attempt(lambda: required_ui_rects(tmx, path, UI_PANELS, board_rect), no_ui)
    return TtrBoard(
        game=game,
        path=path,
        width=width,
        height=height,
        background=_background(tmx, path),
        cities=FrozenMap(cities),
        routes=FrozenMap(routes),
        tickets=FrozenMap(tickets),
        ui=FrozenMap(ui),
    )


@functools.cache
def default_ttr_board(game_id: str) -> TtrBoard:
    """The board of ``game_id``: the user's copy if any, else the shipped one; loaded once."""
    return load_map(game_id, load_ttr_board)


def _inside(x: float, y: float, width: int, height: int) -> bool:
    return 0 <= x <= width and 0 <= y <= height


def _cities(
    tmx: pytmx.TiledMap, path: Path, width: int, height: int
) -> tuple[dict[str, TtrCity], dict[int, str]]:
    objs = unique_names(tmx, "cities", object_layer(tmx, "cities"))
    if not objs:
        raise MapError(path, _("the map has no cities"), layer="cities")
    cities: dict[str, TtrCity] = {}
    by_object_id: dict[int, str] = {}
    for obj in objs:
        # A city stands in by its id while a problem of its own is reported, so a check
        # does not also blame every route and ticket that names it.
        by_object_id[obj.id] = obj.name
        cities[obj.name] = TtrCity(obj.name, obj.name, float(obj.x), float(obj.y))
        with each():
            label = require(tmx, "cities", obj, "label", str)
            if not label.strip():
                raise MapError(path, _("the display name ('label') is empty"), "cities", obj.name)
            if not _inside(obj.x, obj.y, width, height):
                raise MapError(
                    path,
                    _("the city lies outside the map at ({x}, {y})").format(x=obj.x, y=obj.y),
                    "cities",
                    obj.name,
                )
            if getattr(obj, "points", None) or obj.width or obj.height:
                raise MapError(
                    path,
                    _("a city must be a point (Insert Point in Tiled), not a shape"),
                    "cities",
                    obj.name,
                )
            cities[obj.name] = TtrCity(obj.name, label, float(obj.x), float(obj.y))
    return cities, by_object_id


def _text(tmx: pytmx.TiledMap, obj: Any, key: str) -> str:
    """A string property that may be empty (pytmx reads ``value=""`` as None)."""
    if obj.properties.get(key, "") is None:
        return ""
    return require(tmx, "routes", obj, key, str)


def _int_list(path: Path, text: str, obj: str) -> tuple[int, ...]:
    if not text.strip():
        return ()
    try:
        return tuple(int(part) for part in text.split(","))
    except ValueError:
        raise MapError(
            path,
            _("'locomotive_spaces' must be space indices separated by commas, not {text}").format(
                text=repr(text)
            ),
            "routes",
            obj,
        ) from None


def _routes(
    tmx: pytmx.TiledMap,
    path: Path,
    game: str,
    cities: Mapping[str, TtrCity],
    city_objects: Mapping[int, str],
    width: int,
    height: int,
) -> dict[str, TtrRoute]:
    objs = unique_names(tmx, "routes", object_layer(tmx, "routes"))
    if not objs:
        raise MapError(path, _("the map has no routes"), layer="routes")
    routes: dict[str, TtrRoute] = {}
    for obj in objs:
        with each():
            name = obj.name
            ends = []
            for key in ("a", "b"):
                city = require(tmx, "routes", obj, key, str)
                if city not in cities:
                    raise MapError(
                        path,
                        _("end {key} is {city}, which is not a city").format(
                            key=repr(key), city=repr(city)
                        )
                        + unknown_city_fix(city, cities),
                        "routes",
                        name,
                    )
                ref = obj.properties.get(f"{key}_ref")
                if ref is not None and city_objects.get(ref) != city:
                    raise MapError(
                        path,
                        _("'{key}_ref' does not point at the city object {city}").format(
                            key=key, city=repr(city)
                        ),
                        "routes",
                        name,
                    )
                ends.append(city)
            a, b = ends
            if a == b:
                raise MapError(path, _("both ends are {a}").format(a=repr(a)), "routes", name)
            length = require(tmx, "routes", obj, "length", int)
            color = require(tmx, "routes", obj, "color", str)
            if color not in COLOURS[game]:
                raise MapError(
                    path,
                    _("unknown colour {color} (this game has {names})").format(
                        color=repr(color), names=", ".join(sorted(COLOURS[game]))
                    ),
                    "routes",
                    name,
                )
            if length not in ROUTE_SCORES:
                raise MapError(
                    path,
                    _("no score for length {length}: route lengths run {low}–{high}").format(
                        length=length, low=min(ROUTE_SCORES), high=max(ROUTE_SCORES)
                    ),
                    "routes",
                    name,
                )
            tunnel = require(tmx, "routes", obj, "tunnel", bool)
            ferry = require(tmx, "routes", obj, "ferry_locomotives", int)
            if tunnel and ferry:
                raise MapError(
                    path,
                    _(
                        "a route cannot be both a tunnel and a ferry: set 'tunnel' to false or "
                        "'ferry_locomotives' to 0"
                    ),
                    "routes",
                    name,
                )
            group = _text(tmx, obj, "double_group")
            locos = _int_list(path, _text(tmx, obj, "locomotive_spaces"), name)
            points = getattr(obj, "points", None)
            if points is None or obj.closed:
                raise MapError(
                    path, _("a track must be a polyline through its car spaces"), "routes", name
                )
            spaces = tuple((round(float(p.x), 2), round(float(p.y), 2)) for p in points)
            if length < 1 or length != len(spaces):
                raise MapError(
                    path,
                    ngettext(
                        "length is {length} but the line has {n} car space",
                        "length is {length} but the line has {n} car spaces",
                        len(spaces),
                    ).format(length=length, n=len(spaces)),
                    "routes",
                    name,
                )
            for x, y in spaces:
                # A car is drawn round its point: one on the map's very edge is cut in half.
                if not (EDGE_GAP <= x <= width - EDGE_GAP and EDGE_GAP <= y <= height - EDGE_GAP):
                    raise MapError(
                        path,
                        _(
                            "a car space at ({x}, {y}) lies outside the map or too near its edge "
                            "(keep it at least {least} in from each edge, in map units), so the "
                            "table cuts that car off — move the point further in"
                        ).format(x=f"{x:.0f}", y=f"{y:.0f}", least=f"{EDGE_GAP:.0f}"),
                        "routes",
                        name,
                    )
            if not 0 <= ferry <= length:
                raise MapError(
                    path,
                    _("'ferry_locomotives' must be 0..{length}, not {ferry}").format(
                        length=length, ferry=ferry
                    ),
                    "routes",
                    name,
                )
            if len(locos) != ferry or len(set(locos)) != len(locos):
                raise MapError(
                    path,
                    ngettext(
                        "'ferry_locomotives' is {ferry}, so 'locomotive_spaces' must name "
                        "{ferry} car space (counted from 0 at end 'a'), not {locos}",
                        "'ferry_locomotives' is {ferry}, so 'locomotive_spaces' must name "
                        "{ferry} different car spaces (counted from 0 at end 'a', e.g. '0,2'), "
                        "not {locos}",
                        ferry,
                    ).format(ferry=ferry, locos=repr(",".join(map(str, locos)))),
                    "routes",
                    name,
                )
            if any(not 0 <= i < length for i in locos):
                raise MapError(
                    path,
                    _(
                        "'locomotive_spaces' names space {spaces}, but the car spaces are "
                        "counted from 0 at end 'a' to {last}"
                    ).format(spaces=_said(locos), last=length - 1),
                    "routes",
                    name,
                )
            _check_spaces(path, name, spaces, cities[a], cities[b])
            routes[name] = TtrRoute(
                id=name,
                a=a,
                b=b,
                length=length,
                color=color,
                tunnel=tunnel,
                ferry_locomotives=ferry,
                double_group=group or None,
                spaces=spaces,
                locomotive_spaces=locos,
            )
    # A double group with a broken track is already reported through that track.
    broken = {_raw_group(obj) for obj in objs if obj.name not in routes} - {None}
    _check_doubles(path, {k: r for k, r in routes.items() if r.double_group not in broken})
    return routes


def _raw_group(obj: Any) -> str | None:
    group = (obj.properties or {}).get("double_group")
    return str(group) if group else None


def _said(numbers: tuple[int, ...]) -> str:
    """Space indices as a person writes them: "0, 2", or "none"."""
    return ", ".join(str(n) for n in numbers) if numbers else _("none")


def _check_spaces(
    path: Path, name: str, spaces: tuple[tuple[float, float], ...], a: TtrCity, b: TtrCity
) -> None:
    """A track's car spaces are spread out along it, from beside city ``a`` to beside city
    ``b`` (``MIN_SPACE_GAP``, ``MAX_END_GAP``)."""
    for i, (here, there) in enumerate(zip(spaces, spaces[1:], strict=False)):
        if math.dist(here, there) < MIN_SPACE_GAP:
            raise MapError(
                path,
                _(
                    "car spaces {first} and {second} are only {gap} map units apart (at least "
                    "{least}): put each point of the line in the middle of its own car space"
                ).format(
                    first=i,
                    second=i + 1,
                    gap=f"{math.dist(here, there):.0f}",
                    least=f"{MIN_SPACE_GAP:.0f}",
                ),
                "routes",
                name,
            )
    first, last = spaces[0], spaces[-1]
    near = MAX_END_GAP
    if len(spaces) > 1 and (
        math.dist((a.x, a.y), first) > math.dist((a.x, a.y), last)
        and math.dist((b.x, b.y), last) > math.dist((b.x, b.y), first)
    ):
        raise MapError(
            path,
            _(
                "the car spaces run from {b} to {a}; draw the line from end 'a' to end 'b' "
                "(or swap 'a' and 'b')"
            ).format(b=repr(b.id), a=repr(a.id)),
            "routes",
            name,
        )
    for end, city, space in (("a", a, first), ("b", b, last)):
        gap = math.dist((city.x, city.y), space)
        if gap > near:
            raise MapError(
                path,
                _(
                    "its car space nearest end {end} is {gap} map units from the city {city} "
                    "(at most {most}): start the line beside the city"
                ).format(end=repr(end), gap=f"{gap:.0f}", city=repr(city.id), most=f"{near:.0f}"),
                "routes",
                name,
            )


def _check_ticket_counts(path: Path, rules: TtrRules, tickets: Mapping[str, TtrTicket]) -> None:
    """Enough tickets to deal the starting tickets of the family's fewest players."""
    fewest = rules.min_players
    short = deal_shortfall(rules, tickets.values(), fewest)
    if short:
        raise MapError(
            path,
            ngettext(
                "too few tickets to deal {players} player their starting tickets ({rules} "
                "deals {each} a player); add {short}",
                "too few tickets to deal {players} players their starting tickets ({rules} "
                "deals {each} a player); add {short}",
                fewest,
            ).format(
                rules=_(rules.title),
                each=_ticket_words(rules.start_regular, rules.start_long),
                players=fewest,
                short=short,
            ),
            "tickets",
        )


def deal_shortfall(rules: TtrRules, tickets: Any, players: int) -> str:
    """What ``players`` players lack to be dealt their starting tickets from ``tickets``, in
    words ("1 more long ticket"), or "" when they can be dealt."""
    tickets = list(tickets)
    longs = sum(1 for t in tickets if t.long)
    regular = len(tickets) - longs
    return _ticket_words(
        max(0, players * rules.start_regular - regular),
        max(0, players * rules.start_long - longs),
        more=True,
    )


def _ticket_words(regular: int, long: int, more: bool = False) -> str:
    parts = []
    if regular:
        parts.append(
            (
                ngettext("{n} more regular ticket", "{n} more regular tickets", regular)
                if more
                else ngettext("{n} regular ticket", "{n} regular tickets", regular)
            ).format(n=regular)
        )
    if long:
        parts.append(
            (
                ngettext("{n} more long ticket", "{n} more long tickets", long)
                if more
                else ngettext("{n} long ticket", "{n} long tickets", long)
            ).format(n=long)
        )
    return (
        _("{first} and {second}").format(first=parts[0], second=parts[1])
        if len(parts) == 2
        else "".join(parts)
    )


def _check_doubles(path: Path, routes: Mapping[str, TtrRoute]) -> None:
    """Tracks joining the same two cities form one double route: exactly two, one group."""
    groups: dict[str, list[TtrRoute]] = {}
    by_ends: dict[frozenset[str], list[TtrRoute]] = {}
    for route in routes.values():
        if route.double_group is not None:
            groups.setdefault(route.double_group, []).append(route)
        by_ends.setdefault(frozenset((route.a, route.b)), []).append(route)
    for group, tracks in groups.items():
        if len(tracks) != 2:
            note(
                MapError(
                    path,
                    ngettext(
                        "double group {group} has {n} track; a double route has exactly 2 "
                        "(give the other track the same 'double_group', or leave it empty)",
                        "double group {group} has {n} tracks; a double route has exactly 2 "
                        "(give the other track the same 'double_group', or leave it empty)",
                        len(tracks),
                    ).format(group=repr(group), n=len(tracks)),
                    "routes",
                    tracks[-1].id,
                )
            )
            continue
        first, second = tracks
        if {first.a, first.b} != {second.a, second.b} or first.length != second.length:
            note(
                MapError(
                    path,
                    _(
                        "the tracks of double group {group} must join the same cities with the "
                        "same length as {id}"
                    ).format(group=repr(group), id=repr(first.id)),
                    "routes",
                    second.id,
                )
            )
    for tracks in by_ends.values():
        groups_used = {t.double_group for t in tracks}
        if len(tracks) > 1 and (None in groups_used or len(groups_used) != 1):
            note(
                MapError(
                    path,
                    ngettext(
                        "{n} track joins {a} and {b} but they are not one double group",
                        "{n} tracks join {a} and {b} but they are not one double group",
                        len(tracks),
                    ).format(n=len(tracks), a=repr(tracks[0].a), b=repr(tracks[0].b)),
                    "routes",
                    tracks[-1].id,
                )
            )


def _tickets(
    tmx: pytmx.TiledMap, path: Path, game: str, cities: Mapping[str, TtrCity]
) -> dict[str, TtrTicket]:
    objs = unique_names(tmx, "tickets", object_layer(tmx, "tickets"))
    if not objs:
        raise MapError(path, _("the map has no tickets"), layer="tickets")
    tickets: dict[str, TtrTicket] = {}
    for obj in objs:
        with each():
            a = require(tmx, "tickets", obj, "from", str)
            b = require(tmx, "tickets", obj, "to", str)
            for key, city in (("from", a), ("to", b)):
                if city not in cities:
                    raise MapError(
                        path,
                        _("{key} is {city}, which is not a city").format(
                            key=repr(key), city=repr(city)
                        )
                        + unknown_city_fix(city, cities),
                        "tickets",
                        obj.name,
                    )
            if a == b:
                raise MapError(path, _("both ends are {a}").format(a=repr(a)), "tickets", obj.name)
            points = require(tmx, "tickets", obj, "points", int)
            if points < 1:
                raise MapError(
                    path,
                    _("'points' must be positive, not {points}").format(points=points),
                    "tickets",
                    obj.name,
                )
            long = require(tmx, "tickets", obj, "long", bool)
            if long and game != "ttr_europe":
                raise MapError(path, _("only Europe has long tickets"), "tickets", obj.name)
            tickets[obj.name] = TtrTicket(obj.name, a, b, points, long)
    if len(tickets) == len(objs):  # else a broken ticket is reported, not a shortage
        with each():
            _check_ticket_counts(path, RULES[game], tickets)
    return tickets


def _background(tmx: pytmx.TiledMap, path: Path) -> Path | None:
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledImageLayer) and layer.source:
            image = map_asset(path, str(layer.source))  # beside the map, else shipped
            if not image.is_file():
                raise MapError(
                    path,
                    _(
                        "the background image {source} is missing — put it in the map's folder, "
                        "or delete the image layer (a board without a picture gets plain paper)"
                    ).format(source=repr(layer.source)),
                    layer=layer.name,
                )
            return image
    return None
