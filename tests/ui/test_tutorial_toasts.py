"""A refusal at a tutorial's table is said in a toast over the board, where the coach marks'
bubble also stands: the toast never covers the bubble (its Next and Skip step buttons)."""

from __future__ import annotations

from tabletop.ui.app import App
from tests.support.pilot import click, run_frames

from .test_tutorial import marks_of_started, wait_ready


def test_the_refusal_at_the_tutorial_leaves_the_bubble_uncovered(app: App) -> None:
    from tabletop.controller.great_tour.targets import DeckTarget

    marks = marks_of_started(app, "great_tour")
    for _read in ("goal", "tickets"):
        click(app, marks.next_button, frames=2)
    wait_ready(app, marks)
    joker = marks.table.rect_of(DeckTarget("joker"))
    assert joker is not None
    click(app, joker, frames=2)  # not the taught deck: refused, with the step's reason
    app.toast("A second, longer toast stacked above the first one, as after two refusals.")
    run_frames(app, 1)
    assert len(app.toast_rects) == 2
    for rect in app.toast_rects:
        assert not rect.colliderect(marks.bubble), (rect, marks.bubble)
