"""Cheapest ways over a Ticket to Ride board for one seat: what each route costs it, the
cheapest path between two cities, and which tickets its own routes already join.

Everything that plans a way to join tickets finds it here: the greedy agent and the table's
ticket progress (``car_routing``: a route costs its cars), and the levels' planner
(``planner.py``, which also charges each claim).
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from functools import cache
from itertools import compress, repeat
from operator import ge

from .tables import Tables

#: "No way": a route that cannot be used in a plan.
BLOCKED = 1e9


class Routing:
    """Ways over one board (``Tables``), each unclaimed route costing its ``base`` price."""

    def __init__(self, t: Tables, base: Sequence[float]) -> None:
        self.t = t
        self.base_cost = tuple(base)
        self.adj: list[list[tuple[int, int]]] = [[] for _ in range(t.ncities)]
        for r in range(t.nroutes):
            self.adj[t.ra[r]].append((t.rb[r], r))
            self.adj[t.rb[r]].append((t.ra[r], r))
        #: Each route with the other tracks of its double, for the routes that have them.
        self._doubles = tuple((r, t.rpartners[r]) for r in range(t.nroutes) if t.rpartners[r])
        #: Pieces left -> each route's price if it fits them, else BLOCKED (board data only).
        self._fitting: dict[int, list[float]] = {}

    def route_costs(self, seat: int, owner: Sequence[int], pieces: int, small: bool) -> list[float]:
        """Cost of each route for ``seat``: 0 if owned, its price if claimable, else BLOCKED
        (taken, longer than the pieces left, or the other track of a double the seat holds —
        or that anyone holds, with few players: ``small``)."""
        fitting = self._fitting.get(pieces)
        if fitting is None:
            fitting = [
                b if n <= pieces else BLOCKED
                for b, n in zip(self.base_cost, self.t.rlen, strict=True)
            ]
            self._fitting[pieces] = fitting
        # The claimed routes are found in one pass in C; then only the doubles ask about
        # their other tracks.
        costs = fitting.copy()
        for r in compress(range(len(owner)), map(ge, owner, repeat(0))):
            costs[r] = 0.0 if owner[r] == seat else BLOCKED
        for r, partners in self._doubles:
            if owner[r] < 0:
                for q in partners:
                    oq = owner[q]
                    if oq == seat or (oq >= 0 and small):
                        costs[r] = BLOCKED
                        break
        return costs

    def path(self, a: int, b: int, costs: Sequence[float]) -> tuple[float, list[int]] | None:
        """The cheapest path from city ``a`` to ``b`` (Dijkstra): (cost, route indices from
        ``b`` back to ``a``), or None."""
        t = self.t
        n = t.ncities
        dist = [BLOCKED] * n
        via = [-1] * n
        dist[a] = 0.0
        heap: list[tuple[float, int]] = [(0.0, a)]
        adj = self.adj
        pop, push = heapq.heappop, heapq.heappush
        while heap:
            d, v = pop(heap)
            if v == b:
                break
            if d > dist[v]:
                continue
            for w, r in adj[v]:
                # A BLOCKED route never relaxes: d + BLOCKED is at least BLOCKED, the most
                # any distance holds, so no test for it is needed.
                nd = d + costs[r]
                if nd < dist[w]:
                    dist[w] = nd
                    via[w] = r
                    push(heap, (nd, w))
        if dist[b] >= BLOCKED:
            return None
        routes: list[int] = []
        v = b
        ra, rb = t.ra, t.rb
        while v != a:
            r = via[v]
            routes.append(r)
            v = ra[r] if rb[r] == v else rb[r]
        return dist[b], routes

    def joined(self, seat: int, owner: Sequence[int], tickets: Sequence[int]) -> list[bool]:
        """Which of ``tickets`` the seat's own routes join."""
        t = self.t
        parent = list(range(t.ncities))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for r, o in enumerate(owner):
            if o == seat:
                x, y = find(t.ra[r]), find(t.rb[r])
                if x != y:
                    parent[x] = y
        return [find(t.ta[i]) == find(t.tb[i]) for i in tickets]


@cache
def car_routing(t: Tables) -> Routing:
    """Ways that count cars: a route costs its length, a tunnel half a car more (the extra
    cards it may ask), a ferry 0.7 a locomotive. The greedy agent plans by these, and the table
    shows a ticket's way as that planner would take it."""
    base = []
    for r in range(t.nroutes):
        extra = 0.5 if t.rtunnel[r] else 0.0
        extra += 0.7 * t.rferry[r]
        base.append(t.rlen[r] + extra)
    return Routing(t, base)


__all__ = ["BLOCKED", "Routing", "car_routing"]
