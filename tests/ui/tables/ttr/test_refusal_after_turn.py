"""A refusal said to the player who is moving goes once their turn is over: the next player,
handed the device, is not greeted by the last player's "A face-up wild card cannot be your
second card."."""

from __future__ import annotations

import time

from tabletop.controller.ttr import DECK, FaceUpTarget
from tabletop.ui.app import App
from tabletop.ui.input_guard import GUARD_SECONDS
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tests.support.pilot import FRAME, click, run_frames

from .mouse import center_of
from .test_table import rig, start

ROW = ["white", "black", "locomotive", "green", "yellow"]


def test_a_refusal_goes_when_the_turn_passes_to_the_next_player(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, agents=(None, None), options=rig([["red"] * 4, ["green"] * 4], ROW))
    if isinstance(app.top, PassDeviceScene):
        click(app, app.top.ready_button)
    run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    assert app.top is table and table.viewer == 0
    click(app, center_of(table, DECK))
    run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    click(app, center_of(table, FaceUpTarget(2)))  # the locomotive: not as a second card
    refused = "A face-up wild card cannot be your second card."
    assert [t.text for t in app.toasts] == [refused]
    toast = app.toasts[0]
    run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    click(app, center_of(table, FaceUpTarget(0)))  # the white card: the turn passes
    run_frames(app, 2)
    assert isinstance(app.top, PassDeviceScene) and table.match.to_act() == 1
    assert toast.until > time.monotonic(), "too slow to tell: the toast's time ran out"
    assert refused not in [t.text for t in app.toasts]
