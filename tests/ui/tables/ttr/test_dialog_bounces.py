"""A double click on a Ticket to Ride dialog's button acts once: its second click does not
press what the next screen shows under the pointer (the tunnel's dialog, a square of the
board), as ``Modal.close`` already guards for every other dialog."""

from __future__ import annotations

import pytest

from tabletop.games.ttr import ClaimRoute
from tabletop.ui.app import App
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import click, double_click, headless_app, run_frames

from .hands import cards, table_with_hand
from .mouse import route_point

SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def claim_tunnel(app: App, route: str) -> ActionChooser:
    """Seat 0, holding two red and two green, opens the claim of a grey tunnel of two; the
    deck will turn red, locomotive, blue: two more red cards, which seat 0 does not hold, so
    the tunnel's dialog offers only to give it up."""
    table = table_with_hand(app, cards(red=2, green=2), then=["red", "locomotive", "blue"], seed=5)
    click(app, route_point(table, route))
    chooser = app.top
    assert isinstance(chooser, ActionChooser)
    return chooser


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("route", ["angora-constantinople", "barcelona-pamplona"])
def test_a_double_click_on_pay_never_answers_the_tunnel(size: tuple[int, int], route: str) -> None:
    with headless_app(size, autosave=False) as app:
        chooser = claim_tunnel(app, route)
        table = chooser.table
        double_click(app, chooser.pay)  # pays two red (the best way, selected)
        run_frames(app, 5)
        # The tunnel's turned cards are shown, and wait for the player's own answer.
        assert isinstance(table.match.log[-1][1], ClaimRoute)
        assert isinstance(app.top, TunnelChooser)
