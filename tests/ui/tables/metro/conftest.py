"""Metro table test fixtures: a headless app (SDL dummy driver) driven by POSTED mouse and key
events at positions taken from the table's own layout, as a player's clicks would arrive."""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tabletop.core import GameConfig, Seat  # noqa: E402
from tabletop.play import Match  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.tables.metro import MetroTable  # noqa: E402
from tests.support.pilot import headless_app, run_frames  # noqa: E402

COLOURS = ("#f2c531", "#2f7fd8", "#ef7d26", "#3aa655", "#8e5bc8", "#2b2b2b")


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280×800 app with instant AI and no animations."""
    with headless_app(autosave=False) as application:
        yield application


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
