"""Great Tour table tests: a headless app (SDL dummy driver) driven by POSTED mouse events."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.settings import Settings  # noqa: E402

FRAME = 0.02


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280×800 app with instant AI and no animations; saves under the test's XDG dirs."""
    application = App((1280, 800), settings=Settings(animation_speed="off", ai_delay=0.0))
    yield application
    application.close()


def post_click(pos: tuple[int, int], button: int = 1) -> None:
    """A user's click at ``pos``: the pointer moves there, presses and releases."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    post_click(pos)
    run_frames(app, frames)


def run_frames(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame(dt=FRAME)


def run_until(app: App, condition: Callable[[], bool], seconds: float = 30.0) -> None:
    """Run frames until ``condition()`` (AI seats think on a worker thread meanwhile)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not reached in {seconds} s; top is {type(app.top).__name__}")
        app.frame(dt=FRAME)
        time.sleep(0.0005)
