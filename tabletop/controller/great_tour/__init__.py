"""The Great Tour's controller: pointer targets → ``Reply`` (no pygame, views only).

``targets`` declares what the pointer can be over, ``controller`` plans a journey and answers
clicks, ``describe`` says what the pointer is over and why a click there would be refused.
"""

from .controller import AutoPay, GreatTourController, Intent, PayCard, Plan
from .describe import Describer
from .targets import (
    AUTO_PAY,
    BLANK_TICKETS,
    CANCEL,
    CLEAR,
    PASS,
    AutoPayTarget,
    BlankTarget,
    CancelTarget,
    CityTarget,
    ClearTarget,
    DeckTarget,
    FutureTicketTarget,
    HandTarget,
    PassTarget,
    SeatTarget,
    SegmentTarget,
    TicketTarget,
    WaypointTarget,
)

__all__ = [
    "AUTO_PAY",
    "BLANK_TICKETS",
    "CANCEL",
    "CLEAR",
    "PASS",
    "AutoPay",
    "AutoPayTarget",
    "BlankTarget",
    "CancelTarget",
    "CityTarget",
    "ClearTarget",
    "DeckTarget",
    "Describer",
    "FutureTicketTarget",
    "GreatTourController",
    "HandTarget",
    "Intent",
    "PassTarget",
    "PayCard",
    "Plan",
    "SeatTarget",
    "SegmentTarget",
    "TicketTarget",
    "WaypointTarget",
]
