"""Pure helpers for the table, the controller and the agents, working from a VIEW (never a
state).

The controller matches clicks against ``legal_actions``; these answer the questions around
it: which routes can I claim, with which payments, why not this one, is this ticket done,
how long is this network.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING

from tabletop.core import Refused

from .actions import ClaimRoute, PayTunnel
from .graph import longest_trail, ticket_path
from .payments import route_payments, tunnel_payments
from .refusals import TtrRefusal
from .routing import car_routing
from .tables import GRAY, Tables
from .view import TtrView

if TYPE_CHECKING:
    from .engine import TtrGame


def own_seat(view: TtrView) -> int:
    """The viewer's seat (a player's view; a spectator has none)."""
    seat = view["seat"]
    if seat is None:
        raise ValueError("a spectator's view has no seat")
    return seat


def hand_counts(t: Tables, view: TtrView) -> list[int]:
    """The viewer's hand as counts per card index (wild last)."""
    counts = [0] * t.ncards
    for name, n in view["hand"].items():
        counts[t.card_index[name]] = n
    return counts


def owners(t: Tables, view: TtrView) -> list[int]:
    """Route index → seat, -1 when unclaimed."""
    owner = [-1] * t.nroutes
    for route, seat in view["routes"].items():
        owner[t.route_index[route]] = seat
    return owner


def _blocker(t: Tables, view: TtrView, r: int, owner: list[int]) -> TtrRefusal | None:
    seat = view["seat"]
    assert seat is not None
    players = view["players"]
    return t.route_blocker(owner, seat, len(players), players[seat]["pieces"], r)


def claim_blocker(game: TtrGame, view: TtrView, route: str) -> Refused | None:
    """Why the viewer cannot claim ``route`` (its sentence counts the players), or None if it
    can pay for it — whoever's turn it is (tooltips explain routes at any time)."""
    t = game.tables
    if view["seat"] is None:
        raise ValueError("a spectator claims nothing")
    r = t.route_index[route]
    reason = _blocker(t, view, r, owners(t, view))
    if reason is None and not route_payments(
        hand_counts(t, view), t.wild, t.rcol[r], t.rlen[r], t.rferry[r]
    ):
        reason = TtrRefusal.NO_PAYMENT
    return None if reason is None else Refused(reason, {"n": len(view["players"])})


def claim_payments(game: TtrGame, view: TtrView, route: str) -> list[ClaimRoute]:
    """Every distinct way the viewer can pay for ``route`` now (empty if it cannot)."""
    t = game.tables
    r = t.route_index[route]
    if view["seat"] is None or _blocker(t, view, r, owners(t, view)) is not None:
        return []
    return [
        ClaimRoute(route, t.cards[c] if c >= 0 else None, w)
        for c, w in route_payments(hand_counts(t, view), t.wild, t.rcol[r], t.rlen[r], t.rferry[r])
    ]


def no_claim_reason(game: TtrGame, view: TtrView) -> TtrRefusal:
    """Why the viewer, on its turn with no sub-step pending, can claim no route at all (when
    ``claimable_routes`` is empty): too few trains (or buses) for every route still open to
    it, or cards that pay for none of those it has the pieces for."""
    t = game.tables
    owner = owners(t, view)
    taken = (TtrRefusal.CLAIMED, TtrRefusal.OWN_OTHER_TRACK, TtrRefusal.DOUBLE_CLOSED)
    too_few = (TtrRefusal.TOO_FEW_TRAINS, TtrRefusal.TOO_FEW_BUSES)
    blockers = (_blocker(t, view, r, owner) for r in range(t.nroutes))
    if all(reason in too_few for reason in blockers if reason not in taken):
        bus = t.rules.piece == "bus"
        return TtrRefusal.NO_BUSES_FOR_ANY if bus else TtrRefusal.NO_TRAINS_FOR_ANY
    return TtrRefusal.NO_PAYMENT_FOR_ANY


def claimable_routes(game: TtrGame, view: TtrView) -> list[str]:
    """Routes the viewer can claim right now: its turn, no sub-step pending, a payment held."""
    seat = view["seat"]
    if seat is None or view["to_act"] != seat or view["pending"] is not None:
        return []
    t = game.tables
    owner = owners(t, view)
    hand = hand_counts(t, view)
    return [
        t.route_ids[r]
        for r in range(t.nroutes)
        if _blocker(t, view, r, owner) is None
        and route_payments(hand, t.wild, t.rcol[r], t.rlen[r], t.rferry[r])
    ]


