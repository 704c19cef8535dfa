"""Map lint: the shipped TTR maps agree with the reference facts in ``../shared/data``.

ARCHITECTURE.md, "Boards are Tiled maps": this test is how we know the maps are right.
"""

from __future__ import annotations

import math
import struct
from collections import Counter
from pathlib import Path

import pytest

from tabletop.games.ttr.board import TtrBoard, default_ttr_board
from tests.support.paths import reference_data

EUROPE_FRAME = (1701, 1097)
PARIS_FRAME = (1546, 1000)


def _data(name: str) -> dict:
    return reference_data(name)


@pytest.fixture(scope="module")
def europe() -> TtrBoard:
    return default_ttr_board("ttr_europe")


@pytest.fixture(scope="module")
def paris() -> TtrBoard:
    return default_ttr_board("ttr_paris")


def _connections(board: TtrBoard) -> set[frozenset[str]]:
    return {frozenset((r.a, r.b)) for r in board.routes.values()}


def _doubles(board: TtrBoard) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    for route in board.routes.values():
        if route.double_group is not None:
            groups.setdefault(route.double_group, []).append(route.id)
    return groups


# ----------------------------------------------------------------------------- Europe counts


def test_europe_counts(europe: TtrBoard) -> None:
    routes = list(europe.routes.values())
    assert europe.game == "ttr_europe"
    assert len(europe.cities) == 47
    assert len(routes) == 101
    assert len(_connections(europe)) == 90
    assert len(_doubles(europe)) == 11
    assert sum(r.tunnel for r in routes) == 18
    assert sum(r.ferry_locomotives > 0 for r in routes) == 13
    assert sum(len(r.locomotive_spaces) for r in routes) == 17
    assert sum(r.length for r in routes) == 300
    assert len(europe.tickets) == 46
    assert sum(t.long for t in europe.tickets.values()) == 6


def test_europe_counts_match_data_file(europe: TtrBoard) -> None:
    counts = _data("ttr_europe.json")["counts"]
    routes = list(europe.routes.values())
    assert counts["tracks"] == len(routes)
    assert counts["tracks_by_length"] == {
        str(k): v for k, v in sorted(Counter(r.length for r in routes).items())
    }
    assert counts["tracks_by_colour"] == dict(sorted(Counter(r.color for r in routes).items()))
    spaces_by_colour: Counter[str] = Counter()
    for route in routes:
        spaces_by_colour[route.color] += route.length
    assert counts["spaces_by_colour"] == dict(sorted(spaces_by_colour.items()))
    assert counts["tunnel_connections"] == len({frozenset((r.a, r.b)) for r in routes if r.tunnel})
    assert counts["ferry_connections"] == len(
        {frozenset((r.a, r.b)) for r in routes if r.ferry_locomotives}
    )


def test_europe_map_size(europe: TtrBoard) -> None:
    assert (europe.width, europe.height) == EUROPE_FRAME


# ----------------------------------------------------------------------------- Paris counts


def test_paris_counts_match_data_file(paris: TtrBoard) -> None:
    data = _data("ttr_paris.json")
    assert paris.game == "ttr_paris"
    assert len(paris.cities) == len(data["locations"]) == 22
    assert len(paris.routes) == len(data["routes"]) == 57
    assert len(_connections(paris)) == len({frozenset((r["a"], r["b"])) for r in data["routes"]})
    assert len(_doubles(paris)) == len({r["double_group"] for r in data["routes"]} - {None})
    assert sum(r.length for r in paris.routes.values()) == sum(r["length"] for r in data["routes"])
    assert len(paris.tickets) == len(data["tickets"]) == 20
    assert not any(t.long for t in paris.tickets.values())
    assert not any(r.tunnel or r.ferry_locomotives for r in paris.routes.values())


def test_paris_colours_follow_length_classes(paris: TtrBoard) -> None:
    classes = _data("ttr_paris.json")["rules"]["length_colour_classes"]
    for route in paris.routes.values():
        assert route.color in classes[str(route.length)], route.id


def test_paris_map_size(paris: TtrBoard) -> None:
    assert (paris.width, paris.height) == PARIS_FRAME


# ----------------------------------------------------------------------------- per object


@pytest.mark.parametrize(
    ("game", "data_file", "city_key"),
    [("ttr_europe", "ttr_europe.json", "cities"), ("ttr_paris", "ttr_paris.json", "locations")],
)
def test_cities_match_data(game: str, data_file: str, city_key: str) -> None:
    board = default_ttr_board(game)
    cities = _data(data_file)[city_key]
    assert list(board.cities) == [c["id"] for c in cities]  # data-file order
    for ref in cities:
        city = board.cities[ref["id"]]
        assert city.name == ref["name"]
        assert abs(city.x - ref["x"] * board.width) <= 1.0, ref["id"]
        assert abs(city.y - ref["y"] * board.height) <= 1.0, ref["id"]


