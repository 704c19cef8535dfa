"""Scenario tests, one per rule of rules/metro.md, built with rigging."""

from __future__ import annotations

import pytest

from tabletop.core import CommonRefusal, GameConfig, IllegalActionError, InvalidConfigError, Rng
from tabletop.games.metro import (
    METRO,
    DrawTile,
    GameEnded,
    LineCompleted,
    MetroRefusal,
    PlaceTile,
    TileDrawn,
    TileDrawnBlind,
    TilePlaced,
    completed_lines,
    placement_problem,
)
from tests.support.playout import random_playout
from tests.support.scenario import step as scenario_step

from .conftest import assert_illegal, fill_board_except, play, position, rigged


def completions(step) -> list[LineCompleted]:
    return [e for e in step.events if isinstance(e, LineCompleted)]


# ----------------------------------------------------------------------------- setup
def test_line_cards_give_station_ownership_for_every_player_count(metro_data) -> None:
    for players in range(2, 7):
        table = metro_data["ownership"][str(players)]
        state = METRO.new_state(GameConfig(players), 1)
        view = METRO.view(state, 0)
        expected = {str(n): seat for seat in range(players) for n in table[f"player{seat + 1}"]}
        assert view["owners"] == expected
        unowned = {str(n) for n in table["unowned"]}
        assert unowned.isdisjoint(view["owners"])
        assert len(view["owners"]) + len(unowned) == 32
        if players in (3, 5, 6):
            assert unowned == {"16", "17"}


def test_starting_hands_are_drawn_from_the_top_seat_by_seat() -> None:
    state = rigged(3, ["T01", "T02", "T03", "T04", "T05", "T06"], hand_size=2)
    assert state.hands == (("T01", "T02"), ("T03", "T04"), ("T05", "T06"))
    assert METRO.to_act(state) == 0
    assert len(state.pool) == 60 - 6
    assert state.pool[:0] == ()


def test_the_pool_is_shuffled_by_the_seed() -> None:
    a = METRO.new_state(GameConfig(2), 1)
    b = METRO.new_state(GameConfig(2), 1)
    c = METRO.new_state(GameConfig(2), 2)
    assert METRO.state_json(a) == METRO.state_json(b)
    assert a.pool != c.pool


def test_rigging_a_prefix_the_tiles_cannot_supply_is_refused() -> None:
    for tiles in (["T06"] * 4, ["T99"], "T01"):
        with pytest.raises(InvalidConfigError):
            rigged(2, tiles)  # type: ignore[arg-type]
    with pytest.raises(InvalidConfigError):
        METRO.new_state(GameConfig(2, {"rigged": {"cards": ["x"]}}), 1)
    rigged(2, ["T06"] * 3)  # all three copies is fine


def test_hand_size_option() -> None:
    for size in (1, 2, 3):
        state = METRO.new_state(GameConfig(6, {"hand_size": size}), 4)
        assert [len(h) for h in state.hands] == [size] * 6
        assert METRO.view(state, 2)["hand_sizes"] == [size] * 6
    for bad in (0, 4, "2", True):
        with pytest.raises(InvalidConfigError):
            METRO.new_state(GameConfig(2, {"hand_size": bad}), 1)
    names = {o.name: o for o in METRO.spec.options}
    assert names["hand_size"].choices == (1, 2, 3) and names["hand_size"].default == 1
    assert names["rotation"].choices == (False, True) and names["rotation"].default is False


# ----------------------------------------------------------------------------- placement
def test_placement_must_touch_edge_or_placed_tile() -> None:
    state = rigged(2, ["T01", "T01", "T01"])
    assert_illegal(state, PlaceTile("T01", 1, 3, 0), MetroRefusal.NOT_CONNECTED)
    legal_cells = {(a.row, a.col) for a in METRO.legal_actions(state) if isinstance(a, PlaceTile)}
    assert legal_cells == {(r, c) for r in range(8) for c in range(8) if r in (0, 7) or c in (0, 7)}
    state = scenario_step(METRO, state, PlaceTile("T01", 0, 3, 0)).state
    # Now [1, 3] touches a placed tile.
    assert placement_problem(state, "T01", 1, 3) is None
    scenario_step(METRO, state, PlaceTile("T01", 1, 3, 0))
    assert_illegal(state, PlaceTile("T01", 2, 2, 0), MetroRefusal.NOT_CONNECTED)


