"""Pure helpers for the table and the agents, working from a VIEW (never a state).

The controller matches clicks against ``legal_actions``; these answer the questions around
it: which routes can I claim, with which payments, why not this one, is this ticket done,
how long is this network.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tabletop.core import View

from .actions import ClaimRoute, PayTunnel
from .graph import longest_trail, ticket_path
from .payments import route_payments, tunnel_payments
from .tables import GRAY, Tables

if TYPE_CHECKING:
    from .engine import TtrGame

#: Reason codes of ``claim_blocker`` and their plain words.
BLOCKERS = {
    "claimed": "Someone has claimed this route already.",
    "double_closed": "With this few players only one track of a double route may be used.",
    "own_other_track": "You own the other track of this double route.",
    "too_few_pieces": "You have too few pieces left for this route.",
    "cannot_pay": "You do not hold the cards to pay for this route.",
}


def hand_counts(t: Tables, view: View) -> list[int]:
    """The viewer's hand as counts per card index (wild last)."""
    counts = [0] * t.ncards
    for name, n in view.get("hand", {}).items():
        counts[t.card_index[name]] = n
    return counts


def owners(t: Tables, view: View) -> list[int]:
    """Route index → seat, -1 when unclaimed."""
    owner = [-1] * t.nroutes
    for route, seat in view["routes"].items():
        owner[t.route_index[route]] = seat
    return owner


def _blocker(game: TtrGame, view: View, r: int, owner: Sequence[int]) -> str | None:
    t = game.tables
    seat = view["seat"]
    if owner[r] >= 0:
        return "claimed"
    for p in t.rpartners[r]:
        if owner[p] == seat:
            return "own_other_track"
        if owner[p] >= 0 and len(view["players"]) <= game.rules.doubles_single_up_to:
            return "double_closed"
    if view["players"][seat]["pieces"] < t.rlen[r]:
        return "too_few_pieces"
    return None


def claim_blocker(game: TtrGame, view: View, route: str) -> tuple[str, str] | None:
    """Why the viewer cannot claim ``route`` (reason code, plain words), or None if it can
    pay for it — whoever's turn it is (tooltips explain routes at any time)."""
    t = game.tables
    if view["seat"] is None:
        raise ValueError("a spectator claims nothing")
    r = t.route_index[route]
    reason = _blocker(game, view, r, owners(t, view))
    if reason is None and not route_payments(
        hand_counts(t, view), t.wild, t.rcol[r], t.rlen[r], t.rferry[r]
    ):
        reason = "cannot_pay"
    if reason is None:
        return None
    words = BLOCKERS[reason]
    if reason == "double_closed":
        words = f"With {len(view['players'])} players only one track of a double may be used."
    return reason, words


def claim_payments(game: TtrGame, view: View, route: str) -> list[ClaimRoute]:
    """Every distinct way the viewer can pay for ``route`` now (empty if it cannot)."""
    t = game.tables
    r = t.route_index[route]
    if view["seat"] is None or _blocker(game, view, r, owners(t, view)) is not None:
        return []
    return [
        ClaimRoute(route, t.cards[c] if c >= 0 else None, w)
        for c, w in route_payments(hand_counts(t, view), t.wild, t.rcol[r], t.rlen[r], t.rferry[r])
    ]


def claimable_routes(game: TtrGame, view: View) -> list[str]:
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
        if _blocker(game, view, r, owner) is None
        and route_payments(hand, t.wild, t.rcol[r], t.rlen[r], t.rferry[r])
    ]


def station_payments(game: TtrGame, view: View) -> list[tuple[str | None, int]]:
    """(colour, wilds) payments for the viewer's next station (empty if none is left)."""
    t = game.tables
    seat = view["seat"]
    if seat is None or not game.rules.has_stations:
        return []
    left = view["players"][seat]["stations_left"]
    if not left:
        return []
    cost = game.rules.station_costs[game.rules.stations - left]
    return [
        (t.cards[c] if c >= 0 else None, w)
        for c, w in route_payments(hand_counts(t, view), t.wild, GRAY, cost)
    ]


def pending_tunnel_payments(game: TtrGame, view: View) -> list[PayTunnel]:
    """The viewer's ways to pay a pending tunnel (the view's ``tunnel``)."""
    tunnel = view.get("tunnel")
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


def seat_routes(view: View, seat: int) -> list[str]:
    """The routes ``seat`` owns, from a view."""
    return [route for route, holder in view["routes"].items() if holder == seat]
