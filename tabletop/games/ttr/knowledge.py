"""What the Ticket to Ride levels know about the game: plans, a policy and an evaluation.

Everything here reads a ``Position``: the deciding seat's part of a game, built either from
that seat's VIEW (the agents of ``levels.py``) or from a full, determinized STATE (the search's
playouts, ``TtrKnowledge``). The same code therefore plays a real seat and the simulated ones.

- ``Planner`` joins a seat's open tickets over the board as it is (Dijkstra, own routes free,
  routes already planned free, other players' routes closed) and says which routes the plan
  still needs, which tickets are cut off, and which cards are missing. Plans are memoised:
  playouts ask for the same one many times.
- ``Policy`` turns a position into a short list of sensible, scored options (``options``);
  the Standard level plays the best, the Beginner samples them with a temperature, playouts
  play the best, and the search uses them as its candidates.
- ``Evaluator`` estimates every seat's final score (points so far, tickets weighed by the
  chance to finish them in the turns left, pieces still to place, the European Express) and
  turns the estimates into win shares, so the search can stop its playouts after a few turns.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from tabletop.core import Action, Rng, View

from .actions import (
    DECLINE_TUNNEL,
    DRAW_BLIND,
    DRAW_TICKETS,
    PASS,
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    KeepTickets,
    PayTunnel,
)
from .graph import longest_trail
from .payments import route_payments, tunnel_payments
from .state import KEEP_TICKETS, SECOND_DRAW, TUNNEL, TtrState, Tunnel
from .tables import GRAY, Tables

#: "No way": a route that cannot be used in a plan.
BLOCKED = 1e9


# ---------------------------------------------------------------------------------- position


class Position:
    """The deciding seat's part of a game: public facts plus its own hand and tickets."""

    __slots__ = (
        "t",
        "seat",
        "players",
        "owner",
        "stations",
        "hand",
        "tickets",
        "offered",
        "pieces",
        "stations_left",
        "face_up",
        "pending",
        "tunnel",
        "final_left",
        "setup",
        "ticket_deck",
        "deck",
        "discard",
        "scores",
        "flags",
        "hand_sizes",
    )

    t: Tables
    seat: int
    players: int
    owner: Sequence[int]
    stations: Sequence[int]
    hand: Sequence[int]
    tickets: Sequence[int]
    offered: Sequence[int]
    pieces: Sequence[int]
    stations_left: Sequence[int]
    face_up: Sequence[int]
    pending: str | None
    tunnel: Tunnel | None
    #: Turns left in the final round, the current one included; None before it starts.
    final_left: int | None
    setup: bool
    ticket_deck: int
    deck: int
    discard: int
    scores: Sequence[int]
    flags: Sequence[int]
    hand_sizes: Sequence[int]

    @classmethod
    def of_state(cls, state: TtrState) -> Position:
        """The seat to act's position in a full state (shares the state's lists: read only)."""
        p = cls.__new__(cls)
        seat = state.current
        p.t = state.t
        p.seat = seat
        p.players = state.players
        p.owner = state.owner
        p.stations = state.stations
        p.hand = state.hands[seat]
        p.tickets = state.tickets[seat]
        p.offered = state.offered[seat]
        p.pieces = state.pieces
        p.stations_left = state.stations_left
        p.face_up = state.face_up
        p.pending = state.pending
        p.tunnel = state.tunnel
        p.final_left = state.final_left
        p.setup = state.setup
        p.ticket_deck = len(state.ticket_deck)
        p.deck = len(state.deck)
        p.discard = sum(state.discard)
        p.scores = [a + b for a, b in zip(state.route_points, state.flag_points, strict=True)]
        p.flags = state.flags[seat]
        p.hand_sizes = [sum(h) for h in state.hands]
        return p

    @classmethod
    def of_view(cls, t: Tables, view: View) -> Position:
        """The viewing seat's position, from its view only."""
        p = cls.__new__(cls)
        seat = view["seat"]
        if seat is None:
            raise ValueError("a spectator has no position to play")
        infos = view["players"]
        p.t = t
        p.seat = seat
        p.players = len(infos)
        owner = [-1] * t.nroutes
        for route, holder in view["routes"].items():
            owner[t.route_index[route]] = holder
        p.owner = owner
        stations = [-1] * t.ncities
        for city, holder in view["stations"].items():
            stations[t.city_index[city]] = holder
        p.stations = stations
        hand = [0] * t.ncards
        for name, n in view["hand"].items():
            hand[t.card_index[name]] = n
        p.hand = hand
        p.tickets = tuple(t.ticket_index[i] for i in view["tickets"])
        p.offered = tuple(t.ticket_index[i] for i in view["offered_tickets"])
        p.pieces = [info["pieces"] for info in infos]
        p.stations_left = [info["stations_left"] for info in infos]
        p.face_up = [t.card_index[c] if c is not None else -1 for c in view["face_up"]]
        p.pending = view["pending"]
        p.tunnel = None
        tv = view["tunnel"]
        if tv is not None:
            color = t.card_index[tv["color"]] if tv["color"] is not None else -1
            p.tunnel = Tunnel(
                t.route_index[tv["route"]],
                color,
                tv["wilds"],
                tuple(t.card_index[c] for c in tv["revealed"]),
                tv["extra"],
            )
        p.final_left = len(view["last_round_seats"]) if view["final_round"] else None
        p.setup = view["setup"]
        p.ticket_deck = view["ticket_deck"]
        p.deck = view["deck"]
        p.discard = view["discard"]
        p.scores = [info["score"] for info in infos]
        p.flags = tuple(t.card_index[c] for c in infos[seat]["flags"])
        p.hand_sizes = [info["hand_size"] for info in infos]
        return p

    @property
    def small(self) -> bool:
        """Only one track of a double route may be used (few players)."""
        return self.players <= self.t.rules.doubles_single_up_to

    @property
    def last_turn(self) -> bool:
        """This is the seat's last turn (the final round has started: one turn each)."""
        return self.final_left is not None


