"""Metro events in plain words for the game log and the banners (the acting seat's name is
put in front by the log). Design ids mean nothing to players, so tiles are never named."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import Event
from tabletop.games.metro import GameEnded, LineCompleted, TileDrawn, TileDrawnBlind, TilePlaced

QUARTERS = {1: "a quarter turn", 2: "a half turn", 3: "three quarter turns"}


def square_name(row: int, col: int) -> str:
    """A square as players read it: row and column counted from 1 at the top left."""
    return f"row {row + 1}, column {col + 1}"


def end_words(end: str, central: bool) -> str:
    return "the central station" if central else f"station {end}"


def points_words(points: int) -> str:
    return f"{points} point" + ("" if points == 1 else "s")


def describe(event: Event, name: Callable[[int], str]) -> str | None:
    """One log line for ``event`` (None: not worth a line)."""
    if isinstance(event, TilePlaced):
        turned = f", turned {QUARTERS[event.rotation]}" if event.rotation else ""
        return f"placed a tile on {square_name(event.row, event.col)}{turned}"
    if isinstance(event, (TileDrawn, TileDrawnBlind)):
        # The drawer sees TileDrawn, everyone else its public twin: one line each, and the
        # design means nothing to read. Refills after every placement are routine; drawing
        # instead of playing is a choice.
        return None if event.refill else "drew a tile from the pool (it must be placed now)"
    if isinstance(event, LineCompleted):
        where = end_words(event.end, event.central)
        doubled = ", doubled" if event.central else ""
        if event.seat is None:
            return f"completed line {event.station} to {where} (nobody's line)"
        return (
            f"completed line {event.station} to {where}: "
            f"{points_words(event.points)}{doubled} for {name(event.seat)}"
        )
    if isinstance(event, GameEnded):
        names = [name(seat) for seat in event.winners]
        best = max(event.scores) if event.scores else 0
        if len(names) == 1:
            return f"placed the last tile. {names[0]} wins with {points_words(best)}"
        return f"placed the last tile. {', '.join(names)} share the win with {points_words(best)}"
    return None
