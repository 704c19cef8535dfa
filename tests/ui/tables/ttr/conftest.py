"""TTR table tests: a headless app (SDL dummy driver) driven by posted mouse events."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tabletop.ui.app import App  # noqa: E402
from tests.support.pilot import headless_app  # noqa: E402


@pytest.fixture
def app() -> Iterator[App]:
    """A 1280×800 app with instant AI and no animations (tests change settings as needed)."""
    with headless_app(autosave=False) as application:
        yield application
