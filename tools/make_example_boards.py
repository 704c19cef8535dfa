"""Write the example boards of docs/BOARDS.md: ``maps/examples/*.tmx``, one per family.

    python tools/make_example_boards.py

Each is a small, complete board a map author can open in Tiled and copy: no background
picture (the table draws a plain one), every layer its family needs, every property set.
The Ticket to Ride boards (Paris rules with double routes, and Europe rules with tunnels,
ferries, a double route and long tickets) and the Great Tour board are written from the small
tables below (cities, routes, tickets), each with room on its routes for the trains or buses
of every player count its tickets deal for (``boards check`` warns of nothing); the Metro
board is the rulebook's grid (Metro's board is fixed by its rules) without the artwork, using
the shipped tile set. ``tests/boards/test_examples.py``
checks that each passes ``python -m tabletop.boards check`` and plays to its end.
"""

from __future__ import annotations

import heapq
import re
from pathlib import Path
from xml.sax.saxutils import quoteattr

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "maps" / "examples"

# ----------------------------------------------------------------------------- TTR (Paris rules)
TTR_SIZE = (1200, 800)
#: id → (label, x, y)
TTR_CITIES = {
    "harbour": ("Harbour", 150, 620),
    "market": ("Market", 420, 560),
    "castle": ("Castle", 300, 300),
    "bridge": ("Bridge", 640, 380),
    "station": ("Station", 900, 560),
    "abbey": ("Abbey", 620, 130),
    "mill": ("Mill", 1000, 200),
    "forge": ("Forge", 880, 720),
    "garden": ("Garden", 120, 140),
}
#: (a, b, length, colour)
TTR_ROUTES = [
    ("harbour", "market", 2, "blue"),
    ("harbour", "castle", 3, "red"),
    ("harbour", "garden", 3, "white"),
    ("garden", "castle", 2, "green"),
    ("garden", "abbey", 3, "yellow"),
    ("castle", "market", 2, "purple"),
    ("castle", "bridge", 3, "white"),
    ("castle", "abbey", 3, "blue"),
    ("market", "bridge", 2, "yellow"),
    ("market", "forge", 3, "green"),
    ("bridge", "abbey", 2, "red"),
    ("bridge", "station", 2, "purple"),
    ("bridge", "mill", 3, "green"),
    ("abbey", "mill", 3, "purple"),
    ("station", "mill", 3, "white"),
    ("station", "forge", 1, "red"),
    ("forge", "bridge", 3, "blue"),
    ("market", "station", 3, "yellow"),
]
#: The second tracks of double routes: (a, b) of a route above → the second track's colour.
#: They give 4 players' 60 buses room (61 spaces; 46 without them, where the buses ran out of
#: routes first); with 2 players only one track of each may be claimed (the rulebook's rule).
TTR_DOUBLES = {
    ("harbour", "castle"): "yellow",
    ("garden", "abbey"): "red",
    ("castle", "bridge"): "green",
    ("market", "forge"): "white",
    ("station", "mill"): "blue",
}
#: (from, to, points)
TTR_TICKETS = [
    ("harbour", "bridge", 4),
    ("harbour", "station", 6),
    ("garden", "bridge", 5),
    ("garden", "mill", 7),
    ("castle", "station", 5),
    ("castle", "forge", 6),
    ("market", "abbey", 4),
    ("market", "mill", 6),
    ("abbey", "station", 4),
    ("abbey", "forge", 5),
    ("harbour", "mill", 8),
    ("garden", "forge", 8),
    ("castle", "mill", 6),
    ("market", "garden", 4),
]
TTR_UI = {
    "board": (0, 0, 1200, 800),
    "players": (1216, 16, 420, 300),
    "market": (1216, 332, 420, 260),
    "train_deck": (1216, 608, 202, 140),
    "ticket_deck": (1434, 608, 202, 140),
    "log": (1216, 764, 420, 290),
    "hand": (16, 816, 700, 238),
    "tickets": (732, 816, 468, 238),
}

