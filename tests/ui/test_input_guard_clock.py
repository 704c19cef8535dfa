"""The bounce guard counts the wall clock between frames: on a busy machine (frames of 0.3 s
while two Experts think) the animations' capped frame time (at most 0.1 s a frame) stretched
the 0.6 s guard to 1.8 s, and once the loop slept a key pressed a second after a move was
swallowed (seen playing Paris against two Experts)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.input_guard import GUARD_SECONDS
from tabletop.ui.scenes.dialogs import MessageDialog
from tests.support.pilot import post_key


class SlowClock:
    """A frame clock whose every frame took ``seconds``."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def tick(self, _fps: int = 0) -> int:
        return round(self.seconds * 1000)


def test_slow_frames_do_not_stretch_the_guard(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    app.go_to_title()
    monkeypatch.setattr(app, "clock", SlowClock(0.3))
    app.guard_input()
    app.frame()  # the first frame after the guard: it starts counting
    frames = 0
    while app.input_guard is not None and frames < 10:
        app.frame()
        frames += 1
    assert app.input_guard is None and frames * 0.3 >= GUARD_SECONDS
    assert frames == 2  # 0.6 s of wall clock, not six frames of 0.1 s


def test_a_key_after_the_loop_slept_is_not_a_bounce(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.go_to_title()
    monkeypatch.setattr(app, "clock", SlowClock(1 / 60))
    dialog = MessageDialog(app, "A word", "Said.")
    app.push(dialog)
    app.guard_input()
    app.frame()
    app.frame()
    assert app.input_guard is not None  # 1/60 s in: a bounce would be ignored
    monkeypatch.setattr(app, "clock", SlowClock(1.5))
    app._slept = True  # the loop slept a second and a half, until Escape woke it
    post_key(pygame.K_ESCAPE)
    app.frame()
    assert app.top is not dialog  # Escape closed the dialog


def test_a_bounce_that_wakes_the_loop_at_once_is_still_ignored(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.go_to_title()
    monkeypatch.setattr(app, "clock", SlowClock(1 / 60))
    dialog = MessageDialog(app, "A word", "Said.")
    app.push(dialog)
    app.guard_input()
    app.frame()
    monkeypatch.setattr(app, "clock", SlowClock(0.05))
    app._slept = True  # the bounce woke the sleeping loop 50 ms later
    post_key(pygame.K_ESCAPE)
    app.frame()
    assert app.top is dialog  # a bounce: ignored
