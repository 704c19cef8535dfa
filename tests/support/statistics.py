"""The statistics screen opened as a player opens it: from the title, by mouse, over a
history (its figures gathered: the screen no longer says "Loading…")."""

from __future__ import annotations

from pathlib import Path

from tabletop.ui.app import App
from tabletop.ui.history_service import HistoryService
from tabletop.ui.scenes.statistics import StatisticsScene
from tabletop.ui.scenes.title import TitleScene
from tests.support.pilot import click, run_frames, run_until


def open_statistics(app: App, db: Path, saves: Path) -> StatisticsScene:
    """The statistics screen over the history ``db`` (saves in ``saves``), its page shown."""
    app.history = HistoryService(db, saves)
    app.push(TitleScene(app))
    run_frames(app, 1)
    click(app, app.top.statistics_button)  # type: ignore[attr-defined]
    scene = app.top
    assert isinstance(scene, StatisticsScene)
    run_until(app, lambda: scene.page is not None and not scene.loading, seconds=20)
    return scene
