"""A double click on an active ticket plans its journey: the bounce of that click does not
put the ticket straight back (a second click does, as before, once it is a click of its own)."""

from __future__ import annotations

from tabletop.ui.app import App
from tests.support.pilot import click, double_click

from .test_table import start_planning


def test_a_double_click_on_a_ticket_plans_its_journey(app: App) -> None:
    table = start_planning(app)
    ticket = table.tickets_panel.active["T01"].center
    double_click(app, ticket)
    plan = table.controller.plan
    assert plan is not None and plan.ticket == "T01"
    assert table.cancel_button.visible
    click(app, ticket)  # a click of its own, after the moment of the bounce
    assert table.controller.plan is None
