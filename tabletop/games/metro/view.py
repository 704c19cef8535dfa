"""What one seat may know of a Metro game: ``MetroView`` and ``build_view``.

The fields the rules page names (``docs/rules/metro.md``, "View") come first; the rest is what
the table and the agents also read. Everything is public but the viewer's own hand and drawn
tile.
"""

from __future__ import annotations

from typing import TypedDict

from .lines import is_central, path_cells, path_segments
from .rules import GAME_ID, LINE_COLOURS
from .scoring import line_points
from .state import MetroState


class PlacedTile(TypedDict):
    """A tile on the board: its square, design and quarter turns."""

    row: int
    col: int
    tile: str
    rotation: int


class LastTile(PlacedTile):
    """The last placement, with the seat that made it."""

    seat: int


class LineView(TypedDict):
    """One station's line."""

    owner: int | None
    #: The squares passed, in order ([row, col]; a square passed twice appears twice).
    path: list[list[int]]
    #: [row, col, entry point, exit point] per pass (to draw the line over its tiles).
    segments: list[list[int]]
    complete: bool
    #: The station number or central id it ends at (None while open).
    end: str | None
    central: bool
    length: int
    #: What it scored (None while open).
    points: int | None


class MetroOptions(TypedDict):
    hand_size: int
    rotation: bool


class MetroView(TypedDict):
    # ---- the fields the rules page names
    game: str
    seat: int | None
    to_act: int | None
    tiles: list[PlacedTile]
    #: The viewer's own tiles (empty for a spectator).
    hand: list[str]
    #: The tile the viewer drew and must place now.
    drawn: str | None
    hand_sizes: list[int]
    #: Tiles left in the pool.
    pool: int
    scores: list[int]
    #: Station number (as a string) → owner seat; unowned stations are left out.
    owners: dict[str, int]
    #: Station numbers whose line has scored for its owner.
    scored: list[int]
    # ---- more: what the table and the agents also use
    players: int
    options: MetroOptions
    #: The seat that drew the tile it must place now (whoever the viewer is).
    drawn_by: int | None
    placed: int
    tiles_total: int
    colours: list[str]
    open_lines: list[int]
    scored_lines: list[int]
    #: Station number (as a string) → its line.
    lines: dict[str, LineView]
    last_tile: LastTile | None


def build_view(state: MetroState, seat: int | None) -> MetroView:
    t = state.t
    n = t.size
    tiles: list[PlacedTile] = [
        {"row": cell // n, "col": cell % n, "tile": t.design_ids[v >> 2], "rotation": v & 3}
        for cell, v in enumerate(state.board)
        if v >= 0
    ]
    owners = {str(i + 1): s for i, s in enumerate(state.owners) if s is not None}
    scored = [i + 1 for i, s in enumerate(state.owners) if s is not None and state.ends[i]]
    open_lines = [0] * state.players
    scored_lines = [0] * state.players
    lines: dict[str, LineView] = {}
    for i, owner in enumerate(state.owners):
        end = state.ends[i]
        complete = bool(end)
        if owner is not None:
            if complete:
                scored_lines[owner] += 1
            else:
                open_lines[owner] += 1
        passes = state.paths[i]
        lines[str(i + 1)] = {
            "owner": owner,
            "path": path_cells(t, passes),
            "segments": path_segments(t, state.board, passes),
            "complete": complete,
            "end": end or None,
            "central": is_central(end),
            "length": len(passes),
            "points": line_points(len(passes), end) if complete else None,
        }
    last: LastTile | None = None
    if state.last is not None:
        who, cell, v = state.last
        last = {
            "seat": who,
            "row": cell // n,
            "col": cell % n,
            "tile": t.design_ids[v >> 2],
            "rotation": v & 3,
        }
    mine = seat is not None and state.turn == seat
    return {
        "game": GAME_ID,
        "seat": seat,
        "to_act": state.turn,
        "tiles": tiles,
        "hand": list(state.hands[seat]) if seat is not None else [],
        "drawn": state.drawn if mine else None,
        "hand_sizes": [len(h) for h in state.hands],
        "pool": len(state.pool),
        "scores": list(state.scores),
        "owners": owners,
        "scored": scored,
        "players": state.players,
        "options": {"hand_size": state.hand_size, "rotation": state.rotation},
        "drawn_by": state.turn if state.drawn is not None else None,
        "placed": state.placed,
        "tiles_total": t.tile_total,
        "colours": list(LINE_COLOURS[: state.players]),
        "open_lines": open_lines,
        "scored_lines": scored_lines,
        "lines": lines,
        "last_tile": last,
    }
