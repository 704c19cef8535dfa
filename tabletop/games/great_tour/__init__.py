"""The Great Tour: European Cities — rules engine (``rules/great_tour.md``), 3–6 players."""

from .actions import ACTION_TYPES, BeginJourney, CancelJourney, DrawCards, Pass, Pay
from .engine import BLANK, GREAT_TOUR, GreatTourGame
from .state import Journey, State

__all__ = [
    "ACTION_TYPES",
    "BLANK",
    "GREAT_TOUR",
    "BeginJourney",
    "CancelJourney",
    "DrawCards",
    "GreatTourGame",
    "Journey",
    "Pass",
    "Pay",
    "State",
]
