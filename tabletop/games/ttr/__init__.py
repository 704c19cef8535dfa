"""Ticket to Ride: one engine, two rule sets — Europe (``ttr_europe``) and Paris (``ttr_paris``)."""

from .actions import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    Pass,
    PayTunnel,
)
from .engine import TtrGame
from .refusals import TtrRefusal
from .rules import EUROPE, PARIS, TtrRules
from .state import TtrState
from .view import TtrView

TTR_EUROPE = TtrGame(EUROPE)
TTR_PARIS = TtrGame(PARIS)

__all__ = [
    "EUROPE",
    "PARIS",
    "TTR_EUROPE",
    "TTR_PARIS",
    "BuildStation",
    "ClaimRoute",
    "DeclineTunnel",
    "DrawBlind",
    "DrawFaceUp",
    "DrawTickets",
    "KeepTickets",
    "Pass",
    "PayTunnel",
    "TtrGame",
    "TtrRefusal",
    "TtrRules",
    "TtrState",
    "TtrView",
]
