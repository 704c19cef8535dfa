"""A double click on the pass screen's "Undo my move": the move is taken back once, and the
bounce of that click does nothing on the table now under the pointer (it once tried to place
the player's tile on the square under the button: "A tile is already on that square.")."""

from __future__ import annotations

from tabletop.core import GameConfig, Seat
from tabletop.games.metro import PlaceTile
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.tables.metro import MetroTable
from tests.support.pilot import click, double_click, run_frames
from tests.support.played import play_on

from .conftest import COLOURS


def test_a_double_click_on_undo_my_move_does_not_reach_the_board(app: App) -> None:
    seats = [Seat("Ala", COLOURS[0]), Seat("Ola", COLOURS[1])]
    match = Match.new("metro", GameConfig(2), seats, 5)
    # Play on until the pool is empty: a placement then draws nothing hidden, so it can be
    # taken back from the pass screen.
    play_on(match, 56)
    while match.view(None)["pool"] > 0:
        match.submit(match.legal_actions()[0])
    table = app.start_match(match)
    assert isinstance(table, MetroTable)
    run_frames(app, 1)
    seat = match.to_act()
    click(app, app.top.ready_button)  # type: ignore[attr-defined]
    assert table.viewer == seat
    ply = match.ply
    place = next(a for a in match.legal_actions() if isinstance(a, PlaceTile))
    click(app, table.board_panel.geo.cell_rect(place.row, place.col).center)
    scene = app.top
    assert isinstance(scene, PassDeviceScene) and scene.undo_button.visible
    double_click(app, scene.undo_button)
    assert app.top is table and table.viewer == seat
    assert match.ply == ply  # taken back, and nothing played by the bounce
    assert app.toasts == []  # nor refused: the bounce never reached the board
