"""What the pointer can be over on the TTR table: one frozen dataclass per kind of thing.

The table's panels hit-test the pointer into one of these; the controller says what a click on
it means (``TtrController.click``) and what to show while hovering it (``describe``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.controller.reply import Target


@dataclass(frozen=True)
class RouteTarget(Target):
    """One track of the board (a double route has two)."""

    route: str


@dataclass(frozen=True)
class CityTarget(Target):
    city: str


@dataclass(frozen=True)
class FaceUpTarget(Target):
    """A slot of the face-up row (0–4)."""

    slot: int


@dataclass(frozen=True)
class DeckTarget(Target):
    """The train card deck (a blind draw)."""


@dataclass(frozen=True)
class TicketDeckTarget(Target):
    """The destination ticket pile."""


@dataclass(frozen=True)
class HandTarget(Target):
    """The viewer's cards of one colour."""

    color: str


@dataclass(frozen=True)
class TicketTarget(Target):
    """One of the viewer's kept tickets."""

    ticket: str


@dataclass(frozen=True)
class SeatTarget(Target):
    """A player's row in the seats panel."""

    seat: int


DECK = DeckTarget()
TICKET_DECK = TicketDeckTarget()

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
]
