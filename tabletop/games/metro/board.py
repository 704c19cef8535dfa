"""The Metro map (``maps/metro.tmx``) → a frozen ``MetroBoard``.

The map holds (see ``tools/art/metro.py``, which writes it):

- a tile layer ``tiles``: the 8×8 grid (empty at the start), tile size = one square;
- a tileset whose tiles carry ``design`` (id such as ``"T05"``), ``pairs`` (the 4 tracks as
  ``"0-5 2-7 4-1 6-3"``, even point first) and ``count`` (copies in the game);
- an object layer ``stations``: 32 points named by station number, with ``side``,
  ``square_row``, ``square_col``, ``point`` (where the station's line starts) and
  ``arrival_point`` (where lines end there);
- an object layer ``centrals``: the 8 central stations (``C1``…), with ``square_row``,
  ``square_col`` (the square beside the block), ``side`` (that square's side facing the block)
  and ``arrival_point``;
- an image layer ``board`` (the artwork, offset to the left/top of the grid) and a map property
  ``tile_back`` (image of a face-down tile);
- an object layer ``ui``: rectangles where the table draws its panels (``UI_PANELS``), in map
  pixels: the board picture and, right of it, the hand column and the seats over the log.

Points 0–7 run clockwise round a square from the left point of the top side (rules page).
Anything broken is a ``MapError`` naming the file, the layer and the object.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytmx

from tabletop.boards.problems import attempt, each, note
from tabletop.boards.tmx import (
    MapError,
    map_picture,
    object_layer,
    open_map,
    require,
    required_ui_rects,
    unique_names,
)
from tabletop.boards.user_maps import load_map
from tabletop.core.i18n import _, ngettext

from .geometry import SIDE_OFFSET, SIDE_POINTS, SIDES, Pairs

SIZE = 8
CENTRE = ((3, 3), (3, 4), (4, 3), (4, 4))
PLAYABLE_SQUARES = SIZE * SIZE - len(CENTRE)
#: Where central stations go: (row, col, side) of each square side that faces the block.
CENTRAL_SIDES = tuple(
    sorted(
        (r - dr, c - dc, side)
        for side, (dr, dc) in SIDE_OFFSET.items()
        for r, c in CENTRE
        if (r - dr, c - dc) not in CENTRE
    )
)
#: The panels every Metro table needs; a map without one of them is incomplete.
UI_PANELS = ("board", "hand", "pool", "draw_button", "players", "log")
#: The custom properties the loader reads, by layer ("": the map's own, besides ``game``,
#: ``name`` and ``author``; a central's ``block_side`` is the example's note, not read);
#: ``boards check`` warns of any other (``unknown_properties``).
PROPERTIES = {
    "": frozenset({"tile_back"}),
    "stations": frozenset({"point", "side", "square_row", "square_col", "arrival_point"}),
    "centrals": frozenset({"side", "square_row", "square_col", "arrival_point", "block_side"}),
    "ui": frozenset(),
}
#: Panels the table draws inside the hand's column (``ui.tables.metro``).
DRAWN_IN_HAND = (("hand", "pool"), ("hand", "draw_button"))


@dataclass(frozen=True)
class Station:
    """An edge station: its line starts at ``point`` of square (row, col), on ``side``."""

    number: int
    side: str
    row: int
    col: int
    point: int
    arrival_point: int
    #: Where its number plate is, in map pixels (grid top left = 0, 0).
    x: float
    y: float


@dataclass(frozen=True)
class CentralStation:
    """A central station: lines end there leaving square (row, col) through ``arrival_point``."""

    id: str
    row: int
    col: int
    side: str
    arrival_point: int
    x: float
    y: float


@dataclass(frozen=True)
class MetroBoard:
    path: Path
    size: int
    #: Pixel size of one square in the map (and of one tile in the tileset).
    tile_px: int
    centre: tuple[tuple[int, int], ...]
    #: design id → (pairs [even, odd], copies), in tileset order.
    designs: MappingProxyType[str, tuple[Pairs, int]]
    #: design id → (x, y, w, h) of its picture in ``tileset_image``.
    design_rects: MappingProxyType[str, tuple[int, int, int, int]]
    tileset_image: Path | None
    board_image: Path | None
    #: Where the board image's top left is, relative to the grid's top left (map pixels).
    board_offset: tuple[int, int]
    tile_back_image: Path | None
    stations: tuple[Station, ...]
    centrals: tuple[CentralStation, ...]
    ui: MappingProxyType[str, tuple[float, float, float, float]]

    @property
    def tile_total(self) -> int:
        return sum(count for _pairs, count in self.designs.values())

    def station(self, number: int) -> Station:
        return self.stations[number - 1]


def parse_pairs(text: str) -> Pairs:
    """``"0-5 2-7 4-1 6-3"`` → ((0, 5), (2, 7), (4, 1), (6, 3)); ``ValueError`` explains a
    malformed value (every point 0–7 used once, each pair joining an even and an odd point)."""
    pairs: list[tuple[int, int]] = []
    for part in str(text).split():
        first, sep, second = part.partition("-")
        if not sep or not first.isdigit() or not second.isdigit():
            raise ValueError(f"{part!r} is not a pair like '0-5'")
        pairs.append((int(first), int(second)))
    if len(pairs) != 4:
        raise ValueError(f"needs 4 pairs like '0-5 2-7 4-1 6-3', got {len(pairs)}")
    points = sorted(p for pair in pairs for p in pair)
    if points != list(range(8)):
        raise ValueError("must use every point 0–7 exactly once")
    normal = []
    for a, b in pairs:
        if a % 2 == b % 2:
            raise ValueError(f"the track {a}-{b} must join an even point to an odd point")
        normal.append((a, b) if a % 2 == 0 else (b, a))
    return tuple(sorted(normal))


def _tileset_designs(
    tmx: pytmx.TiledMap, path: Path
) -> tuple[
    dict[str, tuple[Pairs, int]], dict[str, tuple[int, int, int, int]], Path | None, dict[int, str]
]:
    designs: dict[str, tuple[Pairs, int]] = {}
    rects: dict[str, tuple[int, int, int, int]] = {}
    by_gid: dict[int, str] = {}
    image: Path | None = None
    if not tmx.tilesets:
        raise MapError(path, _("the map has no tileset with the tile designs"))
    for tileset in tmx.tilesets:
        where = f"tileset {tileset.name}"
        for local in range(int(tileset.tilecount or 0)):
            # pytmx keeps its own gids: map the tileset's gid to pytmx's before looking up.
            tiled_gid = tileset.firstgid + local
            gid = tmx.map_gid2(tiled_gid)[0][0]
            props = tmx.get_tile_properties_by_gid(gid) or {}
            obj = f"tile {local}"
            for key in ("design", "pairs", "count"):
                if key not in props:
                    raise MapError(
                        path,
                        _("missing property {key}").format(key=repr(key)),
                        layer=where,
                        obj=obj,
                    )
            design = props["design"]
            if not isinstance(design, str) or not design:
                raise MapError(path, _("property 'design' must be a design id"), where, obj)
            count = props["count"]
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise MapError(path, _("property 'count' must be a whole number ≥ 1"), where, obj)
            try:
                pairs = parse_pairs(props["pairs"])
            except ValueError as exc:
                raise MapError(
                    path, _("property 'pairs' {exc}").format(exc=exc), layer=where, obj=design
                ) from None
            if design in designs:
                raise MapError(path, _("this design id is used twice"), layer=where, obj=design)
            designs[design] = (pairs, count)
            by_gid[gid] = design
            entry = tmx.images[gid] if gid < len(tmx.images) else None
            if entry:
                source, rect = entry[0], entry[1]
                rects[design] = tuple(int(v) for v in rect)  # type: ignore[assignment]
                image = Path(source)
                if not image.is_absolute():
                    image = Path(path).parent / Path(source).name
    return designs, rects, image, by_gid


def _int_prop(tmx: pytmx.TiledMap, layer: str, obj: Any, key: str) -> int:
    return require(tmx, layer, obj, key, int)


def _stations(tmx: pytmx.TiledMap, path: Path) -> tuple[Station, ...]:
    layer = "stations"
    every = object_layer(tmx, layer)
    objs = unique_names(tmx, layer, every)
    found: dict[int, Station] = {}
    sides_used: dict[tuple[int, int, str], str] = {}
    for obj in objs:
        with each():
            name = obj.name
            if not name.isdigit() or not 1 <= int(name) <= 4 * SIZE:
                raise MapError(
                    path,
                    _("a station's name must be its number 1–{n}").format(n=4 * SIZE),
                    layer,
                    name,
                )
            side = require(tmx, layer, obj, "side", str)
            if side not in SIDES:
                raise MapError(
                    path,
                    _("side must be one of {sides}").format(sides=", ".join(SIDES)),
                    layer,
                    name,
                )
            row = _int_prop(tmx, layer, obj, "square_row")
            col = _int_prop(tmx, layer, obj, "square_col")
            point = _int_prop(tmx, layer, obj, "point")
            arrival = _int_prop(tmx, layer, obj, "arrival_point")
            dr, dc = SIDE_OFFSET[side]
            on_board = 0 <= row < SIZE and 0 <= col < SIZE
            outside = not (0 <= row + dr < SIZE and 0 <= col + dc < SIZE)
            if not (on_board and outside):
                # Say where such a station goes: its square's row (top, bottom) or column
                # (left, right) is fixed by its side, the other is any of the board's.
                prop = "square_row" if dr else "square_col"
                edge = 0 if dr + dc < 0 else SIZE - 1
                raise MapError(
                    path,
                    _("square [{row}, {col}] has no {side} side on the board edge").format(
                        row=row, col=col, side=side
                    )
                    + _(
                        " — a {side} station's square is on that edge of the board: set {prop} "
                        "to {edge} (and the other between 0 and {last})"
                    ).format(side=side, prop=prop, edge=edge, last=SIZE - 1),
                    layer,
                    name,
                )
            if (point, arrival) != SIDE_POINTS[side]:
                start, end = SIDE_POINTS[side]
                raise MapError(
                    path,
                    _(
                        "a {side} station starts at point {start} and ends at point {end}, not "
                        "{point} and {arrival}"
                    ).format(side=side, start=start, end=end, point=point, arrival=arrival),
                    layer,
                    name,
                )
            key = (row, col, side)
            if key in sides_used:
                raise MapError(
                    path,
                    _(
                        "shares its square side with station {sides_used} — give each station "
                        "a side of the board's edge of its own"
                    ).format(sides_used=sides_used[key]),
                    layer,
                    name,
                )
            sides_used[key] = name
            found[int(name)] = Station(
                int(name), side, row, col, point, arrival, float(obj.x), float(obj.y)
            )
    # Only the numbers no object is named by: a station that is there but broken has its own
    # problem above, and the reading goes on to the other layers (every problem in one run).
    named = {str(getattr(obj, "name", "")) for obj in every}
    missing = [n for n in range(1, 4 * SIZE + 1) if str(n) not in named]
    if missing:
        note(
            MapError(
                path,
                ngettext(
                    "station {names} is missing — add a point named by its number, on its side "
                    "of the board's edge (every number 1–{n} is a station)",
                    "stations {names} are missing — add a point named by each number, on its "
                    "side of the board's edge (every number 1–{n} is a station)",
                    len(missing),
                ).format(names=", ".join(map(str, missing)), n=4 * SIZE),
                layer,
            )
        )
    return tuple(found[n] for n in sorted(found))


def _centrals(tmx: pytmx.TiledMap, path: Path) -> tuple[CentralStation, ...]:
    layer = "centrals"
    every = object_layer(tmx, layer)
    objs = unique_names(tmx, layer, every)
    out = []
    used: dict[tuple[int, int, str], str] = {}
    for obj in objs:
        with each():
            name = obj.name
            side = require(tmx, layer, obj, "side", str)
            if side not in SIDES:
                raise MapError(
                    path,
                    _("side must be one of {sides}").format(sides=", ".join(SIDES)),
                    layer,
                    name,
                )
            row = _int_prop(tmx, layer, obj, "square_row")
            col = _int_prop(tmx, layer, obj, "square_col")
            arrival = _int_prop(tmx, layer, obj, "arrival_point")
            dr, dc = SIDE_OFFSET[side]
            if (row, col) in CENTRE or (row + dr, col + dc) not in CENTRE:
                raise MapError(
                    path,
                    _(
                        "the {side} side of square [{row}, {col}] does not face the central "
                        "station block — central stations go on {places}"
                    ).format(side=side, row=row, col=col, places=_central_places()),
                    layer,
                    name,
                )
            if arrival != SIDE_POINTS[side][1]:
                raise MapError(
                    path,
                    _(
                        "lines reach the block through point {side_points} of the {side} side, not "
                        "{arrival}"
                    ).format(side_points=SIDE_POINTS[side][1], side=side, arrival=arrival),
                    layer,
                    name,
                )
            key = (row, col, side)
            if key in used:
                raise MapError(
                    path,
                    _("same place as central station {used}").format(used=used[key]),
                    layer,
                    name,
                )
            used[key] = name
            out.append(CentralStation(name, row, col, side, arrival, float(obj.x), float(obj.y)))
    # Counted as written: a central station that is there but broken has its own problem.
    if len(every) != len(CENTRAL_SIDES):
        note(
            MapError(
                path,
                _(
                    "needs the 8 central stations, one on each outer side of the block's "
                    "squares; found: {found}"
                ).format(found=len(every)),
                layer,
            )
        )
    return tuple(sorted(out, key=lambda c: c.id))


def _check_plates(
    path: Path,
    stations: tuple[Station, ...],
    tile_px: int,
    board: tuple[float, float, float, float] | None,
) -> None:
    """Each station's point (where the table draws its number plate, and where a click picks
    it) lies outside the grid by its own square side, no further out than the margin the
    ``board`` rectangle leaves there (at least one square): a plate placed anywhere else was
    drawn over the tiles or off the board, and the check passed it."""
    grid = SIZE * tile_px
    plain = (-tile_px, -tile_px, grid + 2 * tile_px, grid + 2 * tile_px)  # the art-less board
    bx, by, bw, bh = board if board is not None else plain
    margins: dict[str, float] = {
        "top": max(tile_px, -by),
        "bottom": max(tile_px, by + bh - grid),
        "left": max(tile_px, -bx),
        "right": max(tile_px, bx + bw - grid),
    }
    for station in stations:
        with each():
            side, row, col = station.side, station.row, station.col
            margin = margins[side]
            # The allowed box: along the side, the square's span; outwards, the margin.
            x0, x1 = float(col * tile_px), float((col + 1) * tile_px)
            y0, y1 = float(row * tile_px), float((row + 1) * tile_px)
            if side == "top":
                y0, y1 = -margin, 0
            elif side == "bottom":
                y0, y1 = grid, grid + margin
            elif side == "left":
                x0, x1 = -margin, 0
            else:
                x0, x1 = grid, grid + margin
            out = {"top": -station.y, "bottom": station.y - grid, "left": -station.x}.get(
                side, station.x - grid
            )
            if out > 0 and x0 <= station.x <= x1 and y0 <= station.y <= y1:
                continue
            raise MapError(
                path,
                _(
                    "its number is drawn at ({x}, {y}), not beside the {side} side of square "
                    "[{row}, {col}] — put the point just outside the grid by that side: x "
                    "{x0} to {x1}, y {y0} to {y1} (map units from the grid's top left)"
                ).format(
                    x=_coordinate(station.x),
                    y=_coordinate(station.y),
                    side=side,
                    row=row,
                    col=col,
                    x0=_coordinate(x0),
                    x1=_coordinate(x1),
                    y0=_coordinate(y0),
                    y1=_coordinate(y1),
                ),
                "stations",
                str(station.number),
            )


def _coordinate(value: float) -> str:
    return f"{float(value):g}"


def _central_places() -> str:
    """The square sides facing the block, as the check names them: "[2, 3] bottom, …"."""
    return ", ".join(f"[{r}, {c}] {side}" for r, c, side in CENTRAL_SIDES)


def _tile_layer(tmx: pytmx.TiledMap, path: Path, by_gid: dict[int, str]) -> None:
    layer = None
    for candidate in tmx.layers:
        if isinstance(candidate, pytmx.TiledTileLayer) and candidate.name == "tiles":
            layer = candidate
    if layer is None:
        raise MapError(path, _("the map has no tile layer with this name"), layer="tiles")
    if (tmx.width, tmx.height) != (SIZE, SIZE) or (layer.width, layer.height) != (SIZE, SIZE):
        raise MapError(
            path, _("the grid must be {size}×{size} squares").format(size=SIZE), layer="tiles"
        )
    if tmx.tilewidth != tmx.tileheight:
        raise MapError(path, _("squares must be square (tilewidth = tileheight)"), layer="tiles")
    for row in range(SIZE):
        for col in range(SIZE):
            gid = layer.data[row][col]
            if not gid:
                continue
            design = by_gid.get(gid)  # both are pytmx's gids
            if design is None:
                raise MapError(
                    path,
                    _("square [{row}, {col}] holds an unknown design (gid {gid})").format(
                        row=row, col=col, gid=gid
                    ),
                    layer="tiles",
                    obj=f"[{row}, {col}]",
                )
            raise MapError(
                path,
                _("the board must start empty; square [{row}, {col}] holds {design}").format(
                    row=row, col=col, design=design
                ),
                layer="tiles",
                obj=f"[{row}, {col}]",
            )


def load_metro_board(path: Path | str) -> MetroBoard:
    path = Path(path)
    tmx = open_map(path)
    designs, rects, tileset_image, by_gid = _tileset_designs(tmx, path)
    _tile_layer(tmx, path, by_gid)
    total = sum(count for _pairs, count in designs.values())
    if total != PLAYABLE_SQUARES:
        raise MapError(
            path,
            ngettext(
                "the tiles' counts add up to {total}, but the board has {playable_squares} "
                "square to fill",
                "the tiles' counts add up to {total}, but the board has {playable_squares} "
                "squares to fill",
                PLAYABLE_SQUARES,
            ).format(total=total, playable_squares=PLAYABLE_SQUARES),
            layer="tileset",
        )
    stations = _stations(tmx, path)
    centrals = _centrals(tmx, path)
    board_image: Path | None = None
    offset = (0, 0)
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledImageLayer) and layer.name == "board":
            source = getattr(layer, "source", None)
            if source:
                board_image = _named_picture(path, str(source), layer.name)
            # Tiled leaves offsetx/offsety out when they are 0, and pytmx then has no such
            # attribute at all (AttributeError): absent means the grid's top left.
            offset = (
                int(getattr(layer, "offsetx", 0) or 0),
                int(getattr(layer, "offsety", 0) or 0),
            )
    back = (tmx.properties or {}).get("tile_back")
    tile_back = _named_picture(path, str(back), None) if back else None
    ui = required_ui_rects(tmx, path, UI_PANELS, may_overlap=DRAWN_IN_HAND)
    _check_plates(path, stations, int(tmx.tilewidth), ui.get("board"))
    return MetroBoard(
        path=path,
        size=SIZE,
        tile_px=int(tmx.tilewidth),
        centre=CENTRE,
        designs=MappingProxyType(designs),
        design_rects=MappingProxyType(rects),
        tileset_image=tileset_image,
        board_image=board_image,
        board_offset=offset,
        tile_back_image=tile_back,
        stations=stations,
        centrals=centrals,
        ui=MappingProxyType(ui),
    )


def _named_picture(path: Path, source: str, layer: str | None) -> Path | None:
    """The picture the map names (the image layer ``board``, or the map property ``tile_back``
    when ``layer`` is None), beside the map or shipped. One that is not there is a problem: a
    typo in its name would otherwise give the plain drawing without a word (as Ticket to Ride's
    background picture is refused)."""
    image = attempt(lambda: map_picture(path, source), None)
    if image is None or image.is_file():
        return image
    if layer is None:
        fix = _(
            "the map property 'tile_back' names the picture {source}, which is missing — put it "
            "in the map's folder, or delete the property (the table then draws a plain tile back)"
        )
    else:
        fix = _(
            "the board picture {source} is missing — put it in the map's folder, or delete the "
            "image layer (a board without a picture is drawn plainly)"
        )
    note(MapError(path, fix.format(source=repr(source)), layer=layer))
    return None


@cache
def default_metro_board() -> MetroBoard:
    """The Metro board: the user's copy if any, else the shipped one; loaded once."""
    return load_map("metro", load_metro_board)
