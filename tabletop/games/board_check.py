"""Checking a board as its author needs (``python -m tabletop.boards check``, and the app when
it opens a map of the user's own): every problem at once, in plain words, or a summary.

Three passes, each only when the one before found nothing: the shared checks every map goes
through (``boards.tmx.check_map``: a hostile map is refused here, quickly); the game's own
loader and engine, which list every broken object (``boards.problems.collecting``); and the
checks of a playable board — every city reachable, every ticket completable — with the fix
said (on a broken board too, as far as the map as written shows them, so that one run lists
them with the rest). A board that passes gets a summary: family and rule set, cities, routes by
length, colour and kind, tickets and their values, connectivity, and (Metro) the grid and
stations.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from statistics import median
from typing import Any
from xml.etree import ElementTree

from tabletop.boards import map_game
from tabletop.boards.problems import collecting
from tabletop.boards.properties import unknown_properties
from tabletop.boards.tmx import MapError, check_map, read_map_xml
from tabletop.core import Game, TabletopError
from tabletop.core.i18n import _, ngettext

from . import DESCRIPTORS, unknown_game
from .branch_line import board as branch_line_board
from .great_tour import board as great_tour_board
from .great_tour.rules import SMALL_COACHES
from .great_tour.topology import topology
from .metro import board as metro_board
from .ttr import board as ttr_board
from .ttr.board import deal_shortfall


@dataclass
class BoardReport:
    """What a check found: ``problems`` (each a sentence naming file, layer and object, and
    how to fix it) or, when there are none, ``summary`` lines and ``warnings``: what a board
    that can be played does that its author most likely did not mean (more trains than car
    spaces, no ticket left to draw, …), each with what to do."""

    path: Path
    game_id: str = ""
    problems: list[str] = field(default_factory=list)
    summary: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    #: The engine for the board, when it could be built (for the balance lab and the app).
    engine: Game | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


def check_board(path: Path | str) -> BoardReport:
    """Check the map at ``path`` (never raises for a bad map: its problems are the report)."""
    path = Path(path)
    report = BoardReport(path)
    engine: Game | None = None
    with collecting() as noted:
        try:
            check_map(path)
            report.game_id = map_game(path)
        except (TabletopError, OSError) as error:
            # A file that is not a sensible map (or may be hostile) is read no further.
            report.problems.extend(str(e) for e in _unique(noted))
            report.problems.append(
                _(
                    "{problem} — the check stopped here: nothing more of this map is read until "
                    "this is fixed"
                ).format(problem=_problem_text(path, error))
            )
            return report
        found = next((d for d in DESCRIPTORS if d.id == report.game_id), None)
        if found is None:
            report.problems.append(str(unknown_game(path, report.game_id)))
            return report
        report.warnings += _unknown_properties(path, report.game_id)
        try:
            engine = found.engine_for(path)
        except MapError as error:  # the problem that stopped reading
            noted.append(error)
        except Exception as error:  # an untrusted map: a problem, never a crash
            if not noted:  # else a consequence of what was noted
                report.problems.append(_problem_text(path, error))
    report.problems.extend(str(error) for error in _unique(noted))
    if report.problems:
        # What can be read of a broken board is still checked for places nothing joins and
        # tickets nothing completes, from the map as written (the engine may not have been
        # built): every problem is listed in one run, not these only after the others are fixed.
        _check_joined_as_written(report)
        return report
    assert engine is not None  # no problem noted, so the loader built it
    # TTR and the Great Tour keep their board on the engine, the others on its tables.
    board: Any = getattr(engine, "board", None) or engine.tables.board  # type: ignore[attr-defined]
    checker = _CHECKS.get(type(board).__name__)
    report.engine = engine
    if checker is not None:
        checker(board, report)
    return report


def _objects(root: ElementTree.Element, layer: str) -> list[tuple[str, dict[str, str]]]:
    """Each object of ``layer`` as written: its name and its properties (broken or not)."""
    found = []
    for group in root.iter("objectgroup"):
        if group.get("name") == layer:
            for obj in group.iter("object"):
                props = {p.get("name") or "": p.get("value") or "" for p in obj.iter("property")}
                found.append((obj.get("name") or "", props))
    return found


def _check_joined_as_written(report: BoardReport) -> None:
    """Places no route or segment reaches, and tickets whose cities nothing joins, on a broken
    map read as written: a route or segment whose two ends are known places joins them (its own
    problems are listed already); a ticket naming an unknown city is listed already."""
    if report.game_id.startswith("ttr"):
        places, layer, words = ["cities"], "routes", _ttr_unreachable
    elif report.game_id == "great_tour":
        places, layer, words = ["cities", "waypoints"], "segments", _tour_unreachable
    else:
        return
    try:
        root = read_map_xml(report.path)
    except (TabletopError, OSError):
        return
    nodes = list(dict.fromkeys(name for lay in places for name, _p in _objects(root, lay)))
    known = set(nodes)
    edges = [
        (props.get("a", ""), props.get("b", ""))
        for _name, props in _objects(root, layer)
        if props.get("a") in known and props.get("b") in known
    ]
    parts = _components(nodes, edges)
    for part in parts[1:]:
        report.problems.append(words(report.path.name, part))
    part_of = {node: i for i, part in enumerate(parts) for node in part}
    for ticket, props in _objects(root, "tickets"):
        starts = [c.strip() for c in props.get("from", "").split(",")]
        ends = [c.strip() for c in props.get("to", "").split(",")]
        if not all(c in known for c in starts + ends):
            continue
        if any(part_of[a] == part_of[b] for a in starts for b in ends):
            continue
        if report.game_id == "great_tour":
            report.problems.append(_tour_ticket_unjoined(report.path.name, ticket))
        else:
            report.problems.append(
                _ttr_ticket_unjoined(report.path.name, ticket, starts[0], ends[0])
            )


def _ttr_unreachable(name: str, part: set[str]) -> str:
    return ngettext(
        "{file}, layer 'cities': no route reaches {cities} — add a route joining it to the "
        "other cities",
        "{file}, layer 'cities': no route reaches {cities} from the other cities — add a route "
        "joining them to the rest",
        len(part),
    ).format(file=name, cities=", ".join(sorted(part)))


def _tour_unreachable(name: str, part: set[str]) -> str:
    return ngettext(
        "{file}, layer 'segments': no segment reaches {places} — add a segment joining it to "
        "the other places",
        "{file}, layer 'segments': no segment reaches {places} from the other places — add a "
        "segment joining them to the rest",
        len(part),
    ).format(file=name, places=", ".join(sorted(part)))


def _ttr_ticket_unjoined(name: str, ticket: str, a: str, b: str) -> str:
    return _(
        "{file}, layer 'tickets', object '{ticket}': no routes join {a} and {b}, "
        "so it can never be completed — add routes between them or remove the ticket"
    ).format(file=name, ticket=ticket, a=a, b=b)


def _tour_ticket_unjoined(name: str, ticket: str) -> str:
    return _(
        "{file}, layer 'tickets', object '{ticket}': no start can reach a "
        "destination, so it can never be completed — join them with segments"
    ).format(file=name, ticket=ticket)


def _tour_ticket_no_journey(name: str, ticket: str) -> str:
    return _(
        "{file}, layer 'tickets', object '{ticket}': no journey joins a start to a destination "
        "(a journey passes through no other city, and a player's small coaches, one a segment, "
        "limit its length to {most}) — add a road between them through waypoints only, or "
        "change the ticket"
    ).format(file=name, ticket=ticket, most=SMALL_COACHES)


def _unique(errors: Iterable[MapError]) -> list[MapError]:
    seen: set[str] = set()
    out = []
    for error in errors:
        if str(error) not in seen:
            seen.add(str(error))
            out.append(error)
    return out


def _problem_text(path: Path, error: BaseException) -> str:
    text = str(error)
    return text if text.startswith(path.name) else f"{path.name}: {text}"


#: Each game's custom properties by layer (its board loader's ``PROPERTIES``).
_PROPERTIES = {
    "ttr_europe": ttr_board.PROPERTIES,
    "ttr_paris": ttr_board.PROPERTIES,
    "great_tour": great_tour_board.PROPERTIES,
    "metro": metro_board.PROPERTIES,
    "branch_line": branch_line_board.PROPERTIES,
}


def _unknown_properties(path: Path, game_id: str) -> list[str]:
    """A warning for each property of the map that its game's loader does not read (a typo
    was ignored without a word, and the author's intent lost)."""
    known = _PROPERTIES.get(game_id)
    if known is None:
        return []
    try:
        return unknown_properties(read_map_xml(path), path, known)
    except (TabletopError, OSError):
        return []


