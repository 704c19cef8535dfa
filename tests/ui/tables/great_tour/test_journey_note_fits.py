"""The journey panel's note under a planned path ("Click waypoints to change the path, then a
card (or Auto-pay) to pay.") is said whole at every window size and in Polish: it takes the
lines free above the buttons, or where even they are too few its short form is (at 1600×1000
its last words were dropped after two lines)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.core.i18n import _, set_language
from tests.support.pilot import click, headless_app, scene_texts

from .test_table import start_planning

SIZES = [(960, 600), (1280, 800), (1600, 1000), (1920, 1080)]


@pytest.fixture(params=["en", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_note_under_a_planned_path_is_drawn_whole(
    size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with headless_app(size, autosave=False) as app:
        table = start_planning(app)
        click(app, table.tickets_panel.active["T01"].center)
        plan = table.controller.plan
        assert plan is not None and plan.affordable and not plan.pending
        drawn = " ".join(scene_texts(monkeypatch, table, app.size))
        whole = _("Click waypoints to change the path, then a card (or Auto-pay) to pay.")
        short = _("Pay: click a card or Auto-pay.")
        assert any(all(w in drawn for w in note.split()) for note in (whole, short)), drawn
