"""TTR Paris is our own design: its tickets follow the board's own rule (docs/BOARDS.md, "TTR
Paris"; the reference copy's ``provenance_detail``): every ticket is worth its shortest journey
in car spaces, and every ticket can be done with one player's buses."""

from __future__ import annotations

from tabletop.games.board_check import route_links, shortest
from tabletop.games.ttr.board import TtrBoard, default_ttr_board

#: rules/ttr.md: a Paris player has 15 buses.
PARIS_BUSES = 15


def shortest_journey(board: TtrBoard, start: str, goal: str) -> int | None:
    """The fewest car spaces joining two cities, as the board check counts them."""
    return shortest(route_links(board), start, goal)


def test_every_paris_ticket_is_worth_its_shortest_journey() -> None:
    board = default_ttr_board("ttr_paris")
    wrong = {
        ticket.id: (ticket.points, shortest_journey(board, ticket.a, ticket.b))
        for ticket in board.tickets.values()
        if ticket.points != shortest_journey(board, ticket.a, ticket.b)
    }
    assert wrong == {}  # ticket id: (points, shortest journey in spaces)


def test_every_paris_ticket_can_be_done_with_one_players_buses() -> None:
    board = default_ttr_board("ttr_paris")
    for ticket in board.tickets.values():
        journey = shortest_journey(board, ticket.a, ticket.b)
        assert journey is not None and journey <= PARIS_BUSES, ticket.id
