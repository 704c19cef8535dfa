"""The view-based helpers the table uses (claimable routes, payments, why-not reasons, ticket
paths, longest path) agree with the engine."""

from __future__ import annotations

import pytest

from tabletop.core import explain
from tabletop.games.ttr import BuildStation, ClaimRoute, PayTunnel, TtrState
from tabletop.games.ttr.agents import TtrGreedyAgent
from tabletop.games.ttr.helpers import (
    claim_blocker,
    claim_payments,
    claimable_routes,
    longest_path,
    pending_tunnel_payments,
    seat_routes,
    station_payments,
    ticket_progress,
    ticket_status,
    way_costs,
)
from tabletop.games.ttr.refusals import TtrRefusal
from tests.support.playout import random_playout

from .scenario import (
    EUROPE,
    PARIS,
    act,
    burn_pieces,
    give_routes,
    give_station,
    rigged,
    set_deck,
    set_hand,
)


@pytest.mark.parametrize(("game", "players"), [(EUROPE, 2), (EUROPE, 4), (PARIS, 2), (PARIS, 3)])
def test_claim_helpers_agree_with_legal_actions(game, players: int) -> None:
    compared = 0
    for state, seat, _action, _after in random_playout(game, players, 8):
        view = game.view(state, seat)
        legal = game.legal_actions(state)
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        routes = claimable_routes(game, view)
        assert routes == list(dict.fromkeys(a.route for a in claims))
        for route in game.board.routes:
            payments = claim_payments(game, view, route) if view["pending"] is None else []
            assert payments == [a for a in claims if a.route == route]
            if view["pending"] is None:
                assert (claim_blocker(game, view, route) is None) == bool(payments)
        if view["pending"] == "tunnel":
            pays = [a for a in legal if isinstance(a, PayTunnel)]
            assert pending_tunnel_payments(game, view) == pays
        if view["pending"] is None and game is EUROPE:
            stations = {(a.color, a.wilds) for a in legal if isinstance(a, BuildStation)}
            assert set(station_payments(game, view)) == stations
        compared += 1
    assert compared > 20


def _blocker(state: TtrState, route: str, seat: int = 0) -> TtrRefusal | None:
    why = claim_blocker(EUROPE, EUROPE.view(state, seat), route)
    if why is None:
        return None
    assert why.message == explain(why.reason, n=state.players) != why.reason  # plain words
    assert isinstance(why.reason, TtrRefusal)
    return why.reason


def test_claim_blocker_says_why() -> None:
    s = set_hand(rigged(EUROPE, 2), 0, {"red": 3, "yellow": 1})
    assert _blocker(s, "berlin-frankfurt-red") is None
    assert _blocker(s, "amsterdam-essen") is TtrRefusal.NO_PAYMENT
    s = give_routes(s, 1, ["berlin-frankfurt-black", "amsterdam-essen"])
    assert _blocker(s, "amsterdam-essen") is TtrRefusal.CLAIMED
    assert _blocker(s, "berlin-frankfurt-red") is TtrRefusal.DOUBLE_CLOSED
    four = give_routes(set_hand(rigged(EUROPE, 4), 0, {"red": 3}), 0, ["berlin-frankfurt-black"])
    assert _blocker(four, "berlin-frankfurt-red") is TtrRefusal.OWN_OTHER_TRACK
    low = burn_pieces(s, 0, 2, avoid=["berlin-frankfurt-red", "sarajevo-zagrab"])
    assert _blocker(low, "sarajevo-zagrab") is TtrRefusal.TOO_FEW_TRAINS


def test_tunnel_payments_from_the_view() -> None:
    s = set_deck(
        set_hand(rigged(EUROPE, 2), 0, {"blue": 3, "locomotive": 1}), ["blue", "locomotive", "red"]
    )
    s = act(EUROPE, s, ClaimRoute("munchen-venezia", "blue", 0))
    assert pending_tunnel_payments(EUROPE, EUROPE.view(s, 0)) == [PayTunnel(1)]
    assert pending_tunnel_payments(EUROPE, EUROPE.view(s, 1)) == []


def test_ticket_status_and_longest_path_from_route_ids() -> None:
    routes = ["cadiz-madrid", "madrid-pamplona-black", "pamplona-paris-blue", "brest-paris"]
    assert ticket_status(EUROPE, routes, "madrid-dieppe") is None
    assert ticket_status(EUROPE, routes + ["dieppe-paris"], "madrid-dieppe") == [
        "madrid-pamplona-black",
        "pamplona-paris-blue",
        "dieppe-paris",
    ]
    length, path = longest_path(EUROPE, routes)
    assert length == 3 + 3 + 4 + 3 and len(path) == 4
    s = give_routes(rigged(EUROPE, 2), 1, routes)
    assert sorted(seat_routes(EUROPE.view(s, 0), 1)) == sorted(routes)


def test_spectators_claim_nothing() -> None:
    view = EUROPE.view(rigged(EUROPE, 2), None)
    assert claimable_routes(EUROPE, view) == []
    assert claim_payments(EUROPE, view, "amsterdam-essen") == []
    with pytest.raises(ValueError):
        claim_blocker(EUROPE, view, "amsterdam-essen")