def routes_paid_with(game: TtrGame, view: TtrView, card: str) -> list[str]:
    """The routes claimable now with a payment that uses ``card`` (a colour shows where those
    cards can go; the wild shows every track it can help pay)."""
    wild = game.rules.wild
    out = []
    for route in claimable_routes(game, view):
        for payment in claim_payments(game, view, route):
            if payment.color == card or (card == wild and payment.wilds):
                out.append(route)
                break
    return out


def closed_tracks(game: TtrGame, view: TtrView) -> list[str]:
    """Free tracks of a double whose twin is taken, with few players (rules/ttr.md, "Components":
    double routes; the rule set's constant says how few)."""
    if len(view["players"]) > game.rules.doubles_single_up_to:
        return []
    t = game.tables
    owned = view["routes"]
    closed = {
        t.route_ids[r]
        for r in range(t.nroutes)
        if t.route_ids[r] not in owned and any(t.route_ids[p] in owned for p in t.rpartners[r])
    }
    return sorted(closed)


def station_cost(game: TtrGame, view: TtrView) -> int:
    """Cards the viewer's next station costs (0 when none is left, or in Paris)."""
    seat = view["seat"]
    rules = game.rules
    if seat is None or not rules.has_stations:
        return 0
    left = view["players"][seat]["stations_left"]
    return rules.station_costs[rules.stations - left] if left else 0


def station_payments(game: TtrGame, view: TtrView) -> list[tuple[str | None, int]]:
    """(colour, wilds) payments for the viewer's next station (empty if none is left)."""
    t = game.tables
    cost = station_cost(game, view)
    if not cost:
        return []
    return [
        (t.cards[c] if c >= 0 else None, w)
        for c, w in route_payments(hand_counts(t, view), t.wild, GRAY, cost)
    ]


def pending_tunnel_payments(game: TtrGame, view: TtrView) -> list[PayTunnel]:
    """The viewer's ways to pay a pending tunnel (the view's ``tunnel``)."""
    tunnel = view["tunnel"]
    if tunnel is None or view["to_act"] != view["seat"]:
        return []
    t = game.tables
    color = t.card_index[tunnel["color"]] if tunnel["color"] is not None else -1
    return [
        PayTunnel(w) for w in tunnel_payments(hand_counts(t, view), t.wild, color, tunnel["extra"])
    ]


def route_path(game: TtrGame, routes: Iterable[str], a: str, b: str) -> list[str] | None:
    """Route ids of a path joining cities ``a`` and ``b`` over ``routes``, or None."""
    board = game.board
    edges = [(r, board.routes[r].a, board.routes[r].b) for r in routes]
    return ticket_path(edges, a, b)


def ticket_status(game: TtrGame, routes: Iterable[str], ticket: str) -> list[str] | None:
    """The path completing ``ticket`` over ``routes`` (route ids), or None if not completed."""
    tk = game.board.tickets[ticket]
    return route_path(game, routes, tk.a, tk.b)


def longest_path(game: TtrGame, routes: Iterable[str]) -> tuple[int, list[str]]:
    """The longest continuous path over ``routes`` (no route twice): length and route ids."""
    board = game.board
    edges = [(r, board.routes[r].a, board.routes[r].b, board.routes[r].length) for r in routes]
    return longest_trail(edges)


def seat_routes(view: TtrView, seat: int) -> list[str]:
    """The routes ``seat`` owns, from a view."""
    return [route for route, holder in view["routes"].items() if holder == seat]


@dataclass(frozen=True)
class TicketProgress:
    """How far a seat has come with one ticket, on the cheapest way left to complete it."""

    ticket: str
    #: The cities of that way, from the ticket's first city to its second (empty: no way is
    #: left — the ticket is cut off).
    cities: tuple[str, ...]
    #: Its routes in the same order, and those of them the seat already owns.
    routes: tuple[str, ...]
    owned: frozenset[str]
    #: The cities of the way the seat's own routes already reach.
    joined: tuple[str, ...]
    #: Cars still to place: the spaces of the way's routes the seat does not own yet (and
    #: will not borrow).
    cars: int
    #: Rivals' routes on the way that the seat's stations would borrow (Europe: a station
    #: lets its owner use one route of another player into its city). Empty while a way of
    #: free routes is left; never empty for a way that needs a rival's route.
    borrowed: tuple[str, ...] = ()
    #: The seat's stations already built cover every borrowed route: no new one is needed.
    stations_built: bool = False

    @property
    def cut_off(self) -> bool:
        return not self.cities