@pytest.mark.parametrize(
    ("game", "data_file"), [("ttr_europe", "ttr_europe.json"), ("ttr_paris", "ttr_paris.json")]
)
def test_tracks_match_data(game: str, data_file: str) -> None:
    board = default_ttr_board(game)
    routes = _data(data_file)["routes"]
    assert list(board.routes) == [r["id"] for r in routes]  # data-file order
    for ref in routes:
        route = board.routes[ref["id"]]
        assert (route.a, route.b) == (ref["a"], ref["b"]), ref["id"]
        assert route.length == ref["length"] == len(route.spaces), ref["id"]
        assert route.color == ref["color"], ref["id"]
        assert route.double_group == ref["double_group"], ref["id"]
        # Kind: plain, tunnel or ferry (Paris has neither).
        assert route.tunnel == ref.get("tunnel", False), ref["id"]
        assert route.ferry_locomotives == ref.get("ferry_locomotives", 0), ref["id"]
        assert route.locomotive_spaces == tuple(ref.get("locomotive_spaces", ())), ref["id"]


def test_europe_car_spaces_match_data(europe: TtrBoard) -> None:
    for ref in _data("ttr_europe.json")["routes"]:
        route = europe.routes[ref["id"]]
        for (x, y), (rx, ry) in zip(route.spaces, ref["spaces"], strict=True):
            assert math.dist((x, y), (rx * europe.width, ry * europe.height)) <= 1.0, ref["id"]


@pytest.mark.parametrize(
    ("game", "data_file"), [("ttr_europe", "ttr_europe.json"), ("ttr_paris", "ttr_paris.json")]
)
def test_tickets_match_data(game: str, data_file: str) -> None:
    board = default_ttr_board(game)
    tickets = _data(data_file)["tickets"]
    assert list(board.tickets) == [t["id"] for t in tickets]  # data-file order
    for ref in tickets:
        ticket = board.tickets[ref["id"]]
        assert (ticket.a, ticket.b, ticket.points) == (ref["a"], ref["b"], ref["points"])
        assert ticket.long == ref.get("long", False), ref["id"]


# ----------------------------------------------------------------------------- geometry


@pytest.mark.parametrize("game", ["ttr_europe", "ttr_paris"])
def test_car_spaces_lie_between_their_cities(game: str) -> None:
    board = default_ttr_board(game)
    for route in board.routes.values():
        a, b = board.cities[route.a], board.cities[route.b]
        span = math.dist((a.x, a.y), (b.x, b.y))
        for x, y in route.spaces:
            # Tracks bend (Lisboa-Madrid most: 1.63) but never wander off towards elsewhere.
            detour = math.dist((a.x, a.y), (x, y)) + math.dist((x, y), (b.x, b.y))
            assert detour <= span * 1.8, route.id
        steps = [math.dist(p, q) for p, q in zip(route.spaces, route.spaces[1:], strict=False)]
        assert all(25.0 <= step <= 170.0 for step in steps), route.id  # cars never overlap
        if route.length > 1:  # a→b order
            assert math.dist((a.x, a.y), route.spaces[0]) < math.dist((a.x, a.y), route.spaces[-1])


@pytest.mark.parametrize("game", ["ttr_europe", "ttr_paris"])
def test_double_tracks_lie_side_by_side(game: str) -> None:
    board = default_ttr_board(game)
    for group, (first, second) in _doubles(board).items():
        one, two = board.routes[first], board.routes[second]
        # Compare both in the same direction.
        two_spaces = tuple(reversed(two.spaces)) if one.a != two.a else two.spaces
        for p, q in zip(one.spaces, two_spaces, strict=True):
            assert 8.0 <= math.dist(p, q) <= 40.0, (group, p, q)


def test_paris_car_spaces_are_evenly_spaced(paris: TtrBoard) -> None:
    for route in paris.routes.values():
        steps = [math.dist(p, q) for p, q in zip(route.spaces, route.spaces[1:], strict=False)]
        if steps:
            assert max(steps) - min(steps) <= 0.1, route.id
            assert min(steps) >= 25.0, route.id  # room to draw a bus


@pytest.mark.parametrize("game", ["ttr_europe", "ttr_paris"])
def test_ui_panels_frame_the_board(game: str) -> None:
    board = default_ttr_board(game)
    ui = board.ui
    assert ui["board"] == (0.0, 0.0, float(board.width), float(board.height))
    names = ["market", "train_deck", "ticket_deck", "hand", "tickets", "players", "log"]
    rects = [ui[name] for name in ["board", *names]]
    for i, (x1, y1, w1, h1) in enumerate(rects):
        for x2, y2, w2, h2 in rects[i + 1 :]:
            overlap = min(x1 + w1, x2 + w2) > max(x1, x2) and min(y1 + h1, y2 + h2) > max(y1, y2)
            assert not overlap, (rects[i], (x2, y2, w2, h2))
    frame_w = max(x + w for x, _y, w, _h in ui.values())
    assert 0.72 <= board.width / frame_w <= 0.78  # the board takes ~75 % of the width


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", head[16:24])


@pytest.mark.parametrize("game", ["ttr_europe", "ttr_paris"])
def test_background_image_fits_the_map(game: str) -> None:
    board = default_ttr_board(game)
    assert board.background is not None, f"{game}.tmx has no background image layer"
    assert board.background.name == f"{game}.png"
    assert _png_size(board.background) == (board.width, board.height)
    assert board.background.stat().st_size < 2_000_000
