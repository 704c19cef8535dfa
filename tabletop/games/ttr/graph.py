"""Pure graph algorithms for scoring: ticket completion, the longest path (European Express)
and station borrowing. They work on plain edges ``(edge_id, a, b)`` / ``(edge_id, a, b,
length)`` with hashable ends, so the engine (int ids) and the table (string ids) share them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable, Sequence
from itertools import product
from typing import Any, TypeVar

N = TypeVar("N", bound=Hashable)
E = TypeVar("E", bound=Hashable)


class UnionFind:
    """Disjoint sets over any hashable items (added on first sight)."""

    __slots__ = ("parent",)

    def __init__(self) -> None:
        self.parent: dict[Hashable, Hashable] = {}

    def find(self, x: Hashable) -> Hashable:
        parent = self.parent
        root = parent.setdefault(x, x)
        while root != parent[root]:
            root = parent[root]
        while x != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    def union(self, a: Hashable, b: Hashable) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb


def connected(edges: Iterable[tuple[E, N, N]], a: N, b: N) -> bool:
    """True if ``a`` and ``b`` are joined by the edges (a ticket is completed)."""
    uf = UnionFind()
    for _eid, x, y in edges:
        uf.union(x, y)
    return a == b or (a in uf.parent and b in uf.parent and uf.find(a) == uf.find(b))


def ticket_path(edges: Iterable[tuple[E, N, N]], a: N, b: N) -> list[E] | None:
    """The edge ids of a path from ``a`` to ``b`` (fewest edges), or None if not joined."""
    adj: dict[N, list[tuple[E, N]]] = {}
    for eid, x, y in edges:
        adj.setdefault(x, []).append((eid, y))
        adj.setdefault(y, []).append((eid, x))
    if a == b:
        return []
    came: dict[N, tuple[N, E] | None] = {a: None}
    queue = deque([a])
    while queue:
        v = queue.popleft()
        for eid, w in adj.get(v, ()):
            if w in came:
                continue
            came[w] = (v, eid)
            if w == b:
                path: list[E] = []
                node = w
                while (step := came[node]) is not None:
                    node, edge = step
                    path.append(edge)
                path.reverse()
                return path
            queue.append(w)
    return None


# ----------------------------------------------------------------------------- longest path


def longest_trail(edges: Sequence[tuple[E, N, N, int]]) -> tuple[int, list[E]]:
    """The longest trail (cities may repeat, edges never): its length and edge ids in order.

    Rules/ttr.md, European Express: "a path may revisit cities but never reuse a route".
    A longest trail of a component with odd-degree cities starts at one of them (otherwise an
    unused edge at its start would extend it), and a component with at most two odd cities
    has an Euler trail using every edge; so only odd starts are searched, with a bound.
    """
    if not edges:
        return 0, []
    adj: dict[N, list[tuple[int, N]]] = {}
    for i, (_eid, a, b, _length) in enumerate(edges):
        adj.setdefault(a, []).append((i, b))
        if a != b:
            adj.setdefault(b, []).append((i, a))
        else:  # a loop adds 2 to the degree of its city and is walked once
            adj[a].append((i, a))
    lengths = [e[3] for e in edges]
    best_len, best_path = 0, []
    for comp_nodes, comp_edges in _components(adj, len(edges)):
        total = sum(lengths[i] for i in comp_edges)
        if total <= best_len:
            continue
        odd = [v for v in comp_nodes if len(adj[v]) % 2]
        if len(odd) <= 2:
            start = odd[0] if odd else comp_nodes[0]
            best_len, best_path = total, _euler(adj, start, len(edges))
            continue
        length, path = _search(adj, lengths, odd, total, best_len)
        if length > best_len:
            best_len, best_path = length, path
    return best_len, [edges[i][0] for i in best_path]


#: City → (edge index, the city at its other end) for every incident edge.
Adjacency = dict[N, list[tuple[int, N]]]


def _components(adj: Adjacency[N], nedges: int) -> list[tuple[list[N], list[int]]]:
    seen: set[N] = set()
    out = []
    for start in adj:
        if start in seen:
            continue
        nodes: list[N] = []
        comp_edges: set[int] = set()
        stack = [start]
        seen.add(start)
        while stack:
            v = stack.pop()
            nodes.append(v)
            for i, w in adj[v]:
                comp_edges.add(i)
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        out.append((nodes, sorted(comp_edges)))
    return out


def _euler(adj: Adjacency[N], start: N, nedges: int) -> list[int]:
    """Hierholzer: the edges of an Euler trail from ``start`` (the component has ≤ 2 odd)."""
    used = [False] * nedges
    pointer: dict[N, int] = {}
    stack: list[tuple[N, int | None]] = [(start, None)]
    trail: list[int] = []
    while stack:
        v, via = stack[-1]
        incident = adj[v]
        k = pointer.get(v, 0)
        while k < len(incident) and used[incident[k][0]]:
            k += 1
        pointer[v] = k
        if k == len(incident):
            stack.pop()
            if via is not None:
                trail.append(via)
        else:
            i, w = incident[k]
            used[i] = True
            stack.append((w, i))
    trail.reverse()
    return trail


def _search(
    adj: Adjacency[N], lengths: list[int], starts: list[N], total: int, floor: int
) -> tuple[int, list[int]]:
    """Depth-first search over trails from each start, pruned by the unused length left."""
    used = [False] * len(lengths)
    best: list[Any] = [floor, []]
    path: list[int] = []

    def walk(v: N, run: int, left: int) -> bool:
        if run > best[0]:
            best[0], best[1] = run, path.copy()
            if run == total:
                return True
        if run + left <= best[0]:
            return False
        for i, w in adj[v]:
            if used[i]:
                continue
            used[i] = True
            path.append(i)
            done = walk(w, run + lengths[i], left - lengths[i])
            path.pop()
            used[i] = False
            if done:
                return True
        return False

    for start in starts:
        if walk(start, 0, total):
            break
    return best[0], best[1]


# ----------------------------------------------------------------------------- stations


def ticket_total(
    edges: Iterable[tuple[E, N, N]], tickets: Sequence[tuple[N, N, int]]
) -> tuple[int, tuple[bool, ...]]:
    """Ticket points (+ completed, − not) and which tickets are completed."""
    uf = UnionFind()
    for _eid, x, y in edges:
        uf.union(x, y)
    done = tuple(a == b or uf.find(a) == uf.find(b) for a, b, _p in tickets)
    return sum(p if ok else -p for (_a, _b, p), ok in zip(tickets, done, strict=True)), done


def best_borrowing(
    own: Sequence[tuple[E, N, N]],
    options: Sequence[Sequence[tuple[E, N, N]]],
    tickets: Sequence[tuple[N, N, int]],
) -> tuple[int, tuple[bool, ...], tuple[E | None, ...]]:
    """The station assignment that gives the best ticket total, and among equal totals the
    most completed tickets.

    ``options[k]`` are the other players' routes touching station k's city; each station
    borrows at most one (rules/ttr.md: "the engine picks, for each station, the route that
    gives the owner the best ticket total, and among equal totals the most completed tickets"
    — completed tickets decide the first tie-break, so two borrowings worth the same points
    are not equal when one completes more tickets). Returns (total, completed flags, borrowed
    edge id or None per station). Routes joining the same two of the owner's networks are
    interchangeable, so only one of each such class is tried; assignments equal on both counts
    keep the first in the order given (no borrowing first).
    """
    uf = UnionFind()
    for _eid, x, y in own:
        uf.union(x, y)
    classes: list[list[tuple[E, N, N] | None]] = []
    for station_options in options:
        seen: set[frozenset[Hashable]] = set()
        kept: list[tuple[E, N, N] | None] = [None]
        for edge in station_options:
            ra, rb = uf.find(edge[1]), uf.find(edge[2])
            joins = frozenset((ra, rb))
            if ra == rb or joins in seen:
                continue
            seen.add(joins)
            kept.append(edge)
        classes.append(kept)
    best: tuple[int, tuple[bool, ...], tuple[E | None, ...]] | None = None
    best_key = (0, 0)
    for choice in product(*classes):
        borrowed = [edge for edge in choice if edge is not None]
        total, done = ticket_total([*own, *borrowed], tickets)
        key = (total, sum(done))
        if best is None or key > best_key:
            best, best_key = (total, done, tuple(edge[0] if edge else None for edge in choice)), key
    assert best is not None
    return best
