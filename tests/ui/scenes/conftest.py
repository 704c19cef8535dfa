"""Rules help test fixtures: a headless app (SDL dummy driver) driven by POSTED events, as a
player's keys, clicks, wheel turns and drags would arrive."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tabletop.core import GameConfig, Seat  # noqa: E402
from tabletop.play import Match  # noqa: E402
from tabletop.ui import theme  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.table import TableScene  # noqa: E402
from tests.support.pilot import headless_app, run_frames  # noqa: E402


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280×800 app with instant AI and no animations; nothing is autosaved."""
    with headless_app(autosave=False) as application:
        yield application


def start(app: App, game_id: str, players: int = 3, seed: int = 3) -> TableScene:
    """An all-AI match of ``game_id`` at its table (no pass-the-device screen in the way)."""
    colors = theme.player_colors(game_id)
    seats = [Seat(f"Computer {i + 1}", colors[i][1], "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, seed)
    table = app.start_match(match)
    run_frames(app, 1)
    return table