# ----------------------------------------------------------------------------- graphs


def _components(nodes: Iterable[str], edges: Iterable[tuple[str, str]]) -> list[set[str]]:
    parent = {node: node for node in nodes}

    def root(node: str) -> str:
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for a, b in edges:
        parent[root(a)] = root(b)
    groups: dict[str, set[str]] = {}
    for node in parent:
        groups.setdefault(root(node), set()).add(node)
    return sorted(groups.values(), key=len, reverse=True)


def route_links(board: Any) -> dict[str, list[tuple[str, int]]]:
    """A Ticket to Ride board's cities, each with its neighbours and the routes' lengths."""
    edges: dict[str, list[tuple[str, int]]] = {}
    for route in board.routes.values():
        edges.setdefault(route.a, []).append((route.b, route.length))
        edges.setdefault(route.b, []).append((route.a, route.length))
    return edges


def shortest(edges: Mapping[str, list[tuple[str, int]]], start: str, goal: str) -> int | None:
    """The fewest pieces (sum of lengths) joining ``start`` to ``goal``; None if none do."""
    best = {start: 0}
    queue = [(0, start)]
    while queue:
        cost, node = heapq.heappop(queue)
        if node == goal:
            return cost
        if cost > best.get(node, cost):
            continue
        for other, length in edges.get(node, []):
            if cost + length < best.get(other, 1 << 30):
                best[other] = cost + length
                heapq.heappush(queue, (cost + length, other))
    return None


