"""Lookup tables built once from a Metro board: designs × rotations, where each square's points
lead, stations, and the placements that would close a one-tile line.

Indices: a square is ``cell = row * 8 + col``; a point of a square is ``cell * 8 + point``
(points 0–7 clockwise from the left point of the top side, ``geometry.py``). A *variant* is a
design turned ``r`` quarter turns clockwise: ``variant = design_index * 4 + r``;
``conn[variant * 8 + p]`` is the point joined to ``p`` on that tile. Lines always enter a square
through an even point and leave through the odd point paired with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .actions import PlaceTile
from .board import MetroBoard, default_metro_board
from .geometry import CENTRAL, EDGE, MATCH, SIDE_OFFSET, SIDES, rotated_conn


@dataclass(frozen=True, eq=False)
class Tables:
    board: MetroBoard
    size: int
    design_ids: tuple[str, ...]
    design_index: dict[str, int]
    counts: tuple[int, ...]
    tile_total: int
    #: conn[variant * 8 + p] → partner point.
    conn: tuple[int, ...]
    #: nxt[cell * 8 + p] → neighbouring point index, EDGE or CENTRAL.
    nxt: tuple[int, ...]
    #: Station number whose arrival point is at index (only for EDGE points), else 0.
    edge_end: tuple[int, ...]
    #: Central station id reached through index (only for CENTRAL points), else "".
    central_end: tuple[str, ...]
    #: start[s - 1] = point index where station s's line enters the board.
    start: tuple[int, ...]
    is_centre: tuple[bool, ...]
    is_edge: tuple[bool, ...]
    #: Neighbouring squares outside the centre block (the block is never a neighbour).
    neighbours: tuple[tuple[int, ...], ...]
    playable: tuple[int, ...]
    #: one_tile[variant] = squares where that tile would close a line through itself alone.
    one_tile: tuple[frozenset[int], ...]
    #: place_actions[(design * 64 + cell) * 4 + r] — shared immutable action objects.
    place_actions: tuple[PlaceTile, ...]

    def variant(self, design: str, rotation: int) -> int:
        return self.design_index[design] * 4 + rotation

    def action(self, design_idx: int, cell: int, rotation: int) -> PlaceTile:
        return self.place_actions[(design_idx * self.size * self.size + cell) * 4 + rotation]


def build_tables(board: MetroBoard) -> Tables:
    n = board.size
    cells = n * n
    centre = {r * n + c for r, c in board.centre}
    design_ids = tuple(board.designs)
    design_index = {d: i for i, d in enumerate(design_ids)}
    counts = tuple(board.designs[d][1] for d in design_ids)
    conn: list[int] = []
    for d in design_ids:
        pairs = board.designs[d][0]
        for r in range(4):
            conn.extend(rotated_conn(pairs, r))

    nxt = [0] * (cells * 8)
    edge_end = [0] * (cells * 8)
    central_end = [""] * (cells * 8)
    for cell in range(cells):
        row, col = divmod(cell, n)
        for p in range(8):
            dr, dc = SIDE_OFFSET[SIDES[p // 2]]
            r2, c2 = row + dr, col + dc
            if not (0 <= r2 < n and 0 <= c2 < n):
                nxt[cell * 8 + p] = EDGE
            elif r2 * n + c2 in centre:
                nxt[cell * 8 + p] = CENTRAL
            else:
                nxt[cell * 8 + p] = (r2 * n + c2) * 8 + MATCH[p]
    for st in board.stations:
        edge_end[(st.row * n + st.col) * 8 + st.arrival_point] = st.number
    for ce in board.centrals:
        central_end[(ce.row * n + ce.col) * 8 + ce.arrival_point] = ce.id
    start = tuple((st.row * n + st.col) * 8 + st.point for st in board.stations)

    is_edge = tuple((cell // n) in (0, n - 1) or (cell % n) in (0, n - 1) for cell in range(cells))
    neighbours = []
    for cell in range(cells):
        row, col = divmod(cell, n)
        around = []
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            r2, c2 = row + dr, col + dc
            if 0 <= r2 < n and 0 <= c2 < n and r2 * n + c2 not in centre:
                around.append(r2 * n + c2)
        neighbours.append(tuple(around))

    starts_at: dict[int, list[int]] = {}
    for s in start:
        starts_at.setdefault(s // 8, []).append(s % 8)
    one_tile = []
    for v in range(len(design_ids) * 4):
        bad = set()
        for cell, points in starts_at.items():
            # Rule 4: the track from a station on this square leads straight back to the edge.
            if any(nxt[cell * 8 + conn[v * 8 + p]] == EDGE for p in points):
                bad.add(cell)
        one_tile.append(frozenset(bad))

    place_actions = tuple(
        PlaceTile(d, cell // n, cell % n, r)
        for d in design_ids
        for cell in range(cells)
        for r in range(4)
    )
    return Tables(
        board=board,
        size=n,
        design_ids=design_ids,
        design_index=design_index,
        counts=counts,
        tile_total=sum(counts),
        conn=tuple(conn),
        nxt=tuple(nxt),
        edge_end=tuple(edge_end),
        central_end=tuple(central_end),
        start=start,
        is_centre=tuple(cell in centre for cell in range(cells)),
        is_edge=is_edge,
        neighbours=tuple(neighbours),
        playable=tuple(cell for cell in range(cells) if cell not in centre),
        one_tile=tuple(one_tile),
        place_actions=place_actions,
    )


@cache
def default_tables() -> Tables:
    return build_tables(default_metro_board())
