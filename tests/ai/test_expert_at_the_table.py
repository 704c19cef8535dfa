"""A whole Metro game against Expert at the real table (issue 9): the human seat plays with
posted mouse clicks only; Expert thinks in its worker process with its app time budget while
the table keeps drawing frames — the window never freezes."""

from __future__ import annotations

import time

import pytest

from tabletop.controller.metro import CellTarget
from tabletop.core import GameConfig, Seat
from tabletop.games.metro import PlaceTile
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.tables.metro import MetroTable
from tests.support.pilot import FRAME, click, headless_app, run_frames


@pytest.mark.e2e
def test_a_human_plays_a_whole_metro_game_by_mouse_against_expert() -> None:
    with headless_app(autosave=False) as app:
        seats = [Seat("Ala", "#f2c531"), Seat("Expert", "#2f7fd8", "expert")]
        match = Match.new("metro", GameConfig(2), seats, 21)
        table = app.start_match(match)
        assert isinstance(table, MetroTable)
        run_frames(app, 1)
        thinking_frames: list[float] = []
        clicks = 0
        deadline = time.monotonic() + 600
        while not isinstance(app.top, GameOverScene):
            assert time.monotonic() < deadline, f"stuck at ply {match.ply}"
            if table.can_act and match.is_human_turn():
                move = next(a for a in match.legal_actions() if isinstance(a, PlaceTile))
                cell = table.rect_of(CellTarget(move.row, move.col))
                assert cell is not None
                click(app, cell.center)
                assert match.log[-1] == (0, move)
                clicks += 1
                continue
            thinking = match.thinking and not match.answer_ready
            started = time.perf_counter()
            app.frame(dt=FRAME)
            if thinking:
                thinking_frames.append(time.perf_counter() - started)
            time.sleep(0.002)
        _check(app, match, clicks, thinking_frames)


def _check(app: App, match: Match, clicks: int, frames: list[float]) -> None:
    outcome = match.outcome()
    assert outcome is not None and app.top.outcome == outcome
    expert_moves = [a for seat, a in match.log if seat == 1]
    assert clicks >= 25 and len(expert_moves) >= 25
    assert sum(isinstance(a, PlaceTile) for seat, a in match.log if seat == 0) == clicks
    # While Expert thought (about a second a move), the table drew frames all along.
    frames.sort()
    assert len(frames) >= 5 * len(expert_moves)
    assert frames[len(frames) // 2] < 0.25
