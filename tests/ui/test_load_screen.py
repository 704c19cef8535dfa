"""The Load screen lists every save, damaged ones with their problem; delete asks first."""

from __future__ import annotations

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.saves import saves_dir
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import ConfirmDialog, MessageDialog
from tabletop.ui.scenes.load import LoadScene
from tests.support.pilot import click


def _saved_metro_game(name: str) -> Match:
    seats = [Seat("Ala", "#f2c531", "random"), Seat("Olek", "#2f7fd8", "random")]
    match = Match.new("metro", GameConfig(2), seats, 7)
    for _ in range(4):
        match.step_ai()
    match.save_as(name)
    return match


def test_saves_list_shows_a_broken_file_with_its_problem(app: App) -> None:
    _saved_metro_game("Good game")
    (saves_dir() / "cut_short.json").write_text('{"format": "tabletop-save", "log": [', "utf-8")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    by_name = {item.name: item for item in scene.list.items}
    assert set(by_name) == {"Good game", "cut_short"}
    good, broken = by_name["Good game"], by_name["cut_short"]
    assert good.problem is None and good.game == "metro" and good.seats == ("Ala", "Olek")
    assert broken.problem  # the reason, in words
    # Selecting the broken file: Load is disabled, Delete is not.
    click(app, scene.list.row_rect(scene.list.items.index(broken)))
    assert not scene.load_button.enabled and scene.delete_button.enabled
    # Double-clicking it explains the problem instead of loading.
    click(app, scene.list.row_rect(scene.list.items.index(broken)))
    assert isinstance(app.top, MessageDialog)
    assert broken.problem in app.top.message
    click(app, app.top.ok)
    assert app.top is scene
    assert (saves_dir() / "cut_short.json").exists()  # never deleted behind the user's back


def test_delete_asks_for_confirmation(app: App) -> None:
    _saved_metro_game("Keep me")
    _saved_metro_game("Delete me")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    names = [item.name for item in scene.list.items]
    click(app, scene.list.row_rect(names.index("Delete me")))
    click(app, scene.delete_button)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, dialog.cancel)  # changing one's mind keeps the file
    assert {item.name for item in scene.list.items} == {"Keep me", "Delete me"}
    click(app, scene.delete_button)
    click(app, app.top.confirm)
    assert app.top is scene
    assert [item.name for item in scene.list.items] == ["Keep me"]
    assert not (saves_dir() / "Delete_me.json").exists()


def test_loading_a_save_opens_its_table_with_the_same_moves(app: App) -> None:
    match = _saved_metro_game("Load me")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    click(app, scene.list.row_rect([i.name for i in scene.list.items].index("Load me")))
    click(app, scene.load_button)
    table = app.table()
    assert table is not None and table is app.top
    assert table.match.log == match.log
    # The log panel was rebuilt from the replayed moves.
    assert [entry.ply for entry in table.log.entries] == list(range(len(match.log)))
