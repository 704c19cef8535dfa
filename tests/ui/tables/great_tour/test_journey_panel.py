"""The journey panel says whose turn it is from the game, not from what is in front of the
table: behind the menu it still reads "your turn" for the player to act."""

from __future__ import annotations

import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.settings import Settings
from tests.support.pilot import scene_texts

from .test_table import start


def test_behind_the_menu_the_panel_still_says_your_turn(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, [None, "greedy", "greedy"])
    shown = scene_texts(monkeypatch, table, app.size)
    assert "YOUR TURN" in shown
    app.push(GameMenu(app, table))
    assert not table.can_act  # the menu has the clicks …
    shown = scene_texts(monkeypatch, table, app.size)
    assert "YOUR TURN" in shown and "is playing…" not in shown  # … the panel keeps its words
