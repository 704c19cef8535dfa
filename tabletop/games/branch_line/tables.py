"""Lookup tables built once from a Branch Line board: indices for towns, routes, tickets and
colours, so the state holds small integers only."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .board import BranchLineBoard, default_board
from .rules import COLOURS, ROUTE_SCORES


@dataclass(frozen=True, eq=False)
class Tables:
    board: BranchLineBoard
    route_ids: tuple[str, ...]
    route_index: dict[str, int]
    #: Per route: its two towns (indices), length, colour (index into ``COLOURS``), points.
    ends: tuple[tuple[int, int], ...]
    length: tuple[int, ...]
    color: tuple[int, ...]
    points: tuple[int, ...]
    ticket_ids: tuple[str, ...]
    ticket_index: dict[str, int]
    #: Per ticket: its two towns (indices) and points.
    ticket_ends: tuple[tuple[int, int], ...]
    ticket_points: tuple[int, ...]
    towns: int


def build_tables(board: BranchLineBoard) -> Tables:
    town = {t.id: i for i, t in enumerate(board.towns)}
    return Tables(
        board=board,
        route_ids=tuple(r.id for r in board.routes),
        route_index={r.id: i for i, r in enumerate(board.routes)},
        ends=tuple((town[r.a], town[r.b]) for r in board.routes),
        length=tuple(r.length for r in board.routes),
        color=tuple(COLOURS.index(r.color) for r in board.routes),
        points=tuple(ROUTE_SCORES[r.length] for r in board.routes),
        ticket_ids=tuple(t.id for t in board.tickets),
        ticket_index={t.id: i for i, t in enumerate(board.tickets)},
        ticket_ends=tuple((town[t.a], town[t.b]) for t in board.tickets),
        ticket_points=tuple(t.points for t in board.tickets),
        towns=len(board.towns),
    )


@cache
def default_tables() -> Tables:
    return build_tables(default_board())
