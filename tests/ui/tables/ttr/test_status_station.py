"""The Europe status line offers a station with the other moves, as the rules list the four
moves of a turn (it named it only when nothing else was possible, so a newcomer never learned
a station is a move), and still fits at the smallest window with the longest names, in English
and in Polish; the phone says the same (``TtrNames.turn_moves``)."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games.ttr import KeepTickets
from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.app import MIN_SIZE
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr.table import TtrTable
from tests.support.pilot import headless_app, run_frames
from tests.support.textfit import LONG_NAMES, speaking

OFFERED = {
    "en": "cards, route, tickets or station",
    "pl": "karty, trasa, bilety lub stacja",
}


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("humans", [1, 2])
def test_the_europe_status_line_offers_a_station_and_fits(language: str, humans: int) -> None:
    colors = theme.player_colors("ttr_europe")
    seats = [Seat(LONG_NAMES[i], colors[i][1], None if i < humans else "greedy") for i in range(2)]
    match = Match.new("ttr_europe", GameConfig(2), seats, 3)
    while match.view(match.to_act())["setup"]:
        offered = match.view(match.to_act())["offered_tickets"]
        match._apply(match.to_act(), KeepTickets(tuple(offered)))
    assert match.to_act() == 0
    with speaking(language), headless_app(MIN_SIZE, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        table = app.start_match(match)
        assert isinstance(table, TtrTable)
        if humans > 1:
            table.passing_to = None  # the pass screen shown and left: seat 0 at the table
            table.viewer = 0
            table.refresh()
        run_frames(app, 2)
        status = table.status_text()
        assert status.endswith(OFFERED[language]), status
        found = textfit.check_scene(app, table)
        assert not found, textfit.describe(found)
