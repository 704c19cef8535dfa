"""Write ``maps/ttr_europe.tmx`` and ``maps/ttr_paris.tmx`` from the reference data.

Run from the repository (``python tools/art/ttr_maps.py [ttr_europe] [ttr_paris]``, both when
none is named); the output is committed and is the single source of truth for the boards
afterwards (the game never reads the data files).

- Europe: the data gives every car space (normalised to the 1701×1097 artwork frame).
- Paris: the data gives only the landmarks, so the car spaces are spaced evenly on the straight
  line between the two landmark markers, the two tracks of a double side by side. Paris is our
  own design and its routes and tickets have been changed since the reference data was copied
  (docs/BOARDS.md, "TTR Paris"), so it is written from the repository's copy of its facts,
  ``tests/data/ttr_paris.json``: change a route or ticket there, then run this script.

The background image layer is written when the picture exists (``tools/art/ttr_*_art.py``).
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

REPO = Path(__file__).resolve().parents[2]
DATA = REPO.parent / "shared" / "data"
#: Paris's facts as the board now is (the map lint checks the map against the same file).
PARIS_DATA = REPO / "tests" / "data" / "ttr_paris.json"
MAPS = REPO / "maps"

EUROPE_SIZE = (1701, 1097)  # the data's reference frame
PARIS_SIZE = (1546, 1000)  # the data's aspect 1.546

# Paris track geometry (map pixels): the gap left round a landmark marker, and the distance of
# each track of a double from the line between the landmarks.
PARIS_MARKER_GAP = 24.0
PARIS_DOUBLE_OFFSET = 10.0


def _f(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _prop(name: str, value: object, kind: str | None = None) -> str:
    if kind is None:
        kind = {bool: "bool", int: "int", float: "float"}.get(type(value), "string")
    if isinstance(value, bool):
        value = "true" if value else "false"
    type_attr = "" if kind == "string" else f' type="{kind}"'
    return f"    <property name={quoteattr(name)}{type_attr} value={quoteattr(str(value))}/>"


def _props(props: list[str]) -> list[str]:
    return ["   <properties>", *props, "   </properties>"] if props else []


class _Ids:
    def __init__(self) -> None:
        self.next = 1

    def take(self) -> int:
        self.next += 1
        return self.next - 1


def ui_layout(width: int, height: int) -> dict[str, tuple[int, int, int, int]]:
    """The table frame: the board at the top left (~75 % of the width), a column of panels
    on the right (players, market and decks, log) and a strip below (hand, tickets)."""
    pad = 16
    right = round(width / 3)  # board = 3/4 of the frame's width
    bottom = round(height * 0.27)
    col_x, col_w = width + pad, right - 2 * pad
    total_h = height + bottom
    players_h = round(total_h * 0.30)
    market_h = round(total_h * 0.22)
    deck_h = round(total_h * 0.11)
    deck_w = (col_w - pad) // 2
    market_y = pad + players_h + pad
    deck_y = market_y + market_h + pad
    log_y = deck_y + deck_h + pad
    strip_y = height + pad
    strip_h = bottom - 2 * pad
    hand_w = round((width - 3 * pad) * 0.58)
    return {
        "board": (0, 0, width, height),
        "players": (col_x, pad, col_w, players_h),
        "market": (col_x, market_y, col_w, market_h),
        "train_deck": (col_x, deck_y, deck_w, deck_h),
        "ticket_deck": (col_x + deck_w + pad, deck_y, col_w - deck_w - pad, deck_h),
        "log": (col_x, log_y, col_w, total_h - pad - log_y),
        "hand": (pad, strip_y, hand_w, strip_h),
        "tickets": (2 * pad + hand_w, strip_y, width - 3 * pad - hand_w, strip_h),
    }


def paris_spaces(
    a: tuple[float, float], b: tuple[float, float], length: int, side: float
) -> list[tuple[float, float]]:
    """``length`` car-space centres evenly on the line a→b between the two markers, shifted
    ``side`` pixels to the left of the direction of travel (doubles side by side)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    dist = math.hypot(dx, dy)
    ux, uy = dx / dist, dy / dist
    nx, ny = uy, -ux  # left of a→b in y-down screen coordinates
    usable = dist - 2 * PARIS_MARKER_GAP
    step = usable / length
    return [
        (
            a[0] + ux * (PARIS_MARKER_GAP + step * (i + 0.5)) + nx * side,
            a[1] + uy * (PARIS_MARKER_GAP + step * (i + 0.5)) + ny * side,
        )
        for i in range(length)
    ]


