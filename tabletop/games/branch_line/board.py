"""The Branch Line map (``maps/branch_line.tmx``) → a frozen ``BranchLineBoard``.

The map holds:

- a map property ``game``: ``"branch_line"``;
- an object layer ``towns``: point objects, ``name`` = town id, property ``label`` = the town's
  name as the board prints it;
- an object layer ``routes``: one polyline per route from one town to the other, ``name`` =
  route id, properties ``a``, ``b`` (town ids), ``length`` (1–3 cards) and ``color`` (a card
  colour, ``rules.COLOURS``);
- an object layer ``tickets``: invisible objects, ``name`` = ticket id, properties ``from``,
  ``to`` (town ids) and ``points``.

Anything broken is a ``MapError`` naming the file, the layer and the object.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tabletop.boards.tmx import MapError, object_layer, open_map, require, unique_names
from tabletop.boards.user_maps import load_map
from tabletop.core.i18n import _, ngettext

from .rules import COLOURS, GAME_ID, MAX_PLAYERS, MAX_ROUTES, ROUTE_SCORES

#: The custom properties the loader reads, by layer ("": the map's own, besides ``game``,
#: ``name`` and ``author``); ``boards check`` warns of any other (``unknown_properties``).
PROPERTIES = {
    "": frozenset(),
    "towns": frozenset({"label"}),
    "routes": frozenset({"a", "b", "length", "color"}),
    "tickets": frozenset({"from", "to", "points"}),
}


@dataclass(frozen=True)
class Town:
    id: str
    label: str
    #: Where it is, in map pixels.
    x: float
    y: float


@dataclass(frozen=True)
class Route:
    id: str
    a: str
    b: str
    length: int
    color: str
    #: The track's points in map pixels, from ``a`` to ``b``.
    points: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Ticket:
    id: str
    a: str
    b: str
    points: int


@dataclass(frozen=True)
class BranchLineBoard:
    path: Path
    towns: tuple[Town, ...]
    routes: tuple[Route, ...]
    tickets: tuple[Ticket, ...]


def _town_ids(path: Path, layer: str, name: str, ends: tuple[str, str], towns: set[str]) -> None:
    for end in ends:
        if end not in towns:
            raise MapError(path, _("no town {town}").format(town=repr(end)), layer, name)
    if ends[0] == ends[1]:
        raise MapError(path, _("both ends are the same town"), layer, name)


def load_branch_line_board(path: Path | str) -> BranchLineBoard:
    path = Path(path)
    tmx = open_map(path)
    if (tmx.properties or {}).get("game") != GAME_ID:
        raise MapError(path, _("the map's game property must be {game}").format(game=GAME_ID))
    town_objs = unique_names(tmx, "towns", object_layer(tmx, "towns"))
    towns = tuple(
        Town(o.name, require(tmx, "towns", o, "label", str), float(o.x), float(o.y))
        for o in town_objs
    )
    ids = {town.id for town in towns}
    route_objs = unique_names(tmx, "routes", object_layer(tmx, "routes"))
    if not route_objs:
        raise MapError(path, _("the board has no routes"), layer="routes")
    if len(route_objs) > MAX_ROUTES:
        raise MapError(
            path,
            ngettext(
                "at most {n} route fits this game", "at most {n} routes fit this game", MAX_ROUTES
            ).format(n=MAX_ROUTES),
            layer="routes",
        )
    routes = []
    for o in route_objs:
        a = require(tmx, "routes", o, "a", str)
        b = require(tmx, "routes", o, "b", str)
        _town_ids(path, "routes", o.name, (a, b), ids)
        length = require(tmx, "routes", o, "length", int)
        if length not in ROUTE_SCORES:
            known = ", ".join(map(str, ROUTE_SCORES))
            raise MapError(
                path,
                _("a route's length in cards must be one of: {known}").format(known=known),
                "routes",
                o.name,
            )
        color = require(tmx, "routes", o, "color", str)
        if color not in COLOURS:
            raise MapError(
                path,
                _("no card colour {color} (the colours: {known})").format(
                    color=repr(color), known=", ".join(COLOURS)
                ),
                "routes",
                o.name,
            )
        track = tuple((float(x), float(y)) for x, y in (getattr(o, "points", None) or ()))
        routes.append(Route(o.name, a, b, length, color, track))
    ticket_objs = unique_names(tmx, "tickets", object_layer(tmx, "tickets"))
    tickets = []
    for o in ticket_objs:
        a = require(tmx, "tickets", o, "from", str)
        b = require(tmx, "tickets", o, "to", str)
        _town_ids(path, "tickets", o.name, (a, b), ids)
        points = require(tmx, "tickets", o, "points", int)
        if points < 1:
            raise MapError(path, _("ticket points must be at least 1"), "tickets", o.name)
        tickets.append(Ticket(o.name, a, b, points))
    if len(tickets) < MAX_PLAYERS:
        raise MapError(
            path,
            ngettext(
                "the board needs at least {n} ticket, one per player",
                "the board needs at least {n} tickets, one per player",
                MAX_PLAYERS,
            ).format(n=MAX_PLAYERS),
            layer="tickets",
        )
    return BranchLineBoard(path, towns, tuple(routes), tuple(tickets))


@cache
def default_board() -> BranchLineBoard:
    """The Branch Line board: the user's copy if any, else the shipped one; loaded once."""
    return load_map(GAME_ID, load_branch_line_board)
