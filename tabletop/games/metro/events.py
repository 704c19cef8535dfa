"""Metro events (past tense). ``TileDrawn`` is private to the drawer; ``TileDrawnBlind`` is its
public twin without the design."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core import Event


@dataclass(frozen=True)
class TilePlaced(Event):
    seat: int
    tile: str
    row: int
    col: int
    rotation: int


@dataclass(frozen=True)
class TileDrawn(Event):
    """The drawer sees the design. ``refill`` is True for the draw back up to the hand size
    after placing, False for the draw instead of playing from hand."""

    seat: int
    tile: str
    refill: bool


@dataclass(frozen=True)
class TileDrawnBlind(Event):
    """Everyone sees that ``seat`` drew a tile, not which."""

    seat: int
    refill: bool


@dataclass(frozen=True)
class LineCompleted(Event):
    """The line from ``station`` is complete: ``points`` for ``seat`` (None: an unowned
    station, which scores for nobody). ``path`` lists the squares passed, in order, a square
    passed twice appearing twice; ``end`` is the station number or central id it ends at."""

    station: int
    seat: int | None
    points: int
    path: tuple[tuple[int, int], ...]
    central: bool
    end: str


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