def test_house_rule_a_tile_beside_the_central_station_needs_a_tile_neighbour() -> None:
    # Our reading of "a tile next to the central station must extend a line": the block is
    # no placed tile, so a square that touches only the block is not connected.
    state, _ = play(2, [("T01", 0, 3), ("T01", 1, 3), ("T01", 7, 2)], extra=["T01"])
    assert METRO.to_act(state) == 1 and state.hands[1] == ("T01",)
    # [2, 4] borders the centre block only (and [1, 4] is empty): not allowed.
    err = assert_illegal(state, PlaceTile("T01", 2, 4, 0), MetroRefusal.NOT_CONNECTED_CENTRE)
    assert "central station" in err.message
    # [2, 3] borders the placed tile at [1, 3]: allowed.
    assert placement_problem(state, "T01", 2, 3) is None


def test_centre_square_takes_no_tile() -> None:
    state = rigged(2, ["T01"])
    for row, col in ((3, 3), (3, 4), (4, 3), (4, 4)):
        assert_illegal(state, PlaceTile("T01", row, col, 0), MetroRefusal.CENTRE_SQUARE)


def test_square_must_be_empty() -> None:
    state, _ = play(2, [("T01", 0, 3)])
    assert_illegal(state, PlaceTile(state.hands[1][0], 0, 3, 0), MetroRefusal.SQUARE_OCCUPIED)


def test_tile_must_come_from_hand() -> None:
    state = rigged(2, ["T01", "T02"])
    assert_illegal(state, PlaceTile("T02", 0, 3, 0), MetroRefusal.TILE_NOT_IN_HAND)


def test_tiles_keep_the_arrow_up_without_rotation_option() -> None:
    state = rigged(2, ["T02", "T03"])
    assert_illegal(state, PlaceTile("T02", 0, 3, 1), MetroRefusal.ROTATION_NOT_ALLOWED)
    assert {a.rotation for a in METRO.legal_actions(state) if isinstance(a, PlaceTile)} == {0}


def test_rotation_option() -> None:
    # T05 (0-3 2-7 4-1 6-5) turned a quarter: 2-5 4-1 6-3 0-7. On [0, 3], station 5's line
    # (point 0) then runs 0 → 7 into [0, 2] instead of 0 → 3 into [0, 4].
    state = rigged(2, ["T05", "T01"], rotation=True)
    rotations = {a.rotation for a in METRO.legal_actions(state) if isinstance(a, PlaceTile)}
    assert rotations == {0, 1, 2, 3}
    state = scenario_step(METRO, state, PlaceTile("T05", 0, 3, 1)).state
    view = METRO.view(state, 0)
    assert view["tiles"] == [{"row": 0, "col": 3, "tile": "T05", "rotation": 1}]
    assert view["lines"]["5"]["segments"] == [[0, 3, 0, 7]]
    # The open end is now on [0, 2] (point 2): a straight there carries it on west.
    step = scenario_step(METRO, state, PlaceTile("T01", 0, 2, 0))
    assert METRO.view(step.state, 0)["lines"]["5"]["path"] == [[0, 3], [0, 2]]


def test_one_tile_line_forbidden() -> None:
    # T15 has a U-turn on its top side: on a top edge square it would lead station 5's line
    # straight back into station 5.
    state = rigged(2, ["T15", "T01"])
    assert_illegal(state, PlaceTile("T15", 0, 3, 0), MetroRefusal.ONE_TILE_LINE)
    # The corner link: T11's 0-7 on the top left corner joins station 8 to station 9.
    state = rigged(2, ["T11", "T01"])
    assert_illegal(state, PlaceTile("T11", 0, 0, 0), MetroRefusal.ONE_TILE_LINE)
    assert placement_problem(state, "T11", 0, 3) is None


