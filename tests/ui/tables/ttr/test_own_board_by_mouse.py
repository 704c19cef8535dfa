"""A board made by someone who had never seen the code, from docs/BOARDS.md alone (issue 26,
"Done when"): the outsider's "Lakes of Poland" (Europe rules, tests/boards/data) opens at the
real table and is played to its end by the mouse against Strong — and its broken copy is
refused with every problem listed (tests/boards/test_check_problems.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core import GameConfig, Rng, Seat
from tabletop.games import make_agent
from tabletop.games.catalog import open_board
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr.table import TtrTable
from tests.support.pilot import run_frames

from .mouse import MouseHuman

LAKES = Path(__file__).resolve().parents[3] / "boards" / "data" / "lakes_of_poland.tmx"


@pytest.mark.e2e
def test_an_outsiders_board_is_played_to_its_end_by_mouse_against_strong(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=0.0)
    board = open_board(LAKES)
    assert board.game_id == "ttr_europe" and board.name == "Lakes of Poland"
    colors = theme.player_colors(board.game_id)
    seats = [Seat("Anna", colors[0][1]), Seat("Strong", colors[1][1], "strong")]
    match = Match.new(board.game_id, GameConfig(2), seats, 21, board=board.key)
    table = app.start_match(match)
    assert isinstance(table, TtrTable) and table.match.board == board.key
    assert len(table.game.board.routes) == 26  # the outsider's 26 routes, not Europe's
    run_frames(app, 2)
    human = MouseHuman(app, table, seat=0)
    # The human plays what a greedy player would from its own view, every move by the mouse.
    agent = make_agent(board.game_id, "greedy", table.game)
    while human.wait(seconds=60.0):
        legal = table.match.legal_actions()
        human.perform(agent.choose(table.view, legal, Rng(1000 + table.match.ply), 0.1))
    assert isinstance(app.top, GameOverScene)
    outcome = table.match.outcome()
    assert outcome is not None and len(outcome.scores) == 2
    own = [action for seat, action in table.match.log if seat == 0]
    strong = [action for seat, action in table.match.log if seat == 1]
    assert own and strong
    assert any(type(a).__name__ == "ClaimRoute" for a in own)