# ----------------------------------------------------------------------------- TTR (Europe rules)
#: id → (label, x, y)
EU_CITIES = {
    "porto": ("Porto", 120, 150),
    "lumen": ("Lumen", 420, 120),
    "vale": ("Vale", 760, 140),
    "norhaven": ("Norhaven", 1080, 120),
    "ashford": ("Ashford", 200, 420),
    "brook": ("Brook", 520, 380),
    "crest": ("Crest", 850, 420),
    "dunmore": ("Dunmore", 1100, 430),
    "isle": ("Isle", 100, 700),
    "eastgate": ("Eastgate", 420, 680),
    "fells": ("Fells", 760, 700),
    "glen": ("Glen", 1080, 720),
    "harrow": ("Harrow", 640, 260),
    "moorfield": ("Moorfield", 950, 570),
}
#: (a, b, length, colour, kind): kind "" (plain), "tunnel", "ferry:0,3" (the locomotive
#: spaces of a ferry) or "double:N" (track N of a double route: both tracks in a row).
EU_ROUTES = [
    ("porto", "lumen", 3, "red", ""),
    ("lumen", "vale", 3, "blue", ""),
    ("vale", "norhaven", 3, "green", ""),
    ("porto", "ashford", 3, "yellow", ""),
    ("lumen", "brook", 3, "orange", ""),
    ("vale", "crest", 3, "pink", ""),
    ("norhaven", "dunmore", 3, "white", ""),
    ("ashford", "brook", 3, "black", ""),
    ("brook", "crest", 4, "gray", "tunnel"),
    ("crest", "dunmore", 2, "red", ""),
    ("ashford", "isle", 2, "gray", "ferry:0"),
    ("ashford", "eastgate", 3, "white", ""),
    ("brook", "eastgate", 3, "green", ""),
    ("eastgate", "fells", 4, "blue", "double:1"),
    ("eastgate", "fells", 4, "pink", "double:2"),
    ("crest", "fells", 3, "yellow", ""),
    ("fells", "glen", 4, "orange", ""),
    ("dunmore", "glen", 3, "black", ""),
    ("isle", "eastgate", 4, "gray", "ferry:0,3"),
    ("porto", "brook", 5, "red", "tunnel"),
    ("vale", "dunmore", 5, "gray", "tunnel"),
    ("norhaven", "crest", 4, "black", ""),
    ("brook", "fells", 4, "white", ""),
    ("lumen", "harrow", 3, "green", ""),
    ("vale", "harrow", 2, "yellow", ""),
    ("brook", "harrow", 2, "blue", ""),
    ("harrow", "crest", 3, "orange", ""),
    ("crest", "moorfield", 2, "pink", ""),
    ("dunmore", "moorfield", 2, "green", ""),
    ("moorfield", "fells", 3, "gray", ""),
    ("moorfield", "glen", 2, "yellow", ""),
]
#: (from, to, long): points are the fewest car spaces joining the two cities. Two long
#: tickets, one a player: the board is for 2 players (its 97 car spaces, 93 with one track of
#: the double, carry two players' 90 trains, not three players' 135), so its tickets deal for
#: 2 players only and the new-game screen offers no more.
EU_TICKETS = [
    ("porto", "glen", True),
    ("isle", "norhaven", True),
    ("porto", "vale", False),
    ("porto", "eastgate", False),
    ("lumen", "crest", False),
    ("lumen", "ashford", False),
    ("vale", "brook", False),
    ("vale", "glen", False),
    ("norhaven", "fells", False),
    ("ashford", "crest", False),
    ("ashford", "fells", False),
    ("brook", "dunmore", False),
    ("brook", "glen", False),
    ("crest", "eastgate", False),
    ("isle", "brook", False),
    ("isle", "fells", False),
    ("eastgate", "glen", False),
    ("dunmore", "fells", False),
    ("lumen", "eastgate", False),
    ("norhaven", "brook", False),
    ("harrow", "isle", False),
    ("moorfield", "porto", False),
]
#: How far apart the two tracks of a double route are drawn, in map pixels.
DOUBLE_OFFSET = 14