def _spread(values: list[int]) -> str:
    if not values:
        return "—"
    return _("{low}–{high} points (median {mid})").format(
        low=min(values), high=max(values), mid=f"{median(values):g}"
    )


def _counts(counter: Counter[Any]) -> str:
    return ", ".join(f"{key}: {n}" for key, n in sorted(counter.items(), key=lambda kv: str(kv[0])))


# ----------------------------------------------------------------------------- per family


def _check_ttr(board: Any, report: BoardReport) -> None:
    name = report.path.name
    rules = report.engine.rules  # type: ignore[union-attr]
    edges = route_links(board)
    parts = _components(board.cities, ((r.a, r.b) for r in board.routes.values()))
    for part in parts[1:]:
        report.problems.append(_ttr_unreachable(name, part))
    for ticket in board.tickets.values():
        need = shortest(edges, ticket.a, ticket.b)
        if need is None:
            report.problems.append(_ttr_ticket_unjoined(name, ticket.id, ticket.a, ticket.b))
        elif need > rules.pieces:
            report.problems.append(
                _(
                    "{file}, layer 'tickets', object '{ticket}': joining {a} and {b} takes at "
                    "least {need} pieces but a player has {pieces} — shorten the way or remove "
                    "the ticket"
                ).format(
                    file=name,
                    ticket=ticket.id,
                    a=ticket.a,
                    b=ticket.b,
                    need=need,
                    pieces=rules.pieces,
                )
            )
    if report.problems:
        return
    routes = list(board.routes.values())
    kinds: Counter[str] = Counter()
    for route in routes:
        if route.tunnel:
            kinds[_("tunnel")] += 1
        elif route.ferry_locomotives:
            kinds[_("ferry")] += 1
        else:
            kinds[_("plain")] += 1
    doubles = len({r.double_group for r in routes if r.double_group})
    points = [t.points for t in board.tickets.values()]
    longs = sum(1 for t in board.tickets.values() if t.long)
    report.summary += [
        _("Family: Ticket to Ride; rule set: {rules}").format(rules=_(rules.title)),
        ngettext("{n} city", "{n} cities", len(board.cities)).format(n=len(board.cities)),
        ngettext("{n} route", "{n} routes", len(routes)).format(n=len(routes))
        + " "
        + ngettext("({n} double)", "({n} doubles)", doubles).format(n=doubles),
        _("Routes by length: {counts}").format(counts=_counts(Counter(r.length for r in routes))),
        _("Routes by colour: {counts}").format(counts=_counts(Counter(r.color for r in routes))),
        _("Routes by kind: {counts}").format(counts=_counts(kinds)),
        ngettext("{n} ticket", "{n} tickets", len(points)).format(n=len(points))
        + f" ({_spread(points)}"
        + (f"; {ngettext('{n} long', '{n} long', longs).format(n=longs)})" if longs else ")"),
        _deals_for(rules, board.tickets.values()),
        _("Connected: every city can be reached; every ticket can be completed."),
    ]
    report.summary.append(_("Car spaces: {spaces}").format(spaces=sum(r.length for r in routes)))
    report.warnings += _room_for(rules, routes, board.tickets.values())


