"""Branch Line's events (past tense). ``CardDrawn`` is the drawer's secret; ``CardDrawnBlind``
is its public twin, without the colour."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tabletop.core import Event


@dataclass(frozen=True)
class CardDrawn(Event):
    seat: int
    color: str


@dataclass(frozen=True)
class CardDrawnBlind(Event):
    seat: int


@dataclass(frozen=True)
class RouteClaimed(Event):
    seat: int
    route: str
    color: str
    length: int
    points: int


class EndReason(StrEnum):
    """Why the game ended (rules page, "End of the game")."""

    ALL_ROUTES_CLAIMED = "all_routes_claimed"
    DECK_EMPTY = "deck_empty"


@dataclass(frozen=True)
class GameEnded(Event):
    reason: EndReason
    scores: tuple[int, ...]
    winners: tuple[int, ...]
