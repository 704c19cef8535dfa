"""Every reason Metro refuses a move for has its sentence, and a scenario that triggers it
(through the engine where a move can reach it, else through the view helper the table uses)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tabletop.core import CommonRefusal, IllegalActionError, Refusal, explain
from tabletop.core.refusals import missing_words
from tabletop.games.metro import METRO, DrawTile, MetroRefusal, PlaceTile, placement_problem
from tests.support.refusals import assert_refused

from .conftest import fill_board_except, play, position, rigged


def _via_helper(source: object, *placement: object) -> IllegalActionError:
    why = placement_problem(source, *placement)  # type: ignore[arg-type]
    assert why is not None
    return IllegalActionError(why.reason, **why.params)


def off_board() -> IllegalActionError:
    # A move naming a square off the grid is malformed (InvalidActionError); the view helper,
    # which explains a pointer anywhere, says why in words.
    return _via_helper(rigged(2, ["T01", "T02"]), "T01", 8, 0, 0)


def centre_square() -> IllegalActionError:
    return assert_refused(
        METRO, rigged(2, ["T01"]), PlaceTile("T01", 3, 4), MetroRefusal.CENTRE_SQUARE
    )


def square_occupied() -> IllegalActionError:
    state, _ = play(2, [("T01", 0, 3)])
    action = PlaceTile(state.hands[1][0], 0, 3)
    return assert_refused(METRO, state, action, MetroRefusal.SQUARE_OCCUPIED)


def not_connected() -> IllegalActionError:
    state = rigged(2, ["T01", "T01"])
    return assert_refused(METRO, state, PlaceTile("T01", 1, 3), MetroRefusal.NOT_CONNECTED)


def not_connected_centre() -> IllegalActionError:
    state, _ = play(2, [("T01", 0, 3), ("T01", 1, 3), ("T01", 7, 2)], extra=["T01"])
    action = PlaceTile("T01", 2, 4)
    return assert_refused(METRO, state, action, MetroRefusal.NOT_CONNECTED_CENTRE)


def rotation_not_allowed() -> IllegalActionError:
    state = rigged(2, ["T02", "T03"])
    return assert_refused(
        METRO, state, PlaceTile("T02", 0, 3, 1), MetroRefusal.ROTATION_NOT_ALLOWED
    )


def one_tile_line() -> IllegalActionError:
    state = rigged(2, ["T15", "T01"])
    return assert_refused(METRO, state, PlaceTile("T15", 0, 3), MetroRefusal.ONE_TILE_LINE)


def tile_not_in_hand() -> IllegalActionError:
    state = rigged(2, ["T01", "T02"])
    return assert_refused(METRO, state, PlaceTile("T02", 0, 3), MetroRefusal.TILE_NOT_IN_HAND)


def must_place_drawn() -> IllegalActionError:
    drawn = METRO.apply(rigged(2, ["T01", "T02", "T03"]), DrawTile()).state
    return assert_refused(METRO, drawn, PlaceTile("T01", 0, 3), MetroRefusal.MUST_PLACE_DRAWN)


def already_drawn() -> IllegalActionError:
    drawn = METRO.apply(rigged(2, ["T01", "T02", "T03"]), DrawTile()).state
    return assert_refused(METRO, drawn, DrawTile(), MetroRefusal.ALREADY_DRAWN)


def pool_empty() -> IllegalActionError:
    tiles = fill_board_except({(0, 3), (0, 4)}, keep=["T01", "T02"])
    state = position(2, tiles, hands=[["T01"], ["T02"]], pool=0)
    return assert_refused(METRO, state, DrawTile(), MetroRefusal.POOL_EMPTY)


def game_over() -> IllegalActionError:
    tiles = fill_board_except(set(), keep=[])
    state = position(2, tiles, hands=[[], []], pool=0, to_act=None)
    return assert_refused(METRO, state, DrawTile(), CommonRefusal.GAME_OVER)


def not_your_turn() -> IllegalActionError:
    state = rigged(2, ["T01", "T02"])
    return _via_helper(METRO.view(state, 1), "T02", 0, 3, 0)


SCENARIOS: dict[Refusal, Callable[[], IllegalActionError]] = {
    MetroRefusal.OFF_BOARD: off_board,
    MetroRefusal.CENTRE_SQUARE: centre_square,
    MetroRefusal.SQUARE_OCCUPIED: square_occupied,
    MetroRefusal.NOT_CONNECTED: not_connected,
    MetroRefusal.NOT_CONNECTED_CENTRE: not_connected_centre,
    MetroRefusal.ROTATION_NOT_ALLOWED: rotation_not_allowed,
    MetroRefusal.ONE_TILE_LINE: one_tile_line,
    MetroRefusal.TILE_NOT_IN_HAND: tile_not_in_hand,
    MetroRefusal.MUST_PLACE_DRAWN: must_place_drawn,
    MetroRefusal.ALREADY_DRAWN: already_drawn,
    MetroRefusal.POOL_EMPTY: pool_empty,
    CommonRefusal.GAME_OVER: game_over,
    CommonRefusal.NOT_YOUR_TURN: not_your_turn,
}


def test_every_reason_has_its_sentence_and_a_scenario() -> None:
    assert missing_words(MetroRefusal) == []
    assert set(MetroRefusal) <= set(SCENARIOS)


@pytest.mark.parametrize("reason", list(SCENARIOS), ids=str)
def test_the_scenario_triggers_the_reason_in_its_words(reason: Refusal) -> None:
    error = SCENARIOS[reason]()
    assert error.reason is reason
    params = {"name": "Player 1"} if reason is CommonRefusal.NOT_YOUR_TURN else {}
    assert error.message == explain(reason, **params)
    assert "{" not in error.message


def test_the_codes_are_the_strings_used_before() -> None:
    # JSON and tests keep the codes; only the reason beside the central block is new (it had
    # its own sentence under "not_connected").
    assert {r.value for r in MetroRefusal} == {
        "off_board",
        "centre_square",
        "square_occupied",
        "not_connected",
        "not_connected_centre",
        "rotation_not_allowed",
        "one_tile_line",
        "tile_not_in_hand",
        "must_place_drawn",
        "already_drawn",
        "pool_empty",
    }