# ---------------------------------------------------------------------------------- planning


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


class Planner:
    """Shortest-path planning over one board (``Tables``), memoised.

    A plan is repaired rather than computed again when the board changed in ways that leave
    it optimal: the seat claimed routes of its plan, or rivals claimed routes off it. Only a
    rival on the plan, an own claim off it, or a change of tickets or pieces needs a new
    search. ``reset`` forgets everything (the agents call it before each decision, so that a
    decision never depends on the decisions before it).
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
        self.t = t
        if claim_cost is not None:
            self.claim_cost = claim_cost
        self.adj: list[list[tuple[int, int]]] = [[] for _ in range(t.ncities)]
        for r in range(t.nroutes):
            self.adj[t.ra[r]].append((t.rb[r], r))
            self.adj[t.rb[r]].append((t.ra[r], r))
        self.base_cost = tuple(
            t.rlen[r]
            + self.claim_cost
            + (self.tunnel_cost if t.rtunnel[r] else 0.0)
            + self.ferry_cost * t.rferry[r]
            for r in range(t.nroutes)
        )
        self.longest_route = max(t.rlen)
        self._plans: dict[tuple[Any, ...], Plan] = {}
        self._last: dict[tuple[Any, ...], tuple[tuple[int, ...], Plan]] = {}

    def reset(self) -> None:
        self._plans.clear()
        self._last.clear()

    # -- costs

    def route_costs(self, seat: int, owner: Sequence[int], pieces: int, small: bool) -> list[float]:
        """Cost of each route for ``seat``: 0 if owned, its price if claimable, else BLOCKED."""
        t = self.t
        base = self.base_cost
        rlen = t.rlen
        partners = t.rpartners
        costs = [BLOCKED] * t.nroutes
        for r in range(t.nroutes):
            o = owner[r]
            if o == seat:
                costs[r] = 0.0
                continue
            if o >= 0 or rlen[r] > pieces:
                continue
            blocked = False
            for q in partners[r]:
                oq = owner[q]
                if oq == seat or (oq >= 0 and small):
                    blocked = True
                    break
            if not blocked:
                costs[r] = base[r]
        return costs

    def path(self, a: int, b: int, costs: Sequence[float]) -> tuple[float, list[int]] | None:
        """The cheapest path from city ``a`` to ``b``: (cost, route indices), or None."""
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
                c = costs[r]
                if c >= BLOCKED:
                    continue
                nd = d + c
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
        planned = set(plan.routes)
        partners = self.t.rpartners
        claimed: set[int] = set()
        for r, (was, now) in enumerate(zip(before, after, strict=True)):
            if was == now:
                continue
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
        need = [0] * t.ncards
        grays: list[int] = []
        for r in sorted(routes, key=lambda r: -t.rlen[r]):
            c = t.rcol[r]
            if c < 0:
                grays.append(r)
                continue
            need[c] += t.rlen[r] - t.rferry[r]
            need[wild] += t.rferry[r]
        spare = [max(0, hand[c] - need[c]) for c in range(wild)]
        for r in grays:
            # A gray route takes the colour held most beyond the other needs.
            c = max(range(wild), key=lambda k: (spare[k], -k))
            need[c] += t.rlen[r] - t.rferry[r]
            spare[c] = max(0, spare[c] - t.rlen[r])
            need[wild] += t.rferry[r]
        return [max(0, need[c] - hand[c]) for c in range(t.ncards)]


# ---------------------------------------------------------------------------------- policy


@dataclass(frozen=True)
class Style:
    """The knobs of the heuristic policy (Standard's values by default)."""

    #: Draw tickets only with at least this many pieces left (Europe, Paris) …
    ticket_pieces: tuple[int, int] = (14, 6)
    #: … and only while every other seat has more than this many.
    ticket_rivals: tuple[int, int] = (8, 4)
    #: Draw tickets while the open plan needs at most this many cars (0: all tickets done).
    ticket_open_cars: int = 0
    #: Keeping tickets: cost per planned car, per car beyond the pieces, share of the pieces.
    cars_weight: float = 0.25
    over_weight: float = 2.5
    pieces_share: float = 0.7
    #: Turn to scoring points once a rival has at most this many pieces (Europe, Paris).
    endgame_pieces: tuple[int, int] = (4, 2)
    #: Claim the most valuable route off the plan when the hand holds this many cards (greedy's
    #: rule; None: never for a full hand, as the searching levels play — docs/AI.md, round
    #: three; it never fires in Paris).
    full_hand: int | None = 14
    #: Last turn: claim the route worth most, counting the tickets it joins.
    last_turn_tickets: bool = True
    #: Keep and draw tickets by the evaluation's ticket model (else greedy's rules).
    ticket_model: bool = False
    keep_model: bool = False
    #: Claim the other track of a planned double route when that is the one we can pay.
    either_track: bool = True
    #: Claim a planned tunnel only with this many cards to spare for its extra demand.
    tunnel_spare: int = 1
    #: Draw tickets when the best ticket of an offer is worth more than this, by the model.
    ticket_margin: float = 3.0
    #: What the planner charges per claim, in cars (``Planner.claim_cost``; Europe, Paris):
    #: more makes plans of fewer, longer routes, which score more points per train and take
    #: fewer turns.
    claim_cost: tuple[float, float] = (0.6, 0.6)


STANDARD = Style()
#: The searching levels' policy: Standard's, but the cards are kept for the plan however many
#: there are (against Standard, 60.5% [55.6, 65.2] of 400 2p Europe games by itself), and its
#: Europe plans take longer routes: a claim costs 3 cars (against greedy, by itself: 2p 68.0%,
#: 63.2% at 0.6; 4p 37.0%, 31.8% at 0.6; in Paris 63.2% against 60.3%, not shown, so kept —
#: docs/AI.md, round four).
SEARCH = Style(full_hand=None, claim_cost=(3.0, 0.6))
#: The Beginner's knobs: no tickets drawn during the game, no eye on doubles or last turns.
BEGINNER = Style(
    ticket_pieces=(99, 99),
    either_track=False,
    last_turn_tickets=False,
)


class Policy:
    """Scored, sensible options for the seat to act (highest first)."""

    def __init__(self, planner: Planner, evaluator: Evaluator, style: Style = STANDARD) -> None:
        self.planner = planner
        self.evaluator = evaluator
        self.t = planner.t
        self.style = style
        rules = self.t.rules
        self.europe = rules.has_stations
        self._game = 0 if self.europe else 1
        t = self.t
        #: Routes by points, most first (lowest index among equals).
        self._by_points = sorted(range(t.nroutes), key=lambda r: (-t.rpoints[r], r))

    # -- entry points

    def best(self, pos: Position) -> Action:
        """The option ``options`` would list first, found without listing the others."""
        if pos.pending is None and not pos.setup:
            tier = self._turn_options(pos, first=True)
            if not tier:
                return PASS
            return max(tier, key=lambda o: o[0])[1]
        return self.options(pos)[0][1]

    def options(self, pos: Position) -> list[tuple[float, Action]]:
        """Sensible options with scores, best first (never empty)."""
        pending = pos.pending
        if pending == KEEP_TICKETS:
            out = self._keep_options(pos)
        elif pending == TUNNEL:
            out = self._tunnel_options(pos)
        elif pending == SECOND_DRAW:
            out = self._draw_options(pos, self._deficit(pos), second=True)
        else:
            out = self._turn_options(pos)
        if not out:
            out = [(0.0, PASS)]
        out.sort(key=lambda o: -o[0])
        return out

    # -- tickets

    def keep_value(self, pos: Position, chosen: Sequence[int]) -> float:
        """How good keeping ``chosen`` (with the tickets held) looks."""
        if self.style.keep_model:
            tickets = (*pos.tickets, *chosen)
            return self.evaluator.position_tickets(pos, tickets) - 0.01 * len(chosen)
        # Greedy's rule: points of the tickets that can be joined minus those cut off, less
        # the cars the plan needs.
        t = self.t
        style = self.style
        seat = pos.seat
        tickets = (*pos.tickets, *chosen)
        plan = self.planner.plan(seat, pos.owner, pos.pieces[seat], pos.small, tickets)
        value = 0.0
        cut = set(plan.cut)
        for i in chosen:
            value += -t.tpoints[i] if i in cut else t.tpoints[i]
        cars = plan.total_cars
        pieces = pos.pieces[seat]
        over = max(0.0, cars - (style.pieces_share * pieces - 2))
        return value - style.cars_weight * cars - style.over_weight * over

    def ticket_draw_value(self, pos: Position) -> float:
        """What drawing tickets now is worth, in expected ticket points: the best single
        ticket of a random offer from the tickets the seat has not seen, by the model."""
        t = self.t
        known = {*pos.tickets, *pos.offered}
        pool = [i for i in t.regular if i not in known]
        n = min(t.rules.draw_tickets, pos.ticket_deck, len(pool))
        if n <= 0:
            return -math.inf
        held = tuple(pos.tickets)
        evaluator = self.evaluator
        base = evaluator.position_tickets(pos, held)
        gains = sorted(evaluator.position_tickets(pos, (*held, i)) - base for i in pool)
        size = len(pool)
        total = math.comb(size, n)
        # The k-th smallest (1-based) is the best of the offer with chance C(k-1, n-1)/C(N, n).
        return sum(gains[k - 1] * math.comb(k - 1, n - 1) / total for k in range(n, size + 1))

    def _keep_options(self, pos: Position) -> list[tuple[float, Action]]:
        t = self.t
        offered = list(pos.offered)
        minimum = min(t.rules.start_keep if pos.setup else t.rules.draw_keep, len(offered))
        out: list[tuple[float, Action]] = []
        for size in range(len(offered), minimum - 1, -1):
            for combo in combinations(offered, size):
                action = KeepTickets(tuple(t.ticket_ids[i] for i in combo))
                out.append((self.keep_value(pos, combo), action))
        return out

    # -- tunnels

    def _tunnel_options(self, pos: Position) -> list[tuple[float, Action]]:
        tn = pos.tunnel
        assert tn is not None
        t = self.t
        pays = tunnel_payments(pos.hand, t.wild, tn.color, tn.extra)
        # Pay with as few wilds as possible: a claimed route is worth its extra cards.
        out: list[tuple[float, Action]] = [(10.0 - w, PayTunnel(w)) for w in pays]
        out.append((0.0, DECLINE_TUNNEL))
        return out

    # -- draws

    def _deficit(self, pos: Position) -> list[int]:
        plan = self.planner.plan_for(pos)
        return self.planner.needs(pos.hand, self._fit_tracks(pos, plan.routes))

    def _fit_tracks(self, pos: Position, routes: Sequence[int]) -> Sequence[int]:
        """The planned routes with each double route's track chosen by the hand: the
        claimable track whose colour the hand holds most."""
        if not self.style.either_track:
            return routes
        t = self.t
        hand = pos.hand
        partners = t.rpartners
        out: list[int] = []
        for r in routes:
            if partners[r]:
                tracks = [q for q in (r, *partners[r]) if self.claimable(pos, q)]
                if tracks:
                    r = max(tracks, key=lambda q: hand[t.rcol[q]] if t.rcol[q] >= 0 else 0)
            out.append(r)
        return out

    def _draw_options(
        self, pos: Position, deficit: Sequence[int], second: bool
    ) -> list[tuple[float, Action]]:
        """Card draws: face-up cards the plan needs first, then the deck."""
        t = self.t
        wild = t.wild
        out: list[tuple[float, Action]] = []
        total_need = sum(deficit)
        for slot, c in enumerate(pos.face_up):
            if c < 0:
                continue
            if c == wild:
                if second:
                    continue
                # A face-up wild is the whole draw: only for a ferry's or a big need.
                score = 1.5 if deficit[wild] > 0 else (0.8 if total_need >= 6 else 0.1)
            else:
                score = 1.0 + 0.1 * min(deficit[c], 4) if deficit[c] > 0 else 0.2
            out.append((score, self._face_up_action(slot)))
        if pos.deck or pos.discard:
            out.append((0.5, DRAW_BLIND))
        return out

    def _face_up_action(self, slot: int) -> Action:
        t = self.t
        faces = t.face_up_actions
        if not faces:
            faces = t.face_up_actions = tuple(DrawFaceUp(i) for i in range(t.rules.face_up))
        return faces[slot]

    # -- claims

    def claimable(self, pos: Position, r: int) -> bool:
        """May the seat claim route ``r`` now, whatever it pays?"""
        t = self.t
        if pos.owner[r] >= 0 or t.rlen[r] > pos.pieces[pos.seat]:
            return False
        seat = pos.seat
        small = pos.small
        for q in t.rpartners[r]:
            o = pos.owner[q]
            if o == seat or (o >= 0 and small):
                return False
        return True

    def payment(
        self, pos: Position, r: int, committed: Sequence[int], tunnel_spare: bool
    ) -> ClaimRoute | None:
        """The payment for route ``r``: fewest wilds, then the colour least committed to the
        other planned routes, then the colour held most. Tunnels (``tunnel_spare``) only with
        a card to spare for the extra demand."""
        t = self.t
        hand = pos.hand
        wild = t.wild
        pays = route_payments(hand, wild, t.rcol[r], t.rlen[r], t.rferry[r])
        if not pays:
            return None

        def key(p: tuple[int, int]) -> tuple[int, int, int]:
            c, w = p
            return (w, committed[c] if c >= 0 else 99, -hand[c] if c >= 0 else 0)

        for c, w in sorted(pays, key=key):
            if tunnel_spare and t.rtunnel[r]:
                left_colour = hand[c] - (t.rlen[r] - w) if c >= 0 else 0
                if left_colour + hand[wild] - w < self.style.tunnel_spare:
                    continue
            return self._claim_action(r, c, w)
        return None

    def _claim_action(self, r: int, c: int, w: int) -> ClaimRoute:
        t = self.t
        key = (r, c, w)
        action = t.claim_actions.get(key)
        if action is None:
            action = t.claim_actions[key] = ClaimRoute(
                t.route_ids[r], t.cards[c] if c >= 0 else None, w
            )
        assert isinstance(action, ClaimRoute)
        return action

    def _ticket_gain(self, pos: Position, r: int, open_tickets: Sequence[int]) -> int:
        """Points the open tickets would swing (−p → +p) if route ``r`` were the seat's."""
        if not open_tickets:
            return 0
        owner = list(pos.owner)
        owner[r] = pos.seat
        joined = self.planner.joined(pos.seat, owner, open_tickets)
        t = self.t
        return sum(2 * t.tpoints[i] for i, j in zip(open_tickets, joined, strict=True) if j)

    def _turn_options(self, pos: Position, first: bool = False) -> list[tuple[float, Action]]:
        """Options at the start of a turn, in tiers of falling scores (a tier's scores are
        all above the next tier's); with ``first``, only the first tier that has any."""
        out: list[tuple[float, Action]] = []
        for tier in self._turn_tiers(pos):
            if tier:
                if first:
                    return tier
                out += tier
        return _unique(out)

    def _turn_tiers(self, pos: Position) -> Iterator[list[tuple[float, Action]]]:
        t = self.t
        style = self.style
        seat = pos.seat
        g = self._game
        hand = pos.hand
        wild = t.wild
        plan = self.planner.plan_for(pos)
        pieces = pos.pieces[seat]
        rivals = [pos.pieces[p] for p in range(pos.players) if p != seat]
        least_rival = min(rivals) if rivals else 99
        last_turn = pos.last_turn
        endgame = last_turn or least_rival <= style.endgame_pieces[g] or pieces <= 4
        planned = set(plan.routes)
        committed = [0] * t.ncards
        for q in plan.routes:
            if t.rcol[q] >= 0:
                committed[t.rcol[q]] += t.rlen[q]
        known: dict[int, ClaimRoute | None] = {}

        def claim(r: int) -> ClaimRoute | None:
            """A payment for route r now (planned tunnels keep a card spare), or None."""
            if r in known:
                return known[r]
            pay = None
            if self.claimable(pos, r):
                c = t.rcol[r]
                if c < 0 or hand[c] + hand[wild] >= t.rlen[r]:
                    spare = r in planned and not endgame
                    pay = self.payment(pos, r, committed, tunnel_spare=spare)
            known[r] = pay
            return pay

        def all_claims() -> dict[int, ClaimRoute]:
            found: dict[int, ClaimRoute] = {}
            for r in range(t.nroutes):
                pay = claim(r)
                if pay is not None:
                    found[r] = pay
            return found

        def most_points() -> int | None:
            """The payable route worth most (lowest index among equals)."""
            for r in self._by_points:
                if claim(r) is not None:
                    return r
            return None

        # 0. The last turn: the route worth most, counting tickets it joins.
        if last_turn and style.last_turn_tickets:
            open_tickets = plan.open
            tier: list[tuple[float, Action]] = []
            for r, payment in all_claims().items():
                gain = self._ticket_gain(pos, r, open_tickets)
                tier.append((100.0 + t.rpoints[r] + gain, payment))
            yield tier

        # 1. Planned routes we can pay for (either track of a double): longest first.
        tier = []
        for r in plan.routes:
            for track in (r, *t.rpartners[r]) if style.either_track else (r,):
                pay = claim(track)
                if pay is not None:
                    tier.append((50.0 + t.rlen[r] - 0.001 * r, pay))
                    break
        yield tier

        # 2. A ticket cut off: a station borrowing one route of another player (Europe).
        if plan.cut and pos.stations_left[seat] and not last_turn and self.europe:
            station = self._station(pos, plan)
            if station is not None:
                yield [(40.0, station)]

        # 3. Tickets done (or nearly): draw more while pieces remain.
        if (
            pos.ticket_deck
            and plan.total_cars <= style.ticket_open_cars
            and not plan.cut
            and pieces >= style.ticket_pieces[g]
            and least_rival > style.ticket_rivals[g]
            and not last_turn
            and (not style.ticket_model or self.ticket_draw_value(pos) > style.ticket_margin)
        ):
            yield [(30.0, DRAW_TICKETS)]

        # 4. End of the game, nothing planned, or a full hand: the most valuable route.
        full = style.full_hand is not None and sum(hand) >= style.full_hand
        if endgame or not plan.routes or full:
            r_best = most_points()
            if r_best is not None and (not plan.routes or endgame or t.rlen[r_best] >= 3):
                pay = self.payment(pos, r_best, committed, tunnel_spare=False)
                if pay is not None:
                    yield [(20.0 + t.rpoints[r_best] / 3.0, pay)]

        # 5. Draw the colours the plan needs.
        deficit = self.planner.needs(hand, self._fit_tracks(pos, plan.routes))
        yield [(10.0 + score, a) for score, a in self._draw_options(pos, deficit, second=False)]

        # 6. Nothing to draw: any route, tickets, a station, then (by ``options``) pass.
        tier = []
        r_best = most_points()
        if r_best is not None:
            pay = claim(r_best)
            assert pay is not None
            tier.append((5.0, pay))
        if pos.ticket_deck and pieces >= style.ticket_pieces[g] and not last_turn:
            tier.append((4.0, DRAW_TICKETS))
        if not tier and pos.stations_left[seat] and self.europe:
            station = self._any_station(pos)
            if station is not None:
                tier.append((1.0, station))
        if not tier and pos.ticket_deck:
            tier.append((0.9, DRAW_TICKETS))  # nothing else is left (passing is not allowed)
        yield tier

        # Off-plan claims the search may weigh (never first while anything else is there).
        yield [(0.5 + 0.01 * t.rpoints[r], pay) for r, pay in all_claims().items()]

    # -- stations

    def _station_payment(self, pos: Position, city: int) -> BuildStation | None:
        t = self.t
        rules = t.rules
        left = pos.stations_left[pos.seat]
        if not left or pos.stations[city] >= 0:
            return None
        cost = rules.station_costs[rules.stations - left]
        pays = route_payments(pos.hand, t.wild, GRAY, cost)
        if not pays:
            return None
        hand = pos.hand
        c, w = min(pays, key=lambda p: (p[1], -hand[p[0]] if p[0] >= 0 else 0))
        key = (city, c, w)
        action = t.station_actions.get(key)
        if action is None:
            action = t.station_actions[key] = BuildStation(
                t.city_ids[city], t.cards[c] if c >= 0 else None, w
            )
        assert isinstance(action, BuildStation)
        return action

    def _station(self, pos: Position, plan: Plan) -> BuildStation | None:
        """A station at the end of the one rival route that would reconnect a cut ticket."""
        t = self.t
        seat = pos.seat
        planner = self.planner
        borrow = planner.route_costs(seat, pos.owner, pos.pieces[seat], pos.small)
        for r, o in enumerate(pos.owner):
            if o >= 0 and o != seat:
                borrow[r] = 8.0  # one borrowed route is the station's price
        for i in sorted(plan.cut, key=lambda i: -t.tpoints[i]):
            if t.tpoints[i] < 5:
                continue
            found = planner.path(t.ta[i], t.tb[i], borrow)
            if found is None:
                continue
            foreign = [r for r in found[1] if pos.owner[r] >= 0 and pos.owner[r] != seat]
            if len(foreign) != 1:
                continue
            r = foreign[0]
            for city in (t.ra[r], t.rb[r]):
                if pos.stations[city] >= 0:
                    continue
                action = self._station_payment(pos, city)
                if action is not None:
                    return action
        return None

    def _any_station(self, pos: Position) -> BuildStation | None:
        for city in range(self.t.ncities):
            action = self._station_payment(pos, city)
            if action is not None:
                return action
        return None


def _unique(options: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """Each action once, with its best score."""
    best: dict[Action, float] = {}
    for score, action in options:
        if score > best.get(action, -math.inf):
            best[action] = score
    return [(score, action) for action, score in best.items()]


# ---------------------------------------------------------------------------------- evaluation


@dataclass(frozen=True)
class Pace:
    """How fast a game goes, for the evaluation's sense of time (per rule set)."""

    #: Pieces a seat places per turn on average.
    pieces_per_turn: float
    #: Route points per piece placed beyond the plan.
    points_per_piece: float
    #: Cards a draw turn brings that the plan can use.
    cards_per_draw: float
    #: Win share from the estimated score lead: logistic scale, plus per turn left.
    scale: float
    scale_per_turn: float


#: Ticket completion model (``Evaluator.ticket_value``): logistic coefficients of (1, turns
#: left T, the plan's work W, the work up to the ticket, the ticket's own work, cars beyond
#: the pieces, (T − W) / √(T + 1)), fitted on 400 two-player and 200 four-player Europe games
#: and 600 two-player Paris games between Standard players (docs/AI.md, "The TTR evaluation").
Completion = tuple[float, float, float, float, float, float, float]
COMPLETION: dict[tuple[str, bool], Completion] = {
    ("ttr_europe", False): (-2.060, -0.041, 0.075, 0.077, -0.095, 0.110, 1.158),
    ("ttr_europe", True): (-1.928, -0.044, 0.173, -0.048, -0.108, 0.113, 1.289),
    ("ttr_paris", False): (0.138, 0.136, -0.146, -0.151, -0.130, -0.339, 1.268),
    ("ttr_paris", True): (0.138, 0.136, -0.146, -0.151, -0.130, -0.339, 1.268),
}

EUROPE_PACE = Pace(1.1, 1.5, 1.7, 15.0, 0.0)
PARIS_PACE = Pace(0.75, 1.3, 1.7, 2.8, 0.45)


class Evaluator:
    """Estimated final scores and win shares of every seat in a full state, and the ticket
    model the policy keeps and draws tickets by."""

    def __init__(self, planner: Planner, pace: Pace | None = None) -> None:
        self.planner = planner
        self.t = planner.t
        rules = self.t.rules
        self.europe = rules.has_stations
        self.pace = pace or (EUROPE_PACE if self.europe else PARIS_PACE)

    # -- time

    def turns_left(
        self, players: int, current: int, final_left: int | None, pieces: Sequence[int], seat: int
    ) -> float:
        """Turns ``seat`` may still take, the current one included (estimated before the
        final round, exact in it)."""
        offset = (seat - current) % players
        if final_left is not None:
            return 1.0 if offset < final_left else 0.0
        least = min(pieces)
        rounds = max(0.0, (least - self.t.rules.end_pieces) / self.pace.pieces_per_turn)
        return rounds + 1.0

    def position_turns(self, pos: Position) -> float:
        return self.turns_left(pos.players, pos.seat, pos.final_left, pos.pieces, pos.seat)

    # -- tickets

    def ticket_value(
        self,
        plan: Plan,
        hand: Sequence[int],
        pieces: int,
        turns: float,
        rivals: int,
        exact: bool,
    ) -> float:
        """Expected ticket points of a plan: joined tickets count, cut ones count against,
        and each open ticket counts p × (2q − 1), q the chance to join it in time.

        The work left is counted in turns: a claim per planned route plus the draws for the
        missing cards (``cards_per_draw`` a turn). q is a logistic model fitted on games
        between Standard players (docs/AI.md): of the turns left, the whole plan's work,
        the work up to this ticket (tickets by points), this ticket's own work and the cars
        beyond the pieces. In the final round (``exact``) there is no chance: a ticket is
        joined if its claims fit in the turns left with no card missing."""
        t = self.t
        tpoints = t.tpoints
        value = 0.0
        for i in plan.done:
            value += tpoints[i]
        for i in plan.cut:
            value -= tpoints[i]
        if not plan.open:
            return value
        per_draw = self.pace.cards_per_draw
        missing = sum(self.planner.needs(hand, plan.routes))
        total_cars = max(1, plan.total_cars)
        total_work = sum(plan.claims) + missing / per_draw
        over = max(0, plan.total_cars - pieces)
        c0, c_turns, c_total, c_upto, c_own, c_over, c_ratio = COMPLETION[
            (t.rules.game_id, rivals > 1)
        ]
        base = (
            c0
            + c_turns * turns
            + c_total * total_work
            + c_over * over
            + c_ratio * (turns - total_work) / math.sqrt(turns + 1.0)
        )
        upto = 0.0
        cars = 0
        for k, i in enumerate(plan.open):
            cars += plan.cars[k]
            own = plan.claims[k] + missing * plan.cars[k] / total_cars / per_draw
            upto += own
            if cars > pieces:
                q = 0.0
            elif exact:
                q = 1.0 if upto <= turns and missing == 0 else 0.0
            else:
                q = _sigmoid(base + c_upto * upto + c_own * own)
            value += tpoints[i] * (2.0 * q - 1.0)
        return value

    def position_tickets(self, pos: Position, tickets: Sequence[int]) -> float:
        """``ticket_value`` of the seat's plan for ``tickets`` in ``pos``."""
        plan = self.planner.plan_for(pos, tickets)
        return self.ticket_value(
            plan,
            pos.hand,
            pos.pieces[pos.seat],
            self.position_turns(pos),
            pos.players - 1,
            pos.final_left is not None,
        )

    # -- whole positions

    def scores(self, state: TtrState) -> list[float]:
        """Each seat's estimated final score."""
        if state.result is not None:
            return [float(x) for x in state.result.final_scores]
        t = self.t
        rules = t.rules
        pace = self.pace
        planner = self.planner
        players = state.players
        small = players <= rules.doubles_single_up_to
        exact = state.final_left is not None
        out: list[float] = []
        longest: list[float] = []
        for seat in range(players):
            turns = self.turns_left(players, state.current, state.final_left, state.pieces, seat)
            pieces = state.pieces[seat]
            value = float(state.route_points[seat] + state.flag_points[seat])
            if self.europe:
                value += rules.unbuilt_station_points * state.stations_left[seat]
            plan = planner.plan(
                seat, state.owner, pieces, small, state.tickets[seat], state.hands[seat]
            )
            value += self.ticket_value(plan, state.hands[seat], pieces, turns, players - 1, exact)
            # Pieces still to place: the plan's and any others, as far as time allows.
            placeable = min(float(max(0, pieces - rules.end_pieces)), pace.pieces_per_turn * turns)
            value += pace.points_per_piece * placeable
            out.append(value)
            if self.europe and rules.express_bonus:
                planned = min(placeable, float(plan.total_cars))
                longest.append(self._longest(state, seat) + 0.5 * planned)
        if longest:
            spread = 1.5 + 0.15 * self.turns_left(
                players, state.current, state.final_left, state.pieces, state.current
            )
            top = max(longest)
            weights = [math.exp((x - top) / spread) for x in longest]
            total = sum(weights)
            for seat in range(players):
                out[seat] += rules.express_bonus * weights[seat] / total
        return out

    def _longest(self, state: TtrState, seat: int) -> float:
        t = self.t
        edges = [(r, t.ra[r], t.rb[r], t.rlen[r]) for r, o in enumerate(state.owner) if o == seat]
        return float(longest_trail(edges)[0])

    def shares(self, state: TtrState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1], summing to 1."""
        if state.result is not None:
            winners = state.result.outcome.winners
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.players)]
        estimates = self.scores(state)
        turns = self.turns_left(
            state.players, state.current, state.final_left, state.pieces, state.current
        )
        return self.margin_shares(estimates, turns)

    def margin_shares(self, scores: Sequence[float], turns: float = 0.0) -> list[float]:
        """Shares of the win by the scores' margins (a softmax at the pace's scale): a
        smoother judge than who won, which one card can turn."""
        scale = self.pace.scale + self.pace.scale_per_turn * turns
        top = max(scores)
        weights = [math.exp((x - top) / scale) for x in scores]
        total = sum(weights)
        return [w / total for w in weights]


def _sigmoid(x: float) -> float:
    if x < -30.0:
        return 0.0
    if x > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


# ---------------------------------------------------------------------------------- knowledge


class TtrKnowledge:
    """``tabletop.ai.knowledge.Knowledge`` for Ticket to Ride, on full (determinized) states."""

    #: Candidates at the start of a turn: claims, card draws (the policy's order).
    claim_width = 3
    draw_width = 2

    def __init__(self, t: Tables, style: Style = STANDARD, pace: Pace | None = None) -> None:
        self.t = t
        self.planner = Planner(t, style.claim_cost[0 if t.rules.has_stations else 1])
        self.evaluator = Evaluator(self.planner, pace)
        self.policy = Policy(self.planner, self.evaluator, style)

    def playout_action(self, state: TtrState, legal: Sequence[Action], rng: Rng) -> Action:
        """The policy's best option for the seat to act (it is always among ``legal``)."""
        return self.policy.best(Position.of_state(state))

    def evaluate(self, state: TtrState) -> Sequence[float]:
        return self.evaluator.shares(state)

    def candidates(self, state: TtrState, legal: Sequence[Action]) -> Sequence[Action]:
        """The options worth searching, best first (see ``choices``)."""
        return self.choices(Position.of_state(state))

    def choices(self, pos: Position) -> list[Action]:
        """The options worth searching, the policy's best first: every ticket choice; at the
        start of a turn the best few claims, the best card draws, drawing tickets (always
        worth a look, except in the last turn) and a station the policy proposes."""
        options = self.policy.options(pos)
        if pos.pending is not None or pos.setup:
            return [a for _s, a in options]
        picked: list[Action] = [options[0][1]]
        claims = draws = 0
        for _score, action in options:
            if isinstance(action, ClaimRoute):
                claims += 1
                if claims > self.claim_width:
                    continue
            elif isinstance(action, DrawFaceUp | DrawBlind):
                draws += 1
                if draws > self.draw_width:
                    continue
            if action not in picked:
                picked.append(action)
        if pos.ticket_deck and not pos.last_turn and DRAW_TICKETS not in picked:
            picked.append(DRAW_TICKETS)
        return picked


# ---------------------------------------------------------------------------------- inference


def infer_tickets(state: TtrState, seat: int, rng: Rng, belief: float) -> TtrState:
    """A copy of a determinized ``state`` whose rivals' tickets are dealt again, each ticket
    weighted by how well it fits the rival's routes: exp(``belief`` × the number of its two
    cities the rival's routes reach). Players build towards their tickets, so a rival whose
    trains reach Lisboa and Danzig likely holds Lisboa–Danzig; before anyone has built, every
    ticket is as likely as in ``Game.determinize``.

    Only tickets ``seat`` cannot see move: the rivals' kept tickets, the ticket deck (regular
    tickets only, its size kept) and the tickets out of the game. A rival's offer being chosen
    stays as dealt."""
    t = state.t
    s = state.copy()
    rivals = [p for p in range(s.players) if p != seat and s.tickets[p]]
    if not rivals or belief <= 0.0:
        return s
    pool = [i for p in rivals for i in s.tickets[p]]
    pool += list(s.ticket_deck) + list(s.box)
    reached: list[set[int]] = [set() for _ in range(s.players)]
    for r, o in enumerate(s.owner):
        if o >= 0:
            reached[o].add(t.ra[r])
            reached[o].add(t.rb[r])
    for p in rivals:
        cities = reached[p]
        weights = [math.exp(belief * ((t.ta[i] in cities) + (t.tb[i] in cities))) for i in pool]
        kept: list[int] = []
        for _ in range(len(s.tickets[p])):
            pick = rng.random() * sum(weights)
            k = 0
            while k < len(pool) - 1 and pick >= weights[k]:
                pick -= weights[k]
                k += 1
            kept.append(pool.pop(k))
            weights.pop(k)
        s.tickets[p] = tuple(kept)
    rng.shuffle(pool)
    regular = [i for i in pool if not t.tlong[i]]
    if len(regular) < len(s.ticket_deck):
        return state.copy()  # the rivals took too many regular tickets for the deck
    deck = regular[: len(s.ticket_deck)]
    chosen = set(deck)
    s.ticket_deck = tuple(deck)
    s.box = tuple(sorted(i for i in pool if i not in chosen))
    return s
