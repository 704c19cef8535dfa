"""While an AI's move plays out before the pass-the-device screen, the top bar names the AI
whose move it is, not the human who played before it."""

from __future__ import annotations

from tabletop.controller.ttr import DECK
from tabletop.ui.app import App
from tabletop.ui.input_guard import GUARD_SECONDS
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tests.support.pilot import FRAME, click, run_frames, run_until

from .mouse import center_of
from .test_table import start


def test_the_status_names_the_ai_whose_move_plays_out(app: App) -> None:
    app.settings = Settings(animation_speed="slow", ai_delay=0.0)
    table = start(app, agents=(None, "greedy", None), keep_all=True)
    if isinstance(app.top, PassDeviceScene):
        click(app, app.top.ready_button)
    run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    run_until(app, lambda: app.top is table and not table.animations.busy, 10)
    deck = center_of(table, DECK)
    click(app, deck)
    run_until(app, lambda: not table.animations.busy, 10)
    run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    click(app, deck)  # P1's second card: P2 (the AI) plays, then P3 takes the device
    run_until(app, lambda: table.match.ply >= 3 and table.showing_move, 10)
    assert table.match.log[-1][0] == 1
    assert table.status_text() == "P2's move, then P3 takes the device"


def test_the_pass_screen_comes_up_without_a_touch_once_the_move_has_played(app: App) -> None:
    app.settings = Settings(animation_speed="slow", ai_delay=0.0)
    table = start(app, agents=(None, "greedy", None), keep_all=True)
    if isinstance(app.top, PassDeviceScene):
        click(app, app.top.ready_button)
    run_until(app, lambda: app.top is table and not table.animations.busy, 10)
    deck = center_of(table, DECK)
    click(app, deck)
    run_until(app, lambda: not table.animations.busy, 10)
    click(app, deck)  # P2 (the AI) plays, then P3 takes the device
    run_until(app, lambda: table.match.ply >= 3 and table.showing_move, 10)
    run_until(app, lambda: not table.animations.busy, 10)
    for _ in range(20):  # frames only when the app would wake: no input arrives
        if isinstance(app.top, PassDeviceScene):
            return
        app.settle_until = 0.0
        assert app.wake_in() is not None, "the pass screen waits for a touch"
        run_frames(app, 1)
    raise AssertionError(f"no pass screen; top is {type(app.top).__name__}")
