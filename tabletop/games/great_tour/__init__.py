"""The Great Tour: European Cities — rules engine (``docs/rules/great_tour.md``), 3–6 players."""

from .actions import ACTION_TYPES, BeginJourney, CancelJourney, DrawCards, Pass, Pay
from .engine import GREAT_TOUR, GreatTourGame
from .refusals import GreatTourRefusal
from .rules import BLANK
from .state import Journey, State
from .view import GreatTourView

__all__ = [
    "ACTION_TYPES",
    "BLANK",
    "GREAT_TOUR",
    "BeginJourney",
    "CancelJourney",
    "DrawCards",
    "GreatTourGame",
    "GreatTourRefusal",
    "GreatTourView",
    "Journey",
    "Pass",
    "Pay",
    "State",
]
