"""What the pointer can be over on the Metro table (``Target`` kinds), as the table's panels
hit-test them and the keyboard names them."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.controller.reply import Target


@dataclass(frozen=True)
class CellTarget(Target):
    """A board square (the centre block's squares too): place the current tile there."""

    row: int
    col: int


@dataclass(frozen=True)
class StationTarget(Target):
    """An edge station's number plate: its line is described."""

    number: int


@dataclass(frozen=True)
class HandTarget(Target):
    """Tile ``index`` of the viewer's hand (hand size 2 or 3): select it."""

    index: int


@dataclass(frozen=True)
class DrawnTarget(Target):
    """The tile the viewer drew and must place now (shown above the hand)."""


@dataclass(frozen=True)
class PoolTarget(Target):
    """The face-down pool (or the "Draw a tile" button, or D): draw."""


@dataclass(frozen=True)
class RotateTarget(Target):
    """R, right-click or a turn button: turn the current tile ``quarter_turns`` clockwise."""

    quarter_turns: int = 1


@dataclass(frozen=True)
class SeatTarget(Target):
    """A player's row in the seats panel: nothing to do; the hover says their lines and
    score (and the table adds a computer player's level)."""

    seat: int


__all__ = [
    "CellTarget",
    "DrawnTarget",
    "HandTarget",
    "PoolTarget",
    "RotateTarget",
    "SeatTarget",
    "StationTarget",
]
