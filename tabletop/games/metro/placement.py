"""Where a tile may go: the placement rules on a ``Position`` (a board and its lines), built
from a state or from a view, so the engine, the greedy AI and the UI judge a placement alike.

The placement rules (rules page, "A turn"): 1. an empty square outside the centre block;
2. on the board edge or beside a placed tile (the block is never a neighbour); 3. the arrow up
unless ``rotation`` is on; 4. never closing a line through this one tile alone, unless the
tile has no other legal placement anywhere (any rotation when rotation is on).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .lines import end_name, follow_with, trace_all
from .refusals import MetroRefusal
from .state import LineBook, MetroState
from .tables import Tables, default_tables

if TYPE_CHECKING:
    from .view import MetroView

#: A placement: (square, quarter turns).
Placement = tuple[int, int]


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
        lines: LineBook | None = None,
    ) -> None:
        self.t = t
        self.board = board
        self.rotation = rotation
        self.owners = owners
        self.fronts, self.paths, self.ends = lines if lines is not None else trace_all(t, board)

    # -------------------------------------------------------------------------- builders
    @classmethod
    def of_state(cls, state: MetroState) -> Position:
        return cls(state.t, state.board, state.rotation, state.owners, state.lines)

    @classmethod
    def from_view(cls, view: MetroView, t: Tables | None = None) -> Position:
        t = t or default_tables()
        board = board_from_tiles(t, view["tiles"])
        owners: list[int | None] = [None] * len(t.start)
        for number, seat in view["owners"].items():
            owners[int(number) - 1] = seat
        return cls(t, board, view["options"]["rotation"], owners)

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

    def placements(self, design_idx: int, candidates: list[int] | None = None) -> list[Placement]:
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

    def board_refusal(
        self, design_idx: int, row: int, col: int, rotation: int
    ) -> MetroRefusal | None:
        """The board rule a placement breaks, or None."""
        t, n = self.t, self.t.size
        if not (0 <= row < n and 0 <= col < n) or rotation not in (0, 1, 2, 3):
            return MetroRefusal.OFF_BOARD
        cell = row * n + col
        if t.is_centre[cell]:
            return MetroRefusal.CENTRE_SQUARE
        if self.board[cell] >= 0:
            return MetroRefusal.SQUARE_OCCUPIED
        if not t.is_edge[cell] and not any(self.board[x] >= 0 for x in t.neighbours[cell]):
            # Fewer than 4 neighbours inside the grid: the square touches the central block,
            # which is no placed tile (house rule, rules page "A turn", rule 2).
            near_centre = len(t.neighbours[cell]) < 4
            return MetroRefusal.NOT_CONNECTED_CENTRE if near_centre else MetroRefusal.NOT_CONNECTED
        if rotation and not self.rotation:
            return MetroRefusal.ROTATION_NOT_ALLOWED
        if cell in t.one_tile[design_idx * 4 + rotation] and self.has_clean_placement(design_idx):
            return MetroRefusal.ONE_TILE_LINE
        return None

    # -------------------------------------------------------------------------- completions
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
    """The board (a variant per square, -1 empty) of a view's ``tiles``."""
    board = [-1] * (t.size * t.size)
    for tile in tiles:
        board[tile["row"] * t.size + tile["col"]] = t.variant(tile["tile"], tile["rotation"])
    return board