def test_ticket_progress_follows_the_greedy_planners_way() -> None:
    s = give_routes(rigged(EUROPE, 2), 0, ["madrid-pamplona-black", "pamplona-paris-blue"])
    progress = ticket_progress(EUROPE, EUROPE.view(s, 0), "madrid-dieppe")
    assert progress.cities == ("madrid", "pamplona", "paris", "dieppe")
    assert progress.routes == ("madrid-pamplona-black", "pamplona-paris-blue", "dieppe-paris")
    assert progress.joined == ("madrid", "pamplona", "paris")
    assert progress.cars == 1 and not progress.cut_off
    # The rival takes the last link: the way goes round it, and costs more cars.
    s = give_routes(s, 1, ["dieppe-paris"])
    progress = ticket_progress(EUROPE, EUROPE.view(s, 0), "madrid-dieppe")
    assert "dieppe-paris" not in progress.routes and progress.cities[-1] == "dieppe"
    assert progress.cities == ("madrid", "pamplona", "paris", "bruxelles", "dieppe")
    assert progress.joined == ("madrid", "pamplona", "paris") and progress.cars == 2 + 2


def _lisboa_walled_in(stations_elsewhere: list[str]) -> TtrState:
    """Europe for two: the rival holds both routes out of Lisboa; seat 0 has built stations in
    ``stations_elsewhere``."""
    s = give_routes(rigged(EUROPE, 2), 1, ["cadiz-lisboa", "lisboa-madrid"])
    for city in stations_elsewhere:
        s = give_station(s, 0, city)
    return s


def test_a_ticket_with_no_way_left_is_cut_off() -> None:
    s = _lisboa_walled_in(["berlin", "wien", "roma"])  # no station left to borrow a route
    progress = ticket_progress(EUROPE, EUROPE.view(s, 0), "lisboa-danzig")
    assert progress.cut_off and progress.cars == 0 and progress.joined == ()
    assert progress.borrowed == ()


def test_stations_borrow_a_rivals_route_so_the_ticket_is_not_cut_off() -> None:
    # Europe, "Stations": a station lets its owner use one route of another player into its
    # city — with stations left, the walled-in ticket still has a way, through one of them.
    s = _lisboa_walled_in([])
    progress = ticket_progress(EUROPE, EUROPE.view(s, 0), "lisboa-danzig")
    assert not progress.cut_off
    assert len(progress.borrowed) == 1 and progress.borrowed[0] in {"cadiz-lisboa", "lisboa-madrid"}
    assert progress.cities[0] == "lisboa" and progress.cities[-1] == "danzig"
    # The borrowed route's cars are not needed: only the free routes of the way count.
    free = [r for r in progress.routes if r not in progress.borrowed]
    assert progress.cars == sum(EUROPE.board.routes[r].length for r in free)


def test_a_built_station_covers_the_borrowed_route_with_none_left() -> None:
    # The last station, already built in Madrid, borrows lisboa-madrid.
    s = _lisboa_walled_in(["berlin", "wien", "madrid"])
    progress = ticket_progress(EUROPE, EUROPE.view(s, 0), "lisboa-danzig")
    assert progress.borrowed == ("lisboa-madrid",)
    assert progress.stations_built  # no new station needed: the row and card say so


def test_a_station_still_to_build_is_not_taken_for_a_built_one() -> None:
    progress = ticket_progress(
        EUROPE, EUROPE.view(_lisboa_walled_in(["berlin"]), 0), "lisboa-danzig"
    )
    assert progress.borrowed and not progress.stations_built


def test_a_rivals_stations_leave_no_city_for_ours() -> None:
    # One station of ours left, but both cities of each rival route out of Lisboa hold a
    # rival's station (one station a city): the ticket is cut off.
    s = _lisboa_walled_in(["berlin", "wien"])
    for city in ("lisboa", "madrid", "cadiz"):
        s = give_station(s, 1, city)
    assert ticket_progress(EUROPE, EUROPE.view(s, 0), "lisboa-danzig").cut_off


def test_paris_has_no_stations_so_a_walled_in_ticket_is_cut_off() -> None:
    progress = None
    for ticket, tk in PARIS.board.tickets.items():
        outs = [r for r, x in PARIS.board.routes.items() if tk.a in (x.a, x.b)]
        s = give_routes(rigged(PARIS, 2), 1, outs)
        progress = ticket_progress(PARIS, PARIS.view(s, 0), ticket)
        break
    assert progress is not None and progress.cut_off and progress.borrowed == ()


@pytest.mark.parametrize("game", [EUROPE, PARIS])
def test_ticket_progress_agrees_with_the_planner_and_the_tickets_done(game) -> None:
    """In random games: the cars still needed are the planner's cheapest way minus what the
    seat owns, and a completed ticket needs none, its whole way joined."""
    routing = TtrGreedyAgent(game).routing  # the greedy agent's own ways
    checked = 0
    for state, seat, _action, _after in random_playout(game, 2, 5):
        view = game.view(state, seat)
        mine = seat_routes(view, seat)
        for ticket in view["tickets"]:
            progress = ticket_progress(game, view, ticket)
            t = game.tables
            tk = game.board.tickets[ticket]
            costs = way_costs(game, view, [view["routes"].get(r, -1) for r in t.route_ids])
            found = routing.path(t.city_index[tk.a], t.city_index[tk.b], costs)
            assert progress.cut_off == (found is None)
            if found is None:
                continue
            assert {t.route_index[r] for r in progress.routes} == set(found[1])
            assert progress.cars == sum(
                game.board.routes[r].length for r in progress.routes if r not in mine
            )
            if ticket_status(game, mine, ticket) is not None:
                assert progress.cars == 0 and progress.joined == progress.cities
            checked += 1
    assert checked > 10
