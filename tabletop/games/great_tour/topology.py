"""The board as indices, and every journey path, enumerated once per board.

A path is a chain of segments from a start city to a destination city that repeats no waypoint,
passes through no other city (house rule), and is at most ``SMALL_COACHES`` segments long; red
segments (and red-only waypoints) only with 5–6 players. With 42 segments there are a few
hundred such paths, so they are listed once and looked up afterwards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from .board import GreatTourBoard
from .rules import SMALL_COACHES

#: A path: segment indices from the start city to the destination.
Path = tuple[int, ...]
#: (start city index, destination city index, red segments allowed)
Trip = tuple[int, int, bool]


@dataclass(frozen=True, eq=False)
class Topology:
    board: GreatTourBoard
    cities: tuple[str, ...]
    city_index: Mapping[str, int]
    segments: tuple[str, ...]
    segment_index: Mapping[str, int]
    segment_red: tuple[bool, ...]
    segment_ends: tuple[tuple[str, str], ...]
    #: ticket index → (id, start city indices, destination city indices, points)
    tickets: tuple[tuple[str, tuple[int, ...], tuple[int, ...], int], ...]
    ticket_index: Mapping[str, int]
    #: (start, destination, red allowed) → paths as segment-index tuples, shortest first
    paths: Mapping[Trip, tuple[Path, ...]]
    #: (start, destination, red allowed) → {segment-index tuple}
    path_sets: Mapping[Trip, frozenset[Path]]
    #: segment-index tuple → segment-id tuple
    path_ids: Mapping[Path, tuple[str, ...]]

    def paths_between(self, start: int, destination: int, red: bool) -> tuple[Path, ...]:
        return self.paths.get((start, destination, red), ())


def _enumerate(board: GreatTourBoard, start: str, destination: str, red: bool) -> list[Path]:
    cities = set(board.city_ids)
    red_only = {w.id for w in board.waypoints if w.red_only}
    adjacency: dict[str, list[tuple[str, int]]] = {}
    for i, seg in enumerate(board.segments):
        if seg.red and not red:
            continue
        adjacency.setdefault(seg.a, []).append((seg.b, i))
        adjacency.setdefault(seg.b, []).append((seg.a, i))
    found: list[tuple[int, ...]] = []

    def walk(node: str, seen: set[str], path: tuple[int, ...]) -> None:
        if len(path) >= SMALL_COACHES:
            return
        for nxt, seg in adjacency.get(node, ()):
            if nxt == destination:
                found.append((*path, seg))
            elif nxt in cities or nxt in seen or (nxt in red_only and not red):
                continue  # no other city on the way, no repeated waypoint
            else:
                walk(nxt, seen | {nxt}, (*path, seg))

    walk(start, {start}, ())
    return sorted(found, key=lambda p: (len(p), p))


@cache
def topology(board: GreatTourBoard) -> Topology:
    cities = board.city_ids
    city_index = {c: i for i, c in enumerate(cities)}
    paths: dict[Trip, tuple[Path, ...]] = {}
    for a, start in enumerate(cities):
        for b, destination in enumerate(cities):
            if a != b:
                for red in (False, True):
                    paths[(a, b, red)] = tuple(_enumerate(board, start, destination, red))
    tickets = tuple(
        (
            t.id,
            tuple(city_index[c] for c in t.starts),
            tuple(city_index[c] for c in t.destinations),
            t.points,
        )
        for t in board.tickets
    )
    return Topology(
        board=board,
        cities=cities,
        city_index=MappingProxyType(city_index),
        segments=tuple(s.id for s in board.segments),
        segment_index=MappingProxyType({s.id: i for i, s in enumerate(board.segments)}),
        segment_red=tuple(s.red for s in board.segments),
        segment_ends=tuple((s.a, s.b) for s in board.segments),
        tickets=tickets,
        ticket_index=MappingProxyType({t[0]: i for i, t in enumerate(tickets)}),
        paths=MappingProxyType(paths),
        path_sets=MappingProxyType({k: frozenset(v) for k, v in paths.items()}),
        path_ids=MappingProxyType(
            {p: tuple(board.segments[s].id for s in p) for v in paths.values() for p in v}
        ),
    )
