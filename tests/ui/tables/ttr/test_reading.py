"""The TTR table reads well for everyone: the ticket panel says what is out of sight and how
far each open ticket has come, texts fit (wrapped or resized, never cut), plurals are right,
city names never hide a route's cars, captions of other players' moves cover no control, the
game-over map draws the selected player's own European Express path, and a big game (five
players with the longest names, 20 cards in hand) fits at 960×600."""

from __future__ import annotations

import pytest

from tabletop.controller.ttr import TicketTarget, Tone
from tabletop.games.ttr import ClaimRoute
from tabletop.games.ttr.helpers import ticket_progress
from tabletop.ui.app import App
from tests.support.pilot import click, hover, scene_texts, wheel

from .mouse import route_point
from .test_table import EU_ROW, rig, start


def test_the_ticket_panel_says_how_many_tickets_are_out_of_sight(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW))
    panel = table.ticket_list
    hidden = len(table.view["tickets"]) - len(panel.slots())
    assert hidden > 0, "the panel should be too small for every ticket"
    assert f"{hidden} more ↓" in scene_texts(monkeypatch, panel, app.size)
    wheel(app, panel.rect.center, -10)
    assert f"{hidden} more ↑" in scene_texts(monkeypatch, panel, app.size)


def test_open_tickets_show_the_cities_joined_and_the_cars_still_needed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    options = rig([["pink"] * 4, ["green"] * 4], EU_ROW)
    options["rigged"]["tickets"] = ["madrid-dieppe", "amsterdam-pamplona", "brest-venezia"]
    table = start(app, options=options)
    click(app, route_point(table, "dieppe-paris"))
    click(app, app.top.picker.option_rect(0).center)
    assert table.match.log[-1] == (0, ClaimRoute("dieppe-paris", "pink", 0))
    progress = table.progress["madrid-dieppe"]
    assert progress == ticket_progress(table.game, table.view, "madrid-dieppe")
    assert progress.cities[0] == "madrid" and progress.cities[-2:] == ("paris", "dieppe")
    assert progress.joined == ("paris", "dieppe") and progress.cars > 0
    texts = scene_texts(monkeypatch, table.ticket_list, app.size)
    assert f"{progress.cars} cars" in texts
    hover(app, table.rect_of(TicketTarget("madrid-dieppe")).center)
    card = table.hover_card(TicketTarget("madrid-dieppe"))
    assert card is not None
    assert f"{progress.cars} cars still needed on the cheapest way" in card.texts
    way = " – ".join(table.words.city(c) for c in progress.cities)
    assert f"Cheapest way: {way}" in card.texts
    joined = [line for line in card.lines if line.text == "Joined so far: Paris, Dieppe"]
    assert joined and joined[0].tone is Tone.GOOD