# ----------------------------------------------------------------------------- The Great Tour
#: id → (label, card colour, its hex, x, y): five cities, as the game's card decks need.
GT_CITIES = {
    "NOR": ("Northport", "orange", "#E8731A", 640, 120),
    "EAS": ("Eastmark", "grey", "#6E6E6E", 1120, 420),
    "SOU": ("Southvale", "blue", "#2F5FB3", 900, 880),
    "WES": ("Westwick", "green", "#3C9A4A", 380, 880),
    "MID": ("Midhold", "red", "#C8322B", 180, 420),
}
#: road id → (places it runs through, city to city; lower-case ids are waypoints; red)
GT_ROADS = {
    "R01": (("NOR", "n1", "EAS"), False),
    "R02": (("EAS", "e1", "SOU"), False),
    "R03": (("SOU", "s1", "WES"), False),
    "R04": (("WES", "w1", "MID"), False),
    "R05": (("MID", "m1", "NOR"), False),
    "R06": (("NOR", "c1", "c2", "SOU"), False),
    "R07": (("MID", "c3", "c2", "EAS"), False),
    "R08": (("WES", "c4", "c1", "EAS"), True),
}
#: waypoint id → (label, x, y, red only)
GT_WAYPOINTS = {
    "n1": ("Pass", 900, 230, False),
    "e1": ("Ford", 1060, 680, False),
    "s1": ("Mill", 640, 920, False),
    "w1": ("Wood", 240, 660, False),
    "m1": ("Gate", 380, 220, False),
    "c1": ("Cross", 700, 420, False),
    "c2": ("Well", 720, 620, False),
    "c3": ("Inn", 440, 500, False),
    "c4": ("Tower", 520, 700, True),
}
#: (starts, destinations, points)
GT_TICKETS = [
    (("NOR",), ("EAS",), 2),
    (("EAS",), ("SOU",), 2),
    (("SOU",), ("WES",), 2),
    (("WES",), ("MID",), 2),
    (("MID",), ("NOR",), 2),
    (("NOR",), ("SOU",), 3),
    (("MID",), ("EAS",), 3),
    (("WES",), ("EAS",), 4),
    (("NOR", "MID"), ("SOU",), 3),
    (("WES",), ("NOR", "EAS"), 3),
    (("SOU",), ("MID",), 4),
    (("EAS",), ("WES", "MID"), 4),
    (("NOR",), ("WES",), 4),
    (("MID",), ("SOU", "EAS"), 3),
]


def _property(key: str, value: object) -> str:
    """One custom property, typed as Tiled types it (bool, int, else string)."""
    if isinstance(value, bool):
        typed, text = ' type="bool"', "true" if value else "false"
    elif isinstance(value, int):
        typed, text = ' type="int"', str(value)
    else:
        typed, text = "", str(value)
    return f"<property name={quoteattr(key)}{typed} value={quoteattr(text)}/>"