def test_one_tile_line_allowed_when_no_other_placement() -> None:
    # T17 is U-turns on every side: on an empty board every legal square is an edge square,
    # where it closes a one-tile line. It fits nowhere else, so such placements are legal.
    state = rigged(2, ["T17", "T01"])
    legal = [a for a in METRO.legal_actions(state) if isinstance(a, PlaceTile)]
    assert len(legal) == 28
    step = scenario_step(METRO, state, PlaceTile("T17", 0, 3, 0))
    (line,) = completions(step)
    assert (line.station, line.seat, line.points, line.path) == (5, 0, 1, ((0, 3),))


def test_one_tile_line_exception_checks_every_rotation() -> None:
    # Only [0, 3] is free. T15 there (arrow up) closes station 5 on itself.
    tiles = fill_board_except({(0, 3)}, keep=["T15"])
    fixed = position(2, tiles, hands=[["T15"], []], pool=0)
    # Without rotation it fits nowhere else: allowed.
    assert placement_problem(fixed, "T15", 0, 3, 0) is None
    assert PlaceTile("T15", 0, 3, 0) in METRO.legal_actions(fixed)
    # With rotation the turned tile fits there cleanly, so the one-tile placement is not.
    turning = position(2, tiles, hands=[["T15"], []], pool=0, rotation=True)
    assert_illegal(turning, PlaceTile("T15", 0, 3, 0), MetroRefusal.ONE_TILE_LINE)
    assert placement_problem(turning, "T15", 0, 3, 1) is None


def test_placing_beside_and_extending_an_opponents_line_is_allowed() -> None:
    # Seat 1 extends station 5's line (seat 0's) and places next to seat 0's station 3.
    state, steps = play(2, [("T01", 0, 3), ("T01", 1, 3), ("T01", 0, 5)])
    assert METRO.view(state, 0)["lines"]["5"]["path"] == [[0, 3], [1, 3]]
    assert [type(e) for e in steps[1].events][0] is TilePlaced


# ----------------------------------------------------------------------------- a turn
def test_draw_then_place_drawn_tile() -> None:
    state = rigged(2, ["T01", "T02", "T03", "T04"])
    step = scenario_step(METRO, state, DrawTile())
    assert step.revealed
    drawn = step.state
    assert drawn.drawn == "T03" and drawn.hands[0] == ("T01",)
    assert METRO.view(drawn, 0)["drawn"] == "T03"
    assert METRO.view(drawn, 1)["drawn"] is None and METRO.view(drawn, 1)["drawn_by"] == 0
    private, public = step.events
    assert isinstance(private, TileDrawn) and private.audience == (0,) and private.tile == "T03"
    assert isinstance(public, TileDrawnBlind) and public.audience is None
    # Only the drawn tile may be placed now, and no second draw.
    assert {a.tile for a in METRO.legal_actions(drawn)} == {"T03"}
    assert_illegal(drawn, PlaceTile("T01", 0, 3, 0), MetroRefusal.MUST_PLACE_DRAWN)
    assert_illegal(drawn, DrawTile(), MetroRefusal.ALREADY_DRAWN)
    placed = scenario_step(METRO, drawn, PlaceTile("T03", 0, 3, 0))
    # The hand is untouched and full: nothing more is drawn, nothing is revealed.
    assert not placed.revealed
    assert placed.state.hands[0] == ("T01",) and placed.state.drawn is None
    assert METRO.to_act(placed.state) == 1


def test_drawing_needs_a_tile_in_the_pool() -> None:
    tiles = fill_board_except({(0, 3), (0, 4)}, keep=["T01", "T02"])
    state = position(2, tiles, hands=[["T01"], ["T02"]], pool=0)
    assert DrawTile() not in METRO.legal_actions(state)
    assert_illegal(state, DrawTile(), MetroRefusal.POOL_EMPTY)


