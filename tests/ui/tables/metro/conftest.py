"""Metro table test fixtures: a headless app (SDL dummy driver) driven by POSTED mouse and key
events at positions taken from the table's own layout, as a player's clicks would arrive."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.core import GameConfig, Seat  # noqa: E402
from tabletop.play import Match  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.settings import Settings  # noqa: E402
from tabletop.ui.tables.metro import MetroTable  # noqa: E402

FRAME = 0.02
COLOURS = ("#f2c531", "#2f7fd8", "#ef7d26", "#3aa655", "#8e5bc8", "#2b2b2b")


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280×800 app with instant AI and no animations."""
    application = App(
        (1280, 800), settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False
    )
    yield application
    application.close()


def start(
    app: App,
    agents: Sequence[str | None],
    *,
    seed: int = 5,
    options: dict | None = None,
) -> MetroTable:
    """A Metro match (None = a human seat) opened at its table, one frame run."""
    seats = [
        Seat("Ala" if agent is None and i == 0 else f"Seat {i + 1}", COLOURS[i], agent)
        for i, agent in enumerate(agents)
    ]
    match = Match.new("metro", GameConfig(len(seats), options or {}), seats, seed)
    table = app.start_match(match)
    assert isinstance(table, MetroTable)
    run_frames(app, 1)
    return table


def move(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


def post_click(pos: tuple[int, int], button: int = 1) -> None:
    move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click(app: App, pos: tuple[int, int], button: int = 1, frames: int = 1) -> None:
    post_click(pos, button)
    run_frames(app, frames)


def hover(app: App, pos: tuple[int, int]) -> None:
    move(pos)
    run_frames(app, 1)


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, 1)


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
        time.sleep(0.001)


def drawn_texts(monkeypatch: pytest.MonkeyPatch, app: App) -> list[str]:
    """Every string drawn with theme.text during one frame."""
    from tabletop.ui import theme

    texts: list[str] = []
    real = theme.text

    def spy(surface, value, *args, **kwargs):
        texts.append(value)
        return real(surface, value, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    app.frame(dt=FRAME)
    monkeypatch.setattr(theme, "text", real)
    return texts


def scene_texts(monkeypatch: pytest.MonkeyPatch, scene, size: tuple[int, int]) -> list[str]:
    """Every string ``scene`` itself draws with theme.text (nothing of the scenes below)."""
    from tabletop.ui import theme

    texts: list[str] = []
    real = theme.text

    def spy(surface, value, *args, **kwargs):
        texts.append(value)
        return real(surface, value, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    scene.draw(pygame.Surface(size))
    monkeypatch.setattr(theme, "text", real)
    return texts