class Writer:
    """A Tiled map written object by object, with ids counted."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.next_id = 1
        self.next_layer = 1

    def layer(self, name: str, visible: bool = True) -> None:
        hidden = "" if visible else ' visible="0"'
        self.lines.append(f' <objectgroup id="{self.next_layer}" name="{name}"{hidden}>')
        self.next_layer += 1

    def end_layer(self) -> None:
        self.lines.append(" </objectgroup>")

    def obj(
        self,
        name: str,
        x: float,
        y: float,
        props: dict[str, object],
        shape: str = "<point/>",
        size: tuple[float, float] | None = None,
        visible: bool = True,
    ) -> None:
        extra = f' width="{size[0]:g}" height="{size[1]:g}"' if size else ""
        hidden = "" if visible else ' visible="0"'
        head = f'  <object id="{self.next_id}" name="{name}" x="{x:g}" y="{y:g}"{extra}{hidden}'
        self.next_id += 1
        if not props and not shape:
            self.lines.append(head + "/>")
            return
        self.lines.append(head + ">")
        if props:
            self.lines.append("   <properties>")
            for key, value in props.items():
                self.lines.append("    " + _property(key, value))
            self.lines.append("   </properties>")
        if shape:
            self.lines.append(f"   {shape}")
        self.lines.append("  </object>")

    def document(self, width: int, height: int, tile: int, props: dict[str, object]) -> str:
        head = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="{tile}" '
            f'tileheight="{tile}" infinite="0" nextlayerid="{self.next_layer}" '
            f'nextobjectid="{self.next_id}">',
            " <properties>",
            *("  " + _property(k, v) for k, v in props.items()),
            " </properties>",
        ]
        return "\n".join([*head, *self.lines, "</map>", ""])


def _track(
    a: tuple[float, float], b: tuple[float, float], length: int, shift: float = 0.0
) -> tuple[float, float, str]:
    """A route's polyline from city ``a`` to city ``b``: one point per car space, evenly
    between them, moved ``shift`` map pixels sideways (a double route's two tracks): its
    first point and the points relative to it."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    norm = (dx * dx + dy * dy) ** 0.5
    ox, oy = -dy / norm * shift, dx / norm * shift
    spaces = [
        (ax + dx * (i + 0.5) / length + ox, ay + dy * (i + 0.5) / length + oy)
        for i in range(length)
    ]
    x0, y0 = spaces[0]
    return x0, y0, " ".join(f"{x - x0:.2f},{y - y0:.2f}" for x, y in spaces)


def ttr_example() -> str:
    w = Writer()
    w.layer("cities")
    ids = {}
    for city, (label, x, y) in TTR_CITIES.items():
        ids[city] = w.next_id
        w.obj(city, x, y, {"label": label})
    w.end_layer()
    w.layer("routes")
    # The routes as listed, then the second track of each double (both tracks side by side).
    tracks = [
        (a, b, length, colour, 1 if (a, b) in TTR_DOUBLES else 0)
        for a, b, length, colour in TTR_ROUTES
    ]
    tracks += [
        (a, b, length, TTR_DOUBLES[a, b], -1)
        for a, b, length, _colour in TTR_ROUTES
        if (a, b) in TTR_DOUBLES
    ]
    for number, (a, b, length, colour, side) in enumerate(tracks, start=1):
        (_la, ax, ay), (_lb, bx, by) = TTR_CITIES[a], TTR_CITIES[b]
        x0, y0, points = _track((ax, ay), (bx, by), length, DOUBLE_OFFSET * side)
        props: dict[str, object] = {
            "a": a,
            "b": b,
            "length": length,
            "color": colour,
            "tunnel": False,
            "ferry_locomotives": 0,
            "double_group": f"{a}-{b}" if side else "",
            "locomotive_spaces": "",
        }
        w.obj(f"R{number:02d}", round(x0, 2), round(y0, 2), props, f'<polyline points="{points}"/>')
    w.end_layer()
    w.layer("tickets", visible=False)
    for number, (a, b, points) in enumerate(TTR_TICKETS, start=1):
        props = {"from": a, "to": b, "points": points, "long": False}
        w.obj(f"T{number:02d}", 0, 0, props, visible=False)
    w.end_layer()
    w.layer("ui", visible=False)
    for name, (x, y, width, height) in TTR_UI.items():
        w.obj(name, x, y, {}, "", (width, height))
    w.end_layer()
    width, height = TTR_SIZE
    return w.document(
        width,
        height,
        1,
        {"game": "ttr_paris", "name": "Example Town (Paris rules)", "author": "tabletop"},
    )


def _fewest_spaces(a: str, b: str) -> int:
    """The fewest car spaces joining ``a`` to ``b`` on the Europe example (its ticket points)."""
    best = {a: 0}
    queue = [(0, a)]
    while queue:
        cost, city = heapq.heappop(queue)
        if city == b:
            return cost
        for x, y, length, _colour, _kind in EU_ROUTES:
            for here, there in ((x, y), (y, x)):
                if here == city and cost + length < best.get(there, 1 << 30):
                    best[there] = cost + length
                    heapq.heappush(queue, (cost + length, there))
    raise ValueError(f"no way from {a} to {b}")


def ttr_europe_example() -> str:
    """A small Europe-rules board for 2 players: tunnels, ferries, a double route, long
    tickets."""
    w = Writer()
    w.layer("cities")
    for city, (label, x, y) in EU_CITIES.items():
        w.obj(city, x, y, {"label": label})
    w.end_layer()
    w.layer("routes")
    for number, (a, b, length, colour, kind) in enumerate(EU_ROUTES, start=1):
        (_la, ax, ay), (_lb, bx, by) = EU_CITIES[a], EU_CITIES[b]
        shift = 0.0
        if kind.startswith("double:"):  # the two tracks side by side
            shift = DOUBLE_OFFSET * (1 if kind.endswith("1") else -1)
        x0, y0, points = _track((ax, ay), (bx, by), length, shift)
        ferry = kind.removeprefix("ferry:") if kind.startswith("ferry:") else ""
        props: dict[str, object] = {
            "a": a,
            "b": b,
            "length": length,
            "color": colour,
            "tunnel": kind == "tunnel",
            "ferry_locomotives": len(ferry.split(",")) if ferry else 0,
            "double_group": f"{a}-{b}" if kind.startswith("double:") else "",
            "locomotive_spaces": ferry,
        }
        w.obj(f"R{number:02d}", round(x0, 2), round(y0, 2), props, f'<polyline points="{points}"/>')
    w.end_layer()
    w.layer("tickets", visible=False)
    for number, (a, b, long) in enumerate(EU_TICKETS, start=1):
        props = {"from": a, "to": b, "points": _fewest_spaces(a, b), "long": long}
        w.obj(f"{'L' if long else 'T'}{number:02d}", 0, 0, props, visible=False)
    w.end_layer()
    w.layer("ui", visible=False)
    for name, (x, y, width, height) in TTR_UI.items():
        w.obj(name, x, y, {}, "", (width, height))
    w.end_layer()
    width, height = TTR_SIZE
    return w.document(
        width,
        height,
        1,
        {"game": "ttr_europe", "name": "Example Coast (Europe rules)", "author": "tabletop"},
    )


def great_tour_example() -> str:
    shipped = (REPO / "maps" / "great_tour.tmx").read_text(encoding="utf-8")
    w = Writer()
    w.layer("segments")
    places = {c: (x, y) for c, (_l, _n, _h, x, y) in GT_CITIES.items()}
    places |= {p: (x, y) for p, (_l, x, y, _r) in GT_WAYPOINTS.items()}
    for road, (stops, red) in GT_ROADS.items():
        for a, b in zip(stops, stops[1:], strict=False):
            (ax, ay), (bx, by) = places[a], places[b]
            props = {"a": a, "b": b, "road": road, "red": red}
            w.obj(f"{a}-{b}", ax, ay, props, f'<polyline points="0,0 {bx - ax:g},{by - ay:g}"/>')
    w.end_layer()
    w.layer("waypoints")
    for wp, (label, x, y, red_only) in GT_WAYPOINTS.items():
        w.obj(wp, x, y, {"label": label, "red_only": red_only})
    w.end_layer()
    w.layer("cities")
    for city, (label, colour, hex_, x, y) in GT_CITIES.items():
        w.obj(city, x, y, {"label": label, "card_colour": colour, "card_colour_hex": hex_})
    w.end_layer()
    w.layer("tickets", visible=False)
    for number, (starts, ends, points) in enumerate(GT_TICKETS, start=1):
        props = {"from": ",".join(starts), "to": ",".join(ends), "points": points}
        w.obj(f"T{number:02d}", 0, 0, props, visible=False)
    w.end_layer()
    w.layer("ui")
    ui = re.search(r'<objectgroup[^>]*name="ui">(.*?)</objectgroup>', shipped, re.S)
    assert ui is not None
    for name, x, y, width, height in re.findall(
        r'name="(\w+)" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', ui.group(1)
    ):
        w.obj(name, float(x), float(y), {}, "", (float(width), float(height)))
    w.end_layer()
    return w.document(
        96,
        60,
        20,
        {
            "game": "great_tour",
            "name": "Example Realm",
            "author": "tabletop",
            "board_width": 1300,
            "board_height": 1000,
        },
    )


def metro_example() -> str:
    """The shipped Metro map without its artwork. It names the shipped tile set and tile back
    by their plain names, found among the shipped maps' files wherever the copy is put."""
    text = (REPO / "maps" / "metro.tmx").read_text(encoding="utf-8")
    text = re.sub(r" <imagelayer.*?</imagelayer>\n", "", text, flags=re.S)
    extra = (
        '  <property name="name" value="Example Metro (plain board)"/>\n'
        '  <property name="author" value="tabletop"/>\n'
    )
    return text.replace(" <properties>\n", " <properties>\n" + extra, 1)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in (
        ("ttr_example.tmx", ttr_example()),
        ("ttr_europe_example.tmx", ttr_europe_example()),
        ("great_tour_example.tmx", great_tour_example()),
        ("metro_example.tmx", metro_example()),
    ):
        (OUT / name).write_text(text, encoding="utf-8")
        print(OUT / name)


if __name__ == "__main__":
    main()