def way_costs(game: TtrGame, view: TtrView, owner: Sequence[int]) -> list[float]:
    """What each route costs the viewer's ways to its tickets, the board being ``owner``
    (``routing.car_routing``: 0 if its own, its cars if it may still take it, else
    ``routing.BLOCKED``). The greedy agent plans by these costs, and the table shows a
    ticket's way as it would take it."""
    seat = own_seat(view)
    pieces = view["players"][seat]["pieces"]
    small = len(view["players"]) <= game.rules.doubles_single_up_to
    return car_routing(game.tables).route_costs(seat, owner, pieces, small)


def ticket_progress(game: TtrGame, view: TtrView, ticket: str) -> TicketProgress:
    """The viewer's progress on ``ticket``: the cheapest way to complete it as the greedy
    agent's planner finds it (``routing.car_routing``: its own routes cost nothing; unclaimed
    routes it may still take cost their cars, tunnels and ferries a little more; taken or
    closed tracks are out), the cities of that way its routes already join, and the cars still
    needed."""
    t = game.tables
    seat = own_seat(view)
    costs = way_costs(game, view, owners(t, view))
    tk = game.board.tickets[ticket]
    a, b = t.city_index[tk.a], t.city_index[tk.b]
    found = car_routing(t).path(a, b, costs)
    borrowed: tuple[str, ...] = ()
    if found is None and game.rules.has_stations:
        found, borrowed = _way_through_stations(game, view, costs, a, b)
    if found is None:
        return TicketProgress(ticket, (), (), frozenset(), (), 0)
    indices = found[1][::-1]  # the planner lists the way from its end
    mine = {route for route, holder in view["routes"].items() if holder == seat}
    cities = [tk.a]
    for r in indices:
        here = t.city_index[cities[-1]]
        cities.append(t.city_ids[t.rb[r] if t.ra[r] == here else t.ra[r]])
    routes = tuple(t.route_ids[r] for r in indices)
    owned = frozenset(r for r in routes if r in mine)
    joined = tuple(
        city
        for k, city in enumerate(cities)
        if (k > 0 and routes[k - 1] in owned) or (k < len(routes) and routes[k] in owned)
    )
    cars = sum(game.board.routes[r].length for r in routes if r not in owned and r not in borrowed)
    built = bool(borrowed) and _stations_cover(
        t, view["stations"], seat, 0, [t.route_index[r] for r in borrowed]
    )
    return TicketProgress(ticket, tuple(cities), routes, owned, joined, cars, borrowed, built)


#: What borrowing a rival's route costs a way, in cars: more than any way of free routes, so
#: the way found borrows as few routes as it can.
_BORROW_COST = 1000.0


def _way_through_stations(
    game: TtrGame, view: TtrView, costs: list[float], a: int, b: int
) -> tuple[tuple[float, list[int]] | None, tuple[str, ...]]:
    """A ticket with no way of free routes left may still be completed with stations
    (Europe, "Stations": each lets its owner use one route of another player into its city).
    The way borrowing the fewest rivals' routes, and those routes — or (None, ()) when the
    seat's built and unbuilt stations cannot cover them."""
    t = game.tables
    seat = own_seat(view)
    rivals = {t.route_index[r] for r, holder in view["routes"].items() if holder != seat}
    found = car_routing(t).path(
        a, b, [_BORROW_COST if r in rivals else c for r, c in enumerate(costs)]
    )
    if found is None:
        return None, ()
    borrowed = [r for r in found[1] if r in rivals]
    left = view["players"][seat]["stations_left"]
    if not _stations_cover(t, view["stations"], seat, left, borrowed):
        return None, ()
    return found, tuple(t.route_ids[r] for r in reversed(borrowed))


def _stations_cover(
    t: Tables, stations: dict[str, int], seat: int, left: int, borrowed: list[int]
) -> bool:
    """Whether each borrowed route can have its own station of ``seat`` at one of its two
    cities: one already built there (each borrows one route), or a new one on a city without a
    station (one station a city), at most ``left`` new ones. Tried over every choice of ends:
    a way borrows at most a few routes."""
    if len(borrowed) > left + sum(1 for o in stations.values() if o == seat):
        return False
    for ends in product((0, 1), repeat=len(borrowed)):
        cities = [
            t.city_ids[t.rb[r] if end else t.ra[r]] for r, end in zip(borrowed, ends, strict=True)
        ]
        if len(set(cities)) < len(cities):
            continue  # a station borrows one route
        new = 0
        for city in cities:
            holder = stations.get(city)
            if holder is None:
                new += 1
            elif holder != seat:
                break
        else:
            if new <= left:
                return True
    return False
