"""The shipped map agrees with the reference data, and broken maps are explained."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.boards import MapError
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.board import (
    UI_PANELS,
    default_great_tour_board,
    load_great_tour_board,
)
from tabletop.resources import maps_dir
from tests.support.paths import reference_data

MAP = maps_dir() / "great_tour.tmx"


@pytest.fixture(scope="module")
def data() -> dict:
    return reference_data("great_tour.json")


def test_cities_match_the_data(data: dict) -> None:
    board = default_great_tour_board()
    x0, y0, w, h = board.ui["board"]
    assert [c.id for c in board.cities] == [c["id"] for c in data["cities"]]
    for city, ref in zip(board.cities, data["cities"], strict=True):
        assert city.label == ref["local_name"]
        assert city.card_colour == ref["card_colour"]
        assert city.card_colour_hex == ref["card_colour_hex"]
        assert city.x == pytest.approx(x0 + ref["x"] * w, abs=0.01)
        assert city.y == pytest.approx(y0 + ref["y"] * h, abs=0.01)
    # Equirectangular board of the data's aspect.
    assert w / h == pytest.approx(data["coordinate_system"]["intended_aspect_ratio_w_over_h"])


def test_waypoints_match_the_data(data: dict) -> None:
    board = default_great_tour_board()
    x0, y0, w, h = board.ui["board"]
    assert {w.id for w in board.waypoints} == {wp["id"] for wp in data["waypoints"]}
    for ref in data["waypoints"]:
        wp = board.waypoint(ref["id"])
        assert (wp.label, wp.red_only) == (ref["label"], ref["red_only"])
        assert (wp.x, wp.y) == pytest.approx((x0 + ref["x"] * w, y0 + ref["y"] * h), abs=0.01)


def test_segments_match_the_data(data: dict) -> None:
    board = default_great_tour_board()
    assert len(board.segments) == len(data["segments"]) == 42
    assert sum(s.red for s in board.segments) == 5
    for ref in data["segments"]:
        seg = board.segment(ref["id"])
        assert (seg.a, seg.b, seg.road, seg.red) == (ref["a"], ref["b"], ref["road"], ref["red"])
        # The polyline runs from end a to end b.
        assert seg.points[0] == pytest.approx(board.node_position(seg.a), abs=0.01)
        assert seg.points[-1] == pytest.approx(board.node_position(seg.b), abs=0.01)
    for road in data["roads"]:
        assert all(board.segment(s).road == road["id"] for s in road["segments"])
        assert all(board.segment(s).red == road["red"] for s in road["segments"])


def test_tickets_match_the_data(data: dict) -> None:
    board = default_great_tour_board()
    assert len(board.tickets) == 40
    for ticket, ref in zip(board.tickets, data["tickets"], strict=True):
        assert ticket.id == ref["id"]
        assert ticket.starts == tuple(ref["from"]) and ticket.destinations == tuple(ref["to"])
        assert ticket.points == ref["points"]


def test_rules_constants_match_the_data(data: dict) -> None:
    assert {int(k): v for k, v in data["tickets_in_play_by_players"].items()} == (R.TICKETS_IN_PLAY)
    assert data["blank_tickets"] == R.BLANK_TICKETS
    assert data["red_segments_min_players"] == R.RED_MIN_PLAYERS
    assert data["city_tokens"]["per_city"] == R.TOKENS_PER_CITY
    assert data["per_player"]["small_coaches"] == R.SMALL_COACHES
    assert data["per_player"]["starting_hand"]["regular"] == R.STARTING_HAND
    decks = {d["id"]: d for d in data["decks"]}
    contents = R.deck_contents(len(data["cities"]))
    for i, name in enumerate(R.DECKS):
        assert decks[name]["draw"] == R.DRAW_SIZE[i]
        assert decks[name]["total"] == len(contents[i])
    bonuses = {b["id"]: b["points"] for b in data["bonus_cards"]}
    assert bonuses[R.FIRST_ALL_FIVE] == R.FIRST_ALL_FIVE_POINTS
    assert bonuses[R.MOST_TOKENS] == R.MOST_TOKENS_POINTS
    assert all(bonuses[R.frequent_traveller(c["id"])] == 3 for c in data["cities"])


def test_ticket_points_equal_the_fewest_segments_one_less_with_a_choice_of_cities(
    data: dict,
) -> None:
    # The designed tickets' rule, checked against our own path enumeration: a ticket with more
    # than one start or destination is one point less, never under 2 (docs/BOARDS.md).
    from tabletop.games.great_tour import GREAT_TOUR

    topo = GREAT_TOUR.topo
    for _id, starts, dests, points in topo.tickets:
        fewest = min(len(topo.paths_between(a, b, False)[0]) for a in starts for b in dests)
        choice = len(starts) > 1 or len(dests) > 1
        assert points == (max(2, fewest - 1) if choice else fewest)
    for a, row in data["distances"].items():
        for b, d in row.items():
            ia, ib = topo.city_index[a], topo.city_index[b]
            assert len(topo.paths_between(ia, ib, False)[0]) == d


def test_map_has_the_ui_rectangles_and_background() -> None:
    board = default_great_tour_board()
    assert set(board.ui) == set(UI_PANELS)
    assert set(UI_PANELS) == {
        "board",
        "tickets",
        "decks",
        "hand",
        "journey",
        "players",
        "bonuses",
        "log",
    }
    assert board.background is not None and board.background.is_file()
    assert board.city_at(*board.node_position("PAR")) == "PAR"
    a, b = board.node_position("AMS"), board.node_position("osn")
    assert board.segment_at((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) == "AMS-osn"


# ------------------------------------------------------------------------------ broken maps


def _broken(tmp_path: Path, old: str, new: str, count: int = 1) -> Path:
    text = MAP.read_text("utf-8")
    assert old in text, old
    path = tmp_path / "broken_tour.tmx"
    path.write_text(text.replace(old, new, count), "utf-8")
    return path


def _refused(path: Path, *parts: str) -> None:
    with pytest.raises(MapError) as info:
        load_great_tour_board(path)
    message = str(info.value)
    assert path.name in message
    for part in parts:
        assert part in message, message


def test_missing_layer_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, 'name="tickets"', 'name="tickets_old"')
    _refused(path, "'tickets'")


def test_missing_property_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, '<property name="red" type="bool" value="false"/>', "")
    _refused(path, "'segments'", "'AMS-bru'", "'red'")


def test_unknown_segment_end_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, '<property name="b" value="bru"/>', '<property name="b" value="xyz"/>')
    _refused(path, "'segments'", "'AMS-bru'", "xyz")


def test_ticket_naming_an_unknown_city_is_refused(tmp_path: Path) -> None:
    path = _broken(
        tmp_path, '<property name="to" value="BER"/>', '<property name="to" value="ROM"/>'
    )
    _refused(path, "'tickets'", "'T01'", "ROM")


def test_duplicate_id_is_refused(tmp_path: Path) -> None:
    text = MAP.read_text("utf-8")
    path = tmp_path / "dup_tour.tmx"
    path.write_text(re.sub(r'name="T02"', 'name="T01"', text, count=1), "utf-8")
    _refused(path, "'tickets'", "'T01'", "used by 2 objects")


def test_wrong_game_and_bad_files_are_refused(tmp_path: Path) -> None:
    _refused(_broken(tmp_path, 'value="great_tour"', 'value="metro"'), "game")
    bad = tmp_path / "garbage.tmx"
    bad.write_text("<map", "utf-8")
    _refused(bad)
    _refused(tmp_path / "missing.tmx", "does not exist")


def test_a_missing_ui_rectangle_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, 'name="journey"', 'name="journal"')
    _refused(path, "'ui'", "'journey'", "needs this rectangle")


def test_an_empty_ui_rectangle_is_refused(tmp_path: Path) -> None:
    old = '<object id="115" name="log" x="1794" y="1083" width="570" height="265"/>'
    path = _broken(tmp_path, old, old.replace('height="265"', 'height="0"'))
    _refused(path, "'ui'", "'log'", "positive width and height")