def test_hand_refills() -> None:
    state = rigged(2, ["T01", "T02", "T03", "T04", "T05"], hand_size=2)
    step = scenario_step(METRO, state, PlaceTile("T02", 0, 3, 0))
    assert step.revealed
    assert step.state.hands[0] == ("T01", "T05")
    drawn = [e for e in step.events if isinstance(e, TileDrawn)]
    assert [(e.tile, e.refill, e.audience) for e in drawn] == [("T05", True, (0,))]
    assert any(isinstance(e, TileDrawnBlind) and e.refill for e in step.events)


def test_house_rule_a_seat_with_no_tile_is_skipped_once_the_pool_is_empty() -> None:
    # House rule: once the pool is empty a seat with an empty hand has nothing to place.
    tiles = fill_board_except({(0, 3), (0, 4)}, keep=["T01", "T02"])
    state = position(3, tiles, hands=[["T01"], [], ["T02"]], pool=0)
    step = scenario_step(METRO, state, PlaceTile("T01", 0, 3, 0))
    assert METRO.to_act(step.state) == 2
    assert not step.revealed


def test_player_with_all_lines_complete_still_places() -> None:
    # On this near-full board every line of seat 0 (2 players: odd stations) is complete.
    tiles = fill_board_except({(1, 2), (1, 4)}, keep=["T01", "T02"])
    state = position(2, tiles, hands=[["T01"], ["T02"]], pool=0)
    assert METRO.view(state, 0)["open_lines"] == [0, 2]
    assert METRO.to_act(state) == 0
    step = scenario_step(METRO, state, METRO.legal_actions(state)[0])
    assert METRO.to_act(step.state) == 1


# ----------------------------------------------------------------------------- scoring
def test_tile_passed_twice_counts_twice() -> None:
    # Rulebook example: station 5's line runs [0,3] → [0,4] (U-turn) → [0,3] → station 5:
    # two tiles, one passed twice: 3 points, for seat 0 (station 5's owner) although seat 1
    # completed it.
    state, steps = play(2, [("T07", 0, 3), ("T08", 0, 4)])
    (line,) = completions(steps[1])
    assert line.station == 5 and line.seat == 0 and line.points == 3
    assert line.path == ((0, 3), (0, 4), (0, 3))
    assert not line.central and line.end == "5"
    assert state.scores == (3, 0)


def test_central_station_doubles() -> None:
    # Rulebook example: a 5-tile line ending at a central station scores 10. Station 4 starts
    # on [0,4]: down, left, down, right, down into central station C2 below [2,4].
    moves = [("T01", 0, 4), ("T04", 1, 4), ("T04", 1, 3), ("T05", 2, 3), ("T05", 2, 4)]
    state, steps = play(4, moves)
    (line,) = completions(steps[-1])
    assert line.station == 4 and line.central and line.end == "C2"
    assert line.path == ((0, 4), (1, 4), (1, 3), (2, 3), (2, 4))
    assert line.points == 10
    owner = METRO.view(state, None)["owners"]["4"]
    assert line.seat == owner == 0
    assert state.scores[owner] == 10


def test_unowned_station_scores_for_nobody() -> None:
    # 3 players: station 16 (left of [7,0]) belongs to nobody. Its line runs [7,0] → [7,1]
    # and ends at station 18.
    state, steps = play(3, [("T01", 7, 0), ("T05", 7, 1)])
    (line,) = completions(steps[1])
    assert (line.station, line.seat, line.points, line.end) == (16, None, 2, "18")
    assert state.scores == (0, 0, 0)
    view = METRO.view(state, None)
    assert 16 not in view["scored"] and view["lines"]["16"]["complete"]


def test_each_line_scores_once() -> None:
    # Station 5's line scores 3 on the second placement and never again after it.
    moves = [("T07", 0, 3), ("T08", 0, 4), ("T01", 1, 3), ("T01", 1, 4), ("T01", 0, 2)]
    state, steps = play(2, moves)
    scored = [line.station for step in steps for line in completions(step)]
    assert scored.count(5) == 1
    assert METRO.view(state, 0)["scored"].count(5) == 1
    assert state.scores[0] == sum(
        line.points for step in steps for line in completions(step) if line.seat == 0
    )


