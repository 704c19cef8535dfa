"""Metro actions, exactly as the rules page's JSON names them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action


@dataclass(frozen=True)
class PlaceTile(Action):
    """Place ``tile`` (a design id) on square [row, col], turned ``rotation`` quarter turns
    clockwise (always 0 unless the rotation option is on)."""

    kind: ClassVar[str] = "place_tile"
    tile: str
    row: int
    col: int
    rotation: int = 0

    def __str__(self) -> str:
        turn = f" r{self.rotation}" if self.rotation else ""
        return f"{self.tile} [{self.row},{self.col}]{turn}"


@dataclass(frozen=True)
class DrawTile(Action):
    """Draw the top tile of the pool; it must then be placed this turn."""

    kind: ClassVar[str] = "draw_tile"

    def __str__(self) -> str:
        return "draw"


ACTION_TYPES: dict[str, type[Action]] = {PlaceTile.kind: PlaceTile, DrawTile.kind: DrawTile}
