"""A map dragged from a file manager onto the window (SDL's DROPFILE) opens as *Open a map…*
opens it, on the title or the new-game screen: the same checks, the same refusals in the same
words, the same place in the board list. Anywhere else the window says where to drop it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import MessageDialog, PromptDialog
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.title import TitleScene
from tests.boards.test_catalog import user_board
from tests.support.pilot import click, post_drop, post_key, run_frames, type_text


def _a_map_elsewhere(tmp_path: Path) -> Path:
    made = user_board("trams", name="Kraków trams")
    path = tmp_path / "Kraków trams (v2).tmx"
    path.write_text(made.read_text())
    made.unlink()
    return path


def _drop(app: App, path: Path) -> None:
    post_drop(path)
    run_frames(app, 2)


def test_a_map_dropped_on_the_title_opens_on_the_new_game_screen(app: App, tmp_path: Path) -> None:
    path = _a_map_elsewhere(tmp_path)
    app.go_to_title()
    _drop(app, path)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    assert isinstance(app.stack[-2], TitleScene)  # Back leads to the title
    assert scene.game_id == "ttr_paris" and scene.board_picker.key == str(path.resolve())


def test_a_map_dropped_on_the_new_game_screen_joins_its_board_list(
    app: App, tmp_path: Path
) -> None:
    path = _a_map_elsewhere(tmp_path)
    scene = NewGameScene(app, "ttr_europe")
    app.push(scene)
    _drop(app, path)
    assert app.top is scene and scene.game_id == "ttr_paris"
    picker = scene.board_picker
    assert picker.choice.visible and picker.key == str(path.resolve())
    assert picker.choice.choices[picker.choice.index][1] == "Kraków trams"


def _refusal_by_prompt(app: App, path: Path) -> str:
    """What *Open a map…* says when ``path`` is typed in its prompt."""
    scene = NewGameScene(app, "ttr_europe")
    app.push(scene)
    click(app, scene.board_picker.open_button)
    assert isinstance(app.top, PromptDialog)
    type_text(app, str(path))
    post_key(pygame.K_RETURN)
    run_frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, MessageDialog)
    dialog.close()
    app.pop()
    return dialog.message


@pytest.mark.parametrize("kind", ["text file", "folder", "broken map", "missing"])
def test_a_file_that_is_no_map_is_refused_in_the_prompts_words(
    app: App, tmp_path: Path, kind: str
) -> None:
    path = {
        "text file": tmp_path / "notes.txt",
        "folder": tmp_path / "maps.tmx",
        "broken map": tmp_path / "broken.tmx",
        "missing": tmp_path / "gone.tmx",
    }[kind]
    if kind == "folder":
        path.mkdir()
    elif kind != "missing":
        path.write_text("<map version='1.0'><layer" if kind == "broken map" else "hello\n")
    said = _refusal_by_prompt(app, path)
    app.go_to_title()
    run_frames(app, 1)
    _drop(app, path)
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title == "This map cannot be used"
    assert dialog.message == said
    under = app.stack[-2]
    assert isinstance(under, NewGameScene) and under.game_id != "ttr_paris"


def test_a_map_dropped_on_a_game_says_where_to_drop_it(app: App, tmp_path: Path) -> None:
    path = _a_map_elsewhere(tmp_path)
    seats = [Seat("Ann", "#d33b32", None), Seat("Bob", "#2f6fd0", "random")]
    table = app.start_match(Match.new("metro", GameConfig(2), seats, 1))
    run_frames(app, 1)
    _drop(app, path)
    assert app.top is table
    assert [toast.text for toast in app.toasts] == [
        "To open a map, drop it on the title screen or on the New game screen."
    ]


def test_a_map_dropped_on_the_prompt_or_a_refusal_over_the_new_game_screen_opens(
    app: App, tmp_path: Path
) -> None:
    """The player sees the new-game screen under *Open a map…*'s prompt or a map's refusal
    and drops the map there: it is opened, not refused with "drop it on the New game screen"."""
    path = _a_map_elsewhere(tmp_path)
    (tmp_path / "notes.txt").write_text("hello\n")
    scene = NewGameScene(app, "ttr_europe")
    app.push(scene)
    click(app, scene.board_picker.open_button)
    assert isinstance(app.top, PromptDialog)
    _drop(app, tmp_path / "notes.txt")
    assert isinstance(app.top, MessageDialog) and app.stack[-2] is scene
    _drop(app, path)
    assert app.top is scene and not app.toasts
    assert scene.board_picker.key == str(path.resolve())
