"""The window on the screen (new-player review #2, #3): the first window a player gets fits
their display whole, and full screen covers exactly the screen.

The dummy video driver reports a 1024×768 desktop; each test says which display it plays by
replacing ``pygame.display.get_desktop_sizes`` (what SDL would report on that display).
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import DEFAULT_SIZE, MIN_SIZE, App
from tabletop.ui.settings import Settings
from tabletop.ui.window import first_window
from tests.support.pilot import press


def _on_display(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])


def _window() -> pygame.Rect:
    x, y = pygame.display.get_window_position()
    return pygame.Rect((x, y), pygame.display.get_window_size())


@pytest.mark.parametrize("display", [(960, 600), (1366, 768), (1920, 1080)])
def test_first_window_fits_the_screen(
    monkeypatch: pytest.MonkeyPatch, display: tuple[int, int]
) -> None:
    _on_display(monkeypatch, display)
    app = App(DEFAULT_SIZE, settings=Settings(animation_speed="off"), fit_screen=True)
    try:
        window = _window()
        assert pygame.Rect((0, 0), display).contains(window), (window, display)
        assert window.x >= 0 and window.y >= 0
        assert app.size == window.size
        if display == (1920, 1080):
            assert app.size == DEFAULT_SIZE  # room enough: the window the app is made for
        else:
            assert app.size[0] <= display[0] and app.size[1] <= display[1]
    finally:
        app.close()


def test_the_first_window_leaves_room_for_a_taskbar_but_keeps_the_minimum_size() -> None:
    size, position = first_window(DEFAULT_SIZE, MIN_SIZE, (1366, 768))
    assert size[0] == 1280 and size[1] < 768 - 64 and position[1] > 0
    size, position = first_window(DEFAULT_SIZE, MIN_SIZE, (960, 600))
    assert size == (960, 600) and position == (0, 0)  # no smaller than the app can lay out
    size, position = first_window(DEFAULT_SIZE, MIN_SIZE, (800, 480))
    assert size == (800, 480) and position == (0, 0)  # a tiny screen: all of it, never beyond


def test_f11_full_screen_covers_exactly_the_screen(
    monkeypatch: pytest.MonkeyPatch, app: App
) -> None:
    _on_display(monkeypatch, (1920, 1080))
    pygame.display.set_window_position((320, 140))  # wherever the window was
    app.go_to_title()
    press(app, pygame.K_F11)
    assert app.screen.get_flags() & pygame.FULLSCREEN
    assert app.size == (1920, 1080)
    assert pygame.display.get_window_position() == (0, 0)
