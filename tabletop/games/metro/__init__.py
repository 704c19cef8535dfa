"""Metro (Dirk Henn): lay track tiles, complete your lines, score their length.

``METRO`` is the engine; ``placement_problem`` and ``completed_lines`` explain a placement from
a state or a view (for the UI and the AI). The package has the files every game has
(docs/ARCHITECTURE.md): ``state``, ``actions``, ``events``, ``refusals``, ``rules``, ``view``,
``determinize``, ``invariants``, ``scoring``, ``tables``, ``helpers``, ``board``, ``agents``,
``help``, ``descriptor``, ``engine``; and three of its own: ``geometry`` (a square's points),
``lines`` (following a line over the tiles) and ``placement`` (where a tile may go).
"""

from .actions import DrawTile, PlaceTile
from .engine import METRO, MetroGame
from .events import GameEnded, LineCompleted, TileDrawn, TileDrawnBlind, TilePlaced
from .helpers import LineScore, completed_lines, placement_problem
from .placement import Position
from .refusals import MetroRefusal
from .state import MetroState
from .view import LastTile, LineView, MetroView, PlacedTile

__all__ = [
    "METRO",
    "DrawTile",
    "GameEnded",
    "LastTile",
    "LineCompleted",
    "LineScore",
    "LineView",
    "MetroGame",
    "MetroRefusal",
    "MetroState",
    "MetroView",
    "PlaceTile",
    "PlacedTile",
    "Position",
    "TileDrawn",
    "TileDrawnBlind",
    "TilePlaced",
    "completed_lines",
    "placement_problem",
]
