"""What the pointer can be over at The Great Tour's table: one frozen dataclass per kind.

The table's panels hit-test the pointer into one of these; the controller says what a click
on it means (``GreatTourController.click``) and what it is (``describe``). Targets marked
"hover only" are described but never clicked.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.controller.reply import Target


@dataclass(frozen=True)
class DeckTarget(Target):
    """One of the three decks (``"regular"``, ``"joker"``, ``"vip"``): click to draw."""

    deck: str


@dataclass(frozen=True)
class TicketTarget(Target):
    """A ticket of the active row: click to travel with it."""

    ticket: str


@dataclass(frozen=True)
class FutureTicketTarget(Target):
    """A ticket of the future row (not usable yet)."""

    ticket: str


@dataclass(frozen=True)
class BlankTarget(Target):
    """The blank tickets: click to travel anywhere for a point."""


@dataclass(frozen=True)
class CityTarget(Target):
    """A city on the board: a journey's start or destination."""

    city: str


@dataclass(frozen=True)
class WaypointTarget(Target):
    """A waypoint on the board: click to bend the proposed path through it."""

    waypoint: str


@dataclass(frozen=True)
class SegmentTarget(Target):
    """A segment of road on the board (hover only: who stands on it, what it costs)."""

    segment: str


@dataclass(frozen=True)
class HandTarget(Target):
    """A card type in the viewer's hand: click to pay with it."""

    card: str


@dataclass(frozen=True)
class SeatTarget(Target):
    """A player's row (hover only: their tickets)."""

    seat: int


@dataclass(frozen=True)
class AutoPayTarget(Target):
    """The Auto-pay button."""


@dataclass(frozen=True)
class CancelTarget(Target):
    """The Cancel button: cancel the payment, or drop the plan."""


@dataclass(frozen=True)
class PassTarget(Target):
    """The Pass button (shown only when nothing else is possible)."""


@dataclass(frozen=True)
class ClearTarget(Target):
    """A right click: drop the plan being set up."""


BLANK_TICKETS = BlankTarget()
AUTO_PAY = AutoPayTarget()
CANCEL = CancelTarget()
PASS = PassTarget()
CLEAR = ClearTarget()

__all__ = [
    "AUTO_PAY",
    "BLANK_TICKETS",
    "CANCEL",
    "CLEAR",
    "PASS",
    "AutoPayTarget",
    "BlankTarget",
    "CancelTarget",
    "CityTarget",
    "ClearTarget",
    "DeckTarget",
    "FutureTicketTarget",
    "HandTarget",
    "PassTarget",
    "SeatTarget",
    "SegmentTarget",
    "TicketTarget",
    "WaypointTarget",
]
