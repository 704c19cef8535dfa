"""Real-window pass, six seats: over the Scoring section's columns the names were cut to the
column's width, "Comp…" three times over for Computer 3, 4 and 5 — told apart by the colour of
a small disc only. Names that would read alike so take two lines ("Computer" over "3")."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import SCORING
from tests.support.pilot import click
from tests.support.textfit import watch_text

from .test_game_over_chart import _game_over


def test_six_names_alike_but_for_their_ends_are_told_apart(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    colors = theme.player_colors("metro")
    names = [f"Computer {i + 1}" for i in range(6)]
    seats = [Seat(name, colors[i][1], "random") for i, name in enumerate(names)]
    match = Match.new("metro", GameConfig(6), seats, 5)
    while match.step_ai():
        pass
    scene = _game_over(app, match)
    click(app, scene.section_tabs[SCORING])
    with watch_text(monkeypatch) as watch:
        scene._draw_scoring(app.screen, scene.details_rect)  # noqa: SLF001
    top = scene.details_rect.y
    # What the columns' headings show (after any cut), left to right.
    heading = sorted(
        (r.rect.x, r.rect.y, r.shown)
        for r in watch.records
        if r.rect.top < top + theme.px(60) and r.role == "label"
    )
    shown = [text for _x, _y, text in heading]
    # Each seat's number is shown whole under its name: six columns, six different headings.
    for i in range(6):
        assert str(i + 1) in shown, shown
