"""The title's toasts stand clear of the menu card's buttons and of the line under Continue
that names the saved game, and one toast clear of the line of games under the logo."""

from __future__ import annotations

import pytest

from tabletop.core import Seat
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.title import TitleScene
from tests.support.pilot import drawn_text_rects, run_frames, run_until

from .example_game import EXAMPLE, example_config


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_toasts_on_the_title_leave_the_continue_line_uncovered(
    app: App, size: tuple[int, int]
) -> None:
    seats = [Seat("Ann", "#d33b32", "random"), Seat("Ben", "#2f6fd0", "random")]
    match = Match.new(EXAMPLE, example_config(2), seats, 1, autosave=True)
    table = app.start_match(match)
    run_until(app, lambda: table.match.ply >= 2)
    app.resize(size)
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene) and title.autosave is not None
    for text in ("A word that takes one line", "A second word", "A third word"):
        app.toast(text, "error")
    run_frames(app, 1)
    # The Continue line is drawn under Quit, inside the card: nothing from the card's top down.
    card_top = title.continue_button.rect.top
    assert len(app.toast_rects) == 3
    assert all(rect.bottom <= card_top for rect in app.toast_rects), app.toast_rects
    assert all(rect.top >= 0 for rect in app.toast_rects)


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_one_toast_on_the_title_leaves_the_line_of_games_under_the_logo_uncovered(
    app: App, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Settings saved." covered the foot of "Ticket to Ride Europe · … · The Great Tour"."""
    app.resize(size)
    app.go_to_title()
    run_frames(app, 1)
    app.toast("Settings saved.", "good")
    drawn = drawn_text_rects(monkeypatch, app)
    (line,) = [rect for text, rect in drawn if "Metro" in text and "Paris" in text]
    (toast,) = app.toast_rects
    assert toast.top > line.bottom, (toast, line)
    assert not toast.colliderect(app.top.continue_button.rect)