def build_tmx(
    game: str,
    size: tuple[int, int],
    cities: list[dict],
    routes: list[dict],
    tickets: list[dict],
    background: str | None,
) -> str:
    width, height = size
    ids = _Ids()
    city_ids: dict[str, int] = {}
    city_pos: dict[str, tuple[float, float]] = {}
    layers: list[str] = []
    layer_id = _Ids()

    if background is not None:
        layers.append(
            f' <imagelayer id="{layer_id.take()}" name="background" locked="1">\n'
            f'  <image source="{background}" width="{width}" height="{height}"/>\n'
            " </imagelayer>"
        )

    # Cities first so the routes can point at them.
    city_lines = []
    for city in cities:
        oid = ids.take()
        city_ids[city["id"]] = oid
        x, y = city["x"], city["y"]
        city_pos[city["id"]] = (x, y)
        city_lines += [
            f'  <object id="{oid}" name={quoteattr(city["id"])} x="{_f(x)}" y="{_f(y)}">',
            *_props([_prop("label", city["name"])]),
            "   <point/>",
            "  </object>",
        ]

    route_lines = []
    for route in routes:
        spaces = route["spaces"]
        x0, y0 = spaces[0]
        points = " ".join(f"{_f(x - x0)},{_f(y - y0)}" for x, y in spaces)
        props = [
            _prop("a", route["a"]),
            _prop("a_ref", city_ids[route["a"]], "object"),
            _prop("b", route["b"]),
            _prop("b_ref", city_ids[route["b"]], "object"),
            _prop("color", route["color"]),
            _prop("double_group", route["double_group"] or ""),
            _prop("ferry_locomotives", route["ferry_locomotives"]),
            _prop("length", route["length"]),
            _prop("locomotive_spaces", ",".join(str(i) for i in route["locomotive_spaces"])),
            _prop("tunnel", route["tunnel"]),
        ]
        route_lines += [
            f'  <object id="{ids.take()}" name={quoteattr(route["id"])} x="{_f(x0)}" y="{_f(y0)}">',
            *_props(props),
            f'   <polyline points="{points}"/>',
            "  </object>",
        ]

    ticket_lines = []
    for ticket in tickets:
        x, y = city_pos[ticket["a"]]
        props = [
            _prop("from", ticket["a"]),
            _prop("long", bool(ticket.get("long", False))),
            _prop("points", ticket["points"]),
            _prop("to", ticket["b"]),
        ]
        ticket_lines += [
            f'  <object id="{ids.take()}" name={quoteattr(ticket["id"])} '
            f'x="{_f(x)}" y="{_f(y)}" visible="0">',
            *_props(props),
            "   <point/>",
            "  </object>",
        ]

    ui_lines = [
        f'  <object id="{ids.take()}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        for name, (x, y, w, h) in ui_layout(width, height).items()
    ]

    def group(name: str, lines: list[str], extra: str = "") -> str:
        head = f' <objectgroup id="{layer_id.take()}" name="{name}"{extra}>'
        return "\n".join([head, *lines, " </objectgroup>"])

    layers += [
        group("routes", route_lines),
        group("cities", city_lines),
        group("tickets", ticket_lines, ' visible="0"'),
        group("ui", ui_lines, ' visible="0"'),
    ]
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{width}" height="{height}" tilewidth="1" '
        f'tileheight="1" infinite="0" nextlayerid="{layer_id.next}" '
        f'nextobjectid="{ids.next}">\n'
        " <properties>\n"
        f'  <property name="game" value="{game}"/>\n'
        " </properties>"
    )
    return "\n".join([head, *layers, "</map>"]) + "\n"


def europe() -> str:
    data = json.loads((DATA / "ttr_europe.json").read_text(encoding="utf-8"))
    w, h = EUROPE_SIZE
    cities = [{**c, "x": c["x"] * w, "y": c["y"] * h} for c in data["cities"]]
    routes = [{**r, "spaces": [(x * w, y * h) for x, y in r["spaces"]]} for r in data["routes"]]
    return build_tmx(
        "ttr_europe", EUROPE_SIZE, cities, routes, data["tickets"], _background("ttr_europe")
    )


def paris() -> str:
    data = json.loads(PARIS_DATA.read_text(encoding="utf-8"))
    w, h = PARIS_SIZE
    cities = [{**c, "x": c["x"] * w, "y": c["y"] * h} for c in data["locations"]]
    pos = {c["id"]: (c["x"], c["y"]) for c in cities}
    seen_groups: set[str] = set()
    routes = []
    for r in data["routes"]:
        group = r["double_group"]
        if group is None:
            side = 0.0
        else:
            # First track of the pair to the left of a→b, second to the right.
            side = PARIS_DOUBLE_OFFSET if group not in seen_groups else -PARIS_DOUBLE_OFFSET
            seen_groups.add(group)
            if r["a"] > r["b"]:  # sides relative to one direction, whichever way a track runs
                side = -side
        routes.append(
            {
                **r,
                "tunnel": False,
                "ferry_locomotives": 0,
                "locomotive_spaces": [],
                "spaces": paris_spaces(pos[r["a"]], pos[r["b"]], r["length"], side),
            }
        )
    tickets = [{**t, "long": False} for t in data["tickets"]]
    return build_tmx("ttr_paris", PARIS_SIZE, cities, routes, tickets, _background("ttr_paris"))


def _background(game: str) -> str | None:
    name = f"{game}.png"
    return name if (MAPS / name).is_file() else None


def main(argv: list[str]) -> int:
    """Write the boards named (``ttr_europe``, ``ttr_paris``; both when none is named)."""
    writers = {"ttr_europe": europe, "ttr_paris": paris}
    games = argv or list(writers)
    unknown = [g for g in games if g not in writers]
    if unknown:
        known = ", ".join(writers)
        print(f"unknown board {', '.join(unknown)}: choose from {known}", file=sys.stderr)
        return 2
    if "ttr_europe" in games and not DATA.is_dir():
        print(f"reference data not found at {DATA}", file=sys.stderr)
        return 1
    MAPS.mkdir(exist_ok=True)
    for game in games:
        out = MAPS / f"{game}.tmx"
        out.write_text(writers[game](), encoding="utf-8")
        print(f"wrote {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
