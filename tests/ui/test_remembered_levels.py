"""A seat remembered from an older version at a level the new-game screen no longer offers
(a3778a9's real settings file remembers Metro's and the Great Tour's second seat as
``greedy``): the seat comes back at the nearest offered level (Standard, the level that plays
as greedy did), said once, and the screen never names a level by its registry id."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import settings_path
from tabletop.ui.table import TableScene
from tests.support.pilot import click, drawn_texts, run_frames, run_until

OLD_SETTINGS = Path(__file__).parents[1] / "saves" / "old_apps" / "a3778a9" / "settings.json"
SAID = "Computer 2: “Greedy” is no longer offered, so it now plays at Standard."


@pytest.fixture
def old_app() -> App:
    """The app as it starts on a3778a9's settings file (English, no animations asked for)."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(OLD_SETTINGS, path)
    app = App((1280, 800))  # reads the settings file, as the real start does
    assert app.settings_problem is None
    return app


def _toasts(app: App) -> list[str]:
    return [toast.text for toast in app.toasts]


def _open_new_game(app: App, game_id: str) -> NewGameScene:
    app.go_to_title()
    title = app.top
    assert isinstance(title, TitleScene)
    run_frames(app, 2)
    click(app, title.new_button)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    card = next(c for c in scene.cards if c.spec.id == game_id)
    click(app, card)
    run_until(app, lambda: scene.memory._history_used or scene.memory.history is None, 20)
    run_frames(app, 1)
    return scene


def test_a_remembered_greedy_seat_comes_back_at_standard_said_once(
    old_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = old_app
    try:
        scene = _open_new_game(app, "metro")
        # The second seat (remembered "greedy") plays at Standard, and the row says so.
        assert scene.setups[1].agent == "standard"
        assert scene.rows[1].player.value == "standard"
        assert "greedy" not in dict(scene.rows[1].player.choices)
        texts = drawn_texts(monkeypatch, app)
        assert "AI · Standard" in texts
        assert not [t for t in texts if "greedy" in t.lower() and t != SAID]
        # Said once, naming the seat and both levels as a player reads them.
        assert _toasts(app).count(SAID) == 1
        # Another game and back: not said again.
        click(app, next(c for c in scene.cards if c.spec.id == "ttr_paris"))
        click(app, next(c for c in scene.cards if c.spec.id == "metro"))
        run_frames(app, 1)
        assert _toasts(app).count(SAID) == 1
        assert scene.setups[1].agent == "standard"
        # The game starts at Standard and remembers it so: the old name is gone for good.
        click(app, scene.start_button)
        table = app.top
        assert isinstance(table, TableScene)
        assert table.match.seats[1].agent == "standard"
        assert app.settings.seat_setups["metro"]["seats"][1]["agent"] == "standard"
    finally:
        app.close()


def test_the_great_tour_seat_remembered_as_greedy_is_standard_too(old_app: App) -> None:
    app = old_app
    try:
        scene = _open_new_game(app, "great_tour")
        assert [s.agent for s in scene.setups[:3]] == [None, "standard", "standard"]
        said = "Komputer 2: “Greedy” is no longer offered, so it now plays at Standard."
        assert said in _toasts(app)  # the name as remembered (typed in Polish back then)
    finally:
        app.close()
