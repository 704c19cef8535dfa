"""Metro (Dirk Henn): lay track tiles, complete your lines, score their length.

``METRO`` is the engine; ``placement_problem`` and ``completed_lines`` explain a placement from
a state or a view (for the UI and the AI).
"""

from .actions import DrawTile, PlaceTile
from .engine import METRO, MetroGame, MetroState
from .events import GameEnded, LineCompleted, TileDrawn, TileDrawnBlind, TilePlaced
from .placement import LineScore, Position, completed_lines, placement_problem

__all__ = [
    "METRO",
    "DrawTile",
    "GameEnded",
    "LineCompleted",
    "LineScore",
    "MetroGame",
    "MetroState",
    "PlaceTile",
    "Position",
    "TileDrawn",
    "TileDrawnBlind",
    "TilePlaced",
    "completed_lines",
    "placement_problem",
]
