"""The Metro controller: targets → actions, refusals in the engine's words (no pygame)."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.controller.hover import Hover, Tone
from tabletop.controller.metro import (
    CellTarget,
    DrawnTarget,
    HandTarget,
    MetroController,
    PoolTarget,
    RotateTarget,
    StationTarget,
    turn_hint,
)
from tabletop.controller.reply import ReplyKind, Target
from tabletop.core import Action, CommonRefusal, GameConfig
from tabletop.games.metro import (
    METRO,
    DrawTile,
    MetroRefusal,
    MetroState,
    MetroView,
    PlaceTile,
    placement_problem,
)


def rigged(players: int, tiles: Sequence[str], **options: object) -> MetroState:
    return METRO.new_state(GameConfig(players, {**options, "rigged": {"tiles": list(tiles)}}), 7)


def seat_view(state: MetroState, seat: int | None = None) -> MetroView:
    return METRO.view(state, state.turn if seat is None else seat)


def describe(
    controller: MetroController, target: Target, view: MetroView, legal: Sequence[Action]
) -> Hover | None:
    """What ``controller`` says of ``target`` once the table synced it with ``view``."""
    controller.sync(view, legal)
    return controller.describe(target, view)


def legal(state: MetroState) -> list[Action]:
    return list(METRO.legal_actions(state))


def test_click_on_a_legal_square_places_the_tile_in_hand() -> None:
    state = rigged(2, ["T01", "T02"])
    reply = MetroController().click(CellTarget(0, 2), seat_view(state), legal(state))
    assert reply.action == PlaceTile("T01", 0, 2, 0)
    assert reply.action in legal(state) and not reply.refused


def test_not_connected_square_is_refused_with_the_engines_words() -> None:
    state = rigged(2, ["T01", "T02"])
    view = seat_view(state)
    reply = MetroController().click(CellTarget(2, 2), view, legal(state))
    expected = placement_problem(view, "T01", 2, 2, 0)
    assert expected is not None
    assert reply.action is None and reply.reason is MetroRefusal.NOT_CONNECTED
    assert reply.message == expected.message


def test_centre_square_is_refused() -> None:
    state = rigged(2, ["T01", "T02"])
    reply = MetroController().click(CellTarget(3, 4), seat_view(state), legal(state))
    assert reply.reason is MetroRefusal.CENTRE_SQUARE and reply.action is None


def test_square_occupied_is_refused() -> None:
    state = rigged(2, ["T01", "T02", "T03"])
    state = METRO.apply(state, PlaceTile("T01", 0, 2)).state
    reply = MetroController().click(CellTarget(0, 2), seat_view(state), legal(state))
    assert reply.reason is MetroRefusal.SQUARE_OCCUPIED


def test_not_your_turn_is_refused() -> None:
    state = rigged(2, ["T01", "T02"])
    controller = MetroController()
    # The table passes no legal actions when the seat on screen is not to act.
    reply = controller.click(CellTarget(0, 2), seat_view(state, 1), [])
    assert reply.reason is CommonRefusal.NOT_YOUR_TURN and reply.message == "It is Player 1's turn."
    drawing = controller.click(PoolTarget(), seat_view(state, 1), [])
    assert drawing.reason is CommonRefusal.NOT_YOUR_TURN


def test_one_tile_line() -> None:
    # T17 is four U-turns: on an edge square it sends a station's line straight back.
    state = rigged(2, ["T01", "T17", "T02"])
    state = METRO.apply(state, PlaceTile("T01", 0, 2)).state
    controller = MetroController()
    view = seat_view(state)
    refused = controller.click(CellTarget(0, 5), view, legal(state))
    assert refused.reason is MetroRefusal.ONE_TILE_LINE and refused.action is None
    assert "only allowed when the tile fits nowhere else" in (refused.message or "")
    # Beside the placed tile, off the edge, it is fine.
    assert controller.click(CellTarget(1, 2), view, legal(state)).action == PlaceTile(
        "T17", 1, 2, 0
    )


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
    assert controller.click(CellTarget(0, 7), view, legal(state)).action == PlaceTile(
        "T17", 0, 7, 0
    )


def test_draw_then_place_exactly_the_drawn_tile() -> None:
    state = rigged(2, ["T01", "T02", "T05"])
    controller = MetroController()
    reply = controller.click(PoolTarget(), seat_view(state), legal(state))
    assert reply.action == DrawTile()
    state = METRO.apply(state, DrawTile()).state
    view = seat_view(state)
    assert view["drawn"] == "T05" and controller.tile(view) == "T05"
    # The hand is kept; choosing it instead is refused.
    picked = controller.click(HandTarget(0), view, legal(state))
    assert picked.reason is MetroRefusal.MUST_PLACE_DRAWN
    assert controller.click(CellTarget(0, 0), view, legal(state)).action == PlaceTile(
        "T05", 0, 0, 0
    )
    # Drawing twice is not offered.
    again = controller.click(PoolTarget(), view, legal(state))
    assert again.action is None and again.reason is MetroRefusal.MUST_PLACE_DRAWN


def test_draw_refused_when_the_pool_is_empty() -> None:
    state = rigged(2, ["T01", "T02"])
    empty = METRO.new_state(GameConfig(2, {"rigged": {"tiles": ["T01", "T02"]}}), 7)
    empty.pool = ()  # a test-only state: nothing left to draw
    view = seat_view(empty)
    reply = MetroController().click(PoolTarget(), view, legal(empty))
    assert reply.action is None and reply.reason is MetroRefusal.POOL_EMPTY
    assert MetroController().can_draw(legal(state))
    assert not MetroController().can_draw(legal(empty))


def test_rotation_refused_when_the_option_is_off() -> None:
    state = rigged(2, ["T01", "T02"])
    controller = MetroController()
    reply = controller.click(RotateTarget(1), seat_view(state), legal(state))
    assert reply.reason is MetroRefusal.ROTATION_NOT_ALLOWED and controller.rotation == 0
    assert "arrow" in (reply.message or "")


def test_rotation_turns_the_tile_and_the_placement() -> None:
    state = rigged(2, ["T01", "T02", "T03"], rotation=True)
    controller = MetroController()
    view = seat_view(state)
    assert controller.click(RotateTarget(1), view, legal(state)).kind is ReplyKind.CHANGED
    assert controller.click(RotateTarget(1), view, legal(state)).kind is ReplyKind.CHANGED
    assert controller.click(RotateTarget(-3), view, legal(state)).kind is ReplyKind.CHANGED
    assert controller.rotation == 3
    reply = controller.click(CellTarget(0, 2), view, legal(state))
    assert reply.action == PlaceTile("T01", 0, 2, 3)
    # A new tile to place starts unturned.
    state = METRO.apply(state, reply.action).state
    controller.sync(seat_view(state), legal(state))
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
    assert preview.reason is MetroRefusal.ONE_TILE_LINE
    about = describe(controller, CellTarget(0, 4), view, legal(state))
    assert about is not None and about.texts[-1] == turn_hint()
    clicked = controller.click(CellTarget(0, 4), view, legal(state))
    assert clicked.reason is MetroRefusal.ONE_TILE_LINE and turn_hint() in clicked.message
    cells = controller.legal_cells(view, legal(state))
    assert cells[(0, 4)] is False  # legal only turned
    controller.click(RotateTarget(1), view, legal(state))
    assert controller.legal_cells(view, legal(state))[(0, 4)] is True
    assert controller.click(CellTarget(0, 4), view, legal(state)).action == PlaceTile(
        "T16", 0, 4, 1
    )


def test_choosing_a_hand_tile_places_that_tile() -> None:
    state = rigged(2, ["T01", "T05", "T02", "T06"], hand_size=2)
    controller = MetroController()
    view = seat_view(state)
    assert view["hand"] == ["T01", "T05"] and controller.tile(view) == "T01"
    assert controller.click(HandTarget(1), view, legal(state)).kind is ReplyKind.CHANGED
    assert controller.tile(view) == "T05"
    assert controller.click(HandTarget(9), view, legal(state)) == controller.click(
        HandTarget(1), view, legal(state)
    )  # out of range and the same tile again: nothing happens
    assert controller.click(CellTarget(7, 3), view, legal(state)).action == PlaceTile(
        "T05", 7, 3, 0
    )


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
    assert controller.click(CellTarget(0, 0), view, []).reason is CommonRefusal.GAME_OVER
    assert controller.click(PoolTarget(), view, []).reason is CommonRefusal.GAME_OVER
    assert controller.tile(view) is None and controller.legal_cells(view, []) == {}


def test_clicks_on_a_station_or_the_drawn_tile_do_nothing() -> None:
    state = rigged(2, ["T01", "T02"])
    controller = MetroController()
    for target in (StationTarget(5), DrawnTarget()):
        reply = controller.click(target, seat_view(state), legal(state))
        assert reply.kind is ReplyKind.NOTHING and reply.action is None


# ----------------------------------------------------------------------------- describe
NAMES = ("Ala", "Bob", "Cy")


def named() -> MetroController:
    return MetroController(seat_name=lambda seat: NAMES[seat])


def test_not_your_turn_names_the_seat_to_act() -> None:
    state = rigged(2, ["T01", "T02"])
    reply = named().click(CellTarget(0, 2), seat_view(state, 1), [])
    assert reply.message == "It is Ala's turn."


def test_describe_a_legal_square_says_what_it_would_score() -> None:
    # T17 is four U-turns: on the top-right corner it closes stations 1 (seat 0) and 32.
    state = rigged(2, ["T17", "T01"])
    about = describe(named(), CellTarget(0, 7), seat_view(state), legal(state))
    assert about is not None and about.tone is Tone.GOOD
    assert about.texts == [
        "✓ Click to place here",
        "Closes your line from station 1 to station 1: +1 point",
        "Closes Bob's line from station 32 to station 32: +1 point",
    ]


def test_describe_an_illegal_square_gives_the_engines_reason() -> None:
    state = rigged(2, ["T01", "T02"])
    view = seat_view(state)
    about = describe(named(), CellTarget(2, 2), view, legal(state))
    expected = placement_problem(view, "T01", 2, 2, 0)
    assert about is not None and expected is not None and about.tone is Tone.WARN
    assert about.texts == ["✗ Not here", expected.message]


def test_describe_a_central_station_line_scores_double() -> None:
    # Station 4's line: down, left, down, right, down into central station C2 (10 points).
    moves = [("T01", 0, 4), ("T04", 1, 4), ("T04", 1, 3), ("T05", 2, 3)]
    state = rigged(4, [m[0] for m in moves] + ["T05"])
    for tile, row, col in moves:
        state = METRO.apply(state, PlaceTile(tile, row, col)).state
    about = describe(named(), CellTarget(2, 4), seat_view(state), legal(state))
    assert about is not None
    assert "Closes your line from station 4 to the central station: +10 points (doubled)" in (
        about.texts
    )
    state = METRO.apply(state, PlaceTile("T05", 2, 4)).state
    station = describe(named(), StationTarget(4), seat_view(state, 0), [])
    assert station is not None and station.texts == [
        "Station 4 · Ala's line",
        "Complete to the central station: length 5, 10 points, doubled.",
    ]


def test_describe_stations_open_unowned_and_empty() -> None:
    state = rigged(3, ["T01", "T02", "T03", "T04"])
    state = METRO.apply(state, PlaceTile("T01", 0, 3)).state  # station 5's line, length 1
    view = seat_view(state, 0)
    controller = named()
    five = describe(controller, StationTarget(5), view, [])
    assert five is not None and five.texts[1:] == ["Open: length 1 so far."]
    owner = NAMES[view["owners"]["5"]]
    assert five.title == f"Station 5 · {owner}'s line"
    sixteen = describe(controller, StationTarget(16), view, [])
    assert sixteen is not None and sixteen.texts == [
        "Station 16 · nobody's line",
        "Open: no track laid from it yet.",
    ]


def test_describe_the_pool_and_the_central_block() -> None:
    state = rigged(2, ["T01", "T02"])
    view = seat_view(state)
    pool = describe(named(), PoolTarget(), view, legal(state))
    assert pool is not None and pool.title == f"Pool: {view['pool']} tiles face down"
    assert "you must then place the drawn tile" in pool.texts[1]
    waiting = describe(named(), PoolTarget(), seat_view(state, 1), [])
    assert waiting is not None and "draws back up" in waiting.texts[1]
    centre = describe(named(), CellTarget(3, 4), view, legal(state))
    assert centre is not None and centre.tone is Tone.ACCENT
    assert centre.texts == ["Central station", "A line that ends here scores double."]


def test_no_ghost_on_occupied_squares_or_when_not_placing() -> None:
    state = rigged(2, ["T01", "T02", "T03"])
    state = METRO.apply(state, PlaceTile("T01", 0, 2)).state
    controller = named()
    assert describe(controller, CellTarget(0, 2), seat_view(state), legal(state)) is None
    assert describe(controller, CellTarget(0, 3), seat_view(state, 0), []) is None
    assert describe(controller, HandTarget(0), seat_view(state), legal(state)) is None
