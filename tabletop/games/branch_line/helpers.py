"""Branch Line explained from a view, for the agents and a table: why a route may not be
claimed now (``claim_problem``), and the routes a seat still needs to join its ticket's towns
(``ticket_plan``). A view is all they read, so they say only what the seat may know."""

from __future__ import annotations

import heapq

from tabletop.core import CommonRefusal, IllegalActionError

from .refusals import BranchLineRefusal
from .rules import COLOURS
from .tables import Tables
from .view import BranchLineView


def claim_problem(view: BranchLineView, route: str, t: Tables) -> IllegalActionError | None:
    """Why the viewer may not claim ``route`` now, or None when it may."""
    if view["over"]:
        return IllegalActionError(CommonRefusal.GAME_OVER)
    to_act = view["to_act"]
    if to_act is None or view["seat"] != to_act:
        return IllegalActionError(CommonRefusal.NOT_YOUR_TURN, name=f"{(to_act or 0) + 1}")
    r = t.route_index.get(route)
    if r is None:
        return IllegalActionError(BranchLineRefusal.NO_SUCH_ROUTE)
    if route in view["routes"]:
        return IllegalActionError(BranchLineRefusal.ROUTE_TAKEN)
    if view["hand"].get(COLOURS[t.color[r]], 0) < t.length[r]:
        return IllegalActionError(BranchLineRefusal.NOT_ENOUGH_CARDS, n=t.length[r])
    return None


def ticket_plan(view: BranchLineView, t: Tables) -> list[str] | None:
    """The unclaimed routes on the cheapest way (in cards) to join the viewer's ticket, over
    its own routes (free) and unclaimed ones; ``[]`` when it is joined already, None when the
    others' routes cut it off (or the viewer holds no ticket)."""
    ticket, seat = view["ticket"], view["seat"]
    if ticket is None or seat is None:
        return None
    start, goal = t.ticket_ends[t.ticket_index[ticket]]
    best: dict[int, int] = {start: 0}
    came: dict[int, tuple[int, int]] = {}
    queue = [(0, start)]
    while queue:
        cost, town = heapq.heappop(queue)
        if town == goal:
            break
        if cost > best.get(town, cost):
            continue
        for r, (a, b) in enumerate(t.ends):
            if town not in (a, b):
                continue
            owner = view["routes"].get(t.route_ids[r])
            if owner is not None and owner != seat:
                continue
            other = b if town == a else a
            step = cost + (0 if owner == seat else t.length[r])
            if step < best.get(other, step + 1):
                best[other] = step
                came[other] = (town, r)
                heapq.heappush(queue, (step, other))
    if goal not in best:
        return None
    plan: list[str] = []
    town = goal
    while town != start:
        town, r = came[town]
        if t.route_ids[r] not in view["routes"]:
            plan.append(t.route_ids[r])
    return plan