def test_one_placement_can_complete_several_lines() -> None:
    # T17 (all U-turns) at [0, 0] after... the corner: station 8 and 9 both close at once.
    state = rigged(2, ["T17", "T01"])
    step = scenario_step(METRO, state, PlaceTile("T17", 0, 0, 0))
    assert sorted(line.station for line in completions(step)) == [8, 9]
    assert step.state.scores == (1, 1)


def test_completed_lines_predicts_the_scoring() -> None:
    # The central example minus its last tile; seat 0 then holds that tile (T05).
    moves = [("T01", 0, 4), ("T04", 1, 4), ("T04", 1, 3), ("T05", 2, 3)]
    state, _ = play(4, moves, extra=["T05"])
    view = METRO.view(state, 0)
    assert view["hand"] == ["T05"]
    (predicted,) = completed_lines(view, "T05", 2, 4, 0)
    (actual,) = completions(scenario_step(METRO, state, PlaceTile("T05", 2, 4, 0)))
    assert (predicted.station, predicted.seat, predicted.points, predicted.path) == (
        actual.station,
        actual.seat,
        actual.points,
        actual.path,
    )
    assert predicted.points == 10 and predicted.central
    assert completed_lines(view, "T05", 2, 3, 0) == []  # occupied


# ----------------------------------------------------------------------------- the end
def test_game_ends_when_board_full() -> None:
    state = METRO.new_state(GameConfig(3), 8)
    rng = Rng(8)
    last = None
    while METRO.to_act(state) is not None:
        legal = METRO.legal_actions(state)
        last = scenario_step(METRO, state, legal[rng.below(len(legal))])
        state = last.state
    assert state.placed == 60 and all(
        v >= 0 for i, v in enumerate(state.board) if not METRO.tables.is_centre[i]
    )
    assert METRO.legal_actions(state) == []
    assert isinstance(last.events[-1], GameEnded)
    outcome = METRO.outcome(state)
    assert outcome is not None and outcome.scores == state.scores
    assert last.events[-1].winners == outcome.winners
    assert [b["lines"] for b in outcome.breakdown] == list(state.scores)
    assert_illegal(state, DrawTile(), CommonRefusal.GAME_OVER)
    with pytest.raises(IllegalActionError):
        METRO.apply(state, PlaceTile("T01", 0, 0, 0))


def test_house_rule_ties_are_shared_all_tied_players_win() -> None:
    # A whole random 2-player game (seed 28) that ends 90 to 90: both seats win.
    last = None
    for _state, _seat, _action, after in random_playout(METRO, 2, 28):
        last = after
    assert last is not None
    outcome = METRO.outcome(last)
    assert outcome is not None and outcome.scores == (90, 90) and outcome.winners == (0, 1)
    # More seats, a tie for first place: every tied seat wins, the others do not.
    tiles = fill_board_except(set(), keep=[])
    state = position(4, tiles, hands=[[], [], [], []], pool=0, to_act=None)
    state.scores = (7, 9, 9, 2)
    outcome = METRO.outcome(state)
    assert outcome is not None and outcome.winners == (1, 2)
    state.scores = (5, 5, 5, 5)
    assert METRO.outcome(METRO.determinize(METRO.view(state, None), Rng(1))).winners == (
        0,
        1,
        2,
        3,
    )


def test_the_last_placement_announces_shared_winners() -> None:
    final = None
    for state, _seat, action, _after in random_playout(METRO, 2, 28):
        final = (state, action)
    assert final is not None
    step = scenario_step(METRO, *final)
    ended = step.events[-1]
    assert isinstance(ended, GameEnded) and ended.winners == (0, 1) and ended.scores == (90, 90)


def test_no_outcome_before_the_end() -> None:
    assert METRO.outcome(METRO.new_state(GameConfig(2), 1)) is None
