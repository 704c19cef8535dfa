"""A click on a ticket the player cannot pay for is refused, and starts nothing: no path is
drawn, no Cancel shown, a journey already being planned stays as it was — only the reason is
said (the hover card says it before the click, with what the journey needs)."""

from __future__ import annotations

from tabletop.ui.app import App
from tests.support.pilot import click

from .test_table import start_planning


def test_a_ticket_the_hand_cannot_pay_is_refused_and_starts_no_plan(app: App) -> None:
    table = start_planning(app)
    tickets = table.tickets_panel.active
    refusal = table.controller.why_not(table.view, "T21")
    assert refusal is not None

    click(app, tickets["T21"].center)
    assert table.controller.plan is None
    assert not table.cancel_button.visible
    assert [toast.text for toast in app.toasts] == [refusal.message]

    # With a journey being planned, the refused ticket leaves that plan as it was.
    click(app, tickets["T01"].center)
    plan = table.controller.plan
    assert plan is not None and plan.ticket == "T01" and plan.affordable
    click(app, tickets["T21"].center)
    assert table.controller.plan == plan
    assert table.cancel_button.visible


def test_a_waypoint_that_makes_the_journey_too_dear_is_refused_and_keeps_the_plan(
    app: App,
) -> None:
    """Amsterdam → Berlin by Osnabrück and Hannover costs the three cards held; through Kassel
    the path is longer than the hand. The click on Kassel drew that dearer path beside its
    refusal: it is refused as a ticket is, the cheaper path still drawn."""
    from tabletop.controller.great_tour.targets import WaypointTarget

    table = start_planning(app)
    click(app, table.tickets_panel.active["T01"].center)
    plan = table.controller.plan
    assert plan is not None and plan.affordable and plan.path is not None
    drawn = table.board_panel.rect_of(WaypointTarget("kas"))
    assert drawn is not None
    click(app, drawn.center)
    assert table.controller.plan == plan
    assert app.toasts and "you hold 3" in app.toasts[-1].text, [t.text for t in app.toasts]
