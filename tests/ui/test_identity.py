"""The window introduces itself to the desktop by the application id (issue 14, issue 22): class
/ app id set before the display opens, the shipped icon, a title naming the game in progress."""

from __future__ import annotations

import os
import sys

import pygame
import pytest

from tabletop.core import GameConfig
from tabletop.desktop import APP_ID
from tabletop.play import Match
from tabletop.ui import identity
from tabletop.ui.app import App
from tabletop.ui.screenshot import ai_seats
from tests.support.pilot import run_frames


def test_the_window_class_and_app_id_are_the_application_id(app: App) -> None:
    """The desktop entry's name and StartupWMClass, the metainfo's id (tests/test_desktop.py)."""
    assert APP_ID == "io.github.tabletop_games.Tabletop"
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == APP_ID
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == APP_ID
    assert os.environ["SDL_APP_ID"] == APP_ID


def test_pygames_script_name_default_is_replaced(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", os.path.basename(sys.argv[0]))
    identity.prepare_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == APP_ID


def test_a_class_the_user_chose_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "my-games")
    identity.prepare_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "my-games"


def test_the_window_icon_is_the_shipped_icon() -> None:
    icon = identity.window_icon()
    assert icon is not None
    assert icon.get_size() == (identity.ICON_SIZE, identity.ICON_SIZE)
    assert icon.get_at((0, 0)).a == 0  # transparent corner: a rounded tile, not a square


def test_the_title_names_the_game_in_progress(app: App) -> None:
    app.go_to_title()
    run_frames(app, 1)
    assert pygame.display.get_caption()[0] == "Tabletop"
    match = Match.new("metro", GameConfig(2), ai_seats("metro", 2, "random"), 1)
    app.start_match(match)
    run_frames(app, 1)
    assert pygame.display.get_caption()[0] == "Metro — Tabletop"
    app.go_to_title()
    run_frames(app, 1)
    assert pygame.display.get_caption()[0] == "Tabletop"
