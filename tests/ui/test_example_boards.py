"""The example boards open at their tables and are played there to the end by the AI, on the
plain background a board without artwork gets (issue 26 §1, §5)."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.games.catalog import open_board
from tabletop.play import Match
from tabletop.resources import maps_dir
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.support.pilot import run_frames, run_until

EXAMPLES = ("ttr_example.tmx", "metro_example.tmx", "great_tour_example.tmx")


def _open(app: App, name: str) -> Match:
    board = open_board(maps_dir() / "examples" / name)
    players = GAMES[board.game_id].spec.min_players
    seats = [Seat(f"Bot {i + 1}", "#336699", "beginner") for i in range(players)]
    match = Match.new(board.game_id, GameConfig(players), seats, 11, board=board.key)
    app.start_match(match)
    (table,) = [s for s in app.stack if isinstance(s, TableScene)]
    assert table.match.board == board.key
    return match


@pytest.mark.parametrize("name", EXAMPLES)
def test_an_example_board_opens_at_its_table(app: App, name: str) -> None:
    match = _open(app, name)
    run_frames(app, 3)
    assert match.ply >= 0


@pytest.mark.slow
@pytest.mark.parametrize("name", EXAMPLES)
def test_an_example_board_is_played_to_its_end_at_its_table(app: App, name: str) -> None:
    match = _open(app, name)
    run_until(app, match.is_over, seconds=120)
    assert match.outcome() is not None
