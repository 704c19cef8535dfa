"""Metro: what the player pointed at → a ``place_tile`` / ``draw_tile`` action, a refusal in
the engine's words, or a change of the table's own sub-state; and what the pointer is over,
in words (``MetroController.describe``). No pygame: tested with views and legal actions."""

from .controller import MetroController, Preview, turn_hint
from .targets import (
    CellTarget,
    DrawnTarget,
    HandTarget,
    PoolTarget,
    RotateTarget,
    SeatTarget,
    StationTarget,
)

__all__ = [
    "CellTarget",
    "DrawnTarget",
    "HandTarget",
    "MetroController",
    "PoolTarget",
    "Preview",
    "RotateTarget",
    "SeatTarget",
    "StationTarget",
    "turn_hint",
]
