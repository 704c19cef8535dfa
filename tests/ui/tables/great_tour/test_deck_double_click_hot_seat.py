"""Hot-seat, with animations: a double click on a deck draws once, and its second click — made
while the drawn cards fly to the hand, before the pass screen covers the table — is ignored,
not answered "It is <next player>'s turn." (seen in a real window)."""

from __future__ import annotations

from tabletop.ui.app import App
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tests.support.pilot import click, double_click, run_until

from .test_table import start


def test_a_double_click_on_a_deck_before_the_pass_screen_is_not_refused(app: App) -> None:
    app.settings = Settings(animation_speed="normal", ai_delay=60.0)
    table = start(app, [None, None, "greedy"])
    click(app, app.top.ready_button)  # type: ignore[attr-defined]
    assert table.viewer == 0
    double_click(app, table.decks_panel.piles["regular"].center)
    assert table.match.ply == 1
    assert app.toasts == []
    run_until(app, lambda: isinstance(app.top, PassDeviceScene), seconds=5)
    assert app.toasts == []
