"""How a Ticket to Ride level means to join its tickets: the ``Planner`` and its ``Plan``.

The planner joins a seat's open tickets over the board as it is (Dijkstra through
``routing.py``: own routes free, routes already planned free, other players' routes closed)
and says which routes the plan still needs, which tickets are cut off, and which cards are
missing. Plans are memoised: play-outs ask for the same one many times.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress
from operator import ne
from typing import Any

from .position import Position
from .routing import BLOCKED, Routing
from .tables import Tables


@dataclass(frozen=True)
class Plan:
    """How a seat means to join its open tickets."""

    #: Routes still to claim, in the order the tickets were planned.
    routes: tuple[int, ...]
    #: Open (not yet joined) tickets that can still be joined, in planning order.
    open: tuple[int, ...]
    #: Kept tickets already joined by the seat's own routes.
    done: tuple[int, ...]
    #: Open tickets no path can join any more.
    cut: tuple[int, ...]
    #: Per open ticket (same order as ``open``): cars and claims its part of the plan adds.
    cars: tuple[int, ...]
    claims: tuple[int, ...]
    #: Per open ticket: the routes still to claim that its part of the plan adds, and every
    #: route of its path (own routes included).
    added: tuple[tuple[int, ...], ...] = ()
    paths: tuple[tuple[int, ...], ...] = ()

    @property
    def total_cars(self) -> int:
        return sum(self.cars)


class Planner(Routing):
    """Shortest-path planning over one board (``Tables``), memoised.

    A route costs its cars plus ``claim_cost`` (a claim is a whole turn), tunnels and ferries
    a little more. A plan is repaired rather than computed again when the board changed in
    ways that leave it optimal: the seat claimed routes of its plan, or rivals claimed routes
    off it. Only a rival on the plan, an own claim off it, or a change of tickets or pieces
    needs a new search. ``reset`` forgets everything (the agents call it before each
    decision, so that a decision never depends on the decisions before it).
    """

    #: Each claim is a turn: a cost per route, in cars, makes plans prefer fewer, longer
    #: routes (``Style.claim_cost`` sets it per policy).
    claim_cost = 0.6
    tunnel_cost = 0.5
    ferry_cost = 0.7
    cache_limit = 20_000
    #: Extra cost per card a track's colour still lacks in the hand (plans with a hand).
    hand_weight = 0.0

    def __init__(self, t: Tables, claim_cost: float | None = None) -> None:
        if claim_cost is not None:
            self.claim_cost = claim_cost
        super().__init__(
            t,
            [
                t.rlen[r]
                + self.claim_cost
                + (self.tunnel_cost if t.rtunnel[r] else 0.0)
                + self.ferry_cost * t.rferry[r]
                for r in range(t.nroutes)
            ],
        )
        self.longest_route = max(t.rlen)
        self._plans: dict[tuple[Any, ...], Plan] = {}
        self._last: dict[tuple[Any, ...], tuple[tuple[int, ...], Plan]] = {}

    def reset(self) -> None:
        self._plans.clear()
        self._last.clear()

    def plan(
        self,
        seat: int,
        owner: Sequence[int],
        pieces: int,
        small: bool,
        tickets: Sequence[int],
        hand: Sequence[int] | None = None,
    ) -> Plan:
        """Join the open tickets one after another, most points first, planned routes free.
        With a ``hand``, tracks whose colour the hand holds cost less (``hand_weight`` per
        card still missing), which also picks the better track of a double route."""
        pieces = min(pieces, self.longest_route)  # more pieces than that change nothing
        use_hand = hand is not None and self.hand_weight > 0.0
        base_key = (seat, pieces, small, tuple(tickets), tuple(hand) if hand and use_hand else ())
        board = tuple(owner)
        key = (base_key, board)
        found = self._plans.get(key)
        if found is not None:
            return found
        last = self._last.get(base_key)
        plan = None
        if last is not None and not use_hand:
            plan = self._repair(last[1], last[0], board, seat, pieces, small)
        if plan is None:
            plan = self._compute(seat, owner, pieces, small, tickets, hand if use_hand else None)
        if len(self._plans) >= self.cache_limit:
            self._plans.clear()
            self._last.clear()
        self._plans[key] = plan
        self._last[base_key] = (board, plan)
        return plan

    def _repair(
        self,
        plan: Plan,
        before: tuple[int, ...],
        after: tuple[int, ...],
        seat: int,
        pieces: int,
        small: bool,
    ) -> Plan | None:
        """``plan`` (made when the board was ``before``) for the board ``after``, if it is
        still a cheapest plan there; None if it must be computed again."""
        # A play-out's boards differ by a claim or two: find those in one pass (the same
        # routes, in the same order, as a loop over every route would meet them).
        changed = list(compress(range(len(after)), map(ne, before, after)))
        if not changed:
            return plan
        planned = set(plan.routes)
        partners = self.t.rpartners
        claimed: set[int] = set()
        for r in changed:
            was, now = before[r], after[r]
            if was >= 0 or now < 0:
                return None  # another line of play altogether
            if now == seat:
                if r not in planned:
                    return None  # an own route off the plan may give a cheaper one
                claimed.add(r)
            else:
                if r in planned:
                    return None
                if small and any(q in planned for q in partners[r]):
                    return None
        if not claimed:
            return plan
        rlen = self.t.rlen
        routes = tuple(r for r in plan.routes if r not in claimed)
        if any(rlen[r] > pieces for r in routes):
            return None
        open_: list[int] = []
        done = list(plan.done)
        cars: list[int] = []
        claims: list[int] = []
        added: list[tuple[int, ...]] = []
        paths: list[tuple[int, ...]] = []
        for k, i in enumerate(plan.open):
            path = plan.paths[k]
            if all(after[r] == seat for r in path):
                done.append(i)
                continue
            left = tuple(r for r in plan.added[k] if r not in claimed)
            open_.append(i)
            added.append(left)
            paths.append(path)
            cars.append(sum(rlen[r] for r in left))
            claims.append(len(left))
        return Plan(
            routes,
            tuple(open_),
            tuple(done),
            plan.cut,
            tuple(cars),
            tuple(claims),
            tuple(added),
            tuple(paths),
        )

    def _compute(
        self,
        seat: int,
        owner: Sequence[int],
        pieces: int,
        small: bool,
        tickets: Sequence[int],
        hand: Sequence[int] | None,
    ) -> Plan:
        t = self.t
        done_flags = self.joined(seat, owner, tickets)
        done = tuple(i for i, d in zip(tickets, done_flags, strict=True) if d)
        todo = sorted(
            (i for i, d in zip(tickets, done_flags, strict=True) if not d),
            key=lambda i: (-t.tpoints[i], i),
        )
        costs = self.route_costs(seat, owner, pieces, small)
        if hand is not None:
            wild = t.wild
            weight = self.hand_weight
            best_colour = max(hand[:wild]) if wild else 0
            for r, c in enumerate(costs):
                if 0.0 < c < BLOCKED:
                    colour = t.rcol[r]
                    held = (hand[colour] if colour >= 0 else best_colour) + hand[wild]
                    costs[r] = c + weight * max(0, t.rlen[r] - held)
        routes: list[int] = []
        open_: list[int] = []
        cut: list[int] = []
        cars: list[int] = []
        claims: list[int] = []
        added_routes: list[tuple[int, ...]] = []
        paths: list[tuple[int, ...]] = []
        for i in todo:
            found_path = self.path(t.ta[i], t.tb[i], costs)
            if found_path is None:
                cut.append(i)
                continue
            added: list[int] = []
            for r in found_path[1]:
                if costs[r] > 0:
                    routes.append(r)
                    costs[r] = 0.0
                    added.append(r)
            open_.append(i)
            cars.append(sum(t.rlen[r] for r in added))
            claims.append(len(added))
            added_routes.append(tuple(added))
            paths.append(tuple(found_path[1]))
        return Plan(
            tuple(routes),
            tuple(open_),
            done,
            tuple(cut),
            tuple(cars),
            tuple(claims),
            tuple(added_routes),
            tuple(paths),
        )

    def plan_for(self, pos: Position, tickets: Sequence[int] | None = None) -> Plan:
        seat = pos.seat
        return self.plan(
            seat,
            pos.owner,
            pos.pieces[seat],
            pos.small,
            pos.tickets if tickets is None else tickets,
            pos.hand,
        )

    # -- cards

    def needs(self, hand: Sequence[int], routes: Sequence[int]) -> list[int]:
        """Cards per colour the ``routes`` need beyond ``hand`` (wilds last: ferries' wilds and
        whatever the colours cannot cover are not counted as wild needs)."""
        t = self.t
        wild = t.wild
        rcol, rlen, rferry = t.rcol, t.rlen, t.rferry
        need = [0] * t.ncards
        grays: list[int] = []
        for r in routes:
            c = rcol[r]
            if c < 0:
                grays.append(r)
                continue
            need[c] += rlen[r] - rferry[r]
            need[wild] += rferry[r]
        if grays:
            grays.sort(key=lambda r: -rlen[r])  # longest first (stable: planning order)
            spare = [max(0, hand[c] - need[c]) for c in range(wild)]
            for r in grays:
                # A gray route takes the colour held most beyond the other needs (the first
                # such colour among equals).
                c = spare.index(max(spare))
                need[c] += rlen[r] - rferry[r]
                spare[c] = max(0, spare[c] - rlen[r])
                need[wild] += rferry[r]
        return [n - h if n > h else 0 for n, h in zip(need, hand, strict=True)]


__all__ = ["Plan", "Planner"]
