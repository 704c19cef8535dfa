"""Paste into a text field: nobody types ``/home/ola/Pobrane/Kraków trams (v2).tmx`` into
*Open a map…*. Ctrl+V and Shift+Insert paste the clipboard's text into every field (one line,
the field's limit with its notice), Ctrl+C copies and Ctrl+X cuts; the map prompt takes the
``file://`` URI a file manager copies, too."""

from __future__ import annotations

import urllib.parse
from pathlib import Path

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import PromptDialog
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.text_input import TextInput
from tests.boards.test_catalog import user_board
from tests.support.pilot import click, post_key, run_frames

CTRL = pygame.KMOD_LCTRL


def _map_prompt(app: App) -> tuple[NewGameScene, PromptDialog]:
    scene = NewGameScene(app, "ttr_europe")
    app.push(scene)
    click(app, scene.board_picker.open_button)
    prompt = app.top
    assert isinstance(prompt, PromptDialog)
    return scene, prompt


def _a_map_elsewhere(tmp_path: Path) -> Path:
    """A Paris map outside the maps folder, under a name nobody wants to type."""
    made = user_board("trams", name="Kraków trams")
    folder = tmp_path / "Pobrane"
    folder.mkdir()
    path = folder / "Kraków trams (v2).tmx"
    path.write_text(made.read_text())
    made.unlink()
    return path


def _paste(app: App, text: str, *, shift_insert: bool = False) -> None:
    pygame.scrap.put_text(text)
    if shift_insert:
        post_key(pygame.K_INSERT, pygame.KMOD_LSHIFT)
    else:
        post_key(pygame.K_v, CTRL)
    run_frames(app, 1)


def _name_field(app: App) -> TextInput:
    app.screens.new_game("metro")
    field: TextInput = app.top.rows[0].name  # type: ignore[attr-defined]
    click(app, field)
    return field


def test_a_path_copied_from_a_file_manager_is_pasted_and_opened(app: App, tmp_path: Path) -> None:
    path = _a_map_elsewhere(tmp_path)
    scene, prompt = _map_prompt(app)
    _paste(app, f"{path}\n")  # a file manager's copy ends in a newline
    assert prompt.field.text == str(path) and prompt.field.notice is None
    post_key(pygame.K_RETURN)
    run_frames(app, 2)
    assert app.top is scene
    assert scene.game_id == "ttr_paris" and scene.board_picker.key == str(path.resolve())


def test_a_file_uri_is_decoded_and_opened(app: App, tmp_path: Path) -> None:
    path = _a_map_elsewhere(tmp_path)
    scene, prompt = _map_prompt(app)
    _paste(app, path.as_uri() + "\r\n", shift_insert=True)
    assert urllib.parse.quote("ó") in prompt.field.text  # as copied: Krak%C3%B3w%20trams
    post_key(pygame.K_RETURN)
    run_frames(app, 2)
    assert app.top is scene
    assert scene.board_picker.key == str(path.resolve())


def test_a_paste_is_one_line_without_control_characters(app: App) -> None:
    field = _name_field(app)
    post_key(pygame.K_a, CTRL)  # the suggested name is replaced
    _paste(app, "Ola\tK.\n\nand friends\n")
    assert field.text == "OlaK. and friends"


def test_a_paste_too_long_is_cut_at_the_fields_limit_with_its_notice(app: App) -> None:
    field = _name_field(app)
    post_key(pygame.K_a, CTRL)
    _paste(app, "x" * (field.max_length + 10))
    assert field.text == "x" * field.max_length
    assert field.notice == f"At most {field.max_length} characters."


def test_ctrl_c_copies_the_selection_or_everything_and_ctrl_x_cuts(app: App) -> None:
    field = _name_field(app)
    field.set_text("Ola Kowalska")
    post_key(pygame.K_c, CTRL)
    run_frames(app, 1)
    assert pygame.scrap.get_text() == "Ola Kowalska"  # nothing selected: everything
    field._select(0, 3)
    post_key(pygame.K_x, CTRL)
    run_frames(app, 1)
    assert pygame.scrap.get_text() == "Ola" and field.text == " Kowalska"
    post_key(pygame.K_HOME)
    _paste(app, "Ala")
    assert field.text == "Ala Kowalska"


def test_enter_in_the_empty_map_prompt_asks_for_a_path_not_a_name(app: App) -> None:
    _scene, prompt = _map_prompt(app)
    post_key(pygame.K_RETURN)
    run_frames(app, 1)
    assert app.top is prompt
    assert [toast.text for toast in app.toasts] == ["Type or paste the path of a .tmx file."]
