"""UI test fixtures: a headless app (SDL dummy driver, set by tests/conftest.py before pygame is
imported) and helpers that drive it with POSTED events, as a user's clicks would arrive."""

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
    """A 1280×800 app with instant AI and no animations; saves under the test's XDG dirs."""
    with headless_app() as application:
        yield application
