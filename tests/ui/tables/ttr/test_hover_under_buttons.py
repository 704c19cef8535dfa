"""A button shown over the board (Pass when nothing else is possible, Claim) takes the pointer:
the route under it shows no hover card or highlight, as a click there presses the button and
never claims the route (found making a board of one's own, where Pass covered a route)."""

from __future__ import annotations

from tabletop.controller.ttr import RouteTarget
from tabletop.ui.app import App
from tests.support.pilot import hover

from .mouse import route_point
from .test_table import EU_ROW, rig, start


def test_a_route_under_the_pass_button_shows_no_hover_card(app: App) -> None:
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW))
    point = route_point(table, "bruxelles-paris-red")
    hover(app, point)
    assert table.hover == RouteTarget("bruxelles-paris-red")  # the board's own hover, uncovered
    table.pass_button.visible = True
    table.pass_button.rect.center = point  # the button drawn where the route is
    hover(app, (point[0] + 1, point[1]))
    assert table.hover is None
    table.pass_button.visible = False  # hidden, it covers nothing
    hover(app, point)
    assert table.hover == RouteTarget("bruxelles-paris-red")