def _deals_for(rules: Any, tickets: Iterable[Any]) -> str:
    """The player counts the board's tickets can be dealt for, and what the next needs."""
    tickets = list(tickets)
    dealt = [
        n
        for n in range(rules.min_players, rules.max_players + 1)
        if not deal_shortfall(rules, tickets, n)
    ]
    top = max(dealt, default=rules.min_players - 1)
    if top == rules.min_players:  # one count, not "for 2–2 players"
        line = ngettext(
            "Deals the starting tickets for {n} player only",
            "Deals the starting tickets for {n} players only",
            top,
        ).format(n=top)
    else:
        line = _("Deals the starting tickets for {low}–{high} players").format(
            low=rules.min_players, high=top
        )
    if top < rules.max_players:
        line += " " + ngettext(
            "({players} player needs {more})", "({players} players need {more})", top + 1
        ).format(players=top + 1, more=deal_shortfall(rules, tickets, top + 1))
    return line


def _room_for(rules: Any, routes: list[Any], tickets: Iterable[Any]) -> list[str]:
    """Warnings of what the board leaves the players at each count it deals for: no ticket
    left to draw after the starting deal, or more trains than car spaces (then routes run out
    first and games end when nobody can move, not by the final round) — a blind author's two
    surprises on a small board."""
    tickets = list(tickets)
    regular = sum(1 for t in tickets if not t.long)
    spaces = sum(r.length for r in routes)
    # With few players only one track of a double may be used: count each double's longest.
    groups: dict[str, list[int]] = {}
    for route in routes:
        if route.double_group:
            groups.setdefault(route.double_group, []).append(route.length)
    single = spaces - sum(sum(lengths) - max(lengths) for lengths in groups.values())
    lines: list[str] = []
    dealt = [
        n
        for n in range(rules.min_players, rules.max_players + 1)
        if not deal_shortfall(rules, tickets, n)
    ]
    # Both grow with the players: the first count each happens at is the one to say.
    drawn_out = [n for n in dealt if regular - n * rules.start_regular <= 0]
    if drawn_out:
        lines.append(
            ngettext(
                "With {players} player every regular ticket is dealt at the start: none is left "
                "to draw during the game — add regular tickets",
                "With {players} players every regular ticket is dealt at the start: none is left "
                "to draw during the game — add regular tickets",
                drawn_out[0],
            ).format(players=drawn_out[0])
        )
    crowded = [
        (n, n * rules.pieces, single if n <= rules.doubles_single_up_to else spaces) for n in dealt
    ]
    crowded = [(n, pieces, room) for n, pieces, room in crowded if pieces > room]
    if crowded:
        players, pieces, room = crowded[0]
        # "and more so" only where a larger count exists; Paris's pieces are buses (rulebook).
        more = _(", and more so with more players") if players < dealt[-1] else ""
        if rules.has_stations:
            text = ngettext(
                "With {players} player the trains ({pieces}) outnumber the car spaces that can "
                "be claimed ({room}){more}: the routes run out first, and games end when nobody "
                "can move rather than by the final round — add routes",
                "With {players} players the trains ({pieces}) outnumber the car spaces that can "
                "be claimed ({room}){more}: the routes run out first, and games end when nobody "
                "can move rather than by the final round — add routes",
                players,
            )
        else:
            text = ngettext(
                "With {players} player the buses ({pieces}) outnumber the spaces that can "
                "be claimed ({room}){more}: the routes run out first, and games end when nobody "
                "can move rather than by the final round — add routes",
                "With {players} players the buses ({pieces}) outnumber the spaces that can "
                "be claimed ({room}){more}: the routes run out first, and games end when nobody "
                "can move rather than by the final round — add routes",
                players,
            )
        lines.append(text.format(players=players, pieces=pieces, room=room, more=more))
    return lines


