"""Rules help test fixtures: a headless app (SDL dummy driver) driven by POSTED events, as a
player's keys, clicks, wheel turns and drags would arrive."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.core import GameConfig, Seat  # noqa: E402
from tabletop.play import Match  # noqa: E402
from tabletop.ui import theme  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.settings import Settings  # noqa: E402
from tabletop.ui.table import TableScene  # noqa: E402

FRAME = 0.02


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280×800 app with instant AI and no animations; nothing is autosaved."""
    application = App(
        (1280, 800), settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False
    )
    yield application
    application.close()


def start(app: App, game_id: str, players: int = 3, seed: int = 3) -> TableScene:
    """An all-AI match of ``game_id`` at its table (no pass-the-device screen in the way)."""
    colors = theme.player_colors(game_id)
    seats = [Seat(f"Computer {i + 1}", colors[i][1], "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, seed)
    table = app.start_match(match)
    run_frames(app, 1)
    return table


def run_frames(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.frame(dt=FRAME)


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, 1)


def move(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def click(app: App, pos: tuple[int, int]) -> None:
    move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run_frames(app, 1)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start``, move to ``end`` in a few steps, release there."""
    move(start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, 5):
        x = start[0] + (end[0] - start[0]) * i // 4
        y = start[1] + (end[1] - start[1]) * i // 4
        move((x, y), (1, 0, 0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    run_frames(app, 1)


def wheel(app: App, pos: tuple[int, int], y: int) -> None:
    """Turn the mouse wheel over ``pos`` (y < 0: towards the user, i.e. scroll down)."""
    move(pos)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y)
        )
    )
    run_frames(app, 1)
