"""Scrolling the ticket list with the wheel under a still pointer moves the rows under it: the
hover card and the board's highlight follow the ticket now under the pointer, not the one
scrolled away."""

from __future__ import annotations

from tabletop.controller.ttr import TicketTarget
from tabletop.ui.app import App
from tests.support.pilot import hover, wheel

from .mouse import center_of
from .test_table import EU_ROW, rig, start


def test_the_hover_follows_the_ticket_scrolled_under_the_pointer(app: App) -> None:
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW))
    tickets = [ticket for ticket, _done, _path in table.tickets]
    shown = list(table.ticket_list.slots())
    assert len(shown) < len(tickets), "the panel should be too small for every ticket"
    pointer = center_of(table, TicketTarget(shown[-1]))
    hover(app, pointer)
    assert table.hover == TicketTarget(shown[-1])
    wheel(app, pointer, -1)  # one row down: the pointer has not moved
    assert table.ticket_list.scroll == 1
    under = table.target_at(pointer)
    assert under != TicketTarget(shown[-1])
    assert table.hover == under
    card = table.hover_card(under)
    assert card is not None and table.hover_card(table.hover) == card
