"""The ticket list with a hand of many tickets (real-window pass): the tickets still to complete
come first, the newest first (those just drawn are what the player plans next), and the
completed ones after them, so new tickets are never hidden below the "N more ↓" fold."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games.ttr import DrawBlind, DrawTickets, KeepTickets
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr import table as ttr_table
from tabletop.ui.tables.ttr.table import TtrTable
from tests.support.pilot import headless_app, run_frames


def _match_with_many_tickets(draws: int) -> Match:
    """Seat 0 (human) kept its four starting tickets, then drew and kept three more ``draws``
    times; seat 1 draws cards meanwhile."""
    colors = theme.player_colors("ttr_europe")
    seats = [Seat("Anna", colors[0][1]), Seat("Bot", colors[1][1], "greedy")]
    match = Match.new("ttr_europe", GameConfig(2), seats, 5)
    while match.view(match.to_act())["setup"]:
        offered = match.view(match.to_act())["offered_tickets"]
        match._apply(match.to_act(), KeepTickets(tuple(offered)))
    for _ in range(draws):
        match._apply(0, DrawTickets())
        match._apply(0, KeepTickets(tuple(match.view(0)["offered_tickets"])))
        match._apply(1, DrawBlind())
        match._apply(1, DrawBlind())
    assert match.to_act() == 0
    return match


def test_open_tickets_come_first_newest_first_and_completed_ones_after(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = _match_with_many_tickets(3)
    kept = match.view(0)["tickets"]
    assert len(kept) == 13
    # The two oldest tickets count as completed (a joined path), the rest are open.
    done = set(kept[:2])
    real_status = ttr_table.ticket_status
    monkeypatch.setattr(
        ttr_table,
        "ticket_status",
        lambda game, mine, ticket: ["x"] if ticket in done else real_status(game, mine, ticket),
    )
    with headless_app(autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        table = app.start_match(match)
        assert isinstance(table, TtrTable)
        run_frames(app, 2)
        listed = [ticket for ticket, _done, _path in table.tickets]
        assert listed == [*reversed(kept[2:]), *reversed(kept[:2])]
        shown = list(table.ticket_list.slots())
        above, below = table.ticket_list.hidden()
        assert above == 0 and below > 0, "the panel is too tall for this test"
        # The three tickets just drawn are in sight, at the top.
        assert shown[:3] == list(reversed(kept[-3:]))


def test_tickets_drawn_while_scrolled_down_come_into_sight() -> None:
    match = _match_with_many_tickets(3)
    with headless_app(autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        table = app.start_match(match)
        assert isinstance(table, TtrTable)
        run_frames(app, 2)
        table.ticket_list.scroll = 99
        table.ticket_list.slots()
        assert table.ticket_list.hidden()[0] > 0
        table.submit(DrawTickets())
        run_frames(app, 2)
        offered = tuple(table.view["offered_tickets"])
        table.submit(KeepTickets(offered))
        run_frames(app, 2)
        assert table.ticket_list.hidden()[0] == 0
        assert list(table.ticket_list.slots())[: len(offered)] == list(reversed(offered))