def _check_great_tour(board: Any, report: BoardReport) -> None:
    name = report.path.name
    nodes = [c.id for c in board.cities] + [w.id for w in board.waypoints]
    parts = _components(nodes, ((s.a, s.b) for s in board.segments))
    for part in parts[1:]:
        report.problems.append(_tour_unreachable(name, part))
    # A ticket is completed by a journey as the engine allows it: through no other city, at
    # most SMALL_COACHES segments (a graph path through a city is no journey).
    paths = topology(board)
    red_only = []
    for ticket, starts, destinations, _points in paths.tickets:
        trips = [(a, b) for a in starts for b in destinations]
        if not any(paths.paths_between(a, b, True) for a, b in trips):
            report.problems.append(_tour_ticket_no_journey(name, ticket))
        elif not any(paths.paths_between(a, b, False) for a, b in trips):
            red_only.append(ticket)
    if report.problems:
        return
    points = [t.points for t in board.tickets]
    red = sum(1 for s in board.segments if s.red)
    report.summary += [
        _("Family: The Great Tour"),
        ngettext("{n} city", "{n} cities", len(board.cities)).format(n=len(board.cities))
        + ", "
        + ngettext("{n} waypoint", "{n} waypoints", len(board.waypoints)).format(
            n=len(board.waypoints)
        ),
        ngettext("{n} segment", "{n} segments", len(board.segments)).format(n=len(board.segments))
        + " "
        + ngettext(
            "({n} red, used with 5–6 players)", "({n} red, used with 5–6 players)", red
        ).format(n=red),
        ngettext("{n} road", "{n} roads", len({s.road for s in board.segments})).format(
            n=len({s.road for s in board.segments})
        ),
        ngettext("{n} ticket", "{n} tickets", len(points)).format(n=len(points))
        + f" ({_spread(points)})",
        _("Connected: every place can be reached; every ticket can be completed."),
    ]
    if red_only:
        report.summary.append(
            ngettext(
                "{n} ticket only 5–6 players can complete (each journey needs a red segment): "
                "{tickets}",
                "{n} tickets only 5–6 players can complete (each journey needs a red segment): "
                "{tickets}",
                len(red_only),
            ).format(n=len(red_only), tickets=", ".join(red_only))
        )


def _check_metro(board: Any, report: BoardReport) -> None:
    report.summary += [
        _("Family: Metro"),
        _("Grid: {size}×{size} squares, a central block of {centre}").format(
            size=board.size, centre=len(board.centre)
        ),
        ngettext("{n} station", "{n} stations", len(board.stations)).format(n=len(board.stations))
        + ", "
        + ngettext("{n} central station", "{n} central stations", len(board.centrals)).format(
            n=len(board.centrals)
        ),
        ngettext("{n} tile design", "{n} tile designs", len(board.designs)).format(
            n=len(board.designs)
        )
        + ", "
        + ngettext("{n} tile", "{n} tiles", board.tile_total).format(n=board.tile_total),
    ]


def _check_branch_line(board: Any, report: BoardReport) -> None:
    report.summary += [
        _("Family: Branch Line (the example game)"),
        ngettext("{n} town", "{n} towns", len(board.towns)).format(n=len(board.towns)),
        ngettext("{n} route", "{n} routes", len(board.routes)).format(n=len(board.routes)),
        ngettext("{n} ticket", "{n} tickets", len(board.tickets)).format(n=len(board.tickets)),
    ]


_CHECKS = {
    "TtrBoard": _check_ttr,
    "GreatTourBoard": _check_great_tour,
    "MetroBoard": _check_metro,
    "BranchLineBoard": _check_branch_line,
}
