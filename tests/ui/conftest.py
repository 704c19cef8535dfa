"""UI test fixtures: a headless app (SDL dummy driver, set by tests/conftest.py before pygame is
imported) and helpers that drive it with POSTED events, as a user's clicks would arrive."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import tabletop.games  # noqa: E402
from tabletop.games import GAMES  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.settings import Settings  # noqa: E402
from tabletop.ui.widgets import Widget  # noqa: E402

from .demo_game import DEMO, DEMO_DESCRIPTOR  # noqa: E402

FRAME = 0.02


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280×800 app with instant AI and no animations; saves under the test's XDG dirs."""
    application = App((1280, 800), settings=Settings(animation_speed="off", ai_delay=0.0))
    yield application
    application.close()


@pytest.fixture
def demo_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the demo game (tests/ui/demo_game.py) for this test only."""
    monkeypatch.setitem(GAMES, DEMO.spec.id, DEMO)
    monkeypatch.setattr(
        tabletop.games, "DESCRIPTORS", (*tabletop.games.DESCRIPTORS, DEMO_DESCRIPTOR)
    )
    return DEMO.spec.id


def post_click(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def click(app: App, target: Widget | pygame.Rect | tuple[int, int], frames: int = 1) -> None:
    """Click the centre of a widget (or rect, or point) and run ``frames`` frames."""
    if isinstance(target, Widget):
        assert target.visible, f"{target!r} is not visible"
        pos = target.rect.center
    elif isinstance(target, pygame.Rect):
        pos = target.center
    else:
        pos = target
    post_click(pos)
    run_frames(app, frames)


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, 1)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    run_frames(app, 1)


def run_frames(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame(dt=FRAME)


def run_until(app: App, condition: Callable[[], bool], seconds: float = 60.0) -> None:
    """Run frames until ``condition()`` (AI seats think on a worker thread meanwhile)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached in {seconds} s; top is {type(app.top).__name__}")
        app.frame(dt=FRAME)
        time.sleep(0.001)  # let the agent's thread run
