"""Ticket to Ride (Europe and Paris): pointer targets → replies, hover cards and names.

``targets`` (what the pointer can be over), ``controller`` (what a click means), ``hover``
(what the pointer is over and why a move would be refused), ``words`` (how things are named).
No pygame here: the tests drive it with views and legal actions only.
"""

from .controller import TtrController
from .targets import (
    DECK,
    TICKET_DECK,
    CityTarget,
    DeckTarget,
    FaceUpTarget,
    HandTarget,
    RouteTarget,
    SeatTarget,
    TicketDeckTarget,
    TicketTarget,
)
from .words import TtrNames

__all__ = [
    "DECK",
    "TICKET_DECK",
    "CityTarget",
    "DeckTarget",
    "FaceUpTarget",
    "HandTarget",
    "RouteTarget",
    "SeatTarget",
    "TicketDeckTarget",
    "TicketTarget",
    "TtrController",
    "TtrNames",
]
