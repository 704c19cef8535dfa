"""Where a tile may go and what it would complete — from a state or from a view.

The engine, the greedy AI and the UI (which only has views) share this module, so a placement
is explained the same way everywhere:

- ``placement_problem(source, tile, row, col, rotation)`` → ``IllegalActionError`` (reason code
  and plain words) or ``None`` when the placement is legal now;
- ``completed_lines(source, tile, row, col, rotation)`` → the lines that placement would
  complete, with their owners and points (``LineScore``).

The placement rules (rules page, "A turn"): 1. an empty square outside the centre block;
2. on the board edge or beside a placed tile (the block is never a neighbour); 3. the arrow up
unless ``rotation`` is on; 4. never closing a line through this one tile alone, unless the
tile has no other legal placement anywhere (any rotation when rotation is on).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core import IllegalActionError

from .geometry import Tables, default_tables
from .lines import end_name, follow_with, is_central, line_points, trace_all


@dataclass(frozen=True)
class LineScore:
    """A line a placement completes: its station, owner (None: nobody), points and squares."""

    station: int
    seat: int | None
    points: int
    path: tuple[tuple[int, int], ...]
    central: bool
    end: str


_MESSAGES = {
    "game_over": "The game is over: the board is full.",
    "not_your_turn": "It is not your turn.",
    "off_board": "That square is not on the board.",
    "centre_square": "That is the central station; tiles go on the 60 squares round it.",
    "square_occupied": "A tile is already on that square.",
    "not_connected": "A tile must go on the board's edge or beside a tile already placed.",
    "not_connected_centre": "A tile must go on the board's edge or beside a tile already "
    "placed; the central station does not count as a tile.",
    "rotation_not_allowed": "Tiles keep their arrow pointing up (turning them is an optional "
    "rule that is off in this game).",
    "one_tile_line": "That would close a line through this tile alone, straight back to the "
    "edge; it is only allowed when the tile fits nowhere else.",
    "tile_not_in_hand": "That tile is not in your hand.",
    "must_place_drawn": "You drew a tile: you must place exactly that tile now.",
}


def problem(reason: str, detail: str | None = None) -> IllegalActionError:
    """An ``IllegalActionError`` with the standard words for ``reason``."""
    message = _MESSAGES.get(reason, reason)
    return IllegalActionError(
        "not_connected" if reason == "not_connected_centre" else reason,
        f"{message} {detail}".strip() if detail else message,
    )


class Position:
    """A board as the placement rules see it: a variant per square (-1 empty), the rotation
    option, and every station's line (its open end or its end, and its passes)."""

    __slots__ = ("t", "board", "rotation", "owners", "fronts", "paths", "ends")

    def __init__(
        self,
        t: Tables,
        board: Sequence[int],
        rotation: bool,
        owners: Sequence[int | None],
        lines: tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[str, ...]] | None = None,
    ) -> None:
        self.t = t
        self.board = board
        self.rotation = rotation
        self.owners = owners
        self.fronts, self.paths, self.ends = lines if lines is not None else trace_all(t, board)

    # -------------------------------------------------------------------------- builders
    @classmethod
    def from_view(cls, view: Mapping[str, Any], t: Tables | None = None) -> Position:
        t = t or default_tables()
        board = board_from_tiles(t, view["tiles"])
        owners: list[int | None] = [None] * len(t.start)
        for number, seat in view["owners"].items():
            owners[int(number) - 1] = seat
        return cls(t, board, bool(view.get("options", {}).get("rotation", False)), owners)

    # -------------------------------------------------------------------------- rules
    def rotations(self) -> tuple[int, ...]:
        return (0, 1, 2, 3) if self.rotation else (0,)

    def candidates(self) -> list[int]:
        """Empty squares outside the block that are on the edge or beside a placed tile."""
        board, is_edge, neighbours = self.board, self.t.is_edge, self.t.neighbours
        out = []
        for cell in self.t.playable:
            if board[cell] < 0:
                if is_edge[cell]:
                    out.append(cell)
                else:
                    for n in neighbours[cell]:
                        if board[n] >= 0:
                            out.append(cell)
                            break
        return out

    def placements(self, design_idx: int, candidates: list[int] | None = None) -> list[tuple]:
        """Legal (cell, rotation) for one design, in square then rotation order."""
        cells = self.candidates() if candidates is None else candidates
        one_tile = self.t.one_tile
        base = design_idx * 4
        clean = [
            (cell, r) for cell in cells for r in self.rotations() if cell not in one_tile[base + r]
        ]
        if clean:
            return clean
        # Rule 4's exception: the tile fits nowhere else, so closing a one-tile line is legal.
        return [(cell, r) for cell in cells for r in self.rotations()]

    def has_clean_placement(self, design_idx: int) -> bool:
        one_tile = self.t.one_tile
        base = design_idx * 4
        return any(
            cell not in one_tile[base + r] for cell in self.candidates() for r in self.rotations()
        )

    def board_problem(self, design_idx: int, row: int, col: int, rotation: int):
        """The board rule a placement breaks (an ``IllegalActionError``), or None."""
        t, n = self.t, self.t.size
        if not (0 <= row < n and 0 <= col < n) or rotation not in (0, 1, 2, 3):
            return problem("off_board")
        cell = row * n + col
        if t.is_centre[cell]:
            return problem("centre_square")
        if self.board[cell] >= 0:
            return problem("square_occupied")
        if not t.is_edge[cell] and not any(self.board[x] >= 0 for x in t.neighbours[cell]):
            near_centre = len(t.neighbours[cell]) < 4
            return problem("not_connected_centre" if near_centre else "not_connected")
        if rotation and not self.rotation:
            return problem("rotation_not_allowed")
        if cell in t.one_tile[design_idx * 4 + rotation] and self.has_clean_placement(design_idx):
            return problem("one_tile_line")
        return None

    # -------------------------------------------------------------------------- scoring
    def completions(self, variant: int, cell: int) -> list[LineScore]:
        """The lines that tile ``variant`` on empty square ``cell`` would complete."""
        out = []
        for station, seat, passes, end in self.iter_completions(variant, cell):
            n = self.t.size
            path = tuple(((p >> 3) // n, (p >> 3) % n) for p in passes)
            out.append(
                LineScore(station, seat, line_points(len(passes), end), path, is_central(end), end)
            )
        return out

    def iter_completions(
        self, variant: int, cell: int
    ) -> Iterator[tuple[int, int | None, list[int], str]]:
        """(station, owner, passes, end) for each line the placement would complete."""
        t = self.t
        for i, front in enumerate(self.fronts):
            if front >= 0 and front >> 3 == cell:
                passes = list(self.paths[i])
                res = follow_with(t, self.board, front, cell, variant, passes)
                if res < 0:
                    yield i + 1, self.owners[i], passes, end_name(t, ~res)


def board_from_tiles(t: Tables, tiles: Sequence[Mapping[str, Any]]) -> list[int]:
    board = [-1] * (t.size * t.size)
    for tile in tiles:
        board[tile["row"] * t.size + tile["col"]] = t.variant(tile["tile"], tile["rotation"])
    return board


def _position(source: Any, t: Tables | None) -> tuple[Position, dict[str, Any]]:
    """A Position and the facts about whose turn it is, from a MetroState or a view."""
    if isinstance(source, Mapping):
        pos = Position.from_view(source, t)
        facts = {
            "over": source["to_act"] is None,
            "mine": source["seat"] is not None and source["seat"] == source["to_act"],
            "hand": tuple(source["hand"]),
            "drawn": source["drawn"],
        }
        return pos, facts
    from .engine import position_of  # a state: the engine knows its layout

    pos = position_of(source)
    facts = {
        "over": source.turn is None,
        "mine": True,
        "hand": source.hands[source.turn] if source.turn is not None else (),
        "drawn": source.drawn,
    }
    return pos, facts


def placement_problem(
    source: Any, tile: str, row: int, col: int, rotation: int = 0, tables: Tables | None = None
) -> IllegalActionError | None:
    """Why placing ``tile`` on [row, col] turned ``rotation`` is not legal now, or None.

    ``source`` is a state or a view (of the seat to act: other seats get ``not_your_turn``).
    """
    pos, facts = _position(source, tables)
    if facts["over"]:
        return problem("game_over")
    if not facts["mine"]:
        return problem("not_your_turn")
    if tile not in pos.t.design_index:
        return problem("tile_not_in_hand", f"({tile!r} is no tile design)")
    if facts["drawn"] is not None:
        if tile != facts["drawn"]:
            return problem("must_place_drawn")
    elif tile not in facts["hand"]:
        return problem("tile_not_in_hand")
    return pos.board_problem(pos.t.design_index[tile], row, col, rotation)


def completed_lines(
    source: Any, tile: str, row: int, col: int, rotation: int = 0, tables: Tables | None = None
) -> list[LineScore]:
    """The lines that placing ``tile`` on [row, col] would complete, with their points
    (legality is not checked; an occupied or off-board square completes nothing)."""
    pos, _facts = _position(source, tables)
    t = pos.t
    if tile not in t.design_index or not (0 <= row < t.size and 0 <= col < t.size):
        return []
    cell = row * t.size + col
    if t.is_centre[cell] or pos.board[cell] >= 0 or rotation not in (0, 1, 2, 3):
        return []
    return pos.completions(t.variant(tile, rotation), cell)
