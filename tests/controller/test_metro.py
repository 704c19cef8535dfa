"""The Metro controller: targets → actions, refusals in the engine's words (no pygame)."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.controller.metro import MetroController
from tabletop.core import Action, GameConfig
from tabletop.games.metro import METRO, DrawTile, MetroState, PlaceTile, placement_problem


def rigged(players: int, tiles: Sequence[str], **options: object) -> MetroState:
    return METRO.new_state(GameConfig(players, {**options, "rigged": {"tiles": list(tiles)}}), 7)


def seat_view(state: MetroState, seat: int | None = None) -> dict:
    return METRO.view(state, state.turn if seat is None else seat)


def legal(state: MetroState) -> list[Action]:
    return list(METRO.legal_actions(state))


def test_click_on_a_legal_square_places_the_tile_in_hand() -> None:
    state = rigged(2, ["T01", "T02"])
    reply = MetroController().handle(seat_view(state), legal(state), ("cell", 0, 2))
    assert reply.action == PlaceTile("T01", 0, 2, 0)
    assert reply.action in legal(state) and not reply.refused


def test_not_connected_square_is_refused_with_the_engines_words() -> None:
    state = rigged(2, ["T01", "T02"])
    view = seat_view(state)
    reply = MetroController().handle(view, legal(state), ("cell", 2, 2))
    expected = placement_problem(view, "T01", 2, 2, 0)
    assert expected is not None
    assert reply.action is None and reply.reason == "not_connected"
    assert reply.message == expected.message


def test_centre_square_is_refused() -> None:
    state = rigged(2, ["T01", "T02"])
    reply = MetroController().handle(seat_view(state), legal(state), ("cell", 3, 4))
    assert reply.reason == "centre_square" and reply.action is None


def test_square_occupied_is_refused() -> None:
    state = rigged(2, ["T01", "T02", "T03"])
    state = METRO.apply(state, PlaceTile("T01", 0, 2)).state
    reply = MetroController().handle(seat_view(state), legal(state), ("cell", 0, 2))
    assert reply.reason == "square_occupied"


def test_not_your_turn_is_refused() -> None:
    state = rigged(2, ["T01", "T02"])
    controller = MetroController()
    # The table passes no legal actions when the seat on screen is not to act.
    reply = controller.handle(seat_view(state, 1), [], ("cell", 0, 2))
    assert reply.reason == "not_your_turn" and reply.message == "It is not your turn."
    assert controller.handle(seat_view(state, 1), [], ("deck",)).reason == "not_your_turn"


def test_one_tile_line() -> None:
    # T17 is four U-turns: on an edge square it sends a station's line straight back.
    state = rigged(2, ["T01", "T17", "T02"])
    state = METRO.apply(state, PlaceTile("T01", 0, 2)).state
    controller = MetroController()
    view = seat_view(state)
    refused = controller.handle(view, legal(state), ("cell", 0, 5))
    assert refused.reason == "one_tile_line" and refused.action is None
    assert "only allowed when the tile fits nowhere else" in (refused.message or "")
    # Beside the placed tile, off the edge, it is fine.
    assert controller.handle(view, legal(state), ("cell", 1, 2)).action == PlaceTile("T17", 1, 2, 0)


def test_one_tile_line_allowed_when_the_tile_fits_nowhere_else() -> None:
    # At the start only edge squares are open: T17 closes a line wherever it goes.
    state = rigged(2, ["T17", "T01"])
    controller = MetroController()
    view = seat_view(state)
    preview = controller.preview(view, legal(state), 0, 7)
    assert preview is not None and preview.legal
    # The corner square closes station 1's line (seat 0) and station 32's (seat 1), 1 each.
    scored = {(line.station, line.seat, line.points) for line in preview.lines}
    assert scored == {(1, 0, 1), (32, 1, 1)}
    assert controller.handle(view, legal(state), ("cell", 0, 7)).action == PlaceTile("T17", 0, 7, 0)


def test_draw_then_place_exactly_the_drawn_tile() -> None:
    state = rigged(2, ["T01", "T02", "T05"])
    controller = MetroController()
    reply = controller.handle(seat_view(state), legal(state), ("deck",))
    assert reply.action == DrawTile()
    state = METRO.apply(state, DrawTile()).state
    view = seat_view(state)
    assert view["drawn"] == "T05" and controller.tile(view) == "T05"
    # The hand is kept; choosing it instead is refused.
    picked = controller.handle(view, legal(state), ("hand", 0))
    assert picked.reason == "must_place_drawn"
    assert controller.handle(view, legal(state), ("cell", 0, 0)).action == PlaceTile("T05", 0, 0, 0)
    # Drawing twice is not offered.
    again = controller.handle(view, legal(state), ("deck",))
    assert again.action is None and again.reason == "must_place_drawn"


def test_draw_refused_when_the_pool_is_empty() -> None:
    state = rigged(2, ["T01", "T02"])
    empty = METRO.new_state(GameConfig(2, {"rigged": {"tiles": ["T01", "T02"]}}), 7)
    empty.pool = ()  # a test-only state: nothing left to draw
    view = seat_view(empty)
    reply = MetroController().handle(view, legal(empty), ("deck",))
    assert reply.action is None and reply.reason == "pool_empty"
    assert MetroController().can_draw(legal(state))
    assert not MetroController().can_draw(legal(empty))


def test_rotation_refused_when_the_option_is_off() -> None:
    state = rigged(2, ["T01", "T02"])
    controller = MetroController()
    reply = controller.handle(seat_view(state), legal(state), ("rotate", 1))
    assert reply.reason == "rotation_not_allowed" and controller.rotation == 0
    assert "arrow" in (reply.message or "")


def test_rotation_turns_the_tile_and_the_placement() -> None:
    state = rigged(2, ["T01", "T02", "T03"], rotation=True)
    controller = MetroController()
    view = seat_view(state)
    assert controller.handle(view, legal(state), ("rotate", 1)).changed
    assert controller.handle(view, legal(state), ("rotate", 1)).changed
    assert controller.handle(view, legal(state), ("rotate", -3)).changed
    assert controller.rotation == 3
    reply = controller.handle(view, legal(state), ("cell", 0, 2))
    assert reply.action == PlaceTile("T01", 0, 2, 3)
    # A new tile to place starts unturned.
    state = METRO.apply(state, reply.action).state
    controller.sync(seat_view(state))
    assert controller.rotation == 0


def test_turn_hint_when_only_another_rotation_fits() -> None:
    # T16 has U-turns on its top and bottom sides: unturned it closes a top station's line;
    # a quarter turn puts straights on top.
    state = rigged(2, ["T01", "T02", "T16"], rotation=True)
    state = METRO.apply(state, PlaceTile("T01", 0, 2)).state
    state = METRO.apply(state, PlaceTile("T02", 0, 1)).state
    assert state.hands[0] == ("T16",)
    controller = MetroController()
    view = seat_view(state)
    preview = controller.preview(view, legal(state), 0, 4)
    assert preview is not None and not preview.legal and preview.fits_turned
    assert preview.reason == "one_tile_line"
    assert "Turn the tile" in (preview.message or "")
    cells = controller.legal_cells(view, legal(state))
    assert cells[(0, 4)] is False  # legal only turned
    controller.handle(view, legal(state), ("rotate", 1))
    assert controller.legal_cells(view, legal(state))[(0, 4)] is True
    assert controller.handle(view, legal(state), ("cell", 0, 4)).action == PlaceTile("T16", 0, 4, 1)


def test_choosing_a_hand_tile_places_that_tile() -> None:
    state = rigged(2, ["T01", "T05", "T02", "T06"], hand_size=2)
    controller = MetroController()
    view = seat_view(state)
    assert view["hand"] == ["T01", "T05"] and controller.tile(view) == "T01"
    assert controller.handle(view, legal(state), ("hand", 1)).changed
    assert controller.tile(view) == "T05"
    assert controller.handle(view, legal(state), ("hand", 9)) == controller.handle(
        view, legal(state), ("hand", 1)
    )  # out of range and the same tile again: nothing happens
    assert controller.handle(view, legal(state), ("cell", 7, 3)).action == PlaceTile("T05", 7, 3, 0)


def test_legal_cells_are_the_squares_of_the_legal_placements() -> None:
    state = rigged(3, ["T04", "T09", "T11"])
    state = METRO.apply(state, PlaceTile("T04", 0, 2)).state
    controller = MetroController()
    view = seat_view(state)
    tile = controller.tile(view)
    expected = {(a.row, a.col) for a in legal(state) if isinstance(a, PlaceTile) and a.tile == tile}
    cells = controller.legal_cells(view, legal(state))
    assert set(cells) == expected and all(cells.values())
    assert (1, 2) in cells and (2, 2) not in cells  # beside a tile yes, beside nothing no


def test_game_over_refuses_everything() -> None:
    state = rigged(2, ["T01", "T02"])
    while state.turn is not None:
        state = METRO.apply(state, legal(state)[0]).state
    view = METRO.view(state, 0)
    controller = MetroController()
    assert controller.handle(view, [], ("cell", 0, 0)).reason == "game_over"
    assert controller.handle(view, [], ("deck",)).reason == "game_over"
    assert controller.tile(view) is None and controller.legal_cells(view, []) == {}


def test_unknown_targets_do_nothing() -> None:
    state = rigged(2, ["T01", "T02"])
    reply = MetroController().handle(seat_view(state), legal(state), ("banana",))
    assert reply.action is None and not reply.refused and not reply.changed
