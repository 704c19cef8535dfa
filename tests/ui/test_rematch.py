"""Rematch (on every game's game-over screen) keeps the seats and starts a new game of the same
kind: same game, names, colours, players, options; a new deal; the finished game recorded."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.history_service import HistoryService
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.table import TableScene
from tests.support.pilot import click, run_until
from tests.support.registry import few_players, game_ids

#: Options other than the defaults, to show they are kept.
OPTIONS = {"metro": {"hand_size": 2}}


def _played_to_the_end(app: App, game_id: str, seed: int) -> TableScene:
    """A game of AI seats played to its last move headless, then opened at its table, where the
    last move is played as in any game (its listener, the game-over screen)."""
    colors = theme.player_colors(game_id)
    seats = (
        Seat("Anna", colors[2][1], "random"),
        Seat("Ben", colors[0][1], "random"),
        Seat("Cleo", colors[1][1], "random"),
    )
    players = few_players(game_id)
    config = GameConfig(players, OPTIONS.get(game_id, {}))
    whole = Match.new(game_id, config, seats[:players], seed)
    while whole.step_ai():
        pass
    match = Match.new(game_id, config, seats[:players], seed)
    match.replay(whole.log[:-1])
    table = app.start_match(match)
    run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=60)
    assert match.log == whole.log
    return table


@pytest.mark.parametrize("game_id", game_ids())
def test_rematch_keeps_the_seats_and_starts_the_same_game_again(app: App, game_id: str) -> None:
    table = _played_to_the_end(app, game_id, seed=12)
    old = table.match
    scene = app.top
    assert isinstance(scene, GameOverScene)
    assert scene.rematch_button.label == "Rematch"
    click(app, scene.rematch_button)
    new_table = app.top
    assert isinstance(new_table, TableScene) and new_table is not table
    new = new_table.match
    assert new.game_id == old.game_id
    assert new.seats == old.seats  # names, colours and players, in the same order
    assert new.config == old.config
    assert new.seed != old.seed and new.ply == 0 and not new.is_over()
    assert type(new_table) is type(table)
    # The stack is the title and the new table: the old game is closed.
    assert len(app.stack) == 2 and app.table() is new_table


def test_the_finished_game_is_recorded_once_rematch_or_not(app: App, tmp_path) -> None:  # type: ignore[no-untyped-def]
    app.history = HistoryService(tmp_path / "history.sqlite3", tmp_path / "saves")
    table = _played_to_the_end(app, "metro", seed=5)
    first = table.match
    assert len(app.history.recordings) == 1
    row, new = app.history.recordings[0].result(timeout=30)
    assert new
    click(app, app.top.rematch_button)  # type: ignore[union-attr]
    rematch = app.table()
    assert rematch is not None and rematch.match is not first
    run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=60)
    assert len(app.history.recordings) == 2
    second_row, second_new = app.history.recordings[1].result(timeout=30)
    assert second_new and second_row != row
    lines = app.history.submit(lambda history: history.games()).result(timeout=30)
    assert {line.row for line in lines} == {row, second_row}
    for line in lines:
        assert [(s.name, s.color, s.agent) for s in line.seats] == [
            (s.name, s.color, s.agent) for s in first.seats
        ]


def test_an_app_saving_elsewhere_records_its_games_there_too(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``tabletop --check`` and tests save to a folder of their own: their finished games go
    to a history beside it, never into the player's statistics."""
    from tests.support.pilot import headless_app

    app = App(saves_dir=tmp_path, autosave=False)
    try:
        assert app.history.db_path == tmp_path / "history.sqlite3"
    finally:
        app.close()
    with headless_app() as default:
        assert default.history.db_path is None  # the user's own database
