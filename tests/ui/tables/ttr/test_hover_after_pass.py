"""The next player's table hovers where the pointer is when their hand is shown, not where
the last player's pointer was before the pass-the-device screen stood in front."""

from __future__ import annotations

from tabletop.controller.ttr import DECK
from tabletop.ui.app import App
from tabletop.ui.input_guard import GUARD_SECONDS
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tests.support.pilot import FRAME, click, hover, run_frames

from .mouse import center_of
from .test_table import start


def test_the_deck_is_not_left_lit_for_the_next_player(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, agents=(None, None), keep_all=True)
    if isinstance(app.top, PassDeviceScene):
        click(app, app.top.ready_button)
    run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    assert app.top is table and table.viewer == 0
    deck = center_of(table, DECK)
    click(app, deck)
    run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    click(app, deck)  # the second card: the turn passes
    screen = app.top
    assert isinstance(screen, PassDeviceScene)
    if screen.hide_button.visible:
        click(app, screen.hide_button)
        run_frames(app, int(GUARD_SECONDS / FRAME) + 2)
    assert isinstance(app.top, PassDeviceScene)
    click(app, app.top.ready_button)  # the pointer is on the button, over the board
    run_frames(app, 2)
    assert app.top is table and table.viewer == 1
    assert table.hover != DECK and not table.tooltip_lines
    hover(app, deck)  # moving back over the deck lights it as before
    assert table.hover == DECK
